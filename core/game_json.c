/*
 * game_json.c: the game interface's questions answered as JSON, for front ends
 * that speak JSON (the wasm API, hence the page): the list of games, a game's
 * fields with their limits, the check of one field as typed, and its help.
 */
#include "game.h"

#include <stdlib.h>

static const char *const FIELD_KINDS[] = {"integer", "list", "pair"};

/* The error object for an unknown game, or NULL text when memory runs out. */
static char *unknown_game(const char *name)
{
    cs_error err;
    cs_buf out = {0};
    cs_unknown_game(&err, name);
    cs_json_error(&out, &err);
    return cs_buf_take(&out);
}

char *cs_games_json(void)
{
    cs_buf out = {0};
    cs_buf_add(&out, "[");
    for (int i = 0; i < cs_game_count; i++) {
        cs_buf_add(&out, i ? ", {\"name\": " : "{\"name\": ");
        cs_json_str(&out, cs_games[i]->name);
        cs_buf_add(&out, ", \"title\": ");
        cs_json_str(&out, cs_games[i]->title);
        cs_buf_printf(&out, ", \"bundled\": %s}", cs_games[i]->bundled_text ? "true" : "false");
    }
    cs_buf_add(&out, "]");
    return cs_buf_take(&out);
}

char *cs_fields_json(const char *game_name, const cs_options *opt)
{
    const cs_game *game = cs_game_find(game_name);
    if (!game)
        return unknown_game(game_name);
    cs_field fields[CS_MAX_FIELDS];
    int count = game->describe_fields(opt, fields);
    cs_buf out = {0};
    cs_buf_add(&out, "[");
    for (int i = 0; i < count; i++) {
        cs_buf_add(&out, i ? ", {\"name\": " : "{\"name\": ");
        cs_json_str(&out, fields[i].name);
        cs_buf_add(&out, ", \"label\": ");
        cs_json_str(&out, fields[i].label);
        cs_buf_printf(&out, ", \"kind\": \"%s\", \"required\": %s, \"min\": %lld, \"max\": %lld, \"help\": ",
                      FIELD_KINDS[fields[i].kind], fields[i].required ? "true" : "false", (long long)fields[i].min,
                      (long long)fields[i].max);
        cs_json_str(&out, fields[i].help);
        cs_buf_printf(&out, ", \"state\": %s}", fields[i].state ? "true" : "false");
    }
    cs_buf_add(&out, "]");
    return cs_buf_take(&out);
}

char *cs_check_json(const char *game_name, const char *field, const char *value, const cs_options *opt)
{
    const cs_game *game = cs_game_find(game_name);
    if (!game)
        return unknown_game(game_name);
    cs_buf canonical = {0}, out = {0};
    cs_error err;
    if (game->check_field(field ? field : "", value ? value : "", opt, &canonical, &err) == 0) {
        cs_buf_add(&out, "{\"value\": ");
        cs_buf_addn(&out, canonical.data ? canonical.data : "null", canonical.data ? canonical.len : 4);
        cs_buf_add(&out, "}");
    } else {
        cs_json_error(&out, &err);
    }
    cs_buf_free(&canonical);
    return cs_buf_take(&out);
}

char *cs_help_json(const char *game_name)
{
    const cs_game *game = cs_game_find(game_name);
    if (!game)
        return unknown_game(game_name);
    cs_buf out = {0};
    cs_help_topic topic;
    cs_buf_add(&out, "[");
    for (int i = 0; game->help_topic && game->help_topic(i, &topic) == 0; i++) {
        cs_buf_add(&out, i ? ", {\"topic\": " : "{\"topic\": ");
        cs_json_str(&out, topic.topic);
        cs_buf_add(&out, ", \"name\": ");
        cs_json_str(&out, topic.name);
        cs_buf_add(&out, ", \"summary\": ");
        cs_json_str(&out, topic.summary);
        cs_buf_add(&out, ", \"example\": ");
        cs_json_str(&out, topic.example);
        cs_buf_add(&out, "}");
    }
    cs_buf_add(&out, "]");
    return cs_buf_take(&out);
}
