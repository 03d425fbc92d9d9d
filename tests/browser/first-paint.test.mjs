// first-paint.test.mjs: the page is never blank while its engine starts. index.html's frame
// (the header, the tabs, the Calculator's level bar and device with its display) is on screen
// from the HTML and CSS alone, with the engine held back (and without page.js at all);
// once the engine answers and the game fills in, the header, the tabs and the device have not
// moved (their boxes within 1 px), no layout shift was recorded, and the frame has left the
// document. At a phone's 360 px and a desktop's 1280 px. No timing is asserted.
import assert from 'node:assert/strict';
import test from 'node:test';
import { closePage, useBrowser, watchPage } from './server.mjs';

const web = useBrowser();

// The boxes of the header, the tab list and the device shown (the frame's or the game's), with
// what shows in them; the layout shift recorded so far (layout-shift entries, summed).
function boxes() {
  const shown = (selector) => [...document.querySelectorAll(selector)].find((node) => node.getClientRects().length > 0);
  const box = (node) => {
    if (!node) return null;
    const { x, y, width, height } = node.getBoundingClientRect();
    return { x, y, width, height, text: node.textContent.replace(/\s+/g, ' ').trim() };
  };
  const device = shown('.device');
  return {
    header: box(shown('.site-header')),
    tabs: box(shown('.tabs')),
    device: box(device),
    display: box(device && device.querySelector('.lcd')),
    shift: window.__shift,
  };
}

function recordShift() {
  window.__shift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

// Within 1 px, each edge.
function assertSameBox(before, after, what) {
  for (const edge of ['x', 'y', 'width', 'height']) {
    assert.ok(Math.abs(before[edge] - after[edge]) <= 1, `${what} moved: ${edge} ${before[edge]} then ${after[edge]}`);
  }
}

function assertFrame(seen, what) {
  for (const part of ['header', 'tabs', 'device', 'display']) {
    assert.ok(seen[part] && seen[part].width > 0 && seen[part].height > 0, `${what}: no ${part} on screen`);
  }
  assert.match(seen.header.text, /calcsolve/, what);
  assert.match(seen.tabs.text, /Calculator.*Digits.*Clock/, what);
  assert.match(seen.display.text, /LEVEL.*MOVES.*GOAL/, what);
}

for (const viewport of [{ width: 360, height: 740 }, { width: 1280, height: 800 }]) {
  test(`${viewport.width} px: the frame shows while the engine is held back, and nothing moves as the level fills in`, async () => {
    const context = await web.browser.newContext({ viewport, serviceWorkers: 'block' });
    const page = await context.newPage();
    const session = { page, context, watch: watchPage(page) };
    await page.addInitScript(recordShift);
    let release;
    const held = new Promise((resolve) => (release = resolve));
    // the engine's worker script held back: the engine cannot answer (the wasm, held instead,
    // would hold page.js too: boot.js asks for it once the wasm is in)
    await page.route('**/worker.js', async (route) => {
      await held;
      await route.continue().catch(() => {});
    });
    await page.goto(web.server.url + '#level=143');
    const frame = await page.evaluate(boxes);
    assertFrame(frame, 'with the engine held back');
    // the page's script has run, its tabs in place; the engine has not answered
    await page.waitForSelector('#tab-calc');
    assert.equal(await page.locator('#calc-play-keypad button').count(), 0, 'keys before the engine answered');
    const waiting = await page.evaluate(boxes);
    assertFrame(waiting, 'page.js run, the engine held back');
    release();
    await page.waitForSelector('#calc-play-keypad button');
    await page.waitForSelector('html[data-ready="true"]', { timeout: 60000 });
    const played = await page.evaluate(boxes);
    assert.match(played.display.text, /LEVEL 143/);
    for (const part of ['header', 'tabs', 'device', 'display']) {
      assertSameBox(frame[part], waiting[part], `${part}, as page.js ran`);
      assertSameBox(frame[part], played[part], `${part}, as the level filled in`);
    }
    assert.equal(played.shift, 0, 'a layout shift was recorded');
    assert.equal(await page.locator('.page-frame').count(), 0, 'the frame is still in the document');
    await closePage(session, 'frame ' + viewport.width);
  });
}

test('without page.js the frame stays on screen: header, tabs, the device and its display', async () => {
  const context = await web.browser.newContext({ viewport: { width: 360, height: 740 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.route('**/page.js', (route) => route.fulfill({ status: 404, body: 'not found' }));
  await page.goto(web.server.url + '#level=199');
  await page.waitForTimeout(2500);
  assertFrame(await page.evaluate(boxes), 'without page.js');
  assert.equal(await page.locator('.page-frame :is(input, select, textarea, form)').count(), 0, 'a form control in the frame');
  await context.close();
});
