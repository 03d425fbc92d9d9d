/*
 * main.c: the native program's entry point. The command line itself is
 * cs_cli_main (cli.c), which the npm package's wasm module also runs (wasm/cli.c).
 */
#include "cli.h"

int main(int argc, char **argv)
{
    return cs_cli_main(argc, argv);
}
