/*
 * calc_reference.h: a plain, independent version of the Calculator rules and search,
 * kept under tests/ as the reference the differential tests compare the engine
 * against (calc_reference_ops.c, calc_reference_solve.c). Not part of core/.
 */
#ifndef CALCSOLVE_CALC_REFERENCE_H
#define CALCSOLVE_CALC_REFERENCE_H

#include "calc.h"

/* The string-based digit operations, one by one. */
int ref_append_digits(int64_t v, const char *tail, int64_t *out);
int ref_replace_digits(int64_t v, const char *from, const char *to, int64_t *out);
int ref_rearrange(int64_t v, calc_kind kind, int64_t *out);
int64_t ref_portal_fall(int64_t v, int entry, int exit_place);

/* The reference calc_apply and calc_solve: same contracts as in calc.h. */
int ref_calc_apply(const calc_level *level, const calc_rules *rules, const calc_state *state,
                   calc_press press, calc_state *next, int64_t *before_portal);
int ref_calc_solve(const calc_level *level, const calc_rules *rules, int count_all, int max_listed,
                   const cs_budget *budget, calc_result *result);

#endif
