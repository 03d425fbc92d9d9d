/*
 * test_spoken.c: each Calculator key named as a person says it (spoken.c), the
 * accessible name the page gives the key: every kind has a name of its own,
 * none is its bare label where the label is symbols ("x4" is "times 4"), the
 * number said is the one the key uses after [+]N, and the JSON the page reads
 * (the buttons and a solution's steps) carries it.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "calc.h"
#include "test_support.h"

/* A label of every kind and its name said aloud. */
static const char *const SAID[][2] = {
    {"+4", "plus 4"},           {"-3", "minus 3"},
    {"x4", "times 4"},          {"x-4", "times minus 4"},
    {"/2", "divide by 2"},      {"/-2", "divide by minus 2"},
    {"12", "type 12"},          {"007", "type 007"},
    {"+/-", "change sign"},     {"<<", "delete the last digit"},
    {"3=>5", "3 to 5"},         {"^2", "to the power 2"},
    {"Reverse", "Reverse"},     {"SUM", "sum of the digits"},
    {"<Shift", "shift left"},   {"Shift>", "shift right"},
    {"Mirror", "Mirror"},       {"[+]2", "add 2 to the keys"},
    {"Store", "Store"},         {"Inv10", "Inv10, inverse 10"},
};
#define SAID_COUNT (sizeof SAID / sizeof SAID[0])

static calc_button button(const char *label)
{
    calc_button b;
    cs_error err;
    if (calc_parse_button(label, &b, &err) != 0)
        fail_msg("%s: %s", label, err.message);
    return b;
}

static void test_every_kind_has_a_spoken_name(void **state)
{
    (void)state;
    int covered[CALC_KIND_COUNT] = {0};
    calc_state start = {0, -1, 0};
    for (size_t i = 0; i < SAID_COUNT; i++) {
        calc_button b = button(SAID[i][0]);
        char spoken[CALC_SPOKEN_SIZE];
        calc_button_spoken(&b, &start, spoken, sizeof spoken);
        if (strcmp(spoken, SAID[i][1]) != 0)
            fail_msg("%s is said \"%s\", not \"%s\"", SAID[i][0], spoken, SAID[i][1]);
        covered[b.kind] = 1;
    }
    for (int k = 0; k < CALC_KIND_COUNT; k++) {
        if (!covered[k])
            fail_msg("kind %s has no example in this test", calc_kind_id((calc_kind)k));
        assert_non_null(calc_kind_spoken((calc_kind)k));
        assert_true(strlen(calc_kind_spoken((calc_kind)k)) > 0);
    }
    assert_null(calc_kind_spoken(CALC_KIND_COUNT));
}

/* After [+]2 the +1 key reads +3 and is said "plus 3"; [+]N keys and powers keep their number. */
static void test_spoken_number_follows_meta(void **state)
{
    (void)state;
    calc_state after = {0, -1, 2};
    const char *const cases[][2] = {{"+1", "plus 3"}, {"x-4", "times minus 6"}, {"5", "type 7"},
                                    {"[+]2", "add 2 to the keys"}, {"^2", "to the power 2"}};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        calc_button b = button(cases[i][0]);
        char spoken[CALC_SPOKEN_SIZE];
        calc_button_spoken(&b, &after, spoken, sizeof spoken);
        assert_string_equal(spoken, cases[i][1]);
    }
}

/* The longest labels fit, and a small buffer is cut, never overrun. */
static void test_long_labels_fit(void **state)
{
    (void)state;
    calc_state start = {0, -1, 0};
    calc_button b = button("012345678901234567=>012345678901234567");
    char spoken[CALC_SPOKEN_SIZE];
    calc_button_spoken(&b, &start, spoken, sizeof spoken);
    assert_string_equal(spoken, "012345678901234567 to 012345678901234567");
    char small[8];
    calc_button_spoken(&b, &start, small, sizeof small);
    assert_int_equal(strlen(small), 7);
}

/* The JSON of a solved level: each button and each step carries its spoken name; a save is "Save". */
static void test_json_carries_spoken(void **state)
{
    (void)state;
    calc_level *levels;
    cs_error err;
    calc_rules rules = {0, CALC_DEFAULT_DIGITS};
    const char *text = "start: 12\ngoal: 1212\nmoves: 3\nbuttons: Store, x4, [+]1\n";
    assert_int_equal(calc_parse_levels(text, &rules, &levels, &err), 1);
    calc_result result;
    calc_solve(&levels[0], &rules, 0, 0, NULL, &result);
    assert_true(result.solved);
    cs_buf out = {0};
    calc_report_json(&out, &levels[0], &rules, &result, 0);
    assert_contains(out.data, "\"label\": \"x4\", \"family\": \"arithmetic\", \"kind\": \"mul\", \"now\": \"x4\", \"spoken\": \"times 4\"",
                    "\"spoken\": \"add 1 to the keys\"", "\"press\": \"Store:save\", \"now\": \"Store:save\", \"spoken\": \"Save\"",
                    "\"press\": \"Store\", \"now\": \"Store\", \"spoken\": \"Store\"");
    cs_buf_free(&out);
    calc_result_free(&result);
    free(levels);
}

TEST_MAIN(cmocka_unit_test(test_every_kind_has_a_spoken_name), cmocka_unit_test(test_spoken_number_follows_meta),
          cmocka_unit_test(test_long_labels_fit), cmocka_unit_test(test_json_carries_spoken))
