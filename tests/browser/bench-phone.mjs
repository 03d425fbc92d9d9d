// bench-phone.mjs: a slow first visit as a mid-range phone makes it (`make bench`; prints
// numbers, asserts nothing). The full browser, each load in a fresh context (empty HTTP cache,
// service workers blocked), under DevTools' emulation: the CPU 4× slower
// (Emulation.setCPUThrottlingRate), 1.6 Mbit/s down, 750 kbit/s up and 150 ms of latency
// (Network.emulateNetworkConditions), the files sent gzipped as static hosts send them
// (startServer's gzip). Printed for the page, at LINK:
//  - first contentful paint (PerformanceObserver 'paint');
//  - the first press answered: from navigation start until the first frame painted after
//    the display shows the engine's answer to a press of the level's first key, made as soon
//    as that key is on screen (laid out, enabled); the press is a real mouse click (CDP Input)
//    sent when the page says the key is there;
//  - the layout shift (CLS, the sum of the layout-shift entries) up to that answer;
// and the same first press on the floor: a bare page, served beside the page, that runs the
// page's own boot.js (the same worker, its wasm, the link's first requests posted), draws one
// key when the level's answer comes, and on its click posts the page's very press request and
// writes the answer's value into a display. Page and floor load alternately, one warm-up pair,
// then PAIRS pairs; printed: medians, ranges and the ratio of the medians.
//   node tests/browser/bench-phone.mjs [pairs]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DIST, launchBrowser, startServer } from './server.mjs';

const PAIRS = Number(process.argv[2]) || 7;
const LINK = '#level=143'; // 0 to 121 with +1 and Store: the first key, +1, shows 1 (no portal to wait for)
// the level's first key and the display shown: index.html's frame's (played by boot.js before
// page.js has come: games/calc/early.js) or the game's in their place
const KEY = '.play-keypad button';
const DISPLAY = '.lcd-value';
const PAGE_KEY = '#calc-play-keypad button'; // the game's own, once it is up
const PAGE_DISPLAY = '#calc-play-value';
const PHONE = { cpu: 4, down: 200000, up: 93750, latency: 150 }; // bytes/s, ms
const SETTLE_MS = 500; // a pause after each load, so the next does not run beside its teardown

// The floor: the page's boot.js (bundled with its first requests, as web/dist/index.html inlines
// it) and one key that asks what the page's first press asks ({op, args} recorded from the page).
function floorPage(press) {
  const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const boot = html.match(/<script>(\(\(\) => \{[\s\S]*?startSolverEarly\(\);[\s\S]*?)<\/script>/);
  if (!boot) throw new Error('web/dist/index.html: no inlined boot.js');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>calcsolve phone floor</title><script>${boot[1]}</script></head>
<body><div class="play-keypad"></div><span class="lcd-value">0</span>
<script>
const { worker, early } = self.calcsolveBoot;
const answer = (data) => {
  if (data.id === 1 && !data.error) {
    const key = document.createElement('button');
    key.textContent = 'key';
    key.onclick = () => worker.postMessage({ id: 1000, op: ${JSON.stringify(press.op)}, args: ${JSON.stringify(press.args).replace(/</g, '\\u003c')} });
    document.querySelector('.play-keypad').append(key);
  }
  if (data.id === 1000) document.querySelector('.lcd-value').textContent = data.result.step.value;
};
worker.onmessage = (event) => answer(event.data);
for (const message of early) if (message.data) answer(message.data);
</script></body></html>
`;
}

// In the page (an init script): tells Node, by console messages, the first contentful paint,
// when the first key is on screen (with its middle, for the click), and the paint after the
// display shows `expected` once the key was pressed, with the layout shift up to then. It looks
// once a frame (requestAnimationFrame, before the frame's own layout, which its box reads), not
// on every change of the document: a watch of every mutation would lay the busy page out more
// often than it does itself, a cost the idle floor would not pay.
function watchFirstPress({ key, display, expected }) {
  const tell = (...parts) => console.debug('phone ' + parts.join(' '));
  let cls = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') tell('fcp', entry.startTime);
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  let pressed = false;
  const shown = (selector) => [...document.querySelectorAll(selector)].find((node) => node.getClientRects().length > 0);
  const check = () => {
    if (!pressed) {
      const node = shown(key);
      const box = node && !node.disabled ? node.getBoundingClientRect() : null;
      if (box && box.width > 0 && box.height > 0) {
        pressed = true;
        tell('key', performance.now(), box.x + box.width / 2, box.y + box.height / 2);
      }
    } else if (shown(display)?.textContent === expected) {
      // this frame draws the answer: told once it is painted (a message, after the frame's rendering)
      const channel = new MessageChannel();
      channel.port1.onmessage = () => tell('answered', performance.now(), cls);
      channel.port2.postMessage(0);
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];

// One load under the phone's emulation: {fcp, key, answered, cls} in ms from navigation start.
async function phoneLoad(browser, url, expected) {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false, latency: PHONE.latency, downloadThroughput: PHONE.down, uploadThroughput: PHONE.up,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpu });
  const told = {};
  let done;
  const finished = new Promise((resolve) => (done = resolve));
  page.on('console', (message) => {
    const [tag, name, ...values] = message.text().split(' ');
    if (tag !== 'phone') return;
    told[name] = values.map(Number);
    if (name === 'key') page.mouse.click(told.key[1], told.key[2]).catch(() => {});
    if (name === 'answered') done();
  });
  await page.addInitScript(watchFirstPress, { key: KEY, display: DISPLAY, expected });
  await page.goto(url, { waitUntil: 'commit' });
  const timeout = setTimeout(() => done(), 60000);
  await finished;
  clearTimeout(timeout);
  const shown = await page.evaluate((d) => [...document.querySelectorAll(d)].map((n) => n.textContent).join(' / '), DISPLAY);
  await context.close();
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  if (!told.answered) throw new Error(`${url}: the first press was not answered in 60 s (the display shows ${shown})`);
  return { fcp: told.fcp ? told.fcp[0] : NaN, key: told.key[0], answered: told.answered[0], cls: told.answered[1] };
}

// The page's first press, unthrottled: its request to the worker ({op, args}) and the value shown.
async function recordPress(browser, url) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__posted = [];
    window.__answers = {};
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (message, ...rest) {
      if (message && message.op) window.__posted.push({ id: message.id, op: message.op, args: message.args });
      if (!this.__heard) {
        this.__heard = true;
        this.addEventListener('message', (event) => {
          if (event.data && event.data.id !== undefined) window.__answers[event.data.id] = event.data.result;
        });
      }
      return post.call(this, message, ...rest);
    };
  });
  await page.goto(url);
  await page.waitForSelector('html[data-ready="true"]');
  await page.waitForSelector(PAGE_KEY + ':not([disabled])');
  const before = (await page.evaluate(() => window.__posted.length));
  await page.click(PAGE_KEY);
  await page.waitForFunction(({ d, start }) => document.querySelector(d).textContent !== start, { d: PAGE_DISPLAY, start: '0' });
  const expected = await page.evaluate((d) => document.querySelector(d).textContent, PAGE_DISPLAY);
  // the press's own request among the others the page posts meanwhile (its deferred checks, the key
  // help's examples): a move played whose answer's value is what the display came to show
  const isPress = ({ n, value }) => window.__posted.slice(n).find((post) => post.op === 'play' && post.args && post.args.move !== undefined &&
    String(window.__answers[post.id]?.step?.value) === value);
  await page.waitForFunction(isPress, { n: before, value: expected });
  const press = await page.evaluate(isPress, { n: before, value: expected });
  delete press.id;
  await context.close();
  return { press, expected };
}

const range = (values, digits = 0) => `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)})`;

const pages = {};
const server = await startServer({ pages, gzip: true });
const browser = await launchBrowser({ full: true });
try {
  const pageUrl = server.url + LINK;
  const { press, expected } = await recordPress(browser, pageUrl);
  pages['bench-phone-floor.html'] = floorPage(press);
  const floorUrl = server.url + 'bench-phone-floor.html' + LINK;
  console.log(`a phone's first visit to ${LINK} (Chromium ${browser.version()}; CPU ${PHONE.cpu}× slower, ` +
    `${PHONE.down * 8 / 1e6} Mbit/s down, ${PHONE.up * 8 / 1e3} kbit/s up, ${PHONE.latency} ms latency, gzip; ` +
    `360×740; 1 warm-up pair, then ${PAIRS} pairs, alternating); the first key shows ${expected}`);
  const runs = { page: [], floor: [] };
  for (let i = 0; i <= PAIRS; i++) {
    const f = await phoneLoad(browser, floorUrl, expected);
    const p = await phoneLoad(browser, pageUrl, expected);
    if (i === 0) continue;
    runs.floor.push(f), runs.page.push(p);
  }
  const at = (kind, key) => runs[kind].map((load) => load[key]);
  const ratios = runs.page.map((load, i) => load.answered / runs.floor[i].answered);
  console.log(`page: first contentful paint ${range(at('page', 'fcp'))} ms; key on screen ${range(at('page', 'key'))} ms; ` +
    `first press answered ${range(at('page', 'answered'))} ms; layout shift (CLS) ${range(at('page', 'cls'), 3)}`);
  console.log(`floor: first contentful paint ${range(at('floor', 'fcp'))} ms; key on screen ${range(at('floor', 'key'))} ms; ` +
    `first press answered ${range(at('floor', 'answered'))} ms`);
  console.log(`first press, page ÷ floor: ${(median(at('page', 'answered')) / median(at('floor', 'answered'))).toFixed(2)}× ` +
    `(medians; pair by pair ${range(ratios, 2)})`);
  for (const kind of ['page', 'floor']) {
    console.log(`  ${kind} (fcp/key/answered): ${runs[kind].map((l) => `${l.fcp.toFixed(0)}/${l.key.toFixed(0)}/${l.answered.toFixed(0)}`).join(', ')}`);
  }
} finally {
  await browser.close();
  await server.close();
}
