/*
 * calc/board.c: a Calculator level in progress as a player at a terminal sees
 * it (the game interface's board and numbered_move, used by the CLI's play):
 * the display, the goal and the moves left, the portal and what Store holds,
 * and the buttons numbered from 1, the long-press save on Store last, each
 * labelled as the game shows it now ([+]N presses grow the keys' numbers).
 */
#include "calc.h"

#include <stdio.h>

/* Index of the Store button, or -1. */
static int store_button(const calc_level *level)
{
    for (int i = 0; i < level->button_count; i++)
        if (level->buttons[i].kind == CALC_STORE)
            return i;
    return -1;
}

/* The press numbered n (from 1): the buttons in order, then Store's save. 0, or -1. */
static int press_numbered(const calc_level *level, int n, calc_press *press)
{
    int store = store_button(level);
    if (n >= 1 && n <= level->button_count) {
        press->button = (uint8_t)(n - 1);
        press->save = 0;
        return 0;
    }
    if (store >= 0 && n == level->button_count + 1) {
        press->button = (uint8_t)store;
        press->save = 1;
        return 0;
    }
    return -1;
}

void calc_board(cs_buf *out, const calc_level *level)
{
    if (level->number)
        cs_buf_printf(out, "Level %d\n", level->number);
    cs_buf_printf(out, "  Display %lld    Goal %lld    Moves left %d\n", (long long)level->start,
                  (long long)level->goal, level->moves);
    static const calc_extras_format BOARD = {NULL, "  Store holds %lld\n", "  [+] buttons pressed so far add %lld\n"};
    if (level->has_portal) { /* in a player's words, as the page says it */
        char words[96];
        calc_portal_words(level, words, sizeof words);
        cs_buf_printf(out, "  Portal: %s\n", words);
    }
    calc_level_extras(out, level, &BOARD);
    cs_buf_add(out, "  Buttons:");
    calc_press press;
    calc_state state = calc_level_start(level);
    char now[CALC_LABEL_SIZE];
    for (int n = 1; press_numbered(level, n, &press) == 0; n++) {
        calc_press_now(level, &state, press, now);
        cs_buf_printf(out, "%s%d) %s", n > 1 ? "   " : " ", n, now);
    }
    cs_buf_add(out, "\n");
}

int calc_numbered_move(const calc_level *level, int n, cs_buf *label)
{
    calc_press press;
    if (press_numbered(level, n, &press) != 0)
        return -1;
    cs_buf_add(label, calc_press_label(level, press));
    return 0;
}
