// offline.test.mjs: the page as an installable web app that works offline
// (web/sw.js, web/build-sw.mjs, web/manifest.webmanifest): after one visit it
// reloads and solves level 199 with the network off; a changed build gets a new
// cache name and the old cache is deleted; the single-file build registers no
// service worker.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync, appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { test } from 'node:test';
import { buildVersion, listFiles, writeServiceWorker } from '../../web/build-sw.mjs';
import { DIST, closePage, openPage, startServer, useBrowser, waitReady } from './server.mjs';

const web = useBrowser({ prefixes: ['/', '/deep/sub/'] });

// The cache name web/dist/sw.js was built with.
function builtCache(dir = DIST) {
  const match = /^const BUILD = (\{.*\});$/m.exec(readFileSync(join(dir, 'sw.js'), 'utf8'));
  assert.ok(match, 'sw.js has its BUILD line filled in');
  return 'calcsolve-' + JSON.parse(match[1]).version;
}

// Waits until the service worker controls the page and returns the cache names.
async function waitForWorker(page) {
  return page.evaluate(async () => {
    const controlled = (async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller)
        await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    })();
    const late = new Promise((resolve, reject) => setTimeout(() => reject(new Error('no service worker took control in 15 s')), 15000));
    await Promise.race([controlled, late]);
    return caches.keys();
  });
}

// Level 199 opened with its answer shown (&show=solution): the values of its steps.
async function solvedLevel199(page) {
  await page.waitForSelector('#panel-calc[data-state="done"]');
  return page.$$eval('#calc-solution-steps li .step-value .after', (values) => values.map((v) => v.textContent));
}

test('the page links a manifest Chromium reads without errors, with 192 and 512 pixel icons', async () => {
  const session = await openPage(web.browser, web.server.url, { serviceWorkers: 'allow' });
  const { page, context } = session;
  const cdp = await context.newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest');
  assert.deepEqual(manifest.errors, []);
  const parsed = JSON.parse(manifest.data);
  assert.equal(parsed.short_name, 'calcsolve');
  const sizes = [];
  for (const icon of parsed.icons.filter((i) => i.type === 'image/png')) {
    const response = await page.request.get(new URL(icon.src, manifest.url).href);
    assert.equal(response.status(), 200, icon.src);
    const png = await response.body();
    // a PNG's IHDR: width and height at bytes 16 and 20
    assert.equal(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.sizes, icon.src);
    sizes.push(icon.sizes);
  }
  assert.deepEqual(sizes.sort(), ['192x192', '512x512']);
  await closePage(session, 'manifest');
});

test('after one visit the page reloads and solves level 199 with the network off', async () => {
  for (const server of web.servers) {
    const session = await openPage(web.browser, server.url + '#level=199&show=solution', { serviceWorkers: 'allow' });
    const { page, context } = session;
    assert.deepEqual(await waitForWorker(page), [builtCache()], server.url);
    const cached = await page.evaluate(async (name) => (await (await caches.open(name)).keys()).length, builtCache());
    assert.equal(cached, listFiles(DIST).length, 'every listed file is in the cache');
    await context.setOffline(true);
    // the network really is off: a file the worker does not list fails (its console error is expected).
    // Offline reaches the context's targets (the page, its service worker) a moment apart, and under
    // load the first probe can still get through: ask again for up to 5 s.
    const problems = session.watch.problems.length;
    const probe = () => page.evaluate(() => fetch('sw.js?probe=' + Math.random(), { cache: 'no-store' }).then(() => 'reached', () => 'failed'));
    let reached = await probe();
    for (let tries = 0; reached !== 'failed' && tries < 50; tries++) {
      await page.waitForTimeout(100);
      reached = await probe();
    }
    assert.equal(reached, 'failed', 'a file the service worker does not list still loads 5 s after going offline');
    await page.waitForTimeout(100);
    session.watch.problems.length = problems;
    await page.reload();
    await waitReady(page);
    const values = await solvedLevel199(page);
    assert.equal(values.length, 6);
    assert.equal(values.at(-1), '3507');
    // Cancel restarts the search worker: its script and the wasm come from the cache too
    await page.evaluate(() => {
      location.hash = 'start=0&goal=999999&moves=99&buttons=%2B1,x2,Reverse,Inv10,SUM,Mirror,%3CShift,Shift%3E,Store,7&portal=5,0&show=solution';
    });
    await page.waitForSelector('#panel-calc[data-state="running"]');
    await page.click('#calc-cancel');
    await page.evaluate(() => {
      location.hash = 'digits=415:1,2,3,4,5,6&show=solution';
    });
    await page.waitForSelector('#panel-digits[data-state="done"]');
    assert.match(await page.textContent('#digits-count'), /^4 distinct solutions/);
    // a new tab opened offline at the bare folder URL gets the page too
    const second = await context.newPage();
    await second.goto(server.url + '?embed=1#level=199&show=solution');
    await waitReady(second);
    assert.equal((await solvedLevel199(second)).length, 6);
    await context.setOffline(false);
    await closePage(session, 'offline ' + server.url);
  }
});

test('a changed build gets a new cache name, and the old cache is deleted when it takes over', async () => {
  const copy = mkdtempSync(join(tmpdir(), 'calcsolve-sw-'));
  cpSync(DIST, copy, { recursive: true });
  const server = await startServer({ root: copy });
  try {
    const session = await openPage(web.browser, server.url + '#level=199&show=solution', { serviceWorkers: 'allow' });
    const { page } = session;
    const before = builtCache(copy);
    assert.deepEqual(await waitForWorker(page), [before]);
    // the same files give the same name: a rebuild without changes downloads nothing
    assert.equal('calcsolve-' + writeServiceWorker(copy).version, before);
    // a deploy that changes one file
    appendFileSync(join(copy, 'page.css'), '\n/* the next version */\n');
    const after = 'calcsolve-' + writeServiceWorker(copy).version;
    assert.notEqual(after, before);
    assert.equal(after, builtCache(copy));
    assert.equal('calcsolve-' + buildVersion(copy, listFiles(copy)), after);
    // the next visit: it opens from the old cache, then the browser compares sw.js on its own
    await page.reload();
    await waitReady(page);
    await page.waitForFunction(async (name) => {
      const names = await caches.keys();
      return names.length === 1 && names[0] === name;
    }, after);
    // the open page is told, and its next load is the new build, from the new cache
    await page.waitForSelector('#notice:not([hidden])');
    assert.match(await page.textContent('#notice-text'), /updated: reload/);
    await page.reload();
    await waitReady(page);
    assert.match(await page.evaluate(() => fetch('page.css').then((r) => r.text())), /the next version/);
    assert.equal((await solvedLevel199(page)).length, 6);
    await closePage(session, 'update');
  } finally {
    await server.close();
    rmSync(copy, { recursive: true, force: true });
  }
});

test('the single-file build registers no service worker, from disk or served', async () => {
  const html = readFileSync(join(DIST, 'calcsolve.html'), 'utf8');
  assert.doesNotMatch(html, /<link[^>]*manifest/);
  const fromDisk = await openPage(web.browser, pathToFileURL(join(DIST, 'calcsolve.html')).href + '#level=199&show=solution');
  assert.equal((await solvedLevel199(fromDisk.page)).length, 6);
  await closePage(fromDisk, 'file://');
  const served = await openPage(web.browser, web.server.url + 'calcsolve.html#level=199&show=solution', { serviceWorkers: 'allow' });
  assert.equal((await solvedLevel199(served.page)).length, 6);
  await new Promise((resolve) => setTimeout(resolve, 500)); // the page would register right after it is ready
  assert.equal(await served.page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length)), 0);
  await closePage(served, 'served calcsolve.html');
});
