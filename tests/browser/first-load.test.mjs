// first-load.test.mjs: what a cold load does before its first solution (issue 22),
// pinned so a later change cannot quietly slow it down again: the engine's worker
// starts from boot.js before page.js has run, and the page adopts it (one worker
// until the answer is on screen); a linked level's solve is posted before the
// work the first screen does not need (the palette's checks, the key help) and
// before the level is drawn (once: showing the answer takes that answer); the
// graph's layout library (dagre) is a chunk of its own, fetched only when a graph
// is opened; only the linked game's panel is built before the first solution.
// Timings are never asserted here (make bench measures them).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { closePage, useBrowser, watchPage } from './server.mjs';

const web = useBrowser();
const MARK = 'calcsolve-first-solution';

// Records, from the page's first script on: each worker made (by which script)
// and each request posted to a worker, in order.
function recordWorkers() {
  window.__workers = [];
  window.__posts = [];
  const Native = window.Worker;
  window.Worker = function Worker(url, options) {
    const stack = new Error().stack || '';
    window.__workers.push({ url: String(url), by: /startSolverEarly/.test(stack) ? 'boot.js' : 'page.js', at: performance.now() });
    return new Native(url, options);
  };
  window.Worker.prototype = Native.prototype;
  // which game panels hold their markup when the first solution is marked
  const mark = performance.mark.bind(performance);
  performance.mark = (name, ...rest) => {
    if (name === 'calcsolve-first-solution') window.__builtAtMark = [...document.querySelectorAll('[role="tabpanel"]')].filter((p) => p.children.length).map((p) => p.id);
    return mark(name, ...rest);
  };
  const post = Native.prototype.postMessage;
  Native.prototype.postMessage = function postMessage(message, ...rest) {
    if (message && message.op) {
      // drawn: whether the Calculator's level is on screen (its keys) as the request goes out
      const drawn = document.querySelectorAll('#play-keypad button').length > 0;
      window.__posts.push({ op: message.op, field: message.args && message.args.field, at: performance.now(), drawn });
    }
    return post.call(this, message, ...rest);
  };
}

async function firstLoad(hash) {
  const requested = [];
  const context = await web.browser.newContext();
  const page = await context.newPage();
  const session = { page, context, watch: watchPage(page) };
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.addInitScript(recordWorkers);
  await page.goto(web.server.url + hash);
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, MARK, { timeout: 60000 });
  const seen = await page.evaluate((mark) => ({ workers: window.__workers, posts: window.__posts, built: window.__builtAtMark, mark: performance.getEntriesByName(mark)[0].startTime }), MARK);
  return { session, page, requested, ...seen };
}

test('#level=199&show=solution: boot.js starts the one worker, the solve goes before the palette and help, no dagre', async () => {
  const { session, page, requested, workers, posts, mark, built } = await firstLoad('#level=199&show=solution');
  // only the linked game's panel is built for the first screen (tabs.js buildPanel)
  assert.deepEqual(built, ['panel-calc']);
  const before = workers.filter((w) => w.at <= mark);
  assert.deepEqual(before.map((w) => w.by), ['boot.js'], JSON.stringify(workers));
  const solve = posts.findIndex((p) => p.op === 'solve');
  assert.ok(solve >= 0, JSON.stringify(posts));
  const early = posts.slice(0, solve).map((p) => p.op);
  assert.ok(!early.includes('check') && !early.includes('help'), 'posted before the solve: ' + early.join(', '));
  // the solve goes out as soon as the level is read, before the level is drawn, and
  // once: showing the answer takes that answer (engine-client.js expect)
  assert.equal(posts[solve].drawn, false, 'the solve waited for the level to be drawn');
  assert.equal(posts.filter((p) => p.op === 'solve').length, 1, JSON.stringify(posts.map((p) => p.op)));
  // the palette's colours and the key help still come, after the first screen
  await page.waitForFunction(() => document.querySelectorAll('#palette-keys [class*="fam-"]').length > 0);
  const later = await page.evaluate(() => window.__posts.map((p) => p.op));
  assert.ok(later.includes('help') && later.includes('check'), later.join(', '));
  // the level grid is drawn once the first screen is up
  await page.waitForFunction(() => document.querySelectorAll('#level-grid .level-tile').length === 199);
  assert.ok(!requested.some((path) => /dagre/.test(path)), 'dagre fetched on the first screen: ' + requested.join(', '));
  // the other games' panels follow once the page is ready
  await page.waitForSelector('html[data-ready="true"]');
  assert.deepEqual(await page.evaluate(() => [...document.querySelectorAll('[role="tabpanel"]')].map((p) => p.querySelector('form') !== null)), [true, true, true]);
  await closePage(session, 'first load');
});

test('the graph fetches its layout chunk when opened, and draws', async () => {
  const { session, page, requested } = await firstLoad('#level=12&show=solution');
  assert.ok(!requested.some((path) => /dagre/.test(path)));
  await page.evaluate(() => { const box = document.getElementById('play-graph'); box.closest('details:not(#play-graph)')?.setAttribute('open', ''); });
  await page.click('#play-graph > summary');
  await page.waitForSelector('#play-graph svg.graph-svg', { timeout: 30000 });
  assert.ok(requested.some((path) => /^\/chunks\/dagre[^/]*\.js$/.test(path)), requested.join(', '));
  await closePage(session, 'graph chunk');
});

test('the level grid opened before it was drawn draws at once', async () => {
  const { session, page } = await firstLoad('#level=3&show=solution');
  await page.click('#level-all');
  await page.waitForFunction(() => document.querySelectorAll('#level-grid .level-tile').length === 199);
  assert.equal(await page.locator('#level-grid [aria-current="true"]').getAttribute('data-level'), '3');
  await closePage(session, 'grid');
});

test('a Digits link: its solve goes before the Calculator\'s level list and the other games\' set-up', async () => {
  const { session, posts, built } = await firstLoad('#digits=415:1,2,3,4,5,6&show=solution');
  assert.deepEqual(built, ['panel-digits']);
  const solve = posts.findIndex((p) => p.op === 'solve');
  assert.ok(solve >= 0, JSON.stringify(posts));
  const early = posts.slice(0, solve).map((p) => p.op);
  assert.ok(!early.includes('bundled') && !early.includes('check') && !early.includes('help'), 'posted before the solve: ' + early.join(', '));
  await closePage(session, 'digits first load');
});
