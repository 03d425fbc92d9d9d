// index.js: the calcsolve package's entry point in browsers and bundlers (the
// "default" condition of package.json's exports). The same engine as node.js.
// By default the .wasm and the worker script are beside this file, written as
// new URL('./...', import.meta.url), the form bundlers that copy assets (Vite,
// webpack 5) rewrite. Where a bundler does not (esbuild), the options say where
// they are: createEngine({ wasm }) and createWorkerEngine({ wasm, worker })
// (load.js); a load that fails names the address it tried and the option.
import factory from './dist/calcsolve.mjs';
import { CalcsolveBudgetError, CalcsolveInputError, createEngineWith, createWorkerEngineWith } from './core.js';
import { isBytes, loadOptions, wasmBytes, wasmLoadError, workerFailure, workerLoadError } from './load.js';

export { CalcsolveBudgetError, CalcsolveInputError };

const defaultWasm = new URL('./dist/calcsolve.wasm', import.meta.url);
// This module's address (what the default worker script is resolved against).
const here = import.meta.url;

// A URL option as an absolute URL: a string is read against the page's address.
function absolute(value) {
  const base = globalThis.document?.baseURI ?? globalThis.location?.href ?? here;
  return new URL(String(value), base);
}

// The engine's wasm bytes, from the `wasm` option (a URL or the bytes) or beside this file.
async function loadWasm(wasm) {
  if (isBytes(wasm)) return wasmBytes(wasm, 'the bytes given as the `wasm` option');
  const url = wasm === undefined ? defaultWasm : absolute(wasm);
  let response;
  try {
    response = await fetch(url, { credentials: 'same-origin' });
  } catch (e) {
    throw wasmLoadError(url.href, e && e.message ? e.message : String(e), e);
  }
  if (!response.ok) throw wasmLoadError(url.href, `HTTP ${response.status}`);
  return wasmBytes(await response.arrayBuffer(), url.href);
}

// The engine in this thread: every method is synchronous (a long search blocks
// the page; use createWorkerEngine() there). options.wasm: calcsolve.wasm's URL
// (a URL, or a string read against the page's address) or its bytes; options.worker
// is createWorkerEngine()'s, allowed here so that one object of options serves both.
export async function createEngine(options) {
  const { wasm } = loadOptions('createEngine', options, ['wasm', 'worker']);
  return createEngineWith(factory, { wasmBinary: await loadWasm(wasm) });
}

// The engine in a module Web Worker: every method returns a promise and takes
// {signal} in its options; aborting a running search terminates the worker.
// options.wasm as for createEngine(); options.worker: the worker script's URL
// (wasm/package/worker.js bundled on its own). Each worker is told first where
// the wasm is, before any call.
export function createWorkerEngine(options) {
  const { wasm, worker: script } = loadOptions('createWorkerEngine', options, ['wasm', 'worker']);
  const load = { wasm: wasm === undefined || isBytes(wasm) ? wasm : absolute(wasm).href };
  const scriptUrl = script === undefined ? new URL('./worker.js', here) : absolute(script);
  return createWorkerEngineWith((onMessage, onError) => {
    const since = globalThis.performance?.now() ?? 0;
    const worker = script === undefined
      ? new Worker(new URL('./worker.js', import.meta.url), { type: 'module' })
      : new Worker(scriptUrl, { type: 'module' });
    worker.onmessage = (event) => onMessage(event.data);
    // An error event without a message: the script or a module it imports did not load (a
    // 404); fetching them again finds which, for the error to name. The default script is
    // where the bundler put it: the worker script (initiator "other") the page fetched since.
    worker.onerror = (event) => {
      event.preventDefault();
      if (event.message) { onError(new Error(event.message)); return; }
      const where = (script === undefined && globalThis.performance?.getEntriesByType?.('resource')
        .find((r) => r.initiatorType === 'other' && r.startTime >= since && /\.m?js(?:[?#]|$)/.test(r.name))?.name) || scriptUrl.href;
      workerFailure(where).catch(() => null).then((failed) => onError(workerLoadError(where, { failed })));
    };
    worker.postMessage({ load });
    return { post: (message) => worker.postMessage(message), terminate: () => worker.terminate() };
  });
}
