/*
 * fuzz_calc2_levels.c: libFuzzer harness for Calculator 2's level reader, the search
 * and the reports (what `calcsolve solve --game calculator2` runs), and one press of
 * play from what was read.
 *
 * Input: any bytes, read as level text (up to the first NUL). A hash of the bytes picks
 * count_all and the press tried.
 *
 * Oracles: calc2_parse_levels returns >= 1 levels that respect every limit (1..10 keys
 * whose canonical labels read back as themselves, 1..8 distinct goals and the start on
 * the display, moves 1..99, the state of a game in progress consistent), or -1 with a
 * filled error whose JSON parses; the text of a level reads back as the same level; the
 * JSON report parses; every press the board lists is either applied or refused with a
 * message, and a pick's key typed alone has that press among its choices; the sanitizers
 * watch memory and undefined behaviour.
 */
#include "fuzz_common.h"

#include "calc2.h"

#define FUZZ_STATES 20000u
#define FUZZ_BYTES ((size_t)16 << 20)

static void check_level(const calc2_level *level)
{
    FUZZ_CHECK(level->key_count >= 1 && level->key_count <= CALC_MAX_BUTTONS, "key_count %d", level->key_count);
    FUZZ_CHECK(level->goal_count >= 1 && level->goal_count <= CALC2_MAX_GOALS, "goal_count %d", level->goal_count);
    FUZZ_CHECK(level->moves >= 1 && level->moves <= CALC_MAX_MOVES, "moves %d", level->moves);
    FUZZ_CHECK(level->left >= 0 && level->left <= level->moves, "left %d", level->left);
    FUZZ_CHECK(level->start >= -CALC2_LIMIT && level->start <= CALC2_LIMIT, "start %lld", (long long)level->start);
    FUZZ_CHECK(level->display >= -CALC2_LIMIT && level->display <= CALC2_LIMIT, "display %lld", (long long)level->display);
    FUZZ_CHECK(level->lock >= -1 && level->lock < CALC2_DIGITS, "lock %d", level->lock);
    for (int g = 0; g < level->goal_count; g++) {
        FUZZ_CHECK(level->goals[g] >= -CALC2_LIMIT && level->goals[g] <= CALC2_LIMIT, "goal %lld",
                   (long long)level->goals[g]);
        for (int h = 0; h < g; h++)
            FUZZ_CHECK(level->goals[h] != level->goals[g], "goal %lld twice", (long long)level->goals[g]);
    }
    if (level->has_portal)
        FUZZ_CHECK(level->portal_out >= 0 && level->portal_in > level->portal_out && level->portal_in < CALC2_DIGITS,
                   "portal %d %d", level->portal_in, level->portal_out);
    for (int i = 0; i < level->key_count; i++) {
        calc2_key again;
        cs_error err;
        FUZZ_CHECK(calc2_parse_key(level->keys[i].label, &again, &err) == 0, "label \"%s\" does not read: %s",
                   level->keys[i].label, err.message);
        FUZZ_CHECK(strcmp(again.label, level->keys[i].label) == 0 && again.kind == level->keys[i].kind,
                   "label \"%s\" reads back as \"%s\"", level->keys[i].label, again.label);
    }
}

/* The level's text reads back as the same text. */
static void check_round_trip(const calc2_level *level)
{
    cs_buf text = {0}, again = {0};
    calc2_level *read = NULL;
    cs_error err;
    calc2_level_text(&text, level);
    FUZZ_CHECK(!text.failed, "out of memory");
    FUZZ_CHECK(calc2_parse_levels(text.data, &read, &err) == 1, "its own text does not read: %s: %s\n%s", err.field,
               err.message, text.data);
    calc2_level_text(&again, read);
    FUZZ_CHECK(strcmp(text.data, again.data) == 0, "text round trip:\n%s\n---\n%s", text.data, again.data);
    free(read);
    cs_buf_free(&text);
    cs_buf_free(&again);
}

/* Press number `which` of the board: applied, or refused with a message. */
static void check_press(const calc2_level *level, uint64_t which)
{
    cs_buf label = {0}, step = {0};
    cs_error err;
    calc2_level next;
    int count = 0;
    while (calc2_numbered_move(level, count + 1, &label) == 0 && count < 1000) {
        count++;
        label.len = 0;
    }
    if (count == 0 || calc2_numbered_move(level, 1 + (int)(which % (uint64_t)count), &label) != 0) {
        cs_buf_free(&label);
        return;
    }
    if (calc2_play(level, label.data, &next, &step, &err) == 0)
        fuzz_check_json(&step, 0);
    else
        fuzz_check_error(&err, NULL);
    /* a pick's key typed alone is asked about, this press among its choices (cs_game.choices) */
    const char *at = strchr(label.data, '@');
    if (at && level->left > 0 && !calc2_level_won(level)) {
        cs_buf question = {0}, choices = {0}, line = {0};
        char key[CALC2_LABEL_SIZE];
        snprintf(key, sizeof key, "%.*s", (int)(at - label.data), label.data);
        cs_buf_printf(&line, "%s\t%s\n", at + 1, label.data);
        FUZZ_CHECK(calc2_choices(level, key, &question, &choices) == 1 && choices.data &&
                       strstr(choices.data, line.data) != NULL,
                   "%s typed alone has no choice %s", key, label.data);
        cs_buf_free(&question);
        cs_buf_free(&choices);
        cs_buf_free(&line);
    }
    cs_buf_free(&label);
    cs_buf_free(&step);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_strndup(data, size);
    uint64_t h = fuzz_hash(data, size);
    calc2_level *levels = NULL;
    cs_error err;
    memset(&err, 0x5a, sizeof err); /* the reader must fill what it reports */
    int n = calc2_parse_levels(text, &levels, &err);
    if (n < 0) {
        FUZZ_CHECK(levels == NULL, "levels left allocated after an error");
        fuzz_check_error(&err, NULL);
    }
    for (int i = 0; i < n && i < 4; i++) {
        check_level(&levels[i]);
        check_round_trip(&levels[i]);
        cs_budget budget = {FUZZ_STATES / (uint64_t)(n < 4 ? n : 4), FUZZ_BYTES, NULL, NULL, NULL};
        calc2_result result;
        cs_buf out = {0};
        calc2_solve(&levels[i], (int)(h & 1), &budget, &result);
        calc2_report_json(&out, &levels[i], &result, (int)(h & 1));
        fuzz_check_json(&out, 0);
        out.len = 0;
        calc2_report_text(&out, &levels[i], &result, (int)(h & 1));
        fuzz_check_text(&out);
        cs_buf_free(&out);
        check_press(&levels[i], h >> 8);
    }
    free(levels);
    free(text);
    return 0;
}
