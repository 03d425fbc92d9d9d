/*
 * cli.c: the command-line front end (core/cli) as the one export of the npm
 * package's CLI module, dist/calcsolve-cli.wasm (`npx calcsolve`). It is a module
 * of its own, apart from the engine's dist/calcsolve.wasm, so that a browser
 * importing the package never downloads the CLI's code.
 * wasm/package/bin.js passes the arguments as one NUL-separated string; the
 * module's reads and writes go to Node's fs through node-syscalls.js.
 */
#include "cli.h"

#include <emscripten/emscripten.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Runs the CLI once and ends the process with its status: exit() flushes the
 * standard streams, and the module's quit handler (bin.js) ends Node with it. */
EMSCRIPTEN_KEEPALIVE void cs_cli_run(char *joined, int argc)
{
    if (argc < 1) {
        exit(2);
    }
    char **argv = calloc((size_t)argc + 1, sizeof *argv);
    if (!argv) {
        fputs("calcsolve: out of memory\n", stderr);
        exit(1);
    }
    char *arg = joined;
    for (int i = 0; i < argc; i++) {
        argv[i] = arg;
        arg += strlen(arg) + 1;
    }
    exit(cs_cli_main(argc, argv));
}
