/*
 * calc2/press.c: what one press of Calculator 2 does. A key of the first game goes
 * through the first game's own rule (calc_op_of and calc_op_value of fastops.h, with
 * the [+]N offset and Store of the state), the sequel's keys through the digit
 * operations below; then the display limit, the portal (calc_portal_fall) and a
 * waiting Lock, in that order (core/calc2/README.md). Every operation works on the
 * number's size and keeps its sign.
 */
#include "calc2.h"
#include "fastops.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

calc2_state calc2_start_state(const calc2_level *level)
{
    calc2_state s = {level->start, -1, 0, -1};
    return s;
}

calc2_state calc2_level_state(const calc2_level *level)
{
    calc2_state s = {level->display, level->has_store ? level->store : -1, level->offset, level->lock};
    return s;
}

int calc2_level_won(const calc2_level *level)
{
    return level->goal_count > 0 && level->reached == (1u << level->goal_count) - 1;
}

static int digit_at(int64_t m, int place) { return (int)(m / calc_pow10[place] % 10); }

/* m after Shift's steps (> 0 left, < 0 right): each step turns the digits round by one,
 * and zeros that come first vanish at once (calc_shift_left and _right do both). */
static int64_t shifted(int64_t m, int steps)
{
    for (int i = 0; i < (steps < 0 ? -steps : steps); i++)
        m = steps > 0 ? calc_shift_left(m) : calc_shift_right(m);
    return m;
}

/* Steps one way that each give a number not seen yet on the way (the start included). */
static int shift_choices(int64_t m, int direction)
{
    int64_t seen[24];
    int count = 0;
    seen[count++] = m;
    for (;;) {
        m = shifted(m, direction);
        for (int i = 0; i < count; i++)
            if (seen[i] == m)
                return count - 1;
        if (count == (int)(sizeof seen / sizeof seen[0]))
            return count - 1;
        seen[count++] = m;
    }
}

static int compare_keys(const calc2_level *level, int a, int b)
{
    return strcmp(level->keys[a].label, level->keys[b].label);
}

int calc2_presses(const calc2_level *level, const calc2_state *state, calc2_press *out)
{
    int order[CALC_MAX_BUTTONS], count = 0;
    for (int i = 0; i < level->key_count; i++) /* keys in dictionary order of their labels */
        order[i] = i;
    for (int i = 1; i < level->key_count; i++)
        for (int j = i; j > 0 && compare_keys(level, order[j - 1], order[j]) > 0; j--) {
            int t = order[j];
            order[j] = order[j - 1];
            order[j - 1] = t;
        }
    int64_t m = calc_abs(state->value);
    int n = calc_digit_count(m);
    for (int o = 0; o < level->key_count; o++) {
        const calc2_key *key = &level->keys[order[o]];
        calc2_press p = {(uint8_t)order[o], 0, 0};
        int first = 0, last = -1;
        if (key->kind == CALC2_SHIFT) {
            int left = shift_choices(m, 1), right = shift_choices(m, -1);
            for (int k = 1; k <= left && count < CALC2_MAX_PRESSES; k++, out[count++] = p)
                p.pick = (int8_t)k;
            for (int k = 1; k <= right && count < CALC2_MAX_PRESSES; k++, out[count++] = p)
                p.pick = (int8_t)-k;
            continue;
        }
        if (count + 2 > CALC2_MAX_PRESSES) /* not met: 10 keys of at most 7 picks, Shift's turns */
            break;
        if (!calc2_picks_place(key)) {
            out[count++] = p;
            if (key->kind == CALC2_FIRST && key->first.kind == CALC_STORE) {
                p.save = 1;
                out[count++] = p;
            }
            continue;
        }
        last = key->kind == CALC2_INSERT ? n : n - 1;
        first = key->kind == CALC2_ROUND ? 1 : 0;
        for (int place = first; place <= last && count < CALC2_MAX_PRESSES; place++, out[count++] = p)
            p.pick = (int8_t)place;
    }
    return count;
}

/* The key's number after the [+]N offset, and its digits: as written while the offset is 0. */
static int key_number(const calc2_key *key, int64_t meta, int64_t *n, char digits[24])
{
    if (meta == 0) {
        *n = key->operand;
        snprintf(digits, 24, "%s", key->digits);
        return 0;
    }
    if (cs_add(key->operand, meta, n) != 0)
        return -1;
    snprintf(digits, 24, "%lld", (long long)*n);
    return 0;
}

/* The digits sorted, from the smallest up (zeros that come first vanish) or from the largest down. */
static int64_t sorted(int64_t m, int up)
{
    int count[10] = {0};
    do
        count[m % 10]++;
    while ((m /= 10) > 0);
    int64_t r = 0;
    for (int k = 0; k < 10; k++) {
        int d = up ? k : 9 - k;
        for (int i = 0; i < count[d]; i++)
            r = r * 10 + d;
    }
    return r;
}

/* A place-picking key's new size of m (n digits): 1 with *out, 0 when the pick is no
 * choice here or the result cannot be held. */
static int picked(const calc2_key *key, int64_t m, int n, int pick, int64_t number, const char *digits, int64_t *out)
{
    if (key->kind == CALC2_SHIFT) {
        int steps = pick > 0 ? pick : -pick;
        if (pick == 0 || steps > shift_choices(m, pick > 0 ? 1 : -1))
            return 0;
        *out = shifted(m, pick);
        return 1;
    }
    int last = key->kind == CALC2_INSERT ? n : n - 1, first = key->kind == CALC2_ROUND ? 1 : 0;
    if (pick < first || pick > last)
        return 0;
    int64_t low = m % calc_pow10[pick], d = pick < n ? digit_at(m, pick) : 0;
    switch (key->kind) {
    case CALC2_DELETE:
        *out = m / calc_pow10[pick + 1] * calc_pow10[pick] + low;
        return 1;
    case CALC2_INSERT: {
        int length = (int)strlen(digits);
        if (n + length > 18)
            return 0;
        *out = (m / calc_pow10[pick] * calc_pow10[length] + number) * calc_pow10[pick] + low;
        return 1;
    }
    case CALC2_ROUND:
        *out = (m + 5 * calc_pow10[pick - 1]) / calc_pow10[pick] * calc_pow10[pick];
        return 1;
    case CALC2_DIGIT_ADD:
        *out = m + ((d + number % 10) % 10 - d) * calc_pow10[pick];
        return 1;
    case CALC2_DIGIT_SUB:
        *out = m + ((d + 10 - number % 10) % 10 - d) * calc_pow10[pick];
        return 1;
    case CALC2_DIGIT_SET:
        *out = m + (number % 10 - d) * calc_pow10[pick];
        return 1;
    default: /* CALC2_LOCK changes no digit */
        *out = m;
        return 1;
    }
}

/* The value after a key of the first game: 1 with *r (and the state's Store or offset
 * changed in *next), 0 when refused. */
static int first_game(const calc2_key *key, const calc2_state *state, int save, calc2_state *next, int64_t *r)
{
    const calc_button *b = &key->first;
    *r = state->value;
    if (b->kind == CALC_META)
        return cs_add(state->meta, b->operand, &next->meta) == 0 && next->meta <= CALC2_LIMIT;
    if (b->kind == CALC_STORE && save) {
        next->store = state->value;
        return state->value >= 0;
    }
    calc_state s = {state->value, state->store, state->meta};
    calc_op op;
    return calc_op_of(b, &s, &op) == 0 && calc_op_value(&op, state->value, r);
}

/* The value a press gives before the display limit, the portal and a Lock: 1, or 0 refused. */
static int raw_value(const calc2_level *level, const calc2_state *state, calc2_press press, calc2_state *next,
                     int64_t *r)
{
    const calc2_key *key = &level->keys[press.key];
    int64_t v = state->value, m = calc_abs(v), number = 0, size = m;
    char digits[24] = "";
    if (key->kind == CALC2_FIRST)
        return first_game(key, state, press.save, next, r);
    if (key->kind == CALC2_LOCK && state->lock >= 0)
        return 0; /* a second Lock cannot be pressed while one waits */
    if (key_number(key, state->meta, &number, digits) != 0)
        return 0;
    if (key->kind == CALC2_SORT_UP || key->kind == CALC2_SORT_DOWN)
        size = sorted(m, key->kind == CALC2_SORT_UP);
    else if (key->kind == CALC2_CUT && calc_replace(m, digits, (int)strlen(digits), "", 0, &size) != 0)
        return 0;
    else if (calc2_picks_place(key) && !picked(key, m, calc_digit_count(m), press.pick, number, digits, &size))
        return 0;
    if (key->kind == CALC2_LOCK)
        next->lock = press.pick;
    *r = calc_with_sign(v, size);
    return 1;
}

int calc2_apply(const calc2_level *level, const calc2_state *state, calc2_press press, calc2_state *next,
                int64_t *before_portal)
{
    int64_t r;
    *next = *state;
    next->lock = -1;
    if (press.key >= level->key_count || !raw_value(level, state, press, next, &r))
        return 0;
    if (r > CALC2_LIMIT || r < -CALC2_LIMIT)
        return 0;
    *before_portal = r;
    if (level->has_portal && r != state->value)
        r = calc_with_sign(r, calc_portal_fall(calc_abs(r), calc_pow10[level->portal_in], calc_pow10[level->portal_out]));
    if (state->lock >= 0) { /* the locked place gets its digit back, zeros written between */
        int64_t m = calc_abs(r), place = calc_pow10[state->lock];
        m += (digit_at(calc_abs(state->value), state->lock) - digit_at(m, state->lock)) * place;
        r = r < 0 ? -m : m;
    }
    next->value = r;
    return 1;
}

void calc2_press_label(const calc2_level *level, calc2_press press, char out[CALC2_LABEL_SIZE])
{
    const calc2_key *key = &level->keys[press.key];
    if (press.save)
        snprintf(out, CALC2_LABEL_SIZE, "%s:save", key->label);
    else if (key->kind == CALC2_SHIFT)
        snprintf(out, CALC2_LABEL_SIZE, "%s@%c%d", key->label, press.pick > 0 ? 'L' : 'R',
                 press.pick > 0 ? press.pick : -press.pick);
    else if (calc2_picks_place(key))
        snprintf(out, CALC2_LABEL_SIZE, "%s@%d", key->label, press.pick);
    else
        snprintf(out, CALC2_LABEL_SIZE, "%s", key->label);
}

/* The choices of one key in a state, "Round@1, Round@2", into out. */
static void choices_of(const calc2_level *level, const calc2_state *state, int key, char *out, size_t size)
{
    calc2_press all[CALC2_MAX_PRESSES];
    int n = calc2_presses(level, state, all), listed = 0;
    out[0] = '\0';
    for (int i = 0; i < n; i++) {
        char label[CALC2_LABEL_SIZE];
        if (all[i].key != key)
            continue;
        calc2_press_label(level, all[i], label);
        snprintf(out + strlen(out), size - strlen(out), "%s%s", listed++ ? ", " : "", label);
    }
}

/* "Round@2" into the key part and the pick: *named 0 when the label names no pick, -1
 * when what follows the @ is no pick. */
static void split_pick(const char *label, char *key, size_t size, int *pick, int *named)
{
    const char *at = strrchr(label, '@');
    size_t n = at ? (size_t)(at - label) : strlen(label);
    snprintf(key, size, "%.*s", (int)(n < size ? n : size - 1), label);
    *pick = 0;
    *named = at != NULL;
    if (!at)
        return;
    const char *p = at + 1;
    p += strspn(p, " ");
    int sign = 1;
    if (toupper((unsigned char)*p) == 'L' || toupper((unsigned char)*p) == 'R')
        sign = toupper((unsigned char)*p++) == 'L' ? 1 : -1;
    int64_t v;
    if (cs_parse_int64(p, &v) == 0 && v >= 0 && v < 64)
        *pick = (int)v * sign;
    else
        *named = -1;
}

int calc2_find_press(const calc2_level *level, const calc2_state *state, const char *label, calc2_press *press,
                     cs_error *err)
{
    char key_part[72], choices[400];
    int pick, named, index = -1, save = 0;
    calc2_key key;
    split_pick(label, key_part, sizeof key_part, &pick, &named);
    size_t n = strlen(key_part);
    if (n > 5 && strcasecmp(key_part + n - 5, ":save") == 0) {
        key_part[n - 5] = '\0';
        save = 1;
    }
    if (calc2_parse_key(key_part, &key, err) != 0) {
        snprintf(err->field, sizeof err->field, "move");
        return -1;
    }
    for (int i = 0; i < level->key_count; i++)
        if (strcmp(level->keys[i].label, key.label) == 0)
            index = i;
    if (index < 0)
        return cs_fail(err, 0, "move", "%s is not a key of this level", key.label);
    press->key = (uint8_t)index;
    press->save = (uint8_t)save;
    press->pick = 0;
    if (save && !(key.kind == CALC2_FIRST && key.first.kind == CALC_STORE))
        return cs_fail(err, 0, "move", "only Store has a long press (Store:save)");
    if (!calc2_picks_place(&key) && named)
        return cs_fail(err, 0, "move", "%s picks no place: write %s alone", key.label, key.label);
    if (!calc2_picks_place(&key))
        return 0;
    choices_of(level, state, index, choices, sizeof choices);
    if (named != 1 || (key.kind == CALC2_SHIFT) != (strpbrk(label + strlen(key_part), "lLrR") != NULL))
        return cs_fail(err, 0, "move", "%s picks a place: write one of %s", key.label, choices);
    calc2_press all[CALC2_MAX_PRESSES];
    int count = calc2_presses(level, state, all);
    for (int i = 0; i < count; i++)
        if (all[i].key == index && all[i].pick == pick) {
            *press = all[i];
            return 0;
        }
    return cs_fail(err, 0, "move", "%s is no choice on %lld (its choices: %s)", label, (long long)state->value,
                   choices);
}

void calc2_refusal(const calc2_level *level, const calc2_state *state, calc2_press press, char *out, size_t size)
{
    char label[CALC2_LABEL_SIZE];
    const calc2_key *key = &level->keys[press.key];
    calc2_press_label(level, press, label);
    calc2_state next = *state;
    int64_t r = state->value;
    const char *why = "the game does not allow it there";
    char detail[160];
    if (key->kind == CALC2_LOCK && state->lock >= 0)
        why = "a Lock already waits for the next press";
    else if (key->kind == CALC2_FIRST && key->first.kind == CALC_STORE && press.save && state->value < 0)
        why = "Store cannot keep a negative number";
    else if (key->kind == CALC2_FIRST && key->first.kind == CALC_STORE && !press.save && state->store < 0)
        why = "Store holds nothing yet (save the display into it first: Store:save)";
    else if (key->kind == CALC2_FIRST && key->first.kind == CALC_DIV && state->value % key->first.operand != 0)
        why = "the result is not a whole number";
    else if (raw_value(level, state, press, &next, &r) && (r > CALC2_LIMIT || r < -CALC2_LIMIT)) {
        snprintf(detail, sizeof detail, "the result %lld has more than 6 digits", (long long)r);
        why = detail;
    } else if (key->kind == CALC2_FIRST && key->first.kind == CALC_META)
        why = "what [+] adds to the keys would have more than 6 digits";
    snprintf(out, size, "%s cannot be pressed on %lld: %s", label, (long long)state->value, why);
}
