// games/calc/buttons.js: adding buttons to your own level: the "Add a button"
// box checked by the engine as you type, and the palette (the chips: form.js).
// Labels and colour families are the engine's (its check of the buttons field).
import { $, el, plural, setFieldError } from '../../dom.js';
import { afterFirstScreen } from '../../engine-client.js';
import { PALETTE, checkButton, limits, pressOf } from './engine-calls.js';
import { formEdited, renderChips } from './form.js';
import { keyNode } from './keys.js';
import { calc } from './state.js';

// ---- checking a typed button as you type
let checkTimer = null;
export async function checkTyped(now) {
  clearTimeout(checkTimer);
  const input = $('calc-button-input');
  const text = input.value;
  const seq = ++calc.checkSeq;
  if (text.trim() === '') {
    setFieldError(input, $('calc-button-error'), '');
    $('calc-button-preview').replaceChildren();
    return null;
  }
  if (!now) {
    return new Promise((resolve) => {
      checkTimer = setTimeout(() => resolve(checkTyped(true)), 120);
    });
  }
  let answer;
  try {
    answer = await checkButton(text);
  } catch (error) {
    if (seq === calc.checkSeq) setFieldError(input, $('calc-button-error'), String(error.message || error));
    return null;
  }
  if (seq !== calc.checkSeq) return null; // a newer keystroke is being checked
  if (answer.error) {
    setFieldError(input, $('calc-button-error'), answer.error.message);
    $('calc-button-preview').replaceChildren();
    return null;
  }
  if (levelFull()) {
    $('calc-button-preview').replaceChildren();
    return null;
  }
  setFieldError(input, $('calc-button-error'), '');
  $('calc-button-preview').replaceChildren('Enter adds ', keyNode(answer.label, answer.family), ' (' + answer.family + ')');
  return answer;
}

// The level holds as many buttons as the engine's field limit allows (engine-calls.js limits):
// one more is refused where it is typed, with the way on (20 added, Solve would then
// refused the level with its message at the page's top). True, with the message shown, when full.
function levelFull() {
  if (limits.buttons === null || calc.chips.length < limits.buttons) return false;
  setFieldError($('calc-button-input'), $('calc-button-error'), 'A level has at most ' + limits.buttons + ' buttons: remove one (its ×) before adding another.');
  return true;
}

// Adds the typed button once the engine accepts it. Works on the text as it
// was when asked, so typing on while the check runs loses nothing. announce:
// say so beside the box (Solve adds a button left typed but not added).
export async function addTyped({ announce = false } = {}) {
  const input = $('calc-button-input');
  const text = input.value;
  if (text.trim() === '') {
    setFieldError(input, $('calc-button-error'), 'Type a button first, e.g. +2 or 3=>5.');
    return false;
  }
  if (levelFull()) return false;
  let answer;
  try {
    answer = await checkButton(text);
  } catch (error) {
    setFieldError(input, $('calc-button-error'), String(error.message || error));
    return false;
  }
  if (answer.error) {
    if (input.value === text) setFieldError(input, $('calc-button-error'), answer.error.message);
    return false;
  }
  calc.chips.push({ label: answer.label, family: answer.family, spoken: answer.spoken });
  if (input.value === text) {
    calc.checkSeq++; // a check still on its way is about the text just added
    clearTimeout(checkTimer);
    input.value = '';
    $('calc-button-preview').replaceChildren();
    setFieldError(input, $('calc-button-error'), '');
  }
  renderChips();
  formEdited('buttons');
  // said where it was typed (the preview is a live region): a keyboard player heard nothing of an add
  const count = calc.chips.length + ' ' + plural(calc.chips.length, 'button');
  if (!announce) {
    $('calc-button-preview').textContent = 'Added ' + answer.label + ': ' + count + ' now.';
  } else {
    $('calc-button-preview').replaceChildren('Added the typed button ', keyNode(answer.label, answer.family), ' to the level before solving.');
    const chips = $('calc-chips').querySelectorAll('.chip');
    if (chips.length) chips[chips.length - 1].classList.add('added');
  }
  return true;
}
// ---- the palette: families come from the engine
export function setupPalette() {
  const box = $('calc-palette-keys');
  for (const item of PALETTE) {
    const key = el('button', {
      className: 'key palette-key',
      text: item.show,
      attrs: { type: 'button', 'aria-label': item.add ? 'Add ' + item.add : 'Start typing ' + item.show },
    });
    key.addEventListener('click', () => {
      const input = $('calc-button-input');
      input.value = item.add || item.insert;
      input.focus();
      const caret = item.caret === undefined ? input.value.length : item.caret;
      input.setSelectionRange(caret, caret);
      if (item.add) addTyped();
      else {
        checkTyped(false);
        if (item.hint) $('calc-button-preview').textContent = 'Type ' + item.hint + ', then Enter.';
      }
    });
    box.append(key);
    // colour it by the family the engine gives a sample of it
    afterFirstScreen().then(() => checkButton(item.add || item.sample)).then(
      (answer) => {
        if (answer && answer.family) key.classList.add('fam-' + answer.family);
      },
      () => {},
    );
  }
}

// The box's keys: Enter adds, Backspace in the empty box takes the last chip back.
export function wireButtonBox() {
  $('calc-button-input').addEventListener('input', () => checkTyped(false));
  $('calc-button-input').addEventListener('keydown', (event) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      addTyped();
    } else if (event.key === 'Backspace' && $('calc-button-input').value === '' && calc.chips.length) {
      // like a tag editor: Backspace in the empty box takes the last button back to edit
      event.preventDefault();
      const chip = calc.chips.pop();
      $('calc-button-input').value = chip.label;
      renderChips();
      formEdited('buttons');
      checkTyped(true);
    }
  });
  $('calc-button-add').addEventListener('click', () => addTyped());
  setupPalette();
}
