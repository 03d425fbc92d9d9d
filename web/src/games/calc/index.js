// games/calc/index.js: the Calculator: The Game page module, the game object
// the page's list holds (see games/index.js). Game first: every way of opening
// a level (the level box, ‹ ›, the grid, Back and Forward, a link, the puzzle
// of the day, New level) opens it to play, its answer one click away (Show
// solution, or &show=solution in a link). Its links carry the game in progress
// (&presses=…&hints=N), so a reload or Back returns to it. "Your own level"
// (the form) plays or solves a level typed in.
import '../../../css/games/calc.css';
import '../../../css/games/calc-bar.css';
import { $, clearNotice, holdOut, plural, quote, sentence, setFieldError, showNotice, fieldMessage } from '../../dom.js';
import { encode, publishHash, wireGameLink } from '../../share.js';
import { addPlayButton, tabs } from '../../tabs.js';
import { addTyped, wireButtonBox } from './buttons.js';
import { GAME, checkButton, display, loadFieldLimits, readLevelText } from './engine-calls.js';
import { clearCalcErrors, fillForm, renderChips, syncPortal, validateNow, wireFields } from './form.js';
import { isDailyHash, openDaily, wireDaily } from './daily.js';
import { setupGenerator } from './generator.js';
import { graphBox } from './graph.js';
import { levelsReady, loadLevel, loadLevels, markLevelGrid, wirePicker } from './level-picker.js';
import { PANEL } from './panel.js';
import { addPlayView } from './play-view.js';
import { bringDeviceIntoView } from './into-view.js';
import { backToWin, bundledAtStart, currentButtons, currentText, doPress, enqueue, enqueueSearch, gameInProgress, gameState, gameWon, here, hint, isPlaying, longPressName, movesLeft, playOptions, playedNumber, playedValues, playingDaily, refreshWin, reset, startPlay, startText, undo, wirePlay } from './play.js';
import { lastLevel, recordOpened, watchProgress } from './progress.js';
import { wireShortcuts } from './shortcuts.js';
import { expectBundledSolution, pauseReplay, showSolution, solutionShown, wireSolution } from './solution.js';
import { CALC_ERROR_SLOT, calc, calcOptions, currentLevel, formValues } from './state.js';
import { LEVEL_KEYS } from './meta.js';

// mode=solve (older links) shows the answer as show=solution does; mode=play is the default now
const MODES = ['play', 'solve'];
const MAX_LINK_PRESSES = 99;

// The link of the game on screen: its level, its options, the presses and
// hints so far, and whether the solution is shown.
// progress: the presses and hints played (the address bar's link; Copy link shares the level without them)
function shareHash({ progress = true } = {}) {
  let hash;
  if (playingDaily()) hash = 'daily=' + playingDaily();
  else if (playedNumber()) hash = 'level=' + playedNumber();
  else {
    const values = playedValues() || formValues();
    hash = 'start=' + encode(values.start) + '&goal=' + encode(values.goal) + '&moves=' + encode(values.moves) +
      '&buttons=' + values.buttons.map(encode).join(',');
    if (values.portal) hash += '&portal=' + encode(values.portal[0]) + ',' + encode(values.portal[1]);
  }
  const options = calcOptions();
  if (options.all) hash += '&all=1';
  if (options.classic) hash += '&classic=1';
  const shown = $('calc-opt-digits').value.trim();
  if (shown !== '' && shown !== String(display.digits)) hash += '&display=' + encode(shown);
  const state = progress ? gameState() : null;
  if (state && state.presses.length) hash += '&presses=' + state.presses.map(encode).join(',');
  if (state && state.hints) hash += '&hints=' + state.hints;
  if (solutionShown()) hash += '&show=solution';
  if ($('calc-own').open) hash += '&own=1';
  return hash;
}

// Shows a refusal of the level: under its field in the form (opened), and in the notice.
function showLevelError(error) {
  $('calc-own').open = true;
  const slot = CALC_ERROR_SLOT[error.field];
  if (slot) {
    calc.touched.add(error.field);
    setFieldError($(slot[0]), $(slot[1]), error.message);
  }
  showNotice('This level cannot be played as written: ' + sentence(fieldMessage(error)));
  return null;
}

// Opens the level the form holds to play. game: {presses, hints} from a link;
// show: its solution at once; push: a history entry; still: the page not scrolled to the device
// (‹ › in the level bar: the finger stays on ›, where a key would land after a scroll).
async function openForm({ push = false, special = null, game = {}, show = false, still = false } = {}) {
  clearNotice();
  const bundled = currentLevel();
  // a level refused leaves the game on screen as it was (the play model keeps the level played),
  // its number in the level box
  const box = $('calc-level-search').value;
  if (!bundled && document.activeElement !== $('calc-level-search')) $('calc-level-search').value = ''; // no number: the box shows none
  const opened = await startPlay({ push, special, presses: game.presses || [], hints: game.hints || 0, onError: showLevelError, show });
  if (!opened) {
    // (a game opened meanwhile, Back pressed twice quickly, has put its own number there)
    if (opened === false && document.activeElement !== $('calc-level-search')) $('calc-level-search').value = box;
    return opened;
  }
  // Details says where the level comes from, and until the solution is asked for what it will add
  // (it opened on a blank space)
  $('calc-details-level').textContent = special && special.details ? special.details
    : bundled ? 'Level ' + bundled.level + ' of the 199 in Calculator: The Game (Simple Machine, 2017).' : 'A level of your own.';
  $('calc-details-text').textContent = 'Show solution adds how long the engine searched, and under which rules.';
  announceLevel(push, bundled, special);
  if (!still) bringDeviceIntoView();
  if (bundled && !special) recordOpened(bundled.level);
  markLevelGrid();
  if (show) await enqueueSearch(() => showSolution());
  return opened;
}

// A level opened by a press (the level box, ‹ ›, a tile, n and p, Play level N) is said to
// screen readers: the focus stays on what was pressed (or goes to the first key), so the new
// level's start, goal and moves, drawn on the display, would otherwise go unsaid.
// The puzzle of the day says its day's challenge too, and every level its keys as spoken
// ("Keys: divide by 5, times 3, delete the last digit."): a screen reader hears the level whole.
function announceLevel(push, bundled, special) {
  const v = formValues();
  const name = special && special.title ? special.title.replace(/ · /g, ', ') : bundled ? 'Level ' + bundled.level : 'Your level';
  const challenge = special && special.challenge ? ' ' + special.challenge + '.' : '';
  const keys = currentButtons().map((b) => b.spoken || b.now || b.label);
  $('calc-play-announce').textContent = push ? name + ': from ' + v.start + ' to ' + v.goal + ' in ' + v.moves + ' ' + plural(Number(v.moves), 'move') + '.' +
    challenge + (keys.length ? ' Keys: ' + keys.join(', ') + '.' : '') : '';
}

// A level picked (grid, level box, ‹ ›, Next level, shortcuts): a history entry.
// play: its first key focused (the level box's Enter).
async function goToLevel(number, { play = false, still = false } = {}) {
  if (number === null || !loadLevel(number)) return;
  if ((await openForm({ push: true, still })) && play) focusFirstKey();
}

// The form's Play and Solve: a typed button not added yet is added first.
async function playForm({ show }) {
  clearNotice();
  calc.touched = new Set(['start', 'goal', 'moves', 'buttons', 'portal', 'digits']);
  if ($('calc-button-input').value.trim() !== '') {
    if (!(await addTyped({ announce: true }))) {
      showLevelError({ field: 'buttons', message: 'The typed button is not valid: ' + $('calc-button-error').textContent });
      return;
    }
  }
  clearCalcErrors();
  if (!(await openForm({ push: true }))) {
    // every wrong field marked at once (the engine's refusal names the first), the focus on it
    await validateNow();
    const wrong = document.querySelector('#calc-own [aria-invalid="true"]');
    if (wrong) wrong.focus();
    return;
  }
  // the game in view before its search starts: a long search shows Searching… and
  // Cancel there, not above the form the player pressed Solve in
  $('calc-play-view').scrollIntoView({ block: 'nearest' });
  if (show) await enqueueSearch(() => showSolution({ focus: true }));
  else focusFirstKey();
}

// The first key focused (Play in the form, Enter in the level box, Play level N): Tab, Enter and
// the number keys play at once. The display goes into view with it when above the window: on a
// phone, Play level N (under the device) left the new level's display and keys scrolled off.
function focusFirstKey() {
  const first = $('calc-play-keypad').querySelector('button');
  if (!first) return;
  first.focus({ preventScroll: true });
  if ($('calc-play-lcd').getBoundingClientRect().top < 0) $('calc-play-lcd').scrollIntoView({ block: 'start' });
}

async function loadPaste() {
  const text = $('calc-paste-text').value;
  setFieldError($('calc-paste-text'), $('calc-paste-error'), '');
  if (text.trim() === '') {
    setFieldError($('calc-paste-text'), $('calc-paste-error'), 'Paste a level first, e.g. lines “start: 0”, “goal: 2”, “moves: 2”, “buttons: +1”.');
    return;
  }
  let answer;
  try {
    answer = await readLevelText(text, calcOptions());
  } catch (error) {
    setFieldError($('calc-paste-text'), $('calc-paste-error'), String(error.message || error));
    return;
  }
  if (answer.error) {
    const e = answer.error;
    setFieldError($('calc-paste-text'), $('calc-paste-error'), (e.line ? 'Line ' + e.line + ': ' : '') + e.message);
    return;
  }
  const first = answer[0];
  const bundled = first.level !== null ? calc.byNumber.get(String(first.level)) : null;
  fillForm(first);
  calc.loaded = bundled || null;
  if (!currentLevel()) calc.loaded = null;
  if (answer.length > 1) setFieldError($('calc-paste-text'), $('calc-paste-error'), 'The text holds ' + answer.length + ' levels: the first one was loaded.');
  if (await openForm({ push: true })) focusFirstKey();
}

// ---- links: level=N, or start, goal, moves, buttons and portal; options all, classic, display;
// the game in progress: presses, hints, show=solution
function checkHash(values) {
  const custom = LEVEL_KEYS.filter((k) => values.has(k));
  if (values.has('level') && custom.length) return 'This link gives both a bundled level and ' + custom.join(', ') + '; use one or the other.';
  if (!values.has('level') && !custom.length && !values.has('own')) return 'This link has options but no level: add level=N or start, goal, moves and buttons.';
  if (values.has('mode') && !MODES.includes(values.get('mode'))) return 'This link has mode=' + quote(values.get('mode')) + '; the modes are play and solve.';
  if (values.has('show') && values.get('show') !== 'solution') return 'This link has show=' + quote(values.get('show')) + '; it can only be show=solution.';
  if (values.has('hints') && !/^\d{1,3}$/.test(values.get('hints'))) return 'This link has hints=' + quote(values.get('hints')) + '; expected a whole number 0..999.';
  if (values.has('presses') && values.get('presses').split(',').length > MAX_LINK_PRESSES) return 'This link has more than ' + MAX_LINK_PRESSES + ' presses; a level has at most 99 moves.';
  return null;
}

function applyOptions(values) {
  const flag = (key) => {
    if (!values.has(key)) return false;
    const v = values.get(key).toLowerCase();
    return v === '1' || v === 'true' || v === 'yes' || v === '';
  };
  $('calc-opt-all').checked = flag('all');
  if (values.has('classic')) {
    $('calc-opt-classic').checked = flag('classic');
    $('calc-store-charged').checked = !flag('classic');
  }
  $('calc-opt-digits').value = values.has('display') ? values.get('display').slice(0, 40) : String(display.digits);
  if (values.has('all') || values.has('display')) $('calc-options').open = true;
}

// What a link asks of the game: its presses and hints, and whether to show the answer.
export function linkGame(values) {
  const presses = values.has('presses') && values.get('presses') !== '' ? values.get('presses').split(',').map((p) => p.slice(0, 40)) : [];
  return { game: { presses, hints: values.has('hints') ? Number(values.get('hints')) : 0 }, show: values.get('show') === 'solution' || values.get('mode') === 'solve' };
}

// The presses played on index.html's frame before this script came (early.js, started by
// boot.js for the link the page opened with): added to the link's, to be replayed; the game's
// keys then take every later one (take). Null when there are none to take.
function takeEarlyPresses(game) {
  const boot = self.calcsolveBoot;
  if (!boot || !boot.keys || boot.keysTaken) return null;
  boot.keysTaken = true;
  const handed = boot.keys.handOver();
  game.presses = [...game.presses, ...handed.presses];
  return handed;
}

// The game's key for a press of the frame's (early.js): later taps press it, and it takes the focus
// from the frame's once the page shows (a keyboard player's place kept).
function takeLatePresses(early) {
  const keyOf = (label) => $('calc-play-keypad').querySelector(`[data-press="${CSS.escape(label)}"]`);
  early.take((label) => keyOf(label)?.click());
  if (early.focused === undefined) return;
  const focusOnShow = () => {
    if (document.documentElement.classList.contains('holding')) return requestAnimationFrame(focusOnShow);
    if (!document.activeElement || document.activeElement === document.body) keyOf(early.focused)?.focus();
    return undefined;
  };
  focusOnShow();
}

async function applyHash(v) {
  applyOptions(v);
  const { game, show } = linkGame(v);
  if (v.has('own')) $('calc-own').open = true;
  if (!v.has('level') && !LEVEL_KEYS.some((k) => v.has(k))) {
    await loading;
    if (!isPlaying() && loadLevel(1)) await openForm();
    return;
  }
  if (v.has('level')) {
    const number = v.get('level').trim();
    // its answer asked for, from its start: the solve goes out now, beside the level's own
    // request (level-picker.js), not once the level is in, under the options just set
    if (show && game.presses.length === 0 && /^[1-9]\d{0,5}$/.test(number)) {
      const { classic, digits } = calcOptions();
      expectBundledSolution(Number(number), { classic, digits });
    }
    await levelsReady;
    if (!loadLevel(number)) {
      showNotice('There is no bundled level ' + quote(number) + ': they are numbered 1 to ' + (calc.levels.length || 199) + '.');
      return;
    }
    const early = takeEarlyPresses(game);
    await openForm({ game, show });
    if (early) takeLatePresses(early);
    return;
  }
  calc.loaded = null;
  const portal = v.has('portal') ? v.get('portal').split(/[,\s]+/) : null;
  fillForm({
    start: (v.get('start') || '').slice(0, 200),
    goal: (v.get('goal') || '').slice(0, 200),
    moves: (v.get('moves') || '').slice(0, 200),
    buttons: [],
    portal: portal ? [(portal[0] || '').slice(0, 40), portal.slice(1).join(' ').slice(0, 40)] : null,
  });
  $('calc-level-search').value = '';
  const labels = v.has('buttons') && v.get('buttons') !== '' ? v.get('buttons').split(',') : [];
  if (await addLinkButtons(labels)) await openForm({ game, show });
}

// Every button of a link goes through the engine's check; the first bad one
// stays in the form's box. False when one is refused.
async function addLinkButtons(labels) {
  if (labels.length > 40) {
    showNotice('This link gives ' + labels.length + ' buttons; a level has at most a handful.');
    return false;
  }
  for (const label of labels) {
    let answer;
    try {
      answer = await checkButton(label.slice(0, 200));
    } catch (error) {
      showNotice('The solver could not start: ' + String(error.message || error));
      return false;
    }
    if (answer.error) {
      $('calc-own').open = true;
      $('calc-button-input').value = label.slice(0, 200);
      setFieldError($('calc-button-input'), $('calc-button-error'), answer.error.message);
      showNotice('This link has a button the engine does not know, ' + quote(label) + ': ' + answer.error.message);
      renderChips();
      return false;
    }
    calc.chips.push({ label: answer.label, family: answer.family });
  }
  renderChips();
  return true;
}

let loading = levelsReady; // load(): the levels and the display's size, before level 1 is shown

function wireForm() {
  // the form's own buttons: Play (its Enter) and Solve, then Copy link (tabs.js adds Solve, Cancel, Copy link)
  addPlayButton('calc', 'calc-own-play', () => playForm({ show: false }));
  $('calc-paste-load').addEventListener('click', loadPaste);
  // the search's Cancel and its status (states, time) belong with the solution
  $('calc-solution').insertBefore($('calc-cancel'), $('calc-more'));
  $('calc-details').insertBefore($('calc-status'), $('calc-details-text'));
  $('calc-copy').hidden = true; // the game's Copy link is beside it
  wireGameLink('calc', 'calc-play-link', 'calc-play-link-status'); // the game's own Copy link
}

export default {
  // id, title, hashName and hashKeys: meta.js (the build adds them, esbuild-common.mjs)
  panel: PANEL,
  setup() {
    addPlayView($('calc-game'));
    $('calc-opt-digits').value = String(display.digits);
    wireFields();
    wireButtonBox();
    wirePicker(goToLevel, focusFirstKey);
    wirePlay({ goTo: goToLevel, showSolution: () => showSolution({ focus: true, still: true }).then(() => publishHash('calc')) });
    wireSolution({ currentText, bundledAtStart, options: playOptions, buttons: currentButtons, press: doPress, enqueue, enqueueSearch, won: gameWon, atStart: () => currentText() === startText(), movesLeft, restart: () => enqueue(reset), backToWin, onShown: () => publishHash('calc') });
    $('calc-graph-slot').append(graphBox('calc-play-graph', startText, here, playOptions, longPressName));
    wireForm();
    wireDaily(openForm);
    setupGenerator(focusFirstKey);
    wireShortcuts({ step: goToLevel, inProgress: gameInProgress, hint: () => enqueue(hint), undo: () => enqueue(undo), reset: () => enqueue(reset), pauseReplay, afterPresses: (action) => enqueue(() => void action()) });
    watchProgress(markLevelGrid);
    syncPortal();
    renderChips();
    // its form controls outside its form, held out as the form is (tabs.js, dom.js)
    for (const id of ['calc-level-search', 'calc-gen-options', 'calc-store-rule']) holdOut($(id));
  },
  load() {
    loading = Promise.all([loadLevels().then(refreshWin), loadFieldLimits().catch(() => {})]);
    return loading;
  },
  // the tab shown with nothing in it (an empty hash, #calculator, its tab chosen from another
  // game's link): the level last opened (level 1 the first time) to play, its link in the
  // address bar (Back comes to it)
  async openDefault() {
    await loading;
    if (!isPlaying() && loadLevel(lastLevel(calc.levels.length || 1))) await openForm();
  },
  shareHash,
  // the browser tab's title (share.js): the puzzle of the day, the level's number or your own level
  pageTitle: () => (playingDaily() ? 'Puzzle of the day ' + playingDaily() : playedNumber() ? 'Level ' + playedNumber() : isPlaying() ? 'Your own level' : null),
  // the form's Solve: your own level opened with its answer shown
  solve: () => playForm({ show: true }),
  checkHash,
  applyHash,
  // #daily, #daily=YYYY-MM-DD: the puzzle of the day (daily.js)
  isDailyHash,
  openDaily: (raw) => openDaily(raw),
};
