/*
 * digits_generate.h: the Digits difficulty score and puzzle generator
 * (generate.c), and its puzzle of the day (daily.c).
 */
#ifndef CALCSOLVE_DIGITS_GENERATE_H
#define CALCSOLVE_DIGITS_GENERATE_H

#include "digits.h"
#include "generate.h"

/* ---- Digits (generate.c) ---- */

#define DIGITS_W_OPS  1.50  /* per operation of the fewest-operations solution beyond one */
#define DIGITS_W_ODDS 0.25  /* per bit of log2(values the pool reaches / solutions) */
#define DIGITS_GEN_DEFAULT_TRIES 2000
#define DIGITS_GEN_STATES 2000000u /* states one candidate's search may store */

/* A solved Digits puzzle's score, 1.0 .. 10.0 with one decimal (README
 * "Difficulty"); 0 with *score, or -1 with err (field "difficulty") when the
 * target cannot be reached or the budget stopped the search. */
int digits_difficulty(const digits_puzzle *puzzle, const cs_budget *budget, double *score, cs_error *err);
/* The same from a finished solve's result. */
double digits_difficulty_of(const digits_result *result);

typedef struct digits_generate_options {
    uint64_t seed;
    int ops;             /* operations of the fewest-operations solution, 2..5; 0 = any of 3..5 */
    double difficulty;   /* the score to be within 0.5 of; 0 = any */
    int max_tries;       /* candidate puzzles; 0 = DIGITS_GEN_DEFAULT_TRIES */
    const volatile int *cancel;
} digits_generate_options;

/* A new NYT-style puzzle: six numbers (five small, one of 15, 20, 25) and a
 * target whose fewest-operations solution takes opt->ops operations. 0 with
 * *puzzle (its solve in *result when non-NULL: free with digits_result_free;
 * its score in *difficulty when non-NULL), -1 with err. */
int digits_generate(const digits_generate_options *opt, digits_puzzle *puzzle, digits_result *result,
                    double *difficulty, cs_error *err);

/* A puzzle in the text format the game reads (target: / numbers: lines). */
void digits_puzzle_text(cs_buf *out, const digits_puzzle *puzzle);

/* ---- the puzzle of the day (daily.c) ---- */

/* The generator's options for the Digits puzzle of a date: the seed made from
 * the date and the operations of its weekday (the other fields zero). 0, or -1
 * with err (field "date" for a bad date). */
int daily_digits_options(const char *date, digits_generate_options *out, cs_error *err);

#endif
