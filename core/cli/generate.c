/*
 * cli/generate.c: `calcsolve generate` (a new puzzle from a seed) and
 * `calcsolve daily` (the puzzles of a date; --week: the seven of its week, a
 * line each with the weekday and difficulty), through the game interface's
 * generate entry (game.h) and nothing else. Standard output holds the puzzle in
 * the text format `calcsolve solve` reads and nothing more, so it can be piped;
 * --solution adds the solution and the difficulty as `#` comment lines (still
 * valid input), --json one object per puzzle (cs_generate_report). A request
 * the generator cannot meet ends, after its bounded number of candidates, with
 * its "gave up after N candidates" message and exit status 2.
 */
#include "shared.h"
#include "generate.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static const char *value_of(const options *opt, unsigned bit) { return opt->value[option_slot(bit)]; }

/* The option a generator's error field stands for, so the message names what the user typed. */
static const char *option_of_field(const char *field)
{
    static const char *const MAP[][2] = {{"moves", "--moves"}, {"ops", "--moves"}, {"difficulty", "--difficulty"},
                                         {"kinds", "--kinds"}, {"portal", "--portal"}, {"tries", "--tries"},
                                         {"allow-many", "--allow-many"}, {"digits", "--digits"}};
    for (size_t i = 0; i < sizeof MAP / sizeof MAP[0]; i++)
        if (strcmp(field, MAP[i][0]) == 0)
            return MAP[i][1];
    return field;
}

static int generator_error(writer *w, const options *opt, cs_error *err)
{
    const char *option = option_of_field(err->field);
    if (option != err->field)
        snprintf(err->field, sizeof err->field, "%s", option);
    return input_error(w, opt, strcmp(err->field, "generate") == 0 ? NULL : opt->command, err);
}

/* A whole-number option (--moves, --tries): 0, or the exit status after the message. */
static int whole_option(writer *w, const options *opt, unsigned bit, const char *name, int *out)
{
    const char *text = value_of(opt, bit);
    int64_t n;
    if (!text)
        return 0;
    if (cs_parse_int64(text, &n) == -2)
        return usage_error(w, opt, opt->command, name, "%s \"%.30s\" is too large (beyond 64 bits)", name, text);
    if (cs_parse_int64(text, &n) != 0 || n < 1 || n > 1000000)
        return usage_error(w, opt, opt->command, name, "%s takes a whole number from 1, not \"%.30s\"", name, text);
    *out = (int)n;
    return 0;
}

/* gen from the options given; 0, or the exit status after the message. */
static int read_generate_options(writer *w, const options *opt, cs_generate_options *gen)
{
    memset(gen, 0, sizeof *gen);
    const char *seed = value_of(opt, OPT_SEED), *difficulty = value_of(opt, OPT_DIFFICULTY);
    if (seed && !*seed)
        return usage_error(w, opt, opt->command, "--seed", "--seed needs a value (a number or any text)");
    /* no seed: one from the clock and the process, shown by --json and as a comment of the text */
    gen->seed = seed ? cs_seed_of_text(seed)
                     : ((uint64_t)time(NULL) * 1000003u) ^ ((uint64_t)getpid() << 20) ^ (uint64_t)clock();
    if (difficulty) {
        char *end;
        double d = strtod(difficulty, &end);
        if (end == difficulty || *end || !isfinite(d) || d < 1 || d > 10)
            return usage_error(w, opt, opt->command, "--difficulty", "--difficulty takes a number from 1 to 10, not "
                               "\"%.30s\"", difficulty);
        gen->difficulty = d;
    }
    int status = whole_option(w, opt, OPT_MOVES, "--moves", &gen->moves);
    if (status == 0)
        status = whole_option(w, opt, OPT_TRIES, "--tries", &gen->tries);
    gen->kinds = value_of(opt, OPT_KINDS);
    gen->portal = value_of(opt, OPT_PORTAL) != NULL;
    gen->allow_many = value_of(opt, OPT_ALLOW_MANY) != NULL;
    return status;
}

/* One puzzle of game to out: the text (with --solution its solution and
 * difficulty as comments), or the JSON object and a newline. 0, or -1 with err. */
static int one_puzzle(const cs_game *game, const cs_generate_options *gen, const options *opt, cs_buf *out,
                      cs_error *err)
{
    int solution = value_of(opt, OPT_SOLUTION) != NULL;
    if (opt->json) {
        if (cs_generate_report(game, gen, &opt->run, solution, out, err) != 0)
            return -1;
        cs_buf_add(out, "\n");
        return 0;
    }
    void *puzzle = NULL;
    double difficulty = 0;
    cs_buf moves = {0};
    if (game->generate(gen, &opt->run, &puzzle, &difficulty, &moves, err) != 0) {
        cs_buf_free(&moves);
        return -1;
    }
    game->puzzle_text(out, puzzle);
    if (solution) {
        cs_buf_printf(out, "# difficulty %.1f (1 to 10)\n# solution: ", difficulty);
        for (size_t i = 0; moves.data && i < moves.len; i++) { /* one move a line -> "a, b, c" */
            if (moves.data[i] != '\n')
                cs_buf_addn(out, moves.data + i, 1);
            else if (i + 1 < moves.len)
                cs_buf_add(out, ", ");
        }
        cs_buf_add(out, "\n");
    }
    cs_buf_free(&moves);
    game->free_puzzle(puzzle);
    return 0;
}

static int write_out(writer *w, cs_buf *out)
{
    int status = writer_buf(w, out);
    cs_buf_free(out);
    return status == 0 ? EXIT_DONE : EXIT_WRITE;
}

/* The games of the list that have a generator, "calculator or digits", into out: out. */
static const char *generator_names(char *out, size_t size)
{
    size_t used = 0;
    int count = 0, listed = 0;
    for (int i = 0; i < cs_game_count; i++)
        count += cs_games[i]->generate != NULL;
    out[0] = '\0';
    for (int i = 0; i < cs_game_count && used < size; i++)
        if (cs_games[i]->generate) {
            listed++;
            used += (size_t)snprintf(out + used, size - used, "%s%s", listed == 1 ? "" : listed == count ? " or " : ", ",
                                     cs_games[i]->name);
        }
    return out;
}

int command_generate(options *opt, writer *w)
{
    const cs_game *game = opt->game;
    char names[128];
    if (opt->positional_count == 1 && !(game = cs_game_find(opt->positional[0])))
        return usage_error(w, opt, "generate", "game", "unknown game \"%.40s\" (generate makes %s puzzles)",
                           opt->positional[0], generator_names(names, sizeof names));
    if (!game->generate)
        return usage_error(w, opt, "generate", "game", "%s has no generator (try %s)", game->title,
                           generator_names(names, sizeof names));
    cs_generate_options gen;
    int status = read_generate_options(w, opt, &gen);
    if (status)
        return status;
    cs_buf out = {0};
    cs_error err;
    if (one_puzzle(game, &gen, opt, &out, &err) != 0) {
        cs_buf_free(&out);
        return generator_error(w, opt, &err);
    }
    if (!opt->json && !value_of(opt, OPT_SEED)) /* the seed from the clock, so the puzzle can be made again */
        cs_buf_printf(&out, "# seed %lld: generate --seed=%lld (and the same options) makes it again\n",
                      (long long)gen.seed, (long long)gen.seed); /* as signed: the number reads back as these bits */
    return write_out(w, &out);
}

/* Today in UTC, YYYY-MM-DD: whole days since the epoch, in the engine's own
 * calendar (no gmtime: in the npm package's wasm it would need Emscripten's
 * time-zone support, which that module leaves out). */
static void today(char date[11])
{
    time_t now = time(NULL);
    cs_format_date(now > 0 ? (int64_t)(now / 86400) : 0, date);
}

/* Lines on one line, joined by sep: "start: 10; goal: 4422; moves: 7; ...". */
static void one_line(cs_buf *out, const char *text, const char *sep)
{
    for (const char *p = text; *p; p++) {
        if (*p != '\n')
            cs_buf_addn(out, p, 1);
        else if (p[1])
            cs_buf_add(out, sep);
    }
}

/* One day of `daily --week` in text: date, weekday, difficulty and the puzzle
 * on a line (--solution: the solution after it). 0, or -1 with err. */
static int week_line(const cs_game *game, const cs_generate_options *gen, const options *opt, cs_buf *out,
                     cs_error *err)
{
    int weekday = 0;
    void *puzzle = NULL;
    double difficulty = 0;
    cs_buf moves = {0}, text = {0};
    if (daily_weekday(gen->date, &weekday, err) != 0 ||
        game->generate(gen, &opt->run, &puzzle, &difficulty, &moves, err) != 0) {
        cs_buf_free(&moves);
        return -1;
    }
    game->puzzle_text(&text, puzzle);
    cs_buf_printf(out, "%s  %-9s  difficulty %4.1f  ", gen->date, daily_weekday_name(weekday), difficulty);
    one_line(out, text.data ? text.data : "", "; ");
    if (value_of(opt, OPT_SOLUTION)) {
        cs_buf_add(out, "  # solution: ");
        one_line(out, moves.data ? moves.data : "", ", ");
    }
    cs_buf_add(out, "\n");
    int failed = text.failed || moves.failed;
    cs_buf_free(&text);
    cs_buf_free(&moves);
    game->free_puzzle(puzzle);
    return failed ? cs_fail(err, 0, "memory", "out of memory") : 0;
}

/* The dates of the week (Monday to Sunday) holding `date`, those within the
 * calendar's years: their count, or -1 with err for a bad date. */
static int week_of(const char *date, char week[7][11], cs_error *err)
{
    int64_t days, back;
    int weekday, count = 0;
    if (cs_parse_date(date, &days, err) != 0 || daily_weekday(date, &weekday, err) != 0)
        return -1;
    for (int64_t d = days - weekday; d < days - weekday + 7; d++) {
        cs_format_date(d, week[count]);
        if (d >= 0 && cs_parse_date(week[count], &back, NULL) == 0 && back == d) /* not clamped */
            count++;
    }
    return count;
}

/* `daily --week`: each game's seven puzzles; 0, or -1 with err. */
static int daily_week(const cs_game *only, const char *date, const options *opt, cs_buf *out, cs_error *err)
{
    char week[7][11];
    int days = week_of(date, week, err), count = 0;
    if (days < 0)
        return -1;
    for (int i = 0; i < cs_game_count; i++) {
        const cs_game *game = cs_games[i];
        if (!game->generate || (only && game != only))
            continue;
        if (!opt->json)
            cs_buf_printf(out, "%s# %s, the week of %s to %s\n", count++ ? "\n" : "", game->title, week[0],
                          week[days - 1]);
        for (int d = 0; d < days; d++) {
            cs_generate_options gen = {0};
            gen.date = week[d];
            if ((opt->json ? one_puzzle(game, &gen, opt, out, err) : week_line(game, &gen, opt, out, err)) != 0)
                return -1;
        }
    }
    return 0;
}

int command_daily(options *opt, writer *w)
{
    char date[11];
    if (opt->positional_count == 1)
        snprintf(date, sizeof date, "%.10s", opt->positional[0]);
    else
        today(date);
    cs_generate_options gen = {0};
    gen.date = opt->positional_count == 1 ? opt->positional[0] : date; /* a wrong length is the engine's to name */
    const cs_game *only = opt->given & OPT_GAME ? opt->game : NULL;
    char names[128];
    if (only && !only->generate)
        return usage_error(w, opt, "daily", "--game", "%s has no puzzle of the day (try %s)", only->title,
                           generator_names(names, sizeof names));
    cs_buf out = {0};
    cs_error err;
    int count = 0;
    if (opt->given & OPT_WEEK) {
        if (daily_week(only, gen.date, opt, &out, &err) == 0)
            return write_out(w, &out);
        cs_buf_free(&out);
        if (strcmp(err.field, "date") == 0)
            return usage_error(w, opt, "daily", "date", "%s", err.message);
        return generator_error(w, opt, &err);
    }
    for (int i = 0; i < cs_game_count; i++) {
        const cs_game *game = cs_games[i];
        if (!game->generate || (only && game != only))
            continue;
        if (!opt->json && !only)
            cs_buf_printf(&out, "%s# %s, %s\n", count ? "\n" : "", game->title, gen.date);
        if (one_puzzle(game, &gen, opt, &out, &err) != 0) {
            cs_buf_free(&out);
            if (strcmp(err.field, "date") == 0)
                return usage_error(w, opt, "daily", "date", "%s", err.message);
            return generator_error(w, opt, &err);
        }
        count++;
    }
    return write_out(w, &out);
}
