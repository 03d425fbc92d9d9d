/*
 * fuzz_common.h: what the libFuzzer harnesses of tests/fuzz/ share: turning the
 * input bytes into C strings, a cheap hash that picks modes from them, and the
 * oracles every harness applies to the core's output (JSON that parses, error
 * records that are filled in). A broken oracle calls abort(), which libFuzzer
 * reports as a crash and saves the input under tests/fuzz/artifacts/.
 */
#ifndef CALCSOLVE_FUZZ_COMMON_H
#define CALCSOLVE_FUZZ_COMMON_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cs.h"
#include "json_check.h"

/* A NUL-terminated copy of data[0..size) (the text stops at any NUL inside). */
static char *fuzz_strndup(const uint8_t *data, size_t size)
{
    char *s = malloc(size + 1);
    if (!s)
        abort();
    if (size)
        memcpy(s, data, size);
    s[size] = '\0';
    return s;
}

/* Splits data at the first NUL: *first gets the bytes before it, *second those
 * after (empty when there is no NUL). Both malloc'd. */
static void fuzz_split(const uint8_t *data, size_t size, char **first, char **second)
{
    const uint8_t *nul = size ? memchr(data, 0, size) : NULL;
    size_t n = nul ? (size_t)(nul - data) : size;
    *first = fuzz_strndup(data, n);
    *second = nul ? fuzz_strndup(nul + 1, size - n - 1) : fuzz_strndup(data, 0);
}

static uint64_t fuzz_hash(const uint8_t *data, size_t size)
{
    uint64_t h = 1469598103934665603ULL;
    for (size_t i = 0; i < size; i++)
        h = (h ^ data[i]) * 1099511628211ULL;
    h ^= h >> 29;
    return h;
}

#define FUZZ_CHECK(cond, ...)                                                   \
    do {                                                                        \
        if (!(cond)) {                                                          \
            fprintf(stderr, "fuzz oracle failed at %s:%d: %s\n", __FILE__, __LINE__, #cond); \
            fprintf(stderr, __VA_ARGS__);                                       \
            fprintf(stderr, "\n");                                              \
            abort();                                                            \
        }                                                                       \
    } while (0)

/* The output of a JSON mode must be JSON: one value, or one value a line, in
 * well-formed UTF-8 whatever bytes the input held (cs_json_str turns broken
 * sequences into U+FFFD). */
static void fuzz_check_json(const cs_buf *out, int lines)
{
    FUZZ_CHECK(!out->failed, "output buffer allocation failed");
    const char *text = out->data ? out->data : "";
    size_t len = out->data ? out->len : 0;
    FUZZ_CHECK(strlen(text) == len, "NUL byte inside the output");
    if (lines) {
        FUZZ_CHECK(json_lines_valid(text, len, JSON_CHECK_UTF8), "invalid JSON line (or UTF-8) in:\n%s", text);
    } else {
        const char *why = NULL;
        size_t at = 0;
        FUZZ_CHECK(json_valid_ex(text, len, JSON_CHECK_UTF8, &why, &at), "invalid JSON (%s at byte %zu):\n%s", why, at, text);
    }
}

/* An input error must say where (field) and what (message), and its JSON form
 * must parse. `fields` lists the allowed field names, NULL-terminated (NULL
 * itself: any field, e.g. the level parser names an unknown key by itself). */
static void fuzz_check_error(const cs_error *err, const char *const *fields)
{
    FUZZ_CHECK(memchr(err->field, 0, sizeof err->field) != NULL, "field not terminated");
    FUZZ_CHECK(memchr(err->message, 0, sizeof err->message) != NULL, "message not terminated");
    FUZZ_CHECK(err->message[0] != '\0', "empty error message (field \"%s\")", err->field);
    FUZZ_CHECK(err->line >= 0, "negative line %d", err->line);
    if (fields) {
        int known = 0;
        for (const char *const *f = fields; *f; f++)
            known |= strcmp(*f, err->field) == 0;
        FUZZ_CHECK(known, "unexpected error field \"%s\" (message: %s)", err->field, err->message);
    }
    cs_buf json = {0};
    cs_json_error(&json, err);
    fuzz_check_json(&json, 0);
    cs_buf_free(&json);
}

/* Text output: allocated, and no NUL inside. */
static void fuzz_check_text(const cs_buf *out)
{
    FUZZ_CHECK(!out->failed && out->data && strlen(out->data) == out->len, "text output");
}

/* A game's whole job (its *_run, what the CLI and wasm call) must agree with
 * its argument parser: an answer exactly when the arguments parse (JSON when
 * json_lines is 0 or 1, as for fuzz_check_json; text when it is -1), and
 * otherwise an error on the parser's field. */
static void fuzz_check_run(int rc, const cs_buf *out, int json_lines, const cs_error *err, int parsed,
                           const cs_error *parse_err, const char *const *fields)
{
    if (rc == 0) {
        FUZZ_CHECK(parsed == 0, "the run answers arguments the parser rejects: %s", parse_err->message);
        if (json_lines < 0)
            fuzz_check_text(out);
        else
            fuzz_check_json(out, json_lines);
    } else {
        FUZZ_CHECK(rc == -1, "the run returned %d", rc);
        fuzz_check_error(err, fields);
        FUZZ_CHECK(parsed != 0 && strcmp(parse_err->field, err->field) == 0, "the run and the parser disagree");
    }
}

#endif
