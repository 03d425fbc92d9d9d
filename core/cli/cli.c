/*
 * cli.c: calcsolve's command-line front end. A thin layer over the game
 * interface (game.h): it reads arguments and files, finds a game by name in the
 * one list, runs it through cs_run, writes what it wrote (output.c checks every
 * write), and turns input errors into exit status 2. No rule and no game lives
 * here. The commands, the game each runs, their options and their usage are one
 * table, so an option a command does not take is an error, never silently
 * ignored; a command word that is not in the table but names a game runs that
 * game with its fields as arguments, so a new game needs no change here.
 *
 *   calcsolve solve [FILE|-] [--json] [--all] [--classic] [--digits N] [--max-states N]
 *   calcsolve level N [N ...] | all   [same options]
 *   calcsolve digits TARGET N1 N2 ... [--all] [--json] [--max-states N]
 *   calcsolve clock N K [--json] [--max-states N]
 *   calcsolve interactive [--classic] [--digits N] [--max-states N]   (also: no arguments on a terminal)
 *   calcsolve play N|FILE [--game NAME]   a puzzle played move by move (play.c)
 *   calcsolve GAME FIELD ... [options]   any game of the list (calculator, digits, clock, ...)
 *   calcsolve help [COMMAND] | COMMAND --help | --version
 *   calcsolve help buttons               what each Calculator button does (help.c)
 */
#include "cli.h"

#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#ifndef CALCSOLVE_VERSION
#define CALCSOLVE_VERSION "unknown" /* the Makefile passes package.json's version */
#endif

/* ---- Ctrl-C: the only state a signal handler may touch ---- */

static volatile sig_atomic_t cancel_flag, seen_flag, quit_flag;

static void on_interrupt(int signal_number)
{
    static struct timespec last; /* only this handler reads or writes it */
    struct timespec now;
    (void)signal_number;
    clock_gettime(CLOCK_MONOTONIC, &now);
    if (seen_flag && (now.tv_sec - last.tv_sec) * 1000000000L + (now.tv_nsec - last.tv_nsec) < 1000000000L)
        quit_flag = 1;
    last = now;
    seen_flag = 1;
    cancel_flag = 1;
}

void interrupt_reset(void) { cancel_flag = 0; }
int interrupt_pending(void) { return cancel_flag != 0; }
int interrupt_quit(void) { return quit_flag != 0; }
int interrupt_seen(void) { return seen_flag != 0; }

/* No SA_RESTART: Ctrl-C at a prompt interrupts the read, so the session can end. */
static void install_handlers(void)
{
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_interrupt;
    sigemptyset(&action.sa_mask);
    sigaction(SIGINT, &action, NULL);
    signal(SIGPIPE, SIG_IGN); /* a closed pipe is EPIPE from write: a quiet end */
}

static int finish_status(int status) { return status == EXIT_DONE && interrupt_seen() ? EXIT_CANCELLED : status; }

/* ---- commands ---- */

/* the options' bits (OPT_JSON ...) are in cli.h */

typedef struct command {
    const char *name;
    const char *game;   /* the name of the game it runs, in the list of games */
    int (*run)(options *opt, writer *w);
    unsigned takes; /* OPT_* */
    int min_args, max_args;
    const char *missing_field, *missing; /* what to say when arguments are missing */
    const char *usage;
} command;

#define CALC_OPTIONS (OPT_JSON | OPT_ALL | OPT_CLASSIC | OPT_DIGITS | OPT_MAX_STATES | OPT_GAME)

static const command COMMANDS[] = {
    {"solve", "calculator", command_solve, CALC_OPTIONS | OPT_GRAPH, 0, 1, "file", "",
     "  calcsolve solve [FILE|-] [--json] [--all] [--classic] [--digits N] [--max-states N] [--graph dot|json]\n"
     "                              solve every level of a file (or standard input)\n"},
    {"hint", "calculator", command_hint, OPT_JSON | OPT_CLASSIC | OPT_DIGITS | OPT_MAX_STATES | OPT_GAME, 0, 1, "file", "",
     "  calcsolve hint [FILE|-] [--json] [--classic] [--digits N] [--game NAME]\n"
     "                              the best next move from each level (a game in progress: store:, offset:)\n"},
    {"level", "calculator", command_level, CALC_OPTIONS, 1, CLI_MAX_POSITIONAL, "level", "which level? (1..199, or all)",
     "  calcsolve level N [N ...] [options]    solve bundled levels (1..199)\n"
     "  calcsolve level all [options]          solve all 199, a line each, and a summary\n"},
    {"digits", "digits", command_game, OPT_JSON | OPT_ALL | OPT_MAX_STATES, 1, CLI_MAX_POSITIONAL, "target",
     "usage: calcsolve digits TARGET N1 N2 ... (2 to 6 numbers)",
     "  calcsolve digits TARGET N1 N2 ... [--all] [--json] [--max-states N]\n"},
    {"clock", "clock", command_game, OPT_JSON | OPT_MAX_STATES, 2, 2, "n", "usage: calcsolve clock N K",
     "  calcsolve clock N K [--json] [--max-states N]\n"},
    {"play", "calculator", command_play, OPT_CLASSIC | OPT_DIGITS | OPT_MAX_STATES | OPT_GAME, 1, 1, "level",
     "which level? (a bundled level's number, or a FILE)",
     "  calcsolve play N|FILE [--classic] [--digits N] [--game NAME]\n"
     "                              play a level in the terminal: moves by number or label, ? hint, u undo\n"},
    {"interactive", "calculator", command_interactive, OPT_CLASSIC | OPT_DIGITS | OPT_MAX_STATES | OPT_GAME, 0, 0, "", "",
     "  calcsolve interactive [--classic] [--digits N] [--max-states N]\n"
     "                              the classic prompt session (also: no arguments on a terminal)\n"},
    {"generate", "calculator", command_generate, OPT_JSON | OPT_GENERATE, 0, 1, "game", "",
     "  calcsolve generate [digits] [--seed S] [--moves M] [--difficulty D] [--kinds LIST] [--portal]\n"
     "                    [--allow-many] [--tries N] [--solution] [--json]\n"
     "                              a new level (or Digits puzzle) in the level format\n"},
    {"daily", "calculator", command_daily, OPT_JSON | OPT_SOLUTION | OPT_GAME, 0, 1, "date", "",
     "  calcsolve daily [YYYY-MM-DD] [--game NAME] [--solution] [--json]\n"
     "                              the puzzles of the day (default today, UTC)\n"},
};
#define COMMAND_COUNT (int)(sizeof COMMANDS / sizeof COMMANDS[0])

#define GAME_OPTIONS (OPT_JSON | OPT_ALL | OPT_CLASSIC | OPT_DIGITS | OPT_MAX_STATES)


static const struct option_help {
    unsigned bit;
    const char *name, *shown, *help;
} OPTION_HELP[] = {
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
    {OPT_GRAPH, "--graph", "--graph dot", "the states on shortest solutions as a Graphviz graph"},
};
#define OPTION_COUNT (int)(sizeof OPTION_HELP / sizeof OPTION_HELP[0])

static const char FOOTER[] =
    "\n  calcsolve help [COMMAND], calcsolve COMMAND --help, calcsolve --version\n"
    "  calcsolve help buttons: what each button of Calculator: The Game does\n"
    "\nInput is at most 16 MiB. Ctrl-C cancels the search under way (twice within a second stops the run).\n"
    "Exit status: 0 done, 1 out of memory, 2 bad input or arguments, 74 output could not be written,\n"
    "130 cancelled by Ctrl-C.\n";

/* The usage of one command (its own options only), or of all of them. */
static void print_usage(writer *w, const command *only)
{
    unsigned takes = 0;
    writer_put(w, "calcsolve: shortest solutions for Calculator: The Game, Digits and the clock game\n\n");
    for (int i = 0; i < COMMAND_COUNT; i++)
        if (!only || only == &COMMANDS[i]) {
            writer_put(w, COMMANDS[i].usage);
            takes |= COMMANDS[i].takes;
        }
    if (only && only->run == command_game && !only->usage[0]) { /* a game no command names */
        writer_printf(w, "  calcsolve %s%s [options]\n", only->name, only->missing + strlen("usage: calcsolve ") +
                      strlen(only->name));
        takes |= only->takes;
    } else if (!only) {
        writer_put(w, "  calcsolve GAME FIELD ... [options]  any game by name, its fields in order:");
        for (int i = 0; i < cs_game_count; i++)
            writer_printf(w, "%s %s", i ? "," : "", cs_games[i]->name);
        writer_put(w, "\n");
    }
    writer_put(w, "\n");
    for (int i = 0; i < OPTION_COUNT; i++)
        if (takes & OPTION_HELP[i].bit)
            writer_printf(w, "  %-15s %s\n", OPTION_HELP[i].shown, OPTION_HELP[i].help);
    writer_put(w, FOOTER);
}

/* A game no command names, as a command of its own: its positional fields are
 * its arguments (scratch holds the words of its usage). */
typedef struct game_command {
    command cmd;
    char missing[200];
} game_command;

static const command *as_game_command(const cs_game *game, game_command *scratch)
{
    options opt;
    memset(&opt, 0, sizeof opt);
    opt.game = game;
    cs_field fields[CS_MAX_FIELDS];
    int rest, count = positional_fields(&opt, fields, &rest);
    int n = snprintf(scratch->missing, sizeof scratch->missing, "usage: calcsolve %s", game->name);
    for (int i = 0; i < count && n > 0 && (size_t)n < sizeof scratch->missing; i++)
        n += snprintf(scratch->missing + n, sizeof scratch->missing - (size_t)n, " %s%s", fields[i].name,
                      rest && i == count - 1 ? " ..." : "");
    command c = {game->name, game->name, command_game, GAME_OPTIONS, count - rest,
                 rest ? CLI_MAX_POSITIONAL : count, count ? fields[0].name : "", scratch->missing, ""};
    scratch->cmd = c;
    return &scratch->cmd;
}

static const command *find_command(const char *name, game_command *scratch)
{
    for (int i = 0; i < COMMAND_COUNT; i++)
        if (strcmp(COMMANDS[i].name, name) == 0)
            return &COMMANDS[i];
    const cs_game *game = cs_game_find(name);
    return game ? as_game_command(game, scratch) : NULL;
}

static int is_option(const char *a) { return (a[0] == '-' && a[1] == '-') || strcmp(a, "-h") == 0; }
/* An option whose help shows a value ("--digits N") takes the next argument. */
static int takes_value(const char *a)
{
    for (int k = 0; k < OPTION_COUNT; k++)
        if (strcmp(a, OPTION_HELP[k].name) == 0)
            return strchr(OPTION_HELP[k].shown, ' ') != NULL;
    return 0;
}

/* Where the command word is (the first argument that is not an option or an option's value), or 0. */
static int command_index(int argc, char **argv)
{
    for (int i = 1; i < argc; i++) {
        if (takes_value(argv[i]))
            i++;
        else if (!is_option(argv[i]))
            return i;
    }
    return 0;
}

static int has_argument(int argc, char **argv, const char *a, const char *b)
{
    for (int i = 1; i < argc; i++)
        if (strcmp(argv[i], a) == 0 || (b && strcmp(argv[i], b) == 0))
            return 1;
    return 0;
}

/* One option of argv at *i (its value too). 0, or an exit status after the message. */
static int parse_option(int argc, char **argv, int *i, const command *cmd, unsigned *given, options *opt, writer *w)
{
    const char *a = argv[*i];
    int k = 0;
    while (k < OPTION_COUNT && strcmp(a, OPTION_HELP[k].name) != 0)
        k++;
    if (k == OPTION_COUNT)
        return usage_error(w, opt, cmd->name, "option", "unknown option \"%.40s\"", a);
    unsigned bit = OPTION_HELP[k].bit;
    if (!(cmd->takes & bit))
        return usage_error(w, opt, cmd->name, "option", "%s does not apply to %s", a, cmd->name);
    if (*given & bit)
        return usage_error(w, opt, cmd->name, "option", "%s is given twice", a);
    *given |= bit;
    if (bit >= OPT_SEED) { /* read by the command itself (generate.c), which names the option on an error */
        if (takes_value(a) && *i + 1 >= argc)
            return usage_error(w, opt, cmd->name, a, "%s needs a value", a);
        opt->value[option_slot(bit)] = takes_value(a) ? argv[++*i] : "";
        return 0;
    }
    if (bit == OPT_JSON)
        opt->json = 1;
    else if (bit == OPT_ALL)
        opt->run.all = 1;
    else if (bit == OPT_CLASSIC)
        opt->run.classic = 1;
    else if (bit == OPT_GAME) {
        if (*i + 1 >= argc)
            return usage_error(w, opt, cmd->name, "game", "--game needs a game's name");
        const char *name = argv[++*i];
        if (!(opt->game = cs_game_find(name)))
            return usage_error(w, opt, cmd->name, "game", "--game: unknown game \"%.40s\"", name);
    } else {
        int digits = bit == OPT_DIGITS;
        const char *field = digits ? "digits" : "max-states";
        int64_t n;
        if (*i + 1 >= argc)
            return usage_error(w, opt, cmd->name, field, "--%s needs a number", field);
        const char *value = argv[++*i];
        int parsed = cs_parse_int64(value, &n);
        if (parsed != 0 || (digits ? n < 1 || n > CS_MAX_DISPLAY_DIGITS : n < 1))
            return usage_error(w, opt, cmd->name, field, "--%s takes %s, not \"%.30s\"%s", field,
                               digits ? "1 to 18" : "a positive whole number", value,
                               parsed == -2 ? " (too large)" : "");
        if (digits)
            opt->run.display_digits = (int)n;
        else
            opt->run.budget.max_states = (uint64_t)n;
    }
    return 0;
}

/* `calcsolve help [COMMAND]`. */
static int command_help(int argc, char **argv, int at, writer *w)
{
    const command *topic = NULL;
    game_command scratch;
    if (at + 2 == argc && strcmp(argv[at + 1], "buttons") == 0)
        return command_help_buttons(w);
    for (int i = at + 1; i < argc; i++) {
        if (topic || !(topic = find_command(argv[i], &scratch)))
            return usage_error(w, NULL, NULL, "command", "\"%.40s\": help takes one command (solve, hint, level, "
                               "generate, daily, digits, clock or interactive), or buttons", argv[i]);
    }
    print_usage(w, topic);
    return EXIT_DONE;
}

static int run(int argc, char **argv, writer *w)
{
    int at = command_index(argc, argv);
    if (at && strcmp(argv[at], "help") == 0)
        return command_help(argc, argv, at, w);
    game_command scratch;
    const command *cmd = find_command(at ? argv[at] : isatty(STDIN_FILENO) ? "interactive" : "solve", &scratch);
    options opt;
    memset(&opt, 0, sizeof opt);
    opt.json = has_argument(argc, argv, "--json", NULL) && (!cmd || (cmd->takes & OPT_JSON)); /* errors as asked */
    if (!cmd)
        return usage_error(w, &opt, NULL, "command", "unknown command \"%.40s\" (expected solve, hint, level, generate, "
                           "daily, digits, clock, interactive or help)", argv[at]);
    if (has_argument(argc, argv, "--help", "-h")) {
        print_usage(w, at ? cmd : NULL);
        return EXIT_DONE;
    }
    if (has_argument(argc, argv, "--version", NULL)) {
        writer_put(w, "calcsolve " CALCSOLVE_VERSION "\n");
        return EXIT_DONE;
    }
    opt.game = cs_game_find(cmd->game);
    opt.command = cmd->name;
    opt.run.budget.cancel = (const volatile int *)&cancel_flag;
    unsigned given = 0;
    for (int i = 1; i < argc; i++) {
        int status = 0;
        if (i == at)
            continue;
        if (is_option(argv[i]))
            status = parse_option(argc, argv, &i, cmd, &given, &opt, w);
        else if (opt.positional_count == cmd->max_args)
            status = usage_error(w, &opt, cmd->name, "arguments", "\"%.40s\" is one argument too many (%s takes at "
                                 "most %d)", argv[i], cmd->name, cmd->max_args);
        else
            opt.positional[opt.positional_count++] = argv[i];
        if (status)
            return status;
    }
    opt.given = given;
    if (opt.positional_count < cmd->min_args) {
        cs_field fields[CS_MAX_FIELDS];
        int rest, count = cmd->run == command_game ? positional_fields(&opt, fields, &rest) : 0;
        const char *field = opt.positional_count < count ? fields[opt.positional_count].name : cmd->missing_field;
        return usage_error(w, &opt, cmd->name, field, "%s", cmd->missing);
    }
    return cmd->run(&opt, w);
}

int cs_cli_main(int argc, char **argv)
{
    install_handlers();
    writer w;
    writer_init(&w, stdout);
    int status = finish_status(run(argc, argv, &w));
    return writer_close(&w, status);
}
