// package-memory.mjs: the npm package's memory after a large search, printed by `make bench`
// (asserts nothing). The process's RSS after createEngine(), after a search that runs to the
// package's budget of 3,000,000 states, and once the engine has moved to a fresh wasm instance
// (core.js, RENEW_BYTES) and the old one is collected (gc(): the script runs itself again with
// --expose-gc); then the same with createWorkerEngine(), whose worker ends after such a search.
// The package README's "Memory" section quotes these numbers. Usage: node tests/bench/package-memory.mjs
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(import.meta.url);
if (typeof globalThis.gc !== 'function') {
  const r = spawnSync(process.execPath, ['--expose-gc', here], { stdio: 'inherit' });
  process.exit(r.status ?? 1);
}

const root = path.resolve(path.dirname(here), '../..');
const { createEngine, createWorkerEngine } = await import(path.join(root, 'wasm/package/node.js'));
const mb = () => `${Math.round(process.memoryUsage().rss / 1e6)} MB`;
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
// No win in 99 moves from ten buttons and a portal: the search runs to the budget.
const HARD = 'start: 0\ngoal: 999999\nmoves: 99\nbuttons: +1, x2, Reverse, Inv10, SUM, Mirror, <Shift, Shift>, Store, 7\nportal: 5 0\n';

const engine = await createEngine();
engine.solve('calculator', engine.level(143));
const before = mb();
const report = engine.solve('calculator', HARD);
const after = mb();
await pause(200); // the fresh instance is made in the background
globalThis.gc();
await pause(100);
console.log(`npm package memory, createEngine(): RSS ${before} before, ${after} after a search of ` +
  `${report.states.toLocaleString('en-US')} states (gave_up ${report.gave_up}), ${mb()} once collected`);

const worker = createWorkerEngine();
await worker.level(143);
const workerBefore = mb();
await worker.solve('calculator', HARD);
const workerAfter = mb();
await pause(300); // the worker ends after answering
console.log(`npm package memory, createWorkerEngine(): RSS ${workerBefore} before, ${workerAfter} after the same search, ${mb()} once its worker ended`);
worker.close();
