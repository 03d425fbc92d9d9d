// games/calc2/play.js: a Calculator 2 level in play on the page's one play model
// (play/controls.js PlaySession): the LCD (level, moves left, the goals ticked off as the
// engine reports them reached, the display), the keypad of the level's keys as the engine
// labels them, and the place picker. Which presses exist comes from the engine's position
// (its numbered moves, in the pick notation `Lock@1`, `Round@2`, `Shift@L1`, `Store:save`): a
// key with one press plays it; a key with several (a pick key, Store) shows them as choices,
// and each digit of the display that is the place of one choice becomes a button for it; the
// choices are worded and ordered (left to right, as the digits stand) by the engine (the
// button's `choices`), and a waiting Lock's digit (the level's `lock`) is marked on the display.
// The keys wear the engine's colour family and help (key-help.js). The page computes no rule: a
// press the engine refuses says the engine's reason.
import { $, el, plural } from '../../dom.js';
import { ask, PlaySession } from '../../play/controls.js';
import { PREFIX } from './panel.js';
import { CLEAR, placeOf, pressesOf as pressesIn } from './notation.js';
import { GAME } from './requests.js';
import { describeKey, wireKey, wireKeyHelp } from './key-help.js';

const state = { session: null, moves: [], ready: Promise.resolve(), picking: null, seq: 0, hinted: null, title: null };

export const calc2Session = () => state.session;

// The presses of key `label` among the position's moves.
const pressesOf = (label) => pressesIn(state.moves, label);

// What a position shows: the engine's JSON of it, the fields of a game in progress filled in
// from the level's own (a level at its start names no display, moves left or goals reached).
export function shown(puzzle) {
  return {
    display: puzzle.display ?? puzzle.start,
    left: puzzle.left ?? puzzle.moves,
    reached: puzzle.reached || [],
  };
}

function drawLcd(puzzle) {
  const now = shown(puzzle);
  $(PREFIX + '-level').textContent = state.title || (puzzle.level ? 'Level ' + puzzle.level : 'Your level');
  $(PREFIX + '-left').textContent = 'Moves: ' + now.left + ' of ' + puzzle.moves;
  $(PREFIX + '-goals').replaceChildren(...puzzle.goals.map((goal) => {
    const reached = now.reached.includes(goal);
    return el('li', { className: 'calc2-goal' + (reached ? ' reached' : ''), attrs: { 'data-goal': String(goal) } }, [
      el('span', { className: 'calc2-tick', text: reached ? '✓' : '', attrs: { 'aria-hidden': 'true' } }),
      el('span', { text: String(goal) }),
      el('span', { className: 'sr-only', text: reached ? ' (reached)' : ' (to reach)' }),
    ]);
  }));
  const extra = [];
  if (puzzle.store !== undefined && puzzle.store !== null) extra.push('Store ' + puzzle.store);
  if (puzzle.offset) extra.push('[+]' + puzzle.offset);
  if (puzzle.lock !== undefined && puzzle.lock !== null) extra.push('Lock: the underlined digit keeps its value');
  if (puzzle.portal) extra.push('Portal ' + puzzle.portal.join(' → '));
  $(PREFIX + '-state').textContent = extra.join(' · ');
  drawDisplay(now.display, puzzle.lock);
}

// The display's digits; while a pick key waits, the digit at a place one of its choices names
// (`KEY@N`, N counted from the ones place) is a button for that choice; the digit at the place a
// waiting Lock holds (the level's `lock`) is marked.
function drawDisplay(value, lock) {
  const text = String(value);
  const digits = text.replace(/^-/, '');
  const picks = new Map();
  if (state.picking) {
    for (const move of state.picking.moves) {
      const place = placeOf(move);
      if (place !== null && place < digits.length) picks.set(place, move);
    }
  }
  const cells = [];
  if (text.startsWith('-')) cells.push(el('span', { className: 'calc2-digit', text: '-' }));
  [...digits].forEach((digit, i) => {
    const place = digits.length - 1 - i;
    const move = picks.get(place);
    const locked = place === lock;
    const mark = locked ? ' locked' : '';
    if (!move) {
      return cells.push(el('span', { className: 'calc2-digit' + mark, text: digit, attrs: locked ? { 'aria-label': digit + ' (locked)' } : {} }));
    }
    const words = state.picking.words.get(move) || move;
    const button = el('button', { className: 'calc2-digit pickable' + mark + (move === state.hinted ? ' hinted' : ''), text: digit, attrs: { type: 'button', 'aria-label': digit + ' (' + words + ')', 'data-move': move } });
    button.addEventListener('click', () => press(move));
    return cells.push(button);
  });
  $(PREFIX + '-display').replaceChildren(...cells);
  $(PREFIX + '-display').dataset.value = text;
}

function drawKeys(puzzle, won) {
  const keys = puzzle.buttons.map((button) => {
    const key = el('button', { className: 'calc2-key kind-' + button.kind + ' fam-' + (button.family || 'unknown'), text: button.label,
      attrs: { type: 'button', 'data-label': button.label, 'aria-pressed': String(state.picking?.label === button.label) } });
    key.disabled = won;
    describeKey(key, button);
    wireKey(key, () => tapKey(button.label));
    return key;
  });
  const clear = el('button', { className: 'calc2-key calc2-clear', text: CLEAR, attrs: { type: 'button', 'data-label': CLEAR, title: 'Back to the start without spending a move' } });
  clear.disabled = won;
  clear.addEventListener('click', () => press(CLEAR));
  $(PREFIX + '-keys').replaceChildren(...keys, clear);
}

function drawChoices() {
  const box = $(PREFIX + '-choices');
  if (!state.picking) {
    box.hidden = true;
    box.replaceChildren();
    $(PREFIX + '-pick').textContent = '';
    return;
  }
  const choices = state.picking.moves.map((move) => {
    const button = el('button', { className: 'btn small calc2-choice' + (move === state.hinted ? ' hinted' : ''), text: state.picking.words.get(move) || move, attrs: { type: 'button', 'data-move': move } });
    button.addEventListener('click', () => press(move));
    return button;
  });
  const cancel = el('button', { className: 'btn small ghost calc2-choice', text: 'Cancel', attrs: { type: 'button' } });
  cancel.addEventListener('click', () => pick(null));
  box.replaceChildren(...choices, cancel);
  box.hidden = false;
  const digitPicks = state.picking.moves.some((move) => placeOf(move) !== null);
  $(PREFIX + '-pick').textContent = state.picking.label + ': pick ' + (digitPicks ? 'a digit on the display or ' : '') + 'a choice below.';
}

// A pick key waiting for its choice (null: none).
function pick(picking) {
  state.picking = picking;
  const entry = state.session.current;
  if (!entry) return;
  drawDisplay(shown(entry.puzzle).display, entry.puzzle.lock);
  drawChoices();
  for (const key of $(PREFIX + '-keys').children) key.setAttribute('aria-pressed', String(!!picking && key.dataset.label === picking.label));
  if (picking) $(PREFIX + '-choices').firstChild?.focus({ preventScroll: true });
}

async function tapKey(label) {
  await state.ready; // the position's moves, asked as it was drawn
  if (state.picking && state.picking.label === label) return pick(null);
  const moves = pressesOf(label);
  // the engine's choices of the key, worded and in the order of the display's digits
  const button = state.session.current?.puzzle.buttons.find((b) => b.label === label);
  const choices = button && button.choices ? button.choices : moves.map((move) => ({ move, words: move }));
  if (moves.length > 1) return pick({ label, moves: choices.map((c) => c.move), words: new Map(choices.map((c) => [c.move, c.words])) });
  return press(moves[0] || label); // none listed: the engine says why it cannot be pressed
}

function press(move) {
  pick(null);
  state.session.clearWarning();
  return state.session.move(move);
}

// The position drawn: the LCD and keys at once, the moves asked of the engine (an answer for an
// older position dropped).
async function draw(entry, previous, won) {
  state.picking = null;
  state.hinted = null;
  drawLcd(entry.puzzle);
  drawKeys(entry.puzzle, won);
  drawChoices();
  const step = entry.step;
  const line = $(PREFIX + '-pick');
  if (previous && step && step.goal !== undefined && !won) {
    line.textContent = 'Goal ' + step.goal + ' reached ✓. The display is back at ' + shown(entry.puzzle).display + ' for the next goal.';
  }
  const seq = ++state.seq;
  state.ready = ask('position', { game: GAME, text: entry.text }).then((position) => {
    if (seq === state.seq) state.moves = position.error ? [] : position.moves;
  });
  await state.ready;
}

// A hint's next press: its key ringed (and its choice, once the key is tapped).
function markHint(answer) {
  const move = answer.move || answer.press;
  state.hinted = move;
  for (const key of $(PREFIX + '-keys').children) {
    const presses = pressesOf(key.dataset.label);
    key.classList.toggle('hinted', key.dataset.label === move || presses.includes(move));
  }
}

const outcomeText = (entry, moves, hints, seen) => 'Every goal reached, in ' + moves + ' ' + plural(moves, 'move') +
  (hints ? ', with ' + hints + ' ' + plural(hints, 'hint') : '') + (seen ? ', the solution seen' : '') + '.';

export function setupCalc2Play({ onChange, onSolution, onHint }) {
  wireKeyHelp();
  state.session = new PlaySession({
    game: GAME,
    prefix: PREFIX,
    draw,
    outcomeText,
    describeMove: (step, move) => move,
    onChange,
    onSolution,
    onHint,
    markHint,
    focusTarget: () => [...$(PREFIX + '-keys').children].find((key) => !key.disabled) || null,
  });
}

// Starts a level ({text, puzzle}) with a link's moves and hints, the LCD's title its level's
// unless given (a puzzle of the day's); resolves {refused}.
export async function startCalc2Play(entry, { moves = [], hints = 0, title = null } = {}) {
  state.picking = null;
  state.title = title;
  state.session.start(entry, { hints });
  return state.session.restore(moves);
}
