// phone-layout.test.mjs: the Calculator's first screen on small phones: held sideways (740 ×
// 360), a level opened (from a link, or from the grid) has its display and every key on screen,
// and ‹ › step without scrolling; on a small phone upright (360 × 640) the display, the keys and Hint are
// on the first screen without scrolling; at 360 px the empty level box shows its placeholder whole.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { closePage, openPage, useBrowser } from './server.mjs';

const web = useBrowser();
const touch = (width, height) => ({ viewport: { width, height }, hasTouch: true, isMobile: true });

// Boxes of the display, each key and Hint, in the window's coordinates.
const boxes = (page) => page.evaluate(() => {
  const box = (node) => {
    const r = node.getBoundingClientRect();
    return { name: node.id || node.textContent.trim(), top: Math.round(r.top), bottom: Math.round(r.bottom), left: Math.round(r.left), right: Math.round(r.right) };
  };
  return { display: box(document.getElementById('calc-play-lcd')), keys: [...document.querySelectorAll('#calc-play-keypad button')].map(box), hint: box(document.getElementById('calc-play-hint')), height: innerHeight, width: innerWidth };
});
const onScreen = (b, { height, width }) => b.top >= 0 && b.bottom <= height && b.left >= 0 && b.right <= width;

async function playing(page, level) {
  await page.waitForFunction((n) => document.querySelector('#calc-play-view').dataset.state === 'playing' &&
    document.querySelector('#calc-play-level').textContent === String(n), level);
  // the level opens, then the device comes into view once laid out
  await page.waitForFunction(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true)))));
}

test('held sideways (740 × 360) a level opens with its display and every key on screen, from a link and from the grid; ‹ › leave the page where it is', async () => {
  for (const level of [104, 199]) {
    const session = await openPage(web.browser, web.server.url + '#level=' + level, touch(740, 360));
    const { page } = session;
    await playing(page, level);
    let seen = await boxes(page);
    for (const b of [seen.display, ...seen.keys]) assert.ok(onScreen(b, seen), `level ${level}: ${b.name} is off screen: ${JSON.stringify(b)}`);
    // from the top of the page: ‹ steps to the level before without scrolling (a second tap there
    // steps again: no key comes under the finger); a level picked in the grid brings its device into view
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.tap('#calc-level-prev');
    await playing(page, level - 1);
    assert.equal(await page.evaluate(() => scrollY), 0, '‹ scrolled the page');
    await page.tap('#calc-level-all');
    await page.locator(`#calc-level-grid .level-tile[data-level="${level - 2}"]`).tap();
    await playing(page, level - 2);
    seen = await boxes(page);
    for (const b of [seen.display, ...seen.keys]) assert.ok(onScreen(b, seen), `level ${level - 2}: ${b.name} is off screen: ${JSON.stringify(b)}`);
    assert.ok(seen.keys.length > 0);
    await closePage(session, 'sideways ' + level);
  }
});

test('on a small phone (360 × 640) the display, every key and Hint are on the first screen, unscrolled', async () => {
  for (const hash of ['', '#level=104', '#level=199']) {
    const session = await openPage(web.browser, web.server.url + hash, touch(360, 640));
    const { page } = session;
    await page.waitForSelector('#calc-play-view[data-state="playing"]');
    await page.waitForFunction(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true)))));
    const seen = await boxes(page);
    assert.equal(await page.evaluate(() => scrollY), 0, hash + ': the page scrolled');
    for (const b of [seen.display, ...seen.keys, seen.hint]) assert.ok(onScreen(b, seen), `${hash || 'the first page'}: ${b.name} is off the first screen: ${JSON.stringify(b)}`);
    await closePage(session, 'small phone ' + (hash || 'blank'));
  }
});

test('at 360 px a level box, empty, shows its placeholder whole (your own level; Calculator 2\'s puzzle of the day)', async () => {
  for (const [hash, box] of [['#start=3&goal=10&moves=3&buttons=%2B2,x3', '#calc-level-search'], ['#daily2', '#calc2-level']]) {
    const session = await openPage(web.browser, web.server.url + hash, touch(360, 740));
    const { page } = session;
    await page.waitForSelector(box + ':visible');
    const fit = await page.$eval(box, (input) => {
      const style = getComputedStyle(input);
      const probe = document.createElement('span');
      probe.style.cssText = `font: ${style.fontWeight} ${style.fontSize} ${style.fontFamily}; position: absolute; white-space: pre`;
      probe.textContent = input.placeholder;
      document.body.append(probe);
      const text = probe.getBoundingClientRect().width;
      probe.remove();
      return { value: input.value, placeholder: input.placeholder, text, room: input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) };
    });
    assert.equal(fit.value, '', `${hash}: the box is not empty`);
    assert.ok(fit.placeholder.length > 0);
    assert.ok(fit.text <= fit.room, `${hash}: "${fit.placeholder}" is ${fit.text} px wide in ${fit.room} px`);
    await closePage(session, 'placeholder ' + box);
  }
});
