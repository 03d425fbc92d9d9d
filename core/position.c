/*
 * position.c: a game's position as JSON for a front end that draws no game of its own (the
 * page's generic tab): the board as the game writes it for a terminal and the moves to pick
 * from (numbered_move). With hint's "move" (the label apply takes) and apply, that is all it
 * takes to play any game of the list, one added tomorrow included: only the interface (game.h)
 * is used.
 */
#include "game.h"

#include <stdlib.h>
#include <string.h>

#define POSITION_MAX_MOVES 64 /* moves listed to pick from; a game with more takes typed moves */

static char *error_answer(const cs_error *err)
{
    cs_buf out = {0};
    cs_json_error(&out, err);
    return cs_buf_take(&out);
}

/* The game by name and the first puzzle of text, parsed: 0, or -1 with err. */
static int first_puzzle(const char *game_name, const char *text, const cs_options *opt, const cs_game **game,
                        void **puzzle, cs_error *err)
{
    *game = cs_game_find(game_name);
    if (!*game)
        return cs_unknown_game(err, game_name);
    cs_buf block = {0};
    int line = 1;
    if (cs_puzzle_at(text ? text : "", 0, &block, &line) != 0) {
        cs_buf_free(&block);
        return (*game)->parse("", opt, puzzle, err); /* the game's own "no puzzle found" */
    }
    if (block.failed) {
        cs_buf_free(&block);
        return cs_fail(err, 0, "memory", "out of memory");
    }
    int status = (*game)->parse(block.data ? block.data : "", opt, puzzle, err);
    cs_buf_free(&block);
    return status;
}

/* Text lines as a JSON array of strings, one a line (the last newline ends, not adds, a line). */
static void json_lines(cs_buf *out, const char *text)
{
    cs_buf_add(out, "[");
    int first = 1;
    for (const char *p = text; p && *p;) {
        const char *end = strchr(p, '\n');
        size_t n = end ? (size_t)(end - p) : strlen(p);
        char *line = malloc(n + 1);
        if (!line) {
            out->failed = 1;
            break;
        }
        memcpy(line, p, n);
        line[n] = '\0';
        cs_buf_add(out, first ? "" : ", ");
        cs_json_str(out, line);
        free(line);
        first = 0;
        p = end ? end + 1 : p + n;
    }
    cs_buf_add(out, "]");
}

char *cs_position_json(const char *game_name, const char *text, const cs_options *opt)
{
    const cs_options defaults = {0};
    opt = opt ? opt : &defaults;
    cs_error err;
    const cs_game *game;
    void *puzzle = NULL;
    if (first_puzzle(game_name, text, opt, &game, &puzzle, &err) != 0)
        return error_answer(&err);
    cs_buf board = {0}, out = {0};
    if (game->board)
        game->board(&board, puzzle, opt);
    else
        game->puzzle_text(&board, puzzle);
    cs_buf_add(&out, "{\"board\": ");
    json_lines(&out, board.data);
    cs_buf_add(&out, ", \"moves\": [");
    cs_buf label = {0};
    for (int n = 1; game->numbered_move && n <= POSITION_MAX_MOVES; n++) {
        label.len = 0;
        if (label.data)
            label.data[0] = '\0';
        if (game->numbered_move(puzzle, n, &label) != 0)
            break;
        cs_buf_add(&out, n > 1 ? ", " : "");
        cs_json_str(&out, label.data ? label.data : "");
    }
    cs_buf_add(&out, "], \"puzzle\": ");
    game->puzzle_json(&out, puzzle);
    cs_buf_add(&out, "}");
    int failed = board.failed || label.failed;
    cs_buf_free(&board);
    cs_buf_free(&label);
    game->free_puzzle(puzzle);
    if (failed || out.failed) {
        cs_buf_free(&out);
        cs_fail(&err, 0, "memory", "out of memory");
        return error_answer(&err);
    }
    return cs_buf_take(&out);
}
