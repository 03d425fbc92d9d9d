// games/calc2/levels.js: the Calculator 2 tab's level bar: the level box (a number typed and
// Enter opens it), ‹ › (the bundled level before and after), and Levels: a grid of the bundled
// levels, numbered as the app numbers them (20, 40, … missing), a page of PAGE_SIZE tiles at a
// time so it never scrolls inside the page, each tile marked with the player's progress
// (progress.js). The levels are the engine's (bundled), read once.
import { $, el, plural } from '../../dom.js';
import { progressTile } from '../../play/progress.js';
import { helper } from '../../engine-client.js';
import { markProgress, watchProgress } from './progress.js';
import { bundledArgs } from './requests.js';

const PAGE_SIZE = 50;
const state = { loading: null, levels: [], current: null, open: null, page: 0 };

// The bundled levels, sorted by number (the engine's answer to the link's first request, when
// boot.js made it).
export function loadLevels() {
  if (!state.loading) {
    state.loading = helper.request('bundled', bundledArgs()).then(({ result }) => {
      state.levels = Array.isArray(result) ? [...result].sort((a, b) => a.level - b.level) : [];
      return state.levels;
    }, () => {
      state.loading = null;
      return [];
    });
  }
  return state.loading;
}

export async function levelByNumber(number) {
  const levels = await loadLevels();
  return levels.find((level) => level.level === number) || null;
}

// Words for a number that names no bundled level.
export async function noLevel(text) {
  const levels = await loadLevels();
  if (!levels.length) return 'The levels could not be read.';
  const first = levels[0].level;
  const last = levels[levels.length - 1].level;
  const missing = [];
  for (let n = first; n <= last && missing.length < 3; n++) if (!levels.some((level) => level.level === n)) missing.push(n);
  // the app's missing levels (20, 40, …) are those whose goals are words, which no public list
  // transcribes (core/calc2/levels.txt)
  return 'There is no level ' + text + ' here: the ' + levels.length + ' levels are numbered ' + first + '–' + last +
    (missing.length ? ', without ' + missing.join(', ') + ', … (the app\u2019s levels whose goals are words)' : '') + '.';
}

// The level on show: its number in the box, its tile marked.
export function markLevel(number) {
  state.current = number;
  $('calc2-level').value = number ? String(number) : '';
  $('calc2-level-hint').textContent = '';
  for (const tile of $('calc2-level-grid').children) tile.classList.toggle('current', Number(tile.dataset.level) === number);
}

async function step(by) {
  const levels = await loadLevels();
  if (!levels.length) return;
  const at = levels.findIndex((level) => level.level === state.current);
  const next = at < 0 ? (by > 0 ? 0 : levels.length - 1) : Math.max(0, Math.min(levels.length - 1, at + by));
  await state.open(levels[next].level, { push: true });
}

async function typed() {
  const text = $('calc2-level').value.trim();
  const number = /^\d{1,4}$/.test(text) ? Number(text) : NaN;
  if (Number.isInteger(number) && (await levelByNumber(number))) return state.open(number, { push: true });
  $('calc2-level-hint').textContent = text ? await noLevel(text) : 'Type a level’s number.';
  return undefined;
}

function showPage(page) {
  state.page = page;
  [...$('calc2-level-grid').children].forEach((tile, i) => {
    tile.hidden = Math.floor(i / PAGE_SIZE) !== page;
  });
  [...$('calc2-level-ranges').children].forEach((button, i) => button.setAttribute('aria-pressed', String(i === page)));
}

async function renderGrid() {
  const levels = await loadLevels();
  const grid = $('calc2-level-grid');
  if (grid.children.length) return;
  grid.replaceChildren(...levels.map((level) => {
    const tile = progressTile(level.level, 'calc2-tile', { 'data-level': String(level.level),
      'data-name': 'Level ' + level.level + ': ' + level.start + ' to ' + level.goals.join(', ') + ' in ' + level.moves + ' ' + plural(level.moves, 'move') });
    tile.addEventListener('click', () => {
      toggleBrowser(false);
      state.open(level.level, { push: true });
    });
    return tile;
  }));
  const pages = [];
  for (let i = 0; i < levels.length; i += PAGE_SIZE) {
    const last = levels[Math.min(levels.length, i + PAGE_SIZE) - 1];
    const page = pages.length;
    const button = el('button', { className: 'btn small ghost', text: levels[i].level + '–' + last.level, attrs: { type: 'button', 'aria-pressed': 'false' } });
    button.addEventListener('click', () => showPage(page));
    pages.push(button);
  }
  $('calc2-level-ranges').replaceChildren(...pages);
  markProgress(grid);
  markLevel(state.current);
  const at = levels.findIndex((level) => level.level === state.current);
  showPage(at < 0 ? 0 : Math.floor(at / PAGE_SIZE));
}

async function toggleBrowser(open) {
  const button = $('calc2-levels');
  button.setAttribute('aria-expanded', String(open));
  $('calc2-level-browser').hidden = !open;
  if (open) await renderGrid();
}

// open(number, {push}): a level opened to play (index.js).
export function wireLevels({ open }) {
  state.open = open;
  $('calc2-prev').addEventListener('click', () => step(-1));
  $('calc2-next').addEventListener('click', () => step(1));
  $('calc2-level').addEventListener('keydown', (event) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    typed();
  });
  $('calc2-levels').addEventListener('click', () => toggleBrowser($('calc2-level-browser').hidden));
  watchProgress(() => markProgress($('calc2-level-grid')));
}
