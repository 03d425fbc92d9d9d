/*
 * fields.c: the `key: value` reader of fields.h.
 */
#include "fields.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

void cs_field_values_free(cs_field_values *values)
{
    for (int i = 0; i < CS_MAX_FIELDS; i++) {
        free(values->value[i]);
        values->value[i] = NULL;
    }
}

/* Copies text[0 .. length) without surrounding spaces; NULL when memory runs out. */
static char *trimmed_copy(const char *text, size_t length)
{
    while (length && (*text == ' ' || *text == '\t')) {
        text++;
        length--;
    }
    while (length && (text[length - 1] == ' ' || text[length - 1] == '\t' || text[length - 1] == '\r'))
        length--;
    char *copy = malloc(length + 1);
    if (copy) {
        memcpy(copy, text, length);
        copy[length] = '\0';
    }
    return copy;
}

static int field_index(const cs_field *fields, int count, const char *key, size_t length)
{
    for (int i = 0; i < count; i++) {
        size_t name_length = strlen(fields[i].name);
        int same = name_length == length;
        for (size_t c = 0; same && c < length; c++)
            same = tolower((unsigned char)key[c]) == fields[i].name[c];
        if (same)
            return i;
    }
    return -1;
}

static int unknown_key(const cs_field *fields, int count, char *key, int line, cs_error *err)
{
    char expected[128] = "";
    for (int i = 0; i < count; i++) {
        strncat(expected, i ? ", " : "", sizeof expected - strlen(expected) - 1);
        strncat(expected, fields[i].name, sizeof expected - strlen(expected) - 1);
    }
    return cs_fail(err, line, key, "unknown key \"%.30s\" (expected %s)", key, expected);
}

/* Reads one line (without its newline). 0, or -1 with err. */
static int read_line(const char *line, size_t length, int number, const cs_field *fields, int count,
                     cs_field_values *values, cs_error *err)
{
    const char *hash = memchr(line, '#', length);
    if (hash)
        length = (size_t)(hash - line);
    char *content = trimmed_copy(line, length);
    if (!content)
        return cs_fail(err, number, "input", "out of memory");
    int status = 0;
    char *colon = strchr(content, ':');
    if (!*content) {
        status = 0;
    } else if (!colon) {
        status = cs_fail(err, number, "line", "expected \"key: value\", got \"%.40s\"", content);
    } else {
        char *key_end = colon;
        while (key_end > content && (key_end[-1] == ' ' || key_end[-1] == '\t'))
            key_end--;
        *key_end = '\0';
        int index = field_index(fields, count, content, (size_t)(key_end - content));
        if (index < 0) {
            status = unknown_key(fields, count, content, number, err);
        } else if (values->value[index]) {
            status = cs_fail(err, number, fields[index].name, "%s is given twice (first on line %d)",
                             fields[index].name, values->line[index]);
        } else {
            values->value[index] = trimmed_copy(colon + 1, strlen(colon + 1));
            values->line[index] = number;
            if (!values->value[index])
                status = cs_fail(err, number, "input", "out of memory");
        }
    }
    free(content);
    return status;
}

int cs_read_fields(const char *text, const cs_field *fields, int count, const char *nothing,
                   cs_field_values *values, cs_error *err)
{
    memset(values, 0, sizeof *values);
    int number = 0, any = 0;
    for (const char *p = text; *p;) {
        const char *eol = strchr(p, '\n');
        size_t length = eol ? (size_t)(eol - p) : strlen(p);
        if (read_line(p, length, ++number, fields, count, values, err) != 0) {
            cs_field_values_free(values);
            return -1;
        }
        p = eol ? eol + 1 : p + length;
    }
    for (int i = 0; i < count; i++)
        any |= values->value[i] != NULL;
    if (!any)
        return cs_fail(err, 0, "input", "%s", nothing);
    return 0;
}

int cs_field_given(const cs_field_values *values, const cs_field *fields, int index, cs_error *err)
{
    if (values->value[index] || !fields[index].required)
        return 0;
    return cs_fail(err, 1, fields[index].name, "the puzzle has no %s", fields[index].name);
}

int cs_fields_given(const cs_field_values *values, const cs_field *fields, int count, cs_error *err)
{
    for (int i = 0; i < count; i++)
        if (cs_field_given(values, fields, i, err) != 0)
            return -1;
    return 0;
}

void cs_field_values_locate(const cs_field_values *values, const cs_field *fields, int count, cs_error *err)
{
    for (int i = 0; i < count && err->line == 0; i++)
        if (values->value[i] && strcmp(err->field, fields[i].name) == 0)
            err->line = values->line[i];
}
