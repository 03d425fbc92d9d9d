/*
 * test_calc2_ladder.c: Calculator 2's hint ladder checked against every press sequence of
 * the shortest length to the goal it points at, tried one by one: on the bundled levels
 * whose sequences are few enough to list (and on positions part-way along their ways), an
 * unused key is pressed by no sequence that reaches the goal, a count is the number of
 * presses of its key in every one of them, a waypoint is shown by all of them after its
 * presses, and the next press and the whole way are the hint's and the solver's.
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
#include "ladder.h"
#include "test_support.h"

#define MAX_SEQUENCES 400000L /* sequences tried per level at most; levels with more are skipped */

typedef struct brute {
    const calc2_level *level;
    int64_t goal;
    int length;
    calc2_press path[CALC_MAX_MOVES];
    int64_t shown[CALC_MAX_MOVES];
    long tried, winning;
    int presses[2 * CALC_MAX_BUTTONS]; /* of each key (key * 2 + save) in the sequence under way */
    int lo[2 * CALC_MAX_BUTTONS], hi[2 * CALC_MAX_BUTTONS];
    int64_t waypoint[CALC_MAX_MOVES]; /* the display after each press, all winning sequences alike */
    int waypoint_same[CALC_MAX_MOVES];
} brute;

/* Every sequence of length presses from s; the winning ones tallied. */
static void try_all(brute *b, const calc2_state *s, int depth)
{
    if (b->tried > MAX_SEQUENCES)
        return;
    if (depth == b->length) {
        b->tried++;
        if (s->value != b->goal)
            return;
        for (int k = 0; k < 2 * CALC_MAX_BUTTONS; k++) {
            b->lo[k] = b->winning == 0 || b->presses[k] < b->lo[k] ? b->presses[k] : b->lo[k];
            b->hi[k] = b->winning == 0 || b->presses[k] > b->hi[k] ? b->presses[k] : b->hi[k];
        }
        for (int i = 0; i < b->length; i++) {
            b->waypoint_same[i] = b->winning == 0 || (b->waypoint_same[i] && b->waypoint[i] == b->shown[i]);
            b->waypoint[i] = b->shown[i];
        }
        b->winning++;
        return;
    }
    calc2_press presses[CALC2_MAX_PRESSES];
    int n = calc2_presses(b->level, s, presses);
    for (int p = 0; p < n; p++) {
        calc2_state next;
        int64_t before;
        if (!calc2_apply(b->level, s, presses[p], &next, &before))
            continue;
        int key = presses[p].key * 2 + presses[p].save;
        b->presses[key]++;
        b->shown[depth] = next.value;
        try_all(b, &next, depth + 1);
        b->presses[key]--;
    }
}

/* The key index (key * 2 + save) a ladder names. */
static int key_named(const calc2_level *level, const char *name)
{
    for (int k = 0; k < level->key_count; k++) {
        char save[CALC2_LABEL_SIZE + 8];
        snprintf(save, sizeof save, "%s:save", level->keys[k].label);
        if (strcmp(name, level->keys[k].label) == 0)
            return k * 2;
        if (strcmp(name, save) == 0)
            return k * 2 + 1;
    }
    fail_msg("the ladder names %s, no key of the level", name);
    return -1;
}

/* The ladder from level against every sequence; 1 when checked, 0 when skipped. */
static int check_ladder(const calc2_level *level)
{
    cs_ladder ladder;
    cs_error err;
    cs_budget budget = {0, 0, NULL, NULL, NULL};
    memset(&ladder, 0, sizeof ladder);
    assert_int_equal(calc2_ladder(level, &budget, &ladder, &err), 0);
    if (!ladder.solvable || ladder.won) {
        cs_ladder_free(&ladder);
        return 0;
    }
    calc2_result r;
    calc2_solve(level, 0, &budget, &r);
    brute b;
    memset(&b, 0, sizeof b);
    b.level = level;
    for (int i = 0; i < ladder.rung_count; i++)
        if (ladder.rungs[i].kind == CS_RUNG_SOLUTION)
            for (int g = 0; g < r.goal_count; g++)
                if (r.goals[g].solved && !r.goals[g].reached && (b.length == 0 || r.goals[g].moves < b.length)) {
                    b.length = r.goals[g].moves;
                    b.goal = r.goals[g].goal;
                }
    calc2_state start = calc2_level_state(level);
    try_all(&b, &start, 0);
    if (b.tried > MAX_SEQUENCES) {
        cs_ladder_free(&ladder);
        return 0;
    }
    assert_true(b.winning > 0);
    for (int i = 0; i < ladder.rung_count; i++) {
        const cs_rung *rung = &ladder.rungs[i];
        if (rung->kind == CS_RUNG_UNUSED)
            for (int k = 0; k < rung->key_count; k++)
                assert_int_equal(b.hi[key_named(level, rung->keys[k])], 0);
        if (rung->kind == CS_RUNG_COUNT) {
            int key = key_named(level, rung->key);
            assert_int_equal(b.lo[key], rung->times);
            assert_int_equal(b.hi[key], rung->times);
        }
        if (rung->kind == CS_RUNG_WAYPOINT) {
            assert_true(b.waypoint_same[rung->after - 1]);
            assert_int_equal(b.waypoint[rung->after - 1], rung->value);
        }
    }
    cs_ladder_free(&ladder);
    return 1;
}

static void every_rung_holds_for_every_shortest_way(void **state)
{
    (void)state;
    calc2_level *levels = NULL;
    cs_error err;
    int n = calc2_parse_levels(calc2_bundled_text(), &levels, &err), checked = 0, positions = 0;
    assert_int_equal(n, 190);
    for (int i = 0; i < n; i++) {
        checked += check_ladder(&levels[i]);
        /* part-way: after the first press of the hint's way */
        cs_buf step = {0}, hint = {0};
        calc2_level next;
        cs_budget budget = {0, 0, NULL, NULL, NULL};
        calc2_hint(&hint, &levels[i], &budget, 1);
        const char *move = strstr(hint.data, "\"move\": \"");
        char label[CALC2_LABEL_SIZE] = "";
        if (move)
            snprintf(label, sizeof label, "%.*s", (int)strcspn(move + 9, "\""), move + 9);
        if (*label && calc2_play(&levels[i], label, &next, &step, &err) == 0)
            positions += check_ladder(&next);
        cs_buf_free(&step);
        cs_buf_free(&hint);
    }
    printf("calc2 ladder: %d bundled levels and %d positions part-way checked against every sequence\n", checked,
           positions);
    assert_true(checked > 150);
    free(levels);
}

static void the_ladder_of_level_184(void **state)
{
    (void)state;
    expect_answer(cs_hint_json("calculator2", "start: 54\ngoals: 49, 11\nmoves: 3\nbuttons: Lock, Sort>, /5\n",
                               &(cs_options){.ladder = 1}),
                  "\"kind\": \"count\", \"key\": \"Lock\", \"times\": 1",
                  "\"kind\": \"waypoint\", \"value\": 45, \"after\": 2",
                  "\"kind\": \"next\", \"press\": \"Sort>\"", "\"presses\": [\"Sort>\", \"Lock@1\", \"/5\"]");
}

TEST_MAIN(cmocka_unit_test(every_rung_holds_for_every_shortest_way), cmocka_unit_test(the_ladder_of_level_184))
