/*
 * cli/escape.c: text from input (a file, an argument, a typed line) on the
 * terminal, shown so that no input can move the cursor, retitle the terminal,
 * ring its bell or turn the line's direction: every C0 control byte but tab, DEL
 * and any byte that starts no valid UTF-8 character are written as \xNN; the C1
 * controls (U+0080..U+009F: U+009B is CSI to many terminals) and the characters
 * that reorder or split lines (the bidi controls, U+2028, U+2029) as \uNNNN
 * (cs_terminal_control in core/cs.c, which JSON's strings escape too).
 * Every other character is written as it is. A leaf: the output, progress and
 * error writers all call it.
 */
#include "shared.h"

#include <string.h>

/* The first character of from as shown (into piece, NUL-terminated): the bytes it takes. */
size_t escape_next(const char *from, char piece[16])
{
    const unsigned char *text = (const unsigned char *)from;
    unsigned code = 0;
    if (*text >= 0x80) {
        int len = (int)cs_utf8_char(text, &code);
        if (len && cs_terminal_control(code)) {
            snprintf(piece, 16, "\\u%04x", code);
        } else if (len) {
            memcpy(piece, text, (size_t)len);
            piece[len] = '\0';
        } else {
            snprintf(piece, 16, "\\x%02x", *text);
            len = 1;
        }
        return (size_t)len;
    }
    if ((*text < 0x20 && *text != '\t') || *text == 0x7f)
        snprintf(piece, 16, "\\x%02x", *text);
    else
        piece[0] = (char)*text, piece[1] = '\0';
    return 1;
}

void put_escaped(FILE *stream, const char *text)
{
    char piece[16];
    for (const unsigned char *p = (const unsigned char *)text; *p;) {
        p += escape_next((const char *)p, piece);
        fputs(piece, stream);
    }
}

size_t escape_into(char *out, size_t size, const char *text)
{
    char piece[16];
    size_t at = 0;
    for (const unsigned char *p = (const unsigned char *)text; *p;) {
        p += escape_next((const char *)p, piece);
        size_t len = strlen(piece);
        if (at + len >= size)
            break; /* whole characters only */
        memcpy(out + at, piece, len);
        at += len;
    }
    if (size)
        out[at] = '\0';
    return at;
}
