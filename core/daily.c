/*
 * daily.c: what every game's puzzle of the day shares: dates (parsed and
 * formatted without the C library's time zone), their weekdays and what the
 * page says of each, and the seed of a game's puzzle of a date. Each game
 * makes its own from that seed with its generator (calc/daily.c, a level
 * following a plan per weekday; digits/daily.c), so every machine (and the
 * page) shows the same puzzles on the same day without a server. The week
 * gets harder, as newspapers' puzzles do.
 */
#include "generate.h"

#include <stdio.h>
#include <string.h>

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

/* What the page and `daily --week` say of each weekday: the week gets harder
 * (each game's own plan for the weekday is beside its generator, calc/daily.c
 * and digits/daily.c). */
static const struct {
    const char *name, *challenge;
} WEEK[7] = {
    {"Monday", "Monday: easiest of the week"},
    {"Tuesday", "Tuesday: easy"},
    {"Wednesday", "Wednesday: medium"},
    {"Thursday", "Thursday: tricky"},
    {"Friday", "Friday: harder"}, /* not "hard": read against "Difficulty 4.0 of 10" */
    {"Saturday", "Saturday: harder still"},
    {"Sunday", "Sunday: hardest of the week"},
};

const char *daily_weekday_name(int weekday) { return weekday >= 0 && weekday < 7 ? WEEK[weekday].name : ""; }

const char *daily_challenge(int weekday) { return weekday >= 0 && weekday < 7 ? WEEK[weekday].challenge : ""; }

int daily_weekday(const char *date, int *weekday, cs_error *err)
{
    int64_t days;
    if (cs_parse_date(date, &days, err) != 0)
        return -1;
    *weekday = (int)((days + 3) % 7); /* 1970-01-01 was a Thursday */
    return 0;
}

int daily_seed(const char *date, const char *game, uint64_t *seed, int *weekday, cs_error *err)
{
    if (daily_weekday(date, weekday, err) != 0)
        return -1;
    char text[40];
    snprintf(text, sizeof text, "%s %.10s", game, date);
    *seed = cs_seed_of_text(text);
    return 0;
}
