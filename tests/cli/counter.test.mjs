// counter.test.mjs: the counter game (tests/games/counter/), the test build's own game, through
// the command line's generic paths only, in build/calcsolve-test-games (the CLI built with the
// test build's games; the product's build/calcsolve has none of them): by name with its fields as
// arguments, solve and hint with --game, play answered through a pipe, the prompt session, help
// listing it, the options it offers and its errors, every answer checked against a brute force
// over every sequence of moves; and the CLI tests that read the list of games pass with it in.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { listedGames, root } from './helpers.mjs';

const product = path.join(root, 'build/calcsolve');
const withTestGames = path.join(root, 'build/calcsolve-test-games');

function run(binary, args, input = '') {
  const r = spawnSync(binary, args, { input, encoding: 'utf8', timeout: 60000 });
  return { status: r.status, out: r.stdout, err: r.stderr };
}
const counter = (args, input) => run(withTestGames, args, input);

// The fewest moves (+1 or x2) from start to goal within moves, trying every sequence of every length; -1: none.
function bruteForce(start, goal, moves) {
  for (let length = 0; length <= moves; length++) {
    for (let bits = 0; bits < 2 ** length; bits++) {
      let value = start;
      for (let i = 0; i < length; i++) value = (bits >> i) & 1 ? value * 2 : value + 1;
      if (value === goal) return length;
    }
  }
  return -1;
}

const play = (start, moves) => moves.reduce((value, move) => (move === 'x2' ? value * 2 : value + 1), start);
const listOf = (help) => listedGames(help);

const puzzles = [[1, 10, 4], [1, 10, 3], [3, 100, 7], [5, 3, 2], [7, 7, 0], [2, 97, 12], [1, 1000, 15], [6, 1, 9]];

test('the product has none of the test games; with them, help lists them after the product\'s games', () => {
  const productGames = listOf(run(product, ['help']).out);
  const testGames = readdirSync(path.join(root, 'tests/games')).sort();
  assert.ok(testGames.includes('counter'));
  assert.deepEqual(listOf(counter(['help']).out), [...productGames, ...testGames]);
  assert.ok(!productGames.includes('counter'));
  const unknown = run(product, ['counter', '10', '4']);
  assert.equal(unknown.status, 2);
  assert.match(unknown.err, /unknown command "counter"/);
  assert.match(run(product, ['solve', '-', '--game', 'counter'], 'goal: 10\nmoves: 4\n').err, /unknown game "counter"/);
});

test('by name, its required fields as arguments: the fewest moves, as a brute force finds them', () => {
  for (const [goal, moves] of [[10, 4], [10, 3], [1000, 15], [1, 0], [37, 9]]) {
    const r = counter(['counter', String(goal), String(moves), '--json']);
    assert.equal(r.status, 0, r.err);
    const answer = JSON.parse(r.out);
    const fewest = bruteForce(1, goal, moves);
    assert.equal(answer.solved, fewest >= 0, `${goal} ${moves}`);
    if (fewest < 0) continue;
    assert.equal(answer.moves, fewest);
    assert.equal(answer.solution.length, fewest);
    assert.equal(play(1, answer.solution), goal);
  }
  const text = counter(['counter', '10', '4']);
  assert.equal(text.out, '1 to 10 in 4 moves with +1, x2\nSolved in 4 moves (9 states):\n1 → [+1] 2 → [x2] 4 → [+1] 5 → [x2] 10\n');
});

test('solve and hint --game counter: each puzzle of a file against the brute force', () => {
  const file = puzzles.map(([start, goal, moves]) => `start: ${start}\ngoal: ${goal}\nmoves: ${moves}\n`).join('\n');
  const solved = counter(['solve', '-', '--game', 'counter', '--json'], file);
  assert.equal(solved.status, 0, solved.err);
  const answers = solved.out.trim().split('\n').map((line) => JSON.parse(line));
  const hinted = counter(['hint', '-', '--game', 'counter', '--json'], file);
  assert.equal(hinted.status, 0, hinted.err);
  const hints = hinted.out.trim().split('\n').map((line) => JSON.parse(line));
  assert.equal(answers.length, puzzles.length);
  puzzles.forEach(([start, goal, moves], i) => {
    const fewest = bruteForce(start, goal, moves);
    assert.equal(answers[i].solved, fewest >= 0, `puzzle ${i + 1}`);
    assert.equal(hints[i].solvable, fewest >= 0, `puzzle ${i + 1}`);
    if (fewest < 0) return;
    assert.equal(answers[i].moves, fewest);
    assert.equal(play(start, answers[i].solution), goal);
    assert.equal(hints[i].fewest_moves, fewest);
    if (fewest > 0) assert.equal(bruteForce(play(start, [hints[i].move]), goal, moves - 1), fewest - 1, `puzzle ${i + 1}`);
  });
  const text = counter(['hint', '-', '--game', 'counter'], 'goal: 10\nmoves: 4\n');
  assert.equal(text.out, 'Hint: +1 (then 3 more moves).\n');
});

test('its options are the ones it offers, its usage comes from its fields, its errors name the field', () => {
  const classic = counter(['counter', '10', '4', '--classic']);
  assert.equal(classic.status, 2);
  assert.match(classic.err, /--classic does not apply to counter/);
  assert.match(counter(['counter', '10', '4', '--all']).err, /--all does not apply to counter/);
  const usage = counter(['help', 'counter']).out;
  assert.match(usage, /^ {2}calcsolve counter goal moves \[options\]\n\n {2}--json .*\n {2}--max-states N .*\n\n/m);
  const missing = counter(['counter']);
  assert.equal(missing.status, 2);
  assert.match(missing.err, /^calcsolve: goal: usage: calcsolve counter goal moves\n/);
  const bad = counter(['counter', '0', '4']);
  assert.equal(bad.status, 2);
  assert.match(bad.err, /^calcsolve: goal: expected a whole number 1\.\.1000000000, not 0\n/);
  const json = JSON.parse(counter(['counter', '10', 'x', '--json']).out);
  assert.equal(json.error.field, 'moves');
  assert.match(json.error.message, /^moves: "x" is not a whole number/);
  assert.match(counter(['counter', '10', '4', '5']).err, /"5" is one argument too many \(counter takes at most 2\)/);
  assert.match(counter(['solve', '-', '--game', 'counter'], 'goal: 10\nmoves: 4\ncolour: red\n').err,
    /line 3: colour: unknown key "colour" \(expected start, goal, moves\)/);
  assert.match(counter(['level', '1', '--game', 'counter']).err, /Counter \(a test game\) has no bundled puzzles/);
  const budget = counter(['counter', '1000000000', '60', '--max-states', '10']);
  assert.equal(budget.status, 0);
  assert.match(budget.out, /^Gave up after 10 states \(state budget reached\)\n {2}\(the state budget of --max-states 10/m);
});

test('play through a pipe: moves by number and by label, ? and u, to the fewest moves or more', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'counter-'));
  try {
    const file = path.join(dir, 'puzzle.txt');
    writeFileSync(file, 'start: 3\ngoal: 100\nmoves: 7\n');
    const solution = JSON.parse(counter(['solve', file, '--game', 'counter', '--json']).out).solution;
    assert.equal(solution.length, bruteForce(3, 100, 7));
    // the first move by its number, then a wrong one, a hint, an undo and the first again, then labels
    const typed = [solution[0] === '+1' ? '1' : '2', 'x3', '?', 'u', solution[0], ...solution.slice(1)];
    const r = counter(['play', file, '--game', 'counter'], `${typed.join('\n')}\n`);
    assert.equal(r.status, 0, r.err);
    assert.match(r.out, /^Counter \(a test game\)\. Type a move/);
    assert.match(r.out, /Not a move: "x3" is not a move \(the moves are \+1 and x2\); try again\./);
    assert.match(r.out, new RegExp(`Hint: (\\+1|x2) \\(then ${solution.length - 2} more moves\\)\\.`));
    assert.match(r.out, /Start: 100\n {2}Goal: 100\n/);
    assert.match(r.out, new RegExp(`Solved in ${solution.length} moves, the fewest possible\\.\\n$`));
    writeFileSync(file, 'goal: 5\nmoves: 4\n');
    const slow = counter(['play', file, '--game', 'counter'], '+1\n+1\n+1\n+1\n');
    assert.match(slow.out, /Solved in 4 moves; the fewest possible is 3\.\n$/);
    writeFileSync(file, 'goal: 10\nmoves: 1\n');
    assert.match(counter(['play', file, '--game', 'counter'], '2\n').out, /Out of moves: no move can be made from here/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the prompt session asks its fields and answers with the moves', () => {
  const r = counter(['interactive', '--game', 'counter'], '10\n4\nn\n');
  assert.equal(r.status, 0, r.err);
  assert.match(r.out, /^Enter the goal: 10\nEnter the number of moves: 4\nSolution:\n/);
  const moves = [...r.out.matchAll(/^Apply (\+1|x2)$/gm)].map((m) => m[1]);
  assert.equal(moves.length, bruteForce(1, 10, 4));
  assert.equal(play(1, moves), 10);
});

test('the CLI tests that read the list of games pass with the test game in the list', () => {
  const env = { ...process.env, CALCSOLVE_BIN: withTestGames };
  delete env.NODE_TEST_CONTEXT; // a run of its own, not a part of this one
  const files = ['games', 'options', 'conventions'].map((name) => `tests/cli/${name}.test.mjs`);
  const r = spawnSync(process.execPath, ['--test', ...files],
    { cwd: root, env, encoding: 'utf8', timeout: 120000 });
  assert.equal(r.status, 0, r.stdout.slice(-3000) + r.stderr);
  assert.match(r.stdout, /# fail 0/);
});
