/*
 * bench_search.c: the search-speed table of `make bench`: the engine
 * (calc_solve) on the two benchmark levels, tests/bench/level-a-deep.txt and
 * level-b-whole-space.txt, next to the plain flat-array BFS of yardstick_bfs.c,
 * measured in the same run.
 *
 * Each measurement runs in a fresh child process (fork), so its peak memory is
 * its own: bytes per state = (peak RSS after the search - RSS before it, from
 * getrusage's ru_maxrss) / states; time is the child's CPU time (user and
 * system, page faults included), as the benchmark machine is often shared. Engine and yardstick runs alternate, RUNS
 * times each; the table shows the best time and the smallest peak of each. It
 * exits non-zero when the two disagree on the moves or the states stored, so a
 * fast wrong answer cannot pass for a benchmark.
 */
#include "calc.h"
#include "yardstick_bfs.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define RUNS 7

typedef struct measure {
    double ms;
    long long states;
    int moves;        /* -1: not solved */
    long rss_kb;      /* peak RSS growth during the search */
    int ok;
} measure;

typedef struct bench_level {
    const char *name, *path;
    yard_level yard;
    calc_level level;
} bench_level;

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts); /* the machine may be shared: CPU time, not wall */
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

static long max_rss_kb(void)
{
    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    return ru.ru_maxrss;
}

/* The search itself, in the child. */
static measure run_one(const bench_level *b, int engine)
{
    measure m = {0};
    const calc_rules rules = {0, 6};
    long before = max_rss_kb();
    double t = now_ms();
    if (engine) {
        calc_result r;
        calc_solve(&b->level, &rules, 0, 0, NULL, &r);
        m.states = (long long)r.states;
        m.moves = r.solved ? r.moves : -1;
        m.ok = r.stop == CS_FINISHED;
        calc_result_free(&r);
    } else {
        m.ok = yardstick_bfs(&b->yard, &m.states, &m.moves) == 0;
    }
    m.ms = now_ms() - t;
    m.rss_kb = max_rss_kb() - before;
    return m;
}

static measure run_in_child(const bench_level *b, int engine)
{
    measure m = {0};
    int fd[2];
    if (pipe(fd) != 0)
        return m;
    pid_t pid = fork();
    if (pid == 0) {
        close(fd[0]);
        m = run_one(b, engine);
        _exit(write(fd[1], &m, sizeof m) == (ssize_t)sizeof m ? 0 : 1);
    }
    close(fd[1]);
    if (pid < 0 || read(fd[0], &m, sizeof m) != (ssize_t)sizeof m)
        m.ok = 0;
    close(fd[0]);
    if (pid > 0)
        waitpid(pid, NULL, 0);
    return m;
}

static int load(bench_level *b)
{
    FILE *f = fopen(b->path, "rb");
    char text[4096];
    size_t n = f ? fread(text, 1, sizeof text - 1, f) : 0;
    if (f)
        fclose(f);
    text[n] = '\0';
    const calc_rules rules = {0, 6};
    calc_level *levels;
    cs_error err;
    if (calc_parse_levels(text, &rules, &levels, &err) != 1) {
        fprintf(stderr, "bench_search: %s: %s\n", b->path, n ? err.message : "cannot read");
        return -1;
    }
    b->level = levels[0];
    free(levels);
    if (b->level.start != b->yard.start || b->level.goal != b->yard.goal || b->level.moves != b->yard.moves ||
        b->level.button_count != b->yard.button_count) {
        fprintf(stderr, "bench_search: %s is not the level the yardstick searches\n", b->path);
        return -1;
    }
    return 0;
}

static void keep_best(measure *best, measure m)
{
    if (m.ms < best->ms)
        best->ms = m.ms;
    if (m.rss_kb < best->rss_kb)
        best->rss_kb = m.rss_kb;
    best->states = m.states;
    best->moves = m.moves;
    best->ok = best->ok && m.ok;
}

int main(void)
{
    bench_level levels[2] = {
        {"A (deep)", "tests/bench/level-a-deep.txt",
         {3, 654321, 52, 5, {Y_NEGATE, Y_SUB3, Y_SUB5, Y_DIV2, Y_REVERSE}}, {0}},
        {"B (whole space)", "tests/bench/level-b-whole-space.txt",
         {1, 0, 99, 5, {Y_NEGATE, Y_SUB3, Y_APPEND9, Y_REVERSE, Y_MUL2}}, {0}},
    };
    int status = 0;
    printf("level            | engine: ms, B/state        | flat BFS: ms, B/state      | time ratio | states, moves\n");
    for (int i = 0; i < 2; i++) {
        bench_level *b = &levels[i];
        if (load(b) != 0)
            return 1;
        measure eng = {1e300, 0, 0, 1L << 40, 1}, yard = eng;
        for (int run = 0; run < RUNS; run++) {
            keep_best(&eng, run_in_child(b, 1));
            keep_best(&yard, run_in_child(b, 0));
        }
        int agree = eng.ok && yard.ok && eng.states == yard.states && eng.moves == yard.moves;
        printf("%-16s | %8.1f ms, %5.1f B/state | %8.1f ms, %5.1f B/state | %9.2fx | %lld, %d%s\n", b->name,
               eng.ms, eng.rss_kb * 1024.0 / (double)eng.states, yard.ms, yard.rss_kb * 1024.0 / (double)yard.states,
               eng.ms / yard.ms, eng.states, eng.moves,
               agree ? "" : "  DISAGREE (yardstick: different states or moves)");
        if (!agree)
            status = 1;
    }
    printf("(best of %d runs each, alternating, each in a fresh process; ms = CPU time; B/state = peak RSS growth"
           " (getrusage ru_maxrss) / states stored)\n", RUNS);
    return status;
}
