// games/calc/progress.js: the player's progress in Calculator: The Game, kept in
// localStorage under one key: per bundled level, whether it was solved, whether
// it was ever solved without a hint, and how many hints were used on it. Shown
// on the level grid's tiles (a class and their accessible name), whoever drew
// the grid: a MutationObserver marks the tiles each time the picker redraws it.
import { $ } from '../../dom.js';

export const PROGRESS_KEY = 'calcsolve.calculator.progress';

// {"199": {solved: true, clean: false, hints: 2}, ...}; {} when storage is off or holds junk.
export function readProgress() {
  try {
    const data = JSON.parse(localStorage.getItem(PROGRESS_KEY) || '{}');
    return data && typeof data === 'object' && !Array.isArray(data) ? data : {};
  } catch (error) {
    return {};
  }
}

function writeProgress(data) {
  try {
    localStorage.setItem(PROGRESS_KEY, JSON.stringify(data));
  } catch (error) {
    /* storage full or disabled (private mode): progress is then for this visit only */
  }
}

function update(level, change) {
  if (!level) return; // a level of your own has no place in the grid
  const data = readProgress();
  const key = String(level);
  const old = data[key] && typeof data[key] === 'object' ? data[key] : {};
  const entry = { solved: old.solved === true, clean: old.clean === true, hints: Number.isSafeInteger(old.hints) ? old.hints : 0 };
  change(entry);
  data[key] = entry;
  writeProgress(data);
  markLevelGrid();
}

export function recordHint(level) {
  update(level, (entry) => {
    entry.hints += 1;
  });
}

// A win, with the hints used in that game: clean when none.
export function recordWin(level, hintsUsed) {
  update(level, (entry) => {
    entry.solved = true;
    if (hintsUsed === 0) entry.clean = true;
  });
}

export function levelProgress(level) {
  const entry = readProgress()[String(level)];
  return entry && typeof entry === 'object' ? entry : { solved: false, clean: false, hints: 0 };
}

const SUFFIX = /, (solved without hints|solved)$/;

// Marks the grid's tiles (data-level) solved / solved without hints, in their
// class and at the end of their accessible name.
export function markLevelGrid() {
  const grid = $('level-grid');
  if (!grid) return;
  const data = readProgress();
  for (const tile of grid.querySelectorAll('[data-level]')) {
    const entry = data[tile.dataset.level];
    const solved = Boolean(entry && entry.solved);
    const clean = Boolean(solved && entry.clean);
    tile.classList.toggle('solved', solved);
    tile.classList.toggle('solved-clean', clean);
    const label = tile.getAttribute('aria-label');
    if (label !== null) {
      const base = label.replace(SUFFIX, '');
      const wanted = base + (clean ? ', solved without hints' : solved ? ', solved' : '');
      if (wanted !== label) tile.setAttribute('aria-label', wanted);
    }
  }
}

// Keeps the marks on whatever the picker draws, and on changes made in another tab.
export function watchLevelGrid() {
  const grid = $('level-grid');
  if (grid) new MutationObserver(markLevelGrid).observe(grid, { childList: true });
  window.addEventListener('storage', (event) => {
    if (event.key === PROGRESS_KEY) markLevelGrid();
  });
  markLevelGrid();
}
