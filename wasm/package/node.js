// node.js: the calcsolve package's entry point in Node (the "node" condition of
// package.json's exports). The same engine as index.js; only the .wasm is read
// from the package's own folder with fs, since Emscripten 3.1.6's fetch by path
// does not work in Node 18+.
import { readFile } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import factory from './dist/calcsolve.mjs';
import { CalcsolveBudgetError, CalcsolveInputError, createEngineWith, createWorkerEngineWith } from './core.js';

export { CalcsolveBudgetError, CalcsolveInputError };

const wasmUrl = new URL('./dist/calcsolve.wasm', import.meta.url);

// The engine in this thread: every method is synchronous.
export async function createEngine() {
  return createEngineWith(factory, { wasmBinary: await readFile(wasmUrl) });
}

// The engine in a worker_threads Worker: every method returns a promise and
// takes {signal} in its options; aborting a running search terminates the
// worker (the next call starts a new one). close() ends it.
export function createWorkerEngine() {
  return createWorkerEngineWith((onMessage, onError) => {
    const worker = new Worker(new URL('./worker-node.js', import.meta.url));
    worker.on('message', (message) => { worker.unref(); onMessage(message); });
    worker.on('error', onError);
    worker.unref(); // an idle engine does not keep the process alive
    return {
      post: (message) => { worker.ref(); worker.postMessage(message); },
      terminate: () => { worker.terminate(); },
    };
  });
}
