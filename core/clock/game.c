/*
 * clock/game.c: the clock game behind struct cs_game. A puzzle is `n: 4` and
 * `k: 2`; clock_parse checks them (with the caller's cap on the state space).
 */
#include "clock.h"
#include "fields.h"

#include <stdlib.h>
#include <string.h>

enum { FIELD_N, FIELD_K, FIELD_COUNT };

typedef struct clock_puzzle {
    int n, k;
} clock_puzzle;

static uint64_t max_space_of(const cs_options *opt)
{
    return opt && opt->browser ? CLOCK_WEB_MAX_SPACE : CLOCK_NATIVE_MAX_SPACE;
}

static int describe_fields(const cs_options *opt, cs_field *fields)
{
    /* The largest k is the one with (k+1)^2 within the cap; the largest n, the one with 2^n within it. */
    uint64_t cap = max_space_of(opt), base = 2;
    int64_t max_n = 1;
    for (uint64_t space = 2; space <= cap / 2 && max_n < CLOCK_MAX_N; space *= 2)
        max_n++;
    while ((base + 1) * (base + 1) <= cap)
        base++;
    const cs_field list[FIELD_COUNT] = {
        {"n", "Cells (n)", CS_FIELD_INTEGER, 1, CLOCK_MIN_N, max_n, "How many cells the clock has.", 0, NULL,
         {"Enter the number of cells (n): ", NULL, NULL, NULL}},
        {"k", "Largest value (k)", CS_FIELD_INTEGER, 1, CLOCK_MIN_K, (int64_t)base - 1,
         "The largest value a cell can hold; (k+1)^n is the number of states.", 0, NULL,
         {"Enter the largest value (k): ", NULL, NULL, NULL}},
    };
    memcpy(fields, list, sizeof list);
    return FIELD_COUNT;
}

static int check_field(const char *field, const char *value, const cs_options *opt, cs_buf *canonical,
                       cs_error *err)
{
    int n, k;
    uint64_t space;
    int is_n = strcmp(field, "n") == 0;
    if (!is_n && strcmp(field, "k") != 0)
        return cs_fail(err, 0, field, "the clock game has no field \"%.30s\" (expected n, k)", field);
    /* the smallest value of the other field, so that clock_parse judges this one alone */
    if (clock_parse(is_n ? value : "2", is_n ? "1" : value, max_space_of(opt), &n, &k, &space, err) != 0)
        return -1;
    cs_buf_printf(canonical, "%d", is_n ? n : k);
    return 0;
}

static int parse(const char *text, const cs_options *opt, void **puzzle, cs_error *err)
{
    cs_field fields[CS_MAX_FIELDS];
    int count = describe_fields(opt, fields);
    cs_field_values values;
    if (cs_read_fields(text, fields, count, "no puzzle found (expected \"n: 4\" and \"k: 2\")", &values, err) != 0)
        return -1;
    clock_puzzle *p = malloc(sizeof *p);
    uint64_t space;
    int status = p ? clock_parse(values.value[FIELD_N], values.value[FIELD_K], max_space_of(opt), &p->n, &p->k,
                                 &space, err)
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
    const clock_puzzle *p = puzzle;
    cs_buf_printf(out, "n: %d\nk: %d\n", p->n, p->k);
}

static void puzzle_json(cs_buf *out, const void *puzzle)
{
    const clock_puzzle *p = puzzle;
    cs_buf_printf(out, "{\"n\": %d, \"k\": %d}", p->n, p->k);
}

static int solve(const void *puzzle, const cs_options *opt, void *result, cs_error *err)
{
    const clock_puzzle *p = puzzle;
    if (clock_solve(p->n, p->k, &opt->budget, result, err) == 0)
        return 0;
    clock_result_free(result); /* clock_solve's result always needs it */
    return -1;
}

static void free_result(void *result) { clock_result_free(result); }

static void report(cs_buf *out, const void *puzzle, const void *result, const cs_options *opt, cs_format format)
{
    (void)puzzle;
    (void)opt;
    clock_report(out, result, format == CS_JSON);
}

const cs_game cs_game_clock = {
    .name = "clock", .title = "The clock game",
    /* its fields, for forms and prompts */
    .describe_fields = describe_fields, .check_field = check_field,
    /* its puzzles */
    .parse = parse, .free_puzzle = free, .puzzle_text = puzzle_text, .puzzle_json = puzzle_json,
    /* solving */
    .result_size = sizeof(clock_result), .solve = solve, .free_result = free_result, .report = report,
};
