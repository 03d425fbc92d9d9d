/*
 * calc2/solve.c: the shortest way to every goal of a Calculator 2 level, in one
 * breadth-first walk over states (display, Store, [+]N offset, a waiting Lock), never
 * by listing sequences of presses. Each goal is reached from the same start, so the
 * first layer that shows a goal gives its shortest way; the walk goes on until every
 * goal is found or the moves left run out.
 *
 * States live in a cs_keyset (core/search.h) in discovery order, so a layer is a range
 * of indices, with a parent index and a press per state. Presses are tried in the order
 * calc2_presses gives (keys by label, picks by place), so each state's first parent
 * makes the way shown the first shortest one in that order. Counting adds, per state,
 * the shortest paths to it (summed over its parents one layer up, saturating); a
 * goal's count is the sum over the states of its layer that show it.
 */
#include "calc2.h"
#include "search.h"

#include <string.h>

#define NO_PARENT UINT32_MAX

/* A state as the hash set's key: four int32, no padding. */
typedef struct state_key {
    int32_t value, store, meta, lock;
} state_key;

typedef struct walk {
    const calc2_level *level;
    int counting;
    cs_search search;
    cs_keyset states;
    cs_vec parent;   /* uint32_t per state */
    cs_vec press;    /* calc2_press per state */
    cs_vec paths;    /* uint64_t per state (counting only) */
    int saturated;
} walk;

static state_key key_of(const calc2_state *s)
{
    state_key k = {(int32_t)s->value, (int32_t)s->store, (int32_t)s->meta, (int32_t)s->lock};
    return k;
}

static calc2_state state_of(const state_key *k)
{
    calc2_state s = {k->value, k->store, k->meta, k->lock};
    return s;
}

/* Adds a state reached from parent by press: 1 new, 0 seen (its index in *index), -1 stop. */
static int add_state(walk *w, const calc2_state *s, uint32_t parent, calc2_press press, uint64_t paths,
                     uint32_t *index)
{
    state_key k = key_of(s);
    int inserted = cs_keyset_insert(&w->search, &w->states, &k, index);
    if (inserted <= 0)
        return inserted;
    if (!cs_vec_push(&w->search, &w->parent, &parent) || !cs_vec_push(&w->search, &w->press, &press) ||
        (w->counting && !cs_vec_push(&w->search, &w->paths, &paths)))
        return -1;
    return 1;
}

/* The presses from the start to state index, into goal. */
static void trace(const walk *w, uint32_t index, calc2_goal_result *goal)
{
    int n = 0;
    for (uint32_t i = index; CS_VEC_AT(&w->parent, uint32_t, i) != NO_PARENT; i = CS_VEC_AT(&w->parent, uint32_t, i))
        n++;
    goal->moves = n;
    for (uint32_t i = index; CS_VEC_AT(&w->parent, uint32_t, i) != NO_PARENT; i = CS_VEC_AT(&w->parent, uint32_t, i))
        goal->presses[--n] = CS_VEC_AT(&w->press, calc2_press, i);
}

/* Marks the goals the layer [begin, end) shows first; the number still to find. */
static int find_goals(walk *w, uint32_t begin, uint32_t end, calc2_result *result)
{
    int pending = 0;
    for (int g = 0; g < result->goal_count; g++) {
        calc2_goal_result *goal = &result->goals[g];
        if (goal->reached || goal->solved)
            continue;
        for (uint32_t i = begin; i < end; i++) {
            const state_key *k = cs_keyset_key(&w->states, i);
            if (k->value != goal->goal)
                continue;
            if (!goal->solved)
                trace(w, i, goal);
            goal->solved = 1;
            if (!w->counting)
                break;
            uint64_t p = CS_VEC_AT(&w->paths, uint64_t, i);
            goal->count_saturated |= goal->count > UINT64_MAX - p;
            goal->count = goal->count > UINT64_MAX - p ? UINT64_MAX : goal->count + p;
        }
        pending += !goal->solved;
    }
    return pending;
}

/* Expands the layer [begin, end). 0, or -1 when the budget stopped it. */
static int expand(walk *w, uint32_t begin, uint32_t end)
{
    calc2_press presses[CALC2_MAX_PRESSES];
    for (uint32_t i = begin; i < end; i++) {
        calc2_state s = state_of(cs_keyset_key(&w->states, i)), next;
        int n = calc2_presses(w->level, &s, presses);
        for (int p = 0; p < n; p++) {
            int64_t before;
            uint32_t index;
            if (!calc2_apply(w->level, &s, presses[p], &next, &before))
                continue;
            uint64_t paths = w->counting ? CS_VEC_AT(&w->paths, uint64_t, i) : 0;
            int added = add_state(w, &next, i, presses[p], paths, &index);
            if (added < 0)
                return -1;
            if (added == 0 && w->counting && index >= end) { /* another shortest way into the next layer */
                uint64_t *to = &CS_VEC_AT(&w->paths, uint64_t, index);
                w->saturated |= *to > UINT64_MAX - paths;
                *to = *to > UINT64_MAX - paths ? UINT64_MAX : *to + paths;
            }
        }
    }
    return 0;
}

static void walk_free(walk *w)
{
    cs_keyset_free(&w->search, &w->states);
    cs_vec_free(&w->search, &w->parent);
    cs_vec_free(&w->search, &w->press);
    cs_vec_free(&w->search, &w->paths);
}

int calc2_solve(const calc2_level *level, int count_all, const cs_budget *budget, calc2_result *result)
{
    walk w;
    memset(result, 0, sizeof *result);
    memset(&w, 0, sizeof w);
    w.level = level;
    w.counting = count_all;
    result->goal_count = level->goal_count;
    for (int g = 0; g < level->goal_count; g++) {
        result->goals[g].goal = level->goals[g];
        result->goals[g].reached = (int)(level->reached >> g & 1u);
    }
    cs_search_init(&w.search, budget, CALC2_MAX_STATES);
    cs_keyset_init(&w.states, sizeof(state_key));
    cs_vec_init(&w.parent, sizeof(uint32_t));
    cs_vec_init(&w.press, sizeof(calc2_press));
    cs_vec_init(&w.paths, sizeof(uint64_t));
    calc2_state start = calc2_level_state(level);
    calc2_press none = {0, 0, 0};
    uint32_t index;
    int status = add_state(&w, &start, NO_PARENT, none, 1, &index) < 0 ? -1 : 0;
    uint32_t begin = 0, end = (uint32_t)w.states.keys.len;
    int pending = status == 0 ? find_goals(&w, begin, end, result) : 1;
    for (int depth = 0; status == 0 && pending > 0 && depth < level->left && begin < end; depth++) {
        status = expand(&w, begin, end);
        begin = end;
        end = (uint32_t)w.states.keys.len;
        pending = find_goals(&w, begin, end, result);
    }
    for (int g = 0; w.saturated && g < result->goal_count; g++)
        result->goals[g].count_saturated |= result->goals[g].solved && result->goals[g].count == UINT64_MAX;
    result->states = w.search.states;
    result->peak_bytes = w.search.peak_bytes;
    result->stop = w.search.stop;
    walk_free(&w);
    return 0;
}
