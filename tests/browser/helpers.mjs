// helpers.mjs: openings the browser test files share (not a test file itself):
//  - useBrowserAndEngine(): useBrowser()'s hooks plus the wasm engine loaded in
//    Node (web.engine), to compare the page with the engine's own answers;
//  - openPanel(): a page at a hash, watched, once a game's panel has reached a state.
//  - clickEach(): clicks a list of controls in turn.
//  - dailyOf(date): the native CLI's Calculator puzzle of the day (JSON, with its solution);
//  - playWithHints(page, moves): presses the key the Hint names, `moves` times;
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

// Presses the key the Hint names (the Calculator's keypad), `moves` times.
export async function playWithHints(page, moves) {
  for (let i = 0; i < moves; i++) {
    await page.click('#calc-play-hint');
    await page.waitForFunction(() => /^Hint: press /.test(document.querySelector('#calc-play-status').textContent));
    const label = (await page.textContent('#calc-play-status')).match(/^Hint: press (\S+)/)[1];
    await page.locator('#calc-play-keypad').getByRole('button', { name: label, exact: true }).click();
    await page.waitForFunction((n) => document.querySelector('#calc-play-view').dataset.presses === String(n), i + 1);
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
