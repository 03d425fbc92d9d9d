/*
 * cli/graph.c: `calcsolve solve --graph dot` (or --graph json): the solution
 * space of each puzzle of the file (graph.h, through cs_game.graph) instead of
 * its solution, as a Graphviz digraph per puzzle (`| dot -Tsvg` draws it) or
 * one JSON object a line; `level N ... --graph` the same for bundled levels. A
 * puzzle with nothing to draw (no solution in its moves) is reported on stderr
 * and the others are drawn: the exit status is the one `solve` would give.
 */
#include "shared.h"

#include <string.h>

int command_graph(options *opt, writer *w, const char *text, const int *numbers)
{
    const char *form = opt->value[option_slot(OPT_GRAPH)];
    int dot = strcmp(form, "dot") == 0;
    if (!dot && strcmp(form, "json") != 0)
        return usage_error(w, opt, opt->command, "--graph", "--graph takes dot or json, not \"%.30s\"", form);
    if (!opt->game->graph)
        return usage_error(w, opt, opt->command, "--graph", "%s has no graph of its solutions", opt->game->title);
    cs_error err;
    int count = cs_check_text(opt->game, text, &opt->run, &err);
    if (count < 0)
        return input_error(w, opt, NULL, &err);
    cs_buf block = {0}, out = {0};
    int status = EXIT_DONE;
    for (int i = 0; i < count && status == EXIT_DONE; i++) {
        int first_line;
        interrupt_reset();
        block.len = 0;
        if (cs_puzzle_at(text, i, &block, &first_line) != 0)
            break;
        cs_graph g;
        char where[40];
        if (numbers)
            snprintf(where, sizeof where, "level %d", numbers[i]);
        else
            snprintf(where, sizeof where, "puzzle %d (line %d)", i + 1, first_line);
        if (cs_graph_of(opt->game, block.data ? block.data : "", &opt->run, &g, &err) != 0) {
            if (strcmp(err.field, "memory") == 0 || strstr(err.message, "out of memory")) {
                w->memory = 1; /* writer_close says "out of memory" */
                status = EXIT_MEMORY;
                break;
            }
            fprintf(stderr, "calcsolve: %s: %s: ", where, err.field); /* not drawn; the others are */
            put_escaped(stderr, err.message);
            fputs("\n", stderr);
            continue;
        }
        if (dot)
            cs_graph_dot(&out, &g, where);
        else {
            cs_graph_json(&out, &g);
            cs_buf_add(&out, "\n");
        }
        cs_graph_free(&g);
        if (writer_buf(w, &out) != 0)
            status = EXIT_WRITE;
    }
    cs_buf_free(&block);
    cs_buf_free(&out);
    return status;
}
