// index.cjs: the package for require() in Node (exports' "node" > "require"). require() loads
// ES modules only from Node 20.19 and 22.12, so this loads node.js with import(), which Node 18
// has. createEngine() is async anyway; createWorkerEngine() returns at once, each call waiting
// for node.js (bad options reject the calls). The error classes answer instanceof for node.js's.
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
