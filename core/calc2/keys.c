/*
 * calc2/keys.c: the keys of Calculator 2 read from their labels. The keys new in the
 * sequel (Sort> Sort< CutN Shift Delete InsertN Round Lock Digit+N Digit-N Digit=N) are
 * read here; every other label goes to the first game's reader (calc_parse_button), so
 * a key both games have is read by one piece of code.
 */
#include "calc2.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

/* A label of a key new in the sequel: its lower-case spelling (a number follows when
 * `number`), its canonical label (or printf format), its kind id, the example its
 * error message gives, and its colour family, one of the first game's (calc_kind_family):
 * keys that move or drop digits are "special" as Reverse and << are, keys that write
 * digits "append", keys that change one digit's value "convert" as A=>B does, and Lock
 * "store", a key that keeps something for the next press. */
typedef struct new_key {
    calc2_kind kind;
    const char *spelling, *label, *id;
    int number, picks;
    const char *example;
    const char *family;
} new_key;

static const new_key NEW_KEYS[] = {
    {CALC2_SORT_UP, "sort>", "Sort>", "sort-up", 0, 0, NULL, "special"},
    {CALC2_SORT_DOWN, "sort<", "Sort<", "sort-down", 0, 0, NULL, "special"},
    {CALC2_SHIFT, "shift", "Shift", "shift", 0, 1, NULL, "special"},
    {CALC2_DELETE, "delete", "Delete", "delete-digit", 0, 1, NULL, "special"},
    {CALC2_ROUND, "round", "Round", "round", 0, 1, NULL, "special"},
    {CALC2_LOCK, "lock", "Lock", "lock", 0, 1, NULL, "store"},
    {CALC2_CUT, "cut", "Cut%s", "cut", 1, 0, "Cut3", "special"},
    {CALC2_INSERT, "insert", "Insert%s", "insert", 1, 1, "Insert3", "append"},
    {CALC2_DIGIT_ADD, "digit+", "Digit+%s", "digit-add", 1, 1, "Digit+2", "convert"},
    {CALC2_DIGIT_SUB, "digit-", "Digit-%s", "digit-sub", 1, 1, "Digit-2", "convert"},
    {CALC2_DIGIT_SET, "digit=", "Digit=%s", "digit-set", 1, 1, "Digit=4", "convert"},
};
#define NEW_KEY_COUNT ((int)(sizeof NEW_KEYS / sizeof NEW_KEYS[0]))

static const new_key *row_of(calc2_kind kind)
{
    for (int i = 0; i < NEW_KEY_COUNT; i++)
        if (NEW_KEYS[i].kind == kind)
            return &NEW_KEYS[i];
    return NULL;
}

const char *calc2_kind_id(const calc2_key *key)
{
    const new_key *row = row_of(key->kind);
    return row ? row->id : calc_kind_id(key->first.kind);
}

const char *calc2_key_family(const calc2_key *key)
{
    const new_key *row = row_of(key->kind);
    return row ? row->family : calc_kind_family(key->first.kind);
}

int calc2_picks_place(const calc2_key *key)
{
    const new_key *row = row_of(key->kind);
    return row && row->picks;
}

/* text without spaces, in lower case (the sequel's labels are ASCII). -1 when too long. */
static int normalise(const char *text, char *out, size_t size)
{
    size_t n = 0;
    for (const char *p = text; *p; p++) {
        if (*p == ' ' || *p == '\t')
            continue;
        if (n + 2 > size)
            return -1;
        out[n++] = (char)tolower((unsigned char)*p);
    }
    out[n] = '\0';
    return 0;
}

static void shown(const char *typed, char out[40])
{
    if (strlen(typed) > 30)
        snprintf(out, 40, "%.30s...", typed);
    else
        snprintf(out, 40, "%.30s", typed);
}

/* The message for a label that is no key of either game. */
static int unknown_key(const char *typed, cs_error *err)
{
    char s[40];
    shown(typed, s);
    return cs_fail(err, 0, "buttons",
                   "unknown button \"%s\" (expected +N, -N, xN, /N, digits, +/-, <<, A=>B, Reverse, SUM, Mirror, "
                   "Inv10, <Shift, Store, [+]N, Sort>, Sort<, CutN, Shift, Delete, InsertN, Round, Lock, Digit+N, "
                   "Digit-N, Digit=N)",
                   s);
}

/* The number after a new key's spelling: 1 to 18 digits. */
static int read_number(const new_key *row, const char *rest, const char *typed, calc2_key *out, cs_error *err)
{
    size_t n = strlen(rest);
    if (n == 0 || n > 18 || strspn(rest, "0123456789") != n) {
        char s[40];
        shown(typed, s);
        char pattern[16];
        snprintf(pattern, sizeof pattern, row->label, "N");
        return cs_fail(err, 0, "buttons", "button \"%s\": %s needs a whole number of 1 to 18 digits after it, e.g. %s",
                       s, pattern, row->example);
    }
    memcpy(out->digits, rest, n + 1);
    cs_parse_int64(rest, &out->operand);
    snprintf(out->label, sizeof out->label, row->label, rest);
    return 0;
}

int calc2_parse_key(const char *text, calc2_key *out, cs_error *err)
{
    char s[72];
    memset(out, 0, sizeof *out);
    if (strlen(text) > 60 || normalise(text, s, sizeof s) != 0) {
        char t[40];
        shown(text, t);
        return cs_fail(err, 0, "buttons", "button \"%s\": label is too long", t);
    }
    for (int i = 0; i < NEW_KEY_COUNT; i++) {
        const new_key *row = &NEW_KEYS[i];
        size_t n = strlen(row->spelling);
        if (row->number ? strncmp(s, row->spelling, n) != 0 : strcmp(s, row->spelling) != 0)
            continue;
        out->kind = row->kind;
        if (row->number)
            return read_number(row, s + n, text, out, err);
        snprintf(out->label, sizeof out->label, "%s", row->label);
        return 0;
    }
    cs_error first;
    if (calc_parse_button(text, &out->first, &first) == 0) {
        out->kind = CALC2_FIRST;
        snprintf(out->label, sizeof out->label, "%s", out->first.label);
        out->operand = out->first.operand;
        return 0;
    }
    if (strncmp(first.message, "unknown button", 14) == 0)
        return unknown_key(text, err);
    if (err)
        *err = first;
    return -1;
}
