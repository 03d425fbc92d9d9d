/*
 * calc/play.c: playing Calculator: The Game one press at a time, and the hint.
 *
 * A game in progress is a level (its start is the display, its moves the moves
 * left, store and offset the rest of the state), so a press turns a level into
 * the next level, and a hint is the first press of the shortest solution the
 * solver shows from there (the same press every time). When no win is left, the
 * hint says what would help: the fewest moves the goal needs from here (searched
 * past the moves left, within the budget) and the closest value the moves left
 * can reach.
 */
#include "calc.h"
#include "search.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* A press costs a move, except a save into Store under the classic rules. */
static int press_cost(const calc_rules *rules, calc_press press) { return !(press.save && rules && rules->classic); }

int calc_find_press(const calc_level *level, const char *label, calc_press *press, cs_error *err)
{
    const char *save_suffix = strchr(label, ':');
    char name[CALC_LABEL_SIZE];
    if (save_suffix) { /* "Store:save", any case and spacing: the long-press */
        calc_button store;
        size_t length = (size_t)(save_suffix - label);
        if (length >= sizeof name)
            return cs_fail(err, 0, "move", "\"%.40s\" is not a press of this level", label);
        memcpy(name, label, length);
        name[length] = '\0';
        cs_error ignored;
        const char *rest = save_suffix + 1;
        while (*rest == ' ')
            rest++;
        if (calc_parse_button(name, &store, &ignored) != 0 || store.kind != CALC_STORE || strncasecmp(rest, "save", 4) != 0 ||
            rest[4 + strspn(rest + 4, " ")] != '\0')
            return cs_fail(err, 0, "move", "\"%.40s\" is not a press of this level (a long-press is Store:save)", label);
        label = name;
        press->save = 1;
    } else {
        press->save = 0;
    }
    calc_button wanted;
    if (calc_parse_button(label, &wanted, err) != 0) {
        strcpy(err->field, "move");
        return -1;
    }
    for (int i = 0; i < level->button_count; i++) {
        if (strcmp(level->buttons[i].label, wanted.label) == 0) {
            press->button = (uint8_t)i;
            return 0;
        }
    }
    /* a key named as it shows now ("+3" for the +2 key after [+]1), as a player reads the board */
    calc_state state = calc_level_start(level);
    char now[CALC_LABEL_SIZE];
    for (int i = 0; i < level->button_count; i++) {
        calc_button_now(&level->buttons[i], &state, now);
        if (strcmp(now, wanted.label) == 0) {
            press->button = (uint8_t)i;
            return 0;
        }
    }
    return cs_fail(err, 0, "move", "the level has no %s button", wanted.label);
}

int calc_play(const calc_level *level, const calc_rules *rules, calc_press press, calc_level *next,
              int64_t *before_portal, cs_error *err)
{
    int cost = press_cost(rules, press);
    if (level->start == level->goal)
        return cs_fail(err, 0, "move", "the level is solved already: the display shows the goal");
    if (cost > level->moves)
        return cs_fail(err, 0, "move", "no moves left");
    calc_state state = calc_level_start(level), after;
    if (!calc_apply(level, rules, &state, press, &after, before_portal)) {
        char why[sizeof err->message];
        calc_refusal(level, rules, &state, press, why, sizeof why);
        return cs_fail(err, 0, "move", "%s", why);
    }
    *next = *level;
    next->start = after.value;
    next->has_store = after.store >= 0;
    next->store = after.store >= 0 ? after.store : 0;
    next->offset = after.meta;
    next->moves = level->moves - cost;
    return 0;
}

/* The fewest moves to the goal (searching up to CALC_MAX_MOVES) and the closest
 * value within the level's moves, by a layered search over the states. */
typedef struct reach_search {
    cs_search search;
    cs_keyset states;      /* calc_state, in discovery order: a layer is an index range */
} reach_search;

static int reach_insert(reach_search *rs, const calc_state *state, int64_t goal, calc_hint *hint, int depth,
                        int within_moves)
{
    uint32_t index;
    int inserted = cs_keyset_insert(&rs->search, &rs->states, state, &index);
    if (inserted <= 0)
        return inserted;
    if (state->value == goal && hint->fewest_moves < 0)
        hint->fewest_moves = depth;
    if (within_moves) {
        int64_t distance = state->value > goal ? state->value - goal : goal - state->value;
        int64_t best = hint->closest > goal ? hint->closest - goal : goal - hint->closest;
        if (distance < best || (distance == best && state->value < hint->closest)) {
            hint->closest = state->value;
            hint->closest_moves = depth;
        }
    }
    return 1;
}

/* Expands the states of indices [begin, end) by presses of the given cost (0:
 * the classic free save) into layer depth. -1 when the budget stops it. */
static int reach_expand(reach_search *rs, const calc_level *level, const calc_rules *rules, size_t begin, size_t end,
                        int cost, int depth, calc_hint *hint)
{
    for (size_t i = begin; i < end; i++) {
        calc_state from = *(const calc_state *)cs_keyset_key(&rs->states, (uint32_t)i), next;
        for (int b = 0; b < level->button_count; b++) {
            for (int save = 0; save <= (level->buttons[b].kind == CALC_STORE); save++) {
                calc_press press = {(uint8_t)b, (uint8_t)save};
                int64_t raw;
                if (press_cost(rules, press) != cost || !calc_apply(level, rules, &from, press, &next, &raw))
                    continue;
                if (reach_insert(rs, &next, level->goal, hint, depth, depth <= level->moves) < 0)
                    return -1;
            }
        }
        if (cost == 0) /* free saves join this layer: see their saves too */
            end = rs->states.keys.len;
    }
    return 0;
}

static void reach(const calc_level *level, const calc_rules *rules, const cs_budget *budget, calc_hint *hint)
{
    reach_search rs;
    cs_budget capped = *budget;
    if (capped.max_states == 0 || capped.max_states > CALC_HINT_REACH_MAX_STATES)
        capped.max_states = CALC_HINT_REACH_MAX_STATES;
    cs_search_init(&rs.search, &capped, CALC_HINT_REACH_MAX_STATES);
    cs_keyset_init(&rs.states, sizeof(calc_state));
    calc_state start = calc_level_start(level);
    hint->closest = level->start;
    hint->closest_moves = 0;
    size_t begin = 0;
    int ok = reach_insert(&rs, &start, level->goal, hint, 0, 1) >= 0;
    for (int depth = 0; ok && depth < CALC_MAX_MOVES && hint->fewest_moves < 0; depth++) {
        ok = reach_expand(&rs, level, rules, begin, rs.states.keys.len, 0, depth, hint) == 0;
        size_t end = rs.states.keys.len;
        ok = ok && reach_expand(&rs, level, rules, begin, end, 1, depth + 1, hint) == 0;
        if (ok)
            hint->reach_depth = depth + 1;
        if (rs.states.keys.len == end)
            break; /* nothing new: every reachable state is known */
        begin = end;
    }
    hint->states += rs.search.states;
    hint->reach_stop = rs.search.stop;
    cs_keyset_free(&rs.search, &rs.states);
}

int calc_hint_from(const calc_level *level, const calc_rules *rules, const cs_budget *budget, calc_hint *hint)
{
    memset(hint, 0, sizeof *hint);
    hint->fewest_moves = -1;
    if (level->start == level->goal) {
        hint->won = hint->solvable = 1;
        return 0;
    }
    calc_result result;
    calc_solve(level, rules, 0, 0, budget, &result);
    hint->states = result.states;
    hint->stop = result.stop;
    if (result.solved) {
        hint->solvable = 1;
        hint->press = result.presses[0];
        hint->moves_left_after = result.moves - press_cost(rules, hint->press);
        hint->fewest_moves = result.moves;
    } else if (result.stop == CS_FINISHED) {
        reach(level, rules, budget, hint);
    }
    calc_result_free(&result);
    return 0;
}

/* No win left and fewest_moves unknown: the goal needs more than this many moves (every
 * move count up to CALC_MAX_MOVES searched, or as far as the look got in its states). */
static int calc_hint_needs_more_than(const calc_hint *hint)
{
    return hint->reach_stop == CS_FINISHED ? CALC_MAX_MOVES : hint->reach_depth;
}

/* Whether the closest value within the moves left is known: the look beyond them
 * covered every state within them (it stops at CALC_HINT_REACH_MAX_STATES). */
static int calc_hint_knows_closest(const calc_level *level, const calc_hint *hint)
{
    return hint->reach_stop == CS_FINISHED || hint->fewest_moves >= 0 || hint->reach_depth >= level->moves;
}

/* A press named as the player sees its key now ([+]N grows the numbers). */
static void press_shown(const calc_level *level, calc_press press, char out[CALC_LABEL_SIZE])
{
    calc_state state = calc_level_start(level);
    calc_press_now(level, &state, press, out);
}

/* The sentence of a hint, as the page and the CLI show it. */
static void hint_message(cs_buf *out, const calc_level *level, const calc_rules *rules, const calc_hint *hint)
{
    char grouped[32]; /* a count as people read it: "3,000,000" (cs_grouped) */
    char shown[CALC_LABEL_SIZE];
    if (hint->won) {
        cs_buf_add(out, "Solved: the display shows the goal.");
    } else if (hint->solvable) {
        press_shown(level, hint->press, shown);
        cs_buf_printf(out, "Hint: press %s", shown);
        if (hint->moves_left_after)
            cs_buf_printf(out, " (then %d more move%s).", hint->moves_left_after, hint->moves_left_after == 1 ? "" : "s");
        else
            cs_buf_add(out, " (that reaches the goal).");
    } else if (hint->stop == CS_STOP_CANCELLED) {
        /* stopped by the player: nothing known about a win either way */
        cs_buf_printf(out, "Hint cancelled after %s states.", cs_grouped(hint->states, grouped));
    } else if (hint->stop != CS_FINISHED) {
        cs_buf_printf(out, "Gave up after %s states (%s): no win was found in the %d move%s left.",
                      cs_grouped(hint->states, grouped), cs_stop_reason(hint->stop), level->moves,
                      level->moves == 1 ? "" : "s");
    } else {
        /* "left" once, and the distance said as a distance from here: "needs 57 moves" on a 6-move
         * level reads as the level's own count */
        if (level->moves == 0)
            cs_buf_add(out, "No moves are left. ");
        else
            cs_buf_printf(out, "The goal cannot be reached in the %d move%s left. ", level->moves,
                          level->moves == 1 ? "" : "s");
        if (hint->fewest_moves >= 0)
            cs_buf_printf(out, "From here it is %d move%s away", hint->fewest_moves, hint->fewest_moves == 1 ? "" : "s");
        else if (hint->reach_stop == CS_FINISHED) /* every move count searched: maybe never */
            cs_buf_printf(out, "From here it cannot be reached in %d moves either", calc_hint_needs_more_than(hint));
        else
            cs_buf_printf(out, "From here it is more than %d moves away", calc_hint_needs_more_than(hint));
        /* the closest value only when it is not the display itself: "is 23 (0 presses away)" reads
         * as a value still to go to, and "nothing comes closer than the display's 23" says nothing
         * a player can use */
        if (calc_hint_knows_closest(level, hint) && hint->closest_moves > 0) {
            cs_buf_printf(out, "; the closest value within %d move%s is %lld", level->moves,
                          level->moves == 1 ? "" : "s", (long long)hint->closest);
            /* its presses only when fewer than the moves left: "(1 press away)" after "within 1 move"
             * said nothing more */
            if (hint->closest_moves < level->moves)
                cs_buf_printf(out, " (%d press%s away)", hint->closest_moves, hint->closest_moves == 1 ? "" : "es");
        }
        cs_buf_add(out, ".");
    }
    (void)rules;
}

/* The hint as a player at the device reads it: a save is its own Save key, or a hold of Store
 * ("press Save (or hold Store), then 3 more moves"); otherwise the same sentence as hint_message. */
static void hint_device_message(cs_buf *out, const calc_level *level, const calc_rules *rules, const calc_hint *hint)
{
    if (!hint->won && hint->solvable && hint->press.save) {
        char held[CALC_LABEL_SIZE];
        calc_state state = calc_level_start(level);
        calc_button_now(&level->buttons[hint->press.button], &state, held);
        cs_buf_printf(out, "Hint: press Save (or hold %s), ", held);
        if (hint->moves_left_after)
            cs_buf_printf(out, "then %d more move%s.", hint->moves_left_after, hint->moves_left_after == 1 ? "" : "s");
        else
            cs_buf_add(out, "that reaches the goal.");
        return;
    }
    hint_message(out, level, rules, hint);
}

/* A dead end in two sentences for a solution's box, from the look beyond the moves left: "The goal
 * needs 8 moves from here (2 left). The closest value within 2 moves is 23 (1 press)." Empty
 * unless no win is left and the look decided it. */
static void hint_dead_end(cs_buf *out, const calc_level *level, const calc_hint *hint)
{
    if (hint->won || hint->solvable || hint->stop != CS_FINISHED)
        return;
    int left = level->moves;
    if (hint->fewest_moves >= 0)
        cs_buf_printf(out, "The goal needs %d move%s from here (%d left).", hint->fewest_moves,
                      hint->fewest_moves == 1 ? "" : "s", left);
    else
        cs_buf_printf(out, "The goal needs more than %d moves from here (%d left).", calc_hint_needs_more_than(hint), left);
    /* not the display's own value: "is 23 (0 presses)" reads as a value still to go to */
    if (!calc_hint_knows_closest(level, hint) || hint->closest_moves == 0)
        return;
    cs_buf_printf(out, " The closest value within %d move%s is %lld", left, left == 1 ? "" : "s", (long long)hint->closest);
    /* its presses when fewer than the moves left: "within 1 move is 23 (1 press)" says nothing more */
    if (hint->closest_moves < left)
        cs_buf_printf(out, " (%d press%s).", hint->closest_moves, hint->closest_moves == 1 ? "" : "es");
    else
        cs_buf_add(out, ".");
}

/* One sentence writer's text as a JSON string member: , "name": "..." (null when empty). */
static void json_sentence(cs_buf *out, const char *name, void (*write)(cs_buf *, const calc_level *, const calc_rules *, const calc_hint *),
                          const calc_level *level, const calc_rules *rules, const calc_hint *hint)
{
    cs_buf text = {0};
    write(&text, level, rules, hint);
    cs_buf_printf(out, ", \"%s\": ", name);
    if (text.len)
        cs_json_str(out, text.data);
    else
        cs_buf_add(out, "null");
    cs_buf_free(&text);
}

static void dead_end_writer(cs_buf *out, const calc_level *level, const calc_rules *rules, const calc_hint *hint)
{
    (void)rules;
    hint_dead_end(out, level, hint);
}

void calc_hint_report(cs_buf *out, const calc_level *level, const calc_rules *rules, const calc_hint *hint, int json)
{
    if (!json) {
        hint_message(out, level, rules, hint);
        cs_buf_add(out, "\n");
        return;
    }
    int unsolvable = !hint->solvable && hint->stop == CS_FINISHED;
    cs_buf_printf(out, "{\"game\": \"calculator\", \"value\": %lld, \"goal\": %lld, \"moves_left\": %d, "
                  "\"won\": %s, \"solvable\": %s, \"press\": ", (long long)level->start, (long long)level->goal,
                  level->moves, hint->won ? "true" : "false", hint->solvable ? "true" : "false");
    if (hint->solvable && !hint->won) {
        cs_json_str(out, calc_press_label(level, hint->press));
        cs_buf_printf(out, ", \"moves_left_after\": %d", hint->moves_left_after);
        cs_buf_add(out, ", \"move\": "); /* the interface's name for it: the label apply takes */
        cs_json_str(out, calc_press_label(level, hint->press));
    } else {
        cs_buf_printf(out, "null, \"moves_left_after\": %s, \"move\": null", hint->won ? "0" : "null");
    }
    if (hint->fewest_moves >= 0)
        cs_buf_printf(out, ", \"fewest_moves\": %d", hint->fewest_moves);
    else
        cs_buf_add(out, ", \"fewest_moves\": null");
    /* fewest_moves unknown in a position with no win left: how far the look beyond the moves
     * left got, so a front end can say "the goal needs more than N moves" rather than guess */
    if (unsolvable && hint->fewest_moves < 0)
        cs_buf_printf(out, ", \"needs_more_than\": %d", calc_hint_needs_more_than(hint));
    else
        cs_buf_add(out, ", \"needs_more_than\": null");
    if (unsolvable && calc_hint_knows_closest(level, hint))
        cs_buf_printf(out, ", \"closest\": %lld, \"closest_moves\": %d", (long long)hint->closest, hint->closest_moves);
    else
        cs_buf_add(out, ", \"closest\": null, \"closest_moves\": null");
    cs_buf_printf(out, ", \"states\": %llu, \"gave_up\": %s, \"message\": ", (unsigned long long)hint->states,
                  hint->stop != CS_FINISHED && !hint->solvable ? "true" : "false");
    cs_buf message = {0};
    hint_message(&message, level, rules, hint);
    cs_json_str(out, message.data ? message.data : "");
    cs_buf_free(&message);
    json_sentence(out, "device_message", hint_device_message, level, rules, hint);
    json_sentence(out, "dead_end", dead_end_writer, level, rules, hint);
    cs_buf_add(out, "}");
}
