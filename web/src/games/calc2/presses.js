// games/calc2/presses.js: how Calculator 2's presses are named, for the page's tab and the widget
// alike (imports nothing). The engine lists a position's presses in its pick notation
// (core/calc2/README.md): a key's label alone, or with its pick (`Lock@1`, `Round@2`,
// `Shift@L1`) or its long press (`Store:save`); Clear, the engine's move back to the start
// without spending a move, is never listed and always there.
export const CLEAR = 'Clear';

// The presses of key `label` among a position's `moves`.
export const pressesOf = (moves, label) => moves.filter((move) => move === label || move.startsWith(label + '@') || move.startsWith(label + ':'));

// The place (0 = ones) a press picks on the display, or null for a press that picks none (a Shift's
// turn, Store's save, a key with one press).
export function placeOf(move) {
  const place = /@(\d+)$/.exec(move);
  return place ? Number(place[1]) : null;
}
