/*
 * table.c: the command line's one table of commands and options, and the games of the
 * engine's list as commands of their own (cs_game.usage and offers), so a new game needs
 * no line here. Everything that names a command reads it from here: the run (cli.c), the
 * usage and help (usage.c) and an unknown command's "did you mean" (args.c).
 */
#include "cli.h"
#include "shared.h"

#include <stdio.h>
#include <string.h>

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
