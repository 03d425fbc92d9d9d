// embed-modes.test.mjs: what the embed modes (#embed, ?embed=1) do differently
// from the full page: they register no service worker on the host's
// site (the full page still does), and they choose their colour scheme
// (#theme=light|dark|auto, light by default, transparent background on request).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openFramed } from './helpers.mjs';
import { closePage, openPage, startServer, useBrowser, watchPage } from './server.mjs';

const web = useBrowser();

// The service worker registrations of the page, after the moment it would register (right after ready).
async function registrations(page) {
  await page.waitForTimeout(800);
  return page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length));
}

test('the embed modes register no service worker; the full page does', async () => {
  for (const path of ['index.html#embed&level=199', 'index.html?embed=1#level=199', '?embed=1', '#embed']) {
    const session = await openPage(web.browser, web.server.url + path, { serviceWorkers: 'allow' });
    assert.equal(await registrations(session.page), 0, path);
    await closePage(session, path);
  }
  const full = await openPage(web.browser, web.server.url + '#level=199', { serviceWorkers: 'allow' });
  await full.page.evaluate(() => navigator.serviceWorker.ready);
  assert.equal(await registrations(full.page), 1, 'the full page registers its worker');
  await closePage(full, 'full page');
});

// Pixels of a PNG screenshot, read back in a page: the colour at (x, y) and the mean brightness.
async function pixels(page, png, x, y) {
  return page.evaluate(async ({ b64, x, y }) => {
    const img = new Image();
    img.src = 'data:image/png;base64,' + b64;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.width;
    canvas.height = img.height;
    const ctx = canvas.getContext('2d');
    ctx.drawImage(img, 0, 0);
    const data = ctx.getImageData(0, 0, img.width, img.height).data;
    let sum = 0;
    for (let i = 0; i < data.length; i += 4) sum += (data[i] + data[i + 1] + data[i + 2]) / 3;
    const at = (y * img.width + x) * 4;
    return { at: [data[at], data[at + 1], data[at + 2]], mean: sum / (data.length / 4) };
  }, { b64: png.toString('base64'), x, y });
}

// A light host page (its own colour #fdf6e3) on another origin with the frame at src, seen by a
// reader whose system is dark; the frame's screenshot once its level is solved.
async function framedShot(src) {
  const { page, frame, watch, close } = await openFramed(web.browser, src, { width: 900, height: 700,
    style: 'margin: 0; background: #fdf6e3; color: #222', before: '<h1>A light blog</h1>',
    contextOptions: { colorScheme: 'dark', viewport: { width: 1000, height: 900 } } });
  try {
    await frame.locator('#panel-calc[data-state="done"]').waitFor();
    const png = await page.locator('#calcsolve').screenshot();
    const result = await pixels(page, png, 2, 2);
    result.text = await frame.locator('body').evaluate((body) => getComputedStyle(body).color);
    await watch.assertClean(src);
    return result;
  } finally {
    await close();
  }
}

const near = (a, b) => a.every((v, i) => Math.abs(v - b[i]) <= 3);

test('an embed is light on a light host page even when the system is dark; #theme=auto follows the system', async () => {
  const page = web.server.url + 'index.html';
  const light = await framedShot(page + '#embed&level=199&show=solution');
  assert.ok(near(light.at, [0xee, 0xf0, 0xea]), `the light page background, not ${light.at}`);
  assert.ok(light.mean > 170, `mostly light: mean ${light.mean}`);
  assert.equal(light.text, 'rgb(29, 36, 40)');
  const query = await framedShot(page + '?embed=1#level=199&show=solution');
  assert.ok(near(query.at, [0xee, 0xf0, 0xea]), `?embed=1 is light too, not ${query.at}`);
  const auto = await framedShot(page + '#embed&theme=auto&level=199&show=solution');
  assert.ok(near(auto.at, [0x12, 0x16, 0x19]), `the dark page background, not ${auto.at}`);
  assert.equal(auto.text, 'rgb(230, 235, 232)');
  // no band: the host's own colour around the cards
  const clear = await framedShot(page + '#embed&background=transparent&level=199&show=solution');
  assert.ok(near(clear.at, [0xfd, 0xf6, 0xe3]), `the host's colour shows through, not ${clear.at}`);
});

test('#theme=dark and #theme=light choose the scheme of the full page, and stay in the address bar', async () => {
  const dark = await openPage(web.browser, web.server.url + '#theme=dark&level=5', { colorScheme: 'light' });
  const colours = (p) => p.evaluate(() => [getComputedStyle(document.body).color, getComputedStyle(document.documentElement).colorScheme]);
  assert.deepEqual(await colours(dark.page), ['rgb(230, 235, 232)', 'dark']);
  await dark.page.click('#calc-level-next');
  await dark.page.waitForFunction(() => location.hash === '#theme=dark&level=6');
  await closePage(dark, 'theme=dark');
  const light = await openPage(web.browser, web.server.url + '#level=5&theme=light', { colorScheme: 'dark' });
  assert.deepEqual(await colours(light.page), ['rgb(29, 36, 40)', 'light']);
  await closePage(light, 'theme=light');
  const auto = await openPage(web.browser, web.server.url + '#level=5', { colorScheme: 'dark' });
  assert.equal((await colours(auto.page))[0], 'rgb(230, 235, 232)', 'the full page follows the system by default');
  await closePage(auto, 'auto');
});

test('the widget\'s theme attribute: light by default whatever the system, dark, or auto', async () => {
  const server = await startServer({ pages: { 'w.html': `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>w</title>
<link rel="icon" href="data:,"><script type="module" src="widget.js"></script></head><body>
<calcsolve-widget id="plain" level="5"></calcsolve-widget><calcsolve-widget id="dark" level="5" theme="dark"></calcsolve-widget>
<calcsolve-widget id="auto" level="5" theme="auto"></calcsolve-widget><calcsolve-widget id="light" level="5" theme="light"></calcsolve-widget>
</body></html>` } });
  try {
    for (const [scheme, auto] of [['dark', 'rgb(27, 33, 37)'], ['light', 'rgb(255, 255, 255)']]) {
      const context = await web.browser.newContext({ colorScheme: scheme });
      const page = await context.newPage();
      const watch = watchPage(page);
      await page.goto(server.url + 'w.html');
      await page.waitForFunction(() => [...document.querySelectorAll('calcsolve-widget')].every((w) => w.dataset.state === 'ready'));
      const card = (id) => page.evaluate((id) => getComputedStyle(document.getElementById(id).shadowRoot.querySelector('.card')).backgroundColor, id);
      assert.equal(await card('plain'), 'rgb(255, 255, 255)', scheme);
      assert.equal(await card('light'), 'rgb(255, 255, 255)', scheme);
      assert.equal(await card('dark'), 'rgb(27, 33, 37)', scheme);
      assert.equal(await card('auto'), auto, scheme);
      await watch.assertClean('widget ' + scheme);
      await context.close();
    }
  } finally {
    await server.close();
  }
});

// A frame in a blog's narrow column (a 360 px phone leaves about 320 px): nothing
// sticks out sideways on any tab (the row of tabs may scroll inside itself), and the level
// box shows its whole number.
test('an embed 300 and 320 px wide has no sideways scroll on any tab; the level box shows 199 whole', async () => {
  for (const width of [300, 320]) {
    const session = await openPage(web.browser, web.server.url + '#embed&level=199', { viewport: { width, height: 700 } });
    const { page } = session;
    for (const tab of await page.$$eval('[role="tab"]', (tabs) => tabs.map((b) => b.dataset.tab))) {
      await page.click('#tab-' + tab);
      await page.waitForSelector(`#panel-${tab}:not([hidden])`);
      const wide = await page.evaluate(() => {
        const limit = document.documentElement.clientWidth;
        // a row that scrolls sideways inside itself (the tabs) clips what it holds: fine, while the row fits
        const clipped = (e) => {
          for (let up = e.parentElement; up && up !== document.body; up = up.parentElement) {
            if (/auto|scroll|hidden/.test(getComputedStyle(up).overflowX)) return up.getBoundingClientRect().right <= limit + 1;
          }
          return false;
        };
        const past = [...document.querySelectorAll('body *')].filter((e) => {
          const box = e.getBoundingClientRect();
          return box.width > 0 && box.right > limit + 1 && !clipped(e);
        }).map((e) => e.tagName.toLowerCase() + (e.id ? '#' + e.id : '')).slice(0, 5);
        return document.documentElement.scrollWidth > limit ? ['the page itself', ...past] : past;
      });
      assert.deepEqual(wide, [], `${width} px, ${tab}: past the right edge`);
    }
    await page.click('#tab-calc');
    const box = await page.$eval('#calc-level-search', (input) => ({ value: input.value, fits: input.scrollWidth <= input.clientWidth }));
    assert.deepEqual(box, { value: '199', fits: true }, `${width} px: the level box`);
    await closePage(session, `embed ${width} px`);
  }
});

// The level bar's controls side by side, at a phone's width and a desktop's: none lies over another.
test('the level bar\'s controls never overlap, from 300 to 1,280 px', async () => {
  for (const width of [300, 360, 700, 1000, 1280]) {
    const session = await openPage(web.browser, web.server.url + '#level=199', { viewport: { width, height: 800 } });
    const overlaps = await session.page.evaluate(() => {
      const parts = [...document.querySelectorAll('.calc-bar .bar-row button, .calc-bar .bar-row input')]
        .filter((e) => e.getClientRects().length).map((e) => ({ name: e.id || e.textContent.trim(), box: e.getBoundingClientRect() }));
      const found = [];
      for (const [i, a] of parts.entries()) {
        for (const b of parts.slice(i + 1)) {
          const x = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
          const y = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
          if (x > 1 && y > 1) found.push(`${a.name} / ${b.name}`);
        }
      }
      return { count: parts.length, found };
    });
    assert.ok(overlaps.count >= 6, `${width} px: ${overlaps.count} controls`);
    assert.deepEqual(overlaps.found, [], `${width} px: overlapping`);
    await closePage(session, `bar ${width} px`);
  }
});
