/*
 * test_support.h: what several C test suites share (include after cmocka.h,
 * stdio.h, stdlib.h and string.h): the 199 bundled levels, loaded or the test
 * fails; a check that a text (or an answer of the interface) holds strings;
 * random numbers, display limits and the seed of randomised suites; TEST_MAIN.
 */
#ifndef CALCSOLVE_TEST_SUPPORT_H
#define CALCSOLVE_TEST_SUPPORT_H

#include "calc.h"

/* The bundled levels (free them); fails the test unless all 199 are read. */
static inline calc_level *bundled_levels_or_fail(int *count)
{
    calc_level *levels = NULL;
    cs_error err;
    *count = calc_bundled_levels(&levels, &err);
    if (*count != 199)
        fail_msg("the bundled levels did not load: %s: %s", err.field, err.message);
    return levels;
}

/* Fails unless text holds every string given (assert_non_null(strstr(...)) for
 * each), naming the first one missing. */
#define assert_contains(text, ...) assert_contains_all((text), (const char *const[]){__VA_ARGS__, NULL})
static inline void assert_contains_all(const char *text, const char *const *parts)
{
    for (; *parts; parts++)
        if (!text || !strstr(text, *parts))
            fail_msg("\"%s\" is not in:\n%s", *parts, text ? text : "(null)");
}

/* Fails unless json (a text the caller owns, from cs_play_json, cs_hint_json or
 * cs_solve_json; NULL fails) holds every string given; frees it. */
#define expect_answer(json, ...) expect_answer_holds((json), (const char *const[]){__VA_ARGS__, NULL})
static inline void expect_answer_holds(char *json, const char *const *parts)
{
    assert_contains_all(json, parts);
    free(json);
}

/* A suite's main(): runs the tests given (cmocka_unit_test(name), ...) as one group. */
#define TEST_MAIN(...)                                                                                         \
    int main(void)                                                                                             \
    {                                                                                                          \
        const struct CMUnitTest tests[] = {__VA_ARGS__};                                                       \
        return cmocka_run_group_tests(tests, NULL, NULL);                                                      \
    }

/* ---- random numbers for randomised tests: splitmix64, reproducible from a seed ---- */

typedef struct test_rng {
    uint64_t s;
} test_rng;

static inline uint64_t next_u64(test_rng *r)
{
    uint64_t z = (r->s += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

/* Uniform in lo..hi (inclusive). */
static inline int64_t between(test_rng *r, int64_t lo, int64_t hi)
{
    return lo + (int64_t)(next_u64(r) % (uint64_t)(hi - lo + 1));
}

static inline int chance(test_rng *r, int percent) { return between(r, 1, 100) <= percent; }

/* The largest value a display of `digits` digits shows (10^digits - 1). */
static inline int64_t display_limit(int digits)
{
    int64_t limit = 1;
    for (int i = 0; i < digits; i++)
        limit *= 10;
    return limit - 1;
}

/* A randomised suite's seed and size from the environment (seed_var, count_var;
 * unset or empty: the defaults; a count below 1 is 1), printed with its name so
 * a failure can be reproduced. */
static inline void seed_and_count(const char *name, const char *seed_var, uint64_t default_seed, const char *count_var,
                                  long default_count, const char *what, uint64_t *seed, long *count)
{
    const char *seed_text = getenv(seed_var), *count_text = getenv(count_var);
    *seed = seed_text && *seed_text ? strtoull(seed_text, NULL, 0) : default_seed;
    *count = count_text && *count_text ? strtol(count_text, NULL, 10) : default_count;
    if (*count < 1)
        *count = 1;
    printf("%s: seed %llu, %ld %s (%s, %s to change)\n", name, (unsigned long long)*seed, *count, what, seed_var,
           count_var);
}

#endif
