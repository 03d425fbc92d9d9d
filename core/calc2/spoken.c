/*
 * calc2/spoken.c: each key of Calculator 2 named as a person says it, for a screen reader
 * ("sort up" for Sort>, "insert 3" for Insert3, "digit plus 2" for Digit+2): the page gives a
 * key its label as the game draws it and this name as its accessible name, and says a press
 * by it ("times 2 gives 4.", words.c calc2_press_spoken). The keys both games have are named by the first game's
 * names (calc/spoken.c calc_button_spoken), so a key is said alike in both; the number
 * said is the one the key uses in the state (the [+]N presses so far grow it).
 */
#include "calc2.h"

#include <stdio.h>

#include "../cs.h"

/* The name of each key new in the sequel: a format taking the key's number as digits (as
 * written while no [+]N changes it: "insert 05"), or a fixed name. Indexed by calc2_kind;
 * every kind but CALC2_FIRST has one (tests/c/test_calc2_spoken.c). */
static const char *const SPOKEN[CALC2_KIND_COUNT] = {
    [CALC2_SORT_UP] = "sort up",
    [CALC2_SORT_DOWN] = "sort down",
    [CALC2_CUT] = "cut %s",
    [CALC2_SHIFT] = "Shift",
    [CALC2_DELETE] = "Delete",
    [CALC2_INSERT] = "insert %s",
    [CALC2_ROUND] = "Round",
    [CALC2_LOCK] = "Lock",
    [CALC2_DIGIT_ADD] = "digit plus %s",
    [CALC2_DIGIT_SUB] = "digit minus %s",
    [CALC2_DIGIT_SET] = "set a digit to %s",
};

void calc2_key_number_text(const calc2_key *key, int64_t meta, char *out, size_t size)
{
    int64_t n;
    if (meta == 0 || cs_add(key->operand, meta, &n) != 0)
        snprintf(out, size, "%s", key->digits);
    else
        snprintf(out, size, "%lld", (long long)n);
}

void calc2_key_spoken(const calc2_key *key, const calc2_state *state, char *out, size_t size)
{
    if (key->kind == CALC2_FIRST) {
        calc_state first = {state->value, state->store, state->meta};
        calc_button_spoken(&key->first, &first, out, size);
        return;
    }
    const char *format = key->kind > CALC2_FIRST && key->kind < CALC2_KIND_COUNT ? SPOKEN[key->kind] : NULL;
    char digits[24];
    if (!format) {
        snprintf(out, size, "%s", key->label);
        return;
    }
    calc2_key_number_text(key, state->meta, digits, sizeof digits);
    snprintf(out, size, format, digits);
}
