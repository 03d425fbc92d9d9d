// games/calc/progress.js: the player's progress in Calculator: The Game (play/progress.js's
// store under its own key), shown on the level grid's tiles; and the bundled level last opened.
import { progressStore } from '../../play/progress.js';

export const PROGRESS_KEY = 'calcsolve.calculator.progress';
const store = progressStore(PROGRESS_KEY);

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

export const recordHint = (level) => store.recordHint(level);
// A win: fewest when in the fewest moves with the solution not shown (play.js).
export const recordWin = (level, result) => store.recordWin(level, result);
export const levelProgress = (level) => store.levelProgress(level);
export const markProgress = (grid) => store.markProgress(grid);
// redraw(): what to call when progress changes, here or in another tab.
export const watchProgress = (redraw) => store.watch(redraw);
