/*
 * test_counter.c: the counter game (tests/games/counter/), the test build's own
 * game, driven only through the game interface and the generic runner, as a
 * front end drives any game: it is in the one list; its shortest solutions,
 * hints and moves against an independent brute force over every sequence of
 * moves; its field errors name the field and line; its searches stop at the
 * budget (states, memory, cancel); its text round trip and every report format.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "test_support.h"

/* The fewest moves (+1 or x2) from start to goal in at most max_moves, by trying every
 * sequence of moves of every length in turn; -1 when none reaches it. Shares no code with the game. */
static int brute_force(int64_t start, int64_t goal, int max_moves)
{
    for (int length = 0; length <= max_moves; length++)
        for (uint64_t bits = 0; bits < ((uint64_t)1 << length); bits++) {
            int64_t value = start;
            for (int i = 0; i < length; i++)
                value = (bits >> i) & 1 ? value * 2 : value + 1;
            if (value == goal)
                return length;
        }
    return -1;
}

static const cs_game *counter(void)
{
    const cs_game *game = cs_game_find("counter");
    assert_non_null(game);
    return game;
}

/* The number after "key": in json, or fails. */
static int64_t json_int(const char *json, const char *key)
{
    char quoted[48];
    snprintf(quoted, sizeof quoted, "\"%s\": ", key);
    const char *at = strstr(json, quoted);
    if (!at)
        fail_msg("no %s in %s", key, json);
    return strtoll(at + strlen(quoted), NULL, 10);
}

static void puzzle_of(char *text, size_t size, int64_t start, int64_t goal, int moves)
{
    snprintf(text, size, "start: %lld\ngoal: %lld\nmoves: %d\n", (long long)start, (long long)goal, moves);
}

static void test_in_the_list(void **state)
{
    (void)state;
    const cs_game *game = counter();
    int at = -1;
    for (int i = 0; i < cs_game_count; i++)
        at = cs_games[i] == game ? i : at;
    assert_true(at > 0); /* after the product's games: the first stays the default */
    expect_answer(cs_games_json(), "{\"name\": \"counter\", \"title\": \"Counter (a test game)\", \"bundled\": false}");
    expect_answer(cs_fields_json("counter", NULL), "\"name\": \"start\"", "\"required\": false",
                  "\"name\": \"moves\"");
}

/* Every small puzzle: solved exactly when the brute force finds a way, in its fewest moves, and the
 * solution's moves, played by the game's own apply, reach the goal. */
static void test_shortest_against_brute_force(void **state)
{
    (void)state;
    const cs_game *game = counter();
    cs_options opt;
    memset(&opt, 0, sizeof opt);
    char text[128];
    int solved = 0, checked = 0;
    for (int64_t start = 1; start <= 6; start++)
        for (int64_t goal = 1; goal <= 40; goal++)
            for (int moves = 0; moves <= 7; moves++) {
                int fewest = brute_force(start, goal, moves);
                puzzle_of(text, sizeof text, start, goal, moves);
                char *json = cs_solve_json("counter", text, &opt);
                assert_non_null(json);
                if (fewest < 0) {
                    assert_contains(json, "\"solved\": false", "\"gave_up\": false", "No solution within");
                    free(json);
                    checked++;
                    continue;
                }
                assert_contains(json, "\"solved\": true");
                assert_int_equal(json_int(json, "moves"), fewest);
                free(json);
                void *puzzle = NULL;
                cs_error err;
                assert_int_equal(game->parse(text, &opt, &puzzle, &err), 0);
                cs_buf moves_text = {0};
                void *result = calloc(1, game->result_size);
                assert_int_equal(game->solve(puzzle, &opt, result, &err), 0);
                uint64_t states;
                assert_int_equal(game->outcome(puzzle, result, &states), 1);
                assert_true(states >= 1);
                game->report(&moves_text, puzzle, result, &opt, CS_MOVES);
                int played = 0;
                for (char *line = moves_text.data; line && *line; played++) {
                    char *end = strchr(line, '\n');
                    *end = '\0';
                    void *next = NULL;
                    cs_buf step = {0};
                    assert_int_equal(game->apply(puzzle, line, &opt, &next, &step, &err), 0);
                    game->free_puzzle(puzzle);
                    puzzle = next;
                    cs_buf_free(&step);
                    line = end + 1;
                }
                assert_int_equal(played, fewest);
                cs_buf position = {0};
                game->puzzle_text(&position, puzzle);
                char goal_line[48];
                snprintf(goal_line, sizeof goal_line, "start: %lld\n", (long long)goal);
                assert_contains(position.data, goal_line);
                cs_buf_free(&position);
                cs_buf_free(&moves_text);
                game->free_result(result);
                free(result);
                game->free_puzzle(puzzle);
                solved++;
                checked++;
            }
    assert_int_equal(checked, 6 * 40 * 8);
    assert_true(solved > 400 && solved < checked);
}

/* From random positions, the hinted move each time wins in the brute force's fewest moves; a
 * position with no win says why, and the won one says so. */
static void test_hints_play_to_the_goal(void **state)
{
    (void)state;
    test_rng rng = {20240611};
    char text[128];
    for (int round = 0; round < 300; round++) {
        int64_t start = between(&rng, 1, 300), goal = between(&rng, 1, 2000);
        int moves = (int)between(&rng, 0, 12), fewest = brute_force(start, goal, moves), used = 0;
        puzzle_of(text, sizeof text, start, goal, moves);
        char *hint = cs_hint_json("counter", text, NULL);
        assert_non_null(hint);
        if (fewest < 0) {
            assert_contains(hint, "\"solvable\": false", "\"move\": null");
            assert_contains(hint, start > goal ? "past the goal" : "cannot be reached");
            free(hint);
            continue;
        }
        assert_int_equal(json_int(hint, "fewest_moves"), fewest);
        while (strstr(hint, "\"won\": false")) {
            const char *move = strstr(hint, "\"move\": \"");
            assert_non_null(move);
            char label[8];
            snprintf(label, sizeof label, "%.2s", move + strlen("\"move\": \""));
            char *played = cs_play_json("counter", text, label, NULL);
            assert_contains(played, "{\"step\": {\"move\": ");
            const char *next = strstr(played, "\"text\": \"");
            assert_non_null(next);
            /* the next puzzle's text, its \n written as JSON escapes */
            size_t n = 0;
            for (const char *c = next + strlen("\"text\": \""); *c != '"' && n + 1 < sizeof text; c++)
                text[n++] = c[0] == '\\' && c[1] == 'n' ? (c++, '\n') : c[0];
            text[n] = '\0';
            free(played);
            free(hint);
            used++;
            assert_true(used <= fewest);
            hint = cs_hint_json("counter", text, NULL);
        }
        assert_int_equal(used, fewest);
        assert_contains(hint, "\"solvable\": true", "The goal is reached.");
        free(hint);
    }
}

/* Every bad field is named, with its line, and the message starts with its name. */
static void test_field_errors(void **state)
{
    (void)state;
    static const struct {
        const char *text, *field, *message;
        int line;
    } cases[] = {
        {"goal: x\nmoves: 4\n", "goal", "goal: \"x\" is not a whole number (expected 1..1000000000)", 1},
        {"goal: 10\nmoves: 61\n", "moves", "moves: expected a whole number 0..60, not 61", 2},
        {"start: 0\ngoal: 10\nmoves: 4\n", "start", "start: expected a whole number 1..1000000000, not 0", 1},
        {"moves: 4\ngoal: 99999999999999999999\n", "goal", "goal: \"99999999999999999999\" is too large", 2},
        {"start: x\nmoves: 4\n", "start", "start: \"x\" is not a whole number", 1}, /* before the missing goal */
        {"moves: 4\n", "goal", "goal: the puzzle has no goal line", 1},
        {"goal: 10\n", "moves", "moves: the puzzle has no moves line", 1},
        {"goal: 10\nmoves: 4\ncolour: red\n", "colour", "unknown key \"colour\" (expected start, goal, moves)", 3},
        {"goal: 10\ngoal: 11\nmoves: 4\n", "goal", "goal is given twice (first on line 1)", 2},
        {"goal 10\n", "line", "expected \"key: value\"", 1},
        {"# nothing\n", "input", "no puzzle found (expected \"goal: 10\" and \"moves: 4\")", 0},
    };
    const cs_game *game = counter();
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        void *puzzle = NULL;
        cs_error err;
        assert_int_equal(game->parse(cases[i].text, NULL, &puzzle, &err), -1);
        assert_null(puzzle);
        assert_string_equal(err.field, cases[i].field);
        assert_int_equal(err.line, cases[i].line);
        assert_contains(err.message, cases[i].message);
    }
    expect_answer(cs_check_json("counter", "goal", " 12 ", NULL), "{\"value\": 12}");
    expect_answer(cs_check_json("counter", "moves", "-1", NULL), "\"field\": \"moves\"",
                  "moves: expected a whole number 0..60, not -1");
    expect_answer(cs_check_json("counter", "colour", "red", NULL), "\"field\": \"colour\"", "has no such field");
    /* a file: the line is the file's */
    expect_answer(cs_solve_json("counter", "goal: 4\nmoves: 2\n\ngoal: 4\nmoves: x\n", NULL), "\"line\": 5",
                  "\"field\": \"moves\"");
}

/* A search stops at the state budget, the memory cap and the cancel flag, and says which. */
static void test_budget_and_cancel(void **state)
{
    (void)state;
    const char *far = "goal: 1000000000\nmoves: 60\n";
    cs_options opt;
    memset(&opt, 0, sizeof opt);
    opt.budget.max_states = 50;
    expect_answer(cs_solve_json("counter", far, &opt), "\"solved\": false", "\"states\": 50", "\"gave_up\": true",
                  "gave up after 50 states: state budget reached");
    expect_answer(cs_hint_json("counter", far, &opt), "\"gave_up\": true", "No hint: gave up after 50 states");
    opt.budget.max_states = 0;
    opt.budget.max_bytes = 1;
    expect_answer(cs_solve_json("counter", far, &opt), "\"gave_up\": true", "memory cap reached");
    opt.budget.max_bytes = 0;
    volatile int cancel = 1;
    opt.budget.cancel = &cancel;
    expect_answer(cs_solve_json("counter", far, &opt), "\"gave_up\": true", "cancelled");
    opt.budget.cancel = NULL;
    opt.browser = 1; /* the browser's cap of states applies */
    expect_answer(cs_solve_json("counter", far, &opt), "\"states\": 1000000", "state budget reached");
}

/* Text round trip, moves as typed, the step of a move, its refusals, and the numbered moves. */
static void test_text_and_moves(void **state)
{
    (void)state;
    const cs_game *game = counter();
    void *puzzle = NULL, *again = NULL, *next = NULL;
    cs_error err;
    assert_int_equal(game->parse("GOAL: 10 # the goal\nmoves: 4\n", NULL, &puzzle, &err), 0);
    cs_buf text = {0}, text_again = {0}, step = {0}, label = {0};
    game->puzzle_text(&text, puzzle);
    assert_string_equal(text.data, "start: 1\ngoal: 10\nmoves: 4\n");
    assert_int_equal(game->parse(text.data, NULL, &again, &err), 0);
    game->puzzle_text(&text_again, again);
    assert_string_equal(text.data, text_again.data);
    assert_int_equal(game->apply(puzzle, " X2 ", NULL, &next, &step, &err), 0);
    assert_string_equal(step.data, "{\"move\": \"x2\", \"value\": 2, \"moves_left\": 3, \"won\": false}");
    game->free_puzzle(next);
    assert_int_equal(game->apply(puzzle, "x3", NULL, &next, &step, &err), -1);
    assert_string_equal(err.field, "move");
    assert_contains(err.message, "\"x3\" is not a move (the moves are +1 and x2)");
    expect_answer(cs_play_json("counter", "goal: 3\nmoves: 0\n", "+1", NULL), "no moves left (the game is over)");
    expect_answer(cs_play_json("counter", "start: 600000000\ngoal: 3\nmoves: 2\n", "x2", NULL),
                  "x2 would take the count past 1000000000");
    expect_answer(cs_play_json("counter", "start: 5\ngoal: 10\nmoves: 1\n", "*2", NULL), "\"won\": true",
                  "\"text\": \"start: 10\\ngoal: 10\\nmoves: 0\\n\"");
    assert_int_equal(game->numbered_move(puzzle, 1, &label), 0);
    assert_int_equal(game->numbered_move(puzzle, 2, &label), 0);
    assert_string_equal(label.data, "+1x2");
    assert_int_equal(game->numbered_move(puzzle, 3, &label), -1);
    game->free_puzzle(puzzle);
    game->free_puzzle(again);
    cs_buf_free(&text);
    cs_buf_free(&text_again);
    cs_buf_free(&step);
    cs_buf_free(&label);
}

static int collect(void *context, const char *text, size_t length)
{
    cs_buf_addn(context, text, length);
    return 0;
}

/* Every report format through the generic runner, for a file of three puzzles. */
static void test_report_formats(void **state)
{
    (void)state;
    const char *file = "goal: 10\nmoves: 4\n\nstart: 5\ngoal: 3\nmoves: 2\n\ngoal: 7\nmoves: 0\n";
    static const char *const expected[] = {
        [CS_TEXT] = "1 to 10 in 4 moves with +1, x2\nSolved in 4 moves (9 states):\n"
                    "1 \xE2\x86\x92 [+1] 2 \xE2\x86\x92 [x2] 4 \xE2\x86\x92 [+1] 5 \xE2\x86\x92 [x2] 10\n"
                    "\n5 to 3 in 2 moves with +1, x2\nNo solution within 2 moves (1 state)\n"
                    "\n1 to 7 in 0 moves with +1, x2\nNo solution within 0 moves (1 state)\n", /* a blank line between */
        [CS_SUMMARY] = "1 to 10 in 4: solved in 4: +1 x2 +1 x2 (9 states)\n5 to 3 in 2: No solution within 2 moves\n"
                       "1 to 7 in 0: No solution within 0 moves\n",
        [CS_MOVES] = "+1\nx2\n+1\nx2\nNo solution within 2 moves\nNo solution within 0 moves\n",
    };
    cs_error err;
    for (int format = CS_TEXT; format <= CS_MOVES; format++) {
        if (format == CS_JSON)
            continue;
        cs_buf out = {0};
        assert_int_equal(cs_run(counter(), file, NULL, (cs_format)format, collect, &out, &err), 0);
        assert_string_equal(out.data, expected[format]);
        cs_buf_free(&out);
    }
    expect_answer(cs_solve_json("counter", "start: 7\ngoal: 7\nmoves: 0\n", NULL), "\"solved\": true",
                  "\"moves\": 0, \"solution\": [], \"values\": []");
}

TEST_MAIN(cmocka_unit_test(test_in_the_list),
          cmocka_unit_test(test_shortest_against_brute_force),
          cmocka_unit_test(test_hints_play_to_the_goal),
          cmocka_unit_test(test_field_errors),
          cmocka_unit_test(test_budget_and_cancel),
          cmocka_unit_test(test_text_and_moves),
          cmocka_unit_test(test_report_formats))
