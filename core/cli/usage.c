/*
 * cli/usage.c: the usage of the commands, from the one table of commands and
 * options and the games' own usage lines (cli.c, listed_command): each
 * command's usage line names every option it takes (so
 * the line and the option list below it agree), and every line is wrapped to
 * fit 80 columns. `help solve` (and hint, play) adds the level format with one
 * complete example and the note on quoting buttons on a shell command line.
 */
#include "shared.h"

#include <string.h>

/* The wasm build (the npm package's `npx calcsolve`) runs its search in Node's one thread,
 * where no signal handler runs until the search returns: Ctrl-C ends that process at once. */
static const char FOOTER[] =
    "\n  calcsolve help [COMMAND], calcsolve COMMAND --help (-h), --version (-V)\n"
    "  calcsolve help buttons: what each button of Calculator: The Game does\n"
    "  Options also take --opt=value; -- ends the options (a file named -x: -- -x).\n"
#ifdef __EMSCRIPTEN__
    "\nInput is at most 16 MiB. Ctrl-C ends the run at once (this build cannot cancel\n"
    "one search and go on). Exit status: 0 done, 1 out of memory, 2 bad input or\n"
    "arguments, 74 output could not be written; the shell says 130 after Ctrl-C.\n";
#else
    "\nInput is at most 16 MiB. Ctrl-C cancels the search under way (twice within a\n"
    "second stops the run). Exit status: 0 done, 1 out of memory, 2 bad input or\n"
    "arguments, 74 output could not be written, 130 cancelled by Ctrl-C.\n";
#endif

/* words after what is already written (`used` columns), wrapped (wrap.c), each
 * further line indented by `indent` columns. */
static void wrap(writer *w, size_t used, const char *words, size_t indent)
{
    cs_buf out = {0};
    cli_wrap(&out, used, words, indent);
    writer_buf(w, &out); /* a buffer out of memory marks the writer */
    cs_buf_free(&out);
}

/* "  calcsolve solve [FILE|-] [--json] ..." and what it does. */
static void usage_line(writer *w, const command *c)
{
    char line[512];
    size_t n = (size_t)snprintf(line, sizeof line, "%s", c->args);
    for (int k = 0; k < cli_option_count && !c->brief; k++)
        if ((c->takes & cli_options[k].bit) && n < sizeof line)
            n += (size_t)snprintf(line + n, sizeof line - n, "%s[%s]", n ? " " : "", cli_options[k].shown);
    if (c->brief && n < sizeof line)
        snprintf(line + n, sizeof line - n, "%s[options]", n ? " " : "");
    writer_printf(w, "  calcsolve %s ", c->name);
    size_t used = strlen("  calcsolve  ") + strlen(c->name);
    wrap(w, used, line[0] ? line : "", used);
    if (c->summary[0]) {
        writer_put(w, "      ");
        wrap(w, 6, c->summary, 8);
    }
}

void print_usage(writer *w, const command *only)
{
    unsigned takes = 0;
    game_command scratch;
    const command *c;
    writer_put(w, "calcsolve: shortest solutions of Calculator: The Game, Digits, the clock game\n\n");
    for (int i = 0; (c = only ? (i == 0 ? only : NULL) : listed_command(i, &scratch)) != NULL; i++) {
        usage_line(w, c);
        takes |= c->takes;
    }
    if (!only) {
        cs_buf games = {0};
        writer_put(w, "  calcsolve GAME FIELD ... [options]\n      ");
        cs_buf_add(&games, "any game by name, its fields in order:");
        for (int i = 0; i < cs_game_count; i++)
            cs_buf_printf(&games, "%s %s", i ? "," : "", cs_games[i]->name);
        w->memory |= games.failed;
        wrap(w, 6, games.data ? games.data : "", 8);
        cs_buf_free(&games);
    }
    writer_put(w, "\n");
    for (int i = 0; i < cli_option_count; i++)
        if (takes & cli_options[i].bit) {
            writer_printf(w, "  %-16s ", cli_options[i].shown);
            wrap(w, 19, cli_options[i].help, 19);
        }
    if (only && only->more)
        writer_put(w, only->more);
    writer_put(w, FOOTER);
}
