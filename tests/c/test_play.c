/*
 * test_play.c: playing Calculator levels one press at a time (calc_play.c):
 * the state fields of the level format, presses by label, and the hint checked
 * against the full solve from at least 1,000 random reachable states of the
 * bundled levels: the moves left agree, the hinted press lies on a shortest
 * path, the same press comes every time, and from states with no win left the
 * fewest moves and the closest value agree with independent solves. The same
 * for Digits: moves as typed, play by hints, and hints from random pools.
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
#include "test_support.h"
#include "digits.h"
#include "game.h"

static const calc_rules RULES = {0, CALC_DEFAULT_DIGITS};

/* Searches past the moves left can cover a level's whole space: a smaller
 * budget keeps the test quick, and answers cut short by it are checked only
 * for what they claim. */
static const cs_budget BUDGET = {200000, 0, NULL, NULL, NULL};

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

static void test_state_fields(void **state)
{
    (void)state;
    calc_level level = parse_level("start: 5\ngoal: 55\nmoves: 1\nbuttons: Store, +1\nstore: 5\n");
    assert_true(level.has_store && level.store == 5);
    calc_result result;
    calc_solve(&level, &RULES, 0, 0, NULL, &result);
    assert_true(result.solved); /* a tap of Store appends the 5 it already holds */
    assert_int_equal(result.moves, 1);
    calc_result_free(&result);
    level = parse_level("start: 5\ngoal: 8\nmoves: 1\nbuttons: [+]1, +1\noffset: 2\n");
    calc_solve(&level, &RULES, 0, 0, NULL, &result);
    assert_true(result.solved && result.moves == 1); /* +1 adds 3 after [+]1 twice */
    calc_result_free(&result);
    assert_false(parse_level("start: 1\ngoal: 2\nmoves: 1\nbuttons: +1\n").has_store);

    cs_error err;
    calc_level *levels;
    assert_int_equal(calc_parse_levels("start: 1\ngoal: 2\nmoves: 1\nbuttons: +1\nstore: 4\n", &RULES, &levels, &err), -1);
    assert_string_equal(err.field, "store");
    assert_int_equal(err.line, 5);
    assert_int_equal(calc_parse_levels("start: 1\ngoal: 2\nmoves: 1\nbuttons: Store\nstore: -4\n", &RULES, &levels, &err), -1);
    assert_string_equal(err.field, "store");
    assert_int_equal(calc_parse_levels("start: 1\ngoal: 2\nmoves: 1\nbuttons: +1\noffset: 1\n", &RULES, &levels, &err), -1);
    assert_string_equal(err.field, "offset");
}

static void test_presses_by_label(void **state)
{
    (void)state;
    calc_level level = parse_level("start: 3\ngoal: 3333\nmoves: 3\nbuttons: Store, x 2, 3=>5\n");
    calc_press press;
    cs_error err;
    assert_int_equal(calc_find_press(&level, "store : SAVE", &press, &err), 0);
    assert_true(press.save);
    calc_level next;
    int64_t raw;
    assert_int_equal(calc_play(&level, &RULES, press, &next, &raw, &err), 0);
    assert_int_equal(next.store, 3);
    assert_int_equal(next.moves, 2);
    assert_int_equal(calc_find_press(&next, "Store", &press, &err), 0);
    assert_false(press.save);
    assert_int_equal(calc_play(&next, &RULES, press, &next, &raw, &err), 0);
    assert_int_equal(next.start, 33);
    /* Store tapped before anything was saved: the message says what to do */
    calc_find_press(&level, "Store", &press, &err);
    assert_int_equal(calc_play(&level, &RULES, press, &next, &raw, &err), -1);
    assert_string_equal(err.field, "move");
    assert_non_null(strstr(err.message, "Store holds nothing yet"));
    assert_int_equal(calc_find_press(&level, "x2", &press, &err), 0);
    assert_int_equal(calc_find_press(&level, "+2", &press, &err), -1);
    assert_string_equal(err.field, "move");
    assert_int_equal(calc_find_press(&level, "x2:save", &press, &err), -1);
    level = parse_level("start: 999999\ngoal: 1\nmoves: 1\nbuttons: x2\n");
    assert_int_equal(calc_find_press(&level, "x2", &press, &err), 0);
    assert_int_equal(calc_play(&level, &RULES, press, &next, &raw, &err), -1);
    assert_string_equal(err.field, "move");
}

/* Checks the hint from one state against independent solves; returns whether a win was left. */
static int check_hint(const calc_level *level)
{
    calc_hint hint, again;
    calc_hint_from(level, &RULES, &BUDGET, &hint);
    calc_hint_from(level, &RULES, &BUDGET, &again);
    assert_memory_equal(&hint, &again, sizeof hint);
    calc_result full;
    calc_solve(level, &RULES, 0, 0, NULL, &full);
    assert_int_equal(hint.solvable, full.solved);
    if (full.solved) {
        assert_int_equal(hint.moves_left_after, full.moves - 1);
        calc_level next;
        int64_t raw;
        cs_error err;
        assert_int_equal(calc_play(level, &RULES, hint.press, &next, &raw, &err), 0);
        if (hint.moves_left_after == 0) {
            assert_true(next.start == next.goal);
        } else {
            calc_result rest;
            calc_solve(&next, &RULES, 0, 0, NULL, &rest);
            assert_true(rest.solved);
            assert_int_equal(rest.moves, hint.moves_left_after); /* the press is on a shortest path */
            calc_result_free(&rest);
        }
    } else if (hint.stop != CS_FINISHED) {
        assert_true(hint.fewest_moves == -1 || hint.fewest_moves > level->moves); /* no win claimed */
    } else {
        calc_level longer = *level;
        calc_result far;
        if (hint.reach_stop == CS_FINISHED || hint.fewest_moves >= 0) {
            longer.moves = CALC_MAX_MOVES;
            calc_solve(&longer, &RULES, 0, 0, NULL, &far);
            assert_int_equal(hint.fewest_moves, far.solved ? far.moves : -1);
        } else {
            /* the look beyond the moves left stopped: no distance claimed but "more than
             * reach_depth", checked within those moves alone (the states that look stored;
             * a search to 99 moves here cost the suite a minute) */
            assert_true(hint.reach_depth >= level->moves);
            longer.moves = hint.reach_depth;
            calc_solve(&longer, &RULES, 0, 0, NULL, &far);
            assert_false(far.solved);
        }
        calc_result_free(&far);
        if (hint.reach_stop != CS_FINISHED && hint.fewest_moves < 0) {
            calc_result_free(&full);
            return 0; /* (the closest value, when claimed, is checked where the look ran to its end) */
        }
        calc_level to_closest = *level;
        to_closest.goal = hint.closest;
        calc_result near;
        calc_solve(&to_closest, &RULES, 0, 0, NULL, &near);
        assert_true(hint.closest == level->start || (near.solved && near.moves == hint.closest_moves));
        calc_result_free(&near);
        int64_t distance = llabs(hint.closest - level->goal);
        for (int64_t d = 0; d < distance && d < 8; d++) { /* nothing nearer is reachable */
            for (int side = -1; side <= 1; side += 2) {
                calc_level nearer = *level;
                nearer.goal = level->goal + side * d;
                calc_result r;
                calc_solve(&nearer, &RULES, 0, 0, NULL, &r);
                assert_false(r.solved || nearer.goal == level->start);
                calc_result_free(&r);
            }
        }
    }
    calc_result_free(&full);
    return full.solved;
}

static void test_hints_from_random_states(void **state)
{
    (void)state;
    int count;
    cs_error err;
    calc_level *levels = bundled_levels_or_fail(&count);
    test_rng dice = {20261123};
    int checked = 0, without_win = 0;
    while (checked < 1000 || without_win < 100) {
        calc_level level = levels[next_u64(&dice) % (uint64_t)count];
        int walk = (int)(next_u64(&dice) % (uint64_t)level.moves);
        for (int step = 0; step < walk; step++) { /* random legal presses */
            calc_press press = {(uint8_t)(next_u64(&dice) % (uint64_t)level.button_count), 0};
            press.save = level.buttons[press.button].kind == CALC_STORE && (next_u64(&dice) & 1);
            calc_level next;
            int64_t raw;
            if (level.start != level.goal && calc_play(&level, &RULES, press, &next, &raw, &err) == 0 &&
                next.moves >= 1)
                level = next;
        }
        if (level.start == level.goal)
            continue;
        without_win += !check_hint(&level);
        checked++;
        assert_true(checked < 20000);
    }
    free(levels);
}

static void test_hint_through_the_interface(void **state)
{
    (void)state;
    expect_answer(cs_hint_json("calculator",
                             "start: 3002\ngoal: 3507\nmoves: 6\nbuttons: 7, 3=>5, Inv10, Shift>\n"
                             "portal: 4 0\n",
                             NULL),
                  "\"press\": \"7\", \"moves_left_after\": 5");
    expect_answer(cs_hint_json("calculator", "start: 1\ngoal: 100\nmoves: 2\nbuttons: x2, +1\n", NULL),
                  "\"solvable\": false", "\"fewest_moves\": 8", "\"needs_more_than\": null", "\"closest\": 4");
    /* no win in the move left, and the goal too far for a hint's quick look beyond it (level 143
     * after +1, Save, +1, Store): said at once, without "Gave up" */
    expect_answer(cs_hint_json("calculator", "start: 21\ngoal: 121\nmoves: 1\nbuttons: +1, Store\nstore: 1\n", NULL),
                  "\"solvable\": false", "\"fewest_moves\": null", "\"needs_more_than\": ", "\"closest\": 211", "\"gave_up\": false",
                  "\"message\": \"The goal cannot be reached in the 1 move left. From here it is more than ");
    calc_hint far;
    calc_level dead = parse_level("start: 21\ngoal: 121\nmoves: 1\nbuttons: +1, Store\nstore: 1\n");
    calc_hint_from(&dead, &RULES, &(cs_budget){0, 0, NULL, NULL, NULL}, &far);
    assert_int_equal(far.stop, CS_FINISHED);
    assert_int_equal(far.reach_stop, CS_STOP_STATES);
    assert_true(far.states <= CALC_HINT_REACH_MAX_STATES + 64); /* capped, whatever the budget */
    /* the JSON's needs_more_than and the message's "more than N" are the same N: how far the look got */
    char far_json[64], far_text[64];
    snprintf(far_json, sizeof far_json, "\"needs_more_than\": %d,", far.reach_depth);
    snprintf(far_text, sizeof far_text, "From here it is more than %d moves away;", far.reach_depth);
    expect_answer(cs_hint_json("calculator", "start: 21\ngoal: 121\nmoves: 1\nbuttons: +1, Store\nstore: 1\n", NULL),
                  far_json, far_text, "the closest value within 1 move is 211.\"");
    /* the closest value's presses said only when fewer than the moves left ("(1 press away)" after
     * "within 1 move" said nothing more); the display's own value not said at all */
    expect_answer(cs_hint_json("calculator", "start: 0\ngoal: 1\nmoves: 3\nbuttons: x2\n", NULL),
                  "\"closest\": 0", "From here it cannot be reached in 99 moves either.\"");
    expect_answer(cs_hint_json("calculator", "start: 3\ngoal: 5\nmoves: 2\nbuttons: x2\n", NULL),
                  "the closest value within 2 moves is 6 (1 press away).\"");
    /* never reached (+3 and -3 keep 3 a multiple of 3), the look run to its end within its
     * states: more than the engine's limit of moves */
    expect_answer(cs_hint_json("calculator", "start: 3\ngoal: 100\nmoves: 3\nbuttons: +3, -3\n", NULL),
                  "\"fewest_moves\": null", "\"needs_more_than\": 99,", "From here it cannot be reached in 99 moves either");
    expect_answer(cs_play_json("calculator",
                             "start: 3002\ngoal: 3507\nmoves: 6\nbuttons: 7, 3=>5, Inv10, Shift>\nportal: 4 0\n", "7",
                             NULL),
                  "{\"step\": {\"press\": \"7\", \"value\": 30, \"portal_from\": 30027, \"fell\": \"3\", \"moves_left\": 5",
                  "\"text\": \"start: 30\\ngoal: 3507\\nmoves: 5\\n");
    expect_answer(cs_play_json("calculator", "start: 1\ngoal: 3\nmoves: 1\nbuttons: +1\n", "x2", NULL),
                  "\"field\": \"move\"");
}

/* ---- Digits ---- */

static digits_puzzle digits_puzzle_of(const char *target, const char *numbers)
{
    digits_puzzle p;
    cs_error err;
    if (digits_parse(target, numbers, &p, &err) != 0)
        fail_msg("%s: %s", err.field, err.message);
    return p;
}

/* The board and numbered moves a terminal player sees (calc/board.c), and the
 * step's "free" mark for a press that spends no move (the classic save). */
static void test_board_and_numbered_moves(void **state)
{
    (void)state;
    const cs_game *game = cs_game_find("calculator");
    const cs_options plain = {0}, classic = {.classic = 1};
    void *puzzle = NULL, *next = NULL;
    cs_error err;
    assert_int_equal(game->parse("level: 7\nstart: 5\ngoal: 55\nmoves: 2\nbuttons: Store, [+]1\nstore: 5\noffset: 2\n"
                                 "portal: 3 1\n", &plain, &puzzle, &err), 0);
    cs_buf board = {0}, label = {0};
    game->board(&board, puzzle, &plain);
    assert_string_equal(board.data, "Level 7\n  Display 5    Goal 55    Moves left 2\n"
                        "  Portal: the 4th digit from the right drops out and is added to the 2nd\n  Store holds 5\n"
                        "  [+] buttons pressed so far add 2\n  Buttons: 1) Store   2) [+]1   3) Store:save\n");
    const char *expected[] = {"Store", "[+]1", "Store:save"};
    for (int n = 1; n <= 3; n++, label.len = 0) {
        assert_int_equal(game->numbered_move(puzzle, n, &label), 0);
        assert_string_equal(label.data, expected[n - 1]);
    }
    assert_int_equal(game->numbered_move(puzzle, 0, &label), -1);
    assert_int_equal(game->numbered_move(puzzle, 4, &label), -1);
    for (int rules = 0; rules < 2; rules++) { /* a save costs a move, but not under the classic rules */
        cs_buf step = {0};
        assert_int_equal(game->apply(puzzle, "Store:save", rules ? &classic : &plain, &next, &step, &err), 0);
        assert_int_equal(strstr(step.data, "\"free\": true") != NULL, rules);
        assert_int_equal(strstr(step.data, rules ? "\"moves_left\": 2" : "\"moves_left\": 1") != NULL, 1);
        game->free_puzzle(next);
        cs_buf_free(&step);
    }
    cs_buf_free(&board);
    cs_buf_free(&label);
    game->free_puzzle(puzzle);
}

static void test_digits_moves(void **state)
{
    (void)state;
    digits_puzzle p = digits_puzzle_of("415", "1 2 3 4 5 6"), next;
    digits_step move;
    int places[2];
    cs_error err;
    assert_int_equal(digits_parse_move(" 4 x 3", &move, places, &err), 0);
    assert_int_equal(places[0], -1);
    assert_int_equal(digits_play(&p, &move, places, &next, &err), 0);
    assert_int_equal(places[0], 3);
    assert_int_equal(places[1], 2);
    assert_int_equal(move.result, 12);
    assert_int_equal(next.count, 5);
    assert_true(next.in_play);
    static const char *const bad[][2] = {
        {"4 * 7", "7 is not in the pool"}, {"3 - 5", "not positive"}, {"5 / 2", "not a whole number"},
        {"3 * 3", "3 is not in the pool twice"}, {"4 ** 3", "is not a move"}, {"4 *", "is not a move"},
        {"4@3 * 3@3", "place 3 of the pool does not hold 3"}, {"4@2 * 3", "place 2 of the pool does not hold 4"},
        {"4@ * 3", "is not a move"}, {"4 * 3@6", "is not a move"}, {"4@3 * 3@2 x", "is not a move"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        int status = digits_parse_move(bad[i][0], &move, places, &err);
        if (status == 0)
            status = digits_play(&p, &move, places, &next, &err);
        assert_int_equal(status, -1);
        assert_string_equal(err.field, "move");
        if (!strstr(err.message, bad[i][1]))
            fail_msg("%s: \"%s\" lacks \"%s\"", bad[i][0], err.message, bad[i][1]);
    }
    assert_int_equal(digits_parse_move("6 \xe2\x88\x92 1", &move, places, &err), 0); /* the Unicode minus */
    assert_int_equal(move.op, '-');
    /* equal numbers told apart by their places: the result takes the place named second */
    digits_puzzle twins = digits_puzzle_of("348", "1 1 1 5 13 20");
    assert_int_equal(digits_parse_move("13 @4 + 1@ 2", &move, places, &err), 0);
    assert_int_equal(digits_play(&twins, &move, places, &next, &err), 0);
    assert_int_equal(places[1], 2);
    assert_int_equal(next.numbers[2], 14);
    assert_int_equal(next.numbers[0], 1);
    assert_int_equal(next.numbers[1], 1);
    assert_int_equal(digits_parse_move("13 + 1", &move, places, &err), 0);
    assert_int_equal(digits_play(&twins, &move, places, &next, &err), 0);
    assert_int_equal(next.numbers[0], 14); /* without places: the first 1 */
}

/* Plays the hinted move until the target is hit; returns the moves played. */
static int play_digits_by_hints(digits_puzzle p)
{
    int moves = 0;
    for (;;) {
        digits_hint hint;
        cs_error err;
        assert_int_equal(digits_hint_from(&p, NULL, &hint, &err), 0);
        if (hint.won)
            return moves;
        assert_true(hint.solvable);
        digits_step move = hint.move;
        digits_puzzle next;
        assert_int_equal(digits_play(&p, &move, NULL, &next, &err), 0);
        assert_int_equal(move.result, hint.move.result);
        p = next;
        assert_true(++moves <= DIGITS_MAX_STEPS);
    }
}

static void test_digits_hints(void **state)
{
    (void)state;
    assert_int_equal(play_digits_by_hints(digits_puzzle_of("415", "1 2 3 4 5 6")), 5);
    assert_int_equal(play_digits_by_hints(digits_puzzle_of("765", "1 3 7 10 25 50")), 3);
    test_rng dice = {7};
    int checked = 0, without_win = 0;
    while (checked < 300) {
        char target[16], numbers[64] = "";
        snprintf(target, sizeof target, "%d", 10 + (int)(next_u64(&dice) % 990));
        for (int i = 0; i < 6; i++)
            snprintf(numbers + strlen(numbers), sizeof numbers - strlen(numbers), "%d ", 1 + (int)(next_u64(&dice) % 25));
        digits_puzzle p = digits_puzzle_of(target, numbers);
        int walk = (int)(next_u64(&dice) % 4);
        for (int step = 0; step < walk && p.count > 1; step++) { /* random legal moves */
            digits_step move = {p.numbers[0], p.numbers[1], 0, "+-*/"[next_u64(&dice) % 4]};
            digits_puzzle next;
            cs_error err;
            if (move.a < move.b) {
                move.a = p.numbers[1];
                move.b = p.numbers[0];
            }
            if (digits_play(&p, &move, NULL, &next, &err) == 0)
                p = next;
        }
        digits_hint hint;
        digits_result full;
        cs_error err;
        assert_int_equal(digits_hint_from(&p, NULL, &hint, &err), 0);
        assert_int_equal(digits_solve(&p, 0, NULL, &full, &err), 0);
        assert_int_equal(hint.solvable, full.solved);
        assert_true(hint.closest == full.closest && hint.stars == full.stars);
        if (full.solved && !hint.won) {
            assert_int_equal(hint.moves_left_after, full.ops - 1);
            digits_step move = hint.move;
            digits_puzzle next;
            assert_int_equal(digits_play(&p, &move, NULL, &next, &err), 0);
            digits_result rest;
            assert_int_equal(digits_solve(&next, 0, NULL, &rest, &err), 0);
            assert_true(rest.solved);
            assert_int_equal(rest.ops, hint.moves_left_after); /* the move is on a shortest path */
            digits_result_free(&rest);
        }
        without_win += !full.solved;
        digits_result_free(&full);
        checked++;
    }
    assert_true(without_win > 0);
}

static void test_digits_through_the_interface(void **state)
{
    (void)state;
    expect_answer(cs_play_json("digits", "target: 415\nnumbers: 1 2 3 4 5 6\n", "4 * 3", NULL),
                  "{\"step\": {\"a\": 4, \"op\": \"*\", \"b\": 3, \"result\": 12, \"pool\": [1, 2, 12, 5, 6]",
                  "\"text\": \"target: 415\\nnumbers: 1 2 3 4 5 6\\npool: 1 2 12 5 6\\n\"",
                  "\"best\": 12, \"distance\": 403, \"stars\": 0, \"won\": false}");
    expect_answer(cs_play_json("digits", "target: 415\nnumbers: 1 2 3 4 5 6\npool: 1 5 83\n", "83 * 5", NULL),
                  "\"best\": 415, \"distance\": 0, \"stars\": 3, \"won\": true}");
    expect_answer(cs_play_json("digits", "target: 100\nnumbers: 1 2 3 4 5 6\npool: 90 110 5 3\n", "5 - 3", NULL),
                  "\"best\": 90, \"distance\": 10, \"stars\": 2, \"won\": false}"); /* a tie: the smaller */
    expect_answer(cs_hint_json("digits", "target: 415\nnumbers: 1 2 3 4 5 6\npool: 1 2 12 5 6\n", NULL),
                  "\"solvable\": true, \"move\": \"12 + 2\"", "\"moves_left_after\": 3");
    expect_answer(cs_hint_json("digits", "target: 831\nnumbers: 1 3 7 10 25 50\n", NULL),
                  "\"solvable\": false, \"move\": null", "\"closest\": 830, \"distance\": 1, \"stars\": 2");
    expect_answer(cs_solve_json("digits", "target: 20\nnumbers: 1 2\npool: 20\n", NULL),
                  "\"solved\": true, \"ops\": 0");
}

TEST_MAIN(cmocka_unit_test(test_state_fields),
          cmocka_unit_test(test_presses_by_label),
          cmocka_unit_test(test_hints_from_random_states),
          cmocka_unit_test(test_hint_through_the_interface),
          cmocka_unit_test(test_board_and_numbered_moves),
          cmocka_unit_test(test_digits_moves),
          cmocka_unit_test(test_digits_hints),
          cmocka_unit_test(test_digits_through_the_interface))
