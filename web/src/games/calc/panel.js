// games/calc/panel.js: the markup of the Calculator tab's panel, game first:
// the level bar (the level box with ‹ ›, every level, the puzzle of the day,
// New level), the game (play-view.js adds the device and its side card), and
// "Your own level", closed by default: the form (fields, buttons, portal,
// options, pasted text). Constant text: no user text here. Every field's
// check, limit and message comes from the engine (engine-calls.js).
import { numberField, SHORTCUTS_NOTE } from '../../field-markup.js';

const LEVEL_BAR = `
<div class="calc-bar card" id="calc-bar">
  <div class="bar-row">
    <div class="picker">
      <label for="calc-level-search" class="label">Level</label>
      <button type="button" id="calc-level-prev" class="icon-btn" aria-label="Previous level">‹</button>
      <input id="calc-level-search" type="text" inputmode="numeric" enterkeyhint="go" autocomplete="off" placeholder="1–199" aria-describedby="calc-level-hint">
      <button type="button" id="calc-level-next" class="icon-btn" aria-label="Next level">›</button>
      <button type="button" id="calc-level-all" class="btn bar-btn" aria-expanded="false" aria-controls="calc-level-browser">Levels</button>
      <p id="calc-level-hint" class="hint level-hint"></p>
    </div>
    <div class="bar-entries">
      <button type="button" id="calc-daily" class="btn bar-btn">Puzzle of the day</button>
      <button type="button" class="btn bar-btn" id="calc-gen-new">New level</button>
      <button type="button" id="calc-gen-more" class="icon-btn" aria-label="New level options" aria-expanded="false" aria-controls="calc-gen-options">⚙</button>
      <button type="button" id="calc-shortcuts" class="icon-btn keyboard-only" aria-label="Keyboard shortcuts" aria-expanded="false" aria-controls="calc-shortcuts-panel">?</button>
    </div>
  </div>
  <p class="gen-status" id="calc-gen-status" role="status"></p>
  <div class="level-browser" id="calc-level-browser" hidden>
    <p class="hint grid-legend"><span aria-hidden="true">✓</span> solved · <span aria-hidden="true">★</span> solved in the fewest moves without seeing the solution · a number: hints used</p>
    <div id="calc-level-ranges" class="level-ranges" role="group" aria-label="Level pages"></div>
    <div id="calc-level-grid" class="level-grid" role="group" aria-label="Levels"></div>
  </div>
  <div class="gen-options" id="calc-gen-options" hidden>
    <div class="gen-row" id="calc-gen-row">
      <label for="calc-gen-difficulty">Difficulty (of 10)</label>
      <select id="calc-gen-difficulty">
        <option value="0">any</option>
        ${[1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => `<option value="${d}">${d}</option>`).join('')}
      </select>
      <label for="calc-gen-moves">Moves</label>
      <select id="calc-gen-moves">
        ${[3, 4, 5, 6, 7, 8].map((m) => `<option value="${m}"${m === 5 ? ' selected' : ''}>${m}</option>`).join('')}
      </select>
      <span class="hint">for the next New level</span>
    </div>
  </div>
  <div id="calc-shortcuts-panel" class="shortcuts" hidden>
    <h2>Keyboard shortcuts</h2>
    <dl>
      <dt><kbd>1</kbd>–<kbd>9</kbd>, <kbd>0</kbd></dt><dd>press the calculator's first to tenth key (its number is in its corner)</dd>
      <dt><kbd>Backspace</kbd> or <kbd>Ctrl</kbd>+<kbd>Z</kbd></dt><dd>undo a press</dd>
      <dt><kbd>r</kbd></dt><dd>reset the level</dd>
      <dt><kbd>Esc</kbd></dt><dd>stop a replay of the solution; cancel the search for a solution, as Cancel does</dd>
      <dt><kbd>h</kbd></dt><dd>hint</dd>
      <dt><kbd>n</kbd> / <kbd>p</kbd></dt><dd>next / previous level (in a level you have started: press it twice)</dd>
      <dt><kbd>/</kbd></dt><dd>the level box</dd>
      <dt><kbd>?</kbd></dt><dd>this list (<kbd>Esc</kbd> closes it)</dd>
    </dl>
    ${SHORTCUTS_NOTE}
  </div>
</div>`;

const OWN_LEVEL = `
<details class="own-level card" id="calc-own">
  <summary>Your own level</summary>
  <form id="calc-form" class="form-card" novalidate autocomplete="off">
    <p class="hint">Type a level from your app (or paste its text below), then press Play, or Solve to see its answer.</p>
    <div class="fields three">
      ${numberField('calc-start', 'Start')}
      ${numberField('calc-goal', 'Goal')}
      ${numberField('calc-moves', 'Moves')}
    </div>

    <fieldset class="group buttons-editor">
      <legend>Buttons</legend>
      <ul id="calc-chips" class="chips" aria-label="Buttons of the level"></ul>
      <p id="calc-chips-empty" class="hint">No buttons yet: type one below or pick from the palette.</p>
      <label for="calc-button-input" class="label">Add a button</label>
      <div class="add-row">
        <input id="calc-button-input" spellcheck="false" autocapitalize="off" enterkeyhint="done" placeholder="e.g. x-4 or 3=>5" aria-describedby="calc-button-error calc-button-preview">
        <button type="button" id="calc-button-add" class="btn">Add</button>
      </div>
      <p id="calc-button-preview" class="hint preview" aria-live="polite"></p>
      <p id="calc-button-error" class="field-error" aria-live="polite"></p>
      <details class="palette" id="calc-palette">
        <summary>Palette</summary>
        <div id="calc-palette-keys" class="palette-keys"></div>
        <p class="hint">Keys with N or A and B put their start in the box: finish typing and press Enter.</p>
      </details>
    </fieldset>

    <fieldset class="group portal">
      <legend>Portal</legend>
      <label class="switch">
        <input type="checkbox" id="calc-portal-on" role="switch">
        <span class="switch-track" aria-hidden="true"></span>
        <span>The level has a portal</span>
      </label>
      <div class="fields two" id="calc-portal-fields">
        <div class="field">
          <label for="calc-portal-entry">Entry place</label>
          <input id="calc-portal-entry" inputmode="numeric" spellcheck="false" value="4" aria-describedby="calc-portal-error">
        </div>
        <div class="field">
          <label for="calc-portal-exit">Exit place</label>
          <input id="calc-portal-exit" inputmode="numeric" spellcheck="false" value="0" aria-describedby="calc-portal-error">
        </div>
      </div>
      <p class="field-error" id="calc-portal-error"></p>
      <p class="hint" id="calc-portal-help">Places count from the right: 0 is the ones place, 1 the tens. A digit that lands on the entry place falls out and is added at the exit place.</p>
    </fieldset>

    <details class="group-details" id="calc-options">
      <summary>Options</summary>
      <label class="check"><input type="checkbox" id="calc-opt-all"> <span>List all shortest solutions</span></label>
      ${numberField('calc-opt-digits', 'Display digits', 'field narrow')}
    </details>

    <details class="group-details" id="calc-paste-box">
      <summary>Paste level text</summary>
      <label for="calc-paste-text" class="label">Level text (the format of levels.txt)</label>
      <textarea id="calc-paste-text" rows="6" spellcheck="false" aria-describedby="calc-paste-error" placeholder="start: 3002&#10;goal: 3507&#10;moves: 6&#10;buttons: 7, 3=>5, Inv10, Shift>&#10;portal: 4 0"></textarea>
      <div class="row"><button type="button" id="calc-paste-load" class="btn">Load and play</button></div>
      <p class="field-error" id="calc-paste-error"></p>
    </details>
  </form>
</details>`;

export const PANEL = LEVEL_BAR + '<div id="calc-game"></div>' + OWN_LEVEL;
