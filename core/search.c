/*
 * search.c: memory- and budget-accounted containers for the games' searches.
 * See search.h. Every allocation is checked; hitting a cap records why in
 * cs_search.stop so the game can report "gave up after N states".
 */
#include "search.h"

#include <stdlib.h>
#include <string.h>

void cs_search_init(cs_search *s, const cs_budget *budget, uint64_t default_max_states)
{
    memset(s, 0, sizeof *s);
    s->max_states = (budget && budget->max_states) ? budget->max_states : default_max_states;
    s->max_bytes = (budget && budget->max_bytes) ? budget->max_bytes : CS_DEFAULT_MAX_BYTES;
    s->cancel = budget ? budget->cancel : NULL;
    s->progress = budget ? budget->progress : NULL;
    s->progress_context = budget ? budget->progress_context : NULL;
}

/* The accounting of cs_search_resize without zeroing: for arrays that are
 * written before they are read. */
static int resize_unzeroed(cs_search *s, void **ptr, size_t old_size, size_t new_size)
{
    if (new_size > old_size && new_size - old_size > s->max_bytes - s->bytes) {
        if (s->stop == CS_FINISHED)
            s->stop = CS_STOP_MEMORY;
        return -1;
    }
    void *p = realloc(*ptr, new_size ? new_size : 1);
    if (!p) {
        if (s->stop == CS_FINISHED)
            s->stop = CS_STOP_MEMORY;
        return -1;
    }
    *ptr = p;
    s->bytes = s->bytes - old_size + new_size;
    if (s->bytes > s->peak_bytes)
        s->peak_bytes = s->bytes;
    return 0;
}

int cs_search_resize_unzeroed(cs_search *s, void **ptr, size_t old_size, size_t new_size)
{
    return resize_unzeroed(s, ptr, old_size, new_size);
}

int cs_search_resize(cs_search *s, void **ptr, size_t old_size, size_t new_size)
{
    if (resize_unzeroed(s, ptr, old_size, new_size) != 0)
        return -1;
    if (new_size > old_size)
        memset((char *)*ptr + old_size, 0, new_size - old_size);
    return 0;
}

void cs_search_release(cs_search *s, void *ptr, size_t size)
{
    free(ptr);
    s->bytes -= size <= s->bytes ? size : s->bytes;
}

void cs_vec_init(cs_vec *v, size_t elem_size)
{
    memset(v, 0, sizeof *v);
    v->elem_size = elem_size;
}

int cs_vec_reserve(cs_search *s, cs_vec *v, size_t extra)
{
    if (extra <= v->cap - v->len)
        return 0;
    if (extra > SIZE_MAX / v->elem_size - v->len)
        return resize_unzeroed(s, &v->data, 0, SIZE_MAX); /* fails: too large */
    size_t need = v->len + extra;
    size_t cap = v->cap ? v->cap : 256;
    while (cap < need)
        cap = cap > SIZE_MAX / 2 / v->elem_size ? need : cap * 2;
    if (resize_unzeroed(s, &v->data, v->cap * v->elem_size, cap * v->elem_size) != 0)
        return -1;
    v->cap = cap;
    return 0;
}

void *cs_vec_push(cs_search *s, cs_vec *v, const void *elem)
{
    if (cs_vec_reserve(s, v, 1) != 0)
        return NULL;
    void *slot = (char *)v->data + v->len * v->elem_size;
    memcpy(slot, elem, v->elem_size);
    v->len++;
    return slot;
}

void cs_vec_free(cs_search *s, cs_vec *v)
{
    cs_search_release(s, v->data, v->cap * v->elem_size);
    cs_vec_init(v, v->elem_size);
}

uint64_t cs_hash_bytes(const void *data, size_t len)
{
    /* Eight bytes at a time (states are a few int64s), then a splitmix64 finish:
     * plain FNV would cluster on small integers and costs a step per byte. */
    const unsigned char *p = data;
    uint64_t h = 0x9e3779b97f4a7c15ULL ^ len;
    for (; len >= 8; p += 8, len -= 8) {
        uint64_t word;
        memcpy(&word, p, 8);
        h = (h ^ word) * 0xbf58476d1ce4e5b9ULL;
        h ^= h >> 29;
    }
    for (; len > 0; p++, len--)
        h = (h ^ *p) * 0x100000001b3ULL;
    h ^= h >> 30;
    h *= 0xbf58476d1ce4e5b9ULL;
    h ^= h >> 27;
    h *= 0x94d049bb133111ebULL;
    return h ^ (h >> 31);
}

void cs_keyset_init(cs_keyset *ks, size_t key_size)
{
    memset(ks, 0, sizeof *ks);
    ks->key_size = key_size;
    cs_vec_init(&ks->keys, key_size);
}

const void *cs_keyset_key(const cs_keyset *ks, uint32_t index)
{
    return (const char *)ks->keys.data + (size_t)index * ks->key_size;
}

/* 8-byte keys (packed states) compare as one word, without a memcmp call. */
static inline int same_key(const cs_keyset *ks, const void *a, const void *b)
{
    if (ks->key_size == sizeof(uint64_t)) {
        uint64_t x, y;
        memcpy(&x, a, sizeof x);
        memcpy(&y, b, sizeof y);
        return x == y;
    }
    return memcmp(a, b, ks->key_size) == 0;
}

/* A slot holds index + 1 in its low half (0 = empty) and the key's hash in its
 * high half, so most mismatches are told apart without reading the key: at
 * millions of states, reading keys is what costs (cache misses). */
static size_t keyset_probe(const cs_keyset *ks, const void *key, uint64_t hash, int *found)
{
    size_t mask = ks->slot_count - 1;
    size_t i = (size_t)hash & mask;
    uint32_t tag = (uint32_t)(hash >> 32);
    for (;;) {
        uint64_t slot = ks->slots[i];
        if (slot == 0) {
            *found = 0;
            return i;
        }
        if ((uint32_t)(slot >> 32) == tag && same_key(ks, cs_keyset_key(ks, (uint32_t)slot - 1), key)) {
            *found = 1;
            return i;
        }
        i = (i + 1) & mask;
    }
}

static uint64_t make_slot(uint64_t hash, uint32_t index) { return (hash >> 32 << 32) | ((uint64_t)index + 1); }

static int keyset_grow(cs_search *s, cs_keyset *ks)
{
    size_t count = ks->slot_count ? ks->slot_count * 2 : 1024;
    if (count > SIZE_MAX / sizeof(uint64_t))
        return cs_search_resize(s, (void **)&ks->slots, 0, SIZE_MAX);
    uint64_t *slots = NULL;
    if (cs_search_resize(s, (void **)&slots, 0, count * sizeof *slots) != 0)
        return -1;
    cs_search_release(s, ks->slots, ks->slot_count * sizeof *ks->slots);
    ks->slots = slots;
    ks->slot_count = count;
    for (size_t i = 0; i < ks->keys.len; i++) {
        int found;
        uint64_t hash = cs_hash_bytes(cs_keyset_key(ks, (uint32_t)i), ks->key_size);
        size_t at = keyset_probe(ks, cs_keyset_key(ks, (uint32_t)i), hash, &found);
        ks->slots[at] = make_slot(hash, (uint32_t)i);
    }
    return 0;
}

int cs_keyset_find(const cs_keyset *ks, const void *key, uint32_t *index)
{
    if (!ks->slot_count)
        return 0;
    int found;
    size_t at = keyset_probe(ks, key, cs_hash_bytes(key, ks->key_size), &found);
    if (found)
        *index = (uint32_t)ks->slots[at] - 1;
    return found;
}

int cs_keyset_insert(cs_search *s, cs_keyset *ks, const void *key, uint32_t *index)
{
    int found = 0;
    size_t at = 0;
    uint64_t hash = cs_hash_bytes(key, ks->key_size);
    if (ks->slot_count) {
        at = keyset_probe(ks, key, hash, &found);
        if (found) {
            *index = (uint32_t)ks->slots[at] - 1;
            return 0;
        }
    }
    if (ks->keys.len >= UINT32_MAX - 1) {
        if (s->stop == CS_FINISHED)
            s->stop = CS_STOP_STATES;
        return -1;
    }
    if ((ks->keys.len + 1) * 2 > ks->slot_count) { /* keep the load factor at most 1/2 */
        if (keyset_grow(s, ks) != 0)
            return -1;
        at = keyset_probe(ks, key, hash, &found);
    }
    if (cs_search_count_state(s) != 0)
        return -1;
    if (!cs_vec_push(s, &ks->keys, key)) {
        s->states--;
        return -1;
    }
    *index = (uint32_t)(ks->keys.len - 1);
    ks->slots[at] = make_slot(hash, *index);
    return 1;
}

void cs_keyset_free(cs_search *s, cs_keyset *ks)
{
    cs_vec_free(s, &ks->keys);
    cs_search_release(s, ks->slots, ks->slot_count * sizeof *ks->slots);
    ks->slots = NULL;
    ks->slot_count = 0;
}

int cs_bitset_init(cs_search *s, cs_bitset *b, uint64_t size)
{
    b->words = NULL;
    b->size = 0;
    uint64_t words = (size + 63) / 64;
    if (words > SIZE_MAX / sizeof(uint64_t))
        return cs_search_resize(s, (void **)&b->words, 0, SIZE_MAX);
    if (cs_search_resize(s, (void **)&b->words, 0, (size_t)words * sizeof(uint64_t)) != 0)
        return -1;
    b->size = size;
    return 0;
}

void cs_bitset_free(cs_search *s, cs_bitset *b)
{
    cs_search_release(s, b->words, (size_t)((b->size + 63) / 64) * sizeof(uint64_t));
    b->words = NULL;
    b->size = 0;
}
