// games/clock/play.js: playing the clock game, you against the game's own
// moves. On your turn you zero the cell under the hand (0) or leave it (X);
// the engine (engine.play) plays your choice and then the game's moves (its
// raises, the passes on 0 cells) up to your next turn, and the page replays
// them on the face. Undo, Reset, Hint (engine.hint) and Show solution as in
// Digits. Whose turn it is and what each move does come from the engine: no
// rule is here. Its choices and hints are in the address (index.js).
import '../../../css/games/clock-play.css';
import { $, capitalize, el, formatInt, plural } from '../../dom.js';
import { ask, PlaySession } from '../../play/controls.js';
import { buildFace, paintCells, turnHand } from './face.js';
import { PREFIX } from './panel.js';
import { GAME, startArgs } from './requests.js';

const ANIMATED = 24; // at most this many advances are shown one by one
const LOGGED = 8; // the log's rounds of the last move (the rest counted)
const MOVES_SHOWN = 400; // your choices listed one by one; the rest are counted

// fresh: a game being opened (a start, a link's choices replayed), said once where it stands;
// moving: the face is playing a move (the choices wait); turning: the hand's turn now awaited;
// shown: {entry} of the move on the face; unsaid, pending: a move's words not said yet (announce)
const view = { face: null, n: 0, timer: null, said: null, fresh: false, moving: false, turning: null, shown: null, unsaid: '', pending: null };
let session = null;

export const clockSession = () => session;
// Your choices so far, as the link writes them: "0XX0…" (each the engine's move).
export const linkMoves = () => (session ? session.moves().map((s) => s.move).join('') : '');

const round = (r) => 'Round ' + formatInt(r) + ': ';
// before the engine's own sentences, which start with a capital: "Round 7. The game raised cell 3 to 1: …"
const roundOf = (r) => 'Round ' + formatInt(r) + '. ';
const advancesOf = (entry) => (entry.step ? entry.step.advances : []);
// An advance in a few words, for the status line while the face shows it.
// past: as said once the move is over ("you zeroed cell 2").
function brief(a, past = false) {
  if (a.by === 'player') return round(a.round) + 'you ' + (a.choice === '0' ? (past ? 'zeroed' : 'zero') : past ? 'left' : 'leave') + ' cell ' + a.cell + '.';
  if (a.by === 'computer') return round(a.round) + 'the game ' + (past ? 'raised' : 'raises') + ' cell ' + a.cell + ' to ' + a.board[a.cell] + '.';
  return round(a.round) + 'cell ' + a.cell + ' is 0, nothing to do.';
}
const turnLine = (p, won) => round(p.round) + (won ? 'the clock is clear.' : 'your turn on cell ' + p.hand + ', which holds ' + p.board[p.hand] + '.');
const boardWords = (board, hand) => 'The clock: ' + board.map((v, i) => 'cell ' + i + ' holds ' + v).join(', ') + '; the hand is on cell ' + hand + '.';
const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;
// one advance on the face: slow enough to read its line, the whole move within about 2.4 s;
// the hand's turn to the advance's cell takes the first part of it (at most the CSS's 0.25 s)
const stepMs = (count) => Math.max(120, Math.min(450, 2400 / Math.max(1, count)));
const turnMs = (step) => Math.min(250, Math.round(step * 0.6));

function stopAnimation() {
  clearTimeout(view.timer);
  view.timer = null;
  view.turning = null;
  view.moving = false;
  markWaiting(false);
}

// The hand turned clockwise to `cell` in `ms`, then arrived(): what a round shows (the cell's
// value, the status line, the log) follows the hand and never runs ahead of it. Without a
// transition running (reduced motion, the hand already there) arrived() runs at once.
function handThen(cell, ms, arrived) {
  const hand = view.face.hand;
  hand.style.transitionDuration = ms + 'ms';
  turnHand(view.face, cell, true);
  const turns = hand.getAnimations();
  if (!turns.length) return arrived();
  const token = {};
  view.turning = token;
  // a turn cancelled (the tab hidden) ends as one finished: the round is still shown
  const arrive = () => {
    if (view.turning !== token) return;
    view.turning = null;
    arrived();
  };
  Promise.all(turns.map((t) => t.finished)).then(arrive, arrive);
  return undefined;
}

// While the game's moves play on the face, the choices wait for a pointer (aria-disabled: they keep
// the focus; a key typed meanwhile is queued, setupClockPlay).
function markWaiting(on) {
  for (const button of document.querySelectorAll('#' + PREFIX + ' .choice-btn')) {
    if (on) button.setAttribute('aria-disabled', 'true');
    else button.removeAttribute('aria-disabled');
  }
}

// The live region says each change once, in words, after the face has shown it: words() is
// asked a moment later, once the win line is written and the focus has gone where it goes; a
// game opened (or restored from a link) is said once, where it stands. A move's words not yet
// said when the next move came (a key typed while the face still showed it, or in the moment
// before its words were written) go first, so each move is heard. move: the words are a move's.
function announce(words, { move = false } = {}) {
  const said = $(PREFIX + '-said');
  const unsaid = move ? [view.unsaid, view.pending && view.pending.move ? view.pending.words() : ''].filter(Boolean).join(' ') : '';
  view.unsaid = '';
  view.pending = { words, move };
  clearTimeout(view.said);
  said.textContent = '';
  view.said = setTimeout(() => {
    view.pending = null;
    said.textContent = [unsaid, words()].filter(Boolean).join(' ');
  }, 80);
}

// The log: the rounds of the last move, each with the engine's why, up to `upTo` of them;
// then (done) where the game stands now and why.
function drawLog(entry, upTo, done) {
  const log = $(PREFIX + '-log');
  const advances = advancesOf(entry).slice(0, upTo);
  const last = advances.slice(-LOGGED);
  log.replaceChildren();
  if (advances.length > last.length) log.append(el('li', { className: 'more', text: formatInt(advances.length - last.length) + ' earlier ' + plural(advances.length - last.length, 'round') + ' of this move.' }));
  for (const a of last) log.append(el('li', { className: 'by-' + a.by, text: roundOf(a.round) + a.why }));
  if (done && entry.step && entry.step.turn_why && !entry.step.won) log.append(el('li', { className: 'now', text: roundOf(entry.puzzle.round) + entry.step.turn_why }));
}

function drawMoves() {
  const list = $(PREFIX + '-moves');
  const moves = session.moves();
  list.replaceChildren();
  // each choice drawn as its key (0 or X), read as a sentence: "Round 4: you zeroed cell 3."
  for (const step of moves.slice(-MOVES_SHOWN)) {
    const mine = (step.advances || []).find((a) => a.by === 'player');
    list.append(el('li', { className: step.move === '0' ? 'c0' : 'cx' }, [el('span', { text: step.move, attrs: { 'aria-hidden': 'true' } }),
      el('span', { className: 'sr-only', text: mine ? capitalize(brief(mine, true)) : step.move === '0' ? 'Zeroed.' : 'Left.' })]));
  }
  $(PREFIX + '-moves-empty').hidden = moves.length > 0;
}

// One advance on the face, its line and the log at once, the hand already on its cell: the same round everywhere.
function showAdvance(entry, i, k) {
  const a = advancesOf(entry)[i];
  paintCells(view.face, a.board, a.cell, k);
  view.face.cells[a.cell]?.g.classList.add(a.by === 'player' ? (a.choice === '0' ? 'by-player-0' : 'by-player-x') : a.by === 'computer' ? 'by-computer' : 'by-auto');
  $(PREFIX + '-turn').textContent = brief(a);
  drawLog(entry, i + 1, false);
}

// What is said of a move: your choice, the game's moves in a few words each (their whys are in
// the log, The last moves, to read at will: said aloud, each move ran to a hundred words), then
// where it stands (or the win, unless the focus went to the win line, which is then what is said).
function moveWords(entry, won) {
  const p = entry.puzzle;
  const words = advancesOf(entry).slice(-LOGGED).map((a) => brief(a, true));
  const outcome = $(PREFIX + '-outcome');
  if (won) words.push(document.activeElement === outcome ? '' : outcome.textContent);
  else words.push(turnLine(p, false));
  return words.filter(Boolean).join(' ');
}

// Where the game stands, after the move's advances have been shown and the hand has turned to
// your cell (a move; Undo, Reset and a game opened turn it the short way, at once): the line, the
// log, the face's name, what is said, and a position met before.
function finish(entry, previous, won, ms = 250) {
  view.timer = null;
  if (!previous) {
    view.face.hand.style.transitionDuration = '';
    turnHand(view.face, entry.puzzle.hand);
    return settle(entry, previous, won);
  }
  return handThen(entry.puzzle.hand, ms, () => settle(entry, previous, won));
}

function settle(entry, previous, won) {
  const p = entry.puzzle;
  paintCells(view.face, p.board, p.hand, p.k);
  $(PREFIX + '-turn').textContent = turnLine(p, won);
  drawLog(entry, Infinity, true);
  $(PREFIX + '-svg').setAttribute('aria-label', boardWords(p.board, p.hand));
  // a move, or a game opened, is said here; Undo and Reset say what they did themselves (controls.js)
  const atStart = session.history.length === 1;
  // a game opened says where it stands, not the game's opening rounds (the player has not chosen yet)
  if (previous) announce(() => moveWords(entry, won), { move: true });
  // a game opened: where it stands, and the clock's cells (the face's picture, in words)
  else if (view.fresh) announce(() => turnLine(p, won) + ' ' + boardWords(p.board, p.hand) + (won ? ' ' + $(PREFIX + '-outcome').textContent : ''));
  const seen = previous && !won ? seenBefore(p) : null;
  if (seen) session.say('You have been here before, at round ' + formatInt(seen.round) + ': the same board, the hand on the same cell. Choose differently somewhere, or ask for a hint.');
  view.moving = false;
  markWaiting(false);
  delete $(PREFIX + '-svg').parentNode.dataset.moving; // the face at rest, its last words written (tests wait for it)
}

// The face through the move's advances, one by one when there are few (each: the hand turns
// to its cell, then the round is shown there), then where it stands.
function animate(entry, previous, won) {
  const shown = advancesOf(entry).length <= ANIMATED && !reducedMotion() ? advancesOf(entry).length : 0;
  const step = stepMs(shown);
  let i = 0;
  view.moving = true;
  $(PREFIX + '-svg').parentNode.dataset.moving = 'yes';
  markWaiting(true);
  const next = () => {
    if (i >= shown) return finish(entry, previous, won, turnMs(step));
    const started = performance.now();
    const at = i++;
    return handThen(advancesOf(entry)[at].cell, turnMs(step), () => {
      showAdvance(entry, at, entry.puzzle.k);
      view.timer = setTimeout(next, Math.max(0, step - (performance.now() - started)));
    });
  };
  next();
}

// The choice a hint names wears the Calculator's hint ring and tag, until the position changes (draw).
function markHint(answer) {
  for (const button of document.querySelectorAll('#' + PREFIX + ' .choice-btn')) button.classList.toggle('hinted', button.dataset.move === answer.move);
}

function draw(entry, previous, won) {
  const p = entry.puzzle;
  // a move still being shown when the next comes: its words are said with the next one's
  view.unsaid = previous && view.moving && view.shown ? moveWords(view.shown.entry, false) : '';
  view.shown = previous ? { entry } : null;
  stopAnimation();
  if (!view.face || view.n !== p.n) {
    view.face = buildFace($(PREFIX + '-svg'), p.n);
    view.n = p.n;
  }
  const choices = session.history.length - 1;
  $(PREFIX + '-facts').textContent = formatInt(choices) + ' ' + plural(choices, 'choice') + ' made; n = ' + p.n + ', k = ' + p.k + '.';
  for (const button of document.querySelectorAll('#' + PREFIX + ' .choice-btn')) {
    button.disabled = won;
    button.classList.remove('hinted');
  }
  drawMoves();
  if (previous) animate(entry, previous, won);
  else finish(entry, previous, won);
}

// The earliest position of this game with the board and the hand as now (a player who
// always zeroes, or always leaves, goes round in circles and is told so).
function seenBefore(p) {
  const same = (q) => q.hand === p.hand && q.board.length === p.board.length && q.board.every((v, i) => v === p.board[i]);
  const earlier = session.history.slice(0, -1).find((e) => same(e.puzzle));
  return earlier ? earlier.puzzle : null;
}

// The win: your choices and, from the engine, the fewest that clear this clock from its start,
// then the help taken. Short enough for its place beside the face (the status line says the
// round at which the clock is clear).
function outcomeText(entry, moves, hints, seen) {
  const helped = [hints ? hints + ' ' + plural(hints, 'hint') : '', seen ? 'the answer seen' : ''].filter(Boolean).join(' and ');
  const fewest = entry.step ? entry.step.fewest : null;
  const best = typeof fewest !== 'number' ? '.' : fewest === moves ? ', the fewest possible.' : '; the fewest is ' + formatInt(fewest) + '.';
  return 'Solved in ' + formatInt(moves) + ' ' + plural(moves, 'choice') + best + (helped ? ' With ' + helped + '.' : '');
}

// A choice (the engine's move "0" or "X"), as its key or shortcut makes it (typed keys queue, in order).
export const choose = (move) => session.move(move);

// Wires the play area once. onChange: a choice, undo, reset or hint happened;
// onSolution: Show solution pressed.
export function setupClockPlay({ onChange, onSolution }) {
  // a choice's button keeps the focus; back at the start (Undo, Reset) the focus goes to "zero the cell"
  const describeMove = (step) => {
    const choice = step.advances.find((a) => a.by === 'player');
    return (step.move === '0' ? 'zeroing cell ' : 'leaving cell ') + (choice ? choice.cell + ' in round ' + formatInt(choice.round) : '');
  };
  session = new PlaySession({ game: GAME, prefix: PREFIX, draw, outcomeText, describeMove, onChange, onSolution, focusTarget: () => $(PREFIX + '-zero'), markHint });
  // a tap or click while the face still shows the game's moves is not taken: it would be the choice
  // of a turn not seen yet (an impatient second tap); keys typed (and Enter on the button) queue
  for (const button of document.querySelectorAll('#' + PREFIX + ' .choice-btn')) {
    button.addEventListener('click', (event) => {
      if (!(view.moving && event.detail > 0)) choose(button.dataset.move);
    });
  }
}

// Starts a game from puzzle text: the game's own moves up to your first turn
// (the move "wait"), then a link's choices replayed and its hints counted.
// Resolves {error} when the engine refuses the puzzle, else {refused} (a
// link's choice the engine refused, or null).
export async function startClockPlay(text, { moves = [], hints = 0 } = {}) {
  const answer = await ask('play', startArgs(text));
  if (answer.error) return { error: answer.error };
  view.fresh = true;
  try {
    session.start({ text: answer.text, puzzle: answer.puzzle, step: answer.step }, { hints });
    const { refused } = await session.restore(moves);
    return { error: null, refused };
  } finally {
    view.fresh = false;
  }
}

export function stopClockAnimation() {
  stopAnimation();
}
