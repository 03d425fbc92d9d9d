// games/calc/requests.js: the Calculator's engine requests that a link's first screen
// makes, built here only, so that boot.js (which posts them from the page's first
// bytes, first-requests.js; early.js plays the level's first presses) and the page (which
// then takes their answers instead of posting its own: engine-client.js) ask the very same
// thing. No imports but store-rule.js and puzzle.js (which have none): boot.js carries this
// file, before any of the page's modules has loaded.
import { puzzleText } from '../../puzzle.js';
import { storedStoreRule } from './store-rule.js';

export const GAME = 'calculator';

// The display's size until the engine's field limits have arrived (engine-calls.js display).
export const DEFAULT_DIGITS = 6;

// The level's text for the engine. levelNumber: the bundled level it is, or null.
export function levelText(values, levelNumber) {
  return puzzleText([['level', levelNumber], ['start', values.start], ['goal', values.goal], ['moves', values.moves],
    ['buttons', values.buttons], ['portal', values.portal]]);
}

// The engine's field limits (the display's default size comes from them).
export const fieldsArgs = () => ({ game: GAME, options: {} });

// The bundled level `nth` alone (a link's level, read before the whole list).
export const bundledLevelArgs = (nth) => ({ game: GAME, options: { nth } });

// The answer of bundled level `bundled` at its start, asked for by its number (the engine
// reads the level itself) under the game's options {classic, digits, all}.
export const bundledSolveArgs = (bundled, { classic, digits, all }) => ({ game: GAME, text: '', options: { classic, digits, all, bundled } });

// #level=N, or #level=N&show=solution, and nothing else: the level, the field limits and (asked
// for) the answer, under the options a link without any sets (calcOptions in state.js: the
// boxes unticked, the display's default) and the Store rule saved on this device (play.js
// plays by it). Any other link: none (its requests depend on answers, or on options boot.js
// cannot know).
export function firstRequests(hash) {
  const link = /^#level=([1-9]\d{0,5})(&show=solution)?$/.exec(hash);
  if (!link) return [];
  const nth = Number(link[1]);
  const requests = [{ op: 'bundled', args: bundledLevelArgs(nth) }, { op: 'fields', args: fieldsArgs() }];
  if (link[2]) requests.push({ op: 'solve', args: bundledSolveArgs(nth, { classic: storedStoreRule() === 'free', digits: DEFAULT_DIGITS, all: false }) });
  return requests;
}
