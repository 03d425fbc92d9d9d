/*
 * calc2/level.c: the level format of Calculator 2, the first game's with several goals:
 *
 *     level: 184            (optional)
 *     start: 54
 *     goals: 49, 11         (or goal: 49 for one)
 *     moves: 3
 *     buttons: Lock, Sort>, /5
 *     portal: 3 0           (optional: entry place, exit place)
 *
 * and, for a game in progress, display: (the number shown), left: (moves left for the
 * goal under way), store:, offset: (the [+]N sum), lock: (the place a Lock holds) and
 * reached: (the goals reached so far). One `key: value` a line, `#` starts a comment,
 * a blank line ends a level; the parser stops at the first problem and names its line
 * and field.
 */
#include "calc2.h"
#include "fastops.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { K_LEVEL, K_START, K_GOALS, K_MOVES, K_BUTTONS, K_PORTAL, K_DISPLAY, K_LEFT, K_STORE, K_OFFSET, K_LOCK,
       K_REACHED, K_COUNT };
static const char *const NAMES[K_COUNT] = {"level", "start", "goals", "moves", "buttons", "portal", "display",
                                           "left", "store", "offset", "lock", "reached"};
static const char EXPECTED_KEYS[] =
    "level, start, goal, goals, moves, buttons, portal, display, left, store, offset, lock, reached";

typedef struct draft {
    calc2_level level;
    int seen[K_COUNT];
    int64_t reached[CALC2_MAX_GOALS];
    int reached_count;
    int any;
} draft;

static int display_value(const char *text, int line, const char *field, int64_t *out, cs_error *err)
{
    if (cs_parse_whole(text, line, field, out, err) != 0)
        return -1;
    if (*out > CALC2_LIMIT || *out < -CALC2_LIMIT)
        return cs_fail(err, line, field, "%lld does not fit the display (six digits: at most %d either side of 0)",
                       (long long)*out, CALC2_LIMIT);
    return 0;
}

/* A comma- or space-separated list of at most max display values: the count, or -1 with err. */
static int value_list(char *text, int line, const char *field, int64_t *out, int max, cs_error *err)
{
    int count = 0;
    for (char *p = text; *p;) {
        p += strspn(p, " ,\t");
        if (!*p)
            break;
        size_t n = strcspn(p, " ,\t");
        char saved = p[n];
        p[n] = '\0';
        if (count == max)
            return cs_fail(err, line, field, max == 2 ? "expected two places, entry then exit, e.g. \"portal: 4 0\""
                                                      : "more than %d goals", max);
        int status = display_value(p, line, field, &out[count], err);
        p[n] = saved;
        if (status != 0)
            return -1;
        for (int i = 0; i < count; i++)
            if (out[i] == out[count])
                return cs_fail(err, line, field, "%lld is listed twice", (long long)out[i]);
        count++;
        p += n;
    }
    if (count == 0)
        return cs_fail(err, line, field, "expected one or more numbers, e.g. \"goals: 49, 11\"");
    return count;
}

static int parse_keys(char *value, int line, calc2_level *level, cs_error *err)
{
    if (!*cs_trim(value))
        return cs_fail(err, line, "buttons", "no buttons (expected a comma-separated list, e.g. +2, Sort>, Round)");
    for (char *item = value;;) {
        char *comma = strchr(item, ',');
        if (comma)
            *comma = '\0';
        calc2_key key;
        if (calc2_parse_key(cs_trim(item), &key, err) != 0) {
            err->line = line;
            return -1;
        }
        int duplicate = 0;
        for (int i = 0; i < level->key_count; i++)
            duplicate |= strcmp(level->keys[i].label, key.label) == 0;
        if (!duplicate) { /* the same key twice is one key */
            if (level->key_count == CALC_MAX_BUTTONS)
                return cs_fail(err, line, "buttons", "more than %d buttons", CALC_MAX_BUTTONS);
            level->keys[level->key_count++] = key;
        }
        if (!comma || !*cs_trim(comma + 1))
            return 0;
        item = comma + 1;
    }
}

static int parse_portal(char *value, int line, calc2_level *level, cs_error *err)
{
    int64_t places[2];
    if (value_list(value, line, "portal", places, 2, err) != 2 || places[0] < 0 || places[1] < 0)
        return cs_fail(err, line, "portal", "expected two places, entry then exit, e.g. \"portal: 4 0\"");
    if (places[0] > CALC2_DIGITS - 1)
        return cs_fail(err, line, "portal", "places count from 0 (the ones place) to %d", CALC2_DIGITS - 1);
    if (places[0] <= places[1])
        return cs_fail(err, line, "portal", "the entry place (%lld) must be left of the exit place (%lld): ENTRY > EXIT",
                       (long long)places[0], (long long)places[1]);
    level->has_portal = 1;
    level->portal_in = (int)places[0];
    level->portal_out = (int)places[1];
    return 0;
}

static int parse_count(const char *value, int line, const char *field, int low, int high, int64_t *n, cs_error *err)
{
    if (cs_parse_whole(value, line, field, n, err) != 0) {
        if (cs_parse_int64(value, n) == -2)
            return cs_fail(err, line, field, "\"%.40s\" is outside %d..%d", value, low, high);
        return -1;
    }
    if (*n < low || *n > high)
        return cs_fail(err, line, field, "%lld is outside %d..%d", (long long)*n, low, high);
    return 0;
}

static int parse_field(draft *d, int key, char *value, int line, cs_error *err)
{
    calc2_level *level = &d->level;
    int64_t n;
    switch (key) {
    case K_LEVEL:
        if (cs_parse_int64(value, &n) != 0 || n < 1 || n > 1000000)
            return cs_fail(err, line, "level", "\"%.40s\" is not a level number (1 to 1000000)", value);
        level->number = (int)n;
        return 0;
    case K_START:
        return display_value(value, line, "start", &level->start, err);
    case K_DISPLAY:
        return display_value(value, line, "display", &level->display, err);
    case K_GOALS:
        level->goal_count = value_list(value, line, "goals", level->goals, CALC2_MAX_GOALS, err);
        return level->goal_count < 0 ? -1 : 0;
    case K_REACHED:
        d->reached_count = value_list(value, line, "reached", d->reached, CALC2_MAX_GOALS, err);
        return d->reached_count < 0 ? -1 : 0;
    case K_MOVES:
        if (parse_count(value, line, "moves", 1, CALC_MAX_MOVES, &n, err) != 0)
            return -1;
        level->moves = (int)n;
        return 0;
    case K_LEFT:
        if (parse_count(value, line, "left", 0, CALC_MAX_MOVES, &n, err) != 0)
            return -1;
        level->left = (int)n;
        return 0;
    case K_LOCK:
        if (parse_count(value, line, "lock", 0, CALC2_DIGITS - 1, &n, err) != 0)
            return -1;
        level->lock = (int)n;
        return 0;
    case K_STORE:
        if (display_value(value, line, "store", &level->store, err) != 0)
            return -1;
        level->has_store = 1;
        return level->store < 0 ? cs_fail(err, line, "store", "Store holds only numbers of 0 or more") : 0;
    case K_OFFSET:
        if (display_value(value, line, "offset", &level->offset, err) != 0)
            return -1;
        return level->offset < 0 ? cs_fail(err, line, "offset", "the [+]N offset is a sum of presses: 0 or more") : 0;
    case K_BUTTONS:
        return parse_keys(value, line, level, err);
    default:
        return parse_portal(value, line, level, err);
    }
}

/* A key of the first game of the kind, or of the sequel's kind, is on the level. */
static int has_key(const calc2_level *level, calc2_kind kind, calc_kind first)
{
    for (int i = 0; i < level->key_count; i++)
        if (level->keys[i].kind == kind && (kind != CALC2_FIRST || level->keys[i].first.kind == first))
            return 1;
    return 0;
}

/* The fields of a game in progress agree with the level. 0, or -1 with err. */
static int check_progress(draft *d, cs_error *err)
{
    calc2_level *level = &d->level;
    if (d->seen[K_STORE] && !has_key(level, CALC2_FIRST, CALC_STORE))
        return cs_fail(err, d->seen[K_STORE], "store", "store is given, but the level has no Store button");
    if (d->seen[K_OFFSET] && !has_key(level, CALC2_FIRST, CALC_META))
        return cs_fail(err, d->seen[K_OFFSET], "offset", "offset is given, but the level has no [+]N button");
    if (d->seen[K_LOCK] && !has_key(level, CALC2_LOCK, CALC_ADD))
        return cs_fail(err, d->seen[K_LOCK], "lock", "lock is given, but the level has no Lock button");
    if (d->seen[K_LOCK] && level->lock >= calc_digit_count(calc_abs(level->display)))
        return cs_fail(err, d->seen[K_LOCK], "lock", "place %d is not a digit of %lld (places count from 0, the ones)",
                       level->lock, (long long)level->display);
    if (level->left > level->moves)
        return cs_fail(err, d->seen[K_LEFT], "left", "%d moves left, more than the level's %d", level->left,
                       level->moves);
    for (int r = 0; r < d->reached_count; r++) {
        int found = -1;
        for (int g = 0; g < level->goal_count; g++)
            if (level->goals[g] == d->reached[r])
                found = g;
        if (found < 0)
            return cs_fail(err, d->seen[K_REACHED], "reached", "%lld is not a goal of the level", (long long)d->reached[r]);
        level->reached |= 1u << found;
    }
    return 0;
}

static int finish(draft *d, calc2_parser *parser, calc2_level *out, cs_error *err)
{
    static const int required[] = {K_START, K_GOALS, K_MOVES, K_BUTTONS};
    for (size_t i = 0; i < sizeof required / sizeof required[0]; i++)
        if (!d->seen[required[i]])
            return cs_fail(err, d->level.line, NAMES[required[i]], "the level that starts here has no %s%s",
                           NAMES[required[i]], required[i] == K_GOALS ? " (goal: N, or goals: N, M)" : "");
    if (!d->seen[K_DISPLAY])
        d->level.display = d->level.start;
    if (!d->seen[K_LEFT])
        d->level.left = d->level.moves;
    if (check_progress(d, err) != 0)
        return -1;
    *out = d->level;
    parser->count++;
    return 1;
}

void calc2_parser_start(calc2_parser *parser, const char *text)
{
    if ((unsigned char)text[0] == 0xEF && (unsigned char)text[1] == 0xBB && (unsigned char)text[2] == 0xBF)
        text += 3; /* a UTF-8 byte-order mark */
    parser->next = text;
    parser->line = 0;
    parser->count = 0;
}

static int parse_line(draft *d, char *content, int line, cs_error *err)
{
    char *colon = strchr(content, ':');
    if (!colon)
        return cs_fail(err, line, "line", "expected \"key: value\", got \"%.40s\"", content);
    *colon = '\0';
    char *name = cs_trim(content), *value = cs_trim(colon + 1);
    for (char *k = name; *k; k++)
        *k = (char)tolower((unsigned char)*k);
    int key = 0;
    if (strcmp(name, "goal") == 0)
        key = K_GOALS; /* one goal: the same field */
    while (key < K_COUNT && strcmp(name, NAMES[key]) != 0 && !(key == K_GOALS && strcmp(name, "goal") == 0))
        key++;
    if (key == K_COUNT)
        return cs_fail(err, line, name, "unknown key \"%.30s\" (expected %s)", name, EXPECTED_KEYS);
    if (d->seen[key])
        return cs_fail(err, line, NAMES[key], "%s is given twice (first on line %d; goal and goals are one field); "
                       "a blank line separates levels", key == K_GOALS ? name : NAMES[key], d->seen[key]);
    if (!d->any)
        d->level.line = line;
    d->any = 1;
    d->seen[key] = line;
    return parse_field(d, key, value, line, err);
}

int calc2_parse_next(calc2_parser *parser, calc2_level *level, cs_error *err)
{
    draft d;
    char line[CALC_MAX_LINE + 2];
    memset(&d, 0, sizeof d);
    d.level.lock = -1;
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
        if (*content && parse_line(&d, content, parser->line, err) != 0)
            return -1;
        if (!*content && d.any)
            return finish(&d, parser, level, err);
    }
    if (d.any)
        return finish(&d, parser, level, err);
    if (parser->count == 0)
        return cs_fail(err, 0, "input", "no level found (expected lines like \"start: 0\", \"goals: 4, 8\", "
                       "\"moves: 3\", \"buttons: +2, Sort>\")");
    return 0;
}

int calc2_parse_levels(const char *text, calc2_level **levels, cs_error *err)
{
    calc2_parser parser;
    calc2_level level;
    int count = 0, capacity = 0, status;
    *levels = NULL;
    calc2_parser_start(&parser, text);
    while ((status = calc2_parse_next(&parser, &level, err)) == 1) {
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

/* The goals, or the reached ones only, joined by ", ". */
static void goal_list(cs_buf *out, const calc2_level *level, int reached_only, const char *between)
{
    int listed = 0;
    for (int g = 0; g < level->goal_count; g++)
        if (!reached_only || (level->reached >> g & 1u))
            cs_buf_printf(out, "%s%lld", listed++ ? between : "", (long long)level->goals[g]);
}

void calc2_level_text(cs_buf *out, const calc2_level *level)
{
    if (level->number)
        cs_buf_printf(out, "level: %d\n", level->number);
    cs_buf_printf(out, "start: %lld\n%s: ", (long long)level->start, level->goal_count > 1 ? "goals" : "goal");
    goal_list(out, level, 0, ", ");
    cs_buf_printf(out, "\nmoves: %d\nbuttons: ", level->moves);
    for (int i = 0; i < level->key_count; i++)
        cs_buf_printf(out, "%s%s", i ? ", " : "", level->keys[i].label);
    cs_buf_add(out, "\n");
    if (level->has_portal)
        cs_buf_printf(out, "portal: %d %d\n", level->portal_in, level->portal_out);
    if (level->display != level->start)
        cs_buf_printf(out, "display: %lld\n", (long long)level->display);
    if (level->left != level->moves)
        cs_buf_printf(out, "left: %d\n", level->left);
    if (level->has_store)
        cs_buf_printf(out, "store: %lld\n", (long long)level->store);
    if (level->offset)
        cs_buf_printf(out, "offset: %lld\n", (long long)level->offset);
    if (level->lock >= 0)
        cs_buf_printf(out, "lock: %d\n", level->lock);
    if (level->reached) {
        cs_buf_add(out, "reached: ");
        goal_list(out, level, 1, ", ");
        cs_buf_add(out, "\n");
    }
}

/* A key with more than one press on the display now (a pick key, Store): "choices", each
 * press's label and its words, in the order a player reads them (calc2_key_choices). */
static void key_choices_json(cs_buf *out, const calc2_level *level, int index)
{
    calc2_state state = calc2_level_state(level);
    calc2_press presses[CALC2_MAX_PRESSES];
    int count = calc2_key_choices(level, &state, index, presses);
    if (count < 2 || calc2_level_won(level))
        return;
    cs_buf_add(out, ", \"choices\": [");
    for (int i = 0; i < count; i++) {
        char label[CALC2_LABEL_SIZE], words[160];
        calc2_press_label(level, presses[i], label);
        calc2_press_words(level, &state, presses[i], words, sizeof words);
        cs_buf_add(out, i ? ", {\"move\": " : "{\"move\": ");
        cs_json_str(out, label);
        cs_buf_add(out, ", \"words\": ");
        cs_json_str(out, words);
        cs_buf_add(out, "}");
    }
    cs_buf_add(out, "]");
}

void calc2_level_json(cs_buf *out, const calc2_level *level)
{
    calc2_state state = calc2_level_state(level);
    cs_buf_add(out, "{\"level\": ");
    if (level->number)
        cs_buf_printf(out, "%d", level->number);
    else
        cs_buf_add(out, "null");
    cs_buf_printf(out, ", \"start\": %lld, \"goals\": [", (long long)level->start);
    goal_list(out, level, 0, ", ");
    cs_buf_printf(out, "], \"moves\": %d, \"buttons\": [", level->moves);
    for (int i = 0; i < level->key_count; i++) {
        cs_buf_add(out, i ? ", {\"label\": " : "{\"label\": ");
        cs_json_str(out, level->keys[i].label);
        cs_buf_printf(out, ", \"kind\": \"%s\", \"picks\": %s, \"family\": \"%s\", \"help\": ",
                      calc2_kind_id(&level->keys[i]), calc2_picks_place(&level->keys[i]) ? "true" : "false",
                      calc2_key_family(&level->keys[i]));
        char text[400];
        calc2_key_help(&level->keys[i], text, sizeof text);
        cs_json_str(out, text);
        /* for a screen reader (spoken.c): the key's name in words, and its help so said */
        cs_buf_add(out, ", \"spoken\": ");
        calc2_key_spoken(&level->keys[i], &state, text, sizeof text);
        cs_json_str(out, text);
        cs_buf_add(out, ", \"help_spoken\": ");
        calc2_key_help_spoken(&level->keys[i], text, sizeof text);
        cs_json_str(out, text);
        key_choices_json(out, level, i);
        cs_buf_add(out, "}");
    }
    cs_buf_add(out, "], \"portal\": ");
    if (level->has_portal)
        cs_buf_printf(out, "[%d, %d]", level->portal_in, level->portal_out);
    else
        cs_buf_add(out, "null");
    if (level->display != level->start)
        cs_buf_printf(out, ", \"display\": %lld", (long long)level->display);
    if (level->left != level->moves)
        cs_buf_printf(out, ", \"left\": %d", level->left);
    if (level->has_store)
        cs_buf_printf(out, ", \"store\": %lld", (long long)level->store);
    if (level->offset)
        cs_buf_printf(out, ", \"offset\": %lld", (long long)level->offset);
    if (level->lock >= 0) { /* the place, and its digit in words ("the 9 (hundreds)") */
        char digit[48];
        calc2_digit_words(level->display, level->lock, digit, sizeof digit);
        cs_buf_printf(out, ", \"lock\": %d, \"locked\": ", level->lock);
        cs_json_str(out, digit);
    }
    if (level->reached) {
        cs_buf_add(out, ", \"reached\": [");
        goal_list(out, level, 1, ", ");
        cs_buf_add(out, "]");
    }
    cs_buf_add(out, "}");
}

/* The table the Makefile makes from core/calc2/levels.txt, the one copy of the levels. */
extern const char calc2_bundled_levels_text[];

const char *calc2_bundled_text(void) { return calc2_bundled_levels_text; }
