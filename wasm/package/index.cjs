// index.cjs: the calcsolve package for require() in Node (the "require" condition under "node"
// in package.json's exports). The package is ES modules (node.js); require() loads those only
// in Node 20.19+ and 22.12+, so this wrapper loads node.js with import(), which every Node from
// 18 has. Its functions are asynchronous anyway: createEngine() resolves once node.js and the
// wasm are loaded, as in the ES module; createWorkerEngine() returns at once, and each of its
// calls waits for node.js first (bad options reject every call instead of throwing). The error
// classes answer instanceof for the errors the engine throws (node.js's own classes).
'use strict';

let esm = null;
const load = () => (esm ??= import('./node.js'));
let loaded = null; // node.js's exports, once load() has resolved
const loading = () => load().then((module) => (loaded = module));

// The methods of a worker engine (core.js's METHODS), each a promise.
const METHODS = ['games', 'help', 'fields', 'check', 'read', 'bundled', 'levels', 'level', 'solve', 'solveAll',
  'hint', 'hintAll', 'play', 'generate', 'graph'];

// An error class whose instanceof also holds for node.js's class of the same name.
function errorClass(name, defaults) {
  const own = {
    [name]: class extends Error {
      constructor({ line = 0, field = defaults.field, message = defaults.message } = {}) {
        super(message);
        this.name = name;
        this.field = field;
        if (name === 'CalcsolveInputError') this.line = line;
      }

      static [Symbol.hasInstance](value) {
        const esmClass = loaded && loaded[name];
        return (esmClass !== undefined && value instanceof esmClass) || Function.prototype[Symbol.hasInstance].call(this, value);
      }
    },
  };
  return own[name];
}

exports.CalcsolveInputError = errorClass('CalcsolveInputError', { field: 'input', message: 'bad input' });
exports.CalcsolveBudgetError = errorClass('CalcsolveBudgetError', { field: 'generate', message: 'the search stopped at its budget' });

// The engine in this thread (see node.js).
exports.createEngine = (options) => loading().then((module) => module.createEngine(options));

// The engine in a worker (see node.js): the same methods, each waiting for node.js to load.
exports.createWorkerEngine = (options) => {
  let closed = false;
  const engine = loading().then((module) => module.createWorkerEngine(options));
  engine.catch(() => {}); // its failure is each call's
  const closedError = () => new Error('calcsolve: the worker engine is closed');
  const api = {};
  for (const name of METHODS) {
    api[name] = (...args) => (closed ? Promise.reject(closedError()) : engine.then((worker) => worker[name](...args)));
  }
  // Ends the worker; calls still waiting are rejected.
  api.close = () => {
    closed = true;
    engine.then((worker) => worker.close(), () => {});
  };
  return api;
};
