// node.js: the calcsolve package's entry point in Node (the "node" condition of
// package.json's exports). The same engine as index.js; only the .wasm is read
// with fs (from the package's own folder by default), since Emscripten 3.1.6's
// fetch by path does not work in Node 18+. The options say where the files are
// when a bundler moved them (load.js): `wasm` a path, a file: or http(s) URL, or
// the bytes; `worker` the worker script (worker-node.js) as a path or URL.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import factory from './dist/calcsolve.mjs';
import { CalcsolveBudgetError, CalcsolveInputError, createEngineWith, createWorkerEngineWith } from './core.js';
import { isBytes, loadOptions, wasmBytes, wasmLoadError, workerLoadError } from './load.js';

export { CalcsolveBudgetError, CalcsolveInputError };

const defaultWasm = new URL('./dist/calcsolve.wasm', import.meta.url);

// The engine's wasm bytes: given, fetched (http and https) or read from a file.
async function loadWasm(wasm = defaultWasm) {
  if (isBytes(wasm)) return wasmBytes(wasm, 'the bytes given as the `wasm` option');
  const where = wasm instanceof URL ? wasm : /^https?:/i.test(wasm) || /^file:/i.test(wasm) ? new URL(wasm) : wasm;
  const shown = where instanceof URL && where.protocol === 'file:' ? decodeURIComponent(where.pathname) : String(where);
  if (where instanceof URL && where.protocol !== 'file:') {
    let response;
    try {
      response = await fetch(where);
    } catch (e) {
      throw wasmLoadError(shown, e && e.message ? e.message : String(e), e);
    }
    if (!response.ok) throw wasmLoadError(shown, `HTTP ${response.status}`);
    return wasmBytes(await response.arrayBuffer(), shown);
  }
  try {
    return wasmBytes(await readFile(where), shown);
  } catch (e) {
    if (e && e.url !== undefined) throw e;
    throw wasmLoadError(shown, e && e.code ? e.code : String(e), e);
  }
}

// The engine in this thread: every method is synchronous.
export async function createEngine(options) {
  const { wasm } = loadOptions('createEngine', options, ['wasm', 'worker']);
  return createEngineWith(factory, { wasmBinary: await loadWasm(wasm) });
}

// The engine in a worker_threads Worker: every method returns a promise and
// takes {signal} in its options; aborting a running search terminates the
// worker (the next call starts a new one). close() ends it.
export function createWorkerEngine(options) {
  const { wasm, worker: script = new URL('./worker-node.js', import.meta.url) } =
    loadOptions('createWorkerEngine', options, ['wasm', 'worker']);
  const workerData = { wasm: wasm instanceof URL ? wasm.href : wasm };
  // a worker script that is not there (a wrong `worker` option) is said so, naming the option
  // (a module the script imports that is missing is another matter: its own error)
  const href = String(script);
  const scriptPath = href.startsWith('file:') ? fileURLToPath(href) : href;
  const notLoaded = (error) => error?.code === 'ERR_WORKER_PATH' ||
    (['ERR_MODULE_NOT_FOUND', 'MODULE_NOT_FOUND'].includes(error?.code) && String(error.message).includes(scriptPath));
  const failure = (error) => (notLoaded(error) ? workerLoadError(href, { node: true, cause: error }) : error);
  return createWorkerEngineWith((onMessage, onError) => {
    let worker;
    try {
      worker = new Worker(script, { workerData });
    } catch (error) {
      throw failure(error);
    }
    worker.on('message', (message) => { worker.unref(); onMessage(message); });
    worker.on('error', (error) => onError(failure(error)));
    worker.unref(); // an idle engine does not keep the process alive
    return {
      post: (message) => { worker.ref(); worker.postMessage(message); },
      terminate: () => { worker.terminate(); },
    };
  });
}
