// ladder.test.mjs: the hint ladder through the wasm API, engine.hint(game, text, {ladder: true}):
// for every bundled level the same object as the native `calcsolve hint N --ladder --json`, its
// rungs true of every shortest solution that engine.solve(..., {all: true}) lists; Digits and the
// clock; a budget too small for the search; and the share of the 199 levels whose ladder has a
// nudge (unused, count or waypoint) before the next press, printed as a diagnostic.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { loadEngine, levelText, root } from './engine.mjs';

let engine;
before(async () => { engine = await loadEngine(); });

const native = (args, input = '') =>
  JSON.parse(spawnSync(path.join(root, 'build/calcsolve'), args, { input, encoding: 'utf8' }).stdout);

test('every bundled level: the native CLI\'s ladder, true of every listed shortest solution', (t) => {
  let nudged = 0;
  const levels = engine.bundledLevels();
  assert.equal(levels.length, 199);
  for (const level of levels) {
    const text = levelText(level);
    const ladder = engine.hint('calculator', text, { ladder: true });
    assert.deepEqual(ladder, native(['hint', '-', '--ladder', '--json'], text), `level ${level.level}`);
    assert.equal(ladder.complete, true);
    if (['unused', 'count', 'waypoint'].includes(ladder.ladder[0].kind)) nudged++;
    const all = engine.solve('calculator', text, { all: true });
    if (all.count !== all.solutions.length) continue; // not every solution listed
    for (const rung of ladder.ladder) {
      if (rung.kind === 'unused')
        for (const key of rung.keys) assert.ok(all.solutions.every((s) => !s.includes(key)), `${level.level} ${key}`);
      if (rung.kind === 'count')
        for (const s of all.solutions) assert.equal(s.filter((p) => p === rung.key).length, rung.times, `${level.level}`);
      if (rung.kind === 'next') assert.ok(all.solutions.some((s) => s[0] === rung.press));
      if (rung.kind === 'solution') assert.ok(all.solutions.some((s) => s.join(' ') === rung.presses.join(' ')));
    }
  }
  const share = (100 * nudged) / levels.length;
  t.diagnostic(`a nudge before the next press on ${nudged} of ${levels.length} bundled levels (${share.toFixed(1)}%)`);
  assert.ok(share >= 90, `nudge share ${share.toFixed(1)}%`);
});

test('Digits and the clock through the same call; the plain hint is unchanged without ladder', () => {
  const digits = engine.hint('digits', 'target: 415\nnumbers: 5 9 11 20 23 25\n', { ladder: true });
  assert.deepEqual(digits.ladder.map((r) => r.kind), ['unused', 'waypoint', 'next', 'solution']);
  assert.deepEqual(digits.ladder[0].keys, ['11', '25']);
  const clock = engine.hint('clock', 'n: 4\nk: 2\n', { ladder: true });
  const plain = engine.hint('clock', 'n: 4\nk: 2\n');
  assert.equal(clock.ladder[0].press, plain.move);
  assert.equal(plain.ladder, undefined);
  assert.equal(engine.hint('calculator', 'start: 0\ngoal: 20\nmoves: 3\nbuttons: +4, x4, x2\n').press, '+4');
});

test('a budget too small for the search: nothing climbed, and said so', () => {
  const text = 'start: 1\ngoal: 0\nmoves: 99\nbuttons: x2, -3, +/-, Reverse, 9\n';
  const ladder = engine.hint('calculator', text, { ladder: true, maxStates: 1000 });
  assert.deepEqual([ladder.complete, ladder.solvable, ladder.ladder], [false, false, []]);
  assert.match(ladder.message, /^Gave up after 1,000 states/);
});
