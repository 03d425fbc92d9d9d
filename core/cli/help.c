/*
 * cli/help.c: `calcsolve help buttons`: what each button of Calculator: The
 * Game does, with an example, then the portal and the two Store rules, from
 * the game's own help (cs_game.help_topic) so the words are the page's too.
 * Lines are wrapped to 80 columns, counted in characters (UTF-8), not bytes.
 */
#include "cli.h"

#include <string.h>

#define HELP_COLUMNS 80
#define HELP_INDENT "      "

/* Columns a piece of UTF-8 text takes: one a character. */
static size_t columns(const char *text, size_t bytes)
{
    size_t n = 0;
    for (size_t i = 0; i < bytes; i++)
        n += ((unsigned char)text[i] & 0xC0) != 0x80;
    return n;
}

/* text after `first` on its first line, wrapped at spaces into lines of at
 * most HELP_COLUMNS columns, each after HELP_INDENT. */
static void wrap(cs_buf *out, const char *first, const char *text)
{
    size_t used = strlen(HELP_INDENT) + columns(first, strlen(first));
    cs_buf_add(out, HELP_INDENT);
    cs_buf_add(out, first);
    for (const char *word = text; *word;) {
        size_t bytes = strcspn(word, " "), width = columns(word, bytes);
        int first_word = word == text;
        if (!first_word && used + 1 + width > HELP_COLUMNS) {
            cs_buf_add(out, "\n" HELP_INDENT "  ");
            used = strlen(HELP_INDENT) + 2;
        } else if (!first_word) {
            cs_buf_add(out, " ");
            used++;
        }
        cs_buf_addn(out, word, bytes);
        used += width;
        word += bytes;
        word += strspn(word, " ");
    }
    cs_buf_add(out, "\n");
}

int command_help_buttons(writer *w)
{
    const cs_game *game = cs_game_find("calculator");
    cs_help_topic topic;
    cs_buf out = {0};
    cs_buf_add(&out, "What each button of Calculator: The Game does, with an example:\n");
    for (int i = 0; game && game->help_topic && game->help_topic(i, &topic) == 0; i++) {
        if (strcmp(topic.topic, "portal") == 0)
            cs_buf_add(&out, "\nThe portal, and the two Store rules (--classic: saving is free):\n");
        cs_buf_printf(&out, "\n  %s\n", topic.name);
        wrap(&out, "", topic.summary);
        wrap(&out, "e.g. ", topic.example);
    }
    int failed = out.failed;
    writer_buf(w, &out);
    cs_buf_free(&out);
    if (failed)
        w->memory = 1; /* writer_close says "out of memory" */
    return failed ? EXIT_MEMORY : EXIT_DONE;
}
