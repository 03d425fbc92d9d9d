/*
 * bench_clock.c: speed and memory of the clock game's search, for tests/README.md.
 *
 * Times clock_solve (the search and the path rebuild, not the report) on the
 * sizes the issue names: n=4 k=5 as the best of many runs, the larger ones once.
 * Prints time, states visited, the search's peak table bytes, and the answer's
 * length and winning round per line.
 */
#include "clock.h"

#include <stdio.h>
#include <time.h>

static double now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e3 + (double)t.tv_nsec / 1e6;
}

static void print_bytes(size_t bytes)
{
    if (bytes >= (size_t)1 << 20)
        printf("%.1f MiB", (double)bytes / (1 << 20));
    else
        printf("%.1f KiB", (double)bytes / (1 << 10));
}

/* Solves n, k `runs` times and reports the fastest. 0 on success. */
static int bench(int n, int k, int runs)
{
    double best = -1;
    clock_result res = {0};
    for (int run = 0; run < runs; run++) {
        cs_error err;
        clock_result_free(&res);
        double began = now_ms();
        if (clock_solve(n, k, NULL, &res, &err) != 0) {
            fprintf(stderr, "clock n=%d k=%d: %s: %s\n", n, k, err.field, err.message);
            return -1;
        }
        double took = now_ms() - began;
        if (best < 0 || took < best)
            best = took;
    }
    printf("clock n=%d k=%d: %.3f ms%s, %llu states, peak ", n, k, best, runs > 1 ? " (best of many)" : "",
           (unsigned long long)res.states);
    print_bytes(res.peak_bytes);
    if (res.solved)
        printf(", %llu choices, win at round %llu, widest BFS layer %llu\n", (unsigned long long)res.length,
               (unsigned long long)res.rounds, (unsigned long long)res.widest_layer);
    else
        printf(", not solved (%s)\n", cs_stop_reason(res.stop));
    int ok = res.solved;
    clock_result_free(&res);
    return ok ? 0 : -1;
}

int main(void)
{
    int failed = 0;
    failed |= bench(4, 5, 1000);
    failed |= bench(7, 5, 1);
    failed |= bench(7, 9, 1);
    failed |= bench(8, 9, 1);
    return failed ? 1 : 0;
}
