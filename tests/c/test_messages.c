/*
 * test_messages.c: what the engine tells a player, checked word for word: the
 * label each Calculator key shows after [+]N presses (in the play answer, the
 * board and the hint), each kind's id and help (a summary and an example for
 * every kind, the portal and both Store rules), the one-sentence reason a
 * press is refused, and clock field errors that start with the field's name.
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
#include "clock.h"
#include "game.h"
#include "test_support.h"

static const calc_rules RULES = {0, CALC_DEFAULT_DIGITS};

static calc_level parse_level(const char *text)
{
    calc_level *levels;
    cs_error err;
    if (calc_parse_levels(text, &RULES, &levels, &err) != 1)
        fail_msg("level does not parse: line %d, %s: %s", err.line, err.field, err.message);
    calc_level level = levels[0];
    free(levels);
    return level;
}

/* The labels every key shows in the level's state, joined by spaces. */
static void labels_now(const calc_level *level, char *out, size_t size)
{
    calc_state state = calc_level_start(level);
    out[0] = '\0';
    for (int i = 0; i < level->button_count; i++) {
        char now[CALC_LABEL_SIZE];
        calc_button_now(&level->buttons[i], &state, now);
        snprintf(out + strlen(out), size - strlen(out), "%s%s", i ? " " : "", now);
    }
}

static calc_level press(const calc_level *level, const char *label)
{
    calc_press p;
    calc_level next;
    int64_t raw;
    cs_error err;
    if (calc_find_press(level, label, &p, &err) != 0 || calc_play(level, &RULES, p, &next, &raw, &err) != 0)
        fail_msg("%s: %s", label, err.message);
    return next;
}

static void test_labels_after_meta(void **state)
{
    (void)state;
    calc_level level = parse_level("start: 0\ngoal: 9\nmoves: 5\nbuttons: +2, [+]1, -3, x-4, /2, 00, ^2, 1=>2, "
                                   "Reverse, Store\n");
    char shown[256];
    labels_now(&level, shown, sizeof shown);
    assert_string_equal(shown, "+2 [+]1 -3 x-4 /2 00 ^2 1=>2 Reverse Store"); /* nothing pressed: the labels */
    calc_level after = press(&level, "[+]1");
    labels_now(&after, shown, sizeof shown);
    /* the numbers of +, -, x, / and digit keys grow, sign kept; ^N, A=>B and [+]N stay */
    assert_string_equal(shown, "+3 [+]1 -4 x-5 /3 1 ^2 1=>2 Reverse Store");
    after = press(&after, "[+]1");
    labels_now(&after, shown, sizeof shown);
    assert_string_equal(shown, "+4 [+]1 -5 x-6 /4 2 ^2 1=>2 Reverse Store");
    /* the key's number is what it does: +2 showing +4 adds 4 */
    after = press(&after, "+2");
    assert_int_equal(after.start, 4);
    /* and a key can be pressed by the label it shows */
    after = press(&after, "+4");
    assert_int_equal(after.start, 8);
}

static void test_play_answer_carries_kind_and_now(void **state)
{
    (void)state;
    const char *text = "start: 0\ngoal: 9\nmoves: 5\nbuttons: +2, [+]1\n";
    expect_answer(cs_play_json("calculator", text, "+2", NULL),
                  "{\"label\": \"+2\", \"family\": \"arithmetic\", \"kind\": \"add\", \"now\": \"+2\", \"spoken\": \"plus 2\"}",
                  "{\"label\": \"[+]1\", \"family\": \"meta\", \"kind\": \"meta\", \"now\": \"[+]1\", \"spoken\": \"add 1 to the keys\"}");
    expect_answer(cs_play_json("calculator", text, "[+]1", NULL), "\"kind\": \"add\", \"now\": \"+3\"",
                  "\"offset\": 1");
    expect_answer(cs_solve_json("calculator", "start: 0\ngoal: 9\nmoves: 5\nbuttons: +2, [+]1\noffset: 2\n", NULL),
                  "\"now\": \"+4\"");
    /* the hint names the key as it shows now, and presses it by its label */
    expect_answer(cs_hint_json("calculator", "start: 5\ngoal: 8\nmoves: 1\nbuttons: +1, [+]1\noffset: 2\n", NULL),
                  "\"press\": \"+1\"", "Hint: press +3");
    calc_level level = parse_level("start: 0\ngoal: 9\nmoves: 5\nbuttons: +2, [+]1, Store\noffset: 1\n");
    cs_buf board = {0};
    calc_board(&board, &level);
    assert_contains(board.data, "1) +3   2) [+]1   3) Store   4) Store:save");
    cs_buf_free(&board);
}

static void test_every_kind_has_an_id_and_help(void **state)
{
    (void)state;
    const cs_game *game = cs_game_find("calculator");
    assert_non_null(game->help_topic);
    cs_help_topic topic;
    int count = 0;
    for (; game->help_topic(count, &topic) == 0; count++) {
        assert_true(topic.topic[0] && topic.name[0] && topic.summary[0] && topic.example[0]);
        assert_true(strlen(topic.summary) < 160);
        if (count < CALC_KIND_COUNT)
            assert_string_equal(topic.topic, calc_kind_id((calc_kind)count));
        for (int other = 0; other < count; other++) { /* every topic once */
            cs_help_topic before;
            game->help_topic(other, &before);
            assert_true(strcmp(before.topic, topic.topic) != 0);
        }
    }
    assert_int_equal(count, CALC_KIND_COUNT + 4); /* portal, store-save, store-charged, store-free */
    game->help_topic(CALC_INV10, &topic);
    assert_string_equal(topic.name, "Inv10");
    assert_string_equal(topic.summary, "each digit d becomes 10 − d, 0 stays 0");
    assert_string_equal(topic.example, "Inv10: 1289 → 9821");
    expect_answer(cs_help_json("calculator"), "{\"topic\": \"add\", \"name\": \"+N\", \"summary\": \"adds N\", "
                  "\"example\": \"+3: 12 → 15\"}", "\"topic\": \"portal\"", "\"topic\": \"store-save\", \"name\": \"Save\"",
                  "\"topic\": \"store-charged\"",
                  "\"topic\": \"store-free\"", "\"topic\": \"meta\", \"name\": \"[+]N\"");
    expect_answer(cs_help_json("digits"), "[{\"topic\": \"stars\", \"name\": \"Stars\", \"summary\": \"3 stars for the target, ");
    char *none = cs_help_json("clock"); /* a game without help answers [] */
    assert_string_equal(none, "[]");
    free(none);
    expect_answer(cs_help_json("chess"), "\"error\"");
}

/* The reason calc_play gives for pressing label on the level of text. */
static void expect_refusal(const char *text, const char *label, const char *sentence)
{
    calc_level level = parse_level(text), next;
    calc_press p;
    int64_t raw;
    cs_error err;
    assert_int_equal(calc_find_press(&level, label, &p, &err), 0);
    assert_int_equal(calc_play(&level, &RULES, p, &next, &raw, &err), -1);
    assert_string_equal(err.field, "move");
    assert_string_equal(err.message, sentence);
}

static void test_refusals_say_why(void **state)
{
    (void)state;
    expect_refusal("start: 11\ngoal: 1\nmoves: 2\nbuttons: /4\n", "/4",
                   "/4 cannot be pressed on 11: 11 / 4 is not a whole number");
    expect_refusal("start: 11\ngoal: 1\nmoves: 2\nbuttons: /3, [+]1\noffset: 1\n", "/3",
                   "/4 cannot be pressed on 11: 11 / 4 is not a whole number"); /* named as the key shows now */
    expect_refusal("start: 123456\ngoal: 1\nmoves: 2\nbuttons: 7\n", "7",
                   "7 cannot be pressed on 123456: the result 1234567 has more than 6 digits");
    expect_refusal("start: -999999\ngoal: 1\nmoves: 2\nbuttons: x2\n", "x2",
                   "x2 cannot be pressed on -999999: the result -1999998 has more than 6 digits");
    expect_refusal("start: 99\ngoal: 1\nmoves: 2\nbuttons: ^63\n", "^63",
                   "^63 cannot be pressed on 99: the result would have more than 6 digits");
    expect_refusal("start: 12\ngoal: 1\nmoves: 2\nbuttons: Store\n", "Store",
                   "Store cannot be pressed on 12: Store holds nothing yet (first save the display into it: "
                   "hold Store, or Save)");
    expect_refusal("start: -12\ngoal: 1\nmoves: 2\nbuttons: Store\n", "Store:save",
                   "Store:save cannot be pressed on -12: Store cannot keep a negative number");
    expect_refusal("start: 1\ngoal: 2\nmoves: 2\nbuttons: [+]5\noffset: 999995\n", "[+]5",
                   "[+]5 cannot be pressed on 1: what [+] adds to the keys would have more than 6 digits");
    /* through the interface, the same sentence */
    expect_answer(cs_play_json("calculator", "start: 11\ngoal: 1\nmoves: 2\nbuttons: /4\n", "/4", NULL),
                  "\"message\": \"/4 cannot be pressed on 11: 11 / 4 is not a whole number\"");
}

/* The clock's error for n and k as typed under cap: its field and its message, whole. */
static void expect_clock_error(const char *n, const char *k, uint64_t cap, const char *field, const char *message)
{
    int n_out, k_out;
    uint64_t space;
    cs_error err;
    assert_int_equal(clock_parse(n, k, cap, &n_out, &k_out, &space, &err), -1);
    assert_string_equal(err.field, field);
    assert_string_equal(err.message, message);
}

/* A portal in a player's words, and the digits that fell, one by one, as the play step says them. */
static void test_portal_words_and_falls(void **state)
{
    (void)state;
    char words[96], fell[64];
    calc_level level = parse_level("start: 3002\ngoal: 3507\nmoves: 6\nbuttons: 7\nportal: 4 0\n");
    calc_portal_words(&level, words, sizeof words);
    assert_string_equal(words, "the 5th digit from the right drops out and is added to the ones");
    calc_portal_fell(&level, 30027, fell, sizeof fell);
    assert_string_equal(fell, "3");
    expect_answer(cs_play_json("calculator", "start: 3002\ngoal: 3507\nmoves: 6\nbuttons: 7\nportal: 4 0\n", "7", NULL),
                  "\"value\": 30, \"portal_from\": 30027, \"fell\": \"3\"");
    level = parse_level("start: 9\ngoal: 5\nmoves: 2\nbuttons: 5\nportal: 1 0\n"); /* 95: 9 falls (14), then 1 (5) */
    calc_portal_fell(&level, 95, fell, sizeof fell);
    assert_string_equal(fell, "9, then 1");
    level = parse_level("start: 9\ngoal: 5\nmoves: 2\nbuttons: 5\nportal: 3 2\n");
    calc_portal_words(&level, words, sizeof words);
    assert_string_equal(words, "the 4th digit from the right drops out and is added to the 3rd");
}

static void test_clock_errors_name_the_field(void **state)
{
    (void)state;
    expect_clock_error("abc", "3", CLOCK_WEB_MAX_SPACE, "n", "n: expected a whole number 2..11"); /* 4^11 <= 10^7 */
    expect_clock_error("1", "3", CLOCK_WEB_MAX_SPACE, "n", "n: expected a whole number 2..11");
    expect_clock_error("", "x", CLOCK_WEB_MAX_SPACE, "n", "n: expected a whole number 2..23"); /* k unknown: k = 1 */
    expect_clock_error("4", "x", CLOCK_WEB_MAX_SPACE, "k", "k: expected a whole number 1..55"); /* 56^4 <= 10^7 */
    expect_clock_error("4", "0", CLOCK_WEB_MAX_SPACE, "k", "k: expected a whole number 1..55");
    expect_clock_error("12", "3", CLOCK_WEB_MAX_SPACE, "n", "n: expected a whole number 2..11 for k = 3 (with n = 12 the "
                       "clock has more positions than the solver can search: 10,000,000 at most)");
    /* every field of a clock puzzle, read through the game: the message starts with the field's name */
    static const char *const BAD[][2] = {
        {"n: x\nk: 2\n", "n"}, {"n: 4\nk: -1\n", "k"}, {"n: 4\nk: 2\nboard: 1 2\nhand: 0\n", "board"},
        {"n: 4\nk: 2\nboard: 1 2 0 0\nhand: x\n", "hand"}, {"n: 4\nk: 2\nboard: 1 2 0 0\nhand: 0\nround: 0\n", "round"},
        {"n: 4\nk: 2\nboard: 1 2 0 0\n", "hand"}, {"k: 2\n", "n"},
    };
    const cs_game *clock = cs_game_find("clock");
    for (size_t i = 0; i < sizeof BAD / sizeof BAD[0]; i++) {
        void *puzzle = NULL;
        cs_error err;
        assert_int_equal(clock->parse(BAD[i][0], NULL, &puzzle, &err), -1);
        assert_string_equal(err.field, BAD[i][1]);
        if (strncmp(err.message, BAD[i][1], strlen(BAD[i][1])) != 0)
            fail_msg("%s: \"%s\" does not start with its field", BAD[i][0], err.message);
    }
    cs_buf canonical = {0};
    cs_error err;
    assert_int_equal(clock->check_field("hand", "x", NULL, &canonical, &err), -1);
    assert_string_equal(err.message, "hand: \"x\" is not a whole number");
    cs_buf_free(&canonical);
}

TEST_MAIN(cmocka_unit_test(test_labels_after_meta),
          cmocka_unit_test(test_play_answer_carries_kind_and_now),
          cmocka_unit_test(test_every_kind_has_an_id_and_help),
          cmocka_unit_test(test_refusals_say_why),
          cmocka_unit_test(test_portal_words_and_falls),
          cmocka_unit_test(test_clock_errors_name_the_field))
