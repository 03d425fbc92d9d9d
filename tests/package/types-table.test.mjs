// types-table.test.mjs: the package's types list the games once. wasm/package/index.d.ts has one
// table, `interface Games`, an entry per game, and every per-game type (GameName, the reports,
// hints, plays, puzzles, field values, generators) is read from it: its entries are the engine's
// own list of games, and no other line of the types keys a type by every game's name.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadEngine, root } from '../wasm/engine.mjs';

const types = readFileSync(path.join(root, 'wasm/package/index.d.ts'), 'utf8');

function gamesTable() {
  const start = types.indexOf('export interface Games {');
  assert.ok(start >= 0, 'index.d.ts has the table `export interface Games`');
  const body = types.slice(start, types.indexOf('\n}\n', start));
  return [...body.matchAll(/^ {2}(\w+): \{/gm)].map((m) => m[1]);
}

test('the types\' table of games is the engine\'s list of games, in its order', async () => {
  const engine = await loadEngine();
  assert.deepEqual(gamesTable(), engine.games().map((g) => g.name));
});

test('GameName and every per-game map are read from the table, not written again', () => {
  assert.match(types, /^export type GameName = keyof Games;$/m);
  for (const name of ['PuzzleObjects', 'Reports', 'FieldValues', 'Hints', 'Plays', 'Puzzles', 'Generators'])
    assert.match(types, new RegExp(`^export type ${name} = \\{ \\[G in GameName`, 'm'), `${name} is a mapped type over GameName`);
  // no union of the games' names, and no other object keyed by every game
  const names = gamesTable();
  const union = new RegExp(names.map((n) => `'${n}'`).join('\\s*\\|\\s*'));
  assert.doesNotMatch(types, union);
  const keyed = types.split('\n').filter((line) => names.every((n) => new RegExp(`\\b${n}: `).test(line)));
  assert.deepEqual(keyed, []);
});
