/*
 * api.c: the WebAssembly front end of calcsolve. Each export takes text as the
 * user typed it and returns a malloc'd JSON string (free it with cs_free): the
 * same objects `calcsolve ... --json` prints, or {"error": {line, field, message}}.
 * No rule lives here: it only calls the core back ends with the browser's budget.
 */
#include "calc.h"
#include "clock.h"
#include "digits.h"
#include "game.h"

#include <emscripten/emscripten.h>
#include <malloc.h>
#include <stdlib.h>
#include <string.h>

/* Search tables may hold this much of the module's bounded memory (see Makefile). */
#define WEB_MAX_BYTES ((size_t)192 << 20)
#define WEB_MAX_STATES 3000000u

static char *finish(cs_buf *out, int status, const cs_error *err)
{
    if (status != 0) {
        cs_buf_free(out);
        cs_json_error(out, err);
    }
    char *text = cs_buf_take(out);
    if (!text) { /* out of memory while writing: a short fixed answer */
        const char fallback[] = "{\"error\": {\"line\": 0, \"field\": \"memory\", \"message\": \"out of memory\"}}";
        text = malloc(sizeof fallback);
        if (text)
            memcpy(text, fallback, sizeof fallback);
    }
    return text;
}

static cs_budget web_budget(double max_states)
{
    cs_budget budget = {WEB_MAX_STATES, WEB_MAX_BYTES, NULL};
    if (max_states >= 1 && max_states < WEB_MAX_STATES)
        budget.max_states = (uint64_t)max_states;
    return budget;
}

/* Level text as in the CLI; one level gives one object, several an array. */
EMSCRIPTEN_KEEPALIVE char *cs_calc_solve(const char *level_text, int all, int classic, int digits, double max_states)
{
    cs_buf out = {0};
    cs_error err;
    calc_rules rules = {classic != 0, digits};
    cs_budget budget = web_budget(max_states);
    int status;
    if (digits < 1 || digits > CALC_MAX_DIGITS)
        status = cs_fail(&err, 0, "digits", "the display takes 1 to %d digits", CALC_MAX_DIGITS);
    else
        status = calc_run(level_text ? level_text : "", &rules, all, CALC_JSON_ARRAY, &budget, &out, &err);
    return finish(&out, status, &err);
}

/* One button label: {"label": canonical, "family": colour family} or an error. */
EMSCRIPTEN_KEEPALIVE char *cs_calc_check_button(const char *label)
{
    cs_buf out = {0};
    cs_error err;
    calc_button button;
    int status = calc_parse_button(label ? label : "", &button, &err);
    if (status == 0) {
        cs_buf_add(&out, "{\"label\": ");
        cs_json_str(&out, button.label);
        cs_buf_printf(&out, ", \"family\": \"%s\"}", calc_kind_family(button.kind));
    }
    return finish(&out, status, &err);
}

/* The bundled levels: [{"level", "start", "goal", "moves", "buttons", "portal"}]. */
EMSCRIPTEN_KEEPALIVE char *cs_calc_levels(void)
{
    cs_buf out = {0};
    cs_error err;
    calc_level *levels;
    int count = calc_bundled_levels(&levels, &err);
    if (count < 0)
        return finish(&out, -1, &err);
    cs_buf_add(&out, "[");
    for (int i = 0; i < count; i++) {
        const calc_level *l = &levels[i];
        cs_buf_printf(&out, "%s{\"level\": %d, \"start\": %lld, \"goal\": %lld, \"moves\": %d, \"buttons\": [", i ? ",\n" : "",
                      l->number, (long long)l->start, (long long)l->goal, l->moves);
        for (int b = 0; b < l->button_count; b++) {
            cs_buf_add(&out, b ? ", {\"label\": " : "{\"label\": ");
            cs_json_str(&out, l->buttons[b].label);
            cs_buf_printf(&out, ", \"family\": \"%s\"}", calc_kind_family(l->buttons[b].kind));
        }
        cs_buf_add(&out, "], \"portal\": ");
        if (l->has_portal)
            cs_buf_printf(&out, "[%d, %d]}", l->portal_in, l->portal_out);
        else
            cs_buf_add(&out, "null}");
    }
    cs_buf_add(&out, "]");
    free(levels);
    return finish(&out, 0, &err);
}

EMSCRIPTEN_KEEPALIVE char *cs_digits_solve(const char *target, const char *numbers, int all)
{
    cs_buf out = {0};
    cs_error err;
    cs_budget budget = web_budget(0);
    int status = digits_run(target ? target : "", numbers ? numbers : "", all, 1, &budget, &out, &err);
    return finish(&out, status, &err);
}

EMSCRIPTEN_KEEPALIVE char *cs_clock_solve(const char *n, const char *k)
{
    cs_buf out = {0};
    cs_error err;
    cs_budget budget = {0, WEB_MAX_BYTES, NULL};
    int status = clock_run(n ? n : "", k ? k : "", CLOCK_WEB_MAX_SPACE, 1, &budget, &out, &err);
    return finish(&out, status, &err);
}

/* ---- The generic entry points: every game through struct cs_game, by name ---- */

/* A browser tab's options: each game's browser caps, the memory cap, and the
 * caller's state budget when it gives one (it can only lower the game's). */
static cs_options web_options(int all, int classic, int display_digits, double max_states)
{
    uint64_t states = max_states >= 1 && max_states < 1e15 ? (uint64_t)max_states : 0;
    cs_options opt = {all != 0, classic != 0, display_digits, 1, {states, WEB_MAX_BYTES, NULL}};
    return opt;
}

/* Never NULL: out of memory becomes the fixed error object. */
static char *answer(char *text)
{
    cs_buf none = {0};
    return text ? text : finish(&none, 0, NULL);
}

/* [{"name", "title", "bundled"}] */
EMSCRIPTEN_KEEPALIVE char *cs_api_games(void) { return answer(cs_games_json()); }

/* The game's fields and their limits under the display size given (Calculator). */
EMSCRIPTEN_KEEPALIVE char *cs_api_fields(const char *game, int display_digits)
{
    cs_options opt = web_options(0, 0, display_digits, 0);
    return answer(cs_fields_json(game, &opt));
}

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

/* The puzzles the game ships with, as cs_api_read gives them ([] when none). */
EMSCRIPTEN_KEEPALIVE char *cs_api_bundled(const char *game_name)
{
    const cs_game *game = cs_game_find(game_name);
    if (game && !game->bundled_text) {
        cs_buf none = {0};
        cs_buf_add(&none, "[]");
        return answer(cs_buf_take(&none));
    }
    return answer(cs_read_json(game_name, game ? game->bundled_text() : "", NULL));
}

/* Solves every puzzle of text: one report object, an array of them, or the error object. */
EMSCRIPTEN_KEEPALIVE char *cs_api_solve(const char *game, const char *text, int all, int classic, int display_digits,
                                        double max_states)
{
    cs_options opt = web_options(all, classic, display_digits, max_states);
    return answer(cs_solve_json(game, text ? text : "", &opt));
}

/* The best move from each puzzle of text (a game in progress is a puzzle). */
EMSCRIPTEN_KEEPALIVE char *cs_api_hint(const char *game, const char *text, int classic, int display_digits)
{
    cs_options opt = web_options(0, classic, display_digits, 0);
    return answer(cs_hint_json(game, text ? text : "", &opt));
}

/* One move on the puzzle of text: {step, puzzle, text} or the error object. */
EMSCRIPTEN_KEEPALIVE char *cs_api_play(const char *game, const char *text, const char *move, int classic,
                                       int display_digits)
{
    cs_options opt = web_options(0, classic, display_digits, 0);
    return answer(cs_play_json(game, text ? text : "", move ? move : "", &opt));
}

EMSCRIPTEN_KEEPALIVE void cs_free(char *text) { free(text); }

/* Bytes malloc'd now: a worker that solves puzzle after puzzle must come back to
 * the same figure (the memory test solves 1,000 levels in a row). */
EMSCRIPTEN_KEEPALIVE double cs_heap_in_use(void) { return (double)mallinfo().uordblks; }
