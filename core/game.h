/*
 * game.h: struct cs_game, the one interface every calcsolve game implements.
 *
 * Modelled on the `struct game` of Simon Tatham's Portable Puzzle Collection: a
 * game is a table of functions over opaque puzzles and results, and front ends
 * (the CLI, the wasm API, the tests) only ever talk to that table, found by name
 * in the one list of games (games.c). A puzzle is text in one format for every
 * game, `key: value` lines with a blank line between puzzles; the keys are the
 * game's fields, which the game also describes (kind, limits, help) so that a
 * form or a prompt can be built from them without knowing any rule.
 */
#ifndef CALCSOLVE_GAME_H
#define CALCSOLVE_GAME_H

#include "cs.h"
#include "graph.h"
#include "ladder.h"

/* How a front end asked for a puzzle to be solved. Rules that only one game has
 * are named for it and ignored by the others. */
typedef struct cs_options {
    int all;               /* count every shortest solution and list the first ones */
    int classic;           /* Calculator: the 2017 app, where saving into Store is free */
    int display_digits;    /* Calculator: the display's size, 1..CS_MAX_DISPLAY_DIGITS; 0 = the game's default */
    int browser;           /* a browser tab's limits: each game's smaller caps apply */
    cs_budget budget;      /* states, bytes and cancellation of every search */
    int ladder;            /* a hint: the hint ladder (cs_game.ladder) instead of the one move */
} cs_options;

#define CS_MAX_DISPLAY_DIGITS 18 /* 10^18 - 1 still fits in int64 */

/* opt's budget with a game's browser cap on states applied when opt->browser
 * (a caller's smaller budget stays). */
static inline cs_budget cs_budget_for(const cs_options *opt, uint64_t browser_max_states)
{
    cs_budget budget = opt->budget;
    if (opt->browser && browser_max_states && (budget.max_states == 0 || budget.max_states > browser_max_states))
        budget.max_states = browser_max_states;
    return budget;
}

/* What kind of value a field holds. */
typedef enum cs_field_kind {
    CS_FIELD_INTEGER,      /* one whole number within [min, max] */
    CS_FIELD_LIST,         /* items separated by commas (and/or spaces): min..max of them */
    CS_FIELD_PAIR          /* two whole numbers within [min, max], e.g. a portal's two places */
} cs_field_kind;

#define CS_MAX_FIELDS 12
#define CS_MAX_LINE 1000   /* bytes in one line of puzzle text */

/* How a prompt session (the CLI's `interactive`) asks for a field; every
 * member NULL: the field is not asked. */
typedef struct cs_prompt {
    const char *ask;       /* INTEGER: the question; LIST: the line before its items, typed one a line
                            * (an empty line ends them); PAIR (optional): the yes/no question */
    const char *item;      /* LIST: what one item is called, e.g. "rule" ("At least one rule is needed.") */
    const char *first;     /* PAIR: the questions for its two values */
    const char *second;
} cs_prompt;

/* One field of a puzzle, for forms, prompts and share links. */
typedef struct cs_field {
    const char *name;      /* the key in puzzle text and share links, e.g. "start" */
    const char *label;     /* a form's label, e.g. "Start" */
    cs_field_kind kind;
    int required;          /* 0: may be left out */
    int64_t min, max;      /* INTEGER and PAIR: the range of a value; LIST: of the item count */
    const char *help;      /* one sentence for a person */
    int state;             /* part of a game in progress, not of a new puzzle: forms leave it out */
    const char *join;      /* LIST: what goes between items written into puzzle text, e.g. ", " */
    cs_prompt prompt;      /* the prompt session's words for it */
} cs_field;

/* Output formats of a report. A game without a form of its own writes CS_TEXT
 * for the other text forms. */
typedef enum cs_format {
    CS_TEXT = 0,           /* text lines for a person */
    CS_JSON = 1,           /* one JSON object (no newline) */
    CS_SUMMARY = 2,        /* one line, for a list of many puzzles (`level all`) */
    CS_MOVES = 3           /* solved: the moves, one a line, each the label apply takes; not solved:
                            * one sentence saying why (a prompt session adds its own words) */
} cs_format;

/* What a front end asks a generator for (cs_game.generate; generate.h has the
 * games' own options behind it). Zero means the game's default throughout. */
typedef struct cs_generate_options {
    uint64_t seed;
    const char *date;      /* non-NULL: the puzzle of that day, YYYY-MM-DD (seed and the rest ignored) */
    int moves;             /* Calculator: presses of the shortest solution; Digits: its operations */
    double difficulty;     /* the score (1..10) to be within 0.5 of */
    const char *kinds;     /* Calculator: button kinds, e.g. "add,mul,reverse" */
    int portal;            /* Calculator: the level has a portal */
    int allow_many;        /* Calculator: several shortest solutions may exist */
    int tries;             /* candidates before giving up */
} cs_generate_options;

/* One entry of a game's help for players: what a button kind (or a rule) does. */
typedef struct cs_help_topic {
    const char *topic;     /* a stable id: a button kind's ("add", "inv10") or a rule's ("portal") */
    const char *name;      /* what a player calls it, e.g. "+N", "Inv10", "Portal" */
    const char *summary;   /* what it does, one line without a final period */
    const char *example;   /* a worked example, e.g. "+3: 12 → 15" */
} cs_help_topic;

/* What a front end may offer for a game beyond its fields and the budget (cs_game.offers), so that
 * an option the game would ignore is refused rather than silently dropped: the rules of cs_options
 * it reads, and whether its answers can be too long to read whole. */
enum {
    CS_OFFER_ALL = 1,            /* it reads cs_options.all (every shortest solution counted) */
    CS_OFFER_CLASSIC = 2,        /* it reads cs_options.classic */
    CS_OFFER_DISPLAY_DIGITS = 4, /* it reads cs_options.display_digits */
    CS_OFFER_SUMMARY = 8         /* an answer can run to millions of moves: its length and first moves
                                  * may stand for it */
};

/* A command line's words for a game run as a command of its own (`calcsolve digits 415 1 2 3`).
 * Optional: with a summary the game is listed among the commands with this usage line; without,
 * its usage is made from its fields' names and it is listed by name only. */
typedef struct cs_usage {
    const char *args;      /* its arguments in a usage line, e.g. "TARGET N1 N2 ..." */
    const char *limits;    /* said after the usage when arguments are missing, e.g. "(2 to 6 numbers)"; NULL: nothing */
    const char *summary;   /* what it does, one line, e.g. "a Digits puzzle: reach TARGET from 2 to 6 numbers" */
} cs_usage;

typedef struct cs_game cs_game;
struct cs_game {
    const char *name;      /* "calculator": the name front ends use */
    const char *title;     /* "Calculator: The Game" */

    /* Fills fields[0 .. CS_MAX_FIELDS) with the puzzle's fields in form order,
     * their limits under opt (a display size changes them); returns the count. */
    int (*describe_fields)(const cs_options *opt, cs_field *fields);

    /* Checks one field's value as typed. 0, with the canonical value written to
     * canonical (e.g. "3=>5" for "3 => 5"; a list item by item, as JSON); -1
     * with err naming the field and the problem. */
    int (*check_field)(const char *field, const char *value, const cs_options *opt, cs_buf *canonical,
                       cs_error *err);
    /* Checks one item of a LIST field alone, as a prompt asks one a line (a
     * comma is then part of the item, not a separator). 0, or -1 with err.
     * NULL: check_field on the item is check enough. */
    int (*check_item)(const char *field, const char *item, const cs_options *opt, cs_error *err);

    /* Reads one puzzle: the text of one block of `key: value` lines (cs_run
     * splits a file at its blank lines; lines count from 1), checked under opt.
     * 0 with a new puzzle in *puzzle (free_puzzle it); -1 with err (line and
     * field). Given "", fails with the game's "no puzzle found" message. */
    int (*parse)(const char *text, const cs_options *opt, void **puzzle, cs_error *err);
    void (*free_puzzle)(void *puzzle);
    /* The puzzle in the text format parse reads (a round trip). */
    void (*puzzle_text)(cs_buf *out, const void *puzzle);
    /* The puzzle as one JSON object of its fields' canonical values, e.g.
     * {"target": 415, "numbers": [1, 2, 3, 4, 5, 6]}, for a form to show. */
    void (*puzzle_json)(cs_buf *out, const void *puzzle);

    /* Solves a puzzle within opt->budget into result, result_size zeroed
     * bytes that the caller provides. 0, also when the budget stopped the search
     * (the report says so), and free_result releases what result holds; -1 with
     * err when the puzzle cannot be searched under opt (nothing to release). */
    size_t result_size;
    int (*solve)(const void *puzzle, const cs_options *opt, void *result, cs_error *err);
    void (*free_result)(void *result);
    /* The report of one solved puzzle in format (cs_format): one JSON object
     * (no newline), text lines, one summary line, or the moves alone. */
    void (*report)(cs_buf *out, const void *puzzle, const void *result, const cs_options *opt, cs_format format);

    /* What a result came to, for a tally and for CS_MOVES: 1 when the puzzle
     * is solved within its limits, else 0; *states (may be NULL) the states
     * the search stored. NULL when the game has no such notion. */
    int (*outcome)(const void *puzzle, const void *result, uint64_t *states);

    /* The puzzles the game ships with, as text for cs_run (blocks for parse); NULL when none. */
    const char *(*bundled_text)(void);

    /* Play, where the game has it (NULL otherwise). A puzzle is also a game in
     * progress (its text carries the position), so a move turns a puzzle into
     * the next one. apply: 0 with *next (free_puzzle it) and the move as one
     * JSON object in step (what it did, "won", and "free": true for a move that
     * spends none of the moves a puzzle allows); -1 with err (field "move"). */
    int (*apply)(const void *puzzle, const char *move, const cs_options *opt, void **next, cs_buf *step,
                 cs_error *err);
    /* The best move from a puzzle, the same one every time, as one JSON object
     * or a line of text; when no win is left, what would help. The JSON has
     * "solvable", "won", "gave_up", "message" and, when solvable, "move": the
     * label apply takes, so a front end can follow hints without knowing the game. */
    void (*hint)(cs_buf *out, const void *puzzle, const cs_options *opt, cs_format format);
    /* The hint ladder from a puzzle (ladder.h), optional: ladder zeroed by the caller, filled
     * (cs_ladder_free it) within opt->budget; complete 0 when the budget stopped the look at every
     * shortest solution (then only the rungs the plain search knows). 0, or -1 with err. A hint
     * with opt->ladder writes it (cs_ladder_report). */
    int (*ladder)(const void *puzzle, const cs_options *opt, cs_ladder *ladder, cs_error *err);
    /* For a player at a terminal (the CLI's play), optional: the position as
     * text lines (what the display shows, the goal, the moves left, the moves
     * to pick from numbered 1, 2, ...), and the move numbered n as the label
     * apply takes: 0, or -1 when no move has that number. NULL: play shows the
     * puzzle's fields and takes moves as typed. */
    void (*board)(cs_buf *out, const void *puzzle, const cs_options *opt);
    int (*numbered_move)(const void *puzzle, int n, cs_buf *label);
    /* For a player at a terminal, optional: when move, as typed, names a move that needs a
     * choice before apply takes it (a key that picks a place: "Round"), 1 with the question
     * into question ("Round to which place (2: Round to the hundreds; 1: Round to the
     * tens)? 1-2") and each choice as a line "ANSWER\tLABEL" into choices: what the player types ("2") and the label
     * apply takes ("Round@2"). 0 when move needs no choice or is no move (apply says why).
     * NULL: every move is typed whole. */
    int (*choices)(const void *puzzle, const char *move, cs_buf *question, cs_buf *choices);

    /* A new puzzle from gen, where the game has a generator (NULL otherwise):
     * the same gen gives the same puzzle on every machine. 0 with *puzzle
     * (free_puzzle it), its difficulty in *difficulty and its first solution,
     * one move a line, appended to solution; -1 with err naming the option
     * ("moves", "kinds", "date", ...) or saying why it gave up ("generate"). */
    int (*generate)(const cs_generate_options *gen, const cs_options *opt, void **puzzle, double *difficulty,
                    cs_buf *solution, cs_error *err);

    /* The solution space drawn (graph.h): the states on some shortest
     * solution, layer by layer; NULL when the game has no such notion. 0 with
     * graph filled (cs_graph_free it), or -1 with err. */
    int (*graph)(const void *puzzle, const cs_options *opt, cs_graph *graph, cs_error *err);

    /* Help for players, optional: topic number index (from 0) into *topic, 0;
     * -1 past the last. NULL: the game has no help (cs_help_json answers []). */
    int (*help_topic)(int index, cs_help_topic *topic);

    /* For front ends that offer options and list commands: the CS_OFFER_* bits (0: none beyond
     * the fields and the budget), and the command line's words for it (cs_usage, optional). */
    unsigned offers;
    cs_usage usage;
};

/* The one list of games (games.c), and a look-up by name; NULL when unknown. The first game of
 * the list is the one front ends run when none is named. */
extern const cs_game *const cs_games[];
extern const int cs_game_count;
const cs_game *cs_game_find(const char *name);
/* err for a name that is no game's, listing the games: "unknown game "calc" (the games: calculator,
 * digits, ...)". Returns -1. */
int cs_unknown_game(cs_error *err, const char *name);

/* Where reports go as they are made: 0 to go on, non-zero to stop (an output
 * error the front end noticed). */
typedef int (*cs_write_fn)(void *context, const char *text, size_t length);

/* The whole job of every front end: reads each puzzle of text in turn, solves
 * it and hands its report (a JSON object and a newline, or text) to write as
 * soon as it is made, so memory does not grow with the number of puzzles.
 * opt NULL means every default. 0 when every puzzle was reported; -1 with err
 * for an input error (the puzzles before it were reported); 1 when write
 * asked to stop. */
int cs_run(const cs_game *game, const char *text, const cs_options *opt, cs_format format, cs_write_fn write,
           void *context, cs_error *err);

/* cs_run with more to say: before each puzzle's search (after the previous
 * report was written) `before` may stop the run (non-zero), and `outcome`
 * hears each result's game->outcome (solved, states) before its report is
 * written. Both may be NULL. */
typedef struct cs_run_hooks {
    cs_write_fn write;
    int (*before)(void *context);
    void (*outcome)(void *context, int solved, uint64_t states);
    void *context;
} cs_run_hooks;
int cs_run_hooked(const cs_game *game, const char *text, const cs_options *opt, cs_format format,
                  const cs_run_hooks *hooks, cs_error *err);

/* cs_run_hooked with the hint of each puzzle instead of its solution. */
int cs_hint_hooked(const cs_game *game, const char *text, const cs_options *opt, cs_format format,
                   const cs_run_hooks *hooks, cs_error *err);

/* Reads every puzzle of text without solving any, so a front end that streams
 * can refuse a bad file before writing a word. The number of puzzles, or -1
 * with err as cs_run would give it. */
int cs_check_text(const cs_game *game, const char *text, const cs_options *opt, cs_error *err);

/* The text of puzzle number index (from 0) of text, the blocks cs_run splits
 * it into, appended to out (a newline at its end); *first_line its first
 * line in text. 0, or -1 when text has fewer puzzles. */
int cs_puzzle_at(const char *text, int index, cs_buf *out, int *first_line);

/* The hint of each puzzle of text as JSON (one object, or an array), or the error object. */
char *cs_hint_json(const char *game_name, const char *text, const cs_options *opt);
/* One move on the one puzzle of text: {"step": {...}, "puzzle": {...}, "text": "..."}
 * (the puzzle after the move, as puzzle_json and as text), or the error object. */
char *cs_play_json(const char *game_name, const char *text, const char *move, const cs_options *opt);

/* A generated puzzle (cs_game.generate) as {"game", "seed", "date", "difficulty",
 * "puzzle": puzzle_json, "text": puzzle_text, "solution": [moves]}, or the
 * error object. NULL only when memory runs out. */
char *cs_generate_json(const char *game_name, const cs_generate_options *gen, const cs_options *opt);
/* The same into out (the CLI's form): with_solution 0 leaves "solution" out. 0, or -1 with err. */
int cs_generate_report(const cs_game *game, const cs_generate_options *gen, const cs_options *opt,
                       int with_solution, cs_buf *out, cs_error *err);

/* The solution space of the first puzzle of text (graph.c): 0 with g (cs_graph_free it),
 * or -1 with err; and the same as cs_graph_json, or the error object. */
int cs_graph_of(const cs_game *game, const char *text, const cs_options *opt, cs_graph *g, cs_error *err);
char *cs_graph_json_of(const char *game_name, const char *text, const cs_options *opt);

/* A front end that draws no game of its own (position.c): the first puzzle of text as
 * {"board": [lines], "moves": [labels to pick from], "puzzle": puzzle_json}, malloc'd; the
 * error object for bad input; NULL only when memory runs out. */
char *cs_position_json(const char *game_name, const char *text, const cs_options *opt);

/* Every puzzle of text as JSON, [puzzle_json, ...], or the error object; for
 * filling a form from pasted text or listing the bundled puzzles. NULL only
 * when memory runs out. */
char *cs_read_json(const char *game_name, const char *text, const cs_options *opt);

/* cs_run into one malloc'd text (the wasm API's and the tests' form): JSON is
 * one object, or an array of them for several puzzles, or the error object
 * {"error": {...}}. NULL only when memory runs out. */
char *cs_solve_json(const char *game_name, const char *text, const cs_options *opt);

/* JSON answers for front ends that speak JSON (game_json.c); each malloc'd,
 * NULL only when memory runs out, an unknown game the error object:
 * [{"name", "title", "bundled"}];
 * [{"name", "label", "kind": "integer"|"list"|"pair", "required", "min", "max", "help", "state"}];
 * {"value": canonical JSON value} or {"error": {...}} for one field as typed. */
char *cs_games_json(void);
char *cs_fields_json(const char *game_name, const cs_options *opt);
char *cs_check_json(const char *game_name, const char *field, const char *value, const cs_options *opt);
/* The game's help_topic entries, [{"topic", "name", "summary", "example"}] ([] for a game without help). */
char *cs_help_json(const char *game_name);

#endif
