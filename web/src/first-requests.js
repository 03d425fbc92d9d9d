// first-requests.js: the engine requests a link's first screen starts with, known from
// the address alone, so that boot.js can post them to the early worker from the page's
// first bytes: the engine answers them while page.js is still on its way, and the page
// takes those answers (engine-client.js) instead of posting the same requests again.
// Each game builds its own, with the functions its page code uses for the same requests
// (games/<game>/requests.js). Only the requests that depend on no answer: a bundled
// Calculator level's, a Digits puzzle's, a clock's start (its answer is of the position
// that start answers with: the page asks for it then); the other links (a puzzle of the
// day, your own level, a game in progress) start as before.
import { firstRequests as calcFirst } from './games/calc/requests.js';
import { firstRequests as digitsFirst } from './games/digits/requests.js';
import { firstRequests as clockFirst } from './games/clock/requests.js';

// [{id, op, args}]: ids from 1, the order the page asks in.
export function firstRequests(hash) {
  return [...calcFirst(hash), ...digitsFirst(hash), ...clockFirst(hash)].map((request, i) => ({ id: i + 1, ...request }));
}
