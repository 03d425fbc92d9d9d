/*
 * fuzz_solve.c: libFuzzer harness for the Calculator search (calc_solve) on
 * levels that parse, with counting and listing, default and classic rules and
 * displays of 1 to 18 digits.
 *
 * Input: three header bytes, then level text (up to the first NUL):
 *   byte 0  bit 0: classic rules (free Store save); bit 1: count_all
 *   byte 1  display digits: byte % 19, 0 = the default 6
 *   byte 2  how many solutions to list (0..255)
 * Up to four levels of the text are solved, each under a small state budget
 * and a memory cap.
 *
 * Oracles: a solution replays through calc_apply to the goal within the moves
 * allowed, with the moves it claims; listed solutions replay too, have the same
 * moves, are distinct and in dictionary order of labels, the first being the
 * one shown (default rules); count >= listed; counting does not change the solution shown; the
 * JSON report parses. When the search finished and the level is small enough,
 * a brute force over every press sequence (calc_apply only, apart from the BFS)
 * must agree on solvability, the shortest number of moves and the count.
 */
#include "fuzz_common.h"

#include "calc.h"

#define FUZZ_SOLVE_STATES 20000u
#define FUZZ_SOLVE_BYTES ((size_t)32 << 20)
#define FUZZ_SOLVE_LEVELS 4
#define FUZZ_BRUTE_LEAVES 40000.0 /* brute force only below this many sequences */

/* ---- brute force: every press sequence, apart from the BFS ---- */

typedef struct brute {
    const calc_level *level;
    const calc_rules *rules;
    calc_press acts[2 * CALC_MAX_BUTTONS];
    int act_count;
    int save_button; /* classic: the Store button, whose save is free; else -1 */
    int max_moves;
    uint64_t count[CALC_MAX_MOVES + 1]; /* sequences that end on the goal after i moves */
} brute;

static void brute_walk(brute *bf, const calc_state *s, int moves, int just_saved)
{
    if (moves > 0 && !just_saved && s->value == bf->level->goal)
        bf->count[moves]++;
    if (moves == bf->max_moves)
        return;
    calc_state next;
    int64_t raw;
    for (int a = 0; a < bf->act_count; a++)
        if (calc_apply(bf->level, bf->rules, s, bf->acts[a], &next, &raw))
            brute_walk(bf, &next, moves + 1, 0);
    if (bf->save_button >= 0 && !just_saved) {
        calc_press save = {(uint8_t)bf->save_button, 1};
        if (calc_apply(bf->level, bf->rules, s, save, &next, &raw) && next.store != s->store)
            brute_walk(bf, &next, moves, 1);
    }
}

static void brute_force(brute *bf, const calc_level *level, const calc_rules *rules, int max_moves)
{
    memset(bf, 0, sizeof *bf);
    bf->level = level;
    bf->rules = rules;
    bf->save_button = -1;
    bf->max_moves = max_moves;
    for (int b = 0; b < level->button_count; b++) {
        calc_press tap = {(uint8_t)b, 0}, save = {(uint8_t)b, 1};
        bf->acts[bf->act_count++] = tap;
        if (level->buttons[b].kind == CALC_STORE) {
            if (rules->classic)
                bf->save_button = b;
            else
                bf->acts[bf->act_count++] = save;
        }
    }
    calc_state start = calc_level_start(level);
    brute_walk(bf, &start, 0, 0);
}

/* ---- the checks ---- */

static int compare_presses(const calc_level *level, const calc_press *a, int na, const calc_press *b, int nb)
{
    for (int i = 0; i < na && i < nb; i++) {
        int c = strcmp(calc_press_label(level, a[i]), calc_press_label(level, b[i]));
        if (c)
            return c;
    }
    return na - nb;
}

/* Replays presses; returns the moves they cost, or -1 when one is illegal or
 * the goal is not reached. */
static int replay_moves(const calc_level *level, const calc_rules *rules, const calc_press *presses, int count)
{
    calc_state s = calc_level_start(level), next;
    int64_t raw;
    int moves = 0;
    for (int i = 0; i < count; i++) {
        FUZZ_CHECK(presses[i].button < level->button_count, "press of button %d", presses[i].button);
        FUZZ_CHECK(!presses[i].save || level->buttons[presses[i].button].kind == CALC_STORE, "save of a non-Store");
        if (!calc_apply(level, rules, &s, presses[i], &next, &raw))
            return -1;
        s = next;
        moves += !(presses[i].save && rules->classic);
    }
    return s.value == level->goal ? moves : -1;
}

static double power_of(double base, int exponent)
{
    double r = 1;
    for (int i = 0; i < exponent; i++)
        r *= base;
    return r;
}

static void check_level(const calc_level *level, const calc_rules *rules, int count_all, int max_listed)
{
    cs_budget budget = {FUZZ_SOLVE_STATES, FUZZ_SOLVE_BYTES, NULL};
    calc_result r;
    calc_solve(level, rules, count_all, max_listed, &budget, &r);
    FUZZ_CHECK(r.states <= FUZZ_SOLVE_STATES, "%llu states over the budget", (unsigned long long)r.states);
    if (r.solved) {
        FUZZ_CHECK(r.press_count >= 0 && r.press_count <= 2 * CALC_MAX_MOVES + 2, "press_count %d", r.press_count);
        int moves = replay_moves(level, rules, r.presses, r.press_count);
        FUZZ_CHECK(moves >= 0, "the solution does not replay to the goal");
        FUZZ_CHECK(moves == r.moves, "solution costs %d moves, result says %d", moves, r.moves);
        FUZZ_CHECK(r.moves <= level->moves, "%d moves over the %d allowed", r.moves, level->moves);
    } else {
        FUZZ_CHECK(r.listed_count == 0 && r.count == 0, "unsolved yet counted");
    }
    if (count_all && r.solved) {
        FUZZ_CHECK(r.count >= 1, "solved with count 0");
        FUZZ_CHECK(r.listed_count >= 0 && r.listed_count <= max_listed && (uint64_t)r.listed_count <= r.count,
                   "listed %d of %llu (max %d)", r.listed_count, (unsigned long long)r.count, max_listed);
        if (r.stop == CS_FINISHED && max_listed > 0 && !r.count_saturated)
            FUZZ_CHECK((uint64_t)r.listed_count == (r.count < (uint64_t)max_listed ? r.count : (uint64_t)max_listed),
                       "listed %d of %llu (max %d)", r.listed_count, (unsigned long long)r.count, max_listed);
        int offset = 0;
        for (int s = 0; s < r.listed_count; s++) {
            const calc_press *p = r.listed + offset;
            int n = r.listed_lengths[s];
            FUZZ_CHECK(n >= 0 && n <= 2 * CALC_MAX_MOVES + 2, "listed length %d", n);
            FUZZ_CHECK(replay_moves(level, rules, p, n) == r.moves, "listed solution %d does not replay in %d moves",
                       s, r.moves);
            /* the solution shown is the first in dictionary order, under
             * classic rules too (regressions/solve/classic-tiebreak-4-666) */
            if (s == 0)
                FUZZ_CHECK(compare_presses(level, p, n, r.presses, r.press_count) == 0,
                           "the first listed solution is not the one shown");
            if (s > 0)
                FUZZ_CHECK(compare_presses(level, p - r.listed_lengths[s - 1], r.listed_lengths[s - 1], p, n) < 0,
                           "listed solutions %d and %d out of dictionary order", s - 1, s);
            offset += n;
        }
    }

    /* counting must not change the solution shown */
    if (count_all && r.stop == CS_FINISHED) {
        calc_result plain;
        calc_solve(level, rules, 0, 0, &budget, &plain);
        if (plain.stop == CS_FINISHED) {
            FUZZ_CHECK(plain.solved == r.solved, "counting changes solvability");
            if (r.solved)
                FUZZ_CHECK(plain.moves == r.moves &&
                               compare_presses(level, plain.presses, plain.press_count, r.presses, r.press_count) == 0,
                           "counting changes the solution shown");
        }
        calc_result_free(&plain);
    }

    /* brute force, when the search finished and the level is small */
    if (r.stop == CS_FINISHED) {
        int depth = r.solved ? r.moves : level->moves;
        int acts = level->button_count;
        for (int b = 0; b < level->button_count; b++)
            acts += level->buttons[b].kind == CALC_STORE;
        if (power_of(acts, depth) <= FUZZ_BRUTE_LEAVES) {
            brute bf;
            brute_force(&bf, level, rules, depth);
            int shortest = level->start == level->goal ? 0 : -1;
            for (int m = 1; shortest < 0 && m <= depth; m++)
                if (bf.count[m])
                    shortest = m;
            FUZZ_CHECK((shortest >= 0) == (r.solved != 0), "brute force %s, BFS %s", shortest >= 0 ? "solves" : "does not",
                       r.solved ? "does" : "does not");
            if (r.solved) {
                FUZZ_CHECK(shortest == r.moves, "brute force shortest %d moves, BFS %d", shortest, r.moves);
                uint64_t want = shortest == 0 ? 1 : bf.count[shortest];
                if (count_all && !r.count_saturated)
                    FUZZ_CHECK(r.count == want, "BFS counts %llu shortest solutions, brute force %llu",
                               (unsigned long long)r.count, (unsigned long long)want);
            }
        }
    }

    cs_buf out = {0};
    calc_report_json(&out, level, rules, &r, count_all);
    fuzz_check_json(&out, 0);
    cs_buf_free(&out);
    calc_report_text(&out, level, rules, &r, count_all);
    FUZZ_CHECK(!out.failed, "text report");
    cs_buf_free(&out);
    calc_result_free(&r);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 3)
        return 0;
    calc_rules rules = {data[0] & 1, data[1] % (CALC_MAX_DIGITS + 1)};
    int count_all = (data[0] >> 1) & 1;
    int max_listed = data[2];
    char *text = fuzz_strndup(data + 3, size - 3);
    calc_level *levels;
    cs_error err;
    int n = calc_parse_levels(text, &rules, &levels, &err);
    for (int i = 0; i < n && i < FUZZ_SOLVE_LEVELS; i++)
        check_level(&levels[i], &rules, count_all, max_listed);
    if (n > 0)
        free(levels);
    free(text);
    return 0;
}
