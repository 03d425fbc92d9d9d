/*
 * clock.h: the clock game (CSCML 2020 CTF "JSGame") solved by breadth-first search.
 *
 * A clock of n cells holding 0..k and a hand. Each advance, the cell under the
 * hand is either raised by the computer, skipped automatically, or (a real
 * choice) zeroed ('0') or left alone ('X') by the player; the hand then moves
 * one cell clockwise and the round counter goes up by one. The answer is the
 * shortest string of real choices that leaves every cell 0. See clock.c for the
 * state model (board read from the hand, so (k+1)^n states) and the tie-break.
 */
#ifndef CALCSOLVE_CLOCK_H
#define CALCSOLVE_CLOCK_H

#include "search.h"

/* Caps on the state space (k+1)^n. Native: the CLI (10^8 states: 30 MB of
 * tables, an answer of up to 10^8 characters, a few seconds). Web: what the wasm
 * build passes; 10^7 states need about 3 MB of tables plus an answer of at most
 * 10^7 characters (and its JSON report), well inside a 256 MiB wasm memory, and
 * solve in under a second. */
#define CLOCK_NATIVE_MAX_SPACE 100000000u
#define CLOCK_WEB_MAX_SPACE 10000000u
/* The engine's own ceiling whatever the caller passes: states are numbered in 32 bits. */
#define CLOCK_HARD_MAX_SPACE 4294967296ull

#define CLOCK_MIN_N 2  /* a clock needs two cells for "clockwise" to mean anything */
#define CLOCK_MIN_K 1  /* the start position holds a 1 */
#define CLOCK_MAX_N 32 /* 2^32 states at k = 1; larger n is always over the cap */

/* The JSON trace is written only when the win comes at this round or earlier. */
#define CLOCK_TRACE_MAX_ROUNDS 5000u

/* ---- The solver ---- */

typedef struct clock_result {
    int n, k;
    uint64_t space;      /* (k+1)^n */
    int solved;          /* a win was found; moves/length/rounds are valid */
    cs_stop stop;        /* CS_FINISHED unless the budget stopped the search */
    uint64_t states;     /* states visited (each board seen from the hand, once) */
    size_t peak_bytes;   /* the most the search's tables and the answer held at once */
    uint64_t widest_layer; /* the most choice points in one BFS layer */
    uint64_t length;     /* number of real choices in moves */
    uint64_t rounds;     /* the round counter when the board is found all zero */
    char *moves;         /* '0'/'X' string, NUL-terminated; NULL unless solved */
} clock_result;

/* Solves for n cells and values 0..k (within CLOCK_MIN_N/K and CLOCK_HARD_MAX_SPACE).
 * 0 when the search ran (res->solved says whether a win exists, res->stop whether
 * the budget cut it short); -1 with err filled for parameters out of range.
 * res always needs clock_result_free afterwards. */
int clock_solve(int n, int k, const cs_budget *budget, clock_result *res, cs_error *err);
void clock_result_free(clock_result *res);

/* Parses n and k as typed and checks them: whole numbers, n >= CLOCK_MIN_N,
 * k >= CLOCK_MIN_K, (k+1)^n <= max_space (0 means CLOCK_NATIVE_MAX_SPACE).
 * 0 on success; -1 with err naming "n" or "k". */
int clock_parse(const char *n, const char *k, uint64_t max_space,
                int *n_out, int *k_out, uint64_t *space_out, cs_error *err);

/* Solves the clock game for n cells with values 0..k and writes the report:
 * JSON when json is non-zero, else text for a terminal. n and k are text as the
 * user typed them. max_space caps (k+1)^n (the CLI passes CLOCK_NATIVE_MAX_SPACE = 100000000,
 * the wasm API CLOCK_WEB_MAX_SPACE); above it, an input error naming the field.
 * Returns 0 when a report was written (or the budget stopped the search: then the
 * report says "gave up after N states: <reason>"), -1 on an input error (err: field "n" or "k").
 *
 * JSON: {"game": "clock", "n", "k", "space", "solved", "moves", "length", "rounds",
 * "states", "peak_bytes", "start", "trace", "trace_truncated"} and, when the budget
 * stopped the search, "gave_up": true with "reason" and "message". "start" is the
 * position play starts from ({"round": 1, "cell": 0, "board": [...]}); "trace" lists
 * every advance from there to the win: {"round": r, "cell": c, "by":
 * "computer"|"auto"|"player", "choice": "0"|"X"|null, "board": [...]} where r is the
 * round the move was made in, c the cell under the hand and board the cells after
 * it; after the entry for round r the counter reads r + 1. The trace is null (and
 * "trace_truncated" true) when the win comes after CLOCK_TRACE_MAX_ROUNDS. */
int clock_run(const char *n, const char *k, uint64_t max_space, int json,
              const cs_budget *budget, cs_buf *out, cs_error *err);

/* The report of a solve: the JSON object of clock_run without its newline, or the text. */
void clock_report(cs_buf *out, const clock_result *res, int json);

/* ---- One advance at a time, on the board as the player sees it (for traces) ----
 * A direct reading of the rules, independent of the search's tables. A position
 * must hold n and k in range, cells 0..k and a hand in 0..n-1, as clock_start and
 * clock_advance leave it. */

typedef enum clock_mover {
    CLOCK_BY_COMPUTER, /* the computer raises the cell by one */
    CLOCK_BY_AUTO,     /* the computer passed on a 0 cell: nothing to choose */
    CLOCK_BY_PLAYER    /* a real choice: '0' zeroes the cell, 'X' leaves it */
} clock_mover;

typedef struct clock_position {
    int n, k;
    int hand;             /* the cell under the hand */
    uint64_t round;       /* advances made so far, counting the one before play */
    uint32_t board[CLOCK_MAX_N];
} clock_position;

/* The position play starts from: cell n-1 holds 1, the hand has advanced from
 * it onto cell 0, round 1. n and k must be in range (as clock_solve checks). */
void clock_start(clock_position *pos, int n, int k);
/* Who moves on the cell under the hand. */
clock_mover clock_mover_at(const clock_position *pos);
/* Makes one advance; choice ('0' or 'X') is used only when the player moves.
 * Returns who moved. */
clock_mover clock_advance(clock_position *pos, char choice);
/* Every cell is 0. */
int clock_is_won(const clock_position *pos);

#endif
