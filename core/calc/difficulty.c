/*
 * calc/difficulty.c: a difficulty score (1.0 to 10.0) for a Calculator level,
 * measured from the level's own search rather than guessed from its buttons.
 *
 * Besides the shortest solution (calc_solve, counting all shortest ones), it
 * walks every press sequence of the shortest length, layer by layer, keeping
 * per (state, depth) the number of sequences that reach it. From that: how many
 * sequences of the shortest length exist and how many win (a blind player's
 * odds). Weights and the reasons for each term
 * are in core/README.md, "Difficulty"; they were chosen on the 199 bundled levels.
 *
 * Every number here is computed with + - * / on doubles and integers only (the
 * logarithm is our own), so the score is the same bits natively and in wasm:
 * the generator filters on it and must give the same level everywhere.
 */
#include "calc_generate.h"
#include "search.h"

#include <stdlib.h>
#include <string.h>

/* log2(x) for x > 0 from + - * / only: x = m * 2^e with m in [1, 2), then
 * ln m = 2 atanh((m - 1) / (m + 1)) by its series. Exact to ~1e-15. */
double cs_log2(double x)
{
    if (!(x > 0))
        return 0;
    if (x > 1.7976931348623157e308) /* infinity: halving would never end */
        return 1024;
    int e = 0;
    while (x >= 2) {
        x /= 2;
        e++;
    }
    while (x < 1) {
        x *= 2;
        e--;
    }
    double t = (x - 1) / (x + 1), t2 = t * t, term = t, sum = 0;
    for (int k = 1; k < 60; k += 2) {
        sum += term / k;
        term *= t2;
    }
    return e + 2 * sum / 0.69314718055994530942;
}

/* One layer of the sequence count: the states `depth` presses away along some
 * sequence, and how many sequences reach each. */
typedef struct layer {
    cs_keyset states;  /* calc_state */
    cs_vec paths;      /* double per state */
} layer;

typedef struct walker {
    const calc_level *level;
    const calc_rules *rules;
    calc_press actions[2 * CALC_MAX_BUTTONS];
    int action_count;
    cs_search search;
    layer layers[CALC_MAX_MOVES + 1];
    int depth;         /* layers in use: 0 .. depth */
} walker;

static void list_actions(walker *w)
{
    w->action_count = 0;
    for (int i = 0; i < w->level->button_count; i++) {
        calc_press tap = {(uint8_t)i, 0}, save = {(uint8_t)i, 1};
        w->actions[w->action_count++] = tap;
        if (w->level->buttons[i].kind == CALC_STORE)
            w->actions[w->action_count++] = save; /* classic's free save counted as a press too */
    }
}

static void layer_init(layer *l)
{
    cs_keyset_init(&l->states, sizeof(calc_state));
    cs_vec_init(&l->paths, sizeof(double));
}

static void layer_free(cs_search *s, layer *l)
{
    cs_keyset_free(s, &l->states);
    cs_vec_free(s, &l->paths);
}

/* Adds `paths` sequences reaching `state` in layer l. 0, or -1 on budget. */
static int layer_add(cs_search *s, layer *l, const calc_state *state, double paths)
{
    uint32_t index;
    int added = cs_keyset_insert(s, &l->states, state, &index);
    if (added < 0)
        return -1;
    if (added) {
        if (!cs_vec_push(s, &l->paths, &paths))
            return -1;
    } else {
        CS_VEC_AT(&l->paths, double, index) += paths;
    }
    return 0;
}

static const calc_state *layer_state(const layer *l, uint32_t i)
{
    return (const calc_state *)cs_keyset_key(&l->states, i);
}

/* Forward: every sequence of `length` legal presses. 0, or -1 on budget. */
static int walk_forward(walker *w, int length)
{
    calc_state start = calc_level_start(w->level);
    layer_init(&w->layers[0]);
    w->depth = 0;
    if (layer_add(&w->search, &w->layers[0], &start, 1.0) != 0)
        return -1;
    for (int d = 0; d < length; d++) {
        layer *from = &w->layers[d], *to = &w->layers[d + 1];
        layer_init(to);
        w->depth = d + 1;
        for (uint32_t i = 0; i < (uint32_t)from->states.keys.len; i++) {
            calc_state here = *layer_state(from, i), next;
            double paths = CS_VEC_AT(&from->paths, double, i);
            for (int a = 0; a < w->action_count; a++) {
                int64_t raw;
                if (calc_apply(w->level, w->rules, &here, w->actions[a], &next, &raw) &&
                    layer_add(&w->search, to, &next, paths) != 0)
                    return -1;
            }
        }
    }
    return 0;
}

/* The counts of the last layer (sequences, winning ones) and of all layers
 * ((state, depth) pairs) into info. */
static void count_layers(const walker *w, calc_difficulty_info *info)
{
    const layer *top = &w->layers[w->depth];
    for (uint32_t i = 0; i < (uint32_t)top->states.keys.len; i++) {
        double paths = CS_VEC_AT(&top->paths, double, i);
        info->sequences += paths;
        if (layer_state(top, i)->value == w->level->goal)
            info->winning += paths;
    }
    for (int d = 0; d <= w->depth; d++)
        info->nodes += w->layers[d].states.keys.len;
}

/* What the first shortest solution needs: the kinds it presses, Store, a portal
 * that moves digits, and detours (presses that take the display further from
 * the goal). */
static void solution_traits(const calc_level *level, const calc_rules *rules, const calc_result *r,
                            calc_difficulty_info *info)
{
    calc_state state = calc_level_start(level), next;
    int seen[CALC_INV10 + 1] = {0};
    for (int i = 0; i < r->press_count; i++) {
        int64_t raw;
        calc_press p = r->presses[i];
        if (!calc_apply(level, rules, &state, p, &next, &raw))
            break;
        calc_kind kind = level->buttons[p.button].kind;
        if (!seen[kind]) {
            seen[kind] = 1;
            info->kinds_used++;
        }
        if (kind == CALC_STORE)
            info->store_used = 1;
        if (raw != next.value)
            info->portal_used = 1;
        int64_t before = state.value > level->goal ? state.value - level->goal : level->goal - state.value;
        int64_t after = next.value > level->goal ? next.value - level->goal : level->goal - next.value;
        info->detours += after > before;
        state = next;
    }
}

/* The score from the measures: see core/README.md, "Difficulty", for each term. */
static double score_of(const calc_difficulty_info *info)
{
    double odds = info->winning > 0 ? cs_log2(info->sequences / info->winning) : 0;
    double score = 1.0 + CALC_W_ODDS * odds + CALC_W_DETOUR * info->detours + CALC_W_STORE * info->store_used +
                   CALC_W_PORTAL * info->portal_used;
    if (score < 1)
        score = 1;
    if (score > 10)
        score = 10;
    return (double)(int64_t)(score * 10 + 0.5) / 10; /* one decimal */
}

int calc_difficulty_from(const calc_level *level, const calc_rules *rules, const cs_budget *budget,
                         const calc_result *solved, calc_difficulty_info *info, cs_error *err)
{
    memset(info, 0, sizeof *info);
    if (solved->stop != CS_FINISHED)
        return cs_fail(err, 0, "difficulty", "the search stopped: %s", cs_stop_reason(solved->stop));
    if (!solved->solved)
        return cs_fail(err, 0, "difficulty", "the level has no solution within %d moves", level->moves);
    info->shortest = solved->press_count;
    info->states = solved->states;
    solution_traits(level, rules, solved, info);

    walker *w = calloc(1, sizeof *w);
    if (!w)
        return cs_fail(err, 0, "difficulty", "out of memory");
    w->level = level;
    w->rules = rules;
    list_actions(w);
    info->actions = w->action_count;
    cs_search_init(&w->search, budget, CALC_DEFAULT_MAX_STATES);
    int status = walk_forward(w, solved->press_count);
    if (status == 0)
        count_layers(w, info);
    cs_stop stop = w->search.stop;
    for (int d = 0; d <= w->depth; d++)
        layer_free(&w->search, &w->layers[d]);
    free(w);
    if (status != 0)
        return cs_fail(err, 0, "difficulty", "the search stopped: %s", cs_stop_reason(stop));
    info->score = score_of(info);
    return 0;
}

int calc_difficulty_measure(const calc_level *level, const calc_rules *rules, const cs_budget *budget,
                            calc_difficulty_info *info, cs_error *err)
{
    calc_result r;
    calc_solve(level, rules, 0, 0, budget, &r);
    int status = calc_difficulty_from(level, rules, budget, &r, info, err);
    calc_result_free(&r);
    return status;
}

int calc_difficulty(const calc_level *level, const calc_rules *rules, const cs_budget *budget, double *score,
                    cs_error *err)
{
    calc_difficulty_info info;
    if (calc_difficulty_measure(level, rules, budget, &info, err) != 0)
        return -1;
    *score = info.score;
    return 0;
}
