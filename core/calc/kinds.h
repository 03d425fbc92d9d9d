/*
 * calc/kinds.h: inside the Calculator back end: the table of button kinds
 * (kinds.c), one row a kind, which rules.c reads labels with and presses through,
 * and which names each kind (its id) and explains it to a player (its help).
 */
#ifndef CALCSOLVE_CALC_KINDS_H
#define CALCSOLVE_CALC_KINDS_H

#include "fastops.h"

typedef struct calc_kind_row {
    const char *id;        /* a stable lower-case id: the JSON "kind", the help topic, a --kinds name */
    const char *pattern;   /* the kind in the list of buttons of an error message, e.g. "+N" */
    const char *family;    /* its colour family in the game */
    /* A label without a number: its lower-case spellings, canonical label's first,
     * '|' between them, and the canonical label; NULL for a kind read by `read`. */
    const char *names, *label;
    /* A label with a number: its printf format (one long long), e.g. "+%lld". */
    const char *format;
    /* Reads a normalised label (lower case, no spaces) of this kind into out:
     * 1 when the label is of this kind, 0 when it is not, -1 with err when it
     * is but is wrong (typed: the label as typed, for the message). */
    int (*read)(const char *s, const char *typed, calc_button *out, cs_error *err);
    /* The press compiled for a state (its [+]N offset, what Store holds): 0, or
     * -1 when it is illegal whatever the value. NULL: the button as it is. */
    int (*compile)(const calc_button *b, const calc_state *state, calc_op *op);
    /* The value after the press (before the display limit and portals): 1 legal
     * with *out, 0 illegal. NULL for [+]N, which changes no value. */
    int (*apply)(const calc_op *op, int64_t v, int64_t *out);
    /* The label the key shows in a state ([+]N presses grow its number), into
     * out. NULL: the key always shows its label. */
    void (*now)(const calc_button *b, const calc_state *state, char *out, size_t size);
    /* Why apply refused op on v, the end of a sentence ("11 / 4 is not a whole
     * number"), into out. NULL: apply refuses only a result too wide to hold. */
    void (*refusal)(const calc_op *op, int64_t v, char *out, size_t size);
    /* For a player: the name the help lists it under ("+N"), what it does in one
     * line ("adds N") and a worked example ("+3: 12 → 15"). */
    const char *name, *summary, *example;
} calc_kind_row;

extern const calc_kind_row calc_kind_rows[CALC_KIND_COUNT]; /* indexed by calc_kind */
/* The order labels are tried in: fixed labels first, then those with a number
 * whose prefixes overlap, most specific first ("x^2" before "x2"). */
extern const calc_kind calc_read_order[CALC_KIND_COUNT];

/* The message for a label that is not a button, -1 (why NULL: "unknown button"
 * and the list of every kind's pattern). */
int calc_bad_button(cs_error *err, const char *typed, const char *why);

#endif
