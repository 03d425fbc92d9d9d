// calc2-keys.test.mjs: the Calculator 2 tab's keys on a phone (360 × 740, touch), in the engine's
// words and colours: each key wears its button's colour family (fam-*, a colour of its own), its
// help is its tooltip and accessible description and shows in a card over the display while a
// finger holds the key (the hold presses nothing); a pick key's choices are worded by the engine
// and ordered as the display's digits stand, left to right; a waiting Lock's digit is marked on
// the display. SCREENSHOTS=folder keeps a picture of the held key and of Lock's choices.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { loadEngine } from '../wasm/engine.mjs';
import { closePage, openPage, useBrowser } from './server.mjs';

const web = useBrowser();
const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };
const P = '#calc2-play';
const LEVEL_184 = 'level: 184\nstart: 54\ngoals: 49, 11\nmoves: 3\nbuttons: Lock, Sort>, /5\n';
const key = (label) => `${P}-keys [data-label="${label}"]`;
const shots = process.env.SCREENSHOTS;

test('level 184 on a phone: keys in their families\' colours, a held key\'s help over the display, Lock\'s choices worded left to right, the locked digit marked', async () => {
  const engine = await loadEngine();
  const buttons = engine.read('calculator2', LEVEL_184)[0].buttons;
  const session = await openPage(web.browser, web.server.url + '#level2=184', PHONE);
  const { page } = session;
  await page.waitForSelector(P + '[data-state="playing"]');

  // the colours: the engine's family as the key's class, three families in three colours
  const colours = [];
  for (const button of buttons) {
    assert.ok(button.family && button.help, button.label + ' has a family and a help');
    assert.match(await page.getAttribute(key(button.label), 'class'), new RegExp('\\bfam-' + button.family + '\\b'));
    assert.equal(await page.getAttribute(key(button.label), 'title'), button.help);
    const words = button.help_spoken.replace(button.spoken + ': ', '');
    assert.equal(await page.getAttribute(key(button.label), 'aria-description'), words.charAt(0).toUpperCase() + words.slice(1), 'the help in words for a screen reader');
    colours.push(await page.$eval(key(button.label), (n) => getComputedStyle(n).backgroundColor));
  }
  assert.equal(new Set(colours).size, 3, 'Lock, Sort> and /5 each in a colour of its own: ' + colours);

  // a finger held on Sort>: its help in a card over the display, and letting go presses nothing
  const help = P + '-key-help';
  assert.equal(await page.isVisible(help), false, 'no card before a key is held');
  const sort = page.locator(key('Sort>'));
  await sort.dispatchEvent('pointerdown', { pointerType: 'touch', isPrimary: true, bubbles: true });
  await page.waitForSelector(help, { state: 'visible' });
  assert.equal(await page.textContent(help), buttons.find((b) => b.label === 'Sort>').help);
  const card = await page.$eval(help, (n) => n.getBoundingClientRect().toJSON());
  const lcd = await page.$eval(P + '-lcd', (n) => n.getBoundingClientRect().toJSON());
  assert.ok(card.top < lcd.bottom && card.bottom > lcd.top, 'the card lies over the display');
  assert.ok(card.left >= 0 && card.right <= 360, 'the card fits the phone');
  if (shots) await page.screenshot({ path: join(shots, 'calc2-184-held-key.png') });
  await page.waitForTimeout(350);
  await sort.dispatchEvent('pointerup', { pointerType: 'touch', isPrimary: true, bubbles: true });
  await sort.dispatchEvent('click');
  assert.equal(await page.isVisible(help), false, 'the card goes as the finger lets go');
  await page.waitForTimeout(200);
  assert.equal(await page.$eval(P + '-display', (n) => n.dataset.value), '54', 'the hold pressed nothing');

  // Lock's choices: the engine's words, the tens first as the 5 stands left of the 4
  await page.tap(key('Lock'));
  await page.waitForSelector(P + '-choices:not([hidden])');
  const lock = buttons.find((b) => b.label === 'Lock');
  assert.deepEqual(lock.choices.map((c) => c.words), ['Lock the 5 (tens)', 'Lock the 4 (ones)']);
  assert.deepEqual(await page.$$eval(P + '-choices [data-move]', (b) => b.map((n) => [n.dataset.move, n.textContent])),
    lock.choices.map((c) => [c.move, c.words]));
  // the display's digit buttons wear their choice's words as a tooltip; a screen reader hears the
  // number whole and picks among the choices (the digits' boxes hidden from it, out of Tab's way)
  assert.deepEqual(await page.$$eval(P + '-display button', (b) => b.map((n) => [n.title, n.tabIndex, !!n.closest('[aria-hidden="true"]')])),
    [['Lock the 5 (tens)', -1, true], ['Lock the 4 (ones)', -1, true]]);
  if (shots) await page.screenshot({ path: join(shots, 'calc2-184-lock-choices.png') });

  // Lock the 5: the display marks it (from the level's lock), and no other digit
  await page.tap(P + '-choices [data-move="Lock@1"]');
  await page.waitForFunction(() => document.querySelector('#calc2-play').dataset.moves === '1');
  assert.deepEqual(await page.$$eval(P + '-display .calc2-digit', (d) => d.map((n) => [n.textContent, n.classList.contains('locked')])),
    [['5', true], ['4', false]]);
  assert.equal(await page.textContent(P + '-display .sr-only'), '54, the 5 (tens) locked');
  if (shots) await page.screenshot({ path: join(shots, 'calc2-184-locked.png') });
  // the Lock spent by the next press: no digit marked
  await page.tap(key('Sort>'));
  await page.waitForFunction(() => document.querySelector('#calc2-play').dataset.moves === '2');
  assert.equal(await page.$eval(P + '-display', (n) => n.dataset.value), '55');
  assert.equal(await page.$$eval(P + '-display .locked', (d) => d.length), 0);
  await closePage(session);
});
