/*
 * calc/level.c: the level text format of Calculator: The Game.
 *
 *     level: 199            (optional)
 *     start: 3002
 *     goal: 3507
 *     moves: 6
 *     buttons: 7, 3=>5, Inv10, Shift>
 *     portal: 4 0           (optional: entry place, exit place)
 *     store: 12             (optional: what Store holds, for a game in progress)
 *     offset: 2             (optional: the sum of [+]N pressed so far)
 *
 * One `key: value` a line, `#` starts a comment, a blank line ends a level. The
 * parser stops at the first problem and names its line and field.
 */
#include "calc.h"
#include "levels_data.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { KEY_LEVEL, KEY_START, KEY_GOAL, KEY_MOVES, KEY_BUTTONS, KEY_PORTAL, KEY_STORE, KEY_OFFSET, KEY_COUNT };
static const char *const KEY_NAMES[KEY_COUNT] = {"level", "start", "goal", "moves", "buttons", "portal", "store",
                                                 "offset"};

typedef struct level_draft {
    calc_level level;
    int seen[KEY_COUNT]; /* line where each key was given, 0 = not given */
    int any;
} level_draft;

static int display_digits(const calc_rules *rules) { return rules && rules->digits ? rules->digits : CALC_DEFAULT_DIGITS; }

static int64_t display_limit(const calc_rules *rules)
{
    int64_t limit = 1;
    for (int i = 0; i < display_digits(rules); i++)
        limit *= 10;
    return limit - 1;
}

static int calc_check_value(const char *field, int64_t value, const calc_rules *rules, cs_error *err)
{
    int64_t limit = display_limit(rules);
    if (value > limit || value < -limit)
        return cs_fail(err, 0, field, "%lld does not fit a %d-digit display (at most %lld either side of 0)",
                       (long long)value, display_digits(rules), (long long)limit);
    return 0;
}

static int calc_check_moves(int64_t moves, cs_error *err)
{
    /* what calc_play writes after the last press: the position a game ended in, not a level to play */
    if (moves == 0)
        return cs_fail(err, 0, "moves", "0 moves left: the game is over (a level has 1..%d moves)", CALC_MAX_MOVES);
    if (moves < 1 || moves > CALC_MAX_MOVES)
        return cs_fail(err, 0, "moves", "%lld is outside 1..%d", (long long)moves, CALC_MAX_MOVES);
    return 0;
}

static int calc_check_portal(int64_t entry, int64_t exit_place, const calc_rules *rules, cs_error *err)
{
    int digits = display_digits(rules);
    if (exit_place < 0 || entry >= digits)
        return cs_fail(err, 0, "portal", "places count from 0 (the ones place) to %d on a %d-digit display",
                       digits - 1, digits);
    if (entry <= exit_place)
        return cs_fail(err, 0, "portal", "the entry place (%lld) must be left of the exit place (%lld): ENTRY > EXIT",
                       (long long)entry, (long long)exit_place);
    return 0;
}

int calc_check_level(const calc_level *level, const calc_rules *rules, cs_error *err)
{
    if (level->button_count < 1)
        return cs_fail(err, 0, "buttons", "no buttons (expected a comma-separated list, e.g. +2, x3, Reverse)");
    if (level->button_count > CALC_MAX_BUTTONS)
        return cs_fail(err, 0, "buttons", "more than %d buttons", CALC_MAX_BUTTONS);
    if (calc_check_value("start", level->start, rules, err) != 0 || calc_check_value("goal", level->goal, rules, err) != 0 ||
        calc_check_moves(level->moves, err) != 0)
        return -1;
    return level->has_portal ? calc_check_portal(level->portal_in, level->portal_out, rules, err) : 0;
}

static int parse_display_value(const char *value, int line, const char *field, const calc_rules *rules,
                               int64_t *out, cs_error *err)
{
    if (cs_parse_whole(value, line, field, out, err) != 0)
        return -1;
    if (calc_check_value(field, *out, rules, err) != 0) {
        err->line = line;
        return -1;
    }
    return 0;
}

static int parse_buttons(char *value, int line, calc_level *level, cs_error *err)
{
    if (!*cs_trim(value))
        return cs_fail(err, line, "buttons", "no buttons (expected a comma-separated list, e.g. +2, x3, Reverse)");
    level->button_count = 0;
    for (char *item = value;;) {
        char *comma = strchr(item, ',');
        if (comma)
            *comma = '\0';
        calc_button button;
        if (calc_parse_button(cs_trim(item), &button, err) != 0) {
            err->line = line;
            return -1;
        }
        int duplicate = 0;
        for (int i = 0; i < level->button_count; i++)
            duplicate |= strcmp(level->buttons[i].label, button.label) == 0;
        if (!duplicate) { /* the same button twice is one button */
            if (level->button_count == CALC_MAX_BUTTONS)
                return cs_fail(err, line, "buttons", "more than %d buttons", CALC_MAX_BUTTONS);
            level->buttons[level->button_count++] = button;
        }
        if (!comma || !*cs_trim(comma + 1)) /* a trailing comma, as pasted lists often have */
            return 0;
        item = comma + 1;
    }
}

static int parse_portal(char *value, int line, const calc_rules *rules, calc_level *level, cs_error *err)
{
    int64_t places[2];
    int count = 0;
    for (char *p = value; *p;) {
        while (*p == ' ' || *p == ',' || *p == '\t')
            p++;
        if (!*p)
            break;
        char *start = p;
        while (*p && *p != ' ' && *p != ',' && *p != '\t')
            p++;
        char saved = *p;
        *p = '\0';
        int ok = count < 2 && cs_parse_int64(start, &places[count]) == 0;
        *p = saved;
        if (!ok)
            return cs_fail(err, line, "portal", "expected two places, entry then exit, e.g. \"portal: 4 0\"");
        count++;
    }
    if (count != 2)
        return cs_fail(err, line, "portal", "expected two places, entry then exit, e.g. \"portal: 4 0\"");
    if (calc_check_portal(places[0], places[1], rules, err) != 0) {
        err->line = line;
        return -1;
    }
    level->has_portal = 1;
    level->portal_in = (int)places[0];
    level->portal_out = (int)places[1];
    return 0;
}

static int parse_field(level_draft *d, int key, char *value, int line, const calc_rules *rules, cs_error *err)
{
    calc_level *level = &d->level;
    int64_t n;
    switch (key) {
    case KEY_LEVEL:
        if (cs_parse_int64(value, &n) != 0 || n < 1 || n > 1000000)
            return cs_fail(err, line, "level", "\"%.40s\" is not a level number (1 to 1000000)", value);
        level->number = (int)n;
        return 0;
    case KEY_START:
        return parse_display_value(value, line, "start", rules, &level->start, err);
    case KEY_GOAL:
        return parse_display_value(value, line, "goal", rules, &level->goal, err);
    case KEY_MOVES:
        if (cs_parse_whole(value, line, "moves", &n, err) != 0) {
            if (cs_parse_int64(value, &n) == -2) /* too large for 64 bits: say the range that counts */
                return cs_fail(err, line, "moves", "\"%.40s\" is outside 1..%d", value, CALC_MAX_MOVES);
            return -1;
        }
        if (calc_check_moves(n, err) != 0) {
            err->line = line;
            return -1;
        }
        level->moves = (int)n;
        return 0;
    case KEY_BUTTONS:
        return parse_buttons(value, line, level, err);
    case KEY_STORE:
        if (parse_display_value(value, line, "store", rules, &level->store, err) != 0)
            return -1;
        level->has_store = 1;
        if (level->store < 0)
            return cs_fail(err, line, "store", "Store holds only values of 0 or more (it saves no negative value)");
        return 0;
    case KEY_OFFSET:
        if (parse_display_value(value, line, "offset", rules, &level->offset, err) != 0)
            return -1;
        if (level->offset < 0)
            return cs_fail(err, line, "offset", "the [+]N offset is a sum of presses: 0 or more");
        return 0;
    default:
        return parse_portal(value, line, rules, level, err);
    }
}

/* The state fields need the buttons that make them: Store, [+]N. */
static int check_state(const level_draft *d, cs_error *err)
{
    const calc_level *level = &d->level;
    int has_store = 0, has_meta = 0;
    for (int i = 0; i < level->button_count; i++) {
        has_store |= level->buttons[i].kind == CALC_STORE;
        has_meta |= level->buttons[i].kind == CALC_META;
    }
    if (d->seen[KEY_STORE] && !has_store)
        return cs_fail(err, d->seen[KEY_STORE], "store", "store is given, but the level has no Store button");
    if (d->seen[KEY_OFFSET] && !has_meta)
        return cs_fail(err, d->seen[KEY_OFFSET], "offset", "offset is given, but the level has no [+]N button");
    return 0;
}

/* Checks a complete level with the rules every front end shares, naming the
 * line where the faulty field was given. */
static int finish_level(level_draft *d, calc_parser *parser, const calc_rules *rules, calc_level *out, cs_error *err)
{
    static const int required[] = {KEY_START, KEY_GOAL, KEY_MOVES, KEY_BUTTONS};
    for (size_t i = 0; i < sizeof required / sizeof required[0]; i++)
        if (!d->seen[required[i]])
            return cs_fail(err, d->level.line, KEY_NAMES[required[i]], "the level that starts here has no %s",
                           KEY_NAMES[required[i]]);
    if (check_state(d, err) != 0)
        return -1;
    if (calc_check_level(&d->level, rules, err) != 0) {
        err->line = d->level.line;
        for (int key = 0; key < KEY_COUNT; key++)
            if (strcmp(err->field, KEY_NAMES[key]) == 0 && d->seen[key])
                err->line = d->seen[key];
        return -1;
    }
    *out = d->level;
    parser->count++;
    return 1;
}

void calc_parser_start(calc_parser *parser, const char *text)
{
    if ((unsigned char)text[0] == 0xEF && (unsigned char)text[1] == 0xBB && (unsigned char)text[2] == 0xBF)
        text += 3; /* a UTF-8 byte-order mark, as some editors save */
    parser->next = text;
    parser->line = 0;
    parser->count = 0;
}

/* One `key: value` line into the draft. 0, or -1 with err. */
static int parse_line(level_draft *draft, char *content, int line_number, const calc_rules *rules, cs_error *err)
{
    char *colon = strchr(content, ':');
    if (!colon)
        return cs_fail(err, line_number, "line", "expected \"key: value\", got \"%.40s\"", content);
    *colon = '\0';
    char *key_text = cs_trim(content), *value = cs_trim(colon + 1);
    for (char *k = key_text; *k; k++)
        *k = (char)tolower((unsigned char)*k);
    int key = 0;
    while (key < KEY_COUNT && strcmp(key_text, KEY_NAMES[key]) != 0)
        key++;
    if (key == KEY_COUNT)
        return cs_fail(err, line_number, key_text,
                       "unknown key \"%.30s\" (expected level, start, goal, moves, buttons, portal, store, offset)",
                       key_text);
    if (draft->seen[key])
        return cs_fail(err, line_number, KEY_NAMES[key], "%s is given twice (first on line %d); a blank line separates levels",
                       KEY_NAMES[key], draft->seen[key]);
    if (!draft->any)
        draft->level.line = line_number;
    draft->any = 1;
    draft->seen[key] = line_number;
    return parse_field(draft, key, value, line_number, rules, err);
}

int calc_parse_next(calc_parser *parser, const calc_rules *rules, calc_level *level, cs_error *err)
{
    level_draft draft;
    char line[CALC_MAX_LINE + 2];
    memset(&draft, 0, sizeof draft);
    while (*parser->next) {
        const char *p = parser->next, *eol = strchr(p, '\n');
        size_t len = eol ? (size_t)(eol - p) : strlen(p);
        parser->line++;
        if (len > CALC_MAX_LINE)
            return cs_fail_long_line(err, parser->line, p, len, CALC_MAX_LINE);
        memcpy(line, p, len);
        line[len] = '\0';
        parser->next = eol ? eol + 1 : p + len;
        char *hash = strchr(line, '#');
        if (hash)
            *hash = '\0';
        char *content = cs_trim(line);
        if (*content && parse_line(&draft, content, parser->line, rules, err) != 0)
            return -1;
        if (!*content && draft.any)
            return finish_level(&draft, parser, rules, level, err);
    }
    if (draft.any)
        return finish_level(&draft, parser, rules, level, err);
    if (parser->count == 0)
        return cs_fail(err, 0, "input", "no level found (expected lines like \"start: 0\", \"goal: 2\", \"moves: 2\", \"buttons: +1\")");
    return 0;
}

int calc_parse_levels(const char *text, const calc_rules *rules, calc_level **levels, cs_error *err)
{
    calc_parser parser;
    calc_level level;
    int count = 0, capacity = 0, status;
    *levels = NULL;
    calc_parser_start(&parser, text);
    while ((status = calc_parse_next(&parser, rules, &level, err)) == 1) {
        void *room = *levels;
        if (cs_grow(&room, &capacity, count, sizeof **levels) != 0) {
            status = cs_fail(err, level.line, "level", "out of memory");
            break;
        }
        *levels = room;
        (*levels)[count++] = level;
    }
    if (status < 0) {
        free(*levels);
        *levels = NULL;
        return -1;
    }
    return count;
}

int calc_bundled_levels(calc_level **levels, cs_error *err)
{
    calc_rules rules = {0, CALC_DEFAULT_DIGITS};
    return calc_parse_levels(calc_bundled_levels_text, &rules, levels, err);
}
