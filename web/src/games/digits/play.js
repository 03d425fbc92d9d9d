// games/digits/play.js: playing Digits the NYT way: pick a number, an
// operation and a number; the engine plays the move (engine.play) and the
// result replaces the two numbers. Undo, Reset, Hint (engine.hint, from where
// the player is) and the stars for how close the pool has come (the engine's
// step says). No rule of the game is here: a move the game does not allow is
// refused by the engine, with its reason. Its moves and hints are in the
// address (index.js) so a reload or Back returns to the game.
import '../../../css/games/digits-play.css';
import { $, capitalize, el, plural } from '../../dom.js';
import { afterFirstScreen, helper } from '../../engine-client.js';
import { ask, PlaySession } from '../../play/controls.js';
import { GAME, readArgs } from './requests.js';
import { PREFIX } from './panel.js';
import { pretty, signOf } from './signs.js';

const pick = { first: null, op: null };
let session = null;
// "3 stars for the target, 2 for a number within 10 of it, …": the engine's help (its "stars"
// topic), asked once the first screen is up; null until then. Said after the game's one-line
// rule, where it stays after a move (a player asked how close is close enough)
let starsRule = null;

const poolOf = (puzzle) => puzzle.pool || puzzle.numbers; // a new puzzle's pool is its numbers

export const digitsSession = () => session;
// The moves made, as the link writes them: "6+1" (the engine reads it back).
export const linkMoves = () => (session ? session.moves().map((s) => s.a + s.op + s.b) : []);

function showStars(step) {
  const stars = $(PREFIX + '-stars');
  stars.replaceChildren();
  const count = step ? step.stars : 0;
  for (let i = 1; i <= 3; i++) stars.append(el('span', { className: i <= count ? 'star on' : 'star', text: '★', attrs: { 'aria-hidden': 'true' } }));
  // what the stars are for, in words beside them (the engine's step: the closest value and how far off)
  // (on the target it said "381 is the target", read as a fact about the puzzle, not a win)
  const note = step ? (step.distance === 0 ? 'target ' + step.best + ' reached' : step.best + ' is ' + step.distance + ' away') : null;
  stars.append(el('span', { className: 'stars-note', text: note ? capitalize(note) : 'The closer you come, the more stars', attrs: { 'aria-hidden': 'true' } }));
  stars.append(el('span', { className: 'sr-only', text: note ? count + ' of 3 stars: ' + note : 'No stars yet' }));
  stars.title = starsRule || '';
}

// The move being made, in words under the operations ("4 × …: now the other number."),
// and after a move the move made ("4 × 3 = 12."): a pick is not told by its colour alone,
// and a screen reader, whose focus stays on the button pressed, hears it (aria-live).
function drawPick(made = null) {
  const tiles = $(PREFIX + '-pool').querySelectorAll('button');
  tiles.forEach((tile, i) => tile.setAttribute('aria-pressed', String(i === pick.first)));
  for (const button of document.querySelectorAll('#' + PREFIX + ' .op-btn')) button.setAttribute('aria-pressed', String(button.dataset.op === pick.op));
  const first = pick.first === null ? null : poolOf(session.current.puzzle)[pick.first];
  $(PREFIX + '-pick').textContent = made ? session.describeMove(made) + '.'
    : first === null ? '' : pick.op === null ? first + ' picked: now an operation.' : first + ' ' + signOf(pick.op) + ' …: now the other number.';
}

function drawPool(entry, previous, won) {
  const box = $(PREFIX + '-pool');
  box.replaceChildren();
  const made = entry.step ? entry.step.result : undefined;
  let marked = false;
  poolOf(entry.puzzle).forEach((n, i) => {
    const isNew = !marked && previous && n === made;
    if (isNew) marked = true;
    const attrs = { type: 'button', 'aria-pressed': 'false', 'data-index': i };
    if (isNew) attrs['aria-description'] = 'the number your last move made';
    const tile = el('button', { className: 'tile play-tile' + (isNew ? ' new' : ''), text: n, attrs });
    tile.disabled = won;
    tile.addEventListener('click', () => pickNumber(i));
    box.append(tile);
  });
}

function drawMoves() {
  const moves = $(PREFIX + '-moves');
  moves.replaceChildren();
  for (const s of session.moves()) moves.append(el('li', { text: s.a + ' ' + signOf(s.op) + ' ' + s.b + ' = ' + s.result }));
  $(PREFIX + '-moves-empty').hidden = session.history.length > 1;
}

function draw(entry, previous, won) {
  pick.first = null;
  pick.op = null;
  $(PREFIX + '-title').textContent = 'Make ' + entry.puzzle.target;
  drawPool(entry, previous, won);
  // one number left and the target not made: no move is left (a move takes two numbers)
  const stuck = !won && poolOf(entry.puzzle).length < 2;
  for (const button of document.querySelectorAll('#' + PREFIX + ' .op-btn')) button.disabled = won || stuck;
  if (stuck) session.say('No numbers left to combine: Undo or Reset to try another way.');
  showStars(entry.step);
  drawMoves();
  drawPick(previous ? entry.step : null);
}

async function pickNumber(i) {
  session.clearWarning();
  if (pick.first === null || pick.first === i) {
    pick.first = pick.first === i ? null : i;
    pick.op = pick.first === null ? null : pick.op;
    drawPick();
    return;
  }
  if (pick.op === null) {
    pick.first = i; // another first number
    drawPick();
    return;
  }
  const pool = poolOf(session.current.puzzle);
  if (!(await session.move(pool[pick.first] + ' ' + pick.op + ' ' + pool[i]))) {
    pick.first = null;
    pick.op = null;
    drawPick();
  }
}

function pickOp(op) {
  if (pick.first === null) {
    session.warn('Pick a number first.');
    return;
  }
  session.clearWarning();
  pick.op = pick.op === op ? null : op;
  drawPick();
}

// Esc: the number and operation picked are let go; false when nothing was picked.
export function cancelPick() {
  if (pick.first === null && pick.op === null) return false;
  pick.first = null;
  pick.op = null;
  session.clearWarning();
  drawPick();
  $(PREFIX + '-pick').textContent = 'Nothing picked.'; // said: Esc left the line blank and silent
  return true;
}

// After a move the focus goes to its result, the number just made (else the first number).
const focusTarget = () => $(PREFIX + '-pool').querySelector('.play-tile.new:not(:disabled)') || $(PREFIX + '-pool').querySelector('.play-tile:not(:disabled)');

function outcomeText(entry, moves, hints, seen) {
  const helped = [hints ? hints + ' ' + plural(hints, 'hint') : '', seen ? 'the answer seen' : ''].filter(Boolean).join(' and ');
  return 'Solved in ' + moves + ' ' + plural(moves, 'operation') + (helped ? ', with ' + helped : '') + '.';
}

// Wires the play area once. onChange: a move, undo, reset or hint happened;
// onSolution: Show solution pressed.
export function setupDigitsPlay({ onChange, onSolution }) {
  const describeMove = (step) => step.a + ' ' + signOf(step.op) + ' ' + step.b + ' = ' + step.result;
  session = new PlaySession({ game: GAME, prefix: PREFIX, draw, outcomeText, describeMove, engineText: pretty, onChange, onSolution, focusTarget });
  for (const button of document.querySelectorAll('#' + PREFIX + ' .op-btn')) button.addEventListener('click', () => pickOp(button.dataset.op));
  afterFirstScreen().then(() => helper.request('help', { game: GAME })).then(({ result }) => {
    const topic = Array.isArray(result) ? result.find((t) => t.topic === 'stars') : null;
    if (!topic) return;
    starsRule = capitalize(topic.summary) + '.';
    $(PREFIX + '-stars-rule').textContent = starsRule;
    if (session.current) showStars(session.current.step);
  }, () => {});
}

// Starts a game from puzzle text, with a link's moves replayed and its hints
// counted. Resolves the engine's error object when it refuses the puzzle, else
// {refused} (a link's move the engine refused, or null).
export async function startDigitsPlay(text, { moves = [], hints = 0 } = {}) {
  const read = await ask('read', readArgs(text));
  if (read.error) return { error: read.error };
  session.start({ text, puzzle: read[0], step: null }, { hints });
  const { refused } = await session.restore(moves);
  return { error: null, refused };
}

export const focusPool = () => $(PREFIX + '-pool').querySelector('button')?.focus();
