// first-load.test.mjs: what a cold load does before its first solution,
// pinned so a later change cannot quietly slow it down again: the engine's worker
// starts from boot.js before page.js has run, and the page adopts it (one worker
// until the answer is on screen); a linked level's solve is posted before the
// work the first screen does not need (the palette's checks, the key help) and
// before the level is drawn (once: showing the answer takes that answer); the
// graph's layout library (dagre) is a chunk of its own, fetched only when a graph
// is opened; only the linked game's panel is built before the first solution;
// the games' panels are held (hold.js: not laid out or painted; index.html's frame
// stands in their place, first-paint.test.mjs) until the first screen is ready, then
// drawn once, and never held past HOLD_MS; no form control is in the document until
// then (dom.js holdOut: the browser's autofill).
// Timings are never asserted here (make bench measures them).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DIST, closePage, useBrowser, watchPage } from './server.mjs';

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
  // which game panels hold their markup when the first solution is marked, and whether the page is held then
  const held = () => document.documentElement.classList.contains('holding');
  const mark = performance.mark.bind(performance);
  performance.mark = (name, ...rest) => {
    if (name === 'calcsolve-first-solution') {
      window.__builtAtMark = [...document.querySelectorAll('[role="tabpanel"]')].filter((p) => p.children.length).map((p) => p.id);
      window.__heldAtMark = held();
      // the form controls held out while the page was held are back as it is shown (dom.js holdOut)
      window.__controlsAtMark = [...document.querySelectorAll('form, input, select, textarea')].map((node) => node.id || node.tagName);
      // where the Calculator's answer is in the first frame drawn with it
      requestAnimationFrame(() => {
        const box = document.getElementById('calc-solution');
        window.__answerTop = box ? [box.getBoundingClientRect().top, innerHeight] : null;
      });
    }
    return mark(name, ...rest);
  };
  // the form controls in the document as it is parsed (autofill reads them then), and whether the
  // page was still held then: a first screen whose answers were in early is shown before that
  document.addEventListener('DOMContentLoaded', () => {
    window.__controlsParsed = [...document.querySelectorAll('form, input, select, textarea')].map((node) => node.id || node.tagName);
    window.__heldParsed = held();
  });
  // each frame before the mark: its time and whether the page was held (nothing of it drawn)
  window.__frames = [];
  const frame = (at) => {
    if (performance.getEntriesByName('calcsolve-first-solution').length) return;
    window.__frames.push({ at, held: held() });
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  const post = Native.prototype.postMessage;
  Native.prototype.postMessage = function postMessage(message, ...rest) {
    if (message && message.op) {
      // drawn: whether the Calculator's level (its keys) or the Digits puzzle (its numbers) is on screen as the request goes out
      const drawn = document.querySelectorAll('#calc-play-keypad button, #digits-game-pool button').length > 0;
      // built: whether any game's panel holds its markup yet (tabs.js buildPanel)
      const built = [...document.querySelectorAll('[role="tabpanel"]')].some((panel) => panel.children.length > 0);
      const bundled = message.args && message.args.options ? message.args.options.bundled : undefined;
      const by = /startSolverEarly/.test(new Error().stack || '') ? 'boot.js' : 'page.js';
      const game = message.args && message.args.game;
      const classic = message.args && message.args.options ? message.args.options.classic : undefined;
      window.__posts.push({ op: message.op, game, field: message.args && message.args.field, bundled, classic, at: performance.now(), drawn, built, by });
    }
    return post.call(this, message, ...rest);
  };
}

// storeRule: the Calculator's Store rule saved on this device before the page opens (games/calc/store-rule.js)
async function firstLoad(hash, { url = web.server.url, storeRule = null } = {}) {
  const requested = [];
  const context = await web.browser.newContext();
  if (storeRule) await context.addInitScript((rule) => localStorage.setItem('calcsolve.calculator.storeRule', rule), storeRule);
  const page = await context.newPage();
  const session = { page, context, watch: watchPage(page) };
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.addInitScript(recordWorkers);
  await page.goto(url + hash);
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, MARK, { timeout: 60000 });
  const seen = await page.evaluate((mark) => ({ workers: window.__workers, posts: window.__posts, built: window.__builtAtMark, heldAtMark: window.__heldAtMark, frames: window.__frames, mark: performance.getEntriesByName(mark)[0].startTime }), MARK);
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
  // asked for by the level's number (the engine reads the level itself), so it need not wait
  // for the level's own answer: posted before that answer is in
  assert.equal(posts[solve].bundled, 199, JSON.stringify(posts[solve]));
  assert.equal(posts.filter((p) => p.op === 'solve').length, 1, JSON.stringify(posts.map((p) => p.op)));
  // the linked level is asked for before the game's panel is built (main.js: load() first)
  const level = posts.find((p) => p.op === 'bundled');
  assert.ok(level && level.built === false, 'the linked level was asked for after the panel was built: ' + JSON.stringify(posts));
  // the worker is one file (web/build-worker.mjs): it fetches no glue or engine.mjs of its own
  assert.ok(requested.includes('/worker.js'), requested.join(', '));
  assert.ok(!requested.some((path) => /calcsolve\.mjs|engine\.mjs/.test(path)), 'the worker fetched its imports: ' + requested.join(', '));
  // the palette's colours and the key help still come, after the first screen
  await page.waitForFunction(() => document.querySelectorAll('#calc-palette-keys [class*="fam-"]').length > 0);
  const later = await page.evaluate(() => window.__posts.map((p) => p.op));
  assert.ok(later.includes('help') && later.includes('check'), later.join(', '));
  // the level grid is drawn once the first screen is up
  await page.waitForFunction(() => document.querySelectorAll('#calc-level-grid .level-tile').length === 199);
  assert.ok(!requested.some((path) => /dagre/.test(path)), 'dagre fetched on the first screen: ' + requested.join(', '));
  // the other games' panels follow once the page is ready
  await page.waitForSelector('html[data-ready="true"]');
  const forms = await page.evaluate(() => [...document.querySelectorAll('[role="tabpanel"]')].map((p) => p.querySelector('form') !== null));
  assert.ok(forms.length >= 4 && forms.every(Boolean), 'every game\'s panel built: ' + JSON.stringify(forms));
  await closePage(session, 'first load');
});

test('the tab\'s icon is put in after the first solution, not fetched before it, and /favicon.ico is never asked for', async () => {
  const context = await web.browser.newContext();
  const page = await context.newPage();
  const session = { page, context, watch: watchPage(page) };
  // the browser asks for /favicon.ico when a loaded page names no icon: a 404 on every load
  const consoleErrors = [];
  page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text() + ' ' + message.location().url));
  // when the page's document first holds the icon's link, against the mark
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (window.__iconAt === undefined && document.querySelector('head link[rel="icon"][href="favicon.svg"]')) window.__iconAt = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(web.server.url + '#level=199&show=solution');
  await page.waitForFunction(() => window.__iconAt !== undefined, null, { timeout: 60000 });
  const { iconAt, mark, href } = await page.evaluate((name) => ({
    iconAt: window.__iconAt,
    mark: performance.getEntriesByName(name)[0].startTime,
    href: document.querySelector('head link[rel="icon"]').getAttribute('href'),
  }), MARK);
  assert.ok(iconAt > mark, `the icon link came at ${iconAt} ms, the first solution at ${mark} ms`);
  assert.equal(href, 'favicon.svg');
  assert.equal(await page.evaluate(() => document.querySelectorAll('link[rel="icon"]').length), 1);
  await page.waitForSelector('html[data-ready="true"]');
  await page.waitForTimeout(500);
  assert.deepEqual(consoleErrors.filter((text) => /favicon/.test(text)), []);
  const icon = await page.request.get(new URL('favicon.svg', web.server.url).href);
  assert.equal(icon.status(), 200);
  assert.match(await icon.text(), /^<svg[\s>]/);
  await closePage(session, 'icon');
});

test('the graph fetches its layout chunk when opened, and draws', async () => {
  const { session, page, requested } = await firstLoad('#level=12&show=solution');
  assert.ok(!requested.some((path) => /dagre/.test(path)));
  await page.evaluate(() => { const box = document.getElementById('calc-play-graph'); box.closest('details:not(#calc-play-graph)')?.setAttribute('open', ''); });
  await page.click('#calc-play-graph > summary');
  await page.waitForSelector('#calc-play-graph svg.graph-svg', { timeout: 30000 });
  assert.ok(requested.some((path) => /^\/chunks\/dagre[^/]*\.js$/.test(path)), requested.join(', '));
  await closePage(session, 'graph chunk');
});

test('the level grid opened before it was drawn draws at once', async () => {
  const { session, page } = await firstLoad('#level=3&show=solution');
  await page.click('#calc-level-all');
  await page.waitForFunction(() => document.querySelectorAll('#calc-level-grid .level-tile').length === 199);
  assert.equal(await page.locator('#calc-level-grid [aria-current="true"]').getAttribute('data-level'), '3');
  await closePage(session, 'grid');
});

test('a Digits link: its solve goes before the Calculator\'s level list and the other games\' set-up, and before the puzzle is drawn', async () => {
  const { session, posts, built } = await firstLoad('#digits=415:1,2,3,4,5,6&show=solution');
  assert.deepEqual(built, ['panel-digits']);
  const solve = posts.findIndex((p) => p.op === 'solve');
  assert.ok(solve >= 0, JSON.stringify(posts));
  const early = posts.slice(0, solve).map((p) => p.op);
  assert.ok(!early.includes('bundled') && !early.includes('check') && !early.includes('help'), 'posted before the solve: ' + early.join(', '));
  // the solve goes out beside the puzzle's read, before the puzzle is drawn, and once
  assert.equal(posts[solve].drawn, false, 'the solve waited for the puzzle to be drawn');
  assert.equal(posts.filter((p) => p.op === 'solve').length, 1, JSON.stringify(posts.map((p) => p.op)));
  await closePage(session, 'digits first load');
});

// The link's first requests (first-requests.js) are posted by boot.js, in the page's order, and
// the page takes their answers: before the first solution it posts none of them again.
function assertFirstRequests(posts, mark, expected) {
  const early = posts.filter((p) => p.by === 'boot.js');
  assert.deepEqual(early.map((p) => p.game + ' ' + p.op), expected, JSON.stringify(posts));
  const again = posts.filter((p) => p.by === 'page.js' && p.at <= mark && early.some((e) => e.game === p.game && e.op === p.op));
  assert.deepEqual(again, [], 'posted again by the page');
}

test('#level=199&show=solution: boot.js posts the level, the field limits and the solve; the page takes their answers', async () => {
  const { session, posts, mark } = await firstLoad('#level=199&show=solution');
  assertFirstRequests(posts, mark, ['calculator bundled', 'calculator fields', 'calculator solve']);
  await closePage(session, 'first requests 199');
});

test('#level=199&show=solution with the free Store rule saved: boot.js asks for the solve under it; the page takes that answer', async () => {
  const { session, page, posts, mark } = await firstLoad('#level=199&show=solution', { storeRule: 'free' });
  assertFirstRequests(posts, mark, ['calculator bundled', 'calculator fields', 'calculator solve']);
  assert.deepEqual(posts.filter((p) => p.op === 'solve' && p.at <= mark).map((p) => [p.by, p.classic]), [['boot.js', true]]);
  assert.equal(await page.locator('#calc-opt-classic').isChecked(), true, 'the page plays by the saved rule');
  await closePage(session, 'first requests free Store rule');
});

test('#digits=415:…&show=solution: boot.js posts the field limits, the solve and the read; the page takes their answers', async () => {
  const { session, posts, mark } = await firstLoad('#digits=415:1,2,3,4,5,6&show=solution');
  assertFirstRequests(posts, mark, ['digits fields', 'digits solve', 'digits read']);
  await closePage(session, 'first requests digits');
});

test('calcsolve.html: boot.js in <head> starts the blob: worker and posts the link\'s first requests; the page takes their answers', async () => {
  const { session, workers, posts, mark } = await firstLoad('#level=199&show=solution', { url: pathToFileURL(join(DIST, 'calcsolve.html')).href });
  assert.deepEqual(workers.filter((w) => w.at <= mark).map((w) => [w.by, w.url.slice(0, 5)]), [['boot.js', 'blob:']], JSON.stringify(workers));
  assertFirstRequests(posts, mark, ['calculator bundled', 'calculator fields', 'calculator solve']);
  await closePage(session, 'first requests single file');
});

test('#clock=4,2&show=solution: boot.js posts the game\'s start; the page takes its answer and asks for the solve of the position it gives', async () => {
  const { session, posts, mark } = await firstLoad('#clock=4,2&show=solution');
  assertFirstRequests(posts, mark, ['clock play']);
  assert.deepEqual(posts.filter((p) => p.by === 'page.js' && p.at <= mark).map((p) => p.game + ' ' + p.op), ['clock solve']);
  await closePage(session, 'first requests clock');
});

test('a link boot.js cannot read ahead (a game in progress, your own level) has no early requests and opens as before', async () => {
  for (const hash of ['#level=199&presses=7&show=solution', '#start=0&goal=4&moves=2&buttons=%2B2&show=solution']) {
    const { session, posts, mark } = await firstLoad(hash);
    assert.deepEqual(posts.filter((p) => p.by === 'boot.js'), [], hash);
    assert.ok(posts.some((p) => p.op === 'solve' && p.at <= mark), hash + ': ' + JSON.stringify(posts));
    await closePage(session, 'no early requests ' + hash);
  }
});

// HOLD_MS of web/src/dom.js: the longest the page is held for its first screen
const HOLD_MS = 500;
const SLOW = '#start=0&goal=999999&moves=99&buttons=%2B1,x2,Reverse,Inv10,SUM,Mirror,%3CShift,Shift%3E,Store,7&portal=5,0&show=solution';

test('#level=199&show=solution is drawn once: held until its answer is in, then shown with it', async () => {
  const { session, frames, heldAtMark, mark } = await firstLoad('#level=199&show=solution');
  assert.equal(heldAtMark, false, 'the steps went in while the page was still held');
  assert.ok(frames.length > 0, 'no frame before the mark');
  // a frame before the mark (and before the hold's limit, which a loaded machine may reach) drew nothing
  const drawn = frames.filter((f) => !f.held && f.at < Math.min(mark, HOLD_MS - 50));
  assert.deepEqual(drawn, [], `frames drawn before the answer at ${mark.toFixed(0)} ms`);
  await closePage(session, 'held first screen');
});

test('a link whose answer takes long is shown while its search runs', async () => {
  const context = await web.browser.newContext();
  const page = await context.newPage();
  const session = { page, context, watch: watchPage(page) };
  await page.goto(web.server.url + SLOW);
  await page.waitForFunction(() => !document.documentElement.classList.contains('holding'), null, { timeout: 10000 });
  assert.equal(await page.evaluate((mark) => performance.getEntriesByName(mark).length, MARK), 0, 'the answer came before the page was shown');
  assert.ok(await page.locator('#calc-play-keypad button').first().isVisible(), 'the level is not on screen');
  await page.click('#calc-cancel');
  await closePage(session, 'slow link shown');
});

// dom.js holdOut: the browser's autofill reads the forms of a page as it is parsed, with
// CPU the engine's start needs; the page's form controls go in as it is shown instead
for (const [hash, filled] of [
  ['#level=199&show=solution', { 'calc-start': '3002', 'calc-goal': '3507', 'calc-level-search': '199' }],
  ['#digits=415:1,2,3,4,5,6&show=solution', { 'digits-target': '415', 'digits-n6': '6' }],
  ['#clock=4,2&show=solution', { 'clock-n': '4', 'clock-k': '2' }],
]) {
  test(`${hash}: no form control is in the document as it is parsed; all are back, filled in, when it is shown`, async () => {
    const { session, page } = await firstLoad(hash);
    // held as the document is parsed: no control in it then; shown already (the link's answers were
    // in before page.js ran, boot.js): the first solution came before the parse's end, so the
    // browser reads the forms after it either way
    const { parsed, heldParsed, dcl, mark } = await page.evaluate((name) => ({ parsed: window.__controlsParsed, heldParsed: window.__heldParsed,
      dcl: performance.getEntriesByType('navigation')[0].domContentLoadedEventStart, mark: performance.getEntriesByName(name)[0].startTime }), MARK);
    if (heldParsed) assert.deepEqual(parsed, []);
    else assert.ok(mark <= dcl, `the page was shown, its controls back, at the parse's end (${dcl} ms) before its first solution (${mark} ms)`);
    // back in the first frame drawn: in the document as the first solution is marked
    const atMark = await page.evaluate(() => window.__controlsAtMark);
    for (const id of Object.keys(filled)) assert.ok(atMark.includes(id), id + ' not back at the mark: ' + atMark.join(', '));
    const back = await page.evaluate((ids) => ids.map((id) => {
      const node = document.getElementById(id);
      return node && node.isConnected ? node.value : null;
    }), Object.keys(filled));
    assert.deepEqual(back, Object.values(filled));
    // every part held out is in the document again, where it was
    const parts = await page.evaluate(() => [...document.querySelectorAll('[data-held-out]')].map((node) => node.id));
    const game = Object.keys(filled)[0].split('-')[0];
    assert.ok(parts.includes(game + '-form'), parts.join(', '));
    await closePage(session, 'held out ' + hash);
  });
}

test('hold.js\'s own 2 s limit of an embed\'s hold, reached while the page is still held, puts the held-out controls back too', async () => {
  const context = await web.browser.newContext();
  const page = await context.newPage();
  // hold.js's limit is kept to be run by hand; the engine's wasm comes late, so the page stays held
  await page.addInitScript(() => {
    const later = window.setTimeout;
    window.setTimeout = (run, ms, ...rest) => (ms === 2000 && !window.__limit ? ((window.__limit = run), 0) : later(run, ms, ...rest));
  });
  await page.route('**/calcsolve.wasm', (route) => setTimeout(() => route.continue().catch(() => {}), 3000));
  await page.goto(web.server.url + '#embed&level=3');
  await page.waitForFunction(() => document.querySelector('#panel-calc .play-view') !== null);
  assert.equal(await page.evaluate(() => document.documentElement.classList.contains('holding-all')), true, 'the embed not held whole');
  assert.equal(await page.evaluate(() => document.documentElement.classList.contains('holding')), true, 'still held');
  assert.equal(await page.evaluate(() => document.getElementById('calc-level-search')), null, 'the level box was not held out');
  const back = await page.evaluate(() => {
    window.__limit();
    return new Promise((resolve) => requestAnimationFrame(() => resolve(['calc-level-search', 'calc-form'].map((id) => Boolean(document.getElementById(id))))));
  });
  assert.deepEqual(back, [true, true]);
  assert.equal(await page.evaluate(() => document.documentElement.classList.contains('holding-all')), false, 'the embed still hidden');
  await context.close();
});

test('on a phone a link opens at its top (which level, then its answer below), not scrolled to the answer', async () => {
  const context = await web.browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  const session = { page, context, watch: watchPage(page) };
  await page.addInitScript(recordWorkers);
  await page.goto(web.server.url + '#level=199&show=solution');
  await page.waitForFunction(() => window.__answerTop !== undefined, null, { timeout: 60000 });
  const [top, height] = await page.evaluate(() => window.__answerTop);
  assert.ok(top > height / 2, `the answer's top at ${Math.round(top)} px of ${height} in the first frame drawn with it`);
  // and it stays so: no glide down to it after the page appears
  await page.waitForTimeout(600);
  assert.equal(await page.evaluate(() => scrollY), 0);
  assert.ok(await page.locator('#calc-play-level').isVisible());
  await closePage(session, 'phone first screen');
});
