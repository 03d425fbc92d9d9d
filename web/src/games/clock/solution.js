// games/clock/solution.js: "Show solution" for the clock game, the most
// spoiling help: the engine's shortest string of choices from where the player
// is (engine `solve` of the position's text), copyable however long, its
// length and rounds, and its replay (replay.js). Until asked for it is hidden;
// a choice made while it is shown re-asks from the new position. Knows the game
// only through the callbacks wireSolution is given.
import { $, capitalize, copyText, el, formatInt, plural } from '../../dom.js';
import { searchAndShow } from '../../jobs.js';
import { markSolutionButton } from '../../play/controls.js';
import { PREFIX } from './panel.js';
import { startReplay, stopReplay, wireReplay } from './replay.js';

const SHOWN_CHARS = 20000; // characters of a long answer put on the page (Copy takes all)
const box = { shown: false, text: '', seq: 0, result: null };
let game = { currentText: () => '', atStart: () => true, onShown: () => {} };

export const solutionShown = () => box.shown;

function clearShown(title) {
  stopReplay();
  box.result = null;
  $('clock-title').textContent = title;
  $('clock-message').textContent = '';
  $('clock-facts').hidden = true;
  $('clock-answer-box').hidden = true;
  $('clock-answer').replaceChildren();
  $('clock-figure').hidden = true;
  $('clock-result').dataset.outcome = '';
}

// A new game: the solution goes away until asked for again.
export function hideSolution() {
  box.shown = false;
  box.text = '';
  box.seq++;
  clearShown('Solution');
  $('clock-result').hidden = true;
  markSolutionButton(PREFIX, false);
}

function showAnswer(result) {
  const answer = $('clock-answer');
  answer.replaceChildren();
  const moves = String(result.moves || '');
  if (moves.length <= 4000) {
    // read as "0 X X 0 …" (a paragraph takes no aria-label: its text is what is read); the coloured
    // characters are for the eye (replay.js marks them as the replay goes)
    for (const ch of moves) answer.append(el('span', { className: ch === '0' ? 'c0' : 'cx', text: ch, attrs: { 'aria-hidden': 'true' } }));
    answer.append(el('span', { className: 'sr-only', text: [...moves].join(' ') })); // last: replay.js counts the characters from the first
  } else if (moves.length <= SHOWN_CHARS) answer.textContent = moves;
  else answer.textContent = moves.slice(0, SHOWN_CHARS) + '… (' + formatInt(moves.length - SHOWN_CHARS) + ' more: use Copy the answer)';
  $('clock-copy-answer').dataset.copied = '';
}

// " from here" once choices are made; at the start the solution is the whole game's
const fromHere = () => (game.atStart() ? '' : ' from here');

function showResult(result) {
  box.result = result;
  $('clock-facts').hidden = !result.solved;
  $('clock-answer-box').hidden = !result.solved;
  $('clock-states').textContent = typeof result.states === 'number' ? formatInt(result.states) : '–';
  if (!result.solved) {
    $('clock-title').textContent = result.gave_up ? 'The search gave up.' : 'No way to clear this clock' + fromHere() + '.';
    $('clock-message').textContent = result.message ? capitalize(result.message) + '.' : '';
    $('clock-result').dataset.outcome = result.gave_up ? 'gave-up' : 'unsolved';
    return;
  }
  $('clock-result').dataset.outcome = 'solved';
  $('clock-title').textContent = result.length === 0 ? 'The clock is clear.' : 'Solution' + fromHere() + ': ' + formatInt(result.length) + ' ' + plural(result.length, 'choice') + '.';
  $('clock-length').textContent = formatInt(result.length);
  $('clock-rounds').textContent = formatInt(result.rounds);
  showAnswer(result);
  if (Array.isArray(result.trace) && result.start) {
    $('clock-figure').hidden = false;
    startReplay(result);
  } else if (result.trace_truncated) {
    $('clock-message').textContent = 'This win comes too late in the game for a step-by-step replay; the answer below is complete.';
  }
}

// Shows the solution from the position shown (the engine's search,
// cancellable); focus: move focus to its title (the button was pressed).
// follow: the solution follows the player's move (no scrolling to it); still: the page does
// not move (Show solution pressed: the focus goes to the title without a scroll)
export async function showSolution({ focus = false, follow = false, still = false } = {}) {
  const text = game.currentText();
  if (!text) return;
  box.shown = true;
  box.text = text;
  const seq = ++box.seq;
  $('clock-result').hidden = false;
  markSolutionButton(PREFIX, true);
  game.onShown();
  clearShown('Searching…');
  await searchAndShow('clock', 'solve', { game: 'clock', text, options: {} }, {
    showError: (e) => {
      if (seq === box.seq) $('clock-title').textContent = 'No solution: ' + e.message;
    },
    showResult: (result) => {
      if (seq === box.seq) showResult(result);
    },
    errorStatus: 'The engine found a problem in the clock.',
    reveal: !follow && !still,
  });
  if (focus && seq === box.seq) $('clock-title').focus({ preventScroll: still });
}

// The player chose, undid or reset: a solution on show follows them.
export function refreshSolution() {
  if (box.shown && game.currentText() !== box.text) showSolution({ follow: true });
}

async function copyAnswer() {
  const moves = box.result && box.result.moves;
  if (!moves) return;
  const copied = await copyText(moves);
  if (!copied) {
    // select it so Ctrl+C copies (the whole answer when it is all on the page)
    const range = document.createRange();
    range.selectNodeContents($('clock-answer'));
    const selection = window.getSelection();
    selection.removeAllRanges();
    selection.addRange(range);
  }
  $('clock-copy-answer').dataset.copied = copied ? 'yes' : 'no';
  $('clock-answer-status').textContent = copied ? 'The answer (' + formatInt(moves.length) + ' characters) is on the clipboard.' : 'The clipboard is not available here: the answer is selected, press Ctrl+C.';
}

// callbacks: currentText() (the position shown), atStart() (no choice made yet), onShown() (the address notes it).
export function wireSolution(callbacks) {
  game = callbacks;
  wireReplay();
  $('clock-copy-answer').addEventListener('click', copyAnswer);
}
