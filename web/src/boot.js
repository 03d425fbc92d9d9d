// boot.js: starts the solver's Web Worker from the first bytes of the page, so
// the engine's wasm is fetched and compiled while page.js is still on its way
// and being parsed (index.html loads this tiny classic script, async, before
// anything else). engine-client.js adopts the worker as its solver; what the
// worker says before then (its "ready") is kept for it. web/build.mjs inlines it
// into web/dist/index.html (its hash in the CSP), not bundled; the single file
// (calcsolve.html) does not use it.
(function startSolverEarly() {
  if (typeof Worker !== 'function') return;
  try {
    const worker = new Worker('worker.js', { type: 'module', name: 'calcsolve' });
    const early = [];
    worker.onmessage = (event) => early.push({ data: event.data });
    worker.onerror = (event) => {
      event.preventDefault();
      early.push({ error: event.message || '' });
    };
    self.calcsolveBoot = { worker, early };
  } catch (error) {
    /* page.js starts its own worker and reports what fails */
  }
})();
