/*
 * test_calc2_generate.c: Calculator 2's generator and level of the day, checked by the
 * search alone: each generated level, read back from its own text, has every goal exactly
 * its moves away by one shortest way, with every key pressed by some goal's way or needed
 * to keep two; the same seed gives the same level; the week's levels follow their plan;
 * bad requests name their option.
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

/* The level's text, read back and solved: every goal exactly moves presses away, one way. */
static void expect_exact(const calc2_level *made, int moves, int goals)
{
    cs_buf text = {0};
    calc2_level *level = NULL;
    cs_error err;
    calc2_level_text(&text, made);
    assert_int_equal(calc2_parse_levels(text.data, &level, &err), 1);
    assert_int_equal(level->moves, moves);
    assert_int_equal(level->goal_count, goals);
    assert_true(level->key_count >= 2 && level->key_count <= 4);
    calc2_result r;
    cs_budget budget = {0, 0, NULL, NULL, NULL};
    calc2_solve(level, 1, &budget, &r);
    for (int g = 0; g < r.goal_count; g++) {
        if (!r.goals[g].solved || r.goals[g].moves != moves || r.goals[g].count != 1)
            fail_msg("%s: goal %lld is not exactly %d presses away by one way", text.data, (long long)r.goals[g].goal,
                     moves);
    }
    free(level);
    cs_buf_free(&text);
}

static void seeds_give_exact_unique_levels(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 60; seed++) {
        calc2_level level, again;
        calc2_result r;
        double difficulty, d2;
        cs_error err;
        int moves = 2 + (int)(seed % 5);
        if (calc2_generate(seed, moves, 2, 0, 0, NULL, &level, &r, &difficulty, &err) != 0)
            fail_msg("seed %llu, %d moves: %s", (unsigned long long)seed, moves, err.message);
        expect_exact(&level, moves, 2);
        assert_true(difficulty >= 1 && difficulty <= 10);
        assert_int_equal(calc2_generate(seed, moves, 2, 0, 0, NULL, &again, &r, &d2, &err), 0);
        cs_buf a = {0}, b = {0};
        calc2_level_text(&a, &level);
        calc2_level_text(&b, &again);
        assert_string_equal(a.data, b.data);
        cs_buf_free(&a);
        cs_buf_free(&b);
    }
}

static void the_week_follows_its_plan(void **state)
{
    (void)state;
    static const char *const WEEK[] = {"2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27",
                                       "2026-11-28", "2026-11-29"};
    static const int MOVES[] = {3, 3, 4, 4, 5, 5, 6}, GOALS[] = {1, 2, 2, 2, 2, 3, 3};
    for (int day = 0; day < 7; day++) {
        calc2_level level;
        calc2_result r;
        double difficulty;
        cs_error err;
        assert_int_equal(calc2_daily(WEEK[day], NULL, &level, &r, &difficulty, &err), 0);
        expect_exact(&level, MOVES[day], GOALS[day]);
    }
    calc2_level level;
    calc2_result r;
    double difficulty;
    cs_error err;
    assert_int_equal(calc2_daily("2026-02-30", NULL, &level, &r, &difficulty, &err), -1);
    assert_string_equal(err.field, "date");
}

static void bad_requests_name_their_option(void **state)
{
    (void)state;
    cs_generate_options gen = {0};
    cs_options opt = {0};
    gen.moves = 12;
    char *answer = cs_generate_json("calculator2", &gen, &opt);
    assert_contains(answer, "\"field\": \"moves\"", "1 to 8 moves");
    free(answer);
    gen.moves = 0;
    gen.kinds = "add";
    answer = cs_generate_json("calculator2", &gen, &opt);
    assert_contains(answer, "\"field\": \"kinds\"");
    free(answer);
    gen.kinds = NULL;
    gen.seed = 42;
    expect_answer(cs_generate_json("calculator2", &gen, &opt), "\"game\": \"calculator2\"", "\"solution\": [");
}

TEST_MAIN(cmocka_unit_test(seeds_give_exact_unique_levels), cmocka_unit_test(the_week_follows_its_plan),
          cmocka_unit_test(bad_requests_name_their_option))
