// hint.test.mjs: `calcsolve hint`, the best next move from a game in progress:
// followed press by press on a bundled level it reaches the goal in
// the fewest moves; from a state with no win left it says what would help; it
// works for every game that has hints, through the game's name.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const binary = process.env.CALCSOLVE_BIN || path.join(root, 'build/calcsolve');

function run(args, input = '') {
  const r = spawnSync(binary, args, { input, encoding: 'utf8', timeout: 60000 });
  return { status: r.status, out: r.stdout, err: r.stderr };
}

// The level after one press, worked out by the solver's own report: the value
// after the hinted press is the first value of the shortest solution from here.
function after(levelText, press, value) {
  const moves = Number(/moves: (\d+)/.exec(levelText)[1]);
  return levelText.replace(/start: -?\d+/, `start: ${value}`).replace(/moves: \d+/, `moves: ${moves - 1}`);
}

test('hint names the first press of a shortest solution, and following it wins in the fewest moves', () => {
  let level = 'start: 3002\ngoal: 3507\nmoves: 6\nbuttons: 7, 3=>5, Inv10, Shift>\nportal: 4 0\n';
  const best = JSON.parse(run(['solve', '-', '--json'], level).out).moves;
  let presses = 0;
  for (;;) {
    const r = run(['hint', '-', '--json'], level);
    assert.equal(r.status, 0, r.err);
    const hint = JSON.parse(r.out);
    assert.equal(hint.solvable, true);
    if (hint.won) break;
    const solved = JSON.parse(run(['solve', '-', '--json'], level).out);
    assert.equal(hint.press, solved.solution[0]); // the first press of the solution shown
    assert.equal(hint.moves_left_after, solved.moves - 1);
    level = after(level, hint.press, solved.values[0]);
    presses++;
    if (hint.moves_left_after === 0) break;
  }
  assert.equal(presses, best);
  assert.equal(run(['hint'], 'start: 3002\ngoal: 3507\nmoves: 6\nbuttons: 7, 3=>5, Inv10, Shift>\nportal: 4 0\n').out,
    'Hint: press 7 (then 5 more moves).\n');
});

test('hint from a state with no win left gives the fewest moves and the closest value', () => {
  const r = run(['hint', '-', '--json'], 'start: 1\ngoal: 100\nmoves: 2\nbuttons: x2, +1\n');
  assert.equal(r.status, 0, r.err);
  const hint = JSON.parse(r.out);
  assert.deepEqual([hint.solvable, hint.press, hint.fewest_moves, hint.closest], [false, null, 8, 4]);
  const store = run(['hint'], 'start: 5\ngoal: 55\nmoves: 1\nbuttons: Store, +1\nstore: 5\n');
  assert.equal(store.out, 'Hint: press Store (that reaches the goal).\n'); // Store holds 5: a tap appends it
});

test('hint for another game by name, the clock game from its position, and bad input', () => {
  const digits = run(['hint', '--game', 'digits'], 'target: 415\nnumbers: 1 2 3 4 5 6\npool: 1 2 12 5 6\n');
  assert.equal(digits.status, 0, digits.err);
  assert.match(digits.out, /^Hint: 12 \+ 2 = 14 \(then 3 more moves\)\.\n$/);
  const clock = run(['hint', '--game', 'clock'], 'n: 4\nk: 2\nboard: 1 0 2 1\nhand: 2\nround: 9\n');
  assert.equal(clock.status, 0, clock.err);
  const solved = run(['solve', '--game', 'clock'], 'n: 4\nk: 2\nboard: 1 0 2 1\nhand: 2\nround: 9\n');
  const [, length, round] = solved.out.match(/: (\d+) choices, win at round (\d+)/).map(Number);
  const answer = solved.out.split('\n')[1];
  assert.equal(clock.out, `Hint: ${answer[0]} (${answer[0] === '0' ? 'zero' : 'leave'} cell 2 in round 9), then ${length - 1} more choices; the clock is clear at round ${round}.\n`);
  const badClock = run(['hint', '--game', 'clock'], 'n: 4\nk: 2\nboard: 1 0 2\nhand: 2\n');
  assert.equal(badClock.status, 2);
  assert.match(badClock.err, /line 3: board: 3 cells given, n is 4/);
  const bad = run(['hint'], 'start: 1\ngoal: 2\nmoves: 1\nbuttons: +1\nstore: 3\n');
  assert.equal(bad.status, 2);
  assert.match(bad.err, /line 5: store: store is given, but the level has no Store button/);
});
