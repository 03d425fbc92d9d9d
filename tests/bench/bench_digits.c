/*
 * bench_digits.c: speed and memory of the Digits solver, for tests/README.md.
 *
 * Times counting and listing every distinct solution of the pinned puzzles
 * (best of RUNS runs, clock_gettime), plus the worst inputs known for table
 * size, and reports the peak bytes the search held (from cs_search). Built
 * with every core source by `make bench`; exits non-zero if a result is off,
 * so a fast wrong answer cannot pass for a benchmark.
 */
#include "digits.h"

#include <stdio.h>
#include <time.h>

#define RUNS 50

typedef struct bench_case {
    const char *label, *target, *numbers;
    int all;
    long long expect_count; /* -1: not checked */
} bench_case;

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

int main(void)
{
    const bench_case cases[] = {
        {"415 1..6 all", "415", "1 2 3 4 5 6", 1, 4},
        {"765 1 3 7 10 25 50 all", "765", "1 3 7 10 25 50", 1, 49},
        {"831 1 3 7 10 25 50 (closest)", "831", "1 3 7 10 25 50", 0, 0},
        {"1 100 75 50 25 10 5 all (1000 listed)", "1", "100 75 50 25 10 5", 1, -1},
        {"999999999 six numbers near 1e9", "999999999", "999999937 999999929 999999893 999999883 999999797 999999761",
         1, -1},
        {"999999 six primes near 100 (largest tables)", "999999", "101 103 107 109 113 127", 1, -1},
    };
    int failed = 0;
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        digits_puzzle puzzle;
        cs_error err;
        if (digits_parse(cases[c].target, cases[c].numbers, &puzzle, &err) != 0) {
            fprintf(stderr, "bench_digits: %s: %s\n", cases[c].label, err.message);
            return 1;
        }
        double best = -1;
        digits_result result = {0};
        for (int run = 0; run < RUNS; run++) {
            digits_result_free(&result);
            double start = now_ms();
            if (digits_solve(&puzzle, cases[c].all ? DIGITS_MAX_LISTED : 0, NULL, &result, &err) != 0) {
                fprintf(stderr, "bench_digits: %s: %s\n", cases[c].label, err.message);
                return 1;
            }
            double took = now_ms() - start;
            if (best < 0 || took < best)
                best = took;
        }
        int wrong = result.stop != CS_FINISHED ||
                    (cases[c].expect_count >= 0 && result.count != (unsigned long long)cases[c].expect_count);
        printf("digits %s: %.2f ms, peak %zu KiB, %llu solution%s", cases[c].label, best,
               (result.peak_bytes + 1023) / 1024, (unsigned long long)result.count, result.count == 1 ? "" : "s");
        if (cases[c].all)
            printf(" (%d listed)", result.listed_count);
        if (!result.solved)
            printf(", closest %lld", (long long)result.closest);
        printf(", %llu states%s\n", (unsigned long long)result.states, wrong ? "  WRONG" : "");
        failed |= wrong;
        digits_result_free(&result);
    }
    return failed;
}
