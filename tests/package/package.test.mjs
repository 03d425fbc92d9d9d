// package.test.mjs: the npm package as a user gets it. `npm pack` the staged package
// (build/npm, made by `make package` from package.json's files and wasm/package/README.md),
// install the tarball offline into an empty project, type-check the example
// against the package's index.d.ts (tsc --strict), run it, run the bin (the wasm
// CLI) against the native CLI, and cancel a long search in a worker.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync, copyFileSync, cpSync, existsSync, rmSync, openSync, closeSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { root, run, ok, installPackage } from './install.mjs';
import { quotedTarballSize } from '../bench/npm-size.mjs';
import { loadEngine } from '../wasm/engine.mjs';
import { packedBudget } from './size-budget.mjs';
import { gameNames } from '../cli/helpers.mjs';

const tsc = path.join(root, 'node_modules/.bin/tsc');

let dir, project, packed;

before(() => {
  ({ dir, project, packed } = installPackage());
});

after(() => { if (dir) rmSync(dir, { recursive: true, force: true }); });

test('the tarball holds the module, the engine\'s wasm, the CLI\'s own wasm and the types, within its size budget per game', async (t) => {
  const files = packed.files.map((f) => f.path).sort();
  for (const f of ['package.json', 'README.md', 'wasm/engine.mjs', 'wasm/package/index.js', 'wasm/package/node.js',
    'wasm/package/core.js', 'wasm/package/load.js', 'wasm/package/index.d.ts', 'wasm/package/bin.js', 'wasm/package/worker.js',
    'wasm/package/worker-node.js', 'wasm/package/dist/calcsolve.mjs', 'wasm/package/dist/calcsolve.wasm',
    'wasm/package/dist/calcsolve-cli.mjs', 'wasm/package/dist/calcsolve-cli.wasm']) {
    assert.ok(files.includes(f), `${f} missing from ${files.join(', ')}`);
  }
  assert.ok(files.every((f) => f === 'package.json' || f === 'README.md' || f.startsWith('wasm/')), files.join(', '));
  assert.deepEqual(files.filter((f) => f.endsWith('.wasm')), ['wasm/package/dist/calcsolve-cli.wasm', 'wasm/package/dist/calcsolve.wasm']);
  const games = (await loadEngine()).games().length;
  assert.ok(packed.size <= packedBudget(games), `packed ${packed.size} bytes, over the budget of ${packedBudget(games)} for ${games} games (tests/package/size-budget.mjs)`);
  // npm shows the package's own README (wasm/package/README.md), not the repository's front door
  const readme = readFileSync(path.join(project, 'node_modules/calcsolve/README.md'), 'utf8');
  assert.equal(readme, readFileSync(path.join(root, 'wasm/package/README.md'), 'utf8'));
  assert.notEqual(readme, readFileSync(path.join(root, 'README.md'), 'utf8'));
  // it links to nothing the installed package does not hold (a link into the repository is dead
  // in node_modules and on the registry's page): its links are web addresses or its own #sections
  const links = [...readme.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]);
  const dead = links.filter((href) => !/^(https?:|#)/.test(href) &&
    !existsSync(path.join(project, 'node_modules/calcsolve', href.split('#')[0])));
  assert.deepEqual(dead, [], 'links to files the package does not ship');
  t.diagnostic(`npm pack: ${packed.size} bytes packed, ${packed.unpackedSize} unpacked, ${files.length} files`);
});

test('the packed package.json is publishable and runs nothing of the repository\'s', () => {
  const installed = JSON.parse(readFileSync(path.join(project, 'node_modules/calcsolve/package.json'), 'utf8'));
  assert.equal(installed.private, undefined, '"private": true would make `npm publish` refuse the package');
  assert.equal(installed.devDependencies, undefined);
  assert.equal(installed.scripts, undefined, 'the repository\'s scripts run make in a checkout');
  assert.equal(installed.dependencies, undefined);
  // every file it names is in the tarball
  const files = packed.files.map((f) => f.path);
  // the export conditions' targets, nested ones ("node": {"require", "default"}) included
  const targets = (entry) => (typeof entry === 'string' ? [entry] : Object.values(entry).flatMap(targets));
  for (const f of [installed.bin.calcsolve, installed.types, ...targets(installed.exports['.'])]) {
    assert.ok(files.includes(f.replace(/^\.\//, '')), `${f} is named by package.json but not packed`);
  }
});

test('the engine\'s wasm holds no CLI and is the smaller of the two; only bin.js loads the CLI\'s', async (t) => {
  const dist = path.join(project, 'node_modules/calcsolve/wasm/package/dist');
  const exportsOf = async (file) => WebAssembly.Module.exports(await WebAssembly.compile(readFileSync(path.join(dist, file)))).map((e) => e.name);
  const engine = await exportsOf('calcsolve.wasm');
  const cli = await exportsOf('calcsolve-cli.wasm');
  assert.ok(engine.includes('cs_api_solve') && !engine.includes('cs_cli_run'), engine.join(', '));
  assert.ok(cli.includes('cs_cli_run') && !cli.includes('cs_api_solve'), cli.join(', '));
  const size = (file) => readFileSync(path.join(dist, file)).length;
  assert.ok(size('calcsolve.wasm') < size('calcsolve-cli.wasm'), `${size('calcsolve.wasm')} vs ${size('calcsolve-cli.wasm')}`);
  const sources = ['index.js', 'node.js', 'index.cjs', 'core.js', 'load.js', 'worker.js', 'worker-node.js', '../engine.mjs'];
  for (const file of sources) {
    assert.doesNotMatch(readFileSync(path.join(dist, '..', file), 'utf8'), /calcsolve-cli/, file);
  }
  assert.match(readFileSync(path.join(dist, '../bin.js'), 'utf8'), /dist\/calcsolve-cli\.wasm/);
  t.diagnostic(`engine wasm ${size('calcsolve.wasm')} bytes, CLI wasm ${size('calcsolve-cli.wasm')} bytes`);
});

test('the tarball size quoted in the package README is the real one (make bench writes it)', () => {
  const quoted = quotedTarballSize(readFileSync(path.join(root, 'wasm/package/README.md'), 'utf8'));
  assert.ok(quoted, 'wasm/package/README.md quotes no tarball size between its markers');
  assert.ok(Math.abs(quoted.packed - packed.size) <= 500,
    `the README says ${quoted.packed} bytes packed, npm pack makes ${packed.size}: run \`make bench\` (or node tests/bench/npm-size.mjs)`);
  assert.equal(quoted.files, packed.entryCount);
});

test('the example passes tsc --strict against the installed package (and compiles)', () => {
  assert.ok(existsSync(tsc), 'TypeScript is missing: run npm ci');
  copyFileSync(path.join(root, 'tests/package/example.ts'), path.join(project, 'example.ts'));
  // one run: a type error fails it as --noEmit would, and it writes what the next test runs
  const common = ['--strict', '--module', 'nodenext', '--target', 'es2022', '--lib', 'es2022,dom', '--skipLibCheck', 'false'];
  ok(run(tsc, [...common, '--outDir', 'out', 'example.ts'], { cwd: project }), 'tsc --strict');
  assert.ok(existsSync(path.join(project, 'out/example.js')));
});

// The two callers that must not type-check, checked by one tsc run (each run costs seconds of
// CPU): its errors, file by file.
let wrongCallers = null;
function typeErrors() {
  if (wrongCallers) return wrongCallers;
  writeFileSync(path.join(project, 'wrong.ts'), "import { createEngine } from 'calcsolve';\n" +
    "const engine = await createEngine();\nconst n: string = engine.solve('digits', 'target: 1').ops;\n" +
    "engine.hint('clock', 'n: 4\\nk: 2').press;\n" +
    "engine.solve('digits', { traget: 415, numbers: [1, 2, 3] });\nengine.solve('calculator', { start: 1, goal: 5, moves: 3 });\n" +
    "engine.solve('clock', { n: 4, k: 2 }); engine.solve('digits', [{ target: 415, numbers: '1, 2' }]);\n");
  writeFileSync(path.join(project, 'files.ts'), "import { createEngine, createWorkerEngine, type EngineFiles } from 'calcsolve';\n" +
    "const files: EngineFiles = { wasm: '/calcsolve.wasm', worker: new URL('https://example.com/calcsolve-worker.js') };\n" +
    'await createEngine(files);\nawait createEngine({ wasm: new Uint8Array(8) });\nawait createEngine({ wasm: new ArrayBuffer(8) });\n' +
    "createWorkerEngine(files).close();\nawait createEngine({ wasmUrl: '/calcsolve.wasm' });\n");
  const r = run(tsc, ['--strict', '--module', 'nodenext', '--target', 'es2022', '--lib', 'es2022,dom', '--noEmit', 'wrong.ts', 'files.ts'],
    { cwd: project });
  assert.notEqual(r.status, 0);
  wrongCallers = { stdout: r.stdout, of: (file) => r.stdout.match(new RegExp(`${file.replace('.', '\\.')}\\(\\d+,\\d+\\)`, 'g')) || [] };
  return wrongCallers;
}

test('a type error in a caller is caught by the types', () => {
  const { stdout, of } = typeErrors();
  assert.ok(of('wrong.ts').includes('wrong.ts(3,7)'), stdout);   // number | null is not a string
  assert.ok(of('wrong.ts').includes('wrong.ts(4,36)'), stdout);  // the clock's hint names a choice (move), not a press
  assert.ok(of('wrong.ts').includes('wrong.ts(5,26)'), stdout);  // a misspelt field ("traget") of a puzzle object
  assert.ok(of('wrong.ts').includes('wrong.ts(6,28)'), stdout);  // a calculator puzzle without its buttons
  assert.equal(of('wrong.ts').filter((at) => at.startsWith('wrong.ts(7,')).length, 0, stdout);  // right puzzle objects pass
});

test('the types take the wasm and worker options, and catch a misspelt one', () => {
  const { stdout, of } = typeErrors();
  assert.deepEqual(of('files.ts'), ['files.ts(7,22)'], stdout);
});

test('the example solves level 199 and Digits 415 in the empty project', () => {
  const r = ok(run('node', ['out/example.js'], { cwd: project }), 'the example');
  const lines = Object.fromEntries(r.stdout.trim().split('\n').map((l) => JSON.parse(l)).map((l) => [l.what, l.value]));
  assert.deepEqual(lines['level 199'], { moves: 6, solution: ['7', '3=>5', '7', 'Inv10', 'Shift>', '7'], last: 3507, harder_than_5: true });
  assert.deepEqual(lines['digits 415'], { solved: true, ops: 5, count: 4, expression: '((((4 * 3) + 2) * 6) - 1) * 5' });
  assert.equal(lines.play.press, '7');
  assert.equal(lines.play.value, 30);
  assert.match(lines.play.text, /^level: 199\nstart: 30\ngoal: 3507\nmoves: 5\n/);
  assert.deepEqual(lines.ladder, { kinds: ['count', 'count', 'waypoint', 'next', 'solution'],
    first: 'Every shortest solution presses 7 three times.' });
  assert.deepEqual(lines.clock, { solved: true, length: 48 });
  assert.deepEqual(lines.games, gameNames());
  assert.deepEqual(lines.level, { goal: 121, buttons: ['+1', 'Store'], first: [0, 2] });
  const native = spawnSync(path.join(root, 'build/calcsolve'), ['generate', '--seed', '42', '--solution', '--json'], { encoding: 'utf8' });
  const daily = spawnSync(path.join(root, 'build/calcsolve'), ['daily', '2026-11-23', '--game', 'digits', '--json'], { encoding: 'utf8' });
  assert.deepEqual(lines.generate, { text: JSON.parse(native.stdout).text, solution: JSON.parse(native.stdout).solution,
    digits: JSON.parse(daily.stdout).puzzle.target });
  assert.deepEqual(lines.error, { field: 'goal', line: 2, message: '"x" is not a whole number' });
  assert.equal(lines.abort, 'AbortError');
  assert.deepEqual(lines['after abort'], { ops: 5 });
});

test('npx calcsolve runs the wasm CLI: the same output and exit status as the native CLI', () => {
  const native = path.join(root, 'build/calcsolve');
  const npx = (args, input) => run('npx', ['--no', 'calcsolve', ...args], { cwd: project, input });
  const level = npx(['level', '199']);
  assert.equal(level.status, 0, level.stderr);
  assert.match(level.stdout, /^Level 199: 3002 to 3507 in 6 moves/);
  assert.match(level.stdout, /3002 → \[7\] 30 \(portal: 30027 → 30\) → \[3=>5\] 50 → \[7\] 507 → \[Inv10\] 503 → \[Shift>\] 350 → \[7\] 3507/);
  writeFileSync(path.join(project, 'puzzle.txt'), 'start: 1\ngoal: 5\nmoves: 3\nbuttons: +2\n');
  const cases = [
    [['level', '199', '--json']], [['digits', '415', '1', '2', '3', '4', '5', '6', '--json']], [['clock', '4', '2']],
    [['solve', 'puzzle.txt']], [['solve', '-', '--json'], 'target: 1\n'], [['solve', '-'], 'start: 2\ngoal: 8\nmoves: 2\nbuttons: x2\n'],
    [['level', '999']], [['solve', 'no-such-file']], [['solve', '.']], [['level', '1', '--max-states', 'x']],
    [['daily', '--json']], [['solve', '-', '--game', 'clock'], 'k: 3\nn: 1\n'],
    // stdin is a pipe, not a terminal: no arguments read a puzzle, the prompt session echoes answers
    [[], 'start: 2\ngoal: 8\nmoves: 2\nbuttons: x2\n'], [['interactive'], '2\n5\n3\n+2\n+1\n\nn\nn\n'],
  ];
  const bin = path.join(project, 'node_modules/.bin/calcsolve'); // what npx runs, without npm's own warnings
  for (const [args, input] of cases) {
    const wasm = run(bin, args, { cwd: project, input: input ?? '' });
    const want = run(native, args, { cwd: project, input: input ?? '' });
    assert.equal(wasm.status, want.status, args.join(' '));
    assert.equal(wasm.stdout, want.stdout, args.join(' '));
    assert.equal(wasm.stderr, want.stderr, args.join(' '));
  }
});

// The wasm CLI's search runs in Node's one thread, where Ctrl-C (SIGINT) ends the process: its
// help says so, where the native CLI's says Ctrl-C cancels the search under way.
test('npx calcsolve --help says what Ctrl-C does to the wasm CLI, and the native help what it does there', async () => {
  const bin = path.join(project, 'node_modules/.bin/calcsolve');
  const wasm = run(bin, ['--help'], { cwd: project }).stdout.replace(/\n/g, ' ');
  const native = run(path.join(root, 'build/calcsolve'), ['--help']).stdout.replace(/\n/g, ' ');
  assert.match(wasm, /Ctrl-C ends the run at once \(this build cannot cancel one search and go on\)/);
  assert.doesNotMatch(wasm, /cancels the search|cancelled by Ctrl-C/);
  assert.match(native, /Ctrl-C cancels the search under way/);
  // the rest of the help is the same
  const rest = (help) => help.slice(0, help.indexOf('Input is at most'));
  assert.equal(rest(wasm), rest(native));
  // and SIGINT in the middle of a search (one that runs to the budget, seconds of work) ends it,
  // with nothing written
  const child = spawn(bin, ['solve', '-'], { cwd: project });
  let out = '';
  child.stdout.on('data', (chunk) => { out += chunk; });
  child.stdin.end('start: 0\ngoal: 999999\nmoves: 99\nbuttons: +1, x2, Reverse, Inv10, SUM, Mirror, <Shift, Shift>, Store, 7\nportal: 5 0\n');
  setTimeout(() => child.kill('SIGINT'), 1000);
  const [status, signal] = await new Promise((resolve) => child.on('exit', (...end) => resolve(end)));
  assert.deepEqual([status, signal, out], [null, 'SIGINT', '']);
});

test('npx calcsolve notices a full disk, and ends quietly when its reader goes away, as the native CLI does', () => {
  const bin = path.join(project, 'node_modules/.bin/calcsolve');
  const native = path.join(root, 'build/calcsolve');
  const full = openSync('/dev/full', 'w');
  try {
    for (const cli of [bin, native]) {
      const r = spawnSync(cli, ['level', '1'], { stdio: ['ignore', full, 'pipe'], encoding: 'utf8' });
      assert.equal(r.status, 74, cli);
      assert.equal(r.stderr, 'calcsolve: cannot write output: No space left on device\n', cli);
    }
  } finally {
    closeSync(full);
  }
  // 160 KB of answers into a reader that stops after 100 bytes: more than a pipe holds, so writes fail with EPIPE.
  for (const cli of [bin, native]) {
    const r = run('bash', ['-c', '"$0" level all --all --json | head -c 100 >/dev/null; echo "${PIPESTATUS[0]}"', cli]);
    assert.equal(r.stdout, '0\n', cli);
    assert.equal(r.stderr, '', cli);
  }
});

test('a worker engine cancels a running search on abort and solves the next puzzle', async () => {
  const { createWorkerEngine, CalcsolveInputError } =
    await import(pathToFileURL(path.join(project, 'node_modules/calcsolve/wasm/package/node.js')).href);
  const engine = createWorkerEngine();
  try {
    const long = 'start: 0\ngoal: 999999\nmoves: 99\nbuttons: +1, x2, Reverse, Inv10, SUM, Mirror, <Shift, Shift>, Store, 7\nportal: 5 0\n';
    const controller = new AbortController();
    const search = engine.solve('calculator', long, { signal: controller.signal });
    const queued = engine.solve('digits', 'target: 415\nnumbers: 1 2 3 4 5 6\n');
    const dropped = engine.solve('digits', 'target: 415\nnumbers: 1 2 3 4 5 6\n', { signal: controller.signal });
    setTimeout(() => controller.abort(), 100);
    await assert.rejects(search, { name: 'AbortError' });
    await assert.rejects(dropped, { name: 'AbortError' });
    assert.equal((await queued).ops, 5);
    const level = (await engine.levels())[198];
    assert.equal((await engine.solve('calculator', level)).moves, 6);
    await assert.rejects(engine.solve('calculator', 'start: 1\ngoal: x\n'),
      (e) => e instanceof CalcsolveInputError && e.field === 'goal' && e.line === 2);
    await assert.rejects(engine.solve('calculator', { start: 0, goal: 2, moves: 2 }),
      (e) => e instanceof CalcsolveInputError && e.field === 'buttons' && /the puzzle has no "buttons"/.test(e.message));
    const aborted = AbortSignal.abort();
    await assert.rejects(engine.solve('clock', 'n: 4\nk: 2', { signal: aborted }), { name: 'AbortError' });
    await assert.rejects(engine.solve('clock', 'n: 4\nk: 2', { signal: 'soon' }),
      (e) => e instanceof CalcsolveInputError && e.field === 'signal');
    await assert.rejects(engine.generate('calculator', { seed: 1, tries: 0 }),
      (e) => e instanceof CalcsolveInputError && e.field === 'tries');
    assert.equal((await engine.solve('clock', 'n: 4\nk: 2')).length, 48);
  } finally {
    engine.close();
  }
});

test('the engine in this thread: errors thrown, one report from solve, each from solveAll', async () => {
  const { createEngine, CalcsolveInputError } =
    await import(pathToFileURL(path.join(project, 'node_modules/calcsolve/wasm/package/node.js')).href);
  const engine = await createEngine();
  const two = 'start: 1\ngoal: 3\nmoves: 2\nbuttons: +1\n\nstart: 1\ngoal: 2\nmoves: 1\nbuttons: +1\n';
  assert.deepEqual(engine.solveAll('calculator', two).map((r) => r.moves), [2, 1]);
  assert.throws(() => engine.solve('calculator', two), (e) => e instanceof CalcsolveInputError && e.field === 'input');
  assert.throws(() => engine.solve('chess', 'a: 1'), (e) => e instanceof CalcsolveInputError && e.field === 'game');
  assert.throws(() => engine.solve('calculator', 'start: 1\ngoal: 2\nmoves: 1\nbuttons: +1, Bogus\n'),
    (e) => e instanceof CalcsolveInputError && e.field === 'buttons' && e.line === 4 && e instanceof Error);
  assert.throws(() => engine.play('digits', { target: 415, numbers: [1, 2] }, '7 * 9'),
    (e) => e instanceof CalcsolveInputError && e.field === 'move');
  assert.deepEqual(engine.check('calculator', 'buttons', 'x 4'), [{ label: 'x4', family: 'arithmetic', kind: 'mul', now: 'x4', spoken: 'times 4' }]);
  assert.equal(engine.check('calculator', 'goal', 5), 5);
  // a puzzle object that leaves out a field the game needs: the field named, with what the game
  // needs (not the words for text: "no level found (expected lines like …)")
  assert.throws(() => engine.solve('calculator', {}),
    { field: 'start', line: 0, message: 'the puzzle has no "start" (calculator needs start, goal, moves, buttons)' });
  assert.throws(() => engine.solve('calculator', { start: 0, goal: 2, moves: 2 }), { field: 'buttons' });
  assert.throws(() => engine.solveAll('digits', [{ target: 415, numbers: [1, 2] }, { target: 7 }]),
    { field: 'numbers', message: 'puzzle 2 has no "numbers" (digits needs target, numbers)' });
  // every game's error in puzzle text names its line
  assert.throws(() => engine.solve('clock', 'k: 3\nn: 1'), (e) => e instanceof CalcsolveInputError && e.field === 'n' && e.line === 2);
  assert.throws(() => engine.solve('digits', 'numbers: 1 2\ntarget: 0'), (e) => e.field === 'target' && e.line === 2);
  // options: a typo, a wrong type or a value the engine would read as "not given" is an error naming the option
  const bad = [
    [() => engine.solve('calculator', two, { maxstates: 10 }), 'maxstates', /unknown option "maxstates" \(solve\(\) takes all, classic, digits, maxStates\)/],
    [() => engine.solve('calculator', two, { maxStates: -5 }), 'maxStates', /not -5/],
    [() => engine.solve('calculator', two, 5), 'options', /takes an object of options/],
    [() => engine.solve('calculator', two, { signal: AbortSignal.abort() }), 'signal', /createWorkerEngine/],
    [() => engine.generate('calculator', { seed: 1, moves: 0 }), 'moves', /1 or more, not 0/],
    [() => engine.generate('calculator', { seed: NaN }), 'seed', /not NaN/],
    [() => engine.generate('calculator', { seed: 1, portal: 'no' }), 'portal', /true or false/],
    [() => engine.generate('calculator', { seed: 1, kinds: '' }), 'kinds', /must name kinds/],
    [() => engine.hint('calculator', two, { ladder: 'yes' }), 'ladder', /true or false/],
    [() => engine.solve('calculator', two, { ladder: true }), 'ladder', /unknown option "ladder"/],
    [() => engine.hint('calculator', { start: Symbol('s'), goal: 1, moves: 1, buttons: ['+1'] }), 'start', /^start: must be text or a number, got symbol$/],
  ];
  for (const [call, field, message] of bad) {
    assert.throws(call, (e) => e instanceof CalcsolveInputError && e.field === field && message.test(e.message), field);
  }
  assert.equal(engine.solve('calculator', 'start: 1\ngoal: 2\nmoves: 1\nbuttons: +1\n', null).moves, 1);
  assert.equal(engine.generate('calculator', { seed: 42, moves: 5, difficulty: undefined }).solution.length, 5);
  assert.equal(engine.levels().length, 199);
  assert.deepEqual(engine.bundled('digits'), []);
});

test('help() explains every button kind; play answers carry each key\'s kind and current label', async () => {
  const { createEngine, createWorkerEngine, CalcsolveInputError } =
    await import(pathToFileURL(path.join(project, 'node_modules/calcsolve/wasm/package/node.js')).href);
  const engine = await createEngine();
  const help = engine.help();
  assert.deepEqual(help, engine.help('calculator'));
  assert.ok(help.length >= 20);
  for (const entry of help) assert.deepEqual(Object.keys(entry), ['topic', 'name', 'summary', 'example']);
  assert.deepEqual(help.find((e) => e.topic === 'add'), { topic: 'add', name: '+N', summary: 'adds N', example: '+3: 12 → 15' });
  assert.deepEqual(engine.help('clock'), []);
  assert.throws(() => engine.help('chess'), (e) => e instanceof CalcsolveInputError && e.field === 'game');
  const after = engine.play('calculator', engine.levels()[131], '[+]1');
  assert.deepEqual(after.puzzle.buttons.map((b) => [b.label, b.kind, b.now]), [['+2', 'add', '+3'], ['[+]1', 'meta', '[+]1']]);
  assert.throws(() => engine.play('calculator', 'start: 11\ngoal: 1\nmoves: 2\nbuttons: /4\n', '/4'),
    (e) => e.field === 'move' && e.message === '/4 cannot be pressed on 11: 11 / 4 is not a whole number');
  const worker = createWorkerEngine();
  try {
    assert.deepEqual(await worker.help(), help);
  } finally {
    worker.close();
  }
});

test('in Chromium: the browser entry fetches only the engine\'s wasm, and a Web Worker engine is cancelled by abort', async () => {
  const { startServer, launchBrowser, watchPage } = await import('../browser/server.mjs');
  writeFileSync(path.join(project, 'page.html'), '<!doctype html><meta charset="utf-8"><title>calcsolve</title><link rel="icon" href="data:,">' +
    '<script type="importmap">{"imports": {"calcsolve": "/node_modules/calcsolve/wasm/package/index.js"}}</script>');
  const server = await startServer({ root: project });
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const watch = watchPage(page);
    const fetched = []; // every request of the page and its workers
    context.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto(`${server.url}page.html`);
    const answers = await page.evaluate(async () => {
      const { createEngine, createWorkerEngine, CalcsolveInputError } = await import('calcsolve');
      const engine = await createEngine();
      const level = engine.solve('calculator', engine.levels()[198]);
      let error = null;
      try { engine.solve('calculator', 'start: 1\ngoal: x\n'); } catch (e) {
        error = { isInputError: e instanceof CalcsolveInputError, field: e.field, line: e.line };
      }
      const worker = createWorkerEngine();
      const controller = new AbortController();
      const search = worker.solve('calculator', 'start: 0\ngoal: 999999\nmoves: 99\nbuttons: +1, x2, Reverse, Inv10, SUM, Mirror, <Shift, Shift>, Store, 7\nportal: 5 0\n',
        { signal: controller.signal });
      setTimeout(() => controller.abort(), 300);
      const aborted = await search.then(() => 'finished', (e) => e.name);
      const digits = await worker.solve('digits', { target: 415, numbers: [1, 2, 3, 4, 5, 6] });
      worker.close();
      return { moves: level.moves, last: level.values.at(-1), error, aborted, ops: digits.ops };
    });
    assert.deepEqual(answers, { moves: 6, last: 3507, error: { isInputError: true, field: 'goal', line: 2 },
      aborted: 'AbortError', ops: 5 });
    await watch.assertClean('the package in a page');
    // the page and each worker (two: the abort started a fresh one) fetch the engine's wasm; nothing fetches the CLI's
    const wasm = fetched.filter((p) => /\.wasm$/.test(p));
    assert.ok(wasm.length >= 2, fetched.join('\n'));
    assert.deepEqual([...new Set(wasm)], ['/node_modules/calcsolve/wasm/package/dist/calcsolve.wasm']);
    const served = readFileSync(path.join(project, 'node_modules/calcsolve/wasm/package/dist/calcsolve.wasm'));
    assert.ok(!WebAssembly.Module.exports(new WebAssembly.Module(served)).some((e) => e.name === 'cs_cli_run'),
      'the page downloaded the CLI\'s code');
    assert.ok(fetched.every((p) => !/calcsolve-cli|bin\.js/.test(p)), fetched.join('\n'));
  } finally {
    await browser.close();
    await server.close();
  }
});

test('a worker whose engine cannot load fails the call instead of leaving it waiting', async () => {
  const broken = path.join(dir, 'broken');
  cpSync(path.join(project, 'node_modules/calcsolve'), broken, { recursive: true });
  rmSync(path.join(broken, 'wasm/package/dist/calcsolve.wasm'));
  const { createEngine, createWorkerEngine } = await import(pathToFileURL(path.join(broken, 'wasm/package/node.js')).href);
  const missing = path.join(broken, 'wasm/package/dist/calcsolve.wasm');
  await assert.rejects(createEngine(), (e) => e.code === 'ENOENT' && e.message.includes(missing) && /`wasm` option/.test(e.message));
  // the options: the wasm's path, its file: URL or its bytes; a typo or a wrong type is named
  const wasm = path.join(project, 'node_modules/calcsolve/wasm/package/dist/calcsolve.wasm');
  for (const given of [wasm, pathToFileURL(wasm), pathToFileURL(wasm).href, readFileSync(wasm), new Uint8Array(readFileSync(wasm)).buffer]) {
    assert.equal((await createEngine({ wasm: given })).solve('clock', 'n: 4\nk: 2').length, 48);
  }
  await assert.rejects(createEngine({ wasm: new Uint8Array(10) }), /the bytes given as the `wasm` option \(10 bytes that are not a wasm module\)/);
  await assert.rejects(createEngine({ wasmUrl: wasm }), { field: 'wasmUrl', message: /unknown option "wasmUrl" \(createEngine\(\) takes wasm, worker\)/ });
  await assert.rejects(createEngine({ wasm: 5 }), { field: 'wasm' });
  assert.throws(() => createWorkerEngine({ worker: 5 }), { field: 'worker' });
  // a worker script that is not there: said so, naming the option and the file to give it
  for (const worker of [path.join(dir, 'no-such-worker.js'), 'no-such-worker.js', pathToFileURL(path.join(dir, 'nope.js'))]) {
    const lost = createWorkerEngine({ worker });
    try {
      await assert.rejects(lost.solve('clock', 'n: 4\nk: 2'), (e) => e.url === String(worker) &&
        /worker script did not load from .*; set the `worker` option of createWorkerEngine\(\) to the path or URL of calcsolve\/wasm\/package\/worker-node\.js/.test(e.message));
    } finally {
      lost.close();
    }
  }
  const given = createWorkerEngine({ wasm: readFileSync(wasm) });
  try {
    assert.equal((await given.solve('clock', 'n: 4\nk: 2')).length, 48);
  } finally {
    given.close();
  }
  const engine = createWorkerEngine();
  try {
    await assert.rejects(engine.solve('clock', 'n: 4\nk: 2'), /calcsolve\.wasm/);
  } finally {
    engine.close();
  }
});
