/*
 * yardstick_bfs.c: the yardstick of `make bench`: a plain breadth-first search
 * over the values of a 6-digit display for the two benchmark levels
 * (tests/bench/level-*.txt), written for the benchmark and sharing no code with
 * the engine, so it can be trusted at a glance.
 *
 * "Seen" is one bit per value, the queue an int32 array, each button a case of
 * a switch; buttons are tried in the order the engine tries them (dictionary
 * order of labels) and the search stops when the goal is first stored, so both
 * store exactly the same states. It only reports the depth (moves) and the
 * number of states stored, which bench_search.c compares with the engine's.
 */
#include "yardstick_bfs.h"

#include <stdint.h>
#include <stdlib.h>

#define LIMIT 999999 /* 6-digit display */

static long long reverse_digits(long long m)
{
    long long r = 0;
    for (; m > 0; m /= 10)
        r = r * 10 + m % 10;
    return r;
}

/* 1 and *out when the press is legal on the display. */
static int press(enum yard_op op, long long v, long long *out)
{
    long long r;
    switch (op) {
    case Y_NEGATE: r = -v; break;
    case Y_REVERSE: r = v < 0 ? -reverse_digits(-v) : reverse_digits(v); break;
    case Y_DIV2:
        if (v % 2 != 0)
            return 0;
        r = v / 2;
        break;
    case Y_SUB3: r = v - 3; break;
    case Y_SUB5: r = v - 5; break;
    case Y_MUL2: r = v * 2; break;
    case Y_APPEND9: r = v < 0 ? v * 10 - 9 : v * 10 + 9; break;
    default: return 0;
    }
    if (r > LIMIT || r < -LIMIT)
        return 0;
    *out = r;
    return 1;
}

int yardstick_bfs(const yard_level *level, long long *states, int *moves)
{
    uint64_t *seen = calloc((2 * LIMIT + 1 + 63) / 64, sizeof *seen);
    int32_t *queue = malloc((2 * LIMIT + 1) * sizeof *queue);
    if (!seen || !queue) {
        free(seen);
        free(queue);
        return -1;
    }
    long long head = 0, tail = 0;
    int found = -1;
    queue[tail++] = (int32_t)level->start;
    seen[(level->start + LIMIT) >> 6] |= 1ULL << ((level->start + LIMIT) & 63);
    if (level->start == level->goal)
        found = 0;
    for (int depth = 0; depth < level->moves && found < 0 && head < tail; depth++) {
        long long end = tail;
        for (; head < end && found < 0; head++)
            for (int b = 0; b < level->button_count && found < 0; b++) {
                long long r;
                if (!press(level->buttons[b], queue[head], &r))
                    continue;
                long long i = r + LIMIT;
                if (seen[i >> 6] & (1ULL << (i & 63)))
                    continue;
                seen[i >> 6] |= 1ULL << (i & 63);
                queue[tail++] = (int32_t)r;
                if (r == level->goal)
                    found = depth + 1;
            }
    }
    *states = tail;
    *moves = found;
    free(seen);
    free(queue);
    return 0;
}
