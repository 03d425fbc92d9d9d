/*
 * calc_reference_ops.c: the independent reference of Calculator's rules, kept
 * only for the differential tests (tests/c/test_reference.c).
 *
 * It applies each button as plain decimal-string code would: every digit
 * operation (Reverse, append, Shift, Mirror, SUM, Inv10, A=>B, Store recall)
 * goes through decimal strings. The engine does these on integers
 * (core/calc/fastops.c); the tests check the two agree on every value of the
 * display and on random levels. Do not speed up this file: its worth is that
 * it shares no shortcut with the engine.
 */
#include "calc_reference.h"

#include <string.h>

#define DIGIT_TEXT 24   /* |value| <= 10^18 - 1: at most 18 digits plus slack */
#define WIDE_TEXT 512   /* A=>B can widen a value: 19 digits x 18-digit B */

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
int ref_append_digits(int64_t v, const char *tail, int64_t *out)
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

int ref_replace_digits(int64_t v, const char *from, const char *to, int64_t *out)
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
int ref_rearrange(int64_t v, calc_kind kind, int64_t *out)
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
 * fall strictly lowers |v| (core/calc/README.md, portals), so this ends. */
int64_t ref_portal_fall(int64_t v, int entry, int exit_place)
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


int ref_calc_apply(const calc_level *level, const calc_rules *rules, const calc_state *state,
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
            if (ref_append_digits(v, b->from, &r) != 0)
                return 0;
        } else {
            if (effective_operand(b, state->meta, &operand) != 0)
                return 0;
            digits_of(operand, text);
            if (ref_append_digits(v, text, &r) != 0)
                return 0;
        }
        break;
    case CALC_NEGATE: r = -v; break;
    case CALC_DELETE: r = v / 10; break; /* C division truncates: the sign stays */
    case CALC_REPLACE:
        if (ref_replace_digits(v, b->from, b->to, &r) != 0)
            return 0;
        break;
    case CALC_POWER:
        if (power(v, b->operand, &r) != 0)
            return 0;
        break;
    case CALC_REVERSE: case CALC_SUM: case CALC_SHIFT_LEFT: case CALC_SHIFT_RIGHT:
    case CALC_MIRROR: case CALC_INV10:
        if (ref_rearrange(v, b->kind, &r) != 0)
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
            if (ref_append_digits(v, text, &r) != 0)
                return 0;
        }
        break;
    case CALC_KIND_COUNT: /* added to calc.h after this copy was taken: not a kind */
        return 0;
    }
    if (r > limit || r < -limit)
        return 0;
    *before_portal = r;
    if (level->has_portal && r != v)
        r = ref_portal_fall(r, level->portal_in, level->portal_out);
    next->value = r;
    return 1;
}
