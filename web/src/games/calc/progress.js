// games/calc/progress.js: the player's progress in Calculator: The Game, kept in
// localStorage under one key (nothing leaves the tab): per bundled level,
// whether it was solved, whether it was ever solved in the fewest moves, and
// the hints used on it (Show solution counts as one). Shown on the level grid's
// tiles: a mark, a class and the end of their accessible name.
export const PROGRESS_KEY = 'calcsolve.calculator.progress';

// {"199": {solved: true, fewest: false, clean: false, hints: 2}, ...}; {} when storage is off or holds junk.
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

// The bundled level last opened, under a key of its own: the bare address opens it again (a
// returning player goes on where they were; a first visit, with nothing kept, gets level 1).
const LAST_LEVEL_KEY = 'calcsolve.calculator.last';
export function recordOpened(level) {
  try {
    localStorage.setItem(LAST_LEVEL_KEY, String(level));
  } catch (error) {
    /* storage off: the bare address opens level 1 */
  }
}
export function lastLevel(count) {
  let n = 0;
  try {
    n = Number(localStorage.getItem(LAST_LEVEL_KEY));
  } catch (error) {
    /* storage off */
  }
  return Number.isSafeInteger(n) && n >= 1 && n <= count ? n : 1;
}

// One level's entry, every member of the right type whatever storage held.
function entryOf(raw) {
  const old = raw && typeof raw === 'object' ? raw : {};
  return { solved: old.solved === true, fewest: old.fewest === true, clean: old.clean === true, hints: Number.isSafeInteger(old.hints) && old.hints > 0 ? old.hints : 0 };
}

let onChange = () => {};

function update(level, change) {
  if (!level) return; // a level of your own has no place in the grid
  const data = readProgress();
  const entry = entryOf(data[String(level)]);
  change(entry);
  data[String(level)] = entry;
  writeProgress(data);
  onChange();
}

// The hints a level took to be solved: counted until its first win; a level solved keeps its
// best win's count (hints asked while replaying a solved level change no record).
export function recordHint(level) {
  update(level, (entry) => {
    if (!entry.solved) entry.hints += 1;
  });
}

// A win: fewest when in the fewest moves with the solution not shown (play.js);
// clean when no hint (nor the solution) helped; a later win with fewer hints lowers the count.
export function recordWin(level, { hints, fewest }) {
  update(level, (entry) => {
    if (entry.solved) entry.hints = Math.min(entry.hints, hints);
    entry.solved = true;
    if (fewest) entry.fewest = true;
    if (hints === 0) entry.clean = true;
  });
}

export const levelProgress = (level) => entryOf(readProgress()[String(level)]);

// The words and the mark of an entry: ", solved in the fewest moves, 2 hints used".
function describe(entry) {
  const words = [];
  if (entry.solved) words.push(entry.fewest ? 'solved in the fewest moves' : 'solved');
  if (entry.hints) words.push(entry.hints + (entry.hints === 1 ? ' hint' : ' hints') + ' used');
  const mark = (entry.solved ? (entry.fewest ? '★' : '✓') : '') + (entry.hints ? String(Math.min(entry.hints, 99)) : '');
  return { words: words.length ? ', ' + words.join(', ') : '', mark };
}

// Marks the grid's tiles (data-level, data-name) with the progress.
export function markProgress(grid) {
  if (!grid) return;
  const data = readProgress();
  for (const tile of grid.querySelectorAll('[data-level]')) {
    const entry = entryOf(data[tile.dataset.level]);
    const { words, mark } = describe(entry);
    tile.classList.toggle('solved', entry.solved);
    tile.classList.toggle('solved-fewest', entry.fewest);
    tile.classList.toggle('hinted', entry.hints > 0);
    const markNode = tile.querySelector('.tile-mark');
    if (markNode) markNode.textContent = mark;
    tile.setAttribute('aria-label', tile.dataset.name + words);
  }
}

// redraw(): what to call when progress changes, here or in another tab.
export function watchProgress(redraw) {
  onChange = redraw;
  window.addEventListener('storage', (event) => {
    if (event.key === PROGRESS_KEY) redraw();
  });
}
