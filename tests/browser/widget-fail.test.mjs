// widget-fail.test.mjs: a <calcsolve-widget> that cannot load.
// Its wasm refused (a 404 here; another origin without CORS or a CSP without
// 'wasm-unsafe-eval' fail the same way) shows a short message in the widget's place
// naming the file, with a link to the full page, instead of a 0×0 element; and a
// widget.js that never loads leaves the host's own fallback link (the README's
// snippet puts one inside the element) in view.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { startServer, useBrowser } from './server.mjs';

const web = useBrowser();

test('a widget whose wasm does not load says so, with a link, in a box of its own size', async () => {
  const host = await startServer({ pages: { 'host.html': `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>host</title><link rel="icon" href="data:,"><script type="module" src="widget.js"></script></head><body>
<calcsolve-widget id="w" level="199"></calcsolve-widget></body></html>` } });
  const context = await web.browser.newContext();
  try {
    const page = await context.newPage();
    await page.route('**/calcsolve.wasm', (route) => route.fulfill({ status: 404, body: 'not found' }));
    await page.goto(host.url + 'host.html');
    await page.waitForSelector('calcsolve-widget[data-state="error"]', { timeout: 20000 });
    const seen = await page.evaluate(() => {
      const w = document.getElementById('w');
      const box = w.getBoundingClientRect();
      const link = w.shadowRoot.querySelector('a');
      return { width: box.width, height: box.height, text: w.shadowRoot.textContent, href: link && link.href };
    });
    assert.ok(seen.width > 100 && seen.height > 40, `a visible box, not ${seen.width}×${seen.height}`);
    assert.match(seen.text, /could not load .*calcsolve\.wasm/);
    assert.equal(seen.href, host.url + 'index.html#level=199');
  } finally {
    await context.close();
    await host.close();
  }
});

test('a widget.js that does not load leaves the host\'s fallback link in view', async () => {
  const host = await startServer({ pages: { 'host.html': `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>host</title><link rel="icon" href="data:,"><script type="module" src="missing/widget.js"></script></head><body>
<calcsolve-widget id="w" level="199"><a href="index.html#level=199">Level 199 on calcsolve</a></calcsolve-widget></body></html>` } });
  const context = await web.browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(host.url + 'host.html');
    await page.waitForTimeout(500);
    const box = await page.locator('#w').boundingBox();
    assert.ok(box.width > 50 && box.height > 10, `the fallback shows, not ${box.width}×${box.height}`);
    assert.equal(await page.locator('#w a').isVisible(), true);
  } finally {
    await context.close();
    await host.close();
  }
});
