/*
 * test_digits.c: cmocka tests of the Digits back end (core/digits/).
 *
 * The pinned facts of the issue (49 and 4 distinct solutions, 831 closest 830),
 * stars, duplicates, every input error, the budget, and the reports. Every
 * solution the engine prints or lists is replayed by an independent checker
 * here (parse "A op B = C", check the arithmetic and the pool, read it back
 * as an expression), and the solutions of small puzzles are compared, as sets
 * of expressions, with a naive brute force over every move sequence that
 * knows nothing of the engine's tables.
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
#include "test_support.h"

#define MAX_VALUE 9007199254740991LL /* 2^53 - 1, restated: the checker does not trust the header */

/* Fails unless digits_run succeeds and its report holds every string given. */
#define expect_run(target, numbers, all, json, budget, ...)                                                    \
    expect_run_holds((target), (numbers), (all), (json), (budget), (const char *const[]){__VA_ARGS__, NULL})
static void expect_run_holds(const char *target, const char *numbers, int all, int json, const cs_budget *budget,
                             const char *const *parts)
{
    cs_buf out = {0};
    cs_error err;
    assert_int_equal(digits_run(target, numbers, all, json, budget, &out, &err), 0);
    assert_contains_all(out.data, parts);
    cs_buf_free(&out);
}

/* ---- the independent checker ---- */

#define TEXT_SIZE 160

/* One value in the replayed pool, with the expression it stands for written
 * canonically (as the brute force below writes it). */
typedef struct pool_entry {
    int64_t value;
    int made_at;            /* 0: a given number; else 1 + the step that made it */
    char text[TEXT_SIZE];
} pool_entry;

/* The canonical text of a op b: + and * (and x / x) with their operands'
 * texts sorted, so operand order and step order vanish, equal numbers are
 * equal text, and only different expressions differ. */
static void canonical_text(char *out, const char *a, char op, const char *b, int unordered)
{
    if (unordered && strcmp(a, b) > 0) {
        const char *t = a;
        a = b;
        b = t;
    }
    if (strlen(a) + strlen(b) + 4 > TEXT_SIZE)
        fail_msg("expression too long for the checker");
    snprintf(out, TEXT_SIZE, "(%s%c%s)", a, op, b);
}

/* Ascending order of whole numbers, for qsort. */
static int compare_int64(const void *a, const void *b)
{
    int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
    return (x > y) - (x < y);
}

/* Replays lines "A op B = C" from the pool `numbers`: each line well formed,
 * the arithmetic right, the result a positive integer within the cap, the
 * larger operand first for + and *, no * or / by 1, both operands in the pool
 * (they leave it, the result joins it). An operand is read as the most recent
 * unused result of its value if any, else a given number: the rule the reports
 * promise. The last result (or, with no lines, a given number) must be
 * `final`. Fills pools[i] (sorted, sizes[i]) after each line and the canonical
 * text of the whole expression when non-NULL. 1 when all holds; 0 with why. */
static int replay(const int64_t *numbers, int count, char lines[][64], int line_count, int64_t final,
                  int64_t pools[][8], int *sizes, char *canonical, char *why)
{
    pool_entry pool[8];
    int n = count;
    for (int i = 0; i < count; i++) {
        pool[i].value = numbers[i];
        pool[i].made_at = 0;
        snprintf(pool[i].text, TEXT_SIZE, "%lld", (long long)numbers[i]);
    }
    if (line_count > count - 1) {
        sprintf(why, "%d steps from %d numbers", line_count, count);
        return 0;
    }
    if (line_count == 0) {
        for (int i = 0; i < count; i++) {
            if (numbers[i] == final) {
                if (canonical)
                    snprintf(canonical, TEXT_SIZE, "%s", pool[i].text);
                return 1;
            }
        }
        sprintf(why, "no steps, and %lld is not a given number", (long long)final);
        return 0;
    }
    pool_entry last = {0};
    for (int s = 0; s < line_count; s++) {
        long long a, b, c;
        char op;
        if (sscanf(lines[s], "%lld %c %lld = %lld", &a, &op, &b, &c) != 4) {
            sprintf(why, "line \"%s\" is not A op B = C", lines[s]);
            return 0;
        }
        char again[64];
        snprintf(again, sizeof again, "%lld %c %lld = %lld", a, op, b, c);
        if (strcmp(again, lines[s]) != 0) {
            sprintf(why, "line \"%s\" is not written A op B = C", lines[s]);
            return 0;
        }
        long long expect = 0;
        int ok = a > 0 && b > 0;
        switch (op) {
        case '+': ok = ok && a >= b && !__builtin_add_overflow(a, b, &expect); break;
        case '*': ok = ok && a >= b && b != 1 && !__builtin_mul_overflow(a, b, &expect); break;
        case '-': ok = ok && a > b; expect = a - b; break;
        case '/': ok = ok && b != 1 && a % b == 0; expect = ok ? a / b : 0; break;
        default: ok = 0;
        }
        if (!ok || expect != c || c < 1 || c > MAX_VALUE) {
            sprintf(why, "line \"%s\" is not a legal step", lines[s]);
            return 0;
        }
        const long long operands[2] = {a, b};
        pool_entry used[2];
        for (int o = 0; o < 2; o++) {
            int at = -1;
            for (int i = 0; i < n; i++) /* the most recent result of that value... */
                if (pool[i].value == operands[o] && pool[i].made_at && (at < 0 || pool[i].made_at > pool[at].made_at))
                    at = i;
            for (int i = 0; i < n && at < 0; i++) /* ...else a given number */
                if (pool[i].value == operands[o])
                    at = i;
            if (at < 0) {
                sprintf(why, "line \"%s\": %lld is not in the pool", lines[s], operands[o]);
                return 0;
            }
            used[o] = pool[at];
            pool[at] = pool[--n];
        }
        pool_entry made = {c, s + 1, ""};
        canonical_text(made.text, used[0].text, op, used[1].text, op == '+' || op == '*' || (op == '/' && a == b));
        pool[n++] = made;
        last = made;
        if (pools) {
            int64_t sorted[8] = {0};
            for (int i = 0; i < n; i++)
                sorted[i] = pool[i].value;
            qsort(sorted, (size_t)n, sizeof sorted[0], compare_int64);
            memcpy(pools[s], sorted, sizeof sorted);
            sizes[s] = n;
        }
    }
    if (last.value != final) {
        sprintf(why, "the steps end at %lld, not %lld", (long long)last.value, (long long)final);
        return 0;
    }
    if (canonical)
        snprintf(canonical, TEXT_SIZE, "%s", last.text);
    return 1;
}

/* A solution from the engine's structs, as the lines it would print. */
static int solution_lines(const digits_solution *sol, char lines[][64])
{
    for (int s = 0; s < sol->step_count; s++)
        digits_step_text(&sol->steps[s], lines[s]);
    return sol->step_count;
}

/* The canonical text of the expression the solution says it is, from its
 * `from` links, checking them: each link points to an earlier step whose
 * result is that operand, every step but the last is used exactly once, and
 * the given numbers used are among the numbers (each at most as often). */
static void expression_from_links(const digits_puzzle *p, const digits_solution *sol, char *canonical)
{
    char texts[DIGITS_MAX_STEPS][TEXT_SIZE];
    int used[DIGITS_MAX_STEPS] = {0}, given_used[DIGITS_MAX_NUMBERS] = {0};
    if (sol->step_count == 0) {
        snprintf(canonical, TEXT_SIZE, "%lld", (long long)p->target);
        return;
    }
    for (int s = 0; s < sol->step_count; s++) {
        const digits_step *step = &sol->steps[s];
        const int64_t values[2] = {step->a, step->b};
        char operand[2][TEXT_SIZE];
        for (int k = 0; k < 2; k++) {
            int from = sol->from[s][k];
            if (from >= 0) {
                if (from >= s || sol->steps[from].result != values[k] || used[from]++)
                    fail_msg("step %d operand %d: bad link to step %d", s + 1, k + 1, from + 1);
                snprintf(operand[k], TEXT_SIZE, "%s", texts[from]);
            } else {
                int at = -1;
                for (int i = 0; i < p->count && at < 0; i++)
                    if (p->numbers[i] == values[k] && !given_used[i])
                        at = i;
                if (at < 0)
                    fail_msg("step %d operand %d: %lld is not a given number left", s + 1, k + 1, (long long)values[k]);
                given_used[at] = 1;
                snprintf(operand[k], TEXT_SIZE, "%lld", (long long)values[k]);
            }
        }
        canonical_text(texts[s], operand[0], step->op, operand[1],
                       step->op == '+' || step->op == '*' || (step->op == '/' && step->a == step->b));
    }
    for (int s = 0; s + 1 < sol->step_count; s++)
        if (!used[s])
            fail_msg("the result of step %d is never used", s + 1);
    snprintf(canonical, TEXT_SIZE, "%s", texts[sol->step_count - 1]);
}

/* Replays a solution; fills its canonical text when canonical is non-NULL. */
static void assert_replays(const digits_puzzle *p, const digits_solution *sol, int64_t final, char *canonical)
{
    char lines[DIGITS_MAX_STEPS][64], why[512] = "";
    int n = solution_lines(sol, lines);
    if (!replay(p->numbers, p->count, lines, n, final, NULL, NULL, canonical, why))
        fail_msg("%lld from %d numbers: %s", (long long)p->target, p->count, why);
}

static digits_puzzle puzzle_of(const char *target, const char *numbers)
{
    digits_puzzle p;
    cs_error err = {0};
    if (digits_parse(target, numbers, &p, &err) != 0)
        fail_msg("parse %s / %s: %s", target, numbers, err.message);
    return p;
}

static int compare_strings(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

static int unreadable_seen; /* listed solutions whose steps read as another expression */

/* Every listed solution replays, they are pairwise different expressions (by
 * their links; the reading rule gives the same expression when they say it
 * does), and they come shortest first. Hands the canonical texts to the caller when texts is
 * non-NULL (free each and the array), else frees them. */
static void check_listing(const digits_puzzle *p, const digits_result *r, char ***texts)
{
    char **canonical = calloc((size_t)r->listed_count + 1, sizeof *canonical);
    assert_non_null(canonical);
    for (int s = 0; s < r->listed_count; s++) {
        char as_read[TEXT_SIZE];
        canonical[s] = malloc(TEXT_SIZE);
        assert_non_null(canonical[s]);
        assert_replays(p, &r->listed[s], p->target, as_read);
        expression_from_links(p, &r->listed[s], canonical[s]);
        /* the promise of exact_reading: the reading rule gives this very expression */
        if (r->listed[s].exact_reading && strcmp(as_read, canonical[s]) != 0)
            fail_msg("%lld: %s reads back as %s", (long long)p->target, canonical[s], as_read);
        if (!r->listed[s].exact_reading)
            unreadable_seen++;
        if (s)
            assert_true(r->listed[s - 1].step_count <= r->listed[s].step_count);
    }
    if (r->listed_count)
        assert_int_equal(r->listed[0].step_count, r->ops);
    char **sorted = calloc((size_t)r->listed_count + 1, sizeof *sorted);
    assert_non_null(sorted);
    memcpy(sorted, canonical, (size_t)r->listed_count * sizeof *sorted);
    qsort(sorted, (size_t)r->listed_count, sizeof *sorted, compare_strings);
    for (int s = 1; s < r->listed_count; s++)
        if (strcmp(sorted[s - 1], sorted[s]) == 0)
            fail_msg("%lld: expression listed twice: %s", (long long)p->target, sorted[s]);
    free(sorted);
    if (texts) {
        *texts = canonical;
        return;
    }
    for (int s = 0; s < r->listed_count; s++)
        free(canonical[s]);
    free(canonical);
}

static digits_result solve(const digits_puzzle *p, int max_listed, const cs_budget *budget)
{
    digits_result r;
    cs_error err = {0};
    if (digits_solve(p, max_listed, budget, &r, &err) != 0)
        fail_msg("solve: %s", err.message);
    return r;
}

/* ---- the pinned facts ---- */

static void test_765_has_49_solutions(void **state)
{
    (void)state;
    digits_puzzle p = puzzle_of("765", "1 3 7 10 25 50");
    digits_result r = solve(&p, DIGITS_MAX_LISTED, NULL);
    assert_int_equal(r.stop, CS_FINISHED);
    assert_true(r.solved);
    assert_int_equal(r.count, 49);
    assert_int_equal(r.ops, 3);
    assert_int_equal(r.best.step_count, 3);
    assert_int_equal(r.closest, 765);
    assert_int_equal(r.distance, 0);
    assert_int_equal(r.stars, 3);
    assert_int_equal(r.listed_count, 49);
    assert_replays(&p, &r.best, 765, NULL);
    check_listing(&p, &r, NULL);
    digits_result_free(&r);
}

static void test_415_has_4_solutions_of_5_ops(void **state)
{
    (void)state;
    digits_puzzle p = puzzle_of("415", "1,2,3,4,5,6");
    digits_result r = solve(&p, DIGITS_MAX_LISTED, NULL);
    assert_int_equal(r.count, 4);
    assert_int_equal(r.ops, 5);
    assert_int_equal(r.listed_count, 4);
    check_listing(&p, &r, NULL);
    int found_example = 0;
    const char *example[5] = {"6 * 2 = 12", "4 + 3 = 7", "12 * 7 = 84", "84 - 1 = 83", "83 * 5 = 415"};
    for (int s = 0; s < r.listed_count; s++) {
        assert_int_equal(r.listed[s].step_count, 5);
        char lines[DIGITS_MAX_STEPS][64];
        solution_lines(&r.listed[s], lines);
        int same = 1;
        for (int i = 0; i < 5; i++)
            same = same && strcmp(lines[i], example[i]) == 0;
        found_example |= same;
        if (same) {
            char expression[DIGITS_EXPRESSION_TEXT_SIZE];
            digits_expression_text(&r.listed[s], 415, expression);
            assert_string_equal(expression, "(((6 * 2) * (4 + 3)) - 1) * 5");
        }
    }
    assert_true(found_example);
    digits_result_free(&r);
}

static void test_831_closest_830_two_stars(void **state)
{
    (void)state;
    digits_puzzle p = puzzle_of("831", "1 3 7 10 25 50");
    digits_result r = solve(&p, DIGITS_MAX_LISTED, NULL);
    assert_false(r.solved);
    assert_int_equal(r.count, 0);
    assert_int_equal(r.ops, -1);
    assert_int_equal(r.closest, 830); /* 832 is as near: the smaller wins */
    assert_int_equal(r.distance, 1);
    assert_int_equal(r.stars, 2);
    assert_int_equal(r.listed_count, 0);
    assert_true(r.best.step_count > 0);
    assert_replays(&p, &r.best, 830, NULL);
    digits_result_free(&r);
    /* 832 is reachable too, so the tie was real */
    p = puzzle_of("832", "1 3 7 10 25 50");
    r = solve(&p, 0, NULL);
    assert_true(r.solved);
    digits_result_free(&r);
}

/* ---- stars and the closest value ---- */

static void test_stars_boundaries(void **state)
{
    (void)state;
    assert_int_equal(digits_stars(0), 3);
    assert_int_equal(digits_stars(1), 2);
    assert_int_equal(digits_stars(10), 2);
    assert_int_equal(digits_stars(11), 1);
    assert_int_equal(digits_stars(25), 1);
    assert_int_equal(digits_stars(26), 0);
    assert_int_equal(digits_stars(1000000), 0);
    /* from 2 and 3 the reachable values are 1 2 3 5 6; the largest is 6 */
    struct { const char *target; int64_t distance; int stars; } cases[] = {
        {"16", 10, 2}, {"17", 11, 1}, {"31", 25, 1}, {"32", 26, 0}};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        digits_puzzle p = puzzle_of(cases[i].target, "2 3");
        digits_result r = solve(&p, 0, NULL);
        assert_false(r.solved);
        assert_int_equal(r.closest, 6);
        assert_int_equal(r.distance, cases[i].distance);
        assert_int_equal(r.stars, cases[i].stars);
        assert_replays(&p, &r.best, 6, NULL);
        digits_result_free(&r);
    }
}

static void test_closest_tie_and_given_number(void **state)
{
    (void)state;
    /* 4 from 2 3: 3 (given) and 5 (2 + 3) are both 1 away: the smaller, 3, with no steps */
    digits_puzzle p = puzzle_of("4", "2 3");
    digits_result r = solve(&p, 0, NULL);
    assert_int_equal(r.closest, 3);
    assert_int_equal(r.distance, 1);
    assert_int_equal(r.best.step_count, 0);
    digits_result_free(&r);
    /* 1000 from 999 5 7: 999 is given and 1 away, 1001 (999 + (7 - 5)) is 1 away too */
    p = puzzle_of("1000", "999 5 7");
    r = solve(&p, 0, NULL);
    assert_false(r.solved);
    assert_int_equal(r.closest, 999);
    assert_int_equal(r.best.step_count, 0);
    digits_result_free(&r);
}

static void test_target_is_a_given_number(void **state)
{
    (void)state;
    digits_puzzle p = puzzle_of("5", "5 3");
    digits_result r = solve(&p, DIGITS_MAX_LISTED, NULL);
    assert_true(r.solved);
    assert_int_equal(r.ops, 0);
    assert_int_equal(r.count, 1);
    assert_int_equal(r.listed_count, 1);
    assert_int_equal(r.listed[0].step_count, 0);
    digits_result_free(&r);
    expect_run("5", "5 3", 0, 0, NULL, "5 from 5 3: 1 distinct solution, fewest 0 operations\n",
               "5 is one of the given numbers");
    expect_run("5", "5 3", 1, 1, NULL, "\"steps\": [], \"pools\": [], \"expression\": \"5\"", "\"solutions\": [[]]");
}

/* ---- duplicates ---- */

static void test_duplicates_count_once(void **state)
{
    (void)state;
    struct { const char *target, *numbers; uint64_t count; int ops; } cases[] = {
        {"4", "2 2", 2, 1},   /* 2 + 2 and 2 * 2; which 2 is first does not matter */
        {"1", "2 2", 1, 1},   /* 2 / 2 */
        {"2", "2 2", 1, 0},   /* the number itself, once though given twice */
        {"2", "1 1", 1, 1},   /* 1 + 1; 1 * 1 and 1 / 1 are not steps */
        {"1", "1 1", 1, 0},
        {"2", "2 2 2", 5, 0}, /* 2; 2+2-2, 2*2-2, (2+2)/2, (2*2)/2 */
        {"8", "2 2 2", 2, 2}, /* (2*2)*2 and (2+2)*2: which 2 goes where does not matter */
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        digits_puzzle p = puzzle_of(cases[i].target, cases[i].numbers);
        digits_result r = solve(&p, DIGITS_MAX_LISTED, NULL);
        if (r.count != cases[i].count || r.ops != cases[i].ops)
            fail_msg("%s from %s: %llu solutions in %d ops, expected %llu in %d", cases[i].target, cases[i].numbers,
                     (unsigned long long)r.count, r.ops, (unsigned long long)cases[i].count, cases[i].ops);
        assert_int_equal(r.listed_count, (int)cases[i].count);
        check_listing(&p, &r, NULL);
        digits_result_free(&r);
    }
}

/* ---- a brute force that knows nothing of the tables ----
 * Plays every move sequence of the game and collects every expression formed,
 * written canonically: + and * with their operands' texts sorted, so operand
 * order and step order vanish, and equal numbers are equal text. */

typedef struct brute_set {
    char **texts;
    int64_t *values;
    int *ops;
    size_t len, cap; /* cap: a power of two, open addressing */
} brute_set;

static uint64_t text_hash(const char *s)
{
    uint64_t h = 1469598103934665603ULL;
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 1099511628211ULL;
    return h;
}

static void brute_add(brute_set *set, const char *text, int64_t value, int ops)
{
    if ((set->len + 1) * 2 > set->cap) {
        brute_set bigger = {0};
        bigger.cap = set->cap ? set->cap * 2 : 1024;
        bigger.texts = calloc(bigger.cap, sizeof *bigger.texts);
        bigger.values = calloc(bigger.cap, sizeof *bigger.values);
        bigger.ops = calloc(bigger.cap, sizeof *bigger.ops);
        assert_true(bigger.texts && bigger.values && bigger.ops);
        for (size_t i = 0; i < set->cap; i++) {
            if (!set->texts[i])
                continue;
            size_t at = text_hash(set->texts[i]) & (bigger.cap - 1);
            while (bigger.texts[at])
                at = (at + 1) & (bigger.cap - 1);
            bigger.texts[at] = set->texts[i];
            bigger.values[at] = set->values[i];
            bigger.ops[at] = set->ops[i];
        }
        bigger.len = set->len;
        free(set->texts);
        free(set->values);
        free(set->ops);
        *set = bigger;
    }
    size_t at = text_hash(text) & (set->cap - 1);
    while (set->texts[at]) {
        if (strcmp(set->texts[at], text) == 0)
            return;
        at = (at + 1) & (set->cap - 1);
    }
    set->texts[at] = strdup(text);
    assert_non_null(set->texts[at]);
    set->values[at] = value;
    set->ops[at] = ops;
    set->len++;
}

/* The value of text in the set, or -1 when it is not there. */
static int64_t brute_find(const brute_set *set, const char *text)
{
    size_t at = text_hash(text) & (set->cap - 1);
    for (; set->texts[at]; at = (at + 1) & (set->cap - 1))
        if (strcmp(set->texts[at], text) == 0)
            return set->values[at];
    return -1;
}

static void brute_free(brute_set *set)
{
    for (size_t i = 0; i < set->cap; i++)
        free(set->texts[i]);
    free(set->texts);
    free(set->values);
    free(set->ops);
}

typedef struct brute_item {
    int64_t value;
    int ops;
    char text[TEXT_SIZE];
} brute_item;

static void brute_play(brute_set *set, brute_item *pool, int n)
{
    for (int i = 0; i < n; i++)
        brute_add(set, pool[i].text, pool[i].value, pool[i].ops);
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
            if (i == j)
                continue;
            brute_item x = pool[i], y = pool[j];
            brute_item next[6];
            int m = 0;
            for (int k = 0; k < n; k++)
                if (k != i && k != j)
                    next[m++] = pool[k];
            for (int op = 0; op < 4; op++) {
                brute_item r = {0, x.ops + y.ops + 1, ""};
                if (op == 0 && !__builtin_add_overflow(x.value, y.value, &r.value))
                    canonical_text(r.text, x.text, '+', y.text, 1);
                else if (op == 1 && x.value > y.value) {
                    r.value = x.value - y.value;
                    canonical_text(r.text, x.text, '-', y.text, 0);
                } else if (op == 2 && x.value != 1 && y.value != 1 &&
                           !__builtin_mul_overflow(x.value, y.value, &r.value))
                    canonical_text(r.text, x.text, '*', y.text, 1);
                else if (op == 3 && y.value != 1 && x.value % y.value == 0) {
                    /* x / x: one step whichever x is the dividend */
                    r.value = x.value / y.value;
                    canonical_text(r.text, x.text, '/', y.text, x.value == y.value);
                }
                if (!r.text[0] || r.value > MAX_VALUE)
                    continue;
                next[m] = r;
                brute_play(set, next, m + 1);
            }
        }
    }
}

static uint64_t rng_state = 0x9E3779B97F4A7C15ULL;
static uint64_t rng(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return rng_state;
}

static void compare_with_brute_force(const int64_t *numbers, int count, int targets_per_puzzle)
{
    brute_set set = {0};
    brute_item pool[6];
    char numbers_text[128] = "";
    for (int i = 0; i < count; i++) {
        pool[i] = (brute_item){numbers[i], 0, ""};
        snprintf(pool[i].text, sizeof pool[i].text, "%lld", (long long)numbers[i]);
        snprintf(numbers_text + strlen(numbers_text), sizeof numbers_text - strlen(numbers_text), "%s%lld",
                 i ? " " : "", (long long)numbers[i]);
    }
    brute_play(&set, pool, count);
    for (int t = 0; t < targets_per_puzzle; t++) {
        int64_t target;
        if (t % 3 == 2) {
            target = 1 + (int64_t)(rng() % 2000); /* often unreachable */
        } else {
            size_t at;
            do
                at = rng() & (set.cap - 1);
            while (!set.texts[at]);
            target = set.values[at];
        }
        uint64_t expect = 0;
        int fewest = -1;
        int64_t closest = 0;
        int have_closest = 0;
        for (size_t i = 0; i < set.cap; i++) {
            if (!set.texts[i])
                continue;
            int64_t v = set.values[i];
            if (v == target) {
                expect++;
                if (fewest < 0 || set.ops[i] < fewest)
                    fewest = set.ops[i];
            }
            int64_t dv = v > target ? v - target : target - v, dc = closest > target ? closest - target : target - closest;
            if (!have_closest || dv < dc || (dv == dc && v < closest)) {
                closest = v;
                have_closest = 1;
            }
        }
        char target_text[32];
        snprintf(target_text, sizeof target_text, "%lld", (long long)target);
        digits_puzzle p = puzzle_of(target_text, numbers_text);
        digits_result r = solve(&p, 100000, NULL);
        if (r.count != expect || r.ops != fewest || r.closest != closest)
            fail_msg("%s from %s: engine %llu solutions, fewest %d, closest %lld; brute force %llu, %d, %lld",
                     target_text, numbers_text, (unsigned long long)r.count, r.ops, (long long)r.closest,
                     (unsigned long long)expect, fewest, (long long)closest);
        /* the same expressions, not just as many: every listed one is one the
         * brute force formed for the target (and they are distinct) */
        assert_int_equal(r.listed_count, (int)expect);
        char **texts;
        check_listing(&p, &r, &texts);
        for (int s = 0; s < r.listed_count; s++) {
            if (brute_find(&set, texts[s]) != target)
                fail_msg("%s from %s: the engine lists %s, the brute force does not", target_text, numbers_text,
                         texts[s]);
            free(texts[s]);
        }
        free(texts);
        assert_replays(&p, &r.best, closest, NULL);
        digits_result_free(&r);
    }
    brute_free(&set);
}

static void test_counts_match_brute_force(void **state)
{
    (void)state;
    static const int64_t choices[] = {1, 1, 2, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 25, 50, 75, 100};
    for (int puzzle = 0; puzzle < 150; puzzle++) {
        int count = 2 + (int)(rng() % 3); /* 2 .. 4 numbers */
        int64_t numbers[6];
        for (int i = 0; i < count; i++)
            numbers[i] = choices[rng() % (sizeof choices / sizeof choices[0])];
        compare_with_brute_force(numbers, count, 6);
    }
    /* equal halves: both operands from one sub-multiset, a value with two
     * expressions (2 + 2 and 2 * 2) meeting itself */
    const int64_t four[][4] = {{2, 2, 2, 2}, {1, 1, 2, 2}, {2, 2, 3, 3}, {3, 3, 3, 3}};
    for (size_t i = 0; i < sizeof four / sizeof four[0]; i++)
        compare_with_brute_force(four[i], 4, 9);
    /* five numbers, with and without duplicates */
    const int64_t five[][5] = {{1, 2, 3, 4, 5}, {2, 2, 3, 3, 6}, {1, 1, 1, 2, 10}, {3, 7, 10, 25, 50}, {2, 2, 2, 2, 2}};
    for (size_t i = 0; i < sizeof five / sizeof five[0]; i++)
        compare_with_brute_force(five[i], 5, 4);
}

/* ---- listing ---- */

/* 6 from 1 4 5 6: 5 + ((6 - 1) - 4) and (6 - 1) + (5 - 4) are two expressions
 * (as in Hutton's counting) played with the very same steps; the second is
 * flagged and its report says which it is. */
static void test_expressions_the_game_cannot_tell_apart(void **state)
{
    (void)state;
    digits_puzzle p = puzzle_of("6", "1 4 5 6");
    digits_result r = solve(&p, DIGITS_MAX_LISTED, NULL);
    int before = unreadable_seen;
    check_listing(&p, &r, NULL);
    assert_true(unreadable_seen > before);
    int found[2] = {0, 0};
    for (int s = 0; s < r.listed_count; s++) {
        char expression[DIGITS_EXPRESSION_TEXT_SIZE], lines[DIGITS_MAX_STEPS][64];
        digits_expression_text(&r.listed[s], 6, expression);
        int n = solution_lines(&r.listed[s], lines);
        int same_steps = n == 3 && !strcmp(lines[0], "6 - 1 = 5") && !strcmp(lines[1], "5 - 4 = 1") &&
                         !strcmp(lines[2], "5 + 1 = 6");
        if (!strcmp(expression, "5 + ((6 - 1) - 4)")) {
            assert_true(same_steps);
            assert_true(r.listed[s].exact_reading);
            found[0]++;
        }
        if (!strcmp(expression, "(6 - 1) + (5 - 4)")) {
            assert_true(same_steps);
            assert_false(r.listed[s].exact_reading);
            found[1]++;
        }
    }
    assert_int_equal(found[0], 1);
    assert_int_equal(found[1], 1);
    digits_result_free(&r);

    expect_run("6", "1 4 5 6", 1, 0, NULL,
               ". 6 - 1 = 5\n    5 - 4 = 1\n    5 + 1 = 6\n    that is (6 - 1) + (5 - 4)\n");
    expect_run("6", "1 4 5 6", 1, 1, NULL, "\"(6 - 1) + (5 - 4)\"", "\"5 + ((6 - 1) - 4)\"");
}

static void test_listing_cap_and_full_listing(void **state)
{
    (void)state;
    digits_puzzle p = puzzle_of("1", "100 75 50 25 10 5");
    digits_result capped = solve(&p, DIGITS_MAX_LISTED, NULL);
    assert_true(capped.count > DIGITS_MAX_LISTED);
    assert_int_equal(capped.listed_count, DIGITS_MAX_LISTED);
    check_listing(&p, &capped, NULL);
    /* listing everything finds exactly as many distinct trees as were counted */
    digits_result everything = solve(&p, 1 << 20, NULL);
    assert_int_equal(everything.count, capped.count);
    assert_int_equal((uint64_t)everything.listed_count, everything.count);
    check_listing(&p, &everything, NULL);
    digits_result_free(&capped);
    digits_result_free(&everything);

    cs_buf out = {0};
    cs_error err;
    assert_int_equal(digits_run("1", "100 75 50 25 10 5", 1, 0, NULL, &out, &err), 0);
    char expect[96];
    snprintf(expect, sizeof expect, "\nListed the first 1000 of %llu solutions.\n",
             (unsigned long long)everything.count);
    assert_non_null(strstr(out.data, expect));
    cs_buf_free(&out);
}

/* Every target 1..1000 of the classic numbers: listing agrees with counting. */
static void test_listing_agrees_with_count(void **state)
{
    (void)state;
    for (int target = 1; target <= 1000; target += 7) {
        char text[16];
        snprintf(text, sizeof text, "%d", target);
        digits_puzzle p = puzzle_of(text, "1 3 7 10 25 50");
        digits_result r = solve(&p, 1 << 20, NULL);
        assert_int_equal((uint64_t)r.listed_count, r.count);
        assert_int_equal(r.solved, r.count > 0);
        if (r.solved)
            assert_int_equal(r.best.step_count, r.ops);
        assert_replays(&p, &r.best, r.closest, NULL);
        for (int s = 0; s < r.listed_count; s++)
            assert_replays(&p, &r.listed[s], target, NULL);
        digits_result_free(&r);
    }
}

/* ---- values, limits and the budget ---- */

static void test_value_cap_drops_large_results(void **state)
{
    (void)state;
    /* 2^27 * 2^26 = 2^53 is over the cap: the nearest kept value is 2^27 + 2^26 */
    digits_puzzle p = puzzle_of("9007199254740991", "134217728 67108864");
    digits_result r = solve(&p, 0, NULL);
    assert_int_equal(r.closest, 134217728LL + 67108864LL);
    digits_result_free(&r);
    /* four 2^26: 2^26 * 2^26 + 2^26 * 2^26 and (2^26 + 2^26) * 2^26 are 2^53,
     * one over the cap, so the nearest to 2^53 - 1 is 2^52 + 2^27 */
    p = puzzle_of("9007199254740991", "67108864 67108864 67108864 67108864");
    r = solve(&p, 0, NULL);
    assert_int_equal(r.closest, 4503599627370496LL + 134217728LL);
    assert_replays(&p, &r.best, r.closest, NULL);
    digits_result_free(&r);
    /* 2^26 * 2^26 + 2^26 * (2^26 + 1) = 2^53 + 2^26 would be nearest, but is
     * over the cap: the nearest kept value is 2^52 + 3 * 2^26 */
    p = puzzle_of("9007199254740991", "67108864 67108864 67108864 67108865");
    r = solve(&p, 0, NULL);
    assert_int_equal(r.closest, 4503599627370496LL + 3 * 67108864LL);
    assert_replays(&p, &r.best, r.closest, NULL);
    digits_result_free(&r);
    /* (2^32-1) * 3 is under it; (2^32-1)^2 overflows 64 bits and is dropped, not wrapped */
    p = puzzle_of("12884901885", "4294967295 3 4294967295");
    r = solve(&p, DIGITS_MAX_LISTED, NULL);
    assert_true(r.solved);
    assert_int_equal(r.ops, 1);
    check_listing(&p, &r, NULL);
    digits_result_free(&r);
}

static void test_large_numbers_finish(void **state)
{
    (void)state;
    const char *sets[] = {"999999937 999999929 999999893 999999883 999999797 999999761",
                          "4294967295 4294967291 4294967279 4294967231 4294967197 4294967189",
                          "101 103 107 109 113 127", "1009 1013 1019 1021 1031 1033"};
    for (size_t i = 0; i < sizeof sets / sizeof sets[0]; i++) {
        digits_puzzle p = puzzle_of("999999999", sets[i]);
        digits_result r = solve(&p, DIGITS_MAX_LISTED, NULL);
        assert_int_equal(r.stop, CS_FINISHED);
        assert_int_equal(r.searched_ops, 5);
        assert_true(r.peak_bytes < (size_t)16 << 20);
        assert_replays(&p, &r.best, r.closest, NULL);
        check_listing(&p, &r, NULL);
        digits_result_free(&r);
    }
}

static void test_budget_gives_up_cleanly(void **state)
{
    (void)state;
    digits_puzzle p = puzzle_of("765", "1 3 7 10 25 50");
    cs_budget few_states = {100, 0, NULL, NULL, NULL};
    digits_result r = solve(&p, DIGITS_MAX_LISTED, &few_states);
    assert_int_equal(r.stop, CS_STOP_STATES);
    assert_true(r.searched_ops >= 0 && r.searched_ops < 5);
    assert_replays(&p, &r.best, r.closest, NULL);
    assert_int_equal(r.stars, digits_stars(r.distance));
    digits_result_free(&r);

    cs_budget few_bytes = {0, 20000, NULL, NULL, NULL};
    r = solve(&p, DIGITS_MAX_LISTED, &few_bytes);
    assert_int_equal(r.stop, CS_STOP_MEMORY);
    assert_true(r.peak_bytes <= 20000);
    assert_replays(&p, &r.best, r.closest, NULL);
    digits_result_free(&r);

    volatile int cancel = 1;
    cs_budget cancelled = {0, 0, &cancel, NULL, NULL};
    r = solve(&p, DIGITS_MAX_LISTED, &cancelled);
    assert_int_equal(r.stop, CS_STOP_CANCELLED);
    digits_result_free(&r);

    /* no room even for the given numbers: still a closest value, a given one */
    cs_budget one_state = {1, 0, NULL, NULL, NULL};
    r = solve(&p, DIGITS_MAX_LISTED, &one_state);
    assert_int_equal(r.stop, CS_STOP_STATES);
    assert_int_equal(r.closest, 50);
    assert_int_equal(r.best.step_count, 0);
    digits_result_free(&r);

    /* the tables fit, the listing does not: the count is still exact */
    r = solve(&p, 0, NULL);
    cs_budget tables_only = {r.states + 1, 0, NULL, NULL, NULL};
    digits_result_free(&r);
    r = solve(&p, DIGITS_MAX_LISTED, &tables_only);
    assert_int_equal(r.stop, CS_STOP_STATES);
    assert_int_equal(r.count, 49);
    assert_int_equal(r.searched_ops, 5);
    assert_true(r.listed_count < 49);
    for (int s = 0; s < r.listed_count; s++)
        assert_replays(&p, &r.listed[s], 765, NULL);
    digits_result_free(&r);
    cs_buf listing = {0};
    cs_error listing_err;
    assert_int_equal(digits_run("765", "1 3 7 10 25 50", 1, 0, &tables_only, &listing, &listing_err), 0);
    assert_non_null(strstr(listing.data, ": 49 distinct solutions, fewest 3 operations\n"));
    assert_non_null(strstr(listing.data, "; every solution was counted, but not all could be listed.\n"));
    cs_buf_free(&listing);

    expect_run("765", "1 3 7 10 25 50", 1, 1, &few_states,
               "\"gave_up\": true, \"message\": \"gave up after 100 states: state budget reached; "
               "solutions of up to ");
    expect_run("765", "1 3 7 10 25 50", 0, 0, &few_bytes, "\nGave up after ", "memory cap reached");
}

/* ---- input errors ---- */

static void expect_error(const char *target, const char *numbers, const char *field, const char *message)
{
    cs_buf out = {0};
    cs_error err = {0};
    int rc = digits_run(target, numbers, 0, 0, NULL, &out, &err);
    if (rc != -1 || strcmp(err.field, field) != 0 || strcmp(err.message, message) != 0)
        fail_msg("\"%s\" / \"%s\": got %d, %s: %s; expected %s: %s", target ? target : "(null)",
                 numbers ? numbers : "(null)", rc, err.field, err.message, field, message);
    cs_buf_free(&out);
}

static void test_input_errors(void **state)
{
    (void)state;
    expect_error("", "1 2", "target", "the target is empty: enter a positive integer");
    expect_error("  ", "1 2", "target", "the target is empty: enter a positive integer");
    expect_error(NULL, "1 2", "target", "the target is empty: enter a positive integer");
    expect_error("x", "1 2", "target", "the target (\"x\") is not a positive integer");
    expect_error("0", "1 2", "target", "the target (\"0\") is not a positive integer");
    expect_error("-5", "1 2", "target", "the target (\"-5\") is not a positive integer");
    expect_error("2.5", "1 2", "target", "the target (\"2.5\") is not a positive integer");
    expect_error("9007199254740992", "1 2", "target",
                 "the target (\"9007199254740992\") is too large: at most 9,007,199,254,740,991");
    expect_error("99999999999999999999999", "1 2", "target",
                 "the target (\"99999999999999999999...\") is too large: at most 9,007,199,254,740,991");
    /* a long token is cut before a UTF-8 character, never inside one ("é" is 2 bytes) */
    expect_error("1\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9", "1 2", "target",
                 "the target (\"1\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9...\") is not a positive integer");
    expect_error("10", "", "numbers", "no numbers given: enter 2 to 6 positive integers");
    expect_error("10", NULL, "numbers", "no numbers given: enter 2 to 6 positive integers");
    expect_error("10", " , ", "numbers", "number 1 is empty (a comma with nothing before it)");
    expect_error("10", "5", "numbers", "only 1 number given: Digits takes 2 to 6");
    expect_error("10", "1 2 3 4 5 6 7", "numbers", "too many numbers: Digits takes 2 to 6, got 7");
    expect_error("10", "1,2,3,4,5,6,7,8,9", "numbers", "too many numbers: Digits takes 2 to 6, got 9");
    expect_error("10", "1,2,x", "numbers", "number 3 (\"x\") is not a positive integer");
    expect_error("10", "1 0", "numbers", "number 2 (\"0\") is not a positive integer");
    expect_error("10", "1 -3", "numbers", "number 2 (\"-3\") is not a positive integer");
    expect_error("10", "2.5 1", "numbers", "number 1 (\"2.5\") is not a positive integer");
    expect_error("10", "1 4294967296", "numbers",
                 "number 2 (\"4294967296\") is too large: at most 4,294,967,295");
    expect_error("10", "1,,2", "numbers", "number 2 is empty (two commas in a row)");
    expect_error("10", ",1,2", "numbers", "number 1 is empty (a comma with nothing before it)");
    expect_error("10", "1,2,", "numbers", "number 3 is empty (a comma at the end)");
    expect_error("10", "1 , , 2", "numbers", "number 2 is empty (two commas in a row)");

    /* what is accepted: mixed separators, leading zeros, the largest number */
    cs_buf out = {0};
    cs_error err;
    expect_run(" 007 ", " 1, 2 ,3\t4  ", 0, 0, NULL, "7 from 1 2 3 4:");
    assert_int_equal(digits_run("1", "4294967295 4294967295", 0, 0, NULL, &out, &err), 0);
    cs_buf_free(&out);

    /* digits_solve checks a hand-made puzzle too */
    digits_puzzle bad = {5, 7, {1, 2, 3, 4, 5, 6}, 0};
    digits_result r;
    assert_int_equal(digits_solve(&bad, 0, NULL, &r, &err), -1);
    assert_string_equal(err.field, "numbers");
    bad = (digits_puzzle){0, 2, {1, 2}, 0};
    assert_int_equal(digits_solve(&bad, 0, NULL, &r, &err), -1);
    assert_string_equal(err.field, "target");
    bad = (digits_puzzle){5, 2, {1, 0}, 0};
    assert_int_equal(digits_solve(&bad, 0, NULL, &r, &err), -1);
    assert_string_equal(err.message, "number 2 (0) is out of range: it must be 1 to 4294967295");
}

/* ---- the reports, read back ---- */

/* The quoted strings of the JSON array of arrays after "key": [ ... ]; returns
 * how many inner arrays, each with its lines. Good enough for the report's own
 * shape: strings without escapes. */
static int json_string_arrays(const char *json, const char *key, char lines[][DIGITS_MAX_STEPS][64], int *counts,
                              int max_arrays)
{
    char pattern[64];
    snprintf(pattern, sizeof pattern, "\"%s\": [", key);
    const char *p = strstr(json, pattern);
    assert_non_null(p);
    p += strlen(pattern);
    int arrays = 0;
    for (;;) {
        while (*p == ' ' || *p == ',')
            p++;
        if (*p == ']')
            return arrays;
        assert_int_equal(*p, '[');
        p++;
        assert_true(arrays < max_arrays);
        counts[arrays] = 0;
        for (;;) {
            while (*p == ' ' || *p == ',')
                p++;
            if (*p == ']') {
                p++;
                break;
            }
            assert_int_equal(*p, '"');
            const char *end = strchr(p + 1, '"');
            assert_non_null(end);
            assert_true(end - p - 1 < 64 && counts[arrays] < DIGITS_MAX_STEPS);
            memcpy(lines[arrays][counts[arrays]], p + 1, (size_t)(end - p - 1));
            lines[arrays][counts[arrays]][end - p - 1] = '\0';
            assert_null(memchr(p + 1, '\\', (size_t)(end - p - 1)));
            counts[arrays]++;
            p = end + 1;
        }
        arrays++;
    }
}

static void assert_balanced(const char *json)
{
    int braces = 0, brackets = 0, in_string = 0;
    for (const char *p = json; *p; p++) {
        if (in_string) {
            if (*p == '\\' && p[1])
                p++;
            else if (*p == '"')
                in_string = 0;
            continue;
        }
        braces += *p == '{' ? 1 : *p == '}' ? -1 : 0;
        brackets += *p == '[' ? 1 : *p == ']' ? -1 : 0;
        in_string = *p == '"';
        assert_true(braces >= 0 && brackets >= 0);
    }
    assert_int_equal(braces, 0);
    assert_int_equal(brackets, 0);
    assert_false(in_string);
    assert_int_equal(json[0], '{');
    assert_int_equal(json[strlen(json) - 1], '}');
}

static void test_json_report(void **state)
{
    (void)state;
    cs_buf out = {0};
    cs_error err;
    assert_int_equal(digits_run("415", "1 2 3 4 5 6", 1, 1, NULL, &out, &err), 0);
    const char *json = out.data;
    assert_balanced(json);
    const char *fields[] = {"{\"game\": \"digits\", ", "\"target\": 415, ", "\"numbers\": [1, 2, 3, 4, 5, 6], ",
                            "\"solved\": true, ", "\"ops\": 5, ", "\"closest\": 415, ", "\"distance\": 0, ",
                            "\"stars\": 3, ", "\"count\": 4, ", "\"states\": ", "\"gave_up\": false",
                            "\"listed\": 4, "};
    for (size_t i = 0; i < sizeof fields / sizeof fields[0]; i++)
        if (!strstr(json, fields[i]))
            fail_msg("no %s in %s", fields[i], json);
    assert_null(strstr(json, "\"message\""));

    static char lines[DIGITS_MAX_LISTED][DIGITS_MAX_STEPS][64];
    int counts[DIGITS_MAX_LISTED];
    const int64_t numbers[] = {1, 2, 3, 4, 5, 6};
    char why[256] = "";
    int solutions = json_string_arrays(json, "solutions", lines, counts, DIGITS_MAX_LISTED);
    assert_int_equal(solutions, 4);
    for (int s = 0; s < solutions; s++)
        if (!replay(numbers, 6, lines[s], counts[s], 415, NULL, NULL, NULL, why))
            fail_msg("JSON solution %d: %s", s + 1, why);

    /* "steps" is one array: read it as the only array of a wrapper */
    const char *steps = strstr(json, "\"steps\": [");
    assert_non_null(steps);
    char wrapped[1024];
    snprintf(wrapped, sizeof wrapped, "\"steps\": [%.*s]]", (int)(strchr(steps, ']') - steps - 9),
             steps + 9);
    int step_counts[1];
    assert_int_equal(json_string_arrays(wrapped, "steps", lines, step_counts, 1), 1);
    assert_int_equal(step_counts[0], 5);
    int64_t pools[DIGITS_MAX_STEPS][8];
    int sizes[DIGITS_MAX_STEPS];
    if (!replay(numbers, 6, lines[0], 5, 415, pools, sizes, NULL, why))
        fail_msg("JSON steps: %s", why);
    /* the pools the report shows are the pools of the replay */
    char expect[512] = "\"pools\": [";
    for (int s = 0; s < 5; s++) {
        strcat(expect, s ? ", [" : "[");
        for (int i = 0; i < sizes[s]; i++)
            snprintf(expect + strlen(expect), sizeof expect - strlen(expect), "%s%lld", i ? ", " : "",
                     (long long)pools[s][i]);
        strcat(expect, "]");
    }
    strcat(expect, "]");
    if (!strstr(json, expect))
        fail_msg("no %s in %s", expect, json);
    cs_buf_free(&out);

    assert_int_equal(digits_run("831", "1,3,7,10,25,50", 0, 1, NULL, &out, &err), 0);
    assert_balanced(out.data);
    const char *unsolved[] = {"\"solved\": false, \"ops\": null, ", "\"closest\": 830, \"distance\": 1, \"stars\": 2, "
                              "\"count\": 0, "};
    for (size_t i = 0; i < 2; i++)
        if (!strstr(out.data, unsolved[i]))
            fail_msg("no %s in %s", unsolved[i], out.data);
    assert_null(strstr(out.data, "\"solutions\""));
    cs_buf_free(&out);
}

/* Splits text into lines (in place); returns how many. */
static int split_lines(char *text, char **lines, int max)
{
    int n = 0;
    for (char *p = text; *p && n < max;) {
        char *end = strchr(p, '\n');
        assert_non_null(end); /* every line ends with a newline */
        *end = '\0';
        lines[n++] = p;
        p = end + 1;
    }
    return n;
}

static void test_text_report(void **state)
{
    (void)state;
    const int64_t numbers[] = {1, 2, 3, 4, 5, 6};
    char why[256] = "", steps[DIGITS_MAX_STEPS][64], *lines[64];
    cs_buf out = {0};
    cs_error err;

    assert_int_equal(digits_run("415", "1 2 3 4 5 6", 0, 0, NULL, &out, &err), 0);
    int n = split_lines(out.data, lines, 64);
    assert_int_equal(n, 6);
    assert_string_equal(lines[0], "415 from 1 2 3 4 5 6: 4 distinct solutions, fewest 5 operations");
    for (int i = 0; i < 5; i++)
        snprintf(steps[i], 64, "%s", lines[1 + i]);
    if (!replay(numbers, 6, steps, 5, 415, NULL, NULL, NULL, why))
        fail_msg("text: %s", why);
    cs_buf_free(&out);

    /* all: numbered solutions, a blank line before each, continuation lines indented */
    assert_int_equal(digits_run("415", "1 2 3 4 5 6", 1, 0, NULL, &out, &err), 0);
    n = split_lines(out.data, lines, 64);
    assert_string_equal(lines[0], "415 from 1 2 3 4 5 6: 4 distinct solutions, fewest 5 operations");
    int solutions = 0, line = 1;
    while (line < n) {
        assert_string_equal(lines[line++], "");
        char prefix[16];
        snprintf(prefix, sizeof prefix, "%d. ", solutions + 1);
        assert_true(strncmp(lines[line], prefix, strlen(prefix)) == 0);
        int count = 0;
        snprintf(steps[count++], 64, "%s", lines[line++] + strlen(prefix));
        while (line < n && strncmp(lines[line], "   ", 3) == 0)
            snprintf(steps[count++], 64, "%s", lines[line++] + 3);
        if (!replay(numbers, 6, steps, count, 415, NULL, NULL, NULL, why))
            fail_msg("text solution %d: %s", solutions + 1, why);
        solutions++;
    }
    assert_int_equal(solutions, 4);
    cs_buf_free(&out);

    const int64_t classic[] = {1, 3, 7, 10, 25, 50};
    assert_int_equal(digits_run("831", "1 3 7 10 25 50", 1, 0, NULL, &out, &err), 0);
    n = split_lines(out.data, lines, 64);
    assert_string_equal(lines[0], "831 from 1 3 7 10 25 50");
    assert_string_equal(lines[1], "No exact solution. Closest: 830 (distance 1, 2 stars)");
    for (int i = 2; i < n; i++)
        snprintf(steps[i - 2], 64, "%s", lines[i]);
    if (!replay(classic, 6, steps, n - 2, 830, NULL, NULL, NULL, why))
        fail_msg("text closest: %s", why);
    cs_buf_free(&out);

    assert_int_equal(digits_run("4", "2 3", 0, 0, NULL, &out, &err), 0);
    assert_string_equal(out.data, "4 from 2 3\nNo exact solution. Closest: 3 (distance 1, 2 stars), one of the given numbers\n");
    cs_buf_free(&out);
    expect_run("32", "2 3", 0, 0, NULL, "Closest: 6 (distance 26, 0 stars)\n");
    expect_run("31", "2 3", 0, 0, NULL, "Closest: 6 (distance 25, 1 star)\n");
}

TEST_MAIN(cmocka_unit_test(test_765_has_49_solutions),
          cmocka_unit_test(test_415_has_4_solutions_of_5_ops),
          cmocka_unit_test(test_831_closest_830_two_stars),
          cmocka_unit_test(test_stars_boundaries),
          cmocka_unit_test(test_closest_tie_and_given_number),
          cmocka_unit_test(test_target_is_a_given_number),
          cmocka_unit_test(test_duplicates_count_once),
          cmocka_unit_test(test_counts_match_brute_force),
          cmocka_unit_test(test_expressions_the_game_cannot_tell_apart),
          cmocka_unit_test(test_listing_cap_and_full_listing),
          cmocka_unit_test(test_listing_agrees_with_count),
          cmocka_unit_test(test_value_cap_drops_large_results),
          cmocka_unit_test(test_large_numbers_finish),
          cmocka_unit_test(test_budget_gives_up_cleanly),
          cmocka_unit_test(test_input_errors),
          cmocka_unit_test(test_json_report),
          cmocka_unit_test(test_text_report))
