/*
 * cli/args.c: the command line's arguments as GNU tools read them: `--opt value`
 * and `--opt=value` alike, `--` ends the options (a file named -x is `-- -x`),
 * `-h` is --help and `-V` --version, and any other argument (`-`, `-5`) is
 * positional. Also the "did you mean" of a mistyped command, from the one
 * table of commands (cli.c) and the list of games.
 */
#include "shared.h"

#include <string.h>

/* The option called name (cli_options' index), ARG_HELP, ARG_VERSION or ARG_UNKNOWN. */
static int option_index(const char *name)
{
    if (strcmp(name, "--help") == 0 || strcmp(name, "-h") == 0)
        return ARG_HELP;
    if (strcmp(name, "--version") == 0 || strcmp(name, "-V") == 0)
        return ARG_VERSION;
    for (int k = 0; k < cli_option_count; k++)
        if (strcmp(name, cli_options[k].name) == 0)
            return k;
    return ARG_UNKNOWN;
}

/* An option whose help shows a value ("--digits N") takes one. */
static int takes_value(int known) { return known >= 0 && strchr(cli_options[known].shown, ' ') != NULL; }

static int is_option(const char *a) { return (a[0] == '-' && a[1] == '-' && a[2]) || !strcmp(a, "-h") || !strcmp(a, "-V"); }

int split_args(int argc, char **argv, cli_arg *out)
{
    int count = 0, ended = 0;
    for (int i = 1; i < argc; i++) {
        cli_arg *a = &out[count++];
        memset(a, 0, sizeof *a);
        a->text = argv[i];
        if (!ended && strcmp(argv[i], "--") == 0) {
            ended = 1;
            count--;
            continue;
        }
        if (ended || !is_option(argv[i]))
            continue;
        a->option = 1;
        const char *equals = strchr(argv[i], '=');
        size_t length = equals ? (size_t)(equals - argv[i]) : strlen(argv[i]);
        snprintf(a->name, sizeof a->name, "%.*s", (int)(length < sizeof a->name ? length : sizeof a->name - 1),
                 argv[i]);
        a->known = length < sizeof a->name ? option_index(a->name) : ARG_UNKNOWN;
        if (equals) {
            a->value = equals + 1;
            a->inline_value = 1;
        } else if (takes_value(a->known) && i + 1 < argc) {
            a->value = argv[++i];
        }
    }
    return count;
}

/* Edits between a and b (insert, delete, change, or swap two neighbours), at most 32 characters each. */
static int distance(const char *a, const char *b)
{
    size_t n = strlen(a), m = strlen(b);
    int d[33][33];
    if (n > 32 || m > 32)
        return 99;
    for (size_t i = 0; i <= n; i++)
        for (size_t j = 0; j <= m; j++) {
            if (i == 0 || j == 0) {
                d[i][j] = (int)(i + j);
                continue;
            }
            int best = d[i - 1][j - 1] + (a[i - 1] != b[j - 1]);
            if (d[i - 1][j] + 1 < best)
                best = d[i - 1][j] + 1;
            if (d[i][j - 1] + 1 < best)
                best = d[i][j - 1] + 1;
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] && d[i - 2][j - 2] + 1 < best)
                best = d[i - 2][j - 2] + 1;
            d[i][j] = best;
        }
    return d[n][m];
}

const char *nearest_command(const char *word)
{
    const char *best = NULL;
    int best_distance = strlen(word) > 4 ? 3 : 2; /* a typo or two, not another word */
    for (int i = 0; i < cli_command_count + cs_game_count; i++) {
        const char *name = i < cli_command_count ? cli_commands[i].name : cs_games[i - cli_command_count]->name;
        int d = distance(word, name);
        if (d < best_distance) {
            best = name;
            best_distance = d;
        }
    }
    return best;
}

void command_list(char *out, size_t size)
{
    size_t used = 0;
    out[0] = '\0';
    for (int i = 0; i < cli_command_count && used < size; i++)
        used += (size_t)snprintf(out + used, size - used, "%s%s", i == 0 ? "" : i + 1 == cli_command_count ? " or " : ", ",
                                 cli_commands[i].name);
}
