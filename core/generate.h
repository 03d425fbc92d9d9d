/*
 * generate.h: what the generators and the puzzle of the day share, whatever
 * the game: the pseudo-random numbers, dates and their weekdays, and the rank
 * correlation the difficulty scores were chosen with. Each game's own
 * generator, difficulty score and puzzle of the day are declared beside it
 * (calc/calc_generate.h, digits/digits_generate.h); this header names no game.
 * Every random choice comes from cs_rng, a splitmix64 generator held by the
 * caller (no global state), so a seed gives the same puzzle on every machine
 * and in wasm.
 */
#ifndef CALCSOLVE_GENERATE_H
#define CALCSOLVE_GENERATE_H

#include "cs.h"

/* ---- the pseudo-random numbers: splitmix64 (Steele, Lea, Flood 2014) ---- */

typedef struct cs_rng {
    uint64_t state;
} cs_rng;

void cs_rng_seed(cs_rng *rng, uint64_t seed);
/* A seed from text: a decimal number is that number, other text its FNV-1a hash. */
uint64_t cs_seed_of_text(const char *text);
uint64_t cs_rng_next(cs_rng *rng);
/* A uniform integer in [lo, hi] (lo <= hi), without modulo bias. */
int64_t cs_rng_range(cs_rng *rng, int64_t lo, int64_t hi);

/* log2 from + - * / only, the same bits on every machine (x <= 0 gives 0). */
double cs_log2(double x);

/* ---- dates and the puzzle of the day (daily.c) ---- */

/* Days from 1970-01-01 to a date YYYY-MM-DD (years 1970..9999, real calendar
 * days). 0, or -1 with err (field "date"). */
int cs_parse_date(const char *date, int64_t *days, cs_error *err);

/* The date `days` after 1970-01-01 as YYYY-MM-DD (the inverse of cs_parse_date;
 * outside 1970..9999 it is clamped to those years' first and last days). */
void cs_format_date(int64_t days, char date[11]);

/* A date's weekday, 0 = Monday .. 6 = Sunday. 0, or -1 with err (field "date"). */
int daily_weekday(const char *date, int *weekday, cs_error *err);
/* The weekday's name ("Sunday") and its level of challenge ("Sunday: hardest
 * of the week"), "" outside 0..6: the page and `daily --week` show these. */
const char *daily_weekday_name(int weekday);
const char *daily_challenge(int weekday);

/* The seed of one game's puzzle of a date (from "calculator 2026-11-23") and
 * the date's weekday: each game's puzzle of the day starts from it. 0, or -1
 * with err (field "date"). */
int daily_seed(const char *date, const char *game, uint64_t *seed, int *weekday, cs_error *err);

/* Spearman's rank correlation of x and y (n >= 2; ties get their mean rank).
 * 0 when either is constant or memory runs out. */
double cs_spearman(const double *x, const double *y, int n);

#endif
