/*
 * game.c: Digits behind struct cs_game. A puzzle is `target: 415` and
 * `numbers: 1 2 3 4 5 6`; a game in progress adds `pool:`, the numbers left to
 * play, `best:`, the number nearest the target made or given so far (its stars
 * are the game's, as in the original, where a near miss can be kept), and
 * `submitted: yes` once the player ended the game with the move `submit`.
 * `picked:` is a number the player has picked, which the hint builds on. The
 * values are checked by digits_parse itself, so the rules and messages stay in
 * the rest of core/digits/.
 */
#include "digits.h"
#include "fields.h"
#include "digits_generate.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define BROWSER_MAX_STATES 3000000u /* table entries in a browser tab, far above any six numbers' need */

enum { FIELD_TARGET, FIELD_NUMBERS, FIELD_POOL, FIELD_BEST, FIELD_SUBMITTED, FIELD_PICKED, FIELD_COUNT };

/* The move that ends a game with the best number reached (the original's Submit). */
#define SUBMIT_MOVE "submit"

/* The numbers as given, and the pool that play has left (the given numbers until a move). */
typedef struct digits_game_puzzle {
    digits_puzzle given;
    digits_puzzle pool;
    int in_play;
    int64_t best;      /* the number nearest the target reached so far (given or made) */
    int submitted;     /* the player ended the game (submit) */
    int64_t picked;    /* a number picked for the hint to build on; 0: none */
} digits_game_puzzle;

static int describe_fields(const cs_options *opt, cs_field *fields)
{
    (void)opt;
    const cs_field list[FIELD_COUNT] = {
        {"target", "Target", CS_FIELD_INTEGER, 1, 1, DIGITS_MAX_TARGET, "The number to reach.", 0, NULL,
         {"Enter the target: ", NULL, NULL, NULL}},
        {"numbers", "Numbers", CS_FIELD_LIST, 1, DIGITS_MIN_NUMBERS, DIGITS_MAX_NUMBERS,
         "2 to 6 positive whole numbers (each at most 4294967295), separated by commas or spaces.", 0, " ",
         {"Enter one number per line (empty line to mark end of list):", "number", NULL, NULL}},
        {"pool", "Pool", CS_FIELD_LIST, 0, 1, DIGITS_MAX_NUMBERS,
         "The numbers left to play in a game in progress, results included.", 1, " ",
         {NULL, NULL, NULL, NULL}},
        {"best", "Best so far", CS_FIELD_INTEGER, 0, 1, DIGITS_MAX_VALUE,
         "The number nearest the target reached so far in a game in progress.", 1, NULL, {NULL, NULL, NULL, NULL}},
        {"submitted", "Submitted", CS_FIELD_INTEGER, 0, 0, 1,
         "1 once the game was ended with submit, its best number kept.", 1, NULL, {NULL, NULL, NULL, NULL}},
        {"picked", "Picked", CS_FIELD_INTEGER, 0, 1, DIGITS_MAX_VALUE,
         "A number of the pool the player has picked: the hint builds on it.", 1, NULL, {NULL, NULL, NULL, NULL}},
    };
    memcpy(fields, list, sizeof list);
    return FIELD_COUNT;
}

static void json_numbers(cs_buf *out, const digits_puzzle *p)
{
    cs_buf_add(out, "[");
    for (int i = 0; i < p->count; i++)
        cs_buf_printf(out, i ? ", %lld" : "%lld", (long long)p->numbers[i]);
    cs_buf_add(out, "]");
}

/* A's distance from the target. */
static int64_t distance_of(int64_t value, int64_t target) { return value > target ? value - target : target - value; }

/* a when it is nearer the target than b (the smaller on a tie), else b. */
static int64_t nearer(int64_t a, int64_t b, int64_t target)
{
    int64_t da = distance_of(a, target), db = distance_of(b, target);
    return da < db || (da == db && a < b) ? a : b;
}

/* An optional whole number of the game's state: 0 when absent, else within [min, max]. */
static int read_state_value(const char *text, const char *field, int64_t min, int64_t max, int64_t *out,
                            cs_error *err)
{
    *out = 0;
    if (!text)
        return 0;
    if (cs_parse_whole(text, 0, field, out, err) != 0)
        return -1;
    if (*out < min || *out > max)
        return cs_fail(err, 0, field, "%s is %lld: expected %lld to %lld", field, (long long)*out, (long long)min,
                       (long long)max);
    return 0;
}

/* A valid value for the fields not being checked, so that digits_parse judges one field alone. */
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
    if (strcmp(field, "numbers") == 0) {
        if (digits_parse("1", value, &puzzle, err) != 0)
            return -1;
    } else if (strcmp(field, "pool") == 0) {
        if (digits_parse("1", "1 2", &puzzle, err) != 0 || digits_parse_pool(value, &puzzle, err) != 0)
            return -1;
    } else if (strcmp(field, "best") == 0 || strcmp(field, "submitted") == 0 || strcmp(field, "picked") == 0) {
        int64_t v;
        int submitted = strcmp(field, "submitted") == 0;
        if (read_state_value(value, field, submitted ? 0 : 1, submitted ? 1 : DIGITS_MAX_VALUE, &v, err) != 0)
            return -1;
        cs_buf_printf(canonical, "%lld", (long long)v);
        return 0;
    } else {
        return cs_fail(err, 0, field, "Digits has no field \"%.30s\" (expected target, numbers, pool, best, "
                       "submitted, picked)", field);
    }
    json_numbers(canonical, &puzzle);
    return 0;
}

/* One number as a prompt asks for it: alone on its line, checked as a list of it and a 1. */
static int check_item(const char *field, const char *item, const cs_options *opt, cs_error *err)
{
    (void)opt;
    if (strcmp(field, "numbers") != 0 && strcmp(field, "pool") != 0)
        return cs_fail(err, 0, field, "Digits has no list \"%.30s\" (expected numbers, pool)", field);
    if (strpbrk(item, " ,\t"))
        return cs_fail(err, 0, field, "one number a line, not \"%.30s\"", item);
    cs_buf list = {0};
    digits_puzzle puzzle;
    cs_buf_printf(&list, "%s 1", item);
    int status = list.failed ? cs_fail(err, 0, field, "out of memory") : digits_parse("1", list.data, &puzzle, err);
    cs_buf_free(&list);
    if (status != 0)
        snprintf(err->field, sizeof err->field, "%s", field);
    return status;
}

/* The given puzzle, field by field in their order, so that a bad target is
 * named before numbers left out ("target: x" is about the target). */
static int parse_given(const cs_field_values *values, const cs_field *fields, digits_puzzle *out, cs_error *err)
{
    if (cs_field_given(values, fields, FIELD_TARGET, err) != 0 ||
        digits_parse_target(values->value[FIELD_TARGET], &out->target, err) != 0 ||
        cs_field_given(values, fields, FIELD_NUMBERS, err) != 0)
        return -1;
    return digits_parse(values->value[FIELD_TARGET], values->value[FIELD_NUMBERS], out, err);
}

/* The number nearest the target among the given numbers and the pool: the best reached unless a
 * nearer one was made and then used up (only then does the text carry `best:`). */
static int64_t nearest_in_sight(const digits_game_puzzle *p)
{
    int64_t best = p->given.numbers[0];
    for (int i = 1; i < p->given.count; i++)
        best = nearer(p->given.numbers[i], best, p->given.target);
    for (int i = 0; i < p->pool.count; i++)
        best = nearer(p->pool.numbers[i], best, p->given.target);
    return best;
}

/* best (nearest_in_sight when absent), submitted and picked (which must be in the pool). */
static int parse_state(const cs_field_values *values, digits_game_puzzle *p, cs_error *err)
{
    int64_t submitted;
    if (read_state_value(values->value[FIELD_BEST], "best", 1, DIGITS_MAX_VALUE, &p->best, err) != 0 ||
        read_state_value(values->value[FIELD_SUBMITTED], "submitted", 0, 1, &submitted, err) != 0 ||
        read_state_value(values->value[FIELD_PICKED], "picked", 1, DIGITS_MAX_VALUE, &p->picked, err) != 0)
        return -1;
    p->submitted = submitted == 1;
    if (!p->best)
        p->best = nearest_in_sight(p);
    if (!p->picked)
        return 0;
    for (int i = 0; i < p->pool.count; i++)
        if (p->pool.numbers[i] == p->picked)
            return 0;
    return cs_fail(err, 0, "picked", "%lld is not in the pool", (long long)p->picked);
}

static int parse(const char *text, const cs_options *opt, void **puzzle, cs_error *err)
{
    cs_field fields[CS_MAX_FIELDS];
    int count = describe_fields(opt, fields);
    cs_field_values values;
    if (cs_read_fields(text, fields, count, "no puzzle found (expected \"target: 415\" and \"numbers: 1 2 3 4 5 6\")",
                       &values, err) != 0)
        return -1;
    digits_game_puzzle *p = malloc(sizeof *p);
    int status = p ? parse_given(&values, fields, &p->given, err)
                   : cs_fail(err, 0, "input", "out of memory");
    if (status == 0) {
        p->pool = p->given;
        p->in_play = values.value[FIELD_POOL] != NULL;
        if (p->in_play)
            status = digits_parse_pool(values.value[FIELD_POOL], &p->pool, err);
    }
    if (status == 0)
        status = parse_state(&values, p, err);
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

static void text_numbers(cs_buf *out, const char *key, const digits_puzzle *p)
{
    cs_buf_printf(out, "%s:", key);
    for (int i = 0; i < p->count; i++)
        cs_buf_printf(out, " %lld", (long long)p->numbers[i]);
    cs_buf_add(out, "\n");
}

static void puzzle_text(cs_buf *out, const void *puzzle)
{
    const digits_game_puzzle *p = puzzle;
    cs_buf_printf(out, "target: %lld\n", (long long)p->given.target);
    text_numbers(out, "numbers", &p->given);
    if (p->in_play) {
        text_numbers(out, "pool", &p->pool);
        if (p->best != nearest_in_sight(p))
            cs_buf_printf(out, "best: %lld\n", (long long)p->best);
    }
    if (p->submitted)
        cs_buf_add(out, "submitted: 1\n");
}

/* The best number reached so far, how far off and its stars: the game's score. */
static void reached_json(cs_buf *out, const digits_game_puzzle *p)
{
    int64_t distance = distance_of(p->best, p->given.target);
    cs_buf_printf(out, ", \"reached\": %lld, \"reached_distance\": %lld, \"reached_stars\": %d", (long long)p->best,
                  (long long)distance, digits_stars(distance));
}

static void puzzle_json(cs_buf *out, const void *puzzle)
{
    const digits_game_puzzle *p = puzzle;
    cs_buf_printf(out, "{\"target\": %lld, \"numbers\": ", (long long)p->given.target);
    json_numbers(out, &p->given);
    if (p->in_play) {
        cs_buf_add(out, ", \"pool\": ");
        json_numbers(out, &p->pool);
        reached_json(out, p);
        cs_buf_printf(out, ", \"submitted\": %s", p->submitted ? "true" : "false");
    }
    cs_buf_add(out, "}");
}

static int solve(const void *puzzle, const cs_options *opt, void *result, cs_error *err)
{
    const digits_game_puzzle *p = puzzle;
    cs_budget budget = cs_budget_for(opt, BROWSER_MAX_STATES);
    return digits_solve(&p->pool, opt->all ? DIGITS_MAX_LISTED : 0, &budget, result, err);
}

static void free_result(void *result) { digits_result_free(result); }

/* A game in progress reports from its pool: "numbers" there are the pool's. */
static void report(cs_buf *out, const void *puzzle, const void *result, const cs_options *opt, cs_format format)
{
    const digits_game_puzzle *p = puzzle;
    digits_result scored = *(const digits_result *)result; /* the same result with its difficulty */
    if (scored.solved && scored.stop == CS_FINISHED && !opt->all)
        scored.difficulty = digits_difficulty_of(&scored);
    else if (scored.solved && scored.stop == CS_FINISHED) { /* listing adds states: score the plain search */
        cs_budget budget = cs_budget_for(opt, BROWSER_MAX_STATES);
        if (digits_difficulty(&p->pool, &budget, &scored.difficulty, NULL) != 0)
            scored.difficulty = 0;
    }
    if (format == CS_JSON)
        digits_report_json(out, &p->pool, &scored, opt->all);
    else
        digits_report_text(out, &p->pool, &scored, opt->all);
}

/* submit: the game ends with the best number reached, its stars kept. */
static int submit(const digits_game_puzzle *p, digits_game_puzzle *after, cs_buf *step, cs_error *err)
{
    if (p->submitted)
        return cs_fail(err, 0, "move", "the game is submitted already");
    after->submitted = 1;
    after->in_play = 1;
    int64_t distance = distance_of(p->best, p->given.target);
    cs_buf_add(step, "{\"submitted\": true, \"pool\": ");
    json_numbers(step, &after->pool);
    cs_buf_printf(step, ", \"reached\": %lld, \"reached_distance\": %lld, \"reached_stars\": %d, \"won\": false, "
                  "\"over\": true}", (long long)p->best, (long long)distance, digits_stars(distance));
    return 0;
}

/* The move is `submit`, spaces around it allowed. */
static int is_submit(const char *move)
{
    move += strspn(move, " ");
    size_t length = strlen(SUBMIT_MOVE);
    return strncmp(move, SUBMIT_MOVE, length) == 0 && move[length + strspn(move + length, " ")] == '\0';
}

static int apply(const void *puzzle, const char *move, const cs_options *opt, void **next, cs_buf *step,
                 cs_error *err)
{
    (void)opt;
    const digits_game_puzzle *p = puzzle;
    digits_step played;
    int places[2];
    digits_game_puzzle *after = malloc(sizeof *after);
    if (!after)
        return cs_fail(err, 0, "move", "out of memory");
    *after = *p;
    after->picked = 0;
    if (is_submit(move)) {
        if (submit(p, after, step, err) != 0) {
            free(after);
            return -1;
        }
        *next = after;
        return 0;
    }
    if (p->submitted) {
        free(after);
        return cs_fail(err, 0, "move", "the game is submitted: no move is left");
    }
    if (digits_parse_move(move, &played, places, err) != 0 ||
        digits_play(&p->pool, &played, places, &after->pool, err) != 0) {
        free(after);
        return -1;
    }
    after->in_play = 1;
    after->best = nearer(played.result, p->best, p->given.target);
    cs_buf_printf(step, "{\"a\": %lld, \"op\": \"%c\", \"b\": %lld, \"result\": %lld, \"pool\": ", (long long)played.a,
                  played.op, (long long)played.b, (long long)played.result);
    json_numbers(step, &after->pool);
    cs_buf_printf(step, ", \"first\": %d, \"second\": %d", places[0], places[1]);
    reached_json(step, after);
    /* how close the pool has come: its number nearest the target (the smaller on a tie) and its stars */
    int64_t best = after->pool.numbers[0], target = p->given.target;
    for (int i = 1; i < after->pool.count; i++)
        best = nearer(after->pool.numbers[i], best, target);
    int64_t distance = distance_of(best, target);
    cs_buf_printf(step, ", \"best\": %lld, \"distance\": %lld, \"stars\": %d, \"won\": %s}", (long long)best,
                  (long long)distance, digits_stars(distance), played.result == target ? "true" : "false");
    *next = after;
    return 0;
}

static void hint(cs_buf *out, const void *puzzle, const cs_options *opt, cs_format format)
{
    const digits_game_puzzle *p = puzzle;
    cs_budget budget = cs_budget_for(opt, BROWSER_MAX_STATES);
    digits_hint h;
    cs_error err;
    int status = p->picked ? digits_hint_picked(&p->pool, p->picked, &budget, &h, &err)
                           : digits_hint_from(&p->pool, &budget, &h, &err);
    if (status != 0) { /* parse checked the pool: cannot happen */
        cs_json_error(out, &err);
        return;
    }
    digits_hint_report(out, &p->pool, &h, format == CS_JSON);
}

static int ladder(const void *puzzle, const cs_options *opt, cs_ladder *ladder, cs_error *err)
{
    const digits_game_puzzle *p = puzzle;
    cs_budget budget = cs_budget_for(opt, BROWSER_MAX_STATES);
    return digits_ladder(&p->pool, &budget, ladder, err);
}

/* cs_game.generate: digits_generate (generate.h; gen->moves is the number of
 * operations), or the puzzle of gen->date (daily.c); the solution one step a line. */
static int generate(const cs_generate_options *gen, const cs_options *opt, void **puzzle, double *difficulty,
                    cs_buf *solution, cs_error *err)
{
    if (!gen->date && (gen->kinds || gen->portal || gen->allow_many))
        return cs_fail(err, 0, gen->kinds ? "kinds" : gen->portal ? "portal" : "allow-many",
                       "Digits has no buttons, portals or several shortest solutions to ask for");
    digits_game_puzzle *p = calloc(1, sizeof *p);
    if (!p)
        return cs_fail(err, 0, "generate", "out of memory");
    digits_result r;
    digits_generate_options o = {0};
    int status = 0;
    if (gen->date) {
        status = daily_digits_options(gen->date, &o, err); /* only the Digits puzzle: not the day's level too */
    } else {
        o.seed = gen->seed;
        o.ops = gen->moves;
        o.difficulty = gen->difficulty;
        o.max_tries = gen->tries;
    }
    o.cancel = opt->budget.cancel;
    if (status == 0)
        status = digits_generate(&o, &p->given, &r, difficulty, err);
    if (status != 0) {
        free(p);
        return -1;
    }
    p->pool = p->given;
    for (int s = 0; s < r.best.step_count; s++) {
        char text[DIGITS_STEP_TEXT_SIZE];
        digits_step_text(&r.best.steps[s], text);
        cs_buf_printf(solution, "%s\n", text);
    }
    digits_result_free(&r);
    *puzzle = p;
    return 0;
}

#define DIGITS_STR_(x) #x
#define DIGITS_STR(x) DIGITS_STR_(x)

/* The stars' thresholds in words, from the constants digits_stars counts by, so the
 * page and `calcsolve help digits` cannot drift from the scoring. */
static int help_topic(int index, cs_help_topic *topic)
{
    if (index != 0)
        return -1;
    topic->topic = "stars";
    topic->name = "Stars";
    topic->summary = "3 stars for the target, 2 for a number within " DIGITS_STR(DIGITS_TWO_STARS_WITHIN)
                     " of it, 1 within " DIGITS_STR(DIGITS_ONE_STAR_WITHIN);
    topic->example = "target 415, closest 409: 6 away, 2 stars";
    return 0;
}

const cs_game cs_game_digits = {
    .name = "digits", .title = "Digits",
    /* its fields, for forms and prompts */
    .describe_fields = describe_fields, .check_field = check_field, .check_item = check_item,
    /* its puzzles */
    .parse = parse, .free_puzzle = free, .puzzle_text = puzzle_text, .puzzle_json = puzzle_json,
    /* solving */
    .result_size = sizeof(digits_result), .solve = solve, .free_result = free_result, .report = report,
    /* play */
    .apply = apply, .hint = hint, .ladder = ladder,
    /* new puzzles */
    .generate = generate,
    /* help for players: the stars */
    .help_topic = help_topic,
    /* for front ends: --all counts every shortest solution; a command line's usage line */
    .offers = CS_OFFER_ALL,
    .usage = {"TARGET N1 N2 ...", "(" DIGITS_STR(DIGITS_MIN_NUMBERS) " to " DIGITS_STR(DIGITS_MAX_NUMBERS) " numbers)",
              "a Digits puzzle: reach TARGET from " DIGITS_STR(DIGITS_MIN_NUMBERS) " to " DIGITS_STR(DIGITS_MAX_NUMBERS)
              " numbers"},
};
