/*
 * test_ladder.c: the hint ladder (cs_game.ladder, ladder.h) against shortest
 * solutions enumerated here, independently of the engine's walk: for every
 * bundled level and for positions part-way (presses along a shortest solution
 * and off it), every press sequence of the shortest length is tried with the
 * reference rules (calc_reference.h) where there are few enough, else the
 * engine's listing of every shortest solution is replayed; each rung claimed
 * must hold for every one of them (and an unused list names exactly the keys
 * none presses). Prints the share of bundled levels with a nudge (unused, count
 * or waypoint) before the next press. A budget that stops the walk leaves the
 * plain search's rungs only. Digits and the interface: test_ladder_digits.c.
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
#include "calc_reference.h"
#include "game.h"
#include "test_support.h"

#define KEYS (2 * CALC_MAX_BUTTONS)
#define MAX_PRESSES (2 * CALC_MAX_MOVES + 2)
#define BRUTE_LIMIT 4000000.0 /* press sequences tried at most per position */

typedef struct facts {
    int length;
    uint64_t solutions;
    int used[KEYS], first[KEYS], lo[KEYS], hi[KEYS];
    int64_t shown[MAX_PRESSES + 1];
    int same[MAX_PRESSES + 1];
} facts;

static int key_of(calc_press p) { return p.button * 2 + p.save; }

/* Adds one shortest solution (its presses, from level's start) to f: 0, or -1 when it does not reach the goal. */
static int add_solution(const calc_level *level, const calc_rules *rules, const calc_press *presses, int n, facts *f)
{
    calc_state s = calc_level_start(level), next;
    int count[KEYS] = {0};
    int64_t shown[MAX_PRESSES + 1];
    for (int i = 0; i < n; i++) {
        int64_t raw;
        if (!ref_calc_apply(level, rules, &s, presses[i], &next, &raw))
            return -1;
        s = next;
        shown[i + 1] = s.value;
        count[key_of(presses[i])]++;
    }
    if (s.value != level->goal)
        return -1;
    f->first[key_of(presses[0])] = 1;
    for (int k = 0; k < KEYS; k++) {
        f->used[k] |= count[k] > 0;
        f->lo[k] = f->solutions == 0 || count[k] < f->lo[k] ? count[k] : f->lo[k];
        f->hi[k] = count[k] > f->hi[k] ? count[k] : f->hi[k];
    }
    for (int i = 1; i <= n; i++) {
        f->same[i] = f->solutions == 0 || (f->same[i] && f->shown[i] == shown[i]);
        f->shown[i] = shown[i];
    }
    f->solutions++;
    return 0;
}

static int press_keys(const calc_level *level, calc_press *keys)
{
    int n = 0;
    for (int b = 0; b < level->button_count; b++)
        for (int save = 0; save <= (level->buttons[b].kind == CALC_STORE); save++)
            keys[n++] = (calc_press){(uint8_t)b, (uint8_t)save};
    return n;
}

static void brute(const calc_level *level, const calc_rules *rules, const calc_press *keys, int nkeys, calc_state s,
                  calc_press *path, int depth, facts *f)
{
    if (depth == f->length) {
        if (s.value == level->goal)
            assert_int_equal(add_solution(level, rules, path, depth, f), 0);
        return;
    }
    if (s.value == level->goal)
        fail_msg("a solution of %d presses, shorter than the shortest", depth);
    for (int k = 0; k < nkeys; k++) {
        calc_state next;
        int64_t raw;
        if (!ref_calc_apply(level, rules, &s, keys[k], &next, &raw))
            continue;
        path[depth] = keys[k];
        brute(level, rules, keys, nkeys, next, path, depth + 1, f);
    }
}

/* Every shortest solution from level into f: 1, or 0 when there are too many to try or list. */
static int enumerate(const calc_level *level, const calc_rules *rules, facts *f)
{
    memset(f, 0, sizeof *f);
    calc_result r;
    cs_budget budget = {0, 0, NULL, NULL, NULL};
    calc_solve(level, rules, 0, 0, &budget, &r); /* the length only: the sequences of it are tried here */
    assert_true(r.solved);
    f->length = r.press_count;
    calc_result_free(&r);
    calc_press keys[KEYS], path[MAX_PRESSES];
    int nkeys = press_keys(level, keys);
    double tries = 1;
    for (int i = 0; i < f->length && tries <= BRUTE_LIMIT; i++)
        tries *= nkeys;
    if (tries <= BRUTE_LIMIT) {
        brute(level, rules, keys, nkeys, calc_level_start(level), path, 0, f);
        return 1;
    }
    calc_solve(level, rules, 1, CALC_MAX_LISTED, &budget, &r);
    int listed_all = r.stop == CS_FINISHED && !r.count_saturated && r.count == (uint64_t)r.listed_count;
    for (int i = 0, at = 0; listed_all && i < r.listed_count; at += r.listed_lengths[i++]) {
        assert_int_equal(r.listed_lengths[i], f->length);
        assert_int_equal(add_solution(level, rules, r.listed + at, r.listed_lengths[i], f), 0);
    }
    calc_result_free(&r);
    return listed_all;
}

/* The press label names (the level's label, Store:save), or fails. */
static calc_press press_named(const calc_level *level, const calc_state *s, const char *label)
{
    calc_press keys[KEYS];
    int n = press_keys(level, keys);
    (void)s;
    for (int k = 0; k < n; k++) {
        if (strcmp(calc_press_label(level, keys[k]), label) == 0)
            return keys[k];
    }
    fail_msg("no key reads \"%s\"", label);
    return keys[0];
}

/* Checks every rung of level's ladder against f; 1 when a nudge comes before the next press. */
static int check_ladder(const calc_level *level, const calc_rules *rules, const facts *f)
{
    cs_ladder ladder;
    memset(&ladder, 0, sizeof ladder);
    cs_budget budget = {0, 0, NULL, NULL, NULL};
    cs_error err;
    assert_int_equal(calc_ladder(level, rules, &budget, &ladder, &err), 0);
    assert_true(ladder.solvable && ladder.complete && !ladder.won);
    calc_state start = calc_level_start(level);
    int nudge = 0, counts = 0, last = -1, listed[KEYS] = {0};
    for (int i = 0; i < ladder.rung_count; i++) {
        const cs_rung *rung = &ladder.rungs[i];
        assert_true((int)rung->kind > last || rung->kind == CS_RUNG_COUNT); /* in order, each kind once but counts */
        last = (int)rung->kind;
        assert_true(rung->text[0] != '\0');
        nudge |= rung->kind <= CS_RUNG_WAYPOINT;
        if (rung->kind == CS_RUNG_UNUSED) {
            for (int k = 0; k < rung->key_count; k++) {
                int key = key_of(press_named(level, &start, rung->keys[k]));
                assert_false(f->used[key]);
                listed[key] = 1;
            }
        } else if (rung->kind == CS_RUNG_COUNT) {
            int key = key_of(press_named(level, &start, rung->key));
            assert_true(++counts <= CS_LADDER_MAX_COUNTS);
            assert_true(rung->times > 0);
            assert_int_equal(f->lo[key], rung->times);
            assert_int_equal(f->hi[key], rung->times);
        } else if (rung->kind == CS_RUNG_WAYPOINT) {
            assert_true(rung->after >= 2 && rung->after < f->length);
            assert_true(f->same[rung->after]);
            assert_int_equal(f->shown[rung->after], rung->value);
        } else if (rung->kind == CS_RUNG_NEXT) {
            assert_true(f->first[key_of(press_named(level, &start, rung->key))]);
        } else {
            calc_state s = start, next;
            const char *p = ladder.solution.data;
            assert_int_equal(ladder.solution_count, f->length);
            for (int m = 0; m < ladder.solution_count; m++) {
                char label[CALC_LABEL_SIZE];
                size_t len = strcspn(p, "\n");
                snprintf(label, sizeof label, "%.*s", (int)len, p);
                p += len + 1;
                int64_t raw;
                assert_true(ref_calc_apply(level, rules, &s, press_named(level, &s, label), &next, &raw));
                s = next;
            }
            assert_int_equal(s.value, level->goal);
        }
    }
    calc_press keys[KEYS];
    int n = press_keys(level, keys);
    for (int k = 0; k < n && n <= CS_LADDER_MAX_KEYS; k++) /* the unused list is exact */
        assert_int_equal(listed[key_of(keys[k])], !f->used[key_of(keys[k])]);
    cs_ladder_free(&ladder);
    return nudge;
}

/* Whether level's ladder has a nudge (unused, count or waypoint) before the next press. */
static int has_nudge(const calc_level *level, const calc_rules *rules)
{
    cs_ladder ladder;
    memset(&ladder, 0, sizeof ladder);
    cs_budget budget = {0, 0, NULL, NULL, NULL};
    cs_error err;
    assert_int_equal(calc_ladder(level, rules, &budget, &ladder, &err), 0);
    int nudge = ladder.rung_count > 0 && ladder.rungs[0].kind <= CS_RUNG_WAYPOINT;
    cs_ladder_free(&ladder);
    return nudge;
}

static void test_bundled_levels_and_positions_part_way(void **state)
{
    (void)state;
    int count;
    calc_level *levels = bundled_levels_or_fail(&count);
    calc_rules rules = {0, CALC_DEFAULT_DIGITS};
    uint64_t seed;
    long rounds;
    seed_and_count("test_ladder", "LADDER_SEED", 1, "LADDER_POSITIONS", 2, "positions a level", &seed, &rounds);
    test_rng rng = {seed};
    facts f;
    int checked = 0, nudged = 0, positions = 0;
    for (int i = 0; i < count; i++) {
        nudged += has_nudge(&levels[i], &rules);
        if (!enumerate(&levels[i], &rules, &f))
            continue;
        checked++;
        assert_int_equal(check_ladder(&levels[i], &rules, &f), has_nudge(&levels[i], &rules));
        for (long round = 0; round < rounds; round++) { /* along a shortest solution, then off it */
            calc_result r;
            cs_budget budget = {0, 0, NULL, NULL, NULL};
            calc_solve(&levels[i], &rules, 0, 0, &budget, &r);
            calc_level at = levels[i], next;
            int along = (int)between(&rng, 0, r.press_count - 1), off = (int)between(&rng, 0, 2);
            calc_press keys[KEYS];
            int nkeys = press_keys(&at, keys);
            for (int m = 0; m < along + off; m++) {
                calc_press press = m < along ? r.presses[m] : keys[between(&rng, 0, nkeys - 1)];
                int64_t raw;
                cs_error err;
                if (calc_play(&at, &rules, press, &next, &raw, &err) == 0)
                    at = next;
            }
            calc_result_free(&r);
            calc_solve(&at, &rules, 0, 0, &budget, &r);
            int playable = r.solved && r.press_count > 0;
            calc_result_free(&r);
            if (playable && enumerate(&at, &rules, &f)) {
                check_ladder(&at, &rules, &f);
                positions++;
            }
        }
    }
    printf("test_ladder: %d of %d bundled levels checked against every shortest solution, %d positions part-way\n",
           checked, count, positions);
    printf("test_ladder: a nudge before the next press on %d of %d bundled levels (%.1f%%)\n", nudged, count,
           100.0 * nudged / count);
    assert_true(checked >= 190);
    free(levels);
}

/* ---- a budget that stops the walk ---- */

static void test_a_stopped_walk_gives_the_plain_rungs(void **state)
{
    (void)state;
    int count, stopped = 0;
    calc_level *levels = bundled_levels_or_fail(&count);
    calc_rules rules = {0, CALC_DEFAULT_DIGITS};
    for (int i = 0; i < count; i++) {
        calc_result r;
        cs_budget budget = {0, 0, NULL, NULL, NULL};
        calc_solve(&levels[i], &rules, 0, 0, &budget, &r);
        budget.max_bytes = r.peak_bytes + 1; /* enough for the search, not always for the walk's edges */
        calc_result_free(&r);
        cs_ladder ladder;
        memset(&ladder, 0, sizeof ladder);
        cs_error err;
        assert_int_equal(calc_ladder(&levels[i], &rules, &budget, &ladder, &err), 0);
        if (!ladder.complete && ladder.solvable) {
            stopped++;
            assert_int_equal(ladder.rung_count, 2);
            assert_int_equal(ladder.rungs[0].kind, CS_RUNG_NEXT);
            assert_int_equal(ladder.rungs[1].kind, CS_RUNG_SOLUTION);
        }
        cs_ladder_free(&ladder);
    }
    assert_true(stopped > 0);
    cs_budget cancelled = {1, 0, NULL, NULL, NULL}; /* too small for the search: nothing known, and said so */
    cs_ladder ladder;
    memset(&ladder, 0, sizeof ladder);
    cs_error err;
    assert_int_equal(calc_ladder(&levels[198], &rules, &cancelled, &ladder, &err), 0);
    assert_false(ladder.complete);
    assert_int_equal(ladder.rung_count, 0);
    assert_false(ladder.solvable);
    assert_contains(ladder.message.data, "Gave up after");
    cs_ladder_free(&ladder);
    free(levels);
}

TEST_MAIN(cmocka_unit_test(test_bundled_levels_and_positions_part_way),
          cmocka_unit_test(test_a_stopped_walk_gives_the_plain_rungs))
