// games/calc/play-view.js: what play mode looks like: the markup of the game's
// device (the LCD with the value, the moves left and the goal, the portal drawn
// as an arrow from its entry digit to its exit digit, a keypad of the level's
// buttons as <button>s in their families' colours) and the side card (status,
// win, presses so far). Draws what play.js hands it; every value is the engine's.
import { $, el, fromMarkup } from '../../dom.js';
import { pressNode } from './buttons.js';
import { display } from './engine-calls.js';

const MARKUP = `
<div id="calc-play-view" class="play-view" hidden data-state="idle" data-presses="0">
  <div class="card play-card">
    <div class="device play-device">
      <div class="lcd" id="play-lcd">
        <div class="lcd-top">
          <span>LEVEL <b id="play-level">–</b></span>
          <span>MOVES <b id="play-moves">0</b></span>
          <span>GOAL <b id="play-goal">0</b></span>
        </div>
        <div class="lcd-screen play-screen">
          <span class="play-portal" id="play-portal" hidden aria-hidden="true"><span class="play-portal-head"></span></span>
          <span class="lcd-ghost" id="play-ghost" aria-hidden="true">888888</span>
          <span class="lcd-value" id="play-value">0</span>
        </div>
        <div class="play-lcd-bottom"><span id="play-state" class="play-state"></span><span class="lcd-note" id="play-note"></span></div>
      </div>
      <div class="keypad play-keypad" id="play-keypad" role="group" aria-label="Keypad"></div>
      <div class="play-controls" role="group" aria-label="Game controls">
        <button type="button" id="play-undo" class="btn small">Undo</button>
        <button type="button" id="play-reset" class="btn small">Reset</button>
        <span class="hint-box"><button type="button" id="play-hint" class="btn small">Hint</button><span id="play-hints-used" class="hints-used">0 hints used</span></span>
      </div>
    </div>
  </div>
  <div class="card play-side">
    <h2 id="play-title" class="result-title" tabindex="-1">Play</h2>
    <p id="play-goal-line" class="play-goal-line"></p>
    <p id="play-meta" class="play-goal-line" hidden></p>
    <p id="play-extra" class="play-goal-line" hidden></p>
    <p id="play-status" class="play-status" role="status"></p>
    <div id="play-win" class="play-win" hidden>
      <p class="play-win-title"><span class="play-win-word">Solved</span> <span id="play-win-moves"></span></p>
      <p id="play-win-note" class="play-win-note"></p>
      <button type="button" id="play-next" class="btn primary">Next level</button>
      <div id="play-share-box" class="play-share" hidden><output id="play-share" class="play-share-text"></output>
        <button type="button" id="play-copy" class="btn small">Copy result</button></div>
    </div>
    <h3 class="play-presses-title">Your presses</h3>
    <ol id="play-presses" class="play-presses" aria-label="Your presses"></ol>
    <p id="play-presses-empty" class="hint">None yet: press a key of the calculator.</p>
    <p class="hint play-help">Tab to a key and press Enter or Space. <span id="play-store-help" hidden>Store appends what it holds;
      <b>Save</b> (or Shift+click on Store, or holding Store) saves the display into it, which costs a move.</span>
      Backspace undoes a press.</p>
    <button type="button" id="play-leave" class="btn ghost">Back to the solver</button>
  </div>
</div>`;

export function addPlayView(panel) {
  panel.append(fromMarkup(MARKUP));
}

// The keypad: a <button> per button of the level, named exactly by its label;
// a button with a long-press (Store) is followed by a key of its own for it,
// named by the engine (long_press_name, "Save"). wireKey(button, key, long) adds its handlers.
export function renderPlayKeypad(buttons, wireKey) {
  const pad = $('play-keypad');
  pad.replaceChildren();
  for (const button of buttons) {
    const key = el('button', { className: 'key fam-' + (button.family || 'unknown'), text: button.label, attrs: { type: 'button' } });
    key.dataset.press = button.label;
    wireKey(button, key, false);
    pad.append(key);
    if (button.long_press) {
      const save = el('button', { className: 'key fam-' + (button.family || 'unknown') + ' long-press-key', attrs: { type: 'button' } });
      save.textContent = button.long_press_name || 'Save';
      save.dataset.press = button.long_press;
      wireKey(button, save, true);
      pad.append(save);
    }
  }
  $('play-store-help').hidden = !buttons.some((b) => b.long_press);
}

export function flashPlayKey(press, className) {
  for (const key of $('play-keypad').children) {
    if (key.dataset.press !== press) continue;
    key.classList.remove(className);
    void key.offsetWidth; // restart the animation
    key.classList.add(className);
    key.addEventListener('animationend', () => key.classList.remove(className), { once: true });
  }
}
export function markHinted(press) {
  for (const key of $('play-keypad').children) key.classList.toggle('hinted', press !== null && key.dataset.press === press);
}

// The LCD: value (animated on a press), moves left, goal and a note.
export function showPlayValue(value, note, animate) {
  const text = String(value);
  const node = $('play-value');
  node.textContent = text;
  const long = text.length > 9;
  $('play-ghost').textContent = '8'.repeat(Math.max(display.digits, Math.min(18, text.replace('-', '').length)));
  node.classList.toggle('long', long);
  $('play-ghost').classList.toggle('long', long);
  $('play-portal').classList.toggle('long', long);
  $('play-note').textContent = note || '';
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
  $('play-state').textContent = parts.join('  ');
}

// The portal: a bracket over the display from the entry place to the exit
// place (places count from the ones digit), its arrowhead at the exit.
export function showPortal(portal) {
  const node = $('play-portal');
  node.hidden = !portal;
  if (!portal) return;
  node.style.setProperty('--entry', String(portal[0]));
  node.style.setProperty('--exit', String(portal[1]));
  node.setAttribute('title', 'Portal: a digit at place ' + portal[0] + ' falls to place ' + portal[1]);
}
export function portalFall() {
  const node = $('play-portal');
  node.classList.remove('falling');
  void node.offsetWidth;
  node.classList.add('falling');
}

export function showPresses(history, buttons) {
  const list = $('play-presses');
  list.replaceChildren();
  for (const entry of history.slice(1)) {
    const li = el('li', { className: 'play-press' }, [pressNode(entry.step.press, buttons), ' ', el('span', { className: 'num', text: entry.step.value })]);
    list.append(li);
  }
  $('play-presses-empty').hidden = history.length > 1;
}
