// element-ids.test.mjs: every game's elements carry its prefix, so a game added beside the others
// cannot take an id one of them uses: with every tab's panel built, each id inside a game's panel
// starts with that game's id and a hyphen, and no id is used twice on the page.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { closePage, openPage, useBrowser } from './server.mjs';

const web = useBrowser();

test('every id in a game\'s panel starts with the game\'s prefix, and none is used twice', async () => {
  const session = await openPage(web.browser, web.server.url + '#level=1');
  const { page } = session;
  const tabs = await page.$$eval('[role="tab"]', (buttons) => buttons.map((b) => b.dataset.tab));
  assert.ok(tabs.length >= 3, tabs.join());
  for (const tab of tabs) {
    await page.click('#tab-' + tab);
    await page.waitForSelector(`#panel-${tab} #${tab}-form`, { state: 'attached' });
  }
  const found = await page.evaluate((ids) => {
    const all = [...document.querySelectorAll('[id]')].map((e) => e.id);
    const twice = all.filter((id, i) => all.indexOf(id) !== i);
    const stray = ids.flatMap((tab) => [...document.querySelectorAll(`#panel-${tab} [id]`)].map((e) => e.id)
      .filter((id) => !id.startsWith(tab + '-')).map((id) => `${tab}: ${id}`));
    return { count: all.length, twice, stray };
  }, tabs);
  assert.ok(found.count > 100, `only ${found.count} ids`);
  assert.deepEqual(found.twice, []);
  assert.deepEqual(found.stray, []);
  await closePage(session);
});
