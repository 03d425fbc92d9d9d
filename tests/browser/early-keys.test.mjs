// early-keys.test.mjs: a link's level can be played before page.js has come. With page.js held
// back, the engine's answer to #level=N draws the level's keys into index.html's frame (boot.js,
// games/calc/early.js); a tap plays through the engine and the frame's display and moves show its
// answer; once page.js runs, the game replays those presses, shows the same position, draws its
// keys where the frame's were, and a press still under way when it took over is played, not lost;
// a keyboard plays the frame's keys too, its focus kept; › and a level number's Enter pressed before
// the level list is in are kept.
// On a 360 px touch phone. No timing is asserted.
import assert from 'node:assert/strict';
import test from 'node:test';
import { closePage, useBrowser, waitReady, watchPage } from './server.mjs';

const web = useBrowser();
const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, serviceWorkers: 'block' };

// A phone page at the link with page.js held until release() is called.
async function heldPage(link) {
  const context = await web.browser.newContext(PHONE);
  const page = await context.newPage();
  const watch = watchPage(page);
  let release;
  const held = new Promise((resolve) => (release = resolve));
  await page.route('**/page.js', async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  await page.goto(web.server.url + link, { waitUntil: 'commit' });
  return { page, watch, context, release };
}

const frameKeys = (page) => page.evaluate(() => [...document.querySelectorAll('.page-frame .play-keypad button')].map((key) => {
  const { x, y, width, height } = key.getBoundingClientRect();
  return { press: key.dataset.press, text: key.textContent, className: key.className, name: key.getAttribute('aria-label') || key.textContent, x, y, width, height };
}));
const pageKeys = (page) => page.evaluate(() => [...document.querySelectorAll('#calc-play-keypad button')].map((key) => {
  const { x, y, width, height } = key.getBoundingClientRect();
  return { press: key.dataset.press, text: key.textContent, className: key.className.replace(/\s*\b(hinted|held|bump)\b/g, ''), name: key.getAttribute('aria-label') || key.textContent, x, y, width, height };
}));
const frameText = (page, selector) => page.evaluate((s) => document.querySelector('.page-frame ' + s)?.textContent, selector);

test('before page.js: the level\'s keys are drawn and played through the engine; the game then goes on from there', async () => {
  const { page, watch, context, release } = await heldPage('#level=143');
  await page.waitForSelector('.page-frame .play-keypad button');
  const early = await frameKeys(page);
  assert.ok(early.length >= 2, 'the level\'s keys are drawn');
  assert.equal(await page.locator('#tab-calc').count(), 0, 'page.js has not run');
  const startMoves = await frameText(page, '.lcd-top span:nth-child(2) b');
  const first = early[0];
  await page.getByRole('button', { name: first.name, exact: true }).first().tap();
  await page.waitForFunction((start) => document.querySelector('.page-frame .lcd-top span:nth-child(2) b').textContent !== start, startMoves);
  const shown = await frameText(page, '.lcd-value');
  assert.equal(Number(await frameText(page, '.lcd-top span:nth-child(2) b')), Number(startMoves) - 1, 'a press uses a move');
  assert.equal(await page.locator('.page-frame .play-controls button').first().evaluate((b) => b.closest('[inert]') !== null), true,
    'the frame\'s controls are pictures: not to be pressed');
  release();
  await waitReady(page);
  await page.waitForFunction(() => document.querySelector('#calc-play-view')?.dataset.presses === '1');
  assert.equal(await page.textContent('#calc-play-value'), shown, 'the game shows the position the frame showed');
  assert.equal(await page.textContent('#calc-play-moves'), String(Number(startMoves) - 1));
  assert.match(await page.evaluate(() => location.hash), new RegExp('presses=' + encodeURIComponent(first.press).replace(/[+]/g, '\\+')), 'the link holds the press');
  const keys = await pageKeys(page);
  assert.deepEqual(keys.map((k) => [k.press, k.text, k.className, k.name]), early.map((k) => [k.press, k.text, k.className, k.name]),
    'the frame drew the game\'s own keys');
  for (const [i, key] of keys.entries()) {
    for (const edge of ['x', 'y', 'width', 'height']) assert.ok(Math.abs(key[edge] - early[i][edge]) <= 1, `key ${key.text} moved: ${edge}`);
  }
  await closePage({ watch, context });
});

test('presses tapped as page.js takes over are all played, in order', async () => {
  const { page, watch, context, release } = await heldPage('#level=143');
  await page.waitForSelector('.page-frame .play-keypad button');
  const [first] = await frameKeys(page);
  const startMoves = Number(await frameText(page, '.lcd-top span:nth-child(2) b'));
  await page.getByRole('button', { name: first.name, exact: true }).first().tap();
  release();
  // taps on whichever key is there: the frame's, or the game's in its place
  for (let i = 0; i < 2; i++) await page.locator('.play-keypad button:visible').first().tap();
  await waitReady(page);
  await page.waitForFunction(() => document.querySelector('#calc-play-view')?.dataset.presses === '3');
  assert.equal(await page.textContent('#calc-play-moves'), String(startMoves - 3), 'three presses, three moves');
  const presses = /presses=([^&]*)/.exec(await page.evaluate(() => location.hash));
  assert.deepEqual(presses && presses[1].split(',').map(decodeURIComponent), [first.press, first.press, first.press], 'the link holds them in order');
  await closePage({ watch, context });
});

test('before page.js a keyboard plays too (digit shortcuts, Enter on a key), and the focus stays on its key as the game takes over', async () => {
  const { page, watch, context, release } = await heldPage('#level=143');
  await page.waitForSelector('.page-frame .play-keypad button');
  const [first] = await frameKeys(page);
  const startMoves = Number(await frameText(page, '.lcd-top span:nth-child(2) b'));
  await page.keyboard.press('1'); // the first key's shortcut
  await page.waitForFunction((start) => Number(document.querySelector('.page-frame .lcd-top span:nth-child(2) b').textContent) === start - 1, startMoves);
  assert.equal(await page.locator('.page-frame .calc-bar button').first().isDisabled(), true, 'the bar\'s pictures look live while the keys work');
  await page.locator('.page-frame .play-keypad button').first().focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction((start) => Number(document.querySelector('.page-frame .lcd-top span:nth-child(2) b').textContent) === start - 2, startMoves);
  release();
  await waitReady(page);
  await page.waitForFunction(() => document.querySelector('#calc-play-view')?.dataset.presses === '2');
  await page.waitForFunction(() => document.activeElement?.closest?.('#calc-play-keypad') !== null);
  assert.equal(await page.evaluate(() => document.activeElement.dataset.press), first.press, 'the focus is on the game\'s same key');
  await closePage({ watch, context });
});

// A phone page at #level=5 with the whole level list's request held back 2 s on its way to the
// engine: what is pressed as soon as level 5 is up comes before the list is in.
async function listHeldPage() {
  const context = await web.browser.newContext(PHONE);
  const page = await context.newPage();
  const watch = watchPage(page);
  await page.addInitScript(() => {
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (message, ...rest) {
      if (message && message.op === 'bundled' && message.args && !message.args.options?.nth) {
        window.__listAsked = true;
        return setTimeout(() => {
          window.__listSent = true;
          post.call(this, message, ...rest);
        }, 2000);
      }
      return post.call(this, message, ...rest);
    };
  });
  await page.goto(web.server.url + '#level=5');
  // the level on screen (not the page's every part ready: the list would be in by then)
  await page.waitForFunction(() => document.querySelector('#calc-play-level')?.textContent === '5' && !document.documentElement.classList.contains('holding'));
  return { page, watch, context };
}

test('› pressed as soon as a linked level is up goes to the next level, the whole list still coming', async () => {
  const { page, watch, context } = await listHeldPage();
  await page.locator('#calc-level-next').tap();
  await page.waitForFunction(() => document.querySelector('#calc-play-level').textContent === '6');
  assert.match(await page.evaluate(() => location.hash), /level=6/);
  await closePage({ watch, context });
});

test('a level number typed with Enter as soon as a linked level is up opens that level, the whole list still coming', async () => {
  const { page, watch, context } = await listHeldPage();
  await page.getByRole('textbox', { name: 'Level' }).fill('150');
  await page.getByRole('textbox', { name: 'Level' }).press('Enter');
  assert.equal(await page.evaluate(() => window.__listSent === undefined), true, 'Enter came before the list was in');
  await page.waitForFunction(() => document.querySelector('#calc-play-level').textContent === '150');
  assert.match(await page.evaluate(() => location.hash), /level=150/);
  // opened to play: the focus is on its keys
  await page.waitForFunction(() => document.activeElement?.closest?.('#calc-play-keypad') !== null);
  await closePage({ watch, context });
});
