// wasm.mjs: times the wasm module in Node for `make bench`: all 199 bundled
// levels, Digits with every distinct solution, the clock game. Prints numbers only.
import { readFileSync } from 'node:fs';
import { loadEngine, levelText } from '../wasm/engine.mjs';

function best(runs, fn) {
  let fastest = Infinity;
  let result;
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    result = fn();
    fastest = Math.min(fastest, performance.now() - t);
  }
  return { ms: fastest, result };
}

const t0 = performance.now();
const engine = await loadEngine();
console.log(`module instantiated in ${(performance.now() - t0).toFixed(1)} ms`);
const texts = engine.bundledLevels().map(levelText);
const calc = best(10, () => texts.map((t) => engine.solveCalc(t)));
const solved = calc.result.filter((r) => r.solved).length;
const states = calc.result.reduce((a, r) => a + r.states, 0);
console.log(`calculator: all 199 levels in ${calc.ms.toFixed(2)} ms (best of 10, JSON parse included), ` +
  `${solved} solved, ${states} states`);
// the same job as bench_calc.c natively: the whole level file in one call
const whole = readFileSync(new URL('../../core/calc/levels.txt', import.meta.url), 'utf8');
const once = best(20, () => engine.solveCalc(whole));
console.log(`calculator: all 199 levels as one JSON-array job (one call), parse and JSON included: ${once.ms.toFixed(2)} ms ` +
  `(best of 20), ${once.result.filter((r) => r.solved).length} solved`);
// the two benchmark levels, the same call as bench_calc.c natively
for (const name of ['level-a-deep.txt', 'level-b-whole-space.txt']) {
  const text = readFileSync(new URL(name, import.meta.url), 'utf8');
  const r = best(5, () => engine.solveCalc(text));
  console.log(`calculator: tests/bench/${name} as one call: ${r.ms.toFixed(1)} ms (best of 5), states ${r.result.states}`);
}
for (const [target, numbers] of [['415', '1,2,3,4,5,6'], ['765', '1,3,7,10,25,50']]) {
  const d = best(50, () => engine.solveDigits(target, numbers, { all: true }));
  console.log(`digits ${target} from ${numbers}, all distinct solutions: ${d.ms.toFixed(2)} ms (best of 50), ` +
    `count ${d.result.count}`);
}
for (const [n, k] of [['4', '5'], ['7', '5'], ['7', '9']]) {
  const runs = n === '4' ? 50 : 3;
  const c = best(runs, () => engine.solveClock(n, k));
  console.log(`clock n=${n} k=${k}: ${c.ms.toFixed(2)} ms (best of ${runs}), length ${c.result.length}, ` +
    `${c.result.states} states${c.result.error ? ' ERROR ' + c.result.error.message : ''}`);
}
