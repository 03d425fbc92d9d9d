/*
 * calc2/ladder.c: Calculator 2's hint ladder (core/ladder.h) towards the goal the hint
 * points at (the goal left with the shortest way, the first of equals). A walk keeps every
 * state up to that way's length, layer by layer, with the presses from one layer to the
 * next; one backward pass over them marks the states on some shortest way. Then, as the
 * first game's ladder does: a key on no marked press is unused; a key pressed as often on
 * every shortest way gives a count (one forward pass per key); a layer whose marked states
 * all show one number is a waypoint. Keys are named without their picks (Round, not
 * Round@2), Store's long press as Store:save; the next press and the whole way are the
 * search's (calc2_solve), as the hint gives them.
 */
#include "calc2.h"
#include "ladder.h"
#include "search.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define KEYS (2 * CALC_MAX_BUTTONS) /* a key * 2 + Store's save */

typedef struct edge {
    uint32_t from, to;
    uint8_t key;
} edge;

typedef struct layers {
    const calc2_level *level;
    cs_search search;
    cs_keyset states;  /* state_key keys, in discovery order */
    cs_vec edges;      /* edge, from one layer to the next, in the order of their layers */
    uint32_t begin[CALC_MAX_MOVES + 2];
} layers;

static int key_of(calc2_press p) { return p.key * 2 + p.save; }

/* A state as the hash set's key: four int32, no padding (display, Store, offset, Lock). */
typedef struct state_key {
    int32_t value, store, meta, lock;
} state_key;

static state_key key_for(const calc2_state *s)
{
    state_key k = {(int32_t)s->value, (int32_t)s->store, (int32_t)s->meta, (int32_t)s->lock};
    return k;
}

static int64_t value_at(const layers *w, uint32_t i) { return ((const state_key *)cs_keyset_key(&w->states, i))->value; }

static void layers_free(layers *w)
{
    cs_keyset_free(&w->search, &w->states);
    cs_vec_free(&w->search, &w->edges);
}

/* Every state up to length presses from the level's state, and the presses between layers.
 * 0, or -1 when the budget stopped the walk. */
static int layers_walk(layers *w, const calc2_level *level, const cs_budget *budget, int length)
{
    memset(w, 0, sizeof *w);
    w->level = level;
    cs_search_init(&w->search, budget, CALC2_MAX_STATES);
    cs_keyset_init(&w->states, sizeof(state_key));
    cs_vec_init(&w->edges, sizeof(edge));
    calc2_state start = calc2_level_state(level), next;
    state_key key = key_for(&start);
    uint32_t index;
    calc2_press presses[CALC2_MAX_PRESSES];
    if (cs_keyset_insert(&w->search, &w->states, &key, &index) < 0)
        return -1;
    for (int d = 0; d < length; d++) {
        uint32_t begin = w->begin[d], end = (uint32_t)w->states.keys.len;
        w->begin[d + 1] = end;
        for (uint32_t i = begin; i < end; i++) {
            const state_key *k = cs_keyset_key(&w->states, i);
            calc2_state s = {k->value, k->store, k->meta, k->lock};
            int n = calc2_presses(level, &s, presses);
            for (int p = 0; p < n; p++) {
                int64_t before;
                if (!calc2_apply(level, &s, presses[p], &next, &before))
                    continue;
                key = key_for(&next);
                if (cs_keyset_insert(&w->search, &w->states, &key, &index) < 0)
                    return -1;
                edge e = {i, index, (uint8_t)key_of(presses[p])};
                if (index >= end && !cs_vec_push(&w->search, &w->edges, &e))
                    return -1;
            }
        }
    }
    w->begin[length + 1] = (uint32_t)w->states.keys.len;
    return 0;
}

/* The states on some shortest way to goal (length presses), malloc'd; NULL out of memory. */
static unsigned char *marked_states(const layers *w, int length, int64_t goal)
{
    size_t n = w->states.keys.len;
    unsigned char *marked = calloc(n ? n : 1, 1);
    if (!marked)
        return NULL;
    for (uint32_t i = w->begin[length]; i < w->begin[length + 1]; i++)
        marked[i] = value_at(w, i) == goal;
    for (size_t k = w->edges.len; k-- > 0;) {
        const edge *e = &CS_VEC_AT(&w->edges, edge, k);
        marked[e->from] |= marked[e->to];
    }
    return marked;
}

/* The fewest and most presses of key on the marked ways: 0, or -1 out of memory. */
static int key_range(const layers *w, const unsigned char *marked, int length, int key, int *lo, int *hi)
{
    size_t n = w->states.keys.len;
    unsigned char *low = malloc(n ? n : 1), *high = calloc(n ? n : 1, 1);
    if (!low || !high) {
        free(low);
        free(high);
        return -1;
    }
    memset(low, 255, n ? n : 1);
    low[0] = 0; /* presses are at most CALC_MAX_MOVES, below 255 */
    for (size_t k = 0; k < w->edges.len; k++) {
        const edge *e = &CS_VEC_AT(&w->edges, edge, k);
        if (!marked[e->from] || !marked[e->to] || low[e->from] == 255)
            continue;
        int c = e->key == key;
        if (low[e->from] + c < low[e->to])
            low[e->to] = (unsigned char)(low[e->from] + c);
        if (high[e->from] + c > high[e->to])
            high[e->to] = (unsigned char)(high[e->from] + c);
    }
    *lo = 255;
    *hi = 0;
    for (uint32_t i = w->begin[length]; i < w->begin[length + 1]; i++)
        if (marked[i] && low[i] != 255) {
            *lo = low[i] < *lo ? low[i] : *lo;
            *hi = high[i] > *hi ? high[i] : *hi;
        }
    free(low);
    free(high);
    return 0;
}

static void key_name(const calc2_level *level, int key, char out[CS_LADDER_LABEL])
{
    snprintf(out, CS_LADDER_LABEL, "%s%s", level->keys[key / 2].label, key % 2 ? ":save" : "");
}

/* Keys no shortest way presses, and how many keys some way presses. */
static void unused_rung(const layers *w, const int *used, cs_ladder *ladder, int *used_count)
{
    const calc2_level *level = w->level;
    cs_rung *rung = NULL;
    *used_count = 0;
    for (int k = 0; k < level->key_count; k++)
        for (int save = 0; save <= (level->keys[k].kind == CALC2_FIRST && level->keys[k].first.kind == CALC_STORE);
             save++) {
            int key = k * 2 + save;
            *used_count += used[key];
            if (used[key] || (!rung && !(rung = cs_ladder_add(ladder, CS_RUNG_UNUSED))) ||
                rung->key_count >= CS_LADDER_MAX_KEYS)
                continue;
            key_name(level, key, rung->keys[rung->key_count++]);
        }
    if (rung) {
        char list[CS_LADDER_TEXT - 40];
        cs_ladder_list(list, sizeof list, rung->keys, rung->key_count, "or");
        snprintf(rung->text, sizeof rung->text, "You won't need %s.", list);
    }
}

/* The rungs only the walk knows: unused, count, waypoint. 0, or -1 out of memory. */
static int walk_rungs(const layers *w, int length, int64_t goal, cs_ladder *ladder)
{
    unsigned char *marked = marked_states(w, length, goal);
    if (!marked)
        return -1;
    int used[KEYS] = {0}, used_count, fixed_count = 0, fixed[KEYS], times[KEYS];
    for (size_t k = 0; k < w->edges.len; k++) {
        const edge *e = &CS_VEC_AT(&w->edges, edge, k);
        used[e->key] |= marked[e->from] && marked[e->to];
    }
    unused_rung(w, used, ladder, &used_count);
    for (int key = 0; key < KEYS && used_count > 1; key++) {
        int lo, hi;
        if (!used[key])
            continue;
        if (key_range(w, marked, length, key, &lo, &hi) != 0) {
            free(marked);
            return -1;
        }
        if (lo == hi && lo > 0) { /* the most presses first */
            int at = fixed_count++;
            for (; at > 0 && times[at - 1] < lo; at--) {
                fixed[at] = fixed[at - 1];
                times[at] = times[at - 1];
            }
            fixed[at] = key;
            times[at] = lo;
        }
    }
    for (int i = 0; i < fixed_count && i < CS_LADDER_MAX_COUNTS; i++) {
        cs_rung *rung = cs_ladder_add(ladder, CS_RUNG_COUNT);
        char said[24];
        if (!rung)
            break;
        key_name(w->level, fixed[i], rung->key);
        rung->times = times[i];
        snprintf(rung->text, sizeof rung->text, "Every shortest way to %lld presses %s %s.", (long long)goal, rung->key,
                 cs_ladder_times(times[i], said));
    }
    for (int layer = 2; layer < length; layer++) { /* the first layer showing one number */
        int seen = 0, same = 1;
        int64_t shown = 0;
        for (uint32_t i = w->begin[layer]; i < w->begin[layer + 1] && same; i++) {
            if (!marked[i])
                continue;
            int64_t v = value_at(w, i);
            same = !seen || v == shown;
            shown = v;
            seen = 1;
        }
        cs_rung *rung;
        if (seen && same && shown != w->level->display && (rung = cs_ladder_add(ladder, CS_RUNG_WAYPOINT))) {
            rung->value = shown;
            rung->after = layer;
            snprintf(rung->text, sizeof rung->text, "On the way, the display shows %lld after %d presses.",
                     (long long)shown, layer);
            break;
        }
    }
    free(marked);
    return 0;
}

/* The next press and the whole way to the goal, the search's. */
static void plain_rungs(const calc2_level *level, const calc2_goal_result *goal, cs_ladder *ladder)
{
    char label[CALC2_LABEL_SIZE];
    cs_rung *rung = cs_ladder_add(ladder, CS_RUNG_NEXT);
    calc2_press_label(level, goal->presses[0], label);
    if (rung) {
        snprintf(rung->key, sizeof rung->key, "%.47s", label);
        snprintf(rung->text, sizeof rung->text, "Press %s next.", label);
    }
    rung = cs_ladder_add(ladder, CS_RUNG_SOLUTION);
    cs_buf said = {0};
    for (int i = 0; i < goal->moves; i++) {
        calc2_press_label(level, goal->presses[i], label);
        cs_ladder_add_move(ladder, label);
        cs_buf_printf(&said, i ? ", %s" : "%s", label);
    }
    if (rung)
        snprintf(rung->text, sizeof rung->text, "The whole way to %lld: %s.", (long long)goal->goal,
                 said.data && !said.failed ? said.data : "");
    cs_buf_free(&said);
}

int calc2_ladder(const calc2_level *level, const cs_budget *budget, cs_ladder *ladder, cs_error *err)
{
    calc2_result r;
    int best = -1;
    ladder->complete = 1;
    if (calc2_level_won(level)) {
        ladder->won = ladder->solvable = 1;
        cs_buf_add(&ladder->message, "Every goal is reached: the level is won.");
        return 0;
    }
    calc2_solve(level, 0, budget, &r);
    for (int g = 0; g < r.goal_count; g++)
        if (r.goals[g].solved && !r.goals[g].reached && (best < 0 || r.goals[g].moves < r.goals[best].moves))
            best = g;
    if (best < 0) {
        calc2_hint(&ladder->message, level, budget, 0); /* no way: the hint's sentence says why */
        ladder->complete = r.stop == CS_FINISHED;
        return cs_ladder_message_done(ladder, err);
    }
    ladder->solvable = 1;
    layers w;
    int status = 0;
    if (layers_walk(&w, level, budget, r.goals[best].moves) != 0)
        ladder->complete = 0; /* the budget stopped the walk: only the search's rungs */
    else
        status = walk_rungs(&w, r.goals[best].moves, r.goals[best].goal, ladder);
    layers_free(&w);
    if (status == 0)
        plain_rungs(level, &r.goals[best], ladder);
    if (status != 0 || ladder->solution.failed)
        return cs_fail(err, 0, "memory", "out of memory");
    return 0;
}
