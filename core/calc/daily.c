/*
 * daily.c: the Calculator level of the day. The generator (generate.c) is
 * seeded by the date (daily_seed, core/daily.c) and follows a plan per weekday
 * (PLAN: presses, the difficulty score asked of it, Store among the kinds,
 * portals on some dates), from Monday's 4 presses as easy as the game's first
 * levels to Sunday's 7 as hard as its last ones.
 */
#include "calc_generate.h"

#include <string.h>

#define DAILY_ATTEMPTS 3

/* What the level of each weekday asks of the generator. The difficulty asked
 * for is a little above the median wanted: the generator accepts scores within
 * 0.5 and meets lower ones more often (medians measured by `make bench`,
 * README). */
typedef struct daily_plan {
    int moves;            /* presses of the shortest solution */
    double difficulty;    /* the score to be within 0.5 of */
    int store;            /* Store among the kinds */
    int portal_quarters;  /* of four dates (by the seed), how many have a portal */
} daily_plan;

static const daily_plan PLAN[7] = {
    {4, 2.5, 0, 0}, /* Monday */
    {4, 3.0, 0, 0}, /* Tuesday */
    {5, 3.5, 1, 0}, /* Wednesday */
    {5, 4.0, 1, 0}, /* Thursday */
    {6, 4.5, 1, 0}, /* Friday */
    {6, 5.0, 1, 2}, /* Saturday */
    {7, 6.0, 1, 2}, /* Sunday */
};

int daily_level_options(const char *date, calc_generate_options *out, cs_error *err)
{
    int weekday;
    memset(out, 0, sizeof *out);
    if (daily_seed(date, "calculator", &out->seed, &weekday, err) != 0)
        return -1;
    const daily_plan *plan = &PLAN[weekday];
    out->moves = plan->moves;
    out->difficulty = plan->difficulty;
    out->kinds = plan->store ? CALC_ALL_KINDS : 0; /* 0: every kind but Store */
    out->portal = (int)(out->seed >> 40 & 3u) < plan->portal_quarters;
    return 0;
}

int daily_level(const char *date, const volatile int *cancel, calc_level *level, calc_result *solution,
                double *difficulty, cs_error *err)
{
    calc_generate_options o;
    cs_error own;
    if (!err)
        err = &own;
    if (daily_level_options(date, &o, err) != 0)
        return -1;
    o.cancel = cancel;
    /* never met on the dates measured, but a date must have a level: other
     * seeds of the same plan, then any score of the plan's size */
    for (int attempt = 0; attempt < DAILY_ATTEMPTS; attempt++) {
        if (calc_generate(&o, level, solution, difficulty, err) == 0)
            return 0;
        if (strcmp(err->field, "generate") != 0 || (cancel && *cancel))
            return -1;
        o.seed = o.seed * 6364136223846793005u + 1442695040888963407u; /* the next seed, as an LCG */
        if (attempt == DAILY_ATTEMPTS - 2)
            o.difficulty = 0;
    }
    return -1;
}
