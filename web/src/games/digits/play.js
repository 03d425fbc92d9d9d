// games/digits/play.js: playing Digits as the original does: pick a number, an operation and a
// number; the engine plays the move (engine.play) and the result takes the second number's place
// (board.js keeps every place still). The stars are the best number reached so far (the engine's
// `reached`, kept when a later move uses it up), and Submit ends the game with it (the engine's
// move `submit`), so a near miss can be kept. Hint builds on a number picked (the engine's hint
// with `picked:`), else climbs the hint ladder. Every change is said once, in words, in the
// board's one status line (aria-live). No rule of the game is here: a move the game does not
// allow is refused by the engine, with its reason. Its moves and hints are in the address
// (index.js) so a reload or Back returns to the game.
import '../../../css/games/digits-play.css';
import { $, capitalize, el, plural } from '../../dom.js';
import { afterFirstScreen, helper } from '../../engine-client.js';
import { ask, PlaySession } from '../../play/controls.js';
import { GAME, readArgs } from './requests.js';
import { PREFIX } from './panel.js';
import { nameOf, pretty, signOf, stepWords } from './signs.js';
import { drawTiles, placesOf, setStop, wireToolbar } from './board.js';
import { opsToBest } from './share.js';

export const SUBMIT = 'submit'; // the engine's move that ends the game with the best number reached
const STUCK = 'No numbers left to combine: Submit keeps your best, or Undo or Reset to try another way.';
const pick = { first: null, op: null };
let session = null;
// "3 stars for the target, 2 for a number within 10 of it, …": the engine's help (its "stars"
// topic), asked once the first screen is up; said under the board
let starsRule = null;

const poolOf = (puzzle) => puzzle.pool || puzzle.numbers; // a new puzzle's pool is its numbers
const opButtons = () => document.querySelectorAll('#' + PREFIX + ' .op-btn');
const starsText = (n) => (n ? n + ' of 3 stars' : 'no stars');
const ops = (s) => s.moves().filter((step) => !step.submitted).length; // the operations played

export const digitsSession = () => session;
// The moves made, as the link writes them: "6@5+1@0" (each number with its pool place, so equal
// numbers are told apart), "submit" (the engine reads them back).
export const linkMoves = () => (session ? session.moves().map((s) => (s.submitted ? SUBMIT : s.a + '@' + s.first + s.op + s.b + '@' + s.second)) : []);

// The board's one status line: what changed, in words (a live region), in a place of its own
// above the bar; the session's hints, warnings and Undo's words go there too.
export function announce(text) {
  $(PREFIX + '-hint-text').textContent = text;
}

// The game's score: the best number reached and its stars (the engine's), "Best so far: 740, ★★".
function showStars(step) {
  const stars = $(PREFIX + '-stars');
  stars.replaceChildren();
  const count = step ? step.reached_stars : 0;
  for (let i = 1; i <= 3; i++) stars.append(el('span', { className: i <= count ? 'star on' : 'star', text: '★', attrs: { 'aria-hidden': 'true' } }));
  const note = !step ? 'The closer you come, the more stars.'
    : step.reached_distance === 0 ? 'Target ' + step.reached + ' reached.'
      : (session.won ? 'Your best: ' : 'Best so far: ') + step.reached + ', ' + step.reached_distance + ' away.';
  stars.append(el('span', { className: 'stars-note', text: note, attrs: { 'aria-hidden': 'true' } }));
  stars.append(el('span', { className: 'sr-only', text: step ? note + ' ' + capitalize(starsText(count)) + '.' : 'No stars yet.' }));
}

// What a move changed, in words: the move, and the stars when the best number reached changed.
function moveWords(step, previous) {
  if (step.submitted) return '';
  const before = previous && previous.step ? previous.step.reached : null;
  const stars = step.won || step.reached === before ? '' : ' Best so far: ' + step.reached + ', ' + step.reached_distance + ' away, ' + starsText(step.reached_stars) + '.';
  return capitalize(stepWords(step)) + '.' + stars;
}

// The pick, in words under the operations ("4 × …: now the other number."), marked on the buttons.
function drawPick() {
  const pool = $(PREFIX + '-pool');
  pool.querySelectorAll('button').forEach((tile) => tile.setAttribute('aria-pressed', String(Number(tile.dataset.index) === pick.first)));
  for (const button of opButtons()) button.setAttribute('aria-pressed', String(button.dataset.op === pick.op));
  const first = pick.first === null ? null : poolOf(session.current.puzzle)[pick.first];
  if (first !== null) announce(pick.op === null ? first + ' picked: now an operation.' : first + ' ' + nameOf(pick.op) + ' …: now the other number.');
}

function drawMoves() {
  const moves = $(PREFIX + '-moves');
  moves.replaceChildren();
  for (const s of session.moves()) {
    if (s.submitted) {
      moves.append(el('li', { text: 'Submitted ' + s.reached + '.' }));
      continue;
    }
    moves.append(el('li', null, [el('span', { text: s.a + ' ' + signOf(s.op) + ' ' + s.b + ' = ' + s.result, attrs: { 'aria-hidden': 'true' } }),
      el('span', { className: 'sr-only', text: capitalize(stepWords(s)) + '.' })]));
  }
  $(PREFIX + '-moves-empty').hidden = session.history.length > 1;
}

function draw(entry, previous, over) {
  pick.first = null;
  pick.op = null;
  $(PREFIX + '-title').textContent = 'Make ' + entry.puzzle.target;
  const step = entry.step;
  // the pool place of the number the last move made (the engine's places: board.js)
  const result = step && !step.submitted ? step.second - (step.first < step.second ? 1 : 0) : null;
  const made = previous ? result : null;
  const winning = step && step.won ? result : null;
  for (const button of opButtons()) button.classList.remove('hinted');
  const best = step && step.submitted ? step.reached : null;
  drawTiles($(PREFIX + '-pool'), placesOf(session.history), { made, winning, over, onPick: pickNumber, best });
  const tiles = $(PREFIX + '-pool');
  setStop(tiles, tiles.querySelector('.play-tile.new:not(:disabled)') || tiles.querySelector('.play-tile:not(:disabled)'));
  // one number left and the target not made: no move is left (a move takes two numbers)
  const stuck = !over && poolOf(entry.puzzle).length < 2;
  for (const button of opButtons()) button.disabled = over || stuck;
  $(PREFIX + '-submit').disabled = over;
  showStars(step && step.reached ? step : null);
  drawMoves();
  drawPick();
  // the move's words, then (one line says it all) that no move is left
  const words = [previous && step ? moveWords(step, previous) : '', stuck ? STUCK : ''].filter(Boolean).join(' ');
  announce(words);
}

async function pickNumber(i) {
  session.clearWarning();
  if (pick.first === null || pick.first === i) {
    pick.first = pick.first === i ? null : i;
    pick.op = pick.first === null ? null : pick.op;
    drawPick();
    if (pick.first === null) announce('Nothing picked.');
    return;
  }
  if (pick.op === null) {
    pick.first = i; // another first number
    drawPick();
    return;
  }
  const pool = poolOf(session.current.puzzle);
  // the places name the tiles tapped: of two equal numbers, the one tapped is used
  if (!(await session.move(pool[pick.first] + '@' + pick.first + ' ' + pick.op + ' ' + pool[i] + '@' + i))) {
    pick.first = null;
    pick.op = null;
    drawPick(); // the refusal's reason is on the status line, and the pick went with it
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
  announce('Nothing picked.'); // said: Esc left the line blank and silent
  return true;
}

// Hint with a number picked: the engine's hint from it (a move starting there, counted as a
// hint, its operation and other number marked), or its words to let the number go (not counted).
function hintPicked() {
  const value = poolOf(session.current.puzzle)[pick.first];
  return session.enqueue(async () => {
    const entry = session.current;
    if (!entry || session.won) return;
    const answer = await ask('hint', { game: GAME, text: entry.text.replace(/\n*$/, '\n') + 'picked: ' + value + '\n' });
    if (entry !== session.current) return;
    if (answer.error) {
      session.say('No hint: ' + answer.error.message + '.');
      return;
    }
    if (answer.builds) {
      session.countHint(answer.message); // the same words again (Hint pressed twice): not counted again
      document.querySelector('#' + PREFIX + ' .op-btn[data-op="' + answer.step.op + '"]')?.classList.add('hinted');
      const other = [...$(PREFIX + '-pool').querySelectorAll('.play-tile')].find((t) => Number(t.dataset.index) !== pick.first && t.textContent === String(answer.step.b));
      other?.classList.add('hinted');
    }
    session.say(pretty(answer.message));
  });
}

// After a move the focus goes to its result, the number just made (else the first number).
const focusTarget = () => $(PREFIX + '-pool').querySelector('.play-tile.new:not(:disabled)') || $(PREFIX + '-pool').querySelector('.play-tile:not(:disabled)');

// The ending in words: a win with its operations and stars, or the number submitted with its stars.
function outcomeText(entry, moves, hints, seen) {
  const step = entry.step;
  const n = ops(session);
  const toBest = opsToBest(session);
  const helped = [hints ? hints + ' ' + plural(hints, 'hint') : '', seen ? 'the answer seen' : ''].filter(Boolean).join(' and ');
  const made = step.submitted
    ? 'Submitted your best, ' + step.reached + ' for ' + entry.puzzle.target + ', ' + step.reached_distance + ' away, made in ' + toBest + ' ' + plural(toBest, 'operation')
    : 'Solved in ' + n + ' ' + plural(n, 'operation');
  return made + ': ' + starsText(step.reached_stars) + (helped ? ', with ' + helped : '') + '.';
}

// Wires the play area once. onChange: a move, undo, reset or hint happened;
// onSolution: Show solution pressed.
export function setupDigitsPlay({ onChange, onSolution }) {
  const describeMove = (step) => (step.submitted ? 'Submit' : stepWords(step));
  session = new PlaySession({ game: GAME, prefix: PREFIX, draw, outcomeText, describeMove, engineText: pretty, onChange, onSolution, focusTarget, finalEnd: true,
    solutionScope: 'every move from here to the target, or, when no way is left from here, the whole puzzle from the start' });
  const ladderHint = session.hint.bind(session);
  session.hint = () => (pick.first !== null && session.current && !session.won ? hintPicked() : ladderHint());
  for (const button of opButtons()) button.addEventListener('click', () => pickOp(button.dataset.op));
  wireToolbar($(PREFIX + '-pool'));
  wireToolbar(document.querySelector('#' + PREFIX + ' .play-ops'));
  setStop(document.querySelector('#' + PREFIX + ' .play-ops'), opButtons()[0]);
  $(PREFIX + '-submit').addEventListener('click', () => {
    if (session.started && !session.won) session.move(SUBMIT);
  });
  afterFirstScreen().then(() => helper.request('help', { game: GAME })).then(({ result }) => {
    const topic = Array.isArray(result) ? result.find((t) => t.topic === 'stars') : null;
    if (!topic) return;
    starsRule = capitalize(topic.summary) + '.';
    $(PREFIX + '-stars-rule').textContent = starsRule;
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
