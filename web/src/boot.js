// boot.js: starts the solver's Web Worker from the first bytes of the page, so
// the engine loads while page.js is still on its way and being parsed. The engine's
// wasm is fetched and compiled here too, beside the worker's own scripts rather than
// after them, and posted to the worker (a worker named "…+wasm" waits for it; a null
// means "fetch it yourself"). A link whose first requests are known from its address
// alone (first-requests.js: a bundled level, a Digits puzzle, a clock's start) has them
// posted here as well, so the engine answers them while page.js loads; a game with an
// early.js then draws the level's keys and plays them (games/calc/early.js). engine-client.js
// adopts the worker as its solver, takes the answers of those requests for its own, and posts
// the same compiled module to every worker it starts later (a restart after Cancel, the
// helper). What the worker says before then is kept for it.
//
// It also loads page.js (and the chunks page.js imports, as modulepreloads: the build's
// CALCSOLVE_PAGE_FILES). For a link whose keys are drawn here, page.js is asked for once they
// are: on a slow line page.js would share it with the wasm, and its parse would hold the main
// thread as the keys come; so the wasm has the line to itself, the keys are drawn and work, and
// page.js follows. Any other link asks for page.js at once.
//
// Built as one classic script (web/build.mjs bundles it with first-requests.js and
// inlines it in web/dist/index.html, its hash in the CSP, before anything else loads;
// web/build-single.mjs puts it in calcsolve.html's <head>, where the worker is started
// from a blob: URL of the single file's worker source, CALCSOLVE_WORKER_SOURCE, and
// fetches no wasm: the glue there carries it, and the page's script is in the file).
import { firstRequests } from './first-requests.js';

const BOOT_IDS = 1e9; // the ids of the presses played here (the page's own count up from 1)
const PAGE_WAIT_MS = 1500; // page.js waits no longer than this for the level's keys, once the wasm is in

// page.js and its chunks, asked for once.
let pageAsked = false;
function loadPage() {
  if (pageAsked || typeof CALCSOLVE_PAGE_FILES !== 'object') return;
  pageAsked = true;
  const [page, ...chunks] = CALCSOLVE_PAGE_FILES;
  for (const chunk of chunks) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = chunk;
    document.head.append(link);
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.src = page;
  document.head.append(script);
}

// Starts the worker; resolves when page.js may be asked for (at once, or once the wasm's bytes
// are in, for a link whose keys are drawn here).
function startSolverEarly() {
  if (typeof Worker !== 'function') return Promise.resolve();
  const single = typeof CALCSOLVE_WORKER_SOURCE === 'string';
  let wasm = Promise.resolve(null);
  let wasmBytes = Promise.resolve();
  try {
    if (!single && typeof WebAssembly === 'object' && typeof WebAssembly.compileStreaming === 'function') {
      const fetched = fetch('calcsolve.wasm');
      // a copy of the response read to its end: the bytes are in (whatever the compile makes of them)
      wasmBytes = fetched.then((response) => response.clone().arrayBuffer()).catch(() => null);
      wasm = WebAssembly.compileStreaming(fetched).catch(() => null);
    }
  } catch (error) {
    /* the worker fetches the wasm itself */
  }
  // Sends a "…+wasm" worker the compiled module, or null (not sendable here: it fetches the wasm).
  const sendWasm = (worker) => wasm.then((wasmModule) => {
    try {
      worker.postMessage({ wasmModule });
    } catch (error) {
      worker.postMessage({ wasmModule: null });
    }
  });
  try {
    const worker = single
      ? new Worker(URL.createObjectURL(new Blob([CALCSOLVE_WORKER_SOURCE], { type: 'text/javascript' })), { name: 'calcsolve' })
      : new Worker('worker.js', { type: 'module', name: 'calcsolve+wasm' });
    if (!single) sendWasm(worker);
    const early = [];
    worker.onmessage = (event) => early.push({ data: event.data });
    worker.onerror = (event) => {
      event.preventDefault();
      early.push({ error: event.message || '' });
    };
    const { requests, early: earlyKeys } = firstRequests(location.hash);
    for (const request of requests) worker.postMessage(request);
    // the level's keys, drawn and played before page.js (games/calc/early.js): their presses
    // under ids of their own, far above the page's, which go on from the first requests'
    let nextId = BOOT_IDS;
    const post = (op, args) => {
      worker.postMessage({ id: nextId, op, args });
      return nextId++;
    };
    const keys = earlyKeys ? earlyKeys(requests, post) : null;
    if (keys) worker.addEventListener('message', (event) => keys.heard(event.data));
    self.calcsolveBoot = { worker, early, sendWasm: single ? null : sendWasm, requests, keys };
    if (!keys) return Promise.resolve();
    worker.addEventListener('error', () => keys.heard({ fatal: true }));
    // the level's answer in (or, its bytes in, the engine still silent after PAGE_WAIT_MS)
    return wasmBytes.then(() => Promise.race([keys.ready, new Promise((resolve) => setTimeout(resolve, PAGE_WAIT_MS))]));
  } catch (error) {
    return Promise.resolve(); /* page.js starts its own worker and reports what fails */
  }
}

// The page's first read of localStorage (the Store rule, progress) loads the whole storage
// area, synchronously: tens of ms on a slow phone. Here it happens while the page still waits
// for page.js, not while page.js builds the first screen.
function openStorage() {
  try {
    return localStorage.length;
  } catch (error) {
    return 0; /* storage off: the page does without it */
  }
}

let pageMayLoad;
try {
  pageMayLoad = startSolverEarly();
} catch (error) {
  pageMayLoad = Promise.resolve();
}
pageMayLoad.then(loadPage, loadPage);
openStorage();
