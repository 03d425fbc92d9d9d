/*
 * test_ladder_digits.c: the hint ladder (cs_game.ladder, ladder.h) of Digits
 * against every sequence of steps of the shortest length, tried here: a number
 * said to be unused is taken by no shortest solution, a waypoint is made by
 * every one; for random puzzles and for pools part-way (after the hinted step,
 * and after a step off every solution). And every game's ladder through the
 * interface as front ends ask for it (cs_hint_json with cs_options.ladder):
 * the Calculator's rungs and its save into Store, Digits, the clock's next
 * choice against its hint, a solved position and one with no win left.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "digits.h"
#include "game.h"
#include "test_support.h"

/* ---- Digits: every sequence of steps of the shortest length ---- */

typedef struct digits_facts {
    int length;
    uint64_t solutions;
    int64_t used[DIGITS_MAX_NUMBERS * 2]; /* given numbers some solution takes */
    int used_count;
    int64_t made[64];                      /* values every solution so far makes */
    int made_count;
} digits_facts;

typedef struct item {
    int64_t value;
    int given; /* one of the pool's own numbers */
} item;

static int step_ok(int64_t a, int64_t b, char op, int64_t *r)
{
    if (a < b) {
        int64_t t = a;
        a = b;
        b = t;
    }
    switch (op) {
    case '+': return cs_add(a, b, r) == 0 && *r <= DIGITS_MAX_VALUE;
    case '*': return a != 1 && b != 1 && cs_mul(a, b, r) == 0 && *r <= DIGITS_MAX_VALUE;
    case '-': *r = a - b; return a != b;
    default: *r = a / b; return b != 1 && a % b == 0;
    }
}

/* Solutions of exactly `left` more steps; taken/made: the given numbers taken and values made so far. */
static void digits_brute(item *pool, int n, int64_t target, int left, int64_t *taken, int ntaken, int64_t *made,
                         int nmade, digits_facts *f, int *found)
{
    for (int i = 0; i < n; i++)
        if (pool[i].value == target) {
            if (left == 0 && f) {
                for (int t = 0; t < ntaken; t++) {
                    int seen = 0;
                    for (int u = 0; u < f->used_count; u++)
                        seen |= f->used[u] == taken[t];
                    if (!seen)
                        f->used[f->used_count++] = taken[t];
                }
                if (f->solutions == 0) {
                    memcpy(f->made, made, sizeof *made * (size_t)nmade);
                    f->made_count = nmade;
                } else {
                    for (int m = 0; m < f->made_count; m++) {
                        int in = 0;
                        for (int k = 0; k < nmade; k++)
                            in |= made[k] == f->made[m];
                        if (!in)
                            f->made[m--] = f->made[--f->made_count];
                    }
                }
                f->solutions++;
            }
            *found = 1;
            return;
        }
    if (left == 0)
        return;
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++)
            for (const char *op = "+-*/"; *op; op++) {
                int64_t r;
                if (!step_ok(pool[i].value, pool[j].value, *op, &r))
                    continue;
                item next[DIGITS_MAX_NUMBERS];
                int m = 0;
                for (int k = 0; k < n; k++)
                    if (k != i && k != j)
                        next[m++] = pool[k];
                next[m++] = (item){r, 0};
                int nt = ntaken;
                if (pool[i].given)
                    taken[nt++] = pool[i].value;
                if (pool[j].given)
                    taken[nt++] = pool[j].value;
                made[nmade] = r;
                digits_brute(next, m, target, left - 1, taken, nt, made, nmade + 1, f, found);
            }
}

/* Checks the ladder of one puzzle or pool against every sequence of steps: 1, or 0 when it has no
 * solution to check (no win, or the target given). */
static int check_digits(const digits_puzzle *puzzle, int *nudged)
{
    cs_error err;
    item pool[DIGITS_MAX_NUMBERS];
    for (int i = 0; i < puzzle->count; i++)
        pool[i] = (item){puzzle->numbers[i], 1};
    digits_facts f;
    memset(&f, 0, sizeof f);
    int64_t taken[2 * DIGITS_MAX_NUMBERS], made[DIGITS_MAX_NUMBERS];
    int found = 0;
    for (f.length = 1; f.length < puzzle->count && !found; f.length++)
        digits_brute(pool, puzzle->count, puzzle->target, f.length, taken, 0, made, 0, NULL, &found);
    f.length--;
    int given = 0;
    for (int i = 0; i < puzzle->count; i++)
        given |= puzzle->numbers[i] == puzzle->target;
    if (!found || given)
        return 0;
    digits_brute(pool, puzzle->count, puzzle->target, f.length, taken, 0, made, 0, &f, &found);
    cs_ladder ladder;
    memset(&ladder, 0, sizeof ladder);
    cs_budget budget = {0, 0, NULL, NULL, NULL};
    assert_int_equal(digits_ladder(puzzle, &budget, &ladder, &err), 0);
    assert_true(ladder.complete && ladder.solvable);
    *nudged += ladder.rungs[0].kind <= CS_RUNG_WAYPOINT;
    for (int r = 0; r < ladder.rung_count; r++) {
        const cs_rung *rung = &ladder.rungs[r];
        if (rung->kind == CS_RUNG_UNUSED)
            for (int k = 0; k < rung->key_count; k++)
                for (int u = 0; u < f.used_count; u++)
                    assert_true(strtoll(rung->keys[k], NULL, 10) != f.used[u]);
        if (rung->kind == CS_RUNG_WAYPOINT) {
            int in = 0;
            for (int m = 0; m < f.made_count; m++)
                in |= f.made[m] == rung->value;
            assert_true(in && rung->value != puzzle->target);
        }
        if (rung->kind == CS_RUNG_SOLUTION)
            assert_int_equal(ladder.solution_count, f.length);
    }
    cs_ladder_free(&ladder);
    return 1;
}

static void test_digits_ladder_against_every_sequence(void **state)
{
    (void)state;
    test_rng rng = {7};
    int checked = 0, nudged = 0, positions = 0;
    for (int round = 0; round < 60; round++) {
        char numbers[80] = "", target[24];
        int n = (int)between(&rng, 3, 5);
        for (int i = 0, at = 0; i < n; i++)
            at += snprintf(numbers + at, sizeof numbers - (size_t)at, "%s%lld", i ? " " : "",
                           (long long)between(&rng, 1, 25));
        snprintf(target, sizeof target, "%lld", (long long)between(&rng, 20, 400));
        digits_puzzle puzzle;
        cs_error err;
        assert_int_equal(digits_parse(target, numbers, &puzzle, &err), 0);
        int checked_here = check_digits(&puzzle, &nudged);
        checked += checked_here;
        digits_hint hint; /* part-way: after the hinted step, and after a step off every solution */
        cs_budget budget = {0, 0, NULL, NULL, NULL};
        if (checked_here && digits_hint_from(&puzzle, &budget, &hint, &err) == 0 && hint.solvable) {
            digits_puzzle next;
            digits_step step = hint.move;
            if (digits_play(&puzzle, &step, NULL, &next, &err) == 0)
                positions += check_digits(&next, &nudged);
            step = (digits_step){puzzle.numbers[0], puzzle.numbers[1], 0, '+'};
            if (digits_play(&puzzle, &step, NULL, &next, &err) == 0)
                positions += check_digits(&next, &nudged);
        }
    }
    printf("test_ladder: %d Digits puzzles and %d pools part-way checked, %d with a nudge\n", checked, positions, nudged);
    assert_true(checked >= 20 && positions >= 20);
}

/* ---- every game through the interface, as front ends ask ---- */

static void test_the_ladder_through_the_interface(void **state)
{
    (void)state;
    cs_options opt = {0};
    opt.ladder = 1;
    expect_answer(cs_hint_json("calculator", "start: 0\ngoal: 20\nmoves: 3\nbuttons: +4, x4, x2\n", &opt),
                  "\"ladder\": [{\"kind\": \"unused\", \"keys\": [\"x2\"], \"text\": \"You won't need x2.\"}",
                  "{\"kind\": \"count\", \"key\": \"+4\", \"times\": 2, \"text\": \"Every shortest solution presses +4 twice.\"}",
                  "{\"kind\": \"waypoint\", \"value\": 16, \"after\": 2,",
                  "{\"kind\": \"next\", \"press\": \"+4\",", "\"presses\": [\"+4\", \"x4\", \"+4\"]", "\"complete\": true");
    /* the save into Store: its key Store:save, its text Save */
    expect_answer(cs_hint_json("calculator", "start: 1\ngoal: 111\nmoves: 3\nbuttons: Store, +2\n", &opt),
                  "\"presses\": [\"Store:save\", \"Store\", \"Store\"]", "The whole solution: Save, Store, Store.",
                  "{\"kind\": \"count\", \"key\": \"Store:save\", \"times\": 1, \"text\": \"Every shortest solution presses Save once.\"}");
    expect_answer(cs_hint_json("digits", "target: 415\nnumbers: 5 9 11 20 23 25\n", &opt),
                  "{\"kind\": \"unused\", \"keys\": [\"11\", \"25\"], \"text\": \"You won't need 11 or 25.\"}",
                  "{\"kind\": \"waypoint\", \"value\": 45, \"after\": null,", "{\"kind\": \"next\", \"press\": \"23 * 20\"",
                  "\"presses\": [\"23 * 20\", \"9 * 5\", \"460 - 45\"]");
    char *clock = cs_hint_json("clock", "n: 3\nk: 1\n", &opt);
    opt.ladder = 0;
    char *hint = cs_hint_json("clock", "n: 3\nk: 1\n", &opt);
    char move[16];
    const char *at = strstr(hint, "\"move\": \"");
    assert_non_null(at);
    snprintf(move, sizeof move, "\"press\": \"%c\"", at[9]);
    assert_contains(clock, "{\"kind\": \"next\", ", move, "{\"kind\": \"solution\", \"presses\": [");
    free(clock);
    free(hint);
    opt.ladder = 1;
    opt.classic = 1; /* a free save: shortest solutions of different press counts, so no walk rungs */
    expect_answer(cs_hint_json("calculator", "start: 1\ngoal: 111\nmoves: 3\nbuttons: Store, +2\n", &opt),
                  "\"ladder\": [{\"kind\": \"next\"", "\"complete\": true");
    opt.classic = 0;
    expect_answer(cs_hint_json("calculator", "start: 4\ngoal: 4\nmoves: 1\nbuttons: +1\n", &opt),
                  "\"won\": true", "\"ladder\": []", "Solved");
    expect_answer(cs_hint_json("calculator", "start: 0\ngoal: 9\nmoves: 1\nbuttons: +1\n", &opt),
                  "\"solvable\": false", "\"ladder\": []", "cannot be reached");
}

TEST_MAIN(cmocka_unit_test(test_digits_ladder_against_every_sequence),
          cmocka_unit_test(test_the_ladder_through_the_interface))
