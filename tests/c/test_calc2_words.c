/*
 * test_calc2_words.c: Calculator 2's keys and presses in a player's words (core/calc2/words.c):
 * every key kind's colour family and one-line help with its own example, each pick key's
 * choices worded and ordered as the display's digits read (left to right), and the same
 * through the game interface (the level's JSON of buttons a front end draws).
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

static calc2_level level_of(const char *text)
{
    calc2_level *levels = NULL;
    cs_error err;
    int n = calc2_parse_levels(text, &levels, &err);
    if (n != 1)
        fail_msg("%s: %s", err.field, err.message);
    calc2_level level = levels[0];
    free(levels);
    return level;
}

/* One key: its family and the words its help holds (its own example among them). */
typedef struct key_case {
    const char *label, *family, *help;
} key_case;

static const key_case KEYS[] = {
    {"+5", "arithmetic", "+5 (+N): adds N; e.g. 12 \xE2\x86\x92 17"},
    {"-3", "arithmetic", "-3 (-N): subtracts N"},
    {"x2", "arithmetic", "e.g. 12 \xE2\x86\x92 24"},
    {"/5", "arithmetic", "e.g. 5 \xE2\x86\x92 1"},
    {"7", "append", "e.g. 12 \xE2\x86\x92 127"},
    {"3=>5", "convert", "turns every A in the number into B"},
    {"<<", "special", "e.g. 125 \xE2\x86\x92 12"},
    {"+/-", "special", "changes the sign"},
    {"Reverse", "special", "Reverse: reverses the digits"},
    {"SUM", "special", "adds up the digits"},
    {"Mirror", "special", "e.g. 12 \xE2\x86\x92 1221"},
    {"Inv10", "special", "Inv10:"},
    {"<Shift", "special", "moves the first digit to the end"},
    {"Shift>", "special", "moves the last digit to the front"},
    {"Store", "store", "Store:"},
    {"[+]1", "meta", "[+]1 ([+]N):"},
    {"Sort>", "special", "Sort>: sorts the digits from the smallest up; zeros that come first vanish; e.g. 3021 \xE2\x86\x92 123"},
    {"Sort<", "special", "Sort<: sorts the digits from the largest down; e.g. 5490 \xE2\x86\x92 9540"},
    {"Cut3", "special", "Cut3 (CutN): removes every occurrence of the digits N; e.g. 1353 \xE2\x86\x92 15"},
    {"Shift", "special", "e.g. Turn 1 step to the left: 1234 \xE2\x86\x92 2341"},
    {"Delete", "special", "e.g. Delete the 1 (thousands): 1357 \xE2\x86\x92 357"},
    {"Insert3", "append", "e.g. Insert 3 in front: 2468 \xE2\x86\x92 32468"},
    {"Round", "special", "e.g. Round to the tens: 145 \xE2\x86\x92 150"},
    {"Lock", "store", "Lock: the digit picked keeps its value through the next press only; e.g. lock the 5 of 54"},
    {"Digit+2", "convert", "e.g. Add 2 to the 8 (tens): 185 \xE2\x86\x92 105"},
    {"Digit-7", "convert", "e.g. Take 7 from the 3 (ones): 23 \xE2\x86\x92 26"},
    {"Digit=3", "convert", "e.g. Set the 5 (tens) to 3: 456 \xE2\x86\x92 436"},
};

static void every_key_has_a_family_and_a_help_with_its_own_example(void **unused)
{
    (void)unused;
    for (size_t i = 0; i < sizeof KEYS / sizeof KEYS[0]; i++) {
        calc2_key key;
        cs_error err;
        if (calc2_parse_key(KEYS[i].label, &key, &err) != 0)
            fail_msg("%s: %s", KEYS[i].label, err.message);
        assert_string_equal(calc2_key_family(&key), KEYS[i].family);
        char help[400];
        calc2_key_help(&key, help, sizeof help);
        if (!strstr(help, KEYS[i].help))
            fail_msg("%s: \"%s\" lacks \"%s\"", KEYS[i].label, help, KEYS[i].help);
        assert_null(strchr(help, '\n'));
    }
}

/* One pick key on a display: its choices' labels and words, in order, one "LABEL=WORDS;" each. */
typedef struct choice_case {
    const char *buttons;
    const char *extra; /* more lines of the level: a game in progress */
    const char *want;
} choice_case;

static const choice_case CHOICES[] = {
    {"Lock", "", "Lock@2=Lock the 8 (hundreds);Lock@1=Lock the 5 (tens);Lock@0=Lock the 3 (ones);"},
    {"Delete", "", "Delete@2=Delete the 8 (hundreds);Delete@1=Delete the 5 (tens);Delete@0=Delete the 3 (ones);"},
    {"Round", "", "Round@2=Round to the hundreds;Round@1=Round to the tens;"},
    {"Insert3", "", "Insert3@3=Insert 3 in front;Insert3@2=Insert 3 before the 5 (tens);"
                    "Insert3@1=Insert 3 before the 3 (ones);Insert3@0=Insert 3 at the end;"},
    {"Digit+2", "", "Digit+2@2=Add 2 to the 8 (hundreds);Digit+2@1=Add 2 to the 5 (tens);Digit+2@0=Add 2 to the 3 (ones);"},
    {"Digit-7", "", "Digit-7@2=Take 7 from the 8 (hundreds);Digit-7@1=Take 7 from the 5 (tens);Digit-7@0=Take 7 from the 3 (ones);"},
    {"Digit=3", "", "Digit=3@2=Set the 8 (hundreds) to 3;Digit=3@1=Set the 5 (tens) to 3;Digit=3@0=Set the 3 (ones) to 3;"},
    {"Shift", "", "Shift@L1=Turn 1 step to the left;Shift@L2=Turn 2 steps to the left;"
                  "Shift@R1=Turn 1 step to the right;Shift@R2=Turn 2 steps to the right;"},
    {"Store", "store: 12\n", "Store=Write the stored 12;Store:save=Save 853 into Store;"},
    /* [+]N changes the number the words name, as it changes the press */
    {"Digit+2, [+]1", "offset: 1\n", "Digit+2@2=Add 3 to the 8 (hundreds);Digit+2@1=Add 3 to the 5 (tens);Digit+2@0=Add 3 to the 3 (ones);"},
    {"Insert3, [+]1", "offset: 1\n", "Insert3@3=Insert 4 in front;"},
    /* a negative number: the digits of its size */
    {"Lock", "display: -853\n", "Lock@2=Lock the 8 (hundreds);"},
};

static void every_pick_key_words_its_choices_left_to_right(void **unused)
{
    (void)unused;
    for (size_t i = 0; i < sizeof CHOICES / sizeof CHOICES[0]; i++) {
        char text[300];
        snprintf(text, sizeof text, "start: 853\ngoal: 1\nmoves: 3\nbuttons: %s\n%s", CHOICES[i].buttons,
                 CHOICES[i].extra);
        calc2_level level = level_of(text);
        calc2_state state = calc2_level_state(&level);
        int index = -1;
        for (int k = 0; k < level.key_count; k++)
            if (strncmp(level.keys[k].label, CHOICES[i].buttons, strlen(level.keys[k].label)) == 0 && index < 0)
                index = k;
        assert_true(index >= 0);
        calc2_press presses[CALC2_MAX_PRESSES];
        int n = calc2_key_choices(&level, &state, index, presses);
        cs_buf got = {0};
        for (int p = 0; p < n; p++) {
            char label[CALC2_LABEL_SIZE], words[160];
            calc2_press_label(&level, presses[p], label);
            calc2_press_words(&level, &state, presses[p], words, sizeof words);
            cs_buf_printf(&got, "%s=%s;", label, words);
        }
        assert_false(got.failed);
        if (strncmp(got.data, CHOICES[i].want, strlen(CHOICES[i].want)) != 0)
            fail_msg("%s: got %s, want %s", CHOICES[i].buttons, got.data, CHOICES[i].want);
        cs_buf_free(&got);
    }
}

/* Through the interface, as the page reads a position: level 184's buttons with their
 * family, help and (Lock's) worded choices, tens first; a Lock waiting shows in "lock". */
static void the_buttons_json_carries_families_help_and_choices(void **unused)
{
    (void)unused;
    const cs_game *game = cs_game_find("calculator2");
    assert_non_null(game);
    cs_options opt = {0};
    void *puzzle = NULL;
    cs_error err;
    assert_int_equal(game->parse("level: 184\nstart: 54\ngoals: 49, 11\nmoves: 3\nbuttons: Lock, Sort>, /5\n", &opt,
                                 &puzzle, &err), 0);
    cs_buf json = {0};
    game->puzzle_json(&json, puzzle);
    assert_false(json.failed);
    assert_contains(json.data, "{\"label\": \"Lock\", \"kind\": \"lock\", \"picks\": true, \"family\": \"store\", \"help\": \"Lock: ",
                    "\"choices\": [{\"move\": \"Lock@1\", \"words\": \"Lock the 5 (tens)\"}, {\"move\": \"Lock@0\", \"words\": \"Lock the 4 (ones)\"}]",
                    "{\"label\": \"Sort>\", \"kind\": \"sort-up\", \"picks\": false, \"family\": \"special\", \"help\": \"Sort>: sorts",
                    "{\"label\": \"/5\", \"kind\": \"div\", \"picks\": false, \"family\": \"arithmetic\", \"help\": \"/5 (/N): divides by N");
    void *next = NULL;
    cs_buf step = {0};
    assert_int_equal(game->apply(puzzle, "Lock@1", &opt, &next, &step, &err), 0);
    cs_buf after = {0};
    game->puzzle_json(&after, next);
    assert_contains(after.data, "\"lock\": 1");
    /* a key with one press has no choices */
    assert_null(strstr(strstr(after.data, "\"Sort>\""), "\"choices\""));
    cs_buf_free(&json);
    cs_buf_free(&after);
    cs_buf_free(&step);
    game->free_puzzle(next);
    game->free_puzzle(puzzle);
}

TEST_MAIN(cmocka_unit_test(every_key_has_a_family_and_a_help_with_its_own_example),
          cmocka_unit_test(every_pick_key_words_its_choices_left_to_right),
          cmocka_unit_test(the_buttons_json_carries_families_help_and_choices))
