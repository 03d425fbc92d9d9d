// embed-height.test.mjs: the height the framed page posts. The
// README's snippet on a host page of another origin, its frame 1,500 px below the
// fold: Chromium throttles such a frame (no ResizeObserver, no animation frames),
// yet the host gets the full height before the reader scrolls to it, the first
// message is the laid-out page's (never the bare shell's few pixels), and the
// height changes at most once after the first one.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { ROOT, startServer, useBrowser, watchPage } from './server.mjs';

const web = useBrowser();
const VIEWPORT = { width: 1200, height: 800 };
const BELOW = 1500; // the frame's top, below the fold

function readmeSnippet() {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const block = [...readme.matchAll(/```html\n([\s\S]*?)```/g)].map((m) => m[1]).find((b) => b.includes('calcsolve:height'));
  assert.ok(block, 'the README shows the iframe snippet with its host script');
  return block;
}

test('a cross-origin frame below the fold gets its full height before it is scrolled to', async () => {
  const snippet = readmeSnippet().replace(/src="calcsolve\/index\.html([^"]*)"/, (m, rest) => `src="${web.server.url}index.html${rest}"`);
  assert.match(snippet, new RegExp(web.server.url));
  const host = await startServer({ pages: { 'host.html': `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>host</title><link rel="icon" href="data:,"></head><body style="margin: 0">
<script>
  window.heights = [];
  addEventListener('message', (event) => {
    if (event.data && event.data.type === 'calcsolve:height') window.heights.push(event.data.height);
  });
</script>
<div style="height: ${VIEWPORT.height + BELOW}px">A long blog post</div>
${snippet}
</body></html>` } });
  const context = await web.browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    const watch = watchPage(page);
    await page.goto(host.url + 'host.html');
    const frame = page.frameLocator('#calcsolve');
    await frame.locator('html[data-ready="true"]').waitFor({ state: 'attached', timeout: 60000 });
    await frame.locator('#calc-play-view[data-state="playing"]').waitFor({ state: 'attached' });
    await page.waitForFunction(() => window.heights.length > 0, null, { timeout: 10000 });
    await page.waitForTimeout(1500); // what follows the first message
    const content = await frame.locator('body').evaluate((body) => Math.ceil(body.getBoundingClientRect().height));
    const seen = await page.evaluate(() => ({ heights: window.heights, scrollY: window.scrollY,
      frame: document.getElementById('calcsolve').getBoundingClientRect() }));
    assert.equal(seen.scrollY, 0, 'the host was never scrolled');
    assert.ok(seen.frame.top >= VIEWPORT.height + BELOW, `the frame is below the fold (top ${seen.frame.top})`);
    assert.ok(seen.heights[0] > 400, `the first height is the laid-out page's, not ${seen.heights[0]}`);
    assert.ok(seen.heights.length <= 2, `the height changed at most once after the first: ${seen.heights.join(', ')}`);
    assert.equal(seen.heights.at(-1), content, 'the last height posted is the content height');
    assert.ok(Math.abs(seen.frame.height - content) < 1, `the frame (${seen.frame.height}) fits the content (${content})`);
    await watch.assertClean('below the fold');
  } finally {
    await context.close();
    await host.close();
  }
});
