// first-requests.js: the engine requests a link's first screen starts with, known from
// the address alone, so that boot.js can post them to the early worker from the page's
// first bytes: the engine answers them while page.js is still on its way, and the page
// takes those answers (engine-client.js) instead of posting the same requests again.
// Each game builds its own, with the functions its page code uses for the same requests
// (games/<game>/requests.js). Only links whose first requests depend on no answer: a
// bundled Calculator level, a Digits puzzle; the others (the clock, whose answer follows
// its first position; a puzzle of the day; your own level) start as before.
import { firstRequests as calcFirst } from './games/calc/requests.js';
import { firstRequests as digitsFirst } from './games/digits/requests.js';

// [{id, op, args}]: ids from 1, the order the page asks in.
export function firstRequests(hash) {
  return [...calcFirst(hash), ...digitsFirst(hash)].map((request, i) => ({ id: i + 1, ...request }));
}
