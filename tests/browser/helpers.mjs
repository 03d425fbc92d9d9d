// helpers.mjs: openings the browser test files share (not a test file itself):
//  - useBrowserAndEngine(): useBrowser()'s hooks plus the wasm engine loaded in
//    Node (web.engine), to compare the page with the engine's own answers;
//  - openPanel(): a page at a hash, watched, once a game's panel has reached a state.
//  - clickEach(): clicks a list of controls in turn.
import { before } from 'node:test';
import { loadEngine } from '../wasm/engine.mjs';
import { openPage, useBrowser } from './server.mjs';

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
