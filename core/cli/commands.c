/*
 * cli/commands.c: the batch commands of the command line: solve (a level file
 * or standard input), level (bundled levels) and any game by name with its
 * fields as arguments (digits, clock). Every one goes through the game
 * interface (game.h) and nothing else: the text is checked whole first (an
 * input error writes nothing), then cs_run solves each puzzle and the answer is
 * written as soon as it is ready, so memory does not grow with the number of
 * levels, and a write error ends the run at once. Before each search the Ctrl-C
 * flag is cleared: one Ctrl-C cancels the search under way, two within a
 * second stop the run.
 */
#include "shared.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

/* ---- streaming through cs_run ---- */

typedef struct stream {
    writer *w;
    const options *opt;
    const char *text;      /* the puzzles' text, for the line of each (hint names them) */
    const int *numbers;    /* level: the bundled number of each puzzle, or NULL */
    int count;             /* puzzles in text */
    int index;             /* the puzzle under way, from 1 */
    int hint;              /* hints, not solutions */
    int solved;            /* results solved within their limits (game->outcome) */
    uint64_t states;       /* states the searches stored */
} stream;

/* What the puzzle under way is called: "level 199", "puzzle 2 (line 6)", or the game's name. */
static void puzzle_name(void *context, char *out, size_t size)
{
    const stream *s = context;
    int first_line = 0;
    cs_buf block = {0};
    if (s->numbers)
        snprintf(out, size, "level %d", s->numbers[s->index - 1]);
    else if (s->text && s->count > 1 && cs_puzzle_at(s->text, s->index - 1, &block, &first_line) == 0)
        snprintf(out, size, "puzzle %d (line %d)", s->index, first_line);
    else
        snprintf(out, size, "%s", s->opt->game->name);
    cs_buf_free(&block);
}

static int before_puzzle(void *context)
{
    stream *s = context;
    interrupt_reset(); /* one Ctrl-C cancels the puzzle under way, not the ones after it */
    s->index++;
    progress_start(s->opt->progress, "", puzzle_name, s);
    return interrupt_quit();
}

/* --summary: the first line (the answer's length), then the first moves only. */
static void write_summary(writer *w, const char *text, size_t length)
{
    const char *newline = memchr(text, '\n', length);
    size_t first = newline ? (size_t)(newline - text) + 1 : length, moves = 0, shown = 0;
    writer_write(w, text, first);
    for (size_t i = first; i < length; i++)
        moves += text[i] != '\n';
    for (size_t i = first; i < length && shown < 60; i++)
        if (text[i] != '\n') {
            writer_write(w, text + i, 1);
            shown++;
        }
    if (moves > shown)
        writer_printf(w, " ... (%zu more)", moves - shown);
    if (moves)
        writer_put(w, "\n");
}

static int write_report(void *context, const char *text, size_t length)
{
    stream *s = context;
    writer *w = s->w;
    char name[64];
    progress_clear(s->opt->progress);
    if (s->hint && !s->opt->json && s->count > 1) { /* several hints: each says which puzzle it is */
        puzzle_name(s, name, sizeof name);
        writer_printf(w, "%s: ", name);
    }
    if (!s->opt->json && (s->opt->given & OPT_SUMMARY))
        write_summary(w, text, length);
    else
        writer_write(w, text, length);
    if (!s->opt->json)
        limit_note(w, s->opt, text, length);
    return writer_flush(w) != 0;
}

static void count_outcome(void *context, int solved, uint64_t states)
{
    stream *s = context;
    s->solved += solved;
    s->states += states;
}

/* Checks the whole text, then solves (or hints) and streams every puzzle of it. An exit status. */
static int stream_run(options *opt, writer *w, const char *text, cs_format format, stream *s)
{
    cs_error err;
    if ((s->count = cs_check_text(opt->game, text, &opt->run, &err)) < 0)
        return input_error(w, opt, NULL, &err);
    s->text = text;
    s->index = 0;
    cs_run_hooks hooks = {write_report, before_puzzle, count_outcome, s};
    int status = s->hint ? cs_hint_hooked(opt->game, text, &opt->run, format, &hooks, &err)
                         : cs_run_hooked(opt->game, text, &opt->run, format, &hooks, &err);
    progress_clear(opt->progress);
    if (status < 0) /* checked above: memory ran out, or a game without hints */
        return input_error(w, opt, NULL, &err);
    return EXIT_DONE;
}

static cs_format format_of(const options *opt) { return opt->json ? CS_JSON : CS_TEXT; }
static int run_levels(options *opt, writer *w, int hint);

/* A level's number as `hint N` takes it: digits only (a file named 5 is ./5). */
static int bundled_number(const char *arg) { return arg[strspn(arg, "0123456789")] == '\0' && *arg; }

/* Every puzzle of a file (or standard input), solved or hinted; `hint N` a bundled level. */
static int run_file(options *opt, writer *w, int hint)
{
    char *text = NULL;
    if (hint && opt->positional_count && bundled_number(opt->positional[0]))
        return run_levels(opt, w, 1);
    int status = read_input_for(opt, w, opt->positional_count ? opt->positional[0] : "-", &text);
    if (status != 0)
        return status;
    stream s = {w, opt, NULL, NULL, 0, 0, hint, 0, 0};
    status = !hint && (opt->given & OPT_GRAPH) ? command_graph(opt, w, text, NULL)
                                               : stream_run(opt, w, text, format_of(opt), &s);
    free(text);
    return status;
}

int command_solve(options *opt, writer *w) { return run_file(opt, w, 0); }

/* The best move from each puzzle of a file (a game in progress is a puzzle: for
 * the Calculator its display, moves left, store and offset), or of bundled level N. */
int command_hint(options *opt, writer *w)
{
    opt->run.ladder = (opt->given & OPT_LADDER) != 0; /* --ladder: the hint ladder (cs_game.ladder) */
    return run_file(opt, w, 1);
}

static double now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

/* The number the `level:` line of puzzle index of bundled says, or 0 when it has none (or the
 * game has no level field). */
static int64_t level_line(const cs_game *game, const char *bundled, int index)
{
    cs_field fields[CS_MAX_FIELDS];
    const cs_options defaults = {0};
    int count = game->describe_fields(&defaults, fields), has_level = 0;
    for (int i = 0; i < count; i++)
        has_level |= strcmp(fields[i].name, "level") == 0;
    cs_buf block = {0};
    int first_line;
    int64_t n = 0;
    if (has_level && cs_puzzle_at(bundled, index, &block, &first_line) == 0 && block.data)
        for (const char *line = block.data; *line && n == 0; line += strcspn(line, "\n") + (line[strcspn(line, "\n")] != 0)) {
            const char *p = line + strspn(line, " \t");
            char digits[16];
            if (strncmp(p, "level:", 6) != 0)
                continue;
            p += 6 + strspn(p + 6, " \t");
            snprintf(digits, sizeof digits, "%.*s", (int)strspn(p, "0123456789"), p);
            if (cs_parse_int64(digits, &n) != 0)
                n = 0;
        }
    cs_buf_free(&block);
    return n;
}

int bundled_level_number(const cs_game *game, const char *bundled, int index)
{
    int64_t n = level_line(game, bundled, index);
    return n > 0 && n <= 1000000 ? (int)n : index + 1;
}

int bundled_index(const cs_game *game, const char *bundled, int count, int64_t n)
{
    int numbered = 0;
    for (int i = 0; i < count; i++) {
        int64_t at = level_line(game, bundled, i);
        if (at == n)
            return i;
        numbered |= at != 0;
    }
    return !numbered && n >= 1 && n <= count ? (int)n - 1 : -1;
}

/* Bundled puzzles picked by number (or all) into picked, a blank line between
 * them, each checked alone under the run's options so that an error names it;
 * numbers[i] the number of the i-th. */
static int pick_levels(options *opt, writer *w, const char *bundled, int count, cs_buf *picked, int *numbers)
{
    cs_error err;
    int all = strcmp(opt->positional[0], "all") == 0;
    if (all && opt->positional_count > 1)
        return usage_error(w, opt, "level", "level", "\"%.30s\": `level all` takes no level numbers",
                           opt->positional[1]);
    cs_buf one = {0};
    int status = EXIT_DONE;
    for (int i = 0; status == EXIT_DONE && i < (all ? count : opt->positional_count); i++) {
        int64_t n = i + 1;
        int first_line, index = i;
        const char *arg = all ? "all" : opt->positional[i];
        if (!all && strcmp(arg, "all") == 0) {
            status = usage_error(w, opt, "level", "level", "\"all\" cannot be mixed with level numbers");
            break;
        }
        int parsed = all ? 0 : cs_parse_int64(arg, &n);
        if (!all && (parsed != 0 || (index = bundled_index(opt->game, bundled, count, n)) < 0)) {
            int last = bundled_level_number(opt->game, bundled, count - 1);
            cs_fail(&err, 0, "level", "\"%.30s\" %s (1..%d%s%s)", arg,
                    parsed == -2 ? "is too large (beyond 64 bits) for a bundled level" : "is not a bundled level", last,
                    last != count ? ", some missing" : "", strcmp(opt->command, "level") == 0 ? ", or all" : "");
            status = input_error(w, opt, NULL, &err);
            break;
        }
        n = bundled_level_number(opt->game, bundled, index);
        numbers[i] = (int)n;
        if (one.data)
            one.len = 0;
        cs_puzzle_at(bundled, index, &one, &first_line);
        if (!one.failed && cs_check_text(opt->game, one.data, &opt->run, &err) < 0) {
            char where[32];
            snprintf(where, sizeof where, "level %d", (int)n);
            err.line = 0; /* a bundled level has no file line to name */
            status = input_error(w, opt, where, &err);
        }
        cs_buf_add(picked, i ? "\n" : "");
        cs_buf_addn(picked, one.data ? one.data : "", one.len);
    }
    if (one.failed || picked->failed)
        w->memory = 1; /* writer_close says "out of memory" */
    cs_buf_free(&one);
    return status == EXIT_DONE && w->memory ? EXIT_MEMORY : status;
}

/* The bundled puzzles the arguments name, solved (or drawn with --graph, or hinted). */
static int run_levels(options *opt, writer *w, int hint)
{
    cs_error err;
    const char *bundled = opt->game->bundled_text ? opt->game->bundled_text() : NULL;
    const cs_options defaults = {0};
    int count = bundled ? cs_check_text(opt->game, bundled, &defaults, &err) : -1;
    if (count < 0) {
        if (!bundled)
            cs_fail(&err, 0, "level", "%s has no bundled puzzles", opt->game->title);
        return input_error(w, opt, NULL, &err);
    }
    int all = strcmp(opt->positional[0], "all") == 0;
    int *numbers = malloc(sizeof *numbers * (size_t)(all ? count : opt->positional_count));
    if (!numbers) {
        w->memory = 1; /* writer_close says "out of memory" */
        return EXIT_MEMORY;
    }
    cs_buf picked = {0};
    int status = pick_levels(opt, w, bundled, count, &picked, numbers);
    stream s = {w, opt, NULL, numbers, 0, 0, hint, 0, 0};
    double started = now_ms();
    if (status == EXIT_DONE && (opt->given & OPT_GRAPH))
        status = command_graph(opt, w, picked.data, numbers);
    else if (status == EXIT_DONE)
        status = stream_run(opt, w, picked.data, opt->json ? CS_JSON : all ? CS_SUMMARY : CS_TEXT, &s);
    cs_buf_free(&picked);
    free(numbers);
    char grouped[32]; /* the count as the engine's messages write counts: 1,234,567 */
    if (status == EXIT_DONE && all && !opt->json && !(opt->given & OPT_GRAPH) && opt->game->outcome &&
        !interrupt_quit())
        writer_printf(w, "%d of %d levels solved within their moves; %s states explored in %.1f ms\n", s.solved,
                      count, cs_grouped(s.states, grouped), now_ms() - started);
    return status;
}

int command_level(options *opt, writer *w) { return run_levels(opt, w, 0); }

/* ---- any game, its fields given as arguments ---- */

int positional_fields(const options *opt, cs_field *fields, int *last_takes_rest)
{
    cs_field all[CS_MAX_FIELDS];
    int count = opt->game->describe_fields(&opt->run, all), used = 0;
    for (int i = 0; i < count; i++)
        if (all[i].required && !all[i].state)
            fields[used++] = all[i];
    *last_takes_rest = used > 0 && fields[used - 1].kind == CS_FIELD_LIST;
    return used;
}

/* A value the text format would change (a comment, a control character, a line
 * too long) is judged by the game as typed, so its message is the game's own. */
static int check_as_typed(const options *opt, const cs_field *field, const char *value, cs_error *err)
{
    int odd = strlen(value) > CS_MAX_LINE - strlen(field->name) - 2 || strchr(value, '#');
    for (const char *c = value; *c && !odd; c++)
        odd = (unsigned char)*c < 0x20 || *c == 0x7f;
    if (!odd)
        return 0;
    cs_buf canonical = {0};
    int status = opt->game->check_field(field->name, value, &opt->run, &canonical, err);
    cs_buf_free(&canonical);
    return status != 0 ? -1
                       : cs_fail(err, 0, field->name, "\"%.30s\" holds what a line of puzzle text cannot (a # or a "
                                 "control character)", value);
}

/* The puzzle text of the arguments: field by field in the game's order, the
 * last list field taking the rest. 0, or an exit status after the message. */
static int arguments_text(options *opt, writer *w, cs_buf *text)
{
    cs_field fields[CS_MAX_FIELDS];
    cs_error err, too_large_err;
    int rest, count = positional_fields(opt, fields, &rest), next = 0, deferred = -1;
    cs_buf value = {0};
    for (int f = 0; f < count; f++) {
        int last = f == count - 1 && rest;
        if (next >= opt->positional_count && fields[f].kind != CS_FIELD_LIST) {
            cs_buf_free(&value);
            return usage_error(w, opt, opt->command, fields[f].name, "%s is missing", fields[f].name);
        }
        if (value.data)
            value.data[value.len = 0] = '\0';
        for (int first = 1; next < opt->positional_count && (first || last); first = 0) {
            cs_buf_add(&value, first ? "" : fields[f].join ? fields[f].join : ", ");
            cs_buf_add(&value, opt->positional[next++]);
        }
        /* a number beyond 64 bits: its range may depend on the other fields (the clock's n
         * on k, k on n), so the game reads them all (below) before it is named */
        if (deferred < 0 && fields[f].kind == CS_FIELD_INTEGER && value.data &&
            cli_number_too_large(opt, fields[f].name, value.data, &err) != 0) {
            too_large_err = err;
            deferred = f;
        } else if (deferred < 0 && !value.failed &&
                   check_as_typed(opt, &fields[f], value.data ? value.data : "", &err) != 0) {
            cs_buf_free(&value);
            return input_error(w, opt, NULL, &err);
        }
        cs_buf_printf(text, "%s: %s\n", fields[f].name, value.data ? value.data : "");
        text->failed |= value.failed;
    }
    cs_buf_free(&value);
    if (deferred >= 0) {
        void *puzzle = NULL;
        if (!text->failed && opt->game->parse(text->data, &opt->run, &puzzle, &err) == 0)
            opt->game->free_puzzle(puzzle);
        else if (!text->failed && strcmp(err.field, fields[deferred].name) == 0 &&
                 (strstr(err.message, "too large") || strstr(err.message, "too small")))
            too_large_err = err;
        too_large_err.line = 0;
        return input_error(w, opt, NULL, &too_large_err);
    }
    if (next < opt->positional_count)
        return usage_error(w, opt, opt->command, "arguments", "\"%.40s\" is one argument too many (%s takes at "
                           "most %d)", opt->positional[next], opt->command, next);
    return 0;
}

int command_game(options *opt, writer *w)
{
    cs_error err;
    cs_buf text = {0};
    int status = arguments_text(opt, w, &text);
    if (status == 0 && text.failed) {
        w->memory = 1; /* writer_close says "out of memory" */
        status = EXIT_MEMORY;
    }
    if (status == 0) {
        interrupt_reset();
        stream s = {w, opt, NULL, NULL, 1, 0, 0, 0, 0};
        cs_run_hooks hooks = {write_report, before_puzzle, NULL, &s};
        if (cs_run_hooked(opt->game, text.data, &opt->run, format_of(opt), &hooks, &err) < 0) {
            err.line = 0; /* the arguments have no lines */
            status = input_error(w, opt, NULL, &err);
        }
    }
    cs_buf_free(&text);
    return status;
}
