// worker.js: the Web Worker side of createWorkerEngine() in browsers: one engine
// answering the calls createWorkerEngineWith (core.js) sends, in order. Calls
// that arrive while the engine loads wait for it; if it cannot load (the .wasm
// not found), each call fails with the reason instead of waiting for ever.
import { createEngine } from './index.js';
import { serveEngine } from './core.js';

const ready = createEngine().then((engine) => serveEngine(engine, (answer) => self.postMessage(answer)));
self.onmessage = (event) => {
  ready.then((serve) => serve(event.data),
    (e) => self.postMessage({ id: event.data.id, failure: `calcsolve: the engine did not load: ${e && e.message ? e.message : e}` }));
};
