// commonjs.test.mjs: require('calcsolve') from CommonJS, in a project with the packed tarball
// installed (install.mjs). The "require" condition loads index.cjs, which loads the ES module
// with import(): it must work where require() cannot load ES modules (Node before 20.19, which
// `--no-experimental-require-module` makes of this Node), as on this Node as it is. A program
// solves a level in the calling thread and in a worker, cancels a search, and checks that the
// errors the engine throws are instances of the classes require() gives. TypeScript's CommonJS
// files (.cts) get the types of index.d.cts (TypeScript 7, 5.9 and 5.6).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { installPackage, root, run, ok } from './install.mjs';

let dir, project;

const PROGRAM = `const { createEngine, createWorkerEngine, CalcsolveInputError, CalcsolveBudgetError } = require('calcsolve');
const print = (what, value) => console.log(JSON.stringify({ what, value }));
const caught = (f) => { try { f(); } catch (e) { return e; } };
(async () => {
  print('resolved', path.relative(__dirname, require.resolve('calcsolve')));
  const engine = await createEngine();
  print('level 143', engine.solve('calculator', engine.level(143)).solution);
  const input = caught(() => engine.solve('digits', 'target: x'));
  print('input error', [input instanceof CalcsolveInputError, input instanceof CalcsolveBudgetError, input instanceof Error, input.field]);
  const budget = caught(() => engine.generate('digits', { seed: 1, difficulty: 10, tries: 3 }));
  print('budget error', [budget instanceof CalcsolveBudgetError, budget instanceof CalcsolveInputError, budget.field]);
  const own = new CalcsolveInputError({ field: 'mine', message: 'made here' });
  print('own error', [own instanceof CalcsolveInputError, own instanceof Error, own.name, own.field, own.line, own.message]);
  const worker = createWorkerEngine();
  print('worker digits', (await worker.solve('digits', { target: 415, numbers: [1, 2, 3, 4, 5, 6] })).ops);
  print('worker level', (await worker.level(199)).goal);
  const controller = new AbortController();
  const hard = 'start: 0\\ngoal: 999999\\nmoves: 99\\nbuttons: +1, x2, Reverse, Inv10, SUM, Mirror, <Shift, Shift>, Store, 7\\nportal: 5 0\\n';
  const running = worker.solve('calculator', hard, { signal: controller.signal });
  setTimeout(() => controller.abort(), 200);
  print('abort', await running.then(() => 'finished', (e) => e.name));
  const bad = await worker.solve('digits', 'target: x').catch((e) => e);
  print('worker error', [bad instanceof CalcsolveInputError, bad.field]);
  worker.close();
  print('closed', await worker.solve('digits', 'target: 1').catch((e) => e.message));
})().catch((e) => { console.error(e); process.exit(1); });
`;

before(() => {
  ({ dir, project } = installPackage('calcsolve-commonjs-'));
  writeFileSync(path.join(project, 'program.cjs'), `const path = require('node:path');\n${PROGRAM}`);
});

after(() => { if (dir) rmSync(dir, { recursive: true, force: true }); });

function answers(nodeFlags) {
  const r = ok(run(process.execPath, [...nodeFlags, 'program.cjs'], { cwd: project }), `node ${nodeFlags.join(' ')} program.cjs`);
  return Object.fromEntries(r.stdout.trim().split('\n').map((l) => JSON.parse(l)).map((l) => [l.what, l.value]));
}

function assertAnswers(a) {
  assert.equal(a.resolved, path.join('node_modules/calcsolve/wasm/package/index.cjs'));
  assert.deepEqual(a['level 143'], ['+1', 'Store:save', 'Store', '+1', 'Store']);
  assert.deepEqual(a['input error'], [true, false, true, 'target']);
  assert.deepEqual(a['budget error'], [true, false, 'generate']);
  assert.deepEqual(a['own error'], [true, true, 'CalcsolveInputError', 'mine', 0, 'made here']);
  assert.equal(a['worker digits'], 5);
  assert.equal(a['worker level'], 3507);
  assert.equal(a.abort, 'AbortError');
  assert.deepEqual(a['worker error'], [true, 'target']);
  assert.equal(a.closed, 'calcsolve: the worker engine is closed');
}

// Whether this Node can be made to refuse require() of an ES module, as Node 18 and 20.18 do.
const flag = '--no-experimental-require-module';
const hasFlag = run(process.execPath, [flag, '-e', '0']).status === 0;

test('require(\'calcsolve\') where require() cannot load an ES module (Node 18 to 20.18)', { skip: !hasFlag && `this Node has no ${flag}` }, () => {
  // the flag does what old Node does: the ES module itself cannot be required
  const direct = run(process.execPath, [flag, '-e', "require('./node_modules/calcsolve/wasm/package/node.js')"], { cwd: project });
  assert.notEqual(direct.status, 0);
  assert.match(direct.stderr, /ERR_REQUIRE_ESM/);
  assertAnswers(answers([flag]));
});

test('require(\'calcsolve\') on this Node as it is', () => {
  assertAnswers(answers([]));
});

test('await import(\'calcsolve\') from CommonJS loads the ES module itself', () => {
  writeFileSync(path.join(project, 'dynamic.cjs'), `(async () => {
  const { createEngine } = await import('calcsolve');
  const engine = await createEngine();
  console.log(engine.level(199).goal);
})();\n`);
  assert.equal(ok(run(process.execPath, [...(hasFlag ? [flag] : []), 'dynamic.cjs'], { cwd: project }), 'dynamic.cjs').stdout, '3507\n');
});

const TSC_FLAGS = ['--strict', '--module', 'nodenext', '--target', 'es2022', '--lib', 'es2022,dom'];

// TypeScript in a CommonJS file (.cts, `module: nodenext`): the package's types serve require()
// as they serve import, with TypeScript 7 and 5; the compiled .cjs runs.
test('a .cts file requiring the package type-checks with TypeScript 7 and 5, and runs', () => {
  writeFileSync(path.join(project, 'typed.cts'), `import calc = require('calcsolve');
import type { CalculatorLevel } from 'calcsolve';
(async () => {
  const engine = await calc.createEngine();
  const level: CalculatorLevel = engine.level(143);
  const moves: number | null = engine.solve('calculator', level).moves;
  try { engine.solve('digits', 'target: x'); } catch (e) { if (e instanceof calc.CalcsolveInputError) console.log(moves, e.field); }
})();
`);
  writeFileSync(path.join(project, 'wrong.cts'), "import calc = require('calcsolve');\nconst n: string = calc.createEngine();\n");
  for (const name of ['typescript', 'typescript-5']) {
    const tsc = path.join(root, 'node_modules', name, 'bin/tsc');
    ok(run(process.execPath, [tsc, ...TSC_FLAGS, 'typed.cts'], { cwd: project }), `${name}: tsc typed.cts`);
    const wrong = run(process.execPath, [tsc, ...TSC_FLAGS, '--noEmit', 'wrong.cts'], { cwd: project });
    assert.match(wrong.stdout, /wrong\.cts\(2,7\)/, `${name}: a Promise is not a string`);
    assert.equal(ok(run(process.execPath, ['typed.cjs'], { cwd: project }), 'typed.cjs').stdout, '5 target\n');
    // require() takes the CommonJS types (index.d.cts), import the ES module's (index.d.ts):
    // a TypeScript that will not require() an ES module (5.8 and before) needs the former
    const listed = (file) => ok(run(process.execPath, [tsc, ...TSC_FLAGS, '--noEmit', '--listFiles', file], { cwd: project }), `${name}: tsc --listFiles ${file}`)
      .stdout.split('\n').filter((f) => f.includes('node_modules/calcsolve/')).map((f) => path.basename(f));
    assert.deepEqual(listed('typed.cts'), ['index.d.cts'], name);
    writeFileSync(path.join(project, 'imported.mts'), "import { createEngine } from 'calcsolve';\nawait createEngine();\n");
    assert.deepEqual(listed('imported.mts'), ['index.d.ts'], name);
  }
});

// The staged package's index.d.cts declares what index.d.ts does, word for word after its header.
test('index.d.cts is index.d.ts\'s declarations', () => {
  const types = path.join(project, 'node_modules/calcsolve/wasm/package');
  const body = (file) => readFileSync(path.join(types, file), 'utf8').replace(/^(\/\/.*\n)+/, '');
  assert.ok(body('index.d.ts').includes('export function createEngine('));
  assert.equal(body('index.d.cts'), body('index.d.ts'));
});

// TypeScript 5.6 refuses ES module types for require() ("TS1471 ... only resolves to an ES
// module"), so it needs index.d.cts (typescript-56, a devDependency).
test('a .cts file requiring the package type-checks with TypeScript 5.6', () => {
  const tsc = path.join(root, 'node_modules', 'typescript-56', 'bin/tsc');
  assert.match(ok(run(process.execPath, [tsc, '--version']), 'tsc --version').stdout, /^Version 5\.6\./);
  const r = run(process.execPath, [tsc, ...TSC_FLAGS, '--noEmit', 'typed.cts'], { cwd: project });
  assert.equal(r.status, 0, r.stdout);
});
