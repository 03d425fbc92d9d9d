/*
 * fuzz_clock.c: libFuzzer harness for the clock game's arguments and solver:
 * clock_run on n and k strings taken from the input, under a small space cap
 * (max_space 100000) and a small budget so each run is quick, and clock_solve
 * whose answer is replayed with the direct rules (clock_start/clock_advance).
 *
 * Input: one flag byte (bit 0: JSON; bit 1: a state budget of 2000 instead of
 * 200000, to reach the give-up path), then n, a NUL, and k.
 *
 * Oracles: clock_run and clock_parse agree; errors are in field "n" or "k" and
 * their JSON parses; a JSON report parses; a solution of '0'/'X' choices of the
 * length claimed, played from the start position, empties the clock exactly at
 * the round claimed and not before.
 */
#include "fuzz_common.h"

#include "clock.h"

#define FUZZ_CLOCK_SPACE 100000u
#define FUZZ_CLOCK_BYTES ((size_t)32 << 20)
#define FUZZ_CLOCK_REPLAY_ROUNDS 2000000u

static const char *const CLOCK_FIELDS[] = {"n", "k", NULL};

static void check_solution(const clock_result *res)
{
    FUZZ_CHECK(res->moves != NULL, "solved without moves");
    FUZZ_CHECK(strlen(res->moves) == res->length, "moves has %zu choices, length says %llu", strlen(res->moves),
               (unsigned long long)res->length);
    for (uint64_t i = 0; i < res->length; i++)
        FUZZ_CHECK(res->moves[i] == '0' || res->moves[i] == 'X', "choice %c", res->moves[i]);
    if (res->rounds > FUZZ_CLOCK_REPLAY_ROUNDS)
        return;
    clock_position pos;
    clock_start(&pos, res->n, res->k);
    uint64_t used = 0;
    while (!clock_is_won(&pos)) {
        FUZZ_CHECK(pos.round < res->rounds, "not won by round %llu", (unsigned long long)res->rounds);
        char choice = 0;
        if (clock_mover_at(&pos) == CLOCK_BY_PLAYER) {
            FUZZ_CHECK(used < res->length, "the player must choose after all %llu choices",
                       (unsigned long long)res->length);
            choice = res->moves[used++];
        }
        clock_advance(&pos, choice);
        for (int i = 0; i < pos.n; i++)
            FUZZ_CHECK(pos.board[i] <= (uint32_t)pos.k, "cell %d holds %u > k", i, pos.board[i]);
    }
    FUZZ_CHECK(pos.round == res->rounds, "won at round %llu, result says %llu", (unsigned long long)pos.round,
               (unsigned long long)res->rounds);
    FUZZ_CHECK(used == res->length, "won after %llu of %llu choices", (unsigned long long)used,
               (unsigned long long)res->length);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1)
        return 0;
    int json = data[0] & 1;
    cs_budget budget = {(data[0] & 2) ? 2000u : 200000u, FUZZ_CLOCK_BYTES, NULL};
    char *n, *k;
    fuzz_split(data + 1, size - 1, &n, &k);

    cs_buf out = {0};
    cs_error err;
    memset(&err, 0x5a, sizeof err);
    int rc = clock_run(n, k, FUZZ_CLOCK_SPACE, json, &budget, &out, &err);
    int cells = 0, top = 0;
    uint64_t space = 0;
    cs_error parse_err;
    int parsed = clock_parse(n, k, FUZZ_CLOCK_SPACE, &cells, &top, &space, &parse_err);
    fuzz_check_run(rc, &out, json ? 1 : -1, &err, parsed, &parse_err, CLOCK_FIELDS);
    if (parsed == 0)
        FUZZ_CHECK(space <= FUZZ_CLOCK_SPACE && cells >= CLOCK_MIN_N && top >= CLOCK_MIN_K, "n %d k %d space %llu",
                   cells, top, (unsigned long long)space);
    cs_buf_free(&out);

    if (parsed == 0) {
        clock_result res;
        cs_error solve_err;
        FUZZ_CHECK(clock_solve(cells, top, &budget, &res, &solve_err) == 0, "parsed arguments rejected: %s",
                   solve_err.message);
        FUZZ_CHECK(res.n == cells && res.k == top && res.space == space, "result n/k/space");
        if (res.solved)
            check_solution(&res);
        else
            FUZZ_CHECK(res.moves == NULL, "moves without a solution");
        clock_result_free(&res);
    }
    free(n);
    free(k);
    return 0;
}
