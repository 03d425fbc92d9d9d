/*
 * cli/graph.c: `calcsolve solve --graph dot` (or --graph json): the solution
 * space of each puzzle of the file (graph.h, through cs_game.graph) instead of
 * its solution, as a Graphviz digraph per puzzle (`| dot -Tsvg` draws it) or
 * one JSON object a line.
 */
#include "cli.h"

#include <string.h>

int command_graph(options *opt, writer *w, const char *text)
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
        if (cs_puzzle_at(text, i, &block, &first_line) != 0)
            break;
        cs_graph g;
        char where[40];
        snprintf(where, sizeof where, "puzzle %d (line %d)", i + 1, first_line);
        if (cs_graph_of(opt->game, block.data ? block.data : "", &opt->run, &g, &err) != 0) {
            err.line = 0;
            status = input_error(w, opt, where, &err);
            break;
        }
        if (dot)
            cs_graph_dot(&out, &g, where);
        else {
            cs_graph_json(&out, &g);
            cs_buf_add(&out, "\n");
        }
        cs_graph_free(&g);
        block.len = 0;
        if (writer_buf(w, &out) != 0)
            status = EXIT_WRITE;
    }
    cs_buf_free(&block);
    cs_buf_free(&out);
    return status;
}
