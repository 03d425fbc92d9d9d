// calc.test.mjs: the Calculator back end through the wasm module, in Node:
// rule vectors from the C tests, all 199 levels agreeing with the native CLI,
// errors as objects (never a trap), and independent solves in one instance.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { loadEngine, levelText, root } from './engine.mjs';

let engine;
before(async () => { engine = await loadEngine(); });

// [start, button, value after one press] from the rule table; null = illegal.
const VECTORS = [
  [5, 'x-4', -20], [21, '/2', null], [1, '0', 10], [12, '34', 1234], [-17, '5', -175], [25, '00', 2500],
  [1234, '<<', 123], [-1234, '<<', -123], [5, '<<', 0], [1234, '4=>5', 1235], [1234, '34=>89', 1289],
  [123234, '23=>5', 1554], [123, '2=>00', 1003], [333, '33=>12', 123], [-41, '4=>0', -1], [2, '^3', 8],
  [-5, '^2', 25], [-3, '^3', -27], [1234, 'Reverse', 4321], [-1234, 'Rev', -4321], [120, 'Reverse', 21],
  [123, 'SUM', 6], [-123, 'SUM', -6], [4325, 'SUM', 14], [1234, '<Shift', 2341], [1234, 'Shift>', 4123],
  [120, 'Shift>', 12], [23, 'Mirror', 2332], [2552, 'Mirror', null], [-1, 'Mirror', -11], [4325, 'Inv10', 6785],
  [-123, 'Inv10', -987], [999999, '+1', null], [999999, '^63', null], [12, '×3', 36], [12, '÷4', 3],
];

test('rule vectors: one press gives the value in the rule table', () => {
  for (const [start, button, after] of VECTORS) {
    const goal = after ?? (start === 0 ? 1 : 0);
    const r = engine.solveCalc(`start: ${start}\ngoal: ${goal}\nmoves: 1\nbuttons: ${button}\n`);
    assert.ok(!r.error, JSON.stringify(r));
    if (after === null) {
      assert.equal(r.solved, false, `${start} [${button}] should be illegal`);
    } else {
      assert.equal(r.solved, true, `${start} [${button}]`);
      assert.deepEqual(r.values, [after]);
    }
  }
});

test('every bundled level is solved within its moves, exactly as the native CLI solves it', () => {
  const levels = engine.bundledLevels();
  assert.equal(levels.length, 199);
  const native = spawnSync(path.join(root, 'build/calcsolve'), ['level', 'all', '--json'], { encoding: 'utf8' });
  assert.equal(native.status, 0);
  const nativeResults = native.stdout.trim().split('\n').map((line) => JSON.parse(line));
  for (const level of levels) {
    const r = engine.solveCalc(levelText(level));
    assert.equal(r.solved, true, `level ${level.level}`);
    assert.ok(r.moves <= level.moves, `level ${level.level}: ${r.moves} > ${level.moves}`);
    assert.equal(r.values.at(-1), level.goal);
    assert.equal(r.values.length, r.solution.length);
    const n = nativeResults[level.level - 1];
    assert.equal(n.level, level.level);
    assert.deepEqual(r.solution, n.solution, `level ${level.level}`);
    assert.deepEqual(r.values, n.values, `level ${level.level}`);
    assert.equal(r.states, n.states);
  }
});

test('level 199 in 6 presses ending at 3507, with the portal fall shown', () => {
  const level = engine.bundledLevels()[198];
  const r = engine.solveCalc(levelText(level), { all: true });
  assert.equal(r.level, 199);
  assert.equal(r.moves, 6);
  assert.equal(r.values.at(-1), 3507);
  assert.deepEqual(r.steps[0], { press: '7', now: '7', spoken: 'type 7', value: 30, portal_from: 30027 });
  assert.ok(r.count >= 1 && r.solutions.length === Math.min(r.count, 100));
});

test('each step names its key as the game shows it then: after [+]1, +2 reads +3 (level 133)', () => {
  // a keyboard player heard "+2 gives 14" in level 133's solution, on a key that read +3
  const r = engine.solveCalc(levelText(engine.bundledLevels()[132]));
  assert.equal(r.level, 133);
  assert.deepEqual(r.steps.map((s) => s.press), ['1', '1', '[+]1', '+2']);
  assert.deepEqual(r.steps.map((s) => s.now), ['1', '1', '[+]1', '+3']);
  assert.deepEqual(r.values, [1, 11, 11, 14]);
});

test('classic rules and display digits are passed through', () => {
  const l155 = levelText(engine.bundledLevels()[154]);
  assert.equal(engine.solveCalc(l155).moves, 9);
  assert.equal(engine.solveCalc(l155, { classic: true }).moves, 7);
  const wide = engine.solveCalc('start: 99999\ngoal: 9999999\nmoves: 2\nbuttons: 9\n', { digits: 8 });
  assert.equal(wide.solved, true);
  assert.equal(wide.rules.digits, 8);
  const narrow = engine.solveCalc('start: 99999\ngoal: 999999\nmoves: 2\nbuttons: 9\n', { digits: 5 }).error;
  assert.equal(narrow.field, 'goal');
  // the message of the core's shared check, as the CLI prints it for files, bundled levels and the session
  assert.equal(narrow.message, '999999 does not fit a 5-digit display (at most 99999 either side of 0)');
  assert.equal(engine.solveCalc('start: 1\ngoal: 2\nmoves: 1\nbuttons: +1\n', { digits: 0 }).error.field, 'digits');
});

test('bad input returns an error object with line, field and message, never a trap', () => {
  const cases = [
    ['', 'input'], ['start: x', 'start'], ['start: 0\ngoal: 1\nmoves: 1\nbuttons: x\n', 'buttons'],
    ['start: 0\ngoal: 1\nmoves: 100\n', 'moves'], ['start: 0\nportal: 1 2\n', 'portal'], ['a'.repeat(100000), 'line'],
    ['start: 0\n\u0000\n', 'input'], ['<img src=x onerror=alert(1)>: 1', '<img src=x onerror=alert(1)>'],
    ['start: 0\ngoal: 1\nmoves: 1\nbuttons: ' + Array.from({ length: 11 }, (_, i) => `+${i + 1}`).join(','), 'buttons'],
    ['start: 0\ngoal: 1\nmoves: 1\nbuttons: +1,,+2', 'buttons'], // a trailing comma is fine (pasted lists), an empty item is not
  ];
  for (const [text, field] of cases) {
    const r = engine.solveCalc(text);
    assert.ok(r.error, `${JSON.stringify(text.slice(0, 40))} gave ${JSON.stringify(r).slice(0, 200)}`);
    assert.equal(r.error.field, field, JSON.stringify(r.error));
    assert.equal(typeof r.error.line, 'number');
    assert.ok(r.error.message.length > 5);
  }
  assert.deepEqual(engine.checkButton('3 => 5'), { label: '3=>5', family: 'convert', kind: 'replace', now: '3=>5', spoken: '3 to 5' });
  assert.deepEqual(engine.checkButton('[+]2'), { label: '[+]2', family: 'meta', kind: 'meta', now: '[+]2', spoken: 'add 2 to the keys' });
  assert.match(engine.checkButton('x').error.message, /xN needs a whole number/);
});

test('a huge search gives up on its budget and the next solve is unaffected', () => {
  const huge = 'start: 0\ngoal: -1\nmoves: 99\nbuttons: +1, x2, Reverse, Store, [+]1, Inv10, <Shift, 3=>1, Mirror, 7\n';
  const r = engine.solveCalc(huge, { maxStates: 20000 });
  assert.equal(r.gave_up, true);
  assert.match(r.message, /gave up after [\d,]+ states/);
  const after = engine.solveCalc('start: 0\ngoal: 2\nmoves: 2\nbuttons: +1\n');
  assert.deepEqual(after.values, [1, 2]);
});

test('two solves in a row in one instance give independent results', () => {
  const a = 'start: 0\ngoal: 12\nmoves: 4\nbuttons: +1, x2, Store\n';
  const b = 'start: 3\ngoal: 33\nmoves: 3\nbuttons: Store, +1\n';
  const firstA = engine.solveCalc(a, { all: true });
  const firstB = engine.solveCalc(b, { all: true });
  const againA = engine.solveCalc(a, { all: true });
  assert.deepEqual(againA, firstA);
  assert.deepEqual(engine.solveCalc(b, { all: true }), firstB);
  assert.notDeepEqual(firstA.solution, firstB.solution);
  assert.ok(firstB.solution.includes('Store:save'));
});

test('a thousand solves in one instance hold no memory between them', () => {
  const levels = engine.bundledLevels();
  const before = engine.memory();
  for (let i = 0; i < 1000; i++) engine.solveCalc(levelText(levels[i % levels.length]), { all: i % 2 === 0 });
  const afterSolves = engine.memory();
  assert.equal(afterSolves.inUse, before.inUse);
  assert.equal(afterSolves.inUse, 0);
});

test('bundled with {nth}: the Nth level alone, as in the whole list; [] past the last; the whole list for 0', () => {
  const all = engine.bundled('calculator');
  for (const n of [1, 143, 199]) assert.deepEqual(engine.bundled('calculator', { nth: n }), [all[n - 1]]);
  assert.deepEqual(engine.bundled('calculator', { nth: all.length + 1 }), []);
  assert.deepEqual(engine.bundled('calculator', { nth: 2 ** 40 }), []);
  for (const whole of [0, -3, 'x', undefined]) assert.equal(engine.bundled('calculator', { nth: whole }).length, all.length);
  assert.deepEqual(engine.bundled('digits', { nth: 1 }), []); // a game that ships none
  assert.match(engine.bundled('nope', { nth: 1 }).error.message, /unknown game/i);
});
