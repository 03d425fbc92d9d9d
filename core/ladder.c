/*
 * ladder.c: the hint ladder as JSON or text (ladder.h); the rungs themselves
 * are each game's (cs_game.ladder).
 */
#include "ladder.h"

#include <stdio.h>
#include <string.h>

cs_rung *cs_ladder_add(cs_ladder *ladder, cs_rung_kind kind)
{
    if (ladder->rung_count >= CS_LADDER_MAX_RUNGS)
        return NULL;
    cs_rung *rung = &ladder->rungs[ladder->rung_count++];
    memset(rung, 0, sizeof *rung);
    rung->kind = kind;
    return rung;
}

void cs_ladder_add_move(cs_ladder *ladder, const char *move)
{
    cs_buf_add(&ladder->solution, move);
    cs_buf_add(&ladder->solution, "\n");
    ladder->solution_count++;
}

int cs_ladder_message_done(cs_ladder *ladder, cs_error *err)
{
    cs_buf *m = &ladder->message;
    if (m->len && m->data[m->len - 1] == '\n')
        m->data[--m->len] = '\0';
    return m->failed ? cs_fail(err, 0, "memory", "out of memory") : 0;
}

void cs_ladder_free(cs_ladder *ladder)
{
    cs_buf_free(&ladder->solution);
    cs_buf_free(&ladder->message);
}

void cs_ladder_list(char *out, size_t size, char labels[][CS_LADDER_LABEL], int count, const char *last)
{
    size_t used = 0;
    out[0] = '\0';
    for (int i = 0; i < count && used < size; i++) {
        const char *sep = i == 0 ? "" : i == count - 1 ? last : ", ";
        int n = snprintf(out + used, size - used, "%s%s%s%s", i && i == count - 1 ? " " : "", sep,
                         i && i == count - 1 ? " " : "", labels[i]);
        if (n < 0)
            break;
        used += (size_t)n;
    }
}

const char *cs_ladder_times(int times, char out[24])
{
    if (times == 1)
        return "once";
    if (times == 2)
        return "twice";
    static const char *const WORDS[] = {"three", "four", "five", "six", "seven", "eight", "nine", "ten"};
    if (times >= 3 && times <= 10)
        snprintf(out, 24, "%s times", WORDS[times - 3]);
    else
        snprintf(out, 24, "%d times", times);
    return out;
}

static const char *const KIND_NAMES[] = {"unused", "count", "waypoint", "next", "solution"};

static void rung_json(cs_buf *out, const cs_ladder *ladder, const cs_rung *rung)
{
    cs_buf_printf(out, "{\"kind\": \"%s\"", KIND_NAMES[rung->kind]);
    switch (rung->kind) {
    case CS_RUNG_UNUSED:
        cs_buf_add(out, ", \"keys\": [");
        for (int i = 0; i < rung->key_count; i++) {
            if (i)
                cs_buf_add(out, ", ");
            cs_json_str(out, rung->keys[i]);
        }
        cs_buf_add(out, "]");
        break;
    case CS_RUNG_COUNT:
        cs_buf_add(out, ", \"key\": ");
        cs_json_str(out, rung->key);
        cs_buf_printf(out, ", \"times\": %d", rung->times);
        break;
    case CS_RUNG_WAYPOINT:
        cs_buf_printf(out, ", \"value\": %lld, \"after\": ", (long long)rung->value);
        if (rung->after >= 0)
            cs_buf_printf(out, "%d", rung->after);
        else
            cs_buf_add(out, "null");
        break;
    case CS_RUNG_NEXT:
        cs_buf_add(out, ", \"press\": ");
        cs_json_str(out, rung->key);
        break;
    case CS_RUNG_SOLUTION: {
        cs_buf_add(out, ", \"presses\": [");
        const char *p = ladder->solution.data ? ladder->solution.data : "";
        for (int i = 0; *p; i++) {
            const char *end = strchr(p, '\n');
            size_t len = end ? (size_t)(end - p) : strlen(p);
            char move[256];
            snprintf(move, sizeof move, "%.*s", (int)(len < sizeof move ? len : sizeof move - 1), p);
            if (i)
                cs_buf_add(out, ", ");
            cs_json_str(out, move);
            p += len + (end != NULL);
        }
        cs_buf_add(out, "]");
        break;
    }
    }
    cs_buf_add(out, ", \"text\": ");
    cs_json_str(out, rung->text);
    cs_buf_add(out, "}");
}

void cs_ladder_report(cs_buf *out, const char *game_name, const cs_ladder *ladder, int json)
{
    const char *message = ladder->message.data ? ladder->message.data : "";
    if (!json) {
        if (ladder->rung_count == 0)
            cs_buf_printf(out, "%s\n", message);
        for (int i = 0; i < ladder->rung_count; i++)
            cs_buf_printf(out, "%d. %s\n", i + 1, ladder->rungs[i].text);
        if (ladder->rung_count && !ladder->complete)
            cs_buf_add(out, "(The search stopped before every shortest solution was seen: only these hints are known.)\n");
        return;
    }
    cs_buf_add(out, "{\"game\": ");
    cs_json_str(out, game_name);
    cs_buf_printf(out, ", \"won\": %s, \"solvable\": %s, \"complete\": %s, \"message\": ", ladder->won ? "true" : "false",
                  ladder->solvable ? "true" : "false", ladder->complete ? "true" : "false");
    if (message[0])
        cs_json_str(out, message);
    else
        cs_buf_add(out, "null");
    cs_buf_add(out, ", \"ladder\": [");
    for (int i = 0; i < ladder->rung_count; i++) {
        if (i)
            cs_buf_add(out, ", ");
        rung_json(out, ladder, &ladder->rungs[i]);
    }
    cs_buf_add(out, "]}");
}
