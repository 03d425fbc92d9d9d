// bundlers.test.mjs: the npm package in pages made by bundlers, and in a page with no bundler,
// in Chromium. The packed tarball is installed offline into an empty project (install.mjs, as
// the package test does); each page imports 'calcsolve' and solves level 199 in the page's thread
// and in a worker. The recipes of wasm/package/README.md ("Bundlers and browsers") are run as
// written there (their commands, config and scripts taken from the README):
//  - esbuild --bundle --format=esm and Rollup (@rollup/plugin-node-resolve), which copy no
//    assets: with the `wasm` and `worker` options; esbuild also without them, where each load
//    fails with an error naming the address tried and the option, and with the package's
//    worker.js copied unbundled, where the error names the module the worker could not import;
//  - webpack 5 (its defaults, as `npx webpack --mode production`) and Vite (vite build), which
//    copy the wasm and bundle the worker: no options; webpack's project is made by `npm init -y`
//    ("type": "commonjs", under which webpack fails on the page's own src/index.js until the
//    README's `npm pkg set type=module`);
//  - an import map in a page with no bundler, and a worker of the page's own importing the
//    package by its path.
// Each page fetches the engine's wasm only, never the CLI's (dist/calcsolve-cli.wasm).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root, run, ok, installPackage, level199 } from './install.mjs';
import { startServer, launchBrowser, watchPage } from '../browser/server.mjs';

const esbuild = path.join(root, 'node_modules/.bin/esbuild');
const rollup = path.join(root, 'node_modules/.bin/rollup');
let dir, project, browser, engineWasm;

// The page's script: solves level 199 with createEngine(options) and createWorkerEngine(options)
// and leaves the answers (or each error's message) in window.answers.
const script = (options) => `import { createEngine, createWorkerEngine } from 'calcsolve';
const level = ${JSON.stringify(level199())};
const options = ${JSON.stringify(options)};
const here = async () => {
  const engine = await createEngine(options);
  const report = engine.solve('calculator', level);
  return { moves: report.moves, solution: report.solution };
};
const inWorker = async () => {
  const worker = createWorkerEngine(options);
  try {
    const report = await worker.solve('calculator', level);
    return { moves: report.moves, solution: report.solution };
  } finally {
    worker.close();
  }
};
const failure = (e) => ({ error: String(e && e.message ? e.message : e) });
window.answers = Promise.all([here().catch(failure), inWorker().catch(failure)]);
`;

const html = (src, type = 'module') => `<!doctype html><meta charset="utf-8"><title>calcsolve</title><link rel="icon" href="data:,">
<script${type ? ` type="${type}"` : ''} src="${src}"></script>`;

// A page of the README with an empty icon, so that the browser asks for no /favicon.ico.
const favicon = (page) => page.replace('</title>', '</title><link rel="icon" href="data:,">');

// The README's section on bundlers, and its code blocks: block(lang, test) is the one block of
// that language whose text passes test.
const readme = readFileSync(path.join(root, 'wasm/package/README.md'), 'utf8');
const section = readme.slice(readme.indexOf('## Bundlers and browsers'), readme.indexOf('## The command line'));
function block(lang, match) {
  const found = [...section.matchAll(/```(\w+)\n([\s\S]*?)```/g)].filter(([, l, body]) => l === lang && match(body));
  assert.equal(found.length, 1, `one ${lang} block of the README matches ${match}`);
  return found[0][2];
}

// A project folder for one recipe: the installed package, and the repository's Rollup plugins
// where a config imports them.
function appFolder(name) {
  const app = path.join(project, name);
  mkdirSync(app, { recursive: true });
  cpSync(path.join(project, 'node_modules'), path.join(app, 'node_modules'), { recursive: true });
  symlinkSync(path.join(root, 'node_modules/@rollup'), path.join(app, 'node_modules/@rollup'));
  return app;
}

// Runs the README's shell lines in app: npm install (the tools are the repository's devDependencies),
// npm pkg set, npx esbuild / rollup / webpack (webpack through its API with the CLI's defaults),
// cp and cp -r.
async function runCommands(app, lines) {
  for (const line of lines.split('\n').map((l) => l.replace(/\s+#.*$/, '').trim()).filter(Boolean)) {
    const [command, ...args] = line.split(/\s+/);
    if (command === 'npm' && args[0] === 'install') continue;
    if (command === 'npm' && args[0] === 'pkg') ok(run('npm', args, { cwd: app }), line);
    else if (command === 'npx' && args[0] === 'esbuild') ok(run(esbuild, [...args.slice(1), '--log-level=warning'], { cwd: app }), line);
    else if (command === 'npx' && args[0] === 'rollup') ok(run(rollup, [...args.slice(1), '--silent'], { cwd: app }), line);
    else if (command === 'npx' && args[0] === 'webpack') await webpackBuild(app, args.slice(1));
    else if (command === 'cp' && args[0] === '-r') cpSync(path.join(app, args[1]), path.join(app, args[2], path.basename(args[1])), { recursive: true, dereference: true });
    else if (command === 'cp') copyFileSync(path.join(app, args[0]), path.join(app, args[1], path.basename(args[0])));
    else assert.fail(`a command the test does not know: ${line}`);
  }
}

// `npx webpack --mode production` in app: webpack's defaults (./src in, dist/main.js out; the
// CLI's dist is the folder it runs in, the API's the process's, hence output.path). Resolves
// webpack's errors as text; with succeed (the default) there must be none.
async function webpackBuild(app, args, succeed = true) {
  assert.deepEqual(args, ['--mode', 'production'], 'the README\'s webpack command');
  const { default: webpack } = await import('webpack');
  const stats = await new Promise((resolve, reject) => webpack({ mode: 'production', context: app, output: { path: path.join(app, 'dist') } },
    (error, result) => (error ? reject(error) : resolve(result))));
  const errors = stats.toString({ all: false, errors: true });
  if (succeed) assert.ok(!stats.hasErrors(), errors);
  return errors;
}

// Serves folder, opens page and resolves the first `count` values the page logs, with what
// open() saw (problems, fetched).
async function logsOf(folder, page, count) {
  const logged = [];
  const seen = await open(folder, page, async (tab) => {
    tab.on('console', (message) => logged.push(Promise.all(message.args().map((arg) => arg.jsonValue())).then((values) => values[0])));
    for (let waited = 0; logged.length < count && waited < 60000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
  });
  return { ...seen, logs: await Promise.all(logged.slice(0, count)) };
}

// What a recipe's page logs: level 199's solution, then a Digits expression worth 415 of 1..6.
function assertSolved([solution, expression]) {
  assert.deepEqual(solution, SOLVED.solution);
  assert.match(expression, /^[\d\s()+\-*\/]+$/);
  assert.equal(Function(`return (${expression})`)(), 415);
  assert.ok((expression.match(/\d+/g) || []).every((n) => ['1', '2', '3', '4', '5', '6'].includes(n)), expression);
}

const SOLVED = { moves: 6, solution: ['7', '3=>5', '7', 'Inv10', 'Shift>', '7'] };

// Serves `folder`, opens the page at `page` and resolves {answers, problems, fetched, url}:
// problems what watchPage saw (errors, 404s), fetched every request of the page and its workers (paths).
// wait(tab), when given, is how the page is waited for (its answers are then not read).
async function open(folder, page = 'index.html', wait = null) {
  const server = await startServer({ root: folder });
  const context = await browser.newContext();
  try {
    const tab = await context.newPage();
    const watch = watchPage(tab);
    const fetched = [];
    context.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await tab.goto(server.url + page);
    const answers = wait ? await wait(tab) : await tab.evaluate(() => window.answers);
    const problems = await watch.assertClean().then(() => [], () => watch.problems);
    return { answers, problems, fetched, url: server.url };
  } finally {
    await context.close();
    await server.close();
  }
}

// The .wasm files a page fetched: each must be the engine's own (no CLI in it).
function assertEngineWasmOnly(fetched, folder) {
  const wasm = [...new Set(fetched.filter((p) => p.endsWith('.wasm')))];
  assert.equal(wasm.length, 1, `one wasm fetched, not: ${wasm.join(', ') || 'none'}`);
  assert.ok(!fetched.some((p) => /calcsolve-cli|bin\.js/.test(p)), fetched.join('\n'));
  const bytes = readFileSync(path.join(folder, wasm[0]));
  assert.deepEqual(bytes, engineWasm, `${wasm[0]} is the package's dist/calcsolve.wasm`);
  const names = WebAssembly.Module.exports(new WebAssembly.Module(bytes)).map((e) => e.name);
  assert.ok(!names.includes('cs_cli_run'), 'the browser got the CLI\'s code');
}

before(async () => {
  ({ dir, project } = installPackage('calcsolve-bundlers-'));
  engineWasm = readFileSync(path.join(project, 'node_modules/calcsolve/wasm/package/dist/calcsolve.wasm'));
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

// The README's esbuild recipe, word for word: its commands run in the project (npx esbuild is
// the repository's esbuild), its main.js bundled, the page served from a sub-path; what the
// page logs is level 199's solution and the Digits expression.
test('the README\'s esbuild recipe (wasm and worker options) solves level 199 and Digits, served from a sub-path', async () => {
  const app = appFolder('esbuild-app');
  mkdirSync(path.join(app, 'public/deep/path'), { recursive: true });
  writeFileSync(path.join(app, 'main.js'), block('javascript', (b) => b.startsWith('// main.js')));
  await runCommands(app, block('sh', (b) => b.includes('npx esbuild')));
  // public/ served under a sub-path, as a site would put it
  for (const file of readdirSync(path.join(app, 'public'))) if (file !== 'deep') copyFileSync(path.join(app, 'public', file), path.join(app, 'public/deep/path', file));
  writeFileSync(path.join(app, 'public/deep/path/index.html'), favicon(block('html', (b) => b.startsWith('<!-- public/index.html: the bundled'))));
  const { logs, problems, fetched } = await logsOf(path.join(app, 'public'), 'deep/path/index.html', 2);
  assert.deepEqual(problems, []);
  assertSolved(logs);
  assert.ok(fetched.includes('/deep/path/calcsolve-worker.js'), fetched.join('\n'));
  assertEngineWasmOnly(fetched, path.join(app, 'public'));
});

test('the README\'s Rollup recipe (one build of two inputs, the wasm copied, the options) solves level 199 and Digits', async () => {
  const app = appFolder('rollup-app');
  writeFileSync(path.join(app, 'main.js'), block('javascript', (b) => b.startsWith('// main.js')));
  writeFileSync(path.join(app, 'rollup.config.mjs'), block('javascript', (b) => b.startsWith('// rollup.config.mjs')));
  await runCommands(app, block('sh', (b) => b.includes('npx rollup')));
  writeFileSync(path.join(app, 'public/index.html'), favicon(block('html', (b) => b.startsWith('<!-- public/index.html: the bundled'))));
  const { logs, problems, fetched } = await logsOf(path.join(app, 'public'), 'index.html', 2);
  assert.deepEqual(problems, []);
  assertSolved(logs);
  assert.ok(fetched.includes('/calcsolve-worker.js'), fetched.join('\n'));
  assertEngineWasmOnly(fetched, path.join(app, 'public'));
});

test('the README\'s webpack 5 recipe (its defaults, no options) solves level 199 and Digits in a project of npm init -y', async () => {
  const app = appFolder('webpack-app');
  // the project as `npm init -y` makes it: npm 11 writes "type": "commonjs" (an older npm no type)
  ok(run('npm', ['init', '-y'], { cwd: app }), 'npm init -y');
  const manifest = JSON.parse(readFileSync(path.join(app, 'package.json'), 'utf8'));
  writeFileSync(path.join(app, 'package.json'), JSON.stringify({ ...manifest, type: 'commonjs' }, null, 2));
  mkdirSync(path.join(app, 'src'));
  writeFileSync(path.join(app, 'src/index.js'), block('javascript', (b) => b.startsWith('// src/index.js')));
  // without the README's `npm pkg set type=module`, the file webpack fails on is the page's own
  // src/index.js (read as CommonJS), not one of the package's
  const errors = await webpackBuild(app, ['--mode', 'production'], false);
  assert.match(errors, /\.\/src\/index\.js[\s\S]*'import' and 'export' may appear only with 'sourceType: module'/, errors);
  assert.doesNotMatch(errors, /node_modules/, errors);
  const commands = block('sh', (b) => b.includes('npx webpack'));
  assert.match(commands, /^npm pkg set type=module/m);
  await runCommands(app, commands);
  assert.equal(JSON.parse(readFileSync(path.join(app, 'package.json'), 'utf8')).type, 'module');
  // the README's page, without the browser's request for /favicon.ico (not the recipe's)
  writeFileSync(path.join(app, 'dist/index.html'), favicon(block('html', (b) => b.startsWith('<!-- dist/index.html'))));
  const { logs, problems, fetched } = await logsOf(path.join(app, 'dist'), 'index.html', 2);
  assert.deepEqual(problems, []);
  assertSolved(logs);
  assertEngineWasmOnly(fetched, path.join(app, 'dist'));
});

test('the README\'s page without a bundler: an import map, and a worker of its own importing the package by path', async () => {
  const app = appFolder('importmap-app');
  mkdirSync(path.join(app, 'public'));
  const page = block('html', (b) => b.includes('importmap'));
  writeFileSync(path.join(app, 'public/index.html'), '<!doctype html><meta charset="utf-8"><title>calcsolve</title><link rel="icon" href="data:,">\n' + page);
  writeFileSync(path.join(app, 'public/my-worker.js'), block('javascript', (b) => b.startsWith('// public/my-worker.js')));
  await runCommands(app, /`(cp -r [^`]+)`/.exec(section)[1]);
  const { logs, problems, fetched } = await logsOf(path.join(app, 'public'), 'index.html', 3);
  assert.deepEqual(problems, []);
  assertSolved(logs.slice(0, 2));
  assert.deepEqual(logs[2], ['+1', 'Store:save', 'Store', '+1', 'Store']);   // level 143, from the page's own worker
  assertEngineWasmOnly(fetched, path.join(app, 'public'));
});

test('esbuild --bundle without the options: each load fails naming the address it tried and the option to set', async () => {
  const app = path.join(project, 'esbuild-bare');
  const pub = path.join(app, 'public');
  mkdirSync(pub, { recursive: true });
  writeFileSync(path.join(app, 'main.js'), script({}));
  writeFileSync(path.join(pub, 'index.html'), html('main.js'));
  ok(run(esbuild, ['main.js', '--bundle', '--format=esm', '--outfile=public/main.js', '--log-level=error'], { cwd: app }), 'esbuild main.js');
  const { answers, fetched, url } = await open(pub);
  const [here, inWorker] = answers;
  // the bundle's own folder is where the package's files are looked for, and they are not there
  assert.ok(here.error, JSON.stringify(here));
  assert.ok(here.error.includes(`${url}dist/calcsolve.wasm (HTTP 404)`), here.error);
  assert.match(here.error, /set the `wasm` option of createEngine\(\)/);
  assert.doesNotMatch(here.error, /both async and sync/);
  assert.ok(inWorker.error, JSON.stringify(inWorker));
  assert.ok(inWorker.error.includes(`${url}worker.js`), inWorker.error);
  assert.match(inWorker.error, /set the `worker` option of createWorkerEngine\(\)/);
  assert.ok(fetched.includes('/dist/calcsolve.wasm') && fetched.includes('/worker.js'), fetched.join('\n'));
});

test('a worker script copied unbundled: the error names the module it could not import, not the script', async () => {
  const app = path.join(project, 'esbuild-unbundled-worker');
  const pub = path.join(app, 'public');
  mkdirSync(path.join(pub, 'assets'), { recursive: true });
  writeFileSync(path.join(app, 'main.js'), script({ wasm: './calcsolve.wasm', worker: './assets/worker.js' }));
  writeFileSync(path.join(pub, 'index.html'), html('main.js'));
  copyFileSync(path.join(project, 'node_modules/calcsolve/wasm/package/worker.js'), path.join(pub, 'assets/worker.js'));
  copyFileSync(path.join(project, 'node_modules/calcsolve/wasm/package/dist/calcsolve.wasm'), path.join(pub, 'calcsolve.wasm'));
  ok(run(esbuild, ['main.js', '--bundle', '--format=esm', '--outfile=public/main.js', '--log-level=error'], { cwd: app }), 'esbuild main.js');
  const { answers, url } = await open(pub);
  const [here, inWorker] = answers;
  assert.deepEqual(here, SOLVED);
  assert.ok(inWorker.error, JSON.stringify(inWorker));
  assert.ok(inWorker.error.includes(`worker script ${url}assets/worker.js loaded, but a module it imports did not: ${url}assets/index.js (HTTP 404)`), inWorker.error);
  assert.match(inWorker.error, /set the `worker` option of createWorkerEngine\(\)/);
});

// What @web/rollup-plugin-import-meta-assets does to the default worker: the bundle's
// new Worker(new URL('./worker.js', import.meta.url)) made to point at an unbundled copy elsewhere.
test('the default worker rewritten to an unbundled copy: the error names that copy and the module it could not import', async () => {
  const app = path.join(project, 'esbuild-asset-worker');
  const pub = path.join(app, 'public');
  mkdirSync(path.join(pub, 'assets'), { recursive: true });
  writeFileSync(path.join(app, 'main.js'), script({ wasm: './calcsolve.wasm' }));
  writeFileSync(path.join(pub, 'index.html'), html('main.js'));
  copyFileSync(path.join(project, 'node_modules/calcsolve/wasm/package/worker.js'), path.join(pub, 'assets/worker-1a2b.js'));
  copyFileSync(path.join(project, 'node_modules/calcsolve/wasm/package/dist/calcsolve.wasm'), path.join(pub, 'calcsolve.wasm'));
  ok(run(esbuild, ['main.js', '--bundle', '--format=esm', '--outfile=public/main.js', '--log-level=error'], { cwd: app }), 'esbuild main.js');
  const bundle = readFileSync(path.join(pub, 'main.js'), 'utf8');
  const rewritten = bundle.replace(/new Worker\(new URL\("\.\/worker\.js"/, 'new Worker(new URL("./assets/worker-1a2b.js"');
  assert.notEqual(rewritten, bundle, 'the bundle holds new Worker(new URL("./worker.js", ...))');
  writeFileSync(path.join(pub, 'main.js'), rewritten);
  const { answers, url } = await open(pub);
  const [here, inWorker] = answers;
  assert.deepEqual(here, SOLVED);
  assert.ok(inWorker.error, JSON.stringify(inWorker));
  assert.ok(inWorker.error.includes(`worker script ${url}assets/worker-1a2b.js loaded, but a module it imports did not: ${url}assets/index.js (HTTP 404)`), inWorker.error);
});

test('Vite (vite build, no options) solves level 199 in the page and in a worker, fetching the engine\'s wasm only', async () => {
  const { build } = await import('vite');
  const app = path.join(project, 'vite-app');
  mkdirSync(app);
  writeFileSync(path.join(app, 'main.js'), script({}));
  writeFileSync(path.join(app, 'index.html'), html('./main.js'));
  await build({ root: app, logLevel: 'error', configFile: false, build: { outDir: 'dist', target: 'es2022' } });
  const out = path.join(app, 'dist');
  const files = (folder) => readdirSync(folder).flatMap((name) => (statSync(path.join(folder, name)).isDirectory()
    ? files(path.join(folder, name)).map((f) => `${name}/${f}`) : [name]));
  const wasm = files(out).filter((f) => f.endsWith('.wasm'));
  assert.equal(wasm.length, 1, `Vite emitted ${wasm.join(', ')}`);
  const { answers, problems, fetched } = await open(out);
  assert.deepEqual(answers, [SOLVED, SOLVED]);
  assert.deepEqual(problems, []);
  assertEngineWasmOnly(fetched, out);
});
