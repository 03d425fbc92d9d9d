/*
 * calc.h: Calculator: The Game (Simple Machine, 2017) as a calcsolve back end.
 *
 * Buttons and their rules (rules.c), the level text format (level.c), the
 * shortest-solution breadth-first search (solve.c), the reports the front ends
 * print or return (report.c), playing a press at a time and hints (play.c), and
 * the game interface (game.c), all in core/calc/.
 */
#ifndef CALCSOLVE_CALC_H
#define CALCSOLVE_CALC_H

#include "cs.h"

#define CALC_MAX_BUTTONS 10
#define CALC_MAX_MOVES 99
#define CALC_MAX_LINE 1000
#define CALC_DEFAULT_DIGITS 6
#define CALC_MAX_DIGITS 18        /* 10^18 - 1 still fits in int64 */
#define CALC_LABEL_SIZE 48
#define CALC_DEFAULT_MAX_STATES 5000000u
#define CALC_MAX_LISTED 100       /* solutions listed with --all (all are counted) */

typedef enum calc_kind {
    CALC_ADD, CALC_SUB, CALC_MUL, CALC_DIV, CALC_APPEND, CALC_NEGATE, CALC_DELETE,
    CALC_REPLACE, CALC_POWER, CALC_REVERSE, CALC_SUM, CALC_SHIFT_LEFT, CALC_SHIFT_RIGHT,
    CALC_MIRROR, CALC_META, CALC_STORE, CALC_INV10,
    CALC_KIND_COUNT /* not a kind: how many there are (kinds.c has a row for each) */
} calc_kind;

typedef struct calc_button {
    calc_kind kind;
    int64_t operand;          /* N of +N -N xN /N ^N [+]N, the append number */
    char from[20], to[20];    /* digit strings of A=>B; `from` also the append digits */
    char label[CALC_LABEL_SIZE]; /* canonical label, as the level writes it */
} calc_button;

/* The colour family a button has in the game: the page styles chips by it. */
const char *calc_kind_family(calc_kind kind);
/* The kind's stable lower-case id ("add", "inv10", "meta", ...): the JSON "kind"
 * of a button, its help topic and its name in --kinds. */
const char *calc_kind_id(calc_kind kind);

/* Parses one button label (aliases, any case, spaces ignored). 0, or -1 with err. */
int calc_parse_button(const char *text, calc_button *out, cs_error *err);

typedef struct calc_rules {
    int classic;  /* 2017 app: saving into Store is a free long-press */
    int digits;   /* display size, 1..CALC_MAX_DIGITS; 0 means 6 */
} calc_rules;

typedef struct calc_level {
    int number;               /* `level:` or 0 */
    int line;                 /* line where the level starts */
    int64_t start, goal;
    int moves;
    int button_count;
    calc_button buttons[CALC_MAX_BUTTONS];
    int has_portal;
    int portal_in, portal_out; /* places from the ones place, in > out */
    /* A game in progress is a level too: its start is the display, its moves
     * the moves left, and these hold the rest of the state. */
    int has_store;            /* Store holds a value at the start (a zeroed level: nothing saved) */
    int64_t store;            /* that value */
    int64_t offset;           /* the sum of [+]N pressed before the start */
} calc_level;

/* Reads every level in text. Returns the number read (>= 1) with *levels
 * malloc'd (caller frees), or -1 with err (line, field, message). */
int calc_parse_levels(const char *text, const calc_rules *rules, calc_level **levels, cs_error *err);

/* The same, one level at a time, so a file of many levels is never held whole:
 * start the parser on the text (kept alive by the caller, a leading UTF-8
 * byte-order mark skipped), then calc_parse_next returns 1 with *level filled,
 * 0 after the last level, or -1 with err (also "no level found" for none). */
typedef struct calc_parser {
    const char *next; /* where the next line starts */
    int line;         /* lines read so far */
    int count;        /* levels returned so far */
} calc_parser;
void calc_parser_start(calc_parser *parser, const char *text);
int calc_parse_next(calc_parser *parser, const calc_rules *rules, calc_level *level, cs_error *err);

/* The check every path that builds a level goes through (files, bundled levels
 * under other rules, the prompt session through check_field, wasm), so each
 * problem reads the same everywhere. 0, or -1 with err (field set, line 0). */
int calc_check_level(const calc_level *level, const calc_rules *rules, cs_error *err);

/* The bundled levels of the app, parsed under default rules (caller frees;
 * check each with calc_check_level under other rules before solving). */
int calc_bundled_levels(calc_level **levels, cs_error *err);

/* One game state: what the display shows, what Store holds, and the [+]N offset. */
typedef struct calc_state {
    int64_t value;
    int64_t store;  /* -1 = nothing saved yet */
    int64_t meta;   /* sum of [+]N pressed so far */
} calc_state;

/* The state a level starts from: its display, what Store holds and the offset. */
static inline calc_state calc_level_start(const calc_level *level)
{
    calc_state start = {level->start, level->has_store ? level->store : -1, level->offset};
    return start;
}

/* A press: button index, and for Store whether it is the long-press save. */
typedef struct calc_press {
    uint8_t button;
    uint8_t save;
} calc_press;

/* Applies a press. Returns 1 and fills *next (and *before_portal, the value
 * before portals moved digits) when the press is legal, 0 when it is not. */
int calc_apply(const calc_level *level, const calc_rules *rules, const calc_state *state,
               calc_press press, calc_state *next, int64_t *before_portal);

/* The label of a press: the button's, or "Store:save". */
const char *calc_press_label(const calc_level *level, calc_press press);

/* The label the button shows in a state, as the game draws the key: its number
 * grown by the [+]N presses so far ("+2" shows "+3" after [+]1), else its label. */
void calc_button_now(const calc_button *b, const calc_state *state, char out[CALC_LABEL_SIZE]);

/* A press named as its key reads in a state: calc_button_now for a tap, the press's
 * own label for a save ("Store:save"). */
void calc_press_now(const calc_level *level, const calc_state *state, calc_press press, char out[CALC_LABEL_SIZE]);

/* A key named as a person says it (spoken.c), for a screen reader: "times 4" for x4,
 * "3 to 5" for 3=>5, "add 2 to the keys" for [+]2, with the number the key uses in the
 * state; a save is "Save". Into out (CALC_SPOKEN_SIZE holds any). calc_kind_spoken: the
 * kind's pattern ("times %s"), NULL for no kind. */
#define CALC_SPOKEN_SIZE 96
void calc_button_spoken(const calc_button *b, const calc_state *state, char *out, size_t size);
void calc_press_spoken(const calc_level *level, const calc_state *state, calc_press press, char *out, size_t size);
const char *calc_kind_spoken(calc_kind kind);

/* Why calc_apply refuses a press, one sentence without its final period, the
 * key named as it shows now: "/4 cannot be pressed on 11: 11 / 4 is not a
 * whole number", "... : the result 1234567 has more than 6 digits". */
void calc_refusal(const calc_level *level, const calc_rules *rules, const calc_state *state, calc_press press,
                  char *out, size_t size);

/* The help for a player (help.c): topic number index from 0, every kind in
 * calc_kind order (topic: its id), then "portal", "store-save" (Store's long
 * press, saving), "store-charged" and "store-free". 0, or -1 past the last. */
struct cs_help_topic;
int calc_help_topic(int index, struct cs_help_topic *topic);

typedef struct calc_result {
    int solved;
    int moves;                     /* moves used (a classic free save costs none) */
    int press_count;
    calc_press presses[2 * CALC_MAX_MOVES + 2];
    uint64_t count;                /* distinct shortest solutions, when counted */
    int count_saturated;           /* count is at least UINT64_MAX */
    int listed_count;
    int *listed_lengths;           /* presses of each listed solution, malloc'd */
    calc_press *listed;            /* the listed solutions' presses in a row, malloc'd */
    uint64_t states;               /* states stored by the search */
    size_t peak_bytes;
    cs_stop stop;                  /* CS_FINISHED unless the search gave up */
    double difficulty;             /* 1.0 .. 10.0 (generate.h), 0 when not measured: the interface's
                                      report measures it for JSON and text (calc_solve leaves it 0) */
} calc_result;

/* Breadth-first search for the shortest solution. With count_all, also counts
 * every distinct shortest solution and lists up to max_listed of them.
 * Returns 0 (see result->stop for a search that gave up). */
int calc_solve(const calc_level *level, const calc_rules *rules, int count_all, int max_listed,
               const cs_budget *budget, calc_result *result);
void calc_result_free(calc_result *result);

/* ---- Play (play.c): a game in progress is a level ---- */

/* The press a label names in this level ("x4", "3 => 5", "Store", "Store:save"). 0, or -1 with err (field "move"). */
int calc_find_press(const calc_level *level, const char *label, calc_press *press, cs_error *err);

/* The level after one press: the display, the moves left, Store and the offset
 * move on (before_portal: the value before portals moved digits). 0, or -1
 * with err (field "move") when no move is left, the level is already solved,
 * or the press is not legal on the display. */
int calc_play(const calc_level *level, const calc_rules *rules, calc_press press, calc_level *next,
              int64_t *before_portal, cs_error *err);

typedef struct calc_hint {
    int won;               /* the display shows the goal already */
    int solvable;          /* the goal can be reached in the moves left */
    calc_press press;      /* solvable: the first press of the solution the solver shows */
    int moves_left_after;  /* solvable: moves a shortest solution still needs after that press */
    int fewest_moves;      /* moves the goal needs from here (up to CALC_MAX_MOVES); -1 when unknown */
    int64_t closest;       /* not solvable: the reachable value nearest the goal within the moves left */
    int closest_moves;     /* presses that value takes */
    uint64_t states;       /* states the searches stored */
    cs_stop stop;          /* CS_FINISHED unless the budget stopped the search within the moves left */
    /* not solvable: how far the look beyond the moves left (for fewest_moves) got. That look
     * stores at most CALC_HINT_REACH_MAX_STATES states (a hint answers at once; the answer
     * that matters, no win in the moves left, is known before it starts): reach_stop is
     * CS_FINISHED when it ran to its end, else fewest_moves is unknown and the goal is more
     * than reach_depth moves away. */
    cs_stop reach_stop;
    int reach_depth;
} calc_hint;
#define CALC_HINT_REACH_MAX_STATES 250000u

/* The best move from a level (a game in progress): always the same press for
 * the same level, the first of the solution calc_solve shows. 0. */
int calc_hint_from(const calc_level *level, const calc_rules *rules, const cs_budget *budget, calc_hint *hint);
/* The hint as a JSON object or a line of text. */
void calc_hint_report(cs_buf *out, const calc_level *level, const calc_rules *rules, const calc_hint *hint, int json);

/* A level's buttons as JSON, [{"label", "family", "kind", "now"}, ...] (now: the
 * label the key shows in the level's state, its [+] offset applied); its portal
 * as `, "portal": [in, out] | null` (a level's object read back as it is written: the
 * package passes one to solve()). */
void calc_json_buttons(cs_buf *out, const calc_level *level);
void calc_json_portal(cs_buf *out, const calc_level *level);
/* The portal in a player's words ("the 5th digit from the right drops out and is added to the
 * ones"), and the digits that fell from `before` (the number the press made, before the
 * portal), in order ("3", "3, then 1"): what the front ends say, so none works out a fall. */
void calc_portal_words(const calc_level *level, char *out, size_t size);
void calc_portal_fell(const calc_level *level, int64_t before, char *out, size_t size);

/* Reports of one solved level: JSON object, or text lines for a terminal. */
void calc_report_json(cs_buf *out, const calc_level *level, const calc_rules *rules,
                      const calc_result *result, int count_all);
void calc_report_text(cs_buf *out, const calc_level *level, const calc_rules *rules,
                      const calc_result *result, int count_all);

/* One line of a list of many levels (`calcsolve level all`): the outcome, the
 * presses, the count with count_all, the states. */
void calc_report_summary(cs_buf *out, const calc_level *level, const calc_result *result, int count_all);
/* The presses of a solution, one label a line, or the sentence saying why there is none. */
void calc_report_moves(cs_buf *out, const calc_level *level, const calc_result *result);

/* The parts of a level that not every level has, each written with its printf
 * format when the level has it: the portal (its two places), what Store holds
 * and the [+] offset (a long long each). One table per form of the level. */
typedef struct calc_extras_format {
    const char *portal, *store, *offset;
} calc_extras_format;
void calc_level_extras(cs_buf *out, const calc_level *level, const calc_extras_format *format);

/* For a player at a terminal (board.c): the level in progress as text lines,
 * its buttons numbered from 1 (the long-press save on Store last), and the
 * label of press number n (0, or -1 when there is none). */
void calc_board(cs_buf *out, const calc_level *level);
int calc_numbered_move(const calc_level *level, int n, cs_buf *label);

/* The whole job of `calcsolve solve` and of the wasm API: parse the text, solve
 * every level, write text (json = 0), one JSON object a line (CALC_JSON_LINES)
 * or, for the wasm API, one object or an array of them (CALC_JSON_ARRAY).
 * 0 = written, -1 = input error in err. (Front ends stream through the game
 * interface's cs_run; this is the Calculator's own, for its tests and fuzzers.) */
enum { CALC_TEXT = 0, CALC_JSON_LINES = 1, CALC_JSON_ARRAY = 2 };
int calc_run(const char *text, const calc_rules *rules, int count_all, int json,
             const cs_budget *budget, cs_buf *out, cs_error *err);

/* ---- the solution space (graph.c) ---- */

struct cs_graph;
/* A state's key as the graph's nodes name it ("44 4 0": value, Store, offset), so a front end
 * can find the player's state among them. */
void calc_state_key(const calc_state *s, char *out, size_t size);
/* Every state on some shortest solution, layer by layer (graph.h). 0, or -1
 * with err (field "graph") when there is no solution or the budget stops it. */
int calc_graph(const calc_level *level, const calc_rules *rules, const cs_budget *budget, struct cs_graph *graph,
               cs_error *err);

/* ---- the hint ladder (ladder.c) ---- */

struct cs_ladder;
/* The hint ladder from a level (ladder.h; ladder zeroed by the caller): 0, or -1 with err when memory
 * runs out. complete is 0 when the budget stopped the walk over every shortest solution. */
int calc_ladder(const calc_level *level, const calc_rules *rules, const cs_budget *budget, struct cs_ladder *ladder,
                cs_error *err);

#endif
