/*
 * calc/game.c: Calculator: The Game behind struct cs_game. It adapts the level
 * parser, the search and the reports of calc.h to the interface; no rule lives
 * here.
 */
#include "calc.h"
#include "fastops.h"
#include "game.h"
#include "calc_generate.h"
#include "levels_data.h"

#include <stdlib.h>
#include <string.h>

#define BROWSER_MAX_STATES 3000000u /* a search in a browser tab: about a second */

/* The display size of opt is checked where a puzzle is read (parse, check_field);
 * elsewhere an out-of-range size falls back to the default. */
static int display_ok(const cs_options *opt)
{
    return !opt || opt->display_digits == 0 || (opt->display_digits >= 1 && opt->display_digits <= CALC_MAX_DIGITS);
}

static calc_rules rules_of(const cs_options *opt)
{
    int digits = opt && opt->display_digits && display_ok(opt) ? opt->display_digits : CALC_DEFAULT_DIGITS;
    calc_rules rules = {opt ? opt->classic : 0, digits};
    return rules;
}

static int check_display(const cs_options *opt, cs_error *err)
{
    return display_ok(opt) ? 0 : cs_fail(err, 0, "digits", "the display takes 1 to %d digits", CALC_MAX_DIGITS);
}

static int describe_fields(const cs_options *opt, cs_field *fields)
{
    int digits = rules_of(opt).digits;
    int64_t limit = calc_pow10[digits] - 1; /* the widest value the display shows */
    const cs_field list[] = {
        {"level", "Level", CS_FIELD_INTEGER, 0, 1, 1000000, "The level's number in the app, if it has one.", 0, NULL,
         {NULL, NULL, NULL, NULL}},
        {"start", "Start", CS_FIELD_INTEGER, 1, -limit, limit, "What the display shows at the start.", 0, NULL,
         {"Enter start value: ", NULL, NULL, NULL}},
        {"goal", "Goal", CS_FIELD_INTEGER, 1, -limit, limit, "The value to reach.", 0, NULL,
         {"Enter goal value: ", NULL, NULL, NULL}},
        {"moves", "Moves", CS_FIELD_INTEGER, 1, 1, CALC_MAX_MOVES, "How many presses the level allows.", 0, NULL,
         {"Enter the number of moves: ", NULL, NULL, NULL}},
        {"buttons", "Buttons", CS_FIELD_LIST, 1, 1, CALC_MAX_BUTTONS,
         "The level's buttons, e.g. +2, x3, 3=>5, Reverse, Store, [+]1.", 0, ", ",
         {"Enter one rule per line (empty string to mark end of list):", "rule", NULL, NULL}},
        {"portal", "Portal", CS_FIELD_PAIR, 0, 0, digits - 1,
         "Entry and exit places, counted from the ones place (entry left of exit), e.g. 4 0.", 0, NULL,
         {"Are there any portals for this game? (y/n): ",  NULL,
          "Enter the distance from the ones place of the portal on the left: ",
          "Enter the distance from the ones place of the portal on the right: "}},
        {"store", "Store holds", CS_FIELD_INTEGER, 0, 0, limit, "What Store holds in a game in progress.", 1, NULL,
         {NULL, NULL, NULL, NULL}},
        {"offset", "[+] offset", CS_FIELD_INTEGER, 0, 0, limit, "The sum of [+]N pressed so far in a game in progress.",
         1, NULL, {NULL, NULL, NULL, NULL}},
    };
    memcpy(fields, list, sizeof list);
    return (int)(sizeof list / sizeof list[0]);
}

/* The other fields of the smallest valid level, so one field can be checked by
 * the level parser itself: the same rules, the same messages. */
static const char *const FILLER[][2] = {
    {"start", "0"}, {"goal", "0"}, {"moves", "1"}, {"buttons", "Store, [+]1"},
};

static int parse_one(const char *text, const calc_rules *rules, calc_level *level, cs_error *err)
{
    calc_level *levels;
    int count = calc_parse_levels(text, rules, &levels, err);
    if (count < 0)
        return -1;
    *level = levels[0]; /* a block of lines without a blank one holds one level */
    free(levels);
    return 0;
}

static int check_field(const char *field, const char *value, const cs_options *opt, cs_buf *canonical,
                       cs_error *err)
{
    if (check_display(opt, err) != 0)
        return -1;
    if (strcmp(field, "digits") == 0) { /* the display size, an option: checked like the others */
        int64_t digits;
        if (cs_parse_int64(value, &digits) != 0 || digits < 1 || digits > CALC_MAX_DIGITS)
            return cs_fail(err, 0, "digits", "the display takes 1 to %d digits", CALC_MAX_DIGITS);
        cs_buf_printf(canonical, "%lld", (long long)digits);
        return 0;
    }
    if (strchr(value, '\n'))
        return cs_fail(err, 0, field, "%s takes one line", field);
    cs_buf text = {0};
    for (size_t i = 0; i < sizeof FILLER / sizeof FILLER[0]; i++)
        if (strcmp(FILLER[i][0], field) != 0)
            cs_buf_printf(&text, "%s: %s\n", FILLER[i][0], FILLER[i][1]);
    cs_buf_printf(&text, "%s: %s\n", field, value);
    calc_rules rules = rules_of(opt);
    calc_level level;
    int status = text.failed ? cs_fail(err, 0, field, "out of memory") : parse_one(text.data, &rules, &level, err);
    cs_buf_free(&text);
    if (status != 0) {
        err->line = 0;
        return -1;
    }
    if (strcmp(field, "buttons") == 0)
        calc_json_buttons(canonical, &level);
    else if (strcmp(field, "portal") == 0)
        cs_buf_printf(canonical, "[%d, %d]", level.portal_in, level.portal_out);
    else if (strcmp(field, "start") == 0 || strcmp(field, "goal") == 0)
        cs_buf_printf(canonical, "%lld", (long long)(field[0] == 's' ? level.start : level.goal));
    else if (strcmp(field, "moves") == 0)
        cs_buf_printf(canonical, "%d", level.moves);
    else if (strcmp(field, "store") == 0)
        cs_buf_printf(canonical, "%lld", (long long)level.store);
    else if (strcmp(field, "offset") == 0)
        cs_buf_printf(canonical, "%lld", (long long)level.offset);
    else
        cs_buf_printf(canonical, "%d", level.number);
    return 0;
}

/* One button as a prompt asks for it: a comma is part of the answer, not a separator. */
static int check_item(const char *field, const char *item, const cs_options *opt, cs_error *err)
{
    (void)opt;
    if (strcmp(field, "buttons") != 0)
        return cs_fail(err, 0, field, "%.30s is not a list of Calculator: The Game", field);
    calc_button button;
    return calc_parse_button(item, &button, err);
}

static int parse(const char *text, const cs_options *opt, void **puzzle, cs_error *err)
{
    if (check_display(opt, err) != 0)
        return -1;
    calc_rules rules = rules_of(opt);
    calc_level *level = malloc(sizeof *level);
    if (!level)
        return cs_fail(err, 0, "input", "out of memory");
    if (parse_one(text, &rules, level, err) != 0) {
        free(level);
        return -1;
    }
    *puzzle = level;
    return 0;
}

static void puzzle_text(cs_buf *out, const void *puzzle)
{
    const calc_level *level = puzzle;
    if (level->number)
        cs_buf_printf(out, "level: %d\n", level->number);
    cs_buf_printf(out, "start: %lld\ngoal: %lld\nmoves: %d\nbuttons: ", (long long)level->start,
                  (long long)level->goal, level->moves);
    for (int i = 0; i < level->button_count; i++)
        cs_buf_printf(out, "%s%s", i ? ", " : "", level->buttons[i].label);
    cs_buf_add(out, "\n");
    static const calc_extras_format FIELDS = {"portal: %d %d\n", "store: %lld\n", "offset: %lld\n"};
    calc_level_extras(out, level, &FIELDS);
}

static void puzzle_json(cs_buf *out, const void *puzzle)
{
    const calc_level *level = puzzle;
    cs_buf_add(out, "{\"level\": ");
    if (level->number)
        cs_buf_printf(out, "%d", level->number);
    else
        cs_buf_add(out, "null");
    cs_buf_printf(out, ", \"start\": %lld, \"goal\": %lld, \"moves\": %d, \"buttons\": ", (long long)level->start,
                  (long long)level->goal, level->moves);
    calc_json_buttons(out, level);
    calc_json_portal(out, level);
    /* the state of a game in progress, only where there is one, so the bundled levels read as before */
    if (level->has_store)
        cs_buf_printf(out, ", \"store\": %lld", (long long)level->store);
    if (level->offset)
        cs_buf_printf(out, ", \"offset\": %lld", (long long)level->offset);
    cs_buf_add(out, "}");
}

static int solve(const void *puzzle, const cs_options *opt, void *result, cs_error *err)
{
    (void)err; /* a level that parsed can always be searched */
    calc_rules rules = rules_of(opt);
    cs_budget budget = cs_budget_for(opt, BROWSER_MAX_STATES);
    return calc_solve(puzzle, &rules, opt->all, CALC_MAX_LISTED, &budget, result);
}

static void free_result(void *result) { calc_result_free(result); }

/* The score of a solved level (generate.h), 0 (the JSON says null) when it has
 * none, or when its search or the sequence walk behind the score stores more
 * than DIFFICULTY_MAX_STATES: the walk keeps a state per (state, depth), about
 * 5 us each, so a big level's report would wait seconds for it. Every bundled
 * level (9,601 states at most) and every generated one is well under. */
#define DIFFICULTY_MAX_STATES 200000u
static double difficulty_of(const calc_level *level, const calc_rules *rules, const cs_options *opt,
                            const calc_result *result)
{
    if (!result->solved || result->stop != CS_FINISHED || result->moves > level->moves ||
        result->states > DIFFICULTY_MAX_STATES)
        return 0;
    cs_budget budget = cs_budget_for(opt, BROWSER_MAX_STATES);
    if (budget.max_states == 0 || budget.max_states > DIFFICULTY_MAX_STATES)
        budget.max_states = DIFFICULTY_MAX_STATES;
    calc_difficulty_info info;
    return calc_difficulty_from(level, rules, &budget, result, &info, NULL) == 0 ? info.score : 0;
}

static void report(cs_buf *out, const void *puzzle, const void *result, const cs_options *opt, cs_format format)
{
    calc_rules rules = rules_of(opt);
    calc_result scored = *(const calc_result *)result; /* the same result with its difficulty */
    if (format == CS_JSON || format == CS_TEXT)
        scored.difficulty = difficulty_of(puzzle, &rules, opt, result);
    result = &scored;
    if (format == CS_JSON)
        calc_report_json(out, puzzle, &rules, result, opt->all);
    else if (format == CS_SUMMARY)
        calc_report_summary(out, puzzle, result, opt->all);
    else if (format == CS_MOVES)
        calc_report_moves(out, puzzle, result);
    else
        calc_report_text(out, puzzle, &rules, result, opt->all);
}

/* Solved within the level's moves (a classic free save costs none). */
static int outcome(const void *puzzle, const void *result, uint64_t *states)
{
    const calc_level *level = puzzle;
    const calc_result *r = result;
    if (states)
        *states = r->states;
    return r->solved && r->moves <= level->moves;
}

static const char *bundled_text(void) { return calc_bundled_levels_text; }

static int apply(const void *puzzle, const char *move, const cs_options *opt, void **next, cs_buf *step,
                 cs_error *err)
{
    const calc_level *level = puzzle;
    calc_rules rules = rules_of(opt);
    calc_press press;
    int64_t before_portal;
    calc_level *after = malloc(sizeof *after);
    if (!after)
        return cs_fail(err, 0, "move", "out of memory");
    if (calc_find_press(level, move, &press, err) != 0 || calc_play(level, &rules, press, after, &before_portal, err) != 0) {
        free(after);
        return -1;
    }
    cs_buf_add(step, "{\"press\": ");
    cs_json_str(step, calc_press_label(level, press));
    cs_buf_printf(step, ", \"value\": %lld", (long long)after->start);
    if (before_portal != after->start) {
        char fell[64];
        calc_portal_fell(level, before_portal, fell, sizeof fell);
        cs_buf_printf(step, ", \"portal_from\": %lld, \"fell\": ", (long long)before_portal);
        cs_json_str(step, fell);
    }
    cs_buf_printf(step, ", \"moves_left\": %d, \"won\": %s", after->moves, after->start == after->goal ? "true" : "false");
    if (after->moves == level->moves) /* the classic save spends no move */
        cs_buf_add(step, ", \"free\": true");
    char key[64];
    calc_state after_state = calc_level_start(after);
    calc_state_key(&after_state, key, sizeof key);
    cs_buf_add(step, ", \"node\": ");
    cs_json_str(step, key);
    cs_buf_add(step, "}");
    *next = after;
    return 0;
}

static void hint(cs_buf *out, const void *puzzle, const cs_options *opt, cs_format format)
{
    calc_rules rules = rules_of(opt);
    cs_budget budget = cs_budget_for(opt, BROWSER_MAX_STATES);
    calc_hint h;
    calc_hint_from(puzzle, &rules, &budget, &h);
    calc_hint_report(out, puzzle, &rules, &h, format == CS_JSON);
}

static int ladder(const void *puzzle, const cs_options *opt, cs_ladder *ladder, cs_error *err)
{
    calc_rules rules = rules_of(opt);
    cs_budget budget = cs_budget_for(opt, BROWSER_MAX_STATES);
    return calc_ladder(puzzle, &rules, &budget, ladder, err);
}

static void board(cs_buf *out, const void *puzzle, const cs_options *opt)
{
    (void)opt;
    calc_board(out, puzzle);
}

static int numbered_move(const void *puzzle, int n, cs_buf *label) { return calc_numbered_move(puzzle, n, label); }

/* cs_game.generate: calc_generate (generate.h) with gen's options, or the
 * level of gen->date (daily.c); the solution one press a line. */
static int generate(const cs_generate_options *gen, const cs_options *opt, void **puzzle, double *difficulty,
                    cs_buf *solution, cs_error *err)
{
    calc_level *level = malloc(sizeof *level);
    if (!level)
        return cs_fail(err, 0, "generate", "out of memory");
    calc_result r;
    calc_generate_options o = {0};
    int status = 0;
    if (gen->date) { /* only the level: not the day's Digits too */
        status = daily_level(gen->date, opt->budget.cancel, level, &r, difficulty, err);
    } else {
        o.seed = gen->seed;
        o.moves = gen->moves;
        o.difficulty = gen->difficulty;
        o.portal = gen->portal;
        o.allow_many = gen->allow_many;
        o.max_tries = gen->tries;
        o.rules = rules_of(opt);
        if (gen->kinds)
            status = calc_parse_kinds(gen->kinds, &o.kinds, err);
    }
    o.cancel = opt->budget.cancel;
    if (status == 0 && !gen->date)
        status = calc_generate(&o, level, &r, difficulty, err);
    if (status != 0) {
        free(level);
        return -1;
    }
    calc_report_moves(solution, level, &r);
    calc_result_free(&r);
    *puzzle = level;
    return 0;
}

static int graph(const void *puzzle, const cs_options *opt, cs_graph *g, cs_error *err)
{
    calc_rules rules = rules_of(opt);
    cs_budget budget = cs_budget_for(opt, BROWSER_MAX_STATES);
    return calc_graph(puzzle, &rules, &budget, g, err);
}

const cs_game cs_game_calculator = {
    .name = "calculator", .title = "Calculator: The Game",
    /* its fields, for forms and prompts */
    .describe_fields = describe_fields, .check_field = check_field, .check_item = check_item,
    /* its puzzles */
    .parse = parse, .free_puzzle = free, .puzzle_text = puzzle_text, .puzzle_json = puzzle_json,
    .bundled_text = bundled_text,
    /* solving */
    .result_size = sizeof(calc_result), .solve = solve, .free_result = free_result, .report = report,
    .outcome = outcome,
    /* play */
    .apply = apply, .hint = hint, .ladder = ladder, .board = board, .numbered_move = numbered_move,
    /* new levels */
    .generate = generate,
    /* the solution space drawn */
    .graph = graph,
    /* what each button does, for players */
    .help_topic = calc_help_topic,
    /* for front ends: the rules of cs_options it reads (--all, --classic, --digits) */
    .offers = CS_OFFER_ALL | CS_OFFER_CLASSIC | CS_OFFER_DISPLAY_DIGITS,
};
