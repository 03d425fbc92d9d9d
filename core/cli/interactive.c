/*
 * cli/interactive.c: `calcsolve interactive`, the prompt session of the classic
 * terminal solver (start, goal, moves, one rule per line, portals, `Apply ...`
 * lines, `Solve again (y/n):`). The questions are the game's (each field's
 * cs_prompt in describe_fields); the session asks the fields that have one in
 * order, writes the answers as puzzle text and solves it through the game
 * interface, so it knows no rule of any game.
 *
 * Line editing is the terminal's own (canonical mode: erase, kill, word-erase).
 * An answer is read whole, however long, into a bounded buffer; one that is too
 * long or holds control bytes (an arrow key sends ESC [ A) is asked again, and
 * no control byte is ever printed back. Every answer goes through the same
 * checks as a level file (the game's check_field), so the messages are the file's.
 * Ctrl-C during a search cancels that search only; Ctrl-C at a prompt (or twice
 * within a second) leaves the session, which then exits EXIT_CANCELLED; q
 * leaves it too, help explains it, and bare `calcsolve` at a terminal first
 * says in one line what it is and how to leave. The play command (play.c) reads
 * its answers through the same ask.
 */
#include "shared.h"

#include <errno.h>
#include <signal.h>
#include <string.h>
#include <strings.h>
#include <sys/select.h>
#include <unistd.h>

/* On a terminal, waits until a line can be read or Ctrl-C is pressed: 0, or -1
 * for Ctrl-C. SIGINT is blocked between the check of the flag and the wait, and
 * pselect unblocks it atomically, so a Ctrl-C that lands just after the prompt
 * is not lost until Enter. (A terminal hands over one line a read, so nothing
 * waits in stdin's buffer here; a pipe or a file is read as it comes.) */
static int wait_for_line(void)
{
#ifndef __EMSCRIPTEN__
    if (!isatty(STDIN_FILENO))
        return 0;
    sigset_t block, old;
    sigemptyset(&block);
    sigaddset(&block, SIGINT);
    if (sigprocmask(SIG_BLOCK, &block, &old) != 0)
        return 0;
    int cancelled;
    while (!(cancelled = interrupt_pending())) {
        fd_set readable;
        FD_ZERO(&readable);
        FD_SET(STDIN_FILENO, &readable);
        if (pselect(STDIN_FILENO + 1, &readable, NULL, NULL, NULL, &old) > 0 || errno != EINTR)
            break;
    }
    sigprocmask(SIG_SETMASK, &old, NULL);
    return cancelled ? -1 : 0;
#else
    return 0;
#endif
}

/* One line of input without its line end: 0, or -1 at end of input or after
 * Ctrl-C. *too_long when it had more than size - 1 bytes (the rest is read and
 * dropped); *control when it held a control byte. */
static int read_answer(char *line, size_t size, int *too_long, int *control)
{
    size_t len = 0;
    int c;
    *too_long = *control = 0;
    if (wait_for_line() != 0)
        return -1;
    while ((c = getc(stdin)) != EOF && c != '\n') {
        if (len + 1 < size)
            line[len++] = (char)c;
        else
            *too_long = 1;
    }
    if (c == EOF && (ferror(stdin) || interrupt_pending() || (len == 0 && !*too_long)))
        return -1;
    if (c == EOF)
        end_typed_line(); /* Ctrl-D in mid-line: what follows starts a line of its own */
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

static const char SESSION_HELP[] =
    "Answer each question and press Enter; a list ends with an empty line.\n"
#ifdef __EMSCRIPTEN__ /* Ctrl-C ends the wasm build's process at once (usage.c) */
    "q, Ctrl-D or Ctrl-C leaves. In the shell, calcsolve help lists\n"
#else
    "q or Ctrl-D leaves, Ctrl-C stops a search. In the shell, calcsolve help lists\n"
#endif
    "every command (e.g. calcsolve level 199, calcsolve play 1).\n";

int ask(const prompter *p, const char *prompt, char *line, size_t size)
{
    for (;;) {
        if (interrupt_quit())
            return -1;
        interrupt_reset(); /* from here on, Ctrl-C means "leave" (also while the prompt is written) */
        if (writer_put(p->w, prompt) != 0 || writer_flush(p->w) != 0)
            return -1;
        int too_long, control;
        if (read_answer(line, size, &too_long, &control) != 0) {
            writer_put(p->w, "\n");
            return -1;
        }
        if (p->echo && writer_escaped(p->w, too_long ? "(a long answer)" : line, "\n") != 0)
            return -1;
        if (p->words && !too_long && (strcmp(line, "q") == 0 || strcmp(line, "quit") == 0))
            return -1; /* leaves, as the end of input does */
        if (p->words && !too_long && strcmp(line, "help") == 0)
            writer_put(p->w, SESSION_HELP);
        else if (too_long)
            writer_printf(p->w, "That answer is too long (at most %d characters); try again.\n", ANSWER_MAX);
        else if (control)
            writer_put(p->w, "That answer holds control keys (an arrow key?), which this prompt does not edit; "
                             "type it again.\n");
        else
            return 0;
    }
}

/* The game's check of one field's value as typed. 0, or -1 with err. */
static int check_value(const prompter *p, const char *field, const char *value, cs_error *err)
{
    cs_buf canonical = {0};
    int status = p->opt->game->check_field(field, value, &p->opt->run, &canonical, err);
    cs_buf_free(&canonical);
    return status;
}

/* A whole number for field, checked by the game as a value of field when `check`. */
static int ask_number(const prompter *p, const char *prompt, const char *field, int check, int64_t *out)
{
    char line[ANSWER_MAX + 1], value[32];
    for (;;) {
        cs_error err;
        if (ask(p, prompt, line, sizeof line) != 0)
            return -1;
        int status = cli_number_too_large(p->opt, field, line, &err) != 0 ? -1 : cs_parse_whole(line, 0, field, out, &err);
        if (status == 0 && check) {
            snprintf(value, sizeof value, "%lld", (long long)*out);
            status = check_value(p, field, value, &err);
        }
        if (status == 0)
            return 0;
        writer_escaped(p->w, err.message, "; try again.\n");
    }
}

static int ask_yes_no(const prompter *p, const char *prompt, int *yes)
{
    char line[ANSWER_MAX + 1];
    for (;;) {
        if (ask(p, prompt, line, sizeof line) != 0)
            return -1;
        if (strcasecmp(line, "y") == 0 || strcasecmp(line, "yes") == 0) {
            *yes = 1;
            return 0;
        }
        if (strcasecmp(line, "n") == 0 || strcasecmp(line, "no") == 0) {
            *yes = 0;
            return 0;
        }
        writer_put(p->w, "Please answer y or n.\n");
    }
}

/* A list field, one item a line up to an empty one, into text as `name: a, b`. */
static int ask_list(const prompter *p, const cs_field *field, cs_buf *text)
{
    const cs_game *game = p->opt->game;
    int64_t count = 0;
    writer_printf(p->w, "%s\n", field->prompt.ask);
    cs_buf_printf(text, "%s: ", field->name);
    for (;;) {
        char line[ANSWER_MAX + 1];
        cs_error err;
        if (ask(p, "", line, sizeof line) != 0)
            return -1;
        if (!line[0]) {
            if (count >= field->min)
                break;
            if (field->min == 1)
                writer_printf(p->w, "At least one %s is needed.\n", field->prompt.item);
            else
                writer_printf(p->w, "At least %lld %ss are needed.\n", (long long)field->min, field->prompt.item);
        } else if ((game->check_item ? game->check_item(field->name, line, &p->opt->run, &err)
                                     : check_value(p, field->name, line, &err)) != 0) {
            writer_escaped(p->w, err.message, "; try again.\n");
        } else if (count == field->max) {
            writer_printf(p->w, "At most %lld %ss; press Enter to solve.\n", (long long)field->max, field->prompt.item);
        } else {
            cs_buf_add(text, count++ ? (field->join ? field->join : ", ") : "");
            cs_buf_add(text, line);
        }
    }
    cs_buf_add(text, "\n");
    return 0;
}

/* An optional pair: the yes/no question, then its two values, checked together. */
static int ask_pair(const prompter *p, const cs_field *field, cs_buf *text)
{
    int yes;
    if (ask_yes_no(p, field->prompt.ask, &yes) != 0)
        return -1;
    while (yes) {
        int64_t first, second;
        cs_error err;
        char value[64];
        if (ask_number(p, field->prompt.first, field->name, 0, &first) != 0 ||
            ask_number(p, field->prompt.second, field->name, 0, &second) != 0)
            return -1;
        snprintf(value, sizeof value, "%lld %lld", (long long)first, (long long)second);
        if (check_value(p, field->name, value, &err) == 0) {
            cs_buf_printf(text, "%s: %s\n", field->name, value);
            return 0;
        }
        writer_escaped(p->w, err.message, "; try again.\n");
    }
    return 0;
}

/* Asks every field that has a prompt, into puzzle text. 0, or -1 when the session ends. */
static int ask_fields(const prompter *p, cs_buf *text)
{
    cs_field fields[CS_MAX_FIELDS];
    int count = p->opt->game->describe_fields(&p->opt->run, fields);
    for (int i = 0; i < count; i++) {
        const cs_field *field = &fields[i];
        int64_t value;
        int status = 0;
        if (!field->prompt.ask)
            continue;
        if (field->kind == CS_FIELD_LIST) {
            status = ask_list(p, field, text);
        } else if (field->kind == CS_FIELD_PAIR) {
            status = ask_pair(p, field, text);
        } else if ((status = ask_number(p, field->prompt.ask, field->name, 1, &value)) == 0) {
            cs_buf_printf(text, "%s: %lld\n", field->name, (long long)value);
        }
        if (status != 0)
            return -1;
    }
    return 0;
}

/* One round's answer as the runner hands it over: it hears the outcome first
 * (game.h), then the report in CS_MOVES form, the moves one label a line. */
typedef struct round_answer {
    const prompter *p;
    int solved;
} round_answer;

static void note_outcome(void *context, int solved, uint64_t states)
{
    (void)states;
    ((round_answer *)context)->solved = solved;
}

static int before_search(void *context)
{
    const round_answer *answer = context;
    interrupt_reset(); /* Ctrl-C now cancels this search only */
    progress_start(answer->p->opt->progress, answer->p->opt->game->title, NULL, NULL);
    return 0;
}

/* "Solution:" and an "Apply LABEL" line a move, or the game's sentence saying why not. */
static int print_answer(void *context, const char *moves, size_t length)
{
    const round_answer *answer = context;
    writer *w = answer->p->w;
    progress_clear(answer->p->opt->progress);
    if (!answer->solved)
        return writer_write(w, moves, length) != 0 || limit_note(w, answer->p->opt, moves, length) != 0;
    writer_put(w, "Solution:\n");
    for (const char *line = moves, *end = moves + length; line < end;) {
        size_t line_length = strcspn(line, "\n");
        writer_printf(w, "Apply %.*s\n", (int)line_length, line);
        line += line_length + (line[line_length] == '\n');
    }
    return 0;
}

static int interactive_round(const prompter *p)
{
    const cs_game *game = p->opt->game;
    cs_buf text = {0};
    if (ask_fields(p, &text) != 0) {
        cs_buf_free(&text);
        return -1;
    }
    cs_error err;
    round_answer answer = {p, 0};
    cs_run_hooks hooks = {print_answer, before_search, note_outcome, &answer};
    int status = text.failed ? cs_fail(&err, 0, "memory", "out of memory")
                             : cs_run_hooked(game, text.data, &p->opt->run, CS_MOVES, &hooks, &err);
    cs_buf_free(&text);
    if (status < 0 && strcmp(err.field, "memory") == 0)
        p->w->memory = 1; /* writer_close says "out of memory" */
    else if (status < 0) /* each answer was checked: a safety net */
        writer_printf(p->w, "%s: ", err.field), writer_escaped(p->w, err.message, "\n");
    return 0;
}

prompter prompter_for(const options *opt, writer *w)
{
    prompter p = {w, opt, !isatty(STDIN_FILENO), 0};
    return p;
}

int command_interactive(options *opt, writer *w)
{
    prompter p = prompter_for(opt, w);
    p.words = 1;
    if (opt->greet && !p.echo) /* bare calcsolve at a terminal: what this is, and the way out */
        writer_put(w, "calcsolve solves a level from your answers; q or Ctrl-D leaves, help explains.\n");
    for (;;) {
        int again;
        if (interactive_round(&p) != 0 || ask_yes_no(&p, "Solve again (y/n): ", &again) != 0 || !again)
            break;
    }
    return session_status();
}
