/*
 * digits/ladder.c: the Digits hint ladder (ladder.h). A breadth-first walk over
 * pools, L steps deep (L the steps of the solver's shortest solution), keeps
 * every pool with the layer it is first seen in and the steps between layers;
 * a number carries a mark while it is one of the pool's own (not made by a
 * step). The pools on a shortest solution are those from which a pool holding
 * the target (layer L) is reached along kept steps. Unused: a number of the
 * pool that no kept step takes while it is the pool's own. Waypoint: a value
 * (not the target) made by the solver's solution such that no path from the
 * start to the target avoids the steps that make it. The next step and the solution are the solver's, as the
 * hint gives them.
 */
#include "digits.h"
#include "ladder.h"
#include "search.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct pool_key {
    int64_t value[DIGITS_MAX_NUMBERS];   /* ascending by (value, own) */
    uint8_t own[DIGITS_MAX_NUMBERS];     /* 1: a number the pool started with */
    uint8_t count;
    uint8_t pad[1];
} pool_key;

typedef struct pool_edge {
    uint32_t from, to;
    int64_t result;
    int64_t took[2];                     /* the pool's own numbers the step takes, -1 for a made one */
} pool_edge;

typedef struct pool_walk {
    cs_search search;
    cs_keyset pools;
    cs_vec layer;                        /* int per pool */
    cs_vec edges;                        /* pool_edge, in layer order */
    int64_t target;
} pool_walk;

static int has_target(const pool_key *p, int64_t target)
{
    for (int i = 0; i < p->count; i++)
        if (p->value[i] == target)
            return 1;
    return 0;
}

/* a op b by the solver's rules (a >= b): 1 with *r, 0 when not a step. */
static int step_result(int64_t a, int64_t b, char op, int64_t *r)
{
    switch (op) {
    case '+': return cs_add(a, b, r) == 0 && *r <= DIGITS_MAX_VALUE;
    case '*': return b != 1 && cs_mul(a, b, r) == 0 && *r <= DIGITS_MAX_VALUE;
    case '-': *r = a - b; return a > b;
    default: *r = b ? a / b : 0; return b > 1 && a % b == 0;
    }
}

/* p without positions i and j, with r (made) in order. */
static void combine(const pool_key *p, int i, int j, int64_t r, pool_key *out)
{
    memset(out, 0, sizeof *out);
    int placed = 0;
    for (int k = 0; k < p->count; k++) {
        if (k == i || k == j)
            continue;
        if (!placed && (r < p->value[k] || (r == p->value[k] && p->own[k]))) {
            out->value[out->count++] = r;
            placed = 1;
        }
        out->value[out->count] = p->value[k];
        out->own[out->count++] = p->own[k];
    }
    if (!placed)
        out->value[out->count++] = r;
}

static int visit(pool_walk *w, uint32_t from, int depth, int last, const pool_key *next, const pool_edge *edge)
{
    uint32_t index;
    if (cs_keyset_find(&w->pools, next, &index)) {
        if (CS_VEC_AT(&w->layer, int, index) != depth + 1)
            return 0;
    } else {
        if (depth + 1 == last && !has_target(next, w->target))
            return 0;
        int layer = depth + 1;
        if (cs_keyset_insert(&w->search, &w->pools, next, &index) < 0 || !cs_vec_push(&w->search, &w->layer, &layer))
            return -1;
    }
    pool_edge e = *edge;
    e.from = from;
    e.to = index;
    return cs_vec_push(&w->search, &w->edges, &e) ? 0 : -1;
}

static int walk(pool_walk *w, const digits_puzzle *puzzle, int length)
{
    pool_key start;
    memset(&start, 0, sizeof start);
    for (int i = 0; i < puzzle->count; i++) { /* insertion sort, all the pool's own */
        int at = start.count++;
        while (at > 0 && start.value[at - 1] > puzzle->numbers[i]) {
            start.value[at] = start.value[at - 1];
            at--;
        }
        start.value[at] = puzzle->numbers[i];
    }
    for (int i = 0; i < start.count; i++)
        start.own[i] = 1;
    uint32_t index;
    int zero = 0;
    if (cs_keyset_insert(&w->search, &w->pools, &start, &index) < 0 || !cs_vec_push(&w->search, &w->layer, &zero))
        return -1;
    static const char ops[] = "+-*/";
    for (uint32_t s = 0; s < (uint32_t)w->pools.keys.len; s++) {
        int depth = CS_VEC_AT(&w->layer, int, s);
        if (depth >= length)
            break;
        pool_key here = *(const pool_key *)cs_keyset_key(&w->pools, s), next;
        for (int i = 0; i < here.count; i++)
            for (int j = i + 1; j < here.count; j++)
                for (int o = 0; o < 4; o++) {
                    int64_t r, a = here.value[j], b = here.value[i]; /* value[j] >= value[i] */
                    if (!step_result(a, b, ops[o], &r))
                        continue;
                    combine(&here, i, j, r, &next);
                    pool_edge e = {0, 0, r, {here.own[j] ? a : -1, here.own[i] ? b : -1}};
                    if (visit(w, s, depth, length, &next, &e) != 0)
                        return -1;
                }
    }
    return 0;
}

/* Whether a pool holding the target is reached from the start along kept steps that do not make
 * avoid: 1, 0, or -1 when memory runs out. */
static int reach_avoiding(const pool_walk *w, const unsigned char *marked, int64_t avoid)
{
    uint32_t n = (uint32_t)w->pools.keys.len;
    unsigned char *reached = calloc(n ? n : 1, 1);
    if (!reached)
        return -1;
    reached[0] = 1;
    int found = 0;
    for (size_t k = 0; k < w->edges.len; k++) {
        const pool_edge *e = &CS_VEC_AT(&w->edges, pool_edge, k);
        if (marked[e->to] && reached[e->from] && e->result != avoid)
            reached[e->to] = 1;
    }
    for (uint32_t i = 0; i < n && !found; i++)
        found = reached[i] && marked[i] && has_target(cs_keyset_key(&w->pools, i), w->target);
    free(reached);
    return found;
}

static int walk_rungs(const pool_walk *w, const digits_solution *best, int length, cs_ladder *ladder)
{
    uint32_t n = (uint32_t)w->pools.keys.len;
    unsigned char *marked = calloc(n ? n : 1, 1);
    if (!marked)
        return -1;
    for (uint32_t i = 0; i < n; i++)
        marked[i] = CS_VEC_AT(&w->layer, int, i) == length;
    for (size_t k = w->edges.len; k-- > 0;) {
        const pool_edge *e = &CS_VEC_AT(&w->edges, pool_edge, k);
        if (marked[e->to])
            marked[e->from] = 1;
    }
    const pool_key *start = cs_keyset_key(&w->pools, 0);
    cs_rung *unused = NULL;
    for (int i = 0; i < start->count; i++) {
        if (i > 0 && start->value[i] == start->value[i - 1])
            continue;
        int taken = 0;
        for (size_t k = 0; k < w->edges.len && !taken; k++) {
            const pool_edge *e = &CS_VEC_AT(&w->edges, pool_edge, k);
            taken = marked[e->from] && marked[e->to] && (e->took[0] == start->value[i] || e->took[1] == start->value[i]);
        }
        if (taken || (!unused && !(unused = cs_ladder_add(ladder, CS_RUNG_UNUSED))) || unused->key_count >= CS_LADDER_MAX_KEYS)
            continue;
        snprintf(unused->keys[unused->key_count++], CS_LADDER_LABEL, "%lld", (long long)start->value[i]);
    }
    if (unused) {
        char list[CS_LADDER_TEXT - 40];
        cs_ladder_list(list, sizeof list, unused->keys, unused->key_count, "or");
        snprintf(unused->text, sizeof unused->text, "You won't need %s.", list);
    }
    /* a value every shortest solution makes is made by the solver's one: its steps are the candidates,
     * the last first; not the first step's result, which the next rung says */
    int status = 0;
    for (int i = best->step_count - 1; i >= 1 && status == 0; i--) {
        int64_t value = best->steps[i].result;
        int tried = value == w->target || value == best->steps[0].result;
        for (int j = i + 1; j < best->step_count; j++)
            tried |= best->steps[j].result == value;
        if (tried)
            continue;
        int reached = reach_avoiding(w, marked, value);
        if (reached < 0)
            status = -1;
        else if (reached == 0) {
            cs_rung *rung = cs_ladder_add(ladder, CS_RUNG_WAYPOINT);
            if (rung) {
                rung->value = value;
                rung->after = -1;
                snprintf(rung->text, sizeof rung->text, "On the way, every shortest solution makes %lld.",
                         (long long)value);
            }
            break;
        }
    }
    free(marked);
    return status;
}

static void plain_rungs(const digits_solution *best, cs_ladder *ladder)
{
    char step[DIGITS_STEP_TEXT_SIZE], move[DIGITS_STEP_TEXT_SIZE];
    cs_buf said = {0};
    for (int i = 0; i < best->step_count; i++) {
        snprintf(move, sizeof move, "%lld %c %lld", (long long)best->steps[i].a, best->steps[i].op,
                 (long long)best->steps[i].b);
        digits_step_text(&best->steps[i], step);
        cs_ladder_add_move(ladder, move);
        cs_buf_printf(&said, i ? ", %s" : "%s", step);
    }
    cs_rung *rung = cs_ladder_add(ladder, CS_RUNG_NEXT);
    if (rung) {
        snprintf(rung->key, sizeof rung->key, "%lld %c %lld", (long long)best->steps[0].a, best->steps[0].op,
                 (long long)best->steps[0].b);
        digits_step_text(&best->steps[0], step);
        snprintf(rung->text, sizeof rung->text, "Next: %s.", step);
    }
    rung = cs_ladder_add(ladder, CS_RUNG_SOLUTION);
    if (rung)
        snprintf(rung->text, sizeof rung->text, "The whole solution: %s.", said.data && !said.failed ? said.data : "");
    cs_buf_free(&said);
}

int digits_ladder(const digits_puzzle *puzzle, const cs_budget *budget, cs_ladder *ladder, cs_error *err)
{
    digits_hint hint;
    if (digits_hint_from(puzzle, budget, &hint, err) != 0)
        return -1;
    ladder->won = hint.won;
    ladder->solvable = hint.won || hint.solvable;
    ladder->complete = hint.won || hint.stop == CS_FINISHED;
    if (hint.won || !hint.solvable) {
        digits_hint_report(&ladder->message, puzzle, &hint, 0);
        return cs_ladder_message_done(ladder, err);
    }
    digits_result result;
    if (digits_solve(puzzle, 0, budget, &result, err) != 0)
        return -1;
    int status = 0;
    pool_walk w;
    memset(&w, 0, sizeof w);
    w.target = puzzle->target;
    cs_search_init(&w.search, budget, DIGITS_DEFAULT_MAX_STATES);
    cs_keyset_init(&w.pools, sizeof(pool_key));
    cs_vec_init(&w.layer, sizeof(int));
    cs_vec_init(&w.edges, sizeof(pool_edge));
    /* the same solution as the hint: the walk's rungs first, then the next step and the solution */
    if (walk(&w, puzzle, result.best.step_count) != 0)
        ladder->complete = 0;
    else
        status = walk_rungs(&w, &result.best, result.best.step_count, ladder);
    cs_keyset_free(&w.search, &w.pools);
    cs_vec_free(&w.search, &w.layer);
    cs_vec_free(&w.search, &w.edges);
    if (status == 0)
        plain_rungs(&result.best, ladder);
    digits_result_free(&result);
    if (status != 0 || ladder->solution.failed)
        return cs_fail(err, 0, "memory", "out of memory");
    return 0;
}
