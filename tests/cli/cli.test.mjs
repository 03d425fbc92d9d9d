// cli.test.mjs: the native command-line front end, driven as a user would:
// commands, options, exit statuses, JSON and text output, the classic prompt
// session through a pipe, and input errors.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const binary = path.join(root, 'build/calcsolve');

function run(args, input = '') {
  const r = spawnSync(binary, args, { input, encoding: 'utf8', timeout: 60000 });
  return { status: r.status, out: r.stdout, err: r.stderr };
}

const LEVEL_199 = 'level: 199\nstart: 3002\ngoal: 3507\nmoves: 6\nbuttons: 7, 3=>5, Inv10, Shift>\nportal: 4 0\n';

test('the classic prompt session reproduces the transcript through a pipe', () => {
  const r = run(['interactive'], '2\n5\n3\n+2\n+1\n\nn\nn\n');
  assert.equal(r.status, 0);
  const transcript = [
    'Enter start value: 2',
    'Enter goal value: 5',
    'Enter the number of moves: 3',
    'Enter one rule per line (empty string to mark end of list):',
    '+2',
    '+1',
    '',
    'Are there any portals for this game? (y/n): n',
    'Solution:',
    'Apply +1',
    'Apply +2',
    'Solve again (y/n): ',
  ].join('\n');
  assert.ok(r.out.startsWith(transcript), r.out);
});

test('the prompt session re-asks with the reason, asks for portals, and ends cleanly at end of input', () => {
  const r = run(['interactive'], 'abc\n3002\n3507\n6\nfoo\n7\n3=>5\nInv10\nShift>\n\ny\n0\n2\n7\n0\n4\n0\n');
  assert.equal(r.status, 0);
  assert.match(r.out, /"abc" is not a whole number; try again\.\nEnter start value: 3002/);
  assert.match(r.out, /unknown button "foo"/);
  // the portal answers get the level file's checks and messages
  assert.match(r.out, /portal on the right: 2\nthe entry place \(0\) must be left of the exit place \(2\): ENTRY > EXIT; try again\./);
  assert.match(r.out, /portal on the right: 0\nplaces count from 0 \(the ones place\) to 5 on a 6-digit display; try again\./);
  assert.match(r.out, /Enter the distance from the ones place of the portal on the right: 0\n/);
  const applied = r.out.split('\n').filter((l) => l.startsWith('Apply ')).map((l) => l.slice(6));
  assert.deepEqual(applied.length, 6);
  assert.equal(run(['interactive'], '').status, 0);
  assert.equal(run(['interactive'], '2\n5\n').status, 0);
});

test('solve reads a file or standard input and prints the chain with portal falls', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'calcsolve-'));
  const file = path.join(dir, 'level.txt');
  writeFileSync(file, LEVEL_199);
  for (const r of [run(['solve', file]), run(['solve', '-'], LEVEL_199), run([], LEVEL_199)]) {
    assert.equal(r.status, 0, r.err);
    assert.match(r.out, /Solved in 6 moves/);
    assert.match(r.out, /3002 → \[7\] 30 \(portal: 30027 → 30\) → /);
    assert.match(r.out, /→ \[7\] 3507\n/);
  }
});

test('--json prints one object per level with the solution replayed', () => {
  const r = run(['solve', '--json', '--all'], LEVEL_199 + '\nstart: 1\ngoal: 3\nmoves: 4\nbuttons: x2\n');
  assert.equal(r.status, 0);
  const lines = r.out.trim().split('\n').map((l) => JSON.parse(l));
  assert.equal(lines.length, 2);
  const [first, second] = lines;
  assert.equal(first.solved, true);
  assert.equal(first.moves, 6);
  assert.equal(first.solution.length, 6);
  assert.equal(first.values.at(-1), 3507);
  assert.equal(first.values[0], 30);
  assert.ok(first.count >= 1);
  assert.equal(first.solutions.length, Math.min(first.count, 100));
  assert.deepEqual(first.solutions[0], first.solution);
  assert.equal(second.solved, false);
  assert.equal(second.message, 'No solution within 4 moves');
});

test('level N, several levels, and level all with a summary', () => {
  const r = run(['level', '192', '--json']);
  const level = JSON.parse(r.out);
  assert.equal(level.level, 192);
  assert.equal(level.moves, 5);
  assert.deepEqual(level.values.at(-1), 500);
  const two = run(['level', '1', '2']);
  assert.match(two.out, /Level 1:[\s\S]*Level 2:/);
  const all = run(['level', 'all']);
  assert.equal(all.status, 0);
  assert.match(all.out, /^199 of 199 levels solved within their moves; \d{1,3}(,\d{3})+ states explored in [\d.]+ ms$/m);
  assert.equal(all.out.trim().split('\n').length, 200);
});

test('--classic makes the Store long-press free (level 155: 7 moves, else 9)', () => {
  assert.equal(JSON.parse(run(['level', '155', '--json']).out).moves, 9);
  const classic = JSON.parse(run(['level', '155', '--json', '--classic']).out);
  assert.equal(classic.moves, 7);
  assert.ok(classic.solution.includes('Store:save'));
});

test('input errors: exit 2 with the message on stderr, or the error object with --json', () => {
  const cases = [
    [['solve', '-'], '', 'input', /no level found/],
    [['solve', '-'], 'start: 0\ngoal: 2\nmoves: 2\nbuttons: x\n', 'buttons', /line 4: buttons: button "x": xN needs a whole number/],
    [['frobnicate'], '', 'command', /unknown command/],
    [['level', '0'], '', 'level', /"0" is not a bundled level/],
    [['level', '200'], '', 'level', /not a bundled level/],
    [['solve', '--bogus'], '', 'option', /unknown option "--bogus"/],
    [['solve', '--digits', '40'], '', 'digits', /--digits takes 1 to 18/],
    [['solve', '/nonexistent/file'], '', 'file', /cannot open/],
    [['solve', '-'], 'start: 0\0\n', 'file', /NUL byte/],
  ];
  for (const [args, input, field, message] of cases) {
    const plain = run(args, input);
    assert.equal(plain.status, 2, `${args}: ${plain.out}`);
    assert.match(plain.err, message);
    assert.equal(plain.out, '');
    const json = run([...args, '--json'], input);
    assert.equal(json.status, 2);
    const error = JSON.parse(json.out).error;
    assert.equal(error.field, field, JSON.stringify(error));
    assert.match(error.message, new RegExp(message.source.replace(/^line \d+: \w+: /, '')));
  }
  const lineError = JSON.parse(run(['solve', '--json'], 'start: 0\ngoal: 2\nmoves: 2\nbuttons: x\n').out).error;
  assert.equal(lineError.line, 4);
});

test('a search that hits its budget says so instead of hanging', () => {
  const r = run(['solve', '--json', '--max-states', '2000'],
    'start: 0\ngoal: -1\nmoves: 99\nbuttons: +1, x2, Reverse, Store, [+]1, Inv10, <Shift, 3=>1, Mirror, 7\n');
  assert.equal(r.status, 0);
  const result = JSON.parse(r.out);
  assert.equal(result.solved, false);
  assert.equal(result.gave_up, true);
  assert.match(result.message, /^gave up after [\d,]+ states: state budget reached$/);
});

test('--help prints usage', () => {
  const r = run(['--help']);
  assert.equal(r.status, 0);
  assert.match(r.out, /calcsolve solve \[FILE\|-\]/);
});
