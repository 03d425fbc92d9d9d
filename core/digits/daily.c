/*
 * daily.c: the Digits puzzle of the day: the generator (generate.c) seeded by
 * the date (daily_seed, core/daily.c), its fewest operations growing with the
 * week, Monday's 2 to the weekend's 5.
 */
#include "digits_generate.h"

#include <string.h>

int daily_digits_options(const char *date, digits_generate_options *out, cs_error *err)
{
    int weekday;
    memset(out, 0, sizeof *out);
    if (daily_seed(date, "digits", &out->seed, &weekday, err) != 0)
        return -1;
    out->ops = 2 + (weekday + 1) / 2; /* Monday 2 .. the weekend 5 */
    return 0;
}
