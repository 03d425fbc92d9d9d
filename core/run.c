/*
 * run.c: the generic runner every front end uses (game.h). It splits puzzle text
 * at its blank lines, hands each block to the game's parse, solves it and passes
 * the report on at once, so a file of many puzzles never sits whole in memory.
 */
#include "game.h"

#include <stdlib.h>
#include <string.h>

/* A line that holds nothing but spaces and a comment ends a puzzle. */
static int is_blank_line(const char *line, size_t length)
{
    for (size_t i = 0; i < length; i++) {
        if (line[i] == '#')
            return 1;
        if (line[i] != ' ' && line[i] != '\t' && line[i] != '\r')
            return 0;
    }
    return 1;
}

/* What to do with one puzzle: 0 to go on, -1 (input error in err) or 1 to stop. */
typedef int (*puzzle_fn)(const cs_game *game, void *puzzle, int index, int first_line, void *context, cs_error *err);

/* Parses the block text[0 .. length), whose first line is first_line of the
 * whole input, and hands the puzzle to each (which does not free it). */
static int parse_block(const cs_game *game, const char *block, size_t length, int first_line, int index,
                       const cs_options *opt, puzzle_fn each, void *context, cs_error *err)
{
    char *text = malloc(length + 1);
    if (!text)
        return cs_fail(err, first_line, "input", "out of memory");
    memcpy(text, block, length);
    text[length] = '\0';
    void *puzzle = NULL;
    int status = game->parse(text, opt, &puzzle, err);
    free(text);
    if (status != 0) {
        if (err && err->line > 0)
            err->line += first_line - 1;
        return -1;
    }
    status = each(game, puzzle, index, first_line, context, err);
    game->free_puzzle(puzzle);
    return status;
}

/* Walks text block by block: the lines between blank ones. */
typedef struct block_walk {
    const char *p;         /* where the next line starts; NULL at the end */
    int line;              /* lines read so far */
} block_walk;

/* The next block: 1 with *block, *length and *first_line; 0 at the end; -1
 * with err for a line that is too long. */
static int next_block(block_walk *walk, const char **block, size_t *length, int *first_line, cs_error *err)
{
    const char *start = NULL;
    while (walk->p) {
        const char *p = walk->p, *eol = strchr(p, '\n');
        size_t line_length = eol ? (size_t)(eol - p) : strlen(p);
        walk->line++;
        if (line_length > CS_MAX_LINE)
            return cs_fail_long_line(err, walk->line, p, line_length, CS_MAX_LINE);
        int blank = is_blank_line(p, line_length);
        const char *next = eol ? eol + 1 : p + line_length;
        walk->p = eol && *next ? next : NULL;
        if (!blank && !start) {
            start = p;
            *first_line = walk->line;
        }
        if (start && (blank || !walk->p)) {
            *block = start;
            *length = (size_t)((blank ? p : next) - start);
            return 1;
        }
    }
    return 0;
}

/* Every puzzle of text in turn. 0, -1 (input error) or 1 (each said stop). */
static int for_each_puzzle(const cs_game *game, const char *text, const cs_options *opt, puzzle_fn each,
                           void *context, cs_error *err)
{
    block_walk walk = {text && *text ? text : NULL, 0};
    const char *block;
    size_t length;
    int first_line, puzzles = 0, found;
    while ((found = next_block(&walk, &block, &length, &first_line, err)) == 1) {
        int status = parse_block(game, block, length, first_line, puzzles, opt, each, context, err);
        if (status != 0)
            return status;
        puzzles++;
    }
    if (found < 0)
        return -1;
    if (puzzles == 0) { /* the game's own words for "nothing here" */
        void *puzzle = NULL;
        if (game->parse("", opt, &puzzle, err) == 0) {
            game->free_puzzle(puzzle);
            return cs_fail(err, 0, "input", "no puzzle found");
        }
        return -1;
    }
    return 0;
}

int cs_puzzle_at(const char *text, int index, cs_buf *out, int *first_line)
{
    block_walk walk = {text && *text ? text : NULL, 0};
    const char *block;
    size_t length;
    cs_error err;
    for (int i = 0; next_block(&walk, &block, &length, first_line, &err) == 1; i++) {
        if (i == index) {
            cs_buf_addn(out, block, length);
            if (length == 0 || block[length - 1] != '\n')
                cs_buf_add(out, "\n");
            return 0;
        }
    }
    return -1;
}

static int count_puzzle(const cs_game *game, void *puzzle, int index, int first_line, void *context, cs_error *err)
{
    (void)game;
    (void)puzzle;
    (void)index;
    (void)first_line;
    (void)err;
    ++*(int *)context;
    return 0;
}

int cs_check_text(const cs_game *game, const char *text, const cs_options *opt, cs_error *err)
{
    const cs_options defaults = {0};
    int count = 0;
    return for_each_puzzle(game, text, opt ? opt : &defaults, count_puzzle, &count, err) == 0 ? count : -1;
}

typedef struct run_context {
    const cs_options *opt;
    cs_format format;
    const cs_run_hooks *hooks;
    int hint;              /* report the hint instead of the solution */
} run_context;

static int solve_and_report(const cs_game *game, void *puzzle, int index, int first_line, void *context,
                            cs_error *err)
{
    const run_context *run = context;
    const cs_run_hooks *hooks = run->hooks;
    void *result = NULL;
    if (hooks->before && hooks->before(hooks->context) != 0)
        return 1;
    if (!run->hint && (result = calloc(1, game->result_size)) == NULL)
        return cs_fail(err, first_line, "memory", "out of memory");
    if (!run->hint && game->solve(puzzle, run->opt, result, err) != 0) {
        free(result);
        if (err && err->line == 0)
            err->line = first_line;
        return -1;
    }
    cs_buf report = {0};
    if (run->format == CS_TEXT && index > 0 && !run->hint)
        cs_buf_add(&report, "\n");
    if (run->hint && run->opt->ladder) {
        cs_ladder ladder;
        memset(&ladder, 0, sizeof ladder);
        int status = game->ladder(puzzle, run->opt, &ladder, err);
        if (status == 0)
            cs_ladder_report(&report, game->name, &ladder, run->format == CS_JSON);
        cs_ladder_free(&ladder);
        if (status != 0) {
            cs_buf_free(&report);
            if (err && err->line == 0)
                err->line = first_line;
            return -1;
        }
    } else if (run->hint) {
        game->hint(&report, puzzle, run->opt, run->format);
    } else {
        game->report(&report, puzzle, result, run->opt, run->format);
        if (hooks->outcome && game->outcome) {
            uint64_t states = 0;
            int solved = game->outcome(puzzle, result, &states);
            hooks->outcome(hooks->context, solved, states);
        }
        game->free_result(result);
        free(result);
    }
    if (run->format == CS_JSON)
        cs_buf_add(&report, "\n");
    int status = report.failed ? cs_fail(err, first_line, "memory", "out of memory while writing the report")
                               : hooks->write(hooks->context, report.data ? report.data : "", report.len) != 0;
    cs_buf_free(&report);
    return status;
}

static int run_puzzles(const cs_game *game, const char *text, const cs_options *opt, cs_format format,
                       const cs_run_hooks *hooks, int hint, cs_error *err)
{
    const cs_options defaults = {0};
    run_context run = {opt ? opt : &defaults, format, hooks, hint};
    if (hint && !game->hint)
        return cs_fail(err, 0, "game", "%s has no hints", game->title);
    if (hint && run.opt->ladder && !game->ladder)
        return cs_fail(err, 0, "game", "%s has no hint ladder", game->title);
    return for_each_puzzle(game, text, run.opt, solve_and_report, &run, err);
}

int cs_run(const cs_game *game, const char *text, const cs_options *opt, cs_format format, cs_write_fn write,
           void *context, cs_error *err)
{
    cs_run_hooks hooks = {write, NULL, NULL, context};
    return run_puzzles(game, text, opt, format, &hooks, 0, err);
}

int cs_run_hooked(const cs_game *game, const char *text, const cs_options *opt, cs_format format,
                  const cs_run_hooks *hooks, cs_error *err)
{
    return run_puzzles(game, text, opt, format, hooks, 0, err);
}

int cs_hint_hooked(const cs_game *game, const char *text, const cs_options *opt, cs_format format,
                   const cs_run_hooks *hooks, cs_error *err)
{
    return run_puzzles(game, text, opt, format, hooks, 1, err);
}

/* Collects JSON objects joined by ",\n", for one answer in memory. */
typedef struct json_collector {
    cs_buf objects;
    int count;
} json_collector;

static int collect_json(void *context, const char *text, size_t length)
{
    json_collector *c = context;
    if (length && text[length - 1] == '\n')
        length--;
    if (c->count++)
        cs_buf_add(&c->objects, ",\n");
    cs_buf_addn(&c->objects, text, length);
    return c->objects.failed;
}

static int collect_puzzle_json(const cs_game *game, void *puzzle, int index, int first_line, void *context,
                               cs_error *err)
{
    (void)index;
    (void)first_line;
    (void)err;
    cs_buf one = {0};
    game->puzzle_json(&one, puzzle);
    int status = one.failed || collect_json(context, one.data ? one.data : "", one.len);
    cs_buf_free(&one);
    return status ? cs_fail(err, first_line, "memory", "out of memory") : 0;
}

/* The collected objects, one alone or as an array (always an array when
 * as_array), or the error object when status is not 0. */
static char *finish_json(json_collector *c, int status, const cs_error *err, int as_array)
{
    cs_buf out = {0};
    if (status != 0) {
        cs_json_error(&out, err);
    } else if (c->count > 1 || as_array) {
        cs_buf_add(&out, "[");
        cs_buf_addn(&out, c->objects.data ? c->objects.data : "", c->objects.len);
        cs_buf_add(&out, "]");
    } else {
        cs_buf_addn(&out, c->objects.data ? c->objects.data : "", c->objects.len);
    }
    cs_buf_add(&out, "\n");
    cs_buf_free(&c->objects);
    return cs_buf_take(&out);
}

static const cs_game *find_game(const char *name, cs_error *err)
{
    const cs_game *game = cs_game_find(name);
    if (!game)
        cs_unknown_game(err, name);
    return game;
}

/* The solutions (or the hints) of every puzzle of text as one JSON answer. */
static char *run_json(const char *game_name, const char *text, const cs_options *opt, int hint)
{
    cs_error err;
    json_collector c = {{0}, 0};
    const cs_game *game = find_game(game_name, &err);
    cs_run_hooks hooks = {collect_json, NULL, NULL, &c};
    int status = game ? run_puzzles(game, text, opt, CS_JSON, &hooks, hint, &err) : -1;
    return finish_json(&c, status, &err, 0);
}

char *cs_solve_json(const char *game_name, const char *text, const cs_options *opt)
{
    return run_json(game_name, text, opt, 0);
}

char *cs_hint_json(const char *game_name, const char *text, const cs_options *opt)
{
    return run_json(game_name, text, opt, 1);
}

/* Applies the move to the first puzzle of text, into a collector's one object. */
typedef struct play_context {
    const char *move;
    const cs_options *opt;
    cs_buf out;
} play_context;

static int play_one(const cs_game *game, void *puzzle, int index, int first_line, void *context, cs_error *err)
{
    play_context *play = context;
    (void)first_line;
    if (index > 0)
        return cs_fail(err, first_line, "input", "a move is played on one puzzle, and the text holds more");
    void *next = NULL;
    cs_buf step = {0};
    if (game->apply(puzzle, play->move, play->opt, &next, &step, err) != 0) {
        cs_buf_free(&step);
        return -1;
    }
    cs_buf text = {0};
    game->puzzle_text(&text, next);
    cs_buf_add(&play->out, "{\"step\": ");
    cs_buf_addn(&play->out, step.data ? step.data : "null", step.data ? step.len : 4);
    cs_buf_add(&play->out, ", \"puzzle\": ");
    game->puzzle_json(&play->out, next);
    cs_buf_add(&play->out, ", \"text\": ");
    cs_json_str(&play->out, text.data ? text.data : "");
    cs_buf_add(&play->out, "}");
    int failed = step.failed || text.failed;
    cs_buf_free(&step);
    cs_buf_free(&text);
    game->free_puzzle(next);
    return failed ? cs_fail(err, 0, "memory", "out of memory") : 0;
}

char *cs_play_json(const char *game_name, const char *text, const char *move, const cs_options *opt)
{
    const cs_options defaults = {0};
    cs_error err;
    play_context play = {move ? move : "", opt ? opt : &defaults, {0}};
    const cs_game *game = find_game(game_name, &err);
    int status = !game ? -1
                 : !game->apply ? cs_fail(&err, 0, "game", "%s cannot be played here yet", game->title)
                                : for_each_puzzle(game, text, play.opt, play_one, &play, &err);
    json_collector c = {play.out, status == 0};
    return finish_json(&c, status, &err, 0);
}

char *cs_read_json(const char *game_name, const char *text, const cs_options *opt)
{
    const cs_options defaults = {0};
    cs_error err;
    json_collector c = {{0}, 0};
    const cs_game *game = find_game(game_name, &err);
    int status = game ? for_each_puzzle(game, text, opt ? opt : &defaults, collect_puzzle_json, &c, &err) : -1;
    return finish_json(&c, status, &err, 1);
}
