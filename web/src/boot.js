// boot.js: starts the solver's Web Worker from the first bytes of the page, so
// the engine loads while page.js is still on its way and being parsed. The engine's
// wasm is fetched and compiled here too, beside the worker's own scripts rather than
// after them, and posted to the worker (a worker named "…+wasm" waits for it; a null
// means "fetch it yourself"). A link whose first requests are known from its address
// alone (first-requests.js: a bundled level, a Digits puzzle, a clock's start) has them
// posted here as well, so the engine answers them while page.js loads. engine-client.js adopts the
// worker as its solver, takes the answers of those requests for its own, and posts the
// same compiled module to every worker it starts later (a restart after Cancel, the
// helper). What the worker says before then is kept for it.
//
// Built as one classic script (web/build.mjs bundles it with first-requests.js and
// inlines it in web/dist/index.html, its hash in the CSP, before anything else loads;
// web/build-single.mjs puts it in calcsolve.html's <head>, where the worker is started
// from a blob: URL of the single file's worker source, CALCSOLVE_WORKER_SOURCE, and
// fetches no wasm: the glue there carries it).
import { firstRequests } from './first-requests.js';

function startSolverEarly() {
  if (typeof Worker !== 'function') return;
  const single = typeof CALCSOLVE_WORKER_SOURCE === 'string';
  let wasm = Promise.resolve(null);
  try {
    if (!single && typeof WebAssembly === 'object' && typeof WebAssembly.compileStreaming === 'function') {
      wasm = WebAssembly.compileStreaming(fetch('calcsolve.wasm')).catch(() => null);
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
    const requests = firstRequests(location.hash);
    for (const request of requests) worker.postMessage(request);
    self.calcsolveBoot = { worker, early, sendWasm: single ? null : sendWasm, requests };
  } catch (error) {
    /* page.js starts its own worker and reports what fails */
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

startSolverEarly();
openStorage();
