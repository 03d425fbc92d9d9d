/*
 * calc2/help.c: the help of Calculator 2 for players (the game interface's help_topic):
 * the first game's keys as its own help gives them (calc_help_topic, Store's Save and
 * the portal included, its two Store rules left out: the sequel charges the save), then
 * the keys new in the sequel, the pick notation and Lock.
 */
#include "calc2.h"
#include "game.h"

#include <string.h>

static const cs_help_topic NEW_KEYS[] = {
    {"sort-up", "Sort>", "sorts the digits from the smallest up; zeros that come first vanish", "Sort>: 3021 → 123"},
    {"sort-down", "Sort<", "sorts the digits from the largest down", "Sort<: 5490 → 9540"},
    {"cut", "CutN", "removes every occurrence of the digits N", "Cut35: 1353 → 13"},
    {"shift", "Shift", "turns the digits round, any number of steps to the left (L) or right (R)",
     "Shift@L1: 1234 → 2341"},
    {"delete-digit", "Delete", "removes the digit at the place picked", "Delete@3: 1357 → 357"},
    {"insert", "InsertN", "writes N at the place picked: @0 at the end, and so on to the front",
     "Insert3@4: 2468 → 32468"},
    {"round", "Round", "rounds to the place picked (1 = tens), half up", "Round@1: 145 → 150"},
    {"digit-add", "Digit+N", "adds N to the digit picked, 9 wrapping to 0", "Digit+6@1: 185 → 145"},
    {"digit-sub", "Digit-N", "subtracts N from the digit picked, 0 wrapping to 9", "Digit-7@0: 23 → 26"},
    {"digit-set", "Digit=N", "sets the digit picked to N", "Digit=3@1: 456 → 436"},
    {"lock", "Lock", "the digit picked keeps its value through the next press only", "Lock@1, Sort>: 54 → 55"},
    {"pick", "@place", "a key that picks a place names it after @, counted from the ones place (0)",
     "Delete@0 removes the last digit"},
    {"goals", "Goals", "each goal is reached from the start within the moves; the level is won when all are",
     "goals 49, 11 in 3 moves: two ways of 3 presses"},
};
#define NEW_COUNT ((int)(sizeof NEW_KEYS / sizeof NEW_KEYS[0]))

int calc2_help_topic(int index, cs_help_topic *topic)
{
    int first = 0;
    cs_help_topic t;
    for (int i = 0; calc_help_topic(i, &t) == 0; i++) /* the first game's, but its two Store rules */
        if (strncmp(t.topic, "store-", 6) != 0 || strcmp(t.topic, "store-save") == 0) {
            if (first++ == index) {
                *topic = t;
                return 0;
            }
        }
    index -= first;
    if (index < 0 || index >= NEW_COUNT)
        return -1;
    *topic = NEW_KEYS[index];
    return 0;
}
