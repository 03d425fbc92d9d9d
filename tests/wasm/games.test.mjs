// games.test.mjs: the generic wasm API (one entry point per question, every game
// by name through the engine's game interface) against the per-game exports it
// replaces: the same reports, the bundled levels, fields with their limits,
// one-field checks with the engine's messages, and errors as objects.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { gameNames } from '../cli/helpers.mjs';
import { loadEngine, levelText } from './engine.mjs';

let engine;
before(async () => { engine = await loadEngine(); });

test('the list of games is the native CLI\'s, and says which ship puzzles', () => {
  const games = engine.games();
  assert.deepEqual(games.map((g) => g.name), gameNames());
  assert.equal(games[0].name, 'calculator', 'the first game is the default one');
  for (const game of games) assert.equal(game.bundled, engine.bundled(game.name).length > 0, game.name);
});

test('solve gives the same report as the per-game exports', () => {
  const level = 'start: 3002\ngoal: 3507\nmoves: 6\nbuttons: 7, 3=>5, Inv10, Shift>\nportal: 4 0\n';
  assert.deepEqual(engine.solve('calculator', level, { all: true }), engine.solveCalc(level, { all: true }));
  assert.deepEqual(engine.solve('digits', 'target: 415\nnumbers: 1 2 3 4 5 6'),
    engine.solveDigits('415', '1 2 3 4 5 6'));
  assert.deepEqual(engine.solve('clock', 'n: 4\nk: 2'), engine.solveClock('4', '2'));
});

test('the browser caps: the clock space and the Calculator state budget', () => {
  const big = engine.solve('clock', 'n: 8\nk: 9');
  assert.equal(big.error.field, 'n');
  assert.match(big.error.message, /can search: 10,000,000 at most/);
  const r = engine.solve('calculator', 'start: 1\ngoal: 0\nmoves: 99\nbuttons: x2, -3, +/-, Reverse, 9\n',
    { maxStates: 1000 });
  assert.equal(r.gave_up, true);
  assert.equal(r.states, 1000);
  // a hint takes the same budget, and says it gave up
  const hint = engine.hint('calculator', 'start: 1\ngoal: 0\nmoves: 99\nbuttons: x2, -3, +/-, Reverse, 9\n', { maxStates: 1000 });
  assert.deepEqual([hint.gave_up, hint.states, hint.press], [true, 1000, null]);
  assert.match(hint.message, /^Gave up after 1,000 states/);
});

test('bundled levels: 199, in the shape the level picker reads', () => {
  const levels = engine.bundled('calculator');
  assert.equal(levels.length, 199);
  assert.deepEqual(levels, engine.bundledLevels());
  assert.deepEqual(engine.bundled('digits'), []);
  assert.equal(engine.bundled('go').error.field, 'game');
});

test('solve {bundled: N}: the Nth bundled level\'s report, as solving its text gives it', () => {
  const levels = engine.bundled('calculator');
  for (const number of [1, 42, 150, 199]) {
    for (const options of [{}, { classic: true }, { digits: 7, all: true }]) {
      const byNumber = engine.solve('calculator', '', { ...options, bundled: number });
      const byText = engine.solve('calculator', levelText(levels[number - 1]), options);
      assert.equal(byNumber.level, number);
      assert.ok(byNumber.solved, `level ${number} solved`);
      // the search's own counters aside, the same report
      for (const report of [byNumber, byText]) for (const key of ['states', 'ms', 'elapsed_ms', 'stats']) delete report[key];
      assert.deepEqual(byNumber, byText, `level ${number} ${JSON.stringify(options)}`);
    }
  }
  // the text is not read when a number is given
  assert.equal(engine.solve('calculator', 'start: nonsense', { bundled: 3 }).level, 3);
  for (const past of [200, 99999, -1]) {
    const refused = engine.solve('calculator', '', { bundled: past });
    assert.equal(refused.error.field, 'bundled', String(past));
    assert.match(refused.error.message, /calculator has no bundled puzzle/);
  }
  assert.equal(engine.solve('digits', '', { bundled: 1 }).error.field, 'bundled');
  assert.equal(engine.solve('go', '', { bundled: 1 }).error.field, 'game');
});

test('fields and their limits follow the display size', () => {
  const six = Object.fromEntries(engine.fields('calculator').map((f) => [f.name, f]));
  assert.equal(six.start.max, 999999);
  assert.equal(six.portal.kind, 'pair');
  assert.equal(six.portal.required, false);
  const three = Object.fromEntries(engine.fields('calculator', { digits: 3 }).map((f) => [f.name, f]));
  assert.equal(three.goal.min, -999);
  assert.equal(three.portal.max, 2);
  const digits = engine.fields('digits');
  assert.deepEqual(digits.map((f) => [f.name, f.kind, f.min, f.max, f.state]), [['target', 'integer', 1, 2 ** 53 - 1, false],
    ['numbers', 'list', 2, 6, false], ['pool', 'list', 1, 6, true], ['best', 'integer', 1, 2 ** 53 - 1, true],
    ['submitted', 'integer', 0, 1, true], ['picked', 'integer', 1, 2 ** 53 - 1, true]]);
});

test('check: one field as typed, with the engine\'s canonical value or message', () => {
  assert.deepEqual(engine.check('calculator', 'buttons', 'x 4,  shift >').value,
    [{ label: 'x4', family: 'arithmetic', kind: 'mul', now: 'x4', spoken: 'times 4' }, { label: 'Shift>', family: 'special', kind: 'shift-right', now: 'Shift>', spoken: 'shift right' }]);
  const wide = engine.check('calculator', 'start', '5000', { digits: 3 });
  assert.equal(wide.error.field, 'start');
  assert.match(wide.error.message, /does not fit a 3-digit display/);
  assert.deepEqual(engine.check('digits', 'numbers', '25, 50 75').value, [25, 50, 75]);
  assert.equal(engine.check('digits', 'numbers', '1,,2').error.field, 'numbers');
  assert.equal(engine.check('clock', 'k', '9').value, 9);
  assert.equal(engine.check('clock', 'colour', 'red').error.field, 'colour');
});

test('read: pasted text to field values, or the error with its line', () => {
  const [level] = engine.read('calculator', '# pasted\nstart: 1\ngoal: 4\nmoves: 2\nbuttons: x2\n');
  assert.deepEqual(level, { level: null, start: 1, goal: 4, moves: 2, buttons: [{ label: 'x2', family: 'arithmetic', kind: 'mul', now: 'x2', spoken: 'times 2' }],
    portal: null });
  const bad = engine.read('calculator', 'start: 1\ngoal: 4\nmoves: 2\n\nstart: 1\ngoal: 4\nmoves: 2\nbuttons: q\n');
  assert.equal(bad.error.line, 1);
  assert.equal(bad.error.field, 'buttons');
  assert.deepEqual(engine.read('digits', 'target: 765\nnumbers: 1 3 7 10 25 50'),
    [{ target: 765, numbers: [1, 3, 7, 10, 25, 50] }]);
});

test('play a bundled level only by the hinted press, to the goal in the fewest moves', () => {
  for (const number of [199, 155, 100]) {
    const fields = engine.bundled('calculator')[number - 1];
    const best = engine.solve('calculator', levelText(fields)).moves;
    let text = levelText(fields);
    let presses = 0;
    for (;;) {
      const hint = engine.hint('calculator', text);
      assert.equal(hint.solvable, true, JSON.stringify(hint));
      if (hint.won) break;
      const played = engine.play('calculator', text, hint.press);
      assert.ok(!played.error, JSON.stringify(played));
      assert.equal(played.step.press, hint.press);
      text = played.text;
      presses++;
      if (played.step.won) break;
      assert.ok(presses <= best);
    }
    assert.equal(presses, best, `level ${number}`);
  }
});

test('a hint from a state with no win left says what would help', () => {
  const hint = engine.hint('calculator', 'start: 1\ngoal: 100\nmoves: 2\nbuttons: x2, +1\n');
  assert.equal(hint.solvable, false);
  assert.equal(hint.press, null);
  assert.equal(hint.fewest_moves, 8);
  assert.equal(hint.closest, 4);
  assert.match(hint.message, /^The goal cannot be reached in the 2 moves left\. From here it is 8 moves away;/);
  assert.equal(engine.play('calculator', 'start: 1\ngoal: 100\nmoves: 2\nbuttons: x2\n', '+7').error.field, 'move');
});

test('play the clock game by the hinted choice: cleared in the choices the solve reports', () => {
  const fewest = engine.solve('clock', 'n: 4\nk: 2').length;
  let text = engine.play('clock', 'n: 4\nk: 2', 'wait').text; // the game's own moves up to the first choice
  let choices = 0;
  for (;;) {
    const hint = engine.hint('clock', text);
    if (hint.won) break;
    assert.equal(hint.moves_left_after, fewest - choices - 1);
    const played = engine.play('clock', text, hint.move);
    assert.equal(played.step.advances.filter((a) => a.by === 'player').length, 1);
    text = played.text;
    choices++;
    assert.ok(choices <= fewest);
  }
  assert.equal(choices, fewest);
  assert.equal(engine.play('clock', text, 'X').error.field, 'move');
  assert.equal(engine.play('clock', 'n: 4\nk: 2', 'Y').error.field, 'move');
  assert.equal(engine.hint('clock', 'n: 4\nk: 2\nboard: 0 0 0 9\nhand: 0').error.field, 'board');
});

test('play Digits by the hinted move: 415 from 1..6 is hit in the fewest operations', () => {
  let text = 'target: 415\nnumbers: 1 2 3 4 5 6\n';
  const fewest = engine.solve('digits', text).ops;
  let moves = 0;
  for (;;) {
    const hint = engine.hint('digits', text);
    assert.equal(hint.solvable, true);
    if (hint.won) break;
    const played = engine.play('digits', text, hint.move);
    assert.ok(!played.error, JSON.stringify(played));
    assert.deepEqual([played.step.a, played.step.op, played.step.b], [hint.step.a, hint.step.op, hint.step.b]);
    text = played.text;
    moves++;
    if (played.step.won) break;
  }
  assert.equal(moves, fewest);
  assert.deepEqual(engine.solve('digits', 'target: 415\nnumbers: 1 2 3 4 5 6').structured_steps[0],
    { a: 4, op: '*', b: 3, result: 12 });
  assert.equal(engine.play('digits', 'target: 10\nnumbers: 2 3', '2 - 3').error.field, 'move');
});
