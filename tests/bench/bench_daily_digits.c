/*
 * bench_daily_digits.c: the Digits puzzle of the day's weekly ramp, for the
 * puzzle-of-the-day table in tests/README.md (`make bench`): over a quarter of
 * dates (13 weeks from Monday 2026-11-23), per weekday, the fewest operations,
 * the median difficulty and its range, and the time to make one (mean and
 * slowest). Exits non-zero when a date has no puzzle.
 */
#include "digits_generate.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#define WEEKS 13

typedef struct day_stats {
    double scores[WEEKS], ms_total, ms_max;
    int count, ops;
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

static void print_row(int weekday, day_stats *s)
{
    qsort(s->scores, (size_t)s->count, sizeof s->scores[0], compare);
    printf("| %-9s | %d | %.1f | %.1f–%.1f | %.1f / %.0f |\n", daily_weekday_name(weekday), s->ops,
           s->scores[s->count / 2], s->scores[0], s->scores[s->count - 1], s->ms_total / s->count, s->ms_max);
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
        digits_generate_options options;
        digits_puzzle puzzle;
        double score = 0, start = now_ms();
        cs_format_date(first + d, date);
        if (daily_digits_options(date, &options, &err) != 0 || digits_generate(&options, &puzzle, NULL, &score, &err) != 0) {
            fprintf(stderr, "%s: %s\n", date, err.message);
            return 1;
        }
        day_stats *s = &stats[d % 7];
        s->scores[s->count++] = score;
        s->ops = options.ops;
        double ms = now_ms() - start;
        s->ms_total += ms;
        if (ms > s->ms_max)
            s->ms_max = ms;
    }
    printf("Digits of the day, 13 weeks from 2026-11-23 (91 dates):\n");
    printf("| weekday | operations | median difficulty | range | ms to make (mean / slowest) |\n|---|---|---|---|---|\n");
    for (int w = 0; w < 7; w++)
        print_row(w, &stats[w]);
    return 0;
}
