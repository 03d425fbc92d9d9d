// bench-cold.mjs: the page's cold load against its floor (`make bench`; prints
// numbers, asserts nothing). The floor is the least a page can do to show the
// engine's answer: a bare page served from the same web/dist/ that starts the
// project's own worker.js (its glue and wasm), posts the very solve request the
// page posts, writes the answer's steps into a list and sets the page's
// `calcsolve-first-solution` mark. For each link the floor and the real page load
// alternately, each in a fresh browser context (empty HTTP cache, service workers
// blocked), one warm-up pair first, then LOADS each; printed: both medians and
// their ratio (page / floor).
//   node tests/browser/bench-cold.mjs [loads]
import { launchBrowser, startServer } from './server.mjs';

const LOADS = Number(process.argv[2]) || 9;
const MARK = 'calcsolve-first-solution';
const LINKS = [
  { name: 'level 199', hash: '#level=199&show=solution' },
  { name: 'Digits', hash: '#digits=415:1,2,3,4,5,6&show=solution' },
  { name: 'clock', hash: '#clock=4,2&show=solution' },
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

// One cold load: a fresh context, no service worker; the mark's time from navigation start.
async function coldLoad(browser, url) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(url);
  const ms = await waitForMark(page);
  const steps = await page.evaluate(() => document.querySelectorAll('#solution li, [id$="-solution-steps"] li, ol li').length);
  await context.close();
  if (!steps) throw new Error(`${url}: no step on screen at the mark`);
  return ms;
}

const server = await startServer({ pages: { 'bench-floor.html': FLOOR } });
const browser = await launchBrowser();
try {
  console.log(`cold load against the floor (Chromium ${browser.version()}; fresh context each load, no service worker; ` +
    `1 warm-up pair, then ${LOADS} loads each, alternating)`);
  for (const link of LINKS) {
    const pageUrl = server.url + link.hash;
    const floorUrl = server.url + 'bench-floor.html#' + encodeURIComponent(JSON.stringify(await solveRequest(browser, pageUrl)));
    const floor = [], real = [];
    for (let i = 0; i <= LOADS; i++) {
      const f = await coldLoad(browser, floorUrl);
      const p = await coldLoad(browser, pageUrl);
      if (i > 0) floor.push(f), real.push(p);
    }
    const fm = median(floor), pm = median(real);
    console.log(`${link.name} (${link.hash}): page ${pm.toFixed(0)} ms, floor ${fm.toFixed(0)} ms, ratio ${(pm / fm).toFixed(2)}x`);
    console.log(`  page:  ${real.map((v) => v.toFixed(0)).join(', ')}`);
    console.log(`  floor: ${floor.map((v) => v.toFixed(0)).join(', ')}`);
  }
} finally {
  await browser.close();
  await server.close();
}
