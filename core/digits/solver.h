/*
 * solver.h: inside the Digits back end (not for front ends): the tables of the
 * dynamic programming over sub-multisets, shared by tables.c (building and
 * matching), walk.c (writing one or all expressions as steps) and solve.c.
 */
#ifndef CALCSOLVE_DIGITS_SOLVER_H
#define CALCSOLVE_DIGITS_SOLVER_H

#include "digits.h"
#include "search.h"

#define DIGITS_MASKS (1u << DIGITS_MAX_NUMBERS)

/* ---- saturating counts: a count never wraps, it sticks at UINT64_MAX ---- */

static inline uint64_t sat_add(uint64_t a, uint64_t b)
{
    uint64_t r;
    return __builtin_add_overflow(a, b, &r) ? UINT64_MAX : r;
}

static inline uint64_t sat_mul(uint64_t a, uint64_t b)
{
    uint64_t r;
    return __builtin_mul_overflow(a, b, &r) ? UINT64_MAX : r;
}

/* Unordered pairs with repetition of c things: c(c+1)/2, without overflowing early. */
static inline uint64_t sat_pairs(uint64_t c)
{
    if (c == UINT64_MAX)
        return UINT64_MAX;
    return c % 2 == 0 ? sat_mul(c / 2, c + 1) : sat_mul(c, (c + 1) / 2);
}

static inline int64_t distance_to(int64_t v, int64_t target) { return v >= target ? v - target : target - v; }

/* Is v nearer the target than the best so far (the smaller value on a tie)? */
static inline int nearer(int64_t v, int64_t best, int64_t target)
{
    int64_t dv = distance_to(v, target), db = distance_to(best, target);
    return dv < db || (dv == db && v < best);
}

/* ---- the tables: one per sub-multiset of the numbers ----
 *
 * The numbers are sorted, so equal numbers sit side by side in a group. A
 * sub-multiset is a bit mask over positions that, within each group, takes a
 * prefix: "one 5" is always the first 5, so the first and the second 5 can
 * never make two different tables (or two solutions). */

/* All tables share one hash set of (sub-multiset, value) keys, so a table
 * costs a few bytes until it holds something, not a hash set of its own. */
typedef struct entry_key {
    uint64_t mask;
    int64_t value;
} entry_key;

typedef struct value_table {
    unsigned mask;
    cs_vec entries;          /* uint32_t indices into the shared keys and counts, in insertion order */
    const cs_keyset *keys;   /* the solver's entry_key set */
    const cs_vec *counts;    /* the solver's uint64_t counts: distinct expressions per entry */
    int built;               /* complete: every expression of the sub-multiset is in it */
} value_table;

/* A tree of the listing walk: a given number (op 0) or first op second. */
typedef struct tree_node {
    int64_t value;
    uint32_t first, second;
    char op;
} tree_node;

/* Where the listed trees of one entry sit in solver.tree_ids. */
typedef struct tree_span {
    uint32_t start, len;
} tree_span;

#define SPAN_NOT_LISTED UINT32_MAX

typedef struct solver {
    cs_search search;
    int n;
    int64_t num[DIGITS_MAX_NUMBERS];       /* the numbers, ascending */
    int group_first[DIGITS_MAX_NUMBERS];   /* position of the first number equal to num[i] */
    cs_keyset keys;                        /* entry_key of every table entry */
    cs_vec counts;                         /* uint64_t per entry */
    value_table tables[DIGITS_MASKS];
    /* The whole pool is never an operand, so its table is not stored: only how
     * many expressions hit the target and the value nearest it are kept. */
    unsigned full;                         /* the mask of all the numbers */
    int64_t target;
    uint64_t full_target_count;
    int64_t full_closest;
    int full_has_value;
    /* the listing walk, built only when solutions are listed */
    uint32_t list_limit;                   /* trees kept per entry */
    cs_vec nodes;                          /* tree_node */
    cs_vec tree_ids;                       /* uint32_t node indices, in spans */
    cs_vec spans;                          /* tree_span per entry: its listed trees, once walked */
} solver;

static inline int popcount(unsigned mask) { return __builtin_popcount(mask); }

static inline size_t table_size(const value_table *t) { return t->entries.len; }
static inline uint32_t table_entry(const value_table *t, size_t i) { return CS_VEC_AT(&t->entries, uint32_t, i); }
static inline int64_t table_value(const value_table *t, size_t i)
{
    return ((const entry_key *)cs_keyset_key(t->keys, table_entry(t, i)))->value;
}
static inline uint64_t table_count(const value_table *t, size_t i) { return CS_VEC_AT(t->counts, uint64_t, table_entry(t, i)); }

/* Count of expressions of value v in t, 0 when absent (or t is not complete,
 * or the whole pool's, which is not stored). */
static inline uint64_t table_find(const value_table *t, int64_t v)
{
    entry_key key = {t->mask, v};
    uint32_t index;
    if (!t->built || !cs_keyset_find(t->keys, &key, &index))
        return 0;
    return CS_VEC_AT(t->counts, uint64_t, index);
}

/* ---- walking back: which pairs of smaller expressions make value v from S ---- */

typedef struct digits_match {
    unsigned first_mask, second_mask;
    int64_t first, second;   /* the operands' values, in printed order */
    char op;
    int same_list;           /* both operands come from one list: unordered pairs, a tree with itself allowed */
} digits_match;

/* Returns 0 to go on, 1 to stop (done), -1 on an error. */
typedef int (*match_fn)(solver *sv, const digits_match *m, void *ctx);

/* A plan of steps for one expression: see walk.c. */
typedef struct step_plan {
    int count;
    digits_step steps[DIGITS_MAX_STEPS];   /* post-order: operands' steps first */
    int from[DIGITS_MAX_STEPS][2];         /* the step whose result is operand a / b; -1: a given number */
} step_plan;

/* tables.c */
unsigned digits_canonical(const solver *sv, unsigned mask);
int digits_build_table(solver *sv, unsigned S);
void digits_table_free(solver *sv, value_table *t);
/* Every way the table of S got value v; calls fn for each until it returns non-zero. */
int digits_for_each_match(solver *sv, unsigned S, int64_t v, match_fn fn, void *ctx);

/* walk.c */
int digits_find_one(solver *sv, unsigned S, int64_t v, step_plan *plan);
void digits_plan_to_solution(const step_plan *plan, digits_solution *out);
void digits_list_solutions(solver *sv, int64_t target, int max_listed, int sizes_done, digits_result *result);
void digits_free_listing(solver *sv);

#endif
