/*
 * cli/help.c: `calcsolve help buttons`: what each button of Calculator: The
 * Game does, with an example, then the portal, Store's Save and the two Store rules, from
 * the game's own help (cs_game.help_topic) so the words are the page's too.
 * Lines are wrapped to 80 columns (wrap.c).
 */
#include "shared.h"

#include <string.h>

#define HELP_INDENT "      "

/* text after `first` on its first line, wrapped (wrap.c), each line after HELP_INDENT. */
static void wrap(cs_buf *out, const char *first, const char *text)
{
    cs_buf_add(out, HELP_INDENT);
    cs_buf_add(out, first);
    cli_wrap(out, strlen(HELP_INDENT) + cli_columns(first, strlen(first)), text, strlen(HELP_INDENT) + 2);
}

int command_help_buttons(writer *w)
{
    const cs_game *game = cs_game_find("calculator");
    cs_help_topic topic;
    cs_buf out = {0};
    cs_buf_add(&out, "What each button of Calculator: The Game does, with an example:\n");
    for (int i = 0; game && game->help_topic && game->help_topic(i, &topic) == 0; i++) {
        if (strcmp(topic.topic, "portal") == 0)
            cs_buf_add(&out, "\nThe portal, Store's Save, and the two Store rules (--classic: saving is free):\n");
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
