// calc2-levels.mjs: Calculator 2's 190 bundled levels timed one by one, natively (the CLI's
// `level N --game calculator2`, one process a level, so process start is included) and in wasm
// (engine.solve with {bundled: n}, in Node), for `make bench`: the total and the slowest of each.
// Prints numbers only.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { loadEngine, root } from '../wasm/engine.mjs';

const engine = await loadEngine();
const levels = engine.bundled('calculator2');
const slowest = (times) => times.reduce((a, b) => (b.ms > a.ms ? b : a));
const wasm = levels.map((level, i) => {
  const t = performance.now();
  const answer = engine.solve('calculator2', '', { bundled: i + 1 });
  const ms = performance.now() - t;
  if (answer.error || !answer.solved) throw new Error(`level ${level.level}: ${answer.error ? answer.error.message : 'not solved'}`);
  return { level: level.level, ms };
});
const cli = path.join(root, 'build/calcsolve');
const native = levels.map((level) => {
  const t = performance.now();
  const r = spawnSync(cli, ['level', String(level.level), '--game', 'calculator2', '--json'], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`level ${level.level}: ${r.stderr}`);
  return { level: level.level, ms: performance.now() - t };
});
for (const [name, times] of [['wasm (Node)', wasm], ['native (a process each)', native]]) {
  const total = times.reduce((a, b) => a + b.ms, 0);
  const worst = slowest(times);
  console.log(`calculator2, ${times.length} levels, ${name}: ${total.toFixed(0)} ms in all; the slowest, level ${worst.level}: ${worst.ms.toFixed(1)} ms`);
}
