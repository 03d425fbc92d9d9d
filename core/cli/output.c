/*
 * cli/output.c: the command line's output, every write checked. The first
 * failure is remembered and ends the run: a full disk or a broken device exits
 * EXIT_WRITE with the system's message; a reader that closed the pipe
 * (`| head -1`) is a quiet end. Input errors are printed here too, on stderr or,
 * with --json, as the error object on stdout (and on stderr as text when stdout
 * is not a terminal). No control byte of input ever reaches the terminal raw:
 * messages show it escaped (\x1b), JSON as \u001b.
 */
#include "shared.h"

#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

void writer_init(writer *w, FILE *stream)
{
    memset(w, 0, sizeof *w);
    w->stream = stream;
}

static int failed(writer *w)
{
    if (!w->error)
        w->error = errno ? errno : EIO;
    return -1;
}

static int write_bytes(writer *w, const char *text, size_t len)
{
    if (w->error || w->memory)
        return -1;
    errno = 0;
    if (len && fwrite(text, 1, len, w->stream) != len)
        return failed(w);
    return 0;
}

int writer_put(writer *w, const char *text) { return write_bytes(w, text, strlen(text)); }
int writer_write(writer *w, const char *text, size_t length) { return write_bytes(w, text, length); }

int writer_printf(writer *w, const char *fmt, ...)
{
    if (w->error || w->memory)
        return -1;
    va_list ap;
    va_start(ap, fmt);
    errno = 0;
    int n = vfprintf(w->stream, fmt, ap);
    va_end(ap);
    return n < 0 ? failed(w) : 0;
}

int writer_escaped(writer *w, const char *text, const char *after)
{
    char piece[16];
    for (const char *p = text; *p;) {
        p += escape_next(p, piece);
        if (writer_put(w, piece) != 0)
            return -1;
    }
    return writer_put(w, after);
}

int writer_flush(writer *w)
{
    if (w->error || w->memory)
        return -1;
    errno = 0;
    return fflush(w->stream) != 0 ? failed(w) : 0;
}

int writer_buf(writer *w, cs_buf *b)
{
    if (b->failed) {
        cs_buf_free(b);
        w->memory = 1;
        return -1;
    }
    int status = write_bytes(w, b->data ? b->data : "", b->len);
    if (b->data) { /* keep the allocation: the next answer reuses it */
        b->len = 0;
        b->data[0] = '\0';
    }
    return status == 0 ? writer_flush(w) : -1;
}

int writer_close(writer *w, int status)
{
    if (!w->error) {
        errno = 0;
        if (fflush(w->stream) != 0)
            failed(w);
    }
    errno = 0;
    if (fclose(w->stream) != 0 && !w->error)
        failed(w);
    if (w->error == EPIPE)
        return status; /* the reader has all it wanted */
    if (w->error) {
        fprintf(stderr, "calcsolve: cannot write output: %s\n", strerror(w->error));
        return EXIT_WRITE;
    }
    if (w->memory) {
        fprintf(stderr, "calcsolve: out of memory\n");
        return EXIT_MEMORY;
    }
    return status;
}

/* The message as text on stderr: `file:4: field: ...` for a line of a named
 * file (as compilers write it), `calcsolve: line 4: ...` for standard input,
 * `calcsolve: where: ...` or `calcsolve: ...` otherwise, every control byte escaped. */
static void error_text(const options *opt, const char *where, const cs_error *err, const char *field)
{
    const char *source = opt && opt->source && strcmp(opt->source, "-") != 0 ? opt->source : NULL;
    if (err->line > 0 && source) {
        put_escaped(stderr, source);
        fprintf(stderr, ":%d: ", err->line);
    } else if (err->line > 0) {
        fprintf(stderr, "calcsolve: line %d: ", err->line);
    } else {
        fputs("calcsolve: ", stderr);
        if (where) {
            put_escaped(stderr, where);
            fputs(": ", stderr);
        }
    }
    if (*field) {
        put_escaped(stderr, field);
        fputs(": ", stderr);
    }
    put_escaped(stderr, err->message);
    fputs("\n", stderr);
}

int input_error(writer *w, const options *opt, const char *where, const cs_error *err)
{
    /* a message that names its field already ("n: expected ...") is not prefixed with it twice */
    size_t named = strlen(err->field);
    int names_field = named && strncmp(err->message, err->field, named) == 0 && err->message[named] == ':';
    const char *field = names_field ? "" : err->field;
    progress_clear(opt ? opt->progress : NULL);
    if (opt && opt->json) {
        cs_buf b = {0};
        cs_json_error(&b, err);
        cs_buf_add(&b, "\n");
        int written = writer_buf(w, &b) == 0;
        cs_buf_free(&b);
        if (written && !isatty(fileno(w->stream))) /* `--json > out`: the person at the terminal sees it too */
            error_text(opt, where, err, field);
    } else {
        error_text(opt, where, err, field);
    }
    return EXIT_INPUT;
}

int usage_error(writer *w, const options *opt, const char *name, const char *field, const char *fmt, ...)
{
    cs_error err;
    memset(&err, 0, sizeof err);
    snprintf(err.field, sizeof err.field, "%s", field);
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err.message, sizeof err.message, fmt, ap);
    va_end(ap);
    int status = input_error(w, opt, NULL, &err);
    if (!opt || !opt->json)
        fprintf(stderr, "(run `calcsolve %s%s--help` for usage)\n", name ? name : "", name ? " " : "");
    return status;
}

/* A text answer that gave up: which limit stopped the search and how to raise it, if it can be. */
int limit_note(writer *w, const options *opt, const char *report, size_t length)
{
    static const char STATES[] = "state budget reached", MEMORY[] = "memory cap reached";
    int states = 0, memory = 0;
    for (size_t i = 0; i < length; i++) {
        states |= length - i >= sizeof STATES - 1 && memcmp(report + i, STATES, sizeof STATES - 1) == 0;
        memory |= length - i >= sizeof MEMORY - 1 && memcmp(report + i, MEMORY, sizeof MEMORY - 1) == 0;
    }
    unsigned long long budget = opt->run.budget.max_states;
    if (states && budget)
        return writer_printf(w, "  (the state budget of --max-states %llu stopped the search: a larger "
                             "--max-states N raises it)\n", budget);
    if (states)
        return writer_put(w, "  (the state budget stopped the search: --max-states N raises it)\n");
    size_t cap = opt->run.budget.max_bytes ? opt->run.budget.max_bytes : CS_DEFAULT_MAX_BYTES;
    if (memory)
        return writer_printf(w, "  (the memory cap of the search's tables, %zu MiB, stopped it before the state "
                             "budget; the cap cannot be raised)\n", cap >> 20);
    return 0;
}
