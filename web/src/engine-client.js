// engine-client.js: the page's side of the worker protocol (worker.js). Two
// engines, each a C core compiled to wasm in its own Web Worker: the solver runs
// searches and is restarted on Cancel; the helper answers quick questions
// (button checks, field checks, the bundled levels) while a long search runs.
import { SINGLE_FILE } from './dom.js';

let blobUrl = null;
// The worker boot.js started before this script ran (once: a restart makes a new one).
function adoptBootWorker() {
  const boot = self.calcsolveBoot;
  if (!boot || boot.taken) return null;
  boot.taken = true;
  return boot;
}

function makeWorker() {
  if (SINGLE_FILE) {
    if (!blobUrl) blobUrl = URL.createObjectURL(new Blob([CALCSOLVE_WORKER_SOURCE], { type: 'text/javascript' }));
    return new Worker(blobUrl, { name: 'calcsolve' });
  }
  // the wasm boot.js compiled serves every later worker too (a restart, the helper): no second download
  const boot = self.calcsolveBoot;
  if (!boot || !boot.sendWasm) return new Worker('worker.js', { type: 'module', name: 'calcsolve' });
  const worker = new Worker('worker.js', { type: 'module', name: 'calcsolve+wasm' });
  boot.sendWasm(worker);
  return worker;
}

// The identity of a request: expect() keeps answers under it for the request() that follows.
// Its arguments are written with their keys in order, so that the same request built in
// another order (boot.js's, first-requests.js) is the same.
const sortedJson = (value) => JSON.stringify(value, (key, v) => (v && typeof v === 'object' && !Array.isArray(v)
  ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, v[k]]))
  : v));
const requestKey = (op, args) => op + ' ' + sortedJson(args);

export class Cancelled extends Error {
  constructor() {
    super('cancelled');
    this.cancelled = true;
  }
}

// One engine in one worker; requests are answered in order.
class EngineClient {
  constructor({ adopt = false } = {}) {
    this.nextId = 1;
    this.pending = new Map();
    this.expected = new Map(); // expect(): key -> the answer's promise
    this.start({ adopt });
  }
  start({ adopt = false } = {}) {
    const boot = adopt ? adoptBootWorker() : null;
    this.worker = boot ? boot.worker : makeWorker();
    this.fatal = null;
    this.ready = new Promise((resolve) => {
      this.markReady = resolve;
    });
    const failed = (message) => this.fail('The solver could not start' + (message ? ': ' + message : '.'));
    this.worker.onmessage = (event) => this.receive(event.data || {});
    this.worker.onerror = (event) => {
      event.preventDefault();
      failed(event.message);
    };
    if (boot) this.adoptRequests(boot.requests || []);
    // what the early worker said before this script ran, in order
    if (boot) for (const event of boot.early.splice(0)) event.error !== undefined ? failed(event.error) : this.receive(event.data || {});
  }
  // The link's first requests boot.js posted ({id, op, args}): their answers are kept, as
  // expect()'s are, for the page's own requests that ask the same; ids go on after theirs.
  adoptRequests(requests) {
    for (const { id, op, args } of requests) {
      const answer = new Promise((resolve, reject) => this.pending.set(id, { resolve, reject }));
      answer.catch(() => {}); // not asked for after all (another link opened first): no error
      this.expected.set(requestKey(op, args), answer);
      this.nextId = Math.max(this.nextId, id + 1);
    }
  }
  receive(data) {
    if (data.ready) {
      this.markReady(data.ms);
      return;
    }
    if (data.fatal) {
      this.fail(data.fatal);
      return;
    }
    const job = this.pending.get(data.id);
    if (!job) return;
    this.pending.delete(data.id);
    if (data.ok) job.resolve({ result: data.result, ms: data.ms });
    else {
      job.reject(new Error(data.message || 'the solver failed'));
      this.restart(); // its memory may be in a bad state after a trap
    }
  }
  fail(message) {
    this.fatal = message;
    this.markReady(null);
    for (const job of this.pending.values()) job.reject(new Error(message));
    this.pending.clear();
  }
  request(op, args) {
    if (this.expected.size) {
      const key = requestKey(op, args);
      const early = this.expected.get(key);
      if (early) {
        this.expected.delete(key);
        return early;
      }
    }
    if (this.fatal) return Promise.reject(new Error(this.fatal));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, at: performance.now() });
      this.worker.postMessage({ id, op, args });
    });
  }
  // A request the page is about to make, posted now so the engine works on it while
  // the page draws (a link's level with its answer asked for: the solve goes out as
  // soon as the level is read, not after the level is on screen). The next request()
  // with the same op and arguments takes this answer instead of posting again.
  expect(op, args) {
    const key = requestKey(op, args);
    if (this.expected.has(key)) return;
    const answer = this.request(op, args);
    answer.catch(() => {}); // a cancelled guess nobody asked for is no error
    this.expected.set(key, answer);
  }
  // Stops whatever runs (terminating the worker is the only way to stop wasm)
  // and starts a fresh worker, so the next request does not wait for a load.
  restart() {
    this.worker.terminate();
    this.expected.clear();
    const jobs = [...this.pending.values()];
    this.pending.clear();
    this.start();
    for (const job of jobs) job.reject(new Cancelled());
  }
}

// The helper starts only when a search runs long (jobs.js) or a question comes
// while one runs: most visits never search for long, and a second engine costs
// a second download and compile of the wasm. Until then the solver, idle
// between its short searches, answers the helper's questions.
export const solver = new EngineClient({ adopt: true });
let helperClient = null;
let searching = () => false; // set by jobs.js: whether the solver runs a search

export function setSearchProbe(probe) {
  searching = probe;
}

export function startHelper() {
  if (!helperClient) helperClient = new EngineClient();
  return helperClient;
}

// The first screen (the link opened, its answer shown if it asked for one) comes
// first: what it does not need (the other games, the palette's colours, the key help,
// the level grid) waits for it, so a linked level's solve never queues behind them in
// the worker. main.js says when the first screen is up (or gave up waiting); the
// deferred work then starts when the browser is idle, each caller's in an idle
// period of its own, so a click right after the first answer waits for one piece
// of it at most, not for all of it in one task. It also yields to the player: not
// within INPUT_QUIET_MS of a tap or key, nor while the solver has a request made since
// the last one to answer (a press, a hint), so a first press is never queued behind it,
// in the worker or on the main thread (a search running is not waited for: the helper
// answers meanwhile).
let markFirstScreen;
const firstScreen = new Promise((resolve) => {
  markFirstScreen = resolve;
});
const INPUT_QUIET_MS = 300;
let lastInput = -Infinity;
if (typeof addEventListener === 'function') {
  for (const type of ['pointerdown', 'keydown']) addEventListener(type, () => (lastInput = performance.now()), { capture: true, passive: true });
}
const idle = () => new Promise((resolve) => (self.requestIdleCallback || ((callback) => setTimeout(callback, 50)))(resolve, { timeout: 1000 }));
async function calm() {
  for (let tries = 0; tries < 20; tries++) {
    await idle();
    const quiet = performance.now() - lastInput;
    const answering = Number.isFinite(lastInput) && [...solver.pending.values()].some((job) => job.at >= lastInput);
    // a search's long wait is not waited out: deferred questions go to the helper then
    if ((searching() || !answering) && quiet >= INPUT_QUIET_MS) return;
    await new Promise((resolve) => setTimeout(resolve, Math.max(50, INPUT_QUIET_MS - quiet)));
  }
}
export const firstScreenShown = () => markFirstScreen();
export const afterFirstScreen = () => firstScreen.then(calm);

export const helper = {
  request(op, args) {
    if (helperClient || searching()) return startHelper().request(op, args);
    return solver.request(op, args).catch((error) => {
      // a search started and was cancelled before this was answered
      if (error instanceof Cancelled) return startHelper().request(op, args);
      throw error;
    });
  },
};
