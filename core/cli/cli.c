/*
 * cli.c: calcsolve's command-line front end. A thin layer over the game
 * interface (game.h): it reads arguments and files, finds a game by name in the
 * one list, runs it through cs_run, writes what it wrote (output.c checks every
 * write), and turns input errors into exit status 2. No rule and no game lives
 * here. The commands, their options and their usage are one table, so an
 * option a command does not take is an error, never silently ignored; the
 * table names no game: its commands run the first game of the list
 * (DEFAULT_GAME) or the one --game names. A command word that is not in the
 * table but names a game runs that game with its fields as arguments, its
 * usage line and options the game's own (cs_game.usage and offers), so a new
 * game needs no change here.
 *
 * The table below and the list of games are the one list of commands: the
 * usage (usage.c), the help, the error for an unknown command and its "did you
 * mean" (args.c) all read them through listed_command. Arguments are split
 * GNU-style first (args.c: --opt=value, --, -h, -V).
 */
#include "cli.h"
#include "shared.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#ifndef CALCSOLVE_VERSION
#define CALCSOLVE_VERSION "unknown" /* the Makefile passes package.json's version */
#endif

/* A run in which Ctrl-C cancelled a search exits EXIT_CANCELLED (its output is not whole);
 * the prompt session and play say themselves how they ended (a search cancelled and the
 * session then left with q is a session that ended as asked). */
static int finish_status(const command *cmd, int status)
{
    if (cmd && (cmd->run == command_interactive || cmd->run == command_play))
        return status;
    return status == EXIT_DONE && interrupt_seen() ? EXIT_CANCELLED : status;
}

/* ---- the commands ---- */

/* What solve and level take: the default game's rules and any other game by --game. */
#define SOLVE_OPTIONS (OPT_JSON | OPT_ALL | OPT_CLASSIC | OPT_DIGITS | OPT_MAX_STATES | OPT_GAME)

static const char LEVEL_FORMAT[] =
    "\nA level is one field a line, levels separated by a blank line, # a comment:\n\n"
    "  start: 3002\n  goal: 3507\n  moves: 6\n  buttons: 7, 3=>5, Inv10, Shift>\n  portal: 4 0\n\n"
    "Buttons are separated by commas; calcsolve help buttons lists every kind.\n"
    "e.g. printf 'start: 0\\ngoal: 4\\nmoves: 3\\nbuttons: +1, x2\\n' | calcsolve solve\n"
    "On a shell command line, quote a button such as 3=>5 or << (the shell reads\n"
    "< and > as redirections): calcsolve calculator 0 35 2 3 '3=>5'\n";

const command cli_commands[] = {
    {"solve", command_solve, SOLVE_OPTIONS | OPT_GRAPH, 0, 1, "file", "", "[FILE|-]",
     "solve every level of a file (or standard input)", LEVEL_FORMAT, 0, 0, NULL},
    {"hint", command_hint, OPT_JSON | OPT_CLASSIC | OPT_DIGITS | OPT_MAX_STATES | OPT_GAME | OPT_LADDER, 0, 1, "file", "",
     "[N|FILE|-]", "the best next move from bundled level N or each level of a file (a game in progress: store:, "
     "offset:)", LEVEL_FORMAT, 0, 0, NULL},
    {"level", command_level, SOLVE_OPTIONS | OPT_GRAPH, 1, CLI_MAX_POSITIONAL, "level", "which level? (1..199, or all)",
     "N [N ...] | all", "solve bundled levels (1..199); all: each on a line, and a summary", NULL, 0, 1, NULL},
    {"play", command_play, OPT_CLASSIC | OPT_DIGITS | OPT_MAX_STATES | OPT_GAME, 1, 1, "level",
     "which level? (a bundled level's number, or a FILE)", "N|FILE",
     "play a level in the terminal: moves by number or label, ? hint, u undo", LEVEL_FORMAT, 0, 0, NULL},
    {"interactive", command_interactive, OPT_CLASSIC | OPT_DIGITS | OPT_MAX_STATES | OPT_GAME, 0, 0, "", "", "",
     "the classic prompt session (also: no arguments on a terminal)", NULL, 0, 0, NULL},
    {"generate", command_generate, OPT_JSON | OPT_GENERATE, 0, 1, "game", "", "[digits]",
     "a new level (or Digits puzzle) in the level format", NULL, 0, 0, NULL},
    {"daily", command_daily, OPT_JSON | OPT_SOLUTION | OPT_GAME | OPT_WEEK, 0, 1, "date", "", "[YYYY-MM-DD]",
     "the puzzles of the day (default today, UTC); --week: its week's seven", NULL, 0, 0, NULL},
    {"help", command_help, 0, 0, 1, "command", "", "[COMMAND|buttons]",
     "the usage of every command, or of one; buttons: what each button does", NULL, 0, 0, NULL},
};
const int cli_command_count = (int)(sizeof cli_commands / sizeof cli_commands[0]);

const option_help cli_options[] = {
    {OPT_JSON, "--json", "--json", "one JSON object per result, one a line"},
    {OPT_ALL, "--all", "--all", "count every shortest solution and list the first ones"},
    {OPT_CLASSIC, "--classic", "--classic", "2017 rules: saving into Store is free"},
    {OPT_DIGITS, "--digits", "--digits N", "display size (default 6, 1..18)"},
    {OPT_MAX_STATES, "--max-states", "--max-states N", "budget of each search (default 5000000 states)"},
    {OPT_GAME, "--game", "--game NAME", "another game of the list than calculator (calcsolve help lists them)"},
    {OPT_SEED, "--seed", "--seed S", "the same seed and options give the same level (default: from the clock)"},
    {OPT_MOVES, "--moves", "--moves M", "presses of the shortest solution, 1..12 (default 5); Digits: operations"},
    {OPT_DIFFICULTY, "--difficulty", "--difficulty D", "a score from 1 to 10 to be within 0.5 of"},
    {OPT_KINDS, "--kinds", "--kinds LIST", "button kinds, e.g. add,mul,reverse (or arithmetic, special, all)"},
    {OPT_PORTAL, "--portal", "--portal", "the level has a portal that the solution goes through"},
    {OPT_ALLOW_MANY, "--allow-many", "--allow-many", "several shortest solutions may exist"},
    {OPT_TRIES, "--tries", "--tries N", "candidates before giving up (default 3000; Digits 2000)"},
    {OPT_SOLUTION, "--solution", "--solution", "also print the solution and the difficulty"},
    {OPT_GRAPH, "--graph", "--graph dot|json", "the states on shortest solutions as a Graphviz graph (or JSON)"},
    {OPT_SUMMARY, "--summary", "--summary", "a long answer's length and first moves only"},
    {OPT_WEEK, "--week", "--week", "the seven puzzles of the date's week, Monday to Sunday, with their difficulty"},
    {OPT_LADDER, "--ladder", "--ladder", "hints from least to most revealing: unused keys, counts, a waypoint, the next move, the solution"},
};
const int cli_option_count = (int)(sizeof cli_options / sizeof cli_options[0]);

/* The options a game offers (cs_game.offers) as the command line's; JSON and the budget apply to every game. */
static unsigned options_offered(const cs_game *game)
{
    static const unsigned OFFERED[][2] = {{CS_OFFER_ALL, OPT_ALL}, {CS_OFFER_CLASSIC, OPT_CLASSIC},
                                          {CS_OFFER_DISPLAY_DIGITS, OPT_DIGITS}, {CS_OFFER_SUMMARY, OPT_SUMMARY}};
    unsigned takes = OPT_JSON | OPT_MAX_STATES;
    for (size_t i = 0; i < sizeof OFFERED / sizeof OFFERED[0]; i++)
        takes |= game->offers & OFFERED[i][0] ? OFFERED[i][1] : 0;
    return takes;
}

/* A game as a command of its own: its positional fields are its arguments, its usage line the
 * game's (cs_game.usage) or, without one, its fields' names and [options]. */
static const command *as_game_command(const cs_game *game, game_command *scratch)
{
    options opt;
    memset(&opt, 0, sizeof opt);
    opt.game = game;
    cs_field fields[CS_MAX_FIELDS];
    int rest, count = positional_fields(&opt, fields, &rest);
    int n = snprintf(scratch->args, sizeof scratch->args, "%s", game->usage.args ? game->usage.args : "");
    for (int i = 0; !game->usage.args && i < count && n >= 0 && (size_t)n < sizeof scratch->args; i++)
        n += snprintf(scratch->args + n, sizeof scratch->args - (size_t)n, "%s%s%s", i ? " " : "", fields[i].name,
                      rest && i == count - 1 ? " ..." : "");
    snprintf(scratch->missing, sizeof scratch->missing, "usage: calcsolve %s %s%s%s", game->name, scratch->args,
             game->usage.limits ? " " : "", game->usage.limits ? game->usage.limits : "");
    const char *summary = game->usage.summary;
    command c = {game->name, command_game, options_offered(game), count - rest, rest ? CLI_MAX_POSITIONAL : count,
                 count ? fields[0].name : "", scratch->missing, scratch->args, summary ? summary : "", NULL,
                 !summary, 0, game};
    scratch->cmd = c;
    return &scratch->cmd;
}

const command *find_command(const char *name, game_command *scratch)
{
    for (int i = 0; i < cli_command_count; i++)
        if (strcmp(cli_commands[i].name, name) == 0)
            return &cli_commands[i];
    const cs_game *game = cs_game_find(name);
    return game ? as_game_command(game, scratch) : NULL;
}

const command *listed_command(int index, game_command *scratch)
{
    for (int row = 0; row < cli_command_count; row++) {
        if (index-- == 0)
            return &cli_commands[row];
        for (int g = 0; cli_commands[row].games_after && g < cs_game_count; g++)
            if (cs_games[g]->usage.summary && index-- == 0)
                return as_game_command(cs_games[g], scratch);
    }
    return NULL;
}

/* "unknown command "levle": did you mean level? (...)" */
static int unknown_command(writer *w, options *opt, const char *what, const char *word)
{
    char list[256];
    const char *near = nearest_command(word);
    command_list(list, sizeof list);
    return usage_error(w, opt, NULL, "command", "%s \"%.40s\"%s%s%s (the commands: %s; or a game by name)", what,
                       word, near ? ": did you mean " : "", near ? near : "", near ? "?" : "", list);
}

/* `calcsolve help [COMMAND|buttons]`. */
int command_help(options *opt, writer *w)
{
    game_command scratch;
    const command *topic = NULL;
    if (opt->positional_count == 0) {
        print_usage(w, NULL);
        return EXIT_DONE;
    }
    if (strcmp(opt->positional[0], "buttons") == 0)
        return command_help_buttons(w);
    if (!(topic = find_command(opt->positional[0], &scratch)))
        return unknown_command(w, opt, "help: no command", opt->positional[0]);
    print_usage(w, topic);
    return EXIT_DONE;
}

/* A whole-number option: 1 to max. 0, or an exit status after the message. */
static int number_option(writer *w, options *opt, const char *field, const char *value, int64_t max, int64_t *n)
{
    int parsed = cs_parse_int64(value, n);
    if (parsed == -2)
        return usage_error(w, opt, opt->command, field, "--%s \"%.30s\" is too large (beyond 64 bits)", field, value);
    if (parsed != 0 || *n < 1 || *n > max) {
        if (max == INT64_MAX)
            return usage_error(w, opt, opt->command, field, "--%s takes a positive whole number, not \"%.30s\"", field,
                               value);
        return usage_error(w, opt, opt->command, field, "--%s takes 1 to %lld, not \"%.30s\"", field, (long long)max,
                           value);
    }
    return 0;
}

/* The command whose --help a usage error points to: none for bare calcsolve (its help is
 * `calcsolve --help`, not the session's or solve's that it runs). */
static const char *help_name(const options *opt, const command *cmd) { return opt->greet ? NULL : cmd->name; }

/* One option (its value too). 0, or an exit status after the message. */
static int parse_option(const cli_arg *a, const command *cmd, unsigned *given, options *opt, writer *w)
{
    const char *name = help_name(opt, cmd);
    char games[128];
    if (a->known < 0) /* --help, --version: done before; an unknown or ambiguous one: before them */
        return 0;
    const option_help *o = &cli_options[a->known];
    unsigned bit = o->bit;
    int valued = strchr(o->shown, ' ') != NULL;
    if (!(cmd->takes & bit))
        return usage_error(w, opt, name, "option", "%s does not apply to %s", o->name, cmd->name);
    if ((*given & bit) && valued)
        return usage_error(w, opt, name, "option", "%s is given twice", o->name);
    if (!valued && a->inline_value)
        return usage_error(w, opt, name, "option", "%s takes no value (\"%.30s\")", o->name, a->text);
    if (valued && !a->value)
        return usage_error(w, opt, name, o->name + 2, "%s needs %s", o->name, bit == OPT_GAME ? "a game's name"
                           : bit >= OPT_SEED ? "a value" : "a number");
    *given |= bit;
    if (bit >= OPT_SEED) { /* read by the command itself (generate.c, graph.c), which names the option on an error */
        opt->value[option_slot(bit)] = valued ? a->value : "";
        return 0;
    }
    int64_t n;
    int status = 0;
    if (bit == OPT_JSON)
        opt->json = 1;
    else if (bit == OPT_ALL)
        opt->run.all = 1;
    else if (bit == OPT_CLASSIC)
        opt->run.classic = 1;
    else if (bit == OPT_GAME && !(opt->game = cs_game_find(a->value)))
        status = usage_error(w, opt, name, "game", "--game: unknown game \"%.40s\" (the games: %s)", a->value,
                             game_names(games, sizeof games));
    else if (bit == OPT_DIGITS && (status = number_option(w, opt, "digits", a->value, CS_MAX_DISPLAY_DIGITS, &n)) == 0)
        opt->run.display_digits = (int)n;
    else if (bit == OPT_MAX_STATES && (status = number_option(w, opt, "max-states", a->value, INT64_MAX, &n)) == 0)
        opt->run.budget.max_states = (uint64_t)n;
    return status;
}

/* The options and arguments after the command word into opt. 0, or an exit status after the message. */
static int read_arguments(const cli_arg *args, int count, int at, const command *cmd, options *opt, writer *w)
{
    unsigned given = 0;
    for (int i = 0; i < count; i++) {
        int status = 0;
        if (i == at)
            continue;
        if (args[i].option)
            status = parse_option(&args[i], cmd, &given, opt, w);
        else if (opt->positional_count == cmd->max_args)
            status = cmd->max_args == 0
                ? usage_error(w, opt, help_name(opt, cmd), "arguments", "\"%.40s\": %s takes no arguments",
                              args[i].text, cmd->name)
                : usage_error(w, opt, help_name(opt, cmd), "arguments",
                              "\"%.40s\" is one argument too many (%s takes at most %d)", args[i].text, cmd->name,
                              cmd->max_args);
        else
            opt->positional[opt->positional_count++] = args[i].text;
        if (status)
            return status;
    }
    opt->given = given;
    if (opt->positional_count < cmd->min_args) {
        cs_field fields[CS_MAX_FIELDS];
        int rest, n = cmd->run == command_game ? positional_fields(opt, fields, &rest) : 0;
        const char *field = opt->positional_count < n ? fields[opt->positional_count].name : cmd->missing_field;
        return usage_error(w, opt, help_name(opt, cmd), field, "%s", cmd->missing);
    }
    return 0;
}

/* An unknown or ambiguous option, or --help or --version given a value: its error (before
 * --help and --version are done, as GNU tools do: `--version --bogus` is an error), or 0. */
static int bad_option(const cli_arg *args, int count, writer *w, options *opt, const char *name)
{
    for (int i = 0; i < count; i++) {
        const cli_arg *a = &args[i];
        if (!a->option)
            continue;
        if (a->known == ARG_UNKNOWN)
            return usage_error(w, opt, name, "option", "unknown option \"%.40s\"", a->name);
        if (a->known == ARG_AMBIGUOUS) {
            char matching[200];
            options_matching(a->name, matching, sizeof matching);
            return usage_error(w, opt, name, "option", "option \"%.40s\" is ambiguous (%s)", a->name, matching);
        }
        if ((a->known == ARG_HELP || a->known == ARG_VERSION) && a->inline_value)
            return usage_error(w, opt, name, "option", "%s takes no value (\"%.30s\")",
                               a->known == ARG_HELP ? "--help" : "--version", a->text);
    }
    return 0;
}

static int has(const cli_arg *args, int count, int known)
{
    for (int i = 0; i < count; i++)
        if (args[i].option && args[i].known == known)
            return 1;
    return 0;
}

static int run(const cli_arg *args, int count, writer *w, progress *line)
{
    int at = 0;
    while (at < count && args[at].option)
        at++;
    int bare = at == count; /* no command word: the session at a terminal, else solve standard input */
    int dash = !bare && strcmp(args[at].text, "-") == 0; /* `calcsolve - < levels.txt` is `calcsolve solve -` */
    game_command scratch;
    const char *word = dash ? "solve" : !bare ? args[at].text : isatty(STDIN_FILENO) ? "interactive" : "solve";
    const command *cmd = find_command(word, &scratch);
    options opt;
    memset(&opt, 0, sizeof opt);
    int json_index = -1;
    for (int k = 0; k < cli_option_count; k++)
        json_index = cli_options[k].bit == OPT_JSON ? k : json_index;
    opt.json = has(args, count, json_index) && (!cmd || (cmd->takes & OPT_JSON)); /* errors as asked */
    int bad = bad_option(args, count, w, &opt, bare || !cmd ? NULL : cmd->name); /* `--d 3`: not command "3" */
    if (bad)
        return bad;
    if (!cmd)
        return unknown_command(w, &opt, "unknown command", args[at].text);
    if (has(args, count, ARG_HELP)) {
        print_usage(w, bare ? NULL : cmd);
        return EXIT_DONE;
    }
    if (has(args, count, ARG_VERSION)) {
        writer_put(w, "calcsolve " CALCSOLVE_VERSION "\n");
        return EXIT_DONE;
    }
    opt.game = cmd->game ? cmd->game : DEFAULT_GAME;
    opt.command = cmd->name;
    opt.run.budget.cancel = interrupt_flag();
    opt.greet = bare;
    progress_attach(&opt, line);
    int status = read_arguments(args, count, bare || dash ? -1 : at, cmd, &opt, w);
    return finish_status(cmd, status ? status : cmd->run(&opt, w));
}

int cs_cli_main(int argc, char **argv)
{
    interrupt_install();
    writer w;
    writer_init(&w, stdout);
    progress line;
    progress_init(&line);
    cli_arg *args = calloc(argc > 1 ? (size_t)argc : 1, sizeof *args);
    int status;
    if (!args) {
        w.memory = 1; /* writer_close says "out of memory" */
        status = EXIT_MEMORY;
    } else {
        status = run(args, split_args(argc, argv, args), &w, &line);
    }
    progress_clear(&line);
    free(args);
    return writer_close(&w, status);
}
