/*
 * calc/fastops.c: the Calculator digit operations that are not one-liners, on
 * integers (see fastops.h). Each matches the string version it replaced
 * (tests/c/calc_reference_ops.c) on every value: leading zeros of a result are
 * dropped, and a result wider than 18 digits is an illegal press.
 */
#include "fastops.h"

#include <string.h>

const int64_t calc_pow10[19] = {
    1LL, 10LL, 100LL, 1000LL, 10000LL, 100000LL, 1000000LL, 10000000LL, 100000000LL,
    1000000000LL, 10000000000LL, 100000000000LL, 1000000000000LL, 10000000000000LL,
    100000000000000LL, 1000000000000000LL, 10000000000000000LL, 100000000000000000LL,
    1000000000000000000LL,
};

/* The first digit moves to the end. */
int64_t calc_shift_left(int64_t m)
{
    int n = calc_digit_count(m);
    if (n == 1)
        return m;
    int64_t top = calc_pow10[n - 1], first = m / top;
    return (m - first * top) * 10 + first;
}

/* The last digit moves to the front. */
int64_t calc_shift_right(int64_t m)
{
    int n = calc_digit_count(m);
    return (m % 10) * calc_pow10[n - 1] + m / 10;
}

/* Each digit d becomes (10 - d) mod 10. */
int64_t calc_inv10(int64_t m)
{
    int64_t r = 0;
    for (int place = 0; m > 0 || place == 0; place++, m /= 10)
        r += ((10 - m % 10) % 10) * calc_pow10[place];
    return r;
}

int calc_mirror(int64_t m, int64_t *out)
{
    if (m == 0) {
        *out = 0;
        return 0;
    }
    int n = calc_digit_count(m);
    if (2 * n > 18)
        return -1;
    *out = m * calc_pow10[n] + calc_reverse(m);
    return 0;
}

/* Adds one digit to the result being built; counts only significant digits,
 * so leading zeros are dropped as the string version did. */
static int push_digit(int64_t *acc, int *significant, int digit)
{
    if (*significant == 0 && digit == 0)
        return 0;
    if (++*significant > 18)
        return -1;
    *acc = *acc * 10 + digit;
    return 0;
}

int calc_replace(int64_t m, const char *from, int from_len, const char *to, int to_len, int64_t *out)
{
    char text[20];
    int n = calc_digit_count(m);
    for (int i = n - 1; i >= 0; i--, m /= 10)
        text[i] = (char)('0' + m % 10);
    int64_t acc = 0;
    int significant = 0;
    for (int i = 0; i < n;) {
        int match = i + from_len <= n;
        for (int k = 0; match && k < from_len; k++)
            match = text[i + k] == from[k];
        if (match) {
            for (int k = 0; k < to_len; k++)
                if (push_digit(&acc, &significant, to[k] - '0') != 0)
                    return -1;
            i += from_len;
        } else if (push_digit(&acc, &significant, text[i++] - '0') != 0) {
            return -1;
        }
    }
    *out = acc;
    return 0;
}

int64_t calc_portal_fall(int64_t m, int64_t in_pow, int64_t out_pow)
{
    while (m >= in_pow) { /* each fall strictly lowers m (core/calc/README.md, portals), so this ends */
        int64_t digit = (m / in_pow) % 10, high = m / (in_pow * 10), low = m % in_pow;
        m = high * in_pow + low + digit * out_pow;
    }
    return m;
}

int calc_power(int64_t v, int64_t exponent, int64_t *out)
{
    int64_t r = 1;
    for (int64_t i = 0; i < exponent; i++)
        if (__builtin_mul_overflow(r, v, &r))
            return -1;
    *out = r;
    return 0;
}
