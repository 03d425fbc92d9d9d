// games/calc/shortcuts.js: the Calculator tab's keyboard shortcuts, listed in
// its "?" panel: 1-9 and 0 press the keypad's keys (a digit with no key says so), Backspace (or Ctrl+Z, which would
// otherwise undo the last edit of the level box and move the focus there) undoes,
// r resets, Esc stops a replay, h asks for a hint, n and p (or ] and [) go to the next and previous level, / goes to the
// level box, ? shows the list and Esc hides it (play/shortcuts.js). Never while
// someone types in a field or holds a modifier. n and p in a game the player
// has started ask first: the status says so, and the same key pressed again
// within a few seconds leaves.
import { $ } from '../../dom.js';
import { heldDown, plainKey, shortcutsList, typingIn } from '../../play/shortcuts.js';
import { levelAfter } from './level-picker.js';
import { showStatus } from './play-view.js';

const STEPS = { n: 1, ']': 1, p: -1, '[': -1 };
const CONFIRM_MS = 4000;

// Ctrl+Z or Cmd+Z (not with Shift: that is redo), outside a field.
const undoChord = (event) => (event.ctrlKey || event.metaKey) && !event.shiftKey && !event.altKey &&
  event.key.toLowerCase() === 'z' && !event.defaultPrevented;

// game: {step(number, {play}), inProgress(), hint(), undo(), reset(), pauseReplay(), afterPresses(action)}:
// afterPresses runs action once the presses asked for before it are played (keys typed faster
// than the engine answers: "1 2 1 n" leaves the level those three presses won).
export function wireShortcuts(game) {
  let armed = null; // {key, until}: a leave asked for once
  const listKey = shortcutsList('calc-shortcuts', 'calc-shortcuts-panel');
  document.addEventListener('keydown', (event) => {
    if ($('panel-calc').hidden || typingIn(event.target)) return;
    if (undoChord(event)) {
      event.preventDefault();
      if (!event.repeat) game.undo();
      return;
    }
    if (!plainKey(event) || listKey(event)) return;
    const key = event.key;
    if (heldDown(event)) {
      if (Object.hasOwn(STEPS, key) || /^[0-9hr]$/.test(key)) event.preventDefault();
      return;
    }
    if (Object.hasOwn(STEPS, key)) {
      event.preventDefault();
      const now = performance.now();
      game.afterPresses(() => {
        if (game.inProgress() && !(armed && armed.key === key && now < armed.until)) {
          armed = { key, until: now + CONFIRM_MS };
          showStatus('You have started this level: press ' + key + ' again to leave it for level ' + levelAfter(STEPS[key]) + '.');
          return;
        }
        armed = null;
        game.step(levelAfter(STEPS[key]), { play: true }); // the new level's first key focused
      });
    } else if (key === '/') {
      event.preventDefault();
      $('calc-level-search').focus();
      $('calc-level-search').select();
    } else if (key === 'h') {
      event.preventDefault();
      game.hint();
    } else if (key === 'Backspace') {
      event.preventDefault();
      game.undo();
    } else if (key === 'Escape') {
      if (game.pauseReplay()) event.preventDefault(); // a replay under way stops, as Pause does
    } else if (key === 'r') {
      event.preventDefault();
      game.reset();
    } else if (/^[0-9]$/.test(key) && !event.target.closest?.('#calc-level-browser')) {
      // (in the grid of levels a digit is no key press: typing 143 there pressed the keys);
      // 0 is the tenth key, after 9, as on a keyboard's row of digits
      const target = $('calc-play-keypad').children[key === '0' ? 9 : Number(key) - 1];
      if (target && !target.disabled) {
        event.preventDefault();
        target.click();
        target.focus();
      } else if (!target && $('calc-play-keypad').children.length) {
        // said, as Digits says a number typed that is not there: a press that did nothing at all
        // left the player wondering whether the keyboard worked
        const count = $('calc-play-keypad').children.length;
        showStatus('No key ' + key + ': this level has ' + count + ' keys.');
      }
    }
  });
}
