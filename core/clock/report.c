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

/* v with a comma between groups of three digits ("10,000,000"), as messages show numbers. */
static const char *grouped(uint64_t v, char out[32])
{
    char digits[24];
    int len = snprintf(digits, sizeof digits, "%llu", (unsigned long long)v);
    int at = 0;
    for (int i = 0; i < len; i++) {
        if (i > 0 && (len - i) % 3 == 0)
            out[at++] = ',';
        out[at++] = digits[i];
    }
    out[at] = '\0';
    return out; /* 20 digits and 6 commas at most: fits */
}

int clock_parse(const char *n, const char *k, uint64_t max_space,
                int *n_out, int *k_out, uint64_t *space_out, cs_error *err)
{
    int64_t cells, top_value;
    int status = n ? cs_parse_int64(n, &cells) : -1;
    if (status == -2)
        return cs_fail(err, 0, "n", "n (the number of cells) \"%.40s\" is too large", n);
    if (status != 0)
        return cs_fail(err, 0, "n", "n (the number of cells) must be a whole number, got \"%.40s\"", n ? n : "");
    status = k ? cs_parse_int64(k, &top_value) : -1;
    if (status == -2)
        return cs_fail(err, 0, "k", "k (the largest cell value) \"%.40s\" is too large", k);
    if (status != 0)
        return cs_fail(err, 0, "k", "k (the largest cell value) must be a whole number, got \"%.40s\"", k ? k : "");
    if (cells < CLOCK_MIN_N)
        return cs_fail(err, 0, "n", "n must be at least %d (a clock needs two cells), got %lld",
                       CLOCK_MIN_N, (long long)cells);
    if (top_value < CLOCK_MIN_K)
        return cs_fail(err, 0, "k", "k must be at least %d (the start position holds a 1), got %lld",
                       CLOCK_MIN_K, (long long)top_value);
    uint64_t cap = max_space ? max_space : CLOCK_NATIVE_MAX_SPACE;
    if (cap > CLOCK_HARD_MAX_SPACE)
        cap = CLOCK_HARD_MAX_SPACE;
    uint64_t base = (uint64_t)top_value + 1; /* top_value < INT64_MAX: no overflow */
    char limit[32];
    if (base > cap / base)
        return cs_fail(err, 0, "k",
                       "k = %lld is too large: even n = %d gives (k+1)^n = %llu^%d states, above the limit of %s",
                       (long long)top_value, CLOCK_MIN_N, (unsigned long long)base, CLOCK_MIN_N,
                       grouped(cap, limit));
    uint64_t space = base;
    for (int64_t i = 1; i < cells; i++) {
        if (space > cap / base)
            return cs_fail(err, 0, "n",
                           "n = %lld is too large for k = %lld: (k+1)^n = %llu^%lld states is above the limit of %s",
                           (long long)cells, (long long)top_value, (unsigned long long)base, (long long)cells,
                           grouped(cap, limit));
        space *= base;
    }
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
    cs_buf_printf(out, "{\"game\": \"clock\", \"n\": %d, \"k\": %d, \"space\": %llu, \"solved\": %s",
                  res->n, res->k, (unsigned long long)res->space, res->solved ? "true" : "false");
    if (res->solved) {
        cs_buf_add(out, ", \"moves\": \"");
        cs_buf_addn(out, res->moves, (size_t)res->length); /* only '0' and 'X': nothing to escape */
        cs_buf_printf(out, "\", \"length\": %llu, \"rounds\": %llu",
                      (unsigned long long)res->length, (unsigned long long)res->rounds);
    } else if (res->stop != CS_FINISHED) {
        cs_buf_printf(out, ", \"gave_up\": true, \"reason\": \"%s\", \"message\": \"gave up after %llu states: %s\"",
                      cs_stop_reason(res->stop), (unsigned long long)res->states, cs_stop_reason(res->stop));
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
        cs_buf_printf(out, "gave up after %llu state%s: %s\n", (unsigned long long)res->states, plural(res->states),
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
    if (clock_parse(n, k, max_space, &cells, &top_value, &space, err) != 0)
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
