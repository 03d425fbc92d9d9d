/*
 * test_support.h: what several C test suites share (include after cmocka.h and
 * calc.h): the 199 bundled levels, loaded or the test fails.
 */
#ifndef CALCSOLVE_TEST_SUPPORT_H
#define CALCSOLVE_TEST_SUPPORT_H

/* The bundled levels (free them); fails the test unless all 199 are read. */
static inline calc_level *bundled_levels_or_fail(int *count)
{
    calc_level *levels = NULL;
    cs_error err;
    *count = calc_bundled_levels(&levels, &err);
    if (*count != 199)
        fail_msg("the bundled levels did not load: %s: %s", err.field, err.message);
    return levels;
}

#endif
