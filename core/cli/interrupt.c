/*
 * interrupt.c: Ctrl-C for the command-line front end. One Ctrl-C cancels the
 * search under way (the commands reset the flag before each puzzle and pass it
 * to the game as its cancel flag), two within a second stop the whole run, and
 * any Ctrl-C makes the run exit EXIT_CANCELLED (main.c then dies of SIGINT). During a
 * search the handler ends the terminal's line after its ^C (interrupt_newline). SIGTERM and
 * SIGHUP (timeout(1), a closed terminal) erase the progress line, if one is shown, before
 * they end the run as they would have. The flags are the only state a signal handler may
 * touch, so they live here, file-static, and nowhere else.
 */
#include "shared.h"

#include <signal.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static volatile sig_atomic_t cancel_flag, seen_flag, quit_flag, newline_flag, line_flag;
/* The terminal the ^C was echoed on, as written to: stderr's, else stdout's, else -1.
 * Set once, before the handlers are installed. */
static int terminal_fd = -1;

static void on_interrupt(int signal_number)
{
    static struct timespec last; /* only this handler reads or writes it */
    struct timespec now;
    (void)signal_number;
    clock_gettime(CLOCK_MONOTONIC, &now);
    if (seen_flag && (now.tv_sec - last.tv_sec) * 1000000000L + (now.tv_nsec - last.tv_nsec) < 1000000000L)
        quit_flag = 1;
    last = now;
    seen_flag = 1;
    cancel_flag = 1;
    if (newline_flag) {
        newline_flag = 0;
        ssize_t written = write(terminal_fd, "\n", 1); /* async-signal-safe; a failure changes nothing */
        (void)written;
    }
}

static void on_terminate(int signal_number)
{
    if (line_flag) {
        ssize_t written = write(STDERR_FILENO, "\r\033[K", 4);
        (void)written;
    }
    signal(signal_number, SIG_DFL);
    raise(signal_number);
}

/* The flag a search's budget polls (cs_budget.cancel), which reads an int. */
_Static_assert(sizeof(sig_atomic_t) == sizeof(int), "the cancel flag is read as an int");
const volatile int *interrupt_flag(void) { return (const volatile int *)&cancel_flag; }
void interrupt_reset(void) { cancel_flag = 0; }
int interrupt_pending(void) { return cancel_flag != 0; }
int interrupt_quit(void) { return quit_flag != 0; }
int interrupt_seen(void) { return seen_flag != 0; }
/* A session left by Ctrl-C (at a prompt: the flag ask() clears before each prompt is still
 * up; or twice within a second) ends EXIT_CANCELLED; one left with q or at the end of input
 * ends EXIT_DONE, even after a Ctrl-C cancelled a search in it. */
int session_status(void) { return cancel_flag || quit_flag ? EXIT_CANCELLED : EXIT_DONE; }
void interrupt_newline(int on) { newline_flag = on && terminal_fd >= 0; }
void interrupt_line_shown(int shown) { line_flag = shown; }

/* No SA_RESTART: Ctrl-C at a prompt interrupts the read, so the session can end. */
void interrupt_install(void)
{
    terminal_fd = isatty(STDERR_FILENO) ? STDERR_FILENO : isatty(STDOUT_FILENO) ? STDOUT_FILENO : -1;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_interrupt;
    sigemptyset(&action.sa_mask);
    sigaction(SIGINT, &action, NULL);
    action.sa_handler = on_terminate;
    for (int i = 0; i < 2; i++) {
        int terminating = i == 0 ? SIGTERM : SIGHUP;
        struct sigaction before;
        /* a signal ignored when calcsolve started (nohup) stays ignored */
        if (sigaction(terminating, NULL, &before) == 0 && before.sa_handler != SIG_IGN)
            sigaction(terminating, &action, NULL);
    }
    signal(SIGPIPE, SIG_IGN); /* a closed pipe is EPIPE from write: a quiet end */
}
