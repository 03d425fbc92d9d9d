/*
 * calc_reference_solve.c: the independent reference of the Calculator search,
 * kept only for the differential tests (tests/c/test_reference.c).
 *
 * A plain breadth-first search: every state, value-only or not, in a cs_keyset
 * of 24-byte keys, and every press through the string-based ref_calc_apply
 * (calc_reference_ops.c). The engine's search (core/calc/flat.c,
 * core/calc/fastops.c) must find the same solutions, counts and state counts.
 * Keep it plain: its worth is that it shares no shortcut with the engine.
 */
#include "calc_reference.h"
#include "search.h"

#include <stdlib.h>
#include <string.h>

#define ref_result_free calc_result_free
#define NO_PARENT UINT32_MAX

typedef struct calc_search {
    const calc_level *level;
    const calc_rules *rules;
    calc_press actions[2 * CALC_MAX_BUTTONS]; /* every press, in label order */
    int action_count;
    int free_save_button;  /* classic: index of Store, or -1 */
    cs_search search;
    cs_keyset states;      /* calc_state keys */
    cs_vec parent;         /* uint32_t per state */
    cs_vec press;          /* calc_press per state */
    cs_vec paths;          /* uint64_t per state: shortest paths from the start (counting only) */
    cs_vec depth;          /* uint8_t per state: its layer (counting only) */
    uint8_t layer;         /* the layer states are being added to now */
    cs_vec layer_begin;    /* uint32_t per depth: first index of the layer */
    int counting;
    int saturated;
} calc_search;

static int compare_labels(const calc_level *level, calc_press a, calc_press b)
{
    return strcmp(calc_press_label(level, a), calc_press_label(level, b));
}

static void order_actions(calc_search *cs)
{
    const calc_level *level = cs->level;
    cs->action_count = 0;
    cs->free_save_button = -1;
    for (int i = 0; i < level->button_count; i++) {
        calc_press tap = {(uint8_t)i, 0}, save = {(uint8_t)i, 1};
        cs->actions[cs->action_count++] = tap;
        if (level->buttons[i].kind == CALC_STORE) {
            if (cs->rules->classic)
                cs->free_save_button = i;
            else
                cs->actions[cs->action_count++] = save;
        }
    }
    for (int i = 1; i < cs->action_count; i++) /* insertion sort: at most 20 */
        for (int j = i; j > 0 && compare_labels(level, cs->actions[j - 1], cs->actions[j]) > 0; j--) {
            calc_press t = cs->actions[j];
            cs->actions[j] = cs->actions[j - 1];
            cs->actions[j - 1] = t;
        }
}

static uint64_t add_saturating(calc_search *cs, uint64_t a, uint64_t b)
{
    if (a > UINT64_MAX - b) {
        cs->saturated = 1;
        return UINT64_MAX;
    }
    return a + b;
}

/* Records the state reached from `from` by `press`. 1 = new, 0 = known, -1 = budget. */
static int visit(calc_search *cs, const calc_state *state, uint32_t from, calc_press press,
                 uint32_t layer_begin, uint32_t *index)
{
    int added = cs_keyset_insert(&cs->search, &cs->states, state, index);
    if (added < 0)
        return -1;
    if (added) {
        if (!cs_vec_push(&cs->search, &cs->parent, &from) || !cs_vec_push(&cs->search, &cs->press, &press))
            return -1;
        if (cs->counting) {
            uint64_t paths = from == NO_PARENT ? 1 : CS_VEC_AT(&cs->paths, uint64_t, from);
            if (!cs_vec_push(&cs->search, &cs->paths, &paths) || !cs_vec_push(&cs->search, &cs->depth, &cs->layer))
                return -1;
        }
        return 1;
    }
    if (cs->counting && *index >= layer_begin && from != NO_PARENT) {
        uint64_t *paths = &CS_VEC_AT(&cs->paths, uint64_t, *index);
        *paths = add_saturating(cs, *paths, CS_VEC_AT(&cs->paths, uint64_t, from));
    }
    return 0;
}

static const calc_state *state_at(const calc_search *cs, uint32_t i)
{
    return (const calc_state *)cs_keyset_key(&cs->states, i);
}

/* Classic rules: the free save of every state of the layer [begin, end), added
 * to the same layer. Returns the new end of the layer, or 0 on budget. */
static uint32_t add_free_saves(calc_search *cs, uint32_t begin, uint32_t end)
{
    calc_press save = {(uint8_t)cs->free_save_button, 1};
    for (uint32_t i = begin; i < end; i++) {
        calc_state next;
        int64_t raw;
        uint32_t j;
        calc_state here = *state_at(cs, i);
        if (!ref_calc_apply(cs->level, cs->rules, &here, save, &next, &raw) || next.store == here.store)
            continue;
        if (visit(cs, &next, i, save, begin, &j) < 0)
            return 0;
    }
    return (uint32_t)cs->states.keys.len;
}

static void free_search(calc_search *cs)
{
    cs_keyset_free(&cs->search, &cs->states);
    cs_vec_free(&cs->search, &cs->parent);
    cs_vec_free(&cs->search, &cs->press);
    cs_vec_free(&cs->search, &cs->paths);
    cs_vec_free(&cs->search, &cs->depth);
    cs_vec_free(&cs->search, &cs->layer_begin);
}

/* Moves a solution costs: a classic free save costs none. */
static int moves_of(const calc_search *cs, const calc_press *presses, int count)
{
    int moves = 0;
    for (int i = 0; i < count; i++)
        moves += !(presses[i].save && cs->rules->classic);
    return moves;
}

static void trace_back(const calc_search *cs, uint32_t goal, calc_result *result)
{
    int n = 0;
    for (uint32_t i = goal; CS_VEC_AT(&cs->parent, uint32_t, i) != NO_PARENT; i = CS_VEC_AT(&cs->parent, uint32_t, i))
        n++;
    result->press_count = n;
    for (uint32_t i = goal; CS_VEC_AT(&cs->parent, uint32_t, i) != NO_PARENT; i = CS_VEC_AT(&cs->parent, uint32_t, i))
        result->presses[--n] = CS_VEC_AT(&cs->press, calc_press, i);
    result->moves = moves_of(cs, result->presses, result->press_count);
}

/* ---- listing: the first few shortest solutions, in dictionary order ---- */

typedef struct lister {
    calc_search *cs;
    uint8_t *on_path;     /* state lies on some shortest solution */
    uint32_t layers;      /* depth of the goal layer */
    calc_result *result;
    int max_listed;
    calc_press stack[2 * CALC_MAX_MOVES + 2];
    cs_vec listed;        /* calc_press, each solution's presses in a row */
    cs_vec lengths;       /* int per solution */
} lister;

/* Successor of state i by action a inside the shortest-path layers: its index,
 * or NO_PARENT when the press is illegal or leaves them. */
static uint32_t layered_successor(const lister *ls, uint32_t i, uint32_t depth, calc_press a)
{
    const calc_search *cs = ls->cs;
    calc_state next;
    int64_t raw;
    uint32_t j;
    if (!ref_calc_apply(cs->level, cs->rules, state_at(cs, i), a, &next, &raw))
        return NO_PARENT;
    if (!cs_keyset_find(&cs->states, &next, &j) || j == i)
        return NO_PARENT;
    uint32_t want = (a.save && cs->rules->classic) ? depth : depth + 1; /* free saves stay in the layer */
    if (want > ls->layers || CS_VEC_AT(&cs->depth, uint8_t, j) != want)
        return NO_PARENT;
    return j;
}

static void mark_on_path(lister *ls)
{
    calc_search *cs = ls->cs;
    calc_press save = {(uint8_t)(cs->free_save_button < 0 ? 0 : cs->free_save_button), 1};
    uint32_t top = ls->layers;
    uint32_t end = (uint32_t)cs->states.keys.len;
    for (uint32_t i = CS_VEC_AT(&cs->layer_begin, uint32_t, top); i < end; i++)
        ls->on_path[i] = state_at(cs, i)->value == cs->level->goal;
    for (uint32_t d = top; d-- > 0;) {
        uint32_t begin = CS_VEC_AT(&cs->layer_begin, uint32_t, d), stop = CS_VEC_AT(&cs->layer_begin, uint32_t, d + 1);
        for (uint32_t i = begin; i < stop; i++)
            for (int a = 0; a < cs->action_count && !ls->on_path[i]; a++) {
                uint32_t j = layered_successor(ls, i, d, cs->actions[a]);
                ls->on_path[i] = j != NO_PARENT && ls->on_path[j];
            }
        if (cs->free_save_button >= 0)
            for (uint32_t i = stop; i-- > begin;) {
                uint32_t j = layered_successor(ls, i, d, save);
                if (j != NO_PARENT && ls->on_path[j])
                    ls->on_path[i] = 1;
            }
    }
}

static int list_from(lister *ls, uint32_t i, uint32_t depth, int length)
{
    calc_search *cs = ls->cs;
    if ((int)ls->lengths.len >= ls->max_listed)
        return 0;
    if (depth == ls->layers && state_at(cs, i)->value == cs->level->goal) {
        if (!cs_vec_push(&cs->search, &ls->lengths, &length))
            return -1;
        for (int k = 0; k < length; k++)
            if (!cs_vec_push(&cs->search, &ls->listed, &ls->stack[k]))
                return -1;
        return 0;
    }
    calc_press candidates[2 * CALC_MAX_BUTTONS + 1];
    int n = 0;
    for (int a = 0; a < cs->action_count; a++)
        candidates[n++] = cs->actions[a];
    if (cs->free_save_button >= 0) { /* the free save, in its label's place */
        calc_press save = {(uint8_t)cs->free_save_button, 1};
        int at = n;
        while (at > 0 && compare_labels(cs->level, candidates[at - 1], save) > 0) {
            candidates[at] = candidates[at - 1];
            at--;
        }
        candidates[at] = save;
        n++;
    }
    for (int a = 0; a < n; a++) {
        uint32_t j = layered_successor(ls, i, depth, candidates[a]);
        if (j == NO_PARENT || !ls->on_path[j])
            continue;
        ls->stack[length] = candidates[a];
        int free_save = candidates[a].save && cs->rules->classic;
        if (list_from(ls, j, free_save ? depth : depth + 1, length + 1) != 0)
            return -1;
    }
    return 0;
}

static void list_solutions(calc_search *cs, uint32_t layers, int max_listed, calc_result *result)
{
    lister ls;
    memset(&ls, 0, sizeof ls);
    ls.cs = cs;
    ls.layers = layers;
    ls.result = result;
    ls.max_listed = max_listed;
    cs_vec_init(&ls.listed, sizeof(calc_press));
    cs_vec_init(&ls.lengths, sizeof(int));
    size_t count = cs->states.keys.len;
    if (cs_search_resize(&cs->search, (void **)&ls.on_path, 0, count) == 0) {
        mark_on_path(&ls);
        if (ls.on_path[0] && list_from(&ls, 0, 0, 0) == 0 && ls.lengths.len > 0) {
            result->listed_count = (int)ls.lengths.len;
            result->listed_lengths = malloc(ls.lengths.len * sizeof(int));
            result->listed = malloc(ls.listed.len * sizeof(calc_press) + 1);
            if (result->listed_lengths && result->listed) {
                memcpy(result->listed_lengths, ls.lengths.data, ls.lengths.len * sizeof(int));
                if (ls.listed.len) /* the start may already be the goal: no presses */
                    memcpy(result->listed, ls.listed.data, ls.listed.len * sizeof(calc_press));
            } else {
                ref_result_free(result);
                result->listed_count = 0;
            }
        }
    }
    cs_search_release(&cs->search, ls.on_path, count);
    cs_vec_free(&cs->search, &ls.listed);
    cs_vec_free(&cs->search, &ls.lengths);
}

/* ---- the search ---- */

/* Breadth-first, layer by layer. Returns the first goal state found (its layer
 * in *goal_layer) or NO_PARENT. When counting, the goal's layer is completed so
 * every shortest path is counted; a budget stop leaves it partial (see stop). */
static uint32_t search_layers(calc_search *cs, uint32_t *goal_layer)
{
    const calc_level *level = cs->level;
    calc_state start = {level->start, -1, 0};
    calc_press none = {0, 0};
    uint32_t index, zero = 0, goal = NO_PARENT;
    if (visit(cs, &start, NO_PARENT, none, 0, &index) < 0 || !cs_vec_push(&cs->search, &cs->layer_begin, &zero))
        return NO_PARENT;
    if (level->start == level->goal) {
        *goal_layer = 0;
        return 0;
    }
    for (uint32_t depth = 0; (int)depth < level->moves; depth++) {
        uint32_t begin = CS_VEC_AT(&cs->layer_begin, uint32_t, depth);
        uint32_t end = (uint32_t)cs->states.keys.len;
        cs->layer = (uint8_t)depth; /* free saves join this layer */
        if (cs->free_save_button >= 0 && (end = add_free_saves(cs, begin, end)) == 0)
            return NO_PARENT;
        if (!cs_vec_push(&cs->search, &cs->layer_begin, &end))
            return NO_PARENT;
        cs->layer = (uint8_t)(depth + 1);
        for (uint32_t i = begin; i < end; i++) {
            for (int a = 0; a < cs->action_count; a++) {
                calc_state here = *state_at(cs, i), next;
                int64_t raw;
                if (!ref_calc_apply(level, cs->rules, &here, cs->actions[a], &next, &raw))
                    continue;
                int added = visit(cs, &next, i, cs->actions[a], end, &index);
                if (added < 0)
                    return goal;
                if (added && next.value == level->goal && goal == NO_PARENT) {
                    goal = index;
                    *goal_layer = depth + 1;
                    if (!cs->counting)
                        return goal;
                }
            }
        }
        if (goal != NO_PARENT || cs->states.keys.len == end)
            return goal; /* found, or nothing new: no state lies further away */
    }
    return NO_PARENT;
}


int ref_calc_solve(const calc_level *level, const calc_rules *rules, int count_all, int max_listed,
               const cs_budget *budget, calc_result *result)
{
    calc_search cs;
    memset(&cs, 0, sizeof cs);
    memset(result, 0, sizeof *result);
    cs.level = level;
    cs.rules = rules;
    cs_search_init(&cs.search, budget, CALC_DEFAULT_MAX_STATES);
    cs_keyset_init(&cs.states, sizeof(calc_state));
    cs_vec_init(&cs.parent, sizeof(uint32_t));
    cs_vec_init(&cs.press, sizeof(calc_press));
    cs_vec_init(&cs.paths, sizeof(uint64_t));
    cs_vec_init(&cs.depth, sizeof(uint8_t));
    cs_vec_init(&cs.layer_begin, sizeof(uint32_t));
    order_actions(&cs);
    /* Classic free saves join a layer after its other states, so a state's first
     * parent is not always on the first solution in dictionary order; the lister
     * finds that one (it needs the whole goal layer, as counting does). */
    int show_first_listed = rules->classic && cs.free_save_button >= 0;
    cs.counting = count_all || show_first_listed;

    uint32_t goal_layer = 0;
    uint32_t goal = search_layers(&cs, &goal_layer);
    if (goal != NO_PARENT) {
        result->solved = 1;
        trace_back(&cs, goal, result);
        if (cs.counting) {
            /* the goal's layer is the last one stored */
            uint32_t begin = CS_VEC_AT(&cs.layer_begin, uint32_t, goal_layer);
            for (uint32_t i = begin; i < (uint32_t)cs.states.keys.len; i++)
                if (state_at(&cs, i)->value == level->goal)
                    result->count = add_saturating(&cs, result->count, CS_VEC_AT(&cs.paths, uint64_t, i));
            result->count_saturated = cs.saturated;
            int listed = count_all ? max_listed : 0;
            if (show_first_listed && listed < 1)
                listed = 1;
            if (listed > 0 && cs.search.stop == CS_FINISHED)
                list_solutions(&cs, goal_layer, listed, result);
            if (show_first_listed && result->listed_count > 0) {
                result->press_count = result->listed_lengths[0];
                memcpy(result->presses, result->listed, (size_t)result->press_count * sizeof(calc_press));
                result->moves = moves_of(&cs, result->presses, result->press_count);
            }
            if (result->listed_count > (count_all ? max_listed : 0)) { /* listed only to find the first */
                ref_result_free(result);
                result->listed_count = 0;
            }
            if (!count_all) {
                result->count = 0;
                result->count_saturated = 0;
            }
        }
    }
    result->states = cs.states.keys.len;
    result->peak_bytes = cs.search.peak_bytes;
    result->stop = cs.search.stop;
    free_search(&cs);
    return 0;
}

