/*
 * calc/flat.h: the value-only breadth-first search of flat.c, which
 * calc_solve uses when a level's states are just values (see flat.c).
 */
#ifndef CALCSOLVE_CALC_FLAT_H
#define CALCSOLVE_CALC_FLAT_H

#include "calc.h"

/* Largest display searched with one bit per value: 2 * 10^7 bits = 2.5 MB. */
#define CALC_FLAT_MAX_DIGITS 7

/* 1 when the level has no Store and no [+]N, its display at most
 * CALC_FLAT_MAX_DIGITS and its start on the display. */
int calc_flat_applies(const calc_level *level, const calc_rules *rules);

/* The shortest solution, first in dictionary order (actions are the presses in
 * label order, as calc_solve orders them): fills result as calc_solve does
 * without counting. */
void calc_flat_solve(const calc_level *level, const calc_rules *rules, const calc_press *actions, int action_count,
                     const cs_budget *budget, calc_result *result);

#endif
