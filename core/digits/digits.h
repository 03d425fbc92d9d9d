/*
 * digits.h: Digits (The New York Times, 2023) as a calcsolve back end.
 *
 * Reach a target from 2 to 6 positive numbers, combining two at a time with
 * + - * /; each number is used at most once, results must be positive integers.
 * The solver counts every distinct solution (an expression tree, up to the order
 * of the operands of + and * and the order of independent steps; steps that
 * multiply or divide by 1 do not count), finds a shortest one, and when the
 * target cannot be hit, the closest reachable value and its stars.
 *
 * How: dynamic programming over the sub-multisets of the numbers. Each keeps a
 * table value -> number of distinct expressions using exactly those numbers
 * (always |subset| - 1 operations), built by combining the tables of two
 * complementary smaller sub-multisets (the whole pool's table is never an
 * operand, so it is not stored: only its target count and nearest value are
 * kept). Solutions are counted from the tables and only listed on demand, by
 * walking back through them. Memory and work go through cs_search, so the
 * budget caps both; the rules are in core/digits/README.md.
 */
#ifndef CALCSOLVE_DIGITS_H
#define CALCSOLVE_DIGITS_H

#include "cs.h"

#define DIGITS_MIN_NUMBERS 2
#define DIGITS_MAX_NUMBERS 6
#define DIGITS_MAX_STEPS (DIGITS_MAX_NUMBERS - 1)
#define DIGITS_MAX_NUMBER 4294967295LL        /* 2^32 - 1: the largest given number */
#define DIGITS_MAX_VALUE 9007199254740991LL   /* 2^53 - 1: larger results are dropped, so
                                                 JavaScript shows every value exactly */
#define DIGITS_MAX_TARGET DIGITS_MAX_VALUE    /* targets are 1 .. 2^53 - 1 */
#define DIGITS_MAX_LISTED 1000                /* solutions listed with `all` (all are counted) */
#define DIGITS_DEFAULT_MAX_STATES 20000000u   /* table entries + listed trees; the largest tables seen hold ~16k */

/* A puzzle as given: the numbers in the order typed; or a game in progress,
 * whose numbers are the pool left to play (results included). */
typedef struct digits_puzzle {
    int64_t target;
    int count;                                /* 2 .. 6; in play 1 .. 6 */
    int64_t numbers[DIGITS_MAX_NUMBERS];      /* each 1 .. 2^32 - 1, duplicates allowed; in play up to 2^53 - 1 */
    int in_play;                              /* a pool of a game in progress */
} digits_puzzle;

/* Reads the target and the numbers (separated by commas and/or spaces).
 * 0, or -1 with err (field "target" or "numbers"). */
int digits_parse(const char *target, const char *numbers, digits_puzzle *out, cs_error *err);
/* The target alone: 0, or -1 with err (field "target"). */
int digits_parse_target(const char *text, int64_t *target, cs_error *err);

/* Replaces the numbers of a parsed puzzle by the pool of a game in progress:
 * 1 to 6 numbers, each up to DIGITS_MAX_VALUE. 0, or -1 with err (field "pool"). */
int digits_parse_pool(const char *pool, digits_puzzle *puzzle, cs_error *err);

/* One step `a op b = result`: a is the larger operand of + and *, the minuend
 * of -, the dividend of /. op is one of '+', '-', '*', '/'. */
typedef struct digits_step {
    int64_t a, b, result;
    char op;
} digits_step;

/* One expression as steps in an order that can be played (every operand is
 * either a given number or the result of an earlier step).
 *
 * The game shows values only, so a step's text does not say whether an operand
 * is a given number or an earlier result of the same value. Steps are read
 * with one rule: an operand is the most recent unused earlier result of its
 * value if there is one, else a given number; the solver orders the steps so
 * that this reading gives back the expression whenever some order can (about
 * 99.4% of listed solutions in a sample; see exact_reading). `from` always
 * says which is which. */
typedef struct digits_solution {
    int step_count;                           /* 0: the value is one of the given numbers */
    digits_step steps[DIGITS_MAX_STEPS];
    signed char from[DIGITS_MAX_STEPS][2];    /* the earlier step whose result is operand a / b; -1: a given number */
    int exact_reading;                        /* the rule above reads the steps back as exactly this expression */
} digits_solution;

typedef struct digits_result {
    int solved;                  /* the target is reachable exactly */
    int ops;                     /* operations of a shortest exact solution, -1 when none */
    uint64_t count;              /* distinct exact solutions of any length (saturates at UINT64_MAX);
                                    those found so far when the search gave up early */
    int64_t closest;             /* the reachable value nearest the target (the smaller on a tie) */
    int64_t distance;            /* |closest - target| */
    int stars;                   /* 3, 2, 1 or 0: see digits_stars */
    digits_solution best;        /* a shortest expression of `closest` (the solution when solved) */
    int listed_count;            /* solutions in `listed`, at most the max_listed asked for */
    digits_solution *listed;     /* malloc'd: exact solutions, shortest first */
    int searched_ops;            /* operations covered completely: count-1 unless the search gave up */
    uint64_t states;             /* table entries stored, plus trees built by the listing walk */
    size_t peak_bytes;           /* the most memory the search's tables held at once */
    cs_stop stop;                /* CS_FINISHED unless the budget stopped the search */
    double difficulty;           /* 1.0 .. 10.0 (generate.h), 0 when not measured: set by the
                                    interface's report for JSON and text (digits_solve leaves it 0) */
} digits_result;

/* Stars for a distance: 0 -> 3, 1..DIGITS_TWO_STARS_WITHIN -> 2, up to
 * DIGITS_ONE_STAR_WITHIN -> 1, more -> 0. The help (digits_help_topic) says the same. */
#define DIGITS_TWO_STARS_WITHIN 10
#define DIGITS_ONE_STAR_WITHIN 25
int digits_stars(int64_t distance);


/* Solves a parsed puzzle. max_listed: how many exact solutions to list in
 * result->listed (shortest first); 0 lists none (count and best are always
 * filled). Returns 0 (see result->stop for a search that gave up), or -1 with
 * err when the puzzle is out of range. Free the result with digits_result_free. */
int digits_solve(const digits_puzzle *puzzle, int max_listed, const cs_budget *budget, digits_result *result,
                 cs_error *err);
void digits_result_free(digits_result *result);

/* Writes "a op b = result" into text (at least DIGITS_STEP_TEXT_SIZE bytes). */
#define DIGITS_STEP_TEXT_SIZE 64
void digits_step_text(const digits_step *step, char *text);

/* Writes the solution as one expression, every operand that is a step in
 * parentheses, e.g. "(((6 * 2) * (4 + 3)) - 1) * 5"; a solution without steps
 * is the given number `value`. text: DIGITS_EXPRESSION_TEXT_SIZE bytes. */
#define DIGITS_EXPRESSION_TEXT_SIZE 192
void digits_expression_text(const digits_solution *solution, int64_t value, char *text);

/* ---- Play (play.c): a game in progress is a puzzle whose numbers are the pool ---- */

/* Reads a move as typed: "25 * 4", "25x4", "100 / 4" (+ - * / and x × ÷ −), optionally with the
 * pool places of its numbers, "1@2 + 1@4" (0-based; places[] is -1, -1 without them). 0, or -1
 * with err (field "move"). */
int digits_parse_move(const char *text, digits_step *move, int places[2], cs_error *err);
/* Plays move (a and b must be in the pool; the result replaces them) and fills move->result.
 * places: NULL, or the places asked for (-1: a's first place, b's first other one), given back
 * as the places used. 0 with *next, or -1 with err (field "move"). */
int digits_play(const digits_puzzle *puzzle, digits_step *move, int places[2], digits_puzzle *next, cs_error *err);

typedef struct digits_hint {
    int won;                 /* the target is in the pool */
    int solvable;            /* the target can still be hit */
    digits_step move;        /* solvable: the first step of the shortest solution the solver shows */
    int moves_left_after;    /* steps that solution still needs after it */
    int64_t closest;         /* the reachable value nearest the target, its distance and stars */
    int64_t distance;
    int stars;
    uint64_t states;
    cs_stop stop;            /* CS_FINISHED unless the budget stopped the search */
    int64_t picked;          /* digits_hint_picked: the number picked (0: none) */
    int builds;              /* the move starts from the number picked (`picked op other`) */
} digits_hint;

/* The best move from a puzzle or a pool: the same one every time. 0, or -1 with err. */
int digits_hint_from(const digits_puzzle *puzzle, const cs_budget *budget, digits_hint *hint, cs_error *err);
/* The hint for a player who has picked a number of the pool: the shortest win whose first
 * move is `picked op other` (builds), else the plain hint with builds 0, so its words say to let
 * the number go first. 0, or -1 with err. */
int digits_hint_picked(const digits_puzzle *puzzle, int64_t picked, const cs_budget *budget, digits_hint *hint,
                       cs_error *err);
void digits_hint_report(cs_buf *out, const digits_puzzle *puzzle, const digits_hint *hint, int json);

/* The hint ladder (ladder.c, ladder.h; ladder zeroed by the caller): unused numbers, a number every
 * shortest solution makes, the next step, the solution. 0, or -1 with err. */
struct cs_ladder;
int digits_ladder(const digits_puzzle *puzzle, const cs_budget *budget, struct cs_ladder *ladder, cs_error *err);

/* Reports of one solved puzzle: a JSON object (no trailing newline), or text
 * lines for a terminal. `all` adds every listed solution. */
void digits_report_json(cs_buf *out, const digits_puzzle *puzzle, const digits_result *result, int all);
void digits_report_text(cs_buf *out, const digits_puzzle *puzzle, const digits_result *result, int all);

/* Solves the Digits puzzle given as text and writes the report: JSON when json
 * is non-zero, else text for a terminal. target: e.g. "415"; numbers: 2..6
 * positive integers separated by commas and/or spaces, e.g. "1,2,3,4,5,6" or "1 2 3 4 5 6".
 * all: list every distinct solution (up to the listing cap) instead of one shortest.
 * Returns 0 when a report was written (solved or not, or gave up on the budget),
 * -1 on an input error (err filled: field "target" or "numbers", message says
 * which number and what is wrong, e.g. "number 3 (\"x\") is not a positive integer"). */
int digits_run(const char *target, const char *numbers, int all, int json,
               const cs_budget *budget, cs_buf *out, cs_error *err);

#endif
