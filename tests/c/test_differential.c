/*
 * test_differential.c: the Calculator BFS (calc_solve) against an independent
 * brute force, on thousands of random small levels.
 *
 * The brute force is the method of the original blog solver: try every
 * sequence of presses up to the move limit. It uses calc_apply as the one
 * source of rules and nothing of the search (no states, no hashing, no layers),
 * so the two only agree when the search is right:
 *   - solvability and the shortest number of moves (under default rules a
 *     Store long-press "save" is a real move; under classic rules it is free);
 *   - every solution the BFS shows replays through calc_apply to the goal;
 *   - with count_all, the BFS count of distinct shortest solutions equals the
 *     number of press sequences of that length that reach the goal (a press
 *     sequence is the list of (button, save) presses), and the listed solutions
 *     are exactly the first ones of those sequences in dictionary order of
 *     their labels; under default rules the solution shown is the first.
 * Classic rules are checked against a brute force that treats a save as free:
 * a save must change what Store holds (saving the same value twice is not a
 * different solution) and a solution ends on a real press.
 *
 * Levels: 1 to 5 random buttons of every kind with small operands, random
 * start, a goal that is usually the end of a random walk (so most levels are
 * solvable) and sometimes any value, 1 to 5 moves, sometimes a portal,
 * sometimes a display of 2 to 5 digits. The levels are written as text and
 * parsed, so they are levels a user could give.
 *
 * Reproducible: a fixed seed, printed; DIFF_SEED=<n> picks another one and
 * DIFF_LEVELS=<n> the number of levels per rule set (default 20000; `make
 * fuzz-differential` runs 100000).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "calc.h"
#include "test_support.h"

#define DIFF_DEFAULT_LEVELS 20000
#define DIFF_DEFAULT_SEED 20170811u /* Calculator: The Game's release month */
#define DIFF_MAX_MOVES 5
#define DIFF_MAX_PRESSES (2 * DIFF_MAX_MOVES + 2)

static uint64_t diff_seed;
static long diff_levels;

/* Random numbers: splitmix64 (test_support.h), one stream per level. */

/* ---- random levels ---- */

static void random_digit_string(test_rng *r, char *out, int max_len)
{
    int len = (int)between(r, 1, max_len);
    for (int i = 0; i < len; i++)
        out[i] = (char)('0' + between(r, 0, 9));
    out[len] = '\0';
}

/* One button label of a random kind with a small operand. */
static void random_label(test_rng *r, char *out, size_t size)
{
    static const int divisors[] = {-3, -2, -1, 1, 2, 3, 4, 5};
    char a[8], b[8];
    switch (between(r, 0, 16)) {
    case 0: snprintf(out, size, "+%d", (int)between(r, 0, 9)); break;
    case 1: snprintf(out, size, "-%d", (int)between(r, 0, 9)); break;
    case 2: snprintf(out, size, "x%d", (int)between(r, -3, 5)); break;
    case 3: snprintf(out, size, "/%d", divisors[between(r, 0, 7)]); break;
    case 4: random_digit_string(r, a, 2); snprintf(out, size, "%s", a); break; /* append, "0".."99", "05" */
    case 5:
        random_digit_string(r, a, 2);
        random_digit_string(r, b, 2);
        snprintf(out, size, "%s=>%s", a, b);
        break;
    case 6: snprintf(out, size, "+/-"); break;
    case 7: snprintf(out, size, "<<"); break;
    case 8: snprintf(out, size, "^%d", (int)between(r, 0, 4)); break;
    case 9: snprintf(out, size, "Reverse"); break;
    case 10: snprintf(out, size, "SUM"); break;
    case 11: snprintf(out, size, "<Shift"); break;
    case 12: snprintf(out, size, "Shift>"); break;
    case 13: snprintf(out, size, "Mirror"); break;
    case 14: snprintf(out, size, "[+]%d", (int)between(r, 1, 3)); break;
    case 15: snprintf(out, size, "Store"); break;
    default: snprintf(out, size, "Inv10"); break;
    }
}

/* Every press of a level (a save too for Store), in dictionary order of labels:
 * the order in which the brute force enumerates, so that its sequences come
 * out in dictionary order. */
static int sorted_presses(const calc_level *level, calc_press *out)
{
    int n = 0;
    for (int b = 0; b < level->button_count; b++) {
        out[n++] = (calc_press){(uint8_t)b, 0};
        if (level->buttons[b].kind == CALC_STORE)
            out[n++] = (calc_press){(uint8_t)b, 1};
    }
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && strcmp(calc_press_label(level, out[j - 1]), calc_press_label(level, out[j])) > 0; j--) {
            calc_press t = out[j];
            out[j] = out[j - 1];
            out[j - 1] = t;
        }
    return n;
}

typedef struct diff_level {
    char text[512];
    calc_level level;
    calc_rules rules;
} diff_level;

static int parse_into(diff_level *d)
{
    calc_level *levels;
    cs_error err;
    int n = calc_parse_levels(d->text, &d->rules, &levels, &err);
    if (n != 1)
        fail_msg("generated level does not parse (line %d, %s: %s):\n%s", err.line, err.field, err.message, d->text);
    d->level = levels[0];
    free(levels);
    return 0;
}

static void write_level(diff_level *d, int64_t start, int64_t goal, int moves, const char *buttons, int portal_in,
                        int portal_out)
{
    int len = snprintf(d->text, sizeof d->text, "start: %" PRId64 "\ngoal: %" PRId64 "\nmoves: %d\nbuttons: %s\n",
                       start, goal, moves, buttons);
    if (portal_in >= 0)
        snprintf(d->text + len, sizeof d->text - (size_t)len, "portal: %d %d\n", portal_in, portal_out);
}

static void random_level(test_rng *r, int classic, diff_level *d)
{
    int digits = chance(r, 70) ? 6 : (int)between(r, 2, 5);
    int64_t limit = display_limit(digits);
    d->rules = (calc_rules){classic, digits};

    char buttons[256] = "";
    int count = (int)between(r, 1, 5);
    for (int i = 0; i < count; i++) {
        char label[32];
        if (i == 0 && chance(r, 15))
            snprintf(label, sizeof label, "Store"); /* Store's two presses deserve extra attention */
        else
            random_label(r, label, sizeof label);
        if (i)
            strcat(buttons, ", ");
        strcat(buttons, label);
    }
    int portal_in = -1, portal_out = 0;
    if (digits >= 2 && chance(r, 20)) {
        portal_in = (int)between(r, 1, digits - 1);
        portal_out = (int)between(r, 0, portal_in - 1);
    }
    int64_t start;
    switch (between(r, 0, 3)) {
    case 0: case 1: start = between(r, 0, 30); break;
    case 2: start = between(r, -30, 30); break;
    default: start = between(r, -(limit < 9999 ? limit : 9999), limit < 9999 ? limit : 9999); break;
    }
    if (start > limit)
        start = limit;
    if (start < -limit)
        start = -limit;
    int moves = (int)between(r, 1, DIFF_MAX_MOVES);
    write_level(d, start, 0, moves, buttons, portal_in, portal_out);
    parse_into(d);

    /* the goal: usually where a random walk ends, so that many levels are solvable */
    int64_t goal = start;
    if (chance(r, 70)) {
        calc_press presses[2 * CALC_MAX_BUTTONS];
        int n = sorted_presses(&d->level, presses);
        for (int walk = 0; walk < 4 && goal == start; walk++) { /* few trivial levels, please */
            calc_state s = {start, -1, 0}, next;
            int64_t raw;
            int steps = (int)between(r, 1, moves + 1);
            for (int i = 0; i < steps; i++) {
                for (int tries = 0; tries < 8; tries++)
                    if (calc_apply(&d->level, &d->rules, &s, presses[between(r, 0, n - 1)], &next, &raw)) {
                        s = next;
                        break;
                    }
            }
            goal = s.value;
        }
    } else {
        goal = chance(r, 50) ? between(r, -50, 100) : between(r, -limit, limit);
        if (goal > limit || goal < -limit)
            goal = 0;
    }
    write_level(d, start, goal, moves, buttons, portal_in, portal_out);
    parse_into(d);
}

/* ---- the brute force ---- */

typedef struct brute {
    const calc_level *level;
    const calc_rules *rules;
    calc_press presses[2 * CALC_MAX_BUTTONS]; /* in dictionary order of labels */
    int press_count;
    int max_moves;
    uint64_t count[DIFF_MAX_MOVES + 1];        /* sequences ending on the goal after i moves */
    /* listing: the first CALC_MAX_LISTED sequences of exactly `list_moves` moves */
    int list_moves;
    calc_press stack[DIFF_MAX_PRESSES];
    calc_press listed[CALC_MAX_LISTED][DIFF_MAX_PRESSES];
    int listed_length[CALC_MAX_LISTED];
    int listed_count;
    uint64_t sequences; /* press sequences tried */
} brute;

static int is_free_save(const brute *bf, calc_press p) { return p.save && bf->rules->classic; }

/* Depth-first over every press sequence from s, which was reached in `moves`
 * moves by the `depth` presses on the stack. Under classic rules a save costs
 * no move, must change Store and cannot end a solution (just_saved). */
static void walk(brute *bf, const calc_state *s, int moves, int depth, int just_saved)
{
    bf->sequences++;
    if (moves > 0 && !just_saved && s->value == bf->level->goal) {
        if (bf->list_moves == 0)
            bf->count[moves]++;
        else if (moves == bf->list_moves && bf->listed_count < CALC_MAX_LISTED) {
            memcpy(bf->listed[bf->listed_count], bf->stack, (size_t)depth * sizeof(calc_press));
            bf->listed_length[bf->listed_count++] = depth;
        }
    }
    int limit = bf->list_moves ? bf->list_moves : bf->max_moves;
    for (int i = 0; i < bf->press_count; i++) {
        calc_press p = bf->presses[i];
        int free_save = is_free_save(bf, p);
        if (!free_save && moves == limit)
            continue;
        if (free_save && (just_saved || moves == limit))
            continue;
        calc_state next;
        int64_t raw;
        if (!calc_apply(bf->level, bf->rules, s, p, &next, &raw))
            continue;
        if (free_save && next.store == s->store)
            continue;
        bf->stack[depth] = p;
        walk(bf, &next, moves + !free_save, depth + 1, free_save);
    }
}

/* Fills bf->count for every length up to max_moves; returns the shortest
 * number of moves that reaches the goal, or -1. */
static int brute_shortest(brute *bf, const calc_level *level, const calc_rules *rules)
{
    memset(bf, 0, sizeof *bf);
    bf->level = level;
    bf->rules = rules;
    bf->press_count = sorted_presses(level, bf->presses);
    bf->max_moves = level->moves;
    if (level->start == level->goal)
        return 0;
    calc_state start = calc_level_start(level);
    walk(bf, &start, 0, 0, 0);
    for (int m = 1; m <= level->moves; m++)
        if (bf->count[m])
            return m;
    return -1;
}

static void brute_list(brute *bf, int moves)
{
    bf->list_moves = moves;
    bf->listed_count = 0;
    calc_state start = calc_level_start(bf->level);
    walk(bf, &start, 0, 0, 0);
}

/* ---- the comparison ---- */

typedef struct diff_stats {
    long levels, solvable, unsolvable, trivial, with_store, with_portal, small_display;
    long listed_compared;
    uint64_t sequences, max_count, states;
} diff_stats;

static void press_text(const calc_level *level, const calc_press *p, int n, char *out, size_t size)
{
    size_t len = 0;
    out[0] = '\0';
    for (int i = 0; i < n && len + 1 < size; i++)
        len += (size_t)snprintf(out + len, size - len, "%s%s", i ? " " : "", calc_press_label(level, p[i]));
}

static int same_presses(const calc_press *a, int na, const calc_press *b, int nb)
{
    if (na != nb)
        return 0;
    for (int i = 0; i < na; i++)
        if (a[i].button != b[i].button || a[i].save != b[i].save)
            return 0;
    return 1;
}

/* Moves the presses cost when they replay to the goal, else -1. */
static int replay(const calc_level *level, const calc_rules *rules, const calc_press *p, int n)
{
    calc_state s = calc_level_start(level), next;
    int64_t raw;
    int moves = 0;
    for (int i = 0; i < n; i++) {
        if (p[i].button >= level->button_count || !calc_apply(level, rules, &s, p[i], &next, &raw))
            return -1;
        s = next;
        moves += !(p[i].save && rules->classic);
    }
    return s.value == level->goal ? moves : -1;
}

static void compare_level(const diff_level *d, diff_stats *st)
{
    const calc_level *level = &d->level;
    const calc_rules *rules = &d->rules;
    static brute bf; /* large: keep it off the stack */
    int shortest = brute_shortest(&bf, level, rules);

    calc_result plain, counted;
    calc_solve(level, rules, 0, 0, NULL, &plain);
    calc_solve(level, rules, 1, CALC_MAX_LISTED, NULL, &counted);
    char shown[256], want[256];
    if (plain.stop != CS_FINISHED || counted.stop != CS_FINISHED)
        fail_msg("the search gave up (%s) on a small level:\n%s", cs_stop_reason(plain.stop), d->text);
    if ((shortest >= 0) != (plain.solved != 0) || (shortest >= 0) != (counted.solved != 0))
        fail_msg("brute force: %s; BFS: %s (counting: %s); %s rules, %d digits:\n%s",
                 shortest >= 0 ? "solvable" : "no solution", plain.solved ? "solved" : "no solution",
                 counted.solved ? "solved" : "no solution", rules->classic ? "classic" : "default", rules->digits,
                 d->text);
    st->levels++;
    st->sequences += bf.sequences;
    st->states += plain.states;
    for (int b = 0; b < level->button_count; b++)
        if (level->buttons[b].kind == CALC_STORE) {
            st->with_store++;
            break;
        }
    st->with_portal += level->has_portal;
    st->small_display += rules->digits != CALC_DEFAULT_DIGITS;
    if (shortest < 0) {
        st->unsolvable++;
        goto done;
    }
    st->solvable++;
    st->trivial += shortest == 0;
    if (plain.moves != shortest || counted.moves != shortest)
        fail_msg("shortest: brute force %d moves, BFS %d (counting: %d); %s rules:\n%s", shortest, plain.moves,
                 counted.moves, rules->classic ? "classic" : "default", d->text);
    press_text(level, plain.presses, plain.press_count, shown, sizeof shown);
    if (replay(level, rules, plain.presses, plain.press_count) != shortest)
        fail_msg("the BFS solution [%s] does not replay to the goal in %d moves:\n%s", shown, shortest, d->text);
    if (!same_presses(plain.presses, plain.press_count, counted.presses, counted.press_count))
        fail_msg("counting changes the solution shown ([%s]):\n%s", shown, d->text);

    uint64_t want_count = shortest == 0 ? 1 : bf.count[shortest];
    if (counted.count != want_count || counted.count_saturated)
        fail_msg("BFS counts %" PRIu64 " shortest solutions, brute force %" PRIu64 " (%d moves, %s rules):\n%s",
                 counted.count, want_count, shortest, rules->classic ? "classic" : "default", d->text);
    if (want_count > st->max_count)
        st->max_count = want_count;

    /* the listing: the first CALC_MAX_LISTED sequences in dictionary order */
    if (shortest == 0) {
        bf.listed_count = 1;
        bf.listed_length[0] = 0;
    } else {
        brute_list(&bf, shortest);
    }
    if (counted.listed_count != bf.listed_count)
        fail_msg("BFS lists %d solutions, brute force %d (of %" PRIu64 "):\n%s", counted.listed_count, bf.listed_count,
                 want_count, d->text);
    int offset = 0;
    for (int i = 0; i < counted.listed_count; i++) {
        const calc_press *p = counted.listed + offset;
        int n = counted.listed_lengths[i];
        if (!same_presses(p, n, bf.listed[i], bf.listed_length[i])) {
            press_text(level, p, n, shown, sizeof shown);
            press_text(level, bf.listed[i], bf.listed_length[i], want, sizeof want);
            fail_msg("listed solution %d: BFS [%s], brute force (dictionary order) [%s]; %s rules:\n%s", i, shown, want,
                     rules->classic ? "classic" : "default", d->text);
        }
        if (replay(level, rules, p, n) != shortest)
            fail_msg("listed solution %d does not replay:\n%s", i, d->text);
        offset += n;
    }
    st->listed_compared += counted.listed_count;

    /* the solution shown: the first in dictionary order, under both rule sets */
    if (!same_presses(plain.presses, plain.press_count, bf.listed[0], bf.listed_length[0])) {
        press_text(level, bf.listed[0], bf.listed_length[0], want, sizeof want);
        fail_msg("BFS shows [%s], the first shortest in dictionary order is [%s]:\n%s", shown, want, d->text);
    }
done:
    calc_result_free(&plain);
    calc_result_free(&counted);
}

static void run_levels(int classic)
{
    diff_stats st;
    memset(&st, 0, sizeof st);
    clock_t t0 = clock();
    for (long i = 0; i < diff_levels; i++) {
        test_rng r = {diff_seed ^ ((uint64_t)(i + 1) * 0xd1b54a32d192ed03ULL) ^ (classic ? 0x5bd1e995u : 0)};
        diff_level d;
        random_level(&r, classic, &d);
        compare_level(&d, &st);
    }
    double seconds = (double)(clock() - t0) / CLOCKS_PER_SEC;
    printf("differential (%s rules): %ld levels in %.2f s: %ld solvable (%ld at the start), %ld not; "
           "%ld with Store, %ld with a portal, %ld on a 2-5 digit display; %" PRIu64 " press sequences tried, "
           "%" PRIu64 " BFS states; largest count %" PRIu64 "; %ld listed solutions compared",
           classic ? "classic" : "default", st.levels, seconds, st.solvable, st.trivial, st.unsolvable, st.with_store,
           st.with_portal, st.small_display, st.sequences, st.states, st.max_count, st.listed_compared);
    printf("\n");
    /* the generator must keep producing both kinds of level */
    assert_true(st.solvable > diff_levels / 3);
    assert_true(st.unsolvable > 0 || diff_levels < 100);
}

/* The rules set by the test's entry in main: 0 default, 1 classic. */
static const int DEFAULT = 0, CLASSIC = 1;
static void test_rules_match_brute_force(void **state) { run_levels(*(const int *)*state); }

/* Hand-made levels where the two kinds of Store press matter. */
static void test_store_levels(void **state)
{
    (void)state;
    static const char *const texts[] = {
        "start: 12\ngoal: 1212\nmoves: 2\nbuttons: Store\n",
        "start: 1\ngoal: 1111\nmoves: 5\nbuttons: Store, +1\n",
        "start: 3\ngoal: 3333\nmoves: 4\nbuttons: Store, x-1\n",
        "start: 9\ngoal: 3001\nmoves: 9\nbuttons: 39=>93, /3, Store, 31=>00\n",
    };
    diff_stats st;
    memset(&st, 0, sizeof st);
    for (int classic = 0; classic <= 1; classic++)
        for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++) {
            diff_level d;
            memset(&d, 0, sizeof d);
            snprintf(d.text, sizeof d.text, "%s", texts[i]);
            d.rules = (calc_rules){classic, CALC_DEFAULT_DIGITS};
            parse_into(&d);
            if (d.level.moves > DIFF_MAX_MOVES) { /* 3001 from 9: 9 moves, 7 under classic rules */
                calc_result r;
                calc_solve(&d.level, &d.rules, 0, 0, NULL, &r);
                assert_true(r.solved);
                assert_int_equal(r.moves, classic ? 7 : 9);
                assert_int_equal(replay(&d.level, &d.rules, r.presses, r.press_count), r.moves);
                continue;
            }
            compare_level(&d, &st);
        }
    assert_true(st.solvable >= 4);
}

int main(void)
{
    seed_and_count("differential", "DIFF_SEED", DIFF_DEFAULT_SEED, "DIFF_LEVELS", DIFF_DEFAULT_LEVELS,
                   "levels per rule set", &diff_seed, &diff_levels);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_store_levels),
        {"test_default_rules_match_brute_force", test_rules_match_brute_force, NULL, NULL, (void *)&DEFAULT},
        {"test_classic_rules_match_brute_force", test_rules_match_brute_force, NULL, NULL, (void *)&CLASSIC},
    };
    return cmocka_run_group_tests_name("differential", tests, NULL, NULL);
}
