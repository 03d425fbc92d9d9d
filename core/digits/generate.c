/*
 * digits/generate.c: a difficulty score for Digits puzzles and a seeded
 * generator of NYT-style ones (six numbers, a target with a known
 * fewest-operations solution).
 *
 * The score uses what the pool search (digits_solve) measures: how many
 * operations the shortest solution needs, and how rare solutions are among
 * the values the pool reaches (core/README.md, "Difficulty"). The generator draws a
 * pool and targets from one cs_rng and keeps the first target whose solve
 * matches the request; candidates are bounded and each solve has a budget.
 */
#include "game.h"
#include "digits_generate.h"

#include <string.h>

double digits_difficulty_of(const digits_result *result)
{
    double solutions = result->count ? (double)result->count : 1;
    double odds = (double)result->states > solutions ? cs_log2((double)result->states / solutions) : 0;
    double score = 1.0 + DIGITS_W_OPS * (result->ops - 1) + DIGITS_W_ODDS * odds;
    if (score < 1)
        score = 1;
    if (score > 10)
        score = 10;
    return (double)(int64_t)(score * 10 + 0.5) / 10;
}

int digits_difficulty(const digits_puzzle *puzzle, const cs_budget *budget, double *score, cs_error *err)
{
    digits_result r;
    if (digits_solve(puzzle, 0, budget, &r, err) != 0)
        return -1;
    int status = 0;
    if (r.stop != CS_FINISHED)
        status = cs_fail(err, 0, "difficulty", "the search stopped: %s", cs_stop_reason(r.stop));
    else if (!r.solved)
        status = cs_fail(err, 0, "difficulty", "the target cannot be reached");
    else
        *score = digits_difficulty_of(&r);
    digits_result_free(&r);
    return status;
}

/* Five small numbers and one of 15, 20, 25, ascending, as the NYT's pools. */
static void draw_pool(cs_rng *rng, digits_puzzle *p)
{
    static const int64_t LARGE[] = {15, 20, 25};
    memset(p, 0, sizeof *p); /* padding included: equal puzzles compare equal byte for byte */
    p->count = 6;
    for (int i = 0; i < 5; i++)
        p->numbers[i] = cs_rng_range(rng, 1, i < 3 ? 9 : 13);
    p->numbers[5] = LARGE[cs_rng_range(rng, 0, 2)];
    for (int i = 1; i < 6; i++)
        for (int j = i; j > 0 && p->numbers[j - 1] > p->numbers[j]; j--) {
            int64_t t = p->numbers[j];
            p->numbers[j] = p->numbers[j - 1];
            p->numbers[j - 1] = t;
        }
}

/* Targets grow with the operations wanted: two-digit early, up to 999 at five. */
static int64_t draw_target(cs_rng *rng, int ops)
{
    static const int64_t LOW[] = {0, 0, 10, 30, 100, 200}, HIGH[] = {0, 0, 99, 200, 500, 999};
    return cs_rng_range(rng, LOW[ops], HIGH[ops]);
}

int digits_generate(const digits_generate_options *options, digits_puzzle *puzzle, digits_result *result,
                    double *difficulty, cs_error *err)
{
    digits_generate_options opt = *options;
    if (opt.ops != 0 && (opt.ops < 2 || opt.ops > DIGITS_MAX_STEPS))
        return cs_fail(err, 0, "ops", "operations must be 2 to %d, not %d", DIGITS_MAX_STEPS, opt.ops);
    if (opt.difficulty != 0 && !(opt.difficulty >= 1 && opt.difficulty <= 10))
        return cs_fail(err, 0, "difficulty", "difficulty must be 1 to 10");
    if (opt.max_tries == 0)
        opt.max_tries = DIGITS_GEN_DEFAULT_TRIES;
    if (opt.max_tries < 0 || opt.max_tries > 1000000)
        return cs_fail(err, 0, "tries", "tries must be 1 to 1000000");
    cs_rng rng;
    cs_rng_seed(&rng, opt.seed);
    cs_budget budget = {DIGITS_GEN_STATES, (size_t)64 << 20, opt.cancel, NULL, NULL};
    int wrong_ops = 0, missed = 0, other = 0;
    for (int tries = 0; tries < opt.max_tries; tries++) {
        if (opt.cancel && *opt.cancel)
            return cs_fail(err, 0, "generate", "cancelled after %d candidates", tries);
        int ops = opt.ops ? opt.ops : (int)cs_rng_range(&rng, 3, 5);
        draw_pool(&rng, puzzle);
        puzzle->target = draw_target(&rng, ops);
        digits_result r;
        if (digits_solve(puzzle, 0, &budget, &r, NULL) != 0) {
            other++;
            continue;
        }
        double score = r.solved ? digits_difficulty_of(&r) : 0;
        int ok = r.stop == CS_FINISHED && r.solved && r.ops == ops;
        int near = opt.difficulty == 0 || (score >= opt.difficulty - 0.5 && score <= opt.difficulty + 0.5);
        if (ok && near) {
            if (result)
                *result = r;
            else
                digits_result_free(&r);
            if (difficulty)
                *difficulty = score;
            return 0;
        }
        wrong_ops += !ok;
        missed += ok && !near;
        digits_result_free(&r);
    }
    return cs_fail(err, 0, "generate", "gave up after %d candidates: %d had no solution in the operations asked for, "
                   "%d missed the difficulty, %d failed otherwise", opt.max_tries, wrong_ops, missed, other);
}

/* Written here, not through the game's puzzle_text: that one takes the game's
 * own puzzle (a digits_puzzle and the pool of a game in progress), and read
 * past a bare digits_puzzle. */
void digits_puzzle_text(cs_buf *out, const digits_puzzle *puzzle)
{
    cs_buf_printf(out, "target: %lld\nnumbers:", (long long)puzzle->target);
    for (int i = 0; i < puzzle->count; i++)
        cs_buf_printf(out, " %lld", (long long)puzzle->numbers[i]);
    cs_buf_add(out, "\n");
}
