// games/calc/form.js: "Your own level", the Calculator form: start, goal,
// moves, the buttons as chips, the portal and the options. Every edit asks the
// engine about each field on its own, so every wrong field shows its message
// (once touched); fillForm puts a level in it. The game on screen changes only
// when the player presses Play or Solve (index.js).
import { $, el, setFieldError } from '../../dom.js';
import { checkField } from './engine-calls.js';
import { keyNode } from './keys.js';
import { CALC_ERROR_SLOT, calc, calcOptions, formValues } from './state.js';

const FIELDS = ['start', 'goal', 'moves', 'buttons', 'portal', 'digits'];
let validateTimer = null;

export function formEdited(field) {
  if (field) calc.touched.add(field);
  clearTimeout(validateTimer);
  validateTimer = setTimeout(validateForm, 200);
}

// Every field checked now (Play or Solve refused the form: each wrong one is marked).
export const validateNow = () => {
  clearTimeout(validateTimer);
  return validateForm();
};

async function validateForm() {
  const seq = ++calc.validateSeq;
  const values = formValues();
  const options = calcOptions();
  const messages = await Promise.all(
    FIELDS.map((field) => {
      if (field === 'portal' && !values.portal) return '';
      if (field === 'buttons' && values.buttons.length === 0) return '';
      return checkField(field, values, options);
    }),
  );
  if (seq !== calc.validateSeq) return;
  FIELDS.forEach((field, i) => {
    const message = messages[i];
    const [inputId, errorId] = CALC_ERROR_SLOT[field];
    if (field === 'buttons' && $('calc-button-input').value.trim() !== '') return; // the typed button's check owns this slot
    if (message && !calc.touched.has(field)) return;
    setFieldError($(inputId), $(errorId), message);
  });
}

export function clearCalcErrors() {
  for (const field of Object.keys(CALC_ERROR_SLOT)) {
    const [inputId, errorId] = CALC_ERROR_SLOT[field];
    setFieldError($(inputId), $(errorId), '');
  }
  setFieldError($('calc-portal-exit'), $('calc-portal-error'), '');
}

// level: {start, goal, moves, buttons: [{label, family}], portal: [entry, exit] | null}
export function fillForm(level) {
  $('calc-start').value = String(level.start);
  $('calc-goal').value = String(level.goal);
  $('calc-moves').value = String(level.moves);
  calc.chips = level.buttons.map((b) => ({ label: b.label, family: b.family, spoken: b.spoken }));
  $('calc-portal-on').checked = !!level.portal;
  if (level.portal) {
    $('calc-portal-entry').value = String(level.portal[0]);
    $('calc-portal-exit').value = String(level.portal[1]);
  }
  syncPortal();
  $('calc-button-input').value = '';
  $('calc-button-preview').replaceChildren();
  calc.touched.clear();
  clearCalcErrors();
  renderChips();
}

export function syncPortal() {
  const on = $('calc-portal-on').checked;
  $('calc-portal-entry').disabled = !on;
  $('calc-portal-exit').disabled = !on;
  $('calc-portal-fields').classList.toggle('off', !on);
}

// Start, goal, moves, the portal and the options: each edit re-checks the form.
export function wireFields() {
  for (const name of ['start', 'goal', 'moves']) {
    $('calc-' + name).addEventListener('input', () => formEdited(name));
  }
  $('calc-portal-on').addEventListener('change', () => {
    syncPortal();
    formEdited('portal');
  });
  for (const id of ['calc-portal-entry', 'calc-portal-exit']) {
    $(id).addEventListener('input', () => formEdited('portal'));
  }
  for (const id of ['calc-opt-digits', 'calc-opt-all']) {
    $(id).addEventListener(id === 'calc-opt-digits' ? 'input' : 'change', () => formEdited(id === 'calc-opt-digits' ? 'digits' : null));
  }
}

// ---- the chips
export function renderChips() {
  const list = $('calc-chips');
  list.replaceChildren();
  calc.chips.forEach((chip, index) => {
    const remove = el('button', {
      className: 'chip-remove',
      text: '×',
      attrs: { type: 'button', 'aria-label': 'Remove button ' + (chip.spoken || chip.label) },
    });
    remove.addEventListener('click', () => {
      calc.chips.splice(index, 1);
      formEdited('buttons');
      renderChips();
      const rest = list.querySelectorAll('.chip-remove');
      if (rest.length) rest[Math.min(index, rest.length - 1)].focus();
      else $('calc-button-input').focus();
    });
    list.append(el('li', { className: 'chip' }, [keyNode(chip.label, chip.family, 'span', '', chip.spoken), remove]));
  });
  $('calc-chips-empty').hidden = calc.chips.length > 0;
}

