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
 * The table (table.c) and the list of games are the one list of commands: the
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
