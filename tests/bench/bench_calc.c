/*
 * bench_calc.c: the native side of the wasm-versus-native ratio in tests/README.md.
 *
 * Times, in one process (best of RUNS runs, clock_gettime), exactly the job the
 * wasm API's cs_calc_solve does for the page: calc_run over the text of all 199
 * bundled levels to a JSON array, parsing and output included. tests/bench/wasm.mjs
 * times the same call through the wasm module. Exits non-zero when the output is
 * not 199 solved levels, so a fast wrong answer cannot pass for a benchmark.
 * Then the same call on each benchmark level of tests/bench/ (level-*.txt), as
 * wasm.mjs times it through the module, for the wasm-versus-native ratio there.
 */
#include "calc.h"
#include "levels_data.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define RUNS 20

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

/* How many times needle occurs in haystack. */
static int occurrences(const char *haystack, const char *needle)
{
    int n = 0;
    for (const char *p = strstr(haystack, needle); p; p = strstr(p + 1, needle))
        n++;
    return n;
}

/* calc_run on one level file, JSON array, the web's budget: best of runs. */
static int time_level_file(const char *path, int runs)
{
    char text[4096];
    FILE *f = fopen(path, "rb");
    size_t n = f ? fread(text, 1, sizeof text - 1, f) : 0;
    if (f)
        fclose(f);
    text[n] = '\0';
    const calc_rules rules = {0, 6};
    const cs_budget budget = {3000000u, (size_t)192 << 20, NULL}; /* wasm/api.c's web budget */
    double fastest = 1e300;
    for (int run = 0; run < runs; run++) {
        cs_buf out = {0};
        cs_error err;
        double t = now_ms();
        int status = calc_run(text, &rules, 0, CALC_JSON_ARRAY, &budget, &out, &err);
        t = now_ms() - t;
        if (status != 0 || !out.data) {
            fprintf(stderr, "bench_calc: %s: %s\n", path, n ? err.message : "cannot read");
            cs_buf_free(&out);
            return 1;
        }
        if (t < fastest)
            fastest = t;
        if (run == runs - 1) {
            const char *states = strstr(out.data, "\"states\": ");
            printf("calculator: %s as one call (the wasm API's), JSON included: %.1f ms (best of %d), states %lld\n",
                   path, fastest, runs, states ? atoll(states + 10) : -1LL);
        }
        cs_buf_free(&out);
    }
    return 0;
}

int main(void)
{
    const calc_rules rules = {0, 6};
    double fastest = 1e300;
    int solved = 0;
    for (int run = 0; run < RUNS; run++) {
        cs_buf out = {0};
        cs_error err;
        double t = now_ms();
        int status = calc_run(calc_bundled_levels_text, &rules, 0, CALC_JSON_ARRAY, NULL, &out, &err);
        t = now_ms() - t;
        if (status != 0 || !out.data) {
            fprintf(stderr, "bench_calc: calc_run failed: %s\n", err.message);
            cs_buf_free(&out);
            return 1;
        }
        solved = occurrences(out.data, "\"solved\": true");
        cs_buf_free(&out);
        if (t < fastest)
            fastest = t;
    }
    printf("calculator: all 199 levels as one JSON-array job (the wasm API's call), parse and JSON included: "
           "%.2f ms (best of %d), %d solved\n", fastest, RUNS, solved);
    if (time_level_file("tests/bench/level-a-deep.txt", 5) || time_level_file("tests/bench/level-b-whole-space.txt", 5))
        return 1;
    return solved == 199 ? 0 : 1;
}
