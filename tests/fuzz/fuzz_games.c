/*
 * fuzz_games.c: libFuzzer harness for the game interface (core/game.h), the
 * path every front end takes: the generic runner and JSON answers (cs_solve_json,
 * cs_hint_json, cs_play_json, cs_read_json, cs_check_json, cs_fields_json) on
 * any text, for every game of the list (cs_games), under a small budget.
 *
 * Input: a game byte (the game at that index modulo cs_game_count, so a game
 * added to the list is fuzzed too), a selector byte (bits 0-2: the question;
 * bit 3: the browser's limits; bit 4: classic rules; bit 5: a display of 3
 * digits), then text, a NUL, and a second string (the field's value, or the
 * move). tests/fuzz/make_seeds.py writes the seeds in this form.
 *
 * Oracles: every answer is one JSON value (or an array) in well-formed UTF-8,
 * never NULL; an error object names a field; the text runner agrees with the
 * JSON one (an answer exactly when JSON has no error); a move that is played
 * gives a puzzle whose own text reads back to the same puzzle (or, after a
 * Calculator game's last move, says the game is over).
 */
#include "fuzz_common.h"

#include "game.h"

#define FUZZ_GAMES_STATES 3000u
#define FUZZ_GAMES_BYTES ((size_t)16 << 20)

static int starts_with(const char *text, const char *prefix) { return strncmp(text, prefix, strlen(prefix)) == 0; }

static void check_answer(char *json)
{
    FUZZ_CHECK(json != NULL, "no answer (out of memory?)");
    cs_buf b = {json, strlen(json), strlen(json) + 1, 0};
    fuzz_check_json(&b, 0);
    if (starts_with(json, "{\"error\": "))
        FUZZ_CHECK(strstr(json, "\"field\": \"") != NULL, "an error without a field: %s", json);
}

static int count_text(void *context, const char *text, size_t length)
{
    (void)text;
    *(size_t *)context += length;
    return 0;
}

/* The text runner answers exactly when the JSON runner does. */
static void check_text_run(const cs_game *game, const char *text, const cs_options *opt, const char *json)
{
    size_t written = 0;
    cs_error err;
    int rc = cs_run(game, text, opt, CS_TEXT, count_text, &written, &err);
    int json_error = starts_with(json, "{\"error\": ");
    FUZZ_CHECK((rc == 0) == !json_error, "text run %d, JSON %s", rc, json);
    if (rc != 0)
        fuzz_check_error(&err, NULL);
}

/* When the runner played a move, the game's own parse and apply play it too,
 * and the next puzzle, written as text and read again, is the same puzzle.
 * (The runner reads the text as blocks between blank lines; parse reads one
 * block, so only a played answer says the text was one puzzle.) */
static void check_play(const cs_game *game, const char *text, const char *move, const cs_options *opt,
                       const char *json)
{
    if (!starts_with(json, "{\"step\": "))
        return;
    void *puzzle = NULL, *next = NULL, *again = NULL;
    cs_error err;
    FUZZ_CHECK(game->parse(text, opt, &puzzle, &err) == 0, "played, yet the text does not parse: %s", err.message);
    cs_buf step = {0}, first = {0}, second = {0};
    FUZZ_CHECK(game->apply(puzzle, move, opt, &next, &step, &err) == 0, "played, yet apply refuses: %s", err.message);
    game->puzzle_text(&first, next);
    if (game->parse(first.data, opt, &again, &err) == 0) {
        game->puzzle_text(&second, again);
        FUZZ_CHECK(strcmp(first.data, second.data) == 0, "text round trip:\n%s\n%s", first.data, second.data);
        game->free_puzzle(again);
    } else {
        /* A Calculator game played to its end (no move left) is not a level: its
         * text says "moves: 0" and reading it says the game is over (wasm/package/
         * README.md, "Errors"). Any other next puzzle must read back. */
        FUZZ_CHECK(strcmp(err.field, "moves") == 0 && strstr(step.data, "\"moves_left\": 0") &&
                       strstr(err.message, "the game is over"),
                   "the next puzzle does not read back: %s\n%s", err.message, first.data);
    }
    game->free_puzzle(next);
    cs_buf_free(&step);
    cs_buf_free(&first);
    cs_buf_free(&second);
    game->free_puzzle(puzzle);
}

/* The question the selector picks (0 and 1: solve, without and with --all),
 * asked through the generic JSON entry points. */
static char *ask(int question, const cs_game *game, const char *text, const char *second, const cs_options *opt)
{
    switch (question) {
    case 0:
    case 1:
        return cs_solve_json(game->name, text, opt);
    case 2:
        return cs_hint_json(game->name, text, opt);
    case 3:
        return cs_play_json(game->name, text, second, opt);
    case 4:
        return cs_read_json(game->name, text, opt);
    case 5:
        return cs_check_json(game->name, text, second, opt);
    case 6:
        return cs_fields_json(game->name, opt);
    default:
        return cs_solve_json(text, second, opt); /* a game by any name */
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 2)
        return 0;
    const cs_game *game = cs_games[data[0] % cs_game_count];
    uint8_t selector = data[1];
    char *text, *second;
    fuzz_split(data + 2, size - 2, &text, &second);
    cs_options opt = {0};
    opt.browser = (selector >> 3) & 1;
    opt.classic = (selector >> 4) & 1;
    opt.display_digits = (selector >> 5) & 1 ? 3 : 0;
    opt.budget.max_states = FUZZ_GAMES_STATES;
    opt.budget.max_bytes = FUZZ_GAMES_BYTES;
    int question = selector & 7;
    opt.all = question == 1;
    char *json = ask(question, game, text, second, &opt);
    check_answer(json);
    if (question == 0)
        check_text_run(game, text, &opt, json);
    else if (question == 3)
        check_play(game, text, second, &opt, json);
    free(json);
    free(text);
    free(second);
    return 0;
}
