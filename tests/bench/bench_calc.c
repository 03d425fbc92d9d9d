/*
 * bench_calc.c: the native side of the wasm-versus-native ratio in the README.
 *
 * Times, in one process (best of RUNS runs, clock_gettime), exactly the job the
 * wasm API's cs_calc_solve does for the page: calc_run over the text of all 199
 * bundled levels to a JSON array, parsing and output included. tests/bench/wasm.mjs
 * times the same call through the wasm module. Exits non-zero when the output is
 * not 199 solved levels, so a fast wrong answer cannot pass for a benchmark.
 */
#include "calc.h"
#include "levels_data.h"

#include <stdio.h>
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
    return solved == 199 ? 0 : 1;
}
