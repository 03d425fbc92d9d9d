/*
 * json_check.h: a strict, self-contained JSON validator for the hardening tests
 * (the libFuzzer harnesses in tests/fuzz/ and tests/c/test_limits.c).
 *
 * It checks RFC 8259 syntax: objects, arrays, strings (no raw control
 * characters; only the escapes \" \\ \/ \b \f \n \r \t \uXXXX), numbers,
 * true/false/null, and nothing but whitespace around one value. With
 * JSON_CHECK_UTF8 it also requires the bytes to be well-formed UTF-8 (no
 * overlong forms, no surrogates, nothing above U+10FFFF).
 *
 * Header-only (static functions) so every harness and test can include it.
 */
#ifndef CALCSOLVE_JSON_CHECK_H
#define CALCSOLVE_JSON_CHECK_H

#include <stddef.h>
#include <string.h>

enum { JSON_CHECK_UTF8 = 1 };

typedef struct json_checker {
    const unsigned char *p, *end;
    int flags;
    int depth;
    const char *why;  /* first problem found, NULL when valid */
    size_t at;        /* its byte offset */
    const unsigned char *begin;
} json_checker;

#define JSON_CHECK_MAX_DEPTH 64

static int json_check_fail(json_checker *c, const char *why)
{
    if (!c->why) {
        c->why = why;
        c->at = (size_t)(c->p - c->begin);
    }
    return -1;
}

static void json_check_ws(json_checker *c)
{
    while (c->p < c->end && (*c->p == ' ' || *c->p == '\t' || *c->p == '\n' || *c->p == '\r'))
        c->p++;
}

static int json_check_literal(json_checker *c, const char *word)
{
    size_t n = strlen(word);
    if ((size_t)(c->end - c->p) < n || memcmp(c->p, word, n) != 0)
        return json_check_fail(c, "unexpected character");
    c->p += n;
    return 0;
}

static int json_check_hex(unsigned char ch)
{
    return (ch >= '0' && ch <= '9') || (ch >= 'a' && ch <= 'f') || (ch >= 'A' && ch <= 'F');
}

/* One UTF-8 sequence starting at c->p (a byte >= 0x80). */
static int json_check_utf8(json_checker *c)
{
    const unsigned char *s = c->p;
    size_t left = (size_t)(c->end - s);
    unsigned cp;
    int n;
    if (s[0] >= 0xC2 && s[0] <= 0xDF) { n = 2; cp = s[0] & 0x1Fu; }
    else if (s[0] >= 0xE0 && s[0] <= 0xEF) { n = 3; cp = s[0] & 0x0Fu; }
    else if (s[0] >= 0xF0 && s[0] <= 0xF4) { n = 4; cp = s[0] & 0x07u; }
    else return json_check_fail(c, "invalid UTF-8 lead byte");
    if (left < (size_t)n)
        return json_check_fail(c, "truncated UTF-8 sequence");
    for (int i = 1; i < n; i++) {
        if ((s[i] & 0xC0) != 0x80)
            return json_check_fail(c, "invalid UTF-8 continuation byte");
        cp = (cp << 6) | (s[i] & 0x3Fu);
    }
    if ((n == 3 && cp < 0x800) || (n == 4 && cp < 0x10000))
        return json_check_fail(c, "overlong UTF-8 sequence");
    if (cp >= 0xD800 && cp <= 0xDFFF)
        return json_check_fail(c, "UTF-8 encoded surrogate");
    if (cp > 0x10FFFF)
        return json_check_fail(c, "code point above U+10FFFF");
    c->p += n;
    return 0;
}

static int json_check_string(json_checker *c)
{
    c->p++; /* opening quote */
    while (c->p < c->end) {
        unsigned char ch = *c->p;
        if (ch == '"') {
            c->p++;
            return 0;
        }
        if (ch < 0x20)
            return json_check_fail(c, "raw control character in a string");
        if (ch == '\\') {
            c->p++;
            if (c->p >= c->end)
                return json_check_fail(c, "unterminated escape");
            switch (*c->p) {
            case '"': case '\\': case '/': case 'b': case 'f': case 'n': case 'r': case 't':
                c->p++;
                break;
            case 'u':
                if (c->end - c->p < 5 || !json_check_hex(c->p[1]) || !json_check_hex(c->p[2]) ||
                    !json_check_hex(c->p[3]) || !json_check_hex(c->p[4]))
                    return json_check_fail(c, "bad \\u escape");
                c->p += 5;
                break;
            default:
                return json_check_fail(c, "invalid escape");
            }
            continue;
        }
        if (ch >= 0x80 && (c->flags & JSON_CHECK_UTF8)) {
            if (json_check_utf8(c) != 0)
                return -1;
            continue;
        }
        c->p++;
    }
    return json_check_fail(c, "unterminated string");
}

static int json_check_digits(json_checker *c)
{
    if (c->p >= c->end || *c->p < '0' || *c->p > '9')
        return json_check_fail(c, "digit expected");
    while (c->p < c->end && *c->p >= '0' && *c->p <= '9')
        c->p++;
    return 0;
}

static int json_check_number(json_checker *c)
{
    if (*c->p == '-')
        c->p++;
    if (c->p < c->end && *c->p == '0')
        c->p++;
    else if (json_check_digits(c) != 0)
        return -1;
    if (c->p < c->end && *c->p == '.') {
        c->p++;
        if (json_check_digits(c) != 0)
            return -1;
    }
    if (c->p < c->end && (*c->p == 'e' || *c->p == 'E')) {
        c->p++;
        if (c->p < c->end && (*c->p == '+' || *c->p == '-'))
            c->p++;
        if (json_check_digits(c) != 0)
            return -1;
    }
    return 0;
}

static int json_check_value(json_checker *c);

static int json_check_container(json_checker *c, char close, int object)
{
    if (++c->depth > JSON_CHECK_MAX_DEPTH)
        return json_check_fail(c, "nested too deeply");
    c->p++;
    json_check_ws(c);
    if (c->p < c->end && *c->p == close) {
        c->p++;
        c->depth--;
        return 0;
    }
    for (;;) {
        json_check_ws(c);
        if (object) {
            if (c->p >= c->end || *c->p != '"')
                return json_check_fail(c, "object key expected");
            if (json_check_string(c) != 0)
                return -1;
            json_check_ws(c);
            if (c->p >= c->end || *c->p != ':')
                return json_check_fail(c, "':' expected");
            c->p++;
        }
        if (json_check_value(c) != 0)
            return -1;
        json_check_ws(c);
        if (c->p < c->end && *c->p == ',') {
            c->p++;
            continue;
        }
        if (c->p < c->end && *c->p == close) {
            c->p++;
            c->depth--;
            return 0;
        }
        return json_check_fail(c, object ? "',' or '}' expected" : "',' or ']' expected");
    }
}

static int json_check_value(json_checker *c)
{
    json_check_ws(c);
    if (c->p >= c->end)
        return json_check_fail(c, "value expected");
    switch (*c->p) {
    case '{': return json_check_container(c, '}', 1);
    case '[': return json_check_container(c, ']', 0);
    case '"': return json_check_string(c);
    case 't': return json_check_literal(c, "true");
    case 'f': return json_check_literal(c, "false");
    case 'n': return json_check_literal(c, "null");
    default:
        if (*c->p == '-' || (*c->p >= '0' && *c->p <= '9'))
            return json_check_number(c);
        return json_check_fail(c, "unexpected character");
    }
}

/* 1 when text[0..len) is exactly one JSON value (whitespace around it allowed).
 * On failure, *why (if non-NULL) names the problem and *at its offset. */
__attribute__((unused)) static int json_valid_ex(const char *text, size_t len, int flags, const char **why, size_t *at)
{
    json_checker c;
    memset(&c, 0, sizeof c);
    c.begin = c.p = (const unsigned char *)text;
    c.end = c.p + len;
    c.flags = flags;
    if (json_check_value(&c) == 0) {
        json_check_ws(&c);
        if (c.p != c.end)
            json_check_fail(&c, "text after the value");
    }
    if (why)
        *why = c.why;
    if (at)
        *at = c.at;
    return c.why == NULL;
}

__attribute__((unused)) static int json_valid(const char *text, size_t len, int flags)
{
    return json_valid_ex(text, len, flags, NULL, NULL);
}

/* 1 when every non-empty line of text is one JSON value (CALC_JSON_LINES output). */
__attribute__((unused)) static int json_lines_valid(const char *text, size_t len, int flags)
{
    const char *p = text, *end = text + len;
    while (p < end) {
        const char *eol = memchr(p, '\n', (size_t)(end - p));
        const char *stop = eol ? eol : end;
        if (stop > p && !json_valid(p, (size_t)(stop - p), flags))
            return 0;
        p = eol ? eol + 1 : end;
    }
    return 1;
}

/* 1 when text[0..len) is well-formed UTF-8 (no JSON involved). */
__attribute__((unused)) static int utf8_valid(const char *text, size_t len)
{
    json_checker c;
    memset(&c, 0, sizeof c);
    c.begin = c.p = (const unsigned char *)text;
    c.end = c.p + len;
    while (c.p < c.end) {
        if (*c.p < 0x80) {
            c.p++;
            continue;
        }
        if (json_check_utf8(&c) != 0)
            return 0;
    }
    return 1;
}

#endif
