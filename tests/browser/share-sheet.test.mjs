// share-sheet.test.mjs: sharing where the browser has a share sheet (Web Share, as on a
// phone; stubbed here, as desktop Chromium on Linux has none): the buttons say "Share link"
// and "Share result" and open the sheet with the link (and the day's result as text); a sheet
// closed unshared says nothing; a sheet that fails falls back to the clipboard. After today's
// puzzle of the day, won, the page says how long until the next one.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { closePage, openPage, useBrowser, waitReady, watchPage } from './server.mjs';

const web = useBrowser();
const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, permissions: ['clipboard-read', 'clipboard-write'] };

// A watched phone page with navigator.share stubbed (as openPage's, before the page loads).
async function openSharing(outcome) {
  const context = await web.browser.newContext({ serviceWorkers: 'block', ...PHONE });
  const page = await context.newPage();
  const watch = watchPage(page);
  await stubShare(page, outcome);
  return { page, watch, context };
}

// navigator.share recorded in window.shared; outcome: 'ok', or the name of the error it rejects with.
async function stubShare(page, outcome) {
  await page.addInitScript((how) => {
    window.shared = [];
    navigator.share = (data) => {
      window.shared.push(data);
      return how === 'ok' ? Promise.resolve() : Promise.reject(new DOMException('stub', how));
    };
    navigator.canShare = () => true;
  }, outcome);
}

test('Share link opens the share sheet with the level\'s link; closed unshared, nothing is said; failing, the link is copied', async () => {
  for (const [outcome, said] of [['ok', /^Link shared\.$/], ['AbortError', /^$/], ['NotAllowedError', /^Link copied\.$/]]) {
    const session = await openSharing(outcome);
    const { page } = session;
    await page.goto(web.server.url + '#level=143');
    await waitReady(page);
    await page.waitForSelector('#calc-play-view[data-state="playing"]');
    const button = page.locator('#calc-play-link');
    assert.equal(await button.textContent(), 'Share link');
    await button.tap();
    await page.waitForFunction(() => window.shared.length === 1);
    const [data] = await page.evaluate(() => window.shared);
    assert.match(data.url, /#level=143$/);
    await page.waitForFunction((source) => new RegExp(source).test(document.querySelector('#calc-play-link-status').textContent), said.source);
    if (outcome === 'NotAllowedError') assert.match(await page.evaluate(() => navigator.clipboard.readText()), /#level=143$/);
    await closePage(session, 'share link ' + outcome);
  }
});

test('a won puzzle of the day shares its result with its link, and says when the next puzzle comes', async () => {
  const session = await openSharing('ok');
  const { page } = session;
  await page.clock.setFixedTime(new Date('2026-11-29T18:30:00Z'));
  // won today already (the record the page keeps): opened again, it shows the result to share
  await page.goto(web.server.url + '#level=1');
  await page.evaluate(() => localStorage.setItem('calcsolve.calculator.daily', JSON.stringify({ days: { '2026-11-29': { moves: 5, hints: 1 } } })));
  await page.goto(web.server.url + '#daily');
  await page.waitForSelector('#calc-play-share-box:not([hidden])');
  assert.equal(await page.textContent('#calc-play-copy'), 'Share result');
  assert.equal(await page.textContent('#calc-play-daily-next'), 'Next puzzle of the day in 5 h 30 min (at midnight UTC).');
  await page.locator('#calc-play-copy').tap();
  await page.waitForFunction(() => window.shared.length === 1);
  const [data] = await page.evaluate(() => window.shared);
  assert.match(data.text, /^calcsolve Calculator puzzle of the day 2026-11-29 · /);
  assert.match(data.url, /#daily=2026-11-29$/);
  assert.equal(await page.textContent('#calc-play-copied'), 'Shared.');
  // yesterday's, won: no countdown (it is not the day's puzzle)
  await page.evaluate(() => localStorage.setItem('calcsolve.calculator.daily', JSON.stringify({ days: { '2026-11-28': { moves: 5, hints: 0 } } })));
  await page.goto(web.server.url + '#daily=2026-11-28');
  await page.waitForFunction(() => !document.querySelector('#calc-play-share-box').hidden &&
    document.querySelector('#calc-play-share').textContent.includes('2026-11-28'));
  assert.equal(await page.isHidden('#calc-play-daily-next'), true);
  await closePage(session, 'share daily');
});

test('without a share sheet the buttons copy, as before: Copy link, Copy result', async () => {
  const session = await openPage(web.browser, web.server.url + '#level=143', PHONE);
  const { page } = session;
  await page.waitForSelector('#calc-play-view[data-state="playing"]');
  assert.equal(await page.textContent('#calc-play-link'), 'Copy link');
  assert.equal(await page.textContent('#calc-play-copy'), 'Copy result');
  await closePage(session, 'no share sheet');
});
