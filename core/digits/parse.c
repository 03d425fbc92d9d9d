/*
 * parse.c: reading a Digits puzzle as typed: the target and 2 to 6 numbers,
 * with messages that say which number is wrong and why.
 */
#include "digits.h"

#include <limits.h>
#include <stdio.h>
#include <string.h>

static int is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

/* The token as it may appear inside a message: at most 20 bytes, cut before a
 * UTF-8 character rather than inside one, control characters shown as '?', so
 * a message always fits, stays one line and stays valid UTF-8. */
static void quote_token(const char *token, size_t len, char *out, size_t out_size)
{
    size_t shown = len > 20 ? 20 : len, k = 0;
    while (shown > 0 && shown < len && ((unsigned char)token[shown] & 0xC0) == 0x80)
        shown--;
    for (size_t i = 0; i < shown && k + 1 < out_size; i++) {
        unsigned char c = (unsigned char)token[i];
        out[k++] = (c < 0x20 || c == 0x7f) ? '?' : (char)c;
    }
    for (size_t i = 0; shown < len && i < 3 && k + 1 < out_size; i++)
        out[k++] = '.';
    out[k] = '\0';
}

typedef enum token_check { TOKEN_OK, TOKEN_NOT_POSITIVE, TOKEN_TOO_LARGE } token_check;

/* Decimal digits only (no sign, no point), value 1..limit. Leading zeros are fine. */
static token_check read_positive(const char *token, size_t len, int64_t limit, int64_t *value)
{
    if (len == 0)
        return TOKEN_NOT_POSITIVE;
    int64_t v = 0;
    int overflow = 0;
    for (size_t i = 0; i < len; i++) {
        if (token[i] < '0' || token[i] > '9')
            return TOKEN_NOT_POSITIVE;
        if (!overflow && (cs_mul(v, 10, &v) || cs_add(v, token[i] - '0', &v)))
            overflow = 1;
    }
    if (overflow || v > limit)
        return TOKEN_TOO_LARGE;
    if (v == 0)
        return TOKEN_NOT_POSITIVE;
    *value = v;
    return TOKEN_OK;
}

int digits_parse_target(const char *text, int64_t *target, cs_error *err)
{
    const char *start = text ? text : "";
    while (is_space(*start))
        start++;
    size_t len = strlen(start);
    while (len && is_space(start[len - 1]))
        len--;
    if (len == 0)
        return cs_fail(err, 0, "target", "the target is empty: enter a positive integer");
    char shown[32];
    quote_token(start, len, shown, sizeof shown);
    char limit[32];
    switch (read_positive(start, len, DIGITS_MAX_TARGET, target)) {
    case TOKEN_OK: return 0;
    case TOKEN_NOT_POSITIVE: return cs_fail(err, 0, "target", "the target (\"%s\") is not a positive integer", shown);
    case TOKEN_TOO_LARGE:
        return cs_fail(err, 0, "target", "the target (\"%s\") is too large: at most %s", shown,
                       cs_grouped((uint64_t)DIGITS_MAX_TARGET, limit));
    }
    return -1;
}

/* The two lists of numbers: the given ones, and the pool of a game in progress
 * (what is left, results included: one number, larger values). */
typedef struct number_list {
    const char *field;
    int min_count;
    int64_t limit;
} number_list;

static const number_list GIVEN = {"numbers", DIGITS_MIN_NUMBERS, DIGITS_MAX_NUMBER};
static const number_list POOL = {"pool", 1, DIGITS_MAX_VALUE};

/* Numbers are separated by spaces and/or one comma; an empty field (a comma at
 * either end, or two in a row) is an error rather than a silent skip, since it
 * usually means a number went missing. */
static int parse_numbers(const char *text, const number_list *list, digits_puzzle *out, cs_error *err)
{
    const char *field = list->field;
    const char *p = text ? text : "";
    const char *starts[DIGITS_MAX_NUMBERS];
    size_t lens[DIGITS_MAX_NUMBERS];
    int count = 0;
    while (is_space(*p))
        p++;
    if (!*p)
        return cs_fail(err, 0, field, "no numbers given: enter %d to 6 positive integers", list->min_count);
    for (;;) {
        const char *token = p;
        while (*p && !is_space(*p) && *p != ',')
            p++;
        if (p == token)
            return cs_fail(err, 0, field, "number %d is empty (%s)", count + 1,
                           count == 0 ? "a comma with nothing before it" : "two commas in a row");
        if (count < DIGITS_MAX_NUMBERS) {
            starts[count] = token;
            lens[count] = (size_t)(p - token);
        }
        if (count < INT_MAX)
            count++; /* every number counted, for "got 7" */
        while (is_space(*p))
            p++;
        if (*p == ',') {
            p++;
            while (is_space(*p))
                p++;
            if (!*p)
                return cs_fail(err, 0, field, "number %d is empty (a comma at the end)", count + 1);
        }
        if (!*p)
            break;
    }
    if (count > DIGITS_MAX_NUMBERS)
        return cs_fail(err, 0, field, "too many numbers: Digits takes %d to 6, got %d", list->min_count, count);
    if (count < list->min_count)
        return cs_fail(err, 0, field, "only 1 number given: Digits takes 2 to 6");
    for (int i = 0; i < count; i++) {
        char shown[32], limit[32];
        quote_token(starts[i], lens[i], shown, sizeof shown);
        switch (read_positive(starts[i], lens[i], list->limit, &out->numbers[i])) {
        case TOKEN_OK: break;
        case TOKEN_NOT_POSITIVE:
            return cs_fail(err, 0, field, "number %d (\"%s\") is not a positive integer", i + 1, shown);
        case TOKEN_TOO_LARGE:
            return cs_fail(err, 0, field, "number %d (\"%s\") is too large: at most %s", i + 1, shown,
                           cs_grouped((uint64_t)list->limit, limit));
        }
    }
    out->count = count;
    return 0;
}

int digits_parse(const char *target, const char *numbers, digits_puzzle *out, cs_error *err)
{
    memset(out, 0, sizeof *out);
    if (digits_parse_target(target, &out->target, err) != 0)
        return -1;
    return parse_numbers(numbers, &GIVEN, out, err);
}

int digits_parse_pool(const char *pool, digits_puzzle *puzzle, cs_error *err)
{
    digits_puzzle in_play = *puzzle;
    if (parse_numbers(pool, &POOL, &in_play, err) != 0)
        return -1;
    in_play.in_play = 1;
    *puzzle = in_play;
    return 0;
}
