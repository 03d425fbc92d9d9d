// games/calc2/requests.js: the Calculator 2 tab's engine requests that a link's first screen
// makes, built here only, so that boot.js (which posts them from the page's first bytes,
// first-requests.js) and the page (which then takes their answers instead of posting its own:
// engine-client.js) ask the very same thing. Imports nothing: boot.js carries this file before
// any of the page's modules.
export const GAME = 'calculator2';

// Every bundled level (190: the app numbers them 1..199 with 20, 40, … missing), read once.
export const bundledArgs = () => ({ game: GAME, options: {} });

// #level2=N (with &show=solution or not): the bundled levels. Any other link: none.
export function firstRequests(hash) {
  return /^#level2=[1-9]\d{0,2}(&show=solution)?$/.test(hash) ? [{ op: 'bundled', args: bundledArgs() }] : [];
}
