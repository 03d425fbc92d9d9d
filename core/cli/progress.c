/*
 * cli/progress.c: what the command line says about a search beyond its answer.
 * A search that runs longer than about a second with stderr on a terminal
 * shows it is alive on one line of stderr (the puzzle, the states so far, the
 * time, how to stop), redrawn in place at most four times a second through the
 * budget's progress hook (cs.h) and erased before the answer is written; never
 * when stderr is not a terminal or the terminal is "dumb" (TERM=dumb: it cannot
 * erase a line). The line is cut to the terminal's width (a wrapped line could not
 * be erased in place) and written in one piece.
 */
#include "shared.h"

#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <time.h>
#include <unistd.h>

#define PROGRESS_AFTER_MS 1000.0
#define PROGRESS_EVERY_MS 250.0

static double now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

void progress_init(progress *p)
{
    memset(p, 0, sizeof *p);
    const char *term = getenv("TERM");
    p->enabled = isatty(STDERR_FILENO) && !(term && strcmp(term, "dumb") == 0);
}

/* The terminal's width in columns: asked of stderr's terminal, else $COLUMNS, else 80. */
static int terminal_columns(void)
{
    struct winsize size;
    if (ioctl(STDERR_FILENO, TIOCGWINSZ, &size) == 0 && size.ws_col > 0)
        return size.ws_col;
    const char *columns = getenv("COLUMNS");
    int n = columns ? atoi(columns) : 0;
    return n > 0 ? n : 80;
}

/* The columns text takes (UTF-8 continuation bytes take none). */
static int columns_of(const char *text)
{
    int shown = 0;
    for (const char *c = text; *c; c++)
        shown += (*c & 0xc0) != 0x80;
    return shown;
}

/* The line that fits in columns - 1 (the last column left free: some terminals wrap as
 * soon as it is written), made of whole parts, never a number cut: the puzzle, the word,
 * the count and the time, how to stop it; narrower, how to stop it goes first, then the
 * puzzle, then the word. "" when even the numbers do not fit. */
static void fit_line(char *line, size_t size, const char *what, uint64_t states, double seconds, int columns)
{
    /* the parts kept, widest first: {the puzzle, "searching", "(Ctrl-C stops)"} */
    static const unsigned char KEPT[][3] = {{1, 1, 1}, {1, 1, 0}, {0, 1, 0}, {0, 0, 0}};
    char grouped[32]; /* "1,234,567 states", as the engine's messages write counts */
    cs_grouped(states, grouped);
    for (size_t i = 0; i < sizeof KEPT / sizeof KEPT[0]; i++) {
        snprintf(line, size, "%s%s%s%s states, %.0f s%s", KEPT[i][0] ? what : "", KEPT[i][0] ? ": " : "",
                 KEPT[i][1] ? "searching, " : "", grouped, seconds, KEPT[i][2] ? " (Ctrl-C stops)" : "");
        if (columns_of(line) < columns)
            return;
    }
    line[0] = '\0';
}

/* Whether this process is in its terminal's foreground: a background job (`&`) draws
 * nothing over the shell's prompt, nor offers a Ctrl-C that cannot reach it. */
static int in_foreground(void)
{
    pid_t owner = tcgetpgrp(STDERR_FILENO);
    return owner == -1 || owner == getpgrp();
}

void progress_start(progress *p, const char *what, void (*name)(void *context, char *out, size_t size),
                    void *context)
{
    if (!p)
        return;
    progress_clear(p);
    snprintf(p->what, sizeof p->what, "%s", what);
    p->name = name;
    p->context = context;
    p->active = 1;
    p->started = now_ms();
    p->drawn = 0;
    interrupt_newline(1);
}

void progress_tick(void *context, uint64_t states)
{
    progress *p = context;
    if (!p || !p->enabled || !p->active)
        return;
    double now = now_ms();
    if (now - p->started < PROGRESS_AFTER_MS || (p->shown && now - p->drawn < PROGRESS_EVERY_MS))
        return;
    if (p->name) { /* named only now: a file of many quick levels never pays for it */
        p->name(p->context, p->what, sizeof p->what);
        p->name = NULL;
    }
    if (!in_foreground())
        return;
    char what[sizeof p->what * 6], line[sizeof what + 80];
    escape_into(what, sizeof what, p->what);
    fit_line(line, sizeof line, what, states, (now - p->started) / 1e3, terminal_columns());
    if (!line[0])
        return;
    interrupt_newline(0); /* Ctrl-C now: the line is erased whole, its ^C with it */
    fprintf(stderr, "\r\033[K%s", line);
    fflush(stderr);
    p->shown = 1;
    p->drawn = now;
    interrupt_line_shown(1);
}

void progress_clear(progress *p)
{
    interrupt_newline(0);
    if (p)
        p->active = 0; /* until the next search starts */
    if (!p || !p->shown)
        return;
    fputs("\r\033[K", stderr);
    fflush(stderr);
    p->shown = 0;
    interrupt_line_shown(0);
}

void progress_attach(options *opt, progress *p)
{
    opt->progress = p;
    opt->run.budget.progress = progress_tick;
    opt->run.budget.progress_context = p;
}
