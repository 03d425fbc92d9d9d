/*
 * cli/args.c: the command line's arguments as GNU tools read them: `--opt value`
 * and `--opt=value` alike, a long option shortened to any prefix that names
 * only it (`--max 5`, `--vers`), `--` ends the options (a file named -x is
 * `-- -x`), `-h` is --help and `-V` --version, any other dash and letter
 * (`-x`, `-hx`) an unknown option, and `-`, `-5` positional (standard input,
 * a negative number). Also the "did you mean" of a mistyped command, from the
 * commands as help lists them (cli.c's table and the games', listed_command) and
 * the list of games.
 */
#include "shared.h"

#include <string.h>

/* The long option at i of every long option: cli_options' then --help and --version. */
static const char *long_name(int i) { return i < cli_option_count ? cli_options[i].name : i == cli_option_count ? "--help" : "--version"; }
static int long_index(int i) { return i < cli_option_count ? i : i == cli_option_count ? ARG_HELP : ARG_VERSION; }

/* The option called name, or shortened to a prefix that names it alone (cli_options'
 * index, ARG_HELP, ARG_VERSION), ARG_AMBIGUOUS or ARG_UNKNOWN. */
static int option_index(const char *name)
{
    if (strcmp(name, "-h") == 0)
        return ARG_HELP;
    if (strcmp(name, "-V") == 0)
        return ARG_VERSION;
    size_t length = strlen(name);
    int found = ARG_UNKNOWN;
    for (int i = 0; i < cli_option_count + 2; i++) {
        if (strcmp(name, long_name(i)) == 0)
            return long_index(i);
        if (name[1] == '-' && strncmp(name, long_name(i), length) == 0)
            found = found == ARG_UNKNOWN ? long_index(i) : ARG_AMBIGUOUS;
    }
    return found;
}

void options_matching(const char *prefix, char *out, size_t size)
{
    size_t used = 0, length = strlen(prefix);
    out[0] = '\0';
    for (int i = 0; i < cli_option_count + 2 && used < size; i++)
        if (strncmp(prefix, long_name(i), length) == 0)
            used += (size_t)snprintf(out + used, size - used, "%s%s", used ? ", " : "", long_name(i));
}

/* An option whose help shows a value ("--digits N") takes one. */
static int takes_value(int known) { return known >= 0 && strchr(cli_options[known].shown, ' ') != NULL; }

/* --name, or a dash and a letter (-h, -V, or an unknown -x): not -, -5 or --. */
static int is_option(const char *a)
{
    return a[0] == '-' && ((a[1] == '-' && a[2]) || (a[1] && a[1] != '-' && !(a[1] >= '0' && a[1] <= '9')));
}

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
    game_command scratch;
    int listed = 0;
    while (listed_command(listed, &scratch))
        listed++;
    for (int i = 0; i < listed + cs_game_count; i++) {
        const char *name = i < listed ? listed_command(i, &scratch)->name : cs_games[i - listed]->name;
        int d = distance(word, name);
        if (d < best_distance) {
            best = name;
            best_distance = d;
        }
    }
    return best;
}

const char *game_names(char *out, size_t size)
{
    size_t used = 0;
    out[0] = '\0';
    for (int i = 0; i < cs_game_count && used < size; i++)
        used += (size_t)snprintf(out + used, size - used, "%s%s", i ? ", " : "", cs_games[i]->name);
    return out;
}

void command_list(char *out, size_t size)
{
    game_command scratch;
    size_t used = 0;
    int listed = 0;
    while (listed_command(listed, &scratch))
        listed++;
    out[0] = '\0';
    for (int i = 0; i < listed && used < size; i++)
        used += (size_t)snprintf(out + used, size - used, "%s%s", i == 0 ? "" : i + 1 == listed ? " or " : ", ",
                                 listed_command(i, &scratch)->name);
}
