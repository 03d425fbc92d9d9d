/*
 * cli/escape.c: text from input (a file, an argument, a typed line) on the
 * terminal: every control byte but tab, and DEL, written as \xNN, so no input
 * can move the cursor, retitle the terminal or ring its bell. A leaf: the
 * output, progress and error writers all call it.
 */
#include "shared.h"

void put_escaped(FILE *stream, const char *text)
{
    for (const unsigned char *p = (const unsigned char *)text; *p; p++) {
        if ((*p < 0x20 && *p != '\t') || *p == 0x7f)
            fprintf(stream, "\\x%02x", *p);
        else
            putc(*p, stream);
    }
}
