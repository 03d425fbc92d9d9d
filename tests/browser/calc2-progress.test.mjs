// calc2-progress.test.mjs: Calculator 2's level grid marks the player's progress as the
// Calculator's does (play/progress.js), on a phone (360 × 740, touch): a hint counted on a level
// shows its count on the level's tile; a level won in the engine's fewest moves is starred (★),
// its hints beside the star, and said at the end of the tile's name; a level won after Show
// solution is ticked (✓), not starred; the marks stay over a reload.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { closePage, openPage, useBrowser, waitReady } from './server.mjs';

const web = useBrowser();
const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };
const P = '#calc2-play';

const moves = (page) => page.$eval(P, (n) => n.dataset.moves);
async function tapMove(page, move) {
  const before = await moves(page);
  const label = move.replace(/@[^@]*$/, '');
  await page.tap(`${P}-keys [data-label="${label}"]`);
  if (move !== label) await page.tap(`${P}-choices [data-move="${move}"]`);
  await page.waitForFunction(([sel, n]) => document.querySelector(sel).dataset.moves !== n, [P, before]);
}

async function open(page, hash) {
  await page.goto('about:blank');
  await page.goto(web.server.url + hash);
  await waitReady(page);
  await page.waitForSelector(P + '[data-state="playing"]');
}

async function tile(page, level) {
  if (await page.isHidden('#calc2-level-browser')) await page.tap('#calc2-levels');
  const sel = `#calc2-level-grid [data-level="${level}"]`;
  await page.waitForSelector(sel, { state: 'attached' }); // on the grid's page or another
  return page.$eval(sel, (t) => ({ mark: t.querySelector('.tile-mark').dataset.mark ?? '', label: t.getAttribute('aria-label'), solved: t.classList.contains('solved') }));
}

test('hints counted, a win in the fewest moves starred, a win after Show solution ticked, kept over a reload', async () => {
  const session = await openPage(web.browser, web.server.url + '#calculator2', PHONE);
  const { page } = session;
  // level 184: a hint, then the engine's ways to both goals (3 moves each: the fewest)
  await open(page, '#level2=184');
  assert.deepEqual(await tile(page, 184), { mark: '', label: 'Level 184: 54 to 49, 11 in 3 moves', solved: false });
  await page.tap(P + '-hint');
  await page.waitForFunction((sel) => document.querySelector(sel).textContent === '1 hint used', P + '-hints-used');
  assert.deepEqual(await tile(page, 184), { mark: '1', label: 'Level 184: 54 to 49, 11 in 3 moves, 1 hint used', solved: false });
  for (const move of ['Sort>', 'Lock@1', '/5', 'Lock@1', 'Sort>', '/5']) await tapMove(page, move);
  await page.waitForSelector(P + '[data-state="solved"]');
  await page.waitForFunction(() => document.querySelector('#calc2-level-grid [data-level="184"]').classList.contains('solved'));
  assert.deepEqual(await tile(page, 184), { mark: '★1', label: 'Level 184: 54 to 49, 11 in 3 moves, solved in the fewest moves, 1 hint used', solved: true });

  // level 1 won after Show solution: ticked, not starred
  await open(page, '#level2=1&show=solution');
  await page.waitForSelector(P + '-answer-goals li');
  const way = (await page.textContent(P + '-answer-goals li')).replace(/^.*: /, '').split(', ');
  for (const move of way) await tapMove(page, move);
  await page.waitForSelector(P + '[data-state="solved"]');
  await page.waitForFunction(() => document.querySelector('#calc2-level-grid [data-level="1"]')?.classList.contains('solved') ?? true);
  const one = await tile(page, 1);
  assert.equal(one.mark, '✓');
  assert.match(one.label, /: .*, solved$/);

  // a reload keeps them
  await page.reload();
  await waitReady(page);
  await page.waitForSelector(P + '[data-state]:not([data-state="idle"])');
  assert.equal((await tile(page, 184)).mark, '★1');
  assert.equal((await tile(page, 1)).mark, '✓');
  await closePage(session);
});
