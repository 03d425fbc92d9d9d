/*
 * calc2/words.c: Calculator 2's keys and presses in a player's words, for front ends that
 * show them (the page's keys and place picker): a press's choice worded from the display
 * ("Lock the 5 (tens)", "Round to the tens"), a key's choices in the order of the digits on
 * the display (left to right), and a key's one-line help: its kind's help topic (help.c,
 * the first game's for the keys both games have) with an example worked out by the engine
 * on the key itself ("Sort>: sorts the digits ...; e.g. 54 → 45"), and that help as a screen
 * reader says it (the key's spoken name, the example's arrow a word); a press said
 * (calc2_press_spoken): its choice's words, else its key's spoken name (spoken.c). The pick notation
 * (`Lock@1`) stays the label every press is played and written by.
 */
#include "calc2.h"
#include "fastops.h"
#include "game.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* How an example's press reads: drawn with an arrow, said with a word. */
static const char ARROW[] = " \xE2\x86\x92 ";
static const char ARROW_SAID[] = " becomes ";

static const char *const PLACES[] = {"ones", "tens", "hundreds", "thousands", "ten thousands", "hundred thousands"};
#define PLACE_COUNT ((int)(sizeof PLACES / sizeof PLACES[0]))

static const char *place_name(int place) { return place >= 0 && place < PLACE_COUNT ? PLACES[place] : "place"; }

/* The count of digits of m >= 0. */
static int digit_count(int64_t m)
{
    int n = 1;
    while (m >= 10) {
        m /= 10;
        n++;
    }
    return n;
}

/* "the 5 (tens)": the digit of m >= 0 at place. */
static void digit_words(int64_t m, int place, char *out, size_t size)
{
    m = m < 0 ? -m : m;
    int d = place >= 0 && place < 19 ? (int)(m / calc_pow10[place] % 10) : 0;
    snprintf(out, size, "the %d (%s)", d, place_name(place));
}

void calc2_press_words(const calc2_level *level, const calc2_state *state, calc2_press press, char *out,
                       size_t size)
{
    const calc2_key *key = &level->keys[press.key];
    int64_t m = state->value < 0 ? -state->value : state->value;
    int pick = press.pick;
    char digit[48], number[24];
    digit_words(m, pick, digit, sizeof digit);
    calc2_key_number_text(key, state->meta, number, sizeof number);
    int last = (int)(strlen(number) ? number[strlen(number) - 1] - '0' : 0);
    if (press.save) {
        snprintf(out, size, "Save %lld into Store", (long long)state->value);
        return;
    }
    switch (key->kind) {
    case CALC2_LOCK:
        snprintf(out, size, "Lock %s", digit);
        return;
    case CALC2_DELETE:
        snprintf(out, size, "Delete %s", digit);
        return;
    case CALC2_ROUND:
        snprintf(out, size, "Round to the %s", place_name(pick));
        return;
    case CALC2_DIGIT_ADD:
        snprintf(out, size, "Add %d to %s", last, digit);
        return;
    case CALC2_DIGIT_SUB:
        snprintf(out, size, "Take %d from %s", last, digit);
        return;
    case CALC2_DIGIT_SET:
        snprintf(out, size, "Set %s to %d", digit, last);
        return;
    case CALC2_INSERT:
        if (pick == 0) {
            snprintf(out, size, "Insert %s at the end", number);
        } else if (pick >= digit_count(m)) {
            snprintf(out, size, "Insert %s in front", number);
        } else {
            digit_words(m, pick - 1, digit, sizeof digit);
            snprintf(out, size, "Insert %s before %s", number, digit);
        }
        return;
    case CALC2_SHIFT: {
        int steps = pick > 0 ? pick : -pick;
        snprintf(out, size, "Turn %d step%s to the %s", steps, steps == 1 ? "" : "s", pick > 0 ? "left" : "right");
        return;
    }
    default:
        if (key->kind == CALC2_FIRST && key->first.kind == CALC_STORE && state->store >= 0)
            snprintf(out, size, "Write the stored %lld", (long long)state->store);
        else
            snprintf(out, size, "%s", key->label);
        return;
    }
}

void calc2_digit_words(int64_t value, int place, char *out, size_t size) { digit_words(value, place, out, size); }

int calc2_key_choices(const calc2_level *level, const calc2_state *state, int index, calc2_press *out)
{
    calc2_press presses[CALC2_MAX_PRESSES];
    int n = calc2_presses(level, state, presses), count = 0;
    for (int i = 0; i < n; i++)
        if (presses[i].key == index)
            out[count++] = presses[i];
    const calc2_key *key = &level->keys[index];
    if (calc2_picks_place(key) && key->kind != CALC2_SHIFT) /* the highest place first: left to right */
        for (int i = 1; i < count; i++)
            for (int j = i; j > 0 && out[j].pick > out[j - 1].pick; j--) {
                calc2_press swap = out[j];
                out[j] = out[j - 1];
                out[j - 1] = swap;
            }
    return count;
}

/* The key's own example from its kind's ("Sort>: 3021 → 123" read as a press on 3021): the
 * same press of this key on the same number (spelt: on the key's own number instead), "3021 →
 * 123", or with its pick worded, "Add 2 to the 8 (tens): 185 → 105". 0 when the example is no
 * such press, or this key refuses it or leaves the number as it was. */
static int own_example(const calc2_key *key, const char *example, int spelt, const char *arrow, char *out,
                       size_t size)
{
    const char *colon = example ? strstr(example, ": ") : NULL;
    if (!colon || memchr(example, ',', (size_t)(colon - example)))
        return 0;
    const char *at = memchr(example, '@', (size_t)(colon - example));
    char *end;
    long long start = strtoll(colon + 2, &end, 10);
    if (end == colon + 2 || strncmp(end, " \xE2\x86\x92 ", 5) != 0)
        return 0;
    if (spelt) /* the number the key's label spells: /5 refuses 12, not 5 */
        start = key->operand;
    if (start < -CALC2_LIMIT || start > CALC2_LIMIT)
        return 0;
    calc2_level level;
    memset(&level, 0, sizeof level);
    level.key_count = 1;
    level.keys[0] = *key;
    level.moves = level.left = 1;
    level.lock = -1;
    level.start = level.display = start;
    level.goal_count = 1;
    level.goals[0] = start == CALC2_LIMIT ? start - 1 : start + 1;
    calc2_state state = {start, -1, 0, -1}, next;
    char label[CALC2_LABEL_SIZE + 16];
    snprintf(label, sizeof label, "%s%.*s", key->label, at ? (int)(colon - at) : 0, at ? at : "");
    calc2_press press;
    cs_error err;
    int64_t before;
    if (calc2_find_press(&level, &state, label, &press, &err) != 0 || !calc2_apply(&level, &state, press, &next, &before) ||
        next.value == start)
        return 0;
    char words[96] = "";
    if (calc2_picks_place(key)) {
        calc2_press_words(&level, &state, press, words, sizeof words - 2);
        strcat(words, ": ");
    }
    snprintf(out, size, "%s%lld%s%lld", words, start, arrow, (long long)next.value);
    return 1;
}

/* The kind's help topic of key (help.c): 1 with *topic, 0 for none. */
static int topic_of(const calc2_key *key, cs_help_topic *topic)
{
    const char *id = calc2_kind_id(key);
    for (int i = 0; calc2_help_topic(i, topic) == 0; i++)
        if (strcmp(topic->topic, id) == 0)
            return 1;
    return 0;
}

void calc2_key_help(const calc2_key *key, char *out, size_t size)
{
    cs_help_topic topic = {0};
    if (!topic_of(key, &topic)) {
        snprintf(out, size, "%s", key->label);
        return;
    }
    char example[160];
    if (key->kind == CALC2_LOCK)
        snprintf(example, sizeof example, "lock the 5 of 54, then Sort>: 55 (not 45)");
    else if (!own_example(key, topic.example, 0, ARROW, example, sizeof example) &&
             !(key->operand > 0 && own_example(key, topic.example, 1, ARROW, example, sizeof example)))
        snprintf(example, sizeof example, "%s", topic.example ? topic.example : "");
    char name[64] = "";
    if (strcmp(topic.name, key->label) != 0)
        snprintf(name, sizeof name, " (%s)", topic.name);
    snprintf(out, size, "%s%s: %s%s%s", key->label, name, topic.summary, example[0] ? "; e.g. " : "", example);
}

/* The summaries that write symbols (a key's label, the pick notation), in words for a screen
 * reader: the kind's id and its summary said. */
static const char *const SAID_SUMMARIES[][2] = {
    {"meta", "adds N to the number on every plus, minus, times, divide and digit key; the display stays"},
    {"insert", "writes N at the place picked, from the end of the number to its front"},
    {"round", "rounds to the place picked, half up"},
};

static const char *summary_said(const cs_help_topic *topic)
{
    for (size_t i = 0; i < sizeof SAID_SUMMARIES / sizeof SAID_SUMMARIES[0]; i++)
        if (strcmp(SAID_SUMMARIES[i][0], topic->topic) == 0)
            return SAID_SUMMARIES[i][1];
    return topic->summary;
}

void calc2_key_help_spoken(const calc2_key *key, char *out, size_t size)
{
    char name[CALC_SPOKEN_SIZE], example[160] = "";
    calc2_state start = {0, -1, 0, -1};
    cs_help_topic topic = {0};
    calc2_key_spoken(key, &start, name, sizeof name);
    if (!topic_of(key, &topic)) {
        snprintf(out, size, "%s", name);
        return;
    }
    /* only an example worked out on the key itself: the topic's own names keys by their labels */
    if (key->kind == CALC2_LOCK)
        snprintf(example, sizeof example, "lock the 5 of 54, then sort up: 55, not 45");
    else if (!own_example(key, topic.example, 0, ARROW_SAID, example, sizeof example) && key->operand > 0)
        own_example(key, topic.example, 1, ARROW_SAID, example, sizeof example);
    snprintf(out, size, "%s: %s%s%s", name, summary_said(&topic), example[0] ? "; for example, " : "", example);
}

void calc2_press_spoken(const calc2_level *level, const calc2_state *state, calc2_press press, char *out,
                        size_t size)
{
    const calc2_key *key = &level->keys[press.key];
    if (press.save || calc2_picks_place(key))
        calc2_press_words(level, state, press, out, size);
    else
        calc2_key_spoken(key, state, out, size);
}
