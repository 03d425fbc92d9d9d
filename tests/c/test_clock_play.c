/*
 * test_clock_play.c: playing the clock game a choice at a time (clock/play.c,
 * through the game interface): the state fields of the puzzle format, moves
 * and their errors, and the hint checked from at least 1,000 random reachable
 * positions against the full game: the fewest choices left agree with a
 * shortest-path table built here from the direct rules (clock_mover_at, not
 * the solver's tables), the hinted choice lies on a shortest path, and it is
 * '0' whenever '0' is as good as 'X'; and from every position of those clocks a
 * clear board can still be reached. Playing only by the hint wins in the
 * number of choices the full solve reports.
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

#define FAR UINT32_MAX

static uint64_t next_random(uint64_t *state)
{
    uint64_t z = (*state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

/* ---- the fewest choices to a clear board from every (board, hand), by the direct rules ---- */

typedef struct distances {
    int n, k;
    size_t count;
    uint32_t *to_win;      /* index: board as a base-(k+1) number (cell 0 lowest) * n + hand */
} distances;

static size_t index_of(const clock_position *pos)
{
    size_t code = 0;
    for (int i = pos->n; i-- > 0;)
        code = code * (size_t)(pos->k + 1) + pos->board[i];
    return code * (size_t)pos->n + (size_t)pos->hand;
}

static clock_position position_of(const distances *d, size_t index)
{
    clock_position pos;
    memset(&pos, 0, sizeof pos);
    pos.n = d->n;
    pos.k = d->k;
    pos.hand = (int)(index % (size_t)d->n);
    size_t code = index / (size_t)d->n;
    for (int i = 0; i < d->n; i++) {
        pos.board[i] = (uint32_t)(code % (size_t)(d->k + 1));
        code /= (size_t)(d->k + 1);
    }
    pos.round = 1;
    return pos;
}

static uint32_t after(const distances *d, const clock_position *pos, char choice)
{
    clock_position next = *pos;
    clock_advance(&next, choice);
    return d->to_win[index_of(&next)];
}

/* Relaxes until nothing changes: a forced advance costs nothing, a choice one. */
static distances distances_for(int n, int k)
{
    distances d = {n, k, (size_t)n, NULL};
    for (int i = 0; i < n; i++)
        d.count *= (size_t)(k + 1);
    d.to_win = malloc(d.count * sizeof d.to_win[0]);
    assert_non_null(d.to_win);
    for (size_t i = 0; i < d.count; i++) {
        clock_position pos = position_of(&d, i);
        d.to_win[i] = clock_is_won(&pos) ? 0 : FAR;
    }
    for (int changed = 1; changed;) {
        changed = 0;
        for (size_t i = 0; i < d.count; i++) {
            clock_position pos = position_of(&d, i);
            if (clock_is_won(&pos))
                continue;
            uint32_t best;
            if (clock_mover_at(&pos) == CLOCK_BY_PLAYER) {
                uint32_t zero = after(&d, &pos, '0'), keep = after(&d, &pos, 'X');
                best = zero < keep ? zero : keep;
                best = best == FAR ? FAR : best + 1;
            } else {
                best = after(&d, &pos, 0);
            }
            if (best < d.to_win[i]) {
                d.to_win[i] = best;
                changed = 1;
            }
        }
    }
    return d;
}

/* ---- through the game interface ---- */

static const cs_game *clock_game(void)
{
    const cs_game *game = cs_game_find("clock");
    assert_non_null(game);
    assert_non_null(game->apply);
    assert_non_null(game->hint);
    return game;
}

static void *parse_or_fail(const char *text)
{
    cs_options opt = {0};
    void *puzzle = NULL;
    cs_error err;
    if (clock_game()->parse(text, &opt, &puzzle, &err) != 0)
        fail_msg("%s does not parse: line %d, %s: %s", text, err.line, err.field, err.message);
    return puzzle;
}

/* The position a puzzle stands at, read back from its own text. */
static clock_position position_in(const void *puzzle, int n, int k)
{
    cs_buf text = {0};
    clock_game()->puzzle_text(&text, puzzle);
    clock_position pos;
    memset(&pos, 0, sizeof pos);
    pos.n = n;
    pos.k = k;
    char board[400], hand[40], round[40];
    const char *b = strstr(text.data, "board: "), *h = strstr(text.data, "hand: "), *r = strstr(text.data, "round: ");
    assert_true(b && h && r);
    assert_int_equal(sscanf(b, "board: %399[^\n]", board), 1);
    assert_int_equal(sscanf(h, "hand: %39[^\n]", hand), 1);
    assert_int_equal(sscanf(r, "round: %39[^\n]", round), 1);
    cs_error err;
    assert_int_equal(clock_parse_position(board, hand, round, &pos, &err), 0);
    cs_buf_free(&text);
    return pos;
}

/* Applies move to *puzzle through the interface, replacing it. */
static void apply_or_fail(void **puzzle, const char *move)
{
    cs_options opt = {0};
    void *next = NULL;
    cs_buf step = {0};
    cs_error err;
    if (clock_game()->apply(*puzzle, move, &opt, &next, &step, &err) != 0)
        fail_msg("%s refused: %s: %s", move, err.field, err.message);
    cs_buf_free(&step);
    clock_game()->free_puzzle(*puzzle);
    *puzzle = next;
}

/* The hint from pos agrees with the table: the fewest choices, a choice on a
 * shortest path, '0' when '0' is as good; the same hint every time. */
static void check_hint(const distances *d, const clock_position *pos)
{
    clock_hint hint, again;
    cs_error err;
    assert_int_equal(clock_hint_from(pos, NULL, &hint, &err), 0);
    assert_int_equal(clock_hint_from(pos, NULL, &again, &err), 0);
    assert_memory_equal(&hint, &again, sizeof hint);
    uint32_t left = d->to_win[index_of(pos)];
    assert_true(hint.solvable);
    assert_int_equal(hint.fewest_moves, left);
    assert_int_equal(clock_mover_at(&hint.at), CLOCK_BY_PLAYER);
    assert_int_equal(d->to_win[index_of(&hint.at)], left); /* the game's own moves cost nothing */
    uint32_t by_zero = after(d, &hint.at, '0'), by_keep = after(d, &hint.at, 'X');
    if (hint.move == '0') {
        assert_int_equal(by_zero, left - 1);
    } else {
        assert_int_equal(hint.move, 'X');
        assert_int_equal(by_keep, left - 1);
        assert_true(by_zero > left - 1); /* '0' comes first among equally good choices */
    }
    assert_true(hint.win_round > hint.at.round);
}

static void test_hints_from_random_states(void **state)
{
    (void)state;
    static const int sizes[][2] = {{2, 1}, {2, 4}, {3, 1}, {3, 2}, {3, 4}, {4, 1}, {4, 2}, {4, 3}, {5, 2}, {6, 1}};
    uint64_t rng = 20261123;
    int checked = 0;
    for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
        int n = sizes[s][0], k = sizes[s][1];
        distances d = distances_for(n, k);
        for (size_t i = 0; i < d.count; i++) /* every position can still be cleared */
            assert_true(d.to_win[i] != FAR);
        char text[64];
        snprintf(text, sizeof text, "n: %d\nk: %d\n", n, k);
        clock_position start;
        clock_start(&start, n, k);
        uint64_t longest = 4 * (uint64_t)d.to_win[index_of(&start)] + 8; /* walks well past the shortest win */
        for (int walk = 0; walk < 120; walk++) {
            void *puzzle = parse_or_fail(text);
            int moves = (int)(next_random(&rng) % longest);
            clock_position pos = start;
            for (int m = 0; m < moves && !clock_is_won(&pos); m++) { /* random choices */
                apply_or_fail(&puzzle, next_random(&rng) & 1 ? "0" : "X");
                pos = position_in(puzzle, n, k);
            }
            if (!clock_is_won(&pos)) {
                check_hint(&d, &pos);
                checked++;
            }
            clock_game()->free_puzzle(puzzle);
        }
        free(d.to_win);
    }
    assert_true(checked >= 1000);
}

/* Plays only the hinted choice from the start; returns the choices made. */
static uint64_t play_by_hints(int n, int k)
{
    char text[64];
    snprintf(text, sizeof text, "n: %d\nk: %d\n", n, k);
    void *puzzle = parse_or_fail(text);
    apply_or_fail(&puzzle, "wait"); /* the game's own moves up to the first choice */
    uint64_t choices = 0, left = 0;
    for (;;) { /* the fewest choices left fall by one with each hinted choice */
        clock_position pos = position_in(puzzle, n, k);
        clock_hint hint;
        cs_error err;
        assert_int_equal(clock_hint_from(&pos, NULL, &hint, &err), 0);
        if (choices > 0)
            assert_int_equal(hint.won ? 0 : hint.fewest_moves, left - 1);
        if (hint.won)
            break;
        assert_true(hint.solvable);
        assert_int_equal(hint.at.round, pos.round); /* after a move it is the player's turn */
        char move[2] = {hint.move, '\0'};
        apply_or_fail(&puzzle, move);
        left = hint.fewest_moves;
        choices++;
    }
    clock_game()->free_puzzle(puzzle);
    return choices;
}

static void test_play_by_hints_matches_the_solve(void **state)
{
    (void)state;
    static const int sizes[][2] = {{4, 2}, {3, 3}, {5, 2}, {2, 9}};
    for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
        clock_result full;
        cs_error err;
        assert_int_equal(clock_solve(sizes[s][0], sizes[s][1], NULL, &full, &err), 0);
        assert_true(full.solved);
        assert_int_equal(play_by_hints(sizes[s][0], sizes[s][1]), full.length);
        clock_result_free(&full);
    }
    assert_int_equal(play_by_hints(4, 2), 48);
}

static void expect_parse_error(const char *text, const char *field, int line, const char *words)
{
    cs_options opt = {0};
    void *puzzle = NULL;
    cs_error err;
    assert_int_equal(clock_game()->parse(text, &opt, &puzzle, &err), -1);
    assert_string_equal(err.field, field);
    assert_int_equal(err.line, line);
    if (!strstr(err.message, words))
        fail_msg("\"%s\" lacks \"%s\"", err.message, words);
}

static void test_state_fields(void **state)
{
    (void)state;
    void *puzzle = parse_or_fail("n: 4\nk: 2\nboard: 1, 0, 2, 1\nhand: 2\nround: 9\n");
    cs_buf text = {0}, json = {0};
    clock_game()->puzzle_text(&text, puzzle);
    assert_string_equal(text.data, "n: 4\nk: 2\nboard: 1 0 2 1\nhand: 2\nround: 9\n");
    clock_game()->puzzle_json(&json, puzzle);
    assert_string_equal(json.data, "{\"n\": 4, \"k\": 2, \"board\": [1, 0, 2, 1], \"hand\": 2, \"round\": 9}");
    clock_game()->free_puzzle(puzzle);
    cs_buf_free(&text);
    cs_buf_free(&json);
    char *read = cs_read_json("clock", "n: 4\nk: 2\n", NULL); /* no position: the start */
    assert_string_equal(read, "[{\"n\": 4, \"k\": 2, \"board\": [0, 0, 0, 1], \"hand\": 0, \"round\": 1}]\n");
    free(read);
    expect_parse_error("n: 4\nk: 2\nboard: 1 0 2\nhand: 1\n", "board", 3, "3 cells given, n is 4");
    expect_parse_error("n: 4\nk: 2\nboard: 1 0 2 3\nhand: 1\n", "board", 3, "not a value 0 to 2");
    expect_parse_error("n: 4\nk: 2\nboard: 1 0 2 1 0\nhand: 1\n", "board", 3, "more than n = 4");
    expect_parse_error("n: 4\nk: 2\nhand: 4\nboard: 1 0 2 1\n", "hand", 3, "not a cell (0 to 3)");
    expect_parse_error("n: 4\nk: 2\nboard: 1 0 2 1\nhand: 1\nround: 0\n", "round", 5, "not a round");
    expect_parse_error("n: 4\nk: 2\nboard: 1 0 2 1\n", "hand", 3, "needs both board and hand");
    expect_parse_error("n: 4\nk: 2\n\nround: 7\n", "board", 4, "needs both board and hand");
    /* the solve of a game in progress starts where it stands */
    char *solved = cs_solve_json("clock", "n: 4\nk: 2\nboard: 1 0 2 1\nhand: 2\nround: 9\n", NULL);
    assert_non_null(strstr(solved, "\"start\": {\"round\": 9, \"cell\": 2, \"board\": [1, 0, 2, 1]}"));
    free(solved);
    cs_options opt = {0};
    cs_buf canonical = {0};
    cs_error err;
    assert_int_equal(clock_game()->check_field("board", "1,2 0", &opt, &canonical, &err), 0);
    assert_string_equal(canonical.data, "[1, 2, 0]");
    cs_buf_free(&canonical);
    assert_int_equal(clock_game()->check_field("hand", "-1", &opt, &canonical, &err), -1);
    assert_string_equal(err.field, "hand");
    assert_int_equal(clock_game()->check_field("round", "x", &opt, &canonical, &err), -1);
    assert_string_equal(err.field, "round");
    cs_buf_free(&canonical);
}

static void expect_play_error(const char *text, const char *move, const char *field, const char *words)
{
    char *json = cs_play_json("clock", text, move, NULL);
    char wanted[64];
    snprintf(wanted, sizeof wanted, "\"field\": \"%s\"", field);
    if (!strstr(json, wanted) || !strstr(json, words))
        fail_msg("%s on %s: %s (expected %s, \"%s\")", move, text, json, wanted, words);
    free(json);
}

/* Fails unless the engine's answer to `move` on the clock puzzle `text` (or its
 * hint, under `options`) holds every string given. */
#define expect_play(text, move, ...) expect_answer(cs_play_json("clock", (text), (move), NULL), __VA_ARGS__)
#define expect_hint(text, options, ...) expect_answer(cs_hint_json("clock", (text), (options)), __VA_ARGS__)

static void test_moves_through_the_interface(void **state)
{
    (void)state;
    expect_play("n: 4\nk: 2\n", "wait",
                "{\"step\": {\"move\": \"wait\", \"advances\": [{\"round\": 1, \"cell\": 0, \"by\": \"auto\"",
                "\"turn\": \"player\", \"turn_why\": \"Cell 3 is yours. The game passes: raised to 2, ",
                "\"won\": false, \"fewest\": null, \"fewest_round\": null}",
                "\"text\": \"n: 4\\nk: 2\\nboard: 0 1 0 1\\nhand: 3\\nround: 4\\n\"");
    /* a choice at the game's turn: its own moves first, then the choice, then its moves to the player's turn */
    expect_play("n: 4\nk: 2\n", "x",
                "{\"round\": 4, \"cell\": 3, \"by\": \"player\", \"choice\": \"X\", \"board\": [0, 1, 0, 1], "
                "\"why\": \"You left cell 3, which the game passed: raised to 2, ",
                "\"turn\": \"player\"");
    expect_play("n: 2\nk: 1\nboard: 1 0\nhand: 0\nround: 5\n", " 0 ",
                "\"by\": \"player\", \"choice\": \"0\", \"board\": [0, 0], \"why\": \"You zeroed cell 0: it held 1 = k, "
                "which the game cannot raise.\"}], \"turn\": \"won\", \"turn_why\": \"Every cell is 0: the clock is clear.\", "
                "\"won\": true, \"fewest\": 2, \"fewest_round\": 4}");
    /* moves the game refuses: the puzzle, the move, the field the engine names, words of its message */
    static const char *const refused[][4] = {
        {"n: 4\nk: 2\n", "Y", "move", "is not a move"},
        {"n: 4\nk: 2\n", "", "move", "is not a move"},
        {"n: 4\nk: 2\n", "00", "move", "is not a move"},
        {"n: 4\nk: 2\nboard: 0 0 0 0\nhand: 1\n", "0", "move", "the game is won"},
        {"n: 2\nk: 1\nboard: 1 1\nhand: 0\nround: 9007199254740991\n", "X", "round", "at its limit"},
        {"n: 4\nk: 2\nboard: 0 0 0\nhand: 1\n", "0", "board", "3 cells given"},
    };
    for (size_t i = 0; i < sizeof refused / sizeof refused[0]; i++)
        expect_play_error(refused[i][0], refused[i][1], refused[i][2], refused[i][3]);
    expect_hint("n: 4\nk: 2\n", NULL,
                "\"turn\": \"game\", \"won\": false, \"solvable\": true, \"move\": \"0\", \"cell\": 3, "
                "\"at_round\": 4, \"moves_left_after\": 47, \"fewest_moves\": 48, \"win_round\": 81");
    expect_hint("n: 3\nk: 1\nboard: 0 0 0\nhand: 2\nround: 8\n", NULL,
                "\"won\": true, \"solvable\": false, \"move\": null", "Solved");
    cs_options tiny = {0};
    tiny.budget.max_states = 3;
    expect_hint("n: 4\nk: 2\n", &tiny, "\"solvable\": false", "\"gave_up\": true", "Gave up after");
}

TEST_MAIN(cmocka_unit_test(test_state_fields),
          cmocka_unit_test(test_moves_through_the_interface),
          cmocka_unit_test(test_play_by_hints_matches_the_solve),
          cmocka_unit_test(test_hints_from_random_states))
