// calc2.test.mjs: Calculator 2 on the command line: bundled levels by their app numbers
// (`level N --game calculator2`, `level all --json`), the game by name and through
// `solve --game`, hints, and `play` ticking goals off until the level is won. Every
// answer of `level all --json` is replayed by `play` to check it wins in its moves.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { run } from './helpers.mjs';

const level184 = 'level: 184\nstart: 54\ngoals: 49, 11\nmoves: 3\nbuttons: Lock, Sort>, /5\n';

test('level N picks the level of that number; all of them answer every goal within its moves', () => {
  const one = run(['level', '184', '--game', 'calculator2']);
  assert.equal(one.status, 0, one.err);
  assert.match(one.out, /^Level 184: 54 to 49, 11 in 3 moves with Lock, Sort>, \/5\n/);
  assert.match(one.out, /Goal 11 in 3 moves: 54 → \[Lock@1\] 54 → \[Sort>\] 55 → \[\/5\] 11\n/);
  const missing = run(['level', '20', '--game', 'calculator2']);
  assert.equal(missing.status, 2);
  assert.match(missing.err, /level: "20" is not a bundled level \(1\.\.199, some missing, or all\)/);

  const all = run(['level', 'all', '--game', 'calculator2', '--json']);
  assert.equal(all.status, 0, all.err);
  const answers = all.out.trim().split('\n').map((line) => JSON.parse(line));
  assert.equal(answers.length, 190);
  assert.equal(answers.reduce((n, a) => n + a.goals.length, 0), 316);
  for (const answer of answers) {
    assert.equal(answer.solved, true, `level ${answer.level}`);
    for (const goal of answer.goals) {
      assert.ok(goal.moves <= answer.puzzle.moves, `level ${answer.level} goal ${goal.goal}`);
      assert.equal(goal.steps.length, goal.moves);
      assert.deepEqual(goal.steps.map((s) => s.press), goal.solution);
      if (goal.moves) assert.equal(goal.steps.at(-1).value, goal.goal, `level ${answer.level}`);
    }
  }
  const summary = run(['level', 'all', '--game', 'calculator2']);
  assert.match(summary.out, /190 of 190 levels solved within their moves/);
});

test('every bundled answer, played press by press, wins its level in the fewest moves', () => {
  const answers = run(['level', 'all', '--game', 'calculator2', '--json']).out.trim().split('\n').map(JSON.parse);
  for (const answer of answers.filter((a) => a.level % 9 === 4)) {
    // each goal's way from the start; reaching a goal sends the display back to the start
    const presses = answer.goals.flatMap((g) => g.solution);
    const r = run(['play', String(answer.level), '--game', 'calculator2'], presses.map((p) => `"${p}"`).join('\n') + '\n');
    assert.equal(r.status, 0, r.err);
    assert.match(r.out, new RegExp(`Solved in ${presses.length} moves?, the fewest possible\\.`), `level ${answer.level}`);
  }
});

test('by name, through solve --game, and its hint', () => {
  const byName = run(['calculator2', '54', '49, 11', '3', 'Lock', 'Sort>', '/5', '--json']);
  assert.equal(byName.status, 0, byName.err);
  const answer = JSON.parse(byName.out);
  assert.deepEqual(answer.goals.map((g) => [g.goal, g.moves]), [[49, 3], [11, 3]]);
  const solved = run(['solve', '-', '--game', 'calculator2', '--all'], level184);
  assert.match(solved.out, /Goal 49 in 3 moves \(1 shortest way\)/);
  const hint = JSON.parse(run(['hint', '-', '--game', 'calculator2', '--json'], level184).out);
  assert.equal(hint.move, 'Sort>');
  assert.equal(hint.fewest_moves, 6);
  const bad = run(['solve', '-', '--game', 'calculator2'], 'start: 1\ngoals: 3, 3\nmoves: 2\nbuttons: +1\n');
  assert.equal(bad.status, 2);
  assert.match(bad.err, /line 2: goals: 3 is listed twice/);
});

test('play asks for the place of a key typed alone, ticks goals off and goes back to the start', () => {
  const r = run(['play', '184', '--game', 'calculator2'], 'Lock\n1\nSort>\n/5\nClear\nq\n');
  assert.equal(r.status, 0, r.err);
  assert.match(r.out, /: Lock\nLock which place \(1: Lock the 5 \(tens\); 0: Lock the 4 \(ones\)\)\? 0-1 \(or Enter to cancel\): 1\n/);
  assert.match(r.out, /Display: 54 \(Lock holds the 5 \(tens\) for the next press\)\n {2}Goals: 49, 11\n {2}Moves left: 2 of 3/);
  assert.match(r.out, /Display: 54\n {2}Goals: 49, 11 \(reached\)\n {2}Moves left: 3 of 3/);
});

test('the pick prompt: a wrong answer is asked again, Enter cancels, the whole label and L/R answers work, end of input ends', () => {
  const round = run(['play', '81', '--game', 'calculator2'], 'round\n0\nRound@9\n\nRound\n Round@2 \n');
  assert.equal(round.status, 0, round.err);
  const asked = 'Round to which place (2: Round to the hundreds; 1: Round to the tens)? 1-2 (or Enter to cancel): ';
  assert.match(round.out, new RegExp(`${asked.replace(/[.?()]/g, '\\$&')}0\n"0" is not one of the choices; type one of them, or press Enter to cancel\.\n`));
  assert.match(round.out, /"Round@9" is not one of the choices/);
  assert.match(round.out, /\): \nCancelled: no move made\.\nMove \(/);
  assert.match(round.out, /Goals: 120, 100 \(reached\)/); // Round@2 typed whole at the prompt: 123 → 100
  const shift = run(['play', '110', '--game', 'calculator2'], 'Shift\nl1\n');
  assert.match(shift.out, /Shift which way and how far \(L left, R right, then the steps\)\? L1-L2, R1-R2 \(or Enter to cancel\): l1\n/);
  assert.match(shift.out, /Goals: 312, 231 \(reached\)/); // 123 → 231
  const ended = run(['play', '110', '--game', 'calculator2'], 'Shift\n');
  assert.equal(ended.status, 0, ended.err);
  assert.equal(ended.err, '');
  assert.match(ended.out, /\(or Enter to cancel\): \n$/); // end of input at the pick ends the game, no prompt after it
  // a key that picks nothing, a key not on the level and a numbered pick are played at once, as before
  const direct = run(['play', '184', '--game', 'calculator2'], 'Round\n3\nq\n');
  assert.match(direct.out, /Not a move: Round is not a key of this level; try again\./);
  assert.match(direct.out, /Display: 54 \(Lock holds the 5 \(tens\) for the next press\)/);
  assert.doesNotMatch(direct.out, /which place/);
});
