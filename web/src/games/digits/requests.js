// games/digits/requests.js: the Digits engine requests that a link's first screen makes,
// built here only, so that boot.js (which posts them from the page's first bytes,
// first-requests.js) and the page (which then takes their answers instead of posting its
// own: engine-client.js) ask the very same thing. Imports only puzzle.js (no imports of its
// own): boot.js carries this file, before any of the page's modules has loaded.
import { puzzleText } from '../../puzzle.js';

export const GAME = 'digits';

// The engine's puzzle text of {target, numbers: 'a,b,c'}; null when a value holds a line break.
export const textOf = (v) => puzzleText([['target', v.target], ['numbers', v.numbers]]);

// The engine's field limits (how many numbers a puzzle takes).
export const fieldsArgs = () => ({ game: GAME, options: {} });

// The answer of a puzzle's text (all: every distinct solution, not one).
export const solveArgs = (text, all) => ({ game: GAME, text, options: { all } });

// The puzzle read, to start a game of it (play/controls.js ask: options {}).
export const readArgs = (text) => ({ game: GAME, text, options: {} });

// #digits=TARGET:N1,N2,…, or the same with &show=solution, whole numbers only: the field
// limits, its answer when asked for, and the puzzle read, in the order the page asks
// (index.js load() and openPuzzle). Any other link: none.
export function firstRequests(hash) {
  const link = /^#digits=(\d{1,9}):(\d{1,9}(?:,\d{1,9}){0,9})(&show=solution)?$/.exec(hash);
  if (!link) return [];
  const text = textOf({ target: link[1], numbers: link[2] });
  const requests = [{ op: 'fields', args: fieldsArgs() }];
  if (link[3]) requests.push({ op: 'solve', args: solveArgs(text, false) });
  requests.push({ op: 'read', args: readArgs(text) });
  return requests;
}
