// games/calc/level-grid.js: the grid of the Calculator's bundled levels, shown a page of
// PAGE_SIZE levels at a time ("1–50", "51–100", …: the page buttons above it) so that it is
// never a scrolling box inside the scrolling page: a page of 50 tiles fits a phone's screen,
// and the page holding the level played opens first. The grid is one Tab stop; the arrow keys
// move from tile to tile (into the next page at a page's end), Page Up and Down to the same
// place a page before or after, Home and End to the first and last level.
import { $, el, plural } from '../../dom.js';
import { progressTile } from '../../play/progress.js';

export const PAGE_SIZE = 50;

// pick(number): a tile picked (level-picker.js opens it to play); mark(): progress drawn on the tiles
export function renderLevelGrid(levels, { pick, mark }) {
  const grid = $('calc-level-grid');
  grid.replaceChildren();
  for (const level of [...levels].sort((a, b) => a.level - b.level)) {
    const tile = progressTile(level.level, 'level-tile', {
      'data-level': String(level.level),
      'data-name': 'Level ' + level.level + ': ' + level.start + ' to ' + level.goal + ' in ' + level.moves + ' ' + plural(level.moves, 'move'),
      title: level.start + ' → ' + level.goal + ' in ' + level.moves,
    });
    tile.tabIndex = -1; // one tile at a time is in the Tab order (focusTile); the arrow keys move between them
    tile.addEventListener('click', () => pick(level.level));
    grid.append(tile);
  }
  renderPages(grid);
  mark();
}

const tilesOf = () => [...$('calc-level-grid').children];
const pageOf = (tile) => Math.floor(tilesOf().indexOf(tile) / PAGE_SIZE);

// One button a page ("101–150"), pressed for the page shown: it shows that page, its first
// level focused (level 143 is two presses away from level 1 on a phone).
function renderPages(grid) {
  const tiles = [...grid.children];
  const buttons = [];
  for (let i = 0; i < tiles.length; i += PAGE_SIZE) {
    const first = tiles[i];
    const last = tiles[Math.min(tiles.length, i + PAGE_SIZE) - 1];
    const button = el('button', {
      className: 'btn small ghost',
      text: first.dataset.level + '–' + last.dataset.level,
      attrs: { type: 'button', 'aria-pressed': 'false' }, // named by its text, in a group named "Level pages"
    });
    button.addEventListener('click', () => focusTile(first));
    buttons.push(button);
  }
  $('calc-level-ranges').replaceChildren(...(buttons.length > 1 ? buttons : []));
  showPage(0);
}

// Shows one page of tiles, the others hidden; its button pressed.
function showPage(page) {
  tilesOf().forEach((tile, i) => {
    tile.hidden = Math.floor(i / PAGE_SIZE) !== page;
  });
  [...$('calc-level-ranges').children].forEach((button, i) => button.setAttribute('aria-pressed', i === page ? 'true' : 'false'));
}

// Moves the focus to a tile (its page shown), the one tile the Tab key stops at; the tile is
// brought into the window's view, the least scroll that shows it.
export function focusTile(tile) {
  showPage(pageOf(tile));
  for (const other of $('calc-level-grid').querySelectorAll('[tabindex="0"]')) other.tabIndex = -1;
  tile.tabIndex = 0;
  tile.focus({ preventScroll: true });
  tile.scrollIntoView({ block: 'nearest' });
}

// Tiles in a row as the grid is laid out now (the page shown).
function rowLength() {
  const shown = tilesOf().filter((t) => !t.hidden);
  const next = shown.findIndex((t) => t.offsetTop !== shown[0].offsetTop);
  return next > 0 ? next : shown.length;
}

// The grid's keys; close(): Esc, the grid closed and the focus back on its Levels button.
export function onGridKey(event, close) {
  const tile = event.target.closest('.level-tile');
  if (!tile || event.altKey || event.ctrlKey || event.metaKey) return;
  if (event.key === 'Escape') {
    event.preventDefault();
    close();
    return;
  }
  const tiles = tilesOf();
  const i = tiles.indexOf(tile);
  const row = rowLength();
  const steps = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: row, ArrowUp: -row, PageDown: PAGE_SIZE, PageUp: -PAGE_SIZE, Home: -i, End: tiles.length - 1 - i };
  if (!Object.hasOwn(steps, event.key)) return;
  event.preventDefault();
  focusTile(tiles[Math.max(0, Math.min(tiles.length - 1, i + steps[event.key]))]);
}

// The grid opened: on the page of the level played (or the first), that tile focused.
export function openOnCurrent() {
  const grid = $('calc-level-grid');
  const current = grid.querySelector('[aria-current]') || grid.firstElementChild;
  if (current) focusTile(current);
}
