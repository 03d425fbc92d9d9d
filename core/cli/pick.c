/*
 * cli/pick.c: a move typed without its choice, asked for (calcsolve play). A key that
 * picks a place, typed alone ("Round"), is answered by the game's question
 * (cs_game.choices: "Round to which place (2: Round to the hundreds; 1: Round to
 * the tens)? 1-2"); the player types one of its answers ("2") and the move becomes
 * the label the game gave for it ("Round@2"). An answer that is none of them is asked again; an empty one
 * cancels the move, and end of input or Ctrl-C ends the game as at the move's prompt.
 * The choices are the game's: this file knows no game.
 */
#include "shared.h"

#include <string.h>
#include <strings.h>

/* The label of the choice whose answer (or whole label) is typed, into label: 0, or -1 when none is. */
static int find_choice(const char *choices, const char *typed, cs_buf *label)
{
    for (const char *line = choices; *line;) {
        size_t length = strcspn(line, "\n"), tab = strcspn(line, "\t");
        if (tab < length) {
            const char *whole = line + tab + 1;
            size_t whole_length = length - tab - 1;
            if ((strlen(typed) == tab && strncasecmp(typed, line, tab) == 0) ||
                (strlen(typed) == whole_length && strncasecmp(typed, whole, whole_length) == 0)) {
                cs_buf_addn(label, whole, whole_length);
                return 0;
            }
        }
        line += length + (line[length] == '\n');
    }
    return -1;
}

/* typed without spaces and tabs around it, into out. */
static void trim(const char *typed, char *out, size_t size)
{
    typed += strspn(typed, " \t");
    snprintf(out, size, "%s", typed);
    for (size_t n = strlen(out); n > 0 && (out[n - 1] == ' ' || out[n - 1] == '\t');)
        out[--n] = '\0';
}

int pick_choice(const prompter *p, const cs_game *game, const void *puzzle, cs_buf *label)
{
    cs_buf question = {0}, choices = {0}, chosen = {0};
    int status = 0, asking = game->choices && label->data &&
                             game->choices(puzzle, label->data, &question, &choices) == 1;
    if (asking)
        cs_buf_add(&question, " (or Enter to cancel): ");
    if (question.failed || choices.failed || (asking && !choices.data))
        asking = 0, status = -1;
    while (asking) {
        char typed[ANSWER_MAX + 1], answer[ANSWER_MAX + 1];
        if (ask(p, question.data, typed, sizeof typed) != 0) {
            status = 2; /* end of input or Ctrl-C: the game ends */
            break;
        }
        trim(typed, answer, sizeof answer);
        if (!answer[0]) {
            writer_put(p->w, "Cancelled: no move made.\n");
            status = 1;
            break;
        }
        if (find_choice(choices.data, answer, &chosen) == 0) {
            label->len = 0;
            cs_buf_addn(label, chosen.data ? chosen.data : "", chosen.len);
            status = label->failed || chosen.failed ? -1 : 0;
            break;
        }
        writer_put(p->w, "\"");
        writer_escaped(p->w, answer, "\" is not one of the choices; type one of them, or press Enter to cancel.\n");
    }
    cs_buf_free(&question);
    cs_buf_free(&choices);
    cs_buf_free(&chosen);
    return status;
}
