// games/clock/panel.js: the markup of the clock tab's panel, game first: the
// bar (the clock's n and k with Play, the "?" shortcuts list), the game (the
// status line in a fixed place above the face, the face with the keys for the two
// choices beside it, the win line taking their place; Undo, Reset, Hint, Show
// solution, then How to play below them, so that nothing opened, said or won
// pushes the face), and the side card (your moves,
// the game's last moves with why, the solution once asked for with its replay,
// Details). Constant text only: no user text here.
import { numberField, SHORTCUTS_NOTE } from '../../field-markup.js';
import { controlsMarkup, outcomeMarkup } from '../../play/controls.js';
import { HOWTO } from './howto.js';

export const PREFIX = 'clock-game';

const ICON_RESET = '<svg class="icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false"><rect x="2" y="3" width="2" height="10" rx="1"/><path d="M13 3.5v9a.5.5 0 0 1-.8.4L5.6 8.4a.5.5 0 0 1 0-.8l6.6-4.5a.5.5 0 0 1 .8.4z"/></svg>';
const ICON_PLAY = '<svg class="icon icon-play" viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="M4 2.8v10.4a.6.6 0 0 0 .9.5l8.2-5.2a.6.6 0 0 0 0-1L4.9 2.3a.6.6 0 0 0-.9.5z"/></svg><svg class="icon icon-pause" viewBox="0 0 16 16" aria-hidden="true" focusable="false"><rect x="3.5" y="2.5" width="3" height="11" rx="1"/><rect x="9.5" y="2.5" width="3" height="11" rx="1"/></svg>';
const ICON_STEP = '<svg class="icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="M3 3.5v9a.5.5 0 0 0 .8.4l6.6-4.5a.5.5 0 0 0 0-.8L3.8 3.1a.5.5 0 0 0-.8.4z"/><rect x="12" y="3" width="2" height="10" rx="1"/></svg>';

const BAR = `
<div class="game-bar card clock-bar" id="clock-bar">
  <form id="clock-form" class="clock-form" novalidate autocomplete="off">
    <div class="fields two">
      ${numberField('clock-n', 'Cells (n)')}
      ${numberField('clock-k', 'Largest value (k)')}
    </div>
  </form>
  <button type="button" id="clock-shortcuts" class="icon-btn keyboard-only" aria-label="Keyboard shortcuts" aria-expanded="false" aria-controls="clock-shortcuts-panel">?</button>
  <div id="clock-shortcuts-panel" class="shortcuts" hidden>
    <h3>Keyboard shortcuts</h3>
    <dl>
      <dt><kbd>0</kbd></dt><dd>zero the cell under the hand</dd>
      <dt><kbd>x</kbd></dt><dd>leave it</dd>
      <dt><kbd>h</kbd></dt><dd>hint</dd>
      <dt><kbd>Backspace</kbd></dt><dd>undo a choice</dd>
      <dt><kbd>Esc</kbd></dt><dd>cancel the search for a solution, as Cancel does</dd>
      <dt><kbd>?</kbd></dt><dd>this list (<kbd>Esc</kbd> closes it)</dd>
    </dl>
    ${SHORTCUTS_NOTE}
  </div>
</div>`;

const GAME = `
<section id="${PREFIX}" class="card play-area clock-play" data-state="idle" aria-labelledby="${PREFIX}-title">
  <h2 id="${PREFIX}-title" class="result-title">Clear the clock</h2>
  <p class="play-howto">Goal: every cell at 0 in as few choices as you can. On your turn, zero the cell under the hand (<kbd>0</kbd>) or leave it (<kbd>X</kbd>); the game moves the rest.</p>
  <p id="${PREFIX}-turn" class="play-turn"></p>
  <div class="clock-stage">
  <figure class="clock-figure play-face">
    <svg id="${PREFIX}-svg" viewBox="-120 -120 240 240" role="img" aria-label="The clock"></svg>
  </figure>
  <div class="clock-turn-slot">
  <div class="play-choices" role="group" aria-label="Your choice">
    <button type="button" id="${PREFIX}-zero" class="btn choice-btn" disabled data-move="0" aria-keyshortcuts="0"><span class="choice-key" aria-hidden="true">0</span> zero the cell</button>
    <button type="button" id="${PREFIX}-keep" class="btn choice-btn" disabled data-move="X" aria-keyshortcuts="x"><span class="choice-key" aria-hidden="true">X</span> leave it</button>
  </div>
  ${outcomeMarkup(PREFIX)}
  </div>
  </div>
  ${controlsMarkup(PREFIX, { outcome: false })}
  <p id="${PREFIX}-said" class="sr-only" role="status"></p>
  <p id="${PREFIX}-facts" class="play-facts"></p>
  ${HOWTO}
</section>`;

const SOLUTION = `
<section class="result solution-box" id="clock-result" hidden aria-labelledby="clock-title">
  <h3 id="clock-title" class="solution-title" tabindex="-1">Solution</h3>
  <p id="clock-message" class="result-message"></p>
  <dl id="clock-facts" class="facts" hidden>
    <div><dt>Choices</dt><dd id="clock-length"></dd></div>
    <div><dt>Rounds</dt><dd id="clock-rounds"></dd></div>
  </dl>
  <div id="clock-answer-box" class="answer-box" hidden>
    <div class="answer-head">
      <p class="label" id="clock-answer-label">The answer from here</p>
      <button type="button" id="clock-copy-answer" class="btn small ghost">Copy the answer</button>
    </div>
    <p id="clock-answer" class="answer" aria-labelledby="clock-answer-label"></p>
    <p id="clock-answer-status" class="hint" role="status"></p>
  </div>
  <figure id="clock-figure" class="clock-figure" hidden>
    <svg id="clock-svg" viewBox="-120 -120 240 240" role="img" aria-labelledby="clock-caption"></svg>
    <figcaption id="clock-caption" aria-live="polite"></figcaption>
    <div class="replay" role="group" aria-label="Replay the solution">
      <button type="button" id="clock-reset" class="btn small">${ICON_RESET}<span>Reset</span></button>
      <button type="button" id="clock-play" class="btn small play-btn">${ICON_PLAY}<span class="btn-label">Replay</span></button>
      <button type="button" id="clock-step" class="btn small"><span>Step</span>${ICON_STEP}</button>
    </div>
    <label for="clock-scrub" class="label scrub-label">Replay position</label>
    <input type="range" id="clock-scrub" min="0" max="0" value="0">
  </figure>
</section>`;

const SIDE = `
<div class="card result-card clock-side">
  <h3 class="side-title">Your moves</h3>
  <ol id="${PREFIX}-moves" class="clock-moves" aria-label="Your moves"></ol>
  <p id="${PREFIX}-moves-empty" class="hint">None yet: choose 0 or X.</p>
  <h3 class="side-title">The last moves</h3>
  <ol id="${PREFIX}-log" class="play-log" aria-label="The last moves"></ol>
  ${SOLUTION}
  <details id="clock-details" class="details-box">
    <summary>Details</summary>
    <p id="clock-states-line" class="hint">States: <span id="clock-states">–</span></p>
  </details>
  <div class="row side-actions"><button type="button" id="clock-link" class="btn ghost small">Copy link</button><span id="clock-link-status" class="hint" role="status"></span></div>
</div>`;

export const PANEL = BAR + '<div class="split clock-split">' + GAME + SIDE + '</div>';
