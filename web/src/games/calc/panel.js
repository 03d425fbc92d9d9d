// games/calc/panel.js: the markup of the Calculator tab's panel: the level
// picker, the form (fields, buttons, portal, options, pasted text) and the
// result card with the calculator device. Constant text: no user text here.
// The markup is the page's layout; every field's check, limit and message
// comes from the engine (engine-calls.js).
import { numberField } from '../../field-markup.js';

export const PANEL = `
<div class="split">
  <form id="calc-form" class="card form-card" novalidate autocomplete="off">
    <div class="picker">
      <label for="level-search" class="label">Bundled level</label>
      <div class="picker-row">
        <button type="button" id="level-prev" class="icon-btn" aria-label="Previous level">‹</button>
        <input id="level-search" type="search" inputmode="numeric" enterkeyhint="go" placeholder="1 to 199" aria-describedby="level-hint">
        <button type="button" id="level-next" class="icon-btn" aria-label="Next level">›</button>
        <button type="button" id="level-load" class="btn">Load</button>
      </div>
      <p id="level-hint" class="hint">Type a level number and press Enter, or pick one below.</p>
      <p class="hint level-keys">Keys: <kbd>n</kbd> next level, <kbd>p</kbd> previous, <kbd>/</kbd> this box.</p>
      <details class="level-browser" id="level-browser">
        <summary>Browse all levels</summary>
        <div id="level-grid" class="level-grid" role="group" aria-label="Bundled levels"></div>
      </details>
    </div>

    <div class="fields three">
      ${numberField('calc-start', 'Start')}
      ${numberField('calc-goal', 'Goal')}
      ${numberField('calc-moves', 'Moves')}
    </div>

    <fieldset class="group buttons-editor">
      <legend>Buttons</legend>
      <ul id="calc-chips" class="chips" aria-label="Buttons of the level"></ul>
      <p id="chips-empty" class="hint">No buttons yet: type one below or pick from the palette.</p>
      <label for="button-input" class="label">Add a button</label>
      <div class="add-row">
        <input id="button-input" spellcheck="false" autocapitalize="off" enterkeyhint="done" placeholder="e.g. x-4 or 3=>5" aria-describedby="button-error button-preview">
        <button type="button" id="button-add" class="btn">Add</button>
      </div>
      <p id="button-preview" class="hint preview" aria-live="polite"></p>
      <p id="button-error" class="field-error" aria-live="polite"></p>
      <details class="palette" id="palette">
        <summary>Palette</summary>
        <div id="palette-keys" class="palette-keys"></div>
        <p class="hint">Keys with N or A and B put their start in the box: finish typing and press Enter.</p>
      </details>
    </fieldset>

    <fieldset class="group portal">
      <legend>Portal</legend>
      <label class="switch">
        <input type="checkbox" id="portal-on" role="switch">
        <span class="switch-track" aria-hidden="true"></span>
        <span>The level has a portal</span>
      </label>
      <div class="fields two" id="portal-fields">
        <div class="field">
          <label for="portal-entry">Entry place</label>
          <input id="portal-entry" inputmode="numeric" spellcheck="false" value="4" aria-describedby="portal-error">
        </div>
        <div class="field">
          <label for="portal-exit">Exit place</label>
          <input id="portal-exit" inputmode="numeric" spellcheck="false" value="0" aria-describedby="portal-error">
        </div>
      </div>
      <p class="field-error" id="portal-error"></p>
      <p class="hint">Places count from the right: 0 is the ones place, 1 the tens. A digit that lands on the entry place falls out and is added at the exit place.</p>
    </fieldset>

    <details class="group-details" id="calc-options">
      <summary>Options</summary>
      <label class="check"><input type="checkbox" id="opt-all"> <span>List all shortest solutions</span></label>
      <label class="check"><input type="checkbox" id="opt-classic"> <span>Classic rules (the 2017 app: saving into Store is free)</span></label>
      ${numberField('opt-digits', 'Display digits', 'field narrow')}
    </details>

    <details class="group-details" id="paste-box">
      <summary>Paste level text</summary>
      <label for="paste-text" class="label">Level text (the format of levels.txt)</label>
      <textarea id="paste-text" rows="6" spellcheck="false" aria-describedby="paste-error" placeholder="start: 3002&#10;goal: 3507&#10;moves: 6&#10;buttons: 7, 3=>5, Inv10, Shift>&#10;portal: 4 0"></textarea>
      <div class="row"><button type="button" id="paste-load" class="btn">Load and solve</button></div>
      <p class="field-error" id="paste-error"></p>
    </details>

  </form>

  <div class="card result-card">
    <div class="device">
      <div class="lcd" id="calc-lcd">
        <div class="lcd-top">
          <span>LEVEL <b id="lcd-level">–</b></span>
          <span id="lcd-moves-box"><span id="lcd-moves-label">MOVES</span> <b id="lcd-moves">0</b></span>
          <span>GOAL <b id="lcd-goal">0</b></span>
        </div>
        <div class="lcd-screen">
          <span class="lcd-ghost" id="lcd-ghost" aria-hidden="true">888888</span>
          <output class="lcd-value" id="lcd-value" aria-label="Calculator display">0</output>
        </div>
        <div class="lcd-note" id="lcd-note" aria-live="polite"></div>
      </div>
      <div class="keypad" id="calc-keypad" aria-hidden="true"></div>
      <div class="replay" role="group" aria-label="Replay the solution">
        <button type="button" id="calc-reset" class="btn small"><svg class="icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false"><rect x="2" y="3" width="2" height="10" rx="1"/><path d="M13 3.5v9a.5.5 0 0 1-.8.4L5.6 8.4a.5.5 0 0 1 0-.8l6.6-4.5a.5.5 0 0 1 .8.4z"/></svg><span>Reset</span></button>
        <button type="button" id="calc-play" class="btn small play-btn" aria-pressed="false"><svg class="icon icon-play" viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="M4 2.8v10.4a.6.6 0 0 0 .9.5l8.2-5.2a.6.6 0 0 0 0-1L4.9 2.3a.6.6 0 0 0-.9.5z"/></svg><svg class="icon icon-pause" viewBox="0 0 16 16" aria-hidden="true" focusable="false"><rect x="3.5" y="2.5" width="3" height="11" rx="1"/><rect x="9.5" y="2.5" width="3" height="11" rx="1"/></svg><span class="btn-label">Replay</span></button>
        <button type="button" id="calc-step" class="btn small"><span>Step</span><svg class="icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="M3 3.5v9a.5.5 0 0 0 .8.4l6.6-4.5a.5.5 0 0 0 0-.8L3.8 3.1a.5.5 0 0 0-.8.4z"/><rect x="12" y="3" width="2" height="10" rx="1"/></svg></button>
      </div>
    </div>

    <div class="result" id="calc-result">
      <h2 id="calc-title" class="result-title" aria-live="polite">Pick a level or make your own, then press Solve.</h2>
      <p id="calc-message" class="result-message"></p>
      <p id="calc-start-line" class="start-line" hidden></p>
      <ol id="solution" class="solution"></ol>
      <div id="calc-more" class="more" hidden>
        <p id="calc-count" class="count"></p>
        <button type="button" id="calc-find-all" class="btn small" hidden>Find all shortest solutions</button>
        <details id="calc-others" hidden>
          <summary id="calc-others-summary">Show the others</summary>
          <ol id="calc-others-list" class="alt-solutions"></ol>
        </details>
      </div>
    </div>
  </div>
</div>
`;
