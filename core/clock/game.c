/*
 * clock/game.c: the clock game behind struct cs_game. A puzzle is `n: 4` and
 * `k: 2`; clock_parse checks them (with the caller's cap on the state space).
 * A game in progress adds its position: `board:` (the cells, cell 0 first),
 * `hand:` (the cell under the hand) and `round:`; whose turn it is follows
 * from the position (play.c).
 */
#include "clock.h"
#include "fields.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { FIELD_N, FIELD_K, FIELD_BOARD, FIELD_HAND, FIELD_ROUND, FIELD_COUNT };

typedef struct clock_puzzle {
    int n, k;
    int in_play;          /* the position was given (else it is the start) */
    clock_position pos;
} clock_puzzle;

/* Every error of a clock field starts with the field's name ("n: expected a
 * whole number 2..23"), since the page shows the message alone: a message that
 * does not (a shared one, e.g. of cs_parse_whole) gets it in front. -1. */
static int field_first(cs_error *err)
{
    static const char *const FIELDS[] = {"n", "k", "board", "hand", "round"};
    for (size_t i = 0; i < sizeof FIELDS / sizeof FIELDS[0]; i++) {
        size_t length = strlen(FIELDS[i]);
        if (strcmp(err->field, FIELDS[i]) != 0)
            continue;
        if (strncmp(err->message, FIELDS[i], length) == 0 && (err->message[length] == ':' || err->message[length] == ' '))
            return -1;
        char message[sizeof err->message];
        memcpy(message, err->message, sizeof message);
        snprintf(err->message, sizeof err->message, "%s: %.*s", FIELDS[i], (int)(sizeof message - length - 3), message);
    }
    return -1;
}

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
         "The largest value a cell can hold; a larger k (or n) gives more positions to search.", 0, NULL,
         {"Enter the largest value (k): ", NULL, NULL, NULL}},
        {"board", "Board", CS_FIELD_LIST, 0, CLOCK_MIN_N, max_n,
         "A game in progress: the value of each cell, cell 0 first.", 1, " ", {NULL, NULL, NULL, NULL}},
        {"hand", "Hand", CS_FIELD_INTEGER, 0, 0, max_n - 1, "A game in progress: the cell under the hand.", 1, NULL,
         {NULL, NULL, NULL, NULL}},
        {"round", "Round", CS_FIELD_INTEGER, 0, 1, (int64_t)CLOCK_MAX_ROUND,
         "A game in progress: the round counter (1 when play begins).", 1, NULL, {NULL, NULL, NULL, NULL}},
    };
    memcpy(fields, list, sizeof list);
    return FIELD_COUNT;
}

/* A state field alone, judged against the largest clock of its kind: a board
 * of up to CLOCK_MAX_N cells (n is its length), a hand and a round on such a
 * board; its own puzzle checks it against n and k. */
static int check_state_field(const char *field, const char *value, cs_buf *canonical, cs_error *err)
{
    clock_position pos;
    memset(&pos, 0, sizeof pos);
    static const char ZEROS[] = "0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0"; /* CLOCK_MAX_N */
    pos.n = CLOCK_MAX_N;
    pos.k = 65535; /* the largest k of any clock: (k+1)^2 <= 2^32 */
    int board = strcmp(field, "board") == 0, hand = strcmp(field, "hand") == 0;
    if (board) { /* as many cells as given: count the values first */
        int count = 0;
        for (const char *p = value; *p; p += strcspn(p, " \t,")) {
            p += strspn(p, " \t,");
            count += *p != '\0';
        }
        pos.n = count < CLOCK_MIN_N ? CLOCK_MIN_N : count > CLOCK_MAX_N ? CLOCK_MAX_N : count;
    }
    if (clock_parse_position(board ? value : ZEROS, hand ? value : "0", board || hand ? NULL : value, &pos, err) != 0)
        return -1;
    if (board)
        clock_json_board(canonical, &pos);
    else
        cs_buf_printf(canonical, "%llu", hand ? (unsigned long long)pos.hand : (unsigned long long)pos.round);
    return 0;
}

static int check_field_as_typed(const char *field, const char *value, const cs_options *opt, cs_buf *canonical,
                                cs_error *err)
{
    int n, k;
    uint64_t space;
    int is_n = strcmp(field, "n") == 0;
    if (strcmp(field, "board") == 0 || strcmp(field, "hand") == 0 || strcmp(field, "round") == 0)
        return check_state_field(field, value, canonical, err);
    if (!is_n && strcmp(field, "k") != 0)
        return cs_fail(err, 0, field, "the clock game has no field \"%.30s\" (expected n, k, board, hand, round)",
                       field);
    /* the other field not given, so that clock_parse judges this one alone */
    if (clock_parse(is_n ? value : NULL, is_n ? NULL : value, max_space_of(opt), &n, &k, &space, err) != 0)
        return -1;
    cs_buf_printf(canonical, "%d", is_n ? n : k);
    return 0;
}

static int check_field(const char *field, const char *value, const cs_options *opt, cs_buf *canonical,
                       cs_error *err)
{
    return check_field_as_typed(field, value, opt, canonical, err) == 0 ? 0 : field_first(err);
}

/* The position: given (all three state fields read together), or the start. */
static int read_position(clock_puzzle *p, const cs_field_values *values, cs_error *err)
{
    clock_start(&p->pos, p->n, p->k);
    p->in_play = values->value[FIELD_BOARD] || values->value[FIELD_HAND] || values->value[FIELD_ROUND];
    if (!p->in_play)
        return 0;
    if (clock_parse_position(values->value[FIELD_BOARD], values->value[FIELD_HAND], values->value[FIELD_ROUND],
                             &p->pos, err) == 0)
        return 0;
    for (int i = FIELD_ROUND; i >= FIELD_BOARD; i--) /* the line of the field named, or of one given */
        if (values->value[i] && (err->line == 0 ||
                                 strcmp(err->field, i == FIELD_BOARD ? "board" : i == FIELD_HAND ? "hand" : "round") == 0))
            err->line = values->line[i];
    return -1;
}

/* n and k given, field by field in their order, so that a bad n is named before
 * a k left out ("n: x" is about n). */
static int given_in_order(const cs_field_values *values, const cs_field *fields, const cs_options *opt,
                          cs_error *err)
{
    if (cs_field_given(values, fields, FIELD_N, err) != 0)
        return -1;
    if (values->value[FIELD_K])
        return 0;
    cs_buf n = {0};
    int status = check_field_as_typed("n", values->value[FIELD_N], opt, &n, err);
    cs_buf_free(&n);
    return status != 0 ? -1 : cs_field_given(values, fields, FIELD_K, err);
}

static int parse_puzzle(const char *text, const cs_options *opt, void **puzzle, cs_error *err)
{
    cs_field fields[CS_MAX_FIELDS];
    int count = describe_fields(opt, fields);
    cs_field_values values;
    if (cs_read_fields(text, fields, count, "no puzzle found (expected \"n: 4\" and \"k: 2\")", &values, err) != 0)
        return -1;
    if (given_in_order(&values, fields, opt, err) != 0) {
        cs_field_values_locate(&values, fields, count, err);
        cs_field_values_free(&values);
        return -1;
    }
    clock_puzzle *p = malloc(sizeof *p);
    uint64_t space;
    int status = p ? clock_parse(values.value[FIELD_N], values.value[FIELD_K], max_space_of(opt), &p->n, &p->k,
                                 &space, err)
                   : cs_fail(err, 0, "input", "out of memory");
    if (status == 0)
        status = read_position(p, &values, err);
    if (status != 0)
        cs_field_values_locate(&values, fields, count, err);
    cs_field_values_free(&values);
    if (status != 0) {
        free(p);
        return -1;
    }
    *puzzle = p;
    return 0;
}

static int parse(const char *text, const cs_options *opt, void **puzzle, cs_error *err)
{
    return parse_puzzle(text, opt, puzzle, err) == 0 ? 0 : field_first(err);
}

static void puzzle_text(cs_buf *out, const void *puzzle)
{
    const clock_puzzle *p = puzzle;
    cs_buf_printf(out, "n: %d\nk: %d\n", p->n, p->k);
    if (!p->in_play)
        return;
    cs_buf_add(out, "board:");
    for (int i = 0; i < p->n; i++)
        cs_buf_printf(out, " %u", p->pos.board[i]);
    cs_buf_printf(out, "\nhand: %d\nround: %llu\n", p->pos.hand, (unsigned long long)p->pos.round);
}

/* The position is always there (the start when none was given), so a page can draw it. */
static void puzzle_json(cs_buf *out, const void *puzzle)
{
    const clock_puzzle *p = puzzle;
    cs_buf_printf(out, "{\"n\": %d, \"k\": %d, \"board\": ", p->n, p->k);
    clock_json_board(out, &p->pos);
    cs_buf_printf(out, ", \"hand\": %d, \"round\": %llu}", p->pos.hand, (unsigned long long)p->pos.round);
}

static int solve(const void *puzzle, const cs_options *opt, void *result, cs_error *err)
{
    const clock_puzzle *p = puzzle;
    if (clock_solve_from(&p->pos, &opt->budget, result, err) == 0) {
        ((clock_result *)result)->in_play = p->in_play;
        return 0;
    }
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

static int apply(const void *puzzle, const char *move, const cs_options *opt, void **next, cs_buf *step,
                 cs_error *err)
{
    const clock_puzzle *p = puzzle;
    clock_puzzle *after = malloc(sizeof *after);
    if (!after)
        return cs_fail(err, 0, "move", "out of memory");
    *after = *p;
    after->in_play = 1;
    if (clock_play(&p->pos, move, &opt->budget, &after->pos, step, err) != 0) {
        free(after);
        return field_first(err);
    }
    *next = after;
    return 0;
}

static void hint(cs_buf *out, const void *puzzle, const cs_options *opt, cs_format format)
{
    const clock_puzzle *p = puzzle;
    clock_hint h;
    cs_error err;
    if (clock_hint_from(&p->pos, &opt->budget, &h, &err) != 0) { /* parse checked the position: cannot happen */
        cs_json_error(out, &err);
        return;
    }
    clock_hint_report(out, &p->pos, &h, format == CS_JSON);
}

static int ladder(const void *puzzle, const cs_options *opt, cs_ladder *ladder, cs_error *err)
{
    const clock_puzzle *p = puzzle;
    return clock_ladder(&p->pos, &opt->budget, ladder, err);
}

const cs_game cs_game_clock = {
    .name = "clock", .title = "The clock game",
    /* its fields, for forms and prompts */
    .describe_fields = describe_fields, .check_field = check_field,
    /* its puzzles */
    .parse = parse, .free_puzzle = free, .puzzle_text = puzzle_text, .puzzle_json = puzzle_json,
    /* solving */
    .result_size = sizeof(clock_result), .solve = solve, .free_result = free_result, .report = report,
    /* play */
    .apply = apply, .hint = hint, .ladder = ladder,
    /* for front ends: an answer of millions of choices may be shown by its length and first ones */
    .offers = CS_OFFER_SUMMARY,
    .usage = {"N K", NULL, "the clock game with N cells and K choices"},
};
