/*
 * api.c: the WebAssembly front end of calcsolve. One export per question, each
 * taking the game's name and text as the user typed it, and returning a malloc'd
 * JSON string (free it with cs_free): the same objects `calcsolve ... --json`
 * prints, or {"error": {line, field, message}}. It knows no game: every answer
 * comes through the game interface (game.h) under a browser tab's limits.
 */
#include "game.h"
#include "generate.h"

#include <emscripten/emscripten.h>
#include <malloc.h>
#include <stdlib.h>
#include <string.h>

/* Search tables may hold this much of the module's bounded memory (see Makefile). */
#define WEB_MAX_BYTES ((size_t)192 << 20)

/* A browser tab's options: each game's browser caps, the memory cap, and the
 * caller's state budget when it gives one (it can only lower the game's). */
static cs_options web_options(int all, int classic, int display_digits, double max_states)
{
    uint64_t states = max_states >= 1 && max_states < 1e15 ? (uint64_t)max_states : 0;
    cs_options opt = {all != 0, classic != 0, display_digits, 1, {states, WEB_MAX_BYTES, NULL}};
    return opt;
}

/* Never NULL: out of memory becomes a short fixed error object (or, when even
 * that cannot be had, NULL, which engine.mjs reads as out of memory). */
static char *answer(char *text)
{
    static const char fallback[] = "{\"error\": {\"line\": 0, \"field\": \"memory\", \"message\": \"out of memory\"}}";
    if (!text && (text = malloc(sizeof fallback)) != NULL)
        memcpy(text, fallback, sizeof fallback);
    return text;
}

/* [{"name", "title", "bundled"}] */
EMSCRIPTEN_KEEPALIVE char *cs_api_games(void) { return answer(cs_games_json()); }

/* The game's fields and their limits under the display size given (Calculator). */
EMSCRIPTEN_KEEPALIVE char *cs_api_fields(const char *game, int display_digits)
{
    cs_options opt = web_options(0, 0, display_digits, 0);
    return answer(cs_fields_json(game, &opt));
}

/* What each button kind (and rule) of the game does, for players:
 * [{"topic", "name", "summary", "example"}] ([] for a game without help). */
EMSCRIPTEN_KEEPALIVE char *cs_api_help(const char *game) { return answer(cs_help_json(game)); }

/* One field as typed: {"value": canonical} or {"error": {...}}. */
EMSCRIPTEN_KEEPALIVE char *cs_api_check(const char *game, const char *field, const char *value, int display_digits)
{
    cs_options opt = web_options(0, 0, display_digits, 0);
    return answer(cs_check_json(game, field, value, &opt));
}

/* Every puzzle of text as its fields' values, [{...}], or the error object. */
EMSCRIPTEN_KEEPALIVE char *cs_api_read(const char *game, const char *text, int display_digits)
{
    cs_options opt = web_options(0, 0, display_digits, 0);
    return answer(cs_read_json(game, text ? text : "", &opt));
}

/* The puzzles the game ships with, as cs_api_read gives them ([] when none).
 * nth > 0: only the nth of them (1-based), still in an array, [] past the last:
 * a page opening one bundled puzzle from a link need not read them all first. */
static char *empty_list(void)
{
    cs_buf none = {0};
    cs_buf_add(&none, "[]");
    return cs_buf_take(&none);
}

/* The game's nth bundled puzzle (1-based) into block: 1 when it has one, else 0 (block freed). */
static int bundled_block(const cs_game *game, int nth, cs_buf *block)
{
    int first_line = 0;
    if (game->bundled_text && nth > 0 && cs_puzzle_at(game->bundled_text(), nth - 1, block, &first_line) == 0 &&
        !block->failed)
        return 1;
    cs_buf_free(block);
    return 0;
}

EMSCRIPTEN_KEEPALIVE char *cs_api_bundled(const char *game_name, int nth)
{
    const cs_game *game = cs_game_find(game_name);
    if (!game) /* the unknown game's error */
        return answer(cs_read_json(game_name, "", NULL));
    if (!game->bundled_text)
        return answer(empty_list());
    if (nth <= 0)
        return answer(cs_read_json(game_name, game->bundled_text(), NULL));
    cs_buf block = {0};
    char *json = bundled_block(game, nth, &block) ? cs_read_json(game_name, block.data, NULL) : empty_list();
    cs_buf_free(&block);
    return answer(json);
}

/* Solves the game's nth bundled puzzle (1-based) as cs_api_solve solves its text: the
 * same report. A page opening a bundled puzzle from a link asks for its answer with
 * its number, before it has the puzzle's fields (a second request, not after the first's
 * answer). nth past the last, or a game without bundled puzzles: the error object. */
EMSCRIPTEN_KEEPALIVE char *cs_api_solve_bundled(const char *game_name, int nth, int all, int classic,
                                                int display_digits, double max_states)
{
    const cs_game *game = cs_game_find(game_name);
    if (!game) /* the unknown game's error */
        return answer(cs_read_json(game_name, "", NULL));
    cs_buf block = {0};
    if (bundled_block(game, nth, &block)) {
        cs_options opt = web_options(all, classic, display_digits, max_states);
        char *json = cs_solve_json(game_name, block.data, &opt);
        cs_buf_free(&block);
        return answer(json);
    }
    cs_error err = {0};
    cs_fail(&err, 0, "bundled", "%s has no bundled puzzle %d", game->name, nth);
    cs_buf out = {0};
    cs_json_error(&out, &err);
    return answer(cs_buf_take(&out));
}

/* Solves every puzzle of text: one report object, an array of them, or the error object. */
EMSCRIPTEN_KEEPALIVE char *cs_api_solve(const char *game, const char *text, int all, int classic, int display_digits,
                                        double max_states)
{
    cs_options opt = web_options(all, classic, display_digits, max_states);
    return answer(cs_solve_json(game, text ? text : "", &opt));
}

/* The best move from each puzzle of text (a game in progress is a puzzle), under
 * the caller's state budget when it gives one (as cs_api_solve). */
EMSCRIPTEN_KEEPALIVE char *cs_api_hint(const char *game, const char *text, int classic, int display_digits,
                                       double max_states)
{
    cs_options opt = web_options(0, classic, display_digits, max_states);
    return answer(cs_hint_json(game, text ? text : "", &opt));
}

/* The hint ladder of each puzzle of text (cs_game.ladder, ladder.h): {game, won, solvable,
 * complete, message, ladder: [rungs]}, under the same budget as cs_api_hint. */
EMSCRIPTEN_KEEPALIVE char *cs_api_hint_ladder(const char *game, const char *text, int classic, int display_digits,
                                              double max_states)
{
    cs_options opt = web_options(0, classic, display_digits, max_states);
    opt.ladder = 1;
    return answer(cs_hint_json(game, text ? text : "", &opt));
}

/* One move on the puzzle of text: {step, puzzle, text} or the error object. */
EMSCRIPTEN_KEEPALIVE char *cs_api_play(const char *game, const char *text, const char *move, int classic,
                                       int display_digits)
{
    cs_options opt = web_options(0, classic, display_digits, 0);
    return answer(cs_play_json(game, text ? text : "", move ? move : "", &opt));
}

/* A new puzzle (cs_game.generate): {game, seed, date, difficulty, puzzle, text,
 * solution} or the error object. seed is text (a number is itself, other text
 * its hash), so 64-bit seeds pass intact; date non-empty: the puzzle of that day.
 * Empty kinds and zeros: the game's defaults. */
EMSCRIPTEN_KEEPALIVE char *cs_api_generate(const char *game, const char *seed, const char *date, int moves,
                                           double difficulty, const char *kinds, int portal, int allow_many,
                                           int tries)
{
    cs_options opt = web_options(0, 0, 0, 0);
    cs_generate_options gen = {0};
    gen.seed = cs_seed_of_text(seed ? seed : "");
    gen.date = date && *date ? date : NULL;
    gen.moves = moves;
    gen.difficulty = difficulty;
    gen.kinds = kinds && *kinds ? kinds : NULL;
    gen.portal = portal != 0;
    gen.allow_many = allow_many != 0;
    gen.tries = tries;
    return answer(cs_generate_json(game, &gen, &opt));
}

/* The first puzzle of text as a board and the moves to pick from (position.c): with hint and
 * play, what a front end that draws no game of its own needs to play it. */
EMSCRIPTEN_KEEPALIVE char *cs_api_position(const char *game, const char *text, int classic, int display_digits)
{
    cs_options opt = web_options(0, classic, display_digits, 0);
    return answer(cs_position_json(game, text ? text : "", &opt));
}

/* The solution space of the first puzzle of text (graph.h), or the error object. */
EMSCRIPTEN_KEEPALIVE char *cs_api_graph(const char *game, const char *text, int classic, int display_digits)
{
    cs_options opt = web_options(0, classic, display_digits, 0);
    return answer(cs_graph_json_of(game, text ? text : "", &opt));
}

EMSCRIPTEN_KEEPALIVE void cs_free(char *text) { free(text); }

/* Bytes malloc'd now: a worker that solves puzzle after puzzle must come back to
 * the same figure (the memory test solves 1,000 levels in a row). */
EMSCRIPTEN_KEEPALIVE double cs_heap_in_use(void) { return (double)mallinfo().uordblks; }
