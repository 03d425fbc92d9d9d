/*
 * play.c: playing Digits a move at a time, the NYT way (pick a number, an
 * operation, a number; the result replaces them), and the hint.
 *
 * A game in progress is a puzzle whose numbers are the pool left to play, so a
 * move turns a puzzle into the next one, and the hint is the first step of the
 * shortest solution the solver shows from that pool (the same step every time).
 * When the target cannot be hit any more, the hint gives the closest value and
 * its stars. With a number picked, the hint builds on it: the shortest win
 * whose first move starts from that number, or words to let it go first.
 */
#include "digits.h"

#include <stdlib.h>
#include <string.h>

static const char *skip_spaces(const char *p)
{
    while (*p == ' ' || *p == '\t')
        p++;
    return p;
}

static int read_number(const char **text, int64_t *out)
{
    const char *p = skip_spaces(*text);
    if (*p < '0' || *p > '9')
        return -1;
    int64_t v = 0;
    for (; *p >= '0' && *p <= '9'; p++)
        if (cs_mul(v, 10, &v) || cs_add(v, *p - '0', &v))
            return -1;
    *out = v;
    *text = p;
    return 0;
}

/* The operator at *text: + - * / and the signs people paste (x × ÷ −). */
static int read_operator(const char **text, char *op)
{
    static const struct { const char *spelling; char op; } OPERATORS[] = {
        {"+", '+'}, {"-", '-'}, {"\xe2\x88\x92", '-'}, {"*", '*'}, {"x", '*'}, {"X", '*'}, {"\xc3\x97", '*'},
        {"/", '/'}, {"\xc3\xb7", '/'},
    };
    const char *p = skip_spaces(*text);
    for (size_t i = 0; i < sizeof OPERATORS / sizeof OPERATORS[0]; i++) {
        size_t length = strlen(OPERATORS[i].spelling);
        if (strncmp(p, OPERATORS[i].spelling, length) == 0) {
            *op = OPERATORS[i].op;
            *text = p + length;
            return 0;
        }
    }
    return -1;
}

/* "@I" after a number: its place in the pool (0-based), so equal numbers are told apart (the page
 * names the tile tapped); *place is -1 without it. */
static int read_place(const char **text, int *place)
{
    const char *p = skip_spaces(*text);
    *place = -1;
    if (*p != '@')
        return 0;
    int64_t at;
    p++;
    if (read_number(&p, &at) != 0 || at >= DIGITS_MAX_NUMBERS)
        return -1;
    *place = (int)at;
    *text = p;
    return 0;
}

int digits_parse_move(const char *text, digits_step *move, int places[2], cs_error *err)
{
    const char *p = text;
    memset(move, 0, sizeof *move);
    if (read_number(&p, &move->a) != 0 || read_place(&p, &places[0]) != 0 || read_operator(&p, &move->op) != 0 ||
        read_number(&p, &move->b) != 0 || read_place(&p, &places[1]) != 0 || *skip_spaces(p) != '\0')
        return cs_fail(err, 0, "move", "\"%.40s\" is not a move: write a number, an operation and a number, "
                       "e.g. 25 * 4 (or with their places in the pool, 25@0 * 4@3)", text);
    return 0;
}

/* The result of a op b under the game's rules: 0, or -1 with the reason. */
static int move_result(digits_step *move, cs_error *err)
{
    int64_t a = move->a, b = move->b, r = 0;
    int overflow = 0;
    switch (move->op) {
    case '+': overflow = cs_add(a, b, &r) != 0; break;
    case '*': overflow = cs_mul(a, b, &r) != 0; break;
    case '-':
        if (a <= b)
            return cs_fail(err, 0, "move", "%lld - %lld is not positive: take the smaller from the larger",
                           (long long)a, (long long)b);
        r = a - b;
        break;
    default:
        if (a % b != 0)
            return cs_fail(err, 0, "move", "%lld / %lld is not a whole number", (long long)a, (long long)b);
        r = a / b;
    }
    if (overflow || r > DIGITS_MAX_VALUE)
        return cs_fail(err, 0, "move", "%lld %c %lld is larger than %lld", (long long)a, move->op, (long long)b,
                       (long long)DIGITS_MAX_VALUE);
    move->result = r;
    return 0;
}

/* The pool's index of a value, skipping index `not`; -1 when absent. */
static int find_in_pool(const digits_puzzle *pool, int64_t value, int not)
{
    for (int i = 0; i < pool->count; i++)
        if (i != not && pool->numbers[i] == value)
            return i;
    return -1;
}

/* The place of a value asked for at `want` (-1: its first place other than `not`): -1 when the
 * value is not there. */
static int place_of(const digits_puzzle *pool, int64_t value, int want, int not)
{
    if (want < 0)
        return find_in_pool(pool, value, not);
    return want < pool->count && want != not && pool->numbers[want] == value ? want : -1;
}

int digits_play(const digits_puzzle *puzzle, digits_step *move, int places[2], digits_puzzle *next, cs_error *err)
{
    if (find_in_pool(puzzle, puzzle->target, -1) >= 0)
        return cs_fail(err, 0, "move", "the puzzle is solved already: the target is in the pool");
    if (puzzle->count < 2)
        return cs_fail(err, 0, "move", "one number is left: there is nothing to combine");
    int first = place_of(puzzle, move->a, places ? places[0] : -1, -1);
    int second = first < 0 ? -1 : place_of(puzzle, move->b, places ? places[1] : -1, first);
    if (first < 0 || second < 0) {
        int64_t missing = first < 0 ? move->a : move->b;
        if (places && places[first < 0 ? 0 : 1] >= 0)
            return cs_fail(err, 0, "move", "place %d of the pool does not hold %lld", places[first < 0 ? 0 : 1],
                           (long long)missing);
        return cs_fail(err, 0, "move", "%lld is not in the pool%s", (long long)missing,
                       first >= 0 && move->a == move->b ? " twice" : "");
    }
    if (move_result(move, err) != 0)
        return -1;
    /* the result takes the second number's place, as in the game */
    *next = *puzzle;
    next->numbers[second] = move->result;
    memmove(&next->numbers[first], &next->numbers[first + 1], (size_t)(puzzle->count - first - 1) * sizeof next->numbers[0]);
    next->count--;
    next->in_play = 1;
    if (places) {
        places[0] = first;
        places[1] = second;
    }
    return 0;
}

int digits_hint_from(const digits_puzzle *puzzle, const cs_budget *budget, digits_hint *hint, cs_error *err)
{
    memset(hint, 0, sizeof *hint);
    digits_result result;
    if (digits_solve(puzzle, 0, budget, &result, err) != 0)
        return -1;
    hint->won = find_in_pool(puzzle, puzzle->target, -1) >= 0;
    hint->solvable = result.solved;
    hint->closest = result.closest;
    hint->distance = result.distance;
    hint->stars = result.stars;
    hint->states = result.states;
    hint->stop = result.stop;
    if (result.solved && !hint->won) {
        hint->move = result.best.steps[0]; /* the first step to play: its operands are in the pool */
        hint->moves_left_after = result.best.step_count - 1;
    }
    digits_result_free(&result);
    return 0;
}

/* The moves a win needs after `after`, the pool one move made: 0 when it holds the target, -1 when none. */
static int moves_after(const digits_puzzle *after, const cs_budget *budget, cs_error *err, int *left)
{
    digits_hint then;
    if (digits_hint_from(after, budget, &then, err) != 0)
        return -1;
    *left = then.won ? 0 : then.solvable ? then.moves_left_after + 1 : -1;
    return 0;
}

int digits_hint_picked(const digits_puzzle *puzzle, int64_t picked, const cs_budget *budget, digits_hint *hint,
                       cs_error *err)
{
    static const char OPS[] = {'+', '-', '*', '/'};
    if (digits_hint_from(puzzle, budget, hint, err) != 0)
        return -1;
    hint->picked = picked;
    if (hint->won || !hint->solvable)
        return 0;
    int first = find_in_pool(puzzle, picked, -1), best_left = -1;
    digits_step best = {0};
    for (int j = 0; j < puzzle->count; j++) {
        for (size_t o = 0; o < sizeof OPS && j != first; o++) {
            digits_step move = {picked, puzzle->numbers[j], 0, OPS[o]};
            digits_puzzle after;
            cs_error refused;
            int left;
            if (digits_play(puzzle, &move, NULL, &after, &refused) != 0)
                continue; /* not a move the game allows: not a way to build on it */
            if (moves_after(&after, budget, err, &left) != 0)
                return -1;
            if (left >= 0 && (best_left < 0 || left < best_left)) {
                best_left = left;
                best = move;
            }
        }
    }
    if (best_left >= 0) {
        hint->move = best;
        hint->moves_left_after = best_left;
        hint->builds = 1;
    }
    return 0;
}

static void hint_message(cs_buf *out, const digits_hint *hint)
{
    char grouped[32]; /* a count as people read it: "3,000,000" (cs_grouped) */
    char step[DIGITS_STEP_TEXT_SIZE];
    if (hint->won) {
        cs_buf_add(out, "Solved: the target is in the pool.");
    } else if (hint->solvable && hint->picked && !hint->builds) {
        cs_buf_printf(out, "No win starts from the %lld you picked: let it go first (press it again, or Esc), "
                      "then ask for a hint.", (long long)hint->picked);
    } else if (hint->solvable && hint->picked) {
        digits_step_text(&hint->move, step);
        cs_buf_printf(out, "Hint: %s builds on the %lld you picked", step, (long long)hint->picked);
        if (hint->moves_left_after)
            cs_buf_printf(out, " (then %d more move%s).", hint->moves_left_after, hint->moves_left_after == 1 ? "" : "s");
        else
            cs_buf_add(out, " (that hits the target).");
    } else if (hint->solvable) {
        digits_step_text(&hint->move, step);
        cs_buf_printf(out, "Hint: %s", step);
        if (hint->moves_left_after)
            cs_buf_printf(out, " (then %d more move%s).", hint->moves_left_after, hint->moves_left_after == 1 ? "" : "s");
        else
            cs_buf_add(out, " (that hits the target).");
    } else if (hint->stop != CS_FINISHED) {
        cs_buf_printf(out, "Gave up after %s states (%s).", cs_grouped(hint->states, grouped),
                      cs_stop_reason(hint->stop));
    } else {
        cs_buf_printf(out, "No way to the target is left from the numbers you have now; the closest they can make "
                      "is %lld (%d of 3 stars).", (long long)hint->closest, hint->stars);
    }
}

void digits_hint_report(cs_buf *out, const digits_puzzle *puzzle, const digits_hint *hint, int json)
{
    if (!json) {
        hint_message(out, hint);
        cs_buf_add(out, "\n");
        return;
    }
    cs_buf_printf(out, "{\"game\": \"digits\", \"target\": %lld, \"pool\": [", (long long)puzzle->target);
    for (int i = 0; i < puzzle->count; i++)
        cs_buf_printf(out, i ? ", %lld" : "%lld", (long long)puzzle->numbers[i]);
    cs_buf_printf(out, "], \"won\": %s, \"solvable\": %s, \"move\": ", hint->won ? "true" : "false",
                  hint->solvable ? "true" : "false");
    if (hint->solvable && !hint->won) {
        char step[DIGITS_STEP_TEXT_SIZE];
        digits_step_text(&hint->move, step);
        *strstr(step, " = ") = '\0'; /* the move as typed: "a op b" */
        cs_json_str(out, step);
        cs_buf_printf(out, ", \"step\": {\"a\": %lld, \"op\": \"%c\", \"b\": %lld, \"result\": %lld}, \"moves_left_after\": %d",
                      (long long)hint->move.a, hint->move.op, (long long)hint->move.b, (long long)hint->move.result,
                      hint->moves_left_after);
    } else {
        cs_buf_printf(out, "null, \"step\": null, \"moves_left_after\": %s", hint->won ? "0" : "null");
    }
    if (hint->picked)
        cs_buf_printf(out, ", \"picked\": %lld, \"builds\": %s", (long long)hint->picked, hint->builds ? "true" : "false");
    cs_buf_printf(out, ", \"closest\": %lld, \"distance\": %lld, \"stars\": %d, \"states\": %llu, \"gave_up\": %s, "
                  "\"message\": ", (long long)hint->closest, (long long)hint->distance, hint->stars,
                  (unsigned long long)hint->states, hint->stop != CS_FINISHED && !hint->solvable ? "true" : "false");
    cs_buf message = {0};
    hint_message(&message, hint);
    cs_json_str(out, message.data ? message.data : "");
    cs_buf_free(&message);
    cs_buf_add(out, "}");
}
