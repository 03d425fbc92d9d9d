// games/calc/display.js: the calculator device on the Calculator page: the LCD,
// the keypad, and the replay that presses the solution's keys one by one.
// Every value shown is the engine's (the result's steps).
import { $, setPlaying } from '../../dom.js';
import { keyNode } from './buttons.js';
import { display } from './engine-calls.js';
import { calc, currentLevel, formValues } from './state.js';

export function renderKeypad(buttons, pressed) {
  const pad = $('calc-keypad');
  pad.replaceChildren();
  for (const button of buttons) {
    const key = keyNode(button.label, button.family, 'div');
    key.dataset.label = button.label;
    if (button.long_press) key.dataset.longPress = button.long_press;
    pad.append(key);
  }
  pad.classList.toggle('empty', buttons.length === 0);
  if (pressed) flashKey(pressed);
}
// Lights the key of a press: its label, or its long-press (the engine's
// long_press, e.g. "Store:save"), which shows the key held.
export function flashKey(press) {
  for (const key of $('calc-keypad').children) {
    const held = press !== '' && key.dataset.longPress === press;
    key.classList.toggle('pressed', key.dataset.label === press || held);
    key.classList.toggle('held', held);
  }
}

// ---- the display
export function lcdShow(value, note) {
  const text = String(value);
  $('lcd-value').textContent = text;
  // the unlit segments behind a number; none behind a word such as Error
  $('lcd-ghost').textContent = /^-?\d*$/.test(text) ? '8'.repeat(Math.max(display.digits, Math.min(18, text.replace('-', '').length))) : '';
  $('lcd-value').classList.toggle('long', text.length > 9);
  $('lcd-ghost').classList.toggle('long', text.length > 9);
  $('lcd-note').textContent = note || '';
}
export function renderLcdFromForm() {
  if (calc.result) return; // the solution's replay owns the display
  const values = formValues();
  $('lcd-level').textContent = currentLevel(values) ? String(calc.loaded.level) : '–';
  $('lcd-moves-label').textContent = 'MOVES';
  $('lcd-moves').textContent = values.moves || '–'; // an empty field is no number (as LEVEL –)
  $('lcd-goal').textContent = values.goal || '–';
  // like a calculator, the display reads Error while the engine refuses the start value
  const startBad = $('calc-start').getAttribute('aria-invalid') === 'true';
  lcdShow(startBad ? 'Error' : values.start || '0', values.portal ? 'portal ' + values.portal[0] + ' → ' + values.portal[1] : '');
  renderKeypad(calc.chips);
}

// ---- replay: the solution pressed on the device, step by step
function setReplaying(on) {
  setPlaying($('calc-play'), on);
}
export function stopReplay() {
  clearInterval(calc.replay.timer);
  clearTimeout(calc.replay.portalTimer);
  calc.replay.timer = null;
  setReplaying(false);
}
function replayLength() {
  return calc.result && calc.result.solved ? calc.result.steps.length : 0;
}
export function updateReplayButtons() {
  const n = replayLength();
  const i = calc.replay.index;
  $('calc-reset').disabled = n === 0 || (i === 0 && !calc.replay.timer);
  $('calc-step').disabled = n === 0 || i >= n;
  $('calc-play').disabled = n === 0;
}
function showReplay(index, animate) {
  const result = calc.result;
  calc.replay.index = index;
  clearTimeout(calc.replay.portalTimer);
  const presses = result.solution.length;
  const movesPerPress = presses === result.moves; // every press costs a move
  if (movesPerPress) {
    $('lcd-moves-label').textContent = 'MOVES';
    $('lcd-moves').textContent = String(result.moves_allowed - index);
  } else {
    $('lcd-moves-label').textContent = 'PRESS';
    $('lcd-moves').textContent = index + '/' + presses;
  }
  for (const li of $('solution').children) {
    const on = li.dataset.index === String(index);
    li.classList.toggle('current', on);
    if (on) li.setAttribute('aria-current', 'step');
    else li.removeAttribute('aria-current');
  }
  if (index === 0) {
    lcdShow(result.start, result.portal ? 'portal ' + result.portal[0] + ' → ' + result.portal[1] : '');
    flashKey('');
  } else {
    const step = result.steps[index - 1];
    flashKey(step.press);
    const done = index === result.steps.length && step.value === result.goal ? 'goal reached' : '';
    if (step.portal_from !== undefined && animate) {
      lcdShow(step.portal_from, 'portal…');
      calc.replay.portalTimer = setTimeout(() => lcdShow(step.value, done || 'digits fell through the portal'), 380);
    } else {
      lcdShow(step.value, done || (step.portal_from !== undefined ? 'portal: ' + step.portal_from + ' → ' + step.value : ''));
    }
  }
  $('calc-lcd').classList.toggle('win', index > 0 && index === result.steps.length);
  updateReplayButtons();
}
export function resetReplay() {
  stopReplay();
  if (replayLength() || (calc.result && calc.result.solved)) showReplay(0, false);
  else {
    flashKey('');
    $('calc-lcd').classList.remove('win');
    updateReplayButtons();
  }
}
export function stepReplay() {
  const n = replayLength();
  if (calc.replay.index >= n) {
    stopReplay();
    updateReplayButtons();
    return false;
  }
  showReplay(calc.replay.index + 1, true);
  if (calc.replay.index >= n) stopReplay();
  updateReplayButtons();
  return true;
}
export function playReplay() {
  if (calc.replay.timer) {
    stopReplay();
    updateReplayButtons();
    return;
  }
  if (calc.replay.index >= replayLength()) showReplay(0, false);
  setReplaying(true);
  calc.replay.timer = setInterval(() => {
    if (!stepReplay()) stopReplay();
  }, 850);
  stepReplay();
}

// A tab's form, Solve, Cancel and Copy link, wired the same way in every tab:

export function wireReplay() {
  $('calc-reset').addEventListener('click', resetReplay);
  $('calc-play').addEventListener('click', playReplay);
  $('calc-step').addEventListener('click', () => {
    stopReplay();
    stepReplay();
  });
}
