/*
 * counter.c: the counter game's rules and its search (counter.h). The search is
 * breadth-first over values, stored in a cs_keyset in the order found (so a
 * layer of the search is a range of indices) with the link back to each
 * value's parent, every state counted against the caller's cs_budget.
 */
#include "counter.h"
#include "search.h"

#include <string.h>

static const char *const LABELS[COUNTER_MOVE_COUNT] = {"+1", "x2"};

const char *counter_move_label(counter_move move) { return move < COUNTER_MOVE_COUNT ? LABELS[move] : "?"; }

int counter_read_move(const char *text, counter_move *move)
{
    size_t length;
    text += strspn(text, " \t");
    for (length = strlen(text); length && (text[length - 1] == ' ' || text[length - 1] == '\t'); length--)
        ;
    if (length == 2 && text[0] == '+' && text[1] == '1')
        *move = COUNTER_PLUS_ONE;
    else if (length == 2 && (text[0] == 'x' || text[0] == 'X' || text[0] == '*') && text[1] == '2')
        *move = COUNTER_TIMES_TWO;
    else
        return -1;
    return 0;
}

int counter_apply(int64_t value, counter_move move, int64_t *next)
{
    int overflow = move == COUNTER_PLUS_ONE ? cs_add(value, 1, next) : cs_mul(value, 2, next);
    return overflow != 0 || *next > COUNTER_MAX_VALUE ? -1 : 0;
}

/* How a stored value was reached: the index of the value before it, and the move. */
typedef struct counter_link {
    uint32_t parent;
    uint8_t move;
} counter_link;

/* The moves from the first stored value to value number found, into r->path. */
static void trace_back(const cs_vec *links, uint32_t found, int length, counter_result *r)
{
    r->solved = 1;
    r->length = length;
    for (int i = length - 1; i >= 0; i--) {
        const counter_link *link = &CS_VEC_AT(links, counter_link, found);
        r->path[i] = link->move;
        found = link->parent;
    }
}

void counter_solve(const counter_puzzle *p, const cs_budget *budget, counter_result *r)
{
    cs_search s;
    cs_keyset seen;
    cs_vec links;
    memset(r, 0, sizeof *r);
    cs_search_init(&s, budget, COUNTER_MAX_STATES);
    cs_keyset_init(&seen, sizeof(int64_t));
    cs_vec_init(&links, sizeof(counter_link));
    counter_link root;
    memset(&root, 0, sizeof root); /* compared as bytes nowhere, but never left unset */
    uint32_t index;
    int ok = cs_keyset_insert(&s, &seen, &p->start, &index) == 1 && cs_vec_push(&s, &links, &root) != NULL;
    if (ok && p->start == p->goal)
        trace_back(&links, 0, 0, r);
    size_t begin = 0, end = seen.keys.len;
    for (int depth = 1; ok && !r->solved && depth <= p->moves && begin < end; depth++) {
        for (size_t i = begin; ok && !r->solved && i < end; i++) {
            int64_t value, next;
            memcpy(&value, cs_keyset_key(&seen, (uint32_t)i), sizeof value); /* the keys move as the set grows */
            for (int m = 0; ok && !r->solved && m < COUNTER_MOVE_COUNT; m++) {
                if (counter_apply(value, (counter_move)m, &next) != 0 || next > p->goal)
                    continue;
                int inserted = cs_keyset_insert(&s, &seen, &next, &index);
                counter_link link = {(uint32_t)i, (uint8_t)m};
                ok = inserted >= 0 && (inserted == 0 || cs_vec_push(&s, &links, &link) != NULL);
                if (ok && inserted == 1 && next == p->goal)
                    trace_back(&links, index, depth, r);
            }
        }
        begin = end;
        end = seen.keys.len;
    }
    r->states = s.states;
    r->stop = r->solved ? CS_FINISHED : s.stop;
    cs_vec_free(&s, &links);
    cs_keyset_free(&s, &seen);
}
