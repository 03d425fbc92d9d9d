/*
 * calc/rules.c: the buttons of Calculator: The Game: reading a label (with its
 * aliases) into a calc_button, and what one press does to a state.
 *
 * Values are int64; every step is overflow-checked, and a result wider than the
 * display is an illegal press (a dead end, as in the game), not a wrap-around.
 */
#include "calc.h"
#include "fastops.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>


static const char BUTTON_LIST[] =
    "+N, -N, xN, /N, digits, +/-, <<, A=>B, ^N, Reverse, SUM, <Shift, Shift>, Mirror, [+]N, Store, Inv10";

const char *calc_kind_family(calc_kind kind)
{
    switch (kind) {
    case CALC_ADD: case CALC_SUB: case CALC_MUL: case CALC_DIV: case CALC_POWER:
        return "arithmetic";
    case CALC_APPEND: return "append";
    case CALC_REPLACE: return "convert";
    case CALC_META: return "meta";
    case CALC_STORE: return "store";
    default: return "special";
    }
}

/* ---- label parsing ---- */

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

/* Copies text without spaces, folding ASCII to lower case and the game's
 * symbols (×, ÷, ², ³) to ASCII stand-ins. -1 when it does not fit. */
static int normalise_label(const char *text, char *out, size_t size)
{
    size_t n = 0;
    for (const unsigned char *p = (const unsigned char *)text; *p; p++) {
        const char *piece = NULL;
        char one[2] = {0, 0};
        if (*p == ' ' || *p == '\t')
            continue;
        if (p[0] == 0xC3 && p[1] == 0x97) { piece = "x"; p++; }        /* × */
        else if (p[0] == 0xC3 && p[1] == 0xB7) { piece = "/"; p++; }   /* ÷ */
        else if (p[0] == 0xC2 && p[1] == 0xB2) { piece = "^2"; p++; }  /* ² */
        else if (p[0] == 0xC2 && p[1] == 0xB3) { piece = "^3"; p++; }  /* ³ */
        else if (p[0] == 0xE2 && p[1] == 0x88 && p[2] == 0x92) { piece = "-"; p += 2; } /* − */
        else { one[0] = (char)tolower(*p); piece = one; }
        size_t len = strlen(piece);
        if (n + len + 1 > size)
            return -1;
        memcpy(out + n, piece, len);
        n += len;
    }
    out[n] = '\0';
    return 0;
}

static int bad_button(cs_error *err, const char *text, const char *why)
{
    char shown[40];
    size_t len = strlen(text);
    if (len > 30)
        snprintf(shown, sizeof shown, "%.30s...", text);
    else
        snprintf(shown, sizeof shown, "%s", text);
    if (why)
        return cs_fail(err, 0, "buttons", "button \"%s\": %s", shown, why);
    return cs_fail(err, 0, "buttons", "unknown button \"%s\" (expected %s)", shown, BUTTON_LIST);
}

static void set_simple(calc_button *b, calc_kind kind, const char *label)
{
    b->kind = kind;
    snprintf(b->label, sizeof b->label, "%s", label);
}

int calc_parse_button(const char *text, calc_button *out, cs_error *err)
{
    char s[64];
    const char *rest;
    int64_t n;
    memset(out, 0, sizeof *out);
    if (strlen(text) > 60 || normalise_label(text, s, sizeof s) != 0)
        return bad_button(err, text, "label is too long");
    if (!*s)
        return cs_fail(err, 0, "buttons", "empty button label (between two commas?)");

    if (strcmp(s, "store:save") == 0)
        return bad_button(err, text, "that is a press label (the long-press on Store) in solutions, not a button; "
                                     "write Store");

    static const struct { const char *name; calc_kind kind; const char *label; } named[] = {
        {"+/-", CALC_NEGATE, "+/-"},           {"<<", CALC_DELETE, "<<"},
        {"reverse", CALC_REVERSE, "Reverse"}, {"rev", CALC_REVERSE, "Reverse"},
        {"sum", CALC_SUM, "SUM"},             {"<shift", CALC_SHIFT_LEFT, "<Shift"},
        {"shift<", CALC_SHIFT_LEFT, "<Shift"}, {"shift>", CALC_SHIFT_RIGHT, "Shift>"},
        {"mirror", CALC_MIRROR, "Mirror"},    {"store", CALC_STORE, "Store"},
        {"inv10", CALC_INV10, "Inv10"},
    };
    for (size_t i = 0; i < sizeof named / sizeof named[0]; i++)
        if (strcmp(s, named[i].name) == 0) {
            set_simple(out, named[i].kind, named[i].label);
            return 0;
        }

    const char *arrow = strstr(s, "=>");
    if (arrow) {
        size_t from_len = (size_t)(arrow - s);
        const char *to = arrow + 2;
        if (from_len == 0 || !*to)
            return bad_button(err, text, "A=>B needs digits on both sides, e.g. 3=>5");
        if (from_len > 18 || strlen(to) > 18)
            return bad_button(err, text, "A=>B takes at most 18 digits on each side");
        memcpy(out->from, s, from_len);
        out->from[from_len] = '\0';
        snprintf(out->to, sizeof out->to, "%s", to);
        if (!all_digits(out->from) || !all_digits(out->to))
            return bad_button(err, text, "A=>B needs digits on both sides, e.g. 3=>5");
        out->kind = CALC_REPLACE;
        snprintf(out->label, sizeof out->label, "%s=>%s", out->from, out->to);
        return 0;
    }
    if (starts_with(s, "[+]", &rest)) {
        if (parse_magnitude(rest, &n) != 0)
            return bad_button(err, text, "[+]N needs a whole number N, e.g. [+]2");
        out->kind = CALC_META;
        out->operand = n;
        snprintf(out->label, sizeof out->label, "[+]%lld", (long long)n);
        return 0;
    }
    if (starts_with(s, "pad", &rest) || all_digits(s)) {
        const char *digits = all_digits(s) ? s : rest;
        if (!all_digits(digits))
            return bad_button(err, text, "an append button is digits only, e.g. 7 or 00");
        if (strlen(digits) > 18)
            return bad_button(err, text, "an append button takes at most 18 digits");
        out->kind = CALC_APPEND;
        memcpy(out->from, digits, strlen(digits) + 1); /* <= 18 digits: fits */
        memcpy(out->label, digits, strlen(digits) + 1);
        cs_parse_int64(digits, &out->operand);
        return 0;
    }
    if (starts_with(s, "x^", &rest) || starts_with(s, "^", &rest)) {
        if (parse_magnitude(rest, &n) != 0 || n > 63)
            return bad_button(err, text, "^N needs a power N from 0 to 63, e.g. ^2");
        out->kind = CALC_POWER;
        out->operand = n;
        snprintf(out->label, sizeof out->label, "^%lld", (long long)n);
        return 0;
    }
    if (s[0] == '+' || s[0] == '-') {
        if (parse_magnitude(s + 1, &n) != 0)
            return bad_button(err, text, s[0] == '+' ? "+N needs a whole number N, e.g. +3"
                                                     : "-N needs a whole number N, e.g. -3");
        out->kind = s[0] == '+' ? CALC_ADD : CALC_SUB;
        out->operand = n;
        snprintf(out->label, sizeof out->label, "%c%lld", s[0], (long long)n);
        return 0;
    }
    if (s[0] == 'x' || s[0] == '*' || s[0] == '/') {
        int divide = s[0] == '/';
        if (parse_signed(s + 1, &n) != 0)
            return bad_button(err, text, divide ? "/N needs a whole number N, e.g. /2"
                                                : "xN needs a whole number N, e.g. x3 or x-4");
        if (divide && n == 0)
            return bad_button(err, text, "dividing by zero is never allowed");
        out->kind = divide ? CALC_DIV : CALC_MUL;
        out->operand = n;
        snprintf(out->label, sizeof out->label, "%c%lld", divide ? '/' : 'x', (long long)n);
        return 0;
    }
    return bad_button(err, text, NULL);
}

/* ---- one press ---- */

const char *calc_press_label(const calc_level *level, calc_press press)
{
    if (press.save)
        return "Store:save";
    return level->buttons[press.button].label;
}

int calc_apply(const calc_level *level, const calc_rules *rules, const calc_state *state,
               calc_press press, calc_state *next, int64_t *before_portal)
{
    const calc_button *b = &level->buttons[press.button];
    int digits = rules && rules->digits ? rules->digits : CALC_DEFAULT_DIGITS;
    int64_t limit = calc_pow10[digits < 0 ? 0 : digits > CALC_MAX_DIGITS ? CALC_MAX_DIGITS : digits] - 1;
    int64_t v = state->value, r = v;
    *next = *state;

    if (b->kind == CALC_META) {
        if (cs_add(state->meta, b->operand, &next->meta) != 0 || next->meta > limit)
            return 0;
    } else if (b->kind == CALC_STORE && press.save) {
        if (v < 0)
            return 0;
        next->store = v;
    } else {
        calc_op op;
        if (calc_op_of(b, state, &op) != 0 || !calc_op_value(&op, v, &r))
            return 0;
    }
    if (r > limit || r < -limit)
        return 0;
    *before_portal = r;
    if (level->has_portal && r != v)
        r = calc_with_sign(r, calc_portal_fall(calc_abs(r), calc_pow10[level->portal_in], calc_pow10[level->portal_out]));
    next->value = r;
    return 1;
}
