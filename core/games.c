/*
 * games.c: the one list of games, and the generic runner every front end uses.
 *
 * Adding a game is one line in cs_games[] (and its folder of code). cs_run splits
 * puzzle text at its blank lines, hands each block to the game's parse, solves it
 * and passes the report on at once; cs_solve_json is cs_run into one text.
 */
#include "game.h"

#include <stdlib.h>
#include <string.h>

extern const cs_game cs_game_calculator, cs_game_digits, cs_game_clock;

const cs_game *const cs_games[] = {
    &cs_game_calculator,
    &cs_game_digits,
    &cs_game_clock,
};
const int cs_game_count = (int)(sizeof cs_games / sizeof cs_games[0]);

const cs_game *cs_game_find(const char *name)
{
    for (int i = 0; name && i < cs_game_count; i++)
        if (strcmp(cs_games[i]->name, name) == 0)
            return cs_games[i];
    return NULL;
}

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

/* Parses, solves and reports the block text[0 .. length), whose first line is
 * first_line of the whole input. 0, -1 (input error), 1 (write said stop). */
static int run_block(const cs_game *game, const char *block, size_t length, int first_line, int index,
                     const cs_options *opt, cs_format format, cs_write_fn write, void *context, cs_error *err)
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
    void *result = NULL;
    if (game->solve(puzzle, opt, &result, err) != 0) {
        game->free_puzzle(puzzle);
        if (err && err->line == 0)
            err->line = first_line;
        return -1;
    }
    cs_buf report = {0};
    if (format == CS_TEXT && index > 0)
        cs_buf_add(&report, "\n");
    game->report(&report, puzzle, result, opt, format);
    if (format == CS_JSON)
        cs_buf_add(&report, "\n");
    game->free_result(result);
    game->free_puzzle(puzzle);
    int stop = report.failed ? cs_fail(err, first_line, "memory", "out of memory while writing the report")
                             : write(context, report.data ? report.data : "", report.len) != 0;
    cs_buf_free(&report);
    return stop;
}

int cs_run(const cs_game *game, const char *text, const cs_options *opt, cs_format format, cs_write_fn write,
           void *context, cs_error *err)
{
    const cs_options defaults = {0};
    if (!opt)
        opt = &defaults;
    const char *block = NULL;
    int line_number = 0, block_line = 0, puzzles = 0;
    for (const char *p = text ? text : ""; *p || block;) {
        const char *eol = strchr(p, '\n');
        size_t length = eol ? (size_t)(eol - p) : strlen(p);
        line_number++;
        if (length > CS_MAX_LINE)
            return cs_fail(err, line_number, "line", "line is longer than %d bytes", CS_MAX_LINE);
        int blank = is_blank_line(p, length);
        if (!blank && !block) {
            block = p;
            block_line = line_number;
        }
        const char *next = eol ? eol + 1 : p + length;
        if (block && (blank || !eol)) {
            const char *end = blank ? p : next;
            int status = run_block(game, block, (size_t)(end - block), block_line, puzzles, opt, format, write,
                                   context, err);
            if (status != 0)
                return status;
            puzzles++;
            block = NULL;
        }
        if (!eol)
            break;
        p = next;
    }
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

/* Collects JSON reports for cs_solve_json: objects joined by ",\n". */
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

char *cs_solve_json(const char *game_name, const char *text, const cs_options *opt)
{
    cs_error err;
    json_collector c = {{0}, 0};
    const cs_game *game = cs_game_find(game_name);
    int status = game ? cs_run(game, text, opt, CS_JSON, collect_json, &c, &err)
                      : cs_fail(&err, 0, "game", "unknown game \"%.40s\"", game_name ? game_name : "");
    cs_buf out = {0};
    if (status != 0) {
        cs_json_error(&out, &err);
    } else if (c.count > 1) {
        cs_buf_add(&out, "[");
        cs_buf_addn(&out, c.objects.data, c.objects.len);
        cs_buf_add(&out, "]");
    } else {
        cs_buf_addn(&out, c.objects.data ? c.objects.data : "", c.objects.len);
    }
    cs_buf_add(&out, "\n");
    cs_buf_free(&c.objects);
    return cs_buf_take(&out);
}
