// board-still.test.mjs: the Calculator's board stays still once drawn. On a phone (360×740,
// touch) and at 1280×800, the boxes of the display, the keypad, the controls and the side card
// are measured as level 10 opens, then after each thing that used to push them: a hint under
// the keys, a refused press, New level's options (⚙), the keyboard shortcuts list (?), the page's
// notice, and the win line. Each box is where it was, to the pixel, and the page has not scrolled.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { closePage, openPage, useBrowser } from './server.mjs';

const web = useBrowser();

const BOARD = ['#calc-play-lcd', '#calc-play-keypad', '#calc-play-view .play-controls', '#calc-play-view .play-side'];
// The board's boxes in page coordinates; the side card's height may grow (the win box goes in it).
const boxes = (page) => page.evaluate((selectors) => selectors.map((s) => {
  const r = document.querySelector(s).getBoundingClientRect();
  return { s, top: Math.round(r.top + scrollY), left: Math.round(r.left), width: Math.round(r.width), height: s.endsWith('play-side') ? 0 : Math.round(r.height) };
}), BOARD);
const key = (label) => `#calc-play-keypad .key[data-press="${label}"]`;

for (const viewport of [{ name: 'phone', width: 360, height: 740, touch: true }, { name: 'desktop', width: 1280, height: 800 }]) {
  test(`${viewport.name}: a hint, a refusal, ⚙, ?, the notice and the win move no part of the board`, async () => {
    const session = await openPage(web.browser, web.server.url + '#level=10', {
      viewport: { width: viewport.width, height: viewport.height }, hasTouch: !!viewport.touch, isMobile: !!viewport.touch });
    const { page } = session;
    await page.waitForSelector('#calc-play-view[data-state="playing"]');
    await page.evaluate(() => document.fonts.ready);
    const drawn = await boxes(page);
    const still = async (what) => {
      // where the board rests: a refused press shakes the display, a press flashes its key, briefly
      await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => a.effect && a.effect.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => {}))));
      assert.deepEqual(await boxes(page), drawn, `${viewport.name}: ${what} moved the board`);
      assert.equal(await page.evaluate(() => scrollY), 0, `${viewport.name}: ${what} scrolled the page`);
    };
    // a finger or the mouse where the control is drawn (no scrolling into view first, as a driver's
    // click does: a player presses what is on the screen)
    const click = async (selector) => {
      const r = await page.$eval(selector, (n) => { const b = n.getBoundingClientRect(); return { x: b.x + b.width / 2, y: b.y + b.height / 2 }; });
      await (viewport.touch ? page.touchscreen.tap(r.x, r.y) : page.mouse.click(r.x, r.y));
    };
    // a hint: its line takes the place kept for it under the keys
    await click('#calc-play-hint');
    await page.waitForFunction(() => /^Hint 1/.test(document.querySelector('#calc-play-status').textContent));
    await still('a hint');
    // a refusal: 50 / 5 = 10, 10 / 5 = 2, then 2 / 5 is refused
    for (let n = 1; n <= 2; n++) {
      await click(key('/5'));
      await page.waitForFunction((k) => document.querySelector('#calc-play-view').dataset.presses === String(k), n);
    }
    await click(key('/5'));
    await page.waitForFunction(() => /cannot/.test(document.querySelector('#calc-play-status').textContent));
    await still('a refused press');
    // New level's options and the shortcuts list float over the board
    await click('#calc-gen-more');
    await page.waitForSelector('#calc-gen-options:not([hidden])');
    await still('New level\'s options');
    await page.keyboard.press('Escape');
    await page.waitForSelector('#calc-gen-options', { state: 'hidden' });
    if (!viewport.touch) {
      await click('#calc-shortcuts');
      await page.waitForSelector('#calc-shortcuts-panel:not([hidden])');
      await still('the shortcuts list');
      await click('#calc-shortcuts');
    }
    // the notice: a link whose press cannot be replayed, opened in the same page
    await page.evaluate(() => { location.hash = 'level=10&presses=x9'; });
    await page.waitForSelector('#notice:not([hidden])');
    await page.waitForSelector('#calc-play-view[data-state="playing"]');
    await still('the notice');
    await click('#notice-close');
    // the win: SOLVED on the display and its line under the keys, in the place kept
    for (const [n, label] of ['/5', '<<', 'x3', 'x3'].entries()) {
      await click(key(label));
      await page.waitForFunction((k) => document.querySelector('#calc-play-view').dataset.presses === String(k), n + 1);
    }
    await page.waitForSelector('#calc-play-won:not([hidden])');
    await still('the win');
    await closePage(session, viewport.name);
  });
}
