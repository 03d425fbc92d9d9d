/*
 * daily.c: the puzzle of the day: one Calculator level and one Digits puzzle
 * for a date, made by the generators seeded by the date itself, so every
 * machine (and the page) shows the same puzzles on the same day without a
 * server. The week gets harder, as newspapers' puzzles do: the Calculator
 * level follows a plan per weekday (PLAN: presses, the difficulty score asked
 * of the generator, Store among the kinds, portals on some dates), from
 * Monday's 4 presses as easy as the game's first levels to Sunday's 7 as hard
 * as its last ones; Monday's Digits takes 2 operations, the weekend's 5.
 */
#include "generate.h"

#include <stdio.h>
#include <string.h>

#define DAILY_ATTEMPTS 3

static int leap(int64_t year) { return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0; }

static int days_in_month(int64_t year, int month)
{
    static const int DAYS[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    return DAYS[month - 1] + (month == 2 && leap(year));
}

static int digits_at(const char *s, int n, int64_t *out)
{
    *out = 0;
    for (int i = 0; i < n; i++) {
        if (s[i] < '0' || s[i] > '9')
            return -1;
        *out = *out * 10 + (s[i] - '0');
    }
    return 0;
}

int cs_parse_date(const char *date, int64_t *days, cs_error *err)
{
    int64_t year, month, day;
    if (!date || strlen(date) != 10 || date[4] != '-' || date[7] != '-' || digits_at(date, 4, &year) != 0 ||
        digits_at(date + 5, 2, &month) != 0 || digits_at(date + 8, 2, &day) != 0)
        return cs_fail(err, 0, "date", "the date must be YYYY-MM-DD, e.g. 2026-11-23");
    if (year < 1970)
        return cs_fail(err, 0, "date", "the year must be 1970 to 9999, not %lld", (long long)year);
    if (month < 1 || month > 12)
        return cs_fail(err, 0, "date", "the month must be 01 to 12, not %02lld", (long long)month);
    if (day < 1 || day > days_in_month(year, (int)month))
        return cs_fail(err, 0, "date", "%04lld-%02lld has no day %02lld", (long long)year, (long long)month,
                       (long long)day);
    int64_t total = 0;
    for (int64_t y = 1970; y < year; y++)
        total += 365 + leap(y);
    for (int m = 1; m < month; m++)
        total += days_in_month(year, m);
    *days = total + day - 1;
    return 0;
}

void cs_format_date(int64_t days, char date[11])
{
    int64_t year = 1970;
    int month = 1;
    if (days < 0)
        days = 0;
    while (days >= 365 + leap(year) && year < 9999)
        days -= 365 + leap(year++);
    while (month < 12 && days >= days_in_month(year, month))
        days -= days_in_month(year, month++);
    if (days >= days_in_month(year, month)) /* past 9999-12-31 */
        days = days_in_month(year, month) - 1;
    snprintf(date, 11, "%04u-%02u-%02u", (unsigned)year % 10000u, (unsigned)month % 100u, (unsigned)(days + 1) % 100u);
}

/* What the Calculator level of each weekday asks of the generator, and what
 * the page and `daily --week` say of it. The difficulty asked for is a little
 * above the median wanted: the generator accepts scores within 0.5 and meets
 * lower ones more often (medians measured by `make bench`, README). */
typedef struct daily_plan {
    int moves;            /* presses of the shortest solution */
    double difficulty;    /* the score to be within 0.5 of */
    int store;            /* Store among the kinds */
    int portal_quarters;  /* of four dates (by the seed), how many have a portal */
    const char *name, *challenge;
} daily_plan;

static const daily_plan PLAN[7] = {
    {4, 2.5, 0, 0, "Monday", "Monday: easiest of the week"},
    {4, 3.0, 0, 0, "Tuesday", "Tuesday: easy"},
    {5, 3.5, 1, 0, "Wednesday", "Wednesday: medium"},
    {5, 4.0, 1, 0, "Thursday", "Thursday: tricky"},
    {6, 4.5, 1, 0, "Friday", "Friday: hard"},
    {6, 5.0, 1, 2, "Saturday", "Saturday: harder still"},
    {7, 6.0, 1, 2, "Sunday", "Sunday: hardest of the week"},
};

const char *daily_weekday_name(int weekday) { return weekday >= 0 && weekday < 7 ? PLAN[weekday].name : ""; }

const char *daily_challenge(int weekday) { return weekday >= 0 && weekday < 7 ? PLAN[weekday].challenge : ""; }

int daily_weekday(const char *date, int *weekday, cs_error *err)
{
    int64_t days;
    if (cs_parse_date(date, &days, err) != 0)
        return -1;
    *weekday = (int)((days + 3) % 7); /* 1970-01-01 was a Thursday */
    return 0;
}

/* The seed of one game's puzzle of a date (from "calculator 2026-11-23") and
 * the date's weekday. 0, or -1 with err. */
static int daily_seed(const char *date, const char *game, uint64_t *seed, int *weekday, cs_error *err)
{
    if (daily_weekday(date, weekday, err) != 0)
        return -1;
    char text[40];
    snprintf(text, sizeof text, "%s %.10s", game, date);
    *seed = cs_seed_of_text(text);
    return 0;
}

int daily_level_options(const char *date, calc_generate_options *out, cs_error *err)
{
    int weekday;
    memset(out, 0, sizeof *out);
    if (daily_seed(date, "calculator", &out->seed, &weekday, err) != 0)
        return -1;
    const daily_plan *plan = &PLAN[weekday];
    out->moves = plan->moves;
    out->difficulty = plan->difficulty;
    out->kinds = plan->store ? CALC_ALL_KINDS : 0; /* 0: every kind but Store */
    out->portal = (int)(out->seed >> 40 & 3u) < plan->portal_quarters;
    return 0;
}

int daily_level(const char *date, const volatile int *cancel, calc_level *level, calc_result *solution,
                double *difficulty, cs_error *err)
{
    calc_generate_options o;
    cs_error own;
    if (!err)
        err = &own;
    if (daily_level_options(date, &o, err) != 0)
        return -1;
    o.cancel = cancel;
    /* never met on the dates measured, but a date must have a level: other
     * seeds of the same plan, then any score of the plan's size */
    for (int attempt = 0; attempt < DAILY_ATTEMPTS; attempt++) {
        if (calc_generate(&o, level, solution, difficulty, err) == 0)
            return 0;
        if (strcmp(err->field, "generate") != 0 || (cancel && *cancel))
            return -1;
        o.seed = o.seed * 6364136223846793005u + 1442695040888963407u; /* the next seed, as an LCG */
        if (attempt == DAILY_ATTEMPTS - 2)
            o.difficulty = 0;
    }
    return -1;
}

int daily_digits_options(const char *date, digits_generate_options *out, cs_error *err)
{
    int weekday;
    memset(out, 0, sizeof *out);
    if (daily_seed(date, "digits", &out->seed, &weekday, err) != 0)
        return -1;
    out->ops = 2 + (weekday + 1) / 2; /* Monday 2 .. the weekend 5 */
    return 0;
}

int daily_generate(const char *date, const volatile int *cancel, daily_puzzles *out, cs_error *err)
{
    digits_generate_options digits;
    memset(out, 0, sizeof *out);
    if (daily_weekday(date, &out->weekday, err) != 0 || daily_digits_options(date, &digits, err) != 0)
        return -1;
    memcpy(out->date, date, 10);
    digits.cancel = cancel;
    if (daily_level(date, cancel, &out->level, &out->level_solution, &out->level_difficulty, err) != 0)
        return -1;
    if (digits_generate(&digits, &out->digits, &out->digits_solution, &out->digits_difficulty, err) != 0) {
        calc_result_free(&out->level_solution);
        return -1;
    }
    return 0;
}

void daily_puzzles_free(daily_puzzles *daily)
{
    calc_result_free(&daily->level_solution);
    digits_result_free(&daily->digits_solution);
}
