// a11y.test.mjs: axe-core (npm) run inside the page on every tab (Calculator,
// Digits, Clock) in solver mode with an answer shown, and in play mode, light and dark, desktop
// and 360 px: zero violations. Also the checks axe does not make: touch targets
// of the checkboxes on a phone, and the phone's result brought into view.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { closePage, openPage, useBrowser } from './server.mjs';

const web = useBrowser();
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const TABS = [
  { name: 'Calculator', hash: '#level=199&all=1', panel: '#panel-calc', open: ['#level-browser summary', '#palette summary', '#calc-options summary', '#paste-box summary'] },
  // Store, its long-press save (the SAVE badge) and a special key in the solution
  { name: 'Calculator (Store)', hash: '#level=145', panel: '#panel-calc', after: '#calc-step' },
  { name: 'Digits', hash: '#digits=415:1,2,3,4,5,6', panel: '#panel-digits', after: '#digits-all' },
  { name: 'Clock', hash: '#clock=4,2', panel: '#panel-clock', after: '#clock-step' },
  // play mode: Store and its Save key, a hint asked (the ringed key, the status line)
  { name: 'Calculator play', hash: '#level=143&mode=play', ready: '#calc-play-view:not([hidden])', after: '#play-hint', settled: '#play-status:not(:empty)' },
  { name: 'Digits play', hash: '#digits=415:1,2,3,4,5,6', panel: '#panel-digits', after: ['#digits-game-start', '#digits-game-hint'], settled: '#digits-game-hint-text:not(:empty)' },
  { name: 'Clock play', hash: '#clock=4,2', panel: '#panel-clock', after: ['#clock-game-start', '#clock-game-hint'], settled: '#clock-game-hint-text:not(:empty)' },
];
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: '360 px', width: 360, height: 740 },
];

// Runs axe in the page (evaluated through the driver, so the page's CSP stays as it is)
// and returns its violations as short lines.
async function axeViolations(page) {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ') + ': ' + n.failureSummary.replace(/\s+/g, ' ').slice(0, 200)) }));
  });
  return violations.map((v) => v.id + '\n      ' + v.nodes.slice(0, 6).join('\n      '));
}

for (const viewport of VIEWPORTS) {
  for (const colorScheme of ['light', 'dark']) {
    test(`axe-core: no violation on any tab, solver and play mode, ${colorScheme}, ${viewport.name}`, async () => {
      const found = [];
      for (const tab of TABS) {
        const session = await openPage(web.browser, web.server.url + tab.hash, { viewport, colorScheme, reducedMotion: 'reduce' });
        const { page } = session;
        await page.waitForSelector(tab.ready || tab.panel + '[data-state="done"]');
        for (const selector of tab.open || []) await page.click(selector);
        for (const selector of [tab.after || []].flat()) await page.click(selector);
        if (tab.settled) await page.waitForSelector(tab.settled);
        await page.waitForTimeout(300); // transitions end: axe reads the colours as drawn
        for (const line of await axeViolations(page)) found.push(`${tab.name}: ${line}`);
        await closePage(session, `axe ${tab.name}`);
      }
      assert.deepEqual(found, [], `axe-core violations (${colorScheme}, ${viewport.name}):\n  ${found.join('\n  ')}`);
    });
  }
}

test('on a phone every checkbox and switch is a target of at least 24 px, its label 44 px high', async () => {
  const session = await openPage(web.browser, web.server.url + '#level=1', { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  const { page } = session;
  await page.click('#calc-options summary');
  const boxes = await page.evaluate(() =>
    [...document.querySelectorAll('#panel-calc input[type="checkbox"]')].map((input) => {
      // a switch draws its track in place of the (visually hidden) box
      const drawn = input.closest('.switch') ? input.closest('.switch').querySelector('.switch-track') : input;
      const box = drawn.getBoundingClientRect();
      const label = input.closest('label').getBoundingClientRect();
      return { id: input.id, width: box.width, height: box.height, labelHeight: label.height };
    }),
  );
  assert.ok(boxes.length >= 3, JSON.stringify(boxes));
  for (const b of boxes) {
    assert.ok(b.width >= 24 && b.height >= 24, `${b.id}: ${b.width}x${b.height} px`);
    assert.ok(b.labelHeight >= 44, `${b.id}: its label is ${b.labelHeight} px high`);
  }
  // tapping the label's text toggles the box
  const before = await page.isChecked('#opt-all');
  await page.tap('label:has(#opt-all) span');
  assert.equal(await page.isChecked('#opt-all'), !before);
  await closePage(session, 'touch targets');
});

test('on a phone the answer is brought into view when it arrives, on every tab', async () => {
  const session = await openPage(web.browser, web.server.url + '#level=1', { viewport: { width: 360, height: 740 }, reducedMotion: 'reduce' });
  const { page } = session;
  for (const tab of ['calc', 'digits', 'clock']) {
    await page.click('#tab-' + tab);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.click(`#${tab}-solve`);
    await page.waitForSelector(`#panel-${tab}[data-state="done"]`);
    await page.waitForFunction((id) => {
      const box = document.querySelector(`#panel-${id} .result-card`).getBoundingClientRect();
      return box.top >= -1 && box.top < innerHeight / 2;
    }, tab, { timeout: 5000 });
  }
  // a level picked from the grid, too
  await page.click('#tab-calc');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.click('#level-browser summary');
  await page.click('#level-grid .level-tile[data-level="120"]');
  await page.waitForFunction(() => location.hash === '#level=120' && document.querySelector('#panel-calc').dataset.state === 'done');
  await page.waitForFunction(() => {
    const box = document.querySelector('#panel-calc .result-card').getBoundingClientRect();
    return box.top >= -1 && box.top < innerHeight / 2;
  }, null, { timeout: 5000 });
  await closePage(session, 'phone result');
});
