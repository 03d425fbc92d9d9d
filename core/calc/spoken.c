/*
 * calc/spoken.c: each key of Calculator: The Game named as a person says it
 * ("times 4" for x4, "3 to 5" for 3=>5, "add 2 to the keys" for [+]2), for a
 * screen reader: the page gives a key its label as the game draws it and this
 * name as its accessible name. The number said is the one the key uses in the
 * state (the [+]N presses so far grow it, as calc_button_now shows it).
 */
#include "calc.h"
#include "fastops.h"

#include <stdio.h>
#include <string.h>

/* The name of each kind: a format taking the number the key uses now (as
 * text: "minus 4" for -4), A and B for A=>B, or a fixed name. Indexed by calc_kind; every kind has one
 * (tests/c/test_spoken.c). */
static const char *const SPOKEN[CALC_KIND_COUNT] = {
    [CALC_ADD] = "plus %s",
    [CALC_SUB] = "minus %s",
    [CALC_MUL] = "times %s",
    [CALC_DIV] = "divide by %s",
    [CALC_APPEND] = "type %s",
    [CALC_NEGATE] = "change sign",
    [CALC_DELETE] = "delete the last digit",
    [CALC_REPLACE] = "%s to %s",
    [CALC_POWER] = "to the power %s",
    [CALC_REVERSE] = "Reverse",
    [CALC_SUM] = "sum of the digits",
    [CALC_SHIFT_LEFT] = "shift left",
    [CALC_SHIFT_RIGHT] = "shift right",
    [CALC_MIRROR] = "Mirror",
    [CALC_META] = "add %s to the keys",
    [CALC_STORE] = "Store",
    [CALC_INV10] = "Inv10, inverse 10", /* the label first: a voice user says what the key shows */
};

/* The name of Store's long press, as the page's Save key reads. */
static const char SPOKEN_SAVE[] = "Save";

const char *calc_kind_spoken(calc_kind kind)
{
    return kind >= 0 && kind < CALC_KIND_COUNT ? SPOKEN[kind] : NULL;
}

/* A number said as written; a negative one with "minus", as "x-4" is "times minus 4". */
static void say_number(int64_t n, char *out, size_t size)
{
    if (n < 0)
        snprintf(out, size, "minus %llu", (unsigned long long)(-(uint64_t)n));
    else
        snprintf(out, size, "%lld", (long long)n);
}

/* Digits as written, leading zeros kept ("007": a screen reader says "zero zero seven"). */
static void say_digits(const char *digits, char *out, size_t size)
{
    snprintf(out, size, "%s", digits);
}

/* The number the key uses in the state: its operand grown by [+]N (its label's, where the
 * press is illegal whatever the value). */
static int64_t operand_now(const calc_button *b, const calc_state *state)
{
    calc_op op;
    if (b->kind == CALC_META || b->kind == CALC_POWER || calc_op_of(b, state, &op) != 0)
        return b->operand;
    return op.operand;
}

void calc_button_spoken(const calc_button *b, const calc_state *state, char *out, size_t size)
{
    const char *format = calc_kind_spoken(b->kind);
    char number[CALC_SPOKEN_SIZE], other[CALC_SPOKEN_SIZE];
    if (!format) {
        snprintf(out, size, "%s", b->label);
        return;
    }
    switch (b->kind) {
    case CALC_ADD:
    case CALC_SUB:
    case CALC_MUL:
    case CALC_DIV:
    case CALC_POWER:
    case CALC_META:
        say_number(operand_now(b, state), number, sizeof number);
        snprintf(out, size, format, number);
        break;
    case CALC_APPEND:
        if (state->meta == 0) /* the digits as written, leading zeros kept */
            say_digits(b->from, number, sizeof number);
        else
            say_number(operand_now(b, state), number, sizeof number);
        snprintf(out, size, format, number);
        break;
    case CALC_REPLACE:
        say_digits(b->from, number, sizeof number);
        say_digits(b->to, other, sizeof other);
        snprintf(out, size, format, number, other);
        break;
    default:
        snprintf(out, size, "%s", format);
    }
}

void calc_press_spoken(const calc_level *level, const calc_state *state, calc_press press, char *out, size_t size)
{
    if (press.save)
        snprintf(out, size, "%s", SPOKEN_SAVE);
    else
        calc_button_spoken(&level->buttons[press.button], state, out, size);
}
