/*
 * calc/fastops.h: what one Calculator button does to a value, on integers.
 *
 * The digit operations (Reverse, append, <<, Shift, Mirror, SUM, Inv10, A=>B,
 * Store recall, portals) work on the magnitude with a table of powers of ten,
 * never through decimal strings: the search applies them millions of times.
 * calc_apply (rules.c) and the value-only search (flat.c) share
 * calc_op_value, which runs each kind's row of kinds.c, so there is one rule
 * for each button. tests/c/test_reference.c
 * checks each operation against the pre-change string version over every value
 * of the display.
 */
#ifndef CALCSOLVE_CALC_FASTOPS_H
#define CALCSOLVE_CALC_FASTOPS_H

#include "calc.h"

/* 10^0 .. 10^18: constant data, not state. */
extern const int64_t calc_pow10[19];

/* Decimal digits of m >= 0 (0 has one); 19 for m >= 10^18. */
static inline int calc_digit_count(int64_t m)
{
    int n = 1;
    while (n < 19 && m >= calc_pow10[n])
        n++;
    return n;
}

static inline int64_t calc_abs(int64_t v) { return v < 0 ? -v : v; } /* |v| < 2^63 where used */
static inline int64_t calc_with_sign(int64_t value, int64_t magnitude) { return value < 0 ? -magnitude : magnitude; }

static inline int64_t calc_reverse(int64_t m)
{
    int64_t r = 0;
    do {
        r = r * 10 + m % 10;
        m /= 10;
    } while (m > 0);
    return r;
}

static inline int64_t calc_digit_sum(int64_t m)
{
    int64_t s = 0;
    do {
        s += m % 10;
        m /= 10;
    } while (m > 0);
    return s;
}

/* m followed by the tail_len-digit tail (leading zeros included in tail_len).
 * 0, or -1 when the result is wider than 18 digits. */
static inline int calc_append(int64_t m, int64_t tail, int tail_len, int64_t *out)
{
    if (tail_len > 18)
        return -1;
    if (m > 0 && calc_digit_count(m) + tail_len > 18)
        return -1;
    *out = m * calc_pow10[tail_len] + tail;
    return 0;
}

int64_t calc_shift_left(int64_t m);
int64_t calc_shift_right(int64_t m);
int64_t calc_inv10(int64_t m);
/* m then its digits reversed; -1 when wider than 18 digits. */
int calc_mirror(int64_t m, int64_t *out);
/* Every non-overlapping `from` (left to right) replaced by `to` in the digits
 * of m; -1 when the result is wider than 18 digits. from/to are digit text. */
int calc_replace(int64_t m, const char *from, int from_len, const char *to, int to_len, int64_t *out);
/* Digits fall through the portal (place powers in_pow > out_pow) until none
 * stands at the entry: on a magnitude. */
int64_t calc_portal_fall(int64_t m, int64_t in_pow, int64_t out_pow);
/* v^exponent, -1 on int64 overflow. */
int calc_power(int64_t v, int64_t exponent, int64_t *out);

/* One press of a button that changes only the value, compiled: the operand is
 * the effective one (after [+]N), and for an append its digits' count. */
typedef struct calc_op {
    calc_kind kind;
    int64_t operand;
    int tail_len;
    const char *from, *to; /* A=>B digit text */
    int from_len, to_len;
} calc_op;

/* The button b as a calc_op in a state (its [+]N offset, what Store holds):
 * 0, or -1 when the press is illegal whatever the value (Store empty, operand
 * overflow). Not for CALC_META or a Store save, which change no value. */
int calc_op_of(const calc_button *b, const calc_state *state, calc_op *op);

/* The value after the press, before the display limit and portals: 1 = legal
 * (*out set), 0 = illegal (overflow, inexact division, too wide). Only the
 * value-changing kinds: not CALC_META, not a Store save. Each kind's row in
 * kinds.c says what it does. */
int calc_op_value(const calc_op *op, int64_t v, int64_t *out);

#endif
