// games/calc2/play.js: a Calculator 2 level in play on the page's one play model
// (play/controls.js PlaySession): the LCD (level, moves left, the goals ticked off as the
// engine reports them reached, the display), the keypad of the level's keys as the engine
// labels them, and the place picker. Which presses exist comes from the engine's position
// (its numbered moves, in the pick notation `Lock@1`, `Round@2`, `Shift@L1`, `Store:save`): a
// key with one press plays it; a key with several (a pick key, Store) shows them as choices,
// and each digit of the display that is the place of one choice becomes a button for it; the
// choices are worded and ordered (left to right, as the digits stand) by the engine (the
// button's `choices`), and a waiting Lock's digit (the level's `lock`) is marked on the display.
// The keys wear the engine's colour family and help (key-help.js) and are named by the engine's
// spoken names. By ear (said.js): each press is said once in words (the engine's) in a live region,
// the display is one number, the focus stays on the key pressed (after a pick, on the key that
// opened it), and the win says whether it took the fewest moves the engine finds. The page
// computes no rule: a press the engine refuses says the engine's reason.
import { $, el, sayInto } from '../../dom.js';
import { ask, PlaySession } from '../../play/controls.js';
import { PREFIX } from './panel.js';
import { CLEAR, placeOf, pressesOf as pressesIn } from './notation.js';
import { GAME } from './requests.js';
import { describeKey, wireKey, wireKeyHelp } from './key-help.js';
import { displaySaid, pressSaid, shown, undoneTo, winSaid } from './said.js';

export { shown };

// pressed: the press under way {move, spoken}, its key's name for the engine's refusal;
// lastKey: the label of the key last pressed, where the focus goes back; fewest: the engine's
// fewest moves from the level's start (null: not known), asked as the level opens.
const state = { session: null, moves: [], ready: Promise.resolve(), picking: null, seq: 0, hinted: null, title: null,
  pressed: null, lastKey: null, fewest: null, fewestReady: Promise.resolve() };

export const calc2Session = () => state.session;

// The presses of key `label` among the position's moves.
const pressesOf = (label) => pressesIn(state.moves, label);

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
  // said without its symbols: the arrow and the dots are drawn only
  const said = extra.map((part) => part.replace(/^\[\+\](\d+)$/, 'the keys\u2019 numbers grow by $1'));
  if (puzzle.portal) {
    extra.push('Portal ' + puzzle.portal.join(' → '));
    said.push('a portal from place ' + puzzle.portal[0] + ' to place ' + puzzle.portal[1]);
  }
  $(PREFIX + '-state').replaceChildren(el('span', { text: extra.join(' · '), attrs: { 'aria-hidden': 'true' } }),
    el('span', { className: 'sr-only', text: said.join('. ') }));
  drawDisplay(now.display, puzzle);
}

// The display's digits; while a pick key waits, the digit at a place one of its choices names
// (`KEY@N`, N counted from the ones place) is a button for that choice; the digit at the place a
// waiting Lock holds (the level's `lock`) is marked. A screen reader hears the number whole (the
// digits' boxes are hidden from it, and the choices below give it the same picks by keyboard),
// with the locked digit in the engine's words (`locked`).
function drawDisplay(value, puzzle) {
  const lock = puzzle.lock;
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
      return cells.push(el('span', { className: 'calc2-digit' + mark, text: digit }));
    }
    const words = state.picking.words.get(move) || move;
    const button = el('button', { className: 'calc2-digit pickable' + mark + (move === state.hinted ? ' hinted' : ''), text: digit,
      attrs: { type: 'button', tabindex: '-1', title: words, 'data-move': move } });
    button.addEventListener('click', () => press(move));
    return cells.push(button);
  });
  $(PREFIX + '-display').replaceChildren(el('span', { className: 'calc2-digits', attrs: { 'aria-hidden': 'true' } }, cells),
    el('span', { className: 'sr-only', text: displaySaid(text, puzzle) }));
  $(PREFIX + '-display').dataset.value = text;
}

const keyNamed = (label) => [...$(PREFIX + '-keys').children].find((key) => key.dataset.label === label) || null;

// The keypad: each key shows its label and is named by the engine's spoken name ("times 2" for
// x2); a key with choices now (a pick key, Store) opens them (aria-expanded). Drawn again after
// every move, the key that had the focus keeps it.
function drawKeys(puzzle, won) {
  const active = document.activeElement;
  const focused = active && $(PREFIX + '-keys').contains(active) ? active.dataset.label : null;
  const keys = puzzle.buttons.map((button) => {
    const key = el('button', { className: 'calc2-key kind-' + button.kind + ' fam-' + (button.family || 'unknown'), text: button.label,
      attrs: { type: 'button', 'data-label': button.label } });
    key.dataset.spoken = button.spoken || button.label;
    if (button.spoken && button.spoken !== button.label) key.setAttribute('aria-label', button.spoken);
    if (button.choices) {
      key.setAttribute('aria-expanded', String(state.picking?.label === button.label));
      key.setAttribute('aria-controls', PREFIX + '-choices');
    }
    key.disabled = won;
    describeKey(key, button);
    wireKey(key, () => tapKey(button.label));
    return key;
  });
  const clear = el('button', { className: 'calc2-key calc2-clear', text: CLEAR, attrs: { type: 'button', 'data-label': CLEAR, title: 'Back to the start without spending a move' } });
  clear.disabled = won;
  clear.addEventListener('click', () => press(CLEAR, CLEAR));
  // the digit that presses each of the first ten keys (shortcuts.js: 1 to 9, then 0)
  [...keys, clear].slice(0, 10).forEach((key, i) => key.setAttribute('aria-keyshortcuts', String((i + 1) % 10)));
  $(PREFIX + '-keys').replaceChildren(...keys, clear);
  const again = focused && !won ? keyNamed(focused) : null;
  if (again) again.focus({ preventScroll: true });
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

// A pick key waiting for its choice (null: none). Its choices take the focus; when they go
// (a choice pressed, Cancel, Esc) the focus goes back to the key that opened them.
function pick(picking) {
  const opener = state.picking ? state.picking.label : null;
  const active = document.activeElement;
  const inPicker = !!active && ($(PREFIX + '-choices').contains(active) || $(PREFIX + '-display').contains(active));
  state.picking = picking;
  const entry = state.session.current;
  if (!entry) return;
  drawDisplay(shown(entry.puzzle).display, entry.puzzle);
  drawChoices();
  for (const key of $(PREFIX + '-keys').children) {
    if (key.hasAttribute('aria-expanded')) key.setAttribute('aria-expanded', String(!!picking && key.dataset.label === picking.label));
  }
  if (picking) $(PREFIX + '-choices').firstChild?.focus({ preventScroll: true });
  else if (opener && inPicker) keyNamed(opener)?.focus({ preventScroll: true });
}

async function tapKey(label) {
  await state.ready; // the position's moves, asked as it was drawn
  if (state.picking && state.picking.label === label) return pick(null);
  const moves = pressesOf(label);
  // the engine's choices of the key, worded and in the order of the display's digits
  const button = state.session.current?.puzzle.buttons.find((b) => b.label === label);
  const choices = button && button.choices ? button.choices : moves.map((move) => ({ move, words: move }));
  state.lastKey = label;
  if (moves.length > 1) return pick({ label, moves: choices.map((c) => c.move), words: new Map(choices.map((c) => [c.move, c.words])) });
  return press(moves[0] || label, button ? button.spoken : label); // none listed: the engine says why it cannot be pressed
}

// A press played; spoken: its name in words (a choice's, a key's), for the engine's refusal.
async function press(move, spoken = state.picking ? state.picking.words.get(move) : move) {
  pick(null);
  state.session.clearWarning();
  await state.fewestReady; // the win it may make says how it compares
  state.pressed = { move, spoken: spoken || move };
  return state.session.move(move);
}

// A press or key label in words, as the position's buttons name it: a choice's words ("Lock the
// 5 (tens)") or the key's spoken name ("sort up"); the label itself when the position has neither.
function spokenOf(label) {
  for (const button of state.session.current?.puzzle.buttons || []) {
    const choice = (button.choices || []).find((c) => c.move === label);
    if (choice) return choice.words;
    if (button.label === label) return button.spoken || label;
  }
  return label;
}

// The engine's words with the keys they name said in words: a refusal opens with the label of
// the press under way ("Sort> cannot be pressed on …", heard "sort up cannot be pressed on …"); a
// hint's rung names its key or press (its `key`, `press`), each heard by its spoken name.
function engineText(message) {
  const pressed = state.pressed;
  state.pressed = null;
  if (pressed && message.startsWith(pressed.move + ' ')) return pressed.spoken + message.slice(pressed.move.length);
  const rung = (state.session.current?.ladder?.rungs || []).find((r) => message.includes(r.text));
  if (!rung) return message;
  const at = message.indexOf(rung.text);
  const labels = [rung.key, rung.press, ...(rung.presses || [])].filter((label) => typeof label === 'string');
  let said = rung.text;
  let from = 0;
  for (const label of labels) { // each the first match after the one before: "3 more" is no key 3
    const i = said.indexOf(label, from);
    if (i < 0) continue;
    const words = spokenOf(label);
    said = said.slice(0, i) + words + said.slice(i + label.length);
    from = i + words.length;
  }
  return message.slice(0, at) + said + message.slice(at + rung.text.length);
}

// The position drawn: the LCD and keys at once, the moves asked of the engine (an answer for an
// older position dropped).
async function draw(entry, previous, won) {
  state.picking = null;
  state.hinted = null;
  drawLcd(entry.puzzle);
  drawKeys(entry.puzzle, won);
  drawChoices();
  // the move said, once, in words (a live region of its own, taking no room: the page does not
  // move); a win's focused line says the rest. The pick line shows a goal reached.
  sayInto($(PREFIX + '-said'), previous && entry.step ? pressSaid(entry, previous) : '');
  if (previous && entry.step && entry.step.goal !== undefined && !won) {
    $(PREFIX + '-pick').textContent = 'Goal ' + entry.step.goal + ' reached ✓. The display is back at ' + shown(entry.puzzle).display + ' for the next goal.';
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

const outcomeText = (entry, moves, hints, seen) => winSaid(state.session.moves(), state.fewest, hints, seen);

export function setupCalc2Play({ onChange, onSolution, onHint }) {
  wireKeyHelp();
  state.session = new PlaySession({
    game: GAME,
    prefix: PREFIX,
    draw,
    outcomeText,
    describeMove: (step, move) => (step && step.spoken) || move,
    positionSaid: undoneTo,
    engineText,
    onChange,
    onSolution,
    onHint,
    markHint,
    focusTarget: () => [keyNamed(state.lastKey), ...$(PREFIX + '-keys').children].find((key) => key && !key.disabled) || null,
  });
}

// Starts a level ({text, puzzle}) with a link's moves and hints, the LCD's title its level's
// unless given (a puzzle of the day's); resolves {refused}.
export async function startCalc2Play(entry, { moves = [], hints = 0, title = null } = {}) {
  state.picking = null;
  state.title = title;
  state.pressed = null;
  state.fewest = null;
  const seq = state.session.seq + 1; // the game start() begins
  state.fewestReady = ask('hint', { game: GAME, text: entry.text }).then((answer) => {
    if (seq !== state.session.seq) return;
    state.fewest = answer && !answer.error && typeof answer.fewest_moves === 'number' && answer.fewest_moves >= 0 ? answer.fewest_moves : null;
  });
  state.session.start(entry, { hints });
  if (moves.length) await state.fewestReady; // a link's game may be won as it is replayed
  return state.session.restore(moves);
}
