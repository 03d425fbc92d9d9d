/*
 * levels_data.h: the 199 levels of Calculator: The Game bundled into the binary.
 * The text is generated at build time from core/calc/calculator-the-game.txt,
 * the one copy of the levels in the repository.
 */
#ifndef CALCSOLVE_LEVELS_DATA_H
#define CALCSOLVE_LEVELS_DATA_H

extern const char calc_bundled_levels_text[];

#endif
