/*
 * cli/interactive.c: `calcsolve interactive`, the prompt session of the classic
 * terminal solver (start, goal, moves, one rule per line, portals, `Apply ...`
 * lines, `Solve again (y/n):`).
 *
 * Line editing is the terminal's own (canonical mode: erase, kill, word-erase).
 * An answer is read whole, however long, into a bounded buffer; one that is too
 * long or holds control bytes (an arrow key sends ESC [ A) is asked again, and
 * no control byte is ever printed back. Every answer goes through the same
 * checks as a level file (calc_check_*), so the messages are the file's.
 * Ctrl-C during a search cancels that search only; Ctrl-C at a prompt (or twice
 * within a second) leaves the session, which then exits EXIT_CANCELLED.
 */
#include "cli.h"

#include <errno.h>
#include <string.h>
#include <unistd.h>

#define ANSWER_MAX 255

typedef struct prompter {
    writer *w;
    const calc_rules *rules;
    int echo; /* input is not a terminal: repeat answers so the transcript reads as typed */
} prompter;

/* One line of input without its line end: 0, or -1 at end of input or after
 * Ctrl-C. *too_long when it had more than size - 1 bytes (the rest is read and
 * dropped); *control when it held a control byte. */
static int read_answer(char *line, size_t size, int *too_long, int *control)
{
    size_t len = 0;
    int c;
    *too_long = *control = 0;
    while ((c = getc(stdin)) != EOF && c != '\n') {
        if (len + 1 < size)
            line[len++] = (char)c;
        else
            *too_long = 1;
    }
    if (c == EOF && (ferror(stdin) || interrupt_pending() || (len == 0 && !*too_long)))
        return -1;
    while (len > 0 && line[len - 1] == '\r')
        len--;
    line[len] = '\0';
    for (size_t i = 0; i < len; i++) {
        unsigned char b = (unsigned char)line[i];
        if ((b < 0x20 && b != '\t') || b == 0x7f) {
            *control = 1;
            line[i] = '?'; /* shown, if ever, as a plain question mark */
        }
    }
    return 0;
}

/* Prints the prompt and reads one acceptable answer. 0, or -1 when the session ends. */
static int ask(const prompter *p, const char *prompt, char *line, size_t size)
{
    for (;;) {
        if (interrupt_quit() || writer_put(p->w, prompt) != 0 || writer_flush(p->w) != 0)
            return -1;
        interrupt_reset(); /* from here on, Ctrl-C means "leave" */
        int too_long, control;
        if (read_answer(line, size, &too_long, &control) != 0) {
            writer_put(p->w, "\n");
            return -1;
        }
        if (p->echo && writer_printf(p->w, "%s\n", too_long ? "(a long answer)" : line) != 0)
            return -1;
        if (too_long)
            writer_printf(p->w, "That answer is too long (at most %d characters); try again.\n", ANSWER_MAX);
        else if (control)
            writer_put(p->w, "That answer holds control keys (an arrow key?), which this prompt does not edit; "
                             "type it again.\n");
        else
            return 0;
    }
}

enum { CHECK_NONE, CHECK_DISPLAY, CHECK_MOVES };

static int ask_number(const prompter *p, const char *prompt, const char *field, int check, int64_t *out)
{
    char line[ANSWER_MAX + 1];
    for (;;) {
        cs_error err;
        if (ask(p, prompt, line, sizeof line) != 0)
            return -1;
        if (cs_parse_whole(line, 0, field, out, &err) == 0 &&
            (check == CHECK_NONE || (check == CHECK_DISPLAY ? calc_check_value(field, *out, p->rules, &err)
                                                            : calc_check_moves(*out, &err)) == 0))
            return 0;
        writer_printf(p->w, "%s; try again.\n", err.message);
    }
}

static int ask_yes_no(const prompter *p, const char *prompt, int *yes)
{
    char line[ANSWER_MAX + 1];
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
        writer_put(p->w, "Please answer y or n.\n");
    }
}

static int ask_buttons(const prompter *p, calc_level *level)
{
    writer_put(p->w, "Enter one rule per line (empty string to mark end of list):\n");
    for (;;) {
        char line[ANSWER_MAX + 1];
        cs_error err;
        calc_button button;
        if (ask(p, "", line, sizeof line) != 0)
            return -1;
        if (!line[0]) {
            if (level->button_count > 0)
                return 0;
            writer_put(p->w, "At least one rule is needed.\n");
        } else if (calc_parse_button(line, &button, &err) != 0) {
            writer_printf(p->w, "%s; try again.\n", err.message);
        } else if (level->button_count == CALC_MAX_BUTTONS) {
            writer_printf(p->w, "At most %d rules; press Enter to solve.\n", CALC_MAX_BUTTONS);
        } else {
            level->buttons[level->button_count++] = button;
        }
    }
}

static int ask_portal(const prompter *p, calc_level *level)
{
    int yes;
    if (ask_yes_no(p, "Are there any portals for this game? (y/n): ", &yes) != 0)
        return -1;
    while (yes) {
        int64_t entry, exit_place;
        cs_error err;
        if (ask_number(p, "Enter the distance from the ones place of the portal on the left: ", "portal", CHECK_NONE,
                       &entry) != 0 ||
            ask_number(p, "Enter the distance from the ones place of the portal on the right: ", "portal", CHECK_NONE,
                       &exit_place) != 0)
            return -1;
        if (calc_check_portal(entry, exit_place, p->rules, &err) == 0) {
            level->has_portal = 1;
            level->portal_in = (int)entry;
            level->portal_out = (int)exit_place;
            return 0;
        }
        writer_printf(p->w, "%s; try again.\n", err.message);
    }
    return 0;
}

static void print_answer(const prompter *p, const calc_level *level, const calc_result *result)
{
    if (result->solved) {
        writer_put(p->w, "Solution:\n");
        for (int i = 0; i < result->press_count; i++)
            writer_printf(p->w, "Apply %s\n", calc_press_label(level, result->presses[i]));
    } else if (result->stop != CS_FINISHED) {
        writer_printf(p->w, "Gave up after %llu state%s (%s).\n", (unsigned long long)result->states,
                      result->states == 1 ? "" : "s", cs_stop_reason(result->stop));
    } else {
        writer_printf(p->w, "No solution within %d move%s\n", level->moves, level->moves == 1 ? "" : "s");
    }
}

static int interactive_round(const prompter *p, const options *opt)
{
    calc_level level;
    memset(&level, 0, sizeof level);
    int64_t moves;
    if (ask_number(p, "Enter start value: ", "start", CHECK_DISPLAY, &level.start) != 0 ||
        ask_number(p, "Enter goal value: ", "goal", CHECK_DISPLAY, &level.goal) != 0 ||
        ask_number(p, "Enter the number of moves: ", "moves", CHECK_MOVES, &moves) != 0)
        return -1;
    level.moves = (int)moves;
    if (ask_buttons(p, &level) != 0 || ask_portal(p, &level) != 0)
        return -1;
    cs_error err;
    if (calc_check_level(&level, &opt->rules, &err) != 0) { /* each answer was checked: a safety net */
        writer_printf(p->w, "%s: %s\n", err.field, err.message);
        return 0;
    }
    calc_result result;
    interrupt_reset(); /* Ctrl-C now cancels this search only */
    calc_solve(&level, &opt->rules, 0, 0, &opt->budget, &result);
    print_answer(p, &level, &result);
    calc_result_free(&result);
    return 0;
}

int command_interactive(options *opt, writer *w)
{
    prompter p = {w, &opt->rules, !isatty(STDIN_FILENO)};
    for (;;) {
        int again;
        if (interactive_round(&p, opt) != 0 || ask_yes_no(&p, "Solve again (y/n): ", &again) != 0 || !again)
            break;
    }
    return interrupt_seen() ? EXIT_CANCELLED : EXIT_DONE;
}
