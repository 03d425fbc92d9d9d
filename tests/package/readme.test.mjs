// readme.test.mjs: the package README's examples run as written, so the README cannot drift
// from the package. In a project made as a new user would (`npm init -y`, which says
// "type": "commonjs", then the packed tarball installed offline), every ```js block of the
// sections that are meant to run (Quick start, Every method, Errors, Cancelling, Types; and
// the root README's "The npm package") runs with Node and must print what its `// → …`
// comments say, in order; the TypeScript example of "Types" is compiled with the README's
// own tsconfig.json by TypeScript 7 and by TypeScript 5 (`npx tsc`), then run the same way;
// the other comments of "Every method" (`// { moves: 5, … }`) are checked against the answers.
// Also the API those sections promise: check()'s value and types, an error's field and line
// for object input, hint()'s maxStates, and CalcsolveBudgetError.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// The sections of wasm/package/README.md whose examples run in Node as they stand.
const RUNNABLE = ['Quick start', 'Every method', 'Errors', 'Cancelling', 'Types'];
// TypeScript 7 (the `typescript` devDependency) and 5 (`typescript-5`, an npm alias).
const TYPESCRIPTS = [['typescript', /^Version 7\./], ['typescript-5', /^Version 5\./]];

let dir, project;

function run(command, args, options = {}) {
  const r = spawnSync(command, args, { encoding: 'utf8', timeout: 120000, ...options });
  if (r.error) throw r.error;
  return r;
}

function ok(r, what) {
  assert.equal(r.status, 0, `${what} failed (${r.status}):\n${r.stdout}\n${r.stderr}`);
  return r;
}

// A markdown file's `## ` sections: [{heading, blocks: [{lang, code}]}].
function sections(markdown) {
  return markdown.split(/^## /m).slice(1).map((part) => ({
    heading: part.slice(0, part.indexOf('\n')),
    blocks: [...part.matchAll(/^```(\w*)\n([\s\S]*?)^```$/gm)].map((m) => ({ lang: m[1], code: m[2] })),
  }));
}

function section(markdown, start) {
  const found = sections(markdown).find((s) => s.heading.startsWith(start));
  assert.ok(found, `no section "${start}"`);
  return found;
}

// What a block must print: the text after each `// → `, one line each, in order.
function printed(code) {
  return [...code.matchAll(/\/\/ → (.*)$/gm)].map((m) => m[1].trimEnd());
}

// The file a block names in its first line (`// quick.mjs: node quick.mjs`), or a name of our own.
function fileOf(code, fallback) {
  const m = /^\/\/ ([\w-]+\.[cm]?[jt]s):/.exec(code);
  return m ? m[1] : fallback;
}

const packageReadme = () => readFileSync(path.join(project, 'node_modules/calcsolve/README.md'), 'utf8');

before(() => {
  assert.ok(existsSync(path.join(root, 'build/npm/package.json')), 'run `make package` first');
  dir = mkdtempSync(path.join(tmpdir(), 'calcsolve-readme-'));
  const r = ok(run('npm', ['pack', './build/npm', '--json', '--pack-destination', dir], { cwd: root }), 'npm pack');
  const tarball = path.join(dir, JSON.parse(r.stdout.slice(r.stdout.indexOf('[')))[0].filename);
  project = path.join(dir, 'project');
  mkdirSync(project);
  ok(run('npm', ['init', '-y'], { cwd: project }), 'npm init -y');
  ok(run('npm', ['install', tarball, '--offline', '--no-audit', '--no-fund'], { cwd: project }), 'npm install --offline');
});

after(() => { if (dir) rmSync(dir, { recursive: true, force: true }); });

test('every JavaScript example of the READMEs runs in a new project and prints what its // → comments say', () => {
  const readme = packageReadme();
  assert.equal(readme, readFileSync(path.join(root, 'wasm/package/README.md'), 'utf8'));
  const examples = [];
  for (const heading of RUNNABLE) {
    const js = section(readme, heading).blocks.filter((b) => b.lang === 'js');
    if (heading !== 'Types') assert.ok(js.length >= 1, `"${heading}" has no example`);
    js.forEach((b, i) => examples.push({ where: `${heading} ${i + 1}`, code: b.code }));
  }
  const front = section(readFileSync(path.join(root, 'README.md'), 'utf8'), 'The npm package').blocks.filter((b) => b.lang === 'js');
  assert.equal(front.length, 1);
  examples.push({ where: 'README.md, The npm package', code: front[0].code });
  examples.forEach(({ where, code }, i) => {
    const want = printed(code);
    assert.ok(want.length >= 1, `${where}: the example shows nothing it prints`);
    const file = fileOf(code, `readme-${i}.mjs`);
    writeFileSync(path.join(project, file), code);
    const r = ok(run('node', [file], { cwd: project }), where);
    assert.deepEqual(r.stdout.split('\n').slice(0, -1), want, where);
  });
});

// The "Every method" example with each `engine.…;  // { key: value, … }` line checked: every
// `key: value` of a comment (a number, true/false/null, a quoted text, where a text ending in …
// is a prefix, or a list of those) must be a property of some object in what the call answers,
// and a comment that starts with a number or a list of numbers must be the answer; a comment line
// under a call goes on its comment. The checks run inside the example (claimCheck's source is
// written into it), which prints at the end what it checked.
function withClaims(code) {
  const out = [];
  let last = null;
  for (const line of code.split('\n')) {
    const call = /^(const \w+ = )?(engine\..*?);\s+\/\/ (.*)$/.exec(line);
    const more = /^\s+\/\/ (.*)$/.exec(line);
    if (call) {
      last = { prefix: call[1] ?? '', expr: call[2], comment: call[3] };
      out.push(last);
    } else if (more && last) {
      last.comment += ` ${more[1]}`;
    } else {
      last = null;
      out.push(line);
    }
  }
  const body = out.map((l) => (typeof l === 'string' ? l
    : `${l.prefix}claim(${JSON.stringify(l.expr)}, ${l.expr}, ${JSON.stringify(l.comment)});`)).join('\n');
  const afterImports = body.indexOf('\n', body.lastIndexOf('\nimport ') + 1) + 1;
  return body.slice(0, afterImports) +
    `const checked = [];\nconst claim = (expr, value, comment) => (${claimCheck})(checked, expr, value, comment);\n` +
    body.slice(afterImports) + '\nconsole.log(JSON.stringify({ checked }));\n';
}

// One call's answer against its comment (see withClaims): throws when a value shown is not in it.
function claimCheck(checked, expr, value, comment) {
  const scalar = String.raw`'(?:[^'\\]|\\.)*'|-?\d+(?:\.\d+)?|true|false|null`;
  const literal = (text) => (text.startsWith("'") ? JSON.parse(`"${text.slice(1, -1).replace(/"/g, '\\"')}"`) : JSON.parse(text));
  const pairs = [];
  const walk = (v) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) { pairs.push([k, x]); walk(x); }
  };
  walk(value);
  const same = (want, got) => (typeof want === 'string' && want.endsWith('…')
    ? typeof got === 'string' && got.startsWith(want.slice(0, -1)) : JSON.stringify(want) === JSON.stringify(got));
  const claims = [];
  for (const m of comment.matchAll(new RegExp(String.raw`(\w+): \[((?:${scalar})(?:, (?:${scalar}))*)\]`, 'g'))) {
    claims.push([m[1], [...m[2].matchAll(new RegExp(scalar, 'g'))].map((x) => literal(x[0]))]);
  }
  for (const m of comment.matchAll(new RegExp(String.raw`(\w+): (${scalar})(?=[,} ]|$)`, 'g'))) claims.push([m[1], literal(m[2])]);
  for (const [key, want] of claims) {
    if (!pairs.some(([k, got]) => k === key && same(want, got))) {
      throw new Error(`${expr}: no ${key}: ${JSON.stringify(want)} in ${JSON.stringify(value).slice(0, 400)}`);
    }
    checked.push(`${key}: ${JSON.stringify(want)}`);
  }
  const whole = /^(\d+)\b|^(\[[\d, ]*\])/.exec(comment);
  if (whole) {
    if (JSON.stringify(JSON.parse(whole[1] ?? whole[2])) !== JSON.stringify(value)) {
      throw new Error(`${expr}: ${JSON.stringify(value).slice(0, 400)}, not ${whole[0]}`);
    }
    checked.push(whole[0]);
  }
  return value;
}

test('the "Every method" example: each call answers what its comment shows', () => {
  const block = section(packageReadme(), 'Every method').blocks.find((b) => b.lang === 'js').code;
  writeFileSync(path.join(project, 'claims.mjs'), withClaims(block));
  const r = ok(run('node', ['claims.mjs'], { cwd: project }), 'the example with its comments checked');
  const { checked } = JSON.parse(r.stdout.trim().split('\n').at(-1));
  // the comments hold this many checkable values (so a change of this test's reading shows)
  assert.ok(checked.length >= 60, `${checked.length} values checked: ${checked.join('; ')}`);
  for (const v of ["moves: 5", "difficulty: 4.7", "count: 4", "length: 48", "layers: 6", "199", "[1, 2, 3]", "pool: [1,2,12,5,6]"]) {
    assert.ok(checked.includes(v), `${v} not among ${checked.join('; ')}`);
  }
});

test('the cancel example cancels: its search runs to the budget, seconds after the abort', async () => {
  const code = section(packageReadme(), 'Cancelling').blocks.find((b) => b.lang === 'js').code;
  assert.deepEqual(printed(code), ['AbortError', '5']);  // the abort came first (the run is checked above)
  const delay = Number(/controller\.abort\(\), (\d+)\)/.exec(code)[1]);
  const text = JSON.parse(`"${/const text = '([^']*)';/.exec(code)[1]}"`);
  const { createEngine } = await import(pathToFileURL(path.join(project, 'node_modules/calcsolve/wasm/package/node.js')).href);
  const engine = await createEngine();
  const started = performance.now();
  const report = engine.solve('calculator', text);
  const took = performance.now() - started;
  assert.deepEqual([report.solved, report.gave_up, report.states], [false, true, 3000000]);
  assert.ok(took > 2 * delay, `the search took ${Math.round(took)} ms, the abort comes after ${delay} ms`);
});

test('the README\'s TypeScript check works in an `npm init -y` project with TypeScript 7 and 5', () => {
  const types = section(packageReadme(), 'Types');
  assert.equal(JSON.parse(readFileSync(path.join(project, 'package.json'), 'utf8')).type, 'commonjs');
  const config = types.blocks.filter((b) => b.lang === 'json');
  const ts = types.blocks.filter((b) => b.lang === 'ts');
  const sh = types.blocks.filter((b) => b.lang === 'sh');
  assert.deepEqual([config.length, ts.length, sh.length], [1, 1, 1]);
  const tsconfig = JSON.parse(config[0].code);
  const file = fileOf(ts[0].code);
  assert.deepEqual(tsconfig.files, [file]);
  assert.equal(tsconfig.compilerOptions.strict, true);
  // the commands shown: tsc with the tsconfig.json (no arguments), then node on what it wrote
  const output = file.replace(/\.mts$/, '.mjs');
  assert.match(sh[0].code, new RegExp(`^npx tsc && node ${output.replace('.', '\\.')}$`, 'm'));
  writeFileSync(path.join(project, 'tsconfig.json'), config[0].code);
  writeFileSync(path.join(project, file), ts[0].code);
  const want = printed(ts[0].code);
  assert.ok(want.length >= 3);
  for (const [name, version] of TYPESCRIPTS) {
    const tsc = path.join(root, 'node_modules', name, 'bin/tsc');
    assert.ok(existsSync(tsc), `${name} is missing: run npm ci`);
    assert.match(run('node', [tsc, '--version'], { cwd: project }).stdout, version);
    rmSync(path.join(project, output), { force: true });
    ok(run('node', [tsc], { cwd: project }), `${name}: npx tsc`);
    const r = ok(run('node', [output], { cwd: project }), `${name}: node ${output}`);
    assert.deepEqual(r.stdout.split('\n').slice(0, -1), want, name);
  }
  // the types catch a caller's mistake, with either TypeScript: check() is typed per field
  writeFileSync(path.join(project, 'wrong.mts'), "import { createEngine } from 'calcsolve';\n" +
    "const engine = await createEngine();\nconst n: string = engine.check('digits', 'target', '5');\n" +
    "const b: number[] = engine.check('calculator', 'buttons', '+1');\nengine.hint('digits', 'target: 5', { maxStates: 'many' });\n");
  writeFileSync(path.join(project, 'wrong.tsconfig.json'),
    JSON.stringify({ compilerOptions: { ...tsconfig.compilerOptions, noEmit: true }, files: ['wrong.mts'] }));
  for (const [name] of TYPESCRIPTS) {
    const r = run('node', [path.join(root, 'node_modules', name, 'bin/tsc'), '-p', 'wrong.tsconfig.json'], { cwd: project });
    assert.notEqual(r.status, 0, name);
    for (const at of ['wrong.mts(3,7)', 'wrong.mts(4,7)', 'wrong.mts(5,38)']) assert.ok(r.stdout.includes(at), `${name}: ${at}\n${r.stdout}`);
  }
});

test('check() gives the value itself; an error about an object names its field, not a line; budget stops are their own error', async () => {
  const { createEngine, createWorkerEngine, CalcsolveInputError, CalcsolveBudgetError } =
    await import(pathToFileURL(path.join(project, 'node_modules/calcsolve/wasm/package/node.js')).href);
  const engine = await createEngine();
  assert.deepEqual(engine.check('digits', 'numbers', '1, 2 3'), [1, 2, 3]);
  assert.deepEqual(engine.check('calculator', 'portal', '4 0'), [4, 0]);
  assert.equal(engine.check('clock', 'n', 4), 4);
  const inputError = (field, line) => (e) => e instanceof CalcsolveInputError && e.field === field && e.line === line;
  // text: the line; an object (or an array of them): the field only
  assert.throws(() => engine.solve('calculator', 'start: 1\ngoal: x\nmoves: 1\nbuttons: +1\n'), inputError('goal', 2));
  assert.throws(() => engine.solve('calculator', { start: 1, goal: 'x', moves: 1, buttons: ['+1'] }), inputError('goal', 0));
  assert.throws(() => engine.solveAll('digits', [{ target: 5, numbers: [1, 2] }, { target: 5, numbers: [1, 'x'] }]),
    inputError('numbers', 0));
  assert.throws(() => engine.hint('clock', { n: 4, k: 2, board: [9, 9, 9, 9], hand: 0, round: 1 }), inputError('board', 0));
  assert.throws(() => engine.play('digits', { target: 5, numbers: [1, 2] }, '7 * 9'), inputError('move', 0));
  // the first field at fault is named
  assert.throws(() => engine.solve('digits', 'target: x'), (e) => inputError('target', 1)(e) && /"x"/.test(e.message));
  assert.throws(() => engine.solve('digits', { target: 'x' }), inputError('target', 0));
  // hint() takes maxStates, as solve() does
  const long = 'start: 0\ngoal: 999999\nmoves: 99\nbuttons: +1, x2, Reverse, SUM\n';
  const hint = engine.hint('calculator', long, { maxStates: 1000 });
  assert.deepEqual([hint.gave_up, hint.states], [true, 1000]);
  assert.equal(engine.hintAll('calculator', long, { maxStates: 500 })[0].states, 500);
  assert.throws(() => engine.hint('calculator', long, { maxStates: 0 }), inputError('maxStates', 0));
  // a search out of budget is not bad input
  const budget = (field) => (e) => e instanceof CalcsolveBudgetError && !(e instanceof CalcsolveInputError) &&
    e instanceof Error && e.name === 'CalcsolveBudgetError' && e.field === field;
  assert.throws(() => engine.generate('calculator', { seed: 7, difficulty: 10, tries: 5 }), budget('generate'));
  assert.throws(() => engine.generate('digits', { seed: 1, difficulty: 10, tries: 3 }), budget('generate'));
  assert.throws(() => engine.graph('calculator', 'start: 0\ngoal: 999999\nmoves: 99\nbuttons: +1, x2, Reverse, Inv10, SUM, Mirror, <Shift, Shift>, Store, 7\nportal: 5 0\n'),
    (e) => budget('graph')(e) && /state budget/.test(e.message));
  // a level without a solution has nothing to draw: that is about the input
  assert.throws(() => engine.graph('calculator', 'start: 1\ngoal: 5\nmoves: 1\nbuttons: +1\n'), inputError('graph', 0));
  // the same through a worker
  const worker = createWorkerEngine();
  try {
    assert.deepEqual(await worker.check('calculator', 'portal', '4 0'), [4, 0]);
    await assert.rejects(worker.solve('calculator', { start: 1, goal: 'x', moves: 1, buttons: ['+1'] }), inputError('goal', 0));
    await assert.rejects(worker.solve('calculator', 'start: 1\ngoal: x\n'), inputError('goal', 2));
    await assert.rejects(worker.generate('calculator', { seed: 7, difficulty: 10, tries: 5 }), budget('generate'));
    assert.equal((await worker.hint('calculator', long, { maxStates: 1000 })).states, 1000);
  } finally {
    worker.close();
  }
});
