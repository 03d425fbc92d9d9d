/*
 * calc/graph.c: a Calculator level's solution space (graph.h): every state that
 * lies on some shortest solution, layer by layer.
 *
 * A breadth-first walk from the start, L presses deep (L from calc_solve),
 * numbers each state by the layer where it is first seen and keeps the edges
 * from one layer to the next; on a shortest solution every press moves one
 * layer on, so the states on one are exactly those from which the goal (in
 * layer L) can be reached along kept edges: one backward pass over the edges
 * marks them. The first shortest solution is replayed to mark its states and
 * presses. At most CS_GRAPH_MAX_NODES states are drawn (the solution's first),
 * the rest counted as hidden. The walk shares the search's state budget.
 */
#include "calc.h"
#include "graph.h"
#include "layers.h"
#include "search.h"

#include <stdlib.h>
#include <stdio.h>
#include <string.h>

void calc_layers_free(calc_layers *w)
{
    cs_keyset_free(&w->search, &w->states);
    cs_vec_free(&w->search, &w->layer);
    cs_vec_free(&w->search, &w->edges);
}

/* The state next, reached from `from` in layer `depth`: a new state of layer
 * depth + 1 or one already there gets the edge. 0, or -1 on budget. */
static int visit(calc_layers *w, uint32_t from, int depth, int last, const calc_state *next, calc_press press)
{
    uint32_t index;
    if (cs_keyset_find(&w->states, next, &index)) {
        if (CS_VEC_AT(&w->layer, int, index) != depth + 1)
            return 0; /* seen nearer the start: no shortest solution goes this way */
    } else {
        if (depth + 1 == last && next->value != w->level->goal)
            return 0; /* the last layer keeps only the goal */
        int layer = depth + 1;
        if (cs_keyset_insert(&w->search, &w->states, next, &index) < 0 || !cs_vec_push(&w->search, &w->layer, &layer))
            return -1;
    }
    calc_edge e = {from, index, press};
    return cs_vec_push(&w->search, &w->edges, &e) ? 0 : -1;
}

int calc_layers_walk(calc_layers *w, const calc_level *level, const calc_rules *rules, const cs_budget *budget,
                     int length)
{
    memset(w, 0, sizeof *w);
    w->level = level;
    w->rules = rules;
    cs_search_init(&w->search, budget, CALC_DEFAULT_MAX_STATES);
    cs_keyset_init(&w->states, sizeof(calc_state));
    cs_vec_init(&w->layer, sizeof(int));
    cs_vec_init(&w->edges, sizeof(calc_edge));
    calc_state start = calc_level_start(w->level);
    uint32_t index;
    int zero = 0;
    if (cs_keyset_insert(&w->search, &w->states, &start, &index) < 0 || !cs_vec_push(&w->search, &w->layer, &zero))
        return -1;
    for (uint32_t i = 0; i < (uint32_t)w->states.keys.len; i++) {
        int depth = CS_VEC_AT(&w->layer, int, i);
        if (depth >= length)
            break;
        calc_state here = *(const calc_state *)cs_keyset_key(&w->states, i), next;
        for (int b = 0; b < w->level->button_count; b++)
            for (int save = 0; save <= (w->level->buttons[b].kind == CALC_STORE); save++) {
                calc_press press = {(uint8_t)b, (uint8_t)save};
                int64_t raw;
                if (calc_apply(w->level, w->rules, &here, press, &next, &raw) &&
                    visit(w, i, depth, length, &next, press) != 0)
                    return -1;
            }
    }
    return 0;
}

unsigned char *calc_layers_marked(const calc_layers *w, int length)
{
    uint32_t n = (uint32_t)w->states.keys.len;
    unsigned char *marked = calloc(n ? n : 1, 1);
    if (!marked)
        return NULL;
    for (uint32_t i = 0; i < n; i++)
        marked[i] = CS_VEC_AT(&w->layer, int, i) == length; /* the last layer holds only the goal */
    for (size_t k = w->edges.len; k-- > 0;) {
        const calc_edge *e = &CS_VEC_AT(&w->edges, calc_edge, k);
        if (marked[e->to])
            marked[e->from] = 1;
    }
    return marked;
}

void calc_state_key(const calc_state *s, char *out, size_t size)
{
    snprintf(out, size, "%lld %lld %lld", (long long)s->value, (long long)s->store, (long long)s->meta);
}

/* The label of a state: its display, and Store and the offset where the level has them. */
static void state_text(const calc_level *level, const calc_state *s, cs_graph_node *node)
{
    int store = 0, meta = 0;
    for (int b = 0; b < level->button_count; b++) {
        store |= level->buttons[b].kind == CALC_STORE;
        meta |= level->buttons[b].kind == CALC_META;
    }
    int n = snprintf(node->label, sizeof node->label, "%lld", (long long)s->value);
    if (store && n > 0 && (size_t)n < sizeof node->label)
        n += s->store >= 0 ? snprintf(node->label + n, sizeof node->label - (size_t)n, " · S %lld", (long long)s->store)
                           : snprintf(node->label + n, sizeof node->label - (size_t)n, " · S –");
    if (meta && n > 0 && (size_t)n < sizeof node->label)
        snprintf(node->label + n, sizeof node->label - (size_t)n, " · [+]%lld", (long long)s->meta);
    calc_state_key(s, node->key, sizeof node->key);
}

/* The indices of the first solution's states (count + 1 of them); -1 where one is not in the walk. */
static void solution_states(const calc_layers *w, const calc_result *r, int64_t *path)
{
    calc_state state = calc_level_start(w->level), next;
    uint32_t index;
    path[0] = cs_keyset_find(&w->states, &state, &index) ? (int64_t)index : -1;
    for (int i = 0; i < r->press_count; i++) {
        int64_t raw;
        if (!calc_apply(w->level, w->rules, &state, r->presses[i], &next, &raw)) {
            path[i + 1] = -1;
            continue;
        }
        state = next;
        path[i + 1] = cs_keyset_find(&w->states, &state, &index) ? (int64_t)index : -1;
    }
}

static int on_path(const int64_t *path, const calc_result *r, const calc_edge *e)
{
    for (int i = 0; i < r->press_count; i++)
        if (path[i] == e->from && path[i + 1] == e->to && r->presses[i].button == e->press.button &&
            r->presses[i].save == e->press.save)
            return 1;
    return 0;
}

/* Marks the states on some shortest solution, picks the drawn ones and fills g. */
static int fill_graph(calc_layers *w, const calc_result *r, cs_graph *g, cs_error *err)
{
    uint32_t n = (uint32_t)w->states.keys.len;
    unsigned char *marked = calc_layers_marked(w, r->press_count);
    int *id = malloc((n ? n : 1) * sizeof *id);
    if (!marked || !id) {
        free(marked);
        free(id);
        return cs_fail(err, 0, "graph", "out of memory");
    }
    int64_t path[2 * CALC_MAX_MOVES + 3];
    solution_states(w, r, path);
    for (uint32_t i = 0; i < n; i++)
        id[i] = -1;
    for (int i = 0; i <= r->press_count; i++) /* the solution's states are drawn first */
        if (path[i] >= 0 && id[path[i]] < 0 && g->node_count < CS_GRAPH_MAX_NODES)
            id[path[i]] = g->node_count++;
    for (uint32_t i = 0; i < n; i++) {
        g->total_nodes += marked[i];
        if (marked[i] && id[i] < 0 && g->node_count < CS_GRAPH_MAX_NODES)
            id[i] = g->node_count++;
    }
    for (uint32_t i = 0; i < n; i++)
        if (id[i] >= 0) {
            cs_graph_node *node = &g->nodes[id[i]];
            state_text(w->level, (const calc_state *)cs_keyset_key(&w->states, i), node);
            node->layer = CS_VEC_AT(&w->layer, int, i);
        }
    for (int i = 0; i <= r->press_count; i++)
        if (path[i] >= 0 && id[path[i]] >= 0)
            g->nodes[id[path[i]]].on_solution = 1;
    for (size_t k = 0; k < w->edges.len; k++) {
        const calc_edge *e = &CS_VEC_AT(&w->edges, calc_edge, k);
        if (!marked[e->from] || !marked[e->to])
            continue;
        if (id[e->from] < 0 || id[e->to] < 0)
            g->hidden_edges++;
        else
            cs_graph_add_edge(g, id[e->from], id[e->to], calc_press_label(w->level, e->press), on_path(path, r, e));
    }
    free(marked);
    free(id);
    return 0;
}

int calc_graph(const calc_level *level, const calc_rules *rules, const cs_budget *budget, cs_graph *g, cs_error *err)
{
    calc_result r;
    calc_solve(level, rules, 0, 0, budget, &r);
    int status = 0;
    if (r.stop != CS_FINISHED)
        status = cs_fail(err, 0, "graph", "the search stopped: %s", cs_stop_reason(r.stop));
    else if (!r.solved)
        status = cs_fail(err, 0, "graph", "no solution within %d move%s: nothing to draw", level->moves,
                         level->moves == 1 ? "" : "s");
    calc_layers w;
    if (status == 0 && cs_graph_init(g, err) != 0)
        status = -1;
    if (status == 0) {
        g->layers = r.press_count + 1;
        if (calc_layers_walk(&w, level, rules, budget, r.press_count) != 0)
            status = cs_fail(err, 0, "graph", "the walk stopped: %s", cs_stop_reason(w.search.stop));
        else
            status = fill_graph(&w, &r, g, err);
        calc_layers_free(&w);
        if (status != 0)
            cs_graph_free(g);
    }
    calc_result_free(&r);
    return status;
}
