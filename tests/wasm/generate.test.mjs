// generate.test.mjs: the generator, the puzzle of the day and the solution
// graph through the wasm API (engine.generate, engine.graph) against the native
// CLI: the same seed, options or date give byte for byte the same puzzle in
// wasm as `calcsolve generate` / `calcsolve daily` prints, every generated level
// solves in exactly its moves, and the graph's paths are the shortest solutions.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { loadEngine, root } from './engine.mjs';

let engine;
before(async () => { engine = await loadEngine(); });

function cli(args) {
  const r = spawnSync(path.join(root, 'build/calcsolve'), args, { encoding: 'utf8', timeout: 60000 });
  assert.equal(r.status, 0, r.stderr);
  return r.stdout;
}

test('seed 42 with the defaults: the same level natively and in wasm', () => {
  const native = cli(['generate', '--seed', '42']);
  const wasm = engine.generate('calculator', { seed: 42 });
  assert.equal(wasm.text, native);
  assert.equal(wasm.text, 'start: 42\ngoal: 44444\nmoves: 5\nbuttons: <<, 4\n');
  assert.deepEqual(wasm, JSON.parse(cli(['generate', '--seed', '42', '--json', '--solution'])));
});

test('other seeds and options: native == wasm, JSON objects equal', () => {
  const cases = [
    [{ seed: 7, moves: 7 }, ['--seed', '7', '--moves', '7']],
    [{ seed: 'hello', difficulty: 6 }, ['--seed', 'hello', '--difficulty', '6']],
    [{ seed: 3, moves: 6, portal: true }, ['--seed', '3', '--moves', '6', '--portal']],
    [{ seed: 11, kinds: 'mul,reverse,append', allowMany: true }, ['--seed', '11', '--kinds', 'mul,reverse,append', '--allow-many']],
    [{ seed: 18446744073709551615n }, ['--seed', '18446744073709551615']],
  ];
  for (const [options, args] of cases) {
    const wasm = engine.generate('calculator', options);
    assert.equal(wasm.error, undefined, JSON.stringify(wasm));
    assert.deepEqual(wasm, JSON.parse(cli(['generate', ...args, '--json', '--solution'])), args.join(' '));
  }
  const digits = engine.generate('digits', { seed: 5, moves: 4 });
  assert.deepEqual(digits, JSON.parse(cli(['generate', 'digits', '--seed', '5', '--moves', '4', '--json', '--solution'])));
  assert.equal(digits.solution.length, 4);
});

test('a generated level solves in exactly its moves, one shortest solution, at its difficulty', () => {
  for (let seed = 1; seed <= 20; seed++) {
    const g = engine.generate('calculator', { seed, moves: 4 + (seed % 3) });
    const r = engine.solve('calculator', g.text, { all: true });
    assert.equal(r.solved, true);
    assert.equal(r.moves, g.puzzle.moves);
    assert.equal(r.count, 1);
    assert.deepEqual(r.solution, g.solution);
    assert.equal(r.difficulty, g.difficulty);
  }
});

test('the puzzle of the day: the same as `calcsolve daily` for that date', () => {
  const lines = cli(['daily', '2026-11-23', '--json', '--solution']).trim().split('\n').map((l) => JSON.parse(l));
  assert.deepEqual(engine.generate('calculator', { date: '2026-11-23' }), lines[0]);
  assert.deepEqual(engine.generate('digits', { date: '2026-11-23' }), lines[1]);
  assert.equal(lines[0].date, '2026-11-23');
  assert.equal(engine.generate('calculator', { date: '2026-02-30' }).error.field, 'date');
});

test('bad options come back as errors naming the option', () => {
  assert.equal(engine.generate('calculator', { moves: 13 }).error.field, 'moves');
  assert.equal(engine.generate('calculator', { kinds: 'nope' }).error.field, 'kinds');
  assert.equal(engine.generate('calculator', { difficulty: 11 }).error.field, 'difficulty');
  assert.equal(engine.generate('clock', {}).error.field, 'game');
  assert.equal(engine.generate('nope', {}).error.field, 'game');
  const gaveUp = engine.generate('calculator', { moves: 12, kinds: 'negate', tries: 20 });
  assert.match(gaveUp.error.message, /^gave up after 20 candidates/);
});

test('the graph: the same as `solve --graph json`, its paths are the shortest solutions', () => {
  const level = 'start: 3002\ngoal: 3507\nmoves: 6\nbuttons: 7, 3=>5, Inv10, Shift>\nportal: 4 0\n';
  const spawn = spawnSync(path.join(root, 'build/calcsolve'), ['solve', '--graph', 'json'], { input: level, encoding: 'utf8' });
  const g = engine.graph('calculator', level);
  assert.deepEqual(g, JSON.parse(spawn.stdout));
  const paths = new Array(g.nodes.length).fill(0);
  paths[0] = 1; // the start is node 0 (the solution's states come first)
  const order = [...g.nodes].sort((a, b) => a.layer - b.layer);
  for (const node of order) for (const e of g.edges.filter((x) => x.from === node.id)) paths[e.to] += paths[node.id] * e.label.split(' / ').length;
  const goal = g.nodes.filter((n) => n.layer === g.layers - 1);
  assert.equal(goal.reduce((s, n) => s + paths[n.id], 0), engine.solve('calculator', level, { all: true }).count);
  assert.deepEqual(g.nodes.filter((n) => n.solution).map((n) => Number(n.label)), [3002, ...engine.solve('calculator', level).values]);
  assert.equal(engine.graph('calculator', 'start: 1\ngoal: 5\nmoves: 1\nbuttons: +1\n').error.field, 'graph');
});
