// games/digits/solution.js: "Show solution", the most spoiling help: the
// engine's solution from where the player is (engine `solve` of the current
// pool's text): each step with the pool after it, the stars, how many distinct
// solutions there are and every one on demand. Until asked for, the list is
// empty and hidden; a move made while it is shown re-asks from the new pool. From a
// position with no exact win left (a dead end), it shows the whole puzzle's solution from
// the start, and says so: "no exact solution from here" read as a puzzle with none.
// Knows the game only through the callbacks wireSolution is given.
import { $, capitalize, el, formatInt, plural } from '../../dom.js';
import { solver } from '../../engine-client.js';
import { focusAnswer, searchAndShow } from '../../jobs.js';
import { markSolutionButton } from '../../play/controls.js';
import { solveArgs } from './requests.js';
import { PREFIX } from './panel.js';
import { pretty, stepWords } from './signs.js';

const box = { shown: false, text: '', seq: 0, result: null, fromStart: false };
let game = { currentText: () => '', startText: () => '', atStart: () => true, onShown: () => {} };

export const solutionShown = () => box.shown;

// The numbers drawn as tiles (aria-hidden: a list item says them in its sentence).
function poolNode(numbers, highlight, className) {
  const node = el('span', { className: 'pool ' + (className || ''), attrs: { 'aria-hidden': 'true' } });
  let marked = false;
  for (const n of numbers) {
    const hit = !marked && highlight !== undefined && n === highlight;
    if (hit) marked = true;
    node.append(el('span', { className: 'tile' + (hit ? ' new' : ''), text: n }));
  }
  return node;
}

function clearShown(title) {
  box.result = null;
  $('digits-title').textContent = title;
  $('digits-message').textContent = '';
  $('digits-expression').textContent = '';
  $('digits-stars').hidden = true;
  $('digits-start').hidden = true;
  $('digits-steps').replaceChildren();
  $('digits-more').hidden = true;
  $('digits-solutions').replaceChildren();
  $('digits-result').dataset.outcome = '';
}

// A new game: the solution goes away until asked for again.
export function hideSolution() {
  box.shown = false;
  box.text = '';
  box.seq++;
  clearShown('Solution');
  $('digits-result').hidden = true;
  markSolutionButton(PREFIX, false);
}

// The solution's rating, small and named ("This answer earns ★★★"): beside the player's own
// stars in the game, big gold ones here read as stars the player had earned.
function showStars(result) {
  const stars = $('digits-stars');
  stars.replaceChildren(el('span', { className: 'stars-label', text: 'This answer earns ', attrs: { 'aria-hidden': 'true' } }));
  for (let i = 1; i <= 3; i++) stars.append(el('span', { className: i <= result.stars ? 'star on' : 'star', text: '★', attrs: { 'aria-hidden': 'true' } }));
  stars.append(el('span', { className: 'sr-only', text: 'This answer earns ' + result.stars + ' of 3 stars' }));
  stars.hidden = false;
}

// " from here" once moves are made; at the start the solution is the whole puzzle's; from a dead
// end, the start's, said as such
const fromHere = () => (box.fromStart ? ' from the start' : game.atStart() ? '' : ' from here');

function showTitle(result) {
  if (result.solved) {
    $('digits-title').textContent = result.ops === 0 ? result.target + ' is one of the numbers.' : 'Solution' + fromHere() + ': ' + result.target + ' in ' + result.ops + ' ' + plural(result.ops, 'operation') + '.';
  } else {
    $('digits-title').textContent = 'No exact solution' + fromHere() + '. Closest: ' + result.closest + ' (' + result.distance + ' away).';
  }
  $('digits-result').dataset.outcome = result.solved ? 'solved' : 'unsolved';
  const deadEnd = box.fromStart ? 'The numbers you have now cannot make ' + result.target + ': this is the whole puzzle from the start (Reset to play it).' : '';
  $('digits-message').textContent = result.gave_up && result.message ? capitalize(result.message) + '.' : deadEnd;
  $('digits-expression').textContent = result.expression && result.steps.length ? pretty(result.expression) + ' = ' + result.closest : '';
}

function showSteps(result) {
  $('digits-start').replaceChildren(el('span', { className: 'pool-label', text: 'Start' }), poolNode(result.numbers), el('span', { className: 'sr-only', text: ': ' + result.numbers.join(', ') + '.' }));
  $('digits-start').hidden = result.steps.length === 0;
  $('digits-steps').replaceChildren();
  result.steps.forEach((step, i) => {
    const pool = result.pools[i] || [];
    const words = capitalize(stepWords(result.structured_steps[i])) + '; the numbers are then ' + pool.join(', ') + '.';
    $('digits-steps').append(el('li', { className: 'dstep' }, [el('span', { className: 'expr', text: pretty(step), attrs: { 'aria-hidden': 'true' } }),
      poolNode(pool, result.structured_steps[i].result), el('span', { className: 'sr-only', text: words })]));
  });
}

function showAll(result) {
  $('digits-more').hidden = !result.solved;
  $('digits-count').textContent = result.count === 1 ? 'This is the only distinct solution.' : formatInt(result.count) + ' distinct solutions.';
  $('digits-all').hidden = result.count <= 1 || Array.isArray(result.solutions);
  $('digits-solutions').replaceChildren();
  if (!Array.isArray(result.solutions)) return;
  for (const solution of result.solutions) {
    const li = el('li', { className: 'dsolution' });
    if (solution.length === 0) li.append(el('span', { className: 'expr', text: result.target + ' (one of the numbers)' }));
    solution.forEach((step) => li.append(el('span', { className: 'expr', text: pretty(step) })));
    $('digits-solutions').append(li);
  }
  if (result.listed < result.count) $('digits-count').textContent = formatInt(result.count) + ' distinct solutions; the first ' + formatInt(result.listed) + ' are listed.';
}

// Shows the solution from the pool shown (the engine's search, cancellable);
// all: every distinct solution; focus: move focus to its title (a button was pressed).
// follow: the solution follows the player's move (no scrolling to it); still: the page does
// not move (Show solution pressed: the focus goes to the title without a scroll)
// The request showSolution makes for a puzzle's text (all: every solution, not one).

// A puzzle opened with its answer asked for: the solve goes to the engine now, beside
// the puzzle's own read, not after the puzzle is drawn (showSolution then takes this answer).
export function expectSolution(text) {
  solver.expect('solve', solveArgs(text, false));
}

export async function showSolution({ all = false, focus = false, follow = false, still = false, fromStart = false } = {}) {
  const text = fromStart ? game.startText() : game.currentText();
  if (!text) return;
  box.shown = true;
  box.text = game.currentText();
  box.fromStart = fromStart;
  const seq = ++box.seq;
  $('digits-result').hidden = false;
  markSolutionButton(PREFIX, true);
  game.onShown();
  clearShown('Searching…');
  await searchAndShow('digits', 'solve', solveArgs(text, all), {
    showError: (e) => {
      if (seq === box.seq) $('digits-title').textContent = 'No solution: ' + e.message;
    },
    showResult: (result) => {
      if (seq !== box.seq) return;
      box.result = result;
      showStars(result);
      showTitle(result);
      showSteps(result);
      showAll(result);
    },
    errorStatus: 'The engine found a problem in the puzzle.',
    reveal: !follow && !all && !still, // every solution: listed under its button, where the player is
  });
  // a dead end: the whole puzzle's solution instead, from the start
  if (seq === box.seq && box.result && !box.result.solved && !box.result.gave_up && !fromStart && !game.atStart()) {
    await showSolution({ all, focus, follow, still, fromStart: true });
    return;
  }
  if (focus && seq === box.seq) {
    if (still) $('digits-title').focus({ preventScroll: true });
    else focusAnswer('digits', $('digits-title'));
  }
}

// The player moved, undid or reset: a solution on show follows them.
export function refreshSolution() {
  if (box.shown && game.currentText() !== box.text) showSolution({ follow: true });
}

// callbacks: currentText() (the position shown), atStart() (no move made yet), onShown() (the address notes it).
export function wireSolution(callbacks) {
  game = callbacks;
  $('digits-all').addEventListener('click', () => showSolution({ all: true }));
}
