// keys.test.mjs: what the command line tells a player: `calcsolve help buttons`
// (every button kind with its summary and example, from the engine's help,
// within 80 columns), the play board's keys as the game shows them after [+]N,
// the reason a press is refused, and clock errors that name their field once.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { run, session } from './helpers.mjs';

const PROMPT = 'q quit): ';
const dir = mkdtempSync(path.join(tmpdir(), 'calcsolve-keys-'));

// The names every kind is listed under, in the engine's order, then the rules.
const NAMES = ['+N', '-N', 'xN', '/N', 'Digits', '+/-', '<<', 'A=>B', '^N', 'Reverse', 'SUM', '<Shift', 'Shift>',
  'Mirror', '[+]N', 'Store', 'Inv10', 'Portal', 'My app charges a move for saving into Store',
  'My app does not charge a move for saving into Store'];

test('help buttons: every kind with its summary and example, within 80 columns', () => {
  const r = run(['help', 'buttons']);
  assert.equal(r.status, 0, r.err);
  assert.equal(r.err, '');
  const lines = r.out.split('\n');
  for (const line of lines) assert.ok([...line].length <= 80, `over 80 columns: ${line}`);
  let at = 0;
  for (const name of NAMES) {
    const found = lines.indexOf('  ' + name, at);
    assert.ok(found > at - 1, `${name} is listed in order`);
    assert.match(lines[found + 1], /^ {6}\S/, `${name}: a summary`);
    const example = lines.slice(found + 1).find((l) => l.startsWith('      e.g. '));
    assert.ok(example && example.length > '      e.g. '.length, `${name}: an example`);
    at = found + 1;
  }
  assert.match(r.out, /\n {2}\+N\n {6}adds N\n {6}e\.g\. \+3: 12 → 15\n/);
  assert.match(r.out, /\n {2}Inv10\n {6}each digit d becomes 10 − d, 0 stays 0\n {6}e\.g\. Inv10: 1289 → 9821\n/);
  assert.match(run(['--help']).out, /calcsolve help buttons/);
  const wrong = run(['help', 'buttons', 'extra']);
  assert.equal(wrong.status, 2);
});

test('play: after [+]1 the board shows the keys as the game does, and a key is pressed by either label', async () => {
  const s = session(['play', '132'], PROMPT);
  assert.match(await s.read(), /Buttons: 1\) \+2 {3}2\) \[\+\]1\n/);
  const after = await s.say('2');
  assert.match(after, /\[\+\] buttons pressed so far add 1\n {2}Buttons: 1\) \+3 {3}2\) \[\+\]1\n/);
  assert.match(await s.say('"+3"'), /Display 13 /); // the key showing +3 adds 3
  await s.end();
  // 10, +2, [+]1: the hint names the key as it shows now; its label as the level writes it presses it too
  const again = session(['play', '132'], PROMPT);
  await again.read();
  await again.say('1');
  assert.match(await again.say('2'), /Display 12 /);
  assert.match(await again.say('?'), /Hint: press \+3 \(that reaches the goal\)/);
  assert.match(await again.say('"+2"'), /Display 15 [\s\S]*Solved/);
  const end = await again.end();
  assert.equal(end.status, 0, end.err);
});

test('play: a refused press says why', async () => {
  const level = path.join(dir, 'divide.txt');
  writeFileSync(level, 'start: 11\ngoal: 1\nmoves: 2\nbuttons: /4\n');
  const s = session(['play', level], PROMPT);
  await s.read();
  assert.match(await s.say('1'), /Not a move: \/4 cannot be pressed on 11: 11 \/ 4 is not a whole number; try again\./);
  await s.end();
});

test('clock errors name their field once', () => {
  const r = run(['clock', 'abc', '2']);
  assert.equal(r.status, 2);
  assert.match(r.err, /^calcsolve: n: expected a whole number 2\.\.16\n/);
  const json = run(['clock', '4', '0', '--json']);
  assert.deepEqual(JSON.parse(json.out), { error: { line: 0, field: 'k', message: 'k: expected a whole number 1..99' } });
  const file = run(['solve', '--game', 'clock', '-'], 'n: 4\nk: 2\nboard: 1 2\nhand: 0\n');
  assert.match(file.err, /^calcsolve: line 3: board: 2 cells given, n is 4/);
});
