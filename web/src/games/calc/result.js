// games/calc/result.js: the Calculator's result card: the shortest solution
// as key presses with the value after each (and the portal's fall), how many
// shortest solutions there are and the others listed, or the engine's message.
import { $, capitalize, el, formatInt, plural, setFieldError } from '../../dom.js';
import { helper } from '../../engine-client.js';
import { pressNode } from './buttons.js';
import { renderKeypad, renderLcdFromForm, resetReplay, stopReplay, updateReplayButtons } from './display.js';
import { GAME } from './engine-calls.js';
import { hideSolvedGraph } from './graph.js';
import { CALC_ERROR_SLOT, calc } from './state.js';

export function clearCalcResult(title) {
  stopReplay();
  calc.result = null;
  $('calc-title').textContent = title || 'Pick a level or make your own, then press Solve.';
  $('calc-message').textContent = '';
  $('solution').replaceChildren();
  $('calc-start-line').hidden = true;
  $('calc-more').hidden = true;
  $('calc-others').hidden = true;
  $('calc-others').open = false;
  $('calc-others-list').replaceChildren();
  $('calc-result').dataset.outcome = '';
  delete $('calc-result').dataset.help;
  hideSolvedGraph();
  renderLcdFromForm();
  updateReplayButtons();
}

export function showCalcError(error, fromPaste) {
  calc.result = null;
  const where = fromPaste && error.line ? 'Line ' + error.line + ': ' : '';
  $('calc-title').textContent = 'This level cannot be solved as written.';
  $('calc-message').textContent = where + error.message;
  $('calc-result').dataset.outcome = 'error';
  hideSolvedGraph();
  const slot = CALC_ERROR_SLOT[error.field];
  if (fromPaste) setFieldError($('paste-text'), $('paste-error'), where + error.message);
  else if (slot) {
    calc.touched.add(error.field);
    setFieldError($(slot[0]), $(slot[1]), error.message);
  }
  renderLcdFromForm();
  updateReplayButtons();
}

// One press of the solution: the key, then the value after it (a portal's fall
// as "30027 → 30").
function stepNode(step, index, key) {
  const value = el('span', { className: 'step-value' });
  if (step.portal_from !== undefined && step.portal_from !== null) {
    value.append(
      el('span', { className: 'num fell', text: step.portal_from }),
      el('span', { className: 'arrow', text: ' → ', attrs: { 'aria-label': 'portal, then' } }),
      el('span', { className: 'num after', text: step.value }),
      ' ',
      el('span', { className: 'badge', text: 'portal' }),
    );
  } else {
    value.append(el('span', { className: 'num after', text: step.value }));
  }
  const li = el('li', { className: 'step' }, [key(step.press), ' ', el('span', { className: 'arrow', text: '→', attrs: { 'aria-hidden': 'true' } }), ' ', value]);
  li.dataset.index = String(index + 1);
  return li;
}

function showOutcome(result, key) {
  if (result.solved) {
    $('calc-title').textContent = result.moves === 0 ? 'Already solved: the start is the goal.' : 'Solved in ' + result.moves + ' ' + plural(result.moves, 'move') + '.';
    $('calc-message').textContent = '';
    $('calc-result').dataset.outcome = 'solved';
    $('calc-start-line').replaceChildren('Start ', el('b', { className: 'num', text: result.start }));
    $('calc-start-line').hidden = false;
    result.steps.forEach((step, i) => $('solution').append(stepNode(step, i, key)));
  } else {
    $('calc-title').textContent = result.gave_up ? 'The search gave up.' : result.message || 'No solution within ' + result.moves_allowed + ' moves';
    $('calc-message').textContent = result.gave_up ? capitalize(result.message || '') + '. Try fewer moves or buttons.' : '';
    $('calc-result').dataset.outcome = result.gave_up ? 'gave-up' : 'unsolved';
  }
}

// how many shortest solutions, and the others when the engine listed them
function showCount(result, key) {
  $('calc-more').hidden = !result.solved || result.moves === 0;
  if (result.solved && typeof result.count === 'number') {
    const many = result.count_saturated ? 'More than ' + formatInt(result.count) : formatInt(result.count);
    $('calc-count').textContent = result.count === 1 ? 'This is the only shortest solution.' : many + ' shortest solutions.';
    $('calc-find-all').hidden = true;
    const others = (result.solutions || []).filter((s) => s.join('\u0000') !== result.solution.join('\u0000'));
    $('calc-others').hidden = others.length === 0;
    $('calc-others-summary').textContent = 'Show the other ' + others.length + (result.listed < result.count ? ' listed (of ' + formatInt(result.count - 1) + ')' : '');
    for (const solution of others) {
      const li = el('li', { className: 'alt' });
      solution.forEach((label) => li.append(key(label)));
      $('calc-others-list').append(li);
    }
  } else if (result.solved) {
    $('calc-count').textContent = 'One shortest solution shown.';
    $('calc-find-all').hidden = false;
    $('calc-others').hidden = true;
  }
}

export function showCalcResult(result) {
  calc.result = result;
  // a press (a label, or a long-press such as Store:save) as its key, from the engine's buttons
  const key = (press) => pressNode(press, result.buttons);
  $('solution').replaceChildren();
  $('calc-others-list').replaceChildren();
  $('calc-start-line').hidden = true;
  showOutcome(result, key);
  showCount(result, key);
  // the device
  $('lcd-level').textContent = result.level ? String(result.level) : '–';
  $('lcd-goal').textContent = String(result.goal);
  renderKeypad(result.buttons);
  resetReplay();
}

// An unsolvable level: what would help, from the engine's hint for the level's
// start (the fewest moves the goal needs, the closest value the moves allow).
export async function showWhatWouldHelp(result, text, options) {
  let hint;
  try {
    hint = (await helper.request('hint', { game: GAME, text, options: { classic: options.classic, digits: options.digits } })).result;
  } catch (error) {
    return;
  }
  if (calc.result !== result || !hint || hint.error || hint.solvable || hint.gave_up) return;
  const allowed = result.moves_allowed;
  const needs = typeof hint.fewest_moves === 'number'
    ? 'The goal needs ' + hint.fewest_moves + ' ' + plural(hint.fewest_moves, 'move') + ' (the level allows ' + allowed + ').'
    : 'The goal cannot be reached in any number of moves the engine searched.';
  const closest = typeof hint.closest === 'number'
    ? ' The closest value within ' + allowed + ' ' + plural(allowed, 'move') + ' is ' + hint.closest + ' (' + hint.closest_moves + ' ' + plural(hint.closest_moves, 'press', 'presses') + ').'
    : '';
  $('calc-message').textContent = needs + closest;
  $('calc-result').dataset.help = 'shown';
}
