/*
 * yardstick_bfs.h: the plain flat-array BFS that `make bench` measures the
 * engine against (yardstick_bfs.c). No engine headers on purpose.
 */
#ifndef CALCSOLVE_YARDSTICK_BFS_H
#define CALCSOLVE_YARDSTICK_BFS_H

enum yard_op { Y_NEGATE, Y_REVERSE, Y_DIV2, Y_SUB3, Y_SUB5, Y_MUL2, Y_APPEND9 };

typedef struct yard_level {
    long long start, goal;
    int moves;
    int button_count;
    enum yard_op buttons[5]; /* in the engine's order: dictionary order of labels */
} yard_level;

/* Breadth-first search on a 6-digit display: *states stored (the start
 * included, up to and including the goal), *moves to the goal or -1.
 * 0, or -1 when memory runs out. */
int yardstick_bfs(const yard_level *level, long long *states, int *moves);

#endif
