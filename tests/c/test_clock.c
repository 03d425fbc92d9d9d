/*
 * test_clock.c: cmocka tests of the clock game back end (core/clock/).
 *
 * The issue's pinned facts (n=4 k=2: the exact 48-choice string, win at round
 * 81; n=4 k=5: 854 choices), every answer replayed through a reference
 * simulation written here from the issue's wording (absolute cells, R_j built
 * digit by digit, nothing shared with the engine), shortest answers and the
 * '0'-before-'X' tie-break checked against a brute-force BFS over (board, hand)
 * built on that simulation, the engine's own step function against it, the
 * input limits, the budget, and both reports (the JSON trace replayed too).
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
#include "test_support.h"

#define ISSUE_N4_K2 "0XXX000X0XXX00XXX0XXXXX0XXX00XXX0XXXXX0XXXXX0000"

/* ---- the reference simulation: the issue's rules, read literally ---- */

#define REF_MAX_N 16

typedef struct ref_game {
    int n, k, hand;
    uint64_t round;
    int cell[REF_MAX_N];
} ref_game;

static void ref_start(ref_game *g, int n, int k)
{
    memset(g, 0, sizeof *g);
    g->n = n;
    g->k = k;
    g->cell[n - 1] = 1;
    g->hand = n - 1;
    g->round = 0;
    /* one advance before play */
    g->hand = (g->hand + 1) % n;
    g->round++;
}

static int ref_all_zero(const ref_game *g)
{
    for (int i = 0; i < g->n; i++)
        if (g->cell[i] != 0)
            return 0;
    return 1;
}

/* R_j: the n cells of s read clockwise from j, that list reversed, read as a
 * base-(k+1) number (first element most significant). */
static uint64_t ref_reading(const int *s, int n, int k, int j)
{
    int list[REF_MAX_N], reversed[REF_MAX_N];
    for (int t = 0; t < n; t++)
        list[t] = s[(j + t) % n];
    for (int t = 0; t < n; t++)
        reversed[t] = list[n - 1 - t];
    uint64_t value = 0;
    for (int t = 0; t < n; t++)
        value = value * (uint64_t)(k + 1) + (uint64_t)reversed[t];
    return value;
}

/* 'C': the computer increments; 'A': the player's automatic "do nothing" on a
 * 0 cell; 'P': the player really chooses. */
static char ref_who(const ref_game *g)
{
    int n = g->n, here = g->hand;
    if (g->cell[here] < g->k) {
        int s[REF_MAX_N];
        memcpy(s, g->cell, sizeof s);
        s[here]++;
        int i = here;
        while (s[(i - 1 + n) % n] == 0)
            i = (i - 1 + n) % n;
        uint64_t mine = ref_reading(s, n, g->k, i), best = 0;
        for (int j = 0; j < n; j++) {
            uint64_t r = ref_reading(s, n, g->k, j);
            if (r > best)
                best = r;
        }
        if (mine == best)
            return 'C';
    }
    return g->cell[g->hand] == 0 ? 'A' : 'P';
}

static char ref_advance(ref_game *g, char choice)
{
    char who = ref_who(g);
    if (who == 'C')
        g->cell[g->hand]++;
    else if (who == 'P' && choice == '0')
        g->cell[g->hand] = 0;
    g->hand = (g->hand + 1) % g->n;
    g->round++;
    return who;
}

/* Plays moves from the start. 1 when the board first becomes all zero exactly
 * at round `rounds` with every choice used; else 0 with *why set. */
static int ref_replay(int n, int k, const char *moves, uint64_t rounds, const char **why)
{
    ref_game g;
    ref_start(&g, n, k);
    size_t used = 0, length = strlen(moves);
    while (!ref_all_zero(&g)) {
        if (g.round >= rounds) {
            *why = "not all zero by the reported round";
            return 0;
        }
        char choice = 0;
        if (ref_who(&g) == 'P') {
            if (used == length) {
                *why = "the player must choose after the last choice";
                return 0;
            }
            choice = moves[used++];
            if (choice != '0' && choice != 'X') {
                *why = "a choice other than 0 or X";
                return 0;
            }
        }
        ref_advance(&g, choice);
    }
    if (g.round != rounds) {
        *why = "all zero at another round than reported";
        return 0;
    }
    if (used != length) {
        *why = "won before using every choice";
        return 0;
    }
    return 1;
}

/* ---- the brute-force graph: a key per (board, hand) at the player's choices ---- */

/* The number of keys for n cells of 0..k; fails when the brute force is too big. */
static size_t ref_keys(int n, int k)
{
    uint64_t space = 1;
    for (int i = 0; i < n; i++)
        space *= (uint64_t)(k + 1);
    if (space * (uint64_t)n > ((uint64_t)1 << 22))
        fail_msg("n=%d k=%d is too big for the brute force", n, k);
    return (size_t)(space * (uint64_t)n);
}

/* A position's key: the cells as base k+1 digits (cell 0 lowest), times n, plus the hand. */
static size_t ref_key(const ref_game *g)
{
    uint64_t code = 0;
    for (int t = g->n - 1; t >= 0; t--)
        code = code * (uint64_t)(g->k + 1) + (uint64_t)g->cell[t];
    return (size_t)(code * (uint64_t)g->n + (uint64_t)g->hand);
}

/* Plays the game's own moves until the player must choose or the board is clear. */
static void ref_to_choice(ref_game *g)
{
    while (!ref_all_zero(g) && ref_who(g) != 'P')
        ref_advance(g, 0);
}

/* *next: the position of `key` at `round`, after the player's choice c (0: '0',
 * 1: 'X') and the game's own moves up to the next choice. */
static void ref_next(size_t key, int n, int k, uint64_t round, int c, ref_game *next)
{
    memset(next, 0, sizeof *next);
    next->n = n;
    next->k = k;
    next->hand = (int)(key % (size_t)n);
    next->round = round;
    uint64_t code = key / (size_t)n;
    for (int t = 0; t < n; t++) {
        next->cell[t] = (int)(code % (uint64_t)(k + 1));
        code /= (uint64_t)(k + 1);
    }
    ref_advance(next, c == 0 ? '0' : 'X');
    ref_to_choice(next);
}

/* Brute-force BFS over (board, hand) at the player's real choices, FIFO with
 * '0' tried before 'X'. Writes the lexicographically smallest shortest string
 * (caller frees) and the winning round; NULL when there is no win. */
static char *ref_shortest(int n, int k, uint64_t *win_round)
{
    size_t keys = ref_keys(n, k);
    int64_t *parent = malloc(keys * sizeof *parent);
    char *via = malloc(keys);
    uint64_t *round_at = malloc(keys * sizeof *round_at);
    size_t *queue = malloc(keys * sizeof *queue);
    assert_non_null(parent);
    assert_non_null(via);
    assert_non_null(round_at);
    assert_non_null(queue);
    for (size_t i = 0; i < keys; i++)
        parent[i] = -2; /* unseen */
    size_t head = 0, tail = 0;
    char *answer = NULL;

    ref_game g;
    ref_start(&g, n, k);
    ref_to_choice(&g);
    size_t start = ref_key(&g);
    parent[start] = -1;
    round_at[start] = g.round;
    queue[tail++] = start;
    while (head < tail && !answer) {
        size_t key = queue[head++];
        for (int c = 0; c < 2 && !answer; c++) {
            ref_game next;
            ref_next(key, n, k, round_at[key], c, &next);
            size_t to = ref_key(&next);
            if (parent[to] != -2)
                continue;
            parent[to] = (int64_t)key;
            via[to] = c == 0 ? '0' : 'X';
            round_at[to] = next.round;
            if (ref_all_zero(&next)) {
                size_t length = 0;
                for (size_t at = to; parent[at] >= 0; at = (size_t)parent[at])
                    length++;
                answer = malloc(length + 1);
                assert_non_null(answer);
                answer[length] = '\0';
                for (size_t at = to; parent[at] >= 0; at = (size_t)parent[at])
                    answer[--length] = via[at];
                *win_round = next.round;
            } else {
                queue[tail++] = to;
            }
        }
    }
    free(parent);
    free(via);
    free(round_at);
    free(queue);
    return answer;
}

/* The number of distinct shortest winning strings (capped at 1000), by
 * counting shortest paths in the brute-force graph: the tie-break can only
 * matter when this exceeds 1. */
static uint64_t ref_count_shortest(int n, int k)
{
    size_t keys = ref_keys(n, k);
    int64_t *dist = malloc(keys * sizeof *dist);
    uint64_t *paths = calloc(keys, sizeof *paths);
    size_t *queue = malloc(keys * sizeof *queue);
    assert_non_null(dist);
    assert_non_null(paths);
    assert_non_null(queue);
    for (size_t i = 0; i < keys; i++)
        dist[i] = -1;
    ref_game g;
    ref_start(&g, n, k);
    ref_to_choice(&g);
    size_t head = 0, tail = 0;
    size_t start = ref_key(&g);
    dist[start] = 0;
    paths[start] = 1;
    queue[tail++] = start;
    int64_t win_dist = -1;
    uint64_t wins = 0;
    while (head < tail) {
        size_t key = queue[head++];
        if (win_dist >= 0 && dist[key] >= win_dist)
            break;
        for (int c = 0; c < 2; c++) {
            ref_game next;
            ref_next(key, n, k, 0, c, &next);
            size_t to = ref_key(&next);
            if (dist[to] == -1) {
                dist[to] = dist[key] + 1;
                if (!ref_all_zero(&next))
                    queue[tail++] = to;
            }
            if (dist[to] == dist[key] + 1) {
                paths[to] += paths[key];
                if (paths[to] > 1000)
                    paths[to] = 1000;
            }
            if (ref_all_zero(&next) && dist[to] == dist[key] + 1) {
                win_dist = dist[to];
                wins += paths[key];
            }
        }
    }
    free(dist);
    free(paths);
    free(queue);
    return wins;
}

/* ---- helpers ---- */

static void solve_ok(int n, int k, clock_result *res)
{
    cs_error err = {0};
    assert_int_equal(clock_solve(n, k, NULL, res, &err), 0);
    assert_int_equal(res->stop, CS_FINISHED);
    assert_true(res->solved);
    assert_non_null(res->moves);
    assert_int_equal(strlen(res->moves), res->length);
}

static void replay_ok(const clock_result *res)
{
    const char *why = "";
    if (!ref_replay(res->n, res->k, res->moves, res->rounds, &why))
        fail_msg("n=%d k=%d: %s", res->n, res->k, why);
}

/* clock_run into a fresh buffer; the text is returned (caller frees). */
static char *run(const char *n, const char *k, uint64_t cap, int json, const cs_budget *budget, int *rc,
                 cs_error *err)
{
    cs_buf out = {0};
    memset(err, 0, sizeof *err);
    *rc = clock_run(n, k, cap, json, budget, &out, err);
    char *text = cs_buf_take(&out);
    assert_non_null(text);
    return text;
}

/* The report of run() for n, k, which must succeed (caller frees). */
static char *run_ok(const char *n, const char *k, int json, const cs_budget *budget)
{
    int rc;
    cs_error err;
    char *text = run(n, k, 0, json, budget, &rc, &err);
    assert_int_equal(rc, 0);
    return text;
}

static void expect_error(const char *n, const char *k, uint64_t cap, const char *field, const char *words)
{
    int rc;
    cs_error err;
    char *text = run(n, k, cap, 0, NULL, &rc, &err);
    if (rc != -1)
        fail_msg("n=\"%s\" k=\"%s\" cap %llu: accepted, printed %s", n ? n : "(null)", k ? k : "(null)",
                 (unsigned long long)cap, text);
    assert_string_equal(err.field, field);
    if (!strstr(err.message, words))
        fail_msg("message \"%s\" lacks \"%s\"", err.message, words);
    assert_string_equal(text, ""); /* nothing written on an input error */
    free(text);
}

/* ---- the issue's answers ---- */

static void test_n4_k2_is_the_issue_string(void **state)
{
    (void)state;
    clock_result res;
    solve_ok(4, 2, &res);
    assert_string_equal(res.moves, ISSUE_N4_K2);
    assert_int_equal(res.length, 48);
    assert_int_equal(res.rounds, 81);
    assert_int_equal(res.states, 81);
    replay_ok(&res);
    clock_result_free(&res);
}

static void test_n4_k5_has_854_choices(void **state)
{
    (void)state;
    clock_result res;
    solve_ok(4, 5, &res);
    assert_int_equal(res.length, 854);
    assert_int_equal(res.rounds, 1296);
    replay_ok(&res);
    /* the first 48 choices match n=4 k=2's but for the ending */
    assert_memory_equal(res.moves, ISSUE_N4_K2, 45);
    clock_result_free(&res);
}

/* Every small game: the answer replays, and (as the docs claim) the win is at
 * round (k+1)^n with every state visited once. */
static void test_small_answers_replay(void **state)
{
    (void)state;
    int checked = 0;
    for (int n = 2; n <= 12; n++) {
        for (int k = 1; k <= 40; k++) {
            uint64_t space = 1;
            for (int i = 0; i < n; i++)
                space *= (uint64_t)(k + 1);
            if (space > 40000)
                break;
            clock_result res;
            solve_ok(n, k, &res);
            replay_ok(&res);
            assert_int_equal(res.rounds, space);
            assert_int_equal(res.states, space);
            assert_int_equal(res.space, space);
            clock_result_free(&res);
            checked++;
        }
    }
    assert_true(checked > 50);
}

/* Shortest, and the '0' < 'X' tie-break: the engine's answer is the brute
 * force's, string for string. */
static void test_shortest_matches_brute_force(void **state)
{
    (void)state;
    static const int cases[][2] = {{2, 1}, {2, 2}, {2, 5}, {2, 17}, {3, 1}, {3, 2}, {3, 4}, {3, 7},
                                   {4, 1}, {4, 2}, {4, 3}, {4, 5}, {5, 1}, {5, 2}, {5, 3}, {6, 1},
                                   {6, 2}, {7, 1}, {8, 1}, {10, 1}};
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        int n = cases[c][0], k = cases[c][1];
        uint64_t round = 0;
        char *expected = ref_shortest(n, k, &round);
        assert_non_null(expected);
        clock_result res;
        solve_ok(n, k, &res);
        if (strcmp(res.moves, expected) != 0)
            fail_msg("n=%d k=%d: engine %s, brute force %s", n, k, res.moves, expected);
        assert_int_equal(res.rounds, round);
        /* in every case the shortest string is unique, so the tie-break never
         * decides (the docs say so; this keeps them honest) */
        assert_int_equal(ref_count_shortest(n, k), 1);
        assert_int_equal(res.widest_layer, 1);
        free(expected);
        clock_result_free(&res);
    }
}

/* ---- the engine's step function against the reference ---- */

static void test_engine_step_matches_reference(void **state)
{
    (void)state;
    static const int cases[][2] = {{2, 1}, {2, 4}, {3, 2}, {4, 2}, {5, 1}, {4, 3}, {6, 2}};
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        int n = cases[c][0], k = cases[c][1];
        uint64_t space = 1;
        for (int i = 0; i < n; i++)
            space *= (uint64_t)(k + 1);
        for (uint64_t code = 0; code < space; code++) {
            for (int hand = 0; hand < n; hand++) {
                for (int choice = 0; choice < 2; choice++) {
                    ref_game g;
                    clock_position pos;
                    clock_start(&pos, n, k);
                    memset(&g, 0, sizeof g);
                    g.n = n;
                    g.k = k;
                    uint64_t rest = code;
                    for (int i = 0; i < n; i++) {
                        g.cell[i] = (int)(rest % (uint64_t)(k + 1));
                        pos.board[i] = (uint32_t)g.cell[i];
                        rest /= (uint64_t)(k + 1);
                    }
                    g.hand = pos.hand = hand;
                    g.round = pos.round = 7;
                    char made = choice ? 'X' : '0';
                    char who = ref_advance(&g, made);
                    clock_mover mover = clock_advance(&pos, made);
                    char engine_who = mover == CLOCK_BY_COMPUTER ? 'C' : mover == CLOCK_BY_AUTO ? 'A' : 'P';
                    if (who != engine_who)
                        fail_msg("n=%d k=%d board %llu hand %d: reference %c, engine %c", n, k,
                                 (unsigned long long)code, hand, who, engine_who);
                    for (int i = 0; i < n; i++)
                        assert_int_equal(pos.board[i], (uint32_t)g.cell[i]);
                    assert_int_equal(pos.hand, g.hand);
                    assert_int_equal(pos.round, 8);
                    assert_int_equal(clock_is_won(&pos), ref_all_zero(&g));
                }
            }
        }
    }
}

static void test_start_position(void **state)
{
    (void)state;
    clock_position pos;
    clock_start(&pos, 5, 3);
    assert_int_equal(pos.hand, 0);
    assert_int_equal(pos.round, 1);
    static const uint32_t board[] = {0, 0, 0, 0, 1};
    for (int i = 0; i < 5; i++)
        assert_int_equal(pos.board[i], board[i]);
    assert_false(clock_is_won(&pos));
}

/* ---- limits ---- */

static void test_space_cap(void **state)
{
    (void)state;
    int rc;
    cs_error err;
    char *text = run("4", "2", 81, 0, NULL, &rc, &err); /* exactly at the cap */
    assert_int_equal(rc, 0);
    assert_non_null(strstr(text, ISSUE_N4_K2));
    free(text);
    expect_error("4", "2", 80, "n", "more positions than the solver can search: 80 at most");
    expect_error("5", "2", 81, "n", "for k = 2 (with n = 5 the clock has more positions");
    expect_error("2", "9", 99, "k", "with k = 9 even the smallest clock, n = 2,");

    int n, k;
    uint64_t space;
    memset(&err, 0, sizeof err);
    assert_int_equal(clock_parse("8", "9", CLOCK_NATIVE_MAX_SPACE, &n, &k, &space, &err), 0);
    assert_int_equal(space, 100000000);
    assert_int_equal(clock_parse("2", "9999", CLOCK_NATIVE_MAX_SPACE, &n, &k, &space, &err), 0);
    assert_int_equal(clock_parse("26", "1", CLOCK_NATIVE_MAX_SPACE, &n, &k, &space, &err), 0);
    assert_int_equal(space, 67108864);
    assert_int_equal(clock_parse("7", "9", CLOCK_WEB_MAX_SPACE, &n, &k, &space, &err), 0);
    assert_int_equal(clock_parse(" 4 ", "+2", 0, &n, &k, &space, &err), 0); /* 0: the native cap */
    assert_int_equal(n, 4);
    assert_int_equal(k, 2);
    assert_int_equal(space, 81);
    expect_error("9", "9", CLOCK_NATIVE_MAX_SPACE, "n", "more positions than the solver can search: 100,000,000 at most)");
    expect_error("2", "10000", CLOCK_NATIVE_MAX_SPACE, "k", "k: expected a whole number 1..9999 (with k = 10000 even");
    expect_error("27", "1", CLOCK_NATIVE_MAX_SPACE, "n", "n: expected a whole number 2..26 for k = 1 (with n = 27");
    expect_error("8", "9", CLOCK_WEB_MAX_SPACE, "n", "search: 10,000,000 at most)");
    /* a huge n or k is refused at once, never looped over or allocated */
    expect_error("1000000000000000000", "1", CLOCK_NATIVE_MAX_SPACE, "n", "n: expected a whole number 2..26");
    expect_error("3", "9223372036854775806", CLOCK_NATIVE_MAX_SPACE, "k", "k: expected a whole number 1..9999");
    /* a cap above what the engine numbers is clamped to it */
    expect_error("33", "1", UINT64_MAX, "n", "search: 4,294,967,296 at most)");
    /* the limit's digits are grouped in threes, as the page shows numbers */
    expect_error("4", "9", 1000, "n", "search: 1,000 at most)");
    expect_error("4", "9", 999, "n", "search: 999 at most)");
    expect_error("2", "1200", 1234567, "k", "search: 1,234,567 at most)");
}

static void test_bad_numbers(void **state)
{
    (void)state;
    static const char *bad[] = {"abc", "4.5", "", "   ", "1e3", "0x4", "4 2", "--4", "four"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        expect_error(bad[i], "2", 0, "n", "whole number");
        expect_error("4", bad[i], 0, "k", "whole number");
    }
    expect_error(NULL, "2", 0, "n", "whole number");
    expect_error("4", NULL, 0, "k", "whole number");
    expect_error("abc", "xyz", 0, "n", "n: expected a whole number 2..26"); /* n is checked first */
    /* beyond 64 bits: too large (or small), with the same range the field takes */
    expect_error("99999999999999999999", "2", 0, "n", "is too large (beyond 64 bits): expected a whole number 2..16 for k = 2");
    expect_error("-99999999999999999999", "2", 0, "n", "is too small (beyond 64 bits): expected a whole number 2..16");
    expect_error("4", "99999999999999999999", 0, "k", "is too large (beyond 64 bits): expected a whole number 1..99 for n = 4");
}

static void test_too_small(void **state)
{
    (void)state;
    expect_error("1", "2", 0, "n", "n: expected a whole number 2..16");
    expect_error("0", "2", 0, "n", "n: expected a whole number 2..16");
    expect_error("-3", "2", 0, "n", "n: expected a whole number 2..16");
    expect_error("4", "0", 0, "k", "k: expected a whole number 1..99");
    expect_error("4", "-1", 0, "k", "k: expected a whole number 1..99");
    expect_error("-9223372036854775808", "1", 0, "n", "n: expected a whole number 2..26");

    clock_result res;
    cs_error err = {0};
    assert_int_equal(clock_solve(1, 1, NULL, &res, &err), -1);
    assert_string_equal(err.field, "n");
    clock_result_free(&res);
    assert_int_equal(clock_solve(3, 0, NULL, &res, &err), -1);
    assert_string_equal(err.field, "k");
    clock_result_free(&res);
    assert_int_equal(clock_solve(33, 1, NULL, &res, &err), -1);
    assert_string_equal(err.field, "n");
    clock_result_free(&res);
    assert_int_equal(clock_solve(2, 70000, NULL, &res, &err), -1); /* 70001^2 > 2^32 */
    clock_result_free(&res);
}

/* ---- the budget ---- */

/* Fails unless the text report of n, k under budget is exactly `want`. */
static void expect_text_report(const char *n, const char *k, const cs_budget *budget, const char *want)
{
    char *text = run_ok(n, k, 0, budget);
    assert_string_equal(text, want);
    free(text);
}

/* clock_solve(n, k) under budget stops without an answer, for `stop`; res is
 * left for more checks (the caller frees it). */
static void expect_gives_up(int n, int k, const cs_budget *budget, cs_stop stop, clock_result *res)
{
    cs_error err;
    assert_int_equal(clock_solve(n, k, budget, res, &err), 0);
    assert_false(res->solved);
    assert_int_equal(res->stop, stop);
}

static void test_state_budget_gives_up(void **state)
{
    (void)state;
    cs_budget budget = {10, 0, NULL, NULL, NULL};
    cs_error err;
    expect_text_report("4", "5", &budget, "n=4 k=5: gave up after 10 states: state budget reached\n");

    char *text = run_ok("4", "5", 1, &budget);
    assert_non_null(strstr(text, "\"solved\": false"));
    assert_non_null(strstr(text, "\"gave_up\": true"));
    assert_non_null(strstr(text, "\"message\": \"gave up after 10 states: state budget reached\""));
    assert_non_null(strstr(text, "\"states\": 10,"));
    assert_non_null(strstr(text, "\"moves\": null"));
    assert_non_null(strstr(text, "\"trace\": null"));
    free(text);

    /* one state short of the answer is still not an answer */
    clock_result res;
    budget.max_states = 80;
    expect_gives_up(4, 2, &budget, CS_STOP_STATES, &res);
    assert_null(res.moves);
    clock_result_free(&res);
    budget.max_states = 81;
    assert_int_equal(clock_solve(4, 2, &budget, &res, &err), 0);
    assert_true(res.solved);
    clock_result_free(&res);
}

static void test_memory_cap_gives_up(void **state)
{
    (void)state;
    cs_budget budget = {0, 64, NULL, NULL, NULL};
    expect_text_report("7", "5", &budget, "n=7 k=5: gave up after 0 states: memory cap reached\n");

    /* enough for the search tables, not for the answer text as well */
    clock_result res;
    budget.max_bytes = 100000;
    expect_gives_up(7, 5, &budget, CS_STOP_MEMORY, &res);
    assert_true(res.peak_bytes <= budget.max_bytes);
    clock_result_free(&res);
}

static void test_cancel_gives_up(void **state)
{
    (void)state;
    volatile int cancel = 1;
    cs_budget budget = {0, 0, &cancel, NULL, NULL};
    clock_result res;
    expect_gives_up(7, 3, &budget, CS_STOP_CANCELLED, &res); /* 16384 states */
    assert_true(res.states > 0 && res.states < 16384); /* noticed at the first poll */
    uint64_t states = res.states;
    clock_result_free(&res);

    char expected[80], grouped[32]; /* the count as people read it: "1,024" */
    snprintf(expected, sizeof expected, "n=7 k=3: gave up after %s states: cancelled\n", cs_grouped(states, grouped));
    expect_text_report("7", "3", &budget, expected);
}

/* ---- reports ---- */

static void test_text_report(void **state)
{
    (void)state;
    char *text = run_ok("4", "2", 0, NULL);
    assert_string_equal(text, "n=4 k=2: 48 choices, win at round 81 (81 states)\n" ISSUE_N4_K2 "\n");
    free(text);

    clock_result res;
    solve_ok(4, 5, &res);
    text = run_ok("4", "5", 0, NULL);
    const char *line = strchr(text, '\n');
    assert_non_null(line);
    assert_memory_equal(text, "n=4 k=5: 854 choices, win at round 1296 (1296 states)\n", (size_t)(line - text + 1));
    size_t at = 0;
    int lines = 0;
    for (line++; *line; lines++) {
        const char *end = strchr(line, '\n');
        assert_non_null(end);
        size_t width = (size_t)(end - line);
        assert_true(width == 64 || (width > 0 && at + width == res.length));
        assert_memory_equal(line, res.moves + at, width);
        at += width;
        line = end + 1;
    }
    assert_int_equal(at, 854);
    assert_int_equal(lines, 14); /* 13 full lines and 22 choices */
    free(text);
    clock_result_free(&res);
}

/* Reads one trace entry at p (after its opening brace); 1 on success. */
static int read_entry(const char *p, int n, unsigned long long *round, int *cell, char *by, char *choice,
                      int *board)
{
    char by_text[16];
    int used = 0;
    if (sscanf(p, "\"round\": %llu, \"cell\": %d, \"by\": \"%15[a-z]\", \"choice\": %n", round, cell, by_text,
               &used) != 3 || used == 0)
        return 0;
    *by = by_text[0];
    p += used;
    if (strncmp(p, "null", 4) == 0) {
        *choice = 0;
        p += 4;
    } else if (p[0] == '"' && (p[1] == '0' || p[1] == 'X') && p[2] == '"') {
        *choice = p[1];
        p += 3;
    } else {
        return 0;
    }
    if (strncmp(p, ", \"board\": [", 12) != 0)
        return 0;
    p += 12;
    for (int i = 0; i < n; i++) {
        if (sscanf(p, "%d%n", &board[i], &used) != 1)
            return 0;
        p += used;
        if (i + 1 < n) {
            if (strncmp(p, ", ", 2) != 0)
                return 0;
            p += 2;
        }
    }
    return strncmp(p, "]}", 2) == 0;
}

static void test_json_report_and_trace(void **state)
{
    (void)state;
    char *text = run_ok("4", "2", 1, NULL);
    static const char *fields[] = {
        "{\"game\": \"clock\", \"n\": 4, \"k\": 2, \"space\": 81, \"solved\": true",
        "\"moves\": \"" ISSUE_N4_K2 "\"", "\"length\": 48,", "\"rounds\": 81,", "\"states\": 81,",
        "\"peak_bytes\": ", "\"start\": {\"round\": 1, \"cell\": 0, \"board\": [0, 0, 0, 1]}",
        "\"trace\": [{", "\"trace_truncated\": false}"};
    for (size_t i = 0; i < sizeof fields / sizeof fields[0]; i++)
        if (!strstr(text, fields[i]))
            fail_msg("JSON lacks %s: %s", fields[i], text);

    /* replay the trace entry by entry against the reference */
    ref_game g;
    ref_start(&g, 4, 2);
    const char *p = strstr(text, "\"trace\": [") + strlen("\"trace\": [");
    size_t used = 0;
    int entries = 0;
    while (*p == '{') {
        unsigned long long round;
        int cell, board[4];
        char by = 0, choice = 0;
        if (!read_entry(p + 1, 4, &round, &cell, &by, &choice, board))
            fail_msg("unreadable trace entry: %.120s", p);
        assert_int_equal(round, g.round);
        assert_int_equal(cell, g.hand);
        char who = ref_who(&g);
        assert_int_equal(by, who == 'C' ? 'c' : who == 'A' ? 'a' : 'p');
        if (who == 'P') {
            assert_int_equal(choice, ISSUE_N4_K2[used]);
            used++;
        } else {
            assert_int_equal(choice, 0);
        }
        ref_advance(&g, choice);
        for (int i = 0; i < 4; i++)
            assert_int_equal(board[i], g.cell[i]);
        entries++;
        p = strstr(p, "]}");
        assert_non_null(p);
        p += 2;
        if (strncmp(p, ", {", 3) == 0)
            p += 2;
    }
    assert_int_equal(*p, ']');
    assert_int_equal(entries, 80); /* rounds 1..80; the win is seen at round 81 */
    assert_int_equal(used, 48);
    assert_true(ref_all_zero(&g));
    assert_int_equal(g.round, 81);
    free(text);
}

static void test_json_trace_cap(void **state)
{
    (void)state;
    /* 4^6 = 4096 rounds: within the cap; 6^5 = 7776: over it */
    char *text = run_ok("6", "3", 1, NULL);
    assert_non_null(strstr(text, "\"rounds\": 4096,"));
    assert_non_null(strstr(text, "\"trace\": [{\"round\": 1, \"cell\": 0,"));
    assert_non_null(strstr(text, "{\"round\": 4095, \"cell\": 2, \"by\": \"player\", \"choice\": \"0\", "
                                 "\"board\": [0, 0, 0, 0, 0, 0]}], \"trace_truncated\": false}"));
    free(text);

    text = run_ok("5", "5", 1, NULL);
    assert_non_null(strstr(text, "\"rounds\": 7776,"));
    assert_non_null(strstr(text, "\"trace\": null, \"trace_truncated\": true}"));
    assert_non_null(strstr(text, "\"start\": {\"round\": 1, \"cell\": 0, \"board\": [0, 0, 0, 0, 1]}"));
    free(text);
}

/* One wasm instance solves many puzzles in a row: nothing carries over. */
static void test_repeated_solves_agree(void **state)
{
    (void)state;
    clock_result a, b, c;
    solve_ok(4, 2, &a);
    solve_ok(5, 3, &b);
    solve_ok(4, 2, &c);
    assert_string_equal(a.moves, c.moves);
    assert_int_equal(a.states, c.states);
    assert_int_equal(a.peak_bytes, c.peak_bytes);
    replay_ok(&b);
    clock_result_free(&a);
    clock_result_free(&a); /* freeing twice is harmless */
    clock_result_free(&b);
    clock_result_free(&c);
}

TEST_MAIN(cmocka_unit_test(test_n4_k2_is_the_issue_string),
          cmocka_unit_test(test_n4_k5_has_854_choices),
          cmocka_unit_test(test_small_answers_replay),
          cmocka_unit_test(test_shortest_matches_brute_force),
          cmocka_unit_test(test_engine_step_matches_reference),
          cmocka_unit_test(test_start_position),
          cmocka_unit_test(test_space_cap),
          cmocka_unit_test(test_bad_numbers),
          cmocka_unit_test(test_too_small),
          cmocka_unit_test(test_state_budget_gives_up),
          cmocka_unit_test(test_memory_cap_gives_up),
          cmocka_unit_test(test_cancel_gives_up),
          cmocka_unit_test(test_text_report),
          cmocka_unit_test(test_json_report_and_trace),
          cmocka_unit_test(test_json_trace_cap),
          cmocka_unit_test(test_repeated_solves_agree))
