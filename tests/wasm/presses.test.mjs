// presses.test.mjs: the engine names every press a front end must show, so the
// page needs no rule to read one: each press of a solution or a hint is the
// label of one of the level's buttons or the long_press the engine gives with
// Store (the page's play mode and solution list look presses up this way).
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { levelText, loadEngine } from './engine.mjs';

let engine;
before(async () => {
  engine = await loadEngine();
});

const pressNames = (buttons) => new Set(buttons.flatMap((b) => (b.long_press ? [b.label, b.long_press] : [b.label])));

test('Store carries its long-press and its name; no other button has one', () => {
  const levels = engine.bundled('calculator');
  let stores = 0;
  for (const level of levels) {
    for (const button of level.buttons) {
      if (button.family === 'store') {
        stores++;
        assert.equal(button.long_press, 'Store:save', `level ${level.level}`);
        assert.equal(button.long_press_name, 'Save', `level ${level.level}`);
      } else {
        assert.equal(button.long_press, undefined, `level ${level.level} ${button.label}`);
      }
    }
  }
  assert.ok(stores >= 10, `${stores} Store buttons in the bundled levels`);
  // the engine's own play call takes the long_press it gives
  const level = levels.find((l) => l.level === 143);
  const store = level.buttons.find((b) => b.long_press);
  const after = engine.play('calculator', levelText(level), '+1');
  const saved = engine.play('calculator', after.text, store.long_press);
  assert.equal(saved.error, undefined);
  assert.equal(saved.puzzle.store, after.step.value);
});

test('every press of every bundled solution and first hint is a button label or a long_press', () => {
  let longPresses = 0;
  for (const level of engine.bundled('calculator')) {
    const names = pressNames(level.buttons);
    const report = engine.solve('calculator', levelText(level));
    for (const press of report.solution) {
      assert.ok(names.has(press), `level ${level.level}: ${press} is not among ${[...names].join(' ')}`);
      if (press.includes(':')) longPresses++;
    }
    const hint = engine.hint('calculator', levelText(level));
    if (hint.press !== null) assert.ok(names.has(hint.press), `level ${level.level}: hint ${hint.press}`);
  }
  assert.ok(longPresses > 0, 'some solutions save into Store');
});
