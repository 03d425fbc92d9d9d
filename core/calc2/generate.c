/*
 * calc2/generate.c: new Calculator 2 levels from a seed, and the level of a date. A
 * candidate is 2 to 4 keys (one at least new in the sequel) and a start; random walks of
 * exactly M legal presses propose goals; the search (calc2_solve, counting) keeps those
 * whose shortest way takes exactly M presses and is the only one (any number of ways with
 * allow_many). Keys no kept way presses are dropped while two are left. Every random
 * choice comes from cs_rng (core/generate.h), so a seed gives the same level everywhere.
 */
#include "calc2.h"
#include "generate.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define GEN_DEFAULT_MOVES 4
#define GEN_DEFAULT_TRIES 2000
#define GEN_MAX_STATES 200000u
#define GEN_WALKS 12

/* A key label: the template's number drawn from its range. */
typedef struct key_template {
    const char *format;
    int lo, hi;
    int new_key;
} key_template;

static const key_template POOL[] = {
    {"+%d", 1, 9, 0}, {"-%d", 1, 9, 0}, {"x%d", 2, 5, 0}, {"/%d", 2, 5, 0}, {"%d", 1, 9, 0},
    {"Reverse", 0, 0, 0}, {"SUM", 0, 0, 0}, {"Mirror", 0, 0, 0}, {"Inv10", 0, 0, 0}, {"<<", 0, 0, 0},
    {"Sort>", 0, 0, 1}, {"Sort<", 0, 0, 1}, {"Cut%d", 0, 9, 1}, {"Shift", 0, 0, 1}, {"Delete", 0, 0, 1},
    {"Insert%d", 0, 9, 1}, {"Round", 0, 0, 1}, {"Lock", 0, 0, 1}, {"Digit+%d", 1, 9, 1}, {"Digit-%d", 1, 9, 1},
    {"Digit=%d", 0, 9, 1},
};
#define POOL_SIZE ((int)(sizeof POOL / sizeof POOL[0]))

/* A candidate level's text: start, 2 to 4 keys, M moves (goals added later). */
static void candidate(cs_rng *rng, int moves, cs_buf *text)
{
    int keys = (int)cs_rng_range(rng, 2, 4), with_new = 0;
    cs_buf_printf(text, "start: %lld\nmoves: %d\nbuttons: ", (long long)cs_rng_range(rng, 1, 9999), moves);
    for (int k = 0; k < keys; k++) {
        const key_template *t = &POOL[cs_rng_range(rng, k == keys - 1 && !with_new ? 10 : 0, POOL_SIZE - 1)];
        char label[24];
        snprintf(label, sizeof label, t->format, (int)cs_rng_range(rng, t->lo, t->hi));
        with_new |= t->new_key;
        cs_buf_printf(text, "%s%s", k ? ", " : "", label);
    }
}

/* The end of a random walk of exactly moves legal presses, or the start when it gets stuck. */
static int64_t random_walk(const calc2_level *level, cs_rng *rng, int moves)
{
    calc2_state s = calc2_level_state(level), next;
    calc2_press presses[CALC2_MAX_PRESSES], legal[CALC2_MAX_PRESSES];
    for (int m = 0; m < moves; m++) {
        int n = calc2_presses(level, &s, presses), count = 0;
        for (int p = 0; p < n; p++) {
            int64_t before;
            if (calc2_apply(level, &s, presses[p], &next, &before))
                legal[count++] = presses[p];
        }
        if (count == 0)
            return level->start;
        int64_t before;
        calc2_apply(level, &s, legal[cs_rng_range(rng, 0, count - 1)], &next, &before);
        s = next;
    }
    return s.value;
}

/* The goals the walks propose (distinct, not the start), kept when exact and unique. */
static int pick_goals(calc2_level *level, cs_rng *rng, int moves, int goals, int allow_many,
                      const volatile int *cancel, calc2_result *r)
{
    level->goal_count = 0;
    for (int w = 0; w < GEN_WALKS && level->goal_count < CALC2_MAX_GOALS; w++) {
        int64_t v = random_walk(level, rng, moves);
        int again = v == level->start;
        for (int g = 0; g < level->goal_count; g++)
            again |= level->goals[g] == v;
        if (!again)
            level->goals[level->goal_count++] = v;
    }
    if (level->goal_count < goals)
        return 0;
    cs_budget budget = {GEN_MAX_STATES, 0, cancel, NULL, NULL};
    calc2_solve(level, 1, &budget, r);
    if (r->stop != CS_FINISHED)
        return 0;
    int kept = 0;
    for (int g = 0; g < r->goal_count && kept < goals; g++)
        if (r->goals[g].solved && r->goals[g].moves == moves && (allow_many || r->goals[g].count == 1))
            level->goals[kept++] = r->goals[g].goal;
    level->goal_count = kept;
    if (kept != goals)
        return 0;
    calc2_solve(level, 1, &budget, r); /* the kept goals alone, in their order */
    return r->stop == CS_FINISHED;
}

/* Drops the keys no goal's way presses, while two are left; re-solves. */
static void drop_unused(calc2_level *level, const volatile int *cancel, calc2_result *r)
{
    int used[CALC_MAX_BUTTONS] = {0}, count = 0;
    for (int g = 0; g < r->goal_count; g++)
        for (int i = 0; i < r->goals[g].moves; i++)
            used[r->goals[g].presses[i].key] = 1;
    for (int k = 0; k < level->key_count; k++)
        count += used[k];
    if (count < 2 || count == level->key_count)
        return;
    calc2_level kept = *level;
    kept.key_count = 0;
    for (int k = 0; k < level->key_count; k++)
        if (used[k])
            kept.keys[kept.key_count++] = level->keys[k];
    cs_budget budget = {GEN_MAX_STATES, 0, cancel, NULL, NULL};
    calc2_result again;
    calc2_solve(&kept, 1, &budget, &again);
    for (int g = 0; g < again.goal_count; g++)
        if (!again.goals[g].solved || again.goals[g].moves != r->goals[g].moves)
            return; /* not met: fewer keys make no way shorter */
    *level = kept;
    *r = again;
}

int calc2_generate(uint64_t seed, int moves, int goals, int allow_many, int tries, const volatile int *cancel,
                   calc2_level *level, calc2_result *result, double *difficulty, cs_error *err)
{
    moves = moves ? moves : GEN_DEFAULT_MOVES;
    tries = tries ? tries : GEN_DEFAULT_TRIES;
    if (moves < 1 || moves > 8)
        return cs_fail(err, 0, "moves", "Calculator 2 levels are made with 1 to 8 moves");
    cs_rng rng;
    cs_rng_seed(&rng, seed);
    for (int t = 0; t < tries; t++) {
        if (cancel && *cancel)
            return cs_fail(err, 0, "generate", "cancelled");
        cs_buf text = {0};
        calc2_level *levels = NULL;
        candidate(&rng, moves, &text);
        cs_buf_add(&text, "\ngoal: 0\n");
        if (text.failed) {
            cs_buf_free(&text);
            return cs_fail(err, 0, "generate", "out of memory");
        }
        int read = calc2_parse_levels(text.data, &levels, err);
        cs_buf_free(&text);
        if (read != 1)
            return -1;
        *level = levels[0];
        free(levels);
        if (!pick_goals(level, &rng, moves, goals, allow_many, cancel, result))
            continue;
        drop_unused(level, cancel, result);
        double score = 1.0 + 1.2 * (moves - 1) + 0.5 * (goals - 1);
        *difficulty = score > 10 ? 10 : score;
        return 0;
    }
    return cs_fail(err, 0, "generate", "gave up after %d candidates: none had %d goals exactly %d presses away by %s",
                   tries, goals, moves, allow_many ? "a shortest way" : "one way");
}

/* The week's plan: presses and goals from Monday to Sunday. */
static const int DAILY_MOVES[7] = {3, 3, 4, 4, 5, 5, 6};
static const int DAILY_GOALS[7] = {1, 2, 2, 2, 2, 3, 3};

int calc2_daily(const char *date, const volatile int *cancel, calc2_level *level, calc2_result *result,
                double *difficulty, cs_error *err)
{
    uint64_t seed;
    int weekday;
    if (daily_seed(date, "calculator2", &seed, &weekday, err) != 0)
        return -1;
    return calc2_generate(seed, DAILY_MOVES[weekday], DAILY_GOALS[weekday], 0, 0, cancel, level, result, difficulty,
                          err);
}
