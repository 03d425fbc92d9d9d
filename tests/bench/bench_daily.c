/*
 * bench_daily.c: the puzzles of the day's weekly ramps, for the puzzle-of-the-day
 * tables in tests/README.md (`make bench`): over a quarter of dates (13 weeks from
 * Monday 2026-11-23), per weekday. The Calculator's: the median difficulty and its
 * range, the presses, how many levels have three or more buttons or a portal, how
 * many use Store, [+]N or a portal, and the time to make one (mean and slowest).
 * Digits': the fewest operations, the median difficulty and its range, the time to
 * make one. Exits non-zero when a date has no puzzle.
 */
#include "calc_generate.h"
#include "digits_generate.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#define WEEKS 13

typedef struct day_stats {
    double scores[WEEKS], ms_total, ms_max;
    int count, moves, big, store, meta, portal;
} day_stats;

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

static int compare(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static void count(day_stats *s, const calc_level *level, double score, double ms)
{
    int store = 0, meta = 0;
    for (int i = 0; i < level->button_count; i++) {
        store |= level->buttons[i].kind == CALC_STORE;
        meta |= level->buttons[i].kind == CALC_META;
    }
    s->scores[s->count++] = score;
    s->moves = level->moves;
    s->big += level->button_count >= 3 || level->has_portal;
    s->store += store;
    s->meta += meta;
    s->portal += level->has_portal;
    s->ms_total += ms;
    if (ms > s->ms_max)
        s->ms_max = ms;
}

static void print_row(int weekday, day_stats *s)
{
    qsort(s->scores, (size_t)s->count, sizeof s->scores[0], compare);
    printf("| %-9s | %d | %.1f | %.1f–%.1f | %2d of %d | %2d | %2d | %2d | %.1f / %.0f |\n",
           daily_weekday_name(weekday), s->moves, s->scores[s->count / 2], s->scores[0], s->scores[s->count - 1],
           s->big, s->count, s->store, s->meta, s->portal, s->ms_total / s->count, s->ms_max);
}

/* Digits of the day over the same dates: the generator's options of each date, its score. */
static int digits_days(int64_t first)
{
    day_stats stats[7] = {0};
    int ops[7] = {0};
    cs_error err;
    for (int d = 0; d < 7 * WEEKS; d++) {
        char date[11];
        digits_generate_options options;
        digits_puzzle puzzle;
        double score = 0, start = now_ms();
        cs_format_date(first + d, date);
        if (daily_digits_options(date, &options, &err) != 0 || digits_generate(&options, &puzzle, NULL, &score, &err) != 0) {
            fprintf(stderr, "%s: %s\n", date, err.message);
            return 1;
        }
        day_stats *s = &stats[d % 7];
        double ms = now_ms() - start;
        s->scores[s->count++] = score;
        ops[d % 7] = options.ops;
        s->ms_total += ms;
        if (ms > s->ms_max)
            s->ms_max = ms;
    }
    printf("\nDigits of the day, the same 91 dates:\n");
    printf("| weekday | operations | median difficulty | range | ms to make (mean / slowest) |\n|---|---|---|---|---|\n");
    for (int w = 0; w < 7; w++) {
        day_stats *s = &stats[w];
        qsort(s->scores, (size_t)s->count, sizeof s->scores[0], compare);
        printf("| %-9s | %d | %.1f | %.1f–%.1f | %.1f / %.0f |\n", daily_weekday_name(w), ops[w], s->scores[s->count / 2],
               s->scores[0], s->scores[s->count - 1], s->ms_total / s->count, s->ms_max);
    }
    return 0;
}

int main(void)
{
    day_stats stats[7] = {0};
    int64_t first;
    cs_error err;
    if (cs_parse_date("2026-11-23", &first, &err) != 0)
        return 1;
    for (int d = 0; d < 7 * WEEKS; d++) {
        char date[11];
        calc_level level;
        calc_result r;
        double score, start = now_ms();
        cs_format_date(first + d, date);
        if (daily_level(date, NULL, &level, &r, &score, &err) != 0) {
            fprintf(stderr, "%s: %s\n", date, err.message);
            return 1;
        }
        calc_result_free(&r);
        count(&stats[d % 7], &level, score, now_ms() - start);
    }
    printf("Calculator puzzle of the day, 13 weeks from 2026-11-23 (91 dates):\n");
    printf("| weekday | presses | median difficulty | range | 3+ buttons or a portal | Store | [+]N | portal "
           "| ms to make (mean / slowest) |\n|---|---|---|---|---|---|---|---|---|\n");
    for (int w = 0; w < 7; w++)
        print_row(w, &stats[w]);
    return digits_days(first);
}
