/*
 * calc/rules.c: the buttons of Calculator: The Game: reading a label (with its
 * aliases) into a calc_button, and what one press does to a state.
 *
 * Values are int64; every step is overflow-checked, and a result wider than the
 * display is an illegal press (a dead end, as in the game), not a wrap-around.
 */
#include "calc.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#define DIGIT_TEXT 24   /* |value| <= 10^18 - 1: at most 18 digits plus slack */
#define WIDE_TEXT 512   /* A=>B can widen a value: 19 digits x 18-digit B */

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

/* ---- digit helpers on magnitudes ---- */

static int64_t abs64(int64_t v) { return v < 0 ? -v : v; } /* |v| <= 10^18: no overflow */

/* Writes the decimal digits of m (>= 0) and returns their count. */
static size_t digits_of(int64_t m, char *out)
{
    char tmp[DIGIT_TEXT];
    size_t n = 0;
    do {
        tmp[n++] = (char)('0' + m % 10);
        m /= 10;
    } while (m > 0);
    for (size_t i = 0; i < n; i++)
        out[i] = tmp[n - 1 - i];
    out[n] = '\0';
    return n;
}

/* Reads a digit string (leading zeros allowed) as a magnitude no wider than 18
 * digits. -1 when it is wider. */
static int magnitude_of(const char *s, size_t len, int64_t *out)
{
    while (len > 1 && *s == '0') {
        s++;
        len--;
    }
    if (len > 18)
        return -1;
    int64_t m = 0;
    for (size_t i = 0; i < len; i++)
        m = m * 10 + (s[i] - '0');
    *out = m;
    return 0;
}

static int64_t with_sign(int64_t value, int64_t magnitude) { return value < 0 ? -magnitude : magnitude; }

/* |v| followed by the digit string tail, sign kept. */
static int append_digits(int64_t v, const char *tail, int64_t *out)
{
    char text[DIGIT_TEXT + DIGIT_TEXT];
    size_t n = digits_of(abs64(v), text);
    size_t tail_len = strlen(tail);
    if (tail_len > 18)
        return -1;
    memcpy(text + n, tail, tail_len + 1);
    int64_t m;
    if (magnitude_of(text, n + tail_len, &m) != 0)
        return -1;
    *out = with_sign(v, m);
    return 0;
}

static int replace_digits(int64_t v, const char *from, const char *to, int64_t *out)
{
    char text[DIGIT_TEXT], wide[WIDE_TEXT];
    size_t n = digits_of(abs64(v), text);
    size_t from_len = strlen(from), to_len = strlen(to), w = 0;
    for (size_t i = 0; i < n;) {
        if (i + from_len <= n && memcmp(text + i, from, from_len) == 0) {
            memcpy(wide + w, to, to_len);
            w += to_len;
            i += from_len;
        } else {
            wide[w++] = text[i++];
        }
    }
    int64_t m;
    if (magnitude_of(wide, w, &m) != 0)
        return -1;
    *out = with_sign(v, m);
    return 0;
}

static int power(int64_t v, int64_t exponent, int64_t *out)
{
    int64_t r = 1;
    for (int64_t i = 0; i < exponent; i++)
        if (cs_mul(r, v, &r) != 0)
            return -1;
    *out = r;
    return 0;
}

/* Reorders the digits of |v| (sign kept): reverse, rotate left or right, mirror,
 * inverse-10, or their sum. */
static int rearrange(int64_t v, calc_kind kind, int64_t *out)
{
    char text[DIGIT_TEXT], res[2 * DIGIT_TEXT];
    size_t n = digits_of(abs64(v), text), len = n;
    int64_t m = 0;
    switch (kind) {
    case CALC_REVERSE:
        for (size_t i = 0; i < n; i++)
            res[i] = text[n - 1 - i];
        break;
    case CALC_SHIFT_LEFT:
        memcpy(res, text + 1, n - 1);
        res[n - 1] = text[0];
        break;
    case CALC_SHIFT_RIGHT:
        res[0] = text[n - 1];
        memcpy(res + 1, text, n - 1);
        break;
    case CALC_MIRROR:
        memcpy(res, text, n);
        for (size_t i = 0; i < n; i++)
            res[n + i] = text[n - 1 - i];
        len = 2 * n;
        break;
    case CALC_INV10:
        for (size_t i = 0; i < n; i++)
            res[i] = (char)('0' + (10 - (text[i] - '0')) % 10);
        break;
    case CALC_SUM:
        for (size_t i = 0; i < n; i++)
            m += text[i] - '0';
        *out = with_sign(v, m);
        return 0;
    default:
        return -1;
    }
    if (magnitude_of(res, len, &m) != 0)
        return -1;
    *out = with_sign(v, m);
    return 0;
}

static int64_t pow10_of(int places)
{
    int64_t p = 1;
    for (int i = 0; i < places; i++)
        p *= 10;
    return p;
}

/* Moves digits through the portal until none stands at the entry place. Each
 * fall strictly lowers |v| (see README), so this ends. */
static int64_t portal_fall(int64_t v, int entry, int exit_place)
{
    int64_t in = pow10_of(entry), out = pow10_of(exit_place), m = abs64(v);
    while (m >= in) {
        int64_t digit = (m / in) % 10, high = m / (in * 10), low = m % in;
        m = high * in + low + digit * out;
    }
    return with_sign(v, m);
}

/* The operand of an arithmetic or append button after [+]N presses: its
 * magnitude grows by the offset, its sign stays. */
static int effective_operand(const calc_button *b, int64_t meta, int64_t *out)
{
    int64_t m;
    if (cs_add(abs64(b->operand), meta, &m) != 0)
        return -1;
    *out = b->operand < 0 ? -m : m;
    return 0;
}

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
    int64_t limit = pow10_of(digits) - 1;
    int64_t v = state->value, r = v, operand;
    char text[DIGIT_TEXT];
    *next = *state;

    switch (b->kind) {
    case CALC_ADD:
    case CALC_SUB:
    case CALC_MUL:
    case CALC_DIV:
        if (effective_operand(b, state->meta, &operand) != 0)
            return 0;
        if (b->kind == CALC_ADD && cs_add(v, operand, &r) != 0)
            return 0;
        if (b->kind == CALC_SUB && cs_sub(v, operand, &r) != 0)
            return 0;
        if (b->kind == CALC_MUL && cs_mul(v, operand, &r) != 0)
            return 0;
        if (b->kind == CALC_DIV) {
            if (operand == 0 || v % operand != 0)
                return 0;
            r = v / operand;
        }
        break;
    case CALC_APPEND:
        if (state->meta == 0) {
            if (append_digits(v, b->from, &r) != 0)
                return 0;
        } else {
            if (effective_operand(b, state->meta, &operand) != 0)
                return 0;
            digits_of(operand, text);
            if (append_digits(v, text, &r) != 0)
                return 0;
        }
        break;
    case CALC_NEGATE: r = -v; break;
    case CALC_DELETE: r = v / 10; break; /* C division truncates: the sign stays */
    case CALC_REPLACE:
        if (replace_digits(v, b->from, b->to, &r) != 0)
            return 0;
        break;
    case CALC_POWER:
        if (power(v, b->operand, &r) != 0)
            return 0;
        break;
    case CALC_REVERSE: case CALC_SUM: case CALC_SHIFT_LEFT: case CALC_SHIFT_RIGHT:
    case CALC_MIRROR: case CALC_INV10:
        if (rearrange(v, b->kind, &r) != 0)
            return 0;
        break;
    case CALC_META:
        if (cs_add(state->meta, b->operand, &next->meta) != 0 || next->meta > limit)
            return 0;
        break;
    case CALC_STORE:
        if (press.save) {
            if (v < 0)
                return 0;
            next->store = v;
        } else {
            if (state->store < 0)
                return 0;
            digits_of(state->store, text);
            if (append_digits(v, text, &r) != 0)
                return 0;
        }
        break;
    }
    if (r > limit || r < -limit)
        return 0;
    *before_portal = r;
    if (level->has_portal && r != v)
        r = portal_fall(r, level->portal_in, level->portal_out);
    next->value = r;
    return 1;
}
