// generate.test.mjs: `calcsolve generate`, `calcsolve daily` and `solve --graph`
// driven as a user would: every option, what stdout holds (the puzzle and
// nothing else unless --solution), determinism, the generated level checked by
// `calcsolve solve`, giving up after --tries, and bad input naming the option.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const binary = path.join(root, 'build/calcsolve');

function run(args, input = '') {
  const r = spawnSync(binary, args, { input, encoding: 'utf8', timeout: 60000 });
  return { status: r.status, out: r.stdout, err: r.stderr };
}

function ok(args, input) {
  const r = run(args, input);
  assert.equal(r.status, 0, `${args.join(' ')}: ${r.err}`);
  assert.equal(r.err, '');
  return r.out;
}

// The level of a generate/daily text, solved by `calcsolve solve --all --json`.
const solve = (text) => JSON.parse(ok(['solve', '--all', '--json'], text));

test('generate --seed 42: the level format and nothing else, the same every run', () => {
  const out = ok(['generate', '--seed', '42']);
  assert.equal(out, 'start: 42\ngoal: 44444\nmoves: 5\nbuttons: <<, 4\n');
  assert.equal(ok(['generate', '--seed', '42']), out);
  assert.notEqual(ok(['generate', '--seed', '43']), out);
  const r = solve(out);
  assert.equal(r.moves, 5);
  assert.equal(r.count, 1);
});

test('generate without --seed: a level from the clock, still one shortest solution in its moves', () => {
  const out = ok(['generate']);
  const r = solve(out);
  assert.equal(r.moves, r.moves_allowed);
  assert.equal(r.count, 1);
});

test('--solution adds the difficulty and the solution as comments that solve still reads', () => {
  const out = ok(['generate', '--seed', '42', '--solution']);
  assert.equal(out, 'start: 42\ngoal: 44444\nmoves: 5\nbuttons: <<, 4\n# difficulty 2.5 (1 to 10)\n# solution: <<, 4, 4, 4, 4\n');
  const r = solve(out);
  assert.equal(r.difficulty, 2.5);
  assert.deepEqual(r.solution, ['<<', '4', '4', '4', '4']);
});

test('--json: one object, the solution only with --solution', () => {
  const plain = JSON.parse(ok(['generate', '--seed', '42', '--json']));
  assert.deepEqual(Object.keys(plain), ['game', 'seed', 'date', 'difficulty', 'puzzle', 'text']);
  assert.equal(plain.seed, '42');
  assert.equal(plain.text, ok(['generate', '--seed', '42']));
  const full = JSON.parse(ok(['generate', '--seed', '42', '--json', '--solution']));
  assert.deepEqual(full.solution, ['<<', '4', '4', '4', '4']);
  // a seed that is not a number is its FNV-1a hash (core/README.md, "Level generator")
  let hash = 0xcbf29ce484222325n;
  for (const byte of Buffer.from('any text')) hash = ((hash ^ BigInt(byte)) * 0x100000001b3n) & 0xffffffffffffffffn;
  assert.equal(JSON.parse(ok(['generate', '--seed', 'any text', '--json'])).seed, String(hash));
});

test('--moves, --difficulty, --kinds, --portal, --allow-many: each request is met', () => {
  for (const moves of [2, 3, 8]) {
    const r = solve(ok(['generate', '--seed', '9', '--moves', String(moves)]));
    assert.equal(r.moves, moves);
    assert.equal(r.moves_allowed, moves);
    assert.equal(r.count, 1);
  }
  for (const difficulty of ['2', '4.5', '7']) {
    const r = solve(ok(['generate', '--seed', '5', '--moves', '6', '--difficulty', difficulty]));
    assert.ok(Math.abs(r.difficulty - Number(difficulty)) <= 0.5, `${r.difficulty} for ${difficulty}`);
  }
  const kinds = solve(ok(['generate', '--seed', '5', '--kinds', 'mul,reverse,append']));
  for (const b of kinds.buttons) assert.match(b.label, /^(x\d|Reverse|\d{1,2})$/);
  const portal = solve(ok(['generate', '--seed', '5', '--moves', '6', '--portal']));
  assert.ok(Array.isArray(portal.portal));
  assert.ok(portal.steps.some((s) => s.portal_from !== undefined), 'the solution goes through the portal');
  const many = ok(['generate', '--seed', '1', '--allow-many', '--json']);
  assert.equal(solve(JSON.parse(many).text).moves, 5);
});

test('generate digits: a Digits puzzle, its operations with --moves', () => {
  const out = ok(['generate', 'digits', '--seed', '1', '--moves', '3', '--solution']);
  const [target, numbers, difficulty, solution] = out.trimEnd().split('\n');
  assert.match(target, /^target: \d+$/);
  assert.match(numbers, /^numbers:( \d+){6}$/);
  assert.match(difficulty, /^# difficulty \d+\.\d \(1 to 10\)$/);
  assert.equal(solution.replace('# solution: ', '').split(', ').length, 3);
  const r = JSON.parse(ok(['digits', target.slice(8), ...numbers.slice(9).split(' '), '--json']));
  assert.equal(r.ops, 3);
  assert.equal(`# difficulty ${r.difficulty.toFixed(1)} (1 to 10)`, difficulty);
});

test('a request that cannot be met gives up after --tries candidates', () => {
  const r = run(['generate', '--moves', '12', '--kinds', 'negate', '--tries', '40']);
  assert.equal(r.status, 2);
  assert.equal(r.out, '');
  assert.match(r.err, /^calcsolve: generate: gave up after 40 candidates: /);
  const json = run(['generate', '--moves', '12', '--kinds', 'negate', '--tries', '40', '--json']);
  assert.equal(JSON.parse(json.out).error.field, 'generate');
});

test('bad options and values name the option', () => {
  const cases = [
    [['generate', '--moves', '13'], /--moves: moves must be 1 to 12, not 13/],
    [['generate', '--moves', 'x'], /--moves takes a whole number from 1, not "x"/],
    [['generate', '--moves'], /--moves needs a value/],
    [['generate', '--difficulty', '11'], /--difficulty takes a number from 1 to 10, not "11"/],
    [['generate', '--difficulty', 'hard'], /--difficulty takes a number from 1 to 10/],
    [['generate', '--kinds', 'foo'], /--kinds: unknown kind "foo"/],
    [['generate', '--tries', '0'], /--tries takes a whole number from 1/],
    [['generate', '--seed', ''], /--seed needs a value/],
    [['generate', '--seed', '1', '--seed', '2'], /--seed is given twice/],
    [['generate', '--all'], /--all does not apply to generate/],
    [['generate', 'clock'], /The clock game has no generator/],
    [['generate', 'chess'], /unknown game "chess"/],
    [['generate', 'digits', '--portal'], /--portal: Digits has no buttons/],
    [['generate', 'digits', '--moves', '9'], /--moves: operations must be 2 to 5, not 9/],
    [['generate', 'digits', 'calculator'], /one argument too many/],
    [['daily', '2026-02-30'], /date: 2026-02 has no day 30/],
    [['daily', 'tomorrow'], /the date must be YYYY-MM-DD/],
    [['daily', '--seed', '1'], /--seed does not apply to daily/],
    [['daily', '--game', 'clock'], /The clock game has no puzzle of the day/],
    [['solve', '--graph', 'svg'], /--graph takes dot or json, not "svg"/],
    [['level', '1', '--graph', 'svg'], /--graph takes dot or json, not "svg"/],
  ];
  for (const [args, message] of cases) {
    const r = run(args, 'start: 1\ngoal: 2\nmoves: 1\nbuttons: +1\n');
    assert.equal(r.status, 2, args.join(' '));
    assert.equal(r.out, '', args.join(' '));
    assert.match(r.err, message, args.join(' '));
  }
});

test('daily DATE: one puzzle of each game that makes them, the same as generate for that day, harder on Sunday', () => {
  const out = ok(['daily', '2026-11-23']);
  const [calcBlock, digitsBlock, calc2Block] = out.split('\n\n');
  assert.match(calcBlock, /^# Calculator: The Game, 2026-11-23\nstart: /);
  assert.match(digitsBlock, /^# Digits, 2026-11-23\ntarget: \d+\nnumbers:( \d+){6}$/);
  assert.match(calc2Block, /^# Calculator 2, 2026-11-23\nstart: -?\d+\ngoals?: /);
  assert.equal(solve(calcBlock).moves, 4); // a Monday
  assert.equal(solve(ok(['daily', '2026-11-29', '--game', 'calculator'])).moves, 7); // a Sunday
  assert.equal(ok(['daily', '2026-11-23', '--game', 'calculator']), calcBlock.replace(/^#.*\n/, '') + '\n');
  const lines = ok(['daily', '2026-11-23', '--json', '--solution']).trim().split('\n').map((l) => JSON.parse(l));
  assert.deepEqual(lines.map((l) => [l.game, l.date, l.seed]),
    [['calculator', '2026-11-23', null], ['digits', '2026-11-23', null], ['calculator2', '2026-11-23', null]]);
  assert.ok(lines.every((l) => l.solution.length > 0));
  const today = new Date().toISOString().slice(0, 10);
  const now = ok(['daily', '--json']).trim().split('\n').map((l) => JSON.parse(l));
  assert.ok([today, new Date(Date.now() - 60000).toISOString().slice(0, 10)].includes(now[0].date));
});

test('solve --graph dot and json: the states on shortest solutions, the solution in bold', () => {
  const level = 'start: 3002\ngoal: 3507\nmoves: 6\nbuttons: 7, 3=>5, Inv10, Shift>\nportal: 4 0\n';
  const dot = ok(['solve', '--graph', 'dot'], level);
  assert.match(dot, /^digraph solutions \{\n/);
  assert.equal((dot.match(/n\d+ -> n\d+ \[label="[^"]+", penwidth=2\.5\]/g) || []).length, 6);
  assert.match(dot, /n0 \[label="3002", penwidth=2\.5\]/);
  const graph = JSON.parse(ok(['solve', '--graph', 'json'], level));
  assert.equal(graph.layers, 7);
  assert.equal(graph.total, graph.nodes.length);
  assert.equal((dot.match(/ -> /g) || []).length, graph.edges.length);
  // two levels, two graphs; one with no solution says so
  assert.equal((ok(['solve', '--graph', 'dot'], level + '\n' + level).match(/^digraph/gm) || []).length, 2);
  const none = run(['solve', '--graph', 'dot'], 'start: 1\ngoal: 5\nmoves: 1\nbuttons: +1\n');
  assert.equal(none.status, 0); // as solve: a level without a solution is read, not an input error
  assert.match(none.err, /puzzle 1 \(line 1\): graph: no solution within 1 move/);
});

test('a big solution space is cut at 200 drawn states and says how many are hidden', () => {
  // 1 to (2·3·5·7·11)^2: every state is a product 2^a 3^b 5^c 7^d 11^e, a..e <= 2: 3^5 = 243 of them
  const level = 'start: 1\ngoal: 5336100\nmoves: 10\nbuttons: x2, x3, x5, x7, x11\n';
  const graph = JSON.parse(ok(['solve', '--graph', 'json', '--digits', '8'], level));
  assert.equal(graph.nodes.length, 200);
  assert.equal(graph.total, 243);
  assert.equal(graph.hidden, 43);
  assert.equal(graph.nodes.filter((n) => n.solution).length, 11); // the solution's states are drawn first
  assert.match(ok(['solve', '--graph', 'dot', '--digits', '8'], level), /hidden \[shape=note, label="\d+ more states and \d+ edges not drawn"\]/);
});

test('the difficulty in solve reports: JSON and text, Calculator and Digits', () => {
  assert.equal(JSON.parse(ok(['level', '5', '--json'])).difficulty, 1.8);
  assert.match(ok(['level', '5']), /\ndifficulty 1\.8 \(1 to 10\)\n$/);
  assert.equal(JSON.parse(ok(['level', '5', '--json', '--all'])).difficulty, 1.8);
  assert.equal(JSON.parse(ok(['solve', '--json'], 'start: 1\ngoal: 5\nmoves: 1\nbuttons: +1\n')).difficulty, null);
  const digits = JSON.parse(ok(['digits', '415', '1', '2', '3', '4', '5', '25', '--json']));
  assert.equal(digits.difficulty, JSON.parse(ok(['digits', '415', '1', '2', '3', '4', '5', '25', '--json', '--all'])).difficulty);
  assert.match(ok(['digits', '415', '1', '2', '3', '4', '5', '25']), /\ndifficulty \d+\.\d \(1 to 10\)\n$/);
});
