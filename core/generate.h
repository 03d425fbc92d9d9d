/*
 * generate.h: difficulty scores, level generators and the puzzle of the day.
 *
 * calc_difficulty.c scores a Calculator level from its own search;
 * calc_generate.c makes new Calculator levels with a known, unique shortest
 * solution; digits_generate.c does the same for Digits (and scores Digits
 * puzzles); daily.c maps a date to one of each. Every random choice comes from
 * cs_rng, a splitmix64 generator held by the caller (no global state), so a
 * seed gives the same puzzle on every machine and in wasm.
 */
#ifndef CALCSOLVE_GENERATE_H
#define CALCSOLVE_GENERATE_H

#include "calc.h"
#include "digits.h"

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

/* ---- Calculator difficulty (calc_difficulty.c; README "Difficulty") ---- */

/* The weights of the score's terms, chosen on the 199 bundled levels. */
#define CALC_W_ODDS   0.25  /* per bit of log2(sequences / winning sequences) */
#define CALC_W_DETOUR 0.30  /* per press that takes the display further from the goal */
#define CALC_W_STORE  2.00  /* the solution uses Store */
#define CALC_W_PORTAL 3.00  /* a portal moves digits in the solution */

typedef struct calc_difficulty_info {
    int shortest;             /* presses of a shortest solution */
    uint64_t states;          /* states the shortest-solution search stored */
    int actions;              /* presses to choose from at each step (Store: two) */
    double sequences;         /* legal press sequences of the shortest length */
    double winning;           /* of those, the ones that reach the goal: the shortest solutions */
    uint64_t nodes;           /* (state, depth) pairs those sequences pass through */
    int kinds_used;           /* kinds of button the first shortest solution presses */
    int store_used, portal_used;
    int detours;              /* its presses that move the display away from the goal */
    double score;             /* 1.0 .. 10.0, one decimal */
} calc_difficulty_info;

/* The measures and the score of a level that has a solution within its moves.
 * 0, or -1 with err (field "difficulty") when it has none or the budget stops
 * the search. */
int calc_difficulty_measure(const calc_level *level, const calc_rules *rules, const cs_budget *budget,
                            calc_difficulty_info *info, cs_error *err);
/* The same from a finished calc_solve of the level (with or without
 * count_all), so a report that has solved the level does not solve it again:
 * only the sequence walk is added, about the cost of the solve with --all. */
int calc_difficulty_from(const calc_level *level, const calc_rules *rules, const cs_budget *budget,
                         const calc_result *solved, calc_difficulty_info *info, cs_error *err);
/* The score alone: 1.0 .. 10.0 with one decimal. */
int calc_difficulty(const calc_level *level, const calc_rules *rules, const cs_budget *budget, double *score,
                    cs_error *err);

/* ---- Calculator levels (calc_generate.c) ---- */

#define CALC_GEN_DEFAULT_MOVES 5
#define CALC_GEN_MAX_MOVES 12        /* longer shortest solutions take too long to find */
#define CALC_GEN_DEFAULT_TRIES 3000  /* candidate levels before giving up */
#define CALC_GEN_CANDIDATE_STATES 200000u /* states one candidate's searches may store */
#define CALC_ALL_KINDS ((1u << (CALC_INV10 + 1)) - 1) /* every kind, Store too */

typedef struct calc_generate_options {
    uint64_t seed;
    int moves;           /* the shortest solution's presses; 0 = CALC_GEN_DEFAULT_MOVES */
    double difficulty;   /* the score to be within 0.5 of; 0 = any */
    uint32_t kinds;      /* bit (1u << calc_kind) per kind buttons may have; 0 = every kind
                            but Store (Store too when difficulty >= 5 is asked for) */
    int portal;          /* the level has a portal (also some levels when difficulty >= 6 is
                            asked for); a portal is always one the solution goes through */
    int allow_many;      /* several shortest solutions may exist */
    int max_tries;       /* candidate levels to try; 0 = CALC_GEN_DEFAULT_TRIES */
    calc_rules rules;    /* digits 0 = 6 */
    const volatile int *cancel; /* when non-NULL and set, generation stops */
} calc_generate_options;

/* Reads a list of button kinds, e.g. "add,mul,reverse" (names as in the README,
 * or a family: arithmetic, special). 0, or -1 with err (field "kinds"). */
int calc_parse_kinds(const char *list, uint32_t *kinds, cs_error *err);

/* A new level: moves allowed = the shortest solution's length = opt->moves,
 * one shortest solution unless allow_many, every button pressed by a shortest
 * solution or changing the search when removed. 0 with *level (and its first
 * shortest solution in *solution, when non-NULL; free it with
 * calc_result_free) and its score in *difficulty (when non-NULL); -1 with err:
 * a bad option (its field), or "gave up after N candidates: ...". */
int calc_generate(const calc_generate_options *opt, calc_level *level, calc_result *solution, double *difficulty,
                  cs_error *err);

/* A level in the level format (the text `calcsolve solve` reads). */
void calc_level_text(cs_buf *out, const calc_level *level);

/* ---- Digits (digits_generate.c) ---- */

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

typedef struct daily_puzzles {
    char date[11];              /* YYYY-MM-DD as given */
    int weekday;                /* 0 = Monday .. 6 = Sunday: the week gets harder */
    calc_level level;           /* its moves: 4 on Monday .. 7 on Sunday (daily.c's PLAN) */
    double level_difficulty;
    calc_result level_solution; /* free with calc_result_free */
    digits_puzzle digits;       /* its fewest operations: 2 on Monday .. 5 on the weekend */
    double digits_difficulty;
    digits_result digits_solution; /* free with digits_result_free */
} daily_puzzles;

/* Days from 1970-01-01 to a date YYYY-MM-DD (years 1970..9999, real calendar
 * days). 0, or -1 with err (field "date"). */
int cs_parse_date(const char *date, int64_t *days, cs_error *err);

/* The date `days` after 1970-01-01 as YYYY-MM-DD (the inverse of cs_parse_date;
 * outside 1970..9999 it is clamped to those years' first and last days). */
void cs_format_date(int64_t days, char date[11]);

/* The generators' options for one game's puzzle of a date: the seed made from
 * the date and the size of its weekday (the other fields zero). A game's
 * generate() uses one of these alone; daily_generate makes both puzzles. 0, or
 * -1 with err (field "date" for a bad date). */
int daily_level_options(const char *date, calc_generate_options *out, cs_error *err);
int daily_digits_options(const char *date, digits_generate_options *out, cs_error *err);

/* A date's weekday, 0 = Monday .. 6 = Sunday. 0, or -1 with err (field "date"). */
int daily_weekday(const char *date, int *weekday, cs_error *err);
/* The weekday's name ("Sunday") and its level of challenge ("Sunday: hardest
 * of the week"), "" outside 0..6: the page and `daily --week` show these. */
const char *daily_weekday_name(int weekday);
const char *daily_challenge(int weekday);

/* The Calculator level of a date (what the game's generate() gives for a
 * date): calc_generate with daily_level_options, other seeds of the same plan
 * should it give up. Arguments as calc_generate's. 0, or -1 with err. */
int daily_level(const char *date, const volatile int *cancel, calc_level *level, calc_result *solution,
                double *difficulty, cs_error *err);

/* The puzzles of a date: the generators seeded by the date. 0, or -1 with err
 * (field "date" for a bad date). Free with daily_puzzles_free. */
int daily_generate(const char *date, const volatile int *cancel, daily_puzzles *out, cs_error *err);
void daily_puzzles_free(daily_puzzles *daily);

/* Spearman's rank correlation of x and y (n >= 2; ties get their mean rank).
 * 0 when either is constant or memory runs out. */
double cs_spearman(const double *x, const double *y, int n);

#endif
