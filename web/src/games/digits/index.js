// games/digits/index.js: the Digits page module, the game object the page's
// list holds (see games/index.js). Game first: every way of opening a puzzle
// (a link, Digits of the day, New puzzle, the default one, Back and Forward,
// the form's Play) opens it to play, its answer one click away (Show solution,
// or &show=solution in a link). Its links carry the game in progress:
// #digits=415:1,2,3,4,5,6&moves=6+1,7*2&hints=1 (&day=DATE for the puzzle of
// the day, &seed=S for a New puzzle, &show=solution, &own=1 for the form
// opened), so a reload or Back returns to it. "Your own puzzle" (the form) plays or solves a puzzle typed in.
import '../../../css/games/digits.css';
import '../../../css/games/game-bar.css';
import { $, clearNotice, quote, sentence, showNotice, fieldMessage, keepDatesWhole } from '../../dom.js';
import { solutionHandlers } from '../../play/controls.js';
import { encode, publishHash, wireGameLink } from '../../share.js';
import { addPlayButton, setOutcome, setStatus, tabs } from '../../tabs.js';
import { clearFormErrors, fillForm, form, formValues, loadFieldLimits, numberFields, showFormError } from './form.js';
import { textOf } from './requests.js';
import { PANEL, PREFIX } from './panel.js';
import { announce, digitsSession, focusPool, linkMoves, setupDigitsPlay, startDigitsPlay } from './play.js';
import { showDayResult, wireDayResult } from './share.js';
import { daySpecial, dayWords, openDay, seedSpecial, withKeptGame, wirePuzzles } from './puzzles.js';
import { wireShortcuts } from './shortcuts.js';
import { expectSolution, hideSolution, refreshSolution, showSolution, solutionShown, wireSolution } from './solution.js';

const DEFAULT = { target: '415', numbers: ['1', '2', '3', '4', '5', '6'] };
// the default puzzle named as what it is (on a tab with a puzzle of the day, a puzzle with no
// name read as today's)
const PRACTICE = { title: 'Practice puzzle · Digits of the day and New puzzle are above', details: 'The puzzle the tab opens with, the same every time.' };
const MAX_LINK_MOVES = 20;
// the puzzle being played: {target, numbers: [...], special: {title, date, details} | null}
const shown = { puzzle: null };

// A move in a link: "6@5+1@0", its +, / and @ kept as they are (all are fine in an address).
const encodeMove = (move) => encodeURIComponent(move).replace(/%2B/g, '+').replace(/%2F/g, '/').replace(/%40/g, '@');

// The link of the game on screen: its puzzle, the moves and hints so far, and
// whether the solution is shown.
// progress: the moves and hints played (the address bar's link; Copy link shares the puzzle without them)
function shareHash({ progress = true } = {}) {
  const p = shown.puzzle || { ...DEFAULT, special: null };
  let hash = 'digits=' + encode(p.target) + ':' + p.numbers.map(encode).join(',');
  if (p.special && p.special.date) hash += '&day=' + encode(p.special.date);
  if (p.special && p.special.seed) hash += '&seed=' + encode(p.special.seed);
  const moves = progress ? linkMoves() : [];
  if (moves.length) hash += '&moves=' + moves.map(encodeMove).join(',');
  const hints = progress && digitsSession() ? digitsSession().hints : 0;
  if (hints) hash += '&hints=' + hints;
  if (solutionShown()) hash += '&show=solution';
  if ($('digits-own').open) hash += '&own=1';
  return hash;
}

const publish = (options) => publishHash('digits', options);

// The engine refused the puzzle: under its field in the form (opened), and in the notice.
function refusePuzzle(error, extra = '') {
  setOutcome('digits', 'error');
  showFormError(error);
  showNotice('This Digits puzzle cannot be played as written: ' + sentence(fieldMessage(error)) + extra);
  return false;
}

// The puzzle's title line keeps its place, empty or not (the board under it never moves).
function showSpecial(special) {
  $(PREFIX + '-meta').replaceChildren(...keepDatesWhole(special && special.title ? special.title : ''));
  $('digits-details-puzzle').textContent = special && special.details ? special.details : '';
}

// Opens a puzzle ({target, numbers: [...]}) to play. push: a history entry;
// moves, hints: a game in progress from a link; show: its solution at once;
// special: {title, date, details} of a generated puzzle.
async function openPuzzle(puzzle, { push = false, moves = [], hints = 0, show = false, special = null } = {}) {
  clearNotice();
  clearFormErrors();
  fillForm(puzzle.target, puzzle.numbers);
  const text = textOf({ target: puzzle.target, numbers: puzzle.numbers.join(',') });
  if (text === null) return refusePuzzle({ field: 'numbers', message: 'a number holds a line break' });
  if (show && moves.length === 0) expectSolution(text); // its answer, asked for, is searched while the puzzle is read and drawn
  const started = await startDigitsPlay(text, { moves, hints });
  if (started.error) {
    const extra = puzzle.numbers.length > form.maxNumbers ? ' The link gives ' + puzzle.numbers.length + ' numbers; the form holds the first ' + form.maxNumbers + ': press Solve to solve those.' : '';
    return refusePuzzle(started.error, extra);
  }
  shown.puzzle = { target: puzzle.target, numbers: puzzle.numbers, special };
  setOutcome('digits', 'idle');
  setStatus('digits', ''); // the search's line of the game before ("5,670 states explored") is not this one's
  hideSolution();
  showSpecial(special);
  showDayResult(shown.puzzle, digitsSession(), linkMoves().join(','));
  if (started.refused) showNotice('This link’s move ' + (started.refused.index + 1) + ' could not be replayed: ' + started.refused.message + '. The game goes on from the move before it.');
  publish({ push });
  if (show) await showSolution();
  return true;
}

// The form's Play and Solve (show: the answer at once): a history entry.
async function playForm({ show }) {
  const v = formValues();
  if (await openPuzzle({ target: v.target, numbers: v.numbers === '' ? [] : v.numbers.split(',') }, { push: true, show })) {
    // the game into view to play; with its answer, the answer was brought into view already
    if (!show) {
      $(PREFIX).scrollIntoView({ block: 'nearest' });
      focusPool();
    }
  }
}

// ---- links: digits=TARGET:N1,N2,… or day=DATE; the game in progress: moves, hints, show=solution; own=1
function checkHash(values) {
  if (!values.has('digits') && !values.has('day')) return 'This Digits link has no puzzle: add digits=TARGET:N1,N2,… (or day=YYYY-MM-DD).';
  if (values.has('show') && values.get('show') !== 'solution') return 'This link has show=' + quote(values.get('show')) + '; it can only be show=solution.';
  if (values.has('hints') && !/^\d{1,3}$/.test(values.get('hints'))) return 'This link has hints=' + quote(values.get('hints')) + '; expected a whole number 0..999.';
  if (values.has('moves') && values.get('moves').split(',').length > MAX_LINK_MOVES) return 'This link has more than ' + MAX_LINK_MOVES + ' moves; a Digits puzzle has a handful.';
  return null;
}

// What a link asks of the game: its moves and hints, and whether to show the answer.
function linkGame(values) {
  const moves = values.has('moves') && values.get('moves') !== '' ? values.get('moves').split(',').map((m) => m.slice(0, 60)) : [];
  return { moves, hints: values.has('hints') ? Number(values.get('hints')) : 0, show: values.get('show') === 'solution' };
}

async function applyHash(values) {
  const game = linkGame(values);
  if (values.has('own')) $('digits-own').open = true;
  const date = values.has('day') ? values.get('day').slice(0, 20) : null;
  if (!values.has('digits')) {
    await openDay(date, game);
    return;
  }
  const raw = values.get('digits');
  const colon = raw.indexOf(':');
  if (colon < 0) {
    showNotice('This Digits link should read digits=TARGET:N1,N2,…, e.g. digits=415:1,2,3,4,5,6; it reads ' + quote(raw) + '.');
    return;
  }
  const target = raw.slice(0, colon).slice(0, 200);
  const numbers = raw.slice(colon + 1).slice(0, 1000).split(',').map((s) => s.slice(0, 200));
  const seed = values.has('seed') ? values.get('seed').slice(0, 40) : null;
  const options = date ? withKeptGame(date, game) : game;
  const opened = await openPuzzle({ target, numbers }, { ...options, special: date ? daySpecial(date) : seed ? seedSpecial(seed) : null });
  if (opened && date && !game.moves.length) announce(dayWords(date, { target, numbers }));
}

function wireForm() {
  addPlayButton('digits', 'digits-game-start', () => playForm({ show: false }));
  $('digits-own').addEventListener('toggle', () => shown.puzzle && publish());
  // the search's Cancel belongs with the solution, its status (states, time) under Details
  $('digits-result').append($('digits-cancel'));
  $('digits-details').append($('digits-status'));
  $('digits-copy').hidden = true; // the game's own Copy link, in the side card, is the one (two of one name confused)
  wireGameLink('digits', 'digits-link', 'digits-link-status'); // the game's own Copy link
  $('digits-link').after(Object.assign(document.createElement('span'), { id: 'digits-link-status', className: 'hint' }));
  $('digits-link-status').setAttribute('role', 'status');
}

export default {
  // id, title, hashName and hashKeys: meta.js (the build adds them, esbuild-common.mjs)
  panel: PANEL,
  setup() {
    numberFields();
    fillForm(DEFAULT.target, DEFAULT.numbers);
    // Show solution / Hide solution; the answer, once shown, stays seen (play/controls.js)
    const solution = solutionHandlers(digitsSession, { shown: solutionShown, show: showSolution, hide: hideSolution, box: 'digits-result' }, publish);
    setupDigitsPlay({
      onChange: () => {
        publish();
        refreshSolution();
        showDayResult(shown.puzzle, digitsSession(), linkMoves().join(','));
      },
      onSolution: solution.onSolution,
    });
    wireSolution({ currentText: () => digitsSession().solutionText(), startText: () => digitsSession().history[0]?.text || '', atStart: () => digitsSession().solutionFromStart(), onShown: solution.onShown });
    wirePuzzles(openPuzzle);
    wireDayResult();
    wireForm();
    wireShortcuts();
  },
  load: () => loadFieldLimits().catch(() => {}),
  // the tab shown with nothing in it: the default puzzle to play, its link in the address bar
  async openDefault() {
    if (!shown.puzzle) await openPuzzle(DEFAULT, { special: PRACTICE });
  },
  shareHash,
  // the browser tab's title (share.js): "Digits 415", or of the day
  pageTitle: () => (!shown.puzzle ? null : shown.puzzle.special && shown.puzzle.special.date ? 'Digits of the day ' + shown.puzzle.special.date : 'Digits ' + shown.puzzle.target),
  // the form's Solve: your own puzzle opened with its answer shown
  solve: () => playForm({ show: true }),
  checkHash,
  applyHash,
};
