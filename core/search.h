/*
 * search.h: the search helpers every game's breadth-first search is built on.
 *
 * A search context that accounts for memory and states against a cs_budget and
 * notices cancellation; growable arrays; a hash set of fixed-size keys whose
 * indices are insertion order (so BFS layers are index ranges); and a bitset for
 * dense state spaces. All memory is owned by the structures; nothing is global.
 */
#ifndef CALCSOLVE_SEARCH_H
#define CALCSOLVE_SEARCH_H

#include "cs.h"

/* One search's accounting. Every allocation of the search goes through it. */
typedef struct cs_search {
    uint64_t max_states; /* resolved from the budget (0 there = game default) */
    size_t max_bytes;
    const volatile int *cancel;
    void (*progress)(void *context, uint64_t states); /* the budget's, polled with cancel */
    void *progress_context;
    size_t bytes;        /* bytes held by the search's tables now */
    size_t peak_bytes;   /* the most they held at once */
    uint64_t states;     /* states stored so far */
    cs_stop stop;        /* first reason to stop, CS_FINISHED while running */
} cs_search;

void cs_search_init(cs_search *s, const cs_budget *budget, uint64_t default_max_states);

/* Resizes *ptr from old_size to new_size bytes within the memory cap. New bytes
 * are zeroed. 0 on success; -1 (and s->stop = CS_STOP_MEMORY) otherwise, with
 * *ptr untouched. */
int cs_search_resize(cs_search *s, void **ptr, size_t old_size, size_t new_size);
/* The same without zeroing the new bytes: for arrays written before they are
 * read (untouched pages then cost no memory until used). */
int cs_search_resize_unzeroed(cs_search *s, void **ptr, size_t old_size, size_t new_size);
void cs_search_release(cs_search *s, void *ptr, size_t size);

/* Counts one more stored state; polls cancel every 4096 states. 0 to go on, -1 to stop. */
static inline int cs_search_count_state(cs_search *s) /* inline: once per state of every search */
{
    if (s->stop != CS_FINISHED)
        return -1;
    if (s->states >= s->max_states) {
        s->stop = CS_STOP_STATES;
        return -1;
    }
    s->states++;
    if ((s->states & 4095) == 0) {
        if (s->progress)
            s->progress(s->progress_context, s->states);
        if (s->cancel && *s->cancel) {
            s->stop = CS_STOP_CANCELLED;
            return -1;
        }
    }
    return 0;
}

/* A growable array of elements of one size. */
typedef struct cs_vec {
    void *data;
    size_t elem_size, len, cap;
} cs_vec;

void cs_vec_init(cs_vec *v, size_t elem_size);
/* Makes room for `extra` more elements. 0 or -1 (memory). */
int cs_vec_reserve(cs_search *s, cs_vec *v, size_t extra);
/* Appends one element (copied from elem); returns its pointer or NULL (memory). */
void *cs_vec_push(cs_search *s, cs_vec *v, const void *elem);
void cs_vec_free(cs_search *s, cs_vec *v);
#define CS_VEC_AT(v, type, i) (((type *)(v)->data)[i])

/* A hash set of fixed-size keys (compared as bytes: zero any padding). Index i
 * is the i-th key inserted. */
typedef struct cs_keyset {
    size_t key_size;
    cs_vec keys;          /* the keys, in insertion order */
    uint64_t *slots;      /* open addressing: hash << 32 | (index + 1), 0 = empty */
    size_t slot_count;    /* a power of two */
} cs_keyset;

void cs_keyset_init(cs_keyset *ks, size_t key_size);
/* 1 = inserted as *index, 0 = already there as *index, -1 = budget or memory. */
int cs_keyset_insert(cs_search *s, cs_keyset *ks, const void *key, uint32_t *index);
/* 1 = found as *index, 0 = absent. */
int cs_keyset_find(const cs_keyset *ks, const void *key, uint32_t *index);
const void *cs_keyset_key(const cs_keyset *ks, uint32_t index);
void cs_keyset_free(cs_search *s, cs_keyset *ks);

/* A fixed bitset over [0, size), for visited sets of dense state spaces. */
typedef struct cs_bitset {
    uint64_t *words;
    uint64_t size;
} cs_bitset;

int cs_bitset_init(cs_search *s, cs_bitset *b, uint64_t size);
static inline int cs_bitset_test(const cs_bitset *b, uint64_t i) { return (int)((b->words[i >> 6] >> (i & 63)) & 1u); }
static inline void cs_bitset_set(cs_bitset *b, uint64_t i) { b->words[i >> 6] |= (uint64_t)1 << (i & 63); }
void cs_bitset_free(cs_search *s, cs_bitset *b);

/* 64-bit hash of bytes (FNV-1a folded through a mixer). */
uint64_t cs_hash_bytes(const void *data, size_t len);

#endif
