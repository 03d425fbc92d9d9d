/*
 * cli/numbers.c: the whole numbers a person types for a game's bounded fields
 * (an argument such as the clock's N, an answer in the prompt session). A number
 * too long for 64 bits is still a whole number: it is said to be too large, with
 * the range the game gives the field (cs_field's min and max), as --max-states
 * says of its own; everything else about the value is the game's to judge.
 */
#include "shared.h"

#include <string.h>

/* The game's description of field `name` into *out: 0, or -1 when it has none. */
static int field_named(const options *opt, const char *name, cs_field *out)
{
    cs_field all[CS_MAX_FIELDS];
    int count = opt->game->describe_fields(&opt->run, all);
    for (int i = 0; i < count; i++)
        if (strcmp(all[i].name, name) == 0) {
            *out = all[i];
            return 0;
        }
    return -1;
}

/* The game's own message for text, when it already says the value is too large or too small. */
static int game_says_size(const options *opt, const char *name, const char *text, cs_error *err)
{
    cs_buf canonical = {0};
    int status = opt->game->check_field(name, text, &opt->run, &canonical, err);
    cs_buf_free(&canonical);
    return status != 0 && (strstr(err->message, "too large") || strstr(err->message, "too small"));
}

int cli_number_too_large(const options *opt, const char *name, const char *text, cs_error *err)
{
    int64_t value;
    cs_field field;
    if (cs_parse_int64(text, &value) != -2)
        return 0;
    if (game_says_size(opt, name, text, err))
        return -1;
    int negative = strchr(text, '-') != NULL || strstr(text, "\xe2\x88\x92") != NULL;
    if (field_named(opt, name, &field) != 0 || field.kind == CS_FIELD_LIST)
        return cs_fail(err, 0, name, "\"%.30s\" is too %s (beyond 64 bits)", text, negative ? "small" : "large");
    char low[32], high[32];
    if (field.min < 0) /* cs_grouped writes magnitudes */
        snprintf(low, sizeof low, "%lld", (long long)field.min);
    else
        cs_grouped((uint64_t)field.min, low);
    cs_grouped((uint64_t)(field.max < 0 ? 0 : field.max), high);
    return cs_fail(err, 0, name, "\"%.30s\" is too %s (beyond 64 bits): %s takes %s to %s", text,
                   negative ? "small" : "large", name, low, high);
}
