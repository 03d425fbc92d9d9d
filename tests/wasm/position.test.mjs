// position.test.mjs: the engine's position answer (engine.position), what a front end that draws
// no game of its own plays from: for every game of the engine's list, the board as lines, the
// moves it numbers (each one play takes), the puzzle as read; the hint's `move` is one play takes
// too, so following hints from the start wins; and bad input answers with an error object.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { loadEngine } from './engine.mjs';

let engine;
before(async () => { engine = await loadEngine(); });

// A small puzzle of each game, by the game's own fields: its bundled first puzzle, else one
// written from the fields' minimums (enough for the games of the list).
function smallPuzzle(game) {
  if (game.bundled) return engine.bundled(game.name)[0];
  const SMALL = { digits: 'target: 15\nnumbers: 1, 2, 3, 4, 5\n', clock: 'n: 3\nk: 2\n' };
  return SMALL[game.name] ?? null;
}
test('every game answers its position: the board\'s lines, numbered moves that play takes, the puzzle', () => {
  for (const game of engine.games()) {
    const puzzle = smallPuzzle(game);
    assert.ok(puzzle, `a small puzzle of ${game.name}`);
    const text = typeof puzzle === 'string' ? puzzle : puzzleText(puzzle);
    const position = engine.position(game.name, text);
    assert.ok(!position.error, JSON.stringify(position));
    assert.ok(position.board.length > 0 && position.board.every((line) => typeof line === 'string'), game.name);
    assert.deepEqual(position.puzzle, engine.read(game.name, text)[0]);
    for (const move of position.moves) assert.ok(!engine.play(game.name, text, move).error, `${game.name}: ${move} is played`);
  }
});

test('following the hint\'s move from the start wins in the fewest moves the hint promised', () => {
  for (const game of engine.games()) {
    const puzzle = smallPuzzle(game);
    let text = typeof puzzle === 'string' ? puzzle : puzzleText(puzzle);
    const first = engine.hint(game.name, text);
    assert.equal(first.solvable, true, game.name);
    let moves = 0;
    for (let hint = first; !hint.won; hint = engine.hint(game.name, text)) {
      assert.equal(typeof hint.move, 'string', `${game.name}: a hint names its move`);
      const played = engine.play(game.name, text, hint.move);
      assert.ok(!played.error, JSON.stringify(played));
      text = played.text;
      moves++;
      if (played.step.won) break;
      assert.ok(moves < 200, `${game.name}: no win after 200 hinted moves`);
    }
    assert.equal(moves, first.moves_left_after + 1, game.name);
  }
});

test('the Calculator\'s numbered moves are its keys, a save among them', () => {
  const position = engine.position('calculator', 'start: 0\ngoal: 121\nmoves: 5\nbuttons: +1, Store\n');
  assert.deepEqual(position.moves, ['+1', 'Store', 'Store:save']);
  assert.match(position.board.join('\n'), /Goal 121/);
});

test('bad input is an error object naming its field, never a trap', () => {
  assert.equal(engine.position('nope', 'n: 3\n').error.field, 'game');
  assert.equal(engine.position('clock', '').error.field, 'input');
  assert.equal(engine.position('clock', 'n: 99\nk: 2\n').error.field, 'n');
  assert.ok(engine.position('calculator', '\0').error);
});

// A puzzle object as the engine's puzzle text (its fields, lists joined with commas).
function puzzleText(puzzle) {
  return Object.entries(puzzle).filter(([k, v]) => v !== null && v !== undefined && k !== 'level')
    .map(([k, v]) => `${k}: ${Array.isArray(v) ? v.map((x) => x.label ?? x).join(k === 'portal' ? ' ' : ', ') : v}`).join('\n') + '\n';
}
