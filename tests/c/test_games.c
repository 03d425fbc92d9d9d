/*
 * test_games.c: the game interface (core/game.h): the list of games, the
 * generic runner against each game's own runner (the same bytes for every
 * bundled level, Digits and clock puzzle), field descriptions and one-field
 * checks, round trips of puzzle text, line numbers of errors in a file of
 * several puzzles, and a writer that asks to stop; and what a front end needs
 * to know no game: picking a bundled puzzle by number, checking a
 * file before streaming, the hooks of cs_run_hooked (before, outcome), the
 * summary and moves formats, one list item alone, and the prompts.
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
#include "digits.h"
#include "game.h"
#include "test_support.h"

static cs_options default_options(void)
{
    cs_options opt;
    memset(&opt, 0, sizeof opt);
    return opt;
}

/* The list, whatever it holds: each game found by its name (no two alike), listed by
 * cs_games_json in the list's order, the first the default game of the front ends. */
static void test_list_and_find(void **state)
{
    (void)state;
    assert_true(cs_game_count >= 1);
    assert_string_equal(cs_games[0]->name, "calculator");
    char *list = cs_games_json();
    const char *at = list;
    for (int i = 0; i < cs_game_count; i++) {
        char named[64];
        snprintf(named, sizeof named, "{\"name\": \"%s\"", cs_games[i]->name);
        assert_non_null(at = strstr(at, named));
        at += strlen(named);
        assert_ptr_equal(cs_game_find(cs_games[i]->name), cs_games[i]);
        assert_non_null(cs_games[i]->title);
        assert_true(!cs_games[i]->usage.summary || cs_games[i]->usage.args); /* a usage line has its arguments */
        cs_field fields[CS_MAX_FIELDS];
        int count = cs_games[i]->describe_fields(NULL, fields);
        assert_true(count >= 2 && count <= CS_MAX_FIELDS);
        for (int f = 0; f < count; f++)
            assert_true(fields[f].min <= fields[f].max);
    }
    assert_null(strstr(at, "{\"name\": ")); /* no game beyond the list */
    free(list);
    assert_null(cs_game_find("chess"));
    char *json = cs_solve_json("chess", "x: 1", NULL);
    assert_non_null(strstr(json, "\"field\": \"game\""));
    free(json);
}

/* The generic runner gives exactly the bytes of the Calculator's own runner. */
/* The interface's reports measure the difficulty, which the games' own
 * runners leave null: `"difficulty": X, ` is cut out of both before comparing;
 * returns how many numbers (not null) were cut. */
static int strip_difficulty(char *json)
{
    int numbers = 0;
    for (char *at; (at = strstr(json, "\"difficulty\": ")) != NULL;) {
        char *end = strstr(at, ", ");
        assert_non_null(end);
        numbers += at[14] != 'n';
        memmove(at, end + 2, strlen(end + 2) + 1);
    }
    return numbers;
}

static void test_calculator_matches_calc_run(void **state)
{
    (void)state;
    const cs_game *game = cs_game_find("calculator");
    const char *levels = game->bundled_text();
    for (int all = 0; all <= 1; all++) {
        calc_rules rules = {0, CALC_DEFAULT_DIGITS};
        cs_budget budget = {0, 0, NULL, NULL, NULL};
        cs_buf expected = {0};
        cs_error err;
        assert_int_equal(calc_run(levels, &rules, all, CALC_JSON_ARRAY, &budget, &expected, &err), 0);
        cs_options opt = default_options();
        opt.all = all;
        char *json = cs_solve_json("calculator", levels, &opt);
        assert_int_equal(strip_difficulty(json), 199); /* every bundled level is solved and scored */
        assert_int_equal(strip_difficulty(expected.data), 0);
        assert_string_equal(json, expected.data);
        free(json);
        cs_buf_free(&expected);
    }
}

static void test_digits_and_clock_match_their_runners(void **state)
{
    (void)state;
    cs_budget budget = {0, 0, NULL, NULL, NULL};
    cs_error err;
    cs_buf expected = {0};
    assert_int_equal(digits_run("765", "1 3 7 10 25 50", 1, 1, &budget, &expected, &err), 0);
    cs_options opt = default_options();
    opt.all = 1;
    char *json = cs_solve_json("digits", "target: 765\nnumbers: 1, 3, 7, 10, 25, 50\n", &opt);
    assert_int_equal(strip_difficulty(json), 1);
    cs_buf_add(&expected, "\n");
    assert_int_equal(strip_difficulty(expected.data), 0);
    assert_string_equal(json, expected.data);
    free(json);
    cs_buf_free(&expected);

    assert_int_equal(clock_run("4", "2", 0, 1, &budget, &expected, &err), 0);
    json = cs_solve_json("clock", "# the writeup's example\nN: 4\nk: 2\n", NULL);
    assert_string_equal(json, expected.data);
    free(json);
    cs_buf_free(&expected);
}

static void expect_field_error(const char *game, const char *field, const char *value, const cs_options *opt,
                               const char *words)
{
    cs_buf canonical = {0};
    cs_error err;
    assert_int_equal(cs_game_find(game)->check_field(field, value, opt, &canonical, &err), -1);
    assert_string_equal(err.field, field);
    if (!strstr(err.message, words))
        fail_msg("%s %s \"%s\": \"%s\" lacks \"%s\"", game, field, value, err.message, words);
    cs_buf_free(&canonical);
}

static void expect_field_ok(const char *game, const char *field, const char *value, const cs_options *opt,
                            const char *canonical_text)
{
    cs_buf canonical = {0};
    cs_error err;
    if (cs_game_find(game)->check_field(field, value, opt, &canonical, &err) != 0)
        fail_msg("%s %s \"%s\": %s", game, field, value, err.message);
    assert_string_equal(canonical.data, canonical_text);
    cs_buf_free(&canonical);
}

static void test_check_field(void **state)
{
    (void)state;
    cs_options small = default_options();
    small.display_digits = 3;
    expect_field_ok("calculator", "buttons", "x 4, 3 => 5", NULL,
                    "[{\"label\": \"x4\", \"family\": \"arithmetic\", \"kind\": \"mul\", \"now\": \"x4\", \"spoken\": \"times 4\"}, "
                    "{\"label\": \"3=>5\", \"family\": \"convert\", \"kind\": \"replace\", \"now\": \"3=>5\", \"spoken\": \"3 to 5\"}]");
    /* Store carries its long-press, so the page needs no rule to spell it */
    expect_field_ok("calculator", "buttons", "store, +1", NULL,
                    "[{\"label\": \"Store\", \"family\": \"store\", \"kind\": \"store\", \"now\": \"Store\", \"spoken\": \"Store\", "
                    "\"long_press\": \"Store:save\", \"long_press_name\": \"Save\"}, {\"label\": \"+1\", "
                    "\"family\": \"arithmetic\", \"kind\": \"add\", \"now\": \"+1\", \"spoken\": \"plus 1\"}]");
    expect_field_error("calculator", "buttons", "+2, frobnicate", NULL, "unknown button");
    expect_field_ok("calculator", "start", "999", &small, "999");
    expect_field_error("calculator", "start", "5000", &small, "does not fit a 3-digit display");
    expect_field_error("calculator", "portal", "4 0", &small, "places count from 0");
    expect_field_ok("calculator", "portal", "2, 0", &small, "[2, 0]");
    expect_field_error("calculator", "moves", "100", NULL, "outside 1..99");
    expect_field_ok("calculator", "digits", "8", NULL, "8");
    expect_field_error("calculator", "digits", "19", NULL, "1 to 18 digits");
    cs_options huge = default_options();
    huge.display_digits = 50; /* an option out of range is an error, never a 10^50 display */
    expect_field_error("calculator", "digits", "3", &huge, "1 to 18 digits");
    char *json = cs_solve_json("calculator", "start: 1\ngoal: 2\nmoves: 1\nbuttons: +1\n", &huge);
    assert_non_null(strstr(json, "\"field\": \"digits\""));
    free(json);
    expect_field_error("calculator", "goal", "1\nstart: 2", NULL, "one line");
    expect_field_ok("digits", "numbers", "1,2 3", NULL, "[1, 2, 3]");
    expect_field_error("digits", "numbers", "1,,2", NULL, "empty");
    expect_field_error("digits", "target", "0", NULL, "not a positive integer");
    expect_field_ok("clock", "k", "9", NULL, "9");
    expect_field_error("clock", "n", "1", NULL, "n: expected a whole number 2..26");
    cs_options web = default_options();
    web.browser = 1;
    expect_field_error("clock", "k", "9999", &web, "k: expected a whole number 1..3161");
}

static void test_puzzle_text_round_trip(void **state)
{
    (void)state;
    static const char *const inputs[][2] = {
        {"calculator", "LEVEL: 199\nstart: 3002\ngoal: 3507\nmoves: 6\nbuttons: 7, 3 => 5, inv10, Shift >\nportal: 4, 0\n"},
        {"digits", "numbers: 1,2,3,4,5,6\ntarget: 415\n"},
        {"clock", "k: 2\nn: 4\n"},
    };
    for (size_t i = 0; i < sizeof inputs / sizeof inputs[0]; i++) {
        const cs_game *game = cs_game_find(inputs[i][0]);
        cs_options opt = default_options();
        void *puzzle, *again;
        cs_error err;
        assert_int_equal(game->parse(inputs[i][1], &opt, &puzzle, &err), 0);
        cs_buf text = {0}, text_again = {0};
        game->puzzle_text(&text, puzzle);
        assert_int_equal(game->parse(text.data, &opt, &again, &err), 0);
        game->puzzle_text(&text_again, again);
        assert_string_equal(text.data, text_again.data);
        game->free_puzzle(puzzle);
        game->free_puzzle(again);
        cs_buf_free(&text);
        cs_buf_free(&text_again);
    }
}

/* Every game's error about a value in puzzle text names the line it is on. */
static void test_parse_errors_name_the_line(void **state)
{
    (void)state;
    static const struct { const char *game, *text, *field; int line; } CASES[] = {
        {"calculator", "start: 0\ngoal: x\nmoves: 1\nbuttons: +1\n", "goal", 2},
        {"digits", "numbers: 1 2\ntarget: 0\n", "target", 2},
        {"digits", "target: 5\nnumbers: 1 two\n", "numbers", 2},
        /* a bad field is named before a later one left out; a missing one is "line 1" */
        {"digits", "target: x\n", "target", 1},
        {"digits", "\ntarget: 0\n", "target", 2},
        {"digits", "target: 5\n", "numbers", 1},
        {"digits", "numbers: 1 2\n", "target", 1},
        {"clock", "n: 4\n", "k", 1},
        {"clock", "\nn: x\n", "n", 2},
        {"clock", "k: 2\n", "n", 1},
        {"clock", "k: 3\nn: 1\n", "n", 2},
        {"clock", "n: 4\nk: 2\nboard: 9 9 9 9\nhand: 0\nround: 1\n", "board", 3},
    };
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        const cs_game *game = cs_game_find(CASES[i].game);
        cs_options opt = default_options();
        void *puzzle = NULL;
        cs_error err = {0};
        assert_int_equal(game->parse(CASES[i].text, &opt, &puzzle, &err), -1);
        assert_string_equal(err.field, CASES[i].field);
        if (err.line != CASES[i].line)
            fail_msg("%s case %zu: line %d, not %d (%s)", CASES[i].game, i, err.line, CASES[i].line, err.message);
    }
}

static int count_writes(void *context, const char *text, size_t length)
{
    (void)text;
    (void)length;
    return ++*(int *)context == 2; /* stop after the second report */
}

static void test_runner_lines_and_stop(void **state)
{
    (void)state;
    const char *file = "start: 1\ngoal: 2\nmoves: 1\nbuttons: +1\n\n# two\nstart: 1\ngoal: 3\nmoves: 1\nbuttons: +2\n\n"
                       "start: 1\ngoal: 4\nmoves: 1\nbuttons: +3\n\nstart: 1\ngoal: 2\nmoves: x\nbuttons: +1\n";
    cs_options opt = default_options();
    cs_error err;
    int writes = 0;
    assert_int_equal(cs_run(cs_game_find("calculator"), file, &opt, CS_JSON, count_writes, &writes, &err), 1);
    assert_int_equal(writes, 2);
    char *json = cs_solve_json("calculator", file, &opt);
    assert_non_null(strstr(json, "\"line\": 19, \"field\": \"moves\""));
    free(json);
    json = cs_solve_json("digits", "target: 415\nnumbers: 1 2\ncolour: red\n", &opt);
    assert_non_null(strstr(json, "\"line\": 3, \"field\": \"colour\""));
    free(json);
    json = cs_solve_json("calculator", "\n# nothing\n", &opt);
    assert_non_null(strstr(json, "no level found"));
    free(json);
}

static void test_read_json(void **state)
{
    (void)state;
    const cs_game *game = cs_game_find("calculator");
    char *json = cs_read_json("calculator", game->bundled_text(), NULL);
    int objects = 0;
    for (const char *p = json; (p = strstr(p, "{\"level\": ")); p++)
        objects++;
    assert_int_equal(objects, 199);
    assert_non_null(strstr(json, "{\"level\": 199, \"start\": 3002, \"goal\": 3507, \"moves\": 6, \"buttons\": "
                                 "[{\"label\": \"7\", \"family\": \"append\", \"kind\": \"append\", \"now\": \"7\", \"spoken\": \"type 7\"}, "
                                 "{\"label\": \"3=>5\", \"family\": \"convert\", \"kind\": \"replace\", "
                                 "\"now\": \"3=>5\", \"spoken\": \"3 to 5\"}, {\"label\": \"Inv10\", \"family\": \"special\", "
                                 "\"kind\": \"inv10\", \"now\": \"Inv10\", \"spoken\": \"Inv10, inverse 10\"}, {\"label\": \"Shift>\", "
                                 "\"family\": \"special\", \"kind\": \"shift-right\", \"now\": \"Shift>\", \"spoken\": \"shift right\"}], "
                                 "\"portal\": [4, 0]}"));
    free(json);
    json = cs_read_json("digits", "target: 415\nnumbers: 6 5 4 3 2 1", NULL);
    assert_string_equal(json, "[{\"target\": 415, \"numbers\": [6, 5, 4, 3, 2, 1]}]\n");
    free(json);
    json = cs_read_json("clock", "n: 4\nk: x", NULL);
    assert_non_null(strstr(json, "\"field\": \"k\""));
    free(json);
}

/* Collects written text and the outcomes heard. */
typedef struct heard {
    cs_buf text;
    int befores, solved, results;
    uint64_t states;
    int stop_before; /* `before` stops the run at this call (from 1); 0: never */
} heard;

static int heard_write(void *context, const char *text, size_t length)
{
    cs_buf_addn(&((heard *)context)->text, text, length);
    return 0;
}

static int heard_before(void *context)
{
    heard *h = context;
    return ++h->befores == h->stop_before;
}

static void heard_outcome(void *context, int solved, uint64_t states)
{
    heard *h = context;
    h->results++;
    h->solved += solved;
    h->states += states;
}

/* cs_puzzle_at picks a bundled level by number; cs_check_text counts and checks without writing. */
static void test_pick_and_check(void **state)
{
    (void)state;
    const cs_game *calc = cs_game_find("calculator");
    const char *bundled = calc->bundled_text();
    cs_options opt = default_options();
    cs_error err;
    assert_int_equal(cs_check_text(calc, bundled, &opt, &err), 199);
    cs_buf one = {0};
    int first_line = 0;
    assert_int_equal(cs_puzzle_at(bundled, 198, &one, &first_line), 0);
    assert_true(first_line > 1);
    assert_non_null(strstr(one.data, "level: 199\n"));
    assert_null(strstr(one.data, "level: 198"));
    assert_int_equal(cs_check_text(calc, one.data, &opt, &err), 1);
    opt.display_digits = 1; /* 3002 does not fit one digit: the same message as a file's */
    assert_int_equal(cs_check_text(calc, one.data, &opt, &err), -1);
    assert_string_equal(err.field, "start");
    assert_non_null(strstr(err.message, "does not fit a 1-digit display"));
    cs_buf_free(&one);
    cs_buf none = {0};
    assert_int_equal(cs_puzzle_at(bundled, 199, &none, &first_line), -1);
    assert_int_equal(cs_puzzle_at("", 0, &none, &first_line), -1);
    assert_null(none.data);
    /* a bad second puzzle: -1 with its line, and nothing solved */
    opt = default_options();
    assert_int_equal(cs_check_text(calc, "start: 0\ngoal: 2\nmoves: 2\nbuttons: +1\n\nstart: 1\ngoal: x\n", &opt,
                                   &err), -1);
    assert_int_equal(err.line, 7);
    assert_string_equal(err.field, "goal");
}

/* The hooks: before each search (and it may stop the run), the outcome of each result. */
static void test_run_hooks_and_formats(void **state)
{
    (void)state;
    const cs_game *calc = cs_game_find("calculator");
    cs_options opt = default_options();
    cs_error err;
    const char *text = "level: 7\nstart: 0\ngoal: 2\nmoves: 2\nbuttons: +1\n\n"
                       "start: 0\ngoal: 5\nmoves: 1\nbuttons: +1\n\n"
                       "start: 0\ngoal: 3\nmoves: 3\nbuttons: +1\n";
    heard h = {{0}, 0, 0, 0, 0, 0};
    cs_run_hooks hooks = {heard_write, heard_before, heard_outcome, &h};
    assert_int_equal(cs_run_hooked(calc, text, &opt, CS_SUMMARY, &hooks, &err), 0);
    assert_int_equal(h.befores, 3);
    assert_int_equal(h.results, 3);
    assert_int_equal(h.solved, 2);
    assert_true(h.states > 0);
    /* one line a level, no blank line between them */
    assert_non_null(strstr(h.text.data, "Level   7: solved    2/2 moves: +1 +1  (3 states)\nLevel   0: UNSOLVED"));
    int lines = 0;
    for (const char *c = h.text.data; *c; c++)
        lines += *c == '\n';
    assert_int_equal(lines, 3);
    cs_buf_free(&h.text);

    heard stop = {{0}, 0, 0, 0, 0, 2};
    hooks.context = &stop;
    assert_int_equal(cs_run_hooked(calc, text, &opt, CS_MOVES, &hooks, &err), 1);
    assert_int_equal(stop.results, 1); /* the second search never started */
    assert_string_equal(stop.text.data, "+1\n+1\n");
    cs_buf_free(&stop.text);

    heard moves = {{0}, 0, 0, 0, 0, 0};
    hooks.context = &moves;
    assert_int_equal(cs_run_hooked(calc, text + strlen("level: 7\nstart: 0\ngoal: 2\nmoves: 2\nbuttons: +1\n\n"),
                                   &opt, CS_MOVES, &hooks, &err), 0);
    assert_string_equal(moves.text.data, "No solution within 1 move\n+1\n+1\n+1\n");
    cs_buf_free(&moves.text);
}

/* What the prompt session needs: a prompt for each field asked, a list item checked alone. */
static void test_prompts_and_items(void **state)
{
    (void)state;
    const cs_game *calc = cs_game_find("calculator");
    cs_options opt = default_options();
    cs_error err;
    cs_buf canonical = {0};
    assert_int_equal(calc->check_field("buttons", "+1, +2", &opt, &canonical, &err), 0);
    cs_buf_free(&canonical);
    assert_int_equal(calc->check_item("buttons", "+1", &opt, &err), 0);
    assert_int_equal(calc->check_item("buttons", "+1, +2", &opt, &err), -1); /* one item: the comma is not a list */
    for (int g = 0; g < cs_game_count; g++) {
        cs_field fields[CS_MAX_FIELDS];
        int count = cs_games[g]->describe_fields(&opt, fields), asked = 0;
        for (int f = 0; f < count; f++) {
            const cs_prompt *p = &fields[f].prompt;
            if (!p->ask)
                continue;
            asked++;
            assert_false(fields[f].state); /* a new puzzle is asked for, not a game in progress */
            if (fields[f].kind == CS_FIELD_LIST)
                assert_true(p->item && fields[f].join);
            if (fields[f].kind == CS_FIELD_PAIR)
                assert_true(p->first && p->second);
        }
        assert_true(asked >= 2);
    }
}

TEST_MAIN(cmocka_unit_test(test_list_and_find),
          cmocka_unit_test(test_calculator_matches_calc_run),
          cmocka_unit_test(test_digits_and_clock_match_their_runners),
          cmocka_unit_test(test_check_field),
          cmocka_unit_test(test_puzzle_text_round_trip),
          cmocka_unit_test(test_parse_errors_name_the_line),
          cmocka_unit_test(test_runner_lines_and_stop),
          cmocka_unit_test(test_read_json),
          cmocka_unit_test(test_pick_and_check),
          cmocka_unit_test(test_run_hooks_and_formats),
          cmocka_unit_test(test_prompts_and_items))
