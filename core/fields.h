/*
 * fields.h: reads one puzzle's `key: value` lines against a game's field list,
 * for games whose fields are plain text handed on to their own parsers (Digits,
 * the clock game). Keys are case-insensitive, `#` starts a comment, each key
 * at most once; unknown and repeated keys are errors that name the line and the
 * field, and so is a missing required key (cs_field_given).
 */
#ifndef CALCSOLVE_FIELDS_H
#define CALCSOLVE_FIELDS_H

#include "game.h"

typedef struct cs_field_values {
    char *value[CS_MAX_FIELDS]; /* malloc'd, trimmed; NULL when the key was not given */
    int line[CS_MAX_FIELDS];    /* the line each was given on */
} cs_field_values;

/* 0 with values filled (cs_field_values_free them); -1 with err. `nothing`
 * is the message for a text without any field. A required field left out is
 * not an error here: the game checks each field in order (cs_field_given), so
 * a bad first field is reported before a missing later one. */
int cs_read_fields(const char *text, const cs_field *fields, int count, const char *nothing,
                   cs_field_values *values, cs_error *err);
/* 0, or -1 with err ("the puzzle has no numbers", line 1) when fields[index]
 * is required and was not given; cs_fields_given: the first such field. */
int cs_field_given(const cs_field_values *values, const cs_field *fields, int index, cs_error *err);
int cs_fields_given(const cs_field_values *values, const cs_field *fields, int count, cs_error *err);
void cs_field_values_free(cs_field_values *values);

/* An error a game's own parser gave about a field (err->field, line 0): the
 * line that field was given on, when it was given. */
void cs_field_values_locate(const cs_field_values *values, const cs_field *fields, int count, cs_error *err);

#endif
