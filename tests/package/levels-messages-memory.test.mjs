// levels-messages-memory.test.mjs: the package's engine (wasm/package/node.js, with the wasm
// `make package` builds) on three points: level(n) and the bundled levels, read from the engine
// once and handed out as copies; messages that say what they got (a puzzle that is not one, a
// list longer than its game takes, a move that is not text, an unknown game with the games' names,
// a clock n beyond 64 bits with its range); and memory given back after a search that ran to its
// budget (a fresh wasm instance; the worker engine's worker ends), measured as the process's RSS
// in a child process (run with --expose-gc for createEngine()).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root, run, ok } from './install.mjs';

const entry = path.join(root, 'wasm/package/node.js');
assert.ok(existsSync(path.join(root, 'wasm/package/dist/calcsolve.wasm')), 'run `make package` first');
const { createEngine, createWorkerEngine, CalcsolveInputError } = await import(entry);
const engine = await createEngine();

const thrown = (f) => {
  try {
    f();
  } catch (e) {
    assert.ok(e instanceof CalcsolveInputError, String(e));
    return { field: e.field, message: e.message };
  }
  assert.fail('no error thrown');
};

test('level(n) and level(game, n) are the bundled levels, from 1', async () => {
  // an engine that has not read the whole list yet answers the same
  const fresh = await createEngine();
  const level143 = fresh.level(143);
  assert.deepEqual(thrown(() => fresh.level(200)), { field: 'level', message: 'calculator has 199 bundled puzzles (1 to 199), got 200' });
  const levels = engine.levels();
  assert.deepEqual(level143, levels[142]);
  assert.equal(levels.length, 199);
  assert.deepEqual(engine.level(143), levels[142]);
  assert.deepEqual(engine.level('calculator', 1), levels[0]);
  assert.equal(engine.level(199).goal, 3507);
  assert.deepEqual(thrown(() => engine.level(0)), { field: 'level', message: 'a level is a whole number from 1, got 0' });
  assert.deepEqual(thrown(() => engine.level(200)), { field: 'level', message: 'calculator has 199 bundled puzzles (1 to 199), got 200' });
  assert.equal(thrown(() => engine.level('7')).field, 'game');   // a text first is a game's name
  assert.deepEqual(thrown(() => engine.level(2.5)), { field: 'level', message: 'a level is a whole number from 1, got 2.5' });
  assert.deepEqual(thrown(() => engine.level(undefined)), { field: 'level', message: 'a level is a whole number from 1, got undefined' });
  for (const game of engine.games().filter((g) => !g.bundled).map((g) => g.name))
    assert.deepEqual(thrown(() => engine.level(game, 1)), { field: 'level', message: `${game} has no bundled puzzles` });
  assert.equal(thrown(() => engine.level('nope', 1)).field, 'game');
});

test('the levels are read once and each answer is a copy the caller may change', () => {
  const first = engine.levels();
  first[0].goal = -1;
  first[0].buttons.length = 0;
  engine.level(1).start = 42;
  assert.equal(engine.levels()[0].goal, 2);
  assert.equal(engine.level(1).start, 0);
  assert.ok(engine.level(1).buttons.length > 0);
  assert.notEqual(engine.levels(), engine.levels());
  assert.deepEqual(engine.bundled('calculator'), engine.levels());
});

test('the worker engine has level(n) and level(game, n), with {signal} after them', async () => {
  const worker = createWorkerEngine();
  try {
    assert.equal((await worker.level(199)).goal, 3507);
    assert.equal((await worker.level('calculator', 143, { signal: new AbortController().signal })).goal, 121);
    assert.equal((await worker.level(2, {})).level, 2);
    await assert.rejects(worker.level(500), { field: 'level', message: 'calculator has 199 bundled puzzles (1 to 199), got 500' });
  } finally {
    worker.close();
  }
});

test('a puzzle that is not one says what it got', () => {
  for (const [value, got] of [[undefined, 'undefined'], [null, 'null'], [42, '42'], [true, 'true'], [() => 1, 'function']]) {
    assert.deepEqual(thrown(() => engine.solve('calculator', value)),
      { field: 'input', message: `a puzzle is text or an object of fields, got ${got}` });
  }
});

test('an unknown game is named with the games there are; a move that is not text names the move', () => {
  const names = engine.games().map((g) => g.name);
  assert.deepEqual([...names].sort(), ['calculator', 'calculator2', 'clock', 'digits']);
  for (const [game, shownAs] of [[undefined, 'undefined'], ['calc', 'calc']]) {
    assert.deepEqual(thrown(() => engine.solve(game, 'n: 4\nk: 2')),
      { field: 'game', message: `unknown game "${shownAs}" (the games: ${names.join(', ')})` });
  }
  assert.equal(thrown(() => engine.fields('chess')).message, `unknown game "chess" (the games: ${names.join(', ')})`);
  assert.deepEqual(thrown(() => engine.play('calculator', engine.level(1), undefined)),
    { field: 'move', message: 'move: must be text or a number, got undefined' });
  assert.deepEqual(thrown(() => engine.play('digits', { target: 415, numbers: [1, 2, 3, 4, 5, 6] }, null)),
    { field: 'move', message: 'move: must be text or a number, got null' });
});

test('a clock n or k beyond 64 bits is too large, with the range the other messages give for the other field', () => {
  const nRange = thrown(() => engine.solve('clock', 'n: 27\nk: 2')).message.match(/^n: expected a whole number (2\.\.\d+) for k = 2 /);
  assert.ok(nRange, 'n: 27 with k: 2 is past the package\'s budget');
  const huge = '99999999999999999999';
  assert.deepEqual(thrown(() => engine.solve('clock', `n: ${huge}\nk: 2`)),
    { field: 'n', message: `n: "${huge}" is too large (beyond 64 bits): expected a whole number ${nRange[1]} for k = 2` });
  assert.equal(thrown(() => engine.solve('clock', { n: `-${huge}`, k: 2 })).message,
    `n: "-${huge}" is too small (beyond 64 bits): expected a whole number ${nRange[1]} for k = 2`);
  const kRange = thrown(() => engine.solve('clock', 'n: 4\nk: 0')).message.match(/^k: expected a whole number (1\.\.\d+)$/);
  assert.ok(kRange);
  assert.equal(thrown(() => engine.solve('clock', `n: 4\nk: ${huge}`)).message,
    `k: "${huge}" is too large (beyond 64 bits): expected a whole number ${kRange[1]} for n = 4`);
});

test('a list longer than its game takes says how many it got (the count from the engine\'s fields())', () => {
  const numbers = engine.fields('digits').find((f) => f.name === 'numbers');
  for (const count of [numbers.max + 1, numbers.max + 3]) {
    const list = Array.from({ length: count }, (_, i) => i + 1);
    assert.deepEqual(thrown(() => engine.solve('digits', { target: 415, numbers: list })),
      { field: 'numbers', message: `too many numbers: Digits takes ${numbers.min} to ${numbers.max}, got ${count}` });
  }
  // a field at fault before it is the one named
  assert.equal(thrown(() => engine.solve('digits', { target: 'x', numbers: [1, 2, 3, 4, 5, 6, 7] })).field, 'target');
  // in an array of puzzles, the one at fault
  assert.match(thrown(() => engine.solveAll('digits', [{ target: 4, numbers: [1, 3] }, { target: 4, numbers: [1, 2, 3, 4, 5, 6, 7, 8] }])).message, /got 8$/);
});

// The child's program: RSS in MB before, right after a search to the budget, and after it
// settles: for createEngine() with gc() between pauses (its old instance is freed when
// collected); for createWorkerEngine() with pauses alone, no gc() (its worker ends after
// answering, which frees the memory at once, as the README says).
const CHILD = (which) => `
const { createEngine, createWorkerEngine } = await import(${JSON.stringify(entry)});
const mb = () => process.memoryUsage().rss / 1e6;
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const HARD = 'start: 0\\ngoal: 999999\\nmoves: 99\\nbuttons: +1, x2, Reverse, Inv10, SUM, Mirror, <Shift, Shift>, Store, 7\\nportal: 5 0\\n';
const engine = ${which === 'worker' ? 'createWorkerEngine()' : 'await createEngine()'};
await engine.level(143);
const before = mb();
const report = await engine.solve('calculator', HARD);
const grown = mb();
let settled = grown;
for (let i = 0; i < 50 && settled > before + 40; i++) { await pause(100); ${which === 'worker' ? '' : 'gc(); '}settled = mb(); }
console.log(JSON.stringify({ gave_up: report.gave_up, before, grown, settled }));
${which === 'worker' ? 'engine.close();' : ''}`;

for (const which of ['engine', 'worker']) {
  const how = which === 'worker' ? 'createWorkerEngine, without a garbage collection' : 'createEngine, at the next garbage collection';
  test(`after a search that hit its budget the memory comes back (${how}), and it grew by less than 200 MB`, () => {
    // a file, not -e: a worker inherits the process's flags, and --input-type is not one it takes
    const dir = mkdtempSync(path.join(tmpdir(), 'calcsolve-memory-'));
    const file = path.join(dir, 'child.mjs');
    writeFileSync(file, CHILD(which));
    let r;
    try {
      r = ok(run(process.execPath, which === 'worker' ? [file] : ['--expose-gc', file]), 'the child');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const { gave_up: gaveUp, before, grown, settled } = JSON.parse(r.stdout);
    assert.equal(gaveUp, true);
    assert.ok(grown > before + 80, `the search took memory: ${before} MB, then ${grown} MB`);
    // the README's high-water mark: about 140 MB past the start for a search to the budget
    assert.ok(grown < before + 200, `the search took more than the README says: ${before} MB, then ${grown} MB`);
    assert.ok(settled < before + 40, `RSS ${before} MB before, ${grown} MB after, ${settled} MB later`);
  });
}
