/*
 * counter.h: the counter game, a game built into the test build only, as the
 * worked example of adding a game (core/README.md, "Adding a game"): reach the
 * goal from the start (1 when not given) in at most the moves allowed, each
 * move +1 or x2. Its rules and its search; game.c puts them behind struct
 * cs_game, and nothing outside this folder knows them.
 */
#ifndef CALCSOLVE_COUNTER_H
#define CALCSOLVE_COUNTER_H

#include "cs.h"

#define COUNTER_MAX_VALUE 1000000000LL        /* start and goal: 1 .. 10^9 */
#define COUNTER_MAX_MOVES 60                  /* moves allowed: 0 .. 60 */
#define COUNTER_MAX_STATES 5000000u           /* the search's state budget when the caller gives none */
#define COUNTER_BROWSER_MAX_STATES 1000000u   /* and in a browser tab */

typedef enum counter_move { COUNTER_PLUS_ONE, COUNTER_TIMES_TWO, COUNTER_MOVE_COUNT } counter_move;

/* A puzzle, which is also a game in progress: the count now, the goal, the moves left. */
typedef struct counter_puzzle {
    int64_t start, goal;
    int moves;
} counter_puzzle;

/* What the search found. */
typedef struct counter_result {
    int solved;                        /* the goal is reached within the moves */
    int length;                        /* the moves of the shortest solution, when solved */
    uint8_t path[COUNTER_MAX_MOVES];   /* its moves (counter_move), first to last */
    uint64_t states;                   /* the values the search stored */
    cs_stop stop;                      /* CS_FINISHED, or why the budget stopped it before an answer */
} counter_result;

/* A move's label: "+1" or "x2". */
const char *counter_move_label(counter_move move);
/* A move as typed (surrounding spaces, "X2" and "*2" too): 0 with *move, or -1. */
int counter_read_move(const char *text, counter_move *move);
/* The value after a move: 0, or -1 when it would pass COUNTER_MAX_VALUE. */
int counter_apply(int64_t value, counter_move move, int64_t *next);

/* The shortest way from p->start to p->goal within p->moves, found breadth-first over the values
 * (never past the goal: both moves only raise the count), +1 tried before x2, within budget. */
void counter_solve(const counter_puzzle *p, const cs_budget *budget, counter_result *r);

#endif
