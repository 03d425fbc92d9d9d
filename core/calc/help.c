/*
 * calc/help.c: the help of Calculator: The Game for players (the game
 * interface's help_topic): what each button kind does, from its row of the kind
 * table (kinds.c), then the rules that are not buttons: the portal, Store's Save
 * and the two Store rules a player chooses between by what their app does.
 */
#include "calc.h"
#include "game.h"
#include "kinds.h"

/* The rules that are not a button kind, after the kinds. */
static const cs_help_topic RULES[] = {
    {"portal", "Portal", "a digit that lands on the left mark leaves the number and is added at the right mark; "
     "this repeats until no digit is on the left mark",
     "marks over the thousands and the ones: 1234 → 234 + 1 = 235"},
    /* Store's long press as a key of its own (the page's Save key): what it does; what
     * it costs is the rule chosen below. */
    {"store-save", "Save", "keeps the display's number for Store to write later, as holding Store does",
     "Save on 12, then Store on 5: 512"},
    /* Named as the page words the choice, by what a player sees in their app.
     * Charged is the default: the app on sale today charges the move, so most
     * players have that rule; the 2017 app (--classic) did not. */
    {"store-charged", "My app charges a move for saving into Store", "saving the display into Store (hold Store, "
     "or Save) uses one of the level's moves, as in today's app; the default, since most players have that app",
     "Save then Store uses 2 moves"},
    {"store-free", "My app does not charge a move for saving into Store", "saving into Store uses no move, as in "
     "the first app of 2017", "Save then Store uses 1 move"},
};

int calc_help_topic(int index, cs_help_topic *topic)
{
    if (index >= 0 && index < CALC_KIND_COUNT) {
        const calc_kind_row *row = &calc_kind_rows[index];
        topic->topic = row->id;
        topic->name = row->name;
        topic->summary = row->summary;
        topic->example = row->example;
        return 0;
    }
    int rule = index - CALC_KIND_COUNT;
    if (rule < 0 || rule >= (int)(sizeof RULES / sizeof RULES[0]))
        return -1;
    *topic = RULES[rule];
    return 0;
}
