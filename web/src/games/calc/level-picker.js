// games/calc/level-picker.js: the Calculator's bundled levels: fetched from the
// engine once, shown as a grid of all of them, reached by number (the level
// box), stepped with ‹ and › or the keyboard shortcuts, loaded into the form.
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

// goTo(number): the level picked, shown with its answer (index.js: load, solve, a history entry)
let goTo = () => {};

function renderLevelGrid() {
  const grid = $('level-grid');
  grid.replaceChildren();
  // every level, in numeric order, whatever the level box holds
  for (const level of [...calc.levels].sort((a, b) => a.level - b.level)) {
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
    tile.addEventListener('click', () => goTo(level.level));
    grid.append(tile);
  }
  markLevelGrid();
}

const describe = (l) => 'from ' + l.start + ' to ' + l.goal + ' in ' + l.moves + ' ' + plural(l.moves, 'move');

// Marks the level shown in the grid, and says under the level box where Enter goes.
export function markLevelGrid() {
  const query = $('level-search').value.trim();
  const current = currentLevel() ? String(calc.loaded.level) : null;
  for (const tile of $('level-grid').children) {
    const on = tile.dataset.level === current;
    tile.classList.toggle('current', on);
    if (on) tile.setAttribute('aria-current', 'true');
    else tile.removeAttribute('aria-current');
  }
  const named = calc.byNumber.get(query);
  if (named && query === current) {
    $('level-hint').textContent = 'Level ' + named.level + ' of ' + calc.levels.length + ': ' + describe(named) + '.';
  } else if (named) {
    $('level-hint').textContent = 'Enter goes to level ' + named.level + ': ' + describe(named) + '.';
  } else if (query !== '' && calc.levels.length) {
    $('level-hint').textContent = 'There is no bundled level ' + quote(query) + ': they are numbered 1 to ' + calc.levels.length + '.';
  } else {
    $('level-hint').textContent = 'Type a level number and press Enter, or pick one below.';
  }
}

// Enter or Load: the level whose number is typed (never the first of several that start so)
function jumpToTyped() {
  const query = $('level-search').value.trim();
  if (query === '') return;
  if (calc.byNumber.has(query)) goTo(calc.byNumber.get(query).level);
  else markLevelGrid();
}

function stepLevel(delta) {
  if (!calc.levels.length) return;
  const current = calc.loaded ? calc.loaded.level : Number($('level-search').value) || 0;
  let next = current + delta;
  if (next < 1) next = calc.levels.length;
  if (next > calc.levels.length) next = 1;
  goTo(next);
}

// Fills the form with a bundled level (its answer comes from the caller's solve).
export function loadLevel(number) {
  const level = calc.byNumber.get(String(number));
  if (!level) return false;
  stopReplay();
  calc.loaded = level;
  fillForm(level);
  $('level-search').value = String(level.level);
  markLevelGrid();
  clearCalcResult('Level ' + level.level + ' is ready: press Solve.');
  return true;
}

// The page's keyboard shortcuts for levels (README "The page"), on the Calculator
// tab only, and never while someone types in a field or holds a modifier.
const SHORTCUTS = { n: 1, ']': 1, p: -1, '[': -1 };
function typingIn(target) {
  return target instanceof Element && (target.isContentEditable || target.closest('input, textarea, select, [contenteditable]') !== null);
}
function onShortcut(event) {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
  if ($('panel-calc').hidden || typingIn(event.target)) return;
  if (Object.hasOwn(SHORTCUTS, event.key)) {
    event.preventDefault();
    stepLevel(SHORTCUTS[event.key]);
  } else if (event.key === '/') {
    event.preventDefault();
    $('level-search').focus();
    $('level-search').select();
  }
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

// go(number): what picking a level does (index.js: load it, solve it, a history entry).
export function wirePicker(go) {
  goTo = go;
  $('level-search').addEventListener('input', markLevelGrid);
  $('level-search').addEventListener('keydown', (event) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      jumpToTyped();
    }
  });
  $('level-load').addEventListener('click', jumpToTyped);
  document.addEventListener('keydown', onShortcut);
  $('level-prev').addEventListener('click', () => stepLevel(-1));
  $('level-next').addEventListener('click', () => stepLevel(1));
}
