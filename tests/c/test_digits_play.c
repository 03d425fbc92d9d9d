/*
 * test_digits_play.c: playing Digits through the game interface (cs_play_json,
 * cs_hint_json): the best number reached is kept in the game's text and its
 * stars stay when a later move uses it (a near miss can be kept); submit ends
 * the game with it; a move names the pool places it used; the hint with a
 * number picked builds on it or says to let it go; bad state fields name
 * themselves.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "test_support.h"

static cs_options options(void)
{
    cs_options opt;
    memset(&opt, 0, sizeof opt);
    return opt;
}

/* The "text" of a play answer (the next position), malloc'd; fails the test on an error. */
static char *next_text(const char *text, const char *move)
{
    cs_options opt = options();
    char *json = cs_play_json("digits", text, move, &opt);
    assert_non_null(json);
    if (strstr(json, "\"error\""))
        fail_msg("%s refused: %s", move, json);
    const char *at = strstr(json, "\"text\": \"");
    assert_non_null(at);
    at += strlen("\"text\": \"");
    char *out = malloc(strlen(at) + 1);
    assert_non_null(out);
    size_t n = 0;
    for (; *at && *at != '"'; at++) {
        if (at[0] == '\\' && at[1] == 'n') {
            out[n++] = '\n';
            at++;
        } else {
            out[n++] = *at;
        }
    }
    out[n] = '\0';
    free(json);
    return out;
}

/* 740 reached (2 stars), then used up in 740 * 3: the pool's best falls, the game's stays. */
static void test_best_reached_after_use(void **state)
{
    (void)state;
    cs_options opt = options();
    char *a = next_text("target: 739\nnumbers: 37 20 3 100\n", "37 * 20"); /* 740: 1 away */
    expect_answer(cs_play_json("digits", "target: 739\nnumbers: 37 20 3 100\n", "37 * 20", &opt),
                  "\"first\": 0, \"second\": 1, \"reached\": 740, \"reached_distance\": 1, \"reached_stars\": 2",
                  "\"won\": false");
    assert_null(strstr(a, "best:")); /* 740 is in the pool: the text needs no best line */
    /* 740 * 3 = 2220: the pool's nearest is 100 now, the game's best is still 740 */
    expect_answer(cs_play_json("digits", a, "740 * 3", &opt), "\"best\": 100", "\"stars\": 0",
                  "\"reached\": 740", "\"reached_stars\": 2");
    /* submit ends the game with 740 and its stars; no move after it */
    char *b = next_text(a, "740 * 3");
    assert_contains(b, "pool: 2220 100\nbest: 740\n");
    expect_answer(cs_play_json("digits", b, " submit ", &opt), "\"submitted\": true", "\"reached\": 740",
                  "\"reached_stars\": 2", "\"over\": true", "\"won\": false");
    char *c = next_text(b, "submit");
    assert_contains(c, "submitted: 1\n", "best: 740\n");
    expect_answer(cs_play_json("digits", c, "2220 - 100", &opt), "\"field\": \"move\"", "submitted");
    expect_answer(cs_play_json("digits", c, "submit", &opt), "\"field\": \"move\"", "submitted already");
    free(a);
    free(b);
    free(c);
}

/* Without best: the given numbers' nearest (the smaller on a tie); the start can be submitted too. */
static void test_best_from_given(void **state)
{
    (void)state;
    cs_options opt = options();
    expect_answer(cs_play_json("digits", "target: 10\nnumbers: 8 12 1\n", "submit", &opt), "\"reached\": 8",
                  "\"reached_distance\": 2", "\"reached_stars\": 2");
    expect_answer(cs_play_json("digits", "target: 10\nnumbers: 8 12 1\n", "12 - 1", &opt), "\"reached\": 11",
                  "\"first\": 1, \"second\": 2");
}

/* Duplicates: the places are the ones the engine played, a's first, b's the other. */
static void test_move_places(void **state)
{
    (void)state;
    cs_options opt = options();
    expect_answer(cs_play_json("digits", "target: 100\nnumbers: 5 7 5 9\n", "5 + 5", &opt), "\"first\": 0, \"second\": 2",
                  "\"pool\": [7, 10, 9]");
    expect_answer(cs_play_json("digits", "target: 100\nnumbers: 5 7 5 9\n", "9 - 7", &opt), "\"first\": 3, \"second\": 1");
}

/* The hint with a number picked: a move from it when a win starts there, else let it go. */
static void test_hint_picked(void **state)
{
    (void)state;
    cs_options opt = options();
    /* 10 from 7 3 2: 7 + 3 wins at once; picked 3: 3 + 7 */
    expect_answer(cs_hint_json("digits", "target: 10\nnumbers: 7 3 2\npicked: 3\n", &opt), "\"builds\": true",
                  "\"move\": \"3 + 7\"", "\"picked\": 3", "builds on the 3 you picked (that hits the target)");
    /* 20 from 4 5 9: only 4 * 5 wins; 9 picked is on no way */
    expect_answer(cs_hint_json("digits", "target: 20\nnumbers: 4 5 9\npicked: 9\n", &opt), "\"builds\": false",
                  "No win starts from the 9 you picked: let it go first");
    /* nothing picked: the plain hint, no picked field */
    char *plain = cs_hint_json("digits", "target: 20\nnumbers: 4 5 9\n", &opt);
    assert_contains(plain, "\"solvable\": true");
    assert_null(strstr(plain, "\"picked\""));
    free(plain);
    /* a win two moves away from the picked number: the moves after it are counted */
    expect_answer(cs_hint_json("digits", "target: 739\nnumbers: 37 20 3 100\npicked: 100\n", &opt), "\"picked\": 100");
}

static void test_bad_state_fields(void **state)
{
    (void)state;
    cs_options opt = options();
    expect_answer(cs_hint_json("digits", "target: 10\nnumbers: 7 3\npicked: 4\n", &opt), "\"field\": \"picked\"",
                  "4 is not in the pool");
    expect_answer(cs_hint_json("digits", "target: 10\nnumbers: 7 3\nbest: x\n", &opt), "\"field\": \"best\"");
    expect_answer(cs_hint_json("digits", "target: 10\nnumbers: 7 3\nsubmitted: 2\n", &opt), "\"field\": \"submitted\"");
}

TEST_MAIN(cmocka_unit_test(test_best_reached_after_use), cmocka_unit_test(test_best_from_given),
          cmocka_unit_test(test_move_places), cmocka_unit_test(test_hint_picked), cmocka_unit_test(test_bad_state_fields))
