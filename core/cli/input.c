/*
 * cli/input.c: reading a level file or standard input whole. The bytes are read
 * with read(2) until it returns 0, so one Ctrl-D on an empty line ends a text
 * typed at a terminal; Ctrl-C while it is typed stops the reading at once (the
 * handler has no SA_RESTART, so read returns EINTR) and the run exits 130 with
 * nothing more said. A file that cannot be opened or read (a directory, a
 * closed standard input) is an error with the system's reason, never an empty
 * input. At most 16 MiB, no NUL byte.
 */
#include "shared.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define MAX_INPUT_BYTES (16u << 20)

/* The name of what is read, for a message: "standard input" or the path in quotes. */
static void name_of(const char *path, char *out, size_t size)
{
    if (strcmp(path, "-") == 0)
        snprintf(out, size, "standard input");
    else
        snprintf(out, size, "\"%.200s\"", path);
}

/* Reads fd to its end into *buf (grown as needed). 0, -1 with err, or -2 after Ctrl-C. */
static int read_all(int fd, const char *path, char **buf, size_t *len, cs_error *err)
{
    size_t cap = 4096;
    char name[220];
    name_of(path, name, sizeof name);
    if (!(*buf = malloc(cap)))
        return cs_fail(err, 0, "file", "out of memory reading %s", name);
    for (;;) {
        if (interrupt_pending())
            return -2;
        ssize_t got = read(fd, *buf + *len, cap - *len - 1);
        if (got == 0)
            return 0;
        if (got < 0 && errno == EINTR)
            continue; /* interrupt_pending says whether it was Ctrl-C */
        if (got < 0)
            return cs_fail(err, 0, "file", "cannot read %s: %s", name, strerror(errno));
        *len += (size_t)got;
        if (*len > MAX_INPUT_BYTES)
            return cs_fail(err, 0, "file", "input is larger than %u MiB (the limit of one run)", MAX_INPUT_BYTES >> 20);
        if (cap - *len - 1 == 0) {
            char *more = realloc(*buf, cap * 2);
            if (!more)
                return cs_fail(err, 0, "file", "out of memory reading %s", name);
            *buf = more;
            cap *= 2;
        }
    }
}

void end_typed_line(void)
{
    FILE *terminal = isatty(STDERR_FILENO) ? stderr : isatty(STDOUT_FILENO) ? stdout : NULL;
    if (terminal && isatty(STDIN_FILENO)) {
        fputc('\n', terminal);
        fflush(terminal);
    }
}

int read_input(const char *path, char **text, cs_error *err)
{
    int standard = strcmp(path, "-") == 0;
    int fd = standard ? STDIN_FILENO : open(path, O_RDONLY);
    if (fd < 0)
        return cs_fail(err, 0, "file", "cannot open \"%.200s\": %s", path, strerror(errno));
    char *buf = NULL;
    size_t len = 0;
    int status = read_all(fd, path, &buf, &len, err);
    if (!standard)
        close(fd);
    if (status != 0) {
        free(buf);
        return status;
    }
    buf[len] = '\0';
    if (standard && len > 0 && buf[len - 1] != '\n')
        end_typed_line();
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

int read_input_for(options *opt, writer *w, const char *path, char **text)
{
    cs_error err;
    opt->source = path; /* an error of a line names the file */
    int status = read_input(path, text, &err);
    if (status == -2)
        return EXIT_CANCELLED;
    if (status != 0)
        return input_error(w, opt, NULL, &err);
    return 0;
}
