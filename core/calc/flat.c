/*
 * calc/flat.c: the breadth-first search of a Calculator level whose states are
 * just values (no Store, no [+]N) on a display of at most CALC_FLAT_MAX_DIGITS.
 *
 * Such a level has at most 2 * 10^d - 1 states, so "seen" is one bit per value
 * (zeroed a block at a time, as the search first reaches it, so a level of ten
 * states does not pay for a million bits), and the states are two flat arrays
 * in discovery order: the value (int32) and the press that reached it (one
 * byte): 5 bytes a state where the hash set took about 65. No parent links:
 * a state's parent is the first state of the layer before whose press gives
 * its value (any earlier one would have reached it first), so the solution is
 * traced back by re-applying one button to one layer per move.
 *
 * The buttons are compiled once into calc_ops, tried in the same dictionary
 * order, and a state is stored exactly when calc_solve's general search would
 * store it, so both find the same first solution after the same number of
 * states, under the same budget. tests/c/test_reference.c compares them (and
 * the pre-change search) on random levels.
 */
#include "flat.h"
#include "fastops.h"
#include "search.h"

#include <string.h>

#define NO_STATE UINT32_MAX
#define BLOCK_BITS 15 /* seen bits are zeroed 2^15 at a time (4 KiB) */

typedef struct flat_search {
    cs_search search;
    int64_t limit, goal;
    calc_op ops[2 * CALC_MAX_BUTTONS]; /* one per action, in label order */
    int op_count;
    int has_portal;
    int64_t in_pow, out_pow;
    uint64_t *seen;        /* one bit per value + limit */
    uint8_t *block_ready;  /* seen block zeroed yet */
    size_t seen_bytes, block_count;
    int32_t *value;        /* per state, in discovery order */
    uint8_t *press;        /* per state: index into the actions */
    size_t len, cap, value_cap;
    size_t next_check;     /* len at which add_state calls checkpoint */
    int all_ready;         /* every seen block zeroed: no more block tests */
    uint32_t layer_begin[CALC_MAX_MOVES + 2]; /* first state of each layer */
} flat_search;

int calc_flat_applies(const calc_level *level, const calc_rules *rules)
{
    int digits = rules && rules->digits ? rules->digits : CALC_DEFAULT_DIGITS;
    if (digits < 1 || digits > CALC_FLAT_MAX_DIGITS || level->moves > CALC_MAX_MOVES)
        return 0;
    int64_t limit = calc_pow10[digits] - 1;
    if (level->start > limit || level->start < -limit)
        return 0;
    for (int i = 0; i < level->button_count; i++)
        if (level->buttons[i].kind == CALC_STORE || level->buttons[i].kind == CALC_META)
            return 0;
    return 1;
}

static int seen_init(flat_search *fs)
{
    uint64_t values = 2 * (uint64_t)fs->limit + 1;
    fs->block_count = (size_t)(values >> BLOCK_BITS) + 1;
    fs->seen_bytes = fs->block_count << (BLOCK_BITS - 3);
    if (cs_search_resize(&fs->search, (void **)&fs->block_ready, 0, fs->block_count) != 0)
        return -1;
    return cs_search_resize_unzeroed(&fs->search, (void **)&fs->seen, 0, fs->seen_bytes);
}

/* Marks value v seen; 1 when it was new. While `lazy`, the block of bits is
 * zeroed the first time a value in it is reached. */
static inline __attribute__((always_inline)) int mark_seen(flat_search *fs, int64_t v, int lazy)
{
    uint64_t i = (uint64_t)(v + fs->limit);
    if (lazy && !fs->block_ready[i >> BLOCK_BITS]) {
        memset((char *)fs->seen + ((i >> BLOCK_BITS) << (BLOCK_BITS - 3)), 0, (size_t)1 << (BLOCK_BITS - 3));
        fs->block_ready[i >> BLOCK_BITS] = 1;
    }
    uint64_t bit = (uint64_t)1 << (i & 63), *word = &fs->seen[i >> 6];
    if (*word & bit)
        return 0;
    *word |= bit;
    return 1;
}

/* Once the search is large, zeroing the blocks not reached yet costs little
 * next to it, and the hot loop can drop the per-value block test. */
#define EAGER_AFTER_STATES 16384
static void zero_remaining_blocks(flat_search *fs)
{
    for (size_t b = 0; b < fs->block_count; b++)
        if (!fs->block_ready[b]) {
            memset((char *)fs->seen + (b << (BLOCK_BITS - 3)), 0, (size_t)1 << (BLOCK_BITS - 3));
            fs->block_ready[b] = 1;
        }
    fs->all_ready = 1;
}

static int grow(flat_search *fs)
{
    size_t cap = fs->cap ? fs->cap * 2 : 1024;
    if (cap > UINT32_MAX)
        cap = UINT32_MAX;
    if (cap <= fs->cap)
        return -1;
    if (cs_search_resize_unzeroed(&fs->search, (void **)&fs->value, fs->value_cap * sizeof *fs->value,
                                  cap * sizeof *fs->value) != 0)
        return -1;
    fs->value_cap = cap;
    if (cs_search_resize_unzeroed(&fs->search, (void **)&fs->press, fs->cap, cap) != 0)
        return -1;
    fs->cap = cap;
    return 0;
}

/* What add_state checks only when len reaches next_check: room in the arrays,
 * the state budget, and the cancel flag every 4096 states (as
 * cs_search_count_state does). 0 to go on, -1 to stop (search.stop says why). */
static int checkpoint(flat_search *fs)
{
    cs_search *s = &fs->search;
    s->states = fs->len;
    if (s->stop != CS_FINISHED)
        return -1;
    if (s->states >= s->max_states) {
        s->stop = CS_STOP_STATES;
        return -1;
    }
    if (s->states > 0 && (s->states & 4095) == 0 && s->progress)
        s->progress(s->progress_context, s->states);
    if (s->states > 0 && (s->states & 4095) == 0 && s->cancel && *s->cancel) {
        s->stop = CS_STOP_CANCELLED;
        return -1;
    }
    if (fs->len == fs->cap && grow(fs) != 0) {
        if (s->stop == CS_FINISHED)
            s->stop = CS_STOP_MEMORY;
        return -1;
    }
    size_t next = (fs->len | 4095) + 1;
    if (next > fs->cap)
        next = fs->cap;
    if (next > s->max_states)
        next = (size_t)s->max_states;
    fs->next_check = next;
    return 0;
}

/* Stores a new state within the budget: 0, or -1 to stop. */
static inline __attribute__((always_inline)) int add_state(flat_search *fs, int64_t v, int action)
{
    if (fs->len == fs->next_check && checkpoint(fs) != 0)
        return -1;
    fs->value[fs->len] = (int32_t)v;
    fs->press[fs->len] = (uint8_t)action;
    fs->len++;
    return 0;
}

/* The kinds op_value32 leaves to calc_op_value: kept out of line so the hot
 * loop stays small. */
static __attribute__((noinline)) int op_value_other(const calc_op *op, int64_t v, int64_t *out)
{
    return calc_op_value(op, v, out);
}

/* calc_op_value on a display of at most 9 digits, where values and their
 * magnitudes fit 32 bits: one switch, division and the digit loops on 32-bit
 * integers (a 64-bit division by a variable costs several times a 32-bit
 * one). Rarer kinds, and divisors wider than 32 bits, take calc_op_value. */
static inline __attribute__((always_inline)) int op_value32(const calc_op *op, int32_t v, int64_t *out)
{
    uint32_t m = v < 0 ? (uint32_t)-v : (uint32_t)v, r = 0;
    switch (op->kind) {
    /* |v| < 2^31: a sum with |operand| <= 2^62, or a product with a 32-bit
     * operand, cannot overflow, and the checked forms are slow in wasm */
    case CALC_ADD:
        if (op->operand > ((int64_t)1 << 62) || op->operand < -((int64_t)1 << 62))
            break;
        *out = v + op->operand;
        return 1;
    case CALC_SUB:
        if (op->operand > ((int64_t)1 << 62) || op->operand < -((int64_t)1 << 62))
            break;
        *out = v - op->operand;
        return 1;
    case CALC_MUL:
        if (op->operand > INT32_MAX || op->operand < -INT32_MAX)
            break;
        *out = (int64_t)v * op->operand;
        return 1;
    case CALC_DIV:
        if (op->operand > 0 && op->operand <= INT32_MAX && (op->operand & (op->operand - 1)) == 0) {
            /* /2, /4, ...: a mask and a shift instead of a division */
            if (m & (uint32_t)(op->operand - 1))
                return 0;
            r = m >> __builtin_ctzll((unsigned long long)op->operand);
            *out = v < 0 ? -(int64_t)r : (int64_t)r;
            return 1;
        }
        if (op->operand > INT32_MAX || op->operand < -INT32_MAX)
            break;
        if (v % (int32_t)op->operand != 0)
            return 0;
        *out = v / (int32_t)op->operand;
        return 1;
    case CALC_APPEND: /* as calc_append: wider than 18 digits is illegal */
        if (op->tail_len > 18 || (m > 0 && (int64_t)m >= calc_pow10[18 - op->tail_len]))
            return 0;
        *out = (int64_t)m * calc_pow10[op->tail_len] + op->operand;
        if (v < 0)
            *out = -*out;
        return 1;
    case CALC_REVERSE:
        do {
            r = r * 10 + m % 10;
            m /= 10;
        } while (m > 0);
        *out = v < 0 ? -(int64_t)r : (int64_t)r;
        return 1;
    case CALC_NEGATE: *out = -(int64_t)v; return 1;
    case CALC_DELETE: *out = v / 10; return 1;
    default: break;
    }
    return op_value_other(op, v, out);
}

/* The whole press on a value: the button, the display's limit, the portal.
 * 1 and *out when legal. */
static inline __attribute__((always_inline)) int press_value(const calc_op *op, int32_t v, int64_t limit, int has_portal, int64_t in_pow,
                              int64_t out_pow, int64_t *out)
{
    int64_t r;
    if (!op_value32(op, v, &r) || r > limit || r < -limit)
        return 0;
    if (has_portal && r != v)
        r = calc_with_sign(r, calc_portal_fall(calc_abs(r), in_pow, out_pow));
    *out = r;
    return 1;
}

/* Expands the states [begin, end) by every action: the goal's index when it
 * is stored, NO_STATE otherwise (*stopped set when the budget ran out). The
 * rules and bounds are copied to locals: stores through the one-byte press
 * array may alias anything, and would make the compiler reload them per state. */
static inline __attribute__((always_inline)) uint32_t expand_layer(flat_search *fs, uint32_t begin, uint32_t end,
                                                                    int lazy, int *stopped)
{
    calc_op ops[2 * CALC_MAX_BUTTONS];
    const int op_count = fs->op_count, has_portal = fs->has_portal;
    const int64_t limit = fs->limit, goal = fs->goal, in_pow = fs->in_pow, out_pow = fs->out_pow;
    memcpy(ops, fs->ops, sizeof ops);
    for (uint32_t i = begin; i < end; i++) {
        const int32_t v = fs->value[i];
        for (int a = 0; a < op_count; a++) {
            int64_t r;
            if (!press_value(&ops[a], v, limit, has_portal, in_pow, out_pow, &r) || !mark_seen(fs, r, lazy))
                continue;
            if (add_state(fs, r, a) != 0) {
                *stopped = 1;
                return NO_STATE;
            }
            if (r == goal)
                return (uint32_t)fs->len - 1;
        }
    }
    return NO_STATE;
}

/* Layer by layer, as calc_solve's search_layers: the goal's index (its layer
 * in *goal_layer) or NO_STATE. */
static uint32_t search(flat_search *fs, int moves, int *goal_layer)
{
    *goal_layer = 0;
    fs->layer_begin[0] = 0;
    if (fs->value[0] == fs->goal)
        return 0;
    for (int depth = 0; depth < moves; depth++) {
        uint32_t begin = fs->layer_begin[depth], end = (uint32_t)fs->len;
        int stopped = 0;
        fs->layer_begin[depth + 1] = end;
        if (!fs->all_ready && fs->len >= EAGER_AFTER_STATES)
            zero_remaining_blocks(fs);
        uint32_t goal = fs->all_ready ? expand_layer(fs, begin, end, 0, &stopped)
                                      : expand_layer(fs, begin, end, 1, &stopped);
        *goal_layer = depth + 1;
        if (goal != NO_STATE || stopped || fs->len == end)
            return goal; /* found, out of budget, or nothing new: no state lies further away */
    }
    return NO_STATE;
}

/* The presses from the start to state `goal` of layer `layer`: each state's
 * parent is the first state of the layer before that its press takes to it. */
static void trace_back(const flat_search *fs, const calc_press *actions, uint32_t goal, int layer,
                       calc_result *result)
{
    result->solved = 1;
    result->press_count = result->moves = layer;
    for (uint32_t child = goal; layer > 0; layer--) {
        int a = fs->press[child];
        uint32_t i = fs->layer_begin[layer - 1], stop = fs->layer_begin[layer];
        for (; i < stop; i++) {
            int64_t r;
            if (press_value(&fs->ops[a], fs->value[i], fs->limit, fs->has_portal, fs->in_pow, fs->out_pow, &r) &&
                r == fs->value[child])
                break;
        }
        result->presses[layer - 1] = actions[a];
        child = i; /* i < stop: the state was reached from this layer */
    }
}

static void release(flat_search *fs)
{
    cs_search_release(&fs->search, fs->seen, fs->seen_bytes);
    cs_search_release(&fs->search, fs->block_ready, fs->block_count);
    cs_search_release(&fs->search, fs->value, fs->value_cap * sizeof *fs->value);
    cs_search_release(&fs->search, fs->press, fs->cap);
}

void calc_flat_solve(const calc_level *level, const calc_rules *rules, const calc_press *actions, int action_count,
                     const cs_budget *budget, calc_result *result)
{
    flat_search fs;
    memset(&fs, 0, sizeof fs);
    memset(result, 0, sizeof *result);
    cs_search_init(&fs.search, budget, CALC_DEFAULT_MAX_STATES);
    int digits = rules && rules->digits ? rules->digits : CALC_DEFAULT_DIGITS;
    fs.limit = calc_pow10[digits] - 1;
    fs.goal = level->goal;
    fs.has_portal = level->has_portal;
    if (level->has_portal) {
        fs.in_pow = calc_pow10[level->portal_in];
        fs.out_pow = calc_pow10[level->portal_out];
    }
    const calc_state none = {0, -1, 0};
    fs.op_count = action_count;
    for (int a = 0; a < action_count; a++)
        calc_op_of(&level->buttons[actions[a].button], &none, &fs.ops[a]); /* no Store, no [+]N: cannot fail */

    uint32_t goal = NO_STATE;
    int goal_layer = 0;
    if (seen_init(&fs) == 0 && add_state(&fs, level->start, 0) == 0) {
        mark_seen(&fs, level->start, 1);
        goal = search(&fs, level->moves, &goal_layer);
    }
    if (goal != NO_STATE)
        trace_back(&fs, actions, goal, goal_layer, result);
    fs.search.states = fs.len;
    result->states = fs.len;
    result->peak_bytes = fs.search.peak_bytes;
    result->stop = fs.search.stop;
    release(&fs);
}
