/*
 * test_calc.c: unit tests of the Calculator: The Game back end: every button
 * example and alias of the rules, the parser's errors, display and 64-bit
 * overflow, [+]N and Store, portals, the search (shortest, counting, listing,
 * budget) and all 199 bundled levels solved and replayed.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "calc.h"
#include "game.h"
#include "test_support.h"

static const calc_rules DEFAULT_RULES = {0, 6};

/* A level holding the given buttons (comma-separated), start value and portal. */
static calc_level make_level(int64_t start, const char *buttons, int portal_in, int portal_out)
{
    char text[512];
    snprintf(text, sizeof text, "start: %lld\ngoal: 0\nmoves: 5\nbuttons: %s\n", (long long)start, buttons);
    if (portal_in >= 0)
        snprintf(text + strlen(text), sizeof text - strlen(text), "portal: %d %d\n", portal_in, portal_out);
    calc_level *levels;
    cs_error err;
    int n = calc_parse_levels(text, &DEFAULT_RULES, &levels, &err);
    if (n != 1)
        fail_msg("level did not parse: %s: %s", err.field, err.message);
    calc_level level = levels[0];
    free(levels);
    return level;
}

/* Presses the first button of a one-button level once. 1 = legal (value in *out). */
static int press_once(int64_t start, const char *label, int64_t *out)
{
    calc_level level = make_level(start, label, -1, 0);
    calc_state state = {start, -1, 0}, next;
    calc_press press = {0, 0};
    int64_t raw;
    int legal = calc_apply(&level, &DEFAULT_RULES, &state, press, &next, &raw);
    *out = next.value;
    return legal;
}

static void expect_press(int64_t start, const char *label, int64_t want)
{
    int64_t got = 0;
    if (!press_once(start, label, &got))
        fail_msg("%lld [%s]: illegal, expected %lld", (long long)start, label, (long long)want);
    if (got != want)
        fail_msg("%lld [%s]: got %lld, expected %lld", (long long)start, label, (long long)got, (long long)want);
}

static void expect_illegal(int64_t start, const char *label)
{
    int64_t got;
    if (press_once(start, label, &got))
        fail_msg("%lld [%s]: legal (%lld), expected illegal", (long long)start, label, (long long)got);
}

static void test_rule_table_examples(void **state)
{
    (void)state;
    expect_press(5, "+3", 8);
    expect_press(5, "-7", -2);
    expect_press(5, "x-4", -20);
    expect_press(21, "/3", 7);
    expect_illegal(21, "/2");
    expect_press(1, "0", 10);
    expect_press(12, "34", 1234);
    expect_press(-17, "5", -175);
    expect_press(25, "00", 2500);
    expect_press(0, "5", 5);
    expect_press(12, "+/-", -12);
    expect_press(1234, "<<", 123);
    expect_press(-1234, "<<", -123);
    expect_press(5, "<<", 0);
    expect_press(0, "<<", 0);
    expect_press(1234, "4=>5", 1235);
    expect_press(1234, "34=>89", 1289);
    expect_press(123234, "23=>5", 1554);
    expect_press(123, "2=>00", 1003);
    expect_press(333, "33=>12", 123);
    expect_press(-41, "4=>0", -1);
    expect_press(1234, "5=>6", 1234); /* no match: legal, nothing changes */
    expect_press(2, "^3", 8);
    expect_press(-5, "^2", 25);
    expect_press(-3, "^3", -27);
    expect_press(1234, "Reverse", 4321);
    expect_press(-1234, "Reverse", -4321);
    expect_press(120, "Reverse", 21);
    expect_press(123, "SUM", 6);
    expect_press(-123, "SUM", -6);
    expect_press(4325, "SUM", 14);
    expect_press(14, "SUM", 5);
    expect_press(1234, "<Shift", 2341);
    expect_press(1234, "Shift>", 4123);
    expect_press(120, "Shift>", 12);
    expect_press(-1234, "<Shift", -2341);
    expect_press(23, "Mirror", 2332);
    expect_press(25, "Mirror", 2552);
    expect_illegal(2552, "Mirror"); /* 25522552 does not fit six digits */
    expect_press(-1, "Mirror", -11);
    expect_press(4325, "Inv10", 6785);
    expect_press(123, "Inv10", 987);
    expect_press(5, "Inv10", 5);
    expect_press(0, "Inv10", 0);
    expect_press(-123, "Inv10", -987);
}

static void expect_label(const char *text, const char *canonical, calc_kind kind)
{
    calc_button b;
    cs_error err;
    if (calc_parse_button(text, &b, &err) != 0)
        fail_msg("\"%s\" rejected: %s", text, err.message);
    if (strcmp(b.label, canonical) != 0 || b.kind != kind)
        fail_msg("\"%s\" read as \"%s\" (kind %d), expected \"%s\" (kind %d)", text, b.label, b.kind, canonical, kind);
}

static void test_aliases(void **state)
{
    (void)state;
    expect_label("x3", "x3", CALC_MUL);
    expect_label("*3", "x3", CALC_MUL);
    expect_label("\xC3\x97" "3", "x3", CALC_MUL); /* ×3 */
    expect_label("X-4", "x-4", CALC_MUL);
    expect_label("/2", "/2", CALC_DIV);
    expect_label("\xC3\xB7" "2", "/2", CALC_DIV); /* ÷2 */
    expect_label("pad 5", "5", CALC_APPEND);
    expect_label("PAD05", "05", CALC_APPEND);
    expect_label("007", "007", CALC_APPEND);
    expect_label("x^2", "^2", CALC_POWER);
    expect_label("x\xC2\xB2", "^2", CALC_POWER); /* x² */
    expect_label("x\xC2\xB3", "^3", CALC_POWER); /* x³ */
    expect_label("^4", "^4", CALC_POWER);
    expect_label("Rev", "Reverse", CALC_REVERSE);
    expect_label("reverse", "Reverse", CALC_REVERSE);
    expect_label("sum", "SUM", CALC_SUM);
    expect_label("< Shift", "<Shift", CALC_SHIFT_LEFT);
    expect_label("Shift<", "<Shift", CALC_SHIFT_LEFT);
    expect_label("shift >", "Shift>", CALC_SHIFT_RIGHT);
    expect_label("MIRROR", "Mirror", CALC_MIRROR);
    expect_label("[+] 2", "[+]2", CALC_META);
    expect_label("store", "Store", CALC_STORE);
    expect_label("inv10", "Inv10", CALC_INV10);
    expect_label(" 3 => 5 ", "3=>5", CALC_REPLACE);
    expect_label("+ / -", "+/-", CALC_NEGATE);
    expect_label("<<", "<<", CALC_DELETE);
    expect_label("- 7", "-7", CALC_SUB);
    expect_label("\xE2\x88\x92" "7", "-7", CALC_SUB); /* U+2212 minus */
}

static void expect_bad_button(const char *text, const char *fragment)
{
    calc_button b;
    cs_error err;
    if (calc_parse_button(text, &b, &err) == 0)
        fail_msg("\"%s\" accepted as %s", text, b.label);
    assert_string_equal(err.field, "buttons");
    if (!strstr(err.message, fragment))
        fail_msg("\"%s\": message \"%s\" lacks \"%s\"", text, err.message, fragment);
}

static void test_bad_buttons(void **state)
{
    (void)state;
    expect_bad_button("x", "xN needs a whole number");
    expect_bad_button("foo", "unknown button \"foo\" (expected +N, -N, xN, /N, digits, +/-, <<, A=>B, ^N, Reverse, SUM, <Shift, Shift>, Mirror, [+]N, Store, Inv10)");
    expect_bad_button("/0", "dividing by zero");
    expect_bad_button("3=>", "A=>B needs digits on both sides");
    expect_bad_button("=>3", "A=>B needs digits on both sides");
    expect_bad_button("a=>b", "A=>B needs digits on both sides");
    expect_bad_button("^99", "^N needs a power N from 0 to 63");
    expect_bad_button("+", "+N needs a whole number");
    expect_bad_button("[+]x", "[+]N needs a whole number");
    expect_bad_button("1234567890123456789", "at most 18 digits");
    expect_bad_button("1234567890123456789=>1", "at most 18 digits on each side");
    expect_bad_button("1=>1234567890123456789", "at most 18 digits on each side");
    expect_bad_button("", "empty button");
}

/* Parses text and expects an error on `line` in `field` whose message contains fragment. */
static void expect_level_error(const char *text, int line, const char *field, const char *fragment)
{
    calc_level *levels = NULL;
    cs_error err;
    int n = calc_parse_levels(text, &DEFAULT_RULES, &levels, &err);
    if (n >= 0) {
        free(levels);
        fail_msg("accepted: %s", text);
    }
    assert_null(levels);
    if (err.line != line || strcmp(err.field, field) != 0 || !strstr(err.message, fragment))
        fail_msg("got line %d, %s: %s; expected line %d, %s: ...%s...", err.line, err.field, err.message, line, field,
                 fragment);
}

static void test_parser_errors(void **state)
{
    (void)state;
    char long_line[1100];
    memset(long_line, 'a', sizeof long_line - 1);
    long_line[sizeof long_line - 1] = '\0';
    char with_long[1200];
    snprintf(with_long, sizeof with_long, "start: 0\n# %s\n", long_line);

    expect_level_error("goal: 2\nmoves: 2\nbuttons: +1\n", 1, "start", "has no start");
    expect_level_error("start: 0\nmoves: 2\nbuttons: +1\n", 1, "goal", "has no goal");
    expect_level_error("start: 0\ngoal: 2\nbuttons: +1\n", 1, "moves", "has no moves");
    expect_level_error("start: 0\ngoal: 2\nmoves: 2\n", 1, "buttons", "has no buttons");
    expect_level_error("start: zero\n", 1, "start", "\"zero\" is not a whole number");
    expect_level_error("start: 1.5\n", 1, "start", "not a whole number");
    expect_level_error("start: 0\ngoal: 2x\n", 2, "goal", "not a whole number");
    expect_level_error("start: 0\ngoal: 2\nmoves: 0\n", 3, "moves", "0 moves left: the game is over (a level has 1..99 moves)");
    expect_level_error("start: 0\ngoal: 2\nmoves: -1\n", 3, "moves", "-1 is outside 1..99");
    expect_level_error("start: 0\ngoal: 2\nmoves: 100\n", 3, "moves", "100 is outside 1..99");
    expect_level_error("start: 0\ngoal: 2\nmoves: 2\nbuttons: +1,+2,+3,+4,+5,+6,+7,+8,+9,+10,+11\n", 4, "buttons",
                       "more than 10 buttons");
    expect_level_error("start: 1000000\n", 1, "start", "1000000 does not fit a 6-digit display (at most 999999");
    expect_level_error("start: 0\ngoal: -1000000\n", 2, "goal", "does not fit a 6-digit display");
    expect_level_error("start: 99999999999999999999\n", 1, "start", "\"99999999999999999999\" is too large");
    expect_level_error("start: 0\ngoal: 2\nmoves: 99999999999999999999\n", 3, "moves", "is outside 1..99");
    expect_level_error("start: 0\ngoal: 2\nmoves: 2\nbuttons: Store:save\n", 4, "buttons",
                       "a press label (the long-press on Store) in solutions, not a button");
    expect_level_error("start: 0\ngoal: 2\nmoves: 2\nbuttons: +1,, x2\n", 4, "buttons", "empty button label");
    expect_level_error("start: 0\ngoal: 2\nmoves: 2\nbuttons: +1\nportal: 0 2\n", 5, "portal", "ENTRY > EXIT");
    expect_level_error("start: 0\ngoal: 2\nmoves: 2\nbuttons: +1\nportal: 1 1\n", 5, "portal", "ENTRY > EXIT");
    expect_level_error("start: 0\ngoal: 2\nmoves: 2\nbuttons: +1\nportal: 6 0\n", 5, "portal", "6-digit display");
    expect_level_error("start: 0\ngoal: 2\nmoves: 2\nbuttons: +1\nportal: 3\n", 5, "portal", "expected two places");
    expect_level_error("start: 0\ncolour: red\n", 2, "colour", "unknown key \"colour\"");
    expect_level_error("start: 0\nstart: 1\n", 2, "start", "given twice (first on line 1)");
    expect_level_error("start 0\n", 1, "line", "expected \"key: value\"");
    expect_level_error(with_long, 2, "line", "longer than 1000 bytes");
    /* a long line that starts with a key names that field, so a form can mark it */
    char long_goal[1200];
    snprintf(long_goal, sizeof long_goal, "start: 0\n Goal : 7%s\n", long_line);
    expect_level_error(long_goal, 2, "goal", "is too long (");
    expect_level_error("start: 0\ngoal: 2\nmoves: 99999999999999999999999\n", 3, "moves",
                       "\"99999999999999999999999\" is outside 1..99");
    expect_level_error("start: 0\ngoal: 2\nmoves: 2\nbuttons: +1, x\n", 4, "buttons", "xN needs a whole number");
    expect_level_error("start: 0\ngoal: 2\nmoves: 2\nbuttons: x\n", 4, "buttons",
                       "button \"x\": xN needs a whole number N");
    expect_level_error("", 0, "input", "no level found");
    expect_level_error("# only a comment\n\n\n", 0, "input", "no level found");
    expect_level_error("level: 0\n", 1, "level", "not a level number");
    /* the second level is checked too */
    expect_level_error("start: 0\ngoal: 2\nmoves: 2\nbuttons: +1\n\nstart: 0\ngoal: 2\nbuttons: +1\n", 6, "moves",
                       "has no moves");
}

/* What people paste: a byte-order mark, the Unicode minus, a trailing comma. */
static void test_parser_accepts_pasted_text(void **state)
{
    (void)state;
    calc_level *levels;
    cs_error err;
    const char text[] = "\xEF\xBB\xBFstart: \xE2\x88\x92" "5\ngoal: \xE2\x88\x92" "3\nmoves: 2\nbuttons: +1, x2,\n";
    assert_int_equal(calc_parse_levels(text, &DEFAULT_RULES, &levels, &err), 1);
    assert_int_equal(levels[0].start, -5);
    assert_int_equal(levels[0].goal, -3);
    assert_int_equal(levels[0].button_count, 2);
    free(levels);
}

/* Bundled levels under other rules go through the same checks as a file. */
static void test_check_level_shared(void **state)
{
    (void)state;
    calc_level *bundled;
    cs_error err, file_err;
    assert_int_equal(calc_bundled_levels(&bundled, &err), 199);
    const calc_rules one_digit = {0, 1}, eight = {0, 8};
    assert_int_equal(calc_check_level(&bundled[198], &one_digit, &err), -1);
    assert_string_equal(err.field, "start");
    assert_string_equal(err.message, "3002 does not fit a 1-digit display (at most 9 either side of 0)");
    calc_level *parsed;
    assert_int_equal(calc_parse_levels("start: 3002\ngoal: 3507\nmoves: 6\nbuttons: 7\n", &one_digit, &parsed, &file_err), -1);
    assert_string_equal(file_err.message, err.message);
    assert_int_equal(calc_check_level(&bundled[198], &eight, &err), 0);
    const calc_rules three = {0, 3};
    calc_level small = bundled[0];
    small.has_portal = 1;
    small.portal_in = 5;
    small.portal_out = 3;
    assert_int_equal(calc_check_level(&small, &three, &err), -1);
    assert_string_equal(err.field, "portal");
    assert_non_null(strstr(err.message, "to 2 on a 3-digit display"));
    free(bundled);
}

/* The streaming parser returns levels one by one, then 0, and stops at an error. */
static void test_parse_next(void **state)
{
    (void)state;
    calc_parser parser;
    calc_level level;
    cs_error err;
    calc_parser_start(&parser, "start: 1\ngoal: 2\nmoves: 1\nbuttons: +1\n\n\nstart: 5\ngoal: 2\nmoves: 1\nbuttons: -3");
    assert_int_equal(calc_parse_next(&parser, &DEFAULT_RULES, &level, &err), 1);
    assert_int_equal(level.start, 1);
    assert_int_equal(calc_parse_next(&parser, &DEFAULT_RULES, &level, &err), 1);
    assert_int_equal(level.start, 5);
    assert_int_equal(level.line, 7);
    assert_int_equal(calc_parse_next(&parser, &DEFAULT_RULES, &level, &err), 0);
    calc_parser_start(&parser, "start: 1\ngoal: 2\nmoves: 1\nbuttons: +1\n\nstart: 1\ngoal: x\n");
    assert_int_equal(calc_parse_next(&parser, &DEFAULT_RULES, &level, &err), 1);
    assert_int_equal(calc_parse_next(&parser, &DEFAULT_RULES, &level, &err), -1);
    assert_int_equal(err.line, 7);
}

/* The runner front ends stream through (game.h) hands each level's answer over
 * as soon as it is written, and an input error in a later level writes nothing. */
static int count_after(void *context, const char *text, size_t length)
{
    int *calls = context;
    ++*calls;
    if (length == 0 || text[length - 1] != '\n')
        return -1;
    return *calls == 2; /* stop after the second level */
}

static void test_run_each_streams(void **state)
{
    (void)state;
    int calls = 0;
    cs_options opt = {0};
    cs_run_hooks hooks = {count_after, NULL, NULL, &calls};
    cs_error err;
    const cs_game *game = cs_game_find("calculator");
    const char *three = "start: 0\ngoal: 1\nmoves: 1\nbuttons: +1\n\nstart: 0\ngoal: 2\nmoves: 2\nbuttons: +1\n\n"
                        "start: 0\ngoal: 3\nmoves: 3\nbuttons: +1\n";
    assert_int_equal(cs_run_hooked(game, three, &opt, CS_JSON, &hooks, &err), 1);
    assert_int_equal(calls, 2);
    calls = 0; /* an input error in the last level writes nothing at all */
    const char *bad = "start: 0\ngoal: 1\nmoves: 1\nbuttons: +1\n\nstart: q\n";
    assert_int_equal(cs_check_text(game, bad, &opt, &err), -1);
    assert_int_equal(calls, 0);
    assert_string_equal(err.field, "start");
}

static void test_parser_accepts(void **state)
{
    (void)state;
    calc_level *levels;
    cs_error err;
    const char *text = "# two levels\r\nlevel: 7\r\nSTART: -5 # a comment\r\ngoal: 5\r\nmoves: 3\r\n"
                       "buttons: +2, +2 , x-1\r\n\r\n\r\nstart: 1\ngoal: 2\nmoves: 1\nbuttons: +1\nportal: 4, 0";
    int n = calc_parse_levels(text, &DEFAULT_RULES, &levels, &err);
    if (n < 0)
        fail_msg("%d %s %s", err.line, err.field, err.message);
    assert_int_equal(n, 2);
    assert_int_equal(levels[0].number, 7);
    assert_int_equal(levels[0].start, -5);
    assert_int_equal(levels[0].button_count, 2); /* the same button twice is one */
    assert_string_equal(levels[0].buttons[1].label, "x-1");
    assert_int_equal(levels[1].has_portal, 1);
    assert_int_equal(levels[1].portal_in, 4);
    assert_int_equal(levels[1].line, 9);
    free(levels);
}

static void test_display_and_64bit_overflow(void **state)
{
    (void)state;
    expect_press(999998, "+1", 999999);
    expect_illegal(999999, "+1");
    expect_illegal(-999999, "-1");
    expect_illegal(99999, "00");
    expect_illegal(1000, "x1000");
    expect_illegal(999999, "^63");  /* overflows int64 long before the display */
    expect_illegal(-999999, "^5");
    expect_illegal(999999, "123456789012345678"); /* append overflows 18 digits */
    expect_illegal(999999, "9=>999999999999999999");
    expect_press(999999, "x0", 0);

    /* an 18-digit display reaches int64's edge: overflow is checked, not wrapped */
    calc_rules wide = {0, 18};
    calc_level *levels;
    cs_error err;
    assert_int_equal(calc_parse_levels("start: 999999999999999999\ngoal: 1\nmoves: 1\nbuttons: x10, +1, ^2, 9\n", &wide,
                                       &levels, &err), 1);
    calc_state s = {999999999999999999LL, -1, 0}, next;
    int64_t raw;
    for (int b = 0; b < 4; b++) {
        calc_press p = {(uint8_t)b, 0};
        assert_false(calc_apply(&levels[0], &wide, &s, p, &next, &raw));
    }
    free(levels);
}

/* Applies the buttons of `labels` in order on a multi-button level. */
static int64_t run_presses(calc_level *level, int64_t start, const int *buttons, int count, calc_state *final)
{
    calc_state s = {start, -1, 0}, next;
    int64_t raw;
    for (int i = 0; i < count; i++) {
        calc_press p = {(uint8_t)buttons[i], 0};
        if (!calc_apply(level, &DEFAULT_RULES, &s, p, &next, &raw))
            fail_msg("press %d (%s) illegal", i, level->buttons[buttons[i]].label);
        s = next;
    }
    if (final)
        *final = s;
    return s.value;
}

static void test_meta_button_on_each_kind(void **state)
{
    (void)state;
    calc_level level = make_level(10, "[+]1, +2, -2, x2, /2, 1, x-4, ^2, Reverse", -1, 0);
    int meta_then[2];
    meta_then[0] = 0;
    meta_then[1] = 1;
    assert_int_equal(run_presses(&level, 10, meta_then, 2, NULL), 13);  /* +2 becomes +3 */
    meta_then[1] = 2;
    assert_int_equal(run_presses(&level, 10, meta_then, 2, NULL), 7);   /* -2 becomes -3 */
    meta_then[1] = 3;
    assert_int_equal(run_presses(&level, 10, meta_then, 2, NULL), 30);  /* x2 becomes x3 */
    meta_then[1] = 5;
    assert_int_equal(run_presses(&level, 10, meta_then, 2, NULL), 102); /* append 1 becomes 2 */
    meta_then[1] = 6;
    assert_int_equal(run_presses(&level, 10, meta_then, 2, NULL), -50); /* x-4 becomes x-5 */
    meta_then[1] = 7;
    assert_int_equal(run_presses(&level, 10, meta_then, 2, NULL), 100); /* ^2 is not changed */
    calc_level div = make_level(12, "[+]1, /2", -1, 0);
    int twice[3] = {0, 1};
    assert_int_equal(run_presses(&div, 12, twice, 2, NULL), 4); /* /2 becomes /3 */
    calc_state after;
    int three[3] = {0, 0, 1};
    assert_int_equal(run_presses(&div, 12, three, 3, &after), 3); /* /2 becomes /4 */
    assert_int_equal(after.meta, 2);
    /* [+]N alone changes no value but is a real move */
    calc_state s = {5, -1, 0}, next;
    int64_t raw;
    calc_press p = {0, 0};
    assert_true(calc_apply(&level, &DEFAULT_RULES, &s, p, &next, &raw));
    assert_int_equal(next.value, 5);
    assert_int_equal(next.meta, 1);
}

static void test_store(void **state)
{
    (void)state;
    calc_level level = make_level(12, "Store, +/-", -1, 0);
    calc_state s = {12, -1, 0}, next;
    int64_t raw;
    calc_press tap = {0, 0}, save = {0, 1}, negate = {1, 0};
    assert_false(calc_apply(&level, &DEFAULT_RULES, &s, tap, &next, &raw)); /* tap before any save */
    assert_true(calc_apply(&level, &DEFAULT_RULES, &s, save, &next, &raw));
    assert_int_equal(next.store, 12);
    assert_int_equal(next.value, 12);
    s = next;
    assert_true(calc_apply(&level, &DEFAULT_RULES, &s, tap, &next, &raw));
    assert_int_equal(next.value, 1212);
    assert_int_equal(next.store, 12);
    assert_true(calc_apply(&level, &DEFAULT_RULES, &s, negate, &next, &raw));
    s = next; /* -12 */
    assert_false(calc_apply(&level, &DEFAULT_RULES, &s, save, &next, &raw)); /* negative values are not saved */
    assert_true(calc_apply(&level, &DEFAULT_RULES, &s, tap, &next, &raw));
    assert_int_equal(next.value, -1212);
    assert_string_equal(calc_press_label(&level, save), "Store:save");
    assert_string_equal(calc_press_label(&level, tap), "Store");
}

static void test_portals(void **state)
{
    (void)state;
    calc_level level = make_level(12, "3", 2, 0);
    int append[1] = {0};
    assert_int_equal(run_presses(&level, 12, append, 1, NULL), 24); /* 123 -> 24 */
    calc_level carry = make_level(99, "1", 2, 0);
    assert_int_equal(run_presses(&carry, 99, append, 1, NULL), 1); /* 991 -> 100 -> 1 */
    calc_level chain = make_level(123, "2", 1, 0);
    calc_state s = {123, -1, 0}, next;
    int64_t raw;
    calc_press p = {0, 0};
    assert_true(calc_apply(&chain, &DEFAULT_RULES, &s, p, &next, &raw));
    assert_int_equal(raw, 1232);
    assert_int_equal(next.value, 8); /* 1232 -> 125 -> 17 -> 8 */
    calc_level wide = make_level(3002, "7, Shift>", 5, 0);
    int presses[3] = {0, 1, 0};
    assert_int_equal(run_presses(&wide, 3002, presses, 3, NULL), 30034); /* 730027 -> 30034 */
    calc_level zero = make_level(102, "3", 2, 0);
    assert_int_equal(run_presses(&zero, 102, append, 1, NULL), 24); /* 1023 -> 123 -> 24: zeros fall too */
    calc_level negative = make_level(-12, "3", 2, 0);
    assert_int_equal(run_presses(&negative, -12, append, 1, NULL), -24); /* the sign stays */
}

/* ---- search ---- */

static calc_level parse_one(const char *text, const calc_rules *rules)
{
    calc_level *levels;
    cs_error err;
    if (calc_parse_levels(text, rules, &levels, &err) != 1)
        fail_msg("%s: %s", err.field, err.message);
    calc_level level = levels[0];
    free(levels);
    return level;
}

/* Replays presses with calc_apply, apart from the search; returns the last value. */
static int64_t replay(const calc_level *level, const calc_rules *rules, const calc_press *presses, int count)
{
    calc_state s = calc_level_start(level), next;
    int64_t raw;
    for (int i = 0; i < count; i++) {
        if (!calc_apply(level, rules, &s, presses[i], &next, &raw))
            fail_msg("press %d (%s) is illegal on replay", i, calc_press_label(level, presses[i]));
        s = next;
    }
    return s.value;
}

static int labels_equal(const calc_level *level, const calc_result *r, const char *const *want, int count)
{
    if (r->press_count != count)
        return 0;
    for (int i = 0; i < count; i++)
        if (strcmp(calc_press_label(level, r->presses[i]), want[i]) != 0)
            return 0;
    return 1;
}

static void test_bundled_levels_all_solved(void **state)
{
    (void)state;
    int n;
    calc_level *levels = bundled_levels_or_fail(&n);
    for (int i = 0; i < n; i++) {
        calc_result r;
        calc_solve(&levels[i], &DEFAULT_RULES, 0, 0, NULL, &r);
        if (!r.solved || r.moves > levels[i].moves)
            fail_msg("level %d not solved within %d moves", levels[i].number, levels[i].moves);
        assert_int_equal(levels[i].number, i + 1);
        assert_int_equal(replay(&levels[i], &DEFAULT_RULES, r.presses, r.press_count), levels[i].goal);
        calc_result_free(&r);
    }
    free(levels);
}

static void test_named_levels(void **state)
{
    (void)state;
    calc_level *levels;
    cs_error err;
    assert_int_equal(calc_bundled_levels(&levels, &err), 199);
    calc_result r;
    calc_solve(&levels[191], &DEFAULT_RULES, 0, 0, NULL, &r); /* level 192 */
    assert_true(r.solved);
    assert_int_equal(r.moves, 5);
    assert_int_equal(replay(&levels[191], &DEFAULT_RULES, r.presses, r.press_count), 500);
    calc_solve(&levels[198], &DEFAULT_RULES, 0, 0, NULL, &r); /* level 199 needs all 6 */
    assert_true(r.solved);
    assert_int_equal(r.moves, 6);
    calc_level fewer = levels[198];
    fewer.moves = 5;
    calc_solve(&fewer, &DEFAULT_RULES, 0, 0, NULL, &r);
    assert_false(r.solved);
    assert_int_equal(r.stop, CS_FINISHED);

    calc_rules classic = {1, 6};
    calc_solve(&levels[154], &DEFAULT_RULES, 0, 0, NULL, &r); /* level 155 */
    assert_true(r.solved);
    assert_int_equal(r.moves, 9);
    calc_solve(&levels[154], &classic, 0, 0, NULL, &r);
    assert_true(r.solved);
    assert_int_equal(r.moves, 7);
    assert_true(r.press_count > r.moves); /* the free saves are listed */
    assert_int_equal(replay(&levels[154], &classic, r.presses, r.press_count), 3001);
    free(levels);

    /* level 192's sample solution replays as the issue shows */
    calc_level l192 = parse_one("start: 189\ngoal: 500\nmoves: 6\nbuttons: +8, x4, 9, Inv10, 7=>0\nportal: 3 0\n",
                                &DEFAULT_RULES);
    calc_press sample[5] = {{1, 0}, {4, 0}, {2, 0}, {0, 0}, {4, 0}};
    int64_t want[5] = {756, 56, 569, 577, 500};
    calc_state s = {189, -1, 0}, next;
    int64_t raw;
    for (int i = 0; i < 5; i++) {
        assert_true(calc_apply(&l192, &DEFAULT_RULES, &s, sample[i], &next, &raw));
        assert_int_equal(next.value, want[i]);
        s = next;
    }

    calc_level custom = parse_one("start: 3002\ngoal: 3507\nmoves: 5\nbuttons: 7, Shift>\nportal: 5 0\n", &DEFAULT_RULES);
    calc_solve(&custom, &DEFAULT_RULES, 0, 0, NULL, &r);
    assert_true(r.solved);
    assert_int_equal(r.press_count, 5);
    assert_int_equal(replay(&custom, &DEFAULT_RULES, r.presses, r.press_count), 3507);
}

static void test_dictionary_order_and_trivial(void **state)
{
    (void)state;
    calc_level level = parse_one("start: 2\ngoal: 5\nmoves: 3\nbuttons: +2, +1\n", &DEFAULT_RULES);
    calc_result r;
    calc_solve(&level, &DEFAULT_RULES, 0, 0, NULL, &r);
    const char *want[2] = {"+1", "+2"};
    assert_true(labels_equal(&level, &r, want, 2));
    /* under classic rules too (free saves are added after a layer's other states) */
    calc_rules classic = {1, 6};
    calc_level store = parse_one("start: 4\ngoal: 666\nmoves: 5\nbuttons: Store, Inv10\n", &classic);
    calc_solve(&store, &classic, 0, 0, NULL, &r);
    const char *first[4] = {"Inv10", "Store:save", "Store", "Store"};
    assert_true(labels_equal(&store, &r, first, 4));
    assert_int_equal(r.moves, 3);
    assert_int_equal(r.listed_count, 0);
    calc_solve(&store, &classic, 1, 0, NULL, &r); /* counted, none listed */
    assert_true(labels_equal(&store, &r, first, 4));
    assert_int_equal(r.count, 4);
    assert_int_equal(r.listed_count, 0);
    calc_result_free(&r);
    calc_level done = parse_one("start: 7\ngoal: 7\nmoves: 3\nbuttons: +2\n", &DEFAULT_RULES);
    calc_solve(&done, &DEFAULT_RULES, 1, 10, NULL, &r);
    assert_true(r.solved);
    assert_int_equal(r.press_count, 0);
    assert_int_equal(r.count, 1);
    calc_result_free(&r);
    calc_level impossible = parse_one("start: 1\ngoal: 2\nmoves: 99\nbuttons: x2, /2\nportal: 1 0\n", &DEFAULT_RULES);
    calc_solve(&impossible, &DEFAULT_RULES, 0, 0, NULL, &r);
    assert_true(r.solved); /* 1 x2 = 2 */
    calc_level unreachable = parse_one("start: 1\ngoal: 3\nmoves: 99\nbuttons: x2\n", &DEFAULT_RULES);
    calc_solve(&unreachable, &DEFAULT_RULES, 0, 0, NULL, &r);
    assert_false(r.solved);
    assert_int_equal(r.stop, CS_FINISHED);
}

/* Brute force, apart from the BFS: sequences of exactly `length` presses that end
 * on the goal (for a shortest length no prefix can reach it). */
static uint64_t count_sequences(const calc_level *level, const calc_rules *rules, calc_state s, int length)
{
    if (length == 0)
        return s.value == level->goal;
    uint64_t total = 0;
    for (int b = 0; b < level->button_count; b++)
        for (int save = 0; save <= (level->buttons[b].kind == CALC_STORE); save++) {
            calc_press p = {(uint8_t)b, (uint8_t)save};
            calc_state next;
            int64_t raw;
            if (calc_apply(level, rules, &s, p, &next, &raw))
                total += count_sequences(level, rules, next, length - 1);
        }
    return total;
}

static void test_counting_matches_brute_force(void **state)
{
    (void)state;
    const char *levels[] = {
        "start: 0\ngoal: 12\nmoves: 6\nbuttons: +1, +2, x2, +/-\n",
        "start: 1\ngoal: 120\nmoves: 5\nbuttons: 0, 2, x2, Reverse, <<\n",
        "start: 9\ngoal: 3001\nmoves: 9\nbuttons: 39=>93, /3, Store, 31=>00\n",
        "start: 3\ngoal: 44\nmoves: 5\nbuttons: [+]1, +2, x2, 1\nportal: 2 0\n",
        "start: 0\ngoal: 6\nmoves: 6\nbuttons: +1, -1, +3\n",
    };
    for (size_t i = 0; i < sizeof levels / sizeof levels[0]; i++) {
        calc_level level = parse_one(levels[i], &DEFAULT_RULES);
        calc_result r;
        calc_solve(&level, &DEFAULT_RULES, 1, 1000, NULL, &r);
        assert_true(r.solved);
        calc_state start = calc_level_start(&level);
        uint64_t brute = count_sequences(&level, &DEFAULT_RULES, start, r.press_count);
        if (brute != r.count)
            fail_msg("level %zu: BFS counts %llu, brute force %llu", i, (unsigned long long)r.count,
                     (unsigned long long)brute);
        assert_int_equal(r.listed_count, (int)(brute < 1000 ? brute : 1000));
        /* every listed solution replays, is distinct, and the first is the one shown */
        int offset = 0;
        for (int s = 0; s < r.listed_count; s++) {
            assert_int_equal(r.listed_lengths[s], r.press_count);
            assert_int_equal(replay(&level, &DEFAULT_RULES, r.listed + offset, r.listed_lengths[s]), level.goal);
            if (s == 0)
                assert_memory_equal(r.listed, r.presses, (size_t)r.press_count * sizeof(calc_press));
            if (s > 0)
                assert_true(memcmp(r.listed + offset - r.press_count, r.listed + offset,
                                   (size_t)r.press_count * sizeof(calc_press)) != 0);
            offset += r.listed_lengths[s];
        }
        calc_result_free(&r);
    }
}

static void test_counting_millions_without_listing(void **state)
{
    (void)state;
    /* +1 and +0 style duplicates: 0 to 20 with +1, +2 in 20 moves... shortest is 10 presses of +2 only;
     * use moves that make many equal-length paths: 0 -> 30 with +1, +2, +3 in 10 presses = C-like counts */
    calc_level level = parse_one("start: 0\ngoal: 60\nmoves: 20\nbuttons: +5, +6, +7, +8\n", &DEFAULT_RULES);
    calc_result r;
    calc_solve(&level, &DEFAULT_RULES, 1, 5, NULL, &r);
    assert_true(r.solved);
    assert_int_equal(r.press_count, 8);
    /* compositions of 60 into 8 parts from {5,6,7,8}: parts-5 in {0..3} summing to 20 over 8 parts */
    uint64_t ways[21] = {1};
    for (int part = 0; part < 8; part++) {
        uint64_t nextways[21] = {0};
        for (int sum = 0; sum <= 20; sum++)
            for (int add = 0; add <= 3 && sum + add <= 20; add++)
                nextways[sum + add] += ways[sum];
        memcpy(ways, nextways, sizeof ways);
    }
    assert_int_equal(r.count, ways[20]);
    assert_int_equal(r.listed_count, 5);
    calc_result_free(&r);
}

static void test_classic_listing_matches_count(void **state)
{
    (void)state;
    /* a free save may lead to a state a real press already put earlier in its layer */
    calc_rules classic = {1, 6};
    calc_level level = parse_one("start: 0\ngoal: -9\nmoves: 99\nbuttons: Store, [+]3, x-3, [+]2, 9, <<, Mirror\n", &classic);
    calc_result r;
    calc_solve(&level, &classic, 1, 1000, NULL, &r);
    assert_true(r.solved);
    assert_int_equal(r.moves, 5);
    assert_int_equal(r.count, 69);
    assert_int_equal(r.listed_count, 69);
    int offset = 0;
    for (int s = 0; s < r.listed_count; s++) {
        assert_int_equal(replay(&level, &classic, r.listed + offset, r.listed_lengths[s]), -9);
        offset += r.listed_lengths[s];
    }
    calc_result_free(&r);
}

static void test_budget(void **state)
{
    (void)state;
    calc_level level = parse_one("start: 0\ngoal: -1\nmoves: 99\nbuttons: +1, x2, Reverse, Store, [+]1, Inv10, <Shift, 3=>1, Mirror, 7\n",
                                 &DEFAULT_RULES);
    cs_budget budget = {5000, 0, NULL, NULL, NULL};
    calc_result r;
    calc_solve(&level, &DEFAULT_RULES, 1, 10, &budget, &r);
    assert_int_equal(r.stop, CS_STOP_STATES);
    assert_true(r.states <= 5000);
    assert_false(r.solved);
    cs_budget tiny_memory = {0, 64 * 1024, NULL, NULL, NULL};
    calc_solve(&level, &DEFAULT_RULES, 0, 0, &tiny_memory, &r);
    assert_int_equal(r.stop, CS_STOP_MEMORY);
    assert_false(r.solved);
    volatile int cancel = 1;
    cs_budget cancelled = {0, 0, &cancel, NULL, NULL};
    calc_solve(&level, &DEFAULT_RULES, 0, 0, &cancelled, &r);
    assert_int_equal(r.stop, CS_STOP_CANCELLED);
    cs_buf out = {0};
    calc_report_json(&out, &level, &DEFAULT_RULES, &r, 0);
    assert_contains(out.data, "\"gave_up\": true", "gave up after");
    cs_buf_free(&out);

    /* a budget that runs out while the goal's layer is being counted keeps the
     * solution found and says the count is partial */
    calc_level deep = parse_one("start: 0\ngoal: 123457\nmoves: 20\nbuttons: +3, x2, -7, Reverse, SUM, 1, <Shift, Inv10\n",
                                &DEFAULT_RULES);
    calc_result full;
    calc_solve(&deep, &DEFAULT_RULES, 0, 0, NULL, &full);
    assert_true(full.solved);
    cs_budget partial = {full.states + 1000, 0, NULL, NULL, NULL};
    calc_solve(&deep, &DEFAULT_RULES, 1, 10, &partial, &r);
    assert_true(r.solved);
    assert_int_equal(r.stop, CS_STOP_STATES);
    assert_int_equal(r.press_count, full.press_count);
    assert_int_equal(r.listed_count, 0);
    calc_report_json(&out, &deep, &DEFAULT_RULES, &r, 1);
    assert_contains(out.data, "\"solved\": true", "\"count_complete\": false");
    cs_buf_free(&out);
    calc_result_free(&r);
}

static void test_run_json_and_text(void **state)
{
    (void)state;
    cs_buf out = {0};
    cs_error err;
    const char *level = "level: 199\nstart: 3002\ngoal: 3507\nmoves: 6\nbuttons: 7, 3=>5, Inv10, Shift>\nportal: 4 0\n";
    assert_int_equal(calc_run(level, &DEFAULT_RULES, 1, CALC_JSON_LINES, NULL, &out, &err), 0);
    assert_contains(out.data, "\"solved\": true", "\"moves\": 6", "\"values\": [30, ", "\"portal_from\": 30027",
                    "\"count\": ");
    cs_buf_free(&out);
    assert_int_equal(calc_run(level, &DEFAULT_RULES, 0, CALC_TEXT, NULL, &out, &err), 0);
    assert_non_null(strstr(out.data, "3002 → [7] 30 (portal: 30027 → 30) → "));
    cs_buf_free(&out);
    assert_int_equal(calc_run("start: 1\ngoal: 3\nmoves: 4\nbuttons: x2\n", &DEFAULT_RULES, 0, CALC_TEXT, NULL, &out, &err), 0);
    assert_non_null(strstr(out.data, "No solution within 4 moves"));
    cs_buf_free(&out);
    assert_int_equal(calc_run("start: x\n", &DEFAULT_RULES, 0, CALC_JSON_LINES, NULL, &out, &err), -1);
    cs_json_error(&out, &err);
    assert_string_equal(out.data,
                        "{\"error\": {\"line\": 1, \"field\": \"start\", \"message\": \"\\\"x\\\" is not a whole number\"}}");
    cs_buf_free(&out);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_rule_table_examples),
        cmocka_unit_test(test_aliases),
        cmocka_unit_test(test_bad_buttons),
        cmocka_unit_test(test_parser_errors),
        cmocka_unit_test(test_parser_accepts),
        cmocka_unit_test(test_parser_accepts_pasted_text),
        cmocka_unit_test(test_check_level_shared),
        cmocka_unit_test(test_parse_next),
        cmocka_unit_test(test_run_each_streams),
        cmocka_unit_test(test_display_and_64bit_overflow),
        cmocka_unit_test(test_meta_button_on_each_kind),
        cmocka_unit_test(test_store),
        cmocka_unit_test(test_portals),
        cmocka_unit_test(test_bundled_levels_all_solved),
        cmocka_unit_test(test_named_levels),
        cmocka_unit_test(test_dictionary_order_and_trivial),
        cmocka_unit_test(test_counting_matches_brute_force),
        cmocka_unit_test(test_counting_millions_without_listing),
        cmocka_unit_test(test_classic_listing_matches_count),
        cmocka_unit_test(test_budget),
        cmocka_unit_test(test_run_json_and_text),
    };
    return cmocka_run_group_tests_name("calculator", tests, NULL, NULL);
}
