// digits.test.mjs: the Digits back end through the wasm module, in Node: the
// pinned counts, closest and stars, errors as objects, and agreement with the CLI.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { loadEngine, root } from './engine.mjs';

let engine;
before(async () => { engine = await loadEngine(); });

test('415 from 1..6: 4 distinct solutions of 5 operations, each listed', () => {
  const r = engine.solveDigits('415', '1,2,3,4,5,6', { all: true });
  assert.equal(r.solved, true);
  assert.equal(r.ops, 5);
  assert.equal(r.count, 4);
  assert.equal(r.solutions.length, 4);
  for (const steps of r.solutions) {
    assert.equal(steps.length, 5);
    assert.match(steps.at(-1), / = 415$/);
  }
  assert.equal(r.pools.length, r.steps.length);
  assert.deepEqual(r.pools.at(-1), [415]);
});

test('765 from 1 3 7 10 25 50 has 49, 831 has none: closest 830, two stars', () => {
  const r = engine.solveDigits('765', '1 3 7 10 25 50', { all: true });
  assert.equal(r.count, 49);
  assert.equal(r.ops, 3);
  assert.equal(r.solutions.length, 49);
  const miss = engine.solveDigits('831', '1,3,7,10,25,50');
  assert.equal(miss.solved, false);
  assert.equal(miss.closest, 830);
  assert.equal(miss.distance, 1);
  assert.equal(miss.stars, 2);
});

test('the wasm module and the native CLI give the same answers', () => {
  for (const [target, numbers] of [['415', '1 2 3 4 5 6'], ['100', '2 2 3 7 11 13'], ['999', '1 1 2 2 3 3']]) {
    const native = spawnSync(path.join(root, 'build/calcsolve'), ['digits', target, ...numbers.split(' '), '--all', '--json'],
      { encoding: 'utf8' });
    assert.equal(native.status, 0);
    assert.deepEqual(engine.solveDigits(target, numbers, { all: true }), JSON.parse(native.stdout));
  }
});

test('bad input is an error object naming the field', () => {
  const cases = [
    ['', '1,2', 'target'], ['0', '1,2', 'target'], ['x', '1,2', 'target'], ['10', '5', 'numbers'],
    ['10', '1,2,3,4,5,6,7', 'numbers'], ['10', '1,-2', 'numbers'], ['10', '1,2.5', 'numbers'],
    ['10', '1,99999999999', 'numbers'], ['10', '<img src=x onerror=alert(1)>', 'numbers'],
  ];
  for (const [target, numbers, field] of cases) {
    const r = engine.solveDigits(target, numbers);
    assert.ok(r.error, `${target} / ${numbers}: ${JSON.stringify(r)}`);
    assert.equal(r.error.field, field, JSON.stringify(r.error));
    assert.ok(r.error.message.length > 5);
  }
});

test('the first field at fault is named: a bad target before numbers left out', () => {
  const cases = [
    ['target: x', 'target', 1, /the target \("x"\) is not a positive integer/],
    ['\n\ntarget: 0', 'target', 3, /not a positive integer/],
    ['target: 5', 'numbers', 1, /the puzzle has no numbers/],
    ['numbers: 1 2', 'target', 1, /the puzzle has no target/],
    ['numbers: 1 x\ntarget: y', 'target', 2, /the target/],
  ];
  for (const [text, field, line, message] of cases) {
    const { error } = engine.solve('digits', text);
    assert.deepEqual([error.field, error.line], [field, line], `${JSON.stringify(text)}: ${JSON.stringify(error)}`);
    assert.match(error.message, message);
  }
});

test('play as the original: the best reached outlives its number, submit keeps it, the hint builds on a picked number', () => {
  const start = 'target: 739\nnumbers: 37 20 3 100\n';
  const first = engine.play('digits', start, '37 * 20');
  assert.deepEqual([first.step.first, first.step.second, first.step.reached, first.step.reached_stars], [0, 1, 740, 2]);
  const second = engine.play('digits', first.text, '740 * 3');
  assert.deepEqual([second.step.stars, second.step.reached, second.step.reached_stars], [0, 740, 2]);
  assert.match(second.text, /\nbest: 740\n/);
  const ended = engine.play('digits', second.text, 'submit');
  assert.deepEqual([ended.step.submitted, ended.step.over, ended.step.won, ended.step.reached_stars], [true, true, false, 2]);
  assert.equal(ended.puzzle.submitted, true);
  assert.equal(engine.play('digits', ended.text, '2220 - 100').error.field, 'move');
  const picked = engine.hint('digits', start + 'picked: 100\n');
  assert.equal(picked.picked, 100);
  if (picked.builds) assert.equal(picked.step.a, 100);
  assert.equal(engine.hint('digits', start + 'picked: 99\n').error.field, 'picked');
});
