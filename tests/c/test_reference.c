/*
 * test_reference.c: the Calculator engine against an independent reference.
 *
 * The reference (calc_reference_ops.c, calc_reference_solve.c) is calc_apply and
 * calc_solve written the plain way: digit operations through decimal
 * strings, every state in a hash set of 24-byte keys. The engine does the
 * digit operations on integers (core/calc/fastops.c) and searches value-only
 * levels over a bitset (core/calc/flat.c). They must agree exactly:
 *   - every digit operation (Reverse, SUM, <Shift, Shift>, Mirror, Inv10,
 *     appends, A=>B, Store recall, portals), as one whole press through
 *     calc_apply, on every value of a 6-digit display (5 digits for the many
 *     append and A=>B patterns), and on random values up to 18 digits;
 *   - random presses in random states (Store contents, [+]N offsets);
 *   - random levels, value-only and with Store, [+]N and portals, displays of 1
 *     to 7 digits, default and classic rules, with and without --all counting,
 *     some under a small state budget: solved or not, the presses shown, the
 *     number of states stored, why the search stopped, the count and the
 *     listed solutions.
 * Reproducible: fixed seed; REF_SEED=<n> picks another, REF_LEVELS=<n> the
 * number of random levels (default 20000; `make fuzz-differential` runs 100000).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "calc_reference.h"
#include "test_support.h"

#define REF_DEFAULT_LEVELS 20000
#define REF_DEFAULT_SEED 4158u

static uint64_t ref_seed;
static long ref_levels;

static calc_level parse_level(const char *text, const calc_rules *rules)
{
    calc_level *levels;
    cs_error err;
    if (calc_parse_levels(text, rules, &levels, &err) != 1)
        fail_msg("level does not parse (%s: %s):\n%s", err.field, err.message, text);
    calc_level level = levels[0];
    free(levels);
    return level;
}

/* One press in one state, engine against reference: legality, next state and
 * the value before portals. */
static void same_press(const calc_level *level, const calc_rules *rules, calc_state s, calc_press p)
{
    calc_state a, b;
    int64_t raw_a = 0, raw_b = 0;
    int legal_a = calc_apply(level, rules, &s, p, &a, &raw_a);
    int legal_b = ref_calc_apply(level, rules, &s, p, &b, &raw_b);
    if (legal_a != legal_b || (legal_a && (a.value != b.value || a.store != b.store || a.meta != b.meta ||
                                           raw_a != raw_b)))
        fail_msg("%s%s on (%" PRId64 ", store %" PRId64 ", +%" PRId64 "), %d digits, portal %d %d: engine %d -> %" PRId64
                 " (raw %" PRId64 "), reference %d -> %" PRId64 " (raw %" PRId64 ")",
                 level->buttons[p.button].label, p.save ? " (save)" : "", s.value, s.store, s.meta, rules->digits,
                 level->has_portal ? level->portal_in : -1, level->portal_out, legal_a, legal_a ? a.value : 0, raw_a,
                 legal_b, legal_b ? b.value : 0, raw_b);
}

/* Every value of the display through one button. */
static void every_value(const char *button, int digits, const char *portal)
{
    char text[256];
    calc_rules rules = {0, digits};
    snprintf(text, sizeof text, "start: 0\ngoal: 1\nmoves: 1\nbuttons: %s\n%s", button, portal);
    calc_level level = parse_level(text, &rules);
    int64_t limit = display_limit(digits);
    for (int64_t v = -limit; v <= limit; v++)
        same_press(&level, &rules, (calc_state){v, -1, 0}, (calc_press){0, 0});
}

static void test_rearrangements_on_every_value(void **state)
{
    (void)state;
    static const char *const buttons[] = {"Reverse", "SUM", "<Shift", "Shift>", "Mirror", "Inv10", "<<", "+/-"};
    for (size_t i = 0; i < sizeof buttons / sizeof buttons[0]; i++)
        every_value(buttons[i], 6, "");
}

static void test_appends_replaces_and_portals_on_every_value(void **state)
{
    (void)state;
    static const char *const buttons[] = {"0", "7", "00", "05", "123", "999999999", "1=>2", "12=>3", "0=>00",
                                          "00=>1", "3=>17", "11=>0", "9=>9999", "x3", "/2", "+7"};
    for (size_t i = 0; i < sizeof buttons / sizeof buttons[0]; i++) {
        every_value(buttons[i], 5, "");
        every_value(buttons[i], 5, "portal: 4 0\n");
        every_value(buttons[i], 5, "portal: 3 1\n");
    }
    every_value("Reverse", 6, "portal: 5 2\n");
    every_value("Mirror", 6, "portal: 3 0\n");
}

/* Random labels of every kind, with operands up to 18 digits now and then. */
static void random_label(test_rng *r, char *out, size_t size, int wide)
{
    char a[24], b[24];
    int width = wide ? 18 : 2;
    for (int i = 0, n = (int)between(r, 1, width); i <= n; i++)
        a[i] = i == n ? '\0' : (char)('0' + between(r, 0, 9));
    for (int i = 0, n = (int)between(r, 1, width); i <= n; i++)
        b[i] = i == n ? '\0' : (char)('0' + between(r, 0, 9));
    int64_t small = between(r, 0, 9);
    switch (between(r, 0, 16)) {
    case 0: snprintf(out, size, "+%s", wide ? a : "3"); break;
    case 1: snprintf(out, size, "-%" PRId64, small); break;
    case 2: snprintf(out, size, "x%" PRId64, between(r, -3, 5)); break;
    case 3: snprintf(out, size, "/%" PRId64, small ? small : -2); break;
    case 4: snprintf(out, size, "%s", a); break;
    case 5: snprintf(out, size, "%s=>%s", a, b); break;
    case 6: snprintf(out, size, "+/-"); break;
    case 7: snprintf(out, size, "<<"); break;
    case 8: snprintf(out, size, "^%" PRId64, between(r, 0, 4)); break;
    case 9: snprintf(out, size, "Reverse"); break;
    case 10: snprintf(out, size, "SUM"); break;
    case 11: snprintf(out, size, "<Shift"); break;
    case 12: snprintf(out, size, "Shift>"); break;
    case 13: snprintf(out, size, "Mirror"); break;
    case 14: snprintf(out, size, "[+]%" PRId64, between(r, 1, 3)); break;
    case 15: snprintf(out, size, "Store"); break;
    default: snprintf(out, size, "Inv10"); break;
    }
}

/* A random level as text: 1 to 5 buttons, a display of 1 to 7 digits (18 when
 * `wide` is 2), operands up to 18 digits when `wide` is 1 or 2, sometimes a
 * portal; value_only leaves out Store and [+]N. */
static void random_level_text(test_rng *r, int value_only, int wide, char *text, size_t size, calc_rules *rules)
{
    int digits = wide == 2 ? 18 : chance(r, 50) ? 6 : (int)between(r, 1, 7);
    int64_t limit = display_limit(digits);
    char buttons[512] = "", label[64];
    for (int i = 0, count = (int)between(r, 1, 5); i < count; i++) {
        do
            random_label(r, label, sizeof label, wide);
        while (value_only && (strcmp(label, "Store") == 0 || label[0] == '['));
        if (i)
            strcat(buttons, ", ");
        strcat(buttons, label);
    }
    int64_t start = between(r, -(limit < 500 ? limit : 500), limit < 500 ? limit : 500);
    int64_t goal = chance(r, 50) ? between(r, -100, 100) : between(r, -limit, limit);
    if (goal > limit || goal < -limit)
        goal = 0;
    int len = snprintf(text, size, "start: %" PRId64 "\ngoal: %" PRId64 "\nmoves: %" PRId64 "\nbuttons: %s\n", start,
                       goal, between(r, 1, 12), buttons);
    if (digits >= 2 && chance(r, 25)) {
        int in = (int)between(r, 1, digits - 1);
        snprintf(text + len, size - (size_t)len, "portal: %d %d\n", in, (int)between(r, 0, in - 1));
    }
    *rules = (calc_rules){chance(r, 20), digits};
}

static void test_random_presses_in_random_states(void **state)
{
    (void)state;
    test_rng r = {ref_seed ^ 0x5eed};
    char text[512];
    for (long i = 0; i < 20000; i++) {
        calc_rules rules;
        int wide = chance(&r, 40) ? 2 : 0;
        random_level_text(&r, 0, wide, text, sizeof text, &rules);
        calc_level level = parse_level(text, &rules);
        int64_t limit = display_limit(rules.digits);
        for (int k = 0; k < 20; k++) {
            int64_t v = chance(&r, 50) ? between(&r, -999, 999) : between(&r, -limit, limit);
            if (v > limit || v < -limit)
                v = 0;
            calc_state s = {v, chance(&r, 30) ? -1 : between(&r, 0, chance(&r, 50) ? 999 : limit),
                            chance(&r, 60) ? 0 : between(&r, 0, 30)};
            calc_press p = {(uint8_t)between(&r, 0, level.button_count - 1), 0};
            p.save = level.buttons[p.button].kind == CALC_STORE && chance(&r, 50);
            same_press(&level, &rules, s, p);
        }
    }
}

/* One level through both searches: everything the reports show must agree. */
static void same_solve(const calc_level *level, const calc_rules *rules, int count_all, const cs_budget *budget,
                       const char *text)
{
    calc_result a, b;
    calc_solve(level, rules, count_all, CALC_MAX_LISTED, budget, &a);
    ref_calc_solve(level, rules, count_all, CALC_MAX_LISTED, budget, &b);
    int same = a.solved == b.solved && a.states == b.states && a.stop == b.stop && a.moves == b.moves &&
               a.press_count == b.press_count && a.count == b.count && a.count_saturated == b.count_saturated &&
               a.listed_count == b.listed_count &&
               memcmp(a.presses, b.presses, (size_t)a.press_count * sizeof a.presses[0]) == 0;
    int presses = 0;
    for (int i = 0; same && i < a.listed_count; i++) {
        same = a.listed_lengths[i] == b.listed_lengths[i];
        presses += a.listed_lengths[i];
    }
    same = same && (presses == 0 || memcmp(a.listed, b.listed, (size_t)presses * sizeof a.listed[0]) == 0);
    if (!same)
        fail_msg("engine and reference differ (%d digits, classic %d, --all %d, max_states %" PRIu64 "):\n%s"
                 "engine: solved %d in %d moves, %" PRIu64 " states, stop %d, count %" PRIu64 "\n"
                 "reference: solved %d in %d moves, %" PRIu64 " states, stop %d, count %" PRIu64,
                 rules->digits, rules->classic, count_all, budget->max_states, text, a.solved, a.moves, a.states,
                 (int)a.stop, a.count, b.solved, b.moves, b.states, (int)b.stop, b.count);
    calc_result_free(&a);
    calc_result_free(&b);
}

static void random_levels(int value_only)
{
    test_rng r = {ref_seed + (uint64_t)value_only};
    char text[512];
    for (long i = 0; i < ref_levels; i++) {
        calc_rules rules;
        random_level_text(&r, value_only, chance(&r, 20), text, sizeof text, &rules);
        calc_level level = parse_level(text, &rules);
        cs_budget budget = {chance(&r, 20) ? (uint64_t)between(&r, 1, 300) : 20000, 0, NULL, NULL, NULL};
        same_solve(&level, &rules, chance(&r, 25), &budget, text);
    }
}

/* Which levels, set by the test's entry in main: 1 value-only, 0 with Store, [+]N and portals. */
static const int VALUE_ONLY = 1, WITH_STATE = 0;
static void test_random_levels(void **state) { random_levels(*(const int *)*state); }

/* The value-only search applies buttons its own way (32-bit fast paths): one
 * move from every start of a 3-digit display, the goal being where the
 * reference's press lands, so a different value, or a different verdict on
 * legality, changes what is solved or how many states are stored. */
static void test_value_only_search_from_every_start(void **state)
{
    (void)state;
    static const char *const buttons[] = {
        "999999999999999999", "000000000000000005", "12345678901234567", "0", "05", "7", "x-3", "x2", "x999999999999999999",
        "x4294967296", "/-2", "/2", "/1", "/8", "/-4", "/3", "/4294967296", "/1073741824", "+999999999999999999", "-999999999999999999",
        "-5", "Reverse", "SUM", "<Shift", "Shift>", "Mirror", "Inv10", "<<", "+/-", "^3", "1=>2", "0=>99", "12=>"
        "999999999999999999"};
    calc_rules rules = {0, 3};
    char text[256];
    for (size_t b = 0; b < sizeof buttons / sizeof buttons[0]; b++)
        for (int64_t v = -999; v <= 999; v++) {
            snprintf(text, sizeof text, "start: %" PRId64 "\ngoal: 0\nmoves: 1\nbuttons: %s\n%s", v, buttons[b],
                     v % 3 ? "" : "portal: 2 0\n");
            calc_level level = parse_level(text, &rules);
            calc_state next, s = {v, -1, 0};
            int64_t raw;
            level.goal = ref_calc_apply(&level, &rules, &s, (calc_press){0, 0}, &next, &raw) ? next.value : v + 1;
            cs_budget budget = {0, 0, NULL, NULL, NULL};
            same_solve(&level, &rules, 0, &budget, text);
        }
}

static void test_benchmark_level_a(void **state)
{
    (void)state;
    /* the deep benchmark level: 52 moves after 1,302,287 states */
    static const char text[] = "start: 3\ngoal: 654321\nmoves: 52\nbuttons: +/-, Reverse, /2, -5, -3\n";
    calc_rules rules = {0, 6};
    calc_level level = parse_level(text, &rules);
    cs_budget budget = {0, 0, NULL, NULL, NULL};
    same_solve(&level, &rules, 0, &budget, text);
}

int main(void)
{
    seed_and_count("reference", "REF_SEED", REF_DEFAULT_SEED, "REF_LEVELS", REF_DEFAULT_LEVELS,
                   "random levels of each sort", &ref_seed, &ref_levels);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_rearrangements_on_every_value),
        cmocka_unit_test(test_appends_replaces_and_portals_on_every_value),
        cmocka_unit_test(test_random_presses_in_random_states),
        {"test_random_value_only_levels", test_random_levels, NULL, NULL, (void *)&VALUE_ONLY},
        {"test_random_levels_with_store_meta_and_portals", test_random_levels, NULL, NULL, (void *)&WITH_STATE},
        cmocka_unit_test(test_value_only_search_from_every_start),
        cmocka_unit_test(test_benchmark_level_a),
    };
    return cmocka_run_group_tests_name("reference", tests, NULL, NULL);
}
