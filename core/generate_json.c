/*
 * generate_json.c: a generated puzzle (cs_game.generate) as one JSON object, the
 * form the CLI's `generate --json` / `daily --json` and the wasm API's
 * cs_api_generate share, so the page, Node and the terminal see the same answer
 * for the same seed or date.
 */
#include "game.h"
#include "generate.h"

#include <inttypes.h>
#include <string.h>

/* The solution's lines ("<<\n4\n") as a JSON array of strings. */
static void json_lines(cs_buf *out, const char *lines)
{
    cs_buf_add(out, "[");
    int first = 1;
    for (const char *p = lines; *p;) {
        size_t n = strcspn(p, "\n");
        if (n) {
            cs_buf line = {0};
            cs_buf_addn(&line, p, n);
            cs_buf_add(out, first ? "" : ", ");
            cs_json_str(out, line.data ? line.data : "");
            if (line.failed)
                out->failed = 1;
            cs_buf_free(&line);
            first = 0;
        }
        p += n + (p[n] == '\n');
    }
    cs_buf_add(out, "]");
}

/* A date's "date", "weekday" and "challenge" (daily.c): what the page shows
 * before the player starts. The date was checked by the generator. */
static void json_weekday(cs_buf *out, const char *date)
{
    int weekday = -1;
    cs_json_str(out, date);
    if (daily_weekday(date, &weekday, NULL) != 0)
        return;
    cs_buf_add(out, ", \"weekday\": ");
    cs_json_str(out, daily_weekday_name(weekday));
    cs_buf_add(out, ", \"challenge\": ");
    cs_json_str(out, daily_challenge(weekday));
}

int cs_generate_report(const cs_game *game, const cs_generate_options *gen, const cs_options *opt,
                       int with_solution, cs_buf *out, cs_error *err)
{
    const cs_options defaults = {0};
    if (!opt)
        opt = &defaults;
    if (!game->generate)
        return cs_fail(err, 0, "game", "%s has no generator", game->title);
    void *puzzle = NULL;
    double difficulty = 0;
    cs_buf solution = {0}, text = {0};
    if (game->generate(gen, opt, &puzzle, &difficulty, &solution, err) != 0) {
        cs_buf_free(&solution);
        return -1;
    }
    game->puzzle_text(&text, puzzle);
    cs_buf_printf(out, "{\"game\": \"%s\", \"seed\": ", game->name);
    if (gen->date)
        cs_buf_add(out, "null, \"date\": ");
    else
        cs_buf_printf(out, "\"%" PRIu64 "\", \"date\": null", gen->seed); /* a string: 2^64 is past JSON's exact range */
    if (gen->date)
        json_weekday(out, gen->date);
    cs_buf_printf(out, ", \"difficulty\": %.1f, \"puzzle\": ", difficulty);
    game->puzzle_json(out, puzzle);
    cs_buf_add(out, ", \"text\": ");
    cs_json_str(out, text.data ? text.data : "");
    if (with_solution) {
        cs_buf_add(out, ", \"solution\": ");
        json_lines(out, solution.data ? solution.data : "");
    }
    cs_buf_add(out, "}");
    int failed = text.failed || solution.failed || out->failed;
    cs_buf_free(&text);
    cs_buf_free(&solution);
    game->free_puzzle(puzzle);
    return failed ? cs_fail(err, 0, "memory", "out of memory") : 0;
}

char *cs_generate_json(const char *game_name, const cs_generate_options *gen, const cs_options *opt)
{
    cs_error err;
    cs_buf out = {0};
    const cs_game *game = cs_game_find(game_name);
    int status = game ? cs_generate_report(game, gen, opt, 1, &out, &err)
                      : cs_unknown_game(&err, game_name);
    if (status != 0) {
        cs_buf_free(&out);
        cs_json_error(&out, &err);
    }
    cs_buf_add(&out, "\n");
    return cs_buf_take(&out);
}
