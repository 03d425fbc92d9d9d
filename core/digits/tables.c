/*
 * tables.c: the Digits tables, one per sub-multiset of the numbers (solver.h):
 * building each from two smaller ones, and walking back through them to the
 * pairs of smaller expressions that make a value.
 *
 * Counting rules (core/digits/README.md, "What counts as a distinct solution", explains them):
 * a solution is an expression tree whose leaves are some of the given numbers,
 * taken as values; + and * are unordered; * and / by 1 and results of 0 (or
 * anything not a positive integer up to 2^53 - 1) are not allowed. This is
 * Hutton's valid' counting of the Countdown problem, except that equal given
 * numbers are the same leaf, and x / x is one step whichever x is divided.
 */
#include "solver.h"

#include <stdlib.h>
#include <string.h>

/* The mask that takes, from each group, a prefix as long as mask takes. */
unsigned digits_canonical(const solver *sv, unsigned mask)
{
    int taken[DIGITS_MAX_NUMBERS] = {0};
    unsigned out = 0;
    for (int i = 0; i < sv->n; i++) {
        if (mask & (1u << i)) {
            int g = sv->group_first[i];
            out |= 1u << (g + taken[g]++);
        }
    }
    return out;
}

static int table_add(solver *sv, value_table *t, int64_t value, uint64_t count)
{
    if (t->mask == sv->full) {
        if (value == sv->target)
            sv->full_target_count = sat_add(sv->full_target_count, count);
        if (!sv->full_has_value || nearer(value, sv->full_closest, sv->target)) {
            sv->full_closest = value;
            sv->full_has_value = 1;
        }
        return 0;
    }
    entry_key key = {t->mask, value};
    uint32_t index;
    int inserted = cs_keyset_insert(&sv->search, &sv->keys, &key, &index);
    if (inserted < 0)
        return -1;
    if (inserted)
        return cs_vec_push(&sv->search, &sv->counts, &count) && cs_vec_push(&sv->search, &t->entries, &index) ? 0 : -1;
    uint64_t *have = &CS_VEC_AT(&sv->counts, uint64_t, index);
    *have = sat_add(*have, count);
    return 0;
}

void digits_table_free(solver *sv, value_table *t)
{
    cs_vec_free(&sv->search, &t->entries);
    t->built = 0;
}

/* Adds the results of combining an expression of value x with one of value y
 * from a different sub-multiset or of a different value: c such pairs. */
static int combine_values(solver *sv, value_table *out, int64_t x, int64_t y, uint64_t c)
{
    int64_t a = x >= y ? x : y, b = x >= y ? y : x, r;
    if (!cs_add(a, b, &r) && r <= DIGITS_MAX_VALUE && table_add(sv, out, r, c) != 0)
        return -1;
    if (b != 1 && !cs_mul(a, b, &r) && r <= DIGITS_MAX_VALUE && table_add(sv, out, r, c) != 0)
        return -1;
    if (a > b && table_add(sv, out, a - b, c) != 0)
        return -1;
    /* equal values: A/B and B/A both read "x / x = 1", one step, counted once */
    if (b != 1 && a % b == 0 && table_add(sv, out, a / b, c) != 0)
        return -1;
    return 0;
}

/* Combines the c expressions of value x with themselves (both operands from the
 * same sub-multiset's list): + * and x / x = 1 take unordered pairs, a tree with
 * itself included; - gives 0, never allowed. */
static int combine_same(solver *sv, value_table *out, int64_t x, uint64_t c)
{
    int64_t r;
    if (!cs_add(x, x, &r) && r <= DIGITS_MAX_VALUE && table_add(sv, out, r, sat_pairs(c)) != 0)
        return -1;
    if (x == 1)
        return 0;
    if (!cs_mul(x, x, &r) && r <= DIGITS_MAX_VALUE && table_add(sv, out, r, sat_pairs(c)) != 0)
        return -1;
    return table_add(sv, out, 1, sat_pairs(c));
}

/* Builds the table of sub-multiset S from every unordered split {L, R} of it. */
int digits_build_table(solver *sv, unsigned S)
{
    value_table *out = &sv->tables[S];
    out->mask = S;
    out->keys = &sv->keys;
    out->counts = &sv->counts;
    cs_vec_init(&out->entries, sizeof(uint32_t));
    if (popcount(S) == 1) {
        if (table_add(sv, out, sv->num[__builtin_ctz(S)], 1) != 0)
            return -1;
        out->built = 1;
        return 0;
    }
    for (unsigned L = (S - 1) & S; L; L = (L - 1) & S) {
        if (digits_canonical(sv, L) != L)
            continue;
        unsigned R = digits_canonical(sv, S & ~L);
        if (L > R)
            continue; /* the split {R, L} is taken when L is R */
        const value_table *tl = &sv->tables[L], *tr = &sv->tables[R];
        if (L < R) {
            for (size_t i = 0; i < table_size(tl); i++)
                for (size_t j = 0; j < table_size(tr); j++)
                    if (combine_values(sv, out, table_value(tl, i), table_value(tr, j),
                                       sat_mul(table_count(tl, i), table_count(tr, j))) != 0)
                        return -1;
        } else {
            for (size_t i = 0; i < table_size(tl); i++) {
                if (combine_same(sv, out, table_value(tl, i), table_count(tl, i)) != 0)
                    return -1;
                for (size_t j = i + 1; j < table_size(tl); j++)
                    if (combine_values(sv, out, table_value(tl, i), table_value(tl, j),
                                       sat_mul(table_count(tl, i), table_count(tl, j))) != 0)
                        return -1;
            }
        }
    }
    out->built = 1;
    return 0;
}


static int emit_match(solver *sv, match_fn fn, void *ctx, char op, unsigned first_mask, int64_t first,
                      unsigned second_mask, int64_t second, int same_list)
{
    digits_match m = {first_mask, second_mask, first, second, op, same_list};
    return fn(sv, &m, ctx);
}

/* Every way the table of S got value v, in the same terms digits_build_table counted
 * them; calls fn for each until it returns non-zero. */
int digits_for_each_match(solver *sv, unsigned S, int64_t v, match_fn fn, void *ctx)
{
    int rc = 0;
#define EMIT(...)                                             \
    do {                                                      \
        if ((rc = emit_match(sv, fn, ctx, __VA_ARGS__)) != 0) \
            return rc;                                        \
    } while (0)
    for (unsigned L = (S - 1) & S; L; L = (L - 1) & S) {
        if (digits_canonical(sv, L) != L)
            continue;
        unsigned R = digits_canonical(sv, S & ~L);
        if (L > R)
            continue;
        if (L < R) {
            /* walk the smaller table, look the partner up in the larger */
            unsigned A = table_size(&sv->tables[L]) <= table_size(&sv->tables[R]) ? L : R, B = A == L ? R : L;
            const value_table *ta = &sv->tables[A], *tb = &sv->tables[B];
            for (size_t i = 0; i < table_size(ta); i++) {
                int64_t x = table_value(ta, i), y;
                if (v > x && table_find(tb, y = v - x))
                    EMIT('+', x >= y ? A : B, x >= y ? x : y, x >= y ? B : A, x >= y ? y : x, 0);
                if (x != 1 && v % x == 0 && (y = v / x) != 1 && table_find(tb, y))
                    EMIT('*', x >= y ? A : B, x >= y ? x : y, x >= y ? B : A, x >= y ? y : x, 0);
                if (x > v && table_find(tb, y = x - v))
                    EMIT('-', A, x, B, y, 0);
                if (table_find(tb, y = x + v))
                    EMIT('-', B, y, A, x, 0);
                if (x % v == 0 && (y = x / v) != 1 && table_find(tb, y))
                    EMIT('/', A, x, B, y, 0);
                if (x != 1 && v != 1 && !cs_mul(x, v, &y) && table_find(tb, y)) /* v = 1: taken just above */
                    EMIT('/', B, y, A, x, 0);
            }
        } else {
            /* both operands from L's table: the smaller value of + and * is x */
            const value_table *t = &sv->tables[L];
            for (size_t i = 0; i < table_size(t); i++) {
                int64_t x = table_value(t, i), y;
                if (v > x && (y = v - x) >= x && table_find(t, y))
                    EMIT('+', L, y, L, x, y == x);
                if (x != 1 && v % x == 0 && (y = v / x) >= x && table_find(t, y))
                    EMIT('*', L, y, L, x, y == x);
                if (x > v && table_find(t, y = x - v))
                    EMIT('-', L, x, L, y, 0);
                if (x % v == 0 && (y = x / v) != 1 && table_find(t, y))
                    EMIT('/', L, x, L, y, y == x);
            }
        }
    }
#undef EMIT
    return rc;
}

