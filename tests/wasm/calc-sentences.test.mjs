// calc-sentences.test.mjs: what the Calculator engine says for a front end with keys, so that the
// page words nothing of the game's rules itself: the hint named by the device's keys (a save as
// "Save (or hold Store)"), a dead end's two sentences, the free save of a solve's steps and a
// played step's node on the solutions' graph.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { loadEngine } from './engine.mjs';

let engine;
before(async () => { engine = await loadEngine(); });

const LEVEL_143_AFTER_1 = 'start: 1\ngoal: 121\nmoves: 4\nbuttons: +1, Store\n';

test('a hint whose press is a save names the Save key, or a hold of Store, as the device has them', () => {
  const hint = engine.hint('calculator', LEVEL_143_AFTER_1);
  assert.equal(hint.press, 'Store:save');
  assert.equal(hint.message, 'Hint: press Store:save (then 3 more moves).', 'the terminal keeps the notation it types');
  assert.equal(hint.device_message, 'Hint: press Save (or hold Store), then 3 more moves.');
  // any other press: the same sentence, the key by the label it shows now ([+]1 makes +2 read +3)
  const relabelled = engine.hint('calculator', 'start: 0\ngoal: 3\nmoves: 1\nbuttons: +2, [+]1\noffset: 1\n');
  assert.equal(relabelled.device_message, 'Hint: press +3 (that reaches the goal).');
  assert.equal(relabelled.device_message, relabelled.message);
  assert.equal(hint.dead_end, null, 'no dead end where a win is left');
});

test('a dead end says how far the goal is and the closest value, in two sentences', () => {
  const far = engine.hint('calculator', 'start: 3\ngoal: 121\nmoves: 1\nbuttons: +1, x2\n');
  assert.equal(far.solvable, false);
  assert.equal(far.dead_end, `The goal needs ${far.fewest_moves} moves from here (1 left). The closest value within 1 move is ${far.closest}.`);
  // the closest value reached in fewer presses than the moves left says how many
  const early = engine.hint('calculator', 'start: 8\ngoal: 10\nmoves: 2\nbuttons: +3, -7\n');
  assert.equal(early.dead_end, 'The goal needs 4 moves from here (2 left). The closest value within 2 moves is 11 (1 press).');
  // never reached: how far the look went, and no closest value that is the display's own
  const never = engine.hint('calculator', 'start: 5\ngoal: 4\nmoves: 2\nbuttons: +1\n');
  assert.equal(never.dead_end, `The goal needs more than ${never.needs_more_than} moves from here (2 left).`);
});

test('a classic solve marks its saves free, and only those', () => {
  const level = 'start: 0\ngoal: 121\nmoves: 4\nbuttons: +1, Store\n';
  const classic = engine.solve('calculator', level, { classic: true });
  assert.equal(classic.solved, true);
  assert.ok(classic.steps.length > classic.moves);
  for (const step of classic.steps) assert.equal(step.free === true, step.press === 'Store:save', JSON.stringify(step));
  const charged = engine.solve('calculator', level.replace('moves: 4', 'moves: 5'));
  assert.ok(charged.steps.every((step) => step.free === undefined));
});

test('a played step names its state as the graph of the solutions names its nodes', () => {
  const level = 'start: 0\ngoal: 121\nmoves: 5\nbuttons: +1, Store\n';
  const graph = engine.graph('calculator', level);
  let text = level;
  for (const [i, press] of ['+1', 'Store:save', 'Store'].entries()) {
    const played = engine.play('calculator', text, press);
    const node = graph.nodes.find((n) => n.layer === i + 1 && n.key === played.step.node);
    assert.ok(node, `${press}: node ${played.step.node} in layer ${i + 1}`);
    text = played.text;
  }
});
