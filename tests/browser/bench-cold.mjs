// bench-cold.mjs: the page's cold load against its floor (`make bench`; prints
// numbers, asserts nothing). The floor is the least a page can do to show the
// engine's answer: a bare page served from the same web/dist/ that starts the
// project's own worker.js (its glue and wasm), posts the very solve request the
// page posts, writes the answer's steps into a list and sets the page's
// `calcsolve-first-solution` mark. For each link the floor and the real page load
// alternately, each in a fresh browser context (empty HTTP cache, service workers
// blocked), one warm-up pair first, then LOADS each; printed: both medians and
// their ratio (page / floor). The same for calcsolve.html opened from file://
// against its own floor (a bare file that starts the single file's blob: worker).
// After each load of the page: how long a click on another game's tab takes to be
// answered on screen (the Event Timing API's duration, input to next paint).
//   node tests/browser/bench-cold.mjs [loads] [only]   (only: the links whose name holds it, e.g. 199)
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { launchBrowser, startServer } from './server.mjs';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

const LOADS = Number(process.argv[2]) || 9;
const ONLY = process.argv[3] || '';
const MARK = 'calcsolve-first-solution';
// tab: the tab clicked after the first solution, for the response time
const LINKS = [
  { name: 'level 199', hash: '#level=199&show=solution', tab: '#tab-digits' },
  { name: 'Digits', hash: '#digits=415:1,2,3,4,5,6&show=solution', tab: '#tab-calc' },
  { name: 'clock', hash: '#clock=4,2&show=solution', tab: '#tab-calc' },
];

// The floor page: its request comes in its address (#<JSON of the worker's args>).
const FLOOR = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>calcsolve floor</title></head>
<body><ol id="solution"></ol>
<script>
const args = JSON.parse(decodeURIComponent(location.hash.slice(1)));
const worker = new Worker('worker.js', { type: 'module' });
worker.onmessage = (event) => {
  const data = event.data;
  if (data.id !== 1) return;
  const r = data.result;
  const steps = r.steps || r.trace || r.moves || r.solution || [];
  const list = document.getElementById('solution');
  for (const step of steps) {
    const li = document.createElement('li');
    li.textContent = typeof step === 'string' ? step : step.press !== undefined ? step.press : JSON.stringify(step);
    list.append(li);
  }
  performance.mark('${MARK}');
};
worker.postMessage({ id: 1, op: 'solve', args });
</script></body></html>
`;

// The single file's floor: the worker source calcsolve.html carries (its first
// statement, CALCSOLVE_WORKER_SOURCE) started from a blob: URL as the page does,
// the same request posted, the steps listed, the mark set. From file://.
function singleFloor() {
  const html = readFileSync(path.join(dist, 'calcsolve.html'), 'utf8');
  const match = html.match(/<script>(var CALCSOLVE_WORKER_SOURCE = "(?:[^"\\]|\\.)*";)/);
  if (!match) throw new Error('calcsolve.html: no CALCSOLVE_WORKER_SOURCE');
  const body = FLOOR.slice(FLOOR.indexOf('<script>') + '<script>'.length)
    .replace("new Worker('worker.js', { type: 'module' })",
      "new Worker(URL.createObjectURL(new Blob([CALCSOLVE_WORKER_SOURCE], { type: 'text/javascript' })))");
  return FLOOR.slice(0, FLOOR.indexOf('<script>')) + '<script>' + match[1] + '\n' + body;
}

const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];

// The page's own solve request for a link, recorded from its worker messages.
async function solveRequest(browser, url) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__solves = [];
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (message, ...rest) {
      if (message && message.op === 'solve') window.__solves.push(message.args);
      return post.call(this, message, ...rest);
    };
  });
  await page.goto(url);
  await waitForMark(page);
  const [args] = await page.evaluate(() => window.__solves);
  await context.close();
  if (!args) throw new Error(`${url}: the page posted no solve request`);
  return args;
}

// Polls from Node with a plain evaluate: waitForFunction would inject Playwright's
// own script into the page and count its work against the page.
async function waitForMark(page) {
  const marked = (name) => performance.getEntriesByName(name).length > 0;
  for (let waited = 0; !(await page.evaluate(marked, MARK)); waited += 20) {
    if (waited > 30000) throw new Error(`${page.url()}: no ${MARK} mark in 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return page.evaluate((name) => performance.getEntriesByName(name)[0].startTime, MARK);
}

// Event Timing entries of clicks (input to the next paint), gathered from the start.
function watchInput() {
  window.__inputs = [];
  new PerformanceObserver((list) => window.__inputs.push(...list.getEntries().map((e) => ({ name: e.name, duration: e.duration }))))
    .observe({ type: 'event', buffered: true, durationThreshold: 16 });
}

// One cold load: a fresh context, no service worker. {ms}: the mark's time from
// navigation start; {input}: with tab (a tab clicked once the mark is set), the click's
// time to the next paint (Event Timing rounds to 8 ms and reports nothing under 16), else null.
async function coldLoad(browser, url, tab = null) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  if (tab) await page.addInitScript(watchInput);
  await page.goto(url);
  const ms = await waitForMark(page);
  const steps = await page.evaluate(() => document.querySelectorAll('#solution li, [id$="-solution-steps"] li, ol li').length);
  let input = null;
  if (tab) {
    await page.click(tab);
    await page.waitForFunction(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(true), 50))));
    const events = await page.evaluate(() => window.__inputs.filter((e) => ['pointerdown', 'pointerup', 'click', 'mousedown', 'mouseup'].includes(e.name)));
    input = Math.max(0, ...events.map((e) => e.duration));
  }
  await context.close();
  if (!steps) throw new Error(`${url}: no step on screen at the mark`);
  return { ms, input };
}

// Floor and page alternately; prints medians, the ratio, and the page's click response.
async function compare(browser, name, pageUrl, floorUrl, tab) {
  const floor = [], real = [], input = [];
  for (let i = 0; i <= LOADS; i++) {
    const f = (await coldLoad(browser, floorUrl)).ms;
    const p = await coldLoad(browser, pageUrl, tab);
    if (i > 0) floor.push(f), real.push(p.ms), input.push(p.input);
  }
  const fm = median(floor), pm = median(real);
  console.log(`${name}: page ${pm.toFixed(0)} ms, floor ${fm.toFixed(0)} ms, ratio ${(pm / fm).toFixed(2)}x; ` +
    `a click on ${tab} after the first solution answered in ${median(input).toFixed(0)} ms (median; max ${Math.max(...input).toFixed(0)}; 0: under 16)`);
  console.log(`  page:  ${real.map((v) => v.toFixed(0)).join(', ')}`);
  console.log(`  floor: ${floor.map((v) => v.toFixed(0)).join(', ')}`);
}

const server = await startServer({ pages: { 'bench-floor.html': FLOOR } });
const browser = await launchBrowser({ full: true });
const folder = mkdtempSync(path.join(tmpdir(), 'calcsolve-bench-'));
try {
  console.log(`cold load against the floor (Chromium ${browser.version()}; fresh context each load, no service worker; ` +
    `1 warm-up pair, then ${LOADS} loads each, alternating)`);
  for (const link of LINKS.filter((l) => l.name.includes(ONLY))) {
    const pageUrl = server.url + link.hash;
    const request = await solveRequest(browser, pageUrl);
    const floorUrl = server.url + 'bench-floor.html#' + encodeURIComponent(JSON.stringify(request));
    await compare(browser, `${link.name} (${link.hash})`, pageUrl, floorUrl, link.tab);
  }
  // calcsolve.html from file://, against its own floor in the same folder
  if (!ONLY || 'calcsolve.html'.includes(ONLY)) {
    writeFileSync(path.join(folder, 'calcsolve.html'), readFileSync(path.join(dist, 'calcsolve.html')));
    writeFileSync(path.join(folder, 'floor.html'), singleFloor());
    const single = pathToFileURL(path.join(folder, 'calcsolve.html')).href + LINKS[0].hash;
    const request = await solveRequest(browser, single);
    const floorUrl = pathToFileURL(path.join(folder, 'floor.html')).href + '#' + encodeURIComponent(JSON.stringify(request));
    await compare(browser, `calcsolve.html from file:// (${LINKS[0].hash})`, single, floorUrl, LINKS[0].tab);
  }
} finally {
  rmSync(folder, { recursive: true, force: true });
  await browser.close();
  await server.close();
}
