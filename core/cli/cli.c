/*
 * cli.c: calcsolve's command-line front end. A thin layer over the core API:
 * it reads files and arguments, calls a game back end, prints what the back end
 * wrote, and turns input errors into exit status 2. No rule lives here.
 *
 *   calcsolve solve [FILE|-] [--json] [--all] [--classic] [--digits N] [--max-states N]
 *   calcsolve level N [N ...] | all   [same options]
 *   calcsolve digits TARGET N1 N2 ... [--all] [--json]
 *   calcsolve clock N K [--json]
 *   calcsolve interactive            (also: no arguments on a terminal)
 */
#include "calc.h"
#include "clock.h"
#include "digits.h"

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define MAX_INPUT_BYTES (16u << 20)

static volatile sig_atomic_t interrupted; /* front end only: Ctrl-C cancels a search */

static void on_interrupt(int signal_number)
{
    (void)signal_number;
    interrupted = 1;
}

static const char USAGE[] =
    "calcsolve: shortest solutions for Calculator: The Game, Digits and the clock game\n"
    "\n"
    "  calcsolve solve [FILE|-] [--json] [--all] [--classic] [--digits N] [--max-states N]\n"
    "  calcsolve level N [N ...] [options]    solve bundled levels (1..199)\n"
    "  calcsolve level all [options]          solve all 199 and print a summary\n"
    "  calcsolve digits TARGET N1 N2 ... [--all] [--json]\n"
    "  calcsolve clock N K [--json]\n"
    "  calcsolve interactive                  the classic prompt session\n"
    "\n"
    "  --json        one JSON object per result\n"
    "  --all         count every shortest solution and list the first ones\n"
    "  --classic     2017 rules: saving into Store is free\n"
    "  --digits N    display size (default 6, 1..18)\n"
    "  --max-states N  search budget (default 5000000 states)\n";

typedef struct options {
    int json, all;
    calc_rules rules;
    cs_budget budget;
    const char *positional[64];
    int positional_count;
} options;

/* Prints an input error the way the user asked for it and returns exit status 2. */
static int input_error(const options *opt, const cs_error *err)
{
    if (opt && opt->json) {
        cs_buf b = {0};
        cs_json_error(&b, err);
        printf("%s\n", b.data ? b.data : "{\"error\": {}}");
        cs_buf_free(&b);
    } else if (err->line > 0) {
        fprintf(stderr, "calcsolve: line %d: %s: %s\n", err->line, err->field, err->message);
    } else {
        fprintf(stderr, "calcsolve: %s: %s\n", err->field, err->message);
    }
    return 2;
}

static int usage_error(const options *opt, const char *field, const char *message)
{
    cs_error err;
    cs_fail(&err, 0, field, "%s", message);
    int status = input_error(opt, &err);
    if (!opt || !opt->json)
        fprintf(stderr, "(run `calcsolve --help` for usage)\n");
    return status;
}

/* Writes a finished buffer to stdout; 1 when memory ran out building it. */
static int emit(cs_buf *b)
{
    if (b->failed) {
        cs_buf_free(b);
        fprintf(stderr, "calcsolve: out of memory\n");
        return 1;
    }
    if (b->data)
        fputs(b->data, stdout);
    cs_buf_free(b);
    return 0;
}

static int parse_options(int argc, char **argv, int first, options *opt, cs_error *err)
{
    memset(opt, 0, sizeof *opt);
    opt->rules.digits = CALC_DEFAULT_DIGITS;
    opt->budget.cancel = (const volatile int *)&interrupted;
    for (int i = first; i < argc; i++) {
        const char *a = argv[i];
        int64_t n;
        if (strcmp(a, "--json") == 0)
            opt->json = 1;
        else if (strcmp(a, "--all") == 0)
            opt->all = 1;
        else if (strcmp(a, "--classic") == 0)
            opt->rules.classic = 1;
        else if (strcmp(a, "--digits") == 0 || strcmp(a, "--max-states") == 0) {
            int digits = strcmp(a, "--digits") == 0;
            const char *field = digits ? "digits" : "max-states";
            if (i + 1 >= argc)
                return cs_fail(err, 0, field, "--%s needs a number", field);
            if (cs_parse_int64(argv[++i], &n) != 0 || (digits ? n < 1 || n > CALC_MAX_DIGITS : n < 1))
                return cs_fail(err, 0, field, digits ? "--digits takes 1 to 18, not \"%.30s\"" : "--max-states takes a positive whole number, not \"%.30s\"",
                               argv[i]);
            if (digits)
                opt->rules.digits = (int)n;
            else
                opt->budget.max_states = (uint64_t)n;
        } else if (a[0] == '-' && a[1] == '-')
            return cs_fail(err, 0, "option", "unknown option \"%.40s\"", a);
        else if (opt->positional_count == 64)
            return cs_fail(err, 0, "arguments", "too many arguments");
        else
            opt->positional[opt->positional_count++] = a;
    }
    return 0;
}

static int read_input(const char *path, char **text, cs_error *err)
{
    FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
    if (!f)
        return cs_fail(err, 0, "file", "cannot open \"%.200s\"", path);
    size_t cap = 4096, len = 0;
    char *buf = malloc(cap);
    for (size_t got; buf && (got = fread(buf + len, 1, cap - len - 1, f)) > 0;) {
        len += got;
        if (len > MAX_INPUT_BYTES)
            break;
        if (cap - len - 1 == 0) {
            char *more = realloc(buf, cap * 2);
            if (!more) {
                free(buf);
                buf = NULL;
            }
            buf = more;
            cap *= 2;
        }
    }
    if (f != stdin)
        fclose(f);
    if (!buf)
        return cs_fail(err, 0, "file", "out of memory reading \"%.200s\"", path);
    if (len > MAX_INPUT_BYTES) {
        free(buf);
        return cs_fail(err, 0, "file", "input is larger than %u MiB", MAX_INPUT_BYTES >> 20);
    }
    buf[len] = '\0';
    if (memchr(buf, '\0', len)) {
        int line = 1;
        for (const char *p = buf; *p; p++)
            line += *p == '\n';
        free(buf);
        return cs_fail(err, line, "file", "contains a NUL byte (not a text file?)");
    }
    *text = buf;
    return 0;
}

static int command_solve(options *opt)
{
    cs_error err;
    char *text = NULL;
    if (opt->positional_count > 1)
        return usage_error(opt, "arguments", "solve takes one file (or - for standard input)");
    if (read_input(opt->positional_count ? opt->positional[0] : "-", &text, &err) != 0)
        return input_error(opt, &err);
    cs_buf out = {0};
    int status = calc_run(text, &opt->rules, opt->all, opt->json ? CALC_JSON_LINES : CALC_TEXT, &opt->budget, &out, &err);
    free(text);
    if (status != 0) {
        cs_buf_free(&out);
        return input_error(opt, &err);
    }
    return emit(&out);
}

static double now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int command_level(options *opt)
{
    cs_error err;
    calc_level *levels;
    int count = calc_bundled_levels(&levels, &err);
    if (count < 0)
        return input_error(opt, &err);
    if (opt->positional_count == 0) {
        free(levels);
        return usage_error(opt, "level", "which level? (1..199, or all)");
    }
    int all = strcmp(opt->positional[0], "all") == 0;
    int picks[64], pick_count = 0;
    for (int i = all ? count : 0; i < opt->positional_count; i++) {
        int64_t n;
        if (cs_parse_int64(opt->positional[i], &n) != 0 || n < 1 || n > count) {
            free(levels);
            cs_fail(&err, 0, "level", "\"%.30s\" is not a bundled level (1..%d, or all)", opt->positional[i], count);
            return input_error(opt, &err);
        }
        picks[pick_count++] = (int)n - 1;
    }
    int solved = 0;
    uint64_t states = 0;
    double started = now_ms();
    cs_buf out = {0};
    int total = all ? count : pick_count;
    for (int k = 0; k < total; k++) {
        const calc_level *level = &levels[all ? k : picks[k]];
        calc_result result;
        calc_solve(level, &opt->rules, opt->all, CALC_MAX_LISTED, &opt->budget, &result);
        solved += result.solved && result.moves <= level->moves;
        states += result.states;
        if (opt->json) {
            calc_report_json(&out, level, &opt->rules, &result, opt->all);
            cs_buf_add(&out, "\n");
        } else if (all) {
            cs_buf_printf(&out, "Level %3d: %-9s", level->number, result.solved ? "solved" : "UNSOLVED");
            if (result.solved)
                cs_buf_printf(&out, " %d/%d moves:", result.moves, level->moves);
            for (int i = 0; i < result.press_count; i++)
                cs_buf_printf(&out, " %s", calc_press_label(level, result.presses[i]));
            cs_buf_printf(&out, "  (%llu states)\n", (unsigned long long)result.states);
        } else {
            if (k)
                cs_buf_add(&out, "\n");
            calc_report_text(&out, level, &opt->rules, &result, opt->all);
        }
        calc_result_free(&result);
        if (out.len > (1u << 16) && emit(&out) != 0) { /* stream long runs */
            free(levels);
            return 1;
        }
    }
    if (all && !opt->json)
        cs_buf_printf(&out, "%d of %d levels solved within their moves; %llu states explored in %.1f ms\n", solved, count,
                      (unsigned long long)states, now_ms() - started);
    free(levels);
    return emit(&out);
}

static int command_digits(options *opt)
{
    cs_error err;
    if (opt->positional_count < 1)
        return usage_error(opt, "target", "usage: calcsolve digits TARGET N1 N2 ... (2 to 6 numbers)");
    cs_buf numbers = {0};
    for (int i = 1; i < opt->positional_count; i++) {
        if (i > 1)
            cs_buf_add(&numbers, " ");
        cs_buf_add(&numbers, opt->positional[i]);
    }
    cs_buf out = {0};
    int status = digits_run(opt->positional[0], numbers.data ? numbers.data : "", opt->all, opt->json,
                            &opt->budget, &out, &err);
    cs_buf_free(&numbers);
    if (status != 0) {
        cs_buf_free(&out);
        return input_error(opt, &err);
    }
    if (opt->json)
        cs_buf_add(&out, "\n");
    return emit(&out);
}

static int command_clock(options *opt)
{
    cs_error err;
    if (opt->positional_count != 2)
        return usage_error(opt, opt->positional_count < 1 ? "n" : "k", "usage: calcsolve clock N K");
    cs_buf out = {0};
    if (clock_run(opt->positional[0], opt->positional[1], CLOCK_NATIVE_MAX_SPACE, opt->json, &opt->budget, &out,
                  &err) != 0) {
        cs_buf_free(&out);
        return input_error(opt, &err);
    }
    if (opt->json)
        cs_buf_add(&out, "\n");
    return emit(&out);
}

/* ---- the classic prompt session ---- */

typedef struct prompter {
    int echo; /* input is not a terminal: repeat answers so the transcript reads as typed */
} prompter;

/* Prints the prompt and reads one line (without its newline). 0, or -1 at end of input. */
static int ask(const prompter *p, const char *prompt, char *line, size_t size)
{
    fputs(prompt, stdout);
    fflush(stdout);
    if (!fgets(line, (int)size, stdin)) {
        fputs("\n", stdout);
        return -1;
    }
    size_t len = strlen(line);
    int whole = len > 0 && line[len - 1] == '\n';
    while (len > 0 && (line[len - 1] == '\n' || line[len - 1] == '\r'))
        line[--len] = '\0';
    if (!whole && len == size - 1) { /* overlong: drop the rest of the line */
        int c;
        while ((c = getchar()) != EOF && c != '\n') {
        }
        line[0] = '\x01';
        line[1] = '\0';
    }
    if (p->echo)
        printf("%s\n", line);
    return 0;
}

static int ask_number(const prompter *p, const char *prompt, int64_t low, int64_t high, int64_t *out)
{
    char line[256];
    for (;;) {
        if (ask(p, prompt, line, sizeof line) != 0)
            return -1;
        if (cs_parse_int64(line, out) != 0)
            printf("\"%.40s\" is not a whole number; try again.\n", line);
        else if (*out < low || *out > high)
            printf("%lld is outside %lld..%lld; try again.\n", (long long)*out, (long long)low, (long long)high);
        else
            return 0;
    }
}

static int ask_yes_no(const prompter *p, const char *prompt, int *yes)
{
    char line[256];
    for (;;) {
        if (ask(p, prompt, line, sizeof line) != 0)
            return -1;
        if (strcmp(line, "y") == 0 || strcmp(line, "Y") == 0 || strcmp(line, "yes") == 0) {
            *yes = 1;
            return 0;
        }
        if (strcmp(line, "n") == 0 || strcmp(line, "N") == 0 || strcmp(line, "no") == 0) {
            *yes = 0;
            return 0;
        }
        printf("Please answer y or n.\n");
    }
}

static int interactive_round(const prompter *p, options *opt)
{
    calc_level level;
    memset(&level, 0, sizeof level);
    int64_t limit = 999999, n;
    if (ask_number(p, "Enter start value: ", -limit, limit, &level.start) != 0 ||
        ask_number(p, "Enter goal value: ", -limit, limit, &level.goal) != 0 ||
        ask_number(p, "Enter the number of moves: ", 1, CALC_MAX_MOVES, &n) != 0)
        return -1;
    level.moves = (int)n;
    puts("Enter one rule per line (empty string to mark end of list):");
    for (;;) {
        char line[256];
        cs_error err;
        calc_button button;
        if (ask(p, "", line, sizeof line) != 0)
            return -1;
        if (!line[0]) {
            if (level.button_count > 0)
                break;
            puts("At least one rule is needed.");
            continue;
        }
        if (calc_parse_button(line, &button, &err) != 0) {
            printf("%s; try again.\n", err.message);
            continue;
        }
        if (level.button_count == CALC_MAX_BUTTONS) {
            printf("At most %d rules; press Enter to solve.\n", CALC_MAX_BUTTONS);
            continue;
        }
        level.buttons[level.button_count++] = button;
    }
    int yes;
    if (ask_yes_no(p, "Are there any portals for this game? (y/n): ", &yes) != 0)
        return -1;
    if (yes) {
        int64_t entry, exit_place;
        for (;;) {
            if (ask_number(p, "Enter the distance from the ones place of the portal on the left: ", 1, 5, &entry) != 0 ||
                ask_number(p, "Enter the distance from the ones place of the portal on the right: ", 0, 4, &exit_place) != 0)
                return -1;
            if (entry > exit_place)
                break;
            puts("The left portal must be further from the ones place than the right one; try again.");
        }
        level.has_portal = 1;
        level.portal_in = (int)entry;
        level.portal_out = (int)exit_place;
    }
    calc_result result;
    calc_solve(&level, &opt->rules, 0, 0, &opt->budget, &result);
    if (result.solved) {
        puts("Solution:");
        for (int i = 0; i < result.press_count; i++)
            printf("Apply %s\n", calc_press_label(&level, result.presses[i]));
    } else if (result.stop != CS_FINISHED) {
        printf("Gave up after %llu states (%s).\n", (unsigned long long)result.states, cs_stop_reason(result.stop));
    } else {
        printf("No solution within %d moves\n", level.moves);
    }
    calc_result_free(&result);
    return 0;
}

static int command_interactive(options *opt)
{
    prompter p = {!isatty(STDIN_FILENO)};
    for (;;) {
        int again;
        if (interactive_round(&p, opt) != 0)
            return 0;
        if (ask_yes_no(&p, "Solve again (y/n): ", &again) != 0 || !again)
            return 0;
    }
}

int main(int argc, char **argv)
{
    signal(SIGINT, on_interrupt);
    options opt;
    cs_error err;
    if (argc < 2) {
        if (parse_options(argc, argv, 1, &opt, &err) != 0)
            return input_error(NULL, &err);
        return isatty(STDIN_FILENO) ? command_interactive(&opt) : command_solve(&opt);
    }
    const char *command = argv[1];
    if (strcmp(command, "--help") == 0 || strcmp(command, "-h") == 0 || strcmp(command, "help") == 0) {
        fputs(USAGE, stdout);
        return 0;
    }
    if (parse_options(argc, argv, 2, &opt, &err) != 0) {
        options json_only = {0};
        for (int i = 2; i < argc; i++)
            json_only.json |= strcmp(argv[i], "--json") == 0;
        return input_error(&json_only, &err);
    }
    if (strcmp(command, "solve") == 0)
        return command_solve(&opt);
    if (strcmp(command, "level") == 0)
        return command_level(&opt);
    if (strcmp(command, "digits") == 0)
        return command_digits(&opt);
    if (strcmp(command, "clock") == 0)
        return command_clock(&opt);
    if (strcmp(command, "interactive") == 0)
        return command_interactive(&opt);
    return usage_error(&opt, "command", "unknown command (expected solve, level, digits, clock or interactive)");
}
