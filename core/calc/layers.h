/*
 * layers.h: inside the Calculator back end: the breadth-first walk of a level,
 * L presses deep, that keeps every state with the layer it is first seen in and
 * the edges from one layer to the next (graph.c draws it, ladder.c reads the
 * hint ladder off it). On a shortest solution every press moves one layer on,
 * so its states are those from which the goal (layer L) is reached along kept
 * edges.
 */
#ifndef CALCSOLVE_CALC_LAYERS_H
#define CALCSOLVE_CALC_LAYERS_H

#include "calc.h"
#include "search.h"

typedef struct calc_edge {
    uint32_t from, to;
    calc_press press;
} calc_edge;

typedef struct calc_layers {
    const calc_level *level;
    const calc_rules *rules;
    cs_search search;
    cs_keyset states;     /* calc_state, in layer order */
    cs_vec layer;         /* int per state */
    cs_vec edges;         /* calc_edge, in layer order */
} calc_layers;

/* Walks length presses deep within budget: 0, or -1 when the budget stopped it (w->search.stop).
 * calc_layers_free w either way. */
int calc_layers_walk(calc_layers *w, const calc_level *level, const calc_rules *rules, const cs_budget *budget,
                     int length);
void calc_layers_free(calc_layers *w);
/* The states on some shortest solution of length presses: a malloc'd flag per state, NULL when memory
 * runs out. */
unsigned char *calc_layers_marked(const calc_layers *w, int length);

#endif
