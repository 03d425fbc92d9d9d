// smoke.test.mjs: the one browser test of `make check` (the quick edit-test loop):
// the page served from web/dist opens #level=199&show=solution and shows its six
// presses ending at 3507, then the Digits and Clock tabs open, with no console
// error, page error or CSP violation. The full browser suite (`make test`) covers
// all of this in depth; this file only says the page still starts.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { closePage, openPage, useBrowser } from './server.mjs';

const web = useBrowser();

test('smoke: level 199 with its answer, then the Digits and Clock tabs', async () => {
  const session = await openPage(web.browser, web.server.url + '#level=199&show=solution');
  const { page } = session;
  await page.waitForSelector('#panel-calc[data-state="done"]');
  const values = await page.$$eval('#calc-solution-steps li .step-value .after', (items) => items.map((v) => v.textContent));
  assert.equal(values.length, 6);
  assert.equal(values.at(-1), '3507');
  await page.click('#tab-digits');
  await page.waitForSelector('#digits-game[data-state="playing"]');
  await page.click('#tab-clock');
  await page.waitForFunction(() => /^#clock\b/.test(location.hash) && !document.querySelector('#panel-clock').hidden);
  await closePage(session, 'smoke');
});
