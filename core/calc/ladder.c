/*
 * calc/ladder.c: the Calculator's hint ladder (ladder.h), read off the walk of
 * every state on a shortest solution (layers.h): a key on no kept edge is
 * unused; a key's fewest and most presses over all paths from the start to the
 * goal (one forward pass over the edges per key) agree for a fixed count; a
 * layer whose states all show one value is a waypoint. The next press and the
 * solution are those of the plain search (calc_solve), as the hint gives them.
 * Keys are named as play takes them and the hint's press names them (the
 * level's labels, Store:save); the sentences name them as their keys read now
 * ([+]N grows the numbers; the save is Save). Under the classic rules a level
 * with Store has shortest solutions of different press counts (a save costs
 * no move), which a walk by presses does not see: its ladder is the next
 * press and the solution.
 */
#include "calc.h"
#include "layers.h"
#include "ladder.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define KEYS (2 * CALC_MAX_BUTTONS) /* a press as button * 2 + save */

static int key_of(calc_press press) { return press.button * 2 + press.save; }

/* A key as the player reads it now: the label its key shows, "Save" for the save into Store. */
static void key_text(const calc_level *level, const calc_state *state, calc_press press, char out[CALC_LABEL_SIZE])
{
    if (press.save)
        snprintf(out, CALC_LABEL_SIZE, "Save");
    else
        calc_press_now(level, state, press, out);
}

/* The fewest and most presses of key over every path from the start to the goal, along the
 * edges between marked states: 0 (lo, hi filled), or -1 when memory runs out. */
static int key_range(const calc_layers *w, const unsigned char *marked, int length, int key, int *lo, int *hi)
{
    uint32_t n = (uint32_t)w->states.keys.len;
    unsigned char *low = malloc(n ? n : 1), *high = calloc(n ? n : 1, 1);
    if (!low || !high) {
        free(low);
        free(high);
        return -1;
    }
    memset(low, 255, n ? n : 1);
    low[0] = 0; /* the start: presses are at most 2 * CALC_MAX_MOVES + 2, below 255 */
    for (size_t k = 0; k < w->edges.len; k++) {
        const calc_edge *e = &CS_VEC_AT(&w->edges, calc_edge, k);
        if (!marked[e->from] || !marked[e->to] || low[e->from] == 255)
            continue;
        int c = key_of(e->press) == key;
        if (low[e->from] + c < low[e->to])
            low[e->to] = (unsigned char)(low[e->from] + c);
        if (high[e->from] + c > high[e->to])
            high[e->to] = (unsigned char)(high[e->from] + c);
    }
    *lo = 255;
    *hi = 0;
    for (uint32_t i = 0; i < n; i++)
        if (marked[i] && CS_VEC_AT(&w->layer, int, i) == length && low[i] != 255) {
            *lo = low[i] < *lo ? low[i] : *lo;
            *hi = high[i] > *hi ? high[i] : *hi;
        }
    free(low);
    free(high);
    return 0;
}

/* The first layer from 2 to length - 1 whose marked states all show one value other than the
 * display now: 1 with *value and *after, else 0. */
static int waypoint(const calc_layers *w, const unsigned char *marked, int length, int64_t *value, int *after)
{
    uint32_t n = (uint32_t)w->states.keys.len;
    for (int layer = 2; layer < length; layer++) {
        int seen = 0, same = 1;
        int64_t shown = 0;
        for (uint32_t i = 0; i < n && same; i++) {
            if (!marked[i] || CS_VEC_AT(&w->layer, int, i) != layer)
                continue;
            int64_t v = ((const calc_state *)cs_keyset_key(&w->states, i))->value;
            same = !seen || v == shown;
            shown = v;
            seen = 1;
        }
        if (seen && same && shown != w->level->start) {
            *value = shown;
            *after = layer;
            return 1;
        }
    }
    return 0;
}

/* The rungs only the walk knows: unused, count, waypoint. 0, or -1 when memory runs out. */
static int walk_rungs(const calc_layers *w, int length, cs_ladder *ladder)
{
    const calc_level *level = w->level;
    calc_state start = calc_level_start(level);
    unsigned char *marked = calc_layers_marked(w, length);
    if (!marked)
        return -1;
    int used[KEYS] = {0}, exists[KEYS] = {0}, used_count = 0;
    for (size_t k = 0; k < w->edges.len; k++) {
        const calc_edge *e = &CS_VEC_AT(&w->edges, calc_edge, k);
        if (marked[e->from] && marked[e->to])
            used[key_of(e->press)] = 1;
    }
    char label[CALC_LABEL_SIZE];
    cs_rung *unused = NULL;
    for (int b = 0; b < level->button_count; b++)
        for (int save = 0; save <= (level->buttons[b].kind == CALC_STORE); save++) {
            calc_press press = {(uint8_t)b, (uint8_t)save};
            exists[key_of(press)] = 1;
            used_count += used[key_of(press)];
            if (used[key_of(press)] || (!unused && !(unused = cs_ladder_add(ladder, CS_RUNG_UNUSED))) ||
                unused->key_count >= CS_LADDER_MAX_KEYS)
                continue;
            snprintf(unused->keys[unused->key_count++], CS_LADDER_LABEL, "%s", calc_press_label(level, press));
        }
    if (unused) {
        char names[CS_LADDER_MAX_KEYS][CS_LADDER_LABEL], list[CS_LADDER_TEXT - 40];
        int named = 0;
        for (int b = 0; b < level->button_count; b++)
            for (int save = 0; save <= (level->buttons[b].kind == CALC_STORE); save++) {
                calc_press press = {(uint8_t)b, (uint8_t)save};
                if (!used[key_of(press)] && named < unused->key_count)
                    key_text(level, &start, press, names[named++]);
            }
        cs_ladder_list(list, sizeof list, names, unused->key_count, "or");
        snprintf(unused->text, sizeof unused->text, "You won't need %s.", list);
    }
    /* fixed counts, the most presses first, when more than one key is pressed */
    int fixed[KEYS], times[KEYS], fixed_count = 0;
    for (int key = 0; key < KEYS && used_count > 1; key++) {
        int lo, hi;
        if (!exists[key] || !used[key])
            continue;
        if (key_range(w, marked, length, key, &lo, &hi) != 0) {
            free(marked);
            return -1;
        }
        if (lo == hi && lo > 0) {
            int at = fixed_count++;
            while (at > 0 && times[at - 1] < lo) {
                fixed[at] = fixed[at - 1];
                times[at] = times[at - 1];
                at--;
            }
            fixed[at] = key;
            times[at] = lo;
        }
    }
    for (int i = 0; i < fixed_count && i < CS_LADDER_MAX_COUNTS; i++) {
        cs_rung *rung = cs_ladder_add(ladder, CS_RUNG_COUNT);
        if (!rung)
            break;
        calc_press press = {(uint8_t)(fixed[i] / 2), (uint8_t)(fixed[i] % 2)};
        snprintf(rung->key, sizeof rung->key, "%s", calc_press_label(level, press));
        rung->times = times[i];
        char said[24];
        key_text(level, &start, press, label);
        snprintf(rung->text, sizeof rung->text, "Every shortest solution presses %s %s.", label,
                 cs_ladder_times(times[i], said));
    }
    int64_t value;
    int after;
    cs_rung *rung;
    if (waypoint(w, marked, length, &value, &after) && (rung = cs_ladder_add(ladder, CS_RUNG_WAYPOINT))) {
        rung->value = value;
        rung->after = after;
        snprintf(rung->text, sizeof rung->text, "On the way, the display shows %lld after %d presses.", (long long)value,
                 after);
    }
    free(marked);
    return 0;
}

/* The next press and the solution, named as the keys read in each state on the way. */
static void plain_rungs(const calc_level *level, const calc_rules *rules, const calc_result *r, cs_ladder *ladder)
{
    calc_state state = calc_level_start(level), next;
    char shown[CALC_LABEL_SIZE];
    cs_rung *rung = cs_ladder_add(ladder, CS_RUNG_NEXT);
    if (rung) {
        snprintf(rung->key, sizeof rung->key, "%s", calc_press_label(level, r->presses[0]));
        key_text(level, &state, r->presses[0], shown);
        int after = r->press_count - 1; /* how far the goal is then: what the plain hint says too */
        if (after > 0)
            snprintf(rung->text, sizeof rung->text, "Press %s next, then %d more %s.", shown, after,
                     after == 1 ? "press" : "presses");
        else
            snprintf(rung->text, sizeof rung->text, "Press %s next: it reaches the goal.", shown);
    }
    rung = cs_ladder_add(ladder, CS_RUNG_SOLUTION);
    cs_buf said = {0};
    for (int i = 0; i < r->press_count; i++) {
        int64_t raw;
        key_text(level, &state, r->presses[i], shown);
        cs_ladder_add_move(ladder, calc_press_label(level, r->presses[i]));
        cs_buf_printf(&said, i ? ", %s" : "%s", shown);
        if (calc_apply(level, rules, &state, r->presses[i], &next, &raw))
            state = next;
    }
    if (rung)
        snprintf(rung->text, sizeof rung->text, "The whole solution: %s.", said.data && !said.failed ? said.data : "");
    cs_buf_free(&said);
}

int calc_ladder(const calc_level *level, const calc_rules *rules, const cs_budget *budget, cs_ladder *ladder,
                cs_error *err)
{
    ladder->complete = 1;
    if (level->start == level->goal) {
        ladder->won = ladder->solvable = 1;
        cs_buf_add(&ladder->message, "Solved: the display shows the goal.");
        return 0;
    }
    calc_result r;
    calc_solve(level, rules, 0, 0, budget, &r);
    if (!r.solved) {
        calc_result_free(&r);
        calc_hint hint; /* no win: the hint's sentence says why */
        calc_hint_from(level, rules, budget, &hint);
        calc_hint_report(&ladder->message, level, rules, &hint, 0);
        ladder->complete = hint.stop == CS_FINISHED;
        return cs_ladder_message_done(ladder, err);
    }
    ladder->solvable = 1;
    int free_saves = 0; /* classic rules: a save costs no move, so a shortest solution's presses vary */
    for (int b = 0; b < level->button_count && rules && rules->classic; b++)
        free_saves |= level->buttons[b].kind == CALC_STORE;
    calc_layers w;
    int status = 0;
    if (free_saves) {
        /* the walk's layers are presses: only the plain search's rungs */
    } else if (calc_layers_walk(&w, level, rules, budget, r.press_count) != 0) {
        ladder->complete = 0; /* the budget stopped the walk: only the plain search's rungs */
        calc_layers_free(&w);
    } else {
        status = walk_rungs(&w, r.press_count, ladder);
        calc_layers_free(&w);
    }
    if (status == 0)
        plain_rungs(level, rules, &r, ladder);
    calc_result_free(&r);
    if (status != 0 || ladder->solution.failed)
        return cs_fail(err, 0, "memory", "out of memory");
    return 0;
}
