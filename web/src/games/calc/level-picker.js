// games/calc/level-picker.js: the Calculator's bundled levels: fetched from the
// engine once, reached by number (the level box, which selects its text on
// focus so typing 143 gives 143), stepped with ‹ and ›, and shown as a grid of
// all of them with the player's progress (level-grid.js, progress.js). Picking a
// level hands its number to the game (index.js: loaded into the form, opened to play).
import { $, plural, quote, showNotice } from '../../dom.js';
import { afterFirstScreen, helper } from '../../engine-client.js';
import { GAME } from './engine-calls.js';
import { fillForm } from './form.js';
import { onGridKey, openOnCurrent, renderLevelGrid } from './level-grid.js';
import { playedNumber } from './play.js';
import { markProgress } from './progress.js';
import { bundledLevelArgs } from './requests.js';
import { calc } from './state.js';

let resolveLevels;
// resolves once the bundled levels are in (or could not be read)
export const levelsReady = new Promise((resolve) => {
  resolveLevels = resolve;
});

// goTo(number, {play}): the level picked (index.js: load, play, a history entry; play: its first key focused)
let goTo = () => {};

// The grid drawn from the levels read (level-grid.js): a tile picked closes it and opens its level.
function drawGrid() {
  renderLevelGrid(calc.levels, {
    pick: (number) => {
      showGrid(false);
      goTo(number, { play: true }); // its first key focused: the tile is gone from the screen
    },
    mark: markLevelGrid,
  });
}

const describe = (l) => 'from ' + l.start + ' to ' + l.goal + ' in ' + l.moves + ' ' + plural(l.moves, 'move');

// Marks the level being played in the grid, the progress on every tile, and
// says under the level box where Enter goes.
export function markLevelGrid() {
  const query = $('calc-level-search').value.trim();
  const current = playedNumber() ? String(playedNumber()) : null;
  for (const tile of $('calc-level-grid').children) {
    const on = tile.dataset.level === current;
    tile.classList.toggle('current', on);
    if (on) tile.setAttribute('aria-current', 'true');
    else tile.removeAttribute('aria-current');
  }
  markProgress($('calc-level-grid'));
  // the level box says where Enter goes while a number is typed; the side card describes the level played
  const named = calc.byNumber.get(query);
  if (named && query === current) $('calc-level-hint').textContent = '';
  else if (named) $('calc-level-hint').textContent = 'Enter opens level ' + named.level + ': ' + describe(named) + '.';
  else if (query !== '' && calc.levels.length) $('calc-level-hint').textContent = 'There is no level ' + quote(query) + ': they are numbered 1 to ' + calc.levels.length + '.';
  else $('calc-level-hint').textContent = document.activeElement === $('calc-level-search') ? 'Type a level number and press Enter.' : '';
}

// Enter: the level whose number is typed (never the first of several that start so),
// to play at once: the focus goes to its keys, so the number keys press them
function jumpToTyped(query = $('calc-level-search').value.trim()) {
  if (query === '') return;
  if (calc.byNumber.has(query)) goTo(calc.byNumber.get(query).level, { play: true });
  else if (!calc.levels.length) {
    typedWaiting = query;
    wantList();
  } else {
    markLevelGrid();
    // said on Enter too: a screen reader reads the box's description (level-hint) only on focus
    $('calc-play-announce').textContent = $('calc-level-hint').textContent;
  }
}

// The level delta away from the one played (wrapping round), or null before the levels are in.
export function levelAfter(delta) {
  if (!calc.levels.length) return null;
  const current = playedNumber() || Number($('calc-level-search').value) || 0;
  let next = current + delta;
  if (next < 1) next = calc.levels.length;
  if (next > calc.levels.length) next = 1;
  return next;
}

// Fills the form with a bundled level (the game opens it: index.js).
export function loadLevel(number) {
  const level = calc.byNumber.get(String(number));
  if (!level) return false;
  calc.loaded = level;
  fillForm(level);
  $('calc-level-search').value = String(level.level);
  return true;
}

// The level a link opens (#level=N, N a whole number), or 0: asked for alone first.
function linkedLevel() {
  const match = /^#(?:.*&)?level=(\d{1,6})(?:&|$)/.exec(location.hash);
  return match ? Number(match[1]) : 0;
}

// A link to one level (#level=N) needs only that level for its first screen: the
// engine reads it alone (the Nth of the bundled levels, which are numbered in
// order), and the whole list follows once the first screen is up. Until then
// calc.levels is empty: ‹ ›, Levels and the level box's Enter pressed meanwhile ask for it
// at once, and are taken when it is in (never dropped).
let stepsWaiting = 0;
let typedWaiting = null; // the level box's Enter, taken when the list is in
let wantList = () => {};
const listWanted = new Promise((resolve) => (wantList = resolve));
function stepLevel(delta) {
  if (calc.levels.length) return goTo(levelAfter(delta), { still: true });
  stepsWaiting += delta;
  wantList();
  return undefined;
}
function takeWaitingSteps() {
  if (typedWaiting !== null && calc.levels.length) {
    const query = typedWaiting;
    typedWaiting = null;
    jumpToTyped(query);
  }
  if (!stepsWaiting || !calc.levels.length) return;
  const delta = stepsWaiting;
  stepsWaiting = 0;
  goTo(levelAfter(delta), { still: true });
}

async function loadLinkedLevel() {
  const number = linkedLevel();
  if (!number) return;
  const answer = (await helper.request('bundled', bundledLevelArgs(number))).result;
  const level = Array.isArray(answer) && answer.length === 1 ? answer[0] : null;
  if (level && level.level === number && !calc.levels.length) calc.byNumber = new Map([[String(number), level]]);
}

export async function loadLevels() {
  try {
    await loadLinkedLevel();
    if (calc.byNumber.size) {
      resolveLevels();
      await Promise.race([afterFirstScreen(), listWanted]);
    }
    const levels = (await helper.request('bundled', { game: GAME })).result;
    if (Array.isArray(levels)) {
      calc.levels = levels;
      calc.byNumber = new Map(levels.map((l) => [String(l.level), l]));
      $('calc-level-search').placeholder = '1–' + levels.length;
      markLevelGrid();
      // 199 tiles: after the first screen, or now for the grid opened while the list was coming
      if (!$('calc-level-browser').hidden) showGrid(true);
      else afterFirstScreen().then(() => $('calc-level-grid').children.length || drawGrid());
      takeWaitingSteps();
    } else if (levels && levels.error) {
      showNotice('The bundled levels could not be read: ' + levels.error.message);
    }
  } catch (error) {
    showNotice(String(error.message || error));
  }
  resolveLevels();
}

// The grid of every level, opened and closed by "All levels".
export function showGrid(show = $('calc-level-browser').hidden) {
  if (show && !calc.levels.length) wantList();
  if (show && !$('calc-level-grid').children.length && calc.levels.length) drawGrid();
  $('calc-level-browser').hidden = !show;
  $('calc-level-all').setAttribute('aria-expanded', show ? 'true' : 'false');
  if (show) openOnCurrent();
}

// go(number, {play}): a level picked; toGame(): the focus to the game's first key
export function wirePicker(go, toGame) {
  goTo = go;
  $('calc-level-all').addEventListener('click', () => showGrid());
  $('calc-level-grid').addEventListener('keydown', (event) => onGridKey(event, () => {
    showGrid(false);
    $('calc-level-all').focus();
  }));
  const box = $('calc-level-search');
  box.addEventListener('input', markLevelGrid);
  // left without Enter: the box shows the level played again (empty for a level of no number)
  box.addEventListener('blur', () => {
    box.value = playedNumber() ? String(playedNumber()) : '';
    markLevelGrid();
  });
  // typing a number replaces the one shown (a click or Tab into the box selects it)
  box.addEventListener('focus', () => box.select());
  box.addEventListener('mouseup', (event) => {
    if (box.dataset.justFocused === 'yes') event.preventDefault();
    box.dataset.justFocused = 'no';
  });
  box.addEventListener('mousedown', () => {
    box.dataset.justFocused = document.activeElement === box ? 'no' : 'yes';
  });
  box.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      jumpToTyped();
    } else if (event.key === 'Escape') {
      box.blur(); // the level played is shown again (blur), the shortcuts work again
      toGame(); // and the focus goes to the game, not to the top of the page
    }
  });
  // stepping through levels keeps the bar where it is (no scroll to the device): a second tap on ›
  // steps again, never presses a key that scrolled under it
  $('calc-level-prev').addEventListener('click', () => stepLevel(-1));
  $('calc-level-next').addEventListener('click', () => stepLevel(1));
}
