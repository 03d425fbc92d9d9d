// games/calc/state.js: what the Calculator page holds between events (the
// bundled levels, the chips, the level loaded, the result shown) and the form
// read as values. Every other calc module shares this one state object.
import { $ } from '../../dom.js';

export const calc = {
  levels: [], // from the engine: [{level, start, goal, moves, buttons, portal}]
  byNumber: new Map(),
  chips: [], // [{label, family}] as the engine checked them
  loaded: null, // the bundled level the form was filled from
  result: null,
  touched: new Set(),
  replay: { index: 0, timer: null, portalTimer: null },
  checkSeq: 0,
  validateSeq: 0,
};

// Where the engine's error for each field is shown: [input id, message id].
export const CALC_ERROR_SLOT = {
  start: ['calc-start', 'calc-start-error'],
  goal: ['calc-goal', 'calc-goal-error'],
  moves: ['calc-moves', 'calc-moves-error'],
  buttons: ['calc-button-input', 'calc-button-error'],
  portal: ['calc-portal-entry', 'calc-portal-error'],
  digits: ['calc-opt-digits', 'calc-opt-digits-error'],
};

export function calcOptions() {
  const digitsText = $('calc-opt-digits').value.trim();
  const digits = Number(digitsText);
  return {
    all: $('calc-opt-all').checked,
    classic: $('calc-opt-classic').checked,
    // left out: the engine's default; the engine checks the range, and anything
    // not a whole number becomes -1, which it refuses
    digits: digitsText === '' ? undefined : Number.isInteger(digits) ? digits : -1,
    digitsText,
  };
}

export function formValues() {
  return {
    start: $('calc-start').value.trim(),
    goal: $('calc-goal').value.trim(),
    moves: $('calc-moves').value.trim(),
    buttons: calc.chips.map((chip) => chip.label),
    portal: $('calc-portal-on').checked ? [$('calc-portal-entry').value.trim(), $('calc-portal-exit').value.trim()] : null,
  };
}

export function sameAsLevel(values, level) {
  if (!level) return false;
  const portal = level.portal ? level.portal.map(String) : null;
  return (
    values.start === String(level.start) &&
    values.goal === String(level.goal) &&
    values.moves === String(level.moves) &&
    values.buttons.join('\u0000') === level.buttons.map((b) => b.label).join('\u0000') &&
    JSON.stringify(values.portal) === JSON.stringify(portal)
  );
}

// The bundled level the form holds unchanged, or null.
export const currentLevel = (values = formValues()) => (calc.loaded && sameAsLevel(values, calc.loaded) ? calc.loaded : null);
