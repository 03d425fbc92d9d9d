// clock.test.mjs: the clock game through the wasm module, in Node: the pinned
// answers, the replay trace, the browser's cap, and errors as objects.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { loadEngine } from './engine.mjs';

let engine;
before(async () => { engine = await loadEngine(); });

test('n=4 k=2: the 48-choice answer, won at round 81, with a trace that ends all zero', () => {
  const r = engine.solveClock('4', '2');
  assert.equal(r.moves, '0XXX000X0XXX00XXX0XXXXX0XXX00XXX0XXXXX0XXXXX0000');
  assert.equal(r.length, 48);
  assert.equal(r.rounds, 81);
  assert.ok(Array.isArray(r.trace));
  const choices = r.trace.filter((t) => t.by === 'player').map((t) => t.choice).join('');
  assert.equal(choices, r.moves);
  assert.deepEqual(r.trace.at(-1).board, [0, 0, 0, 0]);
  for (const step of r.trace) assert.ok(step.cell >= 0 && step.cell < 4);
});

test('n=4 k=5 has an 854-choice answer', () => {
  const r = engine.solveClock('4', '5');
  assert.equal(r.length, 854);
  assert.equal(r.moves.length, 854);
});

test('the browser cap: 10^7 states accepted, above it a clear error naming the field', () => {
  const atCap = engine.solveClock('7', '9');
  assert.equal(atCap.solved, true);
  assert.equal(atCap.trace, null);
  assert.equal(atCap.trace_truncated, true);
  const above = engine.solveClock('8', '9');
  assert.equal(above.error.field, 'n');
  assert.match(above.error.message, /more positions than the solver can search: 10,000,000 at most/);
});

test('bad input is an error object naming the field', () => {
  for (const [n, k, field] of [['', '2', 'n'], ['x', '2', 'n'], ['1', '2', 'n'], ['4', '0', 'k'], ['4', '2.5', 'k'],
    ['4', '<script>', 'k'], ['99999999999999999999', '2', 'n']]) {
    const r = engine.solveClock(n, k);
    assert.ok(r.error, `${n},${k}: ${JSON.stringify(r).slice(0, 100)}`);
    assert.equal(r.error.field, field);
  }
});

test('the first field at fault is named: a bad n before a k left out', () => {
  for (const [text, field, line, message] of [['n: x', 'n', 1, /^n: /], ['\nn: 1', 'n', 2, /^n: /],
    ['n: 4', 'k', 1, /the puzzle has no k/], ['k: 2', 'n', 1, /the puzzle has no n/]]) {
    const { error } = engine.solve('clock', text);
    assert.deepEqual([error.field, error.line], [field, line], `${JSON.stringify(text)}: ${JSON.stringify(error)}`);
    assert.match(error.message, message);
  }
});
