// play/digits.js: playing Digits the NYT way: pick a number, an operation and
// a number; the engine plays the move (engine.play) and the result replaces the
// two numbers. Undo, Reset, Hint (engine.hint) and the stars for how close the
// pool has come (the engine's step says). No rule of the game is here: a move
// the game does not allow is refused by the engine, with its reason.
import '../../css/games/digits-play.css';
import { $, el, plural } from '../dom.js';
import { ask, controlsMarkup, PlaySession } from './controls.js';

const GAME = 'digits';
const PREFIX = 'digits-game';
// the signs people read, and the operator the engine reads
const OPS = [
  { op: '+', sign: '+', name: 'plus' },
  { op: '-', sign: '−', name: 'minus' },
  { op: '*', sign: '×', name: 'times' },
  { op: '/', sign: '÷', name: 'divided by' },
];
const signOf = (op) => (OPS.find((o) => o.op === op) || { sign: op }).sign;
const pretty = (text) => String(text).replace(/ ([*/+-]) /g, (m, op) => ' ' + signOf(op) + ' ');

export const digitsPlayMarkup = `
<section id="${PREFIX}" class="play-area" hidden aria-labelledby="${PREFIX}-title">
  <p id="${PREFIX}-stars" class="stars"></p>
  <h2 id="${PREFIX}-title" class="result-title"></h2>
  <p class="play-howto">Pick a number, an operation, then another number: the result takes their place.</p>
  <div id="${PREFIX}-pool" class="play-pool" role="group" aria-label="Numbers"></div>
  <div class="play-ops" role="group" aria-label="Operations">
    ${OPS.map((o) => `<button type="button" class="op-btn" data-op="${o.op}" aria-label="${o.name}" aria-pressed="false">${o.sign}</button>`).join('')}
  </div>
  <ol id="${PREFIX}-moves" class="play-moves" aria-label="Moves played"></ol>
  ${controlsMarkup(PREFIX)}
</section>`;

const pick = { first: null, op: null };
let session = null;

function poolOf(puzzle) {
  return puzzle.pool || puzzle.numbers; // a new puzzle's pool is its numbers
}

function showStars(step) {
  const stars = $(PREFIX + '-stars');
  stars.replaceChildren();
  const count = step ? step.stars : 0;
  for (let i = 1; i <= 3; i++) stars.append(el('span', { className: i <= count ? 'star on' : 'star', text: '★', attrs: { 'aria-hidden': 'true' } }));
  stars.append(el('span', { className: 'sr-only', text: step ? count + ' of 3 stars: ' + (step.distance === 0 ? step.best + ' is the target' : step.best + ' is ' + step.distance + ' away') : 'No stars yet' }));
}

function drawPick() {
  const tiles = $(PREFIX + '-pool').querySelectorAll('button');
  tiles.forEach((tile, i) => tile.setAttribute('aria-pressed', String(i === pick.first)));
  for (const button of document.querySelectorAll('#' + PREFIX + ' .op-btn')) button.setAttribute('aria-pressed', String(button.dataset.op === pick.op));
}

function draw(entry, previous, won) {
  const pool = poolOf(entry.puzzle);
  pick.first = null;
  pick.op = null;
  $(PREFIX + '-title').textContent = 'Make ' + entry.puzzle.target;
  const box = $(PREFIX + '-pool');
  box.replaceChildren();
  const made = entry.step ? entry.step.result : undefined;
  let marked = false;
  pool.forEach((n, i) => {
    const isNew = !marked && previous && n === made;
    if (isNew) marked = true;
    const tile = el('button', { className: 'tile play-tile' + (isNew ? ' new' : ''), text: n, attrs: { type: 'button', 'aria-pressed': 'false', 'data-index': i } });
    tile.disabled = won;
    tile.addEventListener('click', () => pickNumber(i));
    box.append(tile);
  });
  for (const button of document.querySelectorAll('#' + PREFIX + ' .op-btn')) button.disabled = won;
  showStars(entry.step);
  const moves = $(PREFIX + '-moves');
  moves.replaceChildren();
  for (const done of session.history.slice(1)) {
    const s = done.step;
    moves.append(el('li', { text: s.a + ' ' + signOf(s.op) + ' ' + s.b + ' = ' + s.result }));
  }
  drawPick();
}

async function pickNumber(i) {
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
  const move = pool[pick.first] + ' ' + pick.op + ' ' + pool[i];
  if (!(await session.move(move))) {
    pick.first = null;
    pick.op = null;
    drawPick();
  }
}

function pickOp(op) {
  if (pick.first === null) {
    session.say('Pick a number first.');
    return;
  }
  pick.op = pick.op === op ? null : op;
  drawPick();
}

function outcomeText(entry, moves, hints) {
  return 'Solved in ' + moves + ' ' + plural(moves, 'operation') + (hints ? ' with ' + hints + ' ' + plural(hints, 'hint') : '') + '.';
}

// Wires the play area once (the Digits panel holds its markup).
export function setupDigitsPlay() {
  session = new PlaySession({ game: GAME, prefix: PREFIX, draw, outcomeText, hintText: pretty });
  for (const button of document.querySelectorAll('#' + PREFIX + ' .op-btn')) button.addEventListener('click', () => pickOp(button.dataset.op));
}

// Starts a game from puzzle text; the engine's error object when it refuses the puzzle.
export async function startDigitsPlay(text) {
  const read = await ask('read', { game: GAME, text });
  if (read.error) return read.error;
  $(PREFIX).hidden = false;
  session.start({ text, puzzle: read[0], step: null });
  $(PREFIX).scrollIntoView({ block: 'nearest' }); // on a phone the play area is below the form
  $(PREFIX + '-pool').querySelector('button')?.focus();
  return null;
}

export function stopDigitsPlay() {
  $(PREFIX).hidden = true;
}
