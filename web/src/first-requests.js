// first-requests.js: the engine requests a link's first screen starts with, known from
// the address alone, so that boot.js can post them to the early worker from the page's
// first bytes: the engine answers them while page.js is still on its way, and the page
// takes those answers (engine-client.js) instead of posting the same requests again.
// Each game builds its own (games/<game>/requests.js, gathered from games/list.js by the
// build), with the functions its page code uses for the same requests. Only the requests
// that depend on no answer (a bundled level's, a puzzle's, a clock's start); the other links
// (a puzzle of the day, your own level, a game in progress) start as the page asks.
// A game with an early.js draws the level's keys from those answers and plays them before
// page.js has come (games/calc/early.js).
import { GAME_EARLY, GAME_REQUESTS } from 'calcsolve:game-requests';

// {requests: [{id, op, args}] (ids from 1, the order the page asks in), early: the earlyKeys of
// the game they are for, or null}.
export function firstRequests(hash) {
  let early = null;
  const requests = GAME_REQUESTS.flatMap((gameRequests, i) => {
    const own = gameRequests(hash);
    if (own.length && !early) early = GAME_EARLY[i];
    return own;
  }).map((request, i) => ({ id: i + 1, ...request }));
  return { requests, early };
}
