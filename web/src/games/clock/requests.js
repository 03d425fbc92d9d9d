// games/clock/requests.js: the clock game's engine requests that a link's first screen
// makes, built here only, so that boot.js (which posts them from the page's first
// bytes, first-requests.js) and the page (which then takes their answers instead of
// posting its own: engine-client.js) ask the very same thing. Imports only puzzle.js
// (no imports of its own): boot.js carries this file, before any of the page's modules.
import { puzzleText } from '../../puzzle.js';

export const GAME = 'clock';

// The engine's puzzle text of a clock {n, k}; null when a value holds a line break.
export const textOf = (c) => puzzleText([['n', c.n], ['k', c.k]]);

// A game started: the game's own moves up to the player's first turn (the move "wait").
export const startArgs = (text) => ({ game: GAME, text, move: 'wait', options: {} });

// #clock=N,K, or the same with &show=solution, whole numbers only: the game started (its
// answer, asked for, is of the position this answers with, so it waits for it). Any other
// link: none.
export function firstRequests(hash) {
  const link = /^#clock=(\d{1,6}),(\d{1,6})(&show=solution)?$/.exec(hash);
  return link ? [{ op: 'play', args: startArgs(textOf({ n: link[1], k: link[2] })) }] : [];
}
