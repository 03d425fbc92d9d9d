/*
 * graph.c: writes a game's solution space (graph.h) as JSON for the page and
 * as Graphviz dot for the command line; the game only fills the nodes and
 * edges.
 */
#include "graph.h"

#include <stdlib.h>
#include <stdio.h>
#include <string.h>

int cs_graph_init(cs_graph *g, cs_error *err)
{
    memset(g, 0, sizeof *g);
    g->edges = malloc(CS_GRAPH_MAX_EDGES * sizeof *g->edges);
    return g->edges ? 0 : cs_fail(err, 0, "graph", "out of memory");
}

void cs_graph_free(cs_graph *g)
{
    free(g->edges);
    g->edges = NULL;
}

void cs_graph_add_edge(cs_graph *g, int from, int to, const char *label, int on_solution)
{
    for (int i = g->edge_count - 1; i >= 0; i--) {
        cs_graph_edge *e = &g->edges[i];
        if (e->from == from && e->to == to) { /* two moves, one result: one edge with both labels */
            size_t n = strlen(e->label);
            if (n + 3 + strlen(label) < sizeof e->label)
                snprintf(e->label + n, sizeof e->label - n, " / %s", label);
            e->on_solution |= on_solution;
            return;
        }
    }
    if (g->edge_count >= CS_GRAPH_MAX_EDGES) {
        g->hidden_edges++;
        return;
    }
    cs_graph_edge *e = &g->edges[g->edge_count++];
    e->from = from;
    e->to = to;
    snprintf(e->label, sizeof e->label, "%s", label);
    e->on_solution = on_solution;
}

void cs_graph_json(cs_buf *out, const cs_graph *g)
{
    cs_buf_printf(out, "{\"layers\": %d, \"nodes\": [", g->layers);
    for (int i = 0; i < g->node_count; i++) {
        cs_buf_printf(out, "%s{\"id\": %d, \"label\": ", i ? ", " : "", i);
        cs_json_str(out, g->nodes[i].label);
        cs_buf_add(out, ", \"key\": ");
        cs_json_str(out, g->nodes[i].key);
        cs_buf_printf(out, ", \"layer\": %d, \"solution\": %s}", g->nodes[i].layer,
                      g->nodes[i].on_solution ? "true" : "false");
    }
    cs_buf_add(out, "], \"edges\": [");
    for (int i = 0; i < g->edge_count; i++) {
        cs_buf_printf(out, "%s{\"from\": %d, \"to\": %d, \"label\": ", i ? ", " : "", g->edges[i].from, g->edges[i].to);
        cs_json_str(out, g->edges[i].label);
        cs_buf_printf(out, ", \"solution\": %s}", g->edges[i].on_solution ? "true" : "false");
    }
    cs_buf_printf(out, "], \"total\": %llu, \"hidden\": %llu, \"hidden_edges\": %llu}", (unsigned long long)g->total_nodes,
                  (unsigned long long)(g->total_nodes - (uint64_t)g->node_count), (unsigned long long)g->hidden_edges);
}

/* A dot string: the label between quotes with " and \ escaped. */
static void dot_str(cs_buf *out, const char *s)
{
    cs_buf_add(out, "\"");
    for (; *s; s++) {
        if (*s == '"' || *s == '\\')
            cs_buf_add(out, "\\");
        cs_buf_addn(out, s, 1);
    }
    cs_buf_add(out, "\"");
}

void cs_graph_dot(cs_buf *out, const cs_graph *g, const char *title)
{
    cs_buf_add(out, "digraph solutions {\n  rankdir=LR;\n  label=");
    dot_str(out, title);
    cs_buf_add(out, ";\n  node [shape=box, style=rounded];\n");
    for (int layer = 0; layer < g->layers; layer++) {
        cs_buf_printf(out, "  { rank=same; /* after %d move%s */\n", layer, layer == 1 ? "" : "s");
        for (int i = 0; i < g->node_count; i++)
            if (g->nodes[i].layer == layer) {
                cs_buf_printf(out, "    n%d [label=", i);
                dot_str(out, g->nodes[i].label);
                cs_buf_add(out, g->nodes[i].on_solution ? ", penwidth=2.5];\n" : "];\n");
            }
        cs_buf_add(out, "  }\n");
    }
    for (int i = 0; i < g->edge_count; i++) {
        cs_buf_printf(out, "  n%d -> n%d [label=", g->edges[i].from, g->edges[i].to);
        dot_str(out, g->edges[i].label);
        cs_buf_add(out, g->edges[i].on_solution ? ", penwidth=2.5];\n" : "];\n");
    }
    uint64_t hidden = g->total_nodes - (uint64_t)g->node_count;
    if (hidden || g->hidden_edges)
        cs_buf_printf(out, "  hidden [shape=note, label=\"%llu more state%s and %llu edge%s not drawn\"];\n",
                      (unsigned long long)hidden, hidden == 1 ? "" : "s", (unsigned long long)g->hidden_edges,
                      g->hidden_edges == 1 ? "" : "s");
    cs_buf_add(out, "}\n");
}

/* ---- the wasm API's and the tests' entry: the graph of one puzzle of text ---- */

#include "game.h"

int cs_graph_of(const cs_game *game, const char *text, const cs_options *opt, cs_graph *g, cs_error *err)
{
    const cs_options defaults = {0};
    if (!opt)
        opt = &defaults;
    if (!game->graph)
        return cs_fail(err, 0, "game", "%s has no graph of its solutions", game->title);
    cs_buf block = {0};
    int first_line = 1;
    if (cs_puzzle_at(text ? text : "", 0, &block, &first_line) != 0) {
        cs_buf_free(&block);
        void *none = NULL;
        if (game->parse("", opt, &none, err) == 0) /* the game's own "no puzzle found" */
            game->free_puzzle(none);
        return -1;
    }
    void *puzzle = NULL;
    int status = block.failed ? cs_fail(err, 0, "input", "out of memory") : game->parse(block.data, opt, &puzzle, err);
    cs_buf_free(&block);
    if (status != 0) {
        if (err && err->line > 0)
            err->line += first_line - 1;
        return -1;
    }
    status = game->graph(puzzle, opt, g, err);
    game->free_puzzle(puzzle);
    return status;
}

char *cs_graph_json_of(const char *game_name, const char *text, const cs_options *opt)
{
    cs_error err;
    cs_buf out = {0};
    const cs_game *game = cs_game_find(game_name);
    cs_graph g;
    int status = game ? cs_graph_of(game, text, opt, &g, &err)
                      : cs_unknown_game(&err, game_name);
    if (status == 0) {
        cs_graph_json(&out, &g);
        cs_graph_free(&g);
    } else {
        cs_json_error(&out, &err);
    }
    cs_buf_add(&out, "\n");
    return cs_buf_take(&out);
}
