/*
 * calc2.h: Calculator 2: The Game (Simple Machine, 2018) as a calcsolve back end.
 *
 * The sequel keeps the first game's keys, portals, Store and [+]N, which come from
 * core/calc/ through its headers (calc.h: a key's label read into a calc_button;
 * fastops.h: what such a press does to a value, the portal's fall, the digit
 * operations), and adds keys that pick a place in the number (keys.c), levels with
 * several goals (level.c), a search that answers every goal in one breadth-first
 * walk (solve.c), its reports (report.c), play a press at a time (play.c) and its
 * cs_game (game.c). The rules: core/calc2/README.md.
 */
#ifndef CALCSOLVE_CALC2_H
#define CALCSOLVE_CALC2_H

#include "calc.h"

#define CALC2_DIGITS 6            /* the display: six digits and a sign */
#define CALC2_LIMIT 999999
#define CALC2_MAX_GOALS 8
#define CALC2_MAX_PRESSES 96      /* presses one state offers at most (every key, every pick) */
#define CALC2_LABEL_SIZE 56
#define CALC2_MAX_STATES 5000000u /* the search's default state budget */

/* The keys new in the sequel; CALC2_FIRST is a key of the first game (its calc_button). */
typedef enum calc2_kind {
    CALC2_FIRST, CALC2_SORT_UP, CALC2_SORT_DOWN, CALC2_CUT, CALC2_SHIFT, CALC2_DELETE, CALC2_INSERT,
    CALC2_ROUND, CALC2_LOCK, CALC2_DIGIT_ADD, CALC2_DIGIT_SUB, CALC2_DIGIT_SET,
    CALC2_KIND_COUNT
} calc2_kind;

typedef struct calc2_key {
    calc2_kind kind;
    int64_t operand;              /* N of CutN, InsertN, Digit+N, Digit-N, Digit=N */
    char digits[20];              /* that N as written (Cut0, Insert05 keep their zeros) */
    calc_button first;            /* CALC2_FIRST: the first game's button */
    char label[CALC_LABEL_SIZE];  /* the canonical label, as a level writes it */
} calc2_key;

/* The key's kind id ("sort-up", "lock", or the first game's: "add", "store") and whether
 * a press of it picks a place (Shift, Delete, InsertN, Round, Lock, Digit±=N). */
const char *calc2_kind_id(const calc2_key *key);
int calc2_picks_place(const calc2_key *key);
/* The key's colour family, one of the first game's (calc_kind_family): "arithmetic",
 * "append", "convert", "special", "meta", "store". */
const char *calc2_key_family(const calc2_key *key);

/* Reads one key label (any case, spaces ignored). 0, or -1 with err (field "buttons"). */
int calc2_parse_key(const char *text, calc2_key *out, cs_error *err);

/* One game state: the display, what Store holds (-1: nothing), the [+]N offset, and the
 * place a Lock holds for the next press (-1: none). */
typedef struct calc2_state {
    int64_t value, store, meta;
    int lock;
} calc2_state;

/* A press: the key, Store's long press (save), and the pick: a place counted from the
 * ones place (Delete, InsertN: digits left on its right, Round: the place rounded to,
 * Lock, Digit±=N), or Shift's steps (> 0 to the left, < 0 to the right). */
typedef struct calc2_press {
    uint8_t key;
    uint8_t save;
    int8_t pick;
} calc2_press;

typedef struct calc2_level {
    int number;                   /* `level:` or 0 */
    int line;                     /* where the level starts */
    int64_t start;
    int goal_count;
    int64_t goals[CALC2_MAX_GOALS];
    int moves;
    int key_count;
    calc2_key keys[CALC_MAX_BUTTONS];
    int has_portal, portal_in, portal_out;
    /* A game in progress: the display, moves left for the goal under way, Store, the
     * offset, a waiting Lock, and the goals reached (bit i: goals[i]). */
    int64_t display;
    int left;
    int has_store;
    int64_t store;
    int64_t offset;
    int lock;                     /* -1: none */
    unsigned reached;
} calc2_level;

/* The state of the level now, and the state its start gives (each goal starts there). */
calc2_state calc2_level_state(const calc2_level *level);
calc2_state calc2_start_state(const calc2_level *level);
/* Every goal is reached. */
int calc2_level_won(const calc2_level *level);

/* Every press the state offers, in the order the search tries them (keys by label, picks
 * by place, Shift's left turns before its right ones): the count, at most CALC2_MAX_PRESSES.
 * Presses that are refused on the state are listed too; calc2_apply says which. */
int calc2_presses(const calc2_level *level, const calc2_state *state, calc2_press *out);
/* Applies a press: 1 with *next (and *before_portal, the value before portals moved digits,
 * before a Lock gave its digit back), 0 when the game refuses it. */
int calc2_apply(const calc2_level *level, const calc2_state *state, calc2_press press, calc2_state *next,
                int64_t *before_portal);
/* Why the game refuses a press, one sentence without its final period. */
void calc2_refusal(const calc2_level *level, const calc2_state *state, calc2_press press, char *out, size_t size);
/* The press's label: the key's, with its pick ("Round@2", "Insert3@0", "Shift@L2") or
 * "Store:save"; and the press a label names (field "move"). */
void calc2_press_label(const calc2_level *level, calc2_press press, char out[CALC2_LABEL_SIZE]);
int calc2_find_press(const calc2_level *level, const calc2_state *state, const char *label, calc2_press *press,
                     cs_error *err);

/* ---- a player's words (words.c) ---- */

/* A press in a player's words on the state: "Lock the 5 (tens)", "Round to the tens", "Insert 3
 * at the end", "Turn 1 step to the left", "Save 54 into Store"; a key without a choice: its label. */
void calc2_press_words(const calc2_level *level, const calc2_state *state, calc2_press press, char *out,
                       size_t size);
/* The digit of value at place (0 = ones) in a player's words: "the 5 (tens)". */
void calc2_digit_words(int64_t value, int place, char *out, size_t size);
/* The presses of key number index on the state (at most CALC2_MAX_PRESSES), in the order a
 * player reads them: a place picked from the highest (the display's digits left to right),
 * Shift's left turns first, Store's tap before its save. The count. */
int calc2_key_choices(const calc2_level *level, const calc2_state *state, int index, calc2_press *out);
/* The key's help in one line: "Sort>: sorts the digits ...; e.g. 54 → 45", its kind's help
 * topic with an example of this key worked out by the engine where the topic's example is one
 * press on a number. */
void calc2_key_help(const calc2_key *key, char *out, size_t size);

/* A key named as a person says it (spoken.c; a press: words.c), for a screen reader:
 * "sort up" for Sort>, "digit plus 2" for Digit+2, a key of the first game by its name there
 * (calc_button_spoken: "times 4" for x4), its number the one it uses in the state. A press so
 * named: a pick or Store's save in a player's words (calc2_press_words: "Lock the 5 (tens)"),
 * else its key's name. Into out (CALC_SPOKEN_SIZE holds any key's; a press's words take up
 * to 160). */
void calc2_key_spoken(const calc2_key *key, const calc2_state *state, char *out, size_t size);
/* The key's number after the [+]N offset meta, as digits ("3", "05" while no offset changes
 * it), into out (spoken.c): what its spoken name and its words say. */
void calc2_key_number_text(const calc2_key *key, int64_t meta, char *out, size_t size);
void calc2_press_spoken(const calc2_level *level, const calc2_state *state, calc2_press press, char *out,
                        size_t size);
/* The key's help said aloud (words.c): its spoken name, its kind's summary and the example
 * worked out on the key in words ("sort up: sorts the digits ...; for example, 54 becomes
 * 45"): no label, no arrow for a screen reader to read as symbols. */
void calc2_key_help_spoken(const calc2_key *key, char *out, size_t size);

/* ---- levels (level.c) ---- */

typedef struct calc2_parser {
    const char *next;
    int line;
    int count;
} calc2_parser;
void calc2_parser_start(calc2_parser *parser, const char *text);
/* 1 with *level, 0 after the last, -1 with err (line and field; "no level found" for none). */
int calc2_parse_next(calc2_parser *parser, calc2_level *level, cs_error *err);
/* Every level of text: the count with *levels malloc'd, or -1 with err. */
int calc2_parse_levels(const char *text, calc2_level **levels, cs_error *err);
/* The level as text (a round trip through the parser) and as JSON of its fields. */
void calc2_level_text(cs_buf *out, const calc2_level *level);
void calc2_level_json(cs_buf *out, const calc2_level *level);
/* The bundled levels as text (190 of the app's 200). */
const char *calc2_bundled_text(void);

/* ---- the search (solve.c) ---- */

typedef struct calc2_goal_result {
    int64_t goal;
    int reached;                  /* reached before (a game in progress): nothing searched */
    int solved;                   /* reached within the moves left */
    int moves;
    calc2_press presses[CALC_MAX_MOVES];
    uint64_t count;               /* shortest ways, when counted */
    int count_saturated;
} calc2_goal_result;

typedef struct calc2_result {
    int goal_count;
    calc2_goal_result goals[CALC2_MAX_GOALS];
    uint64_t states;
    size_t peak_bytes;
    cs_stop stop;
} calc2_result;

/* The shortest way to each goal not yet reached from the level's state within its moves
 * left, breadth-first; with count_all also how many shortest ways each has. 0. */
int calc2_solve(const calc2_level *level, int count_all, const cs_budget *budget, calc2_result *result);

/* ---- reports (report.c) ---- */

void calc2_report_json(cs_buf *out, const calc2_level *level, const calc2_result *result, int count_all);
void calc2_report_text(cs_buf *out, const calc2_level *level, const calc2_result *result, int count_all);
void calc2_report_summary(cs_buf *out, const calc2_level *level, const calc2_result *result);
void calc2_report_moves(cs_buf *out, const calc2_level *level, const calc2_result *result);

/* ---- play (play.c) ---- */

/* The level after one press (a goal reached sends the display back to the start, its moves
 * and Store with it); "Clear" goes back to the start without spending a move. 0 with *next,
 * the step as JSON in step; -1 with err (field "move"). */
int calc2_play(const calc2_level *level, const char *move, calc2_level *next, cs_buf *step, cs_error *err);
/* The best press from the level now (towards the goal left with the shortest way), as JSON
 * or a line of text. */
void calc2_hint(cs_buf *out, const calc2_level *level, const cs_budget *budget, int json);
/* The hint ladder (core/ladder.h) towards the goal the hint points at; ladder zeroed by the caller.
 * 0, or -1 with err when memory runs out (ladder.c). */
struct cs_ladder;
int calc2_ladder(const calc2_level *level, const cs_budget *budget, struct cs_ladder *ladder, cs_error *err);
/* The help for players (help.c): the first game's keys, Save and the portal, then the
 * sequel's keys, the pick notation and goals. 0 with *topic, -1 past the last. */
struct cs_help_topic;
int calc2_help_topic(int index, struct cs_help_topic *topic);

/* ---- new levels (generate.c) ---- */

/* A level from seed: goals (1..8) each exactly moves presses away by one way (any number
 * with allow_many), 2 to 4 keys; its search in *result and a rough score in *difficulty.
 * 0, or -1 with err (field "moves", or "generate" when tries candidates gave none). */
int calc2_generate(uint64_t seed, int moves, int goals, int allow_many, int tries, const volatile int *cancel,
                   calc2_level *level, calc2_result *result, double *difficulty, cs_error *err);
/* The level of a date, YYYY-MM-DD: 3 presses and one goal on Monday up to 6 presses and three
 * goals on Sunday. 0, or -1 with err (field "date"). */
int calc2_daily(const char *date, const volatile int *cancel, calc2_level *level, calc2_result *result,
                double *difficulty, cs_error *err);

/* The level for a player at a terminal, and press number n of it (0, or -1 past the last). */
void calc2_board(cs_buf *out, const calc2_level *level);
int calc2_numbered_move(const calc2_level *level, int n, cs_buf *label);
/* A key typed without its pick ("Round"): 1 with the question, naming the answers, and each
 * choice as a line "ANSWER\tLABEL" ("2\tRound@2"); 0 when move is no such key of the level
 * or has no choice now (cs_game.choices). */
int calc2_choices(const calc2_level *level, const char *move, cs_buf *question, cs_buf *choices);

#endif
