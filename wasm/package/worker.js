// worker.js: the Web Worker side of createWorkerEngine() in browsers: one engine
// answering the calls createWorkerEngineWith (core.js) sends, in order. The first
// message, {load}, says where the wasm is (index.js sends it before any call: the
// `wasm` option as an absolute URL or bytes, or nothing for the default). Calls
// that arrive while the engine loads wait for it; if it cannot load (the .wasm
// not found), each call fails with the reason instead of waiting for ever.
import { createEngine } from './index.js';
import { serveEngine } from './core.js';

const load = new Promise((resolve) => {
  self.addEventListener('message', (event) => resolve((event.data && event.data.load) || {}), { once: true });
});
const ready = load.then((options) => createEngine(options))
  .then((engine) => serveEngine(engine, (answer) => self.postMessage(answer)));
self.onmessage = (event) => {
  if (event.data && event.data.load) return;
  ready.then((serve) => serve(event.data),
    (e) => self.postMessage({ id: event.data.id, failure: `calcsolve: the engine did not load: ${e && e.message ? e.message : e}` }));
};
