// game-chunks.test.mjs: the page's code split (web/build.mjs): page.js carries the first game
// (the Calculator) and its shared chunks, which index.html modulepreloads; the other games are
// chunks of their own. A Calculator link's first screen (its keys on screen, the page no longer
// held) comes up with the Digits and Clock chunks withheld, and they are asked for only after
// it, then their tabs work; a Digits or Clock link loads its game first and opens it to play.
// No timing is asserted (make bench measures the first press).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DIST, closePage, useBrowser, waitReady, watchPage } from './server.mjs';

const web = useBrowser();
const CHUNK = /\/chunks\/(digits|clock)-[\w-]+\.js$/;

test('web/dist has a chunk per game after the first, and index.html preloads what page.js imports', () => {
  const chunks = readdirSync(join(DIST, 'chunks'));
  for (const game of ['digits', 'clock']) assert.ok(chunks.some((name) => new RegExp(`^${game}-[\\w-]+\\.js$`).test(name)), `no ${game} chunk in ${chunks.join(', ')}`);
  assert.ok(!chunks.some((name) => name.endsWith('.css')), 'a chunk CSS file nothing loads (page.css has it all)');
  const page = readFileSync(join(DIST, 'page.js'), 'utf8');
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  // boot.js's list of what it loads (page.js, then the chunks it preloads with it)
  const list = /\["page\.js"(?:, "[\w./-]+")*\]/.exec(html);
  assert.ok(list, 'index.html\'s boot.js has no list of page.js and its chunks');
  const files = JSON.parse(list[0]);
  for (const [, file] of page.matchAll(/from\s*"\.\/(chunks\/[\w.-]+\.js)"/g)) {
    assert.ok(files.includes(file), `index.html does not preload ${file}`);
  }
  assert.doesNotMatch(page, /import\s*\{[^}]*\}\s*from\s*"\.\/chunks\/(digits|clock)-/, 'page.js imports a game chunk statically');
});

test('#level=143: the first screen comes up with the Digits and Clock chunks withheld; they come after it, and their tabs work', async () => {
  const context = await web.browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const watch = watchPage(page);
  const asked = []; // each game chunk asked for, and whether the first screen was up then
  let release;
  const released = new Promise((resolve) => (release = resolve));
  await page.route(CHUNK, async (route) => {
    const up = await page.evaluate(() => !document.documentElement.classList.contains('holding') &&
      Boolean(document.querySelector('#calc-play-keypad button:not([disabled])'))).catch(() => null);
    asked.push({ file: new URL(route.request().url()).pathname, up });
    await released;
    await route.continue();
  });
  await page.goto(web.server.url + '#level=143');
  // the first screen with nothing of the other games: the level's keys, the page shown
  await page.waitForSelector('#calc-play-keypad button:not([disabled])');
  await page.waitForFunction(() => !document.documentElement.classList.contains('holding'));
  assert.equal(await page.locator('#digits-form').count(), 0, 'the Digits panel was built before its chunk came');
  release();
  await waitReady(page);
  assert.deepEqual(asked.map((a) => a.file.replace(/-[\w-]+\.js$/, '')).sort(), ['/chunks/clock', '/chunks/digits']);
  for (const { file, up } of asked) assert.equal(up, true, `${file} was asked for before the first screen was up`);
  await page.click('#tab-digits');
  await page.waitForSelector('#digits-game[data-state="playing"]');
  await page.click('#tab-clock');
  await page.waitForSelector('#clock-game[data-state="playing"]');
  await closePage({ watch, context }, '#level=143');
});

for (const [link, game] of [['#digits=415:1,2,3,4,5,6', 'digits'], ['#clock=4,2', 'clock']]) {
  test(`${link}: its game's chunk is loaded first and the link opens ${game} to play`, async () => {
    const context = await web.browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const watch = watchPage(page);
    const asked = [];
    page.on('request', (request) => {
      const match = CHUNK.exec(new URL(request.url()).pathname);
      if (match) asked.push(match[1]);
    });
    await page.goto(web.server.url + link);
    await page.waitForSelector(`#${game}-game[data-state="playing"]`);
    assert.equal(await page.getAttribute(`#tab-${game}`, 'aria-selected'), 'true');
    assert.equal(await page.locator(`#panel-${game}`).isHidden(), false);
    assert.equal(asked[0], game, `the first game chunk asked for: ${asked.join(', ')}`);
    await waitReady(page);
    await closePage({ watch, context }, link);
  });
}
