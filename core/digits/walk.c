/*
 * walk.c: Digits solutions out of the tables (solver.h): one shortest
 * expression, or every one up to the listing cap, each written as steps that
 * read back as that expression.
 */
#include "solver.h"

#include <stdlib.h>
#include <string.h>

/* ---- writing an expression as steps that read back as that expression ----
 *
 * The game shows values only, so when a value is both a given number and the
 * result of an earlier step (or two earlier results are equal), a step's text
 * does not say which one it uses. Reports are read with one rule: an operand is
 * the most recent unused result of that value if there is one, else a given
 * number. Steps are ordered so this rule gives back the exact expression when
 * some order can; when none can (rare), the solution says so (exact_reading 0)
 * and the text report adds the expression. */


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
void digits_plan_to_solution(const step_plan *plan, digits_solution *out)
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
int digits_find_one(solver *sv, unsigned S, int64_t v, step_plan *plan)
{
    if (popcount(S) == 1)
        return -1;
    digits_match m;
    if (digits_for_each_match(sv, S, v, take_first_match, &m) != 1)
        return -2;
    int a = digits_find_one(sv, m.first_mask, m.first, plan);
    int b = a < -1 ? -2 : digits_find_one(sv, m.second_mask, m.second, plan);
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
        rc = digits_for_each_match(sv, S, v, add_products, &ctx) < 0 ? -1 : 0;
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
void digits_list_solutions(solver *sv, int64_t target, int max_listed, int sizes_done, digits_result *result)
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
            if (popcount(S) != k || digits_canonical(sv, S) != S)
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
                digits_plan_to_solution(&plan, sol);
            }
        }
    }
}

void digits_free_listing(solver *sv)
{
    cs_vec_free(&sv->search, &sv->nodes);
    cs_vec_free(&sv->search, &sv->tree_ids);
    cs_vec_free(&sv->search, &sv->spans);
}

