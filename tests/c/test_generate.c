/*
 * test_generate.c: unit tests of the difficulty scores, the level generators
 * and the puzzle of the day: the score's rank correlation with the bundled
 * levels' order, determinism, 1,000 generated levels re-solved by the solver
 * (exactly M presses, one shortest solution, no useless button), the bound on
 * tries, options, Digits puzzles and date validation.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "calc_generate.h"
#include "daily_pair.h"
#include "digits_generate.h"
#include "test_support.h"

static const calc_rules DEFAULT_RULES = {0, 6};

/* What seed 42 gives with every default, on every machine and in wasm. */
#define GOLDEN_SEED_42 "start: 42\ngoal: 44444\nmoves: 5\nbuttons: <<, 4\n"

static char *level_text(const calc_level *level)
{
    cs_buf b = {0};
    calc_level_text(&b, level);
    return cs_buf_take(&b);
}

/* ---- Spearman and the calibration ---- */

static void test_spearman_basics(void **state)
{
    (void)state;
    double x[] = {1, 2, 3, 4, 5}, up[] = {10, 20, 30, 40, 50}, down[] = {5, 4, 3, 2, 1}, flat[] = {7, 7, 7, 7, 7};
    double ties[] = {1, 1, 2, 2, 3};
    assert_true(cs_spearman(x, up, 5) > 0.999999);
    assert_true(cs_spearman(x, down, 5) < -0.999999);
    assert_true(cs_spearman(x, flat, 5) == 0);
    double r = cs_spearman(x, ties, 5); /* ranks 1.5 1.5 3.5 3.5 5 against 1..5: 0.9487 */
    assert_true(r > 0.948 && r < 0.949);
    assert_true(cs_log2(1024) > 9.9999999 && cs_log2(1024) < 10.0000001);
    assert_true(cs_log2(3) > 1.5849625 && cs_log2(3) < 1.5849626);
    volatile double huge = 1e308;
    assert_true(cs_log2(huge * 10) == 1024); /* infinity ends */
    assert_true(cs_log2(0.25) > -2.0000001 && cs_log2(0.25) < -1.9999999);
    assert_true(cs_log2(-1) == 0);
}

static void test_difficulty_rank_correlation(void **state)
{
    (void)state;
    int n;
    cs_error err;
    calc_level *levels = bundled_levels_or_fail(&n);
    double *score = malloc(sizeof(double) * (size_t)n), *number = malloc(sizeof(double) * (size_t)n);
    assert_non_null(score);
    assert_non_null(number);
    for (int i = 0; i < n; i++) {
        if (calc_difficulty(&levels[i], &DEFAULT_RULES, NULL, &score[i], &err) != 0)
            fail_msg("level %d: %s", levels[i].number, err.message);
        assert_true(score[i] >= 1 && score[i] <= 10);
        assert_true(score[i] * 10 == (double)(int64_t)(score[i] * 10 + 0.5)); /* one decimal */
        number[i] = levels[i].number;
    }
    double rho = cs_spearman(score, number, n);
    print_message("Spearman rank correlation of difficulty and level number: %.3f\n", rho);
    if (rho < 0.55)
        fail_msg("Spearman correlation %.3f is under 0.55", rho);
    free(score);
    free(number);
    free(levels);
}

/* The sequence walk's winning sequences are the solver's shortest solutions. */
static void test_difficulty_walk_agrees_with_solver(void **state)
{
    (void)state;
    calc_level *levels;
    cs_error err;
    int n = calc_bundled_levels(&levels, &err);
    for (int i = 0; i < n; i++) {
        calc_difficulty_info info;
        calc_result r;
        calc_solve(&levels[i], &DEFAULT_RULES, 1, 0, NULL, &r);
        assert_int_equal(calc_difficulty_from(&levels[i], &DEFAULT_RULES, NULL, &r, &info, &err), 0);
        if (info.winning != (double)r.count || info.shortest != r.press_count || info.sequences < info.winning)
            fail_msg("level %d: walk %.0f winning of %.0f, solver %llu", levels[i].number, info.winning,
                     info.sequences, (unsigned long long)r.count);
        calc_result_free(&r);
    }
    free(levels);
}

static void test_difficulty_errors(void **state)
{
    (void)state;
    calc_level *levels;
    cs_error err;
    const char *text = "start: 0\ngoal: 7\nmoves: 2\nbuttons: +2\n";
    assert_int_equal(calc_parse_levels(text, &DEFAULT_RULES, &levels, &err), 1);
    double score = 0;
    assert_int_equal(calc_difficulty(&levels[0], &DEFAULT_RULES, NULL, &score, &err), -1);
    assert_string_equal(err.field, "difficulty");
    assert_non_null(strstr(err.message, "no solution"));
    free(levels);
}

/* ---- the Calculator generator ---- */

static void test_generate_is_deterministic(void **state)
{
    (void)state;
    calc_generate_options opt = {0};
    opt.seed = 42;
    calc_level a, b;
    cs_error err;
    assert_int_equal(calc_generate(&opt, &a, NULL, NULL, &err), 0);
    assert_int_equal(calc_generate(&opt, &b, NULL, NULL, &err), 0);
    char *ta = level_text(&a), *tb = level_text(&b);
    assert_string_equal(ta, tb);
    /* the same bits in wasm: this text is what seed 42 gives on every machine */
    assert_string_equal(ta, GOLDEN_SEED_42);
    opt.seed = 43;
    assert_int_equal(calc_generate(&opt, &b, NULL, NULL, &err), 0);
    char *tc = level_text(&b);
    assert_string_not_equal(ta, tc);
    free(ta);
    free(tb);
    free(tc);
}

/* Re-reads the level from its text and checks it with the solver alone. */
static void expect_generated_level(const calc_level *generated, int moves, int unique)
{
    char *text = level_text(generated);
    calc_level *levels;
    cs_error err;
    if (calc_parse_levels(text, &DEFAULT_RULES, &levels, &err) != 1)
        fail_msg("generated level does not parse: %s\n%s", err.message, text);
    calc_result r;
    calc_solve(&levels[0], &DEFAULT_RULES, 1, CALC_MAX_LISTED, NULL, &r);
    if (!r.solved || r.moves != moves || r.press_count != moves || levels[0].moves != moves)
        fail_msg("not exactly %d presses (solved %d, %d):\n%s", moves, r.solved, r.moves, text);
    if (levels[0].button_count < 2)
        fail_msg("one button only:\n%s", text);
    if (unique && r.count != 1)
        fail_msg("%llu shortest solutions:\n%s", (unsigned long long)r.count, text);
    int used[CALC_MAX_BUTTONS] = {0};
    for (int s = 0, at = 0; s < r.listed_count; at += r.listed_lengths[s++])
        for (int k = 0; k < r.listed_lengths[s]; k++)
            used[r.listed[at + k].button] = 1;
    for (int i = 0; i < levels[0].button_count; i++) {
        if (used[i])
            continue;
        calc_level smaller = levels[0];
        smaller.button_count = 0;
        for (int j = 0; j < levels[0].button_count; j++)
            if (j != i)
                smaller.buttons[smaller.button_count++] = levels[0].buttons[j];
        calc_result without;
        calc_solve(&smaller, &DEFAULT_RULES, 1, 0, NULL, &without);
        calc_result_free(&without);
        if (without.solved == r.solved && without.moves == r.moves && without.count == r.count)
            fail_msg("button %s is useless:\n%s", levels[0].buttons[i].label, text);
    }
    calc_result_free(&r);
    free(levels);
    free(text);
}

static int seed_count(int fallback)
{
    const char *env = getenv("CALCSOLVE_GENERATE_SEEDS");
    return env && atoi(env) > 0 ? atoi(env) : fallback;
}

static void test_thousand_seeds_solve_in_exactly_m(void **state)
{
    (void)state;
    int seeds = seed_count(1000);
    for (int moves = 5; moves <= 8; moves += 3)
        for (int s = 0; s < (moves == 5 ? seeds : seeds / 10); s++) {
            calc_generate_options opt = {0};
            opt.seed = (uint64_t)s;
            opt.moves = moves;
            calc_level level;
            calc_result solution;
            cs_error err;
            if (calc_generate(&opt, &level, &solution, NULL, &err) != 0)
                fail_msg("seed %d, %d moves: %s", s, moves, err.message);
            assert_int_equal(solution.press_count, moves);
            assert_int_equal(solution.count, 1);
            calc_result_free(&solution);
            expect_generated_level(&level, moves, 1);
        }
}

static void test_allow_many_keeps_every_button_useful(void **state)
{
    (void)state;
    for (int s = 0; s < 50; s++) {
        calc_generate_options opt = {0};
        opt.seed = (uint64_t)s;
        opt.moves = 4;
        opt.allow_many = 1;
        calc_level level;
        cs_error err;
        if (calc_generate(&opt, &level, NULL, NULL, &err) != 0)
            fail_msg("seed %d: %s", s, err.message);
        expect_generated_level(&level, 4, 0);
    }
}

static void test_generate_difficulty_kinds_portal(void **state)
{
    (void)state;
    for (int s = 0; s < 20; s++) {
        double target = 2 + (s % 6); /* 2 .. 7 */
        calc_generate_options opt = {0};
        opt.seed = (uint64_t)s;
        opt.difficulty = target;
        calc_level level;
        double score, again;
        cs_error err;
        if (calc_generate(&opt, &level, NULL, &score, &err) != 0)
            fail_msg("seed %d, difficulty %.0f: %s", s, target, err.message);
        assert_int_equal(calc_difficulty(&level, &DEFAULT_RULES, NULL, &again, &err), 0);
        assert_true(again == score);
        if (score < target - 0.5 || score > target + 0.5)
            fail_msg("asked for %.1f, got %.1f", target, score);
    }
    calc_generate_options opt = {0};
    assert_int_equal(calc_parse_kinds("add, mul,reverse", &opt.kinds, NULL), 0);
    opt.portal = 1;
    for (int s = 0; s < 20; s++) {
        opt.seed = (uint64_t)s;
        calc_level level;
        calc_difficulty_info info;
        cs_error err;
        if (calc_generate(&opt, &level, NULL, NULL, &err) != 0)
            fail_msg("seed %d: %s", s, err.message);
        for (int i = 0; i < level.button_count; i++)
            assert_true(opt.kinds >> level.buttons[i].kind & 1u);
        assert_true(level.has_portal);
        assert_int_equal(calc_difficulty_measure(&level, &DEFAULT_RULES, NULL, &info, &err), 0);
        assert_true(info.portal_used);
    }
}

static void test_generate_gives_up_and_checks_options(void **state)
{
    (void)state;
    calc_generate_options opt = {0};
    calc_level level;
    cs_error err;
    assert_int_equal(calc_parse_kinds("negate", &opt.kinds, &err), 0);
    opt.moves = 5; /* +/- alone shows two values: nothing is 5 presses away */
    assert_int_equal(calc_generate(&opt, &level, NULL, NULL, &err), -1);
    assert_string_equal(err.field, "generate");
    assert_non_null(strstr(err.message, "gave up after 3000 candidates"));
    assert_int_equal(calc_parse_kinds("add", &opt.kinds, &err), 0);
    opt.moves = 12;
    opt.difficulty = 10; /* + alone never scores 10 */
    opt.max_tries = 200;
    assert_int_equal(calc_generate(&opt, &level, NULL, NULL, &err), -1);
    assert_non_null(strstr(err.message, "gave up after 200 candidates"));
    volatile int cancel = 1;
    calc_generate_options cancelled = {0};
    cancelled.cancel = &cancel;
    assert_int_equal(calc_generate(&cancelled, &level, NULL, NULL, &err), -1);
    assert_non_null(strstr(err.message, "cancelled after 0 candidates"));
    calc_generate_options bad = {0};
    bad.moves = 40;
    assert_int_equal(calc_generate(&bad, &level, NULL, NULL, &err), -1);
    assert_string_equal(err.field, "moves");
    bad.moves = 5;
    bad.difficulty = 11;
    assert_int_equal(calc_generate(&bad, &level, NULL, NULL, &err), -1);
    assert_string_equal(err.field, "difficulty");
    assert_int_equal(calc_parse_kinds("add,bogus", &bad.kinds, &err), -1);
    assert_string_equal(err.field, "kinds");
    assert_non_null(strstr(err.message, "\"bogus\""));
    assert_int_equal(calc_parse_kinds(" , ", &bad.kinds, &err), -1);
}

/* ---- Digits ---- */

static void test_digits_generate(void **state)
{
    (void)state;
    for (int s = 0; s < 80; s++) {
        digits_generate_options opt = {0};
        opt.seed = (uint64_t)s;
        opt.ops = 2 + s % 4;
        digits_puzzle p, again;
        digits_result r;
        double score;
        cs_error err;
        if (digits_generate(&opt, &p, &r, &score, &err) != 0)
            fail_msg("seed %d: %s", s, err.message);
        assert_int_equal(digits_generate(&opt, &again, NULL, NULL, &err), 0);
        /* field by field: the struct's trailing padding holds whatever the stack held */
        assert_true(p.target == again.target && p.count == again.count && p.in_play == again.in_play);
        assert_memory_equal(p.numbers, again.numbers, sizeof p.numbers);
        assert_int_equal(p.count, 6);
        for (int i = 0; i < 6; i++)
            assert_true(p.numbers[i] >= 1 && p.numbers[i] <= 25);
        digits_result check;
        assert_int_equal(digits_solve(&p, 0, NULL, &check, &err), 0);
        assert_true(check.solved);
        assert_int_equal(check.ops, opt.ops);
        assert_int_equal(r.ops, opt.ops);
        double other;
        assert_int_equal(digits_difficulty(&p, NULL, &other, &err), 0);
        assert_true(other == score && score >= 1 && score <= 10);
        digits_result_free(&check);
        digits_result_free(&r);
    }
    digits_generate_options bad = {0};
    digits_puzzle p;
    cs_error err;
    bad.ops = 9;
    assert_int_equal(digits_generate(&bad, &p, NULL, NULL, &err), -1);
    assert_string_equal(err.field, "ops");
    bad.ops = 2;
    bad.difficulty = 9.5; /* two operations never score that high */
    bad.max_tries = 50;
    assert_int_equal(digits_generate(&bad, &p, NULL, NULL, &err), -1);
    assert_non_null(strstr(err.message, "gave up after 50 candidates"));
}

static void test_digits_difficulty_grows_with_operations(void **state)
{
    (void)state;
    double sum[6] = {0};
    for (int ops = 2; ops <= 5; ops++)
        for (int s = 0; s < 10; s++) {
            digits_generate_options opt = {0};
            opt.seed = (uint64_t)(100 + s);
            opt.ops = ops;
            digits_puzzle p;
            double score;
            cs_error err;
            assert_int_equal(digits_generate(&opt, &p, NULL, &score, &err), 0);
            sum[ops] += score;
        }
    for (int ops = 3; ops <= 5; ops++)
        assert_true(sum[ops] > sum[ops - 1]);
}

/* ---- the puzzle of the day ---- */

/* cs_format_date is cs_parse_date's inverse on every day of 1970..9999 that
 * every 97th day samples, and on the ends and the leap days around them. */
static void test_format_date(void **state)
{
    (void)state;
    char date[11];
    int64_t back;
    cs_error err;
    static const struct { int64_t days; const char *date; } KNOWN[] = {
        {0, "1970-01-01"}, {19782, "2024-02-29"}, {20780, "2026-11-23"}, {11016, "2000-02-29"},
        {10957, "2000-01-01"}, {-5, "1970-01-01"}, {2932896, "9999-12-31"}, {99999999, "9999-12-31"}};
    for (size_t i = 0; i < sizeof KNOWN / sizeof KNOWN[0]; i++) {
        cs_format_date(KNOWN[i].days, date);
        assert_string_equal(date, KNOWN[i].date);
    }
    for (int64_t days = 0; days <= 2932896; days += 97) {
        cs_format_date(days, date);
        assert_int_equal(cs_parse_date(date, &back, &err), 0);
        assert_int_equal(back, days);
    }
}

static void test_daily(void **state)
{
    (void)state;
    static const char *const BAD[] = {"2026-02-29", "2026-13-01", "2026-00-10", "2026-04-31", "tomorrow",
                                      "2026-1-5", "1969-12-31", "2026-11-23x", "", "2026/11/23"};
    daily_puzzles a, b;
    cs_error err;
    for (size_t i = 0; i < sizeof BAD / sizeof BAD[0]; i++) {
        if (daily_generate(BAD[i], NULL, &a, &err) != -1)
            fail_msg("date \"%s\" was accepted", BAD[i]);
        assert_string_equal(err.field, "date");
    }
    int64_t days;
    assert_int_equal(cs_parse_date("2024-02-29", &days, &err), 0);
    assert_int_equal(days, 19782);
    assert_int_equal(cs_parse_date("1970-01-01", &days, &err), 0);
    assert_int_equal(days, 0);
    assert_int_equal(daily_generate("2026-11-23", NULL, &a, &err), 0);
    assert_int_equal(daily_generate("2026-11-23", NULL, &b, &err), 0);
    assert_int_equal(a.weekday, 0); /* a Monday */
    assert_int_equal(a.level.moves, 4);
    char *ta = level_text(&a.level), *tb = level_text(&b.level);
    assert_string_equal(ta, tb);
    assert_memory_equal(&a.digits, &b.digits, sizeof a.digits);
    assert_int_equal(a.digits_solution.ops, 2);
    daily_puzzles_free(&b);
    assert_int_equal(daily_generate("2026-11-29", NULL, &b, &err), 0); /* a Sunday */
    assert_int_equal(b.weekday, 6);
    assert_int_equal(b.level.moves, 7);
    assert_int_equal(b.level_solution.press_count, 7);
    assert_int_equal(b.digits_solution.ops, 5);
    free(ta);
    free(tb);
    daily_puzzles_free(&a);
    daily_puzzles_free(&b);
}

TEST_MAIN(cmocka_unit_test(test_spearman_basics),
          cmocka_unit_test(test_difficulty_rank_correlation),
          cmocka_unit_test(test_difficulty_walk_agrees_with_solver),
          cmocka_unit_test(test_difficulty_errors),
          cmocka_unit_test(test_generate_is_deterministic),
          cmocka_unit_test(test_thousand_seeds_solve_in_exactly_m),
          cmocka_unit_test(test_allow_many_keeps_every_button_useful),
          cmocka_unit_test(test_generate_difficulty_kinds_portal),
          cmocka_unit_test(test_generate_gives_up_and_checks_options),
          cmocka_unit_test(test_digits_generate),
          cmocka_unit_test(test_digits_difficulty_grows_with_operations),
          cmocka_unit_test(test_format_date),
          cmocka_unit_test(test_daily))
