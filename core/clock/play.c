/*
 * clock/play.c: playing the clock game a choice at a time, the player against
 * the game's own moves, and the hint.
 *
 * A game in progress is a puzzle with its position (board, hand, round), so a
 * move turns a puzzle into the next one. The game's own moves (the computer's
 * raises, the passes on 0 cells) are forced: a move plays them up to the
 * player's turn, then the player's choice, then the game's moves again up to
 * the player's next turn or the win, so after a move it is always the
 * player's turn (or the board is clear). The hint is the first choice of the
 * shortest string of choices the solver finds from the position, '0' before
 * 'X' among equally short ones, so the same choice every time.
 */
#include "clock.h"
#include "ladder.h"

#include <stdio.h>

#include <string.h>
#include <strings.h>

clock_turn clock_turn_of(const clock_position *pos)
{
    if (clock_is_won(pos))
        return CLOCK_TURN_WON;
    return clock_mover_at(pos) == CLOCK_BY_PLAYER ? CLOCK_TURN_PLAYER : CLOCK_TURN_GAME;
}

const char *clock_turn_name(clock_turn turn)
{
    return turn == CLOCK_TURN_WON ? "won" : turn == CLOCK_TURN_PLAYER ? "player" : "game";
}

/* ---- The state fields ---- */

static int parse_board(const char *text, clock_position *pos, cs_error *err)
{
    int count = 0;
    const char *p = text;
    for (;;) {
        while (*p == ' ' || *p == '\t' || *p == ',')
            p++;
        if (!*p)
            break;
        size_t length = strcspn(p, " \t,");
        char item[32];
        if (length >= sizeof item)
            return cs_fail(err, 0, "board", "board: \"%.30s\" is not a cell value (0 to %d)", p, pos->k);
        memcpy(item, p, length);
        item[length] = '\0';
        int64_t value;
        if (cs_parse_int64(item, &value) != 0 || value < 0 || value > pos->k)
            return cs_fail(err, 0, "board", "board: cell %d holds \"%.30s\", not a value 0 to %d (k)", count, item,
                           pos->k);
        if (count == pos->n)
            return cs_fail(err, 0, "board", "board: more than n = %d cells", pos->n);
        pos->board[count++] = (uint32_t)value;
        p += length;
    }
    if (count != pos->n)
        return cs_fail(err, 0, "board", "board: %d cell%s given, n is %d (one value a cell, cell 0 first)", count,
                       count == 1 ? "" : "s", pos->n);
    return 0;
}

int clock_parse_position(const char *board, const char *hand, const char *round, clock_position *pos,
                         cs_error *err)
{
    if (!board || !hand)
        return cs_fail(err, 0, board ? "hand" : "board", "%s: a game in progress needs both board and hand (%s is missing)",
                       board ? "hand" : "board", board ? "hand" : "board");
    if (parse_board(board, pos, err) != 0)
        return -1;
    int64_t value;
    if (cs_parse_whole(hand, 0, "hand", &value, err) != 0)
        return -1;
    if (value < 0 || value >= pos->n)
        return cs_fail(err, 0, "hand", "hand: %lld is not a cell (0 to %d)", (long long)value, pos->n - 1);
    pos->hand = (int)value;
    pos->round = 1;
    if (round) {
        if (cs_parse_whole(round, 0, "round", &value, err) != 0)
            return -1;
        if (value < 1 || (uint64_t)value > CLOCK_MAX_ROUND)
            return cs_fail(err, 0, "round", "round: %lld is not a round (1 to %llu)", (long long)value,
                           (unsigned long long)CLOCK_MAX_ROUND);
        pos->round = (uint64_t)value;
    }
    return 0;
}

/* ---- Moves ---- */

/* One advance, written as a trace entry. -1 with err when the round counter is at its limit. */
static int advance_and_tell(clock_position *pos, char choice, cs_buf *step, int *entries, cs_error *err)
{
    if (pos->round >= CLOCK_MAX_ROUND)
        return cs_fail(err, 0, "round", "round: the round counter is at its limit (%llu)", (unsigned long long)CLOCK_MAX_ROUND);
    uint64_t round = pos->round;
    int cell = pos->hand;
    cs_buf why = {0};
    clock_why_advance(&why, pos, choice);
    clock_mover mover = clock_advance(pos, choice);
    cs_buf_printf(step, "%s{\"round\": %llu, \"cell\": %d, \"by\": \"%s\", \"choice\": ", (*entries)++ ? ", " : "",
                  (unsigned long long)round, cell,
                  mover == CLOCK_BY_COMPUTER ? "computer" : mover == CLOCK_BY_AUTO ? "auto" : "player");
    if (mover == CLOCK_BY_PLAYER)
        cs_buf_printf(step, "\"%c\"", choice);
    else
        cs_buf_add(step, "null");
    cs_buf_add(step, ", \"board\": ");
    clock_json_board(step, pos);
    cs_buf_add(step, ", \"why\": ");
    cs_json_str(step, why.data ? why.data : "");
    cs_buf_free(&why);
    cs_buf_add(step, "}");
    return 0;
}

/* The end of a step: whose turn follows and why, the win, and on a win the fewest choices from the start. */
static void tell_turn(const clock_position *next, const cs_budget *budget, cs_buf *step)
{
    clock_turn turn = clock_turn_of(next);
    cs_buf why = {0};
    clock_why_turn(&why, next);
    cs_buf_printf(step, "], \"turn\": \"%s\", \"turn_why\": ", clock_turn_name(turn));
    cs_json_str(step, why.data ? why.data : "");
    cs_buf_free(&why);
    cs_buf_printf(step, ", \"won\": %s, \"fewest\": ", turn == CLOCK_TURN_WON ? "true" : "false");
    clock_result best;
    clock_position start;
    cs_error err;
    memset(&best, 0, sizeof best);
    clock_start(&start, next->n, next->k);
    if (turn == CLOCK_TURN_WON && clock_solve_from(&start, budget, &best, &err) == 0 && best.solved)
        cs_buf_printf(step, "%llu, \"fewest_round\": %llu}", (unsigned long long)best.length,
                      (unsigned long long)best.rounds);
    else
        cs_buf_add(step, "null, \"fewest_round\": null}");
    clock_result_free(&best);
}

/* The game's own moves up to the player's turn or the win. Each raise adds one
 * to the board and a lap of passes only happens on a clear board, so there are
 * at most (n k + 1) n of them; the bound only guards against a broken rule. */
static int play_game_moves(clock_position *pos, cs_buf *step, int *entries, cs_error *err)
{
    uint64_t limit = ((uint64_t)pos->n * (uint64_t)pos->k + 1) * (uint64_t)pos->n;
    for (uint64_t made = 0; clock_turn_of(pos) == CLOCK_TURN_GAME; made++) {
        if (made > limit)
            return cs_fail(err, 0, "move", "the game's own moves do not end (a broken rule)");
        if (advance_and_tell(pos, 0, step, entries, err) != 0)
            return -1;
    }
    return 0;
}

/* The move as typed: '0', 'X', or 'w' for wait; 0 when it is none of them. */
static char read_move(const char *move)
{
    while (*move == ' ' || *move == '\t')
        move++;
    size_t length = strlen(move);
    while (length && (move[length - 1] == ' ' || move[length - 1] == '\t' || move[length - 1] == '\r'))
        length--;
    if (length == 1 && (*move == '0' || *move == 'x' || *move == 'X'))
        return *move == '0' ? '0' : 'X';
    if (length == 4 && strncasecmp(move, "wait", 4) == 0)
        return 'w';
    return 0;
}

int clock_play(const clock_position *pos, const char *move, const cs_budget *budget, clock_position *next,
               cs_buf *step, cs_error *err)
{
    char choice = read_move(move);
    if (!choice)
        return cs_fail(err, 0, "move", "\"%.40s\" is not a move: 0 (zero the cell under the hand), X (leave it) or "
                       "wait (let the game move up to your turn)", move);
    if (clock_turn_of(pos) == CLOCK_TURN_WON)
        return cs_fail(err, 0, "move", "the clock is clear: the game is won");
    *next = *pos;
    int entries = 0;
    cs_buf_printf(step, "{\"move\": \"%s\", \"advances\": [", choice == 'w' ? "wait" : choice == '0' ? "0" : "X");
    /* the game's own moves raise cells or pass: they never clear the board, so a choice follows */
    if (play_game_moves(next, step, &entries, err) != 0)
        return -1;
    if (choice != 'w' && (advance_and_tell(next, choice, step, &entries, err) != 0 ||
                          play_game_moves(next, step, &entries, err) != 0))
        return -1;
    tell_turn(next, budget, step);
    return 0;
}

/* ---- The hint ---- */

int clock_hint_from(const clock_position *pos, const cs_budget *budget, clock_hint *hint, cs_error *err)
{
    memset(hint, 0, sizeof *hint);
    hint->at = *pos;
    hint->won = clock_is_won(pos);
    if (hint->won) {
        hint->win_round = pos->round;
        return 0;
    }
    clock_result result;
    if (clock_solve_from(pos, budget, &result, err) != 0) {
        clock_result_free(&result);
        return -1;
    }
    hint->states = result.states;
    hint->stop = result.stop;
    hint->solvable = result.solved && result.length > 0;
    if (hint->solvable) {
        hint->move = result.moves[0];
        hint->fewest_moves = result.length;
        hint->win_round = result.rounds;
        /* the game's own moves before the choice: where the player will stand */
        while (clock_turn_of(&hint->at) == CLOCK_TURN_GAME)
            clock_advance(&hint->at, 0);
    }
    clock_result_free(&result);
    return 0;
}

int clock_ladder(const clock_position *pos, const cs_budget *budget, cs_ladder *ladder, cs_error *err)
{
    clock_hint hint;
    if (clock_hint_from(pos, budget, &hint, err) != 0)
        return -1;
    ladder->won = hint.won;
    ladder->solvable = hint.won || hint.solvable;
    ladder->complete = hint.won || hint.stop == CS_FINISHED;
    if (!hint.solvable) {
        clock_hint_report(&ladder->message, pos, &hint, 0);
        return cs_ladder_message_done(ladder, err);
    }
    cs_rung *rung = cs_ladder_add(ladder, CS_RUNG_NEXT); /* a fresh ladder has room for both rungs */
    if (!rung)
        return 0;
    rung->key[0] = hint.move;
    snprintf(rung->text, sizeof rung->text, "Next: %c (%s cell %d in round %llu).", hint.move,
             hint.move == '0' ? "zero" : "leave", hint.at.hand, (unsigned long long)hint.at.round);
    if (hint.fewest_moves > CLOCK_LADDER_MAX_LISTED)
        return 0; /* too long to list: the next choice only */
    clock_result result;
    if (clock_solve_from(pos, budget, &result, err) != 0) {
        clock_result_free(&result);
        return -1;
    }
    if (result.solved && result.moves && (rung = cs_ladder_add(ladder, CS_RUNG_SOLUTION)) != NULL) {
        char move[2] = {0, 0};
        for (uint64_t i = 0; i < result.length; i++) {
            move[0] = result.moves[i];
            cs_ladder_add_move(ladder, move);
        }
        snprintf(rung->text, sizeof rung->text, "The whole solution, %llu choice%s: %.200s%s", (unsigned long long)result.length,
                 result.length == 1 ? "" : "s", result.moves, result.length > 200 ? "..." : ".");
    }
    clock_result_free(&result);
    return ladder->solution.failed ? cs_fail(err, 0, "memory", "out of memory") : 0;
}

static void hint_message(cs_buf *out, const clock_hint *hint)
{
    char grouped[32]; /* a count as people read it: "3,000,000" (cs_grouped) */
    if (hint->won) {
        cs_buf_add(out, "Solved: the clock is clear.");
    } else if (hint->solvable) {
        cs_buf_printf(out, "Hint: %c (%s cell %d in round %llu)", hint->move, hint->move == '0' ? "zero" : "leave",
                      hint->at.hand, (unsigned long long)hint->at.round);
        uint64_t after = hint->fewest_moves - 1;
        if (after)
            cs_buf_printf(out, ", then %llu more choice%s; the clock is clear at round %llu.", (unsigned long long)after,
                          after == 1 ? "" : "s", (unsigned long long)hint->win_round);
        else
            cs_buf_printf(out, ", and the clock is clear at round %llu.", (unsigned long long)hint->win_round);
    } else if (hint->stop != CS_FINISHED) {
        cs_buf_printf(out, "Gave up after %s states (%s).", cs_grouped(hint->states, grouped),
                      cs_stop_reason(hint->stop));
    } else {
        cs_buf_add(out, "No choices clear the clock from here: undo moves back to a position that still can.");
    }
}

void clock_hint_report(cs_buf *out, const clock_position *pos, const clock_hint *hint, int json)
{
    if (!json) {
        hint_message(out, hint);
        cs_buf_add(out, "\n");
        return;
    }
    cs_buf_printf(out, "{\"game\": \"clock\", \"n\": %d, \"k\": %d, \"board\": ", pos->n, pos->k);
    clock_json_board(out, pos);
    cs_buf_printf(out, ", \"hand\": %d, \"round\": %llu, \"turn\": \"%s\", \"won\": %s, \"solvable\": %s, \"move\": ",
                  pos->hand, (unsigned long long)pos->round, clock_turn_name(clock_turn_of(pos)),
                  hint->won ? "true" : "false", hint->solvable ? "true" : "false");
    if (hint->solvable)
        cs_buf_printf(out, "\"%c\", \"cell\": %d, \"at_round\": %llu, \"moves_left_after\": %llu, \"fewest_moves\": %llu, "
                      "\"win_round\": %llu", hint->move, hint->at.hand, (unsigned long long)hint->at.round,
                      (unsigned long long)(hint->fewest_moves - 1), (unsigned long long)hint->fewest_moves,
                      (unsigned long long)hint->win_round);
    else if (hint->won)
        cs_buf_printf(out, "null, \"cell\": null, \"at_round\": null, \"moves_left_after\": 0, \"fewest_moves\": 0, "
                      "\"win_round\": %llu", (unsigned long long)hint->win_round);
    else
        cs_buf_add(out, "null, \"cell\": null, \"at_round\": null, \"moves_left_after\": null, \"fewest_moves\": null, "
                        "\"win_round\": null");
    cs_buf_printf(out, ", \"states\": %llu, \"gave_up\": %s, \"message\": ", (unsigned long long)hint->states,
                  hint->stop != CS_FINISHED && !hint->solvable ? "true" : "false");
    cs_buf message = {0};
    hint_message(&message, hint);
    cs_json_str(out, message.data ? message.data : "");
    cs_buf_free(&message);
    cs_buf_add(out, "}");
}
