// games.test.mjs: the command line knows no game: any game of the
// list runs by its name with its fields as arguments, the same answer as the
// same puzzle given as text; help lists the games, and every one of them runs
// by name and by --game; JSON is one line a result.
// CALCSOLVE_BIN runs the tests against another binary (to see them fail).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { gameNames, listedGames } from './helpers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const binary = process.env.CALCSOLVE_BIN || path.join(root, 'build/calcsolve');

function run(args, input = '') {
  const r = spawnSync(binary, args, { input, encoding: 'utf8', timeout: 60000 });
  return { status: r.status, out: r.stdout, err: r.stderr };
}

test('a game by name takes its fields as arguments, and answers as its puzzle text does', () => {
  const byName = run(['calculator', '3002', '3507', '6', '7', '3=>5', 'Inv10', 'Shift>', '--json']);
  assert.equal(byName.status, 0, byName.err);
  const asText = run(['solve', '-', '--json'], 'start: 3002\ngoal: 3507\nmoves: 6\nbuttons: 7, 3=>5, Inv10, Shift>\n');
  assert.deepEqual(JSON.parse(byName.out), JSON.parse(asText.out));
  const text = run(['calculator', '0', '2', '2', '+1']);
  assert.equal(text.status, 0, text.err);
  assert.equal(text.out, run(['solve', '-'], 'start: 0\ngoal: 2\nmoves: 2\nbuttons: +1\n').out);
});

test('a game by name: a missing field is named, and its usage comes from its fields', () => {
  const missing = run(['calculator', '0', '2']);
  assert.equal(missing.status, 2);
  assert.match(missing.err, /moves: usage: calcsolve calculator start goal moves buttons \.\.\./);
  const json = JSON.parse(run(['calculator', '0', '2', '--json']).out);
  assert.equal(json.error.field, 'moves');
  const bad = run(['calculator', '0', '2', '2', 'x']);
  assert.equal(bad.status, 2);
  assert.match(bad.err, /buttons: button "x": xN needs a whole number/);
  assert.match(run(['calculator', '--help']).out, /calcsolve calculator start goal moves buttons \.\.\. \[options\]/);
});

test('help lists every game of the list, the first the default; each runs by name and by --game', () => {
  const names = gameNames();
  assert.equal(names[0], 'calculator', 'the default game of solve, level and play is the first of the list');
  assert.equal(new Set(names).size, names.length, names.join(', '));
  assert.deepEqual(listedGames(run(['help']).out), names);
  for (const name of names) {
    const usage = run([name, '--help']);
    assert.equal(usage.status, 0, `${name}: ${usage.err}`);
    assert.match(usage.out, new RegExp(`^  calcsolve ${name} `, 'm'), name);
    const missing = run([name]); // no arguments: its usage, naming its first field
    assert.equal(missing.status, 2, name);
    assert.match(missing.err, new RegExp(`usage: calcsolve ${name} `), name);
    const empty = run(['solve', '-', '--game', name, '--json'], '# nothing\n');
    assert.equal(empty.status, 2, name); // the game's own "no puzzle found" message
    assert.equal(typeof JSON.parse(empty.out).error.message, 'string', name);
  }
  assert.ok(run(['solve', '--game', 'chess']).err.includes(`(the games: ${names.join(', ')})`));
});

test('clock --json prints one JSON line, as every other command', () => {
  const r = run(['clock', '4', '2', '--json']);
  assert.equal(r.status, 0);
  assert.ok(r.out.endsWith('}\n') && !r.out.endsWith('\n\n'), JSON.stringify(r.out.slice(-5)));
  assert.equal(JSON.parse(r.out).n, 4);
});

test('--game runs solve, level and the prompt session for any game of the list', () => {
  const clock = run(['solve', '-', '--game', 'clock', '--json'], 'n: 4\nk: 2\n\nn: 3\nk: 1\n');
  assert.equal(clock.status, 0, clock.err);
  const lines = clock.out.trim().split('\n').map((l) => JSON.parse(l));
  assert.deepEqual(lines.map((l) => l.n), [4, 3]);
  assert.deepEqual(lines[0], JSON.parse(run(['clock', '4', '2', '--json']).out));
  const session = run(['interactive', '--game', 'digits'], '415\n1\n\n2\n3 4\n3\n4\n5\n6\n\nn\n');
  assert.equal(session.status, 0, session.err);
  assert.match(session.out, /Enter the target: 415\n/);
  assert.match(session.out, /At least 2 numbers are needed\./);
  assert.match(session.out, /one number a line, not "3 4"; try again\./);
  assert.ok(session.out.includes(run(['digits', '415', '1', '2', '3', '4', '5', '6']).out), session.out);
  const none = run(['level', '1', '--game', 'digits']);
  assert.equal(none.status, 2);
  assert.match(none.err, /Digits has no bundled puzzles/);
  const unknown = run(['solve', '--game', 'chess']);
  assert.equal(unknown.status, 2);
  assert.match(unknown.err, /unknown game "chess"/);
});
