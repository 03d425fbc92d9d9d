/*
 * calc/kinds.c: the button kinds of Calculator: The Game, one table row each:
 * how the list of buttons shows it, its colour family, how its label is read,
 * how a press is compiled for a state, what it does to the value, the label
 * it shows after [+]N presses, why it may be refused, and its help for a
 * player. A new kind is a calc_kind value, one row here (with its functions)
 * and its tests.
 */
#include "kinds.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

/* ---- reading labels ---- */

static int all_digits(const char *s)
{
    if (!*s)
        return 0;
    for (; *s; s++)
        if (!isdigit((unsigned char)*s))
            return 0;
    return 1;
}

/* A non-negative operand of at most 18 digits. */
static int parse_magnitude(const char *s, int64_t *out)
{
    if (!all_digits(s) || strlen(s) > 18)
        return -1;
    return cs_parse_int64(s, out);
}

static int parse_signed(const char *s, int64_t *out)
{
    if (*s == '-') {
        if (parse_magnitude(s + 1, out) != 0)
            return -1;
        *out = -*out;
        return 0;
    }
    return parse_magnitude(*s == '+' ? s + 1 : s, out);
}

static int starts_with(const char *s, const char *prefix, const char **rest)
{
    size_t n = strlen(prefix);
    if (strncmp(s, prefix, n) != 0)
        return 0;
    *rest = s + n;
    return 1;
}

int calc_bad_button(cs_error *err, const char *typed, const char *why)
{
    char shown[40];
    if (strlen(typed) > 30)
        snprintf(shown, sizeof shown, "%.30s...", typed);
    else
        snprintf(shown, sizeof shown, "%s", typed);
    if (why)
        return cs_fail(err, 0, "buttons", "button \"%s\": %s", shown, why);
    char list[256] = "";
    for (int k = 0; k < CALC_KIND_COUNT; k++) {
        strncat(list, k ? ", " : "", sizeof list - strlen(list) - 1);
        strncat(list, calc_kind_rows[k].pattern, sizeof list - strlen(list) - 1);
    }
    return cs_fail(err, 0, "buttons", "unknown button \"%s\" (expected %s)", shown, list);
}

/* A button of kind with operand n, labelled by its row's format. */
static int with_operand(calc_button *out, calc_kind kind, int64_t n)
{
    out->kind = kind;
    out->operand = n;
    snprintf(out->label, sizeof out->label, calc_kind_rows[kind].format, (long long)n);
    return 1;
}

static int read_add_sub(const char *s, const char *typed, calc_button *out, cs_error *err, char sign)
{
    int64_t n;
    if (s[0] != sign)
        return 0;
    if (parse_magnitude(s + 1, &n) != 0)
        return calc_bad_button(err, typed, sign == '+' ? "+N needs a whole number N, e.g. +3"
                                                       : "-N needs a whole number N, e.g. -3");
    return with_operand(out, sign == '+' ? CALC_ADD : CALC_SUB, n);
}
static int read_add(const char *s, const char *t, calc_button *o, cs_error *e) { return read_add_sub(s, t, o, e, '+'); }
static int read_sub(const char *s, const char *t, calc_button *o, cs_error *e) { return read_add_sub(s, t, o, e, '-'); }

static int read_mul(const char *s, const char *typed, calc_button *out, cs_error *err)
{
    int64_t n;
    if (s[0] != 'x' && s[0] != '*')
        return 0;
    if (parse_signed(s + 1, &n) != 0)
        return calc_bad_button(err, typed, "xN needs a whole number N, e.g. x3 or x-4");
    return with_operand(out, CALC_MUL, n);
}

static int read_div(const char *s, const char *typed, calc_button *out, cs_error *err)
{
    int64_t n;
    if (s[0] != '/')
        return 0;
    if (parse_signed(s + 1, &n) != 0)
        return calc_bad_button(err, typed, "/N needs a whole number N, e.g. /2");
    if (n == 0)
        return calc_bad_button(err, typed, "dividing by zero is never allowed");
    return with_operand(out, CALC_DIV, n);
}

static int read_append(const char *s, const char *typed, calc_button *out, cs_error *err)
{
    const char *rest = s;
    if (!starts_with(s, "pad", &rest) && !all_digits(s))
        return 0;
    const char *digits = all_digits(s) ? s : rest;
    if (!all_digits(digits))
        return calc_bad_button(err, typed, "an append button is digits only, e.g. 7 or 00");
    if (strlen(digits) > 18)
        return calc_bad_button(err, typed, "an append button takes at most 18 digits");
    out->kind = CALC_APPEND;
    memcpy(out->from, digits, strlen(digits) + 1); /* <= 18 digits: fits */
    memcpy(out->label, digits, strlen(digits) + 1);
    cs_parse_int64(digits, &out->operand);
    return 1;
}

/* The arrows an A=>B label may be written with: the game's =>, and -> or → as people type them. */
static const char *const REPLACE_ARROWS[] = {"=>", "->", "\xE2\x86\x92"};

static int read_replace(const char *s, const char *typed, calc_button *out, cs_error *err)
{
    const char *arrow = NULL;
    size_t arrow_len = 0;
    for (size_t i = 0; !arrow && i < sizeof REPLACE_ARROWS / sizeof REPLACE_ARROWS[0]; i++)
        if ((arrow = strstr(s, REPLACE_ARROWS[i])) != NULL)
            arrow_len = strlen(REPLACE_ARROWS[i]);
    if (!arrow)
        return 0;
    size_t from_len = (size_t)(arrow - s);
    const char *to = arrow + arrow_len;
    if (from_len == 0 || !*to)
        return calc_bad_button(err, typed, "A=>B needs digits on both sides, e.g. 3=>5");
    if (from_len > 18 || strlen(to) > 18)
        return calc_bad_button(err, typed, "A=>B takes at most 18 digits on each side");
    memcpy(out->from, s, from_len);
    out->from[from_len] = '\0';
    snprintf(out->to, sizeof out->to, "%s", to);
    if (!all_digits(out->from) || !all_digits(out->to))
        return calc_bad_button(err, typed, "A=>B needs digits on both sides, e.g. 3=>5");
    out->kind = CALC_REPLACE;
    snprintf(out->label, sizeof out->label, "%s=>%s", out->from, out->to);
    return 1;
}

static int read_power(const char *s, const char *typed, calc_button *out, cs_error *err)
{
    const char *rest;
    int64_t n;
    if (!starts_with(s, "x^", &rest) && !starts_with(s, "^", &rest))
        return 0;
    if (parse_magnitude(rest, &n) != 0 || n > 63)
        return calc_bad_button(err, typed, "^N needs a power N from 0 to 63, e.g. ^2");
    return with_operand(out, CALC_POWER, n);
}

static int read_meta(const char *s, const char *typed, calc_button *out, cs_error *err)
{
    const char *rest;
    int64_t n;
    if (!starts_with(s, "[+]", &rest))
        return 0;
    if (parse_magnitude(rest, &n) != 0)
        return calc_bad_button(err, typed, "[+]N needs a whole number N, e.g. [+]2");
    return with_operand(out, CALC_META, n);
}

/* ---- compiling a press for a state ---- */

/* The operand of an arithmetic or append button after [+]N presses: its
 * magnitude grows by the offset, its sign stays. */
static int effective_operand(const calc_button *b, int64_t meta, int64_t *out)
{
    int64_t m;
    if (cs_add(calc_abs(b->operand), meta, &m) != 0)
        return -1;
    *out = b->operand < 0 ? -m : m;
    return 0;
}

static int compile_arithmetic(const calc_button *b, const calc_state *state, calc_op *op)
{
    return effective_operand(b, state->meta, &op->operand);
}

static int compile_append(const calc_button *b, const calc_state *state, calc_op *op)
{
    if (state->meta == 0) { /* the digits as written, leading zeros kept */
        op->tail_len = (int)strlen(b->from);
        return 0;
    }
    if (effective_operand(b, state->meta, &op->operand) != 0)
        return -1;
    op->tail_len = calc_digit_count(op->operand);
    return 0;
}

static int compile_store(const calc_button *b, const calc_state *state, calc_op *op)
{
    (void)b;
    if (state->store < 0) /* a tap before any save */
        return -1;
    op->operand = state->store;
    op->tail_len = calc_digit_count(state->store);
    return 0;
}

static int compile_replace(const calc_button *b, const calc_state *state, calc_op *op)
{
    (void)state;
    op->from_len = (int)strlen(b->from);
    op->to_len = (int)strlen(b->to);
    return 0;
}

/* ---- what a press does to the value ---- */

static int apply_add(const calc_op *op, int64_t v, int64_t *out) { return !__builtin_add_overflow(v, op->operand, out); }
static int apply_sub(const calc_op *op, int64_t v, int64_t *out) { return !__builtin_sub_overflow(v, op->operand, out); }
static int apply_mul(const calc_op *op, int64_t v, int64_t *out) { return !__builtin_mul_overflow(v, op->operand, out); }

static int apply_div(const calc_op *op, int64_t v, int64_t *out)
{
    if (op->operand == 0 || v % op->operand != 0)
        return 0;
    *out = v / op->operand;
    return 1;
}

/* Append and Store recall: the operand's digits after the value's, sign kept. */
static int apply_append(const calc_op *op, int64_t v, int64_t *out)
{
    int64_t m;
    if (calc_append(calc_abs(v), op->operand, op->tail_len, &m) != 0)
        return 0;
    *out = calc_with_sign(v, m);
    return 1;
}

static int apply_negate(const calc_op *op, int64_t v, int64_t *out) { (void)op; *out = -v; return 1; }
static int apply_delete(const calc_op *op, int64_t v, int64_t *out) { (void)op; *out = v / 10; return 1; }
static int apply_power(const calc_op *op, int64_t v, int64_t *out) { return calc_power(v, op->operand, out) == 0; }

static int apply_replace(const calc_op *op, int64_t v, int64_t *out)
{
    int64_t m;
    if (calc_replace(calc_abs(v), op->from, op->from_len, op->to, op->to_len, &m) != 0)
        return 0;
    *out = calc_with_sign(v, m);
    return 1;
}

static int apply_mirror(const calc_op *op, int64_t v, int64_t *out)
{
    int64_t m;
    (void)op;
    if (calc_mirror(calc_abs(v), &m) != 0)
        return 0;
    *out = calc_with_sign(v, m);
    return 1;
}

/* The rearrangements of the digits: on the magnitude, sign kept. */
#define DIGIT_APPLY(name, rearrange)                                 \
    static int name(const calc_op *op, int64_t v, int64_t *out)     \
    {                                                                \
        (void)op;                                                    \
        *out = calc_with_sign(v, rearrange(calc_abs(v)));            \
        return 1;                                                    \
    }
DIGIT_APPLY(apply_reverse, calc_reverse)
DIGIT_APPLY(apply_sum, calc_digit_sum)
DIGIT_APPLY(apply_shift_left, calc_shift_left)
DIGIT_APPLY(apply_shift_right, calc_shift_right)
DIGIT_APPLY(apply_inv10, calc_inv10)

/* ---- what a key shows, and why a press is refused ---- */

/* The number of an arithmetic or digit key grows with [+]N (compile_arithmetic,
 * compile_append): the key shows the number it now uses. */
static void now_operand(const calc_button *b, const calc_state *state, char *out, size_t size)
{
    calc_op op;
    if (state->meta == 0 || calc_op_of(b, state, &op) != 0)
        snprintf(out, size, "%s", b->label);
    else
        snprintf(out, size, calc_kind_rows[b->kind].format, (long long)op.operand);
}

static void refusal_div(const calc_op *op, int64_t v, char *out, size_t size)
{
    snprintf(out, size, "%lld / %lld is not a whole number", (long long)v, (long long)op->operand);
}

/* ---- the table ---- */

const calc_kind_row calc_kind_rows[CALC_KIND_COUNT] = {
    [CALC_ADD] = {"add", "+N", "arithmetic", NULL, NULL, "+%lld", read_add, compile_arithmetic, apply_add,
                  now_operand, NULL, "+N", "adds N", "+3: 12 → 15"},
    [CALC_SUB] = {"sub", "-N", "arithmetic", NULL, NULL, "-%lld", read_sub, compile_arithmetic, apply_sub,
                  now_operand, NULL, "-N", "subtracts N (the result may go below 0)", "-3: 12 → 9"},
    [CALC_MUL] = {"mul", "xN", "arithmetic", NULL, NULL, "x%lld", read_mul, compile_arithmetic, apply_mul,
                  now_operand, NULL, "xN", "multiplies by N (N may be negative)", "x4: 12 → 48"},
    [CALC_DIV] = {"div", "/N", "arithmetic", NULL, NULL, "/%lld", read_div, compile_arithmetic, apply_div,
                  now_operand, refusal_div, "/N", "divides by N, only when the result is a whole number",
                  "/3: 12 → 4"},
    [CALC_APPEND] = {"append", "digits", "append", NULL, NULL, "%lld", read_append, compile_append, apply_append,
                     now_operand, NULL, "Digits", "writes its digits after the number, as typing them would",
                     "5: 12 → 125"},
    [CALC_NEGATE] = {"negate", "+/-", "special", "+/-|\xC2\xB1", "+/-", NULL, NULL, NULL, apply_negate, NULL, NULL, "+/-",
                     "changes the sign", "+/-: 12 → -12"},
    [CALC_DELETE] = {"delete", "<<", "special", "<<", "<<", NULL, NULL, NULL, apply_delete, NULL, NULL, "<<",
                     "deletes the last digit (a one-digit number becomes 0)", "<<: 125 → 12"},
    [CALC_REPLACE] = {"replace", "A=>B", "convert", NULL, NULL, NULL, read_replace, compile_replace, apply_replace,
                      NULL, NULL, "A=>B", "turns every A in the number into B, from left to right",
                      "1=>2: 121 → 222"},
    [CALC_POWER] = {"power", "^N", "arithmetic", NULL, NULL, "^%lld", read_power, NULL, apply_power, NULL, NULL,
                    "^N", "raises the number to the power N", "^2: -3 → 9"},
    [CALC_REVERSE] = {"reverse", "Reverse", "special", "reverse|rev", "Reverse", NULL, NULL, NULL, apply_reverse,
                      NULL, NULL, "Reverse", "reverses the digits (the sign stays; zeros that come first drop)",
                      "Reverse: 120 → 21"},
    [CALC_SUM] = {"sum", "SUM", "special", "sum", "SUM", NULL, NULL, NULL, apply_sum, NULL, NULL, "SUM",
                  "adds up the digits (the sign stays)", "SUM: 125 → 8"},
    [CALC_SHIFT_LEFT] = {"shift-left", "<Shift", "special", "<shift|shift<", "<Shift", NULL, NULL, NULL,
                         apply_shift_left, NULL, NULL, "<Shift", "moves the first digit to the end",
                         "<Shift: 125 → 251"},
    [CALC_SHIFT_RIGHT] = {"shift-right", "Shift>", "special", "shift>|>shift", "Shift>", NULL, NULL, NULL,
                          apply_shift_right, NULL, NULL, "Shift>", "moves the last digit to the front",
                          "Shift>: 125 → 512"},
    [CALC_MIRROR] = {"mirror", "Mirror", "special", "mirror", "Mirror", NULL, NULL, NULL, apply_mirror, NULL, NULL,
                     "Mirror", "writes the digits again after the number, in reverse order", "Mirror: 12 → 1221"},
    [CALC_META] = {"meta", "[+]N", "meta", NULL, NULL, "[+]%lld", read_meta, NULL, NULL, NULL, NULL, "[+]N",
                   "adds N to the number on every +, -, x, / and digit key; the display stays",
                   "[+]1 turns +2 into +3 and x3 into x4"},
    [CALC_STORE] = {"store", "Store", "store", "store|sto|st", "Store", NULL, NULL, compile_store, apply_append, NULL, NULL,
                    "Store", "appends the number Save kept to the display (Save: hold Store in the phone game)", "with 12 kept, Store: 5 → 512"},
    [CALC_INV10] = {"inv10", "Inv10", "special", "inv10", "Inv10", NULL, NULL, NULL, apply_inv10, NULL, NULL, "Inv10",
                    "each digit d becomes 10 − d, 0 stays 0", "Inv10: 1289 → 9821"},
};
const calc_kind calc_read_order[CALC_KIND_COUNT] = {
    CALC_NEGATE, CALC_DELETE, CALC_REVERSE, CALC_SUM, CALC_SHIFT_LEFT, CALC_SHIFT_RIGHT, CALC_MIRROR, CALC_STORE,
    CALC_INV10, CALC_REPLACE, CALC_META, CALC_APPEND, CALC_POWER, CALC_ADD, CALC_SUB, CALC_MUL, CALC_DIV,
};
