/*
 * test_calc2_spoken.c: Calculator 2's keys named as a screen reader says them
 * (core/calc2/spoken.c): every key family's spoken name in words, the keys both games have
 * named as the first game names them, the number said grown by [+]N, each key's help said
 * without a symbol, a press said in words, and the same through the game interface (the
 * buttons' "spoken" and "help_spoken", a step's "spoken", a waiting Lock's "locked").
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "calc2.h"
#include "game.h"
#include "test_support.h"

/* One key: its label and its name said aloud, at the start of a level (no [+]N pressed). */
typedef struct spoken_case {
    const char *label, *spoken;
} spoken_case;

static const spoken_case KEYS[] = {
    {"+5", "plus 5"}, {"-3", "minus 3"}, {"x2", "times 2"}, {"x-4", "times minus 4"}, {"/3", "divide by 3"},
    {"^2", "to the power 2"}, {"7", "type 7"}, {"05", "type 05"}, {"3=>5", "3 to 5"}, {"<<", "delete the last digit"},
    {"+/-", "change sign"}, {"Reverse", "Reverse"}, {"SUM", "sum of the digits"}, {"Mirror", "Mirror"},
    {"Inv10", "Inv10, inverse 10"}, {"<Shift", "shift left"}, {"Shift>", "shift right"}, {"Store", "Store"},
    {"[+]1", "add 1 to the keys"}, {"Sort>", "sort up"}, {"Sort<", "sort down"}, {"Cut3", "cut 3"},
    {"Cut35", "cut 35"}, {"Shift", "Shift"}, {"Delete", "Delete"}, {"Insert3", "insert 3"}, {"Insert05", "insert 05"},
    {"Round", "Round"}, {"Lock", "Lock"}, {"Digit+2", "digit plus 2"}, {"Digit-7", "digit minus 7"},
    {"Digit=3", "set a digit to 3"},
};

/* A symbol a screen reader would read out: an arrow, or a key's label ("x2", "/5", "Sort>"). */
static const char *symbol_in(const char *text)
{
    static const char *const SYMBOLS[] = {"\xE2\x86\x92", "=>", ">", "<", "/", "[+]", "@", "+", "="};
    for (size_t i = 0; i < sizeof SYMBOLS / sizeof SYMBOLS[0]; i++)
        if (strstr(text, SYMBOLS[i]))
            return SYMBOLS[i];
    for (const char *c = text; *c; c++)
        if (*c == 'x' && c[1] >= '0' && c[1] <= '9')
            return "xN";
    return NULL;
}

static void every_key_family_has_a_name_in_words_and_a_help_said_without_symbols(void **unused)
{
    (void)unused;
    calc2_state start = {12, -1, 0, -1};
    int kinds[CALC2_KIND_COUNT] = {0}, first_kinds[CALC_KIND_COUNT] = {0};
    for (size_t i = 0; i < sizeof KEYS / sizeof KEYS[0]; i++) {
        calc2_key key;
        cs_error err;
        if (calc2_parse_key(KEYS[i].label, &key, &err) != 0)
            fail_msg("%s: %s", KEYS[i].label, err.message);
        kinds[key.kind] = 1;
        if (key.kind == CALC2_FIRST)
            first_kinds[key.first.kind] = 1;
        char spoken[CALC_SPOKEN_SIZE], help[400];
        calc2_key_spoken(&key, &start, spoken, sizeof spoken);
        if (strcmp(spoken, KEYS[i].spoken) != 0)
            fail_msg("%s: said \"%s\", want \"%s\"", KEYS[i].label, spoken, KEYS[i].spoken);
        calc2_key_help_spoken(&key, help, sizeof help);
        if (strncmp(help, spoken, strlen(spoken)) != 0 || help[strlen(spoken)] != ':')
            fail_msg("%s: the help said \"%s\" does not open with its name", KEYS[i].label, help);
        const char *symbol = symbol_in(help + strlen(spoken));
        if (symbol)
            fail_msg("%s: the help said \"%s\" reads out \"%s\"", KEYS[i].label, help, symbol);
    }
    for (int k = 0; k < CALC2_KIND_COUNT; k++)
        if (!kinds[k])
            fail_msg("no case for Calculator 2 key kind %d", k);
    for (int k = 0; k < CALC_KIND_COUNT; k++)
        if (!first_kinds[k])
            fail_msg("no case for the first game's key kind %d", k);
}

/* A shared key is said as the first game says it, and [+]N grows the number said. */
static void shared_keys_are_said_as_the_first_game_says_them_and_offset_grows_numbers(void **unused)
{
    (void)unused;
    calc2_state grown = {12, -1, 2, -1};
    const spoken_case after[] = {{"x2", "times 4"}, {"Insert3", "insert 5"}, {"Digit+2", "digit plus 4"},
                                 {"Cut3", "cut 5"}, {"Digit=3", "set a digit to 5"}, {"Sort>", "sort up"}};
    for (size_t i = 0; i < sizeof after / sizeof after[0]; i++) {
        calc2_key key;
        cs_error err;
        assert_int_equal(calc2_parse_key(after[i].label, &key, &err), 0);
        char spoken[CALC_SPOKEN_SIZE], first[CALC_SPOKEN_SIZE];
        calc2_key_spoken(&key, &grown, spoken, sizeof spoken);
        assert_string_equal(spoken, after[i].spoken);
        if (key.kind == CALC2_FIRST) {
            calc_state state = {12, -1, 2};
            calc_button_spoken(&key.first, &state, first, sizeof first);
            assert_string_equal(spoken, first);
        }
    }
}

/* Through the interface: each button's spoken name and help, a press's words in its step,
 * a waiting Lock's digit in words. */
static void the_json_carries_spoken_names_presses_and_the_locked_digit(void **unused)
{
    (void)unused;
    const cs_game *game = cs_game_find("calculator2");
    assert_non_null(game);
    cs_options opt = {0};
    void *puzzle = NULL, *locked = NULL, *sorted = NULL;
    cs_error err;
    assert_int_equal(game->parse("start: 54\ngoals: 49, 11\nmoves: 3\nbuttons: Lock, Sort>, /5\n", &opt, &puzzle, &err), 0);
    cs_buf json = {0}, step = {0}, after = {0}, step2 = {0};
    game->puzzle_json(&json, puzzle);
    assert_contains(json.data, "\"label\": \"Lock\"", "\"spoken\": \"Lock\", \"help_spoken\": \"Lock: the digit picked",
                    "\"spoken\": \"sort up\", \"help_spoken\": \"sort up: sorts the digits from the smallest up",
                    "\"spoken\": \"divide by 5\", \"help_spoken\": \"divide by 5: divides by N");
    assert_int_equal(game->apply(puzzle, "Lock@1", &opt, &locked, &step, &err), 0);
    assert_contains(step.data, "\"press\": \"Lock@1\", \"spoken\": \"Lock the 5 (tens)\"");
    game->puzzle_json(&after, locked);
    assert_contains(after.data, "\"lock\": 1, \"locked\": \"the 5 (tens)\"");
    assert_int_equal(game->apply(locked, "Sort>", &opt, &sorted, &step2, &err), 0);
    assert_contains(step2.data, "\"press\": \"Sort>\", \"spoken\": \"sort up\"");
    for (cs_buf *b = &json; b; b = b == &json ? &step : b == &step ? &after : b == &after ? &step2 : NULL) {
        assert_false(b->failed);
        cs_buf_free(b);
    }
    game->free_puzzle(sorted);
    game->free_puzzle(locked);
    game->free_puzzle(puzzle);
}

TEST_MAIN(cmocka_unit_test(every_key_family_has_a_name_in_words_and_a_help_said_without_symbols),
          cmocka_unit_test(shared_keys_are_said_as_the_first_game_says_them_and_offset_grows_numbers),
          cmocka_unit_test(the_json_carries_spoken_names_presses_and_the_locked_digit))
