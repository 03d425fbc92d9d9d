/*
 * calc/kinds.c: the button kinds of Calculator: The Game, one table row each:
 * how the list of buttons shows it, its colour family, how its label is read,
 * how a press is compiled for a state, and what it does to the value. A new
 * kind is a calc_kind value, one row here (with its functions) and its tests.
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

/* A button of kind with operand n, labelled by format (one %lld). */
static int with_operand(calc_button *out, calc_kind kind, int64_t n, const char *format)
{
    out->kind = kind;
    out->operand = n;
    snprintf(out->label, sizeof out->label, format, (long long)n);
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
    return with_operand(out, sign == '+' ? CALC_ADD : CALC_SUB, n, sign == '+' ? "+%lld" : "-%lld");
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
    return with_operand(out, CALC_MUL, n, "x%lld");
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
    return with_operand(out, CALC_DIV, n, "/%lld");
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

static int read_replace(const char *s, const char *typed, calc_button *out, cs_error *err)
{
    const char *arrow = strstr(s, "=>");
    if (!arrow)
        return 0;
    size_t from_len = (size_t)(arrow - s);
    const char *to = arrow + 2;
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
    return with_operand(out, CALC_POWER, n, "^%lld");
}

static int read_meta(const char *s, const char *typed, calc_button *out, cs_error *err)
{
    const char *rest;
    int64_t n;
    if (!starts_with(s, "[+]", &rest))
        return 0;
    if (parse_magnitude(rest, &n) != 0)
        return calc_bad_button(err, typed, "[+]N needs a whole number N, e.g. [+]2");
    return with_operand(out, CALC_META, n, "[+]%lld");
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

/* ---- the table ---- */

const calc_kind_row calc_kind_rows[CALC_KIND_COUNT] = {
    [CALC_ADD] = {"+N", "arithmetic", NULL, NULL, read_add, compile_arithmetic, apply_add},
    [CALC_SUB] = {"-N", "arithmetic", NULL, NULL, read_sub, compile_arithmetic, apply_sub},
    [CALC_MUL] = {"xN", "arithmetic", NULL, NULL, read_mul, compile_arithmetic, apply_mul},
    [CALC_DIV] = {"/N", "arithmetic", NULL, NULL, read_div, compile_arithmetic, apply_div},
    [CALC_APPEND] = {"digits", "append", NULL, NULL, read_append, compile_append, apply_append},
    [CALC_NEGATE] = {"+/-", "special", "+/-", "+/-", NULL, NULL, apply_negate},
    [CALC_DELETE] = {"<<", "special", "<<", "<<", NULL, NULL, apply_delete},
    [CALC_REPLACE] = {"A=>B", "convert", NULL, NULL, read_replace, compile_replace, apply_replace},
    [CALC_POWER] = {"^N", "arithmetic", NULL, NULL, read_power, NULL, apply_power},
    [CALC_REVERSE] = {"Reverse", "special", "reverse|rev", "Reverse", NULL, NULL, apply_reverse},
    [CALC_SUM] = {"SUM", "special", "sum", "SUM", NULL, NULL, apply_sum},
    [CALC_SHIFT_LEFT] = {"<Shift", "special", "<shift|shift<", "<Shift", NULL, NULL, apply_shift_left},
    [CALC_SHIFT_RIGHT] = {"Shift>", "special", "shift>", "Shift>", NULL, NULL, apply_shift_right},
    [CALC_MIRROR] = {"Mirror", "special", "mirror", "Mirror", NULL, NULL, apply_mirror},
    [CALC_META] = {"[+]N", "meta", NULL, NULL, read_meta, NULL, NULL},
    [CALC_STORE] = {"Store", "store", "store", "Store", NULL, compile_store, apply_append},
    [CALC_INV10] = {"Inv10", "special", "inv10", "Inv10", NULL, NULL, apply_inv10},
};

const calc_kind calc_read_order[CALC_KIND_COUNT] = {
    CALC_NEGATE, CALC_DELETE, CALC_REVERSE, CALC_SUM, CALC_SHIFT_LEFT, CALC_SHIFT_RIGHT, CALC_MIRROR, CALC_STORE,
    CALC_INV10, CALC_REPLACE, CALC_META, CALC_APPEND, CALC_POWER, CALC_ADD, CALC_SUB, CALC_MUL, CALC_DIV,
};
