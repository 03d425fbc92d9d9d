// keys.test.mjs: what the engine tells a player through the wasm module, as the
// page's worker asks it: each key's current label (`now`) after [+]N presses on
// the bundled levels 132-135, every button's `kind`, the help of every kind
// (help), the reason a press is refused, and clock errors naming their field.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { levelText, loadEngine } from './engine.mjs';

let engine;
before(async () => {
  engine = await loadEngine();
});

// What the game shows after [+]N: the number of every +, -, x, / and digit key grows by N.
const grown = (label, n) => label.replace(/-?\d+$/, (digits) => {
  const value = Number(digits);
  return String(value < 0 ? value - n : value + n);
});

test('levels 132-135: after [+]N every key shows the number the game shows', () => {
  const levels = engine.bundledLevels();
  for (const number of [132, 133, 134, 135]) {
    const level = levels.find((l) => l.level === number);
    for (const button of level.buttons) assert.equal(button.now, button.label, `level ${number}: ${button.label} at the start`);
    const meta = level.buttons.find((b) => b.kind === 'meta');
    assert.ok(meta, `level ${number} has a [+]N key`);
    const n = Number(meta.label.slice(3));
    let text = levelText(level);
    for (let presses = 1; presses <= 2; presses++) {
      const answer = engine.play('calculator', text, meta.label);
      assert.equal(answer.error, undefined, JSON.stringify(answer.error));
      assert.equal(answer.puzzle.offset, n * presses);
      for (const button of answer.puzzle.buttons) {
        const expected = button.kind === 'meta' ? button.label : grown(button.label, n * presses);
        assert.equal(button.now, expected, `level ${number} after ${presses} × ${meta.label}: ${button.label}`);
      }
      text = answer.text;
    }
  }
  // level 132 as the issue tells it: after [+]1 the key "+2" shows "+3", and adds 3
  const level = levels.find((l) => l.level === 132);
  const after = engine.play('calculator', levelText(level), '[+]1');
  assert.deepEqual(after.puzzle.buttons.map((b) => b.now), ['+3', '[+]1']);
  assert.equal(engine.play('calculator', after.text, '+2').step.value, level.start + 3);
  // the hint names the key as it shows now; its press stays the label play takes (10, +2, [+]1: +3 wins)
  const midway = engine.play('calculator', engine.play('calculator', levelText(level), '+2').text, '[+]1');
  const hint = engine.hint('calculator', midway.text);
  assert.equal(hint.press, '+2');
  assert.match(hint.message, /^Hint: press \+3/);
});

test('every button of every bundled level has a kind the help explains', () => {
  const help = engine.help('calculator');
  const topics = new Map(help.map((entry) => [entry.topic, entry]));
  for (const level of engine.bundledLevels()) {
    for (const button of level.buttons) {
      assert.ok(topics.has(button.kind), `level ${level.level}: ${button.label} has kind ${button.kind}`);
    }
  }
  for (const entry of help) {
    for (const key of ['topic', 'name', 'summary', 'example']) assert.ok(entry[key], `${entry.topic}: ${key}`);
  }
  for (const topic of ['portal', 'store-save', 'store-charged', 'store-free']) assert.ok(topics.has(topic), topic);
  // Store's Save key: what it does (its cost is the rule's)
  assert.equal(topics.get('store-save').name, 'Save');
  assert.match(topics.get('store-save').summary, /^keeps the display's number for Store/);
  assert.deepEqual(topics.get('inv10'), { topic: 'inv10', name: 'Inv10', summary: 'each digit d becomes 10 − d, 0 stays 0',
    example: 'Inv10: 1289 → 9821' });
  assert.equal(topics.get('store-charged').name, 'My app charges a move for saving into Store');
  assert.equal(topics.get('store-free').name, 'My app does not charge a move for saving into Store');
  assert.equal(engine.help('chess').error.field, 'game');
});

test('Digits\' help says what the stars are given for, by the thresholds its scoring uses', () => {
  const [stars] = engine.help('digits');
  assert.equal(stars.topic, 'stars');
  const [, two, one] = /^3 stars for the target, 2 for a number within (\d+) of it, 1 within (\d+)$/.exec(stars.summary);
  // a move that leaves the closest number exactly at each threshold, and one past it
  const starsAt = (distance) => engine.play('digits', `target: 1000\nnumbers: ${500 - distance} 500 3`, `${500 - distance}+500`).step.stars;
  assert.deepEqual([0, 1, Number(two), Number(two) + 1, Number(one), Number(one) + 1].map(starsAt), [3, 2, 2, 1, 1, 0]);
});

test('a refused press says why in one sentence', () => {
  const refused = engine.play('calculator', 'start: 11\ngoal: 1\nmoves: 2\nbuttons: /4\n', '/4');
  assert.deepEqual(refused.error, { line: 0, field: 'move', message: '/4 cannot be pressed on 11: 11 / 4 is not a whole number' });
  const wide = engine.play('calculator', 'start: 123456\ngoal: 1\nmoves: 2\nbuttons: 7\n', '7');
  assert.equal(wide.error.message, '7 cannot be pressed on 123456: the result 1234567 has more than 6 digits');
});

test('a clock error starts with the name of its field', () => {
  const bad = engine.solveClock('x', 3);
  assert.equal(bad.error.field, 'n');
  assert.equal(bad.error.message, 'n: expected a whole number 2..11'); // 4^11 states fit the page's cap
  assert.match(engine.solveClock(4, 0).error.message, /^k: expected a whole number 1\.\.\d+$/);
  assert.match(engine.check('clock', 'hand', 'x').error.message, /^hand: /);
  assert.match(engine.solve('clock', 'n: 4\nk: 2\nboard: 1 2\nhand: 0\n').error.message, /^board: /);
});
