/*
 * clock/report.c: the clock game's input and reports: n and k read and checked
 * as typed, and a solve shown as JSON (with the trace of every advance) or as
 * text; clock_run, the whole job.
 */
#include "clock.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- Input ---- */

/* The largest n with base^n <= cap (at most CLOCK_MAX_N; 1 when even base^2 is over). */
static int64_t largest_n(uint64_t base, uint64_t cap)
{
    int64_t n = 1;
    for (uint64_t space = base; n < CLOCK_MAX_N && space <= cap / base; space *= base)
        n++;
    return n;
}

/* base^n <= cap, without overflow. */
static int fits(uint64_t base, int64_t n, uint64_t cap)
{
    uint64_t space = 1;
    for (int64_t i = 0; i < n; i++) {
        if (space > cap / base)
            return 0;
        space *= base;
    }
    return 1;
}

/* The largest k with (k+1)^n <= cap, for n >= CLOCK_MIN_N (0 when none). */
static int64_t largest_k(int64_t n, uint64_t cap)
{
    uint64_t low = 1, high = 65536; /* (k+1)^2 <= cap <= 2^32: base <= 65536 */
    while (low < high) {
        uint64_t mid = low + (high - low + 1) / 2;
        if (fits(mid, n, cap))
            low = mid;
        else
            high = mid - 1;
    }
    return (int64_t)low - 1;
}

/* "n: expected a whole number 2..M", M the largest n for k (for k = 1 when k is not known). */
static int bad_n(cs_error *err, int64_t k, uint64_t cap)
{
    int64_t most = largest_n(k >= CLOCK_MIN_K && k < INT64_MAX ? (uint64_t)k + 1 : 2, cap);
    if (most < CLOCK_MIN_N) /* k is too large for any n: the widest range, k's own error follows */
        most = largest_n(2, cap);
    return cs_fail(err, 0, "n", "n: expected a whole number %d..%lld", CLOCK_MIN_N, (long long)most);
}

/* "k: expected a whole number 1..K", K the largest k for n (for n = 2 when n is not known). */
static int bad_k(cs_error *err, int64_t n, uint64_t cap)
{
    return cs_fail(err, 0, "k", "k: expected a whole number %d..%lld", CLOCK_MIN_K,
                   (long long)largest_k(n >= CLOCK_MIN_N && n <= CLOCK_MAX_N ? n : CLOCK_MIN_N, cap));
}

/* A whole number too long for 64 bits is still a whole number: it is said to be too large (too
 * small when negative), with the range the other messages give for the other field's value:
 * "n: "99999999999999999999" is too large (beyond 64 bits): expected a whole number 2..16 for k = 2". */
static int beyond_64_bits(cs_error *err, const char *field, const char *text, int64_t other, int other_read,
                          uint64_t cap)
{
    int is_n = field[0] == 'n';
    const char *size = strchr(text, '-') || strstr(text, "\xe2\x88\x92") ? "small" : "large";
    int64_t low = is_n ? CLOCK_MIN_N : CLOCK_MIN_K, high;
    int known; /* whether the range is the one for the other field's value */
    if (is_n) {
        known = other_read && other >= CLOCK_MIN_K && other < INT64_MAX &&
                largest_n((uint64_t)other + 1, cap) >= CLOCK_MIN_N;
        high = largest_n(known ? (uint64_t)other + 1 : CLOCK_MIN_K + 1, cap);
    } else {
        known = other_read && other >= CLOCK_MIN_N && other <= CLOCK_MAX_N;
        high = largest_k(known ? other : CLOCK_MIN_N, cap);
    }
    char for_other[48] = "";
    if (known)
        snprintf(for_other, sizeof for_other, " for %s = %lld", is_n ? "k" : "n", (long long)other);
    return cs_fail(err, 0, field, "%s: \"%.30s\" is too %s (beyond 64 bits): expected a whole number %lld..%lld%s",
                   field, text, size, (long long)low, (long long)high, for_other);
}

int clock_parse(const char *n, const char *k, uint64_t max_space,
                int *n_out, int *k_out, uint64_t *space_out, cs_error *err)
{
    int64_t cells = 0, top_value = 0;
    uint64_t cap = max_space ? max_space : CLOCK_NATIVE_MAX_SPACE;
    if (cap > CLOCK_HARD_MAX_SPACE)
        cap = CLOCK_HARD_MAX_SPACE;
    /* a field not given (NULL) is judged as its smallest value, and the other alone */
    int n_status = n ? cs_parse_int64(n, &cells) : (cells = CLOCK_MIN_N, 0);
    int k_status = k ? cs_parse_int64(k, &top_value) : (top_value = CLOCK_MIN_K, 0);
    int n_read = n_status == 0, k_read = k_status == 0;
    if (n_status == -2)
        return beyond_64_bits(err, "n", n, top_value, k_read && k, cap);
    if (!n_read)
        return bad_n(err, k_read ? top_value : 0, cap);
    if (k_status == -2)
        return beyond_64_bits(err, "k", k, cells, n != NULL, cap);
    if (!k_read)
        return bad_k(err, cells, cap);
    if (cells < CLOCK_MIN_N)
        return bad_n(err, top_value, cap);
    if (top_value < CLOCK_MIN_K)
        return bad_k(err, cells, cap);
    uint64_t base = (uint64_t)top_value + 1; /* top_value < INT64_MAX: no overflow */
    char limit[32];
    if (base > cap / base)
        return cs_fail(err, 0, "k", "k: expected a whole number %d..%lld (with k = %lld even the smallest clock, "
                       "n = %d, has more positions than the solver can search: %s at most)", CLOCK_MIN_K,
                       (long long)largest_k(CLOCK_MIN_N, cap), (long long)top_value, CLOCK_MIN_N,
                       cs_grouped(cap, limit));
    if (!fits(base, cells, cap))
        return cs_fail(err, 0, "n", "n: expected a whole number %d..%lld for k = %lld (with n = %lld the clock has "
                       "more positions than the solver can search: %s at most)", CLOCK_MIN_N,
                       (long long)largest_n(base, cap), (long long)top_value, (long long)cells, cs_grouped(cap, limit));
    uint64_t space = 1;
    for (int64_t i = 0; i < cells; i++)
        space *= base; /* fits: checked above */
    *n_out = (int)cells; /* at most 32 here: 2^n <= cap <= 2^32 */
    *k_out = (int)top_value;
    *space_out = space;
    return 0;
}

/* ---- Reports ---- */

void clock_json_board(cs_buf *out, const clock_position *pos)
{
    cs_buf_add(out, "[");
    for (int i = 0; i < pos->n; i++)
        cs_buf_printf(out, i ? ", %u" : "%u", pos->board[i]);
    cs_buf_add(out, "]");
}

/* Replays the moves with the direct rules, one trace entry per advance. */
static void json_trace(cs_buf *out, const clock_result *res)
{
    clock_position pos = res->from; /* the start, or the game in progress solved from */
    cs_buf_printf(out, ", \"start\": {\"round\": %llu, \"cell\": %d, \"board\": ", (unsigned long long)pos.round,
                  pos.hand);
    clock_json_board(out, &pos);
    cs_buf_add(out, "}");
    if (res->rounds - pos.round + 1 > CLOCK_TRACE_MAX_ROUNDS) {
        cs_buf_add(out, ", \"trace\": null, \"trace_truncated\": true");
        return;
    }
    cs_buf_add(out, ", \"trace\": [");
    const char *choice = res->moves;
    while (!clock_is_won(&pos) && pos.round < res->rounds) {
        uint64_t round = pos.round;
        int cell = pos.hand;
        clock_mover mover = clock_mover_at(&pos);
        char made = mover == CLOCK_BY_PLAYER && *choice ? *choice++ : 0;
        clock_advance(&pos, made);
        cs_buf_printf(out, "%s{\"round\": %llu, \"cell\": %d, \"by\": \"%s\", \"choice\": ",
                      round > res->from.round ? ", " : "", (unsigned long long)round, cell,
                      mover == CLOCK_BY_COMPUTER ? "computer" : mover == CLOCK_BY_AUTO ? "auto" : "player");
        if (made)
            cs_buf_printf(out, "\"%c\"", made);
        else
            cs_buf_add(out, "null");
        cs_buf_add(out, ", \"board\": ");
        clock_json_board(out, &pos);
        cs_buf_add(out, "}");
    }
    cs_buf_add(out, "], \"trace_truncated\": false");
}

static void write_json(cs_buf *out, const clock_result *res)
{
    char grouped[32]; /* a count as people read it: "3,000,000" (cs_grouped) */
    cs_buf_printf(out, "{\"game\": \"clock\", \"n\": %d, \"k\": %d, \"space\": %llu, \"solved\": %s",
                  res->n, res->k, (unsigned long long)res->space, res->solved ? "true" : "false");
    if (res->solved) {
        cs_buf_add(out, ", \"moves\": \"");
        cs_buf_addn(out, res->moves, (size_t)res->length); /* only '0' and 'X': nothing to escape */
        cs_buf_printf(out, "\", \"length\": %llu, \"rounds\": %llu",
                      (unsigned long long)res->length, (unsigned long long)res->rounds);
    } else if (res->stop != CS_FINISHED) {
        cs_buf_printf(out, ", \"gave_up\": true, \"reason\": \"%s\", \"message\": \"gave up after %s states: %s\"",
                      cs_stop_reason(res->stop), cs_grouped(res->states, grouped), cs_stop_reason(res->stop));
        cs_buf_add(out, ", \"moves\": null, \"length\": null, \"rounds\": null");
    } else {
        cs_buf_add(out, ", \"gave_up\": false, \"message\": \"no sequence of choices empties the clock\"");
        cs_buf_add(out, ", \"moves\": null, \"length\": null, \"rounds\": null");
    }
    cs_buf_printf(out, ", \"states\": %llu, \"peak_bytes\": %llu",
                  (unsigned long long)res->states, (unsigned long long)res->peak_bytes);
    if (res->solved)
        json_trace(out, res);
    else
        cs_buf_add(out, ", \"trace\": null, \"trace_truncated\": false");
    cs_buf_add(out, "}\n");
}

#define CLOCK_TEXT_WIDTH 64

static const char *plural(uint64_t n) { return n == 1 ? "" : "s"; }

static void write_text(cs_buf *out, const clock_result *res)
{
    char grouped[32]; /* a count as people read it: "3,000,000" (cs_grouped) */
    cs_buf_printf(out, "n=%d k=%d", res->n, res->k);
    if (res->in_play) {
        cs_buf_printf(out, " from round %llu (hand on cell %d, board", (unsigned long long)res->from.round,
                      res->from.hand);
        for (int i = 0; i < res->n; i++)
            cs_buf_printf(out, " %u", res->from.board[i]);
        cs_buf_add(out, ")");
    }
    cs_buf_add(out, ": ");
    if (res->solved) {
        cs_buf_printf(out, "%llu choice%s, win at round %llu (%llu state%s)\n", (unsigned long long)res->length,
                      plural(res->length), (unsigned long long)res->rounds, (unsigned long long)res->states,
                      plural(res->states));
        for (uint64_t at = 0; at < res->length; at += CLOCK_TEXT_WIDTH) {
            uint64_t left = res->length - at;
            cs_buf_addn(out, res->moves + at, (size_t)(left < CLOCK_TEXT_WIDTH ? left : CLOCK_TEXT_WIDTH));
            cs_buf_add(out, "\n");
        }
    } else if (res->stop != CS_FINISHED) {
        cs_buf_printf(out, "gave up after %s state%s: %s\n", cs_grouped(res->states, grouped), plural(res->states),
                      cs_stop_reason(res->stop));
    } else {
        cs_buf_printf(out, "no sequence of choices empties the clock (%llu state%s searched)\n",
                      (unsigned long long)res->states, plural(res->states));
    }
}

void clock_report(cs_buf *out, const clock_result *res, int json)
{
    size_t before = out->len;
    if (json)
        write_json(out, res);
    else
        write_text(out, res);
    /* the game interface adds the newline after a JSON object itself */
    if (json && out->len > before && !out->failed && out->data[out->len - 1] == '\n')
        out->data[--out->len] = '\0';
}

int clock_run(const char *n, const char *k, uint64_t max_space, int json,
              const cs_budget *budget, cs_buf *out, cs_error *err)
{
    int cells, top_value;
    uint64_t space;
    /* a run needs both: one not given is refused as an empty field (clock_parse would judge
     * the other alone) */
    if (clock_parse(n ? n : "", k ? k : "", max_space, &cells, &top_value, &space, err) != 0)
        return -1;
    clock_result res;
    if (clock_solve(cells, top_value, budget, &res, err) != 0) {
        clock_result_free(&res);
        return -1;
    }
    if (json)
        write_json(out, &res);
    else
        write_text(out, &res);
    clock_result_free(&res);
    return 0;
}
