/*
 * test_daily.c: the Calculator puzzle of the day's weekly ramp.
 * Over a quarter of dates (13 weeks from Monday 2026-11-23): Monday's median
 * difficulty at most 3.0, Sunday's at least 5.2, no weekday's median more than
 * 0.3 below the day before's; at least half of Saturday's and Sunday's levels
 * with three or more buttons or a portal; Store, [+]N and portals among the
 * quarter's levels. Over a year of dates: every level exact (its moves are
 * the shortest solution's length) and unique, re-solved by the solver, and
 * the same when made twice.
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
#include "test_support.h"

#define FIRST_MONDAY "2026-11-23"
#define QUARTER_WEEKS 13
#define YEAR_WEEKS 52

static const calc_rules DEFAULT_RULES = {0, 6};

/* What one weekday's levels of the quarter showed. */
typedef struct weekday_stats {
    double scores[QUARTER_WEEKS];
    int count, big, store, meta, portal;
} weekday_stats;

static void date_after(int64_t days, char date[11])
{
    int64_t first;
    cs_error err;
    assert_int_equal(cs_parse_date(FIRST_MONDAY, &first, &err), 0);
    cs_format_date(first + days, date);
}

static int compare_doubles(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double median(double *values, int n)
{
    qsort(values, (size_t)n, sizeof *values, compare_doubles);
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

static void count_level(weekday_stats *s, const calc_level *level, double score)
{
    int store = 0, meta = 0;
    for (int i = 0; i < level->button_count; i++) {
        store |= level->buttons[i].kind == CALC_STORE;
        meta |= level->buttons[i].kind == CALC_META;
    }
    s->scores[s->count++] = score;
    s->big += level->button_count >= 3 || level->has_portal;
    s->store += store;
    s->meta += meta;
    s->portal += level->has_portal;
}

static void test_ramp_over_a_quarter(void **state)
{
    (void)state;
    weekday_stats stats[7];
    memset(stats, 0, sizeof stats);
    for (int d = 0; d < 7 * QUARTER_WEEKS; d++) {
        char date[11];
        calc_level level;
        calc_result r;
        double score;
        cs_error err;
        date_after(d, date);
        if (daily_level(date, NULL, &level, &r, &score, &err) != 0)
            fail_msg("%s: %s", date, err.message);
        calc_result_free(&r);
        count_level(&stats[d % 7], &level, score);
    }
    int store = 0, meta = 0, portal = 0;
    double before = 0;
    for (int w = 0; w < 7; w++) {
        double m = median(stats[w].scores, stats[w].count);
        print_message("%s: median %.2f, %d of %d with 3+ buttons or a portal, Store %d, [+]N %d, portal %d\n",
                      daily_weekday_name(w), m, stats[w].big, stats[w].count, stats[w].store, stats[w].meta,
                      stats[w].portal);
        if (w > 0 && m < before - 0.3)
            fail_msg("%s's median %.2f falls more than 0.3 below %.2f", daily_weekday_name(w), m, before);
        if (w >= 5 && 2 * stats[w].big < stats[w].count)
            fail_msg("%s: only %d of %d levels have 3+ buttons or a portal", daily_weekday_name(w), stats[w].big,
                     stats[w].count);
        if (w == 0 && m > 3.0)
            fail_msg("Monday's median %.2f is above 3.0", m);
        if (w == 6 && m < 5.2)
            fail_msg("Sunday's median %.2f is below 5.2", m);
        before = m;
        store += stats[w].store;
        meta += stats[w].meta;
        portal += stats[w].portal;
    }
    assert_true(store > 0 && meta > 0 && portal > 0);
}

/* One date's level: re-solved, exact and unique; made again, the same. */
static void check_date(const char *date)
{
    calc_level level, again;
    calc_result made, made_again, solved;
    double score, score_again;
    cs_error err;
    if (daily_level(date, NULL, &level, &made, &score, &err) != 0 ||
        daily_level(date, NULL, &again, &made_again, &score_again, &err) != 0)
        fail_msg("%s: %s", date, err.message);
    assert_memory_equal(&level, &again, sizeof level);
    assert_true(score == score_again);
    cs_budget budget = {0, 0, NULL, NULL, NULL};
    calc_solve(&level, &DEFAULT_RULES, 1, 0, &budget, &solved);
    if (solved.stop != CS_FINISHED || !solved.solved || solved.moves != level.moves || solved.count != 1 ||
        solved.count_saturated)
        fail_msg("%s: moves %d, shortest %d, %llu shortest solutions", date, level.moves, solved.moves,
                 (unsigned long long)solved.count);
    assert_int_equal(made.press_count, level.moves);
    calc_result_free(&made);
    calc_result_free(&made_again);
    calc_result_free(&solved);
}

static void test_a_year_exact_unique_deterministic(void **state)
{
    (void)state;
    for (int d = 0; d < 7 * YEAR_WEEKS; d++) {
        char date[11];
        date_after(d, date);
        check_date(date);
    }
}

static void test_weekday_and_challenge(void **state)
{
    (void)state;
    int weekday;
    cs_error err;
    assert_int_equal(daily_weekday("2026-11-29", &weekday, &err), 0);
    assert_int_equal(weekday, 6);
    assert_string_equal(daily_weekday_name(weekday), "Sunday");
    assert_string_equal(daily_challenge(weekday), "Sunday: hardest of the week");
    assert_string_equal(daily_challenge(0), "Monday: easiest of the week");
    assert_string_equal(daily_challenge(7), "");
    assert_int_equal(daily_weekday("2026-02-30", &weekday, &err), -1);
    assert_string_equal(err.field, "date");
}

TEST_MAIN(cmocka_unit_test(test_weekday_and_challenge),
          cmocka_unit_test(test_ramp_over_a_quarter),
          cmocka_unit_test(test_a_year_exact_unique_deterministic))
