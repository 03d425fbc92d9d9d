// games/digits.js: the Digits page module: its panel, form, share link and
// result (the steps with the pool of numbers after each, the stars, every
// distinct solution on demand). The rules and every value shown come from the
// engine's 'digits' answer. Play mode (Play beside Solve) is play/digits.js.
import '../../css/games/digits.css';
import { $, capitalize, clearNotice, el, formatInt, plural, quote, setFieldError, showNotice } from '../dom.js';
import { helper } from '../engine-client.js';
import { numberField } from '../field-markup.js';
import { searchAndShow } from '../jobs.js';
import { puzzleText } from '../puzzle.js';
import { encode, publishHash } from '../share.js';
import { digitsPlayMarkup, setupDigitsPlay, startDigitsPlay, stopDigitsPlay } from '../play/digits.js';

const GAME = 'digits';
// How many number boxes the form shows: the engine's limit on the numbers field
// (engine.fields), six until it has answered.
const form = { maxNumbers: 6 };
// The engine writes operators as + - * /; the page shows the signs people read.
const OP_SIGN = { '*': '×', '/': '÷', '-': '−', '+': '+' };
const prettyStep = (text) => String(text).replace(/ ([*/+-]) /g, (m, op) => ' ' + OP_SIGN[op] + ' ');

const PANEL = `
<div class="split">
  <form id="digits-form" class="card form-card" novalidate autocomplete="off">
    <p class="intro">Reach the target by combining the numbers two at a time with + − × ÷. Each number is used at most once and every result must be a positive whole number.</p>
    ${numberField('digits-target', 'Target', 'field target-field')}
    <fieldset class="group">
      <legend>Numbers</legend>
      <div class="number-tiles" id="digits-numbers"></div>
      <p class="field-error" id="digits-numbers-error"></p>
      <p class="hint">Two to six numbers; leave the rest empty.</p>
    </fieldset>
  </form>

  <div class="card result-card">
    <div class="result" id="digits-result">
      <p id="digits-stars" class="stars" hidden></p>
      <h2 id="digits-title" class="result-title" aria-live="polite">Enter a target and up to six numbers, then press Solve.</h2>
      <p id="digits-message" class="result-message"></p>
      <p id="digits-expression" class="expression"></p>
      <div id="digits-start" class="pool start-pool" hidden></div>
      <ol id="digits-steps" class="digits-steps"></ol>
      <div id="digits-more" class="more" hidden>
        <p id="digits-count" class="count"></p>
        <button type="button" id="digits-all" class="btn small">Show every solution</button>
        <ol id="digits-solutions" class="digits-solutions"></ol>
      </div>
    </div>
    ${digitsPlayMarkup}
  </div>
</div>
`;

const digits = { result: null, errorSeq: 0 };
const numberInputs = () => [...$('digits-numbers').querySelectorAll('input')];

function numberFields() {
  const box = $('digits-numbers');
  for (let i = 1; i <= form.maxNumbers; i++) {
    const input = el('input', { className: 'tile-input', attrs: { id: 'digits-n' + i, inputmode: 'numeric', 'aria-label': 'Number ' + i, 'aria-describedby': 'digits-numbers-error' } });
    input.addEventListener('input', () => {
      if (digits.result) clearResult();
    });
    box.append(input);
  }
}

// The engine's limit on how many numbers a puzzle takes; the boxes follow it.
async function loadFieldLimits() {
  const fields = (await helper.request('fields', { game: GAME, options: {} })).result;
  const numbers = Array.isArray(fields) ? fields.find((f) => f.name === 'numbers') : null;
  if (!numbers || numbers.max === form.maxNumbers) return;
  const kept = numberInputs().map((input) => input.value);
  form.maxNumbers = numbers.max;
  $('digits-numbers').replaceChildren();
  numberFields();
  numberInputs().forEach((input, i) => (input.value = kept[i] || ''));
}

function digitsValues() {
  const numbers = numberInputs()
    .map((input) => input.value.trim())
    .filter((v) => v !== '');
  return { target: $('digits-target').value.trim(), numbers: numbers.join(',') };
}
function shareHash() {
  const v = digitsValues();
  return 'digits=' + encode(v.target) + ':' + v.numbers.split(',').map(encode).join(',');
}
function poolNode(numbers, highlight, className) {
  const box = el('span', { className: 'pool ' + (className || ''), attrs: { 'aria-label': 'Numbers: ' + numbers.join(', ') } });
  let marked = false;
  for (const n of numbers) {
    const hit = !marked && highlight !== undefined && n === highlight;
    if (hit) marked = true;
    box.append(el('span', { className: 'tile' + (hit ? ' new' : ''), text: n }));
  }
  return box;
}
function clearResult(title) {
  digits.result = null;
  $('digits-title').textContent = title || 'Enter a target and up to six numbers, then press Solve.';
  $('digits-message').textContent = '';
  $('digits-expression').textContent = '';
  $('digits-stars').hidden = true;
  $('digits-start').hidden = true;
  $('digits-steps').replaceChildren();
  $('digits-more').hidden = true;
  $('digits-solutions').replaceChildren();
  $('digits-result').dataset.outcome = '';
}
function showStars(result) {
  const stars = $('digits-stars');
  stars.replaceChildren();
  for (let i = 1; i <= 3; i++) stars.append(el('span', { className: i <= result.stars ? 'star on' : 'star', text: '★', attrs: { 'aria-hidden': 'true' } }));
  stars.append(el('span', { className: 'sr-only', text: result.stars + ' of 3 stars' }));
  stars.hidden = false;
}
function showResult(result) {
  digits.result = result;
  showStars(result);
  if (result.solved) {
    $('digits-title').textContent = result.ops === 0 ? result.target + ' is one of the numbers.' : result.target + ' in ' + result.ops + ' ' + plural(result.ops, 'operation') + '.';
    $('digits-result').dataset.outcome = 'solved';
  } else {
    $('digits-title').textContent = 'No exact solution. Closest: ' + result.closest + ' (' + result.distance + ' away).';
    $('digits-result').dataset.outcome = 'unsolved';
  }
  $('digits-message').textContent = result.gave_up && result.message ? capitalize(result.message) + '.' : '';
  $('digits-expression').textContent = result.expression && result.steps.length ? prettyStep(result.expression) + ' = ' + result.closest : '';
  $('digits-start').replaceChildren(el('span', { className: 'pool-label', text: 'Start' }), poolNode(result.numbers));
  $('digits-start').hidden = result.steps.length === 0;
  $('digits-steps').replaceChildren();
  result.steps.forEach((step, i) => {
    const pool = result.pools[i] || [];
    $('digits-steps').append(el('li', { className: 'dstep' }, [el('span', { className: 'expr', text: prettyStep(step) }), poolNode(pool, result.structured_steps[i].result)]));
  });
  $('digits-more').hidden = !result.solved;
  $('digits-count').textContent =
    result.count === 1 ? 'This is the only distinct solution.' : formatInt(result.count) + ' distinct solutions.';
  $('digits-all').hidden = result.count <= 1 || Array.isArray(result.solutions);
  $('digits-solutions').replaceChildren();
  if (Array.isArray(result.solutions)) {
    for (const solution of result.solutions) {
      const li = el('li', { className: 'dsolution' });
      if (solution.length === 0) li.append(el('span', { className: 'expr', text: result.target + ' (one of the numbers)' }));
      solution.forEach((step) => li.append(el('span', { className: 'expr', text: prettyStep(step) })));
      $('digits-solutions').append(li);
    }
    if (result.listed < result.count) $('digits-count').textContent = formatInt(result.count) + ' distinct solutions; the first ' + formatInt(result.listed) + ' are listed.';
  }
}
// The engine's error at the field it names, and only there: the target, or the
// numbers (each box the engine refuses as a number is marked; a problem of the
// list as a whole, such as too many, marks none). Any other field: the result only.
function showError(e) {
  $('digits-title').textContent = 'This puzzle cannot be solved as written.';
  $('digits-message').textContent = e.message;
  $('digits-result').dataset.outcome = 'error';
  if (e.field === 'target') setFieldError($('digits-target'), $('digits-target-error'), e.message);
  else if (e.field === 'numbers') {
    setFieldError(null, $('digits-numbers-error'), e.message);
    markRefusedNumbers();
  }
}

// A box's number checked by the engine as a list of two of it (the list's least
// length), so the engine alone judges what a number may be.
async function markRefusedNumbers() {
  const search = ++digits.errorSeq; // a newer solve clears the marks
  for (const input of numberInputs()) {
    const value = input.value.trim();
    if (value === '') continue;
    const answer = await helper.request('check', { game: GAME, field: 'numbers', value: value + ',' + value }).catch(() => null);
    if (search !== digits.errorSeq) return;
    if (answer && answer.result && answer.result.error) input.setAttribute('aria-invalid', 'true');
  }
}

async function solveDigits(all, given) {
  clearNotice();
  stopDigitsPlay();
  $('digits-result').hidden = false;
  const v = given || digitsValues();
  setFieldError($('digits-target'), $('digits-target-error'), '');
  setFieldError(null, $('digits-numbers-error'), '');
  digits.errorSeq++;
  numberInputs().forEach((input) => input.removeAttribute('aria-invalid'));
  if (!given) publishHash('digits'); // a link's own list (longer than the form) stays in the address bar
  clearResult('Searching…');
  const text = puzzleText([['target', v.target], ['numbers', v.numbers]]);
  if (text === null) {
    showError({ field: 'numbers', message: 'a number holds a line break' });
    return;
  }
  await searchAndShow('digits', 'solve', { game: GAME, text, options: { all: !!all } }, {
    showError,
    showResult,
    errorStatus: 'The engine found a problem in the puzzle.',
  });
}

// Play pressed: the form's puzzle, played a move at a time.
async function playDigits() {
  clearNotice();
  setFieldError($('digits-target'), $('digits-target-error'), '');
  setFieldError(null, $('digits-numbers-error'), '');
  numberInputs().forEach((input) => input.removeAttribute('aria-invalid'));
  const v = digitsValues();
  const text = puzzleText([['target', v.target], ['numbers', v.numbers]]);
  const error = text === null ? { field: 'numbers', message: 'a number holds a line break' } : await startDigitsPlay(text);
  if (error) {
    $('digits-result').hidden = false;
    showError(error);
    return;
  }
  $('digits-result').hidden = true;
}

function fillForm(target, numbers) {
  $('digits-target').value = target;
  numberInputs().forEach((input, i) => {
    input.value = numbers[i] === undefined ? '' : numbers[i];
  });
}

export default {
  id: 'digits',
  title: 'Digits',
  hashName: 'digits',
  hashKeys: ['digits'],
  panel: PANEL,
  setup() {
    numberFields();
    $('digits-all').addEventListener('click', () => solveDigits(true));
    $('digits-target').addEventListener('input', () => {
      if (digits.result) clearResult();
    });
    fillForm('415', ['1', '2', '3', '4', '5', '6']);
    const play = el('button', { className: 'btn', text: 'Play', attrs: { type: 'button', id: 'digits-game-start' } });
    play.addEventListener('click', playDigits);
    $('digits-solve').after(play);
    setupDigitsPlay();
  },
  load: () => loadFieldLimits().catch(() => {}),
  shareHash,
  solve: () => solveDigits(false),
  // digits=TARGET:N1,N2,…
  async applyHash(values) {
    const raw = values.get('digits');
    const colon = raw.indexOf(':');
    if (colon < 0) {
      showNotice('This Digits link should read digits=TARGET:N1,N2,…, e.g. digits=415:1,2,3,4,5,6; it reads ' + quote(raw) + '.');
      return;
    }
    const target = raw.slice(0, colon).slice(0, 200);
    const numbers = raw.slice(colon + 1).slice(0, 1000);
    const list = numbers.split(',');
    fillForm(target, list.map((s) => s.slice(0, 200)));
    // more numbers than the form has fields: the engine judges the list as given,
    // and the page says what the form kept
    const tooMany = list.length > form.maxNumbers;
    await solveDigits(false, tooMany ? { target, numbers } : null);
    if (tooMany && $('digits-result').dataset.outcome === 'error') {
      $('digits-message').textContent += '. The link gives ' + list.length + ' numbers; the form holds the first ' +
        form.maxNumbers + ': press Solve to solve those.';
    }
  },
};
