// games/calc2/said.js: Calculator 2 as a screen reader hears it, in sentences made of the
// engine's words: a press ("times 2 gives 4. 2 moves left.", the engine's `spoken` of its step),
// a goal reached, a dead end, a level opened ("Level 3: from 0 to 12 in 3 moves. Keys: …", each
// key by its engine `spoken` name), the display as one number with a waiting Lock's digit (the
// engine's `locked`), and the win measured against the engine's fewest moves. Every value is the
// engine's: these only put its words in order, as the Calculator's play.js does.
import { plural } from '../../dom.js';

const moves = (n) => n + ' ' + plural(n, 'move');

// What a position shows: the engine's JSON of it, the fields of a game in progress filled in
// from the level's own (a level at its start names no display, moves left or goals reached).
export function shown(puzzle) {
  return {
    display: puzzle.display ?? puzzle.start,
    left: puzzle.left ?? puzzle.moves,
    reached: puzzle.reached || [],
  };
}

// The display as one number, with the digit a waiting Lock holds: "2907, the 9 (hundreds) locked".
export const displaySaid = (value, puzzle) => String(value) + (puzzle.locked ? ', ' + puzzle.locked + ' locked' : '');

// A list said: "49", "49 and 11", "49, 11 and 7".
const listSaid = (items) => (items.length < 2 ? items.join('') : items.slice(0, -1).join(', ') + ' and ' + items[items.length - 1]);

// A level as it opens: its name, start, goals, moves and keys (the engine's spoken names).
// name: "Level 3", "Puzzle of the day, 2026-11-29", "Your level"; challenge: the day's, or null.
export function levelSaid(name, puzzle, challenge = null) {
  const goals = puzzle.goals.map(String);
  const keys = puzzle.buttons.map((b) => b.spoken || b.label);
  return name + ': from ' + puzzle.start + ' to ' + listSaid(goals) + (goals.length > 1 ? ', each' : '') + ' in ' + moves(puzzle.moves) + '.' +
    (challenge ? ' ' + challenge + '.' : '') + (keys.length ? ' Keys: ' + keys.join(', ') + '.' : '');
}

// A move as the engine played it (entry: the position it made, previous: the one before),
// one sentence or a few: what the press gave, what else changed, and what comes next. A win's
// rest is the win line's (winSaid), said as it takes the focus.
export function pressSaid(entry, previous) {
  const { step, puzzle } = entry;
  const now = shown(puzzle);
  const before = shown(previous.puzzle);
  if (step.free) return 'Clear: back to the start, ' + now.display + ', ' + moves(now.left) + ' left.';
  let text = (step.spoken || step.press) + ' gives ' + step.value;
  const stored = puzzle.store ?? null;
  const storeChanged = stored !== (previous.puzzle.store ?? null);
  const offsetChanged = (puzzle.offset || 0) !== (previous.puzzle.offset || 0);
  if (step.portal_from !== undefined) text += ' (' + step.portal_from + ' before its digits fell through the portal)';
  if (step.goal === undefined && puzzle.locked) text += ', ' + puzzle.locked + ' locked for the next press';
  else if (step.goal === undefined && step.value === before.display && !storeChanged && !offsetChanged) text += ' (no change: the press still took a move)';
  text += '.';
  if (step.won) return text;
  if (step.goal !== undefined) return text + ' Goal ' + step.goal + ' reached. The display is back at ' + now.display + ', ' + moves(now.left) + ' for the next goal.';
  if (storeChanged && stored !== null) text += ' Store holds ' + stored + '.';
  if (offsetChanged) text += ' The keys\u2019 numbers now grow by ' + (puzzle.offset || 0) + '.';
  if (now.left === 0) return text + ' No moves left, and ' + step.value + ' is not a goal still to reach: Clear goes back to the start, or Undo a move.';
  return text + ' ' + moves(now.left) + ' left.';
}

// Where an Undo goes back to (entry; removed: the position undone): "The display shows 45, the
// 4 (tens) locked; 2 moves left.", and a goal the undone move had reached: "Goal 11 is to reach again."
export function undoneTo(entry, removed) {
  const now = shown(entry.puzzle);
  const lost = shown(removed.puzzle).reached.filter((goal) => !now.reached.includes(goal));
  const back = 'The display shows ' + displaySaid(now.display, entry.puzzle) + '; ' + moves(now.left) + ' left.';
  if (!lost.length) return back;
  return back + (lost.length > 1 ? ' Goals ' + listSaid(lost.map(String)) + ' are' : ' Goal ' + lost[0] + ' is') + ' to reach again.';
}

// The win: the moves spent (Clear's presses free, the moves it took back counted) against the
// fewest the engine finds from the start (null: not known), the hints and the solution seen.
export function winSaid(steps, fewest, hints, seen) {
  const used = steps.filter((step) => !step.free).length;
  const cleared = steps.some((step) => step.free);
  let text = 'Every goal reached in ' + moves(used) + (cleared ? ', counting the moves Clear took back' : '');
  if (fewest === null || fewest === undefined) text += '.';
  else text += used <= fewest ? ', the fewest possible.' : '; the fewest is ' + fewest + '.';
  const helps = [hints ? hints + ' ' + plural(hints, 'hint') : '', seen ? 'the solution seen' : ''].filter(Boolean);
  return text + (helps.length ? ' With ' + helps.join(' and ') + '.' : '');
}
