// worker-node.js: the worker_threads side of createWorkerEngine() in Node: one
// engine answering the calls createWorkerEngineWith (core.js) sends, in order.
// workerData.wasm is the `wasm` option of createWorkerEngine() (node.js), if given.
import { parentPort, workerData } from 'node:worker_threads';
import { createEngine } from './node.js';
import { serveEngine } from './core.js';

const engine = await createEngine(workerData && workerData.wasm !== undefined ? { wasm: workerData.wasm } : {});
parentPort.on('message', serveEngine(engine, (answer) => parentPort.postMessage(answer)));
