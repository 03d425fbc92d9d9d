/*
 * cli/wrap.c: text wrapped at spaces to 80 columns, counted in characters
 * (UTF-8), not bytes: the usage (usage.c) and `help buttons` (help.c) share it.
 */
#include "shared.h"

#include <string.h>

#define WRAP_COLUMNS 80

size_t cli_columns(const char *text, size_t bytes)
{
    size_t n = 0;
    for (size_t i = 0; i < bytes; i++)
        n += ((unsigned char)text[i] & 0xC0) != 0x80;
    return n;
}

void cli_wrap(cs_buf *out, size_t used, const char *words, size_t indent)
{
    for (const char *word = words; *word;) {
        size_t bytes = strcspn(word, " "), width = cli_columns(word, bytes);
        if (word != words && used + 1 + width > WRAP_COLUMNS) {
            cs_buf_printf(out, "\n%*s", (int)indent, "");
            used = indent;
        } else if (word != words) {
            cs_buf_add(out, " ");
            used++;
        }
        cs_buf_addn(out, word, bytes);
        used += width;
        word += bytes;
        word += strspn(word, " ");
    }
    cs_buf_add(out, "\n");
}
