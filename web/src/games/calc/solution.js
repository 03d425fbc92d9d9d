// games/calc/solution.js: "Show solution", the most spoiling help: the engine's
// shortest solution from the state the player is in (engine `solve` of that
// state's text), as keys with the value after each (a portal's fall as
// "30027 → 30"), how many shortest solutions there are and the others, the
// level's difficulty; Step and Replay press it on the device, one key at a time.
// When no win is left: what would help (the engine's hint). Until asked for,
// the list is empty and hidden. Knows the game only through the callbacks
// wireSolution is given (no import of play.js: no circle).
import { $, capitalize, el, formatInt, formatMs, plural, setPlaying } from '../../dom.js';
import { helper, solver } from '../../engine-client.js';
import { focusAnswer, searchAndShow } from '../../jobs.js';
import { markSolutionButton } from '../../play/controls.js';
import { askFirst } from '../../play/ask-first.js';
import { setStatus, tabs } from '../../tabs.js';
import { pressNode } from './keys.js';
import { showStatus } from './play-view.js';
import { GAME } from './engine-calls.js';
import { bundledSolveArgs } from './requests.js';

const REPLAY_MS = 850;
// done: the steps of the result on show that Step and Replay have pressed so far
// seen: the solution was shown in this game (hidden again, it has still been seen)
// text: the state the answer on show is for; asked: the state the latest showSolution was
// for (its search may still run: a press and its undo made before it answers must ask again)
const box = { shown: false, seen: false, result: null, text: '', asked: '', timer: null, seq: 0, pressing: false, done: 0, replayNext: false };
let game = { currentText: () => '', options: () => ({}), buttons: () => [], press: async () => {}, won: () => false, atStart: () => true, movesLeft: () => 0, restart: async () => {}, backToWin: async () => null };

export const solutionShown = () => box.shown;
export const solutionSeen = () => box.seen;
// Whether the press being made is the solution's own (Step, Replay), not the player's.
export const solutionPressing = () => box.pressing;

// A new game: the solution goes away until asked for again, with the search's line of the
// level before ("60 states explored in 9 ms" stayed under level 13).
export function hideSolution() {
  closeSolution();
  box.seen = false;
  if (tabs.calc.status) setStatus('calc', '');
}

// The player's "Hide solution": the list goes (the search under way, if any, is dropped)
// and Show solution asks again from wherever the game is then.
export function closeSolution() {
  stopReplay();
  box.shown = false;
  box.result = null;
  box.text = '';
  box.asked = '';
  box.done = 0;
  box.replayNext = false;
  box.seq++;
  $('calc-solution').hidden = true;
  $('calc-difficulty').hidden = true; // shown again once the solution from the start is
  $('calc-solution-steps').replaceChildren();
  $('calc-others-list').replaceChildren();
  $('calc-from-start').hidden = true;
  markSolutionButton('calc-play', false);
}

// One press of the solution: the key (as the game labels it in the state
// before it: the engine's step.now), then the value after it.
function stepNode(step, index, buttonsBefore) {
  const value = el('span', { className: 'step-value' });
  if (step.portal_from !== undefined && step.portal_from !== null) {
    value.append(el('span', { className: 'num fell', text: step.portal_from }), el('span', { className: 'arrow', text: ' → ', attrs: { 'aria-label': 'portal, then' } }),
      el('span', { className: 'num after', text: step.value }), ' ', el('span', { className: 'badge', text: 'portal' }));
  } else {
    value.append(el('span', { className: 'num after', text: step.value }));
  }
  const li = el('li', { className: 'step' }, [pressNode(step.press, buttonsBefore, step.now, step.spoken), ' ', el('span', { className: 'arrow', text: '→', attrs: { 'aria-hidden': 'true' } }), el('span', { className: 'sr-only', text: 'gives' }), ' ', value, el('span', { className: 'sr-only', text: '.' })]);
  li.dataset.index = String(index + 1);
  return li;
}

// A dead end part way: the answer is from where the player is; the level's own is a Reset
// away, which "Solution from the start" makes (the solution on show follows it).
// said with the Solution from the start button beside it: at a dead end, "No solution
// within 2 moves" alone reads as the level's own answer, as if the level were impossible
const BACK = 'Undo your last presses or Reset, then ask again; Solution from the start shows the level’s own answer.';
function offerFromStart(stuck) {
  $('calc-from-start').hidden = !stuck;
}

// Replay and Step: on (something left to play), and shown at all (a solution to play)
// again: the solution has been played to its end; Replay plays it again from the start
function setReplay(on, shown, again = false) {
  $('calc-play').disabled = !(on || again);
  $('calc-step').disabled = !on;
  $('calc-replay').hidden = !shown;
}

function showOutcome(result) {
  $('calc-solution-steps').replaceChildren();
  $('calc-message').textContent = '';
  if (result.solved) {
    // from the level's start it is the level's own solution; part way, from where the player is
    const from = game.atStart() ? 'Solution: ' : 'Solution from here: ';
    // presses the engine marks free: saves into Store that cost no move (the rule chosen under How to play)
    const presses = result.steps.some((step) => step.free) ? ' (' + result.steps.length + ' presses: a save into Store costs no move)' : '';
    $('calc-title').textContent = result.moves === 0 ? 'The display shows the goal.' : from + result.moves + ' ' + plural(result.moves, 'move') + presses;
    // the engine's steps; a [+]N press relabels the keys after it, so each key is drawn as it
    // reads then (step.now), in its family's colour from the keys of the state shown
    result.steps.forEach((step, i) => $('calc-solution-steps').append(stepNode(step, i, game.buttons())));
  } else {
    const left = result.moves_allowed + ' ' + plural(result.moves_allowed, 'move');
    $('calc-title').textContent = result.gave_up ? 'The search gave up.'
      : game.atStart() ? result.message || 'No solution within ' + left : 'No solution from here in the ' + left + ' left';
    $('calc-message').textContent = result.gave_up ? capitalize(result.message || '') + '. Try fewer moves or buttons.' : game.atStart() ? '' : BACK;
    offerFromStart(!result.gave_up && !game.atStart());
  }
  const playable = result.solved && result.moves > 0;
  setReplay(playable, playable); // a dead end: nothing to play
}

// How many shortest solutions, and the others when the engine listed them.
function showCount(result) {
  $('calc-more').hidden = !result.solved || result.moves === 0;
  $('calc-others-list').replaceChildren();
  if (result.solved && typeof result.count === 'number') {
    const many = result.count_saturated ? 'More than ' + formatInt(result.count) : formatInt(result.count);
    $('calc-count').textContent = result.count === 1 ? 'This is the only shortest solution.' : many + ' shortest solutions.';
    $('calc-find-all').hidden = true;
    const others = (result.solutions || []).filter((s) => s.join('\u0000') !== result.solution.join('\u0000'));
    $('calc-others').hidden = others.length === 0;
    $('calc-others-summary').textContent = 'Show the other ' + others.length + (result.listed < result.count ? ' listed (of ' + formatInt(result.count - 1) + ')' : '');
    for (const solution of others) $('calc-others-list').append(el('li', { className: 'alt' }, solution.flatMap((press, i) => [pressNode(press, game.buttons()), el('span', { className: 'sr-only', text: i < solution.length - 1 ? ', ' : '.' })])));
  } else if (result.solved) {
    $('calc-count').textContent = 'One shortest solution shown.';
    $('calc-find-all').hidden = false;
    $('calc-others').hidden = true;
  }
}

function showDetails(result, answer) {
  const line = $('calc-difficulty');
  // the level's difficulty is the one from its start: a position part way is no level of its own
  if (!game.atStart()) return showStats(result, answer);
  line.hidden = !(result.solved && typeof result.difficulty === 'number');
  line.textContent = line.hidden ? '' : 'Difficulty ' + result.difficulty.toFixed(1) + ' of 10';
  showStats(result, answer);
}

// The search's count and engine time are the status line above it (jobs.js, "315 states
// explored in 3 ms."): this line adds the page's time and the rules, not the count again.
function showStats(result, answer) {
  $('calc-details-text').textContent = formatMs(answer.wall) + ' on the page, under ' +
    (result.rules && result.rules.classic ? 'the rule that saving into Store is free' : 'the rule that saving into Store costs a move') +
    (result.rules ? ', a ' + result.rules.digits + '-digit display' : '') + '.';
}

// An unsolvable position: what would help, from the engine's hint (the fewest
// moves the goal needs, the closest value the moves allow).
async function showWhatWouldHelp(result, text) {
  let hint;
  try {
    hint = (await helper.request('hint', { game: GAME, text, options: game.options() })).result;
  } catch (error) {
    return;
  }
  if (box.result !== result || !hint || hint.error || hint.solvable || hint.gave_up) return;
  if (hint.dead_end) $('calc-message').textContent = hint.dead_end + (game.atStart() ? '' : ' ' + BACK);
}

// The engine's solve request for text under options (one place, so a guess posted early is
// the very request showSolution makes). A bundled level at its start (bundled: its number) is
// asked for by its number: the engine reads the level itself, so a link's request can go out
// before the page has the level (expectBundledSolution); the report is the same.
const argsFor = (text, bundled, options) => bundled
  ? bundledSolveArgs(bundled, { ...options, all: $('calc-opt-all').checked })
  : { game: GAME, text, options: { ...options, all: $('calc-opt-all').checked } };
const solveArgs = (text, bundled) => argsFor(text, bundled, game.options());

// A game opened with its answer asked for (a link's show=solution): the solve goes
// to the engine now and runs while the level is drawn; showSolution takes its answer.
// bundled: the bundled level's number when it opens at its start.
export function expectSolution(text, bundled = null) {
  solver.expect('solve', solveArgs(text, bundled));
}

// A link opening bundled level `number` at its start with its answer: the solve goes out
// with the level's own request, before the level is in, under the options the game will
// play it with ({classic, digits}, as play.js sets them); the solve posted as the level
// opens (expectSolution) is then this one.
export function expectBundledSolution(number, options) {
  solver.expect('solve', argsFor('', number, options));
}

// Shows the solution from the state shown (the engine's search, cancellable);
// focus: move focus to its title (the button was pressed).
// keepReplay: the solution follows a press of the replay itself, which goes on.
// follow: the solution follows the player's press (no scrolling to it).
// still: the page does not move (Show solution under the keys): the focus goes to the title
// without a scroll, and on a phone the line under the keys says the answer is below.
export async function showSolution({ focus = false, keepReplay = false, follow = false, still = false } = {}) {
  const focusTitle = () => (still ? $('calc-title').focus({ preventScroll: true }) : focusAnswer('calc', $('calc-title')));
  const text = game.currentText();
  if (!text) return;
  box.shown = true;
  box.seen = true;
  box.asked = text;
  const seq = ++box.seq;
  if (!keepReplay) stopReplay();
  $('calc-solution').hidden = false;
  markSolutionButton('calc-play', true);
  $('calc-title').textContent = 'Searching…';
  $('calc-message').textContent = '';
  // asked for (not following a press): a hint or message left under the keys is out of date now
  if (!follow) showStatus('');
  offerFromStart(false);
  $('calc-solution-steps').replaceChildren();
  $('calc-more').hidden = true;
  // nothing to replay or step through until an answer comes (a search, or one cancelled);
  // with no answer to play (solved, no move left, none found) they go (showOutcome)
  setReplay(false, !game.won() && game.movesLeft() > 0);
  game.onShown();
  if (game.won()) {
    // nothing left to solve: no search, and nothing for Step or Replay to press
    box.result = null;
    box.text = text;
    $('calc-title').textContent = 'Solved: the display shows the goal.';
    // won by the player's own presses: the level's own solution is one press away (Show solution
    // showed nothing else, and a player who has won wants to compare)
    if (!game.atStart()) {
      $('calc-message').textContent = 'For the level’s shortest solution, press Solution from the start.';
      offerFromStart(true);
    }
    return;
  }
  if (game.movesLeft() <= 0) {
    // no move left to search: said plainly, with the way back (the engine would refuse 0 moves)
    box.result = null;
    box.text = text;
    $('calc-title').textContent = 'No moves left: the display does not show the goal.';
    $('calc-message').textContent = BACK;
    offerFromStart(true);
    if (focus) focusTitle();
    // how far back a win is, as Hint says it (the engine asked about the states before)
    const advice = await game.backToWin();
    if (advice && seq === box.seq) $('calc-message').textContent = advice + ' Or Reset to start the level again.';
    return;
  }
  await searchAndShow('calc', 'solve', solveArgs(text, game.bundledAtStart()), {
    pick: (answer) => (Array.isArray(answer) ? answer[0] : answer),
    showError: (error) => {
      if (seq !== box.seq) return;
      box.result = null;
      box.replayNext = false;
      box.text = text;
      $('calc-title').textContent = 'No solution: ' + error.message;
      setReplay(false, false);
      if (!game.atStart()) $('calc-message').textContent = BACK;
      offerFromStart(!game.atStart());
    },
    showResult: (result, answer) => {
      if (seq !== box.seq) return;
      box.result = result;
      box.text = text;
      box.done = 0;
      showOutcome(result);
      showCount(result);
      showDetails(result, answer);
      if (!result.solved && !result.gave_up) showWhatWouldHelp(result, text);
      // Replay pressed at the solution's end: the solution from the start, played
      if (box.replayNext && result.solved && result.moves > 0) replay();
      box.replayNext = false;
      if ((!focus || still) && !follow) pointBelow(result.solved ? 'The solution is below the calculator.' : 'The search found no solution: see below the calculator.');
    },
    errorStatus: 'The engine found a problem in the level.',
    reveal: !follow && !still,
  });
  // cancelled (its Cancel, or Esc): no solution is on show any more, so a key pressed during the
  // search (applied once it stopped) starts no other search, and Show solution asks again; the
  // card keeps saying "Search cancelled."
  if (seq === box.seq && $('panel-calc').dataset.state === 'cancelled') {
    box.replayNext = false;
    box.shown = false;
    box.asked = '';
    markSolutionButton('calc-play', false);
    $('calc-message').textContent = 'Show solution searches again.';
    return;
  }
  if (focus && seq === box.seq) focusTitle();
}

// A solution shown without the focus moved to it (a link's): on a phone it is below the
// device, out of view, and the status line under the keys says where (in the frame drawn).
function pointBelow(where) {
  requestAnimationFrame(() => {
    if (box.shown && $('calc-solution').getBoundingClientRect().top > window.innerHeight && !$('calc-play-status').textContent) {
      showStatus(where);
    }
  });
}

// The player pressed, undid or reset: a solution on show follows them (solved again from
// there). The solution's own next press (Step, Replay) only marks its step played.
export function refreshSolution() {
  if (!box.shown || game.currentText() === box.asked) return;
  if (box.pressing && box.result && box.result.solved) markPlayed();
  else showSolution({ keepReplay: box.pressing, follow: true });
}

// A step of the solution on show pressed by Step or Replay: the list stays as it is, its
// steps played so far marked and the next one current, so it does not shrink under the
// player's eyes and Step stays where it was clicked.
function markPlayed() {
  box.done += 1;
  box.text = box.asked = game.currentText();
  const steps = [...$('calc-solution-steps').children];
  steps.forEach((step, i) => {
    step.classList.toggle('played', i < box.done);
    if (i === box.done) step.setAttribute('aria-current', 'step');
    else step.removeAttribute('aria-current');
  });
  const left = box.result.steps.length - box.done;
  // played to its end, Replay stays on: a player who stepped through it may watch it again
  setReplay(left > 0, true, left === 0);
  if (left > 0) return;
  stopReplay();
  if (game.won()) $('calc-title').textContent = 'Solved: the display shows the goal.';
}

// ---- Step and Replay: the solution's next press made on the device
// Esc: a replay under way stops (true), else nothing happens (false).
export function pauseReplay() {
  if (!box.timer) return false;
  stopReplay();
  return true;
}
function stopReplay() {
  clearInterval(box.timer);
  box.timer = null;
  setPlaying($('calc-play'), false);
}
// Presses the solution's next step; false when none is left or the press did not land.
async function stepSolution() {
  const result = box.result;
  if (!result || !result.solved || box.done >= result.steps.length) {
    stopReplay();
    return false;
  }
  const done = box.done;
  box.pressing = true; // the press is the solution's own: a replay goes on after it
  try {
    await game.press(result.steps[done].press);
  } finally {
    box.pressing = false;
  }
  return box.result === result ? box.done > done : true;
}
async function replay() {
  if (box.timer) {
    stopReplay();
    return;
  }
  // played to its end: back to the level's start, as Reset does; the solution on show follows
  // it (solved again from there), and is played once it is in (showResult)
  if (box.result && box.result.solved && box.done >= box.result.steps.length) {
    box.replayNext = true;
    await game.restart();
    return;
  }
  setPlaying($('calc-play'), true);
  // a replay is watched on the device: on a phone the list (where Replay is) is below it,
  // out of view, so the display is brought into view first
  const lcd = $('calc-play-lcd').getBoundingClientRect();
  if (lcd.top < 0 || lcd.bottom > window.innerHeight) $('calc-play-lcd').scrollIntoView({ block: 'start', behavior: 'smooth' });
  const tick = () => game.enqueue(async () => {
    if (!(await stepSolution()) || !box.result || !box.result.solved || box.done >= box.result.steps.length) stopReplay();
  });
  box.timer = setInterval(tick, REPLAY_MS);
  tick();
}

// Show solution under the keys, then Hide solution. The whole answer is a spoiler a stray tap should
// not give: the first press says what it shows and asks for a second (play/ask-first.js, as in
// every game). hide(), show(): the game's; say(text): the line under the keys;
// asks(): a game is open (else it shows at once); won(): the game is won (no ★ left to lose).
export function wireSolutionButton({ hide, show, say, asks, won }) {
  askFirst($('calc-play-solution'), { shown: () => box.shown, asks, show, hide, say,
    words: () => 'Show solution shows every press from here to the goal' + (won() ? '' : ', and this game no longer earns its star') + '. Press it again to show it.' });
}

// callbacks: currentText(), options(), buttons() (the keys of the state shown),
// bundledAtStart() (the bundled level's number when the state shown is its start, else null),
// press(press) (one press on the device), enqueue(task), enqueueSearch(task) (a search in
// its turn, not holding the presses after it: play.js), onShown() (the game notes the help),
// won() (the goal is on the display), atStart() (no press made yet), movesLeft(),
// restart() (the game back to its start, as Reset does), backToWin() (what to undo
// to win again, in words, or null).
export function wireSolution(callbacks) {
  game = callbacks;
  $('calc-step').addEventListener('click', () => {
    stopReplay();
    game.enqueue(stepSolution);
  });
  $('calc-play').addEventListener('click', replay);
  $('calc-from-start').addEventListener('click', async () => {
    await game.restart(); // the solution on show follows the Reset: the level's own, from its start
    $('calc-title').focus();
  });
  $('calc-find-all').addEventListener('click', async () => {
    $('calc-opt-all').checked = true; // the share link lists them too (&all=1)
    await game.enqueueSearch(() => showSolution());
    if (!$('calc-others').hidden) $('calc-others-summary').focus();
    else $('calc-count').focus();
  });
  $('calc-count').tabIndex = -1; // focus lands here after Find all
}
