/*
 * shared.h: what the files of the native command-line front end share (cli.c the
 * arguments and commands, interrupt.c Ctrl-C, output.c checked output and error messages,
 * interactive.c the prompt session, play.c a game played move by move, pick.c the
 * choice a move typed without one needs,
 * args.c the argument list, usage.c the usage and help, progress.c what is said
 * about a search beyond its answer, input.c reading a file or a terminal).
 * Nothing here is part of the core: the wasm build and the tests' core sources
 * leave every core/cli*.c out.
 */
#ifndef CALCSOLVE_CLI_SHARED_H
#define CALCSOLVE_CLI_SHARED_H

#include "cli.h"
#include "game.h"

#include <stdio.h>

/* Exit statuses (the README's command-line section lists them). */
enum {
    EXIT_DONE = 0,        /* every level was read (solved or not) */
    EXIT_MEMORY = 1,      /* memory ran out */
    EXIT_INPUT = 2,       /* bad input or arguments */
    EXIT_WRITE = 74,      /* output could not be written (EX_IOERR of sysexits.h) */
    EXIT_CANCELLED = CS_CLI_EXIT_CANCELLED /* Ctrl-C cancelled a search or left the session (128 + SIGINT) */
};

#define CLI_MAX_POSITIONAL 64

/* The options of the command line, one bit each (cli.c's table has their help).
 * From OPT_SEED on, a command reads the value itself (generate.c), kept in
 * options.value ("" for a flag). */
enum {
    OPT_JSON = 1, OPT_ALL = 2, OPT_CLASSIC = 4, OPT_DIGITS = 8, OPT_MAX_STATES = 16, OPT_GAME = 32,
    OPT_SEED = 1 << 6, OPT_MOVES = 1 << 7, OPT_DIFFICULTY = 1 << 8, OPT_KINDS = 1 << 9, OPT_PORTAL = 1 << 10,
    OPT_ALLOW_MANY = 1 << 11, OPT_TRIES = 1 << 12, OPT_SOLUTION = 1 << 13, OPT_GRAPH = 1 << 14,
    OPT_SUMMARY = 1 << 15, OPT_WEEK = 1 << 16, OPT_LADDER = 1 << 17,
    OPT_GENERATE = OPT_SEED | OPT_MOVES | OPT_DIFFICULTY | OPT_KINDS | OPT_PORTAL | OPT_ALLOW_MANY | OPT_TRIES |
                   OPT_SOLUTION
};
#define CLI_OPTION_SLOTS 18
static inline int option_slot(unsigned bit)
{
    int slot = 0;
    while (bit > 1 && slot < CLI_OPTION_SLOTS - 1) {
        bit >>= 1;
        slot++;
    }
    return slot;
}

/* The progress line of a long search on stderr (progress.c). */
typedef struct progress {
    int enabled;   /* stderr is a terminal */
    int shown;     /* the line is on the screen now */
    int active;    /* a search is under way (progress_start, until progress_clear) */
    double started, drawn; /* ms: the search's start, the last drawing */
    char what[64]; /* the puzzle searched ("level 199"), named when first shown: */
    void (*name)(void *context, char *out, size_t size);
    void *context;
} progress;

typedef struct options {
    int json;
    cs_options run;        /* --all, --classic, --digits, --max-states and the Ctrl-C flag, for the game */
    const cs_game *game;   /* the game the command runs */
    const char *command;   /* the command's name, for usage messages */
    const char *positional[CLI_MAX_POSITIONAL];
    int positional_count;
    unsigned given;        /* the OPT_* bits given */
    const char *value[CLI_OPTION_SLOTS]; /* value[option_slot(OPT_SEED)] ...: as given, NULL when not */
    const char *source;    /* the file read ("-" standard input), named in its errors; NULL before */
    progress *progress;    /* the progress line, or NULL */
    int greet;             /* bare `calcsolve`: the session says what it is and how to leave */
} options;

/* ---- checked output (output.c) ---- */

/* stdout with the first failure remembered: every later write is skipped, and
 * writer_close turns it into a message and an exit status. */
typedef struct writer {
    FILE *stream;
    int error;  /* errno of the first failed write (EPIPE: the reader left), 0 when fine */
    int memory; /* a buffer ran out of memory */
} writer;

/* wrap.c: the columns UTF-8 text takes (one a character), and words after
 * `used` columns wrapped at spaces to 80 columns, further lines indented by
 * `indent` columns, ending with a newline. */
size_t cli_columns(const char *text, size_t bytes);
void cli_wrap(cs_buf *out, size_t used, const char *words, size_t indent);

void writer_init(writer *w, FILE *stream);
/* 0, or -1 once output has failed (stop writing). */
int writer_put(writer *w, const char *text);
int writer_write(writer *w, const char *text, size_t length);
int writer_printf(writer *w, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Text from input (a typed line, a message quoting it) as put_escaped shows it, then after. */
int writer_escaped(writer *w, const char *text, const char *after);
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
/* text on stream as the terminal may show it (escape.c): control bytes but tab, and bytes
 * of no valid UTF-8 character, as \x1b; C1 and bidi controls as \u009b. */
void put_escaped(FILE *stream, const char *text);
/* The same into out (size bytes, NUL-terminated, whole characters only): its length. */
size_t escape_into(char *out, size_t size, const char *text);
/* The first character of text (not empty) as shown, into piece: the bytes it took. */
size_t escape_next(const char *text, char piece[16]);
/* An argument error: the message, then a pointer to the command's --help. */
int usage_error(writer *w, const options *opt, const char *name, const char *field, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));

/* ---- the commands and options (cli.c's tables; usage.c prints them) ---- */

typedef struct command {
    const char *name;
    int (*run)(options *opt, writer *w);
    unsigned takes;     /* OPT_* */
    int min_args, max_args;
    const char *missing_field, *missing; /* what to say when arguments are missing */
    const char *args;    /* its arguments in the usage line, e.g. "[FILE|-]" */
    const char *summary; /* what it does, under the usage line */
    const char *more;    /* said only in its own help (help solve), or NULL */
    int brief;           /* the usage line says [options] (a game by name), the list below names them */
    int games_after;     /* the list of commands goes on with the games that have a usage line of their own */
    const cs_game *game; /* a game run by name; NULL: the default game (DEFAULT_GAME) or the one --game names */
} command;
extern const command cli_commands[];
extern const int cli_command_count;

/* The game a command runs when none is named: the first of the one list (games.c). */
#define DEFAULT_GAME (cs_games[0])

typedef struct option_help {
    unsigned bit;
    const char *name, *shown, *help;
} option_help;
extern const option_help cli_options[];
extern const int cli_option_count;

/* One argument of the command line, split (args.c): an option (with the value
 * of --opt=value or of the next argument) or a positional argument. */
typedef struct cli_arg {
    const char *text;  /* as typed */
    const char *value; /* an option's value, or NULL */
    int option;        /* 1 for an option (before --) */
    int known;         /* the option's index in cli_options, ARG_HELP, ARG_VERSION, ARG_UNKNOWN or ARG_AMBIGUOUS */
    int inline_value;  /* the value came after '=' */
    char name[32];     /* an option's name, without =value */
} cli_arg;
enum { ARG_UNKNOWN = -1, ARG_HELP = -2, ARG_VERSION = -3, ARG_AMBIGUOUS = -4 };
/* The games' names, comma-separated into out: out. */
const char *game_names(char *out, size_t size);
/* The long options a prefix can stand for ("--max" for --max-states), comma-separated into out. */
void options_matching(const char *prefix, char *out, size_t size);
/* argv[1..] into out (argc - 1 entries at most): the count. */
int split_args(int argc, char **argv, cli_arg *out);
/* The command or game name nearest to word (a typo's "did you mean"), or NULL. */
const char *nearest_command(const char *word);
/* "solve, hint, ... or help", the commands as help lists them (listed_command), into out. */
void command_list(char *out, size_t size);

/* usage.c: the usage of one command, or of all (only NULL). */
void print_usage(writer *w, const command *only);
/* `calcsolve help [COMMAND|buttons]` (the help row of the table). */
int command_help(options *opt, writer *w);
/* A game as a command of its own (its usage its own, cs_game.usage, or made from its fields). */
typedef struct game_command {
    command cmd;
    char missing[320], args[200];
} game_command;
/* The command of the table, or the game, called name (scratch holds a game's), or NULL. */
const command *find_command(const char *name, game_command *scratch);
/* The commands as help and the "did you mean" list them, index from 0: the table's, with the
 * games that have a usage line of their own after the row marked games_after (scratch holds a
 * game's); NULL past the last. */
const command *listed_command(int index, game_command *scratch);

/* Input from a terminal ended in mid-line (Ctrl-D after text): a line end on the terminal
 * (stderr, else stdout, when one is), so what is written next starts a line of its own
 * instead of running on from the typed text ("buttons: +1" then "0 to 2 …"). */
void end_typed_line(void);

/* ---- Ctrl-C (interrupt.c) ---- */

/* Catches Ctrl-C (SIGINT) for the flags below and ignores SIGPIPE: once, first. */
void interrupt_install(void);

/* The cancel flag, for a search's budget (cs_options.budget.cancel). */
const volatile int *interrupt_flag(void);
/* Clears the cancel flag: called before each search, so one Ctrl-C cancels only
 * the search under way. */
void interrupt_reset(void);
/* Ctrl-C was pressed since the last reset. */
int interrupt_pending(void);
/* Ctrl-C was pressed twice within a second: stop the whole run. */
int interrupt_quit(void);
/* Ctrl-C was pressed at any time in this run: it exits EXIT_CANCELLED. */
int interrupt_seen(void);
/* How a prompt session or play ended: EXIT_CANCELLED when Ctrl-C ended it, else EXIT_DONE. */
int session_status(void);
/* on: a search is under way with nothing on the terminal's line but the ^C the terminal
 * echoes, so Ctrl-C ends that line (the answer then starts a line of its own); off at a
 * prompt (the line is the user's) and while the progress line is shown (it is erased whole). */
void interrupt_newline(int on);
/* The progress line is on the screen (shown) or not: SIGTERM and SIGHUP erase it. */
void interrupt_line_shown(int shown);

/* ---- the commands (commands.c, interactive.c): each returns an exit status ---- */

int command_solve(options *opt, writer *w);
int command_hint(options *opt, writer *w);
int command_level(options *opt, writer *w);
/* Bundled puzzle number n of a game's count (commands.c): the index (from 0) of the puzzle whose
 * `level:` says n, for a game whose levels carry the app's numbers (with gaps where levels are
 * missing), else of the n-th; -1 when there is none. bundled_level_number: the number of index. */
int bundled_index(const cs_game *game, const char *bundled, int count, int64_t n);
int bundled_level_number(const cs_game *game, const char *bundled, int index);
/* Any game by name: the positional arguments are its fields (commands.c). */
int command_game(options *opt, writer *w);
/* The positional fields of a game (required, not state) under opt: their count, and
 * whether the last is a list that takes the rest of the arguments. */
int positional_fields(const options *opt, cs_field *fields, int *last_takes_rest);
/* numbers.c: text that is a whole number beyond 64 bits, for the game's field `name`: -1 with err
 * ("too large", with the field's range); 0 for any other text (the game judges it). */
int cli_number_too_large(const options *opt, const char *name, const char *text, cs_error *err);
int command_interactive(options *opt, writer *w);
/* A game played in the terminal, move by move (play.c). */
int command_play(options *opt, writer *w);

/* ---- reading (commands.c, interactive.c) ---- */

/* The whole text of a file, or of standard input for "-" (at most 16 MiB, no
 * NUL byte), malloc'd into *text (input.c). 0, -1 with err, or -2 when Ctrl-C
 * stopped the reading (nothing to say: the run exits EXIT_CANCELLED). */
int read_input(const char *path, char **text, cs_error *err);
/* read_input for a command: the message or nothing on failure. 0, or an exit status. */
int read_input_for(options *opt, writer *w, const char *path, char **text);

/* ---- progress.c ---- */
void progress_init(progress *p);
/* A search begins: the clock starts (the line shows after a second, the
 * puzzle named by name(context), or by what when name is NULL). */
void progress_start(progress *p, const char *what, void (*name)(void *context, char *out, size_t size),
                    void *context);
/* The budget's progress hook (cs_budget.progress): context is a progress. */
void progress_tick(void *context, uint64_t states);
/* Erases the line, if shown (before anything else is written). p may be NULL. */
void progress_clear(progress *p);
/* Hooks p into opt's budget. */
void progress_attach(options *opt, progress *p);
/* After a text report that gave up: which limit stopped it and how to raise it. 0, or -1 when output failed. */
int limit_note(writer *w, const options *opt, const char *report, size_t length);

#define ANSWER_MAX 255 /* bytes of one answer at a prompt */

/* A prompt session's reader of answers (interactive.c). */
typedef struct prompter {
    writer *w;
    const options *opt;
    int echo; /* input is not a terminal: repeat answers so the transcript reads as typed */
    int words; /* the prompt session: q leaves, help explains (play reads its own) */
} prompter;
prompter prompter_for(const options *opt, writer *w);
/* Prints the prompt and reads one acceptable answer into line (control bytes
 * and over-long answers are asked again). 0, or -1 when the session ends: end
 * of input, Ctrl-C at the prompt, or output that failed. */
int ask(const prompter *p, const char *prompt, char *line, size_t size);

/* pick.c: a move typed without the choice it needs (cs_game.choices: "Round"), asked for;
 * label the move as typed, replaced by the chosen move's label ("Round@2"). 0 (label the
 * move to play: chosen, or as typed when it needs no choice), 1 when the player cancelled
 * (an empty answer), 2 at end of input or Ctrl-C, -1 when memory ran out. */
int pick_choice(const prompter *p, const cs_game *game, const void *puzzle, cs_buf *label);

/* generate.c: a new puzzle, and the puzzles of the day. */
int command_generate(options *opt, writer *w);
int command_daily(options *opt, writer *w);
/* help.c: `calcsolve help buttons`, what each Calculator button does. */
int command_help_buttons(writer *w);
/* graph.c: `solve --graph dot|json` on the text of a file (numbers: each
 * puzzle's bundled level number, or NULL). */
int command_graph(options *opt, writer *w, const char *text, const int *numbers);

#endif
