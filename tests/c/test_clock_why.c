/*
 * test_clock_why.c: the clock game's words for why the game moved (clock/why.c),
 * as the play step carries them ("why" on each advance, "turn_why", and on a win
 * "fewest", the fewest choices from the start). The words are checked against
 * the rule applied here as How to play words it, written afresh from the words
 * (not clock.c's code): on random positions of small clocks they say "raised"
 * exactly when clock_mover_at says the computer moves, they name the cell the
 * reading starts from (the first cell behind the hand that is not 0, the hand's
 * own when every other cell is 0) and its digits, and a pass names a cell whose
 * reading is larger. The worked example of the page's How to play (n = 4, k = 1,
 * rounds 1 and 2) is pinned word for word.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "clock.h"
#include "game.h"
#include "test_support.h"

/* The rule as How to play words it: the reading from cell c of board b (n cells): c's value,
 * then the value of the cell behind it (counter-clockwise), all the way round. */
static void reading_of(const uint32_t *b, int n, int c, char *out, size_t size)
{
    size_t used = 0;
    for (int t = 0; t < n; t++)
        used += (size_t)snprintf(out + used, size - used, t ? " %u" : "%u", b[((c - t) % n + n) % n]);
}

/* Compares two readings as numbers (same length, digits 0..k): the first digit that differs. */
static int larger(const uint32_t *b, int n, int x, int y)
{
    for (int t = 0; t < n; t++) {
        uint32_t dx = b[((x - t) % n + n) % n], dy = b[((y - t) % n + n) % n];
        if (dx != dy)
            return dx > dy;
    }
    return 0;
}

typedef struct words_rule {
    uint32_t raised[CLOCK_MAX_N];
    int start, raises;
} words_rule;

static void apply_words(const clock_position *pos, words_rule *w)
{
    int n = pos->n;
    memcpy(w->raised, pos->board, sizeof w->raised);
    w->raised[pos->hand]++;
    w->start = pos->hand;
    for (int step = 1; step <= n; step++) { /* backwards from the cell just behind the hand */
        int c = ((pos->hand - step) % n + n) % n;
        if (w->raised[c] != 0) {
            w->start = c;
            break;
        }
    }
    w->raises = pos->board[pos->hand] < (uint32_t)pos->k;
    for (int j = 0; j < n && w->raises; j++)
        if (larger(w->raised, n, j, w->start))
            w->raises = 0;
}

/* The words of the turn at pos, checked against the rule as written. */
static void check_turn_words(const clock_position *pos)
{
    cs_buf why = {0};
    clock_why_turn(&why, pos);
    const char *text = why.data;
    assert_non_null(text);
    assert_int_equal(text[strlen(text) - 1], '.');
    clock_mover mover = clock_mover_at(pos);
    words_rule w;
    apply_words(pos, &w);
    char expected[400], reading[200];
    if (pos->board[pos->hand] >= (uint32_t)pos->k) {
        assert_int_equal(mover, CLOCK_BY_PLAYER);
        snprintf(expected, sizeof expected, "Cell %d is yours: it holds %d = k", pos->hand, pos->k);
        assert_contains(text, expected);
        cs_buf_free(&why);
        return;
    }
    assert_int_equal(w.raises, mover == CLOCK_BY_COMPUTER);
    reading_of(w.raised, pos->n, w.start, reading, sizeof reading);
    snprintf(expected, sizeof expected, "the reading from cell %d%s", w.start,
             w.start == pos->hand ? " itself (every other cell is 0) " : " (the first cell behind the hand that is not 0) ");
    assert_contains(text, expected, reading);
    if (w.raises) {
        snprintf(expected, sizeof expected, "The game raises cell %d to %u: ", pos->hand, pos->board[pos->hand] + 1);
        assert_true(strncmp(text, expected, strlen(expected)) == 0);
    } else {
        int named = -1;
        const char *but = strstr(text, ", but the reading from cell ");
        assert_non_null(but);
        assert_int_equal(sscanf(but, ", but the reading from cell %d", &named), 1);
        assert_true(named >= 0 && named < pos->n && larger(w.raised, pos->n, named, w.start));
        reading_of(w.raised, pos->n, named, reading, sizeof reading);
        assert_contains(but, reading, ", larger.");
        assert_non_null(strstr(text, pos->board[pos->hand] ? " is yours. The game passes: " : " is 0 and the game passes: "));
    }
    cs_buf_free(&why);
}

static void test_words_agree_with_the_game(void **state)
{
    (void)state;
    test_rng rng = {20261129};
    int raises = 0, passes = 0, full = 0;
    for (int i = 0; i < 4000; i++) {
        clock_position pos;
        memset(&pos, 0, sizeof pos);
        pos.n = (int)between(&rng, 2, 7);
        pos.k = (int)between(&rng, 1, 4);
        pos.round = 5;
        pos.hand = (int)between(&rng, 0, pos.n - 1);
        for (int c = 0; c < pos.n; c++)
            pos.board[c] = (uint32_t)between(&rng, 0, pos.k);
        if (clock_is_won(&pos))
            pos.board[pos.hand] = 1;
        check_turn_words(&pos);
        clock_mover mover = clock_mover_at(&pos);
        raises += mover == CLOCK_BY_COMPUTER;
        full += pos.board[pos.hand] == (uint32_t)pos.k;
        passes += mover != CLOCK_BY_COMPUTER && pos.board[pos.hand] < (uint32_t)pos.k;
    }
    assert_true(raises > 400 && passes > 400 && full > 400);
}

/* The words of How to play's worked example: the first two rounds of n = 4, k = 1. */
static void test_worked_example(void **state)
{
    (void)state;
    char *json = cs_play_json("clock", "n: 4\nk: 1\n", "wait", NULL);
    assert_contains(json,
                    "\"why\": \"Cell 0 was 0 and the game passed: raised to 1, the reading from cell 3 (the first cell "
                    "behind the hand that is not 0) would be 1 0 0 1, but the reading from cell 0 would be 1 1 0 0, "
                    "larger. Nothing to do.\"",
                    "\"why\": \"The game raised cell 1 to 1: with it at 1, the reading from cell 3 (the first cell behind "
                    "the hand that is not 0) is 1 0 1 0, and no cell's reading is larger (cell 1's is the same: ties go "
                    "to the game).\"",
                    "\"turn_why\": \"Cell 3 is yours: it holds 1 = k, which the game cannot raise.\"");
    free(json);
    /* the hand's own cell: every other cell 0 */
    clock_position pos;
    memset(&pos, 0, sizeof pos);
    pos.n = 3;
    pos.k = 2;
    pos.hand = 1;
    pos.round = 3;
    pos.board[1] = 1;
    cs_buf why = {0};
    clock_why_turn(&why, &pos);
    assert_string_equal(why.data, "The game raises cell 1 to 2: with it at 2, the reading from cell 1 itself (every "
                                  "other cell is 0) is 2 0 0, and no cell's reading is larger.");
    cs_buf_free(&why);
}

/* A win says the fewest choices from the start; every other step says null. */
static void test_win_names_the_fewest(void **state)
{
    (void)state;
    char *json = cs_play_json("clock", "n: 3\nk: 2\nboard: 0 0 2\nhand: 2\nround: 26\n", "0", NULL);
    assert_contains(json, "\"won\": true, \"fewest\": 15, \"fewest_round\": 27}");
    free(json);
    json = cs_play_json("clock", "n: 3\nk: 2\n", "0", NULL);
    assert_contains(json, "\"won\": false, \"fewest\": null, \"fewest_round\": null}");
    free(json);
}

TEST_MAIN(cmocka_unit_test(test_words_agree_with_the_game), cmocka_unit_test(test_worked_example),
          cmocka_unit_test(test_win_names_the_fewest))
