/*
 * cli.h: the command-line front end's entry point, for the two programs that
 * run it (main.c natively, wasm/cli.c in the npm package's module). What the
 * front end's own files share is shared.h.
 */
#ifndef CALCSOLVE_CLI_H
#define CALCSOLVE_CLI_H

/* The exit status of a run Ctrl-C cancelled (128 + SIGINT); main.c then dies of SIGINT. */
#define CS_CLI_EXIT_CANCELLED 130

/* The whole command line, run once; its exit status. */
int cs_cli_main(int argc, char **argv);

#endif
