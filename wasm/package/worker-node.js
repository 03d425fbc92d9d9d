// worker-node.js: the worker_threads side of createWorkerEngine() in Node: one
// engine answering the calls createWorkerEngineWith (core.js) sends, in order.
import { parentPort } from 'node:worker_threads';
import { createEngine } from './node.js';
import { serveEngine } from './core.js';

const engine = await createEngine();
parentPort.on('message', serveEngine(engine, (answer) => parentPort.postMessage(answer)));
