/*
 * cs.h: what every calcsolve back end shares.
 *
 * The error record that front ends turn into messages, the search budget (state
 * and memory caps, cancellation), checked 64-bit arithmetic, and a growable text
 * buffer with JSON helpers. The core never prints, never exits and keeps no
 * global mutable state: a front end (CLI, wasm) owns all I/O.
 */
#ifndef CALCSOLVE_CS_H
#define CALCSOLVE_CS_H

#include <stddef.h>
#include <stdint.h>

/* ---- Errors: the first problem found, naming where and what. ---- */

typedef struct cs_error {
    int line;          /* 1-based input line, 0 when the input has no lines */
    char field[32];    /* the field at fault, e.g. "buttons", "target", "n" */
    char message[256]; /* a sentence for a person, without the line/field prefix */
} cs_error;

/* Fills err (if non-NULL) and returns -1, so callers can `return cs_fail(...)`. */
int cs_fail(cs_error *err, int line, const char *field, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

/* ---- Search budget: every search stops at these, never hangs or traps. ---- */

typedef struct cs_budget {
    uint64_t max_states;        /* states a search may store; 0 = the game's default */
    size_t max_bytes;           /* bytes its tables may hold; 0 = CS_DEFAULT_MAX_BYTES */
    const volatile int *cancel; /* when non-NULL and set non-zero, the search stops */
    /* when non-NULL, called with the states stored so far each time cancel is
     * polled (every 4096 states), so a front end can show the search is alive */
    void (*progress)(void *context, uint64_t states);
    void *progress_context;
} cs_budget;

#define CS_DEFAULT_MAX_BYTES ((size_t)1 << 30) /* 1 GiB natively; wasm passes less */

typedef enum cs_stop {
    CS_FINISHED = 0,      /* the search ran to its natural end */
    CS_STOP_STATES,       /* state budget reached */
    CS_STOP_MEMORY,       /* memory cap reached, or an allocation failed */
    CS_STOP_CANCELLED     /* the cancel flag was raised */
} cs_stop;

/* Why a search stopped, as words for a person ("gave up after N states ..."). */
const char *cs_stop_reason(cs_stop stop);

/* ---- Checked arithmetic: 0 on success, -1 when the result overflows int64. ---- */

static inline int cs_add(int64_t a, int64_t b, int64_t *out) { return __builtin_add_overflow(a, b, out) ? -1 : 0; }
static inline int cs_sub(int64_t a, int64_t b, int64_t *out) { return __builtin_sub_overflow(a, b, out) ? -1 : 0; }
static inline int cs_mul(int64_t a, int64_t b, int64_t *out) { return __builtin_mul_overflow(a, b, out) ? -1 : 0; }

/* Parses a whole decimal integer (optional sign, ASCII or the Unicode minus
 * U+2212, digits, surrounding spaces). 0 on success; -1 for empty or non-digit
 * text; -2 for a whole number beyond int64. */
int cs_parse_int64(const char *text, int64_t *out);

/* The length of the well-formed UTF-8 character at p (2 to 4 bytes, p[0] >= 0x80) with
 * its code point in *code, or 0 (overlong, a surrogate, past U+10FFFF, cut short). */
size_t cs_utf8_char(const unsigned char *p, unsigned *code);
/* A character a terminal acts on instead of showing: a C1 control (U+009B is CSI to many
 * terminals), a bidi control, U+2028 or U+2029. JSON and the command line write it escaped. */
int cs_terminal_control(unsigned code);

/* v with a comma between groups of three digits ("10,000,000"), as messages show
 * large numbers to people; out holds 27 bytes at least. Returns out. */
const char *cs_grouped(uint64_t v, char out[32]);

/* cs_parse_int64 with the message every front end shows: "... is not a whole
 * number", "... is too large ...", "FIELD is empty ...". 0, or -1 with err. */
int cs_parse_whole(const char *text, int line, const char *field, int64_t *out, cs_error *err);

/* A line of puzzle text longer than `limit` bytes: -1 with err, whose field is
 * the line's key when it starts with one (`goal: 777…` names goal, so a form
 * can mark the field), else "line". */
int cs_fail_long_line(cs_error *err, int line, const char *text, size_t length, int limit);

/* ---- Growable text buffer. A failed allocation sets `failed` and drops text. ---- */

typedef struct cs_buf {
    char *data;     /* NUL-terminated once anything was written */
    size_t len, cap;
    int failed;     /* an allocation failed: the text is incomplete */
} cs_buf;

void cs_buf_free(cs_buf *b);

/* s without the spaces and tabs around it (and a line's \r): its end is cut in place. */
char *cs_trim(char *s);

/* Room for one more item in an array that grows by doubling (*items, *capacity items of `size`
 * bytes, `count` in use): 0, or -1 when the memory is not there (the array is left as it was). */
int cs_grow(void **items, int *capacity, int count, size_t size);
void cs_buf_add(cs_buf *b, const char *s);
void cs_buf_addn(cs_buf *b, const char *s, size_t n);
void cs_buf_printf(cs_buf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Takes the text out of the buffer (caller frees); NULL when an allocation failed. */
char *cs_buf_take(cs_buf *b);

/* JSON pieces: a quoted, escaped string; and the error object every front end prints:
 * {"error": {"line": L, "field": "F", "message": "M"}} */
void cs_json_str(cs_buf *b, const char *s);
void cs_json_error(cs_buf *b, const cs_error *err);

#endif
