// games/clock.js: the clock game's page module: its panel, form, share link,
// the answer string (copyable however long) and the clock face that replays
// the engine's trace round by round. Every value shown comes from the engine's
// 'clock' answer. Play mode (Play beside Solve) is play/clock.js.
import '../../css/games/clock.css';
import { $, capitalize, clearNotice, copyText, el, formatInt, plural, quote, setFieldError, setPlaying, showNotice } from '../dom.js';
import { searchAndShow } from '../jobs.js';
import { numberField } from '../field-markup.js';
import { puzzleText } from '../puzzle.js';
import { encode, publishHash } from '../share.js';
import { setStatus } from '../tabs.js';
import { buildFace, paintFace } from '../play/clock-face.js';
import { clockPlayMarkup, setupClockPlay, startClockPlay, stopClockPlay } from '../play/clock.js';

const PANEL = `
<div class="split">
  <form id="clock-form" class="card form-card" novalidate autocomplete="off">
    <p class="intro">A clock of <var>n</var> cells holding 0 to <var>k</var>, and a hand that moves one cell clockwise each round. The computer raises cells; on your turn you zero the cell under the hand (<kbd>0</kbd>) or leave it (<kbd>X</kbd>). Find the shortest string of choices that clears the board.</p>
    <div class="fields two">
      ${numberField('clock-n', 'Cells (n)')}
      ${numberField('clock-k', 'Largest value (k)')}
    </div>
  </form>

  <div class="card result-card">
    <div class="result" id="clock-result">
      <h2 id="clock-title" class="result-title" aria-live="polite">Choose n and k, then press Solve.</h2>
      <p id="clock-message" class="result-message"></p>
      <dl id="clock-facts" class="facts" hidden>
        <div><dt>Choices</dt><dd id="clock-length"></dd></div>
        <div><dt>Rounds</dt><dd id="clock-rounds"></dd></div>
        <div><dt>States</dt><dd id="clock-states"></dd></div>
      </dl>
      <div id="clock-answer-box" class="answer-box" hidden>
        <div class="answer-head">
          <p class="label" id="clock-answer-label">The answer</p>
          <button type="button" id="clock-copy-answer" class="btn small ghost">Copy the answer</button>
        </div>
        <p id="clock-answer" class="answer" aria-labelledby="clock-answer-label"></p>
      </div>
      <figure id="clock-figure" class="clock-figure" hidden>
        <svg id="clock-svg" viewBox="-120 -120 240 240" role="img" aria-labelledby="clock-caption"></svg>
        <figcaption id="clock-caption" aria-live="polite"></figcaption>
        <div class="replay" role="group" aria-label="Replay the clock">
          <button type="button" id="clock-reset" class="btn small"><svg class="icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false"><rect x="2" y="3" width="2" height="10" rx="1"/><path d="M13 3.5v9a.5.5 0 0 1-.8.4L5.6 8.4a.5.5 0 0 1 0-.8l6.6-4.5a.5.5 0 0 1 .8.4z"/></svg><span>Reset</span></button>
          <button type="button" id="clock-play" class="btn small play-btn" aria-pressed="false"><svg class="icon icon-play" viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="M4 2.8v10.4a.6.6 0 0 0 .9.5l8.2-5.2a.6.6 0 0 0 0-1L4.9 2.3a.6.6 0 0 0-.9.5z"/></svg><svg class="icon icon-pause" viewBox="0 0 16 16" aria-hidden="true" focusable="false"><rect x="3.5" y="2.5" width="3" height="11" rx="1"/><rect x="9.5" y="2.5" width="3" height="11" rx="1"/></svg><span class="btn-label">Replay</span></button>
          <button type="button" id="clock-step" class="btn small"><span>Step</span><svg class="icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="M3 3.5v9a.5.5 0 0 0 .8.4l6.6-4.5a.5.5 0 0 0 0-.8L3.8 3.1a.5.5 0 0 0-.8.4z"/><rect x="12" y="3" width="2" height="10" rx="1"/></svg></button>
        </div>
        <label for="clock-scrub" class="label scrub-label">Replay position</label>
        <input type="range" id="clock-scrub" min="0" max="0" value="0">
      </figure>
    </div>
    ${clockPlayMarkup}
  </div>
</div>
`;

const clock = { result: null, frame: 0, timer: null, cells: [], hand: null };
const CLOCK_SHOWN = 20000; // characters of a long answer put on the page (Copy takes all)

async function copyAnswer() {
  const moves = clock.result && clock.result.moves;
  if (!moves) return;
  const copied = await copyText(moves);
  if (!copied) {
    // select it so Ctrl+C copies (the whole answer when it is all on the page)
    const range = document.createRange();
    range.selectNodeContents($('clock-answer'));
    const selection = window.getSelection();
    selection.removeAllRanges();
    selection.addRange(range);
  }
  $('clock-copy-answer').dataset.copied = copied ? 'yes' : 'no';
  setStatus('clock', copied ? 'The answer (' + formatInt(moves.length) + ' characters) is on the clipboard.' : 'The clipboard is not available here: the answer is selected, press Ctrl+C.');
}
function shareHash() {
  return 'clock=' + encode($('clock-n').value.trim()) + ',' + encode($('clock-k').value.trim());
}
function clearResult(title) {
  stopClock();
  clock.result = null;
  $('clock-title').textContent = title || 'Choose n and k, then press Solve.';
  $('clock-message').textContent = '';
  $('clock-facts').hidden = true;
  $('clock-answer-box').hidden = true;
  $('clock-answer').replaceChildren();
  $('clock-figure').hidden = true;
  $('clock-result').dataset.outcome = '';
}
function clockFrames() {
  const r = clock.result;
  return r && Array.isArray(r.trace) ? r.trace.length : 0;
}

// ---- the clock face (play/clock-face.js draws it)
function buildClock(n) {
  const face = buildFace($('clock-svg'), n);
  clock.face = face;
  clock.cells = face.cells;
  clock.hand = face.hand;
}
function drawClock(frame) {
  const r = clock.result;
  const total = clockFrames();
  clock.frame = Math.max(0, Math.min(total, frame));
  let board, hand, caption, mover = null, choiceIndex = 0;
  if (clock.frame === 0) {
    board = r.start.board;
    hand = r.start.cell;
    caption = 'Round ' + r.start.round + ': the game starts, the hand is on cell ' + hand + '.';
  } else {
    const entry = r.trace[clock.frame - 1];
    board = entry.board;
    hand = entry.cell;
    mover = entry;
    for (let i = 0; i < clock.frame; i++) if (r.trace[i].by === 'player') choiceIndex++;
    if (entry.by === 'player') caption = 'Round ' + entry.round + ': you choose ' + entry.choice + (entry.choice === '0' ? ', zeroing cell ' : ', leaving cell ') + entry.cell + ' (choice ' + choiceIndex + ' of ' + r.length + ').';
    else if (entry.by === 'computer') caption = 'Round ' + entry.round + ': the computer raises cell ' + entry.cell + '.';
    else caption = 'Round ' + entry.round + ': cell ' + entry.cell + ' is 0, nothing to choose.';
    if (clock.frame === total) caption += ' The board is clear.';
  }
  paintFace(clock.face, board, hand, r.k);
  if (mover && clock.cells[mover.cell]) {
    const g = clock.cells[mover.cell].g;
    if (mover.by === 'player') g.classList.add(mover.choice === '0' ? 'by-player-0' : 'by-player-x');
    else if (mover.by === 'computer') g.classList.add('by-computer');
  }
  $('clock-caption').textContent = caption;
  $('clock-scrub').value = String(clock.frame);
  $('clock-scrub').setAttribute('aria-valuetext', caption);
  // the choice being played in the answer string
  const chars = $('clock-answer').children;
  for (let i = 0; i < chars.length; i++) chars[i].classList.toggle('played', i < choiceIndex);
  for (let i = 0; i < chars.length; i++) chars[i].classList.toggle('current', mover && mover.by === 'player' && i === choiceIndex - 1);
  $('clock-figure').classList.toggle('win', clock.frame === total && total > 0);
  $('clock-reset').disabled = clock.frame === 0 && !clock.timer;
  $('clock-step').disabled = clock.frame >= total;
}
function stopClock() {
  clearInterval(clock.timer);
  clock.timer = null;
  setPlaying($('clock-play'), false);
}
function playClock() {
  if (clock.timer) {
    stopClock();
    drawClock(clock.frame);
    return;
  }
  if (clock.frame >= clockFrames()) drawClock(0);
  setPlaying($('clock-play'), true);
  const total = clockFrames();
  const delay = Math.max(60, Math.min(420, 24000 / Math.max(1, total)));
  clock.timer = setInterval(() => {
    if (clock.frame >= clockFrames()) {
      stopClock();
      drawClock(clock.frame);
      return;
    }
    drawClock(clock.frame + 1);
  }, delay);
}

function showAnswer(result) {
  const answer = $('clock-answer');
  answer.replaceChildren();
  const moves = String(result.moves || '');
  answer.setAttribute('aria-label', 'The answer: ' + moves);
  if (moves.length <= 4000) {
    for (const ch of moves) answer.append(el('span', { className: ch === '0' ? 'c0' : 'cx', text: ch, attrs: { 'aria-hidden': 'true' } }));
  } else if (moves.length <= CLOCK_SHOWN) answer.textContent = moves;
  else answer.textContent = moves.slice(0, CLOCK_SHOWN) + '… (' + formatInt(moves.length - CLOCK_SHOWN) + ' more: use Copy the answer)';
  $('clock-copy-answer').dataset.copied = '';
}
function showResult(result) {
  clock.result = result;
  $('clock-facts').hidden = !result.solved;
  $('clock-answer-box').hidden = !result.solved;
  $('clock-figure').hidden = true;
  if (!result.solved) {
    $('clock-title').textContent = result.gave_up ? 'The search gave up.' : 'No way to clear this clock.';
    $('clock-message').textContent = result.message ? capitalize(result.message) + '.' : '';
    $('clock-result').dataset.outcome = result.gave_up ? 'gave-up' : 'unsolved';
    return;
  }
  $('clock-result').dataset.outcome = 'solved';
  $('clock-title').textContent = 'Cleared in ' + formatInt(result.length) + ' ' + plural(result.length, 'choice') + '.';
  $('clock-message').textContent = '';
  $('clock-length').textContent = formatInt(result.length);
  $('clock-rounds').textContent = formatInt(result.rounds);
  $('clock-states').textContent = formatInt(result.states);
  showAnswer(result);
  if (Array.isArray(result.trace) && result.start) {
    $('clock-figure').hidden = false;
    $('clock-scrub').max = String(result.trace.length);
    buildClock(result.n);
    stopClock();
    drawClock(0);
  } else if (result.trace_truncated) {
    $('clock-message').textContent = 'This win comes too late in the game for a step-by-step replay; the answer below is complete.';
  }
}
function showError(e) {
  $('clock-title').textContent = 'This clock cannot be solved as written.';
  $('clock-message').textContent = e.message;
  $('clock-result').dataset.outcome = 'error';
  // at the field the engine names, and only there (another field: the result only)
  if (e.field === 'n' || e.field === 'k') setFieldError($('clock-' + e.field), $('clock-' + e.field + '-error'), e.message);
}
async function solveClock() {
  clearNotice();
  stopClockPlay();
  $('clock-result').hidden = false;
  setFieldError($('clock-n'), $('clock-n-error'), '');
  setFieldError($('clock-k'), $('clock-k-error'), '');
  publishHash('clock');
  clearResult('Searching…');
  const text = puzzleText([['n', $('clock-n').value.trim()], ['k', $('clock-k').value.trim()]]);
  await searchAndShow('clock', 'solve', { game: 'clock', text, options: {} }, {
    showError,
    showResult,
    errorStatus: 'The engine found a problem in n or k.',
  });
}

// Play pressed: you against the game's own moves, on the form's clock.
async function playYourself() {
  clearNotice();
  stopClock();
  setFieldError($('clock-n'), $('clock-n-error'), '');
  setFieldError($('clock-k'), $('clock-k-error'), '');
  const text = puzzleText([['n', $('clock-n').value.trim()], ['k', $('clock-k').value.trim()]]);
  const error = text === null ? { field: 'n', message: 'n holds a line break' } : await startClockPlay(text);
  $('clock-result').hidden = !error;
  if (error) showError(error);
}

export default {
  id: 'clock',
  title: 'Clock',
  hashName: 'clock',
  hashKeys: ['clock'],
  panel: PANEL,
  setup() {
    for (const id of ['clock-n', 'clock-k']) {
      $(id).addEventListener('input', () => {
        if (clock.result) clearResult();
      });
    }
    $('clock-reset').addEventListener('click', () => {
      stopClock();
      drawClock(0);
    });
    $('clock-play').addEventListener('click', playClock);
    $('clock-copy-answer').addEventListener('click', copyAnswer);
    $('clock-step').addEventListener('click', () => {
      stopClock();
      drawClock(clock.frame + 1);
    });
    $('clock-scrub').addEventListener('input', () => {
      stopClock();
      drawClock(Number($('clock-scrub').value));
    });
    $('clock-n').value = '4';
    $('clock-k').value = '2';
    const play = el('button', { className: 'btn', text: 'Play', attrs: { type: 'button', id: 'clock-game-start' } });
    play.addEventListener('click', playYourself);
    $('clock-solve').after(play);
    setupClockPlay();
  },
  shareHash,
  solve: solveClock,
  // clock=N,K
  async applyHash(values) {
    const parts = values.get('clock').split(',');
    if (parts.length !== 2) {
      showNotice('This clock link should read clock=N,K, e.g. clock=4,2; it reads ' + quote(values.get('clock')) + '.');
      return;
    }
    $('clock-n').value = parts[0].slice(0, 200);
    $('clock-k').value = parts[1].slice(0, 200);
    await solveClock();
  },
};
