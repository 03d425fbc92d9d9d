// worker.js: runs the calcsolve engine (C compiled to WebAssembly) off the page's
// main thread, so a long search never freezes the page; the page cancels a search
// by terminating this worker and starting a fresh one.
//
// Two builds use this file:
//  - web/dist/: a module worker, `new Worker('worker.js', {type: 'module'})`,
//    bundled with the two modules it imports below into one file
//    (web/build-worker.mjs: no second round trip before the engine starts);
//  - calcsolve.html (single file): build-single.mjs drops everything above the
//    cut line and puts the single-file Emscripten glue (which defines the global
//    factory `createCalcsolve`) and engine.mjs (without `export`) in front of
//    the rest, then starts it as a classic worker from a blob: URL.
//
// Protocol: the page posts {id, op, args}; the worker answers {id, ok: true,
// result, ms} (result is the engine's parsed JSON, errors included) or {id, ok:
// false, message} when the call itself failed. It posts {ready: true, ms} once
// the engine is loaded, or {fatal: message} when it cannot load. A worker named
// "…+wasm" first waits for {wasmModule} (a compiled WebAssembly.Module, or null).
import factory from './calcsolve.mjs';
import { createEngine } from './engine.mjs';
// ---- single-file cut: everything below runs in both builds ----

const workerStarted = performance.now();

// A worker named "…+wasm" is sent the engine's wasm, already fetched and compiled
// by the page (boot.js), as its first message {wasmModule}; null: fetch it here.
const postedWasm = !self.name.endsWith('+wasm') ? Promise.resolve(null) : new Promise((resolve) => {
  self.addEventListener('message', function take(event) {
    if (!event.data || !('wasmModule' in event.data)) return;
    self.removeEventListener('message', take);
    resolve(event.data.wasmModule instanceof WebAssembly.Module ? event.data.wasmModule : null);
  });
});

// Emscripten's instantiateWasm hook: instantiate the posted module instead of fetching
// the wasm; a failure rejects the engine's start as a failed fetch would.
function fromModule(wasmModule, fail) {
  return {
    instantiateWasm(imports, receive) {
      WebAssembly.instantiate(wasmModule, imports).then((instance) => receive(instance, wasmModule), fail);
      return {}; // the exports come later, through receive
    },
  };
}

const engineReady = postedWasm.then((wasmModule) => {
  if (!wasmModule) return createEngine(factory);
  return new Promise((resolve, reject) => {
    createEngine(factory, fromModule(wasmModule, reject)).then(resolve, reject);
  });
});

engineReady.then(
  () => self.postMessage({ ready: true, ms: performance.now() - workerStarted }),
  (error) => self.postMessage({ fatal: 'The solver could not start: ' + String((error && error.message) || error) }),
);

// The engine's generic calls, each taking the game's name: the page never
// names a game's own function, so a new game needs no change here.
const CALLS = {
  ping: () => true,
  games: (engine) => engine.games(),
  help: (engine, a) => engine.help(a.game),
  fields: (engine, a) => engine.fields(a.game, a.options || {}),
  check: (engine, a) => engine.check(a.game, a.field, a.value, a.options || {}),
  read: (engine, a) => engine.read(a.game, a.text, a.options || {}),
  bundled: (engine, a) => engine.bundled(a.game, a.options || {}),
  solve: (engine, a) => engine.solve(a.game, a.text, a.options || {}),
  hint: (engine, a) => engine.hint(a.game, a.text, a.options || {}),
  // the hint ladder: the hint's options (classic, digits) and {ladder: true}
  ladder: (engine, a) => engine.hint(a.game, a.text, { ...(a.options || {}), ladder: true }),
  play: (engine, a) => engine.play(a.game, a.text, a.move, a.options || {}),
  generate: (engine, a) => engine.generate(a.game, a.options || {}),
  graph: (engine, a) => engine.graph(a.game, a.text, a.options || {}),
  position: (engine, a) => engine.position(a.game, a.text, a.options || {}),
  memory: (engine) => engine.memory(),
};

function run(engine, op, args) {
  if (!Object.hasOwn(CALLS, op)) throw new Error('unknown request ' + String(op));
  return CALLS[op](engine, args);
}

self.onmessage = async (event) => {
  if (event.data && 'wasmModule' in event.data) return; // taken above
  const { id, op, args } = event.data || {};
  let engine;
  try {
    engine = await engineReady;
  } catch (error) {
    self.postMessage({ id, ok: false, message: 'The solver could not start: ' + String((error && error.message) || error) });
    return;
  }
  const started = performance.now();
  try {
    const result = run(engine, op, args || {});
    self.postMessage({ id, ok: true, result, ms: performance.now() - started });
  } catch (error) {
    // A trap in the wasm module (it should not happen) or a bad request.
    self.postMessage({ id, ok: false, message: String((error && error.message) || error), ms: performance.now() - started });
  }
};
