/*
 * cli/commands.c: the batch commands of the command line: solve (a level file
 * or standard input), level (bundled levels), digits and clock. Each answer is
 * written as soon as it is ready, so memory does not grow with the number of
 * levels, and a write error ends the run at once. Before each search the Ctrl-C
 * flag is cleared: one Ctrl-C cancels the search under way, two within a
 * second stop the run.
 */
#include "cli.h"
#include "clock.h"
#include "digits.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

#define MAX_INPUT_BYTES (16u << 20)

static int read_input(const char *path, char **text, cs_error *err)
{
    FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
    if (!f)
        return cs_fail(err, 0, "file", "cannot open \"%.200s\"", path);
    size_t cap = 4096, len = 0;
    char *buf = malloc(cap);
    for (size_t got; buf && (got = fread(buf + len, 1, cap - len - 1, f)) > 0;) {
        len += got;
        if (len > MAX_INPUT_BYTES)
            break;
        if (cap - len - 1 == 0) {
            char *more = realloc(buf, cap * 2);
            if (!more)
                free(buf);
            buf = more;
            cap *= 2;
        }
    }
    if (f != stdin)
        fclose(f);
    if (!buf)
        return cs_fail(err, 0, "file", "out of memory reading \"%.200s\"", path);
    if (len > MAX_INPUT_BYTES) {
        free(buf);
        return cs_fail(err, 0, "file", "input is larger than %u MiB (the limit of one run)", MAX_INPUT_BYTES >> 20);
    }
    buf[len] = '\0';
    if (memchr(buf, '\0', len)) {
        int line = 1;
        for (const char *p = buf; *p; p++)
            line += *p == '\n';
        free(buf);
        return cs_fail(err, line, "file", "contains a NUL byte (not a text file?)");
    }
    *text = buf;
    return 0;
}

static int before_level(void *context)
{
    (void)context;
    interrupt_reset(); /* one Ctrl-C cancels the level under way, not the ones after it */
    return interrupt_quit();
}

static int after_level(void *context, cs_buf *out) { return writer_buf(context, out); }

int command_solve(options *opt, writer *w)
{
    cs_error err;
    char *text = NULL;
    if (read_input(opt->positional_count ? opt->positional[0] : "-", &text, &err) != 0)
        return input_error(w, opt, NULL, &err);
    cs_buf out = {0};
    calc_each each = {before_level, after_level, w};
    int status = calc_run_each(text, &opt->rules, opt->all, opt->json ? CALC_JSON_LINES : CALC_TEXT, &opt->budget,
                               &each, &out, &err);
    free(text);
    if (status < 0) {
        cs_buf_free(&out);
        return input_error(w, opt, NULL, &err);
    }
    writer_buf(w, &out);
    cs_buf_free(&out);
    return EXIT_DONE;
}

static double now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

/* One line of `level all`: the outcome, the presses, the count with --all. */
static void summary_line(cs_buf *out, const calc_level *level, const calc_result *result, int count_all)
{
    cs_buf_printf(out, "Level %3d: %-9s", level->number, result->solved ? "solved" : "UNSOLVED");
    if (result->solved)
        cs_buf_printf(out, " %d/%d moves:", result->moves, level->moves);
    for (int i = 0; i < result->press_count; i++)
        cs_buf_printf(out, " %s", calc_press_label(level, result->presses[i]));
    if (count_all && result->solved)
        cs_buf_printf(out, "; %s%llu shortest solution%s",
                      result->count_saturated || result->stop != CS_FINISHED ? "at least " : "",
                      (unsigned long long)result->count, result->count == 1 ? "" : "s");
    cs_buf_printf(out, "  (%llu state%s)\n", (unsigned long long)result->states, result->states == 1 ? "" : "s");
}

/* Bundled levels picked by number (or all), each checked under the run's rules. */
static int pick_levels(options *opt, writer *w, const calc_level *levels, int count, int *picks, int *pick_count)
{
    cs_error err;
    int all = strcmp(opt->positional[0], "all") == 0;
    if (all && opt->positional_count > 1)
        return usage_error(w, opt, "level", "level", "\"%.30s\": `level all` takes no level numbers",
                           opt->positional[1]);
    *pick_count = 0;
    for (int i = 0; i < (all ? count : opt->positional_count); i++) {
        int64_t n = i + 1;
        const char *arg = all ? "all" : opt->positional[i];
        if (!all && strcmp(arg, "all") == 0)
            return usage_error(w, opt, "level", "level", "\"all\" cannot be mixed with level numbers");
        if (!all && (cs_parse_int64(arg, &n) != 0 || n < 1 || n > count)) {
            cs_fail(&err, 0, "level", "\"%.30s\" is not a bundled level (1..%d, or all)", arg, count);
            return input_error(w, opt, NULL, &err);
        }
        if (calc_check_level(&levels[n - 1], &opt->rules, &err) != 0) {
            char where[32];
            snprintf(where, sizeof where, "level %d", levels[n - 1].number);
            return input_error(w, opt, where, &err);
        }
        picks[(*pick_count)++] = (int)n - 1;
    }
    return EXIT_DONE;
}

int command_level(options *opt, writer *w)
{
    cs_error err;
    calc_level *levels;
    int count = calc_bundled_levels(&levels, &err);
    if (count < 0)
        return input_error(w, opt, NULL, &err);
    int *picks = malloc((size_t)count * sizeof *picks), pick_count = 0;
    if (!picks)
        w->memory = 1; /* writer_close says "out of memory" */
    int status = picks ? pick_levels(opt, w, levels, count, picks, &pick_count) : EXIT_MEMORY;
    int all = strcmp(opt->positional[0], "all") == 0, solved = 0;
    uint64_t states = 0;
    double started = now_ms();
    cs_buf out = {0};
    for (int k = 0; status == EXIT_DONE && k < pick_count && before_level(NULL) == 0; k++) {
        const calc_level *level = &levels[picks[k]];
        calc_result result;
        calc_solve(level, &opt->rules, opt->all, CALC_MAX_LISTED, &opt->budget, &result);
        solved += result.solved && result.moves <= level->moves;
        states += result.states;
        if (opt->json) {
            calc_report_json(&out, level, &opt->rules, &result, opt->all);
            cs_buf_add(&out, "\n");
        } else if (all) {
            summary_line(&out, level, &result, opt->all);
        } else {
            cs_buf_add(&out, k ? "\n" : "");
            calc_report_text(&out, level, &opt->rules, &result, opt->all);
        }
        calc_result_free(&result);
        if (writer_buf(w, &out) != 0)
            break;
    }
    if (status == EXIT_DONE && all && !opt->json && !interrupt_quit())
        cs_buf_printf(&out, "%d of %d levels solved within their moves; %llu states explored in %.1f ms\n", solved,
                      count, (unsigned long long)states, now_ms() - started);
    if (status == EXIT_DONE)
        writer_buf(w, &out);
    cs_buf_free(&out);
    free(picks);
    free(levels);
    return status;
}

int command_digits(options *opt, writer *w)
{
    cs_error err;
    cs_buf numbers = {0}, out = {0};
    for (int i = 1; i < opt->positional_count; i++) {
        cs_buf_add(&numbers, i > 1 ? " " : "");
        cs_buf_add(&numbers, opt->positional[i]);
    }
    interrupt_reset();
    int status = digits_run(opt->positional[0], numbers.data ? numbers.data : "", opt->all, opt->json, &opt->budget,
                            &out, &err);
    cs_buf_free(&numbers);
    if (status != 0) {
        cs_buf_free(&out);
        return input_error(w, opt, NULL, &err);
    }
    if (opt->json)
        cs_buf_add(&out, "\n");
    writer_buf(w, &out);
    cs_buf_free(&out);
    return EXIT_DONE;
}

int command_clock(options *opt, writer *w)
{
    cs_error err;
    cs_buf out = {0};
    interrupt_reset();
    if (clock_run(opt->positional[0], opt->positional[1], CLOCK_NATIVE_MAX_SPACE, opt->json, &opt->budget, &out,
                  &err) != 0) {
        cs_buf_free(&out);
        return input_error(w, opt, NULL, &err);
    }
    if (opt->json)
        cs_buf_add(&out, "\n");
    writer_buf(w, &out);
    cs_buf_free(&out);
    return EXIT_DONE;
}

