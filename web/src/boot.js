// boot.js: starts the solver's Web Worker from the first bytes of the page, so
// the engine loads while page.js is still on its way and being parsed (index.html
// loads this tiny classic script, async, before anything else). The engine's wasm
// is fetched and compiled here too, beside the worker's own scripts rather than
// after them, and posted to the worker (a worker named "…+wasm" waits for it; a
// null means "fetch it yourself"). engine-client.js adopts the worker as its
// solver, and posts the same compiled module to every worker it starts later (a
// restart after Cancel, the helper). What the worker says before then (its
// "ready") is kept for it. web/build.mjs inlines this file into web/dist/index.html
// (its hash in the CSP), not bundled; the single file (calcsolve.html) does not use it.
(function startSolverEarly() {
  if (typeof Worker !== 'function') return;
  let wasm = Promise.resolve(null);
  try {
    if (typeof WebAssembly === 'object' && typeof WebAssembly.compileStreaming === 'function') {
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
    const worker = new Worker('worker.js', { type: 'module', name: 'calcsolve+wasm' });
    sendWasm(worker);
    const early = [];
    worker.onmessage = (event) => early.push({ data: event.data });
    worker.onerror = (event) => {
      event.preventDefault();
      early.push({ error: event.message || '' });
    };
    self.calcsolveBoot = { worker, early, sendWasm };
  } catch (error) {
    /* page.js starts its own worker and reports what fails */
  }
})();
