/*
 * games.c: the one list of games.
 *
 * Adding a game is one line in cs_games[] (and its folder of code); the front
 * ends find games here by name and know nothing else of them.
 */
#include "game.h"

#include <stdio.h>
#include <string.h>

/* The games a build adds after the list: none in the product. The test build
 * compiles this file with -D'CS_EXTRA_GAMES(X)=X(NAME) ...', one X a folder of
 * tests/games/ (the Makefile), so its games join this one list. */
#ifndef CS_EXTRA_GAMES
#define CS_EXTRA_GAMES(X)
#endif

/* The list, one line a game, in the order front ends show them (the first is the
 * one they run when none is named); each entry NAME is the game's
 * `const cs_game cs_game_NAME` in its own folder. */
#define CS_GAME_LIST(X) \
    X(calculator)       \
    X(digits)           \
    X(clock)            \
    X(calculator2)      \
    CS_EXTRA_GAMES(X)

#define DECLARE_GAME(name) extern const cs_game cs_game_##name;
#define LIST_GAME(name) &cs_game_##name,
CS_GAME_LIST(DECLARE_GAME)
const cs_game *const cs_games[] = {CS_GAME_LIST(LIST_GAME)};
const int cs_game_count = (int)(sizeof cs_games / sizeof cs_games[0]);

const cs_game *cs_game_find(const char *name)
{
    for (int i = 0; name && i < cs_game_count; i++)
        if (strcmp(cs_games[i]->name, name) == 0)
            return cs_games[i];
    return NULL;
}

int cs_unknown_game(cs_error *err, const char *name)
{
    char names[160] = "";
    size_t used = 0;
    for (int i = 0; i < cs_game_count && used < sizeof names; i++)
        used += (size_t)snprintf(names + used, sizeof names - used, "%s%s", i ? ", " : "", cs_games[i]->name);
    return cs_fail(err, 0, "game", "unknown game \"%.40s\" (the games: %s)", name ? name : "", names);
}
