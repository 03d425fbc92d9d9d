/*
 * bench_generate.c: the difficulty score's calibration and the generators'
 * speed, for core/README.md. Prints the Spearman rank correlation between the
 * score (and each of its measures alone) and the bundled levels' numbers, then
 * the time per generated Calculator level (M = 5 and 8), per Digits puzzle and
 * per puzzle of the day. Built with every core source by `make bench`; exits
 * non-zero when a generator fails, so a fast failure cannot pass for a number.
 */
#include "calc_generate.h"
#include "../c/daily_pair.h"
#include "digits_generate.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

static int correlation(void)
{
    calc_level *levels;
    cs_error err;
    calc_rules rules = {0, 6};
    int n = calc_bundled_levels(&levels, &err);
    if (n < 2)
        return 1;
    enum { SCORE, ODDS, DETOURS, STORE, PORTAL, STATES, MOVES, MEASURES };
    static const char *const NAME[MEASURES] = {"the score", "log2(sequences/winning)", "detours", "Store used",
                                               "portal used", "log(states)", "shortest length"};
    double *m[MEASURES + 1];
    for (int k = 0; k <= MEASURES; k++)
        if (!(m[k] = malloc(sizeof(double) * (size_t)n)))
            return 1;
    double start = now_ms();
    for (int i = 0; i < n; i++) {
        calc_difficulty_info info;
        if (calc_difficulty_measure(&levels[i], &rules, NULL, &info, &err) != 0)
            return 1;
        m[SCORE][i] = info.score;
        m[ODDS][i] = cs_log2(info.sequences / info.winning);
        m[DETOURS][i] = info.detours;
        m[STORE][i] = info.store_used;
        m[PORTAL][i] = info.portal_used;
        m[STATES][i] = cs_log2((double)info.states);
        m[MOVES][i] = info.shortest;
        m[MEASURES][i] = levels[i].number;
    }
    double took = now_ms() - start;
    printf("difficulty of all %d bundled levels: %.1f ms\n", n, took);
    for (int k = 0; k < MEASURES; k++)
        printf("Spearman rank correlation with the level number, %s: %.3f\n", NAME[k],
               cs_spearman(m[k], m[MEASURES], n));
    for (int k = 0; k <= MEASURES; k++)
        free(m[k]);
    free(levels);
    return 0;
}

/* One generated puzzle of a seed, made as `how` says: 0 with its difficulty score, or -1 with err. */
typedef int (*generate_fn)(const void *how, uint64_t seed, double *score, cs_error *err);

static int generate_level(const void *how, uint64_t seed, double *score, cs_error *err)
{
    calc_generate_options opt = *(const calc_generate_options *)how;
    calc_level level;
    opt.seed = seed;
    return calc_generate(&opt, &level, NULL, score, err);
}

static int generate_digits(const void *how, uint64_t seed, double *score, cs_error *err)
{
    digits_generate_options opt = *(const digits_generate_options *)how;
    digits_puzzle puzzle;
    opt.seed = seed;
    return digits_generate(&opt, &puzzle, NULL, score, err);
}

/* Generates seeds 0..seeds-1: the mean time per puzzle (ms) and the mean score.
 * 0, or 1 after naming the seed that failed. */
static int time_seeds(generate_fn generate, const void *how, int seeds, double *ms, double *mean_score)
{
    double start = now_ms(), score_sum = 0;
    for (int s = 0; s < seeds; s++) {
        double score;
        cs_error err;
        if (generate(how, (uint64_t)s, &score, &err) != 0) {
            fprintf(stderr, "seed %d: %s\n", s, err.message);
            return 1;
        }
        score_sum += score;
    }
    *ms = (now_ms() - start) / seeds;
    *mean_score = score_sum / seeds;
    return 0;
}

/* Levels of M presses (0: the default, 5), or of a difficulty (0: any). */
static int calc_speed(int moves, double difficulty, int seeds)
{
    calc_generate_options opt = {0};
    double ms, mean_score;
    opt.moves = moves;
    opt.difficulty = difficulty;
    if (time_seeds(generate_level, &opt, seeds, &ms, &mean_score) != 0)
        return 1;
    if (difficulty > 0)
        printf("generate, M = 5, --difficulty %.0f: %.2f ms per level (seeds 0..%d)\n", difficulty, ms, seeds - 1);
    else
        printf("generate, M = %d: %.2f ms per level (mean of seeds 0..%d), mean difficulty %.1f\n", moves, ms,
               seeds - 1, mean_score);
    return 0;
}

static int digits_speed(int ops, int seeds)
{
    digits_generate_options opt = {0};
    double ms, mean_score;
    opt.ops = ops;
    if (time_seeds(generate_digits, &opt, seeds, &ms, &mean_score) != 0)
        return 1;
    printf("generate digits, %d operations: %.2f ms per puzzle, mean difficulty %.1f\n", ops, ms, mean_score);
    return 0;
}

static int daily_speed(void)
{
    static const char *const WEEK[] = {"2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26",
                                       "2026-11-27", "2026-11-28", "2026-11-29"};
    double start = now_ms();
    for (int d = 0; d < 7; d++) {
        daily_puzzles p;
        cs_error err;
        if (daily_generate(WEEK[d], NULL, &p, &err) != 0) {
            fprintf(stderr, "%s: %s\n", WEEK[d], err.message);
            return 1;
        }
        daily_puzzles_free(&p);
    }
    printf("daily (one level and one Digits puzzle), a week of dates: %.2f ms per day\n", (now_ms() - start) / 7);
    return 0;
}

int main(void)
{
    int failed = correlation() || calc_speed(5, 0, 1000) || calc_speed(8, 0, 100) || calc_speed(0, 3, 50) ||
                 calc_speed(0, 7, 20) || digits_speed(3, 100) || digits_speed(5, 100) || daily_speed();
    return failed;
}
