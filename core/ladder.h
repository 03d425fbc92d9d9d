/*
 * ladder.h: the hint ladder, hints from least to most revealing, each true of
 * every shortest solution from the position: keys no shortest solution presses
 * (unused), a key pressed the same number of times in all of them (count), a
 * value every one of them shows after the same number of moves (waypoint), the
 * next move (next) and a whole solution (solution). A game fills a cs_ladder
 * (cs_game.ladder); ladder.c writes it as JSON or text, naming no rule.
 */
#ifndef CALCSOLVE_LADDER_H
#define CALCSOLVE_LADDER_H

#include "cs.h"

#define CS_LADDER_MAX_RUNGS 8
#define CS_LADDER_MAX_KEYS 12
#define CS_LADDER_LABEL 48
#define CS_LADDER_TEXT 320
#define CS_LADDER_MAX_COUNTS 2  /* count rungs in one ladder at most */

typedef enum cs_rung_kind {
    CS_RUNG_UNUSED,        /* keys: pressed in no shortest solution */
    CS_RUNG_COUNT,         /* key pressed `times` times in every shortest solution */
    CS_RUNG_WAYPOINT,      /* value shown by every shortest solution `after` moves from here (-1: at some move) */
    CS_RUNG_NEXT,          /* press: the next move */
    CS_RUNG_SOLUTION       /* the whole solution: cs_ladder.solution */
} cs_rung_kind;

typedef struct cs_rung {
    cs_rung_kind kind;
    int key_count;
    char keys[CS_LADDER_MAX_KEYS][CS_LADDER_LABEL]; /* UNUSED */
    char key[CS_LADDER_LABEL];                      /* COUNT; NEXT: the press */
    int times;                                      /* COUNT */
    int64_t value;                                  /* WAYPOINT */
    int after;                                      /* WAYPOINT */
    char text[CS_LADDER_TEXT];                      /* the sentence for a player */
} cs_rung;

typedef struct cs_ladder {
    int won;               /* the position is solved already */
    int solvable;          /* a solution is known */
    int complete;          /* every shortest solution was looked at: 0 when the budget stopped that */
    int rung_count;
    cs_rung rungs[CS_LADDER_MAX_RUNGS];
    cs_buf solution;       /* SOLUTION: its moves, each followed by a newline */
    int solution_count;
    cs_buf message;        /* a sentence when there is nothing to climb (won, no win, gave up) */
} cs_ladder;

/* A new rung of kind at the end of the ladder (NULL when full), zeroed but for its kind. */
cs_rung *cs_ladder_add(cs_ladder *ladder, cs_rung_kind kind);
/* Appends one move to the solution. */
void cs_ladder_add_move(cs_ladder *ladder, const char *move);
void cs_ladder_free(cs_ladder *ladder);
/* The ladder's message, written as a hint's text line, made one sentence (its newline dropped):
 * 0, or -1 with err when writing it ran out of memory. */
int cs_ladder_message_done(cs_ladder *ladder, cs_error *err);

/* {"game", "won", "solvable", "complete", "message", "ladder": [{"kind", ..., "text"}]}, or text:
 * one line a rung ("1. You won't need x2."), or the message. */
void cs_ladder_report(cs_buf *out, const char *game_name, const cs_ladder *ladder, int json);

/* "a", "a or b", "a, b or c" of labels (with `last` between the last two: "or", "and"), into
 * out (size bytes). */
void cs_ladder_list(char *out, size_t size, char labels[][CS_LADDER_LABEL], int count, const char *last);
/* "once", "twice", "3 times". */
const char *cs_ladder_times(int times, char out[24]);

#endif
