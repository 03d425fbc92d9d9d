/*
 * fuzz_digits.c: libFuzzer harness for the Digits back end: digits_run on
 * target and numbers strings taken from the input, and the lower-level
 * digits_parse / digits_solve whose solutions are checked step by step.
 *
 * Input: one flag byte (bit 0: list all solutions; bit 1: JSON), then the
 * target text, a NUL, and the numbers text.
 *
 * Oracles: digits_run either writes a report (JSON that parses in JSON mode)
 * or returns -1 with an error in field "target" or "numbers" whose JSON
 * parses; it agrees with digits_parse. Every solution the solver returns
 * (the best one and each listed one) replays: each step takes two values still
 * in the pool (given numbers or earlier results), computes a positive integer
 * below 2^53 by the game's rules, and the last result is the target (listed,
 * or the best when solved) or the closest value; the shortest is first, the
 * count covers the list, distance and stars match. Small budget and memory cap.
 */
#include "fuzz_common.h"

#include "digits.h"

#define FUZZ_DIGITS_STATES 100000u
#define FUZZ_DIGITS_BYTES ((size_t)32 << 20)

static const char *const DIGITS_FIELDS[] = {"target", "numbers", NULL};

/* Replays a solution on the puzzle's numbers; returns its final value. */
static int64_t replay(const digits_puzzle *p, const digits_solution *sol)
{
    int64_t pool[DIGITS_MAX_NUMBERS + DIGITS_MAX_STEPS];
    int n = p->count;
    memcpy(pool, p->numbers, (size_t)n * sizeof pool[0]);
    FUZZ_CHECK(sol->step_count >= 0 && sol->step_count <= p->count - 1, "%d steps for %d numbers", sol->step_count,
               p->count);
    if (sol->step_count == 0)
        return -1; /* a given number: the caller checks it */
    int64_t last = 0;
    for (int s = 0; s < sol->step_count; s++) {
        const digits_step *st = &sol->steps[s];
        int64_t want = 0;
        switch (st->op) {
        case '+':
            FUZZ_CHECK(st->a >= st->b && !cs_add(st->a, st->b, &want), "step %d: %lld + %lld", s, (long long)st->a,
                       (long long)st->b);
            break;
        case '-':
            FUZZ_CHECK(st->a > st->b, "step %d: %lld - %lld", s, (long long)st->a, (long long)st->b);
            want = st->a - st->b;
            break;
        case '*':
            FUZZ_CHECK(st->a >= st->b && st->b != 1 && !cs_mul(st->a, st->b, &want), "step %d: %lld * %lld", s,
                       (long long)st->a, (long long)st->b);
            break;
        case '/':
            FUZZ_CHECK(st->b > 1 && st->a % st->b == 0, "step %d: %lld / %lld", s, (long long)st->a, (long long)st->b);
            want = st->a / st->b;
            break;
        default:
            FUZZ_CHECK(0, "step %d: operator %d", s, st->op);
        }
        FUZZ_CHECK(want == st->result, "step %d: %lld %c %lld = %lld, not %lld", s, (long long)st->a, st->op,
                   (long long)st->b, (long long)want, (long long)st->result);
        FUZZ_CHECK(want >= 1 && want <= DIGITS_MAX_VALUE, "step %d: result %lld out of range", s, (long long)want);
        /* take the operands from the pool */
        for (int o = 0; o < 2; o++) {
            int64_t v = o ? st->b : st->a;
            int found = -1;
            for (int i = 0; i < n && found < 0; i++)
                if (pool[i] == v)
                    found = i;
            FUZZ_CHECK(found >= 0, "step %d uses %lld, which is not available", s, (long long)v);
            pool[found] = pool[--n];
        }
        pool[n++] = want;
        last = want;
    }
    return last;
}

static int is_given(const digits_puzzle *p, int64_t v)
{
    for (int i = 0; i < p->count; i++)
        if (p->numbers[i] == v)
            return 1;
    return 0;
}

static void check_solution(const digits_puzzle *p, const digits_solution *sol, int64_t value)
{
    int64_t got = replay(p, sol);
    if (sol->step_count == 0)
        FUZZ_CHECK(is_given(p, value), "no steps, yet %lld is not a given number", (long long)value);
    else
        FUZZ_CHECK(got == value, "solution ends on %lld, not %lld", (long long)got, (long long)value);
}

static void check_solver(const char *target, const char *numbers, int all)
{
    digits_puzzle p;
    cs_error err;
    if (digits_parse(target, numbers, &p, &err) != 0)
        return;
    cs_budget budget = {FUZZ_DIGITS_STATES, FUZZ_DIGITS_BYTES, NULL};
    digits_result r;
    int max_listed = all ? DIGITS_MAX_LISTED : 0;
    FUZZ_CHECK(digits_solve(&p, max_listed, &budget, &r, &err) == 0, "a parsed puzzle is rejected: %s", err.message);
    FUZZ_CHECK(r.listed_count >= 0 && r.listed_count <= max_listed, "listed %d", r.listed_count);
    FUZZ_CHECK((uint64_t)r.listed_count <= r.count || r.stop != CS_FINISHED, "listed %d of %llu", r.listed_count,
               (unsigned long long)r.count);
    if (r.solved) {
        FUZZ_CHECK(r.closest == p.target && r.distance == 0 && r.stars == 3, "solved but closest %lld",
                   (long long)r.closest);
        FUZZ_CHECK(r.ops == r.best.step_count, "ops %d, best has %d steps", r.ops, r.best.step_count);
        FUZZ_CHECK(r.count >= 1, "solved with count 0");
        check_solution(&p, &r.best, p.target);
    } else if (r.stop == CS_FINISHED) {
        FUZZ_CHECK(r.count == 0 && r.listed_count == 0 && r.ops == -1, "unsolved yet counted");
        int64_t d = r.closest > p.target ? r.closest - p.target : p.target - r.closest;
        FUZZ_CHECK(d == r.distance && d > 0, "distance %lld, |%lld - %lld|", (long long)r.distance,
                   (long long)r.closest, (long long)p.target);
        FUZZ_CHECK(r.stars == digits_stars(d), "stars %d for distance %lld", r.stars, (long long)d);
        check_solution(&p, &r.best, r.closest);
    }
    for (int i = 0; i < r.listed_count; i++) {
        check_solution(&p, &r.listed[i], p.target);
        if (i > 0)
            FUZZ_CHECK(r.listed[i].step_count >= r.listed[i - 1].step_count, "listed %d is shorter than %d", i, i - 1);
        if (i == 0 && r.stop == CS_FINISHED)
            FUZZ_CHECK(r.listed[0].step_count == r.ops, "the first listed solution is not a shortest one");
    }
    digits_result_free(&r);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1)
        return 0;
    int all = data[0] & 1, json = (data[0] >> 1) & 1;
    char *target, *numbers;
    fuzz_split(data + 1, size - 1, &target, &numbers);

    cs_budget budget = {FUZZ_DIGITS_STATES, FUZZ_DIGITS_BYTES, NULL};
    cs_buf out = {0};
    cs_error err;
    memset(&err, 0x5a, sizeof err);
    int rc = digits_run(target, numbers, all, json, &budget, &out, &err);
    digits_puzzle p;
    cs_error parse_err;
    int parsed = digits_parse(target, numbers, &p, &parse_err);
    fuzz_check_run(rc, &out, json ? 0 : -1, &err, parsed, &parse_err, DIGITS_FIELDS);
    cs_buf_free(&out);
    check_solver(target, numbers, all);
    free(target);
    free(numbers);
    return 0;
}
