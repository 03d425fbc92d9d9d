/*
 * report.c: what front ends show of a solved Digits puzzle: the steps, the
 * expression, the pools, as JSON or text; and digits_run, the whole job.
 */
#include "digits.h"

#include <stdio.h>
#include <string.h>

void digits_step_text(const digits_step *step, char *text)
{
    snprintf(text, DIGITS_STEP_TEXT_SIZE, "%lld %c %lld = %lld", (long long)step->a, step->op, (long long)step->b,
             (long long)step->result);
}

/* Appends to text at *len, never past DIGITS_EXPRESSION_TEXT_SIZE - 1. Only
 * given numbers (at most 10 digits) are written, so six fit with room to spare. */
static void append_text(char *text, size_t *len, const char *piece)
{
    size_t n = strlen(piece);
    if (n > DIGITS_EXPRESSION_TEXT_SIZE - 1 - *len)
        n = DIGITS_EXPRESSION_TEXT_SIZE - 1 - *len;
    memcpy(text + *len, piece, n);
    *len += n;
    text[*len] = '\0';
}

/* Appends the expression of step s: operands that are steps in parentheses. */
static void expression_of_step(const digits_solution *sol, int s, char *text, size_t *len, int depth)
{
    const digits_step *step = &sol->steps[s];
    const int64_t values[2] = {step->a, step->b};
    for (int k = 0; k < 2; k++) {
        char piece[32];
        if (k) {
            snprintf(piece, sizeof piece, " %c ", step->op);
            append_text(text, len, piece);
        }
        int from = sol->from[s][k];
        if (from >= 0 && from < s && depth < DIGITS_MAX_STEPS) {
            append_text(text, len, "(");
            expression_of_step(sol, from, text, len, depth + 1);
            append_text(text, len, ")");
        } else {
            snprintf(piece, sizeof piece, "%lld", (long long)values[k]);
            append_text(text, len, piece);
        }
    }
}

void digits_expression_text(const digits_solution *solution, int64_t value, char *text)
{
    size_t len = 0;
    text[0] = '\0';
    if (solution->step_count == 0)
        snprintf(text, DIGITS_EXPRESSION_TEXT_SIZE, "%lld", (long long)value);
    else
        expression_of_step(solution, solution->step_count - 1, text, &len, 0);
}

/* The pool after each step, sorted as the game shows it: the given numbers,
 * less the two operands, plus the result. pools[i] holds sizes[i] values. */
static void pools_after(const digits_puzzle *puzzle, const digits_solution *sol,
                        int64_t pools[DIGITS_MAX_STEPS][DIGITS_MAX_NUMBERS], int sizes[DIGITS_MAX_STEPS])
{
    int64_t pool[DIGITS_MAX_NUMBERS];
    int n = puzzle->count;
    memcpy(pool, puzzle->numbers, sizeof pool);
    for (int s = 0; s < sol->step_count && s < DIGITS_MAX_STEPS; s++) {
        const int64_t operands[2] = {sol->steps[s].a, sol->steps[s].b};
        for (int o = 0; o < 2; o++) {
            for (int i = 0; i < n; i++) {
                if (pool[i] == operands[o]) {
                    pool[i] = pool[--n];
                    break;
                }
            }
        }
        if (n < DIGITS_MAX_NUMBERS)
            pool[n++] = sol->steps[s].result;
        for (int i = 1; i < n; i++)
            for (int j = i; j > 0 && pool[j - 1] > pool[j]; j--) {
                int64_t t = pool[j];
                pool[j] = pool[j - 1];
                pool[j - 1] = t;
            }
        memcpy(pools[s], pool, sizeof pool);
        sizes[s] = n;
    }
}

static void json_steps(cs_buf *out, const digits_solution *sol)
{
    cs_buf_add(out, "[");
    for (int s = 0; s < sol->step_count; s++) {
        char text[DIGITS_STEP_TEXT_SIZE];
        digits_step_text(&sol->steps[s], text);
        if (s)
            cs_buf_add(out, ", ");
        cs_json_str(out, text);
    }
    cs_buf_add(out, "]");
}

/* "gave up after N states: memory cap reached; solutions of up to 3 operations were all counted" */
static void gave_up_message(cs_buf *out, const digits_result *r, int count)
{
    char grouped[32];
    cs_buf_printf(out, "gave up after %s states: %s; ", cs_grouped(r->states, grouped), cs_stop_reason(r->stop));
    if (r->searched_ops >= count - 1)
        cs_buf_add(out, "every solution was counted, but not all could be listed");
    else if (r->searched_ops <= 0)
        cs_buf_add(out, "only the given numbers were checked");
    else
        cs_buf_printf(out, "solutions of up to %d operation%s were all counted", r->searched_ops,
                      r->searched_ops == 1 ? "" : "s");
}

void digits_report_json(cs_buf *out, const digits_puzzle *puzzle, const digits_result *result, int all)
{
    cs_buf_printf(out, "{\"game\": \"digits\", \"target\": %lld, \"numbers\": [", (long long)puzzle->target);
    for (int i = 0; i < puzzle->count; i++)
        cs_buf_printf(out, "%s%lld", i ? ", " : "", (long long)puzzle->numbers[i]);
    cs_buf_printf(out, "], \"solved\": %s, \"ops\": ", result->solved ? "true" : "false");
    if (result->solved)
        cs_buf_printf(out, "%d", result->ops);
    else
        cs_buf_add(out, "null");
    char expression[DIGITS_EXPRESSION_TEXT_SIZE];
    digits_expression_text(&result->best, result->closest, expression);
    cs_buf_add(out, ", \"steps\": ");
    json_steps(out, &result->best);
    int64_t pools[DIGITS_MAX_STEPS][DIGITS_MAX_NUMBERS];
    int sizes[DIGITS_MAX_STEPS];
    pools_after(puzzle, &result->best, pools, sizes);
    cs_buf_add(out, ", \"pools\": [");
    for (int s = 0; s < result->best.step_count; s++) {
        cs_buf_add(out, s ? ", [" : "[");
        for (int i = 0; i < sizes[s]; i++)
            cs_buf_printf(out, "%s%lld", i ? ", " : "", (long long)pools[s][i]);
        cs_buf_add(out, "]");
    }
    cs_buf_add(out, "], \"expression\": ");
    cs_json_str(out, expression);
    cs_buf_add(out, ", \"structured_steps\": [");
    for (int s = 0; s < result->best.step_count; s++) {
        const digits_step *step = &result->best.steps[s];
        cs_buf_printf(out, "%s{\"a\": %lld, \"op\": \"%c\", \"b\": %lld, \"result\": %lld}", s ? ", " : "",
                      (long long)step->a, step->op, (long long)step->b, (long long)step->result);
    }
    cs_buf_add(out, "]");
    cs_buf_printf(out, ", \"closest\": %lld, \"distance\": %lld, \"stars\": %d, \"count\": %llu, \"states\": %llu",
                  (long long)result->closest, (long long)result->distance, result->stars,
                  (unsigned long long)result->count, (unsigned long long)result->states);
    if (result->difficulty > 0)
        cs_buf_printf(out, ", \"difficulty\": %.1f", result->difficulty);
    else
        cs_buf_add(out, ", \"difficulty\": null");
    cs_buf_printf(out, ", \"gave_up\": %s", result->stop != CS_FINISHED ? "true" : "false");
    if (result->stop != CS_FINISHED) {
        cs_buf t = {0};
        gave_up_message(&t, result, puzzle->count);
        cs_buf_add(out, ", \"message\": ");
        cs_json_str(out, t.failed || !t.data ? "gave up" : t.data);
        cs_buf_free(&t);
    }
    if (all) {
        cs_buf_printf(out, ", \"listed\": %d, \"solutions\": [", result->listed_count);
        for (int s = 0; s < result->listed_count; s++) {
            if (s)
                cs_buf_add(out, ", ");
            json_steps(out, &result->listed[s]);
        }
        /* the same solutions as expressions: tells apart the few whose steps
         * the game cannot (see digits_solution) */
        cs_buf_add(out, "], \"expressions\": [");
        for (int s = 0; s < result->listed_count; s++) {
            digits_expression_text(&result->listed[s], puzzle->target, expression);
            if (s)
                cs_buf_add(out, ", ");
            cs_json_str(out, expression);
        }
        cs_buf_add(out, "]");
    }
    cs_buf_add(out, "}");
}

/* The steps, one a line; then, when the steps alone would read as another
 * expression, which one this is. */
static void text_steps(cs_buf *out, const digits_solution *sol, int64_t value, const char *first_prefix,
                       const char *prefix)
{
    for (int s = 0; s < sol->step_count; s++) {
        char text[DIGITS_STEP_TEXT_SIZE];
        digits_step_text(&sol->steps[s], text);
        cs_buf_printf(out, "%s%s\n", s ? prefix : first_prefix, text);
    }
    if (sol->step_count && !sol->exact_reading) {
        char expression[DIGITS_EXPRESSION_TEXT_SIZE];
        digits_expression_text(sol, value, expression);
        cs_buf_printf(out, "%sthat is %s\n", prefix, expression);
    }
}

static const char *plural(uint64_t n) { return n == 1 ? "" : "s"; }

void digits_report_text(cs_buf *out, const digits_puzzle *puzzle, const digits_result *result, int all)
{
    cs_buf_printf(out, "%lld from", (long long)puzzle->target);
    for (int i = 0; i < puzzle->count; i++)
        cs_buf_printf(out, " %lld", (long long)puzzle->numbers[i]);
    /* a search that gave up before the longest solutions knows a lower bound */
    int partial = result->stop != CS_FINISHED && result->searched_ops < puzzle->count - 1;
    if (result->solved) {
        cs_buf_printf(out, ": %s%llu distinct solution%s, fewest %d operation%s\n", partial ? "at least " : "",
                      (unsigned long long)result->count, plural(result->count), result->ops,
                      plural((uint64_t)result->ops));
        if (!all) {
            if (result->best.step_count == 0)
                cs_buf_printf(out, "%lld is one of the given numbers\n", (long long)puzzle->target);
            text_steps(out, &result->best, puzzle->target, "", "");
        } else {
            int width = 1;
            for (int n = result->listed_count; n >= 10 && width < 10; n /= 10)
                width++;
            for (int s = 0; s < result->listed_count; s++) {
                char first[32], rest[32];
                snprintf(first, sizeof first, "%*d. ", width & 15, (s + 1) & 0xfffffff);
                snprintf(rest, sizeof rest, "%*s", (width & 15) + 2, "");
                cs_buf_add(out, "\n");
                if (result->listed[s].step_count == 0)
                    cs_buf_printf(out, "%s%lld (one of the given numbers)\n", first, (long long)puzzle->target);
                text_steps(out, &result->listed[s], puzzle->target, first, rest);
            }
            if ((uint64_t)result->listed_count < result->count)
                cs_buf_printf(out, "\nListed the first %d of %llu solutions.\n", result->listed_count,
                              (unsigned long long)result->count);
        }
        if (result->difficulty > 0)
            cs_buf_printf(out, "difficulty %.1f (1 to 10)\n", result->difficulty);
    } else {
        cs_buf_printf(out, "\nNo exact solution%s. Closest: %lld (distance %lld, %d star%s)", partial ? " found" : "",
                      (long long)result->closest, (long long)result->distance, result->stars,
                      plural((uint64_t)result->stars));
        cs_buf_add(out, result->best.step_count == 0 ? ", one of the given numbers\n" : "\n");
        text_steps(out, &result->best, result->closest, "", "");
    }
    if (result->stop != CS_FINISHED) {
        cs_buf t = {0};
        gave_up_message(&t, result, puzzle->count);
        if (!t.failed && t.data) {
            t.data[0] = 'G'; /* a sentence of its own here */
            cs_buf_printf(out, "%s.\n", t.data);
        }
        cs_buf_free(&t);
    }
}

int digits_run(const char *target, const char *numbers, int all, int json, const cs_budget *budget, cs_buf *out,
               cs_error *err)
{
    digits_puzzle puzzle;
    if (digits_parse(target, numbers, &puzzle, err) != 0)
        return -1;
    digits_result result;
    if (digits_solve(&puzzle, all ? DIGITS_MAX_LISTED : 0, budget, &result, err) != 0)
        return -1;
    if (json)
        digits_report_json(out, &puzzle, &result, all);
    else
        digits_report_text(out, &puzzle, &result, all);
    digits_result_free(&result);
    return 0;
}
