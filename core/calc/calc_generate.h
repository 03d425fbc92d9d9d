/*
 * calc_generate.h: the Calculator's difficulty score (difficulty.c), its level
 * generator (generate.c) and its level of the day (daily.c).
 */
#ifndef CALCSOLVE_CALC_GENERATE_H
#define CALCSOLVE_CALC_GENERATE_H

#include "calc.h"
#include "generate.h"

/* ---- Calculator difficulty (difficulty.c; README "Difficulty") ---- */

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

/* ---- Calculator levels (generate.c) ---- */

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

/* ---- the level of the day (daily.c) ---- */

/* The generator's options for the Calculator level of a date: the seed made
 * from the date and the size of its weekday (the other fields zero). 0, or -1
 * with err (field "date" for a bad date). */
int daily_level_options(const char *date, calc_generate_options *out, cs_error *err);

/* The Calculator level of a date (what the game's generate() gives for a
 * date): calc_generate with daily_level_options, other seeds of the same plan
 * should it give up. Arguments as calc_generate's. 0, or -1 with err. */
int daily_level(const char *date, const volatile int *cancel, calc_level *level, calc_result *solution,
                double *difficulty, cs_error *err);

#endif
