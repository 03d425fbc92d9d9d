/*
 * test_graph.c: the solution space (calc_graph, graph.h) and the generic
 * generate entry (cs_game.generate, cs_generate_json). For every bundled level
 * the graph's start-to-goal paths, counted with each edge's moves, are exactly
 * the solver's count of shortest solutions, every drawn state lies on one, and
 * the first solution is marked; a space past 200 states is cut and counted; the
 * dot and JSON writers escape labels. generate: the same options give the same
 * JSON, the puzzle text solves in its moves with the solution listed, the day's
 * puzzles come from the date, and bad options name their field.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "calc.h"
#include "game.h"
#include "calc_generate.h"
#include "digits_generate.h"
#include "test_support.h"

/* Paths from node 0 (the start, drawn first) to the last layer, each edge counted once per move it holds. */
static double count_paths(const cs_graph *g)
{
    double paths[CS_GRAPH_MAX_NODES] = {0}, total = 0;
    paths[0] = 1;
    for (int layer = 0; layer < g->layers; layer++)
        for (int i = 0; i < g->edge_count; i++) {
            const cs_graph_edge *e = &g->edges[i];
            if (g->nodes[e->from].layer != layer)
                continue;
            assert_int_equal(g->nodes[e->to].layer, layer + 1); /* every edge moves one layer on */
            int moves = 1;
            for (const char *p = e->label; (p = strstr(p, " / ")) != NULL; p += 3)
                moves++;
            paths[e->to] += paths[e->from] * moves;
        }
    for (int i = 0; i < g->node_count; i++)
        if (g->nodes[i].layer == g->layers - 1)
            total += paths[i];
    return total;
}

static void test_graph_counts_every_shortest_solution(void **state)
{
    (void)state;
    int count;
    calc_level *levels = bundled_levels_or_fail(&count);
    calc_rules rules = {0, CALC_DEFAULT_DIGITS};
    cs_budget budget = {0, 0, NULL, NULL, NULL};
    int checked = 0;
    for (int i = 0; i < count; i++) {
        calc_result r;
        calc_solve(&levels[i], &rules, 1, 0, &budget, &r);
        cs_graph g;
        cs_error err;
        assert_int_equal(calc_graph(&levels[i], &rules, &budget, &g, &err), 0);
        assert_int_equal(g.layers, r.press_count + 1);
        int on_solution = 0;
        for (int n = 0; n < g.node_count; n++)
            on_solution += g.nodes[n].on_solution;
        assert_int_equal(on_solution, r.press_count + 1);
        if (g.total_nodes == (uint64_t)g.node_count && r.count < (1u << 30)) {
            if (count_paths(&g) != (double)r.count)
                fail_msg("level %d: %.0f paths in the graph, %llu shortest solutions", levels[i].number,
                         count_paths(&g), (unsigned long long)r.count);
            checked++;
        }
        cs_graph_free(&g);
        calc_result_free(&r);
    }
    assert_true(checked >= 190);
    free(levels);
}

static void test_graph_is_cut_at_its_bound(void **state)
{
    (void)state;
    /* 1 to (2*3*5*7*11)^2: the states are 2^a 3^b 5^c 7^d 11^e with a..e <= 2, 243 of them */
    cs_options opt = {0};
    opt.display_digits = 8;
    cs_graph g;
    cs_error err;
    const char *level = "start: 1\ngoal: 5336100\nmoves: 10\nbuttons: x2, x3, x5, x7, x11\n";
    assert_int_equal(cs_graph_of(cs_game_find("calculator"), level, &opt, &g, &err), 0);
    assert_int_equal(g.node_count, CS_GRAPH_MAX_NODES);
    assert_int_equal(g.total_nodes, 243);
    assert_true(g.hidden_edges > 0);
    cs_buf dot = {0};
    cs_graph_dot(&dot, &g, "a \"quoted\" title");
    assert_non_null(strstr(dot.data, "label=\"a \\\"quoted\\\" title\""));
    assert_non_null(strstr(dot.data, "43 more states and"));
    cs_buf_free(&dot);
    cs_graph_free(&g);
    /* no solution, no puzzle, a game without a graph: errors, not graphs */
    assert_int_equal(cs_graph_of(cs_game_find("calculator"), "start: 1\ngoal: 9\nmoves: 1\nbuttons: +1\n", NULL, &g, &err), -1);
    assert_string_equal(err.field, "graph");
    assert_int_equal(cs_graph_of(cs_game_find("calculator"), "", NULL, &g, &err), -1);
    assert_int_equal(cs_graph_of(cs_game_find("digits"), "target: 4\nnumbers: 2 2\n", NULL, &g, &err), -1);
    assert_string_equal(err.field, "game");
    char *json = cs_graph_json_of("chess", "", NULL);
    assert_non_null(strstr(json, "\"field\": \"game\""));
    free(json);
}

static void test_generate_entry(void **state)
{
    (void)state;
    cs_generate_options gen = {0};
    gen.seed = 42;
    char *a = cs_generate_json("calculator", &gen, NULL), *b = cs_generate_json("calculator", &gen, NULL);
    assert_string_equal(a, b);
    assert_non_null(strstr(a, "\"text\": \"start: 42\\ngoal: 44444\\nmoves: 5\\nbuttons: <<, 4\\n\""));
    assert_non_null(strstr(a, "\"solution\": [\"<<\", \"4\", \"4\", \"4\", \"4\"]"));
    free(a);
    free(b);
    /* every seed's text solves in its moves, one way, at the difficulty the generator gave */
    const cs_game *game = cs_game_find("calculator");
    for (uint64_t seed = 1; seed <= 50; seed++) {
        gen.seed = seed;
        gen.moves = 3 + (int)(seed % 4);
        void *puzzle;
        double difficulty;
        cs_buf solution = {0}, text = {0};
        cs_error err;
        assert_int_equal(game->generate(&gen, &(cs_options){0}, &puzzle, &difficulty, &solution, &err), 0);
        game->puzzle_text(&text, puzzle);
        cs_options all = {0};
        all.all = 1;
        char *report = cs_solve_json("calculator", text.data, &all);
        char expect[64];
        snprintf(expect, sizeof expect, "\"moves\": %d, ", gen.moves);
        assert_non_null(strstr(report, expect));
        assert_non_null(strstr(report, "\"count\": 1,"));
        snprintf(expect, sizeof expect, "\"difficulty\": %.1f,", difficulty);
        assert_non_null(strstr(report, expect));
        int lines = 0;
        for (size_t i = 0; i < solution.len; i++)
            lines += solution.data[i] == '\n';
        assert_int_equal(lines, gen.moves);
        free(report);
        cs_buf_free(&solution);
        cs_buf_free(&text);
        game->free_puzzle(puzzle);
    }
    /* the day's puzzles: the date decides, the seed does not */
    cs_generate_options day = {0};
    day.date = "2026-11-23";
    day.seed = 1;
    a = cs_generate_json("digits", &day, NULL);
    day.seed = 2;
    b = cs_generate_json("digits", &day, NULL);
    assert_string_equal(a, b);
    assert_non_null(strstr(a, "\"date\": \"2026-11-23\""));
    free(a);
    free(b);
    /* bad options name their field */
    const struct {
        const char *game, *field;
        cs_generate_options gen;
    } bad[] = {
        {"calculator", "moves", {.moves = 13}}, {"calculator", "difficulty", {.difficulty = 0.5}},
        {"calculator", "kinds", {.kinds = "bogus"}}, {"calculator", "date", {.date = "2026-13-01"}},
        {"digits", "ops", {.moves = 1}}, {"digits", "kinds", {.kinds = "add"}}, {"clock", "game", {0}},
        {"calculator", "generate", {.moves = 12, .kinds = "negate", .tries = 5}},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char *json = cs_generate_json(bad[i].game, &bad[i].gen, NULL);
        char field[64];
        snprintf(field, sizeof field, "\"field\": \"%s\"", bad[i].field);
        if (!strstr(json, field))
            fail_msg("%s: %s lacks %s", bad[i].game, json, field);
        free(json);
    }
}

/* digits_puzzle_text of a generated puzzle reads back as the same puzzle
 * (handing a bare digits_puzzle to the game's puzzle_text, which reads a
 * larger struct, would read past its end: ASan sees it). */
static void test_digits_puzzle_text(void **state)
{
    (void)state;
    const cs_game *game = cs_game_find("digits");
    digits_generate_options o = {0};
    o.seed = 3;
    digits_puzzle made;
    cs_error err;
    assert_int_equal(digits_generate(&o, &made, NULL, NULL, &err), 0);
    cs_buf text = {0}, again = {0};
    digits_puzzle_text(&text, &made);
    void *read;
    assert_int_equal(game->parse(text.data, NULL, &read, &err), 0);
    game->puzzle_text(&again, read);
    assert_string_equal(text.data, again.data);
    game->free_puzzle(read);
    cs_buf_free(&text);
    cs_buf_free(&again);
}

TEST_MAIN(cmocka_unit_test(test_graph_counts_every_shortest_solution),
          cmocka_unit_test(test_graph_is_cut_at_its_bound),
          cmocka_unit_test(test_generate_entry),
          cmocka_unit_test(test_digits_puzzle_text))
