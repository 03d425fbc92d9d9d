// helpers.mjs: openings the browser test files share (not a test file itself):
//  - useBrowserAndEngine(): useBrowser()'s hooks plus the wasm engine loaded in
//    Node (web.engine), to compare the page with the engine's own answers;
//  - openPanel(): a page at a hash, watched, once a game's panel has reached a state.
//  - clickEach(): clicks a list of controls in turn.
//  - dailyOf(date): the native CLI's Calculator puzzle of the day (JSON, with its solution);
//  - playWithHints(page, moves): climbs Hint's ladder to the key it names and presses it, `moves` times;
//  - climbHints(page, prefix): a play area's Hint pressed up its ladder to the top rung (Digits, clock);
//  - openFramed(browser, src, ...): the page framed in a host page of another origin.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { before } from 'node:test';
import { loadEngine } from '../wasm/engine.mjs';
import { openPage, ROOT, startServer, useBrowser, watchPage } from './server.mjs';

export function useBrowserAndEngine(options) {
  const web = useBrowser(options);
  before(async () => {
    web.engine = await loadEngine();
  });
  return web;
}

// Opens web.server.url + hash as openPage does, then waits until #panel-<game>
// has data-state="<state>" (done: solved or answered; error: input refused).
// Returns openPage's session, which the test ends with closePage.
export async function openPanel(web, hash, game, state = 'done') {
  const session = await openPage(web.browser, web.server.url + hash);
  await session.page.waitForSelector(`#panel-${game}[data-state="${state}"]`);
  return session;
}

// Clicks each selector in turn (a walk through the page's controls).
export async function clickEach(page, selectors) {
  for (const selector of selectors) await page.click(selector);
}

// The native `calcsolve daily [DATE] --game calculator --json --solution` (today's without a date).
export function dailyOf(date) {
  const r = spawnSync(path.join(ROOT, 'build/calcsolve'), ['daily', ...(date ? [date] : []), '--game', 'calculator', '--json', '--solution'],
    { encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  return JSON.parse(r.stdout);
}

// Presses the key the Hint names (the Calculator's keypad), `moves` times: Hint is pressed up its
// ladder, each press one more hint counted, until a key wears the hint's ring. Resolves the
// hints it took.
export async function playWithHints(page, moves) {
  const count = () => page.$eval('#calc-play-hints-used', (n) => parseInt(n.textContent, 10));
  const first = await count();
  let hints = 0;
  for (let i = 0; i < moves; i++) {
    while ((await page.locator('#calc-play-keypad .hinted').count()) === 0) {
      await page.click('#calc-play-hint');
      hints++;
      await page.waitForFunction((n) => parseInt(document.querySelector('#calc-play-hints-used').textContent, 10) === n, first + hints);
    }
    await page.locator('#calc-play-keypad .hinted').click();
    await page.waitForFunction((n) => document.querySelector('#calc-play-view').dataset.presses === String(n), i + 1);
  }
  assert.equal(await count(), first + hints);
  return hints;
}

// The Calculator's keypad key that shows `label` (as the game draws it: "x4"); its accessible name
// is the engine's spoken one ("times 4"), so getByRole finds it by that, not by the label.
export const calcKey = (page, label) =>
  page.locator('#calc-play-keypad .key').filter({ hasText: new RegExp('^' + label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&') + '$') });

// Clicks `target` (a Calculator key, or a control that presses one) and waits until the game
// counts one press more: the engine's answer is on the page.
export async function pressCounted(page, target, options) {
  const before = await page.$eval('#calc-play-view', (v) => Number(v.dataset.presses));
  await target.click(options);
  await page.waitForFunction((n) => Number(document.querySelector('#calc-play-view').dataset.presses) === n, before + 1);
}

// What Hint adds when asked again past the top of a position's ladder (play/model.js LAST_HINT).
export const LAST_HINT = ' No more hints here: Show solution gives the whole answer.';

// Presses the Hint of the play area #<prefix> (its line #<prefix>-hint-text) up the position's
// ladder until it says it has no more; resolves {text: the top rung's words (the next move),
// hints: the presses that counted}, the count under the bar checked at each.
export async function climbHints(page, prefix) {
  const line = '#' + prefix + '-hint-text';
  const count = () => page.$eval('#' + prefix + '-hints-used', (n) => parseInt(n.textContent, 10));
  const first = await count();
  for (let hints = 0; ; hints++) {
    await page.$eval(line, (n) => (n.textContent = ''));
    await page.click('#' + prefix + '-hint');
    await page.waitForFunction((sel) => !['', 'Thinking…'].includes(document.querySelector(sel).textContent), line);
    const text = await page.textContent(line);
    if (text.endsWith(LAST_HINT)) {
      assert.equal(await count(), first + hints, 'the last hint asked again is not counted');
      return { text: text.slice(0, -LAST_HINT.length), hints };
    }
    assert.equal(await count(), first + hints + 1, 'each rung counted: ' + text);
  }
}

// A host page of its own origin framing src (an iframe #calcsolve, width × height, after
// `before` in a body styled `style`), opened in a new context (contextOptions) and watched,
// the framed page ready. Resolves {page, frame, watch, close}; close() shuts it down.
export async function openFramed(browser, src, { width, height, style = 'margin: 0', before = '', contextOptions = {} }) {
  const host = await startServer({ pages: { 'host.html': `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>host</title><link rel="icon" href="data:,"></head><body style="${style}">
${before}<iframe id="calcsolve" src="${src}" title="calcsolve" width="${width}" height="${height}" style="border: 0; display: block"></iframe>
</body></html>` } });
  const context = await browser.newContext(contextOptions);
  const close = async () => {
    await context.close();
    await host.close();
  };
  try {
    const page = await context.newPage();
    const watch = watchPage(page);
    await page.goto(host.url + 'host.html');
    const frame = page.frameLocator('#calcsolve');
    await frame.locator('html[data-ready="true"]').waitFor({ timeout: 60000 });
    return { page, frame, watch, close };
  } catch (error) {
    await close();
    throw error;
  }
}
