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
// A third page bounds what any script could win: the page's own first screen as
// static markup (its DOM at the mark, scripts taken out, the answer's steps emptied)
// with the page's own boot.js, posting the same request and putting the same steps
// back when the answer comes. It runs none of the page's code, so what it costs over
// the floor is the cost of drawing the first screen itself.
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
// The pause after each load, before the next (coldLoad): without it the load that follows
// another ran beside that one's teardown, and the same build loaded twice in a row differed
// by 5 to 6% by its position alone (25 pairs: 4 of 25 and 18 of 25 faster in two runs);
// with 400 ms, 15 of 25.
const SETTLE_MS = 500;
// tab: the tab clicked after the first solution, for the response time
// steps: the list the answer's steps go into (emptied in the static first screen)
const LINKS = [
  { name: 'level 199', hash: '#level=199&show=solution', tab: '#tab-digits', steps: '#calc-solution-steps' },
  { name: 'Digits', hash: '#digits=415:1,2,3,4,5,6&show=solution', tab: '#tab-calc', steps: '#digits-steps' },
  { name: 'clock', hash: '#clock=4,2&show=solution', tab: '#tab-calc', steps: '#clock-answer' },
];

// The floor page: its request comes in its address (#<JSON of the worker's args>).
const FLOOR = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>calcsolve floor</title></head>
<body><ol id="calc-solution-steps"></ol>
<script>
const args = JSON.parse(decodeURIComponent(location.hash.slice(1)));
const worker = new Worker('worker.js', { type: 'module' });
worker.onmessage = (event) => {
  const data = event.data;
  if (data.id !== 1) return;
  const r = data.result;
  const steps = r.steps || r.trace || r.moves || r.solution || [];
  const list = document.getElementById('calc-solution-steps');
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

// The page's own solve request for a link, recorded from its worker messages; with
// steps (the steps list's selector), also its first screen as the mark is set:
// {html: the document without scripts or CSP, its steps list emptied; steps: the list's markup}.
async function solveRequest(browser, url, steps = null) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.addInitScript((selector) => {
    window.__solves = [];
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (message, ...rest) {
      if (message && message.op === 'solve') window.__solves.push(message.args);
      return post.call(this, message, ...rest);
    };
    if (!selector) return;
    new PerformanceObserver((list) => {
      if (window.__screen || !list.getEntries().some((entry) => entry.name === 'calcsolve-first-solution')) return;
      const copy = document.documentElement.cloneNode(true);
      for (const node of copy.querySelectorAll('script, meta[http-equiv="Content-Security-Policy"]')) node.remove();
      const stepsList = copy.querySelector(selector);
      const markup = stepsList ? stepsList.innerHTML : '';
      if (stepsList) stepsList.replaceChildren();
      window.__screen = { html: '<!doctype html>\n' + copy.outerHTML, steps: markup };
    }).observe({ type: 'mark' });
  }, steps);
  await page.goto(url);
  await waitForMark(page);
  const [[args], screen] = await page.evaluate(() => [window.__solves, window.__screen || null]);
  await context.close();
  if (!args) throw new Error(`${url}: the page posted no solve request`);
  if (steps && !(screen && screen.steps)) throw new Error(`${url}: no steps in ${steps} at the mark`);
  return { args, screen };
}

// The static first screen: the page's DOM at the mark, started by the page's own
// hold.js (its hold on the first paint) and boot.js (its early worker and wasm), the same
// request posted to that worker, the same steps put back into the list when the
// answer comes, the page then shown and the same mark set. The parts the page keeps out
// of the document until then (its form controls, data-held-out) are kept out as well.
function staticScreen({ html, steps }, selector, args) {
  const hold = readFileSync(path.join(dist, '..', 'src', 'hold.js'), 'utf8');
  // boot.js as web/dist/index.html inlines it (bundled with first-requests.js); the static page's
  // address has no link in it, so it posts no early request: the request below is the one
  const boot = readFileSync(path.join(dist, 'index.html'), 'utf8').match(/<script>(\(\(\) => \{[\s\S]*?startSolverEarly\(\);[\s\S]*?)<\/script>/)[1];
  const answer = `<script>
const worker = self.calcsolveBoot.worker;
worker.onmessage = (event) => {
  if (!event.data || event.data.id !== 1) return;
  document.querySelector(${JSON.stringify(selector)}).innerHTML = ${JSON.stringify(steps).replace(/</g, '\\u003c')};
  for (const [place, node] of self.heldOut || []) place.replaceWith(node);
  document.documentElement.classList.remove('holding');
  performance.mark('${MARK}');
};
worker.postMessage({ id: 1, op: 'solve', args: ${JSON.stringify(args).replace(/</g, '\\u003c')} });
</script>`;
  // the parts the page holds out of the document until it is shown (dom.js holdOut), held out
  // here too as the body is parsed, so the browser's autofill does not read them before the answer
  const holdOut = `<script>
self.heldOut = [...document.querySelectorAll('[data-held-out]')].map((node) => {
  const place = document.createComment('');
  node.replaceWith(place);
  return [place, node];
});
</script>`;
  return html.replace('<head>', () => `<head><script>${hold}</script><script>${boot}</script>${answer}`).replace('</body>', () => holdOut + '</body>');
}

// Waits for the mark in a load that is not timed (solveRequest): polls with a plain evaluate.
async function waitForMark(page) {
  const marked = (name) => performance.getEntriesByName(name).length > 0;
  for (let waited = 0; !(await page.evaluate(marked, MARK)); waited += 20) {
    if (waited > 30000) throw new Error(`${page.url()}: no ${MARK} mark in 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return page.evaluate((name) => performance.getEntriesByName(name)[0].startTime, MARK);
}

// Event Timing entries of clicks (input to the next paint), gathered from when it is called.
function watchInput() {
  window.__inputs = [];
  new PerformanceObserver((list) => window.__inputs.push(...list.getEntries().map((e) => ({ name: e.name, duration: e.duration }))))
    .observe({ type: 'event', buffered: true, durationThreshold: 16 });
}

// Tells Node, by a console message, the mark's time and the paint that puts the marked
// steps on screen: the first frame after the mark (requestAnimationFrame, then a message,
// which runs once that frame is drawn). Node does not poll the page while it loads: an
// evaluate, even a plain one, installs Playwright's utility script in the page (5 to 9 ms
// of its main thread), which the busy page pays and the idle floor does not.
function reportMark(name) {
  new PerformanceObserver((list) => {
    const entry = list.getEntries().find((e) => e.name === name);
    if (!entry) return;
    console.debug(name + ' ' + entry.startTime);
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => console.debug(name + '-painted ' + performance.now());
      channel.port2.postMessage(0);
    });
  }).observe({ type: 'mark' });
}

// Waits (in Node) until the page has told both times (reportMark).
async function markAndPaint(page, told, url) {
  for (let waited = 0; !(told.has(MARK) && told.has(MARK + '-painted')); waited += 10) {
    if (waited > 30000) throw new Error(`${url}: no ${MARK} mark and paint after it in 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return { ms: told.get(MARK), painted: told.get(MARK + '-painted') };
}

// One cold load: a fresh context, no service worker. {ms}: the mark's time from
// navigation start; {painted}: the paint after it; {input}: with tab (a tab clicked once
// the steps are painted), the click's time to the next paint (Event Timing rounds to 8
// ms and reports nothing under 16), else null.
async function coldLoad(browser, url, tab = null) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const told = new Map();
  page.on('console', (message) => {
    const [name, value] = message.text().split(' ');
    if (name === MARK || name === MARK + '-painted') told.set(name, Number(value));
  });
  await page.addInitScript(reportMark, MARK);
  await page.goto(url);
  const { ms, painted } = await markAndPaint(page, told, url);
  // the click's observer goes in once the mark is told, not from the start: the floor has none
  // while it loads, so neither has the page
  if (tab) await page.evaluate(watchInput);
  const steps = await page.evaluate(() => document.querySelectorAll('#calc-solution-steps li, [id$="-solution-steps"] li, ol li').length);
  let input = null;
  if (tab) {
    await page.click(tab);
    await page.waitForFunction(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(true), 50))));
    const events = await page.evaluate(() => window.__inputs.filter((e) => ['pointerdown', 'pointerup', 'click', 'mousedown', 'mouseup'].includes(e.name)));
    input = Math.max(0, ...events.map((e) => e.duration));
  }
  await context.close();
  // the closed context's renderer winds down for a while after close() resolves; the next
  // load starts once it has, so no load pays for the one before it (SETTLE_MS)
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  if (!steps) throw new Error(`${url}: no step on screen at the mark`);
  return { ms, painted, input };
}

// Floor, page (and the static first screen) alternately; prints the medians of the
// mark and of the paint after it, their ratios, and the page's click response.
async function compare(browser, name, pageUrl, floorUrl, tab, screenUrl = null) {
  const runs = { page: [], floor: [], static: [] };
  const input = [];
  for (let i = 0; i <= LOADS; i++) {
    const f = await coldLoad(browser, floorUrl);
    const p = await coldLoad(browser, pageUrl, tab);
    const s = screenUrl ? await coldLoad(browser, screenUrl) : null;
    if (i === 0) continue;
    runs.floor.push(f), runs.page.push(p), input.push(p.input);
    if (s) runs.static.push(s);
  }
  const at = (list, key) => median(list.map((load) => load[key]));
  const fm = at(runs.floor, 'ms'), fp = at(runs.floor, 'painted');
  const line = (list) => `${at(list, 'ms').toFixed(0)} ms (${(at(list, 'ms') / fm).toFixed(2)}x), painted ${at(list, 'painted').toFixed(0)} ms (${(at(list, 'painted') / fp).toFixed(2)}x)`;
  console.log(`${name}: page ${line(runs.page)}; floor ${fm.toFixed(0)} ms, painted ${fp.toFixed(0)} ms; ` +
    `a click on ${tab} after the first solution answered in ${median(input).toFixed(0)} ms (median; max ${Math.max(...input).toFixed(0)}; 0: under 16)`);
  if (screenUrl) console.log(`  the page's first screen as static markup (no page script): ${line(runs.static)}`);
  for (const [kind, list] of Object.entries(runs)) {
    if (list.length) console.log(`  ${kind}: ${list.map((load) => `${load.ms.toFixed(0)}/${load.painted.toFixed(0)}`).join(', ')}`);
  }
}

const pages = { 'bench-floor.html': FLOOR };
const server = await startServer({ pages });
const browser = await launchBrowser({ full: true });
const folder = mkdtempSync(path.join(tmpdir(), 'calcsolve-bench-'));
try {
  console.log(`cold load against the floor (Chromium ${browser.version()}; fresh context each load, no service worker; ` +
    `1 warm-up pair, then ${LOADS} loads each, alternating)`);
  for (const link of LINKS.filter((l) => l.name.includes(ONLY))) {
    const pageUrl = server.url + link.hash;
    const { args, screen } = await solveRequest(browser, pageUrl, link.steps);
    const floorUrl = server.url + 'bench-floor.html#' + encodeURIComponent(JSON.stringify(args));
    const screenName = `bench-screen-${link.name.replace(/\W+/g, '-')}.html`;
    pages[screenName] = staticScreen(screen, link.steps, args);
    await compare(browser, `${link.name} (${link.hash})`, pageUrl, floorUrl, link.tab, server.url + screenName);
  }
  // calcsolve.html from file://, against its own floor in the same folder
  if (!ONLY || 'calcsolve.html'.includes(ONLY)) {
    writeFileSync(path.join(folder, 'calcsolve.html'), readFileSync(path.join(dist, 'calcsolve.html')));
    writeFileSync(path.join(folder, 'floor.html'), singleFloor());
    const single = pathToFileURL(path.join(folder, 'calcsolve.html')).href + LINKS[0].hash;
    const { args } = await solveRequest(browser, single);
    const floorUrl = pathToFileURL(path.join(folder, 'floor.html')).href + '#' + encodeURIComponent(JSON.stringify(args));
    await compare(browser, `calcsolve.html from file:// (${LINKS[0].hash})`, single, floorUrl, LINKS[0].tab);
  }
} finally {
  rmSync(folder, { recursive: true, force: true });
  await browser.close();
  await server.close();
}
