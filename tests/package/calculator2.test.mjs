// calculator2.test.mjs: Calculator 2 through the npm package's engine (wasm/package/node.js, with
// the wasm `make package` builds): solve('calculator2', …) answers as the native CLI does for
// every goal of a bundled level, level('calculator2', n) is the CLI's level n (20, 40, … missing),
// play and the hint ladder take the pick notation (Lock@1), the worker engine answers alike; and
// the types (index.d.ts) give Calculator 2's report, play, fields and bundled level under tsc
// --strict, a misspelt field (goal for goals) being a type error.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './install.mjs';

const entry = path.join(root, 'wasm/package/node.js');
assert.ok(existsSync(path.join(root, 'wasm/package/dist/calcsolve.wasm')), 'run `make package` first');
const { createEngine, createWorkerEngine, CalcsolveInputError } = await import(entry);
const engine = await createEngine();
const LEVEL_184 = 'start: 54\ngoals: 49, 11\nmoves: 3\nbuttons: Lock, Sort>, /5\n';

const cli = (...args) => {
  const r = spawnSync(path.join(root, 'build/calcsolve'), args, { encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  return JSON.parse(r.stdout);
};

test('solve(\'calculator2\', level) gives every goal\'s shortest way, as the CLI does', () => {
  const level = engine.bundled('calculator2').find((l) => l.level === 184);
  assert.equal(engine.bundled('calculator2').length, 190);
  const report = engine.solve('calculator2', level);
  const native = cli('level', '184', '--game', 'calculator2', '--json');
  assert.equal(report.solved, true);
  assert.deepEqual(report.goals.map((g) => [g.goal, g.moves, g.solution]), native.goals.map((g) => [g.goal, g.moves, g.solution]));
  assert.deepEqual(report.goals[0].solution, ['Sort>', 'Lock@1', '/5']);
  // the same from text and from an object of its fields
  assert.deepEqual(engine.solve('calculator2', LEVEL_184).goals, report.goals);
  assert.deepEqual(engine.solve('calculator2', { start: 54, goals: [49, 11], moves: 3, buttons: ['Lock', 'Sort>', '/5'] }).goals, report.goals);
});

test('play takes a pick (Lock@1); a goal reached sends the display back to the start; the hint ladder names the pick', () => {
  let text = LEVEL_184;
  for (const move of ['Sort>', 'Lock@1']) text = engine.play('calculator2', text, move).text;
  const reached = engine.play('calculator2', text, '/5');
  assert.deepEqual([reached.step.goal, reached.step.won, reached.puzzle.reached], [49, false, [49]]);
  assert.equal(reached.puzzle.display ?? reached.puzzle.start, 54);
  const ladder = engine.hint('calculator2', engine.play('calculator2', LEVEL_184, 'Sort>').text, { ladder: true });
  assert.deepEqual(ladder.ladder.find((rung) => rung.kind === 'next').press, 'Lock@1');
  assert.throws(() => engine.play('calculator2', LEVEL_184, 'Lock@7'), (e) => e instanceof CalcsolveInputError && e.field === 'move');
  assert.throws(() => engine.solve('calculator2', { start: 1, goals: '2', moves: 1 }), (e) => e instanceof CalcsolveInputError && e.field === 'buttons');
});

test('level(\'calculator2\', n) is level n as `calcsolve level N --game calculator2` numbers it; a missing one is named', async () => {
  const missing = 'calculator2 has no bundled level 20 (levels 1 to 199, without 20, 40, 60, 80, 100, 120, 140, 160, 180)';
  const fresh = await createEngine(); // before the whole list is read, and after
  for (const engineNow of [fresh, engine]) {
    for (const n of [1, 19, 21, 184, 199]) {
      const level = engineNow.level('calculator2', n);
      assert.equal(level.level, n);
      assert.deepEqual(level, cli('level', String(n), '--game', 'calculator2', '--json').puzzle);
    }
    for (const n of [20, 40, 180]) {
      assert.throws(() => engineNow.level('calculator2', n), (e) => e instanceof CalcsolveInputError && e.field === 'level' &&
        e.message === missing.replace('level 20 ', `level ${n} `));
    }
    assert.throws(() => engineNow.level('calculator2', 200), { field: 'level', message: missing.replace('level 20 ', 'level 200 ') });
    assert.throws(() => engineNow.level('calculator2', 0), { field: 'level', message: 'a level is a whole number from 1, got 0' });
  }
  assert.deepEqual(engine.level('calculator2', 21), engine.bundled('calculator2')[19]); // the list's 20th: level 20 is missing
  const worker = createWorkerEngine();
  try {
    assert.equal((await worker.level('calculator2', 21)).start, engine.level('calculator2', 21).start);
    await assert.rejects(worker.level('calculator2', 40), { field: 'level', message: missing.replace('level 20 ', 'level 40 ') });
  } finally {
    worker.close();
  }
});

test('the worker engine solves Calculator 2 alike', async () => {
  const worker = await createWorkerEngine();
  try {
    const report = await worker.solve('calculator2', LEVEL_184);
    assert.deepEqual(report.goals.map((g) => g.moves), [3, 3]);
  } finally {
    worker.close();
  }
});

test('the types give Calculator 2\'s report, play and fields (tsc --strict); a misspelt field is a type error', () => {
  const tsc = path.join(root, 'node_modules/.bin/tsc');
  assert.ok(existsSync(tsc), 'TypeScript is missing: run npm ci');
  const dir = mkdtempSync(path.join(root, 'build', 'calc2-types-'));
  try {
    const types = path.relative(dir, path.join(root, 'wasm/package/index.js')).split(path.sep).join('/');
    const good = `import { createEngine } from '${types}';
const engine = await createEngine();
const report = engine.solve('calculator2', { start: 54, goals: [49, 11], moves: 3, buttons: 'Lock, Sort>, /5' });
const first: string[] | undefined = report.goals[0].solution;
const step = engine.play('calculator2', 'start: 1\\ngoals: 2\\nmoves: 1\\nbuttons: +1', '+1').step;
const reached: number | undefined = step.goal;
const goals: number[] = engine.check('calculator2', 'goals', '49, 11');
const picks: boolean = engine.read('calculator2', 'start: 1\\ngoals: 2\\nmoves: 1\\nbuttons: Lock')[0].buttons[0].picks;
const level21 = engine.level('calculator2', 21);
const number: number | null = level21.level;
const level21Goals: number[] = level21.goals;
console.log(first, reached, goals, picks, number, level21Goals);
`;
    const common = ['--strict', '--noEmit', '--module', 'nodenext', '--target', 'es2022', '--lib', 'es2022,dom'];
    writeFileSync(path.join(dir, 'good.ts'), good);
    const ok = spawnSync(tsc, [...common, path.join(dir, 'good.ts')], { encoding: 'utf8' });
    assert.equal(ok.status, 0, ok.stdout + ok.stderr);
    writeFileSync(path.join(dir, 'bad.ts'), good.replace('goals: [49, 11]', 'goal: 49'));
    const bad = spawnSync(tsc, [...common, path.join(dir, 'bad.ts')], { encoding: 'utf8' });
    assert.notEqual(bad.status, 0);
    assert.match(bad.stdout, /'goal' does not exist|goals/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
