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

/* ---- A position of the game ---- */

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
    clock_position from; /* where the search started: the start, or a game in progress */
    int in_play;         /* from is a game in progress (the report says where it stands) */
} clock_result;

/* Solves for n cells and values 0..k (within CLOCK_MIN_N/K and CLOCK_HARD_MAX_SPACE).
 * 0 when the search ran (res->solved says whether a win exists, res->stop whether
 * the budget cut it short); -1 with err filled for parameters out of range.
 * res always needs clock_result_free afterwards. */
int clock_solve(int n, int k, const cs_budget *budget, clock_result *res, cs_error *err);
/* clock_solve from any position (n, k in range, cells 0..k, hand 0..n-1): the
 * shortest string of choices from there, '0' before 'X' as ever; res->rounds
 * is the round the win comes at, counted on from pos->round. */
int clock_solve_from(const clock_position *pos, const cs_budget *budget, clock_result *res, cs_error *err);
void clock_result_free(clock_result *res);

/* Parses n and k as typed and checks them: whole numbers, n >= CLOCK_MIN_N,
 * k >= CLOCK_MIN_K, (k+1)^n <= max_space (0 means CLOCK_NATIVE_MAX_SPACE).
 * NULL for one of them judges the other alone (the missing one at its smallest).
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

/* ---- One advance at a time, on the board as the player sees it (traces, play) ----
 * A direct reading of the rules, independent of the search's tables. A position
 * must hold n and k in range, cells 0..k and a hand in 0..n-1, as clock_start and
 * clock_advance leave it. */

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
/* The board as a JSON array of its cells' values, cell 0 first. */
void clock_json_board(cs_buf *out, const clock_position *pos);

/* ---- Play and hints (play.c): the player against the game's own moves ----
 * A game in progress is a puzzle with its position (board, hand, round). The
 * game's own moves (the computer's raises and the passes on 0 cells) are
 * forced; the player's moves are the real choices '0' and 'X'. */

#define CLOCK_MAX_ROUND 9007199254740991ull /* 2^53 - 1: JavaScript shows every round exactly */

/* Whose turn a position is: the board is clear, the player chooses, or the game moves. */
typedef enum clock_turn { CLOCK_TURN_GAME, CLOCK_TURN_PLAYER, CLOCK_TURN_WON } clock_turn;
clock_turn clock_turn_of(const clock_position *pos);
const char *clock_turn_name(clock_turn turn); /* "game", "player", "won" */

/* Reads the state fields as typed into pos, whose n and k are set: board (n
 * values 0..k, cell 0 first), hand (0..n-1), round (1..CLOCK_MAX_ROUND; NULL
 * means 1). 0, or -1 with err naming "board", "hand" or "round". */
int clock_parse_position(const char *board, const char *hand, const char *round, clock_position *pos,
                         cs_error *err);

/* One move: "0" or "X" (any case, spaces around) or "wait". The game's own
 * moves up to the player's turn are played first, then the choice (none for
 * "wait"), then the game's moves up to the player's next turn or the win. 0
 * with *next and step, one JSON object {"move", "advances": [trace entries as
 * in clock_run's trace, each with "why": clock_why_advance's sentence], "turn",
 * "turn_why" (clock_why_turn of the position reached), "won", "fewest",
 * "fewest_round"}: on a win, the fewest choices that clear the clock from its
 * start (clock_start) and the round they clear it at, searched under budget
 * (null when not a win or when the budget stopped the search); -1 with err
 * (field "move"; "round" when the counter would pass CLOCK_MAX_ROUND). */
int clock_play(const clock_position *pos, const char *move, const cs_budget *budget, clock_position *next,
               cs_buf *step, cs_error *err);

/* ---- Why (why.c): the computer's test in words a player checks on the face ----
 * clock_why_advance: the advance about to be made at pos (choice used when the
 * player moves), in the past tense: "The game raised cell 2 to 1: with it at 1,
 * the reading from cell 1 (the first cell behind the hand that is not 0) is 1 1
 * 0, and no cell's reading is larger." / "Cell 3 was 0 and the game passed:
 * raised to 1, …, larger. Nothing to do." / "You zeroed cell 0, which the
 * game passed: …." clock_why_turn: the position as it stands, in the present: whose
 * move it is and why ("Cell 0 is yours: it holds 2 = k, which the game cannot
 * raise."). Whole sentences, each ending in a full stop. */
void clock_why_advance(cs_buf *out, const clock_position *pos, char choice);
void clock_why_turn(cs_buf *out, const clock_position *pos);

/* The best next choice from a position: the first of the shortest string of
 * choices clock_solve_from finds ('0' before 'X' among equally short ones). */
typedef struct clock_hint {
    int won;               /* the board is clear already */
    int solvable;          /* a win was found (and not won) */
    char move;             /* '0' or 'X' when solvable, else 0 */
    clock_position at;     /* where the choice is made: the position after the game's own moves */
    uint64_t fewest_moves; /* choices a shortest win needs from here, this one included */
    uint64_t win_round;    /* the round the win comes at on that path */
    uint64_t states;
    cs_stop stop;
} clock_hint;

/* 0 with hint; -1 with err when the position cannot be searched. */
int clock_hint_from(const clock_position *pos, const cs_budget *budget, clock_hint *hint, cs_error *err);
/* The hint as one JSON object or a line of text. */
void clock_hint_report(cs_buf *out, const clock_position *pos, const clock_hint *hint, int json);
/* The hint ladder (ladder.h; ladder zeroed by the caller): the next choice and the solution (its
 * choices listed up to CLOCK_LADDER_MAX_LISTED). 0, or -1 with err. */
struct cs_ladder;
#define CLOCK_LADDER_MAX_LISTED 10000
int clock_ladder(const clock_position *pos, const cs_budget *budget, struct cs_ladder *ladder, cs_error *err);

#endif
