/*
 * test_calc2.c: Calculator 2's keys, level format, search and play. A table of presses
 * with every example of the rules page (../shared/calculator-2.md) and the edge cases
 * (negative numbers, zeros, the six-digit display, a Lock on a place that disappears,
 * a portal after a Lock, [+]N on the new keys); the level reader's messages (field,
 * line, what was expected); the answers through the game interface (JSON of a solve,
 * play that ticks goals off and goes back to the start, hints).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "calc2.h"
#include "game.h"
#include "test_support.h"

#define REFUSED INT64_MIN

/* One row: on a level with these buttons (and portal: "2 0", or ""), starting from
 * start, the presses (labels separated by spaces) end on want, or the last is REFUSED. */
typedef struct press_case {
    const char *buttons;
    const char *portal;
    int64_t start;
    const char *presses;
    int64_t want;
} press_case;

static const press_case CASES[] = {
    /* the rules page's examples */
    {"Sort>", "", 6293, "Sort>", 2369},
    {"Sort>", "", 3021, "Sort>", 123},
    {"Sort<", "", 6293, "Sort<", 9632},
    {"Sort<", "", 5490, "Sort<", 9540},
    {"Cut35", "", 1353, "Cut35", 13},
    {"Cut4", "", 4058, "Cut4", 58},
    {"Shift", "", 1234, "Shift@L1", 2341},
    {"Shift", "", 1234, "Shift@L2", 3412},
    {"Shift", "", 1234, "Shift@L3", 4123},
    {"Shift", "", 100234, "Shift@L1", 2341},
    {"Shift", "", 100234, "Shift@L2", 3412},
    {"Delete", "", 1357, "Delete@3", 357},
    {"Delete", "", 1357, "Delete@2", 157},
    {"Delete", "", 1357, "Delete@1", 137},
    {"Delete", "", 1357, "Delete@0", 135},
    {"Insert3", "", 2468, "Insert3@4", 32468},
    {"Insert3", "", 2468, "Insert3@3", 23468},
    {"Insert3", "", 2468, "Insert3@0", 24683},
    {"Round", "", 145, "Round@1", 150},
    {"Round", "", 145, "Round@2", 100},
    {"Round", "", 1997, "Round@1", 2000},
    {"Round", "", 1997, "Round@2", 2000},
    {"Round", "", 1997, "Round@3", 2000},
    {"Digit+6", "", 185, "Digit+6@1", 145},
    {"Digit-7", "", 23, "Digit-7@0", 26},
    {"Digit=3", "", 456, "Digit=3@1", 436},
    {"Lock, Sort>", "", 54, "Lock@1 Sort>", 55},
    {"Lock, <<", "", 512, "Lock@2 <<", 551},
    {"Sort>", "", -312, "Sort>", -123},
    {"Round", "", -145, "Round@1", -150},
    /* choices the rules page marks as chosen */
    {"Cut7", "", 123, "Cut7", 123},
    {"Cut1", "", 111, "Cut1", 0},
    {"Shift", "", 1230, "Shift@R1", 123},
    {"Shift", "", 1203, "Shift@L4", 231},
    {"Delete", "", 7, "Delete@0", 0},
    {"Delete", "", 1023, "Delete@3", 23},
    {"Digit-2", "", 10, "Digit-2@0", 18},
    {"Digit+5", "", 75, "Digit+5@1", 25},
    {"Digit=0", "", 456, "Digit=0@2", 56},
    {"Round", "", 95, "Round@1", 100},
    /* [+]N on the new keys, Digit=N past 9 keeping its last digit */
    {"[+]1, Cut3", "", 1443, "[+]1 Cut3", 13},
    {"[+]2, Insert1", "", 12, "[+]2 Insert1@0", 123},
    {"[+]3, Digit=9", "", 456, "[+]3 Digit=9@0", 452},
    {"[+]1, Digit+2", "", 100, "[+]1 Digit+2@2", 400},
    /* negative numbers and zeros */
    {"Insert3", "", -12, "Insert3@2", -312},
    {"Digit+1", "", -15, "Digit+1@0", -16},
    {"Delete", "", -5, "Delete@0", 0},
    {"Sort<", "", 0, "Sort<", 0},
    {"Insert5", "", 0, "Insert5@0", 5},
    {"Insert5", "", 0, "Insert5@1", 50},
    {"Shift", "", -120, "Shift@L1", -201},
    /* a Lock on a place that disappears, a portal after a Lock, a Lock lasting one press */
    {"Lock, Cut0", "", 1000, "Lock@3 Cut0", 1001},
    {"Lock, SUM", "", 125, "Lock@2 SUM", 108},
    {"Lock, 5", "2 0", 34, "Lock@0 5", 44},
    {"Lock, +1", "", 19, "Lock@0 +1 +1", 30}, /* 20 → 29, then the Lock is over */
    {"Lock, x2", "", 23, "Lock@1 x2", 26},
    {"Lock, +/-", "", 23, "Lock@0 +/-", -23},
    /* the portal of the first game, and keys of the first game */
    {"5", "2 0", 34, "5", 48},
    {"Store, +1", "", 12, "Store:save +1 Store", 1312},
    {"Mirror, Inv10", "", 12, "Mirror Inv10", 9889},
    /* refused: six digits, fractions, a second Lock, picks that are no choice, Store */
    {"1", "", 999999, "1", REFUSED},
    {"/2", "", 7, "/2", REFUSED},
    {"x10", "", 100000, "x10", REFUSED},
    {"Insert9", "", 123456, "Insert9@0", REFUSED},
    {"Lock", "", 54, "Lock@0 Lock@1", REFUSED},
    {"Round", "", 5, "Round@1", REFUSED},
    {"Round", "", 145, "Round@3", REFUSED},
    {"Delete", "", 14, "Delete@2", REFUSED},
    {"Store", "", 5, "Store", REFUSED},
    {"Store", "", -5, "Store:save", REFUSED},
    {"Round", "", 999999, "Round@1", REFUSED},
};

/* Plays row c; the display at the end, or REFUSED when its last press is refused. */
static int64_t play_case(const press_case *c)
{
    char text[300], moves[100];
    snprintf(text, sizeof text, "start: %lld\ngoal: 999999\nmoves: 9\nbuttons: %s\n%s%s%s", (long long)c->start,
             c->buttons, *c->portal ? "portal: " : "", c->portal, *c->portal ? "\n" : "");
    calc2_level *level = NULL;
    cs_error err;
    if (calc2_parse_levels(text, &level, &err) != 1)
        fail_msg("%s: %s: %s", c->buttons, err.field, err.message);
    calc2_state s = calc2_level_state(level);
    snprintf(moves, sizeof moves, "%s", c->presses);
    int64_t result = s.value;
    for (char *label = strtok(moves, " "); label; label = strtok(NULL, " ")) {
        calc2_press press;
        calc2_state next;
        int64_t before;
        if (calc2_find_press(level, &s, label, &press, &err) != 0 || !calc2_apply(level, &s, press, &next, &before)) {
            result = REFUSED;
            break;
        }
        s = next;
        result = s.value;
    }
    free(level);
    return result;
}

static void every_example_of_the_rules(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        int64_t got = play_case(&CASES[i]);
        if (got != CASES[i].want)
            fail_msg("%s on %lld with %s: got %lld, want %lld", CASES[i].presses, (long long)CASES[i].start,
                     CASES[i].buttons, (long long)got, (long long)CASES[i].want);
    }
}

/* The error of reading text: its line, field and a part of its message. */
static void expect_error(const char *text, int line, const char *field, const char *part)
{
    calc2_level *levels = NULL;
    cs_error err;
    assert_int_equal(calc2_parse_levels(text, &levels, &err), -1);
    assert_null(levels);
    assert_int_equal(err.line, line);
    assert_string_equal(err.field, field);
    assert_contains(err.message, part);
}

static void the_level_reader_names_line_and_field(void **state)
{
    (void)state;
    expect_error("start: 1\ngoals: 3, 3\nmoves: 2\nbuttons: +1\n", 2, "goals", "3 is listed twice");
    expect_error("start: 1\nmoves: 2\nbuttons: +1\n", 1, "goals", "has no goals");
    expect_error("start: 1\ngoal: 3\ngoals: 4\nmoves: 2\nbuttons: +1\n", 3, "goals", "given twice");
    expect_error("start: 1\ngoal: 3\nmoves: 2\nbuttons: Frob\n", 4, "buttons", "unknown button \"Frob\" (expected");
    expect_error("start: 1\ngoal: 3\nmoves: 2\nbuttons: Cut\n", 4, "buttons", "CutN needs a whole number");
    expect_error("start: 1\ngoal: 3\nmoves: 2\nbuttons: Digit+x\n", 4, "buttons", "Digit+N needs a whole number");
    expect_error("start: 1234567\ngoal: 3\nmoves: 2\nbuttons: +1\n", 1, "start", "does not fit the display");
    expect_error("start: 1\ngoals: 3, 9999999\nmoves: 2\nbuttons: +1\n", 2, "goals", "does not fit the display");
    expect_error("start: 1\ngoal: 3\nmoves: 0\nbuttons: +1\n", 3, "moves", "outside 1..99");
    expect_error("start: 1\ngoal: 3\nmoves: 2\nbuttons: +1\nlock: 0\n", 5, "lock", "has no Lock button");
    expect_error("start: 1\ngoal: 3\nmoves: 2\nbuttons: Lock\nlock: 3\n", 5, "lock", "not a digit of 1");
    expect_error("start: 1\ngoal: 3\nmoves: 2\nbuttons: +1\nreached: 4\n", 5, "reached", "not a goal");
    expect_error("start: 1\ngoal: 3\nmoves: 2\nbuttons: +1\nleft: 5\n", 5, "left", "more than the level's 2");
    expect_error("start: 1\ngoal: 3\nmoves: 2\nbuttons: +1\nstore: 4\n", 5, "store", "no Store button");
    expect_error("start: 1\ngoal: 3\nmoves: 2\nbuttons: +1\nportal: 0 2\n", 5, "portal", "ENTRY > EXIT");
    expect_error("start: 1\ngoal: 3\nmoves: 2\nbuttons: +1\nportal: 431, 1, 9933, 0\n", 5, "portal", "two places");
    expect_error("start: 1\ngoal: 3\nmoves: 2\nbuttons: +1\ncolour: red\n", 5, "colour", "unknown key");
    expect_error("start 1\n", 1, "line", "expected \"key: value\"");
    expect_error("", 0, "input", "no level found");
    expect_error("start: 1\ngoals: 1, 2, 3, 4, 5, 6, 7, 8, 9\nmoves: 2\nbuttons: +1\n", 2, "goals", "more than 8 goals");
}

static void a_level_reads_back_as_itself(void **state)
{
    (void)state;
    const char *text = "level: 7\nstart: -5\ngoals: 49, 11\nmoves: 3\nbuttons: Lock, Sort>, /5, Store, [+]1\n"
                       "portal: 3 0\ndisplay: 45\nleft: 2\nstore: 12\noffset: 1\nlock: 1\nreached: 11\n";
    calc2_level *level = NULL;
    cs_error err;
    assert_int_equal(calc2_parse_levels(text, &level, &err), 1);
    cs_buf out = {0};
    calc2_level_text(&out, level);
    assert_string_equal(out.data, text);
    cs_buf_free(&out);
    free(level);
}

static void every_goal_is_answered_through_the_interface(void **state)
{
    (void)state;
    const char *level = "level: 184\nstart: 54\ngoals: 49, 11\nmoves: 3\nbuttons: Lock, Sort>, /5\n";
    expect_answer(cs_solve_json("calculator2", level, NULL), "\"level\": 184", "\"solved\": true",
                  "{\"goal\": 49, \"solved\": true, \"moves\": 3, \"solution\": [\"Sort>\", \"Lock@1\", \"/5\"]",
                  "{\"press\": \"Lock@1\", \"value\": 54}, {\"press\": \"Sort>\", \"value\": 55}",
                  "{\"goal\": 11, \"solved\": true, \"moves\": 3");
    cs_options all = {0};
    all.all = 1;
    expect_answer(cs_solve_json("calculator2", "start: 0\ngoal: 3\nmoves: 2\nbuttons: +1, +2\n", &all),
                  "\"moves\": 2", "\"count\": 2");
    expect_answer(cs_solve_json("calculator2", "start: 0\ngoals: 3, 50\nmoves: 2\nbuttons: +1, +2\n", NULL),
                  "\"solved\": false", "{\"goal\": 50, \"solved\": false, \"moves\": null");
    expect_answer(cs_hint_json("calculator2", level, NULL), "\"move\": \"Sort>\"", "\"goal\": 49",
                  "\"fewest_moves\": 6");
}

static void play_ticks_goals_off_and_goes_back_to_the_start(void **state)
{
    (void)state;
    const char *level = "start: 54\ngoals: 49, 11\nmoves: 3\nbuttons: Lock, Sort>, /5\n";
    expect_answer(cs_play_json("calculator2", level, "Lock", NULL), "Lock picks a place: write one of Lock@0, Lock@1");
    expect_answer(cs_play_json("calculator2", level, "Lock@1", NULL), "\"value\": 54", "lock: 1");
    expect_answer(cs_play_json("calculator2", level, "Round@1", NULL), "Round is not a key of this level");
    expect_answer(cs_play_json("calculator2", "start: 45\ngoals: 49, 11\nmoves: 3\nbuttons: Lock, Sort>, /5\n"
                                              "left: 2\nlock: 1\n", "/5", NULL),
                  "\"goal\": 49", "\"won\": false", "reached: 49");
    expect_answer(cs_play_json("calculator2", "start: 54\ngoals: 49, 11\nmoves: 3\nbuttons: Lock, Sort>, /5\n"
                                              "display: 55\nleft: 1\nreached: 49\n", "/5", NULL),
                  "\"goal\": 11", "\"won\": true");
    expect_answer(cs_play_json("calculator2", "start: 54\ngoals: 49, 11\nmoves: 3\nbuttons: Lock, Sort>, /5\n"
                                              "display: 45\nleft: 0\n", "/5", NULL), "no move left");
    expect_answer(cs_play_json("calculator2", "start: 54\ngoals: 49, 11\nmoves: 3\nbuttons: Lock, Sort>, /5\n"
                                              "display: 45\nleft: 0\n", "Clear", NULL), "\"free\": true",
                  "\"value\": 54");
    expect_answer(cs_play_json("calculator2", "start: 1\ngoal: 9\nmoves: 2\nbuttons: Lock\nlock: 0\n", "Lock@0", NULL),
                  "a Lock already waits for the next press");
}

/* cs_game.choices: a key typed without its pick is asked about with every choice the board
 * numbers, each as the answer typed and the label apply takes; anything else needs no choice. */
static void a_key_without_its_pick_has_its_choices(void **state)
{
    (void)state;
    const cs_game *game = cs_game_find("calculator2");
    const char *cases[][3] = {
        {"start: 1234\ngoal: 9\nmoves: 2\nbuttons: Round\n", "round",
         "Round to which place (3: Round to the thousands; 2: Round to the hundreds; 1: Round to the tens)? 1-3|1\tRound@1\n2\tRound@2\n3\tRound@3\n"},
        {"start: 54\ngoals: 49, 11\nmoves: 3\nbuttons: Lock, Sort>, /5\n", "Lock",
         "Lock which place (1: Lock the 5 (tens); 0: Lock the 4 (ones))? 0-1|0\tLock@0\n1\tLock@1\n"},
        {"start: 123\ngoal: 9\nmoves: 1\nbuttons: Shift\n", "Shift",
         "Shift which way and how far (L left, R right, then the steps)? L1-L2, R1-R2|L1\tShift@L1\n"},
        {"start: 7\ngoal: 9\nmoves: 1\nbuttons: Insert3\n", "Insert3",
         "Insert3 where (1: Insert 3 in front; 0: Insert 3 at the end)? 0-1|0\tInsert3@0\n1\tInsert3@1\n"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        void *puzzle = NULL;
        cs_error err;
        cs_buf question = {0}, choices = {0};
        assert_int_equal(game->parse(cases[i][0], NULL, &puzzle, &err), 0);
        assert_int_equal(game->choices(puzzle, cases[i][1], &question, &choices), 1);
        cs_buf_add(&question, "|");
        cs_buf_addn(&question, choices.data, choices.len);
        assert_non_null(strstr(question.data, cases[i][2]));
        cs_buf_free(&question);
        cs_buf_free(&choices);
        game->free_puzzle(puzzle);
    }
    /* no choice to make: a key that picks nothing, a pick named, no such key, no place on one digit */
    const char *none[][2] = {{"start: 54\ngoal: 9\nmoves: 1\nbuttons: Lock, /5\n", "/5"},
                             {"start: 54\ngoal: 9\nmoves: 1\nbuttons: Lock, /5\n", "Lock@1"},
                             {"start: 54\ngoal: 9\nmoves: 1\nbuttons: Lock, /5\n", "Round"},
                             {"start: 5\ngoal: 9\nmoves: 1\nbuttons: Round\n", "Round"},
                             {"start: 54\ngoal: 9\nmoves: 1\nbuttons: Lock\n", "Frob"}};
    for (size_t i = 0; i < sizeof none / sizeof none[0]; i++) {
        void *puzzle = NULL;
        cs_error err;
        cs_buf question = {0}, choices = {0};
        assert_int_equal(game->parse(none[i][0], NULL, &puzzle, &err), 0);
        assert_int_equal(game->choices(puzzle, none[i][1], &question, &choices), 0);
        assert_int_equal(choices.len, 0);
        cs_buf_free(&question);
        cs_buf_free(&choices);
        game->free_puzzle(puzzle);
    }
}

static void the_help_names_every_key(void **state)
{
    (void)state;
    expect_answer(cs_help_json("calculator2"), "\"topic\": \"add\"", "\"topic\": \"store-save\"",
                  "\"topic\": \"portal\"", "\"topic\": \"sort-up\"", "\"topic\": \"lock\"",
                  "\"topic\": \"pick\"", "Digit+6@1: 185 → 145");
    char *help = cs_help_json("calculator2");
    assert_null(strstr(help, "store-free"));
    free(help);
}

static void the_budget_stops_the_search_and_says_so(void **state)
{
    (void)state;
    const char *text = "start: 1\ngoal: 999998\nmoves: 9\nbuttons: +1, x3, Reverse, Insert1, Digit+1, Shift\n";
    calc2_level *level = NULL;
    cs_error err;
    assert_int_equal(calc2_parse_levels(text, &level, &err), 1);
    calc2_result r;
    cs_budget small = {1000, 0, NULL, NULL, NULL};
    calc2_solve(level, 0, &small, &r);
    assert_int_equal(r.stop, CS_STOP_STATES);
    assert_int_equal(r.states, 1000);
    volatile int cancel = 1;
    cs_budget cancelled = {0, 0, &cancel, NULL, NULL};
    calc2_solve(level, 1, &cancelled, &r);
    assert_int_equal(r.stop, CS_STOP_CANCELLED);
    cs_budget tight = {0, 64 << 10, NULL, NULL, NULL};
    calc2_solve(level, 0, &tight, &r);
    assert_int_equal(r.stop, CS_STOP_MEMORY);
    assert_true(r.peak_bytes <= 64 << 10);
    cs_buf out = {0};
    calc2_solve(level, 0, &small, &r);
    calc2_report_text(&out, level, &r, 0);
    assert_contains(out.data, "Goal 999998: no way within 9 moves found before the search gave up.",
                    "Gave up after 1,000 states: state budget reached.");
    out.len = 0;
    calc2_report_json(&out, level, &r, 0);
    assert_contains(out.data, "\"stopped\": \"state budget reached\"");
    cs_buf_free(&out);
    free(level);
}

TEST_MAIN(cmocka_unit_test(the_budget_stops_the_search_and_says_so), cmocka_unit_test(the_help_names_every_key), cmocka_unit_test(every_example_of_the_rules), cmocka_unit_test(the_level_reader_names_line_and_field),
          cmocka_unit_test(a_level_reads_back_as_itself), cmocka_unit_test(every_goal_is_answered_through_the_interface),
          cmocka_unit_test(play_ticks_goals_off_and_goes_back_to_the_start),
          cmocka_unit_test(a_key_without_its_pick_has_its_choices))
