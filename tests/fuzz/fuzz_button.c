/*
 * fuzz_button.c: libFuzzer harness for the button-label parser (calc_parse_button:
 * aliases, any case, spaces, the UTF-8 symbols × ÷ ² ³ −) and for one press of
 * every button it accepts.
 *
 * Input: the label (up to the first NUL); the bytes after a NUL, if any, seed
 * the values the button is pressed on.
 *
 * Oracles: a rejected label fills an error in field "buttons" whose JSON parses;
 * an accepted one has a canonical label (non-empty, terminated) that reads back
 * as the same button, a colour family, and presses that either are illegal or
 * leave a value on the display, under default and classic rules, on displays of
 * 1 to 18 digits, with and without a portal, with [+]N offsets and Store.
 */
#include "fuzz_common.h"

#include "calc.h"

static const char *const BUTTON_FIELDS[] = {"buttons", NULL};

static int64_t limit_of(int digits)
{
    int64_t limit = 1;
    for (int i = 0; i < digits; i++)
        limit *= 10;
    return limit - 1;
}

static uint64_t next_random(uint64_t *s)
{
    uint64_t z = (*s += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

/* A value on a display of `digits` digits: small ones, edges and random ones. */
static int64_t pick_value(uint64_t *rng, int digits)
{
    int64_t limit = limit_of(digits);
    uint64_t r = next_random(rng);
    int64_t v;
    switch (r % 6) {
    case 0: v = (int64_t)(r >> 8) % 100; break;
    case 1: v = limit; break;
    case 2: v = limit / 10; break;
    case 3: v = (int64_t)((r >> 8) % 10); break;
    default: v = (int64_t)((r >> 8) % ((uint64_t)limit + 1)); break;
    }
    return (r & 0x100000) ? -v : v;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *label, *rest;
    fuzz_split(data, size, &label, &rest);
    calc_button b;
    cs_error err;
    memset(&err, 0x5a, sizeof err);
    if (calc_parse_button(label, &b, &err) != 0) {
        fuzz_check_error(&err, BUTTON_FIELDS);
        free(label);
        free(rest);
        return 0;
    }
    FUZZ_CHECK(memchr(b.label, 0, sizeof b.label) && b.label[0], "label");
    FUZZ_CHECK(calc_kind_family(b.kind) != NULL, "family");
    calc_button again;
    FUZZ_CHECK(calc_parse_button(b.label, &again, &err) == 0, "\"%s\" -> \"%s\" does not read back: %s", label,
               b.label, err.message);
    FUZZ_CHECK(again.kind == b.kind && again.operand == b.operand && strcmp(again.label, b.label) == 0 &&
                   strcmp(again.from, b.from) == 0 && strcmp(again.to, b.to) == 0,
               "\"%s\" -> \"%s\" reads back as \"%s\"", label, b.label, again.label);
    /* the JSON string of a label is valid */
    cs_buf json = {0};
    cs_json_str(&json, b.label);
    fuzz_check_json(&json, 0);
    cs_buf_free(&json);

    /* Press it on a handful of values. */
    uint64_t rng = fuzz_hash((const uint8_t *)rest, strlen(rest));
    calc_level level;
    memset(&level, 0, sizeof level);
    level.moves = 5;
    level.button_count = 1;
    level.buttons[0] = b;
    for (int round = 0; round < 16; round++) {
        int digits = round < 8 ? CALC_DEFAULT_DIGITS : 1 + (int)(next_random(&rng) % CALC_MAX_DIGITS);
        calc_rules rules = {(int)(round & 1), digits};
        int64_t limit = limit_of(digits);
        level.has_portal = 0;
        if (digits >= 2 && (next_random(&rng) & 1)) {
            level.has_portal = 1;
            level.portal_in = 1 + (int)(next_random(&rng) % (uint64_t)(digits - 1));
            level.portal_out = (int)(next_random(&rng) % (uint64_t)level.portal_in);
        }
        calc_state state = {pick_value(&rng, digits), -1, 0}, next;
        if (next_random(&rng) & 1) { /* Store holds a value saved earlier: never negative */
            int64_t saved = pick_value(&rng, digits);
            state.store = saved < 0 ? -saved : saved;
        }
        if (next_random(&rng) & 1)
            state.meta = (int64_t)(next_random(&rng) % ((uint64_t)limit + 1));
        for (int save = 0; save <= (b.kind == CALC_STORE); save++) {
            calc_press press = {0, (uint8_t)save};
            int64_t raw = 0;
            if (calc_apply(&level, &rules, &state, press, &next, &raw)) {
                FUZZ_CHECK(next.value >= -limit && next.value <= limit, "%s on %lld gives %lld beyond %d digits",
                           b.label, (long long)state.value, (long long)next.value, digits);
                FUZZ_CHECK(raw >= -limit && raw <= limit, "pre-portal value %lld", (long long)raw);
                FUZZ_CHECK(next.meta >= 0, "meta %lld", (long long)next.meta);
                if (!level.has_portal)
                    FUZZ_CHECK(raw == next.value, "no portal, yet raw %lld != %lld", (long long)raw,
                               (long long)next.value);
            }
        }
    }
    free(label);
    free(rest);
    return 0;
}
