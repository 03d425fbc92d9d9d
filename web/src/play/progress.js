// play/progress.js: a game's progress through its bundled levels, kept in localStorage under one
// key per game (nothing leaves the tab): per level, whether it was solved, whether it was ever
// solved in the fewest moves, and the hints used on it (the answer seen counts as one). Shown on
// the game's level grid (its tiles made by progressTile): each tile (data-level, data-name) gets a mark (its .tile-mark's data-mark: ✓ solved,
// ★ in the fewest moves, the hints' count), the classes solved, solved-fewest and hinted, and the
// words at the end of its accessible name. Each game makes its own (progressStore).
import '../../css/progress-tiles.css';
import { el } from '../dom.js';

// A grid's tile for a level: a button of the classes given and progress-tile, its number and
// the place of its mark. attrs: the button's (data-level and data-name among them).
export function progressTile(number, className, attrs) {
  return el('button', { className: className + ' progress-tile', attrs: { type: 'button', ...attrs } },
    [el('span', { className: 'tile-number', text: String(number) }), el('span', { className: 'tile-mark', attrs: { 'aria-hidden': 'true' } })]);
}

// One level's entry, every member of the right type whatever storage held.
function entryOf(raw) {
  const old = raw && typeof raw === 'object' ? raw : {};
  return { solved: old.solved === true, fewest: old.fewest === true, clean: old.clean === true, hints: Number.isSafeInteger(old.hints) && old.hints > 0 ? old.hints : 0 };
}

// The words and the mark of an entry: ", solved in the fewest moves, 2 hints used".
function describe(entry) {
  const words = [];
  if (entry.solved) words.push(entry.fewest ? 'solved in the fewest moves' : 'solved');
  if (entry.hints) words.push(entry.hints + (entry.hints === 1 ? ' hint' : ' hints') + ' used');
  const mark = (entry.solved ? (entry.fewest ? '★' : '✓') : '') + (entry.hints ? String(Math.min(entry.hints, 99)) : '');
  return { words: words.length ? ', ' + words.join(', ') : '', mark };
}

export function progressStore(key) {
  // {"199": {solved: true, fewest: false, clean: false, hints: 2}, ...}; {} when storage is off or holds junk.
  function read() {
    try {
      const data = JSON.parse(localStorage.getItem(key) || '{}');
      return data && typeof data === 'object' && !Array.isArray(data) ? data : {};
    } catch (error) {
      return {};
    }
  }
  function write(data) {
    try {
      localStorage.setItem(key, JSON.stringify(data));
    } catch (error) {
      /* storage full or disabled (private mode): progress is then for this visit only */
    }
  }
  let onChange = () => {};
  function update(level, change) {
    if (!level) return; // a level of one's own, or a puzzle of the day, has no place in the grid
    const data = read();
    const entry = entryOf(data[String(level)]);
    change(entry);
    data[String(level)] = entry;
    write(data);
    onChange();
  }
  return {
    // The hints a level took to be solved: counted until its first win; a level solved keeps its
    // best win's count (hints asked while replaying a solved level change no record).
    recordHint(level) {
      update(level, (entry) => {
        if (!entry.solved) entry.hints += 1;
      });
    },
    // A win: fewest when in the fewest moves with the answer not seen; clean when no hint (nor
    // the answer) helped; a later win with fewer hints lowers the count.
    recordWin(level, { hints, fewest }) {
      update(level, (entry) => {
        if (entry.solved) entry.hints = Math.min(entry.hints, hints);
        entry.solved = true;
        if (fewest) entry.fewest = true;
        if (hints === 0) entry.clean = true;
      });
    },
    levelProgress: (level) => entryOf(read()[String(level)]),
    // Marks the grid's tiles (data-level, data-name) with the progress.
    markProgress(grid) {
      if (!grid) return;
      const data = read();
      for (const tile of grid.querySelectorAll('[data-level]')) {
        const entry = entryOf(data[tile.dataset.level]);
        const { words, mark } = describe(entry);
        tile.classList.toggle('solved', entry.solved);
        tile.classList.toggle('solved-fewest', entry.fewest);
        tile.classList.toggle('hinted', entry.hints > 0);
        // drawn by CSS (content: attr(data-mark)), not as text: the tile's visible text stays its
        // number, which its accessible name (the words below) contains, as WCAG 2.5.3 asks
        const markNode = tile.querySelector('.tile-mark');
        if (markNode) markNode.dataset.mark = mark;
        tile.setAttribute('aria-label', tile.dataset.name + words);
      }
    },
    // redraw(): what to call when progress changes, here or in another tab.
    watch(redraw) {
      onChange = redraw;
      window.addEventListener('storage', (event) => {
        if (event.key === key) redraw();
      });
    },
  };
}
