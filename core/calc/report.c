/*
 * calc/report.c: what the front ends show of a solved Calculator level: the JSON
 * object (CLI --json and the wasm API share it) and the text for a terminal.
 * Values after each press come from replaying the solution through calc_apply,
 * so a report can never disagree with the rules.
 */
#include "calc.h"
#include "fastops.h"

#include <stdio.h>
#include <stdlib.h>

static const char *plural(uint64_t n) { return n == 1 ? "" : "s"; }

static int display_digits(const calc_rules *rules) { return rules && rules->digits ? rules->digits : CALC_DEFAULT_DIGITS; }

/* Replays presses from the level's start; fills values and pre-portal values. */
static int replay(const calc_level *level, const calc_rules *rules, const calc_press *presses, int count,
                  int64_t *values, int64_t *raw, char (*now)[CALC_LABEL_SIZE], char (*spoken)[CALC_SPOKEN_SIZE])
{
    calc_state state = calc_level_start(level);
    for (int i = 0; i < count; i++) {
        calc_state next;
        if (now) /* the key as the game labels it before the press ([+]1 earlier makes +2 read +3) */
            calc_press_now(level, &state, presses[i], now[i]);
        if (spoken)
            calc_press_spoken(level, &state, presses[i], spoken[i], CALC_SPOKEN_SIZE);
        if (!calc_apply(level, rules, &state, presses[i], &next, &raw[i]))
            return -1;
        values[i] = next.value;
        state = next;
    }
    return 0;
}

static void json_labels(cs_buf *out, const calc_level *level, const calc_press *presses, int count)
{
    cs_buf_add(out, "[");
    for (int i = 0; i < count; i++) {
        if (i)
            cs_buf_add(out, ", ");
        cs_json_str(out, calc_press_label(level, presses[i]));
    }
    cs_buf_add(out, "]");
}

void calc_json_buttons(cs_buf *out, const calc_level *level)
{
    calc_state state = calc_level_start(level); /* the keys as the game draws them in it */
    char now[CALC_LABEL_SIZE], spoken[CALC_SPOKEN_SIZE];
    cs_buf_add(out, "[");
    for (int i = 0; i < level->button_count; i++) {
        cs_buf_add(out, i ? ", {\"label\": " : "{\"label\": ");
        cs_json_str(out, level->buttons[i].label);
        cs_buf_printf(out, ", \"family\": \"%s\", \"kind\": \"%s\", \"now\": ",
                      calc_kind_family(level->buttons[i].kind), calc_kind_id(level->buttons[i].kind));
        calc_button_now(&level->buttons[i], &state, now);
        cs_json_str(out, now);
        cs_buf_add(out, ", \"spoken\": "); /* its name said aloud (spoken.c), for a screen reader */
        calc_button_spoken(&level->buttons[i], &state, spoken, sizeof spoken);
        cs_json_str(out, spoken);
        if (level->buttons[i].kind == CALC_STORE) {
            /* the long-press, so a front end needs no rule to name or spell it */
            calc_press save = {(uint8_t)i, 1};
            cs_buf_add(out, ", \"long_press\": ");
            cs_json_str(out, calc_press_label(level, save));
            cs_buf_add(out, ", \"long_press_name\": \"Save\"");
        }
        cs_buf_add(out, "}");
    }
    cs_buf_add(out, "]");
}

/* A place in a player's words: 1st, 2nd, 3rd, 4th, ... 11th, 12th, 13th, 21st. */
static const char *ordinal_suffix(int n)
{
    if (n % 100 >= 11 && n % 100 <= 13)
        return "th";
    return n % 10 == 1 ? "st" : n % 10 == 2 ? "nd" : n % 10 == 3 ? "rd" : "th";
}

void calc_portal_words(const calc_level *level, char *out, size_t size)
{
    char exit[32];
    if (level->portal_out == 0)
        snprintf(exit, sizeof exit, "the ones");
    else
        snprintf(exit, sizeof exit, "the %d%s", level->portal_out + 1, ordinal_suffix(level->portal_out + 1));
    snprintf(out, size, "the %d%s digit from the right drops out and is added to %s", level->portal_in + 1,
             ordinal_suffix(level->portal_in + 1), exit);
}

void calc_json_portal(cs_buf *out, const calc_level *level)
{
    if (level->has_portal)
        cs_buf_printf(out, ", \"portal\": [%d, %d]", level->portal_in, level->portal_out);
    else
        cs_buf_add(out, ", \"portal\": null");
}

void calc_portal_fell(const calc_level *level, int64_t before, char *out, size_t size)
{
    int64_t in_pow = calc_pow10[level->portal_in], out_pow = calc_pow10[level->portal_out];
    int64_t m = before < 0 ? -before : before;
    size_t used = 0;
    out[0] = '\0';
    /* the falls one by one, as calc_portal_fall makes them: each digit named as it drops out */
    for (int n = 0; m >= in_pow && used + 8 < size; n++) {
        int digit = (int)((m / in_pow) % 10);
        m = (m / (in_pow * 10)) * in_pow + m % in_pow + digit * out_pow;
        int wrote = snprintf(out + used, size - used, n ? ", then %d" : "%d", digit);
        if (wrote < 0)
            break;
        used += (size_t)wrote;
    }
}

static void json_level(cs_buf *out, const calc_level *level, const calc_rules *rules)
{
    cs_buf_add(out, "\"game\": \"calculator\", \"level\": ");
    if (level->number)
        cs_buf_printf(out, "%d", level->number);
    else
        cs_buf_add(out, "null");
    cs_buf_printf(out, ", \"start\": %lld, \"goal\": %lld, \"moves_allowed\": %d, \"buttons\": ",
                  (long long)level->start, (long long)level->goal, level->moves);
    calc_json_buttons(out, level);
    calc_json_portal(out, level);
    if (level->has_store)
        cs_buf_printf(out, ", \"store\": %lld", (long long)level->store);
    else
        cs_buf_add(out, ", \"store\": null");
    cs_buf_printf(out, ", \"offset\": %lld", (long long)level->offset);
    cs_buf_printf(out, ", \"rules\": {\"classic\": %s, \"digits\": %d}", rules && rules->classic ? "true" : "false",
                  display_digits(rules));
}

void calc_report_json(cs_buf *out, const calc_level *level, const calc_rules *rules, const calc_result *result,
                      int count_all)
{
    char grouped[32]; /* a count as people read it: "3,000,000" (cs_grouped) */
    int n = result->press_count;
    int64_t values[2 * CALC_MAX_MOVES + 2], raw[2 * CALC_MAX_MOVES + 2];
    char now[2 * CALC_MAX_MOVES + 2][CALC_LABEL_SIZE], spoken[2 * CALC_MAX_MOVES + 2][CALC_SPOKEN_SIZE];
    int replayed = result->solved && replay(level, rules, result->presses, n, values, raw, now, spoken) == 0;

    cs_buf_add(out, "{");
    json_level(out, level, rules);
    cs_buf_printf(out, ", \"solved\": %s, \"moves\": ", replayed ? "true" : "false");
    if (replayed)
        cs_buf_printf(out, "%d", result->moves);
    else
        cs_buf_add(out, "null");
    cs_buf_add(out, ", \"solution\": ");
    json_labels(out, level, result->presses, replayed ? n : 0);
    cs_buf_add(out, ", \"values\": [");
    for (int i = 0; replayed && i < n; i++)
        cs_buf_printf(out, "%s%lld", i ? ", " : "", (long long)values[i]);
    cs_buf_add(out, "], \"steps\": [");
    for (int i = 0; replayed && i < n; i++) {
        cs_buf_add(out, i ? ", {\"press\": " : "{\"press\": ");
        cs_json_str(out, calc_press_label(level, result->presses[i]));
        cs_buf_add(out, ", \"now\": ");
        cs_json_str(out, now[i]);
        cs_buf_add(out, ", \"spoken\": ");
        cs_json_str(out, spoken[i]);
        cs_buf_printf(out, ", \"value\": %lld", (long long)values[i]);
        if (raw[i] != values[i])
            cs_buf_printf(out, ", \"portal_from\": %lld", (long long)raw[i]);
        /* the classic save spends no move, as a played step says too */
        cs_buf_add(out, result->presses[i].save && rules && rules->classic ? ", \"free\": true}" : "}");
    }
    if (replayed && result->difficulty > 0)
        cs_buf_printf(out, "], \"difficulty\": %.1f", result->difficulty);
    else
        cs_buf_add(out, "], \"difficulty\": null");
    cs_buf_printf(out, ", \"states\": %llu, \"gave_up\": %s", (unsigned long long)result->states,
                  result->stop != CS_FINISHED && !replayed ? "true" : "false");
    if (result->stop != CS_FINISHED)
        cs_buf_printf(out, ", \"message\": \"gave up after %s state%s: %s\"", cs_grouped(result->states, grouped),
                      plural(result->states), cs_stop_reason(result->stop));
    else if (!replayed)
        cs_buf_printf(out, ", \"message\": \"No solution within %d move%s\"", level->moves, plural(level->moves));
    if (count_all) {
        cs_buf_printf(out, ", \"count\": %llu, \"count_saturated\": %s, \"count_complete\": %s, \"listed\": %d, \"solutions\": [",
                      (unsigned long long)(replayed ? result->count : 0), result->count_saturated ? "true" : "false",
                      result->stop == CS_FINISHED ? "true" : "false", replayed ? result->listed_count : 0);
        int offset = 0;
        for (int s = 0; replayed && s < result->listed_count; s++) {
            if (s)
                cs_buf_add(out, ", ");
            json_labels(out, level, result->listed + offset, result->listed_lengths[s]);
            offset += result->listed_lengths[s];
        }
        cs_buf_add(out, "]");
    }
    cs_buf_add(out, "}");
}

/* "3002 → [7] 30 (portal: 30027 → 30) → [7] 307" */
static void text_chain(cs_buf *out, const calc_level *level, const calc_rules *rules, const calc_press *presses, int n)
{
    int64_t values[2 * CALC_MAX_MOVES + 2], raw[2 * CALC_MAX_MOVES + 2];
    if (replay(level, rules, presses, n, values, raw, NULL, NULL) != 0) {
        cs_buf_add(out, "(solution does not replay)\n");
        return;
    }
    cs_buf_printf(out, "%lld", (long long)level->start);
    for (int i = 0; i < n; i++) {
        cs_buf_printf(out, " → [%s] %lld", calc_press_label(level, presses[i]), (long long)values[i]);
        if (raw[i] != values[i])
            cs_buf_printf(out, " (portal: %lld → %lld)", (long long)raw[i], (long long)values[i]);
    }
    cs_buf_add(out, "\n");
}

void calc_level_extras(cs_buf *out, const calc_level *level, const calc_extras_format *format)
{
    if (level->has_portal && format->portal)
        cs_buf_printf(out, format->portal, level->portal_in, level->portal_out);
    if (level->has_store)
        cs_buf_printf(out, format->store, (long long)level->store);
    if (level->offset)
        cs_buf_printf(out, format->offset, (long long)level->offset);
}

void calc_report_text(cs_buf *out, const calc_level *level, const calc_rules *rules, const calc_result *result,
                      int count_all)
{
    char grouped[32]; /* a count as people read it: "3,000,000" (cs_grouped) */
    if (level->number)
        cs_buf_printf(out, "Level %d: ", level->number);
    cs_buf_printf(out, "%lld to %lld in %d move%s with ", (long long)level->start, (long long)level->goal, level->moves,
                  plural(level->moves));
    for (int i = 0; i < level->button_count; i++)
        cs_buf_printf(out, "%s%s", i ? ", " : "", level->buttons[i].label);
    static const calc_extras_format TEXT_EXTRAS = {"; portal %d → %d", "; Store holds %lld", "; [+] offset %lld"};
    calc_level_extras(out, level, &TEXT_EXTRAS);
    cs_buf_add(out, "\n");
    if (!result->solved) {
        if (result->stop != CS_FINISHED)
            cs_buf_printf(out, "Gave up after %s state%s (%s)\n", cs_grouped(result->states, grouped),
                          plural(result->states), cs_stop_reason(result->stop));
        else
            cs_buf_printf(out, "No solution within %d move%s (%llu state%s)\n", level->moves, plural(level->moves),
                          (unsigned long long)result->states, plural(result->states));
        return;
    }
    cs_buf_printf(out, "Solved in %d move%s (%llu state%s):\n", result->moves, plural(result->moves),
                  (unsigned long long)result->states, plural(result->states));
    text_chain(out, level, rules, result->presses, result->press_count);
    if (result->difficulty > 0)
        cs_buf_printf(out, "difficulty %.1f (1 to 10)\n", result->difficulty);
    if (count_all && result->stop != CS_FINISHED) {
        cs_buf_printf(out, "At least %llu shortest solution%s: counting stopped (%s after %llu state%s)\n",
                      (unsigned long long)result->count, plural(result->count), cs_stop_reason(result->stop),
                      (unsigned long long)result->states, plural(result->states));
    } else if (count_all) {
        cs_buf_printf(out, "%s%llu shortest solution%s", result->count_saturated ? "at least " : "",
                      (unsigned long long)result->count, result->count == 1 ? "" : "s");
        if ((uint64_t)result->listed_count < result->count)
            cs_buf_printf(out, ", the first %d:\n", result->listed_count);
        else
            cs_buf_add(out, ":\n");
        int offset = 0;
        for (int s = 0; s < result->listed_count; s++) {
            cs_buf_printf(out, "%3d. ", s + 1);
            text_chain(out, level, rules, result->listed + offset, result->listed_lengths[s]);
            offset += result->listed_lengths[s];
        }
    }
}

void calc_report_summary(cs_buf *out, const calc_level *level, const calc_result *result, int count_all)
{
    char grouped[32]; /* a count as people read it: "3,000,000" (cs_grouped) */
    /* GAVE UP: the budget stopped the search, not the level (UNSOLVED: no solution in its moves) */
    cs_buf_printf(out, "Level %3d: %-9s", level->number,
                  result->solved ? "solved" : result->stop != CS_FINISHED ? "GAVE UP" : "UNSOLVED");
    if (result->solved)
        cs_buf_printf(out, " %d/%d moves:", result->moves, level->moves);
    for (int i = 0; i < result->press_count; i++)
        cs_buf_printf(out, " %s", calc_press_label(level, result->presses[i]));
    if (count_all && result->solved)
        cs_buf_printf(out, "; %s%llu shortest solution%s",
                      result->count_saturated || result->stop != CS_FINISHED ? "at least " : "",
                      (unsigned long long)result->count, result->count == 1 ? "" : "s");
    int gave_up = !result->solved && result->stop != CS_FINISHED; /* why, after the count */
    cs_buf_printf(out, "  (%s state%s%s%s)\n", cs_grouped(result->states, grouped), plural(result->states),
                  gave_up ? ": " : "", gave_up ? cs_stop_reason(result->stop) : "");
}

void calc_report_moves(cs_buf *out, const calc_level *level, const calc_result *result)
{
    char grouped[32]; /* a count as people read it: "3,000,000" (cs_grouped) */
    if (result->solved) {
        for (int i = 0; i < result->press_count; i++)
            cs_buf_printf(out, "%s\n", calc_press_label(level, result->presses[i]));
    } else if (result->stop != CS_FINISHED) {
        cs_buf_printf(out, "Gave up after %s state%s (%s).\n", cs_grouped(result->states, grouped),
                      plural(result->states), cs_stop_reason(result->stop));
    } else {
        cs_buf_printf(out, "No solution within %d move%s\n", level->moves, plural(level->moves));
    }
}

int calc_run(const char *text, const calc_rules *rules, int count_all, int json, const cs_budget *budget,
             cs_buf *out, cs_error *err)
{
    calc_parser parser;
    calc_level level;
    int status;
    calc_parser_start(&parser, text);
    while ((status = calc_parse_next(&parser, rules, &level, err)) == 1) {
    }
    if (status < 0)
        return -1; /* the whole text is checked first: an input error writes nothing */
    int array = json == CALC_JSON_ARRAY && parser.count > 1;
    if (array)
        cs_buf_add(out, "[");
    calc_parser_start(&parser, text);
    for (int i = 0; calc_parse_next(&parser, rules, &level, err) == 1; i++) {
        calc_result result;
        calc_solve(&level, rules, count_all, CALC_MAX_LISTED, budget, &result);
        if (i)
            cs_buf_add(out, json == CALC_JSON_ARRAY ? ",\n" : json ? "" : "\n");
        if (json)
            calc_report_json(out, &level, rules, &result, count_all);
        else
            calc_report_text(out, &level, rules, &result, count_all);
        if (json == CALC_JSON_LINES)
            cs_buf_add(out, "\n");
        calc_result_free(&result);
    }
    if (array)
        cs_buf_add(out, "]");
    if (json == CALC_JSON_ARRAY)
        cs_buf_add(out, "\n");
    return 0;
}
