// games/clock/play.js: playing the clock game, you against the game's own
// moves. On your turn you zero the cell under the hand (0) or leave it (X);
// the engine (engine.play) plays your choice and then the game's moves (its
// raises, the passes on 0 cells) up to your next turn, and the page replays
// them on the face. Undo, Reset, Hint (engine.hint) and Show solution as in
// Digits. Whose turn it is and what each move does come from the engine: no
// rule is here. Its choices and hints are in the address (index.js).
import '../../../css/games/clock-play.css';
import { $, el, formatInt, plural } from '../../dom.js';
import { ask, PlaySession } from '../../play/controls.js';
import { buildFace, paintFace } from './face.js';
import { PREFIX } from './panel.js';
import { GAME, startArgs } from './requests.js';

const STEP_MS = 110; // one advance of the game's moves on the face
const ANIMATED = 24; // at most this many advances are shown one by one
const MOVES_SHOWN = 400; // your choices listed one by one; the rest are counted

const view = { face: null, n: 0, timer: null };
let session = null;

export const clockSession = () => session;
// Your choices so far, as the link writes them: "0XX0…" (each the engine's move).
export const linkMoves = () => (session ? session.moves().map((s) => s.move).join('') : '');

function describe(advance) {
  if (advance.by === 'player') return 'Round ' + formatInt(advance.round) + ': you choose ' + advance.choice + (advance.choice === '0' ? ', zeroing cell ' : ', leaving cell ') + advance.cell + '.';
  if (advance.by === 'computer') return 'Round ' + formatInt(advance.round) + ': the game raises cell ' + advance.cell + '.';
  return 'Round ' + formatInt(advance.round) + ': cell ' + advance.cell + ' is 0, nothing to choose.';
}

function stopAnimation() {
  clearTimeout(view.timer);
  view.timer = null;
}

// The face through the move's advances, one by one when there are few, then where it stands.
function animate(entry, k) {
  const advances = entry.step ? entry.step.advances : [];
  const shown = advances.length <= ANIMATED ? advances : [];
  let i = 0;
  const next = () => {
    if (i >= shown.length) {
      paintFace(view.face, entry.puzzle.board, entry.puzzle.hand, k);
      view.timer = null;
      return;
    }
    const a = shown[i++];
    paintFace(view.face, a.board, a.cell, k);
    view.face.cells[a.cell]?.g.classList.add(a.by === 'player' ? (a.choice === '0' ? 'by-player-0' : 'by-player-x') : a.by === 'computer' ? 'by-computer' : 'by-auto');
    view.timer = setTimeout(next, STEP_MS);
  };
  next();
}

function drawMoves() {
  const list = $(PREFIX + '-moves');
  const moves = session.moves();
  list.replaceChildren();
  for (const step of moves.slice(-MOVES_SHOWN)) list.append(el('li', { className: step.move === '0' ? 'c0' : 'cx', text: step.move }));
  $(PREFIX + '-moves-empty').hidden = moves.length > 0;
}

function drawLog(entry) {
  const log = $(PREFIX + '-log');
  log.replaceChildren();
  const advances = entry.step ? entry.step.advances : [];
  const last = advances.slice(-8);
  if (advances.length > last.length) log.append(el('li', { className: 'more', text: formatInt(advances.length - last.length) + ' earlier ' + plural(advances.length - last.length, 'move') + ' of this turn' }));
  for (const a of last) log.append(el('li', { className: 'by-' + a.by, text: describe(a) }));
}

// The rounds that went by since the last choice (the game's raises, cells at 0 passed over): "Round 4"
// on a game just opened, then 6, 8, 11, says nothing of why without them.
function roundsWithoutChoice(entry, p) {
  const chosen = entry.step ? entry.step.advances.find((a) => a.by === 'player') : null;
  const from = chosen ? chosen.round + 1 : 1;
  const to = p.round - 1;
  if (to < from) return '';
  // "had no choice for you": "went by without a choice", then "The game raised cell 0.", read as a contradiction
  if (to === from) return ' Round ' + formatInt(from) + ' had no choice for you.';
  return ' Rounds ' + formatInt(from) + (to === from + 1 ? ' and ' : ' to ') + formatInt(to) + ' had no choice for you.';
}

// What a screen reader hears after the turn (the line is the face's name): the game's raises
// since the last choice, drawn on the face and listed under The last moves, which are not
// said; and every cell's number, which the face shows.
function heard(entry, p) {
  const raised = (entry.step ? entry.step.advances : []).filter((a) => a.by === 'computer').map((a) => a.cell);
  const game = raised.length === 0 ? '' : raised.length === 1 ? ' The game raised cell ' + raised[0] + '.'
    : ' The game raised cells ' + raised.slice(0, -1).join(', ') + ' and ' + raised.at(-1) + '.';
  return game + ' The cells from cell 0: ' + p.board.join(', ') + '.';
}

// The choice a hint names wears the Calculator's hint ring and tag, until the position changes (draw).
function markHint(answer) {
  for (const button of document.querySelectorAll('#' + PREFIX + ' .choice-btn')) button.classList.toggle('hinted', button.dataset.move === answer.move);
}

function draw(entry, previous, won) {
  const p = entry.puzzle;
  stopAnimation();
  if (!view.face || view.n !== p.n) {
    view.face = buildFace($(PREFIX + '-svg'), p.n);
    view.n = p.n;
  }
  if (previous) animate(entry, p.k);
  else paintFace(view.face, p.board, p.hand, p.k);
  const choices = session.history.length - 1;
  $(PREFIX + '-turn').replaceChildren(won
    ? 'Round ' + formatInt(p.round) + ': the clock is clear.'
    : 'Round ' + formatInt(p.round) + ': your turn on cell ' + p.hand + ', which holds ' + p.board[p.hand] + '.' + roundsWithoutChoice(entry, p),
  el('span', { className: 'sr-only', text: heard(entry, p) }));
  $(PREFIX + '-facts').textContent = formatInt(choices) + ' ' + plural(choices, 'choice') + ' made; n = ' + p.n + ', k = ' + p.k + '.';
  for (const button of document.querySelectorAll('#' + PREFIX + ' .choice-btn')) {
    button.disabled = won;
    button.classList.remove('hinted');
  }
  drawMoves();
  drawLog(entry);
  const seen = previous && !won ? seenBefore(p) : null;
  if (seen) session.say('You have been here before, at round ' + formatInt(seen.round) + ': the same board, the hand on the same cell. Choose differently somewhere, or ask for a hint.');
}

// The earliest position of this game with the board and the hand as now (a player who
// always zeroes, or always leaves, goes round in circles and is told so).
function seenBefore(p) {
  const same = (q) => q.hand === p.hand && q.board.length === p.board.length && q.board.every((v, i) => v === p.board[i]);
  const earlier = session.history.slice(0, -1).find((e) => same(e.puzzle));
  return earlier ? earlier.puzzle : null;
}

function outcomeText(entry, moves, hints, seen) {
  const helped = [hints ? hints + ' ' + plural(hints, 'hint') : '', seen ? 'the answer seen' : ''].filter(Boolean).join(' and ');
  return 'Solved in ' + formatInt(moves) + ' ' + plural(moves, 'choice') + ': the clock is clear at round ' + formatInt(entry.puzzle.round) + (helped ? ', with ' + helped : '') + '.';
}

// A choice (the engine's move "0" or "X"), as its key or shortcut makes it.
export const choose = (move) => session.move(move);

// Wires the play area once. onChange: a choice, undo, reset or hint happened;
// onSolution: Show solution pressed.
export function setupClockPlay({ onChange, onSolution }) {
  // a choice's button keeps the focus; back at the start (Undo, Reset) the focus goes to "zero the cell"
  const describeMove = (step) => (step.move === '0' ? 'zero the cell' : 'leave it') + ', round ' + formatInt(step.advances.length ? step.advances[0].round : 0);
  session = new PlaySession({ game: GAME, prefix: PREFIX, draw, outcomeText, describeMove, onChange, onSolution, focusTarget: () => $(PREFIX + '-zero'), markHint });
  for (const button of document.querySelectorAll('#' + PREFIX + ' .choice-btn')) button.addEventListener('click', () => choose(button.dataset.move));
}

// Starts a game from puzzle text: the game's own moves up to your first turn
// (the move "wait"), then a link's choices replayed and its hints counted.
// Resolves {error} when the engine refuses the puzzle, else {refused} (a
// link's choice the engine refused, or null).
export async function startClockPlay(text, { moves = [], hints = 0 } = {}) {
  const answer = await ask('play', startArgs(text));
  if (answer.error) return { error: answer.error };
  session.start({ text: answer.text, puzzle: answer.puzzle, step: answer.step }, { hints });
  const { refused } = await session.restore(moves);
  return { error: null, refused };
}

export function stopClockAnimation() {
  stopAnimation();
}
