/*
 * clock/why.c: why the game did what it did, in words a player can check on
 * the face. The computer's test is worded as the page's How to play words it:
 * picture the cell under the hand raised by one; from the cell just behind the
 * hand go backwards to the first cell that is not 0 (the hand's own cell, just
 * raised, when every other cell is 0); the reading from a cell is its value,
 * then the value of the cell behind it, and so on all the way round (n values,
 * the first the most significant); the game raises the cell when no cell's
 * reading is larger. The sentences name the cells and give the readings, so a
 * player can follow them; they come from the same rule as clock_mover_at
 * (clock.c), and tests/c/test_clock_why.c checks that they agree.
 */
#include "clock.h"

#include <string.h>

/* The reading from cell `from` compared with the reading from cell `other`: <0, 0, >0. */
static int compare_from(const uint32_t *cells, int n, int from, int other)
{
    for (int t = 0; t < n; t++) {
        uint32_t a = cells[(from + n - t) % n], b = cells[(other + n - t) % n];
        if (a != b)
            return a < b ? -1 : 1;
    }
    return 0;
}

/* The reading from cell `from` as the player reads it on the face: "2 1 0". */
static void add_reading(cs_buf *out, const uint32_t *cells, int n, int from)
{
    for (int t = 0; t < n; t++)
        cs_buf_printf(out, t ? " %u" : "%u", cells[(from + n - t) % n]);
}

/* What the test sees with the hand's cell raised: where the game's reading starts,
 * the cell whose reading is the largest (the first in cell order) and one that ties. */
typedef struct clock_test {
    uint32_t raised[CLOCK_MAX_N];
    int start;   /* the first cell behind the hand that is not 0 (the hand's own at the latest) */
    int best;    /* a cell whose reading is the largest of all */
    int tie;     /* another cell whose reading equals the start's, or -1 */
    int raises;  /* no reading is larger than the start's */
} clock_test;

static void run_test(const clock_position *pos, clock_test *t)
{
    int n = pos->n, hand = pos->hand;
    memcpy(t->raised, pos->board, (size_t)n * sizeof t->raised[0]);
    t->raised[hand]++;
    t->start = (hand + n - 1) % n;
    while (t->raised[t->start] == 0) /* stops at the hand's own cell at the latest: it is at least 1 */
        t->start = (t->start + n - 1) % n;
    t->best = t->start;
    t->tie = -1;
    for (int j = 0; j < n; j++) {
        int versus = compare_from(t->raised, n, j, t->best);
        if (versus > 0)
            t->best = j;
        if (j != t->start && compare_from(t->raised, n, j, t->start) == 0 && t->tie < 0)
            t->tie = j;
    }
    t->raises = compare_from(t->raised, n, t->best, t->start) == 0;
}

/* "the reading from cell 1 (the first cell behind the hand that is not 0) is 1 1 0" */
static void add_start(cs_buf *out, const clock_position *pos, const clock_test *t, const char *verb)
{
    if (t->start == pos->hand)
        cs_buf_printf(out, "the reading from cell %d itself (every other cell is 0) %s ", t->start, verb);
    else
        cs_buf_printf(out, "the reading from cell %d (the first cell behind the hand that is not 0) %s ", t->start,
                      verb);
    add_reading(out, t->raised, pos->n, t->start);
}

/* "raised to 2, the reading from cell 2 (…) would be 2 0 1, but the reading from cell 1 would be 2 1 0, larger" */
static void add_pass(cs_buf *out, const clock_position *pos, const clock_test *t)
{
    cs_buf_printf(out, "raised to %u, ", t->raised[pos->hand]);
    add_start(out, pos, t, "would be");
    cs_buf_printf(out, ", but the reading from cell %d would be ", t->best);
    add_reading(out, t->raised, pos->n, t->best);
    cs_buf_add(out, ", larger");
}

static void add_raise(cs_buf *out, const clock_position *pos, const clock_test *t)
{
    cs_buf_printf(out, "with it at %u, ", t->raised[pos->hand]);
    add_start(out, pos, t, "is");
    if (t->tie >= 0)
        cs_buf_printf(out, ", and no cell's reading is larger (cell %d's is the same: ties go to the game)", t->tie);
    else
        cs_buf_add(out, ", and no cell's reading is larger");
}

void clock_why_advance(cs_buf *out, const clock_position *pos, char choice)
{
    clock_test t;
    int hand = pos->hand;
    uint32_t value = pos->board[hand];
    if (value >= (uint32_t)pos->k) {
        cs_buf_printf(out, "You %s cell %d: it held %u = k, which the game cannot raise.",
                      choice == '0' ? "zeroed" : "left", hand, value);
        return;
    }
    run_test(pos, &t);
    if (t.raises) {
        cs_buf_printf(out, "The game raised cell %d to %u: ", hand, value + 1);
        add_raise(out, pos, &t);
    } else if (value == 0) {
        cs_buf_printf(out, "Cell %d was 0 and the game passed: ", hand);
        add_pass(out, pos, &t);
        cs_buf_add(out, ". Nothing to do");
    } else {
        cs_buf_printf(out, "You %s cell %d, which the game passed: ", choice == '0' ? "zeroed" : "left", hand);
        add_pass(out, pos, &t);
    }
    cs_buf_add(out, ".");
}

void clock_why_turn(cs_buf *out, const clock_position *pos)
{
    int hand = pos->hand;
    uint32_t value = pos->board[hand];
    if (clock_is_won(pos)) {
        cs_buf_add(out, "Every cell is 0: the clock is clear.");
        return;
    }
    if (value >= (uint32_t)pos->k) {
        cs_buf_printf(out, "Cell %d is yours: it holds %u = k, which the game cannot raise.", hand, value);
        return;
    }
    clock_test t;
    run_test(pos, &t);
    if (t.raises) {
        cs_buf_printf(out, "The game raises cell %d to %u: ", hand, value + 1);
        add_raise(out, pos, &t);
        cs_buf_add(out, ".");
        return;
    }
    cs_buf_printf(out, value == 0 ? "Cell %d is 0 and the game passes: " : "Cell %d is yours. The game passes: ", hand);
    add_pass(out, pos, &t);
    cs_buf_add(out, value == 0 ? ". Nothing to do." : ".");
}
