/*
 * calc/rules.c: the buttons of Calculator: The Game: reading a label (with its
 * aliases, from the table; "+1 +2" is told that buttons are separated by
 * commas) into a calc_button, and what one press does to a state, each by the
 * kind's row of the table in kinds.c; the label a key shows in a state, and
 * why a press is refused, in the same steps as the press itself.
 *
 * Values are int64; every step is overflow-checked, and a result wider than the
 * display is an illegal press (a dead end, as in the game), not a wrap-around.
 */
#include "calc.h"
#include "kinds.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>


const char *calc_kind_family(calc_kind kind)
{
    return kind >= 0 && kind < CALC_KIND_COUNT ? calc_kind_rows[kind].family : "special";
}

const char *calc_kind_id(calc_kind kind)
{
    return kind >= 0 && kind < CALC_KIND_COUNT ? calc_kind_rows[kind].id : "unknown";
}

void calc_button_now(const calc_button *b, const calc_state *state, char out[CALC_LABEL_SIZE])
{
    const calc_kind_row *row = &calc_kind_rows[b->kind];
    if (row->now)
        row->now(b, state, out, CALC_LABEL_SIZE);
    else
        snprintf(out, CALC_LABEL_SIZE, "%s", b->label);
}

void calc_press_now(const calc_level *level, const calc_state *state, calc_press press, char out[CALC_LABEL_SIZE])
{
    if (press.save)
        snprintf(out, CALC_LABEL_SIZE, "%s", calc_press_label(level, press));
    else
        calc_button_now(&level->buttons[press.button], state, out);
}

/* ---- label parsing ---- */

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

/* Is s one of the '|'-separated spellings in names? */
static int one_of(const char *s, const char *names)
{
    size_t length = strlen(s);
    for (const char *p = names; *p;) {
        size_t n = strcspn(p, "|");
        if (n == length && strncmp(p, s, n) == 0)
            return 1;
        p += n + (p[n] == '|');
    }
    return 0;
}

static int parse_one(const char *text, calc_button *out, cs_error *err);

/* "+1 +2": words that are each a button, written without the commas between them. */
static int buttons_without_commas(const char *text)
{
    char word[64];
    int words = 0;
    for (const char *p = text + strspn(text, " \t"); *p; p += strspn(p, " \t")) {
        size_t n = strcspn(p, " \t");
        calc_button ignored;
        if (n >= sizeof word)
            return 0;
        memcpy(word, p, n);
        word[n] = '\0';
        if (parse_one(word, &ignored, NULL) != 0)
            return 0;
        words++;
        p += n;
    }
    return words > 1;
}

int calc_parse_button(const char *text, calc_button *out, cs_error *err)
{
    if (parse_one(text, out, NULL) == 0)
        return 0;
    if (strlen(text) <= 60 && buttons_without_commas(text))
        return calc_bad_button(err, text, "buttons are separated by commas, e.g. +1, +2");
    return parse_one(text, out, err);
}

/* One label, read by the first kind of the table (in calc_read_order) that knows it. */
static int parse_one(const char *text, calc_button *out, cs_error *err)
{
    char s[64];
    memset(out, 0, sizeof *out);
    if (strlen(text) > 60 || normalise_label(text, s, sizeof s) != 0)
        return calc_bad_button(err, text, "label is too long");
    if (!*s)
        return cs_fail(err, 0, "buttons", "empty button label (between two commas?)");
    if (strcmp(s, "store:save") == 0)
        return calc_bad_button(err, text, "that is a press label (the long-press on Store) in solutions, not a button; "
                                          "write Store");
    for (int i = 0; i < CALC_KIND_COUNT; i++) {
        calc_kind kind = calc_read_order[i];
        const calc_kind_row *row = &calc_kind_rows[kind];
        if (row->names && one_of(s, row->names)) {
            out->kind = kind;
            snprintf(out->label, sizeof out->label, "%s", row->label);
            return 0;
        }
        int read = row->read ? row->read(s, text, out, err) : 0;
        if (read != 0)
            return read > 0 ? 0 : -1;
    }
    return calc_bad_button(err, text, NULL);
}

int calc_op_of(const calc_button *b, const calc_state *state, calc_op *op)
{
    op->kind = b->kind;
    op->operand = b->operand;
    op->tail_len = 0;
    op->from = b->from;
    op->to = b->to;
    op->from_len = op->to_len = 0;
    const calc_kind_row *row = &calc_kind_rows[b->kind];
    return row->compile ? row->compile(b, state, op) : 0;
}

int calc_op_value(const calc_op *op, int64_t v, int64_t *out)
{
    const calc_kind_row *row = &calc_kind_rows[op->kind];
    return row->apply ? row->apply(op, v, out) : 0;
}

/* ---- one press ---- */

const char *calc_press_label(const calc_level *level, calc_press press)
{
    if (press.save)
        return "Store:save";
    return level->buttons[press.button].label;
}

/* The display's size under rules, 0..CALC_MAX_DIGITS. */
static int display_digits(const calc_rules *rules)
{
    int digits = rules && rules->digits ? rules->digits : CALC_DEFAULT_DIGITS;
    return digits < 0 ? 0 : digits > CALC_MAX_DIGITS ? CALC_MAX_DIGITS : digits;
}

int calc_apply(const calc_level *level, const calc_rules *rules, const calc_state *state,
               calc_press press, calc_state *next, int64_t *before_portal)
{
    const calc_button *b = &level->buttons[press.button];
    int64_t limit = calc_pow10[display_digits(rules)] - 1;
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

/* Why a value-changing press is refused: its kind's reason, or a result too wide. */
static void value_refusal(const calc_op *op, int64_t v, int digits, char *why, size_t size)
{
    const char *plural = digits == 1 ? "" : "s";
    int64_t r, limit = calc_pow10[digits] - 1;
    int applied = calc_op_value(op, v, &r);
    if (!applied && calc_kind_rows[op->kind].refusal)
        calc_kind_rows[op->kind].refusal(op, v, why, size);
    else if (!applied) /* beyond 18 digits: no int64 holds the result */
        snprintf(why, size, "the result would have more than %d digit%s", digits, plural);
    else if (r > limit || r < -limit)
        snprintf(why, size, "the result %lld has more than %d digit%s", (long long)r, digits, plural);
    else
        snprintf(why, size, "the game does not allow it there");
}

/* Why the press is refused, the steps of calc_apply in turn: the reason of the
 * first step that fails. */
static void refusal_reason(const calc_level *level, const calc_rules *rules, const calc_state *state,
                           calc_press press, char *why, size_t size)
{
    const calc_button *b = &level->buttons[press.button];
    int digits = display_digits(rules);
    calc_op op;
    if (b->kind == CALC_META)
        snprintf(why, size, "what [+] adds to the keys would have more than %d digit%s", digits,
                 digits == 1 ? "" : "s");
    else if (b->kind == CALC_STORE && press.save)
        snprintf(why, size, "Store cannot keep a negative number");
    else if (calc_op_of(b, state, &op) != 0)
        snprintf(why, size, "%s", b->kind == CALC_STORE ? "Store holds nothing yet (first save the display into it: "
                                                          "hold Store, or Save)"
                                                        : "the number on the key would be too large");
    else
        value_refusal(&op, state->value, digits, why, size);
}

void calc_refusal(const calc_level *level, const calc_rules *rules, const calc_state *state, calc_press press,
                  char *out, size_t size)
{
    char key[CALC_LABEL_SIZE], why[200];
    calc_press_now(level, state, press, key);
    refusal_reason(level, rules, state, press, why, sizeof why);
    snprintf(out, size, "%s cannot be pressed on %lld: %s", key, (long long)state->value, why);
}
