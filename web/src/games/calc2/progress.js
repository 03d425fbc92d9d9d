// games/calc2/progress.js: the player's progress through Calculator 2's bundled levels
// (play/progress.js's store under its own key), marked on the level grid's tiles as the
// Calculator's are: ✓ solved, ★ in the fewest moves (the engine's fewest_moves from the start,
// every goal counted) without the answer seen, the hints used before the first win.
import { ask } from '../../play/controls.js';
import { progressStore } from '../../play/progress.js';
import { GAME } from './requests.js';

export const PROGRESS_KEY = 'calcsolve.calculator2.progress';
const store = progressStore(PROGRESS_KEY);

export const markProgress = (grid) => store.markProgress(grid);
export const watchProgress = (redraw) => store.watch(redraw);
export const levelProgress = (level) => store.levelProgress(level);
export const recordHint = (level) => store.recordHint(level);

// A game won (session: its PlaySession) of bundled level `level`: on record, its ★ when its moves
// are the engine's fewest from the start.
export async function recordWin(level, session) {
  if (!level || !session.won) return;
  const first = await ask('hint', { game: GAME, text: session.history[0].text });
  const fewest = first && !first.error && typeof first.fewest_moves === 'number' ? first.fewest_moves : null;
  const used = session.history.length - 1;
  store.recordWin(level, { hints: session.hints + (session.answerSeen ? 1 : 0), fewest: fewest !== null && used <= fewest && !session.answerSeen });
}
