// games/calc2/panel.js: the markup of the Calculator 2 tab's panel, game first: the level
// bar (the level box with ‹ ›, Levels: the grid of the bundled levels, Puzzle of the day and
// the day's line), the device (the LCD with the level, the moves left, the goals ticked off as
// they are reached and the display, whose digits are the places a pick key picks; the choices
// of a pick key; the keypad; the line of a key's help; a move and a level opened, said to a
// screen reader: the pick line is their visible twin),
// the standard play bar (play/controls.js), a day's result to share, the solution, and "A level
// of your own" (a level's text, closed). Constant text only: the keys, goals and choices are the
// engine's, drawn by play.js.
import { SHARE_WORD } from '../../dom.js';
import { SHORTCUTS_NOTE } from '../../field-markup.js';
import { controlsMarkup } from '../../play/controls.js';

export const PREFIX = 'calc2-play';

const LEVEL_BAR = `
<div class="calc2-bar card" id="calc2-bar">
  <div class="calc2-picker">
    <label for="calc2-level" class="label">Level</label>
    <button type="button" id="calc2-prev" class="icon-btn" aria-label="Previous level">‹</button>
    <input id="calc2-level" type="text" inputmode="numeric" enterkeyhint="go" autocomplete="off" placeholder="1–199" aria-describedby="calc2-level-hint">
    <button type="button" id="calc2-next" class="icon-btn" aria-label="Next level">›</button>
    <button type="button" id="calc2-levels" class="btn calc2-bar-btn" aria-expanded="false" aria-controls="calc2-level-browser">Levels</button>
    <button type="button" id="calc2-daily" class="btn calc2-bar-btn">Puzzle of the day</button>
    <button type="button" id="calc2-shortcuts" class="icon-btn keyboard-only" aria-label="Keyboard shortcuts" title="Keyboard shortcuts" aria-expanded="false" aria-controls="calc2-shortcuts-panel">?</button>
  </div>
  <div id="calc2-shortcuts-panel" class="shortcuts" hidden>
    <h3>Keyboard shortcuts</h3>
    <dl>
      <dt><kbd>1</kbd>–<kbd>9</kbd>, <kbd>0</kbd></dt><dd>press the first to tenth key; while a key waits for its pick, the first to tenth choice</dd>
      <dt><kbd>Esc</kbd></dt><dd>cancel a pick</dd>
      <dt><kbd>h</kbd></dt><dd>hint</dd>
      <dt><kbd>Backspace</kbd></dt><dd>undo a press</dd>
      <dt><kbd>r</kbd></dt><dd>reset the level</dd>
      <dt><kbd>?</kbd></dt><dd>this list (<kbd>Esc</kbd> closes it)</dd>
    </dl>
    ${SHORTCUTS_NOTE}
  </div>
  <p id="calc2-level-hint" class="hint calc2-level-hint" role="status"></p>
  <div id="calc2-level-browser" class="calc2-level-browser" hidden>
    <div id="calc2-level-ranges" class="calc2-ranges" role="group" aria-label="Level pages"></div>
    <div id="calc2-level-grid" class="calc2-grid" role="group" aria-label="Levels"></div>
  </div>
  <p id="calc2-day" class="calc2-day" hidden></p>
</div>`;

const DEVICE = `
<section id="${PREFIX}" class="card play-area calc2-play" data-state="idle" aria-labelledby="calc2-title">
  <h2 id="calc2-title" class="sr-only" tabindex="-1">Calculator 2</h2>
  <div class="calc2-device key-help-card">
    <div class="calc2-lcd" id="${PREFIX}-lcd">
      <div class="calc2-lcd-row"><span id="${PREFIX}-level"></span><span id="${PREFIX}-left"></span></div>
      <ul id="${PREFIX}-goals" class="calc2-goals" aria-label="Goals"></ul>
      <div id="${PREFIX}-display" class="calc2-display" role="group" aria-label="Display"></div>
      <p id="${PREFIX}-state" class="calc2-lcd-state"></p>
    </div>
    <p id="${PREFIX}-pick" class="calc2-pick-line" aria-hidden="true"></p>
    <div id="${PREFIX}-choices" class="calc2-choices" role="group" aria-label="Choices" hidden></div>
    <div id="${PREFIX}-keys" class="calc2-keys" role="group" aria-label="Keys"></div>
    <p id="${PREFIX}-key-help" class="key-help" aria-hidden="true"></p>
    <p id="${PREFIX}-said" class="sr-only" role="status"></p>
    <p id="${PREFIX}-announce" class="sr-only" role="status"></p>
  </div>
  ${controlsMarkup(PREFIX)}
  <div id="calc2-share-box" class="play-share calc2-share" hidden><output id="calc2-share" class="play-share-text" aria-live="off"></output>
    <button type="button" id="calc2-share-copy" class="btn small">${SHARE_WORD} result</button> <span id="calc2-share-copied" class="hint" role="status"></span>
    <p id="calc2-daily-stats" class="play-daily-stats"></p>
    <p id="calc2-daily-next" class="play-daily-stats" hidden></p>
    <button type="button" id="calc2-daily-clear" class="btn ghost small">Clear stats</button></div>
  <div id="${PREFIX}-answer" class="calc2-answer" data-reveal hidden>
    <h3 id="${PREFIX}-answer-title" tabindex="-1"></h3>
    <ol id="${PREFIX}-answer-goals" class="calc2-answer-goals"></ol>
  </div>
</section>`;

const OWN_LEVEL = `
<details class="card calc2-own" id="calc2-own">
  <summary>A level of your own</summary>
  <form id="calc2-form" novalidate autocomplete="off">
    <label for="calc2-text" class="label">The level, in the level format</label>
    <textarea id="calc2-text" rows="5" spellcheck="false" aria-describedby="calc2-text-help calc2-text-error">start: 54
goals: 49, 11
moves: 3
buttons: Lock, Sort>, /5</textarea>
    <p class="hint" id="calc2-text-help">start:, goals: (one to eight), moves:, buttons: (up to ten keys), portal: (optional)</p>
    <p class="field-error" id="calc2-text-error"></p>
  </form>
</details>`;

export const PANEL = LEVEL_BAR + DEVICE + OWN_LEVEL;
