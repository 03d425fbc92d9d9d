/*
 * calc2/play.c: Calculator 2 played a press at a time. A game in progress is a level
 * (its display, moves left, Store, offset, waiting Lock and goals reached); a press
 * that shows a goal not reached yet ticks it off and sends the display back to the
 * start with the level's moves, as the app does; "Clear" goes back to the start
 * without spending a move. Hints point at the goal left with the shortest way; the
 * board lists every press, each pick of a key that picks a place numbered alone.
 */
#include "calc2.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>

/* The level back at its start: the goals reached stay reached. */
static void back_to_start(calc2_level *level)
{
    level->display = level->start;
    level->left = level->moves;
    level->has_store = 0;
    level->store = 0;
    level->offset = 0;
    level->lock = -1;
}

static int unreached_goal(const calc2_level *level, int64_t value)
{
    for (int g = 0; g < level->goal_count; g++)
        if (level->goals[g] == value && !(level->reached >> g & 1u))
            return g;
    return -1;
}

int calc2_play(const calc2_level *level, const char *move, calc2_level *next, cs_buf *step, cs_error *err)
{
    if (calc2_level_won(level))
        return cs_fail(err, 0, "move", "every goal is reached already: the level is won");
    *next = *level;
    if (strcasecmp(move, "clear") == 0) {
        back_to_start(next);
        cs_buf_printf(step, "{\"press\": \"Clear\", \"spoken\": \"Clear\", \"value\": %lld, \"moves_left\": %d, "
                      "\"won\": false, \"free\": true}",
                      (long long)next->display, next->left);
        return 0;
    }
    if (level->left == 0)
        return cs_fail(err, 0, "move", "no move left for this goal: Clear goes back to the start");
    calc2_state s = calc2_level_state(level), after;
    calc2_press press;
    int64_t before;
    char label[CALC2_LABEL_SIZE], why[300];
    if (calc2_find_press(level, &s, move, &press, err) != 0)
        return -1;
    if (!calc2_apply(level, &s, press, &after, &before)) {
        calc2_refusal(level, &s, press, why, sizeof why);
        return cs_fail(err, 0, "move", "%s", why);
    }
    next->display = after.value;
    next->left = level->left - 1;
    next->has_store = after.store >= 0;
    next->store = after.store >= 0 ? after.store : 0;
    next->offset = after.meta;
    next->lock = after.lock;
    int goal = unreached_goal(level, after.value);
    if (goal >= 0)
        next->reached |= 1u << goal;
    int won = calc2_level_won(next);
    calc2_press_label(level, press, label);
    cs_buf_add(step, "{\"press\": ");
    cs_json_str(step, label);
    cs_buf_add(step, ", \"spoken\": "); /* the press in words, for a screen reader (spoken.c) */
    calc2_press_spoken(level, &s, press, why, sizeof why);
    cs_json_str(step, why);
    cs_buf_printf(step, ", \"value\": %lld", (long long)after.value);
    if (level->has_portal && before != after.value)
        cs_buf_printf(step, ", \"portal_from\": %lld", (long long)before);
    if (goal >= 0)
        cs_buf_printf(step, ", \"goal\": %lld", (long long)after.value);
    if (goal >= 0 && !won)
        back_to_start(next);
    cs_buf_printf(step, ", \"moves_left\": %d, \"won\": %s}", next->left, won ? "true" : "false");
    return 0;
}

/* The unreached goal with the shortest way in result (the first of equals), or -1. */
static int nearest(const calc2_result *result)
{
    int best = -1;
    for (int g = 0; g < result->goal_count; g++) {
        const calc2_goal_result *goal = &result->goals[g];
        if (goal->solved && !goal->reached && (best < 0 || goal->moves < result->goals[best].moves))
            best = g;
    }
    return best;
}

/* Moves every goal still to reach takes: the hinted one from here, the others from the start. */
static int fewest_total(const calc2_level *level, const calc2_result *here, int hinted, const cs_budget *budget)
{
    calc2_level fresh = *level;
    calc2_result from_start;
    back_to_start(&fresh);
    fresh.reached |= 1u << hinted;
    int total = here->goals[hinted].moves;
    if (calc2_level_won(&fresh))
        return total;
    calc2_solve(&fresh, 0, budget, &from_start);
    for (int g = 0; g < from_start.goal_count; g++) {
        if (from_start.goals[g].reached)
            continue;
        if (!from_start.goals[g].solved)
            return -1;
        total += from_start.goals[g].moves;
    }
    return total;
}

void calc2_hint(cs_buf *out, const calc2_level *level, const cs_budget *budget, int json)
{
    calc2_result result;
    char label[CALC2_LABEL_SIZE], message[200];
    int won = calc2_level_won(level), best = -1;
    memset(&result, 0, sizeof result);
    if (!won) {
        calc2_solve(level, 0, budget, &result);
        best = nearest(&result);
    }
    int gave_up = !won && best < 0 && result.stop != CS_FINISHED;
    if (won)
        snprintf(message, sizeof message, "Every goal is reached: the level is won.");
    else if (best >= 0) {
        calc2_press_label(level, result.goals[best].presses[0], label);
        snprintf(message, sizeof message, "Press %s: goal %lld in %d move%s from here.", label,
                 (long long)result.goals[best].goal, result.goals[best].moves, result.goals[best].moves == 1 ? "" : "s");
    } else if (gave_up)
        snprintf(message, sizeof message, "Gave up after %llu states (%s) before finding a way.",
                 (unsigned long long)result.states, cs_stop_reason(result.stop));
    else
        snprintf(message, sizeof message, "No goal left can be reached in the %d move%s left: Clear goes back to the "
                 "start.", level->left, level->left == 1 ? "" : "s");
    if (!json) {
        cs_buf_printf(out, "%s\n", message);
        return;
    }
    cs_buf_printf(out, "{\"solvable\": %s, \"won\": %s, \"gave_up\": %s, \"message\": ", best >= 0 ? "true" : "false",
                  won ? "true" : "false", gave_up ? "true" : "false");
    cs_json_str(out, message);
    if (best >= 0) {
        cs_buf_add(out, ", \"move\": ");
        cs_json_str(out, label);
        cs_buf_printf(out, ", \"goal\": %lld, \"moves_left_after\": %d, \"fewest_moves\": %d",
                      (long long)result.goals[best].goal, result.goals[best].moves - 1,
                      fewest_total(level, &result, best, budget));
    }
    cs_buf_add(out, "}");
}

void calc2_board(cs_buf *out, const calc2_level *level)
{
    calc2_state s = calc2_level_state(level);
    calc2_press presses[CALC2_MAX_PRESSES];
    char label[CALC2_LABEL_SIZE];
    if (level->number)
        cs_buf_printf(out, "  Calculator 2, level %d\n", level->number);
    cs_buf_printf(out, "  Display: %lld", (long long)level->display);
    if (level->lock >= 0) {
        char digit[48];
        calc2_digit_words(level->display, level->lock, digit, sizeof digit);
        cs_buf_printf(out, " (Lock holds %s for the next press)", digit);
    }
    cs_buf_add(out, "\n  Goals:");
    for (int g = 0; g < level->goal_count; g++)
        cs_buf_printf(out, "%s %lld%s", g ? "," : "", (long long)level->goals[g],
                      level->reached >> g & 1u ? " (reached)" : "");
    cs_buf_printf(out, "\n  Moves left: %d of %d\n", level->left, level->moves);
    if (level->has_store)
        cs_buf_printf(out, "  Store holds %lld\n", (long long)level->store);
    if (level->offset)
        cs_buf_printf(out, "  [+] adds %lld to the keys' numbers\n", (long long)level->offset);
    if (level->has_portal)
        cs_buf_printf(out, "  Portal: a digit at place %d falls to place %d\n", level->portal_in, level->portal_out);
    int n = calc2_presses(level, &s, presses);
    cs_buf_add(out, "  Presses:");
    for (int i = 0; i < n; i++) {
        calc2_press_label(level, presses[i], label);
        cs_buf_printf(out, "%s%d %s", i % 8 == 0 ? "\n   " : "  ", i + 1, label);
    }
    cs_buf_add(out, "\n  Clear goes back to the start without spending a move.\n");
}

int calc2_numbered_move(const calc2_level *level, int n, cs_buf *label)
{
    calc2_state s = calc2_level_state(level);
    calc2_press presses[CALC2_MAX_PRESSES];
    char text[CALC2_LABEL_SIZE];
    int count = calc2_presses(level, &s, presses);
    if (n < 1 || n > count)
        return -1;
    calc2_press_label(level, presses[n - 1], text);
    cs_buf_add(label, text);
    return 0;
}

/* "0-3", "L1-L3" or "R1": the answers from first to last after prefix, into out. */
static void add_range(cs_buf *out, const char *prefix, int first, int last)
{
    if (first == last)
        cs_buf_printf(out, "%s%d", prefix, first);
    else
        cs_buf_printf(out, "%s%d-%s%d", prefix, first, prefix, last);
}

int calc2_choices(const calc2_level *level, const char *move, cs_buf *question, cs_buf *choices)
{
    calc2_key key;
    cs_error err;
    int index = -1;
    if (strpbrk(move, "@:") || calc2_parse_key(move, &key, &err) != 0 || !calc2_picks_place(&key))
        return 0;
    for (int i = 0; i < level->key_count; i++)
        if (strcmp(level->keys[i].label, key.label) == 0)
            index = i;
    if (index < 0 || calc2_level_won(level) || level->left == 0)
        return 0; /* apply says why */
    calc2_state s = calc2_level_state(level);
    calc2_press presses[CALC2_MAX_PRESSES];
    char label[CALC2_LABEL_SIZE];
    int n = calc2_presses(level, &s, presses), count = 0, low = 0, high = 0, left = 0, right = 0;
    for (int i = 0; i < n; i++) {
        if (presses[i].key != index)
            continue;
        calc2_press_label(level, presses[i], label);
        cs_buf_printf(choices, "%s\t%s\n", strchr(label, '@') + 1, label);
        int pick = presses[i].pick;
        low = count == 0 || pick < low ? pick : low;
        high = count == 0 || pick > high ? pick : high;
        left += pick > 0;
        right += pick < 0;
        count++;
    }
    if (count == 0)
        return 0; /* no place to pick on this number: apply says so */
    if (key.kind == CALC2_SHIFT) {
        cs_buf_printf(question, "%s which way and how far (L left, R right, then the steps)? ", key.label);
    } else { /* each answer with its words, as the digits stand: "Lock which place (1: Lock the 5 (tens); ...)? " */
        cs_buf_printf(question, "%s %s (", key.label,
                      key.kind == CALC2_ROUND ? "to which place" : key.kind == CALC2_INSERT ? "where" : "which place");
        calc2_press ordered[CALC2_MAX_PRESSES];
        int k = calc2_key_choices(level, &s, index, ordered);
        for (int i = 0; i < k; i++) {
            char words[160];
            calc2_press_words(level, &s, ordered[i], words, sizeof words);
            cs_buf_printf(question, "%s%d: %s", i ? "; " : "", ordered[i].pick, words);
        }
        cs_buf_add(question, ")? ");
    }
    if (key.kind != CALC2_SHIFT)
        add_range(question, "", low, high);
    if (key.kind == CALC2_SHIFT && left)
        add_range(question, "L", 1, left);
    if (key.kind == CALC2_SHIFT && right) {
        cs_buf_add(question, left ? ", " : "");
        add_range(question, "R", 1, right);
    }
    return 1;
}
