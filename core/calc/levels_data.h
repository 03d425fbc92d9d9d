/*
 * levels_data.h: the 199 levels of Calculator: The Game bundled into the binary.
 * The Makefile makes the table from core/calc/levels.txt, the one copy of the levels
 * in the repository, as it does each game folder's levels.txt.
 */
#ifndef CALCSOLVE_LEVELS_DATA_H
#define CALCSOLVE_LEVELS_DATA_H

extern const char calc_bundled_levels_text[];

#endif
