// games/calc/form.js: the Calculator form's fields: every edit clears the old
// result and asks the engine about each field on its own, so every wrong field
// shows its message (once touched); filling the form from a level.
import { $, setFieldError } from '../../dom.js';
import { isSearching } from '../../jobs.js';
import { renderChips } from './buttons.js';
import { renderLcdFromForm } from './display.js';
import { checkField } from './engine-calls.js';
import { markLevelGrid } from './level-picker.js';
import { clearCalcResult } from './result.js';
import { CALC_ERROR_SLOT, calc, calcOptions, formValues } from './state.js';

const FIELDS = ['start', 'goal', 'moves', 'buttons', 'portal', 'digits'];
let validateTimer = null;

export function formEdited(field) {
  if (field) calc.touched.add(field);
  if (calc.result) clearCalcResult(); // the solution shown was for the level before the edit
  if (!isSearching('calc')) {
    $('calc-title').textContent = 'Press Solve to find the shortest solution.';
    $('calc-result').dataset.outcome = '';
  }
  markLevelGrid();
  renderLcdFromForm();
  clearTimeout(validateTimer);
  validateTimer = setTimeout(validateForm, 200);
}

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
    if (field === 'buttons' && $('button-input').value.trim() !== '') return; // the typed button's check owns this slot
    if (message && !calc.touched.has(field)) return;
    setFieldError($(inputId), $(errorId), message);
  });
  renderLcdFromForm();
}

export function clearCalcErrors() {
  for (const field of Object.keys(CALC_ERROR_SLOT)) {
    const [inputId, errorId] = CALC_ERROR_SLOT[field];
    setFieldError($(inputId), $(errorId), '');
  }
  setFieldError($('portal-exit'), $('portal-error'), '');
}

// level: {start, goal, moves, buttons: [{label, family}], portal: [entry, exit] | null}
export function fillForm(level) {
  $('calc-start').value = String(level.start);
  $('calc-goal').value = String(level.goal);
  $('calc-moves').value = String(level.moves);
  calc.chips = level.buttons.map((b) => ({ label: b.label, family: b.family }));
  $('portal-on').checked = !!level.portal;
  if (level.portal) {
    $('portal-entry').value = String(level.portal[0]);
    $('portal-exit').value = String(level.portal[1]);
  }
  syncPortal();
  $('button-input').value = '';
  $('button-preview').replaceChildren();
  calc.touched.clear();
  clearCalcErrors();
  renderChips();
}

export function syncPortal() {
  const on = $('portal-on').checked;
  $('portal-entry').disabled = !on;
  $('portal-exit').disabled = !on;
  $('portal-fields').classList.toggle('off', !on);
}

// Start, goal, moves, the portal and the options: each edit re-checks the form.
export function wireFields() {
  for (const name of ['start', 'goal', 'moves']) {
    $('calc-' + name).addEventListener('input', () => {
      if (calc.result) clearCalcResult();
      formEdited(name);
    });
  }
  $('calc-chips').addEventListener('click', () => {
    if (calc.result) clearCalcResult();
  });
  $('portal-on').addEventListener('change', () => {
    syncPortal();
    if (calc.result) clearCalcResult();
    formEdited('portal');
  });
  for (const id of ['portal-entry', 'portal-exit']) {
    $(id).addEventListener('input', () => {
      if (calc.result) clearCalcResult();
      formEdited('portal');
    });
  }
  for (const id of ['opt-classic', 'opt-digits', 'opt-all']) {
    $(id).addEventListener(id === 'opt-digits' ? 'input' : 'change', () => formEdited(id === 'opt-digits' ? 'digits' : null));
  }
}
