/*
 * counter/game.c: the counter game behind struct cs_game (core/game.h), the whole
 * of what the front ends know of it. A puzzle is `goal: 10` and `moves: 4`, with
 * `start: 1` optional; a game in progress is a puzzle too (the count now as its
 * start, the moves left as its moves), so a move turns one puzzle into the next.
 * Every error names its field; a field's message starts with the field's name
 * (a form may show it alone), a move's does not (play says "Not a move: " first).
 */
#include "counter.h"
#include "fields.h"
#include "game.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { FIELD_START, FIELD_GOAL, FIELD_MOVES, FIELD_COUNT };

static const char NOTHING[] = "no puzzle found (expected \"goal: 10\" and \"moves: 4\")";

static int describe_fields(const cs_options *opt, cs_field *fields)
{
    (void)opt;
    const cs_field list[FIELD_COUNT] = {
        {"start", "Start", CS_FIELD_INTEGER, 0, 1, COUNTER_MAX_VALUE, "The count at the start (1 when left out).", 0,
         NULL, {NULL, NULL, NULL, NULL}},
        {"goal", "Goal", CS_FIELD_INTEGER, 1, 1, COUNTER_MAX_VALUE, "The count to reach.", 0, NULL,
         {"Enter the goal: ", NULL, NULL, NULL}},
        {"moves", "Moves", CS_FIELD_INTEGER, 1, 0, COUNTER_MAX_MOVES, "How many moves (+1 or x2) the puzzle allows.",
         0, NULL, {"Enter the number of moves: ", NULL, NULL, NULL}},
    };
    memcpy(fields, list, sizeof list);
    return FIELD_COUNT;
}

/* One field's value as text, within its limits: 0 with *out, or -1 with err naming the field. */
static int read_value(const cs_field *field, const char *text, int line, int64_t *out, cs_error *err)
{
    switch (cs_parse_int64(text, out)) {
    case 0:
        break;
    case -2:
        return cs_fail(err, line, field->name, "%s: \"%.30s\" is too large (expected a whole number %lld..%lld)",
                       field->name, text, (long long)field->min, (long long)field->max);
    default:
        return cs_fail(err, line, field->name, "%s: \"%.30s\" is not a whole number (expected %lld..%lld)",
                       field->name, text, (long long)field->min, (long long)field->max);
    }
    if (*out < field->min || *out > field->max)
        return cs_fail(err, line, field->name, "%s: expected a whole number %lld..%lld, not %lld", field->name,
                       (long long)field->min, (long long)field->max, (long long)*out);
    return 0;
}

static int check_field(const char *field, const char *value, const cs_options *opt, cs_buf *canonical,
                       cs_error *err)
{
    cs_field fields[CS_MAX_FIELDS];
    int count = describe_fields(opt, fields);
    int64_t n;
    for (int i = 0; i < count; i++)
        if (strcmp(field, fields[i].name) == 0) {
            if (read_value(&fields[i], value, 0, &n, err) != 0)
                return -1;
            cs_buf_printf(canonical, "%lld", (long long)n);
            return 0;
        }
    return cs_fail(err, 0, field, "%.30s: the counter game has no such field (expected start, goal, moves)", field);
}

static int parse(const char *text, const cs_options *opt, void **puzzle, cs_error *err)
{
    cs_field fields[CS_MAX_FIELDS];
    int count = describe_fields(opt, fields);
    cs_field_values values;
    int64_t n[FIELD_COUNT] = {1, 0, 0}; /* start: 1 when not given */
    if (cs_read_fields(text, fields, count, NOTHING, &values, err) != 0)
        return -1;
    int status = 0;
    for (int i = 0; status == 0 && i < count; i++) /* in order: a bad start is named before a missing goal */
        if (values.value[i])
            status = read_value(&fields[i], values.value[i], values.line[i], &n[i], err);
        else if (fields[i].required)
            status = cs_fail(err, 1, fields[i].name, "%s: the puzzle has no %s line", fields[i].name, fields[i].name);
    cs_field_values_free(&values);
    counter_puzzle *p = status == 0 ? malloc(sizeof *p) : NULL;
    if (status == 0 && !p)
        status = cs_fail(err, 0, "input", "out of memory");
    if (status != 0)
        return -1;
    p->start = n[FIELD_START];
    p->goal = n[FIELD_GOAL];
    p->moves = (int)n[FIELD_MOVES];
    *puzzle = p;
    return 0;
}

static void puzzle_text(cs_buf *out, const void *puzzle)
{
    const counter_puzzle *p = puzzle;
    cs_buf_printf(out, "start: %lld\ngoal: %lld\nmoves: %d\n", (long long)p->start, (long long)p->goal, p->moves);
}

static void puzzle_json(cs_buf *out, const void *puzzle)
{
    const counter_puzzle *p = puzzle;
    cs_buf_printf(out, "{\"start\": %lld, \"goal\": %lld, \"moves\": %d}", (long long)p->start, (long long)p->goal,
                  p->moves);
}

static int solve(const void *puzzle, const cs_options *opt, void *result, cs_error *err)
{
    (void)err;
    cs_budget budget = cs_budget_for(opt, COUNTER_BROWSER_MAX_STATES);
    counter_solve(puzzle, &budget, result);
    return 0;
}

static void free_result(void *result) { (void)result; /* it holds no memory of its own */ }

static const char *plural(uint64_t n) { return n == 1 ? "" : "s"; }

/* Why there is no solution, one sentence without a period: not within the moves, or the budget. */
static void why_not(cs_buf *out, const counter_puzzle *p, const counter_result *r)
{
    if (r->stop != CS_FINISHED)
        cs_buf_printf(out, "gave up after %llu states: %s", (unsigned long long)r->states, cs_stop_reason(r->stop));
    else
        cs_buf_printf(out, "No solution within %d move%s", p->moves, plural((uint64_t)p->moves));
}

static void report_json(cs_buf *out, const counter_puzzle *p, const counter_result *r)
{
    int64_t value = p->start;
    cs_buf_printf(out, "{\"game\": \"counter\", \"start\": %lld, \"goal\": %lld, \"moves_allowed\": %d, \"solved\": %s, "
                  "\"moves\": ", (long long)p->start, (long long)p->goal, p->moves, r->solved ? "true" : "false");
    if (r->solved)
        cs_buf_printf(out, "%d, \"solution\": [", r->length);
    else
        cs_buf_add(out, "null, \"solution\": [");
    for (int i = 0; i < r->length; i++)
        cs_buf_printf(out, "%s\"%s\"", i ? ", " : "", counter_move_label(r->path[i]));
    cs_buf_add(out, "], \"values\": [");
    for (int i = 0; i < r->length; i++)
        if (counter_apply(value, r->path[i], &value) == 0)
            cs_buf_printf(out, "%s%lld", i ? ", " : "", (long long)value);
    cs_buf_printf(out, "], \"states\": %llu, \"gave_up\": %s, \"message\": ", (unsigned long long)r->states,
                  r->stop != CS_FINISHED ? "true" : "false");
    if (r->solved) {
        cs_buf_add(out, "null}");
        return;
    }
    cs_buf why = {0};
    why_not(&why, p, r);
    cs_json_str(out, why.data ? why.data : "");
    out->failed |= why.failed;
    cs_buf_free(&why);
    cs_buf_add(out, "}");
}

/* "Solved in 4 moves (9 states):" and the values, "1 → [+1] 2 → [x2] 4 ...", or why not. */
static void report_text(cs_buf *out, const counter_puzzle *p, const counter_result *r)
{
    int64_t value = p->start;
    cs_buf_printf(out, "%lld to %lld in %d move%s with +1, x2\n", (long long)p->start, (long long)p->goal, p->moves,
                  plural((uint64_t)p->moves));
    if (!r->solved) {
        if (r->stop != CS_FINISHED)
            cs_buf_printf(out, "Gave up after %llu states (%s)\n", (unsigned long long)r->states,
                          cs_stop_reason(r->stop));
        else
            cs_buf_printf(out, "No solution within %d move%s (%llu state%s)\n", p->moves, plural((uint64_t)p->moves),
                          (unsigned long long)r->states, plural(r->states));
        return;
    }
    cs_buf_printf(out, "Solved in %d move%s (%llu state%s):\n%lld", r->length, plural((uint64_t)r->length),
                  (unsigned long long)r->states, plural(r->states), (long long)value);
    for (int i = 0; i < r->length; i++)
        if (counter_apply(value, r->path[i], &value) == 0)
            cs_buf_printf(out, " \xE2\x86\x92 [%s] %lld", counter_move_label(r->path[i]), (long long)value);
    cs_buf_add(out, "\n");
}

static void report(cs_buf *out, const void *puzzle, const void *result, const cs_options *opt, cs_format format)
{
    (void)opt;
    const counter_puzzle *p = puzzle;
    const counter_result *r = result;
    if (format == CS_JSON) {
        report_json(out, p, r);
    } else if (format == CS_TEXT) {
        report_text(out, p, r);
    } else if (r->solved) { /* CS_SUMMARY: one line; CS_MOVES: the moves, one a line */
        if (format == CS_SUMMARY)
            cs_buf_printf(out, "%lld to %lld in %d: solved in %d:", (long long)p->start, (long long)p->goal,
                          p->moves, r->length);
        for (int i = 0; i < r->length; i++)
            cs_buf_printf(out, "%s%s%s", format == CS_SUMMARY ? " " : "", counter_move_label(r->path[i]),
                          format == CS_SUMMARY ? "" : "\n");
        if (format == CS_SUMMARY)
            cs_buf_printf(out, " (%llu states)\n", (unsigned long long)r->states);
    } else {
        if (format == CS_SUMMARY)
            cs_buf_printf(out, "%lld to %lld in %d: ", (long long)p->start, (long long)p->goal, p->moves);
        why_not(out, p, r);
        cs_buf_add(out, "\n");
    }
}

static int outcome(const void *puzzle, const void *result, uint64_t *states)
{
    (void)puzzle;
    const counter_result *r = result;
    if (states)
        *states = r->states;
    return r->solved;
}

static int apply(const void *puzzle, const char *move, const cs_options *opt, void **next, cs_buf *step,
                 cs_error *err)
{
    (void)opt;
    const counter_puzzle *p = puzzle;
    counter_move m;
    int64_t value;
    if (counter_read_move(move, &m) != 0)
        return cs_fail(err, 0, "move", "\"%.30s\" is not a move (the moves are +1 and x2)", move);
    if (p->moves == 0)
        return cs_fail(err, 0, "move", "no moves left (the game is over)");
    if (counter_apply(p->start, m, &value) != 0)
        return cs_fail(err, 0, "move", "%s would take the count past %lld, the largest it holds",
                       counter_move_label(m), COUNTER_MAX_VALUE);
    counter_puzzle *after = malloc(sizeof *after);
    if (!after)
        return cs_fail(err, 0, "move", "out of memory");
    *after = *p;
    after->start = value;
    after->moves = p->moves - 1;
    cs_buf_printf(step, "{\"move\": \"%s\", \"value\": %lld, \"moves_left\": %d, \"won\": %s}", counter_move_label(m),
                  (long long)value, after->moves, value == p->goal ? "true" : "false");
    *next = after;
    return 0;
}

/* The first move of the shortest solution from the position, or why there is none. */
static void hint(cs_buf *out, const void *puzzle, const cs_options *opt, cs_format format)
{
    const counter_puzzle *p = puzzle;
    counter_result r;
    cs_buf message = {0};
    cs_budget budget = cs_budget_for(opt, COUNTER_BROWSER_MAX_STATES);
    counter_solve(p, &budget, &r);
    const char *move = r.solved && r.length > 0 ? counter_move_label(r.path[0]) : NULL;
    if (r.solved && !move)
        cs_buf_add(&message, "The goal is reached.");
    else if (move)
        cs_buf_printf(&message, "Hint: %s (then %d more move%s).", move, r.length - 1, plural((uint64_t)r.length - 1));
    else if (r.stop != CS_FINISHED)
        cs_buf_printf(&message, "No hint: gave up after %llu states (%s).", (unsigned long long)r.states,
                      cs_stop_reason(r.stop));
    else if (p->start > p->goal)
        cs_buf_add(&message, "The count is past the goal, and both moves only raise it.");
    else
        cs_buf_printf(&message, "The goal cannot be reached in the %d move%s left.", p->moves,
                      plural((uint64_t)p->moves));
    if (format == CS_JSON) {
        cs_buf_printf(out, "{\"game\": \"counter\", \"value\": %lld, \"goal\": %lld, \"moves_left\": %d, \"won\": %s, "
                      "\"solvable\": %s, \"move\": ", (long long)p->start, (long long)p->goal, p->moves,
                      p->start == p->goal ? "true" : "false", r.solved ? "true" : "false");
        if (move)
            cs_buf_printf(out, "\"%s\", \"moves_left_after\": %d", move, p->moves - 1);
        else
            cs_buf_add(out, "null, \"moves_left_after\": null");
        if (r.solved)
            cs_buf_printf(out, ", \"fewest_moves\": %d", r.length);
        else
            cs_buf_add(out, ", \"fewest_moves\": null");
        cs_buf_printf(out, ", \"states\": %llu, \"gave_up\": %s, \"message\": ", (unsigned long long)r.states,
                      r.stop != CS_FINISHED ? "true" : "false");
        cs_json_str(out, message.data ? message.data : "");
        cs_buf_add(out, "}");
    } else {
        cs_buf_printf(out, "%s\n", message.data ? message.data : "");
    }
    out->failed |= message.failed;
    cs_buf_free(&message);
}

/* For play at a terminal: the moves numbered 1 (+1) and 2 (x2). */
static int numbered_move(const void *puzzle, int n, cs_buf *label)
{
    (void)puzzle;
    if (n < 1 || n > COUNTER_MOVE_COUNT)
        return -1;
    cs_buf_add(label, counter_move_label((counter_move)(n - 1)));
    return 0;
}

const cs_game cs_game_counter = {
    .name = "counter", .title = "Counter (a test game)",
    /* its fields, for forms and prompts */
    .describe_fields = describe_fields, .check_field = check_field,
    /* its puzzles */
    .parse = parse, .free_puzzle = free, .puzzle_text = puzzle_text, .puzzle_json = puzzle_json,
    /* solving */
    .result_size = sizeof(counter_result), .solve = solve, .free_result = free_result, .report = report,
    .outcome = outcome,
    /* play */
    .apply = apply, .hint = hint, .numbered_move = numbered_move,
};
