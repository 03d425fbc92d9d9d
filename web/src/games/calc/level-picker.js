// games/calc/level-picker.js: the Calculator's bundled levels: fetched from the
// engine once, shown as a searchable grid, stepped with ‹ and ›, loaded into
// the form.
import { $, el, plural, quote, showNotice } from '../../dom.js';
import { helper } from '../../engine-client.js';
import { GAME } from './engine-calls.js';
import { stopReplay } from './display.js';
import { fillForm } from './form.js';
import { clearCalcResult } from './result.js';
import { calc, currentLevel } from './state.js';

let resolveLevels;
// resolves once the bundled levels are in (or could not be read)
export const levelsReady = new Promise((resolve) => {
  resolveLevels = resolve;
});

function renderLevelGrid() {
  const grid = $('level-grid');
  grid.replaceChildren();
  for (const level of calc.levels) {
    const tile = el('button', {
      className: 'level-tile',
      text: level.level,
      attrs: {
        type: 'button',
        'data-level': String(level.level),
        'aria-label': 'Level ' + level.level + ': ' + level.start + ' to ' + level.goal + ' in ' + level.moves + ' ' + plural(level.moves, 'move'),
        title: level.start + ' → ' + level.goal + ' in ' + level.moves,
      },
    });
    tile.addEventListener('click', () => loadLevel(level.level, { focusSolve: true }));
    grid.append(tile);
  }
  filterLevelGrid();
}
export function filterLevelGrid() {
  const query = $('level-search').value.trim();
  const current = currentLevel() ? String(calc.loaded.level) : null;
  let shown = 0;
  for (const tile of $('level-grid').children) {
    const match = query === '' || tile.dataset.level.startsWith(query);
    tile.hidden = !match;
    if (match) shown++;
    tile.classList.toggle('current', tile.dataset.level === current);
    if (tile.dataset.level === current) tile.setAttribute('aria-current', 'true');
    else tile.removeAttribute('aria-current');
  }
  if (calc.loaded && query === String(calc.loaded.level) && currentLevel()) {
    const l = calc.loaded;
    $('level-hint').textContent = 'Level ' + l.level + ' of ' + calc.levels.length + ': from ' + l.start + ' to ' + l.goal + ' in ' + l.moves + ' ' + plural(l.moves, 'move') + '.';
  } else if (query !== '' && calc.levels.length) {
    $('level-hint').textContent = shown ? shown + ' ' + plural(shown, 'level') + ' ' + plural(shown, 'matches', 'match') + ' ' + quote(query) + '. Enter loads the first.' : 'No bundled level matches ' + quote(query) + ' (they are numbered 1 to ' + calc.levels.length + ').';
  } else {
    $('level-hint').textContent = 'Type a level number and press Enter, or pick one below.';
  }
  return shown;
}
function searchLevel() {
  const query = $('level-search').value.trim();
  if (query === '') return;
  if (calc.byNumber.has(query)) return loadLevel(query, { focusSolve: true });
  const first = [...$('level-grid').children].find((tile) => !tile.hidden);
  if (first) loadLevel(first.dataset.level, { focusSolve: true });
  else $('level-hint').textContent = 'No bundled level matches ' + quote(query) + ' (they are numbered 1 to ' + calc.levels.length + ').';
}
function stepLevel(delta) {
  if (!calc.levels.length) return;
  const current = calc.loaded ? calc.loaded.level : Number($('level-search').value) || 0;
  let next = current + delta;
  if (next < 1) next = calc.levels.length;
  if (next > calc.levels.length) next = 1;
  loadLevel(next);
}
export function loadLevel(number, opts) {
  const level = calc.byNumber.get(String(number));
  if (!level) return false;
  stopReplay();
  calc.loaded = level;
  fillForm(level);
  $('level-search').value = String(level.level);
  filterLevelGrid();
  clearCalcResult('Level ' + level.level + ' is ready: press Solve.');
  if (opts && opts.focusSolve) $('calc-solve').focus();
  return true;
}

export async function loadLevels() {
  try {
    const levels = (await helper.request('bundled', { game: GAME })).result;
    if (Array.isArray(levels)) {
      calc.levels = levels;
      calc.byNumber = new Map(levels.map((l) => [String(l.level), l]));
      $('level-search').placeholder = '1 to ' + levels.length;
      $('level-browser').querySelector('summary').textContent = 'Browse all ' + levels.length + ' levels';
      renderLevelGrid();
    } else if (levels && levels.error) {
      showNotice('The bundled levels could not be read: ' + levels.error.message);
    }
  } catch (error) {
    showNotice(String(error.message || error));
  }
  resolveLevels();
}

export function wirePicker() {
  $('level-search').addEventListener('input', filterLevelGrid);
  $('level-search').addEventListener('keydown', (event) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      searchLevel();
    }
  });
  $('level-load').addEventListener('click', searchLevel);
  $('level-prev').addEventListener('click', () => stepLevel(-1));
  $('level-next').addEventListener('click', () => stepLevel(1));
}
