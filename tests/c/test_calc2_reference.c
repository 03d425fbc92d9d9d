/*
 * test_calc2_reference.c: Calculator 2's search against the independent reference of
 * calc2_reference.h (its own key rules as string edits and its own breadth-first search,
 * written from the rules page). Every goal of the 190 bundled levels: reached within the
 * level's moves, in the fewest presses the reference finds, and the engine's way, read
 * back by the reference press by press, ends on the goal. Then random levels of every key,
 * portals and Locks: the same for every value the reference reaches (CALC2_REF_LEVELS,
 * CALC2_REF_SEED).
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
#include "calc2_reference.h"
#include "test_support.h"

/* The level's keys for the reference, read from their labels. */
static int ref_keys_of(const calc2_level *level, ref_key *keys)
{
    for (int i = 0; i < level->key_count; i++)
        if (ref_key_read(level->keys[i].label, &keys[i]) != 0)
            fail_msg("the reference cannot read key %s", level->keys[i].label);
    return level->key_count;
}

/* Replays a way given as press labels ("Round@2", "Shift@L1", "Store:save") with the
 * reference's rules; the display at the end. */
static long long ref_replay(const calc2_level *level, const ref_key *keys, const calc2_goal_result *goal)
{
    ref_state st = {level->start, -1, 0, -1};
    int in = level->has_portal ? level->portal_in : 0, out = level->has_portal ? level->portal_out : 0;
    for (int i = 0; i < goal->moves; i++) {
        char label[CALC2_LABEL_SIZE], name[CALC2_LABEL_SIZE];
        calc2_press_label(level, goal->presses[i], label);
        snprintf(name, sizeof name, "%s", label);
        int pick = 0;
        char *at = strchr(name, '@'), *save = strstr(name, ":save");
        if (save) {
            *save = '\0';
            pick = 1;
        } else if (at) {
            *at = '\0';
            pick = at[1] == 'L' ? atoi(at + 2) : at[1] == 'R' ? -atoi(at + 2) : atoi(at + 1);
        }
        int key = -1;
        for (int k = 0; k < level->key_count; k++)
            if (strcmp(keys[k].label, name) == 0)
                key = k;
        ref_state next;
        if (key < 0 || ref_apply(keys, key, pick, &st, in, out, &next) != 0)
            fail_msg("level %d, goal %lld: the reference refuses press %d, %s", level->number,
                     (long long)goal->goal, i + 1, label);
        st = next;
    }
    return st.value;
}

/* Every goal of level against the reference; the goals reached. */
static int check_level(const calc2_level *level)
{
    ref_key keys[CALC_MAX_BUTTONS];
    calc2_result result;
    int count = ref_keys_of(level, keys), reached = 0;
    cs_budget budget = {0, 0, NULL, NULL, NULL};
    calc2_solve(level, 0, &budget, &result);
    assert_int_equal(result.stop, CS_FINISHED);
    for (int g = 0; g < level->goal_count; g++) {
        const calc2_goal_result *goal = &result.goals[g];
        int distance = ref_distance(keys, count, level->start, level->goals[g], level->moves,
                                    level->has_portal ? level->portal_in : 0, level->has_portal ? level->portal_out : 0);
        if (distance != (goal->solved ? goal->moves : -1))
            fail_msg("level %d, goal %lld: the engine says %d moves, the reference %d", level->number,
                     (long long)level->goals[g], goal->solved ? goal->moves : -1, distance);
        if (goal->solved && ref_replay(level, keys, goal) != level->goals[g])
            fail_msg("level %d, goal %lld: the engine's way does not end on the goal", level->number,
                     (long long)level->goals[g]);
        reached += goal->solved;
    }
    return reached;
}

static void every_bundled_goal_is_reached_in_the_fewest_moves(void **state)
{
    (void)state;
    calc2_level *levels = NULL;
    cs_error err;
    int n = calc2_parse_levels(calc2_bundled_text(), &levels, &err), goals = 0, reached = 0;
    assert_int_equal(n, 190);
    for (int i = 0; i < n; i++) {
        goals += levels[i].goal_count;
        reached += check_level(&levels[i]);
    }
    printf("calc2 reference: %d of %d goals of the bundled levels reached, each in the fewest moves\n", reached, goals);
    assert_int_equal(goals, 316);
    assert_int_equal(reached, 316);
    free(levels);
}

/* A random key label from every kind both games give the sequel. */
static void random_label(test_rng *r, char *out, size_t size)
{
    static const char *const FIXED[] = {"+/-", "<<", "Reverse", "SUM", "Mirror", "Inv10", "<Shift", "Store", "Sort>",
                                        "Sort<", "Shift", "Delete", "Round", "Lock"};
    static const char *const NUMBERED[] = {"+", "-", "x", "/", "Cut", "Insert", "Digit+", "Digit-", "Digit=", "[+]", ""};
    int pick = (int)between(r, 0, 25);
    if (pick < 14)
        snprintf(out, size, "%s", FIXED[pick]);
    else if (pick < 25)
        snprintf(out, size, "%s%d", NUMBERED[pick - 14], (int)between(r, pick - 14 == 3 ? 2 : 0, 9) + (pick - 14 == 3));
    else
        snprintf(out, size, "%d=>%d", (int)between(r, 0, 9), (int)between(r, 0, 99));
}

static void random_levels_agree_with_the_reference(void **state)
{
    (void)state;
    uint64_t seed;
    long levels;
    seed_and_count("calc2 reference", "CALC2_REF_SEED", 2018, "CALC2_REF_LEVELS", 300, "random levels", &seed, &levels);
    test_rng r = {seed};
    long goals = 0, reached = 0;
    for (long n = 0; n < levels; n++) {
        cs_buf text = {0};
        char label[32];
        long long start = between(&r, 0, 3) == 0 ? between(&r, -999, 0) : between(&r, 0, 99999);
        cs_buf_printf(&text, "start: %lld\nmoves: %d\nbuttons: ", start, (int)between(&r, 2, 4));
        int key_count = (int)between(&r, 1, 4);
        for (int k = 0; k < key_count; k++) {
            random_label(&r, label, sizeof label);
            cs_buf_printf(&text, "%s%s", k ? ", " : "", label);
        }
        if (chance(&r, 25))
            cs_buf_printf(&text, "\nportal: %d 0", (int)between(&r, 2, 5));
        /* goals: up to 8 of the values the reference's own walk reaches, or a number when none */
        cs_buf walk = {0};
        cs_buf_printf(&walk, "%s\ngoal: 0\n", text.data);
        calc2_level *probe = NULL;
        cs_error err;
        if (calc2_parse_levels(walk.data, &probe, &err) != 1)
            fail_msg("random level %ld does not read: %s: %s\n%s", n, err.field, err.message, walk.data);
        ref_key keys[CALC_MAX_BUTTONS];
        long long values[4096];
        int value_count = 0;
        ref_distance_values(keys, ref_keys_of(probe, keys), start, REF_LIMIT + 1, probe->moves,
                            probe->has_portal ? probe->portal_in : 0, probe->has_portal ? probe->portal_out : 0, values,
                            &value_count, 4096);
        free(probe);
        cs_buf_free(&walk);
        cs_buf_add(&text, "\ngoals: ");
        long long chosen[8];
        int chosen_count = 0;
        for (int g = 0; g < 7 && value_count > 0; g++) {
            long long v = values[between(&r, 0, value_count - 1)];
            int again = v == REF_LIMIT;
            for (int h = 0; h < chosen_count; h++)
                again |= chosen[h] == v;
            if (!again)
                chosen[chosen_count++] = v;
        }
        for (int g = 0; g < chosen_count; g++)
            cs_buf_printf(&text, "%lld, ", chosen[g]);
        cs_buf_printf(&text, "%lld\n", REF_LIMIT); /* most often out of reach */
        calc2_level *level = NULL;
        if (calc2_parse_levels(text.data, &level, &err) != 1)
            fail_msg("random level %ld does not read: %s: %s\n%s", n, err.field, err.message, text.data);
        goals += level->goal_count;
        reached += check_level(level);
        free(level);
        cs_buf_free(&text);
    }
    printf("calc2 reference: %ld of %ld goals of random levels reached, each in the fewest moves\n", reached, goals);
    assert_true(reached > goals / 2);
}

TEST_MAIN(cmocka_unit_test(every_bundled_goal_is_reached_in_the_fewest_moves),
          cmocka_unit_test(random_levels_agree_with_the_reference))
