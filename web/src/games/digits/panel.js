// games/digits/panel.js: the markup of the Digits tab's panel, game first: the
// bar (Digits of the day, New puzzle, the "?" shortcuts list, over the board), the game (the
// stars, the target, the numbers and the operations as two toolbars, Submit, the one status
// line and, at the end, the result in its place, above Undo, Reset, Hint, Show solution: a
// message never needs the page scrolled under the finger), the
// side card (your moves, the solution once asked for, Details) and "Your own
// puzzle", closed by default: the form (target, numbers, Play, Solve). Constant
// text only: no user text here.
import { numberField, SHORTCUTS_NOTE } from '../../field-markup.js';
import { controlsMarkup, outcomeMarkup } from '../../play/controls.js';
import { SHARE_MARKUP } from './share.js';
import { OPS } from './signs.js';

export const PREFIX = 'digits-game';

const BAR = `
<div class="game-bar card" id="digits-bar">
  <div class="bar-row">
    <p class="bar-intro">Reach the target with + − × ÷, each number used at most once: not all are needed.</p>
    <div class="bar-entries">
      <button type="button" id="digits-daily" class="btn bar-btn">Digits of the day</button>
      <button type="button" id="digits-new" class="btn bar-btn">New puzzle</button>
      <button type="button" id="digits-shortcuts" class="icon-btn keyboard-only" aria-label="Keyboard shortcuts" aria-expanded="false" aria-controls="digits-shortcuts-panel">?</button>
    </div>
  </div>
  <div id="digits-shortcuts-panel" class="shortcuts" hidden>
    <h3>Keyboard shortcuts</h3>
    <dl>
      <dt><kbd>0</kbd>–<kbd>9</kbd></dt><dd>pick the number typed (<kbd>1</kbd> <kbd>2</kbd> for 12; or <kbd>Tab</kbd> to the numbers, the arrow keys to one, <kbd>Enter</kbd>)</dd>
      <dt><kbd>+</kbd> <kbd>-</kbd> <kbd>*</kbd> or <kbd>x</kbd> <kbd>/</kbd></dt><dd>pick an operation</dd>
      <dt><kbd>Esc</kbd></dt><dd>let go of the number and operation picked; cancel the search for a solution, as Cancel does</dd>
      <dt><kbd>h</kbd></dt><dd>hint</dd>
      <dt><kbd>Backspace</kbd></dt><dd>undo a move</dd>
      <dt><kbd>?</kbd></dt><dd>this list (<kbd>Esc</kbd> closes it)</dd>
    </dl>
    ${SHORTCUTS_NOTE}
  </div>
</div>`;

const GAME = `
<section id="${PREFIX}" class="card play-area digits-play" data-state="idle" aria-labelledby="${PREFIX}-title">
  <p id="${PREFIX}-stars" class="stars"></p>
  <h2 id="${PREFIX}-title" class="result-title">No puzzle yet</h2>
  <p id="${PREFIX}-meta" class="play-meta"></p>
  <div id="${PREFIX}-pool" class="play-pool" role="toolbar" aria-label="Numbers"></div>
  <div class="play-ops-row">
    <div class="play-ops" role="toolbar" aria-label="Operations">
      ${OPS.map((o) => `<button type="button" class="op-btn" data-op="${o.op}" aria-label="${o.name}" aria-pressed="false" tabindex="-1" disabled>${o.sign}</button>`).join('')}
    </div>
    <button type="button" id="${PREFIX}-submit" class="btn submit-btn" disabled>Submit</button>
  </div>
  <p id="${PREFIX}-hint-text" class="play-pick" role="status"></p>
  ${outcomeMarkup(PREFIX)}
  ${controlsMarkup(PREFIX, { outcome: false, line: false })}
  <p class="play-howto">Pick a number, an operation, then another number: the result takes the second one's place. Submit ends the game with your best number. <span id="${PREFIX}-stars-rule"></span></p>
  ${SHARE_MARKUP}
</section>`;

const SIDE = `
<div class="card result-card digits-side">
  <h3 class="side-title" id="${PREFIX}-moves-title">Your moves</h3>
  <ol id="${PREFIX}-moves" class="play-moves" aria-label="Your moves"></ol>
  <p id="${PREFIX}-moves-empty" class="hint">None yet: pick a number.</p>
  <section id="digits-result" class="result solution-box" hidden aria-labelledby="digits-title" data-reveal>
    <h3 id="digits-title" class="solution-title" tabindex="-1">Solution</h3>
    <p id="digits-stars" class="stars answer-stars" hidden></p>
    <p id="digits-message" class="result-message"></p>
    <p id="digits-expression" class="expression"></p>
    <div id="digits-start" class="pool start-pool" hidden></div>
    <ol id="digits-steps" class="digits-steps" aria-label="Solution"></ol>
    <div id="digits-more" class="more" hidden>
      <p id="digits-count" class="count"></p>
      <button type="button" id="digits-all" class="btn small">Show every solution</button>
      <ol id="digits-solutions" class="digits-solutions"></ol>
    </div>
  </section>
  <details id="digits-details" class="details-box">
    <summary>Details</summary>
    <p id="digits-details-puzzle" class="hint"></p>
  </details>
  <div class="row side-actions"><button type="button" id="digits-link" class="btn ghost small">Copy link</button></div>
</div>`;

const OWN = `
<details class="own-level card" id="digits-own">
  <summary>Your own puzzle</summary>
  <form id="digits-form" class="form-card" novalidate autocomplete="off">
    <p class="hint">Type a target and two to six numbers, then press Play, or Solve to see the answer.</p>
    ${numberField('digits-target', 'Target', 'field target-field')}
    <fieldset class="group">
      <legend>Numbers</legend>
      <div class="number-tiles" id="digits-numbers"></div>
      <p class="field-error" id="digits-numbers-error"></p>
      <p class="hint">Two to six numbers; leave the rest empty.</p>
    </fieldset>
  </form>
</details>`;

export const PANEL = BAR + '<div class="split digits-split">' + GAME + SIDE + '</div>' + OWN;
