/*
 * calc2/report.c: the reports of a solved Calculator 2 level: one JSON object (the
 * level and, per goal, whether it is solved, its moves, its presses and the display
 * after each), text lines for a person, one summary line for `level all`, and the
 * presses alone (every goal's in turn: played in that order they win the level, as
 * each goal reached sends the display back to the start).
 */
#include "calc2.h"

#include <stdio.h>
#include <string.h>

/* The display after each press of a goal's way, and before the portal moved digits. */
static void replay(const calc2_level *level, const calc2_goal_result *goal, int64_t *values, int64_t *raw)
{
    calc2_state s = calc2_level_state(level), next;
    for (int i = 0; i < goal->moves; i++) {
        if (!calc2_apply(level, &s, goal->presses[i], &next, &raw[i]))
            raw[i] = next.value = s.value; /* not met: every press of a found way applies */
        values[i] = next.value;
        s = next;
    }
}

static int all_solved(const calc2_result *result)
{
    for (int g = 0; g < result->goal_count; g++)
        if (!result->goals[g].reached && !result->goals[g].solved)
            return 0;
    return 1;
}

static void json_goal(cs_buf *out, const calc2_level *level, const calc2_goal_result *goal, int count_all)
{
    int64_t values[CALC_MAX_MOVES], raw[CALC_MAX_MOVES];
    char label[CALC2_LABEL_SIZE];
    replay(level, goal, values, raw);
    cs_buf_printf(out, "{\"goal\": %lld, \"solved\": %s", (long long)goal->goal,
                  goal->solved || goal->reached ? "true" : "false");
    if (goal->reached) {
        cs_buf_add(out, ", \"reached\": true}");
        return;
    }
    if (!goal->solved) {
        cs_buf_add(out, ", \"moves\": null, \"solution\": [], \"steps\": []}");
        return;
    }
    cs_buf_printf(out, ", \"moves\": %d, \"solution\": [", goal->moves);
    for (int i = 0; i < goal->moves; i++) {
        calc2_press_label(level, goal->presses[i], label);
        cs_buf_add(out, i ? ", " : "");
        cs_json_str(out, label);
    }
    cs_buf_add(out, "], \"steps\": [");
    for (int i = 0; i < goal->moves; i++) {
        calc2_press_label(level, goal->presses[i], label);
        cs_buf_add(out, i ? ", {\"press\": " : "{\"press\": ");
        cs_json_str(out, label);
        cs_buf_printf(out, ", \"value\": %lld", (long long)values[i]);
        if (level->has_portal && raw[i] != values[i])
            cs_buf_printf(out, ", \"portal_from\": %lld", (long long)raw[i]);
        cs_buf_add(out, "}");
    }
    cs_buf_add(out, "]");
    if (count_all)
        cs_buf_printf(out, ", \"count\": %llu, \"count_saturated\": %s", (unsigned long long)goal->count,
                      goal->count_saturated ? "true" : "false");
    cs_buf_add(out, "}");
}

void calc2_report_json(cs_buf *out, const calc2_level *level, const calc2_result *result, int count_all)
{
    cs_buf_add(out, "{\"level\": ");
    if (level->number)
        cs_buf_printf(out, "%d", level->number);
    else
        cs_buf_add(out, "null");
    cs_buf_add(out, ", \"puzzle\": ");
    calc2_level_json(out, level);
    cs_buf_printf(out, ", \"solved\": %s, \"goals\": [", all_solved(result) ? "true" : "false");
    for (int g = 0; g < result->goal_count; g++) {
        cs_buf_add(out, g ? ", " : "");
        json_goal(out, level, &result->goals[g], count_all);
    }
    cs_buf_printf(out, "], \"states\": %llu, \"peak_bytes\": %llu, \"stopped\": ", (unsigned long long)result->states,
                  (unsigned long long)result->peak_bytes);
    if (result->stop == CS_FINISHED)
        cs_buf_add(out, "null}");
    else {
        cs_json_str(out, cs_stop_reason(result->stop));
        cs_buf_add(out, "}");
    }
}

/* "Level 184: 54 to 49, 11 in 3 moves with Lock, Sort>, /5". */
static void heading(cs_buf *out, const calc2_level *level)
{
    if (level->number)
        cs_buf_printf(out, "Level %d: ", level->number);
    cs_buf_printf(out, "%lld to ", (long long)level->display);
    for (int g = 0; g < level->goal_count; g++)
        cs_buf_printf(out, "%s%lld", g ? ", " : "", (long long)level->goals[g]);
    cs_buf_printf(out, " in %d move%s with ", level->left, level->left == 1 ? "" : "s");
    for (int i = 0; i < level->key_count; i++)
        cs_buf_printf(out, "%s%s", i ? ", " : "", level->keys[i].label);
    if (level->has_portal)
        cs_buf_printf(out, "; portal %d to %d", level->portal_in, level->portal_out);
    cs_buf_add(out, "\n");
}

void calc2_report_text(cs_buf *out, const calc2_level *level, const calc2_result *result, int count_all)
{
    char label[CALC2_LABEL_SIZE];
    heading(out, level);
    for (int g = 0; g < result->goal_count; g++) {
        const calc2_goal_result *goal = &result->goals[g];
        int64_t values[CALC_MAX_MOVES], raw[CALC_MAX_MOVES];
        if (goal->reached) {
            cs_buf_printf(out, "Goal %lld: reached already.\n", (long long)goal->goal);
            continue;
        }
        if (!goal->solved) {
            cs_buf_printf(out, "Goal %lld: no way within %d moves%s.\n", (long long)goal->goal, level->left,
                          result->stop == CS_FINISHED ? "" : " found before the search gave up");
            continue;
        }
        replay(level, goal, values, raw);
        cs_buf_printf(out, "Goal %lld in %d move%s", (long long)goal->goal, goal->moves, goal->moves == 1 ? "" : "s");
        if (count_all)
            cs_buf_printf(out, " (%s%llu shortest way%s)", goal->count_saturated ? "at least " : "",
                          (unsigned long long)goal->count, goal->count == 1 ? "" : "s");
        cs_buf_printf(out, ": %lld", (long long)level->display);
        for (int i = 0; i < goal->moves; i++) {
            calc2_press_label(level, goal->presses[i], label);
            cs_buf_printf(out, " \xE2\x86\x92 [%s] ", label);
            if (level->has_portal && raw[i] != values[i])
                cs_buf_printf(out, "%lld \xE2\x86\x92 ", (long long)raw[i]);
            cs_buf_printf(out, "%lld", (long long)values[i]);
        }
        cs_buf_add(out, "\n");
    }
    char grouped[32];
    cs_grouped(result->states, grouped);
    if (result->stop != CS_FINISHED)
        cs_buf_printf(out, "Gave up after %s states: %s.\n", grouped, cs_stop_reason(result->stop));
    cs_buf_printf(out, "%s (%s states)\n", all_solved(result) ? "Every goal solved" : "Not every goal solved", grouped);
}

void calc2_report_summary(cs_buf *out, const calc2_level *level, const calc2_result *result)
{
    char label[CALC2_LABEL_SIZE];
    int solved = 0;
    for (int g = 0; g < result->goal_count; g++)
        solved += result->goals[g].solved || result->goals[g].reached;
    if (level->number)
        cs_buf_printf(out, "level %d: ", level->number);
    cs_buf_printf(out, "%d of %d goal%s", solved, result->goal_count, result->goal_count == 1 ? "" : "s");
    for (int g = 0; g < result->goal_count; g++) {
        const calc2_goal_result *goal = &result->goals[g];
        cs_buf_printf(out, "%s %lld", g ? ";" : ":", (long long)goal->goal);
        if (!goal->solved) {
            cs_buf_add(out, goal->reached ? " reached" : " unsolved");
            continue;
        }
        cs_buf_printf(out, " in %d (", goal->moves);
        for (int i = 0; i < goal->moves; i++) {
            calc2_press_label(level, goal->presses[i], label);
            cs_buf_printf(out, "%s%s", i ? ", " : "", label);
        }
        cs_buf_add(out, ")");
    }
    cs_buf_printf(out, "; %llu states\n", (unsigned long long)result->states);
}

void calc2_report_moves(cs_buf *out, const calc2_level *level, const calc2_result *result)
{
    char label[CALC2_LABEL_SIZE];
    for (int g = 0; g < result->goal_count; g++)
        if (!result->goals[g].reached && !result->goals[g].solved) {
            cs_buf_printf(out, "Goal %lld cannot be reached within %d moves%s.\n", (long long)result->goals[g].goal,
                          level->left, result->stop == CS_FINISHED ? "" : " (the search gave up)");
            return;
        }
    for (int g = 0; g < result->goal_count; g++)
        for (int i = 0; i < result->goals[g].moves; i++) {
            calc2_press_label(level, result->goals[g].presses[i], label);
            cs_buf_printf(out, "%s\n", label);
        }
}
