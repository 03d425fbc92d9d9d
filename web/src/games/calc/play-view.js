// games/calc/play-view.js: what the Calculator game looks like: the device (the
// LCD with the value, the moves left and the goal, the portal drawn as an arrow
// from its entry digit to its exit digit, a keypad of the level's buttons as
// <button>s named by the label the game shows now, Undo, Reset, Hint and Show
// solution) and the side card (the level, status, win, your presses, the
// solution once asked for, the graph, how to play). Draws what play.js hands
// it; every value and label is the engine's.
import { $, el, fromMarkup, sayInto } from '../../dom.js';
import { pressNode, spokenOf } from './keys.js';
import { display } from './engine-calls.js';

// Until a level is open (a link to a level that does not exist opens none) the controls are
// off and the side card says how to open one; play.js's render() turns them on.
const NO_LEVEL = 'No level open yet: type its number in the level box above, or step to one with ‹ ›.';

const MARKUP = `
<div id="calc-play-view" class="play-view" data-state="idle" data-presses="0">
  <div class="card play-card">
    <div class="device play-device key-help-card">
      <div class="lcd" id="calc-play-lcd">
        <div class="lcd-top">
          <span>LEVEL <b id="calc-play-level">–</b></span>
          <span>MOVES <b id="calc-play-moves">–</b></span>
          <span>GOAL <b id="calc-play-goal">–</b></span>
        </div>
        <div class="lcd-screen play-screen">
          <span class="lcd-digits">
            <span class="play-portal" id="calc-play-portal" hidden aria-hidden="true"><span class="play-portal-entry"></span><span class="play-portal-head"></span></span>
            <span class="lcd-ghost" id="calc-play-ghost" aria-hidden="true">888888</span>
            <span class="sr-only">Display: </span><span class="lcd-value" id="calc-play-value">0</span>
          </span>
        </div>
        <div class="play-lcd-bottom"><span id="calc-play-state" class="play-state"></span><span class="lcd-note" id="calc-play-note"></span></div>
      </div>
      <div class="keypad play-keypad" id="calc-play-keypad" role="group" aria-label="Keypad"></div>
      <p id="calc-key-help" class="key-help" aria-hidden="true"></p>
      <div class="play-controls" role="group" aria-label="Game controls">
        <button type="button" id="calc-play-undo" class="btn small" disabled>Undo</button>
        <button type="button" id="calc-play-reset" class="btn small" disabled>Reset</button>
        <button type="button" id="calc-play-hint" class="btn small help-btn" disabled>Hint</button>
        <button type="button" id="calc-play-solution" class="btn small help-btn" aria-controls="calc-solution" disabled>Show solution</button>
      </div>
      <div class="play-message">
        <p id="calc-play-status" class="play-status" aria-hidden="true"></p>
        <p id="calc-play-said" class="sr-only" role="status"></p>
        <p id="calc-play-won" class="play-won-line" hidden></p>
      </div>
      <p id="calc-play-announce" class="sr-only" role="status"></p>
      <p id="calc-play-hints-used" class="hints-used">0 hints used</p>
    </div>
  </div>
  <div class="card play-side">
    <h2 id="calc-play-title" class="result-title" tabindex="-1">Level</h2>
    <p id="calc-play-goal-line" class="play-goal-line"></p>
    <p id="calc-play-challenge" class="play-goal-line play-challenge" hidden></p>
    <p id="calc-play-meta" class="play-goal-line" hidden></p>
    <p id="calc-play-extra" class="play-goal-line" hidden></p>
    <div id="calc-play-win" class="play-win" hidden role="group" aria-labelledby="calc-play-win-title calc-play-win-note" tabindex="-1">
      <p id="calc-play-win-title" class="play-win-title"><span class="play-win-word">Solved</span> <span id="calc-play-win-moves"></span></p>
      <p id="calc-play-win-note" class="play-win-note"></p>
      <button type="button" id="calc-play-next" class="btn primary">Next level</button>
    </div>
    <div id="calc-play-share-box" class="play-share" hidden><output id="calc-play-share" class="play-share-text" aria-live="off"></output>
      <button type="button" id="calc-play-copy" class="btn small">Copy result</button> <span id="calc-play-copied" class="hint" role="status"></span>
      <p id="calc-play-daily-stats" class="play-daily-stats"></p>
      <button type="button" id="calc-play-daily-clear" class="btn ghost small">Clear stats</button></div>
    <h3 class="play-presses-title" id="calc-play-presses-title">Your presses</h3>
    <ol id="calc-play-presses" class="play-presses" aria-label="Your presses"></ol>
    <p id="calc-play-presses-empty" class="hint">${NO_LEVEL}</p>
    <section id="calc-solution" class="solution-box" hidden aria-labelledby="calc-title" data-reveal>
      <h3 id="calc-title" class="solution-title" tabindex="-1">Solution</h3>
      <p id="calc-message" class="result-message"></p>
      <button type="button" id="calc-from-start" class="btn small" hidden>Solution from the start</button>
      <ol id="calc-solution-steps" class="solution" aria-label="Solution"></ol>
      <div id="calc-replay" class="replay" role="group" aria-label="Play the solution on the calculator">
        <button type="button" id="calc-play" class="btn small play-btn"><span class="btn-label">Replay</span></button>
        <button type="button" id="calc-step" class="btn small">Step</button>
      </div>
      <div id="calc-more" class="more" hidden>
        <p id="calc-count" class="count"></p>
        <button type="button" id="calc-find-all" class="btn small" hidden>Find all shortest solutions</button>
        <details id="calc-others" hidden>
          <summary id="calc-others-summary">Show the others</summary>
          <ol id="calc-others-list" class="alt-solutions"></ol>
        </details>
      </div>
      <p id="calc-difficulty" class="difficulty-line" hidden></p>
    </section>
    <div id="calc-graph-slot"></div>
    <details id="calc-howto" class="howto">
      <summary>How to play</summary>
      <p>Press the keys to turn the display into the goal within the moves. Each key does what its help says; focus or hover a key (or hold it) to read it.</p>
      <dl id="calc-howto-keys" class="howto-keys"></dl>
      <fieldset class="group store-rule" id="calc-store-rule">
        <legend>Saving into Store</legend>
        <label class="check"><input type="radio" name="store-rule" id="calc-store-charged" value="charged" checked> <span>My app charges a move for saving into Store</span></label>
        <label class="check"><input type="radio" name="store-rule" id="calc-opt-classic" value="free"> <span>My app does not charge a move for saving into Store</span></label>
        <p class="hint" id="calc-store-rule-help">Today's app charges a move when you save the display into Store (hold Store, or press Save); the first 2017 version did not. The first is the default; your choice is remembered on this device.</p>
      </fieldset>
      <p class="hint keyboard-only">Keyboard: Tab to a key and press Enter or Space, or type its number (<kbd>1</kbd>–<kbd>9</kbd>, <kbd>0</kbd>); <kbd>Backspace</kbd> undoes a press; <kbd>?</kbd> lists every shortcut.</p>
    </details>
    <details id="calc-details" class="details-box">
      <summary>Details</summary>
      <p id="calc-details-level" class="hint"></p>
      <p id="calc-details-text" class="hint"></p>
    </details>
    <div class="row side-actions"><button type="button" id="calc-play-link" class="btn ghost small">Copy link</button><span id="calc-play-link-status" class="hint" role="status"></span></div>
  </div>
</div>`;

export function addPlayView(slot) {
  slot.append(fromMarkup(MARKUP));
  // the portal's marks follow the digits as they are drawn: a width, a zoom, a font come late
  const screen = slot.querySelector('.play-screen');
  if (typeof ResizeObserver === 'function') new ResizeObserver(placePortal).observe(screen);
  document.fonts?.ready.then(placePortal);
}

// The keypad: a <button> per button of the level, showing the label the game
// shows now (the engine's `now`: [+]N changes the other keys' numbers), named for
// a screen reader as the engine says it (`spoken`: "times 4" for x4, never the
// letter x) and pressed by its canonical label; a button with a long-press (Store) is
// followed by a key of its own for it, named by the engine (long_press_name,
// "Save"). wireKey(button, key, long) adds its handlers.
export function renderPlayKeypad(buttons, wireKey) {
  const pad = $('calc-play-keypad');
  pad.replaceChildren();
  for (const button of buttons) {
    const key = el('button', { className: 'key fam-' + (button.family || 'unknown'), text: button.now || button.label, attrs: { type: 'button' } });
    key.dataset.press = button.label;
    key.dataset.kind = button.kind || '';
    nameKey(key, button);
    wireKey(button, key, false);
    pad.append(key);
    if (button.long_press) {
      const save = el('button', { className: 'key fam-' + (button.family || 'unknown') + ' long-press-key', attrs: { type: 'button' } });
      save.textContent = button.long_press_name || 'Save';
      save.dataset.press = button.long_press;
      save.dataset.kind = 'store-save';
      wireKey(button, save, true);
      pad.append(save);
    }
  }
  // the digit that presses each of the first ten keys (shortcuts.js: 1 to 9, then 0), drawn in
  // its corner where a keyboard is likely (calc-play.css) and told to assistive technology
  [...pad.children].slice(0, 10).forEach((key, i) => {
    key.dataset.shortcut = String((i + 1) % 10);
    key.setAttribute('aria-keyshortcuts', String((i + 1) % 10));
  });
}

// A key's accessible name: the engine's spoken name where it is not the label drawn.
function nameKey(key, button) {
  const spoken = spokenOf(button);
  key.dataset.spoken = spoken;
  if (spoken && spoken !== key.textContent) key.setAttribute('aria-label', spoken);
  else key.removeAttribute('aria-label');
}

// The labels of the state shown: the engine's `now` of each button, and its spoken name.
export function relabelKeys(buttons) {
  const byLabel = new Map(buttons.map((b) => [b.label, b]));
  for (const key of $('calc-play-keypad').children) {
    const button = byLabel.get(key.dataset.press);
    if (!button || key.dataset.kind === 'store-save') continue;
    key.textContent = button.now || button.label;
    nameKey(key, button);
  }
}

export function flashPlayKey(press, className) {
  for (const key of $('calc-play-keypad').children) {
    if (key.dataset.press !== press) continue;
    key.classList.remove(className);
    void key.offsetWidth; // restart the animation
    key.classList.add(className);
    key.addEventListener('animationend', () => key.classList.remove(className), { once: true });
  }
}
export function markHinted(press) {
  for (const key of $('calc-play-keypad').children) key.classList.toggle('hinted', press !== null && key.dataset.press === press);
}

// The LCD: the value (animated on a press) right-aligned over as many unlit 8s
// as the display has digits, one cell per character (a minus sign takes a cell
// as on the device), and a note.
export function showPlayValue(value, note, animate) {
  const text = String(value);
  const node = $('calc-play-value');
  node.textContent = text;
  const cells = Math.max(display.digits, Math.min(19, text.length));
  $('calc-play-ghost').textContent = /^-?\d+$/.test(text) ? '8'.repeat(cells) : '';
  const long = cells > 9;
  for (const id of ['calc-play-value', 'calc-play-ghost', 'calc-play-portal']) $(id).classList.toggle('long', long);
  placePortal();
  $('calc-play-note').textContent = note || '';
  if (animate) {
    node.classList.remove('bump');
    void node.offsetWidth; // restart the animation
    node.classList.add('bump');
  }
}

// What the display's corner shows of the rest of the state: Store's content
// and the [+]N offset, as the engine's puzzle of that state gives them.
export function showPlayState(buttons, puzzle) {
  const parts = [];
  if (buttons.some((b) => b.long_press)) parts.push('STORE ' + (puzzle.store === undefined || puzzle.store === null ? '–' : puzzle.store));
  if (buttons.some((b) => b.family === 'meta')) parts.push('[+] ' + (puzzle.offset || 0));
  $('calc-play-state').textContent = parts.join('  ');
}

// The portal: a bracket over the display from the entry digit to the exit digit
// (places count from the ones digit, 0), the entry a hole at its left foot, its
// arrowhead at the exit. Its places in a player's words (the terminal's board says the same:
// calc_portal_words): "the 5th digit from the right drops out and is added to the ones". The
// digits that fell are the engine's (a step's fell).
const ordinal = (n) => n + ((n % 100 >= 11 && n % 100 <= 13) ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' })[n % 10] || 'th');
export const portalWords = (portal) => 'the ' + ordinal(portal[0] + 1) + ' digit from the right drops out and is added to ' +
  (portal[1] === 0 ? 'the ones' : 'the ' + ordinal(portal[1] + 1));
let portalPlaces = null; // [entry, exit] of the level on screen, or null

export function showPortal(portal) {
  const node = $('calc-play-portal');
  node.hidden = !portal;
  portalPlaces = portal ? [portal[0], portal[1]] : null;
  if (!portal) return;
  node.setAttribute('title', 'Portal: ' + portalWords(portal));
  placePortal();
}

// The middles of the digits at these places, in px from the display's left edge, measured
// on the characters drawn (the unlit 8s, right-aligned as the value is, or the value itself):
// no digit width is assumed, so the marks sit over their digits at every width, zoom and font.
// A place left of the drawn characters is counted on by their advance. null: not laid out.
function digitMiddles(screen, places) {
  const source = [$('calc-play-ghost'), $('calc-play-value')].find((n) => n.firstChild && n.firstChild.length > 0);
  if (!source) return null;
  const text = source.firstChild;
  const count = text.length;
  const box = (i) => {
    const range = document.createRange();
    range.setStart(text, i);
    range.setEnd(text, i + 1);
    return range.getBoundingClientRect();
  };
  const last = box(count - 1);
  if (!last.width) return null;
  const advance = count > 1 ? (last.right - box(0).left) / count : last.width;
  const spacing = parseFloat(getComputedStyle(source).letterSpacing) || 0; // drawn after each glyph
  const origin = screen.getBoundingClientRect().left + screen.clientLeft;
  return places.map((place) => {
    const i = count - 1 - place;
    const left = i >= 0 ? box(i).left : last.left - place * advance;
    return left + (advance - spacing) / 2 - origin;
  });
}

// Puts the bracket's feet over the middles of the entry and exit digits (its border's middle
// line on each); done again when the display's size, font or value length changes.
export function placePortal() {
  const node = $('calc-play-portal');
  if (!node || node.hidden || !portalPlaces) return;
  const middles = digitMiddles(node.closest('.play-screen'), portalPlaces);
  if (!middles) return;
  const [entry, exit] = middles;
  const border = parseFloat(getComputedStyle(node).borderLeftWidth) || 0;
  node.style.setProperty('--portal-left', (entry - border / 2).toFixed(2) + 'px');
  node.style.setProperty('--portal-width', Math.max(0, exit - entry + border).toFixed(2) + 'px');
}
export function portalFall() {
  const node = $('calc-play-portal');
  node.classList.remove('falling');
  void node.offsetWidth;
  node.classList.add('falling');
}

// The line under the keys (its place kept: calc-play.css), and its twin for a screen reader, the
// one said: parts are strings and saidKey()s ("x4" shown, "times 4" said), so the line reads as
// the game draws its keys and is heard in words. The twin is the live region (a press said once).
export function showStatus(parts) {
  const list = typeof parts === 'string' ? [parts] : parts;
  $('calc-play-status').textContent = list.map((p) => (typeof p === 'string' ? p : p.shown)).join('');
  sayInto($('calc-play-said'), list.map((p) => (typeof p === 'string' ? p : p.spoken)).join(''));
}

// The presses so far, each as the key the player saw (the label then) and the value after it;
// heard as a sentence ("times 4 gives 48."), not "x4 48".
export function showPresses(history) {
  const list = $('calc-play-presses');
  list.replaceChildren();
  for (let i = 1; i < history.length; i++) {
    const entry = history[i];
    const li = el('li', { className: 'play-press' }, [pressNode(entry.step.press, history[i - 1].puzzle.buttons), ' ',
      el('span', { className: 'sr-only', text: 'gives ' }), el('span', { className: 'num', text: entry.step.value }), el('span', { className: 'sr-only', text: '.' })]);
    list.append(li);
  }
  $('calc-play-presses-empty').hidden = history.length > 1;
  $('calc-play-presses-empty').textContent = 'None yet: press a key of the calculator.';
}

// The win on the device itself: the display says SOLVED and a line under the keys says how, and
// where the next level is when its button is out of the window (on a phone, below the device).
// Not a live region: the win box, focused, says it once.
export function showWonLine(next) {
  const line = $('calc-play-won');
  line.hidden = false;
  line.textContent = $('calc-play-win-title').textContent.replace(/\s+/g, ' ').trim();
  requestAnimationFrame(() => {
    if (line.hidden || !next || $('calc-play-next').getBoundingClientRect().top < window.innerHeight) return;
    // the button's name quoted and kept on one line (no-break spaces), as the button itself reads
    line.textContent += ' “Play\u00a0level\u00a0' + next + '” is below the calculator.';
  });
}
