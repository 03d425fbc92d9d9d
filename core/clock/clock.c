/*
 * clock/clock.c: the clock game's rules and breadth-first search. See clock.h;
 * its input and reports are in report.c.
 *
 * State model. The rules never look at absolute cell numbers or at the round:
 * they compare rotations of the board, so what matters is the board read
 * clockwise starting at the hand. That reading, as a base-(k+1) number with the
 * hand's cell as the least significant digit, is the state "code" (so there are
 * (k+1)^n states). An advance is then a rotation: the hand's digit leaves the
 * bottom and re-enters at the top, code' = code / B + cell * B^(n-1), B = k+1.
 *
 * Every code is one of three kinds, fixed by the code alone: the computer raises
 * the hand's cell (forced), the computer passes on a 0 cell (forced), or the
 * player chooses. The search is a 0-1 BFS over codes: forced advances cost
 * nothing and are followed at once, a real choice costs one. Choice points
 * are expanded in FIFO order, '0' before 'X', so the string found for every
 * state is the lexicographically smallest shortest one ('0' < 'X').
 *
 * Path memory. Besides the visited bitset, each state remembers how it was
 * first reached, just enough to undo that advance. The cell the hand just left
 * is the code's top digit; before the advance it held one less if the computer
 * raised it, the same after a pass or an 'X', anything after a '0'. So:
 *   - top digit >= 1: one bit, set for 'X', clear for the computer ("kept",
 *     a bitset over all states);
 *   - top digit 0 (the codes below (k+1)^(n-1), a 1/(k+1) share): the value
 *     the player erased, 0 for a pass ("erased", ceil(log2(k+1)) bits each).
 * The path is rebuilt backwards from the win without a parent array, with about
 * 2 + log2(k+1)/(k+1) bits per state in all: 30 MB for 10^8 states, small
 * enough to stay in a large L3 cache, which matters because the search jumps
 * around memory and is bound by it.
 *
 * The computer's test ("after raising, is the board read from the start of the
 * zero run behind the hand the largest rotation?") runs on a second copy of the
 * state with one fixed-width bit field per cell: raise the hand's field, shift
 * out the leading zero fields (the zero run behind the hand), and compare the
 * number with its n-1 rotations, all in one 64-bit register. No table is read,
 * so the next state's address never waits on memory.
 */
#include "clock.h"

#include <stdlib.h>
#include <string.h>

/* ---- The absolute board: a direct reading of the rules, used for traces ---- */

/* R_j of the issue: cells read clockwise from j, reversed, so the cell just
 * counter-clockwise of j is the most significant digit. Compares R_a with R_b
 * digit by digit (no big numbers): <0, 0, >0. */
static int compare_readings(const uint32_t *cells, int n, int a, int b)
{
    for (int t = 1; t <= n; t++) {
        uint32_t da = cells[(a + n - t) % n], db = cells[(b + n - t) % n];
        if (da != db)
            return da < db ? -1 : 1;
    }
    return 0;
}

clock_mover clock_mover_at(const clock_position *pos)
{
    int n = pos->n, hand = pos->hand;
    if (pos->board[hand] < (uint32_t)pos->k) {
        uint32_t raised[CLOCK_MAX_N];
        memcpy(raised, pos->board, (size_t)n * sizeof raised[0]);
        raised[hand]++;
        /* stops at the latest when it reaches the raised cell itself */
        int start = hand;
        while (raised[(start + n - 1) % n] == 0)
            start = (start + n - 1) % n;
        int largest = 1;
        for (int j = 0; j < n && largest; j++)
            largest = compare_readings(raised, n, start, j) >= 0;
        if (largest)
            return CLOCK_BY_COMPUTER;
    }
    return pos->board[hand] == 0 ? CLOCK_BY_AUTO : CLOCK_BY_PLAYER;
}

clock_mover clock_advance(clock_position *pos, char choice)
{
    clock_mover mover = clock_mover_at(pos);
    if (mover == CLOCK_BY_COMPUTER)
        pos->board[pos->hand]++;
    else if (mover == CLOCK_BY_PLAYER && choice == '0')
        pos->board[pos->hand] = 0;
    pos->hand = (pos->hand + 1) % pos->n;
    pos->round++;
    return mover;
}

void clock_start(clock_position *pos, int n, int k)
{
    memset(pos, 0, sizeof *pos);
    pos->n = n;
    pos->k = k;
    pos->board[n - 1] = 1;
    /* the advance made before play: from cell n-1 onto cell 0, round 0 -> 1 */
    pos->hand = 0;
    pos->round = 1;
}

int clock_is_won(const clock_position *pos)
{
    for (int i = 0; i < pos->n; i++)
        if (pos->board[i])
            return 0;
    return 1;
}

/* ---- The search ---- */

/* How a state was first reached. Values above TAG_KEPT are '0' moves:
 * TAG_KEPT + v means the player erased value v (1..k). */
enum { TAG_FORCED = 0, TAG_KEPT = 1 };

enum { EXPLORE_ON, EXPLORE_WIN, EXPLORE_STOP };

/* A state twice over: code indexes the tables, packed holds the same digits in
 * fixed-width bit fields (hand's cell lowest) so that rotating and comparing
 * readings are register operations. n * digit_bits <= 64 whenever base^n <= 2^32. */
typedef struct clock_state {
    uint64_t packed;
    uint32_t code;
} clock_state;

typedef struct clock_engine {
    uint32_t n, k, base;
    uint64_t space;        /* base^n: codes are 0 .. space-1 */
    uint32_t top;          /* base^(n-1): the weight of the cell just behind the hand */
    unsigned digit_bits;   /* bits per packed digit */
    unsigned top_shift;    /* (n-1) * digit_bits: where the cell behind the hand sits */
    uint64_t digit_mask;
    unsigned base_twos;    /* base = 2^base_twos * odd ... */
    uint32_t odd_inverse;  /* ... and odd * odd_inverse = 1 mod 2^32, for exact division */
    cs_search search;
    cs_bitset visited;
    cs_bitset kept;        /* top digit >= 1: reached by 'X' (clear: by the computer) */
    uint64_t *erased;      /* top digit 0 (code < top): digit_bits per state, the
                            * value a '0' erased, 0 after a pass */
    size_t erased_bytes;
    cs_vec layers[2];      /* choice points (clock_state) of this BFS layer and the next */
    int next;              /* which of layers is the next */
} clock_engine;

static inline void erased_put(clock_engine *e, uint32_t code, uint32_t value)
{
    uint64_t bit = (uint64_t)code * e->digit_bits;
    size_t word = (size_t)(bit >> 6);
    unsigned offset = (unsigned)(bit & 63);
    e->erased[word] |= (uint64_t)value << offset; /* written once, on zeroed memory */
    if (offset + e->digit_bits > 64)
        e->erased[word + 1] |= (uint64_t)value >> (64 - offset);
}

static inline uint32_t erased_get(const clock_engine *e, uint32_t code)
{
    uint64_t bit = (uint64_t)code * e->digit_bits;
    size_t word = (size_t)(bit >> 6);
    unsigned offset = (unsigned)(bit & 63);
    uint64_t value = e->erased[word] >> offset;
    if (offset + e->digit_bits > 64)
        value |= e->erased[word + 1] << (64 - offset);
    return (uint32_t)(value & e->digit_mask);
}

/* code / base when base divides code: a shift and a multiply, no division */
static inline uint32_t divide_exactly(const clock_engine *e, uint32_t code)
{
    return (code >> e->base_twos) * e->odd_inverse;
}

/* reading (packed, top digit non-zero) is at least each of its rotations */
static inline int largest_rotation(const clock_engine *e, uint64_t reading)
{
    uint64_t rotated = reading;
    for (uint32_t i = 1; i < e->n; i++) {
        rotated = (rotated >> e->digit_bits) | ((rotated & e->digit_mask) << e->top_shift);
        if (rotated > reading)
            return 0;
    }
    return 1;
}

/* The state after the hand leaves a cell that held cell and now holds value. */
static inline clock_state advance_from(const clock_engine *e, clock_state at, uint32_t cell, uint32_t value)
{
    clock_state next;
    next.packed = (at.packed >> e->digit_bits) | ((uint64_t)value << e->top_shift);
    next.code = divide_exactly(e, at.code - cell) + value * e->top;
    return next;
}

/* The kind of advance at a non-zero state, and the state after it when forced. */
static inline clock_mover classify(const clock_engine *e, clock_state at, clock_state *next)
{
    uint32_t cell = (uint32_t)(at.packed & e->digit_mask);
    if (cell < e->k) {
        /* raise the cell; the zero run behind the hand is the leading zero
         * digits, and reading from its start means shifting them out */
        uint64_t reading = at.packed + 1;
        while ((reading >> e->top_shift) == 0)
            reading <<= e->digit_bits;
        if (largest_rotation(e, reading)) {
            *next = advance_from(e, at, cell, cell + 1);
            return CLOCK_BY_COMPUTER;
        }
    }
    if (cell == 0) {
        *next = advance_from(e, at, 0, 0);
        return CLOCK_BY_AUTO;
    }
    return CLOCK_BY_PLAYER;
}

/* Queues a choice point; the common case (room left) without a call. Its two
 * successors are read soon after: ask for their memory now. */
static inline int queue_choice(clock_engine *e, clock_state at)
{
    uint32_t cell = (uint32_t)(at.packed & e->digit_mask);
    uint32_t rest = divide_exactly(e, at.code - cell);
    __builtin_prefetch(&e->visited.words[rest >> 6]);
    __builtin_prefetch(&e->visited.words[(rest + cell * e->top) >> 6]);
    cs_vec *v = &e->layers[e->next];
    if (v->len < v->cap) {
        /* field by field: a whole-struct copy goes through the stack and stalls */
        clock_state *slot = &CS_VEC_AT(v, clock_state, v->len);
        slot->packed = at.packed;
        slot->code = at.code;
        v->len++;
        return 0;
    }
    return cs_vec_push(&e->search, v, &at) ? 0 : -1;
}

/* Visits a state reached by an advance tagged tag (TAG_FORCED, TAG_KEPT, or
 * TAG_KEPT + the value a '0' erased) and the forced advances after it, until a
 * known state, a choice point (queued for the next layer) or the win. */
static int explore(clock_engine *e, clock_state at, uint32_t tag)
{
    for (;;) {
        if (cs_bitset_test(&e->visited, at.code))
            return EXPLORE_ON;
        if (cs_search_count_state(&e->search) != 0)
            return EXPLORE_STOP;
        cs_bitset_set(&e->visited, at.code);
        if (tag == TAG_KEPT)
            cs_bitset_set(&e->kept, at.code);
        else if (tag > TAG_KEPT)
            erased_put(e, at.code, tag - TAG_KEPT);
        if (at.code == 0)
            return EXPLORE_WIN;
        clock_state next;
        if (classify(e, at, &next) == CLOCK_BY_PLAYER)
            return queue_choice(e, at) == 0 ? EXPLORE_ON : EXPLORE_STOP;
        at = next;
        tag = TAG_FORCED;
    }
}

/* Breadth-first over choice points until the win; EXPLORE_* of the last step. */
static int search_win(clock_engine *e, clock_state start, uint64_t *widest)
{
    e->next = 0;
    int outcome = explore(e, start, TAG_FORCED);
    while (outcome == EXPLORE_ON && e->layers[e->next].len > 0) {
        cs_vec *layer = &e->layers[e->next];
        e->next ^= 1;
        e->layers[e->next].len = 0;
        if (layer->len > *widest)
            *widest = layer->len;
        for (size_t i = 0; i < layer->len && outcome == EXPLORE_ON; i++) {
            clock_state at = CS_VEC_AT(layer, clock_state, i);
            uint32_t cell = (uint32_t)(at.packed & e->digit_mask); /* >= 1 at a choice point */
            outcome = explore(e, advance_from(e, at, cell, 0), TAG_KEPT + cell); /* '0' */
            if (outcome == EXPLORE_ON)
                outcome = explore(e, advance_from(e, at, cell, cell), TAG_KEPT); /* 'X' */
        }
    }
    return outcome;
}

/* Walks back from the win (all zero) to start, writing the choices into res.
 * Undoing an advance: the cell just left is the top digit, and "kept" or
 * "erased" say what it held before. */
static int rebuild_path(clock_engine *e, clock_state start, clock_result *res)
{
    /* the visited bits are done with: reuse them for the choices, last first */
    cs_bitset *was_x = &e->visited;
    memset(was_x->words, 0, (size_t)((was_x->size + 63) / 64) * sizeof(uint64_t));
    unsigned width = e->n * e->digit_bits;
    uint64_t all_digits = width == 64 ? ~(uint64_t)0 : ((uint64_t)1 << width) - 1;
    /* d steps back the state is known but for its d lowest digits: it is this
     * state without its d top digits, shifted up d places. So the kept bits it
     * may use lie in base^d consecutive bits; with base^d within 1024 bits
     * (three cache lines) they are asked for ahead, and the walk is not one
     * cache miss after another. The top digits come from the packed copy, so
     * no division is needed. */
    unsigned depth = 1;
    uint64_t span = e->base;
    while (depth + 1 < e->n && span * e->base <= 1024) {
        depth++;
        span *= e->base;
    }
    uint32_t weight[CLOCK_MAX_N]; /* base^i */
    weight[0] = 1;
    for (uint32_t i = 1; i < e->n; i++)
        weight[i] = weight[i - 1] * e->base;
    clock_state at = { 0, 0 };
    uint64_t rounds = 1, choices = 0;
    while (at.code != start.code) {
        if (rounds > e->search.states)
            return -1; /* the path does not lead back to the start: cannot happen */
        if ((rounds & 0xffff) == 0 && e->search.cancel && *e->search.cancel) {
            e->search.stop = CS_STOP_CANCELLED;
            return -1;
        }
        uint32_t low = at.code;
        for (uint32_t i = e->n - depth; i < e->n; i++)
            low -= (uint32_t)((at.packed >> (i * e->digit_bits)) & e->digit_mask) * weight[i];
        uint64_t ahead = (uint64_t)low * span;
        for (uint64_t bit = ahead & ~(uint64_t)511; bit < ahead + span; bit += 512)
            __builtin_prefetch(&e->kept.words[bit >> 6]);
        uint32_t left = (uint32_t)(at.packed >> e->top_shift), before;
        if (left > 0) {
            int by_x = cs_bitset_test(&e->kept, at.code);
            before = by_x ? left : left - 1;
            if (by_x)
                cs_bitset_set(was_x, choices++);
        } else {
            before = erased_get(e, at.code);
            choices += before > 0;
        }
        at.code = (at.code - left * e->top) * e->base + before;
        at.packed = ((at.packed << e->digit_bits) & all_digits) | before;
        rounds++;
    }
    cs_bitset_free(&e->search, &e->kept);
    cs_search_release(&e->search, e->erased, e->erased_bytes);
    e->erased = NULL;
    void *moves = NULL;
    if (choices >= SIZE_MAX || cs_search_resize(&e->search, &moves, 0, (size_t)choices + 1) != 0) {
        if (e->search.stop == CS_FINISHED)
            e->search.stop = CS_STOP_MEMORY;
        return -1;
    }
    char *text = moves;
    for (uint64_t i = 0; i < choices; i++)
        text[choices - 1 - i] = cs_bitset_test(was_x, i) ? 'X' : '0';
    text[choices] = '\0';
    res->moves = text;
    res->length = choices;
    res->rounds = rounds;
    return 0;
}

static void engine_free(clock_engine *e)
{
    cs_bitset_free(&e->search, &e->visited);
    cs_bitset_free(&e->search, &e->kept);
    if (e->erased)
        cs_search_release(&e->search, e->erased, e->erased_bytes);
    e->erased = NULL;
    cs_vec_free(&e->search, &e->layers[0]);
    cs_vec_free(&e->search, &e->layers[1]);
}

static int space_of(int n, int k, uint64_t cap, uint64_t *space)
{
    uint64_t base = (uint64_t)k + 1, total = 1;
    for (int i = 0; i < n; i++) {
        if (total > cap / base)
            return -1;
        total *= base;
    }
    *space = total;
    return 0;
}

void clock_result_free(clock_result *res)
{
    free(res->moves);
    res->moves = NULL;
}

/* Clears res for a solve of n, k; -1 (err set) when n or k is outside the game's limits. */
static int start_result(int n, int k, clock_result *res, cs_error *err)
{
    memset(res, 0, sizeof *res);
    res->n = n;
    res->k = k;
    if (n < CLOCK_MIN_N || n > CLOCK_MAX_N)
        return cs_fail(err, 0, "n", "n: expected a whole number %d..%d, got %d", CLOCK_MIN_N, CLOCK_MAX_N, n);
    if (k < CLOCK_MIN_K)
        return cs_fail(err, 0, "k", "k: expected a whole number %d or more, got %d", CLOCK_MIN_K, k);
    return 0;
}

int clock_solve(int n, int k, const cs_budget *budget, clock_result *res, cs_error *err)
{
    if (start_result(n, k, res, err) != 0)
        return -1;
    clock_position start;
    clock_start(&start, n, k);
    return clock_solve_from(&start, budget, res, err);
}

/* The position as the search numbers it: the board read clockwise from the
 * hand, the hand's cell the lowest digit, as a code and packed in bit fields. */
static clock_state state_of(const clock_engine *e, const clock_position *pos)
{
    clock_state at = {0, 0};
    for (uint32_t i = e->n; i-- > 0;) {
        uint32_t cell = pos->board[(pos->hand + i) % e->n];
        at.code = at.code * e->base + cell;
        at.packed = (at.packed << e->digit_bits) | cell;
    }
    return at;
}

int clock_solve_from(const clock_position *pos, const cs_budget *budget, clock_result *res, cs_error *err)
{
    int n = pos->n, k = pos->k;
    if (start_result(n, k, res, err) != 0)
        return -1;
    if (pos->hand < 0 || pos->hand >= n)
        return cs_fail(err, 0, "hand", "hand: expected a cell 0..%d, got %d", n - 1, pos->hand);
    if (pos->round < 1)
        return cs_fail(err, 0, "round", "round: expected a round of 1 or more");
    for (int i = 0; i < n; i++)
        if (pos->board[i] > (uint32_t)k)
            return cs_fail(err, 0, "board", "board: cell %d holds %u, above k = %d", i, pos->board[i], k);
    res->from = *pos;
    uint64_t space;
    char limit[32];
    if (space_of(n, k, CLOCK_HARD_MAX_SPACE, &space) != 0)
        return cs_fail(err, 0, "n", "n: with n = %d and k = %d the clock has more positions than the solver "
                       "can search: %s at most", n, k, cs_grouped(CLOCK_HARD_MAX_SPACE, limit));
    res->space = space;

    clock_engine e;
    memset(&e, 0, sizeof e);
    e.n = (uint32_t)n;
    e.k = (uint32_t)k;
    e.base = (uint32_t)k + 1;
    e.space = space;
    e.top = (uint32_t)(space / e.base);
    e.digit_bits = 1;
    while (((uint64_t)1 << e.digit_bits) <= (uint64_t)k)
        e.digit_bits++;
    /* n * ceil(log2(k+1)) < n * (log2(k+1) + 1) <= 32 + n <= 64 */
    if (e.n * e.digit_bits > 64)
        return cs_fail(err, 0, "n", "n: n = %d, k = %d do not fit the packed state", n, k);
    e.top_shift = (e.n - 1) * e.digit_bits;
    e.digit_mask = ((uint64_t)1 << e.digit_bits) - 1;
    uint32_t odd = e.base;
    while ((odd & 1) == 0) {
        odd >>= 1;
        e.base_twos++;
    }
    e.odd_inverse = odd; /* right to 3 bits; Newton's step doubles that */
    for (int i = 0; i < 5; i++)
        e.odd_inverse *= 2 - odd * e.odd_inverse;
    cs_search_init(&e.search, budget, space);
    cs_vec_init(&e.layers[0], sizeof(clock_state));
    cs_vec_init(&e.layers[1], sizeof(clock_state));

    /* +1 word: an entry may straddle into it */
    uint64_t erased_words = ((uint64_t)e.top * e.digit_bits + 63) / 64 + 1;
    int ready = cs_bitset_init(&e.search, &e.visited, space) == 0 &&
                cs_bitset_init(&e.search, &e.kept, space) == 0;
    if (ready) {
        if (erased_words > SIZE_MAX / sizeof(uint64_t)) {
            e.search.stop = CS_STOP_MEMORY;
            ready = 0;
        } else {
            e.erased_bytes = (size_t)erased_words * sizeof(uint64_t);
            ready = cs_search_resize(&e.search, (void **)&e.erased, 0, e.erased_bytes) == 0;
        }
    }
    if (ready) {
        clock_state start = state_of(&e, pos);
        int outcome = search_win(&e, start, &res->widest_layer);
        if (outcome == EXPLORE_WIN) {
            cs_vec_free(&e.search, &e.layers[0]);
            cs_vec_free(&e.search, &e.layers[1]);
            res->solved = rebuild_path(&e, start, res) == 0;
            res->rounds += pos->round - 1; /* rebuild_path counts from round 1 */
        }
    }
    res->stop = e.search.stop;
    res->states = e.search.states;
    res->peak_bytes = e.search.peak_bytes;
    engine_free(&e);
    return 0;
}
