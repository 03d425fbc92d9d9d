/*
 * cs.c: the shared pieces declared in cs.h: errors, integer parsing, the text
 * buffer and its JSON helpers.
 */
#include "cs.h"

#include <ctype.h>
#include <limits.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int cs_fail(cs_error *err, int line, const char *field, const char *fmt, ...)
{
    if (!err)
        return -1;
    err->line = line;
    snprintf(err->field, sizeof err->field, "%s", field ? field : "");
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err->message, sizeof err->message, fmt, ap);
    va_end(ap);
    return -1;
}

const char *cs_stop_reason(cs_stop stop)
{
    switch (stop) {
    case CS_FINISHED: return "finished";
    case CS_STOP_STATES: return "state budget reached";
    case CS_STOP_MEMORY: return "memory cap reached";
    case CS_STOP_CANCELLED: return "cancelled";
    }
    return "stopped";
}

/* The Unicode minus sign (U+2212, as UTF-8), which people paste from documents. */
static int unicode_minus(const char *p) { return (unsigned char)p[0] == 0xE2 && (unsigned char)p[1] == 0x88 && (unsigned char)p[2] == 0x92; }

const char *cs_grouped(uint64_t v, char out[32])
{
    char digits[24];
    int len = snprintf(digits, sizeof digits, "%llu", (unsigned long long)v);
    int at = 0;
    for (int i = 0; i < len; i++) {
        if (i > 0 && (len - i) % 3 == 0)
            out[at++] = ',';
        out[at++] = digits[i];
    }
    out[at] = '\0';
    return out; /* 20 digits and 6 commas at most: fits */
}

int cs_parse_int64(const char *text, int64_t *out)
{
    const char *p = text;
    while (*p == ' ' || *p == '\t')
        p++;
    int negative = 0;
    if (*p == '+' || *p == '-')
        negative = *p++ == '-';
    else if (unicode_minus(p)) {
        negative = 1;
        p += 3;
    }
    if (!isdigit((unsigned char)*p))
        return -1;
    int64_t value = 0;
    int overflow = 0;
    for (; isdigit((unsigned char)*p); p++) {
        /* accumulate negatively so INT64_MIN parses too */
        if (!overflow && (cs_mul(value, 10, &value) || cs_sub(value, *p - '0', &value)))
            overflow = 1;
    }
    while (*p == ' ' || *p == '\t')
        p++;
    if (*p)
        return -1;
    if (overflow || (!negative && cs_sub(0, value, &value)))
        return -2;
    *out = value;
    return 0;
}

int cs_parse_whole(const char *text, int line, const char *field, int64_t *out, cs_error *err)
{
    switch (cs_parse_int64(text, out)) {
    case 0: return 0;
    case -2:
        return cs_fail(err, line, field, "\"%.40s\" is too large (at most %lld either side of 0)", text,
                       (long long)INT64_MAX);
    default:
        if (!*text)
            return cs_fail(err, line, field, "%s is empty (expected a whole number)", field);
        return cs_fail(err, line, field, "\"%.40s\" is not a whole number", text);
    }
}

int cs_fail_long_line(cs_error *err, int line, const char *text, size_t length, int limit)
{
    char key[24];
    size_t n = 0;
    while (n < length && (text[n] == ' ' || text[n] == '\t'))
        text++, length--;
    while (n < length && n < sizeof key - 1 && (isalnum((unsigned char)text[n]) || text[n] == '_'))
        key[n] = (char)tolower((unsigned char)text[n]), n++;
    key[n] = '\0';
    size_t colon = n;
    while (colon < length && (text[colon] == ' ' || text[colon] == '\t'))
        colon++;
    if (n > 0 && colon < length && text[colon] == ':')
        return cs_fail(err, line, key, "is too long (%zu bytes on its line; a line holds at most %d)", length, limit);
    return cs_fail(err, line, "line", "line is longer than %d bytes", limit);
}

void cs_buf_free(cs_buf *b)
{
    free(b->data);
    memset(b, 0, sizeof *b);
}

char *cs_trim(char *s)
{
    while (*s == ' ' || *s == '\t')
        s++;
    char *end = s + strlen(s);
    while (end > s && (end[-1] == ' ' || end[-1] == '\t' || end[-1] == '\r'))
        *--end = '\0';
    return s;
}

int cs_grow(void **items, int *capacity, int count, size_t size)
{
    if (count < *capacity)
        return 0;
    if (*capacity > INT_MAX / 2)
        return -1;
    int grown = *capacity ? *capacity * 2 : 8;
    if ((size_t)grown > SIZE_MAX / size)
        return -1;
    void *more = realloc(*items, (size_t)grown * size);
    if (!more)
        return -1;
    *items = more;
    *capacity = grown;
    return 0;
}

void cs_buf_addn(cs_buf *b, const char *s, size_t n)
{
    if (b->failed)
        return;
    if (n + 1 > b->cap - b->len) {
        size_t cap = b->cap ? b->cap : 256;
        while (cap - b->len < n + 1) {
            if (cap > SIZE_MAX / 2) {
                b->failed = 1;
                return;
            }
            cap *= 2;
        }
        char *data = realloc(b->data, cap);
        if (!data) {
            b->failed = 1;
            return;
        }
        b->data = data;
        b->cap = cap;
    }
    memcpy(b->data + b->len, s, n);
    b->len += n;
    b->data[b->len] = '\0';
}

void cs_buf_add(cs_buf *b, const char *s) { cs_buf_addn(b, s, strlen(s)); }

void cs_buf_printf(cs_buf *b, const char *fmt, ...)
{
    char small[256];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(small, sizeof small, fmt, ap);
    va_end(ap);
    if (n < 0) {
        b->failed = 1;
        return;
    }
    if ((size_t)n < sizeof small) {
        cs_buf_addn(b, small, (size_t)n);
        return;
    }
    char *big = malloc((size_t)n + 1);
    if (!big) {
        b->failed = 1;
        return;
    }
    va_start(ap, fmt);
    vsnprintf(big, (size_t)n + 1, fmt, ap);
    va_end(ap);
    cs_buf_addn(b, big, (size_t)n);
    free(big);
}

char *cs_buf_take(cs_buf *b)
{
    if (b->failed) {
        cs_buf_free(b);
        return NULL;
    }
    if (!b->data)
        cs_buf_addn(b, "", 0);
    char *data = b->failed ? NULL : b->data;
    if (!data)
        free(b->data);
    memset(b, 0, sizeof *b);
    return data;
}

size_t cs_utf8_char(const unsigned char *p, unsigned *code)
{
    size_t len = p[0] >= 0xF0 ? 4 : p[0] >= 0xE0 ? 3 : 2;
    if (p[0] < 0xC2 || p[0] > 0xF4)
        return 0;
    for (size_t i = 1; i < len; i++)
        if ((p[i] & 0xC0) != 0x80)
            return 0;
    if ((p[0] == 0xE0 && p[1] < 0xA0) || (p[0] == 0xED && p[1] > 0x9F) || /* overlong, surrogates */
        (p[0] == 0xF0 && p[1] < 0x90) || (p[0] == 0xF4 && p[1] > 0x8F))  /* overlong, > U+10FFFF */
        return 0;
    unsigned value = p[0] & (0x7fu >> len);
    for (size_t i = 1; i < len; i++)
        value = value << 6 | (p[i] & 0x3fu);
    *code = value;
    return len;
}

int cs_terminal_control(unsigned code)
{
    return (code >= 0x80 && code <= 0x9f) || code == 0x061c || code == 0x200e || code == 0x200f ||
           (code >= 0x2028 && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);
}

/* Input is user text: a message may quote a cut or invalid UTF-8 sequence,
 * which becomes U+FFFD so the JSON stays valid for every decoder; a character a
 * terminal acts on (cs_terminal_control: CSI, the bidi controls, U+2028) is written
 * as \uNNNN, so JSON printed on a terminal cannot move its cursor or turn its lines. */
void cs_json_str(cs_buf *b, const char *s)
{
    cs_buf_add(b, "\"");
    for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
        switch (*p) {
        case '"': cs_buf_add(b, "\\\""); break;
        case '\\': cs_buf_add(b, "\\\\"); break;
        case '\n': cs_buf_add(b, "\\n"); break;
        case '\r': cs_buf_add(b, "\\r"); break;
        case '\t': cs_buf_add(b, "\\t"); break;
        default:
            if (*p < 0x20 || *p == 0x7f) {
                cs_buf_printf(b, "\\u%04x", *p);
            } else if (*p < 0x80) {
                cs_buf_addn(b, (const char *)p, 1);
            } else {
                unsigned code = 0;
                size_t len = cs_utf8_char(p, &code);
                if (len && cs_terminal_control(code)) {
                    cs_buf_printf(b, "\\u%04x", code);
                    p += len - 1;
                } else if (len) {
                    cs_buf_addn(b, (const char *)p, len);
                    p += len - 1;
                } else {
                    cs_buf_add(b, "\\ufffd");
                }
            }
        }
    }
    cs_buf_add(b, "\"");
}

void cs_json_error(cs_buf *b, const cs_error *err)
{
    cs_buf_printf(b, "{\"error\": {\"line\": %d, \"field\": ", err->line);
    cs_json_str(b, err->field);
    cs_buf_add(b, ", \"message\": ");
    cs_json_str(b, err->message);
    cs_buf_add(b, "}}");
}
