/*
 * generate_util.c: what the generators and the difficulty calibration share:
 * seeded pseudo-random numbers (splitmix64, so a seed means the same puzzle on
 * every machine and in wasm, with no global state), seeds from text, and
 * Spearman's rank correlation (the calibration's measure, used by the tests
 * and the bench).
 */
#include "generate.h"

#include <stdlib.h>
#include <string.h>

void cs_rng_seed(cs_rng *rng, uint64_t seed) { rng->state = seed; }

uint64_t cs_rng_next(cs_rng *rng)
{
    uint64_t z = (rng->state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

int64_t cs_rng_range(cs_rng *rng, int64_t lo, int64_t hi)
{
    uint64_t span = (uint64_t)hi - (uint64_t)lo + 1; /* 0 means the whole 2^64 */
    if (span == 0)
        return (int64_t)cs_rng_next(rng);
    uint64_t limit = UINT64_MAX - UINT64_MAX % span; /* rejection: no modulo bias */
    uint64_t x;
    do
        x = cs_rng_next(rng);
    while (x >= limit);
    return (int64_t)((uint64_t)lo + x % span);
}

uint64_t cs_seed_of_text(const char *text)
{
    int64_t number;
    if (cs_parse_int64(text, &number) == 0)
        return (uint64_t)number;
    uint64_t h = 0xcbf29ce484222325ull;
    for (const unsigned char *p = (const unsigned char *)text; *p; p++)
        h = (h ^ *p) * 0x100000001b3ull;
    return h;
}

/* Mean ranks (1-based) of v into rank; ties share their mean rank. */
static int ranks(const double *v, int n, double *rank)
{
    int *order = malloc((size_t)n * sizeof *order);
    if (!order)
        return -1;
    for (int i = 0; i < n; i++)
        order[i] = i;
    for (int i = 1; i < n; i++) /* insertion sort: stable, n is a few hundred */
        for (int j = i; j > 0 && v[order[j - 1]] > v[order[j]]; j--) {
            int t = order[j];
            order[j] = order[j - 1];
            order[j - 1] = t;
        }
    for (int i = 0; i < n;) {
        int j = i;
        while (j + 1 < n && v[order[j + 1]] == v[order[i]])
            j++;
        for (int k = i; k <= j; k++)
            rank[order[k]] = (i + j) / 2.0 + 1;
        i = j + 1;
    }
    free(order);
    return 0;
}

double cs_spearman(const double *x, const double *y, int n)
{
    if (n < 2)
        return 0;
    double *rx = malloc((size_t)n * sizeof *rx), *ry = malloc((size_t)n * sizeof *ry);
    double r = 0;
    if (rx && ry && ranks(x, n, rx) == 0 && ranks(y, n, ry) == 0) {
        double mean = (n + 1) / 2.0, sxy = 0, sxx = 0, syy = 0;
        for (int i = 0; i < n; i++) {
            sxy += (rx[i] - mean) * (ry[i] - mean);
            sxx += (rx[i] - mean) * (rx[i] - mean);
            syy += (ry[i] - mean) * (ry[i] - mean);
        }
        if (sxx > 0 && syy > 0) {
            /* sqrt(sxx * syy) without libm: Newton's method from a good start */
            double p = sxx * syy, s = p > 1 ? p / 2 : 1;
            for (int k = 0; k < 200; k++)
                s = (s + p / s) / 2;
            r = sxy / s;
        }
    }
    free(rx);
    free(ry);
    return r;
}
