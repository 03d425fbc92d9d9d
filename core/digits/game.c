/*
 * digits/game.c: Digits behind struct cs_game. A puzzle is `target: 415` and
 * `numbers: 1 2 3 4 5 6`; the values are checked by digits_parse itself, so the
 * rules and messages stay in digits.c.
 */
#include "digits.h"
#include "fields.h"

#include <stdlib.h>
#include <string.h>

#define BROWSER_MAX_STATES 3000000u /* table entries in a browser tab, far above any six numbers' need */

enum { FIELD_TARGET, FIELD_NUMBERS, FIELD_COUNT };

static int describe_fields(const cs_options *opt, cs_field *fields)
{
    (void)opt;
    const cs_field list[FIELD_COUNT] = {
        {"target", "Target", CS_FIELD_INTEGER, 1, 1, DIGITS_MAX_TARGET, "The number to reach.", 0},
        {"numbers", "Numbers", CS_FIELD_LIST, 1, DIGITS_MIN_NUMBERS, DIGITS_MAX_NUMBERS,
         "2 to 6 positive whole numbers (each at most 4294967295), separated by commas or spaces.", 0},
    };
    memcpy(fields, list, sizeof list);
    return FIELD_COUNT;
}

/* A valid value for the field not being checked, so that digits_parse judges one field alone. */
static int check_field(const char *field, const char *value, const cs_options *opt, cs_buf *canonical,
                       cs_error *err)
{
    (void)opt;
    digits_puzzle puzzle;
    if (strcmp(field, "target") == 0) {
        if (digits_parse(value, "1 2", &puzzle, err) != 0)
            return -1;
        cs_buf_printf(canonical, "%lld", (long long)puzzle.target);
        return 0;
    }
    if (strcmp(field, "numbers") != 0)
        return cs_fail(err, 0, field, "Digits has no field \"%.30s\" (expected target, numbers)", field);
    if (digits_parse("1", value, &puzzle, err) != 0)
        return -1;
    cs_buf_add(canonical, "[");
    for (int i = 0; i < puzzle.count; i++)
        cs_buf_printf(canonical, i ? ", %lld" : "%lld", (long long)puzzle.numbers[i]);
    cs_buf_add(canonical, "]");
    return 0;
}

static int parse(const char *text, const cs_options *opt, void **puzzle, cs_error *err)
{
    cs_field fields[CS_MAX_FIELDS];
    int count = describe_fields(opt, fields);
    cs_field_values values;
    if (cs_read_fields(text, fields, count, "no puzzle found (expected \"target: 415\" and \"numbers: 1 2 3 4 5 6\")",
                       &values, err) != 0)
        return -1;
    digits_puzzle *p = malloc(sizeof *p);
    int status = p ? digits_parse(values.value[FIELD_TARGET], values.value[FIELD_NUMBERS], p, err)
                   : cs_fail(err, 0, "input", "out of memory");
    cs_field_values_free(&values);
    if (status != 0) {
        free(p);
        return -1;
    }
    *puzzle = p;
    return 0;
}

static void puzzle_text(cs_buf *out, const void *puzzle)
{
    const digits_puzzle *p = puzzle;
    cs_buf_printf(out, "target: %lld\nnumbers:", (long long)p->target);
    for (int i = 0; i < p->count; i++)
        cs_buf_printf(out, " %lld", (long long)p->numbers[i]);
    cs_buf_add(out, "\n");
}

static void puzzle_json(cs_buf *out, const void *puzzle)
{
    const digits_puzzle *p = puzzle;
    cs_buf_printf(out, "{\"target\": %lld, \"numbers\": [", (long long)p->target);
    for (int i = 0; i < p->count; i++)
        cs_buf_printf(out, i ? ", %lld" : "%lld", (long long)p->numbers[i]);
    cs_buf_add(out, "]}");
}

static int solve(const void *puzzle, const cs_options *opt, void **result, cs_error *err)
{
    digits_result *r = malloc(sizeof *r);
    if (!r)
        return cs_fail(err, 0, "input", "out of memory");
    cs_budget budget = cs_budget_for(opt, BROWSER_MAX_STATES);
    if (digits_solve(puzzle, opt->all ? DIGITS_MAX_LISTED : 0, &budget, r, err) != 0) {
        free(r);
        return -1;
    }
    *result = r;
    return 0;
}

static void free_result(void *result)
{
    if (result)
        digits_result_free(result);
    free(result);
}

static void report(cs_buf *out, const void *puzzle, const void *result, const cs_options *opt, cs_format format)
{
    if (format == CS_JSON)
        digits_report_json(out, puzzle, result, opt->all);
    else
        digits_report_text(out, puzzle, result, opt->all);
}

const cs_game cs_game_digits = {
    .name = "digits",
    .title = "Digits",
    .describe_fields = describe_fields,
    .check_field = check_field,
    .parse = parse,
    .free_puzzle = free,
    .puzzle_text = puzzle_text,
    .puzzle_json = puzzle_json,
    .solve = solve,
    .free_result = free_result,
    .report = report,
    .bundled_text = NULL,
};
