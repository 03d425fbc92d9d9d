// games/digits/form.js: "Your own puzzle", the Digits form: the target and a
// box per number (as many as the engine's numbers field allows), what they
// hold, and the engine's refusal shown at the field it names. The engine alone
// judges every value (a box's number is checked by the engine's `check`).
import { $, el, setFieldError } from '../../dom.js';
import { helper } from '../../engine-client.js';
import { GAME, fieldsArgs } from './requests.js';

// How many number boxes the form shows: the engine's limit on the numbers field
// (engine.fields), six until it has answered.
export const form = { maxNumbers: 6, errorSeq: 0 };
export const numberInputs = () => [...$('digits-numbers').querySelectorAll('input')];

export function numberFields() {
  const box = $('digits-numbers');
  for (let i = 1; i <= form.maxNumbers; i++) {
    box.append(el('input', { className: 'tile-input', attrs: { id: 'digits-n' + i, inputmode: 'numeric', 'aria-label': 'Number ' + i, 'aria-describedby': 'digits-numbers-error' } }));
  }
  // the container outlives its boxes (loadFieldLimits builds them again): one listener on it
  if (!box.dataset.pasteWired) box.addEventListener('paste', spreadPaste);
  box.dataset.pasteWired = 'yes';
}

// A list pasted into a box ("3 5 7 9 11 25", or with commas) fills that box and the ones
// after it, one number each, as typing them would; the boxes past the list keep theirs, the
// focus goes after the last; what does not fit is named under the boxes instead of
// vanishing into one box's overflow.
function spreadPaste(event) {
  const input = event.target;
  const text = event.clipboardData ? event.clipboardData.getData('text') : '';
  const parts = text.split(/[\s,;]+/).filter(Boolean).map((part) => part.slice(0, 200));
  const boxes = numberInputs();
  const start = boxes.indexOf(input);
  if (parts.length < 2 || start < 0) return; // one number: the box takes it as typed
  event.preventDefault();
  boxes.slice(start, start + parts.length).forEach((box, i) => (box.value = parts[i]));
  const left = parts.slice(boxes.length - start);
  setFieldError(null, $('digits-numbers-error'), left.length ? 'Left out, past the last box: ' + left.join(' ') + '.' : '');
  boxes[Math.min(boxes.length - 1, start + parts.length)].focus();
}

// The engine's limit on how many numbers a puzzle takes; the boxes follow it.
export async function loadFieldLimits() {
  const fields = (await helper.request('fields', fieldsArgs())).result;
  const numbers = Array.isArray(fields) ? fields.find((f) => f.name === 'numbers') : null;
  if (!numbers || numbers.max === form.maxNumbers) return;
  const kept = numberInputs().map((input) => input.value);
  form.maxNumbers = numbers.max;
  $('digits-numbers').replaceChildren();
  numberFields();
  numberInputs().forEach((input, i) => (input.value = kept[i] || ''));
}

// {target, numbers: 'a,b,c'} as the form holds them.
export function formValues() {
  const numbers = numberInputs()
    .map((input) => input.value.trim())
    .filter((v) => v !== '');
  return { target: $('digits-target').value.trim(), numbers: numbers.join(',') };
}

export function fillForm(target, numbers) {
  $('digits-target').value = target;
  numberInputs().forEach((input, i) => {
    input.value = numbers[i] === undefined ? '' : numbers[i];
  });
}

export function clearFormErrors() {
  setFieldError($('digits-target'), $('digits-target-error'), '');
  setFieldError(null, $('digits-numbers-error'), '');
  form.errorSeq++;
  numberInputs().forEach((input) => input.removeAttribute('aria-invalid'));
}

// The engine's error at the field it names: the target, or the numbers (a problem of
// the list as a whole, such as too many, is said under the boxes). The engine reads the
// target first and stops at its first error, so each box it would refuse as a number is
// marked either way: a bad target and a bad number show at once. The form is opened.
export function showFormError(e) {
  $('digits-own').open = true;
  if (e.field === 'target') setFieldError($('digits-target'), $('digits-target-error'), e.message);
  else if (e.field === 'numbers') setFieldError(null, $('digits-numbers-error'), e.message);
  markRefusedNumbers();
}

// A box's number checked by the engine as a list of two of it (the list's least
// length), so the engine alone judges what a number may be.
async function markRefusedNumbers() {
  const search = ++form.errorSeq; // a newer attempt clears the marks
  for (const input of numberInputs()) {
    const value = input.value.trim();
    if (value === '') continue;
    const answer = await helper.request('check', { game: GAME, field: 'numbers', value: value + ',' + value }).catch(() => null);
    if (search !== form.errorSeq) return;
    if (answer && answer.result && answer.result.error) input.setAttribute('aria-invalid', 'true');
  }
}
