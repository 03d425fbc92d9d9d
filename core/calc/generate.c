/*
 * calc/generate.c: new Calculator levels with a known shortest solution.
 *
 * A candidate is a random set of buttons (of the kinds asked for), a start
 * value and maybe a portal. One breadth-first walk from the start, counting
 * shortest paths per state as calc_solve does, gives every value whose
 * shortest distance is exactly the moves asked for and how many shortest
 * ways reach it; the goal is drawn from those reached one way only. calc_solve
 * (counting all shortest solutions) then checks the level as any level is
 * checked, buttons no shortest solution needs are dropped, and the difficulty
 * is compared with the one asked for. Every random choice comes from one
 * cs_rng seeded by the caller, every search has a state budget, and the number
 * of candidates is bounded, so a request that cannot be met ends with "gave up
 * after N candidates" rather than a loop.
 */
#include "game.h"
#include "calc_generate.h"
#include "search.h"

#include <stdio.h>
#include <string.h>

#define GOALS_PER_SET 4   /* goals tried from one walk before new buttons are drawn */

/* The groups of kinds --kinds takes besides each kind's id (calc_kind_id). */
static const struct {
    const char *name;
    uint32_t kinds;
} KIND_GROUPS[] = {
    {"arithmetic", 1u << CALC_ADD | 1u << CALC_SUB | 1u << CALC_MUL | 1u << CALC_DIV | 1u << CALC_POWER},
    {"special", 1u << CALC_NEGATE | 1u << CALC_DELETE | 1u << CALC_REVERSE | 1u << CALC_SUM |
                    1u << CALC_SHIFT_LEFT | 1u << CALC_SHIFT_RIGHT | 1u << CALC_MIRROR | 1u << CALC_INV10},
    {"all", (1u << (CALC_INV10 + 1)) - 1},
};

/* The kinds one name of --kinds stands for: a kind's id or a group; 0 for none. */
static uint32_t kinds_named(const char *name, size_t n)
{
    for (int k = 0; k < CALC_KIND_COUNT; k++)
        if (strlen(calc_kind_id((calc_kind)k)) == n && strncmp(calc_kind_id((calc_kind)k), name, n) == 0)
            return 1u << k;
    for (size_t g = 0; g < sizeof KIND_GROUPS / sizeof KIND_GROUPS[0]; g++)
        if (strlen(KIND_GROUPS[g].name) == n && strncmp(KIND_GROUPS[g].name, name, n) == 0)
            return KIND_GROUPS[g].kinds;
    return 0;
}

#define DEFAULT_KINDS (((1u << (CALC_INV10 + 1)) - 1) & ~(1u << CALC_STORE))

int calc_parse_kinds(const char *list, uint32_t *kinds, cs_error *err)
{
    *kinds = 0;
    const char *p = list;
    while (*p) {
        while (*p == ',' || *p == ' ')
            p++;
        size_t n = strcspn(p, ", ");
        if (n == 0)
            break;
        uint32_t named = kinds_named(p, n);
        if (named == 0)
            return cs_fail(err, 0, "kinds", "unknown kind \"%.*s\" (kinds: add, sub, mul, div, append, negate, "
                           "delete, replace, power, reverse, sum, shift-left, shift-right, mirror, meta, store, "
                           "inv10, or arithmetic, special, all)", (int)(n > 40 ? 40 : n), p);
        *kinds |= named;
        p += n;
    }
    if (*kinds == 0)
        return cs_fail(err, 0, "kinds", "no kind given");
    return 0;
}

/* ---- drawing a candidate ---- */

/* The label of a random button of `kind`, with the operands the app uses. */
static void random_label(cs_rng *rng, calc_kind kind, char *label, size_t size)
{
    int64_t a = cs_rng_range(rng, 1, 9), b = cs_rng_range(rng, 0, 9);
    switch (kind) {
    case CALC_ADD: snprintf(label, size, "+%lld", (long long)a); break;
    case CALC_SUB: snprintf(label, size, "-%lld", (long long)a); break;
    case CALC_MUL: snprintf(label, size, "x%lld", (long long)cs_rng_range(rng, 2, 9)); break;
    case CALC_DIV: snprintf(label, size, "/%lld", (long long)cs_rng_range(rng, 2, 9)); break;
    case CALC_POWER: snprintf(label, size, "^%lld", (long long)cs_rng_range(rng, 2, 3)); break;
    case CALC_APPEND:
        if (cs_rng_range(rng, 0, 3) == 0)
            snprintf(label, size, "%lld%lld", (long long)a, (long long)b);
        else
            snprintf(label, size, "%lld", (long long)b);
        break;
    case CALC_REPLACE:
        if (a == b)
            b = (b + 1) % 10;
        snprintf(label, size, "%lld=>%lld", (long long)a, (long long)b);
        break;
    case CALC_META: snprintf(label, size, "[+]%lld", (long long)cs_rng_range(rng, 1, 3)); break;
    case CALC_NEGATE: snprintf(label, size, "+/-"); break;
    case CALC_DELETE: snprintf(label, size, "<<"); break;
    case CALC_REVERSE: snprintf(label, size, "Reverse"); break;
    case CALC_SUM: snprintf(label, size, "SUM"); break;
    case CALC_SHIFT_LEFT: snprintf(label, size, "<Shift"); break;
    case CALC_SHIFT_RIGHT: snprintf(label, size, "Shift>"); break;
    case CALC_MIRROR: snprintf(label, size, "Mirror"); break;
    case CALC_STORE: snprintf(label, size, "Store"); break;
    case CALC_INV10: snprintf(label, size, "Inv10"); break;
    case CALC_KIND_COUNT: snprintf(label, size, "+1"); break; /* not a kind */
    }
}

/* A random kind among `kinds`; the everyday ones (+ - x append) twice as likely. */
static calc_kind random_kind(cs_rng *rng, uint32_t kinds)
{
    int weight[CALC_INV10 + 1], total = 0;
    for (int k = 0; k <= CALC_INV10; k++) {
        weight[k] = (kinds >> k & 1u) ? (k == CALC_ADD || k == CALC_SUB || k == CALC_MUL || k == CALC_APPEND) + 1 : 0;
        total += weight[k];
    }
    int64_t pick = cs_rng_range(rng, 0, total - 1);
    int k = 0;
    while (pick >= weight[k])
        pick -= weight[k++];
    return (calc_kind)k;
}

static int has_label(const calc_level *level, const char *label)
{
    for (int i = 0; i < level->button_count; i++)
        if (strcmp(level->buttons[i].label, label) == 0)
            return 1;
    return 0;
}

/* Buttons, start and portal of a candidate (its goal comes from the walk). */
static void draw_candidate(cs_rng *rng, const calc_generate_options *opt, int digits, calc_level *level)
{
    memset(level, 0, sizeof *level);
    int wanted = (int)cs_rng_range(rng, 2, opt->moves >= 6 ? 5 : 4);
    for (int tries = 0; level->button_count < wanted && tries < 4 * wanted; tries++) {
        char label[CALC_LABEL_SIZE];
        calc_button button;
        random_label(rng, random_kind(rng, opt->kinds), label, sizeof label);
        if (calc_parse_button(label, &button, NULL) == 0 && !has_label(level, button.label))
            level->buttons[level->button_count++] = button;
    }
    level->start = cs_rng_range(rng, 0, 3) == 0 ? 0 : cs_rng_range(rng, 1, opt->portal ? 999 : 99);
    /* a hard level asked for without --portal may still get one: the score
     * counts a portal the solution goes through, so high scores need them */
    if (opt->portal || (opt->difficulty >= 6 && opt->rules.digits >= 3 && cs_rng_range(rng, 0, 1) == 0)) {
        level->has_portal = 1;
        level->portal_in = (int)cs_rng_range(rng, 2, digits - 1 < 4 ? digits - 1 : 4);
        level->portal_out = (int)cs_rng_range(rng, 0, level->portal_in - 1);
    }
}

/* ---- the walk: values exactly `moves` presses away, reached one way ---- */

typedef struct walk {
    cs_search search;
    cs_keyset states;   /* calc_state, in discovery order */
    cs_vec paths;       /* uint64_t per state: shortest paths to it (saturating) */
    cs_vec layer_begin; /* uint32_t per depth */
} walk;

static void walk_free(walk *w)
{
    cs_keyset_free(&w->search, &w->states);
    cs_vec_free(&w->search, &w->paths);
    cs_vec_free(&w->search, &w->layer_begin);
}

/* Breadth-first to depth `moves`. 0, or -1 when the budget stopped it. */
static int walk_layers(walk *w, const calc_level *level, const calc_rules *rules, int moves)
{
    calc_press actions[2 * CALC_MAX_BUTTONS];
    int action_count = 0;
    for (int i = 0; i < level->button_count; i++) {
        calc_press tap = {(uint8_t)i, 0}, save = {(uint8_t)i, 1};
        actions[action_count++] = tap;
        if (level->buttons[i].kind == CALC_STORE)
            actions[action_count++] = save;
    }
    calc_state start = calc_level_start(level);
    uint32_t index, zero = 0;
    uint64_t one = 1;
    if (cs_keyset_insert(&w->search, &w->states, &start, &index) < 0 || !cs_vec_push(&w->search, &w->paths, &one) ||
        !cs_vec_push(&w->search, &w->layer_begin, &zero))
        return -1;
    for (int d = 0; d < moves; d++) {
        uint32_t begin = CS_VEC_AT(&w->layer_begin, uint32_t, d), end = (uint32_t)w->states.keys.len;
        if (!cs_vec_push(&w->search, &w->layer_begin, &end))
            return -1;
        for (uint32_t i = begin; i < end; i++)
            for (int a = 0; a < action_count; a++) {
                calc_state here = *(const calc_state *)cs_keyset_key(&w->states, i), next;
                int64_t raw;
                if (!calc_apply(level, rules, &here, actions[a], &next, &raw))
                    continue;
                int added = cs_keyset_insert(&w->search, &w->states, &next, &index);
                uint64_t from = CS_VEC_AT(&w->paths, uint64_t, i);
                if (added < 0 || (added && !cs_vec_push(&w->search, &w->paths, &from)))
                    return -1;
                if (!added && index >= end) {
                    uint64_t *p = &CS_VEC_AT(&w->paths, uint64_t, index);
                    *p = *p > UINT64_MAX - from ? UINT64_MAX : *p + from;
                }
            }
    }
    uint32_t last = (uint32_t)w->states.keys.len;
    return cs_vec_push(&w->search, &w->layer_begin, &last) ? 0 : -1;
}

/* The values first shown after exactly `moves` presses and reached by one
 * shortest way (by any number with allow_many), in discovery order, into
 * goals (int64_t). 0, or -1 on budget. */
static int goal_values(walk *w, int moves, int allow_many, cs_vec *goals)
{
    uint32_t top = CS_VEC_AT(&w->layer_begin, uint32_t, moves);
    uint32_t end = CS_VEC_AT(&w->layer_begin, uint32_t, moves + 1);
    cs_keyset values;
    cs_vec ways, first_top; /* per value: shortest ways; first seen in the top layer */
    cs_keyset_init(&values, sizeof(int64_t));
    cs_vec_init(&ways, sizeof(uint64_t));
    cs_vec_init(&first_top, sizeof(uint8_t));
    int status = 0;
    for (uint32_t i = 0; i < end && status == 0; i++) {
        int64_t value = ((const calc_state *)cs_keyset_key(&w->states, i))->value;
        uint64_t paths = CS_VEC_AT(&w->paths, uint64_t, i);
        uint8_t in_top = i >= top;
        uint32_t v;
        int added = cs_keyset_insert(&w->search, &values, &value, &v);
        if (added < 0 || (added && (!cs_vec_push(&w->search, &ways, &paths) ||
                                    !cs_vec_push(&w->search, &first_top, &in_top))))
            status = -1;
        else if (!added && in_top && CS_VEC_AT(&first_top, uint8_t, v)) {
            uint64_t *p = &CS_VEC_AT(&ways, uint64_t, v);
            *p = *p > UINT64_MAX - paths ? UINT64_MAX : *p + paths;
        }
    }
    for (uint32_t v = 0; status == 0 && v < (uint32_t)values.keys.len; v++)
        if (CS_VEC_AT(&first_top, uint8_t, v) && (allow_many || CS_VEC_AT(&ways, uint64_t, v) == 1) &&
            !cs_vec_push(&w->search, goals, cs_keyset_key(&values, v)))
            status = -1;
    cs_keyset_free(&w->search, &values);
    cs_vec_free(&w->search, &ways);
    cs_vec_free(&w->search, &first_top);
    return status;
}

/* ---- checking a candidate as any level is checked ---- */

enum reject {
    ACCEPTED, REJECT_BUDGET, REJECT_NO_GOAL, REJECT_SOLUTION, REJECT_ONE_BUTTON, REJECT_PORTAL, REJECT_DIFFICULTY,
    REJECTS
};

static const char *const REJECT_TEXT[REJECTS] = {
    "", "hit the state budget", "had no value exactly that many presses away by one way",
    "failed the solver's check", "had one useful button only (no choice to make)",
    "had a portal the solution does not go through", "missed the difficulty",
};

/* The level without button `drop`. */
static calc_level without(const calc_level *level, int drop)
{
    calc_level out = *level;
    out.button_count = 0;
    for (int i = 0; i < level->button_count; i++)
        if (i != drop)
            out.buttons[out.button_count++] = level->buttons[i];
    return out;
}

static int same_search(const calc_result *a, const calc_result *b)
{
    return a->solved == b->solved && a->moves == b->moves && a->count == b->count &&
           a->count_saturated == b->count_saturated && a->stop == CS_FINISHED && b->stop == CS_FINISHED;
}

/* Drops every button that no listed shortest solution presses and whose removal
 * leaves the search's answer (length and number of shortest solutions) as it
 * is. r: the level's solve with its listed solutions. */
static void drop_useless(calc_level *level, const calc_rules *rules, const cs_budget *budget, const calc_result *r)
{
    int used[CALC_MAX_BUTTONS] = {0};
    for (int i = 0; i < r->press_count; i++)
        used[r->presses[i].button] = 1;
    for (int s = 0, at = 0; s < r->listed_count; at += r->listed_lengths[s++])
        for (int k = 0; k < r->listed_lengths[s]; k++)
            used[r->listed[at + k].button] = 1;
    for (int i = level->button_count - 1; i >= 0 && level->button_count > 1; i--) {
        if (used[i])
            continue; /* indices below i are unchanged by dropping i */
        calc_level smaller = without(level, i);
        calc_result check;
        calc_solve(&smaller, rules, 1, 0, budget, &check);
        calc_result_free(&check);
        if (same_search(r, &check))
            *level = smaller;
    }
}

static enum reject check_level(const calc_generate_options *opt, calc_level *level, const cs_budget *budget,
                               calc_result *solution, double *score)
{
    calc_result r;
    calc_solve(level, &opt->rules, 1, opt->allow_many ? CALC_MAX_LISTED : 0, budget, &r);
    int ok = r.stop == CS_FINISHED && r.solved && r.moves == opt->moves && (opt->allow_many || r.count == 1);
    if (ok)
        drop_useless(level, &opt->rules, budget, &r);
    calc_result_free(&r);
    if (r.stop != CS_FINISHED)
        return REJECT_BUDGET;
    if (!ok)
        return REJECT_SOLUTION;
    if (level->button_count < 2)
        return REJECT_ONE_BUTTON;
    calc_difficulty_info info;
    if (calc_difficulty_measure(level, &opt->rules, budget, &info, NULL) != 0)
        return REJECT_BUDGET;
    if (level->has_portal && !info.portal_used)
        return REJECT_PORTAL;
    if (opt->difficulty > 0 && (info.score < opt->difficulty - 0.5 || info.score > opt->difficulty + 0.5))
        return REJECT_DIFFICULTY;
    calc_solve(level, &opt->rules, 1, 0, budget, &r); /* the final level's own answer */
    if (r.stop != CS_FINISHED || !r.solved || r.moves != opt->moves || (!opt->allow_many && r.count != 1)) {
        calc_result_free(&r);
        return REJECT_SOLUTION;
    }
    if (solution)
        *solution = r;
    else
        calc_result_free(&r);
    *score = info.score;
    return ACCEPTED;
}

static int check_options(calc_generate_options *opt, cs_error *err)
{
    if (opt->moves == 0)
        opt->moves = CALC_GEN_DEFAULT_MOVES;
    if (opt->moves < 1 || opt->moves > CALC_GEN_MAX_MOVES)
        return cs_fail(err, 0, "moves", "moves must be 1 to %d, not %d", CALC_GEN_MAX_MOVES, opt->moves);
    if (opt->difficulty != 0 && !(opt->difficulty >= 1 && opt->difficulty <= 10))
        return cs_fail(err, 0, "difficulty", "difficulty must be 1 to 10");
    if (opt->kinds == 0) /* Store only when a score it raises is asked for */
        opt->kinds = opt->difficulty >= 5 ? DEFAULT_KINDS | 1u << CALC_STORE : DEFAULT_KINDS;
    opt->kinds &= (1u << (CALC_INV10 + 1)) - 1;
    if (opt->kinds == 0)
        return cs_fail(err, 0, "kinds", "no known kind given");
    if (opt->rules.digits == 0)
        opt->rules.digits = CALC_DEFAULT_DIGITS;
    if (opt->rules.digits < 1 || opt->rules.digits > CALC_MAX_DIGITS)
        return cs_fail(err, 0, "digits", "the display must hold 1 to %d digits", CALC_MAX_DIGITS);
    if (opt->portal && opt->rules.digits < 3)
        return cs_fail(err, 0, "portal", "a portal needs a display of at least 3 digits");
    if (opt->max_tries == 0)
        opt->max_tries = CALC_GEN_DEFAULT_TRIES;
    if (opt->max_tries < 0 || opt->max_tries > 1000000)
        return cs_fail(err, 0, "tries", "tries must be 1 to 1000000");
    return 0;
}

static int gave_up(cs_error *err, int tries, const int *rejected)
{
    char why[200] = "";
    size_t n = 0;
    for (int k = 1; k < REJECTS; k++)
        if (rejected[k] && n < sizeof why)
            n += (size_t)snprintf(why + n, sizeof why - n, "%s%d %s", n ? ", " : "", rejected[k], REJECT_TEXT[k]);
    return cs_fail(err, 0, "generate", "gave up after %d candidates: %s", tries, why);
}

int calc_generate(const calc_generate_options *options, calc_level *level, calc_result *solution,
                  double *difficulty, cs_error *err)
{
    calc_generate_options opt = *options;
    if (check_options(&opt, err) != 0)
        return -1;
    cs_rng rng;
    cs_rng_seed(&rng, opt.seed);
    cs_budget budget = {CALC_GEN_CANDIDATE_STATES, (size_t)64 << 20, opt.cancel, NULL, NULL};
    int rejected[REJECTS] = {0}, tries = 0;
    while (tries < opt.max_tries) {
        if (opt.cancel && *opt.cancel)
            return cs_fail(err, 0, "generate", "cancelled after %d candidates", tries);
        calc_level candidate;
        draw_candidate(&rng, &opt, opt.rules.digits, &candidate);
        walk w;
        cs_search_init(&w.search, &budget, CALC_GEN_CANDIDATE_STATES);
        cs_keyset_init(&w.states, sizeof(calc_state));
        cs_vec_init(&w.paths, sizeof(uint64_t));
        cs_vec_init(&w.layer_begin, sizeof(uint32_t));
        cs_vec goals;
        cs_vec_init(&goals, sizeof(int64_t));
        int status = walk_layers(&w, &candidate, &opt.rules, opt.moves);
        if (status == 0)
            status = goal_values(&w, opt.moves, opt.allow_many, &goals);
        if (status != 0 || goals.len == 0) {
            tries++;
            rejected[status != 0 ? REJECT_BUDGET : REJECT_NO_GOAL]++;
        }
        enum reject verdict = REJECTS;
        for (int g = 0; status == 0 && g < GOALS_PER_SET && goals.len > 0 && tries < opt.max_tries; g++) {
            size_t pick = (size_t)cs_rng_range(&rng, 0, (int64_t)goals.len - 1);
            *level = candidate;
            level->goal = CS_VEC_AT(&goals, int64_t, pick);
            level->moves = opt.moves;
            CS_VEC_AT(&goals, int64_t, pick) = CS_VEC_AT(&goals, int64_t, goals.len - 1);
            goals.len--;
            tries++;
            double score = 0;
            verdict = check_level(&opt, level, &budget, solution, &score);
            rejected[verdict]++;
            if (verdict == ACCEPTED) {
                if (difficulty)
                    *difficulty = score;
                break;
            }
        }
        cs_vec_free(&w.search, &goals);
        walk_free(&w);
        if (verdict == ACCEPTED)
            return 0;
    }
    return gave_up(err, tries, rejected);
}

void calc_level_text(cs_buf *out, const calc_level *level)
{
    cs_game_find("calculator")->puzzle_text(out, level);
}
