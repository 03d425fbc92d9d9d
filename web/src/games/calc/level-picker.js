// games/calc/level-picker.js: the Calculator's bundled levels: fetched from the
// engine once, reached by number (the level box, which selects its text on
// focus so typing 143 gives 143), stepped with ‹ and ›, and shown as a grid of
// all of them with the player's progress (progress.js). Picking a level hands
// its number to the game (index.js: loaded into the form, opened to play). The
// grid is one Tab stop; the arrow keys, Page Up/Down, Home and End move in it, Esc closes it.
import { $, el, plural, quote, showNotice } from '../../dom.js';
import { afterFirstScreen, helper } from '../../engine-client.js';
import { GAME } from './engine-calls.js';
import { fillForm } from './form.js';
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

function renderLevelGrid() {
  const grid = $('calc-level-grid');
  grid.replaceChildren();
  for (const level of [...calc.levels].sort((a, b) => a.level - b.level)) {
    const tile = el('button', {
      className: 'level-tile',
      attrs: {
        type: 'button',
        'data-level': String(level.level),
        'data-name': 'Level ' + level.level + ': ' + level.start + ' to ' + level.goal + ' in ' + level.moves + ' ' + plural(level.moves, 'move'),
        title: level.start + ' → ' + level.goal + ' in ' + level.moves,
      },
    }, [el('span', { className: 'tile-number', text: level.level }), el('span', { className: 'tile-mark', attrs: { 'aria-hidden': 'true' } })]);
    tile.tabIndex = -1; // one tile at a time is in the Tab order (focusTile); the arrow keys move between them
    tile.addEventListener('click', () => {
      showGrid(false);
      goTo(level.level, { play: true }); // its first key focused: the tile is gone from the screen
    });
    grid.append(tile);
  }
  renderRanges(grid);
  markLevelGrid();
}

// Buttons over the grid, one a RANGE_SIZE levels ("101–150"): each brings its first level to
// the grid's top row and focuses it (level 143 is four swipes away from level 1 on a phone).
const RANGE_SIZE = 50;
function renderRanges(grid) {
  const tiles = [...grid.children];
  const ranges = [];
  for (let i = 0; i < tiles.length; i += RANGE_SIZE) {
    const first = tiles[i];
    const last = tiles[Math.min(tiles.length, i + RANGE_SIZE) - 1];
    const button = el('button', {
      className: 'btn small ghost',
      text: first.dataset.level + '–' + last.dataset.level,
      attrs: { type: 'button' }, // named by its text, in a group named "Jump to levels" (a label of its own hid the text from voice control)
    });
    button.addEventListener('click', () => {
      focusTile(first);
      scrollRows(first, 0);
    });
    ranges.push(button);
  }
  $('calc-level-ranges').replaceChildren(...(ranges.length > 1 ? ranges : []));
}

// The grid as laid out: its tiles; row, the tiles in a row; rowHeight, from one row's top
// to the next's; offset, a row's top put a gap below the box's top (the padding then
// shows no part of the row before it); shown, the whole rows in view.
function gridLayout() {
  const grid = $('calc-level-grid');
  const tiles = [...grid.children];
  const firstRow = tiles.findIndex((t) => t.offsetTop !== tiles[0].offsetTop);
  const row = firstRow > 0 ? firstRow : tiles.length;
  const rowHeight = firstRow > 0 ? tiles[firstRow].offsetTop - tiles[0].offsetTop : tiles[0].offsetHeight;
  const offset = parseFloat(getComputedStyle(grid).paddingTop) - (rowHeight - tiles[0].offsetHeight);
  const shown = Math.max(1, Math.floor((grid.clientHeight - offset) / Math.max(1, rowHeight)));
  return { grid, tiles, row, rowHeight, offset, shown };
}

// Scrolls the grid by whole rows; the half row the box's height leaves (calc-bar.css) is
// at the bottom, saying there are more, or at the top at the grid's end. above: the
// tile's row that many rows below the top one (the grid opening on a level far down: its
// row third, not at the bottom edge under a row cut in half); else the least scroll that
// shows its row whole (the keys).
function scrollRows(tile, above = null) {
  const { grid, tiles, row, rowHeight, offset, shown } = gridLayout();
  const at = Math.floor(tiles.indexOf(tile) / row);
  let top = grid.scrollTop <= offset ? 0 : Math.round((grid.scrollTop - offset) / rowHeight);
  if (above !== null) top = at - above;
  else if (at < top) top = at;
  else if (at > top + shown - 1) top = at - shown + 1;
  grid.scrollTop = top > 0 ? top * rowHeight + offset : 0;
}

// Moves the focus to a tile of the grid, the one tile the Tab key stops at.
function focusTile(tile) {
  for (const other of $('calc-level-grid').querySelectorAll('[tabindex="0"]')) other.tabIndex = -1;
  tile.tabIndex = 0;
  tile.focus({ preventScroll: true });
  tile.scrollIntoView({ block: 'nearest' }); // the grid in the window's view
  scrollRows(tile); // and the tile's row whole in the grid's
}

// The grid's keys: the arrows move to the next tile, Up and Down by a row as the
// grid is laid out, Page Up and Down by the rows in view, Home and End to the first
// and last level; Esc closes the grid and gives the focus back to its Levels button.
function onGridKey(event) {
  const tile = event.target.closest('.level-tile');
  if (!tile || event.altKey || event.ctrlKey || event.metaKey) return;
  if (event.key === 'Escape') {
    event.preventDefault();
    showGrid(false);
    $('calc-level-all').focus();
    return;
  }
  const { tiles, row, shown } = gridLayout();
  const i = tiles.indexOf(tile);
  const page = row * shown; // Page Up/Down: the whole rows in view
  const steps = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: row, ArrowUp: -row, PageDown: page, PageUp: -page, Home: -i, End: tiles.length - 1 - i };
  if (!Object.hasOwn(steps, event.key)) return;
  event.preventDefault();
  focusTile(tiles[Math.max(0, Math.min(tiles.length - 1, i + steps[event.key]))]);
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
function jumpToTyped() {
  const query = $('calc-level-search').value.trim();
  if (query === '') return;
  if (calc.byNumber.has(query)) goTo(calc.byNumber.get(query).level, { play: true });
  else {
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
// calc.levels is empty, so ‹ › wait for it.
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
      await afterFirstScreen();
    }
    const levels = (await helper.request('bundled', { game: GAME })).result;
    if (Array.isArray(levels)) {
      calc.levels = levels;
      calc.byNumber = new Map(levels.map((l) => [String(l.level), l]));
      $('calc-level-search').placeholder = '1–' + levels.length;
      markLevelGrid();
      afterFirstScreen().then(() => $('calc-level-grid').children.length || renderLevelGrid()); // 199 tiles: after the first screen (showGrid draws them if asked first)
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
  if (show && !$('calc-level-grid').children.length && calc.levels.length) renderLevelGrid();
  $('calc-level-browser').hidden = !show;
  $('calc-level-all').setAttribute('aria-expanded', show ? 'true' : 'false');
  if (show) {
    const current = $('calc-level-grid').querySelector('[aria-current]') || $('calc-level-grid').firstElementChild;
    if (current) {
      focusTile(current);
      scrollRows(current, 2);
    }
  }
}

// go(number, {play}): a level picked; toGame(): the focus to the game's first key
export function wirePicker(go, toGame) {
  goTo = go;
  $('calc-level-all').addEventListener('click', () => showGrid());
  $('calc-level-grid').addEventListener('keydown', onGridKey);
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
  $('calc-level-prev').addEventListener('click', () => goTo(levelAfter(-1)));
  $('calc-level-next').addEventListener('click', () => goTo(levelAfter(1)));
}
