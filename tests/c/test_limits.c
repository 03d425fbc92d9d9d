/*
 * test_limits.c: every search stops cleanly at its budget, and hostile input
 * gives error objects whose JSON is valid, never a crash.
 *
 *   - The biggest level the parser allows (10 buttons, 99 moves, a mix that
 *     explodes, a goal it can never reach) gives up at the default state budget
 *     with "gave up after N states" in calc_run's JSON; so it does under a tight
 *     memory cap (cs_budget.max_bytes), and when cancelled (the flag raised
 *     before the search and from another thread during it).
 *   - The clock game at its web cap (CLOCK_WEB_MAX_SPACE) is accepted (solved,
 *     or given up on the budget), above it an input error names the field.
 *   - Digits with six large numbers finishes or gives up cleanly under memory caps.
 *   - Hostile strings (100 KB lines, binary junk, an <img onerror> payload in
 *     every field, quotes, backslashes and control characters, UTF-8 cut by a
 *     message's quoting limit) give errors whose JSON parses, with the escapes
 *     JSON needs, in well-formed UTF-8.
 *
 * JSON is checked by tests/fuzz/json_check.h, the validator of the fuzz harnesses.
 * Under sanitizers (the asan build of `make test`) the default-budget run uses
 * a tenth of the budget so the binary stays fast; the plain build runs the
 * default.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <inttypes.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../fuzz/json_check.h"
#include "calc.h"
#include "clock.h"
#include "digits.h"
#include "levels_data.h"
#include "test_support.h"

#if defined(__SANITIZE_ADDRESS__)
#define LIMITS_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define LIMITS_SANITIZED 1
#endif
#endif
#ifndef LIMITS_SANITIZED
#define LIMITS_SANITIZED 0
#endif

static const calc_rules DEFAULT_RULES = {0, CALC_DEFAULT_DIGITS};

/* 10 buttons, 99 moves; nothing here makes a negative number, so the goal is
 * never reached, while Store, [+]1 and the digit shuffles make the states
 * (value, Store, offset) explode. */
static const char BIGGEST_LEVEL[] =
    "start: 1\ngoal: -1\nmoves: 99\n"
    "buttons: +1, x2, Reverse, Inv10, SUM, Mirror, <Shift, Store, [+]1, 3=>17\n";

/* ---- helpers ---- */

static void expect_json(const char *text, size_t len)
{
    const char *why = NULL;
    size_t at = 0;
    if (!json_valid_ex(text, len, JSON_CHECK_UTF8, &why, &at))
        fail_msg("invalid JSON (%s at byte %zu): %.300s", why, at, text);
}

static void expect_json_lines(const cs_buf *out)
{
    assert_false(out->failed);
    assert_non_null(out->data);
    assert_true(json_lines_valid(out->data, out->len, JSON_CHECK_UTF8));
}

/* The JSON error object of err: valid, and returned (caller frees). */
static char *error_json(const cs_error *err)
{
    cs_buf b = {0};
    cs_json_error(&b, err);
    assert_false(b.failed);
    expect_json(b.data, b.len);
    assert_non_null(strstr(b.data, "{\"error\": {\"line\": "));
    return cs_buf_take(&b);
}

static double seconds_since(struct timespec t0)
{
    struct timespec t1;
    clock_gettime(CLOCK_MONOTONIC, &t1);
    return (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9;
}

static calc_level parse_one(const char *text)
{
    calc_level *levels;
    cs_error err;
    if (calc_parse_levels(text, &DEFAULT_RULES, &levels, &err) != 1)
        fail_msg("does not parse: %s: %s", err.field, err.message);
    calc_level level = levels[0];
    free(levels);
    return level;
}

/* ---- Calculator: budgets ---- */

static void test_biggest_level_gives_up_at_the_default_budget(void **state)
{
    (void)state;
    calc_level level = parse_one(BIGGEST_LEVEL);
    assert_int_equal(level.button_count, CALC_MAX_BUTTONS);
    assert_int_equal(level.moves, CALC_MAX_MOVES);

    /* the default budget (0 = the game's 5000000 states); a tenth under sanitizers */
    cs_budget budget = {LIMITS_SANITIZED ? CALC_DEFAULT_MAX_STATES / 10 : 0, 0, NULL, NULL, NULL};
    uint64_t want_states = LIMITS_SANITIZED ? CALC_DEFAULT_MAX_STATES / 10 : CALC_DEFAULT_MAX_STATES;
    struct timespec t0;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    cs_buf out = {0};
    cs_error err;
    assert_int_equal(calc_run(BIGGEST_LEVEL, &DEFAULT_RULES, 0, CALC_JSON_LINES, &budget, &out, &err), 0);
    double took = seconds_since(t0);
    expect_json_lines(&out);
    char want[128], grouped[32]; /* the count as people read it: "3,000,000" */
    snprintf(want, sizeof want, "\"message\": \"gave up after %s states: state budget reached\"", cs_grouped(want_states, grouped));
    if (!strstr(out.data, want))
        fail_msg("expected %s in %.400s", want, out.data);
    assert_contains(out.data, "\"gave_up\": true", "\"solved\": false");
    printf("biggest level: gave up after %" PRIu64 " states in %.2f s\n", want_states, took);
    cs_buf_free(&out);
}

static void test_biggest_level_with_counting_and_text(void **state)
{
    (void)state;
    cs_budget budget = {200000, 0, NULL, NULL, NULL};
    cs_buf out = {0};
    cs_error err;
    assert_int_equal(calc_run(BIGGEST_LEVEL, &DEFAULT_RULES, 1, CALC_JSON_ARRAY, &budget, &out, &err), 0);
    expect_json(out.data, out.len);
    assert_contains(out.data, "gave up after 200,000 states: state budget reached", "\"count\": 0");
    cs_buf_free(&out);
    assert_int_equal(calc_run(BIGGEST_LEVEL, &DEFAULT_RULES, 1, CALC_TEXT, &budget, &out, &err), 0);
    assert_non_null(strstr(out.data, "Gave up after 200,000 states (state budget reached)"));
    cs_buf_free(&out);
}

static void test_tight_memory_cap(void **state)
{
    (void)state;
    static const size_t caps[] = {1, 4096, 64 * 1024, 1 << 20, 8 << 20};
    calc_level level = parse_one(BIGGEST_LEVEL);
    for (size_t i = 0; i < sizeof caps / sizeof caps[0]; i++) {
        for (int count_all = 0; count_all <= 1; count_all++) {
            cs_budget budget = {0, caps[i], NULL, NULL, NULL};
            calc_result r;
            calc_solve(&level, &DEFAULT_RULES, count_all, CALC_MAX_LISTED, &budget, &r);
            assert_int_equal(r.stop, CS_STOP_MEMORY);
            assert_false(r.solved);
            if (r.peak_bytes > caps[i])
                fail_msg("peak %zu bytes over the %zu-byte cap", r.peak_bytes, caps[i]);
            calc_result_free(&r);

            cs_buf out = {0};
            cs_error err;
            assert_int_equal(calc_run(BIGGEST_LEVEL, &DEFAULT_RULES, count_all, CALC_JSON_LINES, &budget, &out, &err), 0);
            expect_json_lines(&out);
            assert_contains(out.data, "states: memory cap reached\"", "\"gave_up\": true");
            cs_buf_free(&out);
        }
    }
}

static void test_cancel_before_the_search(void **state)
{
    (void)state;
    volatile int cancel = 1;
    cs_budget budget = {0, 0, &cancel, NULL, NULL};
    calc_level level = parse_one(BIGGEST_LEVEL);
    calc_result r;
    calc_solve(&level, &DEFAULT_RULES, 1, CALC_MAX_LISTED, &budget, &r);
    assert_int_equal(r.stop, CS_STOP_CANCELLED);
    assert_true(r.states <= 4096); /* polled every 4096 states */
    calc_result_free(&r);
    cs_buf out = {0};
    cs_error err;
    assert_int_equal(calc_run(BIGGEST_LEVEL, &DEFAULT_RULES, 0, CALC_JSON_LINES, &budget, &out, &err), 0);
    expect_json_lines(&out);
    assert_non_null(strstr(out.data, "states: cancelled\""));
    cs_buf_free(&out);

    /* Digits and the clock notice the flag too, or finish: never hang */
    digits_puzzle p;
    assert_int_equal(digits_parse("123456789", "999999937 999999929 999999893 999999883 999999797 999999761", &p, &err), 0);
    digits_result dr;
    assert_int_equal(digits_solve(&p, 0, &budget, &dr, &err), 0);
    assert_true(dr.stop == CS_STOP_CANCELLED || dr.stop == CS_FINISHED);
    digits_result_free(&dr);
    clock_result cr;
    assert_int_equal(clock_solve(7, 9, &budget, &cr, &err), 0);
    assert_true(cr.stop == CS_STOP_CANCELLED || cr.stop == CS_FINISHED);
    clock_result_free(&cr);
}

typedef struct canceller {
    volatile int *flag;
    long delay_ms;
} canceller;

static void *raise_later(void *arg)
{
    canceller *c = arg;
    struct timespec pause = {c->delay_ms / 1000, (c->delay_ms % 1000) * 1000000L};
    nanosleep(&pause, NULL);
    *c->flag = 1;
    return NULL;
}

static void test_cancel_during_the_search(void **state)
{
    (void)state;
    volatile int cancel = 0;
    cs_budget budget = {0, 0, &cancel, NULL, NULL}; /* default budget: seconds of work without the flag */
    canceller c = {&cancel, 30};
    pthread_t thread;
    assert_int_equal(pthread_create(&thread, NULL, raise_later, &c), 0);
    calc_level level = parse_one(BIGGEST_LEVEL);
    calc_result r;
    struct timespec t0;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    calc_solve(&level, &DEFAULT_RULES, 0, 0, &budget, &r);
    double took = seconds_since(t0);
    pthread_join(thread, NULL);
    /* on a machine fast enough to finish the budget within 30 ms, the budget stops it */
    assert_true(r.stop == CS_STOP_CANCELLED || r.stop == CS_STOP_STATES);
    if (r.stop == CS_STOP_CANCELLED)
        assert_true(r.states < CALC_DEFAULT_MAX_STATES);
    printf("cancelled after %" PRIu64 " states, %.3f s\n", r.states, took);
    calc_result_free(&r);
}

/* ---- the clock game at and above its web cap ---- */

static void test_clock_at_and_above_the_web_cap(void **state)
{
    (void)state;
    cs_buf out = {0};
    cs_error err;
    /* (9+1)^7 = 10^7 = CLOCK_WEB_MAX_SPACE: accepted, then solved or given up on the budget */
    cs_budget budget = {LIMITS_SANITIZED ? 1000000 : 0, 0, NULL, NULL, NULL};
    struct timespec t0;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    assert_int_equal(clock_run("7", "9", CLOCK_WEB_MAX_SPACE, 1, &budget, &out, &err), 0);
    double took = seconds_since(t0);
    expect_json_lines(&out);
    assert_non_null(strstr(out.data, "\"space\": 10000000"));
    if (!strstr(out.data, "\"solved\": true"))
        assert_non_null(strstr(out.data, "\"gave_up\": true"));
    printf("clock n=7 k=9 at the web cap: %.60s... in %.2f s\n", out.data, took);
    cs_buf_free(&out);

    /* 3161+1 squared = 9998244: just under the cap, two cells; a tiny budget keeps it short */
    cs_budget tiny = {5000, 0, NULL, NULL, NULL};
    assert_int_equal(clock_run("2", "3161", CLOCK_WEB_MAX_SPACE, 1, &tiny, &out, &err), 0);
    expect_json_lines(&out);
    cs_buf_free(&out);

    /* above the cap: input errors that name the field */
    static const struct { const char *n, *k, *field; } above[] = {
        {"8", "9", "n"},          /* 10^8 */
        {"2", "3162", "k"},       /* 3163^2 = 10004569 */
        {"24", "1", "n"},         /* 2^24 */
        {"1000000", "1", "n"},
        {"2", "9223372036854775806", "k"},
        {"9223372036854775807", "1", "n"},
    };
    for (size_t i = 0; i < sizeof above / sizeof above[0]; i++) {
        memset(&err, 0, sizeof err);
        assert_int_equal(clock_run(above[i].n, above[i].k, CLOCK_WEB_MAX_SPACE, 1, &budget, &out, &err), -1);
        if (strcmp(err.field, above[i].field) != 0)
            fail_msg("n=%s k=%s: field \"%s\" (%s), expected \"%s\"", above[i].n, above[i].k, err.field, err.message,
                     above[i].field);
        assert_non_null(strstr(err.message, "10,000,000"));
        free(error_json(&err));
        cs_buf_free(&out);
    }
}

/* ---- Digits: six large numbers under memory caps ---- */

static void test_digits_six_large_numbers(void **state)
{
    (void)state;
    static const char target[] = "123456789";
    static const char numbers[] = "999999937 999999929 999999893 999999883 999999797 999999761";
    static const size_t caps[] = {1, 64 * 1024, 1 << 20, 16 << 20, 0};
    for (size_t i = 0; i < sizeof caps / sizeof caps[0]; i++) {
        for (int all = 0; all <= 1; all++) {
            cs_budget budget = {0, caps[i], NULL, NULL, NULL};
            cs_buf out = {0};
            cs_error err;
            assert_int_equal(digits_run(target, numbers, all, 1, &budget, &out, &err), 0);
            assert_false(out.failed);
            expect_json(out.data, out.len);
            assert_non_null(strstr(out.data, "\"solved\": "));
            cs_buf_free(&out);
            assert_int_equal(digits_run(target, numbers, all, 0, &budget, &out, &err), 0);
            assert_false(out.failed);
            cs_buf_free(&out);

            digits_puzzle p;
            assert_int_equal(digits_parse(target, numbers, &p, &err), 0);
            digits_result r;
            assert_int_equal(digits_solve(&p, all ? DIGITS_MAX_LISTED : 0, &budget, &r, &err), 0);
            if (caps[i] == 0)
                assert_int_equal(r.stop, CS_FINISHED); /* the default budget is enough */
            else
                assert_true(r.stop == CS_FINISHED || r.stop == CS_STOP_MEMORY);
            if (caps[i] && r.peak_bytes > caps[i])
                fail_msg("Digits peak %zu bytes over the %zu-byte cap", r.peak_bytes, caps[i]);
            digits_result_free(&r);
        }
    }
}

/* ---- hostile strings ---- */

static const char HTML[] = "<img src=x onerror=alert(1)>";

/* calc_run must reject text with an error whose JSON parses. */
static void expect_level_rejected(const char *text, const char *field)
{
    for (int json = CALC_TEXT; json <= CALC_JSON_ARRAY; json++) {
        cs_buf out = {0};
        cs_error err;
        memset(&err, 0, sizeof err);
        if (calc_run(text, &DEFAULT_RULES, 1, json, NULL, &out, &err) != -1)
            fail_msg("accepted: %.200s", text);
        if (field && strcmp(err.field, field) != 0)
            fail_msg("field \"%s\" (%s), expected \"%s\"", err.field, err.message, field);
        assert_true(err.message[0] != '\0');
        free(error_json(&err));
        cs_buf_free(&out);
    }
}

static void test_html_in_every_field(void **state)
{
    (void)state;
    char text[512];
    static const char *const keys[] = {"level", "start", "goal", "moves", "buttons", "portal"};
    for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++) {
        /* the payload as the value of each key, the others valid */
        snprintf(text, sizeof text, "%s: %s\nstart: 0\ngoal: 1\nmoves: 1\nbuttons: +1\n", keys[i], HTML);
        if (strcmp(keys[i], "start") == 0)
            snprintf(text, sizeof text, "start: %s\ngoal: 1\nmoves: 1\nbuttons: +1\n", HTML);
        expect_level_rejected(text, keys[i]);
    }
    /* as a key, as a button among valid ones, as a whole line */
    snprintf(text, sizeof text, "start: 0\n%s: 1\n", HTML);
    expect_level_rejected(text, NULL);
    snprintf(text, sizeof text, "start: 0\ngoal: 1\nmoves: 1\nbuttons: +1, %s\n", HTML);
    expect_level_rejected(text, "buttons");
    expect_level_rejected(HTML, "line");

    calc_button b;
    cs_error err;
    assert_int_equal(calc_parse_button(HTML, &b, &err), -1);
    assert_string_equal(err.field, "buttons");
    free(error_json(&err));

    cs_buf out = {0};
    static const char *const pairs[][2] = {{HTML, "1 2"}, {"10", HTML}, {HTML, HTML}};
    for (size_t i = 0; i < 3; i++) {
        memset(&err, 0, sizeof err);
        assert_int_equal(digits_run(pairs[i][0], pairs[i][1], 1, 1, NULL, &out, &err), -1);
        assert_string_equal(err.field, i == 1 ? "numbers" : "target");
        free(error_json(&err));
        memset(&err, 0, sizeof err);
        assert_int_equal(clock_run(pairs[i][0], pairs[i][1], CLOCK_WEB_MAX_SPACE, 1, NULL, &out, &err), -1);
        assert_string_equal(err.field, i == 1 ? "k" : "n");
        free(error_json(&err));
        cs_buf_free(&out);
    }
}

static void test_json_escapes(void **state)
{
    (void)state;
    /* quotes, backslashes and control characters from the input end up escaped */
    cs_buf out = {0};
    cs_error err;
    assert_int_equal(calc_run("start: \"a\\b\x01\x1f\x7f\tc\"\n", &DEFAULT_RULES, 0, CALC_JSON_LINES, NULL, &out, &err),
                     -1);
    char *json = error_json(&err);
    if (!strstr(json, "\\\"a\\\\b\\u0001\\u001f\\u007f"))
        fail_msg("escapes missing in %s", json);
    free(json);

    /* cs_json_str on every byte value 1..255 (NUL-free binary) */
    char all[256];
    for (int i = 1; i < 256; i++)
        all[i - 1] = (char)i;
    all[255] = '\0';
    cs_json_str(&out, all);
    expect_json(out.data, out.len);
    assert_contains(out.data, "\\\"", "\\\\", "\\n", "\\u0001", "\\u007f");
    cs_buf_free(&out);

    /* an error record filled to the brim with quotes still gives valid JSON */
    memset(&err, 0, sizeof err);
    memset(err.field, '"', sizeof err.field - 1);
    memset(err.message, '\\', sizeof err.message - 1);
    free(error_json(&err));
}

static void test_long_lines_and_binary_junk(void **state)
{
    (void)state;
    size_t size = 100 * 1024;
    char *text = malloc(size + 64);
    assert_non_null(text);

    /* one 100 KB line, as a value (the error names its key) and alone */
    memcpy(text, "start: ", 7);
    memset(text + 7, '9', size);
    text[7 + size] = '\0';
    expect_level_rejected(text, "start");
    memset(text, 'a', size);
    text[size] = '\0';
    expect_level_rejected(text, "line");

    /* 100 KB of NUL-free binary junk, with and without newlines */
    uint64_t x = 88172645463325252ULL;
    for (int pass = 0; pass < 4; pass++) {
        for (size_t i = 0; i < size; i++) {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            unsigned char c = (unsigned char)(x % 255 + 1);
            text[i] = (char)(pass % 2 == 0 && c == '\n' ? 'n' : c);
        }
        text[size] = '\0';
        if (pass >= 2)
            memcpy(text, "start: 1\ngoal: ", 15); /* junk after a good start */
        expect_level_rejected(text, NULL);

        cs_buf out = {0};
        cs_error err;
        calc_button b;
        assert_int_equal(calc_parse_button(text, &b, &err), -1);
        free(error_json(&err));
        text[5000] = '\0';
        assert_int_equal(digits_run(text, text + 1, 1, 1, NULL, &out, &err), -1);
        free(error_json(&err));
        assert_int_equal(clock_run(text, text + 1, CLOCK_WEB_MAX_SPACE, 1, NULL, &out, &err), -1);
        free(error_json(&err));
        cs_buf_free(&out);
    }

    /* 100 KB strings for Digits and the clock */
    cs_buf out = {0};
    cs_error err;
    memset(text, '7', size);
    text[size] = '\0';
    assert_int_equal(digits_run(text, "1 2", 0, 1, NULL, &out, &err), -1);
    assert_string_equal(err.field, "target");
    free(error_json(&err));
    assert_int_equal(digits_run("10", text, 0, 1, NULL, &out, &err), -1);
    assert_string_equal(err.field, "numbers");
    free(error_json(&err));
    for (size_t i = 0; i + 1 < size; i += 2) {
        text[i] = '1';
        text[i + 1] = ',';
    }
    text[size - 1] = '1';
    assert_int_equal(digits_run("10", text, 0, 1, NULL, &out, &err), -1);
    assert_string_equal(err.field, "numbers");
    free(error_json(&err));
    memset(text, '9', size);
    text[size] = '\0';
    assert_int_equal(clock_run(text, "1", CLOCK_WEB_MAX_SPACE, 1, NULL, &out, &err), -1);
    assert_string_equal(err.field, "n");
    free(error_json(&err));
    assert_int_equal(clock_run("4", text, CLOCK_WEB_MAX_SPACE, 1, NULL, &out, &err), -1);
    assert_string_equal(err.field, "k");
    free(error_json(&err));
    cs_buf_free(&out);

    /* many short valid levels: all solved, one JSON array */
    size_t len = 0;
    for (int i = 0; len + 64 < size; i++)
        len += (size_t)snprintf(text + len, size + 64 - len, "start: %d\ngoal: %d\nmoves: 3\nbuttons: +1, x2\n\n",
                                i % 50, i % 50 + 3);
    assert_int_equal(calc_run(text, &DEFAULT_RULES, 1, CALC_JSON_ARRAY, NULL, &out, &err), 0);
    expect_json(out.data, out.len);
    cs_buf_free(&out);
    free(text);
}

static void test_bundled_levels_json(void **state)
{
    (void)state;
    cs_buf out = {0};
    cs_error err;
    assert_int_equal(calc_run(calc_bundled_levels_text, &DEFAULT_RULES, 0, CALC_JSON_ARRAY, NULL, &out, &err), 0);
    expect_json(out.data, out.len);
    size_t solved = 0;
    for (const char *p = out.data; (p = strstr(p, "\"solved\": true")) != NULL; p++)
        solved++;
    assert_int_equal(solved, 199);
    cs_buf_free(&out);
}

/* Messages quote at most a few dozen bytes of the input, so a cut can fall
 * inside a UTF-8 character; the JSON must still be well-formed UTF-8 (the cut
 * character becomes U+FFFD), for strict decoders as well as browsers. */
static void test_valid_utf8_input_gives_valid_utf8_errors(void **state)
{
    (void)state;
    char accents[128] = "x", text[256];
    for (int i = 0; i < 30; i++)
        strcat(accents, "\xc3\xa9"); /* é: 2 bytes, so byte limits fall inside one */
    cs_error errs[5];
    int n = 0;
    cs_buf out = {0};
    snprintf(text, sizeof text, "start: %s\n", accents);
    assert_int_equal(calc_run(text, &DEFAULT_RULES, 0, CALC_JSON_LINES, NULL, &out, &errs[n++]), -1);
    snprintf(text, sizeof text, "start: 1\ngoal: 1\nmoves: 1\nbuttons: %s\n", accents);
    assert_int_equal(calc_run(text, &DEFAULT_RULES, 0, CALC_JSON_LINES, NULL, &out, &errs[n++]), -1);
    snprintf(text, sizeof text, "1%s", accents + 1);
    text[31] = '\0';
    assert_int_equal(digits_run(text, "1 2", 0, 1, NULL, &out, &errs[n++]), -1);
    int quoting = n; /* the clock's message names n's range and quotes nothing */
    assert_int_equal(clock_run(accents, "2", CLOCK_WEB_MAX_SPACE, 1, NULL, &out, &errs[n++]), -1);
    cs_buf_free(&out);
    for (int i = 0; i < n; i++) {
        char *json = error_json(&errs[i]); /* checks UTF-8 too */
        if (i < quoting)
            assert_non_null(strstr(json, "\xc3\xa9")); /* whole characters are kept */
        free(json);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_biggest_level_gives_up_at_the_default_budget),
        cmocka_unit_test(test_biggest_level_with_counting_and_text),
        cmocka_unit_test(test_tight_memory_cap),
        cmocka_unit_test(test_cancel_before_the_search),
        cmocka_unit_test(test_cancel_during_the_search),
        cmocka_unit_test(test_clock_at_and_above_the_web_cap),
        cmocka_unit_test(test_digits_six_large_numbers),
        cmocka_unit_test(test_html_in_every_field),
        cmocka_unit_test(test_json_escapes),
        cmocka_unit_test(test_long_lines_and_binary_junk),
        cmocka_unit_test(test_bundled_levels_json),
        cmocka_unit_test(test_valid_utf8_input_gives_valid_utf8_errors),
    };
    return cmocka_run_group_tests_name("limits", tests, NULL, NULL);
}
