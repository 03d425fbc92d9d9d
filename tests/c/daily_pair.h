/*
 * daily_pair.h: both puzzles of a date at once (the Calculator level and the
 * Digits puzzle), for the tests and benchmarks that check the puzzle of the
 * day across games. The engine has no such call: each game makes its own
 * (its generate() with a date), and the shared layer names no game.
 */
#ifndef CALCSOLVE_TESTS_DAILY_PAIR_H
#define CALCSOLVE_TESTS_DAILY_PAIR_H

#include "calc_generate.h"
#include "digits_generate.h"

#include <string.h>

typedef struct daily_puzzles {
    char date[11];              /* YYYY-MM-DD as given */
    int weekday;                /* 0 = Monday .. 6 = Sunday: the week gets harder */
    calc_level level;           /* its moves: 4 on Monday .. 7 on Sunday (calc/daily.c's PLAN) */
    double level_difficulty;
    calc_result level_solution; /* free with calc_result_free */
    digits_puzzle digits;       /* its fewest operations: 2 on Monday .. 5 on the weekend */
    double digits_difficulty;
    digits_result digits_solution; /* free with digits_result_free */
} daily_puzzles;

/* The puzzles of a date, as each game's generate() makes them. 0, or -1 with
 * err (field "date" for a bad date). Free with daily_puzzles_free. */
static int daily_generate(const char *date, const volatile int *cancel, daily_puzzles *out, cs_error *err)
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

static void daily_puzzles_free(daily_puzzles *daily)
{
    calc_result_free(&daily->level_solution);
    digits_result_free(&daily->digits_solution);
}

#endif
