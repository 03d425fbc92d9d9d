// engine-node.mjs: the same wasm engine the page runs (web/dist), loaded in
// Node, so browser tests compare what the page shows with the engine's own
// answers instead of copying numbers and messages into the tests.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DIST, checkDist } from './server.mjs';

let enginePromise = null;

export function nodeEngine() {
  if (!enginePromise) {
    checkDist();
    enginePromise = (async () => {
      const { default: factory } = await import(pathToFileURL(join(DIST, 'calcsolve.mjs')).href);
      const { createEngine } = await import(pathToFileURL(join(DIST, 'engine.mjs')).href);
      return createEngine(factory, { wasmBinary: readFileSync(join(DIST, 'calcsolve.wasm')) });
    })();
  }
  return enginePromise;
}
