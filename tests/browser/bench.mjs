// bench.mjs: speed numbers of the page in Chromium (prints them; asserts nothing).
//   node tests/browser/bench.mjs [runs]
// - first solution: navigation start -> the solution of #level=199&show=solution
//   on screen (the page's `calcsolve-first-solution` mark, set when the solution's
//   steps are drawn; a level opens to play, so the link asks for its answer),
//   in a fresh browser context each run (empty HTTP cache); the first run is
//   also a fresh browser (no compiled-wasm cache at all);
// - interactive: navigation start -> both engines loaded and the level list
//   filled (the page's `calcsolve-ready` mark), with DOMContentLoaded beside it;
// - all 199 bundled levels solved through the wasm module in one worker
//   (worker.js, the page's own protocol): one request per level, and the whole
//   levels.txt in a single request.
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { DIST, launchBrowser, startServer } from './server.mjs';

const RUNS = Number(process.argv[2]) || 5;
const server = await startServer();

function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  return `median ${median.toFixed(0)} ms (min ${sorted[0].toFixed(0)}, max ${sorted.at(-1).toFixed(0)}; runs: ${values.map((v) => v.toFixed(0)).join(', ')})`;
}

async function pageLoad(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url);
  // Poll from Node with a plain evaluate, not waitForFunction: that one injects
  // Playwright's own script into the page, ~90 ms of main-thread work that would
  // be counted against the page.
  const marked = () => performance.getEntriesByName('calcsolve-first-solution').length > 0 &&
    performance.getEntriesByName('calcsolve-ready').length > 0;
  for (let waited = 0; !(await page.evaluate(marked)); waited += 50) {
    if (waited > 30000) throw new Error('the page never reached its first solution');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const times = await page.evaluate(() => ({
    first: performance.getEntriesByName('calcsolve-first-solution')[0].startTime,
    ready: performance.getEntriesByName('calcsolve-ready')[0].startTime,
    dcl: performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd,
    steps: document.querySelectorAll('#calc-solution-steps li').length,
  }));
  await context.close();
  if (times.steps !== 6) throw new Error(`expected 6 steps, saw ${times.steps}`);
  return times;
}

async function measureLoads(label, url) {
  const first = [], ready = [], dcl = [];
  for (let i = 0; i < RUNS; i++) {
    // run 0 in a brand-new browser: nothing cached anywhere
    const browser = i === 0 ? await launchBrowser({ full: true }) : shared;
    const t = await pageLoad(browser, url);
    if (i === 0) await browser.close();
    first.push(t.first);
    ready.push(t.ready);
    dcl.push(t.dcl);
  }
  console.log(`${label}`);
  console.log(`  first solution of #level=199&show=solution: ${stats(first)}`);
  console.log(`  interactive (engines + levels): ${stats(ready)}`);
  console.log(`  DOMContentLoaded:              ${stats(dcl)}`);
}

const shared = await launchBrowser({ full: true });
try {
  console.log(`calcsolve page benchmark (Chromium ${shared.version()}, ${RUNS} runs; the first in a fresh browser)`);
  await measureLoads('web/dist served over HTTP (module worker, calcsolve.wasm fetched):', server.url + '#level=199&show=solution');
  await measureLoads('calcsolve.html from file:// (blob: worker, wasm inlined):', pathToFileURL(join(DIST, 'calcsolve.html')).href + '#level=199&show=solution');

  // every bundled level through one worker
  const context = await shared.newContext();
  const page = await context.newPage();
  await page.goto(server.url + 'levels.txt');
  const result = await page.evaluate(async () => {
    const worker = new Worker('worker.js', { type: 'module' });
    let nextId = 1;
    const waiting = new Map();
    let readyResolve;
    const ready = new Promise((resolve) => (readyResolve = resolve));
    worker.onmessage = (event) => {
      const data = event.data;
      if (data.ready) return readyResolve(data.ms);
      const resolve = waiting.get(data.id);
      waiting.delete(data.id);
      resolve(data);
    };
    const ask = (op, args) =>
      new Promise((resolve) => {
        const id = nextId++;
        waiting.set(id, resolve);
        worker.postMessage({ id, op, args });
      });
    const t0 = performance.now();
    const loadMs = await ready;
    const loaded = performance.now() - t0;
    const levels = (await ask('bundled', { game: 'calculator' })).result;
    const text = (l) =>
      `level: ${l.level}\nstart: ${l.start}\ngoal: ${l.goal}\nmoves: ${l.moves}\nbuttons: ${l.buttons.map((b) => b.label).join(', ')}\n` +
      (l.portal ? `portal: ${l.portal[0]} ${l.portal[1]}\n` : '');
    let solved = 0, states = 0, engineMs = 0, slowest = { ms: 0 };
    const t1 = performance.now();
    for (const level of levels) {
      const answer = await ask('solve', { game: 'calculator', text: text(level), options: {} });
      if (answer.result.solved) solved++;
      states += answer.result.states;
      engineMs += answer.ms;
      if (answer.ms > slowest.ms) slowest = { ms: answer.ms, level: level.level };
    }
    const perLevel = performance.now() - t1;
    const whole = await fetch('levels.txt').then((r) => r.text());
    const t2 = performance.now();
    const all = await ask('solve', { game: 'calculator', text: whole, options: {} });
    const oneCall = performance.now() - t2;
    worker.terminate();
    return {
      loaded, loadMs, count: levels.length, solved, states, perLevel, engineMs, slowest, oneCall,
      oneCallSolved: Array.isArray(all.result) ? all.result.filter((r) => r.solved).length : -1,
    };
  });
  await context.close();
  console.log('all bundled levels in one worker (inside Chromium):');
  console.log(`  worker start to engine ready: ${result.loaded.toFixed(0)} ms`);
  console.log(`  ${result.count} levels, one request each: ${result.perLevel.toFixed(0)} ms total (${result.engineMs.toFixed(0)} ms in the engine; ${result.solved} solved, ${result.states} states; slowest: level ${result.slowest.level}, ${result.slowest.ms.toFixed(1)} ms)`);
  console.log(`  levels.txt in a single request: ${result.oneCall.toFixed(0)} ms (${result.oneCallSolved} solved)`);
} finally {
  await shared.close();
  await server.close();
}
