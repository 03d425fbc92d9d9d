// index.js: the calcsolve package's entry point in browsers and bundlers (the
// "default" condition of package.json's exports). The same engine as node.js;
// the .wasm is fetched from beside this file, new URL(..., import.meta.url)
// being the form bundlers (Vite, webpack 5) copy as an asset.
import factory from './dist/calcsolve.mjs';
import { CalcsolveBudgetError, CalcsolveInputError, createEngineWith, createWorkerEngineWith } from './core.js';

export { CalcsolveBudgetError, CalcsolveInputError };

const wasmUrl = new URL('./dist/calcsolve.wasm', import.meta.url);

// The engine in this thread: every method is synchronous (a long search blocks
// the page; use createWorkerEngine() there).
export async function createEngine() {
  return createEngineWith(factory, { locateFile: () => wasmUrl.href });
}

// The engine in a module Web Worker: every method returns a promise and takes
// {signal} in its options; aborting a running search terminates the worker.
export function createWorkerEngine() {
  return createWorkerEngineWith((onMessage, onError) => {
    const worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
    worker.onmessage = (event) => onMessage(event.data);
    worker.onerror = (event) => { event.preventDefault(); onError(new Error(event.message || 'calcsolve: worker failed')); };
    return { post: (message) => worker.postMessage(message), terminate: () => worker.terminate() };
  });
}
