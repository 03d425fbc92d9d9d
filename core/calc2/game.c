/*
 * calc2/game.c: Calculator 2: The Game behind struct cs_game. It adapts the level
 * reader, the search, the reports and play of calc2.h to the interface; no rule
 * lives here.
 */
#include "calc2.h"
#include "game.h"

#include <stdlib.h>
#include <string.h>

#define BROWSER_MAX_STATES 3000000u

static int describe_fields(const cs_options *opt, cs_field *fields)
{
    (void)opt;
    const cs_field list[] = {
        {"level", "Level", CS_FIELD_INTEGER, 0, 1, 1000000, "The level's number in the app, if it has one.", 0, NULL,
         {NULL, NULL, NULL, NULL}},
        {"start", "Start", CS_FIELD_INTEGER, 1, -CALC2_LIMIT, CALC2_LIMIT, "What the display shows at the start.", 0,
         NULL, {"Enter start value: ", NULL, NULL, NULL}},
        {"goals", "Goals", CS_FIELD_LIST, 1, 1, CALC2_MAX_GOALS,
         "The numbers to reach, each from the start within the moves, e.g. 49, 11.", 0, ", ",
         {"Enter one goal per line (empty line to mark end of list):", "goal", NULL, NULL}},
        {"moves", "Moves", CS_FIELD_INTEGER, 1, 1, CALC_MAX_MOVES, "How many presses each goal allows.", 0, NULL,
         {"Enter the number of moves: ", NULL, NULL, NULL}},
        {"buttons", "Buttons", CS_FIELD_LIST, 1, 1, CALC_MAX_BUTTONS,
         "The level's keys, e.g. +2, x3, Sort>, Cut1, Round, Lock, Digit+2, Insert3.", 0, ", ",
         {"Enter one key per line (empty line to mark end of list):", "key", NULL, NULL}},
        {"portal", "Portal", CS_FIELD_PAIR, 0, 0, CALC2_DIGITS - 1,
         "Entry and exit places, counted from the ones place (entry left of exit), e.g. 3 0.", 0, NULL,
         {"Are there any portals for this game? (y/n): ", NULL,
          "Enter the distance from the ones place of the portal on the left: ",
          "Enter the distance from the ones place of the portal on the right: "}},
        {"display", "Display", CS_FIELD_INTEGER, 0, -CALC2_LIMIT, CALC2_LIMIT, "What the display shows now.", 1, NULL,
         {NULL, NULL, NULL, NULL}},
        {"left", "Moves left", CS_FIELD_INTEGER, 0, 0, CALC_MAX_MOVES, "Moves left for the goal under way.", 1, NULL,
         {NULL, NULL, NULL, NULL}},
        {"store", "Store holds", CS_FIELD_INTEGER, 0, 0, CALC2_LIMIT, "What Store holds in a game in progress.", 1,
         NULL, {NULL, NULL, NULL, NULL}},
        {"offset", "[+] offset", CS_FIELD_INTEGER, 0, 0, CALC2_LIMIT, "The sum of [+]N pressed so far.", 1, NULL,
         {NULL, NULL, NULL, NULL}},
        {"lock", "Lock", CS_FIELD_INTEGER, 0, 0, CALC2_DIGITS - 1, "The place a Lock holds for the next press.", 1,
         NULL, {NULL, NULL, NULL, NULL}},
        {"reached", "Reached", CS_FIELD_LIST, 0, 1, CALC2_MAX_GOALS, "The goals reached so far.", 1, ", ",
         {NULL, NULL, NULL, NULL}},
    };
    memcpy(fields, list, sizeof list);
    return (int)(sizeof list / sizeof list[0]);
}

static int parse_one(const char *text, calc2_level *level, cs_error *err)
{
    calc2_parser parser;
    calc2_parser_start(&parser, text);
    return calc2_parse_next(&parser, level, err) == 1 ? 0 : -1;
}

/* One field checked by the level reader itself, the other fields filled in. */
static int check_field(const char *field, const char *value, const cs_options *opt, cs_buf *canonical,
                       cs_error *err)
{
    static const char *const FILLER[][2] = {
        {"start", "0"}, {"goals", "0"}, {"moves", "99"}, {"buttons", "Store, [+]1, Lock"}, {"display", "999999"},
    };
    (void)opt;
    if (strchr(value, '\n'))
        return cs_fail(err, 0, field, "%s takes one line", field);
    const char *name = strcmp(field, "goal") == 0 ? "goals" : field;
    cs_buf text = {0};
    for (size_t i = 0; i < sizeof FILLER / sizeof FILLER[0]; i++)
        if (strcmp(FILLER[i][0], name) != 0 && (i < 4 || strcmp(name, "lock") == 0))
            cs_buf_printf(&text, "%s: %s\n", FILLER[i][0], FILLER[i][1]);
    cs_buf_printf(&text, "%s: %s\n", name, value);
    if (strcmp(name, "reached") == 0)
        cs_buf_printf(&text, "goals: %s\n", value);
    calc2_level level;
    int status = text.failed ? cs_fail(err, 0, field, "out of memory") : parse_one(text.data, &level, err);
    cs_buf_free(&text);
    if (status != 0) {
        err->line = 0;
        return -1;
    }
    cs_buf json = {0};
    calc2_level_json(&json, &level);
    const char *at = json.data ? strstr(json.data, "\"buttons\": ") : NULL;
    if (strcmp(name, "buttons") == 0 && at)
        cs_buf_addn(canonical, at + 11, strcspn(at + 11, "]") + 1);
    else if (strcmp(name, "goals") == 0 || strcmp(name, "reached") == 0) {
        cs_buf_add(canonical, "[");
        for (int g = 0; g < level.goal_count; g++)
            cs_buf_printf(canonical, "%s%lld", g ? ", " : "", (long long)level.goals[g]);
        cs_buf_add(canonical, "]");
    } else if (strcmp(name, "portal") == 0)
        cs_buf_printf(canonical, "[%d, %d]", level.portal_in, level.portal_out);
    else {
        int64_t v = strcmp(name, "start") == 0 ? level.start : strcmp(name, "moves") == 0 ? level.moves
                  : strcmp(name, "display") == 0 ? level.display : strcmp(name, "left") == 0 ? level.left
                  : strcmp(name, "store") == 0 ? level.store : strcmp(name, "offset") == 0 ? level.offset
                  : strcmp(name, "lock") == 0 ? level.lock : level.number;
        cs_buf_printf(canonical, "%lld", (long long)v);
    }
    canonical->failed |= json.failed;
    cs_buf_free(&json);
    return 0;
}

static int check_item(const char *field, const char *item, const cs_options *opt, cs_error *err)
{
    (void)opt;
    if (strcmp(field, "buttons") != 0) {
        cs_buf ignored = {0};
        int status = check_field(field, item, opt, &ignored, err);
        cs_buf_free(&ignored);
        return status;
    }
    calc2_key key;
    return calc2_parse_key(item, &key, err);
}

static int parse(const char *text, const cs_options *opt, void **puzzle, cs_error *err)
{
    (void)opt;
    calc2_level *level = malloc(sizeof *level);
    if (!level)
        return cs_fail(err, 0, "input", "out of memory");
    if (parse_one(text, level, err) != 0) {
        free(level);
        return -1;
    }
    *puzzle = level;
    return 0;
}

static void puzzle_text(cs_buf *out, const void *puzzle) { calc2_level_text(out, puzzle); }
static void puzzle_json(cs_buf *out, const void *puzzle) { calc2_level_json(out, puzzle); }

static int solve(const void *puzzle, const cs_options *opt, void *result, cs_error *err)
{
    (void)err;
    cs_budget budget = cs_budget_for(opt, BROWSER_MAX_STATES);
    return calc2_solve(puzzle, opt->all, &budget, result);
}

static void free_result(void *result) { (void)result; }

static void report(cs_buf *out, const void *puzzle, const void *result, const cs_options *opt, cs_format format)
{
    if (format == CS_JSON)
        calc2_report_json(out, puzzle, result, opt->all);
    else if (format == CS_SUMMARY)
        calc2_report_summary(out, puzzle, result);
    else if (format == CS_MOVES)
        calc2_report_moves(out, puzzle, result);
    else
        calc2_report_text(out, puzzle, result, opt->all);
}

/* Solved: every goal reached within the moves. */
static int outcome(const void *puzzle, const void *result, uint64_t *states)
{
    const calc2_result *r = result;
    (void)puzzle;
    if (states)
        *states = r->states;
    for (int g = 0; g < r->goal_count; g++)
        if (!r->goals[g].solved && !r->goals[g].reached)
            return 0;
    return 1;
}

static const char *bundled_text(void) { return calc2_bundled_text(); }

static int apply(const void *puzzle, const char *move, const cs_options *opt, void **next, cs_buf *step,
                 cs_error *err)
{
    (void)opt;
    calc2_level *after = malloc(sizeof *after);
    if (!after)
        return cs_fail(err, 0, "move", "out of memory");
    if (calc2_play(puzzle, move, after, step, err) != 0) {
        free(after);
        return -1;
    }
    *next = after;
    return 0;
}

static void hint(cs_buf *out, const void *puzzle, const cs_options *opt, cs_format format)
{
    cs_budget budget = cs_budget_for(opt, BROWSER_MAX_STATES);
    calc2_hint(out, puzzle, &budget, format == CS_JSON);
}

static int ladder(const void *puzzle, const cs_options *opt, cs_ladder *l, cs_error *err)
{
    cs_budget budget = cs_budget_for(opt, BROWSER_MAX_STATES);
    return calc2_ladder(puzzle, &budget, l, err);
}

static void board(cs_buf *out, const void *puzzle, const cs_options *opt)
{
    (void)opt;
    calc2_board(out, puzzle);
}

static int numbered_move(const void *puzzle, int n, cs_buf *label) { return calc2_numbered_move(puzzle, n, label); }

static int choices(const void *puzzle, const char *move, cs_buf *question, cs_buf *list)
{
    return calc2_choices(puzzle, move, question, list);
}

/* cs_game.generate: two goals unless a date decides; --difficulty, --kinds and --portal are
 * the first game's and refused here. */
static int generate(const cs_generate_options *gen, const cs_options *opt, void **puzzle, double *difficulty,
                    cs_buf *solution, cs_error *err)
{
    if (!gen->date && gen->difficulty)
        return cs_fail(err, 0, "difficulty", "Calculator 2 levels are made by --moves, not by a difficulty");
    if (!gen->date && gen->kinds)
        return cs_fail(err, 0, "kinds", "Calculator 2 levels draw their own keys");
    if (!gen->date && gen->portal)
        return cs_fail(err, 0, "portal", "Calculator 2 levels are made without a portal");
    calc2_level *level = malloc(sizeof *level);
    calc2_result r;
    if (!level)
        return cs_fail(err, 0, "generate", "out of memory");
    int status = gen->date ? calc2_daily(gen->date, opt->budget.cancel, level, &r, difficulty, err)
                           : calc2_generate(gen->seed, gen->moves, 2, gen->allow_many, gen->tries, opt->budget.cancel,
                                            level, &r, difficulty, err);
    if (status != 0) {
        free(level);
        return -1;
    }
    calc2_report_moves(solution, level, &r);
    *puzzle = level;
    return 0;
}

const cs_game cs_game_calculator2 = {
    .name = "calculator2", .title = "Calculator 2",
    .describe_fields = describe_fields, .check_field = check_field, .check_item = check_item,
    .parse = parse, .free_puzzle = free, .puzzle_text = puzzle_text, .puzzle_json = puzzle_json,
    .bundled_text = bundled_text,
    .result_size = sizeof(calc2_result), .solve = solve, .free_result = free_result, .report = report,
    .outcome = outcome,
    .apply = apply, .hint = hint, .ladder = ladder, .board = board, .numbered_move = numbered_move,
    .choices = choices,
    .generate = generate,
    .help_topic = calc2_help_topic,
    .offers = CS_OFFER_ALL,
};
