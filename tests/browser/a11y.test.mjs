// a11y.test.mjs: axe-core (npm) run inside the page on every tab (Calculator,
// Digits, Clock) with an answer shown (the Calculator's by &show=solution, its
// level bar, Your own level, How to play and Details open), and in play mode,
// light and dark, desktop and 360 px: zero violations. Also the checks axe does
// not make: touch targets of the checkboxes and radios on a phone, and the
// phone's answer brought into view.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, test } from 'node:test';
import { closePage, openPage, useBrowser } from './server.mjs';

const web = useBrowser();
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const TABS = [
  // the answer shown (&show=solution), the grid of levels, Your own level and its
  // Palette, Options and pasted text, How to play and Details open
  {
    name: 'Calculator',
    hash: '#level=199&all=1&show=solution',
    panel: '#panel-calc',
    open: ['#calc-level-all', '#calc-own > summary', '#calc-palette summary', '#calc-options summary', '#calc-paste-box summary', '#calc-howto > summary', '#calc-details > summary'],
  },
  // Store, its long-press save (drawn as the Save key) and a special key in the solution
  { name: 'Calculator (Store)', hash: '#level=145&show=solution', panel: '#panel-calc', after: '#calc-step' },
  { name: 'Digits', hash: '#digits=415:1,2,3,4,5,6&show=solution', panel: '#panel-digits', after: '#digits-all' },
  { name: 'Clock', hash: '#clock=4,2&show=solution', panel: '#panel-clock', after: '#clock-step' },
  // play mode (a level opens to play): Store and its Save key, a hint asked (the ringed key, the status line)
  { name: 'Calculator play', hash: '#level=143', ready: '#calc-play-view[data-state="playing"]', after: '#calc-play-hint', settled: '#calc-play-status:not(:empty)' },
  // Digits and the clock open to play too: a hint asked in their play areas (#<game>-game)
  { name: 'Digits play', hash: '#digits=415:1,2,3,4,5,6', ready: '#digits-game[data-state="playing"]', after: ['#digits-game-hint'], settled: '#digits-game-hint-text:not(:empty)' },
  { name: 'Clock play', hash: '#clock=4,2', ready: '#clock-game[data-state="playing"]', after: ['#clock-game-hint'], settled: '#clock-game-hint-text:not(:empty)' },
  // How to play opened: its worked example's faces and captions
  { name: 'Clock How to play', hash: '#clock', ready: '#clock-game[data-state="playing"]', open: ['#clock-howto > summary'] },
  // the level bar's New level options and the keyboard shortcuts panel, both open over the board (its "?" key: the
  // button is not on a phone; typed from the level's title, focused, as ⚙ puts the focus in its options, where "?" is typing)
  { name: 'Calculator bar', hash: '#level=1', ready: '#calc-play-view[data-state="playing"]', open: ['#calc-gen-more'], focus: '#calc-play-title', keys: ['?'], settled: '#calc-shortcuts-panel:not([hidden])' },
];
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: '360 px', width: 360, height: 740 },
];

// Runs axe in the page (evaluated through the driver, so the page's CSP stays as it is)
// and returns its violations as short lines.
async function axeViolations(page) {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const result = await window.axe.run(document, { resultTypes: ['violations'], elementRef: true });
    // An A=>B key shows "3=>5" and is named by the engine's spoken name, "3 to 5": WCAG 2.5.3's
    // understanding lets a label's symbols be named in words ("=>" is "to"), which axe's match of
    // the label's digits as adjacent words cannot know. Only that: any other key, or a name that
    // is not the engine's (data-spoken), still fails.
    const spokenSymbols = (node) => {
      const key = node.element;
      return key && key.matches('#calc-play-keypad .key[data-kind="replace"]') && key.getAttribute('aria-label') === key.dataset.spoken;
    };
    for (const v of result.violations) if (v.id === 'label-content-name-mismatch') v.nodes = v.nodes.filter((n) => !spokenSymbols(n));
    return result.violations.filter((v) => v.nodes.length).map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ') + ': ' + n.failureSummary.replace(/\s+/g, ' ').slice(0, 200)) }));
  });
  return violations.map((v) => v.id + '\n      ' + v.nodes.slice(0, 6).join('\n      '));
}

// Transitions and finite animations end (axe reads the colours as drawn); a
// spinner's endless animation is not waited for.
async function settle(page) {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((a) => a.effect && a.effect.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => {})));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

// Each tab is loaded once per viewport and checked light, then dark: the page's colours
// are its CSS's alone (prefers-color-scheme; no script reads the scheme), so the scheme
// emulated after the load draws the page as a dark load does, at half the loads and axe
// set-ups. The four runs (two viewports, the tabs in two halves) share the file's browser,
// each in its own contexts, all at once: most of a run is waiting on the page.
const HALVES = [TABS.slice(0, TABS.length / 2), TABS.slice(TABS.length / 2)];
describe('axe-core', { concurrency: 4 }, () => {
  for (const viewport of VIEWPORTS) {
    for (const [half, tabs] of HALVES.entries()) {
      test(`axe-core: no violation on any tab, solver and play mode, light and dark, ${viewport.name} (tabs ${half + 1} of 2: ${tabs.map((t) => t.name).join(', ')})`, async () => {
        const found = [];
        for (const tab of tabs) {
          const session = await openPage(web.browser, web.server.url + tab.hash, { viewport, colorScheme: 'light', reducedMotion: 'reduce' });
          const { page } = session;
          await page.waitForSelector(tab.ready || tab.panel + '[data-state="done"]');
          for (const selector of tab.open || []) await page.click(selector);
          for (const selector of [tab.after || []].flat()) await page.click(selector);
          if (tab.focus) await page.focus(tab.focus);
          for (const key of tab.keys || []) await page.keyboard.press(key);
          if (tab.settled) await page.waitForSelector(tab.settled);
          const ground = {};
          for (const colorScheme of ['light', 'dark']) {
            await page.emulateMedia({ colorScheme });
            await settle(page);
            // the scheme took: the page's ground is drawn in that scheme's colour
            ground[colorScheme] = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
            if (colorScheme === 'dark') assert.notEqual(ground.dark, ground.light, `${tab.name}: the dark scheme did not change the page's colours`);
            for (const line of await axeViolations(page)) found.push(`${tab.name}, ${colorScheme}: ${line}`);
          }
          await closePage(session, `axe ${tab.name}`);
        }
        assert.deepEqual(found, [], `axe-core violations (${viewport.name}):\n  ${found.join('\n  ')}`);
      });
    }
  }
});

test('on a phone every checkbox, radio and switch is a target of at least 24 px, its label 44 px high', async () => {
  const session = await openPage(web.browser, web.server.url + '#level=143', { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  const { page } = session;
  // the options are in Your own level; the Store rule (radios) in How to play (a level with Store)
  await page.tap('#calc-own > summary');
  await page.tap('#calc-options summary');
  await page.tap('#calc-howto > summary');
  const boxes = await page.evaluate(() =>
    [...document.querySelectorAll('#panel-calc input[type="checkbox"], #panel-calc input[type="radio"]')].map((input) => {
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
  const before = await page.isChecked('#calc-opt-all');
  await page.tap('label:has(#calc-opt-all) span');
  assert.equal(await page.isChecked('#calc-opt-all'), !before);
  await closePage(session, 'touch targets');
});

test('on a phone the answer is brought into view when it arrives, on every tab', async () => {
  const session = await openPage(web.browser, web.server.url + '#level=1', { viewport: { width: 360, height: 740 }, reducedMotion: 'reduce' });
  const { page } = session;
  // the answer is each game's solution box, beside or below its game (the form's
  // Solve is in the game's "Your own …" disclosure)
  const answerOf = { calc: '#calc-solution', digits: '#digits-result', clock: '#clock-result', calc2: '#calc2-play-answer' };
  const inView = (selector) =>
    page.waitForFunction((s) => {
      const box = document.querySelector(s).getBoundingClientRect();
      return box.top >= -1 && box.top < innerHeight / 2;
    }, selector, { timeout: 5000 }).catch(async (error) => {
      const where = await page.evaluate((s) => [Math.round(document.querySelector(s).getBoundingClientRect().top), innerHeight, Math.round(scrollY)], selector);
      throw new Error(`${selector} not in the window's upper half: its top at ${where[0]} px of ${where[1]}, scrolled ${where[2]} (${error.message})`);
    });
  // every tab of the page, as its tab list holds them
  for (const tab of await page.$$eval('[role="tab"]', (tabs) => tabs.map((b) => b.dataset.tab))) {
    await page.click('#tab-' + tab);
    // a game's form may be behind its "Your own …" disclosure (#<game>-own): opened
    await page.evaluate((id) => {
      const own = document.getElementById(id + '-own');
      if (own) own.open = true;
    }, tab);
    await page.evaluate(() => window.scrollTo(0, 0));
    // a tab without a form's Solve (the clock: its one way to the answer is Show solution, which
    // never moves the page) has no answer to bring into view
    if (await page.isHidden(`#${tab}-solve`)) continue;
    await page.click(`#${tab}-solve`);
    await page.waitForSelector(`#panel-${tab}[data-state="done"]`);
    await inView(answerOf[tab]);
  }
  // a level picked from the grid opens to play, the device in view; its answer on Show solution below, the page still
  await page.click('#tab-calc');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.click('#calc-level-all');
  await page.getByRole('group', { name: 'Level pages' }).getByRole('button', { name: '101–150' }).click();
  await page.click('#calc-level-grid .level-tile[data-level="120"]');
  // (Your own level is still open from Solve above: &own=1 follows)
  await page.waitForFunction(() => /^#level=120(&|$)/.test(location.hash) && document.querySelector('#calc-play-level').textContent === '120');
  await inView('#calc-play-lcd');
  // Show solution (asked twice) leaves the page where it is: the line under the keys points below
  const scrolled = await page.evaluate(() => scrollY);
  await page.click('#calc-play-solution');
  await page.click('#calc-play-solution'); // the first press asks, the second shows
  await page.waitForFunction(() => /show=solution/.test(location.hash) && document.querySelector('#panel-calc').dataset.state === 'done');
  await page.waitForFunction(() => document.querySelector('#calc-play-status').textContent === 'The solution is below the calculator.');
  assert.equal(await page.evaluate(() => scrollY), scrolled);
  await closePage(session, 'phone result');
});
