/*
 * digits.c: the Digits back end declared in digits.h: reading the puzzle, the
 * dynamic programming over sub-multisets that counts every distinct solution,
 * the walk back through its tables that lists them, and the reports.
 *
 * Counting rules (the README's "Digits: rules and counting" explains them):
 * a solution is an expression tree whose leaves are some of the given numbers,
 * taken as values; + and * are unordered; * and / by 1 and results of 0 (or
 * anything not a positive integer up to 2^53 - 1) are not allowed. This is
 * Hutton's valid' counting of the Countdown problem, except that equal given
 * numbers are the same leaf, and x / x is one step whichever x is divided.
 */
#include "digits.h"
#include "search.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define DIGITS_MASKS (1u << DIGITS_MAX_NUMBERS)

/* ---- saturating counts: a count never wraps, it sticks at UINT64_MAX ---- */

static uint64_t sat_add(uint64_t a, uint64_t b)
{
    uint64_t r;
    return __builtin_add_overflow(a, b, &r) ? UINT64_MAX : r;
}

static uint64_t sat_mul(uint64_t a, uint64_t b)
{
    uint64_t r;
    return __builtin_mul_overflow(a, b, &r) ? UINT64_MAX : r;
}

/* Unordered pairs with repetition of c things: c(c+1)/2, without overflowing early. */
static uint64_t sat_pairs(uint64_t c)
{
    if (c == UINT64_MAX)
        return UINT64_MAX;
    return c % 2 == 0 ? sat_mul(c / 2, c + 1) : sat_mul(c, (c + 1) / 2);
}

int digits_stars(int64_t distance)
{
    if (distance == 0)
        return 3;
    if (distance >= 1 && distance <= 10)
        return 2;
    if (distance >= 11 && distance <= 25)
        return 1;
    return 0;
}

static int64_t distance_to(int64_t v, int64_t target) { return v >= target ? v - target : target - v; }

/* Is v nearer the target than the best so far (the smaller value on a tie)? */
static int nearer(int64_t v, int64_t best, int64_t target)
{
    int64_t dv = distance_to(v, target), db = distance_to(best, target);
    return dv < db || (dv == db && v < best);
}

/* ---- reading the puzzle ---- */

static int is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

/* The token as it may appear inside a message: at most 20 bytes, cut before a
 * UTF-8 character rather than inside one, control characters shown as '?', so
 * a message always fits, stays one line and stays valid UTF-8. */
static void quote_token(const char *token, size_t len, char *out, size_t out_size)
{
    size_t shown = len > 20 ? 20 : len, k = 0;
    while (shown > 0 && shown < len && ((unsigned char)token[shown] & 0xC0) == 0x80)
        shown--;
    for (size_t i = 0; i < shown && k + 1 < out_size; i++) {
        unsigned char c = (unsigned char)token[i];
        out[k++] = (c < 0x20 || c == 0x7f) ? '?' : (char)c;
    }
    for (size_t i = 0; shown < len && i < 3 && k + 1 < out_size; i++)
        out[k++] = '.';
    out[k] = '\0';
}

typedef enum token_check { TOKEN_OK, TOKEN_NOT_POSITIVE, TOKEN_TOO_LARGE } token_check;

/* Decimal digits only (no sign, no point), value 1..limit. Leading zeros are fine. */
static token_check read_positive(const char *token, size_t len, int64_t limit, int64_t *value)
{
    if (len == 0)
        return TOKEN_NOT_POSITIVE;
    int64_t v = 0;
    int overflow = 0;
    for (size_t i = 0; i < len; i++) {
        if (token[i] < '0' || token[i] > '9')
            return TOKEN_NOT_POSITIVE;
        if (!overflow && (cs_mul(v, 10, &v) || cs_add(v, token[i] - '0', &v)))
            overflow = 1;
    }
    if (overflow || v > limit)
        return TOKEN_TOO_LARGE;
    if (v == 0)
        return TOKEN_NOT_POSITIVE;
    *value = v;
    return TOKEN_OK;
}

static int parse_target(const char *text, int64_t *target, cs_error *err)
{
    const char *start = text ? text : "";
    while (is_space(*start))
        start++;
    size_t len = strlen(start);
    while (len && is_space(start[len - 1]))
        len--;
    if (len == 0)
        return cs_fail(err, 0, "target", "the target is empty: enter a positive integer");
    char shown[32];
    quote_token(start, len, shown, sizeof shown);
    switch (read_positive(start, len, DIGITS_MAX_TARGET, target)) {
    case TOKEN_OK: return 0;
    case TOKEN_NOT_POSITIVE: return cs_fail(err, 0, "target", "the target (\"%s\") is not a positive integer", shown);
    case TOKEN_TOO_LARGE:
        return cs_fail(err, 0, "target", "the target (\"%s\") is too large: the limit is %lld (2^53-1)", shown,
                       (long long)DIGITS_MAX_TARGET);
    }
    return -1;
}

/* Numbers are separated by spaces and/or one comma; an empty field (a comma at
 * either end, or two in a row) is an error rather than a silent skip, since it
 * usually means a number went missing. */
static int parse_numbers(const char *text, digits_puzzle *out, cs_error *err)
{
    const char *p = text ? text : "";
    const char *starts[DIGITS_MAX_NUMBERS];
    size_t lens[DIGITS_MAX_NUMBERS];
    int count = 0;
    while (is_space(*p))
        p++;
    if (!*p)
        return cs_fail(err, 0, "numbers", "no numbers given: enter 2 to 6 positive integers");
    for (;;) {
        const char *token = p;
        while (*p && !is_space(*p) && *p != ',')
            p++;
        if (p == token)
            return cs_fail(err, 0, "numbers", "number %d is empty (%s)", count + 1,
                           count == 0 ? "a comma with nothing before it" : "two commas in a row");
        if (count < DIGITS_MAX_NUMBERS) {
            starts[count] = token;
            lens[count] = (size_t)(p - token);
        }
        if (count < DIGITS_MAX_NUMBERS + 1)
            count++;
        else
            count = DIGITS_MAX_NUMBERS + 1; /* "more than 6" is all the message needs */
        while (is_space(*p))
            p++;
        if (*p == ',') {
            p++;
            while (is_space(*p))
                p++;
            if (!*p)
                return cs_fail(err, 0, "numbers", "number %d is empty (a comma at the end)", count + 1);
        }
        if (!*p)
            break;
    }
    if (count > DIGITS_MAX_NUMBERS)
        return cs_fail(err, 0, "numbers", "too many numbers: Digits takes 2 to 6, got more than %d",
                       DIGITS_MAX_NUMBERS);
    if (count < DIGITS_MIN_NUMBERS)
        return cs_fail(err, 0, "numbers", "only 1 number given: Digits takes 2 to 6");
    for (int i = 0; i < count; i++) {
        char shown[32];
        quote_token(starts[i], lens[i], shown, sizeof shown);
        switch (read_positive(starts[i], lens[i], DIGITS_MAX_NUMBER, &out->numbers[i])) {
        case TOKEN_OK: break;
        case TOKEN_NOT_POSITIVE:
            return cs_fail(err, 0, "numbers", "number %d (\"%s\") is not a positive integer", i + 1, shown);
        case TOKEN_TOO_LARGE:
            return cs_fail(err, 0, "numbers", "number %d (\"%s\") is too large: the limit is %lld (2^32-1)", i + 1,
                           shown, (long long)DIGITS_MAX_NUMBER);
        }
    }
    out->count = count;
    return 0;
}

int digits_parse(const char *target, const char *numbers, digits_puzzle *out, cs_error *err)
{
    memset(out, 0, sizeof *out);
    if (parse_target(target, &out->target, err) != 0)
        return -1;
    return parse_numbers(numbers, out, err);
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

static int popcount(unsigned mask) { return __builtin_popcount(mask); }

/* The mask that takes, from each group, a prefix as long as mask takes. */
static unsigned canonical(const solver *sv, unsigned mask)
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

static size_t table_size(const value_table *t) { return t->entries.len; }
static uint32_t table_entry(const value_table *t, size_t i) { return CS_VEC_AT(&t->entries, uint32_t, i); }
static int64_t table_value(const value_table *t, size_t i)
{
    return ((const entry_key *)cs_keyset_key(t->keys, table_entry(t, i)))->value;
}
static uint64_t table_count(const value_table *t, size_t i) { return CS_VEC_AT(t->counts, uint64_t, table_entry(t, i)); }

/* Count of expressions of value v in t, 0 when absent (or t is not complete,
 * or the whole pool's, which is not stored). */
static uint64_t table_find(const value_table *t, int64_t v)
{
    entry_key key = {t->mask, v};
    uint32_t index;
    if (!t->built || !cs_keyset_find(t->keys, &key, &index))
        return 0;
    return CS_VEC_AT(t->counts, uint64_t, index);
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

static void table_free(solver *sv, value_table *t)
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
static int build_table(solver *sv, unsigned S)
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
        if (canonical(sv, L) != L)
            continue;
        unsigned R = canonical(sv, S & ~L);
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

/* ---- walking back: which pairs of smaller expressions make value v from S ---- */

typedef struct digits_match {
    unsigned first_mask, second_mask;
    int64_t first, second;   /* the operands' values, in printed order */
    char op;
    int same_list;           /* both operands come from one list: unordered pairs, a tree with itself allowed */
} digits_match;

/* Returns 0 to go on, 1 to stop (done), -1 on an error. */
typedef int (*match_fn)(solver *sv, const digits_match *m, void *ctx);

static int emit_match(solver *sv, match_fn fn, void *ctx, char op, unsigned first_mask, int64_t first,
                      unsigned second_mask, int64_t second, int same_list)
{
    digits_match m = {first_mask, second_mask, first, second, op, same_list};
    return fn(sv, &m, ctx);
}

/* Every way the table of S got value v, in the same terms build_table counted
 * them; calls fn for each until it returns non-zero. */
static int for_each_match(solver *sv, unsigned S, int64_t v, match_fn fn, void *ctx)
{
    int rc = 0;
#define EMIT(...)                                             \
    do {                                                      \
        if ((rc = emit_match(sv, fn, ctx, __VA_ARGS__)) != 0) \
            return rc;                                        \
    } while (0)
    for (unsigned L = (S - 1) & S; L; L = (L - 1) & S) {
        if (canonical(sv, L) != L)
            continue;
        unsigned R = canonical(sv, S & ~L);
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

/* ---- writing an expression as steps that read back as that expression ----
 *
 * The game shows values only, so when a value is both a given number and the
 * result of an earlier step (or two earlier results are equal), a step's text
 * does not say which one it uses. Reports are read with one rule: an operand is
 * the most recent unused result of that value if there is one, else a given
 * number. Steps are ordered so this rule gives back the exact expression when
 * some order can; when none can (rare), the solution says so (exact_reading 0)
 * and the text report adds the expression. */

typedef struct step_plan {
    int count;
    digits_step steps[DIGITS_MAX_STEPS];   /* post-order: operands' steps first */
    int from[DIGITS_MAX_STEPS][2];         /* the step whose result is operand a / b; -1: a given number */
} step_plan;

/* Appends a step to the plan; returns its index, -1 when full (cannot happen
 * for a tree over at most six numbers). */
static int plan_add(step_plan *plan, digits_step step, int from_a, int from_b)
{
    if (plan->count >= DIGITS_MAX_STEPS)
        return -1;
    plan->steps[plan->count] = step;
    plan->from[plan->count][0] = from_a;
    plan->from[plan->count][1] = from_b;
    return plan->count++;
}

/* Would the reading rule give step s exactly its operands, with the results in
 * `pending` (produced, not yet used; oldest first) available? */
static int reads_back(const step_plan *plan, int s, const int *pending, int pending_count)
{
    const int64_t values[2] = {plan->steps[s].a, plan->steps[s].b};
    for (int o = 0; o < 2; o++) {
        if (o == 1 && values[1] == values[0])
            break; /* both operands were settled together */
        int64_t v = values[o];
        int uses = 0, computed = 0;
        for (int k = 0; k < 2; k++) {
            if (values[k] == v) {
                uses++;
                computed += plan->from[s][k] >= 0;
            }
        }
        int taken = 0;
        for (int i = pending_count - 1; i >= 0 && taken < uses; i--) {
            if (plan->steps[pending[i]].result != v)
                continue;
            taken++;
            if (!((values[0] == v && plan->from[s][0] == pending[i]) || (values[1] == v && plan->from[s][1] == pending[i])))
                return 0;
        }
        if (taken != computed)
            return 0;
    }
    return 1;
}

/* Depth-first over the orders in which the steps can be played, the
 * post-order first: at most 5! orders, found in a few tries in practice. */
static int schedule_from(const step_plan *plan, int *order, int placed, unsigned done, const int *pending,
                         int pending_count)
{
    if (placed == plan->count)
        return 1;
    for (int s = 0; s < plan->count; s++) {
        if (done & (1u << s))
            continue;
        int ready = 1;
        for (int k = 0; k < 2; k++)
            ready = ready && (plan->from[s][k] < 0 || (done & (1u << plan->from[s][k])));
        if (!ready || !reads_back(plan, s, pending, pending_count))
            continue;
        int next[DIGITS_MAX_STEPS], next_count = 0;
        for (int i = 0; i < pending_count; i++)
            if (pending[i] != plan->from[s][0] && pending[i] != plan->from[s][1])
                next[next_count++] = pending[i];
        next[next_count++] = s;
        order[placed] = s;
        if (schedule_from(plan, order, placed + 1, done | (1u << s), next, next_count))
            return 1;
    }
    return 0;
}

/* The plan's steps in an order that can be played and reads back; the
 * post-order as it is if no such order exists (then exact_reading is 0: the
 * game cannot tell this expression from another by its steps). */
static void plan_to_solution(const step_plan *plan, digits_solution *out)
{
    int order[DIGITS_MAX_STEPS], position[DIGITS_MAX_STEPS];
    out->exact_reading = schedule_from(plan, order, 0, 0, NULL, 0);
    if (!out->exact_reading)
        for (int s = 0; s < plan->count; s++)
            order[s] = s;
    for (int s = 0; s < plan->count; s++)
        position[order[s]] = s;
    out->step_count = plan->count;
    for (int s = 0; s < plan->count; s++) {
        out->steps[s] = plan->steps[order[s]];
        for (int k = 0; k < 2; k++) {
            int from = plan->from[order[s]][k];
            out->from[s][k] = (signed char)(from < 0 ? -1 : position[from]);
        }
    }
}

/* ---- one shortest expression: follow the first match down, no memory needed ---- */

static int take_first_match(solver *sv, const digits_match *m, void *ctx)
{
    (void)sv;
    *(digits_match *)ctx = *m;
    return 1;
}

/* Appends the steps of one expression of v over S to the plan, operands first.
 * Returns the index of its last step, -1 for a given number, -2 if the tables
 * disagree (a bug, reported rather than crashed on). Every table entry has at
 * least one expression, so a match always exists. */
static int find_one(solver *sv, unsigned S, int64_t v, step_plan *plan)
{
    if (popcount(S) == 1)
        return -1;
    digits_match m;
    if (for_each_match(sv, S, v, take_first_match, &m) != 1)
        return -2;
    int a = find_one(sv, m.first_mask, m.first, plan);
    int b = a < -1 ? -2 : find_one(sv, m.second_mask, m.second, plan);
    if (b < -1)
        return -2;
    int at = plan_add(plan, (digits_step){m.first, m.second, v, m.op}, a, b);
    return at < 0 ? -2 : at;
}

/* ---- listing: the trees of (S, v), at most list_limit, shared through a memo ---- */

static int list_trees(solver *sv, unsigned S, int64_t v, tree_span *span);

typedef struct product_ctx {
    int64_t value;
    cs_vec *mine;   /* uint32_t node ids of the trees of (S, value) so far */
} product_ctx;

/* Stores one listed tree; each counts as a state, so the budget caps listing too. */
static int push_node(solver *sv, cs_vec *ids, tree_node node)
{
    uint32_t id = (uint32_t)sv->nodes.len;
    if (sv->nodes.len >= UINT32_MAX - 1 || cs_search_count_state(&sv->search) != 0 ||
        !cs_vec_push(&sv->search, &sv->nodes, &node))
        return -1;
    return cs_vec_push(&sv->search, ids, &id) ? 0 : -1;
}

/* Every tree of the match: each tree of the first operand with each of the second. */
static int add_products(solver *sv, const digits_match *m, void *ctx_ptr)
{
    product_ctx *ctx = ctx_ptr;
    tree_span a, b;
    if (list_trees(sv, m->first_mask, m->first, &a) != 0)
        return -1;
    if (m->same_list)
        b = a;
    else if (list_trees(sv, m->second_mask, m->second, &b) != 0)
        return -1;
    for (uint32_t i = 0; i < a.len; i++) {
        for (uint32_t j = m->same_list ? i : 0; j < b.len; j++) {
            if (ctx->mine->len >= sv->list_limit)
                return 1;
            tree_node node = {ctx->value, CS_VEC_AT(&sv->tree_ids, uint32_t, a.start + i),
                              CS_VEC_AT(&sv->tree_ids, uint32_t, b.start + j), m->op};
            if (push_node(sv, ctx->mine, node) != 0)
                return -1;
        }
    }
    return ctx->mine->len >= sv->list_limit ? 1 : 0;
}

/* The trees of entry (S, v), at most list_limit; each entry is walked once. */
static int list_trees(solver *sv, unsigned S, int64_t v, tree_span *span)
{
    entry_key key = {S, v};
    uint32_t index = UINT32_MAX; /* the whole pool: no entry, walked once from the top */
    if (S != sv->full && (!cs_keyset_find(&sv->keys, &key, &index) || index >= sv->spans.len))
        return -1; /* cannot happen: matches come from complete tables */
    if (index != UINT32_MAX && CS_VEC_AT(&sv->spans, tree_span, index).start != SPAN_NOT_LISTED) {
        *span = CS_VEC_AT(&sv->spans, tree_span, index);
        return 0;
    }
    cs_vec mine;
    cs_vec_init(&mine, sizeof(uint32_t));
    int rc;
    if (popcount(S) == 1) {
        rc = push_node(sv, &mine, (tree_node){v, 0, 0, 0});
    } else {
        product_ctx ctx = {v, &mine};
        rc = for_each_match(sv, S, v, add_products, &ctx) < 0 ? -1 : 0;
    }
    if (rc == 0 && (sv->tree_ids.len > UINT32_MAX - mine.len || cs_vec_reserve(&sv->search, &sv->tree_ids, mine.len)))
        rc = -1;
    if (rc == 0) {
        span->start = (uint32_t)sv->tree_ids.len;
        span->len = (uint32_t)mine.len;
        if (mine.len)
            memcpy((uint32_t *)sv->tree_ids.data + sv->tree_ids.len, mine.data, mine.len * sizeof(uint32_t));
        sv->tree_ids.len += mine.len;
        if (index != UINT32_MAX)
            CS_VEC_AT(&sv->spans, tree_span, index) = *span;
    }
    cs_vec_free(&sv->search, &mine);
    return rc;
}

/* The steps of a listed tree, operands first (post-order), the larger operand's
 * first. Returns the index of its last step, -1 for a given number. */
static int tree_steps(const solver *sv, uint32_t id, step_plan *plan)
{
    const tree_node *node = &CS_VEC_AT(&sv->nodes, tree_node, id);
    if (!node->op)
        return -1;
    int a = tree_steps(sv, node->first, plan);
    int b = tree_steps(sv, node->second, plan);
    const tree_node *first = &CS_VEC_AT(&sv->nodes, tree_node, node->first);
    const tree_node *second = &CS_VEC_AT(&sv->nodes, tree_node, node->second);
    return plan_add(plan, (digits_step){first->value, second->value, node->value, node->op}, a, b);
}

/* Lists up to max_listed exact solutions, shortest first, into result->listed. */
static void list_solutions(solver *sv, int64_t target, int max_listed, int sizes_done, digits_result *result)
{
    size_t capacity = 0;
    sv->list_limit = (uint32_t)max_listed;
    cs_vec_init(&sv->nodes, sizeof(tree_node));
    cs_vec_init(&sv->tree_ids, sizeof(uint32_t));
    cs_vec_init(&sv->spans, sizeof(tree_span));
    if (cs_vec_reserve(&sv->search, &sv->spans, sv->keys.keys.len) != 0)
        return;
    for (size_t i = 0; i < sv->keys.keys.len; i++)
        CS_VEC_AT(&sv->spans, tree_span, i) = (tree_span){SPAN_NOT_LISTED, 0};
    sv->spans.len = sv->keys.keys.len;
    unsigned full = (1u << sv->n) - 1;
    for (int k = 1; k <= sizes_done && result->listed_count < max_listed; k++) {
        for (unsigned S = 1; S <= full && result->listed_count < max_listed; S++) {
            if (popcount(S) != k || canonical(sv, S) != S)
                continue;
            if (k == 1 ? sv->num[__builtin_ctz(S)] != target
                       : S == full ? !sv->full_target_count : !table_find(&sv->tables[S], target))
                continue;
            tree_span span;
            if (list_trees(sv, S, target, &span) != 0)
                return;
            for (uint32_t i = 0; i < span.len && result->listed_count < max_listed; i++) {
                if ((size_t)result->listed_count == capacity) {
                    size_t grown = capacity ? capacity * 2 : 16;
                    if (grown > (size_t)max_listed)
                        grown = (size_t)max_listed;
                    /* accounted like the tables, then handed over to the result */
                    if (cs_search_resize(&sv->search, (void **)&result->listed, capacity * sizeof(digits_solution),
                                         grown * sizeof(digits_solution)) != 0)
                        return;
                    capacity = grown;
                }
                step_plan plan = {0};
                tree_steps(sv, CS_VEC_AT(&sv->tree_ids, uint32_t, span.start + i), &plan);
                digits_solution *sol = &result->listed[result->listed_count++];
                memset(sol, 0, sizeof *sol);
                plan_to_solution(&plan, sol);
            }
        }
    }
}

static void free_listing(solver *sv)
{
    cs_vec_free(&sv->search, &sv->nodes);
    cs_vec_free(&sv->search, &sv->tree_ids);
    cs_vec_free(&sv->search, &sv->spans);
}

/* ---- solving ---- */

static int validate(const digits_puzzle *p, cs_error *err)
{
    if (p->target < 1 || p->target > DIGITS_MAX_TARGET)
        return cs_fail(err, 0, "target", "the target %lld is out of range: it must be 1 to %lld", (long long)p->target,
                       (long long)DIGITS_MAX_TARGET);
    if (p->count < DIGITS_MIN_NUMBERS || p->count > DIGITS_MAX_NUMBERS)
        return cs_fail(err, 0, "numbers", "%d numbers given: Digits takes 2 to 6", p->count);
    for (int i = 0; i < p->count; i++)
        if (p->numbers[i] < 1 || p->numbers[i] > DIGITS_MAX_NUMBER)
            return cs_fail(err, 0, "numbers", "number %d (%lld) is out of range: it must be 1 to %lld", i + 1,
                           (long long)p->numbers[i], (long long)DIGITS_MAX_NUMBER);
    return 0;
}

int digits_solve(const digits_puzzle *puzzle, int max_listed, const cs_budget *budget, digits_result *result,
                 cs_error *err)
{
    memset(result, 0, sizeof *result);
    result->ops = -1;
    if (validate(puzzle, err) != 0)
        return -1;
    solver *sv = calloc(1, sizeof *sv);
    if (!sv) { /* report what the given numbers alone say */
        result->stop = CS_STOP_MEMORY;
        result->searched_ops = -1;
        result->closest = puzzle->numbers[0];
        for (int i = 1; i < puzzle->count; i++)
            if (nearer(puzzle->numbers[i], result->closest, puzzle->target))
                result->closest = puzzle->numbers[i];
        result->distance = distance_to(result->closest, puzzle->target);
        result->stars = digits_stars(result->distance);
        result->solved = result->distance == 0;
        result->ops = result->solved ? 0 : -1;
        result->count = result->solved ? 1 : 0;
        result->best.exact_reading = 1;
        return 0;
    }
    cs_search_init(&sv->search, budget, DIGITS_DEFAULT_MAX_STATES);
    cs_keyset_init(&sv->keys, sizeof(entry_key));
    cs_vec_init(&sv->counts, sizeof(uint64_t));
    sv->n = puzzle->count;
    sv->full = (1u << sv->n) - 1;
    sv->target = puzzle->target;
    memcpy(sv->num, puzzle->numbers, sizeof sv->num);
    for (int i = 1; i < sv->n; i++) /* insertion sort: six numbers */
        for (int j = i; j > 0 && sv->num[j - 1] > sv->num[j]; j--) {
            int64_t t = sv->num[j];
            sv->num[j] = sv->num[j - 1];
            sv->num[j - 1] = t;
        }
    for (int i = 0; i < sv->n; i++)
        sv->group_first[i] = (i > 0 && sv->num[i] == sv->num[i - 1]) ? sv->group_first[i - 1] : i;

    int64_t target = puzzle->target;
    /* the given numbers themselves: known before any table, so even a search
     * that cannot store one entry reports a closest value */
    unsigned closest_mask = 1, target_mask = 0;
    int64_t closest = sv->num[0];
    for (int i = 0; i < sv->n; i++) {
        if (sv->group_first[i] != i)
            continue;
        if (nearer(sv->num[i], closest, target)) {
            closest = sv->num[i];
            closest_mask = 1u << i;
        }
        if (sv->num[i] == target) {
            target_mask = 1u << i;
            result->count = 1;
        }
    }

    /* tables by size, so when the budget stops us every smaller size is complete */
    unsigned full = sv->full;
    int sizes_done = 0;
    for (int k = 1; k <= sv->n && sv->search.stop == CS_FINISHED; k++) {
        for (unsigned S = 1; S <= full; S++) {
            if (popcount(S) != k || canonical(sv, S) != S)
                continue;
            if (build_table(sv, S) != 0) {
                table_free(sv, &sv->tables[S]);
                break;
            }
            if (k == 1)
                continue;
            const value_table *t = &sv->tables[S];
            uint64_t here = S == full ? sv->full_target_count : table_find(t, target);
            if (here && !target_mask)
                target_mask = S;
            result->count = sat_add(result->count, here);
            if (S == full) {
                if (sv->full_has_value && nearer(sv->full_closest, closest, target)) {
                    closest = sv->full_closest;
                    closest_mask = S;
                }
                continue;
            }
            for (size_t i = 0; i < table_size(t); i++) {
                if (nearer(table_value(t, i), closest, target)) {
                    closest = table_value(t, i);
                    closest_mask = S;
                }
            }
        }
        if (sv->search.stop == CS_FINISHED)
            sizes_done = k;
    }

    result->solved = target_mask != 0;
    result->ops = result->solved ? popcount(target_mask) - 1 : -1;
    result->closest = closest;
    result->distance = distance_to(closest, target);
    result->stars = digits_stars(result->distance);
    result->searched_ops = sizes_done - 1;
    step_plan plan = {0};
    if (find_one(sv, closest_mask, closest, &plan) >= -1) /* -2 cannot happen: every entry has an expression */
        plan_to_solution(&plan, &result->best);

    if (result->solved && max_listed > 0 && sv->search.stop == CS_FINISHED) {
        list_solutions(sv, target, max_listed, sizes_done, result);
        free_listing(sv);
    }

    result->states = sv->search.states;
    result->peak_bytes = sv->search.peak_bytes;
    result->stop = sv->search.stop;
    for (unsigned S = 1; S <= full; S++)
        table_free(sv, &sv->tables[S]);
    cs_keyset_free(&sv->search, &sv->keys);
    cs_vec_free(&sv->search, &sv->counts);
    free(sv);
    return 0;
}

void digits_result_free(digits_result *result)
{
    free(result->listed);
    result->listed = NULL;
    result->listed_count = 0;
}

/* ---- reports ---- */

void digits_step_text(const digits_step *step, char *text)
{
    snprintf(text, DIGITS_STEP_TEXT_SIZE, "%lld %c %lld = %lld", (long long)step->a, step->op, (long long)step->b,
             (long long)step->result);
}

/* Appends to text at *len, never past DIGITS_EXPRESSION_TEXT_SIZE - 1. Only
 * given numbers (at most 10 digits) are written, so six fit with room to spare. */
static void append_text(char *text, size_t *len, const char *piece)
{
    size_t n = strlen(piece);
    if (n > DIGITS_EXPRESSION_TEXT_SIZE - 1 - *len)
        n = DIGITS_EXPRESSION_TEXT_SIZE - 1 - *len;
    memcpy(text + *len, piece, n);
    *len += n;
    text[*len] = '\0';
}

/* Appends the expression of step s: operands that are steps in parentheses. */
static void expression_of_step(const digits_solution *sol, int s, char *text, size_t *len, int depth)
{
    const digits_step *step = &sol->steps[s];
    const int64_t values[2] = {step->a, step->b};
    for (int k = 0; k < 2; k++) {
        char piece[32];
        if (k) {
            snprintf(piece, sizeof piece, " %c ", step->op);
            append_text(text, len, piece);
        }
        int from = sol->from[s][k];
        if (from >= 0 && from < s && depth < DIGITS_MAX_STEPS) {
            append_text(text, len, "(");
            expression_of_step(sol, from, text, len, depth + 1);
            append_text(text, len, ")");
        } else {
            snprintf(piece, sizeof piece, "%lld", (long long)values[k]);
            append_text(text, len, piece);
        }
    }
}

void digits_expression_text(const digits_solution *solution, int64_t value, char *text)
{
    size_t len = 0;
    text[0] = '\0';
    if (solution->step_count == 0)
        snprintf(text, DIGITS_EXPRESSION_TEXT_SIZE, "%lld", (long long)value);
    else
        expression_of_step(solution, solution->step_count - 1, text, &len, 0);
}

/* The pool after each step, sorted as the game shows it: the given numbers,
 * less the two operands, plus the result. pools[i] holds sizes[i] values. */
static void pools_after(const digits_puzzle *puzzle, const digits_solution *sol,
                        int64_t pools[DIGITS_MAX_STEPS][DIGITS_MAX_NUMBERS], int sizes[DIGITS_MAX_STEPS])
{
    int64_t pool[DIGITS_MAX_NUMBERS];
    int n = puzzle->count;
    memcpy(pool, puzzle->numbers, sizeof pool);
    for (int s = 0; s < sol->step_count && s < DIGITS_MAX_STEPS; s++) {
        const int64_t operands[2] = {sol->steps[s].a, sol->steps[s].b};
        for (int o = 0; o < 2; o++) {
            for (int i = 0; i < n; i++) {
                if (pool[i] == operands[o]) {
                    pool[i] = pool[--n];
                    break;
                }
            }
        }
        if (n < DIGITS_MAX_NUMBERS)
            pool[n++] = sol->steps[s].result;
        for (int i = 1; i < n; i++)
            for (int j = i; j > 0 && pool[j - 1] > pool[j]; j--) {
                int64_t t = pool[j];
                pool[j] = pool[j - 1];
                pool[j - 1] = t;
            }
        memcpy(pools[s], pool, sizeof pool);
        sizes[s] = n;
    }
}

static void json_steps(cs_buf *out, const digits_solution *sol)
{
    cs_buf_add(out, "[");
    for (int s = 0; s < sol->step_count; s++) {
        char text[DIGITS_STEP_TEXT_SIZE];
        digits_step_text(&sol->steps[s], text);
        if (s)
            cs_buf_add(out, ", ");
        cs_json_str(out, text);
    }
    cs_buf_add(out, "]");
}

/* "gave up after N states: memory cap reached; solutions of up to 3 operations were all counted" */
static void gave_up_message(cs_buf *out, const digits_result *r, int count)
{
    cs_buf_printf(out, "gave up after %llu states: %s; ", (unsigned long long)r->states, cs_stop_reason(r->stop));
    if (r->searched_ops >= count - 1)
        cs_buf_add(out, "every solution was counted, but not all could be listed");
    else if (r->searched_ops <= 0)
        cs_buf_add(out, "only the given numbers were checked");
    else
        cs_buf_printf(out, "solutions of up to %d operation%s were all counted", r->searched_ops,
                      r->searched_ops == 1 ? "" : "s");
}

void digits_report_json(cs_buf *out, const digits_puzzle *puzzle, const digits_result *result, int all)
{
    cs_buf_printf(out, "{\"game\": \"digits\", \"target\": %lld, \"numbers\": [", (long long)puzzle->target);
    for (int i = 0; i < puzzle->count; i++)
        cs_buf_printf(out, "%s%lld", i ? ", " : "", (long long)puzzle->numbers[i]);
    cs_buf_printf(out, "], \"solved\": %s, \"ops\": ", result->solved ? "true" : "false");
    if (result->solved)
        cs_buf_printf(out, "%d", result->ops);
    else
        cs_buf_add(out, "null");
    char expression[DIGITS_EXPRESSION_TEXT_SIZE];
    digits_expression_text(&result->best, result->closest, expression);
    cs_buf_add(out, ", \"steps\": ");
    json_steps(out, &result->best);
    int64_t pools[DIGITS_MAX_STEPS][DIGITS_MAX_NUMBERS];
    int sizes[DIGITS_MAX_STEPS];
    pools_after(puzzle, &result->best, pools, sizes);
    cs_buf_add(out, ", \"pools\": [");
    for (int s = 0; s < result->best.step_count; s++) {
        cs_buf_add(out, s ? ", [" : "[");
        for (int i = 0; i < sizes[s]; i++)
            cs_buf_printf(out, "%s%lld", i ? ", " : "", (long long)pools[s][i]);
        cs_buf_add(out, "]");
    }
    cs_buf_add(out, "], \"expression\": ");
    cs_json_str(out, expression);
    cs_buf_printf(out, ", \"closest\": %lld, \"distance\": %lld, \"stars\": %d, \"count\": %llu, \"states\": %llu",
                  (long long)result->closest, (long long)result->distance, result->stars,
                  (unsigned long long)result->count, (unsigned long long)result->states);
    cs_buf_printf(out, ", \"gave_up\": %s", result->stop != CS_FINISHED ? "true" : "false");
    if (result->stop != CS_FINISHED) {
        cs_buf t = {0};
        gave_up_message(&t, result, puzzle->count);
        cs_buf_add(out, ", \"message\": ");
        cs_json_str(out, t.failed || !t.data ? "gave up" : t.data);
        cs_buf_free(&t);
    }
    if (all) {
        cs_buf_printf(out, ", \"listed\": %d, \"solutions\": [", result->listed_count);
        for (int s = 0; s < result->listed_count; s++) {
            if (s)
                cs_buf_add(out, ", ");
            json_steps(out, &result->listed[s]);
        }
        /* the same solutions as expressions: tells apart the few whose steps
         * the game cannot (see digits_solution) */
        cs_buf_add(out, "], \"expressions\": [");
        for (int s = 0; s < result->listed_count; s++) {
            digits_expression_text(&result->listed[s], puzzle->target, expression);
            if (s)
                cs_buf_add(out, ", ");
            cs_json_str(out, expression);
        }
        cs_buf_add(out, "]");
    }
    cs_buf_add(out, "}");
}

/* The steps, one a line; then, when the steps alone would read as another
 * expression, which one this is. */
static void text_steps(cs_buf *out, const digits_solution *sol, int64_t value, const char *first_prefix,
                       const char *prefix)
{
    for (int s = 0; s < sol->step_count; s++) {
        char text[DIGITS_STEP_TEXT_SIZE];
        digits_step_text(&sol->steps[s], text);
        cs_buf_printf(out, "%s%s\n", s ? prefix : first_prefix, text);
    }
    if (sol->step_count && !sol->exact_reading) {
        char expression[DIGITS_EXPRESSION_TEXT_SIZE];
        digits_expression_text(sol, value, expression);
        cs_buf_printf(out, "%sthat is %s\n", prefix, expression);
    }
}

static const char *plural(uint64_t n) { return n == 1 ? "" : "s"; }

void digits_report_text(cs_buf *out, const digits_puzzle *puzzle, const digits_result *result, int all)
{
    cs_buf_printf(out, "%lld from", (long long)puzzle->target);
    for (int i = 0; i < puzzle->count; i++)
        cs_buf_printf(out, " %lld", (long long)puzzle->numbers[i]);
    /* a search that gave up before the longest solutions knows a lower bound */
    int partial = result->stop != CS_FINISHED && result->searched_ops < puzzle->count - 1;
    if (result->solved) {
        cs_buf_printf(out, ": %s%llu distinct solution%s, fewest %d operation%s\n", partial ? "at least " : "",
                      (unsigned long long)result->count, plural(result->count), result->ops,
                      plural((uint64_t)result->ops));
        if (!all) {
            if (result->best.step_count == 0)
                cs_buf_printf(out, "%lld is one of the given numbers\n", (long long)puzzle->target);
            text_steps(out, &result->best, puzzle->target, "", "");
        } else {
            int width = 1;
            for (int n = result->listed_count; n >= 10 && width < 10; n /= 10)
                width++;
            for (int s = 0; s < result->listed_count; s++) {
                char first[32], rest[32];
                snprintf(first, sizeof first, "%*d. ", width & 15, (s + 1) & 0xfffffff);
                snprintf(rest, sizeof rest, "%*s", (width & 15) + 2, "");
                cs_buf_add(out, "\n");
                if (result->listed[s].step_count == 0)
                    cs_buf_printf(out, "%s%lld (one of the given numbers)\n", first, (long long)puzzle->target);
                text_steps(out, &result->listed[s], puzzle->target, first, rest);
            }
            if ((uint64_t)result->listed_count < result->count)
                cs_buf_printf(out, "\nListed the first %d of %llu solutions.\n", result->listed_count,
                              (unsigned long long)result->count);
        }
    } else {
        cs_buf_printf(out, "\nNo exact solution%s. Closest: %lld (distance %lld, %d star%s)", partial ? " found" : "",
                      (long long)result->closest, (long long)result->distance, result->stars,
                      plural((uint64_t)result->stars));
        cs_buf_add(out, result->best.step_count == 0 ? ", one of the given numbers\n" : "\n");
        text_steps(out, &result->best, result->closest, "", "");
    }
    if (result->stop != CS_FINISHED) {
        cs_buf t = {0};
        gave_up_message(&t, result, puzzle->count);
        if (!t.failed && t.data) {
            t.data[0] = 'G'; /* a sentence of its own here */
            cs_buf_printf(out, "%s.\n", t.data);
        }
        cs_buf_free(&t);
    }
}

int digits_run(const char *target, const char *numbers, int all, int json, const cs_budget *budget, cs_buf *out,
               cs_error *err)
{
    digits_puzzle puzzle;
    if (digits_parse(target, numbers, &puzzle, err) != 0)
        return -1;
    digits_result result;
    if (digits_solve(&puzzle, all ? DIGITS_MAX_LISTED : 0, budget, &result, err) != 0)
        return -1;
    if (json)
        digits_report_json(out, &puzzle, &result, all);
    else
        digits_report_text(out, &puzzle, &result, all);
    digits_result_free(&result);
    return 0;
}
