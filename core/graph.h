/*
 * graph.h: the solution space of a puzzle as a front end draws it: the states
 * that lie on some shortest solution, layer by layer from the start (layer =
 * moves made) to the goal, each edge labelled with its move, the first
 * solution marked. A game fills a cs_graph (cs_game.graph); graph.c writes it
 * as JSON for the page or as Graphviz dot for `calcsolve solve --graph dot`,
 * so neither writer knows a rule.
 */
#ifndef CALCSOLVE_GRAPH_H
#define CALCSOLVE_GRAPH_H

#include "cs.h"

#define CS_GRAPH_MAX_NODES 200   /* drawn at most; the rest are counted as hidden */
#define CS_GRAPH_MAX_EDGES 4000
#define CS_GRAPH_LABEL 48

typedef struct cs_graph_node {
    char label[CS_GRAPH_LABEL];  /* what the state shows, e.g. "44" or "44 · Store 4" */
    char key[CS_GRAPH_LABEL];    /* the state as the game names it, e.g. "44 4 0" (value, Store, offset),
                                    for a front end to find where a game in progress is */
    int layer;                   /* moves from the start */
    int on_solution;             /* the first shortest solution passes here */
} cs_graph_node;

typedef struct cs_graph_edge {
    int from, to;                /* node indices */
    char label[CS_GRAPH_LABEL];  /* the move(s), e.g. "+4" or "+4 / x2" when several do the same */
    int on_solution;
} cs_graph_edge;

typedef struct cs_graph {
    cs_graph_node nodes[CS_GRAPH_MAX_NODES];
    int node_count;
    cs_graph_edge *edges;        /* malloc'd, CS_GRAPH_MAX_EDGES; free with cs_graph_free */
    int edge_count;
    uint64_t total_nodes;        /* states on some shortest solution, drawn or not */
    uint64_t hidden_edges;       /* edges left out with hidden nodes or past the cap */
    int layers;                  /* the shortest solution's length + 1 */
} cs_graph;

/* An empty graph with room for its edges: 0, or -1 with err when memory runs out. */
int cs_graph_init(cs_graph *g, cs_error *err);
void cs_graph_free(cs_graph *g);
/* Adds an edge between two drawn nodes, or a move's label to the edge already
 * there; counts it as hidden past the cap. */
void cs_graph_add_edge(cs_graph *g, int from, int to, const char *label, int on_solution);

/* {"layers", "nodes": [{"id", "label", "key", "layer", "solution"}], "edges": [{"from",
 * "to", "label", "solution"}], "total": N, "hidden": N, "hidden_edges": N}. */
void cs_graph_json(cs_buf *out, const cs_graph *g);
/* A Graphviz digraph, one rank per layer, the solution in bold; title names it. */
void cs_graph_dot(cs_buf *out, const cs_graph *g, const char *title);

#endif
