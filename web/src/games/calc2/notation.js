// games/calc2/notation.js: how Calculator 2's levels and presses are written, for the page's tab
// and the widget alike (imports only puzzle.js). A level is the engine's level format
// (core/calc2/README.md); the engine lists a position's presses in its pick notation
// (the same README): a key's label alone, or with its pick (`Lock@1`, `Round@2`,
// `Shift@L1`) or its long press (`Store:save`); Clear, the engine's move back to the start
// without spending a move, is never listed and always there.
import { puzzleText } from '../../puzzle.js';

export const CLEAR = 'Clear';

// A level's puzzle text from the engine's JSON of it ({level, start, goals, moves, buttons,
// portal}). null when a value holds a line break.
export function levelText(level) {
  const entries = [['start', level.start], ['goals', level.goals.join(', ')], ['moves', level.moves],
    ['buttons', level.buttons.map((b) => b.label).join(', ')]];
  if (level.level) entries.unshift(['level', level.level]);
  if (level.portal) entries.push(['portal', level.portal.join(' ')]);
  return puzzleText(entries);
}

// The presses of key `label` among a position's `moves`.
export const pressesOf = (moves, label) => moves.filter((move) => move === label || move.startsWith(label + '@') || move.startsWith(label + ':'));

// The place (0 = ones) a press picks on the display, or null for a press that picks none (a Shift's
// turn, Store's save, a key with one press).
export function placeOf(move) {
  const place = /@(\d+)$/.exec(move);
  return place ? Number(place[1]) : null;
}
