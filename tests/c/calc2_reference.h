/*
 * calc2_reference.h: an independent reference of Calculator 2 for the tests, written
 * from ../shared/calculator-2.md alone and sharing no code with core/calc2 or core/calc:
 * numbers as decimal strings, every key as string edits, and a plain breadth-first
 * search over (display, Store, offset, Lock) with a linear look-up of seen states.
 * Slow and simple on purpose: the levels it checks have a few thousand states at most.
 */
#ifndef CALCSOLVE_CALC2_REFERENCE_H
#define CALCSOLVE_CALC2_REFERENCE_H

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define REF_LIMIT 999999LL

typedef struct ref_key {
    char name[16];   /* "+", "-", "x", "/", "append", "negate", "del", "replace", "reverse", "sum", "mirror",
                        "inv10", "lshift", "store", "meta", "sort>", "sort<", "cut", "shift", "delete", "insert",
                        "round", "lock", "digit+", "digit-", "digit=" */
    long long n;     /* its number */
    char text[24];   /* its digits as written (append, cut, insert); A of A=>B */
    char to[24];     /* B of A=>B */
    char label[40];  /* as the level writes it */
} ref_key;

typedef struct ref_state {
    long long value, store, meta; /* store -1: nothing */
    long long lock;               /* -1: none (a long long: no padding to compare) */
} ref_state;

/* Reads a label the way the rules page writes it. 0, or -1 when unknown. */
static int ref_key_read(const char *label, ref_key *k)
{
    static const char *const FIXED[][2] = {
        {"+/-", "negate"}, {"<<", "del"}, {"Reverse", "reverse"}, {"SUM", "sum"}, {"Mirror", "mirror"},
        {"Inv10", "inv10"}, {"<Shift", "lshift"}, {"Store", "store"}, {"Sort>", "sort>"}, {"Sort<", "sort<"},
        {"Shift", "shift"}, {"Delete", "delete"}, {"Round", "round"}, {"Lock", "lock"},
    };
    static const char *const NUMBERED[][2] = {
        {"Digit+", "digit+"}, {"Digit-", "digit-"}, {"Digit=", "digit="}, {"Cut", "cut"}, {"Insert", "insert"},
        {"[+]", "meta"}, {"+", "+"}, {"-", "-"}, {"x", "x"}, {"/", "/"},
    };
    memset(k, 0, sizeof *k);
    snprintf(k->label, sizeof k->label, "%.39s", label);
    for (size_t i = 0; i < sizeof FIXED / sizeof FIXED[0]; i++)
        if (strcmp(label, FIXED[i][0]) == 0) {
            snprintf(k->name, sizeof k->name, "%s", FIXED[i][1]);
            return 0;
        }
    const char *arrow = strstr(label, "=>");
    if (arrow && arrow[2] && strspn(label, "0123456789") == (size_t)(arrow - label) && arrow > label) {
        snprintf(k->name, sizeof k->name, "replace");
        snprintf(k->text, sizeof k->text, "%.*s", (int)(arrow - label), label);
        snprintf(k->to, sizeof k->to, "%s", arrow + 2);
        return 0;
    }
    for (size_t i = 0; i < sizeof NUMBERED / sizeof NUMBERED[0]; i++) {
        size_t n = strlen(NUMBERED[i][0]);
        if (strncmp(label, NUMBERED[i][0], n) == 0 && label[n] && strspn(label + n, "0123456789") == strlen(label + n)) {
            snprintf(k->name, sizeof k->name, "%s", NUMBERED[i][1]);
            snprintf(k->text, sizeof k->text, "%.23s", label + n);
            k->n = atoll(label + n);
            return 0;
        }
    }
    if (*label && strspn(label, "0123456789") == strlen(label)) {
        snprintf(k->name, sizeof k->name, "append");
        snprintf(k->text, sizeof k->text, "%.23s", label);
        k->n = atoll(label);
        return 0;
    }
    return -1;
}

/* The digits of a magnitude, and a magnitude from digits (leading zeros dropped, "" is 0). */
static void ref_digits(long long m, char *s) { sprintf(s, "%lld", m); }
static long long ref_number(const char *s)
{
    long long m = 0;
    for (; *s; s++) {
        if (m > 100000000000000LL)
            return -1; /* far too wide for the display: refused anyway */
        m = m * 10 + (*s - '0');
    }
    return m;
}

/* A key's number after the [+]N offset, as digits. */
static void ref_operand(const ref_key *k, long long meta, char *out)
{
    if (meta == 0)
        snprintf(out, 24, "%s", k->text);
    else
        snprintf(out, 24, "%lld", k->n + meta);
}

static void ref_erase(char *s, size_t at, size_t n) { memmove(s + at, s + at + n, strlen(s + at + n) + 1); }

/* s with every non-overlapping `from`, left to right, replaced by `to`. */
static void ref_replace(const char *s, const char *from, const char *to, char *out)
{
    size_t n = strlen(from);
    out[0] = '\0';
    while (*s) {
        if (strncmp(s, from, n) == 0) {
            strcat(out, to);
            s += n;
        } else {
            strncat(out, s++, 1);
        }
    }
}

/* One key pressed on st into *next (pick: the place, Shift's steps (> 0 left), or Store's
 * save when 1): 0, or -1 when refused. The display limit, the portal and a Lock come after
 * (ref_apply). */
static int ref_press(const ref_key *k, const ref_state *st, int pick, ref_state *next)
{
    char s[64], t[160], op[24];
    long long v = st->value, m = v < 0 ? -v : v, r;
    int neg = v < 0, len;
    ref_digits(m, s);
    len = (int)strlen(s);
    *next = *st;
    next->lock = -1;
    ref_operand(k, st->meta, op);
    long long n = atoll(op);
    if (!strcmp(k->name, "+") || !strcmp(k->name, "-") || !strcmp(k->name, "x") || !strcmp(k->name, "/")) {
        if (k->name[0] == '+') r = v + n;
        else if (k->name[0] == '-') r = v - n;
        else if (k->name[0] == 'x') r = v * n;
        else if (v % n != 0) return -1;
        else r = v / n;
        next->value = r;
        return 0;
    }
    if (!strcmp(k->name, "meta")) {
        next->meta = st->meta + k->n;
        return next->meta > REF_LIMIT ? -1 : 0;
    }
    if (!strcmp(k->name, "negate")) { next->value = -v; return 0; }
    if (!strcmp(k->name, "store") && pick == 1) {
        if (v < 0) return -1;
        next->store = v;
        return 0;
    }
    t[0] = '\0';
    if (!strcmp(k->name, "append")) snprintf(t, sizeof t, "%s%s", s, op);
    else if (!strcmp(k->name, "store")) {
        if (st->store < 0) return -1;
        snprintf(t, sizeof t, "%s%lld", s, st->store);
    } else if (!strcmp(k->name, "del")) snprintf(t, sizeof t, "%.*s", len - 1, s);
    else if (!strcmp(k->name, "replace")) ref_replace(s, k->text, k->to, t);
    else if (!strcmp(k->name, "cut")) ref_replace(s, op, "", t);
    else if (!strcmp(k->name, "reverse") || !strcmp(k->name, "mirror")) {
        if (k->name[0] == 'm') strcpy(t, s);
        for (int i = len - 1; i >= 0; i--) strncat(t, s + i, 1);
    } else if (!strcmp(k->name, "sum")) {
        int sum = 0;
        for (int i = 0; i < len; i++) sum += s[i] - '0';
        snprintf(t, sizeof t, "%d", sum);
    } else if (!strcmp(k->name, "inv10")) {
        for (int i = 0; i < len; i++) t[i] = (char)('0' + (10 - (s[i] - '0')) % 10);
        t[len] = '\0';
    } else if (!strcmp(k->name, "lshift")) snprintf(t, sizeof t, "%s%c", s + 1, s[0]);
    else if (!strcmp(k->name, "sort>") || !strcmp(k->name, "sort<")) {
        strcpy(t, s);
        for (int i = 0; i < len; i++)
            for (int j = i + 1; j < len; j++)
                if (k->name[4] == '>' ? t[j] < t[i] : t[j] > t[i]) { char c = t[i]; t[i] = t[j]; t[j] = c; }
    } else if (!strcmp(k->name, "shift")) {
        strcpy(t, s);
        for (int i = 0; i < (pick > 0 ? pick : -pick); i++) {
            char u[168];
            int l = (int)strlen(t);
            if (pick > 0) snprintf(u, sizeof u, "%s%c", t + 1, t[0]);
            else snprintf(u, sizeof u, "%c%.*s", t[l - 1], l - 1, t);
            ref_digits(ref_number(u), t); /* zeros that come first vanish after each step */
        }
    } else if (!strcmp(k->name, "insert")) {
        if (pick < 0 || pick > len) return -1;
        snprintf(t, sizeof t, "%.*s%s%s", len - pick, s, op, s + len - pick);
    } else {
        int at = len - 1 - pick; /* the index of the picked place */
        if (pick < 0 || pick >= len) return -1;
        strcpy(t, s);
        if (!strcmp(k->name, "delete")) ref_erase(t, (size_t)at, 1);
        else if (!strcmp(k->name, "digit+")) t[at] = (char)('0' + (t[at] - '0' + n) % 10);
        else if (!strcmp(k->name, "digit-")) t[at] = (char)('0' + ((t[at] - '0' - n) % 10 + 10) % 10);
        else if (!strcmp(k->name, "digit=")) t[at] = (char)('0' + n % 10);
        else if (!strcmp(k->name, "lock")) {
            if (st->lock >= 0) return -1;
            next->lock = pick;
        } else if (!strcmp(k->name, "round")) {
            if (pick < 1) return -1;
            int up = t[at + 1] >= '5';
            for (int i = at + 1; i < len; i++) t[i] = '0';
            for (int i = at; up && i >= 0; i--) {
                if (t[i] == '9') t[i] = '0';
                else { t[i]++; up = 0; }
            }
            if (up) { memmove(t + 1, t, strlen(t) + 1); t[0] = '1'; }
        } else return -1;
    }
    r = ref_number(t);
    if (r < 0) return -1;
    next->value = neg ? -r : r;
    return 0;
}

/* A whole press: the key, the display limit, the portal, a waiting Lock. 0, or -1 refused. */
static int ref_apply(const ref_key *keys, int key, int pick, const ref_state *st, int portal_in, int portal_out,
                     ref_state *next)
{
    if (ref_press(&keys[key], st, pick, next) != 0)
        return -1;
    long long r = next->value;
    if (r > REF_LIMIT || r < -REF_LIMIT)
        return -1;
    char s[64];
    if (portal_in > 0 && r != st->value) {
        long long m = r < 0 ? -r : r;
        for (;;) {
            ref_digits(m, s);
            int len = (int)strlen(s);
            if (len <= portal_in) break;
            int d = s[len - 1 - portal_in] - '0';
            ref_erase(s, (size_t)(len - 1 - portal_in), 1);
            m = ref_number(s);
            for (int i = 0; i < portal_out; i++) d *= 10;
            m += d;
        }
        r = r < 0 ? -m : m;
    }
    if (st->lock >= 0) {
        char old[64], pad[80];
        ref_digits(st->value < 0 ? -st->value : st->value, old);
        ref_digits(r < 0 ? -r : r, s);
        int len = (int)strlen(s), zeros = (int)st->lock + 1 - len;
        memset(pad, '0', 8);
        snprintf(pad + (zeros > 0 ? zeros : 0), sizeof pad - 8, "%s", s); /* zeros written between */
        pad[strlen(pad) - 1 - st->lock] = old[strlen(old) - 1 - st->lock];
        long long m = ref_number(pad);
        r = r < 0 ? -m : m;
    }
    next->value = r;
    return 0;
}

/* Every pick a key could take: places 0..6 (Insert 0..7), or Shift's 12 steps either way;
 * Store's tap (0) and save (1). */
static int ref_picks(const ref_key *k, int *picks)
{
    int n = 0;
    if (!strcmp(k->name, "shift")) {
        for (int i = 1; i <= 12; i++) { picks[n++] = i; picks[n++] = -i; }
    } else if (!strcmp(k->name, "store")) {
        picks[n++] = 0; picks[n++] = 1;
    } else if (!strcmp(k->name, "delete") || !strcmp(k->name, "insert") || !strcmp(k->name, "round") ||
               !strcmp(k->name, "lock") || !strncmp(k->name, "digit", 5)) {
        for (int i = 0; i <= 7; i++) picks[n++] = i;
    } else {
        picks[n++] = 0;
    }
    return n;
}

/* The fewest presses from start to goal within max_moves, or -1 (-2 out of memory); with
 * values, also the distinct numbers shown on the way (at most max_values). */
static int ref_distance_values(const ref_key *keys, int key_count, long long start, long long goal, int max_moves,
                               int portal_in, int portal_out, long long *values, int *value_count, int max_values)
{
    size_t cap = 1024, count = 1;
    ref_state *seen = malloc(cap * sizeof *seen);
    int *depth = malloc(cap * sizeof *depth);
    if (!seen || !depth) { free(seen); free(depth); return -2; }
    ref_state first = {start, -1, 0, -1};
    seen[0] = first;
    depth[0] = 0;
    int answer = start == goal ? 0 : -1;
    for (size_t i = 0; i < count && answer < 0; i++) {
        if (depth[i] >= max_moves) continue;
        for (int k = 0; k < key_count && answer < 0; k++) {
            int picks[32], np = ref_picks(&keys[k], picks);
            for (int p = 0; p < np && answer < 0; p++) {
                ref_state next;
                if (ref_apply(keys, k, picks[p], &seen[i], portal_in, portal_out, &next) != 0) continue;
                size_t j = 0;
                while (j < count && memcmp(&seen[j], &next, sizeof next) != 0) j++;
                if (j < count) continue;
                if (count == cap) {
                    cap *= 2;
                    ref_state *s2 = realloc(seen, cap * sizeof *seen);
                    int *d2 = s2 ? realloc(depth, cap * sizeof *depth) : NULL;
                    if (!s2 || !d2) { free(s2 ? s2 : seen); free(depth); return -2; }
                    seen = s2;
                    depth = d2;
                }
                seen[count] = next;
                depth[count++] = depth[i] + 1;
                int known = 0;
                for (int v = 0; values && v < *value_count; v++)
                    known |= values[v] == next.value;
                if (values && !known && *value_count < max_values)
                    values[(*value_count)++] = next.value;
                if (next.value == goal) answer = depth[i] + 1;
            }
        }
    }
    free(seen);
    free(depth);
    return answer;
}

static int ref_distance(const ref_key *keys, int key_count, long long start, long long goal, int max_moves,
                        int portal_in, int portal_out)
{
    return ref_distance_values(keys, key_count, start, goal, max_moves, portal_in, portal_out, NULL, NULL, 0);
}

#endif
