// bundlers.test.mjs: the npm package in pages made by bundlers, in Chromium. The packed
// tarball is installed offline into an empty project (install.mjs, as the package test
// does); each page imports 'calcsolve' and solves level 199 (its text from
// core/calc/calculator-the-game.txt) in the page's thread and in a worker:
//  - esbuild --bundle --format=esm, which copies no assets: with the `wasm` and `worker`
//    options (the recipe of wasm/package/README.md, "Bundlers and browsers"), and without
//    them, where each load fails with an error naming the address tried and the option;
//  - Vite (vite build), which copies the wasm and bundles the worker: no options.
// Each page fetches the engine's wasm only, never the CLI's (dist/calcsolve-cli.wasm).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root, run, ok, installPackage, level199 } from './install.mjs';
import { startServer, launchBrowser, watchPage } from '../browser/server.mjs';

const esbuild = path.join(root, 'node_modules/.bin/esbuild');
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

const html = (src) => `<!doctype html><meta charset="utf-8"><title>calcsolve</title><link rel="icon" href="data:,">
<script type="module" src="${src}"></script>`;

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
  const readme = readFileSync(path.join(root, 'wasm/package/README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Bundlers and browsers'), readme.indexOf('## The command line'));
  const commands = /```sh\n([\s\S]*?)```/.exec(section)[1].trim().split('\n');
  const mainJs = /```javascript\n([\s\S]*?)```/.exec(section)[1];
  const app = path.join(project, 'esbuild-app');
  mkdirSync(path.join(app, 'public/deep/path'), { recursive: true });
  cpSync(path.join(project, 'node_modules'), path.join(app, 'node_modules'), { recursive: true });
  writeFileSync(path.join(app, 'main.js'), mainJs);
  for (const line of commands) {
    const [command, ...args] = line.split(/\s+/);
    if (command === 'npx' && args[0] === 'esbuild') ok(run(esbuild, [...args.slice(1), '--log-level=warning'], { cwd: app }), line);
    else if (command === 'cp') copyFileSync(path.join(app, args[0]), path.join(app, args[1], path.basename(args[0])));
    else assert.fail(`a command the test does not know: ${line}`);
  }
  // public/ served under a sub-path, as a site would put it
  for (const file of readdirSync(path.join(app, 'public'))) if (file !== 'deep') copyFileSync(path.join(app, 'public', file), path.join(app, 'public/deep/path', file));
  writeFileSync(path.join(app, 'public/deep/path/index.html'), html('main.js'));
  const logged = [];
  const { problems, fetched } = await open(path.join(app, 'public'), 'deep/path/index.html', async (tab) => {
    tab.on('console', (message) => logged.push(Promise.all(message.args().map((arg) => arg.jsonValue())).then((values) => values[0])));
    await tab.waitForFunction(() => performance.getEntriesByType('resource').some((r) => r.name.endsWith('calcsolve-worker.js')));
    for (let waited = 0; logged.length < 2 && waited < 30000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
  });
  assert.deepEqual(problems, []);
  const [solution, expression] = await Promise.all(logged);
  assert.deepEqual(solution, SOLVED.solution);
  // the worker's Digits answer: an expression of 1..6, each at most once, worth 415
  assert.match(expression, /^[\d\s()+\-*\/]+$/);
  assert.equal(Function(`return (${expression})`)(), 415);
  assert.ok((expression.match(/\d+/g) || []).every((n) => ['1', '2', '3', '4', '5', '6'].includes(n)), expression);
  assert.ok(fetched.includes('/deep/path/calcsolve-worker.js'), fetched.join('\n'));
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
