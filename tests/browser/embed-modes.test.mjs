// embed-modes.test.mjs: what the embed modes (#embed, ?embed=1) do differently
// from the full page (issue 23): they register no service worker on the host's
// site (the full page still does), and they choose their colour scheme
// (#theme=light|dark|auto, light by default, transparent background on request).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { closePage, openPage, useBrowser } from './server.mjs';

const web = useBrowser();

// The service worker registrations of the page, after the moment it would register (right after ready).
async function registrations(page) {
  await page.waitForTimeout(800);
  return page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length));
}

test('the embed modes register no service worker; the full page does', async () => {
  for (const path of ['index.html#embed&level=199', 'index.html?embed=1#level=199', '?embed=1', '#embed']) {
    const session = await openPage(web.browser, web.server.url + path);
    assert.equal(await registrations(session.page), 0, path);
    await closePage(session, path);
  }
  const full = await openPage(web.browser, web.server.url + '#level=199');
  await full.page.evaluate(() => navigator.serviceWorker.ready);
  assert.equal(await registrations(full.page), 1, 'the full page registers its worker');
  await closePage(full, 'full page');
});

