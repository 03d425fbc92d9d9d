// ladder.test.mjs: `calcsolve hint --ladder`, the hint ladder: one JSON object a puzzle
// with its rungs from least to most revealing (unused keys, counts, a waypoint, the next
// move, the solution), each rung true of the shortest solutions the solver lists with
// --all; the same from standard input for a game in progress and for Digits and the clock;
// its text form; and its errors (an option no other command takes, a game without a ladder).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { root, run } from './helpers.mjs';

const ORDER = ['unused', 'count', 'waypoint', 'next', 'solution'];

test('hint N --ladder --json: rungs in order, each true of every shortest solution --all lists', () => {
  for (const n of [5, 50, 120, 199]) {
    const r = run(['hint', String(n), '--ladder', '--json']);
    assert.equal(r.status, 0, r.err);
    const lines = r.out.trim().split('\n');
    assert.equal(lines.length, 1); // one object per puzzle
    const answer = JSON.parse(lines[0]);
    assert.equal(answer.complete, true);
    const kinds = answer.ladder.map((rung) => rung.kind);
    assert.deepEqual([...kinds].sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b)), kinds);
    assert.ok(kinds.filter((k) => k === 'count').length <= 2);
    assert.deepEqual(kinds.slice(-2), ['next', 'solution']);
    const all = JSON.parse(run(['level', String(n), '--all', '--json']).out);
    assert.equal(all.count, all.solutions.length, `level ${n}: every solution listed`);
    const solutions = all.solutions.map((s) => s.presses ?? s);
    for (const rung of answer.ladder) {
      assert.equal(typeof rung.text, 'string');
      if (rung.kind === 'unused')
        for (const key of rung.keys) assert.ok(solutions.every((s) => !s.includes(key)), `${n}: ${key} unused`);
      if (rung.kind === 'count')
        for (const s of solutions) assert.equal(s.filter((p) => p === rung.key).length, rung.times);
      if (rung.kind === 'next') assert.ok(solutions.some((s) => s[0] === rung.press));
      if (rung.kind === 'solution') assert.ok(solutions.some((s) => s.join(' ') === rung.presses.join(' ')));
    }
  }
});

test('hint - --ladder --json: a game in progress from standard input, and a waypoint with its press count', () => {
  const r = run(['hint', '-', '--ladder', '--json'], 'start: 0\ngoal: 20\nmoves: 3\nbuttons: +4, x4, x2\n');
  assert.equal(r.status, 0, r.err);
  const answer = JSON.parse(r.out);
  assert.deepEqual(answer.ladder.map((rung) => rung.kind), ['unused', 'count', 'count', 'waypoint', 'next', 'solution']);
  assert.deepEqual(answer.ladder[0], { kind: 'unused', keys: ['x2'], text: "You won't need x2." });
  assert.deepEqual(answer.ladder[1], { kind: 'count', key: '+4', times: 2, text: 'Every shortest solution presses +4 twice.' });
  assert.deepEqual(answer.ladder[3], { kind: 'waypoint', value: 16, after: 2,
    text: 'On the way, the display shows 16 after 2 presses.' });
  const saved = JSON.parse(run(['hint', '-', '--ladder', '--json'],
    'start: 1\ngoal: 111\nmoves: 3\nbuttons: Store, +2\nstore: 1\n').out);
  assert.equal(saved.ladder.find((rung) => rung.kind === 'next').press, 'Store');
  const save = JSON.parse(run(['hint', '-', '--ladder', '--json'], 'start: 1\ngoal: 111\nmoves: 3\nbuttons: Store, +2\n').out);
  const next = save.ladder.find((rung) => rung.kind === 'next');
  assert.deepEqual([next.press, next.text], ['Store:save', 'Press Save next, then 2 more presses.']);
});

test('Digits and the clock: unused numbers, a number made on the way, the next move, the solution', () => {
  const digits = JSON.parse(run(['hint', '-', '--game', 'digits', '--ladder', '--json'],
    'target: 415\nnumbers: 5 9 11 20 23 25\n').out);
  assert.deepEqual(digits.ladder.map((rung) => rung.kind), ['unused', 'waypoint', 'next', 'solution']);
  assert.deepEqual(digits.ladder[0].keys, ['11', '25']);
  assert.deepEqual([digits.ladder[1].value, digits.ladder[1].after], [45, null]);
  const clock = JSON.parse(run(['hint', '-', '--game', 'clock', '--ladder', '--json'], 'n: 4\nk: 2\n').out);
  assert.deepEqual(clock.ladder.map((rung) => rung.kind), ['next', 'solution']);
  const hint = JSON.parse(run(['hint', '-', '--game', 'clock', '--json'], 'n: 4\nk: 2\n').out);
  assert.equal(clock.ladder[0].press, hint.move);
  assert.equal(clock.ladder[1].presses.length, hint.fewest_moves);
});

test('hint --ladder in text: one numbered line a rung; a solved position says so', () => {
  const r = run(['hint', '199', '--ladder']);
  assert.equal(r.status, 0, r.err);
  assert.match(r.out, /^1\. .*\n(\d\. .*\n)*\d\. The whole solution: 7, 3=>5, 7, Inv10, Shift>, 7\.\n$/);
  const won = run(['hint', '-', '--ladder', '--json'], 'start: 4\ngoal: 4\nmoves: 1\nbuttons: +1\n');
  assert.deepEqual(JSON.parse(won.out).ladder, []);
  assert.equal(JSON.parse(won.out).won, true);
});

test('--ladder errors: other commands refuse it, a game without a ladder says so, bad input names its field', () => {
  const solve = run(['solve', '-', '--ladder'], 'start: 0\ngoal: 1\nmoves: 1\nbuttons: +1\n');
  assert.equal(solve.status, 2);
  assert.match(solve.err, /--ladder does not apply to solve/);
  const bad = run(['hint', '-', '--ladder', '--json'], 'start: 0\ngoal: x\n');
  assert.equal(bad.status, 2);
  assert.equal(JSON.parse(bad.out).error.field, 'goal');
  const testGames = path.join(root, 'build/calcsolve-test-games');
  const counter = spawnSync(testGames, ['hint', '-', '--game', 'counter', '--ladder', '--json'],
    { input: 'goal: 4\nmoves: 3\n', encoding: 'utf8' });
  assert.notEqual(counter.status, 0);
  assert.match(counter.stdout + counter.stderr, /has no hint ladder/);
});
