// play/clock.js: playing the clock game, you against the game's own moves. On
// your turn you zero the cell under the hand (0) or leave it (X); the engine
// (engine.play) plays your choice and then the game's moves (its raises, the
// passes on 0 cells) up to your next turn, and the page replays them on the
// face. Undo, Reset and Hint (engine.hint) as in every game's play mode. Whose
// turn it is and what each move does come from the engine: no rule is here.
import '../../css/games/clock-play.css';
import { $, el, formatInt, plural } from '../dom.js';
import { buildFace, paintFace } from './clock-face.js';
import { ask, controlsMarkup, PlaySession } from './controls.js';

const GAME = 'clock';
const PREFIX = 'clock-game';
const STEP_MS = 110; // one advance of the game's moves on the face
const ANIMATED = 24; // at most this many advances are shown one by one

export const clockPlayMarkup = `
<section id="${PREFIX}" class="play-area" hidden aria-labelledby="${PREFIX}-title">
  <h2 id="${PREFIX}-title" class="result-title">Clear the clock</h2>
  <p id="${PREFIX}-turn" class="play-turn"></p>
  <figure class="clock-figure play-face">
    <svg id="${PREFIX}-svg" viewBox="-120 -120 240 240" role="img" aria-labelledby="${PREFIX}-turn"></svg>
  </figure>
  <div class="play-choices" role="group" aria-label="Your choice">
    <button type="button" id="${PREFIX}-zero" class="btn choice-btn" data-move="0"><span class="choice-key">0</span> zero the cell</button>
    <button type="button" id="${PREFIX}-keep" class="btn choice-btn" data-move="X"><span class="choice-key">X</span> leave it</button>
  </div>
  <p id="${PREFIX}-facts" class="play-facts"></p>
  <ol id="${PREFIX}-log" class="play-log" aria-label="The last moves"></ol>
  ${controlsMarkup(PREFIX)}
</section>`;

const view = { face: null, n: 0, timer: null };
let session = null;

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
  $(PREFIX + '-turn').textContent = won
    ? 'Round ' + formatInt(p.round) + ': the clock is clear.'
    : 'Round ' + formatInt(p.round) + ': your turn on cell ' + p.hand + ', which holds ' + p.board[p.hand] + '.';
  $(PREFIX + '-facts').textContent = formatInt(choices) + ' ' + plural(choices, 'choice') + ' made; n = ' + p.n + ', k = ' + p.k + '.';
  for (const button of document.querySelectorAll('#' + PREFIX + ' .choice-btn')) button.disabled = won;
  const log = $(PREFIX + '-log');
  log.replaceChildren();
  const advances = entry.step ? entry.step.advances : [];
  const last = advances.slice(-8);
  if (advances.length > last.length) log.append(el('li', { className: 'more', text: formatInt(advances.length - last.length) + ' earlier ' + plural(advances.length - last.length, 'move') + ' of this turn' }));
  for (const a of last) log.append(el('li', { className: 'by-' + a.by, text: describe(a) }));
}

function outcomeText(entry, moves, hints) {
  return 'Solved in ' + formatInt(moves) + ' ' + plural(moves, 'choice') + ': the clock is clear at round ' + formatInt(entry.puzzle.round) + (hints ? ', with ' + hints + ' ' + plural(hints, 'hint') : '') + '.';
}

export function setupClockPlay() {
  session = new PlaySession({ game: GAME, prefix: PREFIX, draw, outcomeText });
  for (const button of document.querySelectorAll('#' + PREFIX + ' .choice-btn')) button.addEventListener('click', () => session.move(button.dataset.move));
}

// Starts a game from puzzle text: the game's own moves up to your first turn
// (the move "wait"). The engine's error object when it refuses the puzzle.
export async function startClockPlay(text) {
  const answer = await ask('play', { game: GAME, text, move: 'wait' });
  if (answer.error) return answer.error;
  $(PREFIX).hidden = false;
  session.start({ text: answer.text, puzzle: answer.puzzle, step: answer.step });
  $(PREFIX).scrollIntoView({ block: 'nearest' }); // on a phone the play area is below the form
  $(PREFIX + '-zero').focus();
  return null;
}

export function stopClockPlay() {
  stopAnimation();
  $(PREFIX).hidden = true;
}
