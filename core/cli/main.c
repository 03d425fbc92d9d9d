/*
 * main.c: the native program's entry point. The command line itself is
 * cs_cli_main (cli.c), which the npm package's wasm module also runs (wasm/cli.c).
 */
#include "cli.h"

#include <signal.h>

int main(int argc, char **argv)
{
    int status = cs_cli_main(argc, argv);
    /* A run Ctrl-C ended dies of SIGINT once its output is out, as a program that keeps
     * SIGINT's default would: a shell's loop or script stops with it (bash goes on after a
     * child that only exits 130) and the shell's prompt starts a line of its own. Its
     * status in a shell is 130 all the same. */
    if (status == CS_CLI_EXIT_CANCELLED) {
        signal(SIGINT, SIG_DFL);
        raise(SIGINT);
    }
    return status;
}
