/*
 * fuzz_levels.c: libFuzzer harness for the Calculator level parser and the
 * whole `calc_run` job (what `calcsolve solve` and the wasm API run).
 *
 * Input: any bytes, read as level text (up to the first NUL). A hash of the
 * bytes picks the rules (classic or not, display digits), count_all and the
 * output mode (text, JSON lines, JSON array), so every mode is reached without
 * a header that would make the seeds unreadable.
 *
 * Oracles: calc_parse_levels either returns >= 1 levels that respect every limit
 * (buttons 1..10 with canonical labels that read back as themselves, moves
 * 1..99, start and goal on the display, portal ENTRY > EXIT inside it) or -1
 * with a filled error whose JSON parses; calc_run agrees with the parser; JSON
 * output parses; the sanitizers watch memory and undefined behaviour.
 * The search runs under a small state budget and a memory cap so each input is
 * quick.
 */
#include "fuzz_common.h"

#include "calc.h"

#define FUZZ_LEVEL_STATES 20000u
#define FUZZ_LEVEL_BYTES ((size_t)16 << 20)

static int64_t limit_of(const calc_rules *rules)
{
    int digits = rules->digits ? rules->digits : CALC_DEFAULT_DIGITS;
    int64_t limit = 1;
    for (int i = 0; i < digits; i++)
        limit *= 10;
    return limit - 1;
}

static void check_level(const calc_level *level, const calc_rules *rules)
{
    int64_t limit = limit_of(rules);
    int digits = rules->digits ? rules->digits : CALC_DEFAULT_DIGITS;
    FUZZ_CHECK(level->button_count >= 1 && level->button_count <= CALC_MAX_BUTTONS, "button_count %d",
               level->button_count);
    FUZZ_CHECK(level->moves >= 1 && level->moves <= CALC_MAX_MOVES, "moves %d", level->moves);
    FUZZ_CHECK(level->start >= -limit && level->start <= limit, "start %lld", (long long)level->start);
    FUZZ_CHECK(level->goal >= -limit && level->goal <= limit, "goal %lld", (long long)level->goal);
    FUZZ_CHECK(level->number >= 0 && level->number <= 1000000, "level number %d", level->number);
    FUZZ_CHECK(level->line >= 1, "level line %d", level->line);
    if (level->has_portal)
        FUZZ_CHECK(level->portal_out >= 0 && level->portal_in > level->portal_out && level->portal_in < digits,
                   "portal %d %d", level->portal_in, level->portal_out);
    for (int i = 0; i < level->button_count; i++) {
        const calc_button *b = &level->buttons[i];
        FUZZ_CHECK(memchr(b->label, 0, sizeof b->label) != NULL && b->label[0], "label of button %d", i);
        for (int j = 0; j < i; j++)
            FUZZ_CHECK(strcmp(level->buttons[j].label, b->label) != 0, "duplicate label %s", b->label);
        /* the canonical label reads back as the same button */
        calc_button again;
        cs_error err;
        FUZZ_CHECK(calc_parse_button(b->label, &again, &err) == 0, "label \"%s\" does not parse: %s", b->label,
                   err.message);
        FUZZ_CHECK(again.kind == b->kind && again.operand == b->operand && strcmp(again.label, b->label) == 0 &&
                       strcmp(again.from, b->from) == 0 && strcmp(again.to, b->to) == 0,
                   "label \"%s\" reads back as \"%s\"", b->label, again.label);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_strndup(data, size);
    uint64_t h = fuzz_hash(data, size);
    calc_rules rules = {(int)(h & 1), 0};
    if (((h >> 1) & 3) == 0)
        rules.digits = 1 + (int)((h >> 3) % CALC_MAX_DIGITS); /* 1..18 */
    int count_all = (int)((h >> 8) & 1);
    int json = (int)((h >> 9) % 3); /* CALC_TEXT, CALC_JSON_LINES, CALC_JSON_ARRAY */

    calc_level *levels = NULL;
    cs_error err;
    memset(&err, 0x5a, sizeof err); /* the parser must fill what it reports */
    int n = calc_parse_levels(text, &rules, &levels, &err);
    if (n < 0) {
        FUZZ_CHECK(levels == NULL, "levels left allocated after an error");
        fuzz_check_error(&err, NULL);
    } else {
        FUZZ_CHECK(n >= 1 && levels != NULL, "count %d", n);
        for (int i = 0; i < n; i++)
            check_level(&levels[i], &rules);
        for (int i = 1; i < n; i++)
            FUZZ_CHECK(levels[i].line > levels[i - 1].line, "level lines out of order");
    }

    /* Many levels share the budget, so a long input stays quick. */
    cs_budget budget = {FUZZ_LEVEL_STATES, FUZZ_LEVEL_BYTES, NULL};
    if (n > 1)
        budget.max_states = FUZZ_LEVEL_STATES / (uint64_t)n > 200 ? FUZZ_LEVEL_STATES / (uint64_t)n : 200;
    cs_buf out = {0};
    cs_error run_err;
    int rc = calc_run(text, &rules, count_all, json, &budget, &out, &run_err);
    FUZZ_CHECK((rc == 0) == (n > 0), "calc_run returned %d, calc_parse_levels %d", rc, n);
    if (rc == 0) {
        if (json == CALC_JSON_LINES)
            fuzz_check_json(&out, 1);
        else if (json == CALC_JSON_ARRAY)
            fuzz_check_json(&out, 0);
        else
            fuzz_check_text(&out);
    } else {
        FUZZ_CHECK(run_err.line == err.line && strcmp(run_err.field, err.field) == 0 &&
                       strcmp(run_err.message, err.message) == 0,
                   "calc_run and calc_parse_levels report different errors");
    }
    cs_buf_free(&out);
    free(levels);
    free(text);
    return 0;
}
