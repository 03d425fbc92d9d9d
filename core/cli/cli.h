/*
 * cli.h: what the files of the native command-line front end share (cli.c the
 * arguments and commands, output.c checked output and error messages,
 * interactive.c the prompt session, play.c a game played move by move).
 * Nothing here is part of the core: the wasm build and the tests' core sources
 * leave every core/cli*.c out.
 */
#ifndef CALCSOLVE_CLI_H
#define CALCSOLVE_CLI_H

#include "game.h"

#include <stdio.h>

/* Exit statuses (the README's command-line section lists them). */
enum {
    EXIT_DONE = 0,        /* every level was read (solved or not) */
    EXIT_MEMORY = 1,      /* memory ran out */
    EXIT_INPUT = 2,       /* bad input or arguments */
    EXIT_WRITE = 74,      /* output could not be written (EX_IOERR of sysexits.h) */
    EXIT_CANCELLED = 130  /* Ctrl-C cancelled a search or left the session (128 + SIGINT) */
};

#define CLI_MAX_POSITIONAL 64

/* The options of the command line, one bit each (cli.c's table has their help).
 * From OPT_SEED on, a command reads the value itself (generate.c), kept in
 * options.value ("" for a flag). */
enum {
    OPT_JSON = 1, OPT_ALL = 2, OPT_CLASSIC = 4, OPT_DIGITS = 8, OPT_MAX_STATES = 16, OPT_GAME = 32,
    OPT_SEED = 1 << 6, OPT_MOVES = 1 << 7, OPT_DIFFICULTY = 1 << 8, OPT_KINDS = 1 << 9, OPT_PORTAL = 1 << 10,
    OPT_ALLOW_MANY = 1 << 11, OPT_TRIES = 1 << 12, OPT_SOLUTION = 1 << 13, OPT_GRAPH = 1 << 14,
    OPT_GENERATE = OPT_SEED | OPT_MOVES | OPT_DIFFICULTY | OPT_KINDS | OPT_PORTAL | OPT_ALLOW_MANY | OPT_TRIES |
                   OPT_SOLUTION
};
#define CLI_OPTION_SLOTS 16
static inline int option_slot(unsigned bit)
{
    int slot = 0;
    while (bit > 1 && slot < CLI_OPTION_SLOTS - 1) {
        bit >>= 1;
        slot++;
    }
    return slot;
}

typedef struct options {
    int json;
    cs_options run;        /* --all, --classic, --digits, --max-states and the Ctrl-C flag, for the game */
    const cs_game *game;   /* the game the command runs */
    const char *command;   /* the command's name, for usage messages */
    const char *positional[CLI_MAX_POSITIONAL];
    int positional_count;
    unsigned given;        /* the OPT_* bits given */
    const char *value[CLI_OPTION_SLOTS]; /* value[option_slot(OPT_SEED)] ...: as given, NULL when not */
} options;

/* ---- checked output (output.c) ---- */

/* stdout with the first failure remembered: every later write is skipped, and
 * writer_close turns it into a message and an exit status. */
typedef struct writer {
    FILE *stream;
    int error;  /* errno of the first failed write (EPIPE: the reader left), 0 when fine */
    int memory; /* a buffer ran out of memory */
} writer;

void writer_init(writer *w, FILE *stream);
/* 0, or -1 once output has failed (stop writing). */
int writer_put(writer *w, const char *text);
int writer_write(writer *w, const char *text, size_t length);
int writer_printf(writer *w, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Writes a buffer, flushes it out at once (answers stream level by level) and
 * empties the buffer for reuse. 0, or -1 when writing or building it failed. */
int writer_buf(writer *w, cs_buf *b);
int writer_flush(writer *w);
/* Flushes and closes the stream; returns the exit status: EXIT_WRITE with
 * "calcsolve: cannot write output: ..." on stderr after a write error, status
 * unchanged when the reader closed the pipe (a quiet end), EXIT_MEMORY ... */
int writer_close(writer *w, int status);

/* An input error as the user asked for it (stderr, or the JSON error object on
 * stdout); `where` ("level 199") or NULL. Returns EXIT_INPUT. */
int input_error(writer *w, const options *opt, const char *where, const cs_error *err);
/* An argument error: the message, then a pointer to the command's --help. */
int usage_error(writer *w, const options *opt, const char *command, const char *field, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));

/* ---- Ctrl-C (cli.c) ---- */

/* Clears the cancel flag: called before each search, so one Ctrl-C cancels only
 * the search under way. */
void interrupt_reset(void);
/* Ctrl-C was pressed since the last reset. */
int interrupt_pending(void);
/* Ctrl-C was pressed twice within a second: stop the whole run. */
int interrupt_quit(void);
/* Ctrl-C was pressed at any time in this run: it exits EXIT_CANCELLED. */
int interrupt_seen(void);

/* ---- the commands (commands.c, interactive.c): each returns an exit status ---- */

int command_solve(options *opt, writer *w);
int command_hint(options *opt, writer *w);
int command_level(options *opt, writer *w);
/* Any game by name: the positional arguments are its fields (commands.c). */
int command_game(options *opt, writer *w);
/* The positional fields of a game (required, not state) under opt: their count, and
 * whether the last is a list that takes the rest of the arguments. */
int positional_fields(const options *opt, cs_field *fields, int *last_takes_rest);
int command_interactive(options *opt, writer *w);
/* A game played in the terminal, move by move (play.c). */
int command_play(options *opt, writer *w);

/* ---- reading (commands.c, interactive.c) ---- */

/* The whole text of a file, or of standard input for "-" (at most 16 MiB, no
 * NUL byte), malloc'd into *text. 0, or -1 with err. */
int read_input(const char *path, char **text, cs_error *err);

#define ANSWER_MAX 255 /* bytes of one answer at a prompt */

/* A prompt session's reader of answers (interactive.c). */
typedef struct prompter {
    writer *w;
    const options *opt;
    int echo; /* input is not a terminal: repeat answers so the transcript reads as typed */
} prompter;
prompter prompter_for(const options *opt, writer *w);
/* Prints the prompt and reads one acceptable answer into line (control bytes
 * and over-long answers are asked again). 0, or -1 when the session ends: end
 * of input, Ctrl-C at the prompt, or output that failed. */
int ask(const prompter *p, const char *prompt, char *line, size_t size);

/* generate.c: a new puzzle, and the puzzles of the day. */
int command_generate(options *opt, writer *w);
int command_daily(options *opt, writer *w);
/* help.c: `calcsolve help buttons`, what each Calculator button does. */
int command_help_buttons(writer *w);
/* graph.c: `solve --graph dot|json` on the text of a file. */
int command_graph(options *opt, writer *w, const char *text);

/* cli.c: the whole command line, run once; its exit status. main.c calls it in
 * the native build, wasm/cli.c in the npm package's module. */
int cs_cli_main(int argc, char **argv);

#endif
