// navigation.test.mjs: moving between the Calculator's bundled levels: the
// "Levels" grid (a page of 50 at a time, in numeric order, whatever the level box holds),
// a level picked opens at once to play, without its answer (the
// answer only on Show solution), the level box jumps to the number typed, every
// level change is a history entry (Back goes to the level before), the
// previous/next buttons and the keyboard shortcuts (never taken from someone
// typing in a field); the browser tab's title names the level on screen.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { levelText, loadEngine } from '../wasm/engine.mjs';
import { calcKey, pressCounted } from './helpers.mjs';
import { closePage, openPage, useBrowser, waitReady, watchPage } from './server.mjs';

const web = useBrowser();
let levels, engine;
before(async () => {
  engine = await loadEngine();
  levels = engine.bundledLevels();
});

const hashOf = (page) => page.evaluate(() => location.hash);

// The page shows level n to play, and not its answer: the form holds it, the
// game is on it (its start on the display, no press yet), no solution is
// listed and the address bar names it.
async function showsLevel(page, n) {
  await page.waitForFunction(
    (want) => location.hash === '#level=' + want && document.querySelector('#calc-play-view').dataset.state === 'playing' &&
      document.querySelector('#calc-play-level').textContent === String(want),
    n,
    { timeout: 10000 },
  );
  const level = levels.find((l) => l.level === n);
  assert.equal(await page.inputValue('#calc-start'), String(level.start), `level ${n}: start`);
  assert.equal(await page.inputValue('#calc-goal'), String(level.goal), `level ${n}: goal`);
  assert.equal(await page.inputValue('#calc-level-search'), String(n));
  assert.equal(await page.textContent('#calc-play-value'), String(level.start), `level ${n}: its start on the display`);
  assert.equal(await page.getAttribute('#calc-play-view', 'data-presses'), '0', `level ${n}: no press yet`);
  assert.equal(await page.locator('#calc-solution-steps li').count(), 0, `level ${n}: its answer is not shown`);
  assert.equal(await page.isVisible('#calc-solution'), false, `level ${n}: the solution box is closed`);
  // the browser tab's title names the level (the tab strip, Back's list of entries)
  assert.equal(await page.title(), `Level ${n} · calcsolve`);
}

// The level numbers of the grid's tiles shown now (its page).
const shownTiles = (page) => page.$$eval('#calc-level-grid .level-tile', (tiles) => tiles.filter((t) => t.offsetParent !== null).map((t) => Number(t.textContent)));
const pageButton = (page, name) => page.getByRole('group', { name: 'Level pages' }).getByRole('button', { name });

test('"Levels" shows the levels a page of 50 at a time in numeric order, on the page of the level played; a tile picked opens it to play, without its answer', async () => {
  const session = await openPage(web.browser, web.server.url + '#level=199');
  const { page } = session;
  await showsLevel(page, 199);
  await page.click('#calc-level-all');
  const numbers = levels.map((l) => l.level).sort((a, b) => a - b);
  assert.deepEqual(await shownTiles(page), numbers.slice(150), 'the page of level 199');
  assert.equal(await page.getAttribute('#calc-level-grid .level-tile[data-level="199"]', 'aria-current'), 'true');
  assert.equal(await pageButton(page, '151–199').getAttribute('aria-pressed'), 'true');
  // every page in turn: all the levels, each once, in order
  const seen = [];
  for (const name of await page.locator('#calc-level-ranges button').allTextContents()) {
    await pageButton(page, name).click();
    seen.push(...await shownTiles(page));
  }
  assert.deepEqual(seen, numbers);
  // typing in the level box does not hide tiles either
  await page.fill('#calc-level-search', '1');
  assert.equal(await page.locator('#calc-level-grid .level-tile:visible').count(), 49);
  // a tile picked: the level to play, without another click (and without its answer)
  await pageButton(page, '1–50').click();
  await page.click('#calc-level-grid .level-tile[data-level="23"]');
  await showsLevel(page, 23);
  assert.equal(await page.getAttribute('#calc-level-grid .level-tile[data-level="23"]', 'aria-current'), 'true');
  await closePage(session, 'grid');
});

test('on a phone the grid is never a scrolling box: a page of levels lies in the page\'s own flow, its first level focused by its page button; marks sit clear of numbers', async () => {
  const session = await openPage(web.browser, web.server.url + '#level=1', { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  const { page } = session;
  await showsLevel(page, 1);
  await page.click('#calc-level-all');
  const numbers = levels.map((l) => l.level).sort((a, b) => a - b);
  const expected = [];
  for (let i = 0; i < numbers.length; i += 50) expected.push(numbers[i] + '–' + numbers[Math.min(numbers.length, i + 50) - 1]);
  assert.deepEqual(await page.locator('#calc-level-ranges button').allTextContents(), expected);
  const box = () => page.$eval('#calc-level-grid', (grid) => ({ scroll: grid.scrollHeight - grid.clientHeight, overflow: getComputedStyle(grid).overflowY, height: grid.getBoundingClientRect().height }));
  let grid = await box();
  assert.equal(grid.scroll, 0, 'the grid scrolls inside itself: ' + JSON.stringify(grid));
  assert.equal(grid.overflow, 'visible');
  assert.ok(grid.height < 740, 'a page of tiles is taller than the phone\'s screen: ' + JSON.stringify(grid));
  await pageButton(page, '101–150').click();
  assert.equal(await page.evaluate(() => document.activeElement.dataset.level), '101');
  assert.deepEqual(await shownTiles(page), numbers.slice(100, 150));
  grid = await box();
  assert.equal(grid.scroll, 0, JSON.stringify(grid));
  const tile = await page.$eval('.level-tile[data-level="101"]', (t) => { const r = t.getBoundingClientRect(); return { top: r.top, bottom: r.bottom }; });
  assert.ok(tile.top >= 0 && tile.bottom <= 740, 'level 101 in the window: ' + JSON.stringify(tile));
  await page.keyboard.press('Enter');
  await showsLevel(page, 101);
  // a marked tile's number sits under its mark ("★2" touched "88" at a phone's tile width)
  await page.evaluate(() => localStorage.setItem('calcsolve.calculator.progress', JSON.stringify({ 143: { solved: true, fewest: true, hints: 12 } })));
  await page.reload();
  await page.waitForSelector('#calc-play-view[data-state="playing"]');
  await page.click('#calc-level-all');
  await page.waitForFunction(() => document.querySelector('.level-tile[data-level="143"] .tile-mark').dataset.mark);
  const [mark, number] = await page.$$eval('.level-tile[data-level="143"] span', (spans) => spans.map((x) => x.getBoundingClientRect()).map((r) => ({ top: r.top, bottom: r.bottom, left: r.left, right: r.right })).reverse());
  assert.ok(mark.bottom <= number.top + 1 || mark.left >= number.right, `the mark overlaps the number (${JSON.stringify({ mark, number })})`);
  await closePage(session, 'grid pages');
});

test('the "Levels" grid by keyboard: one Tab stop, the arrows, Page Up/Down and Home/End move, Enter opens to play, Esc closes; Esc in the level box and n go to the game', async () => {
  const session = await openPage(web.browser, web.server.url + '#level=3');
  const { page } = session;
  await showsLevel(page, 3);
  await page.focus('#calc-level-all');
  await page.keyboard.press('Enter');
  const focused = () => page.evaluate(() => document.activeElement.dataset.level || document.activeElement.id);
  assert.equal(await focused(), '3', 'the grid opens on the level played');
  assert.equal(await page.locator('#calc-level-grid [tabindex="0"]').count(), 1, 'one tile in the Tab order');
  await page.keyboard.press('ArrowRight');
  assert.equal(await focused(), '4');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await focused(), '2');
  // Down: the tile under it, a row further as the grid is laid out
  const row = await page.$$eval('#calc-level-grid .level-tile', (tiles) => tiles.filter((t) => t.offsetTop === tiles[0].offsetTop).length);
  assert.ok(row > 1 && row < 199, 'tiles in a row: ' + row);
  await page.keyboard.press('ArrowDown');
  assert.equal(await focused(), String(2 + row));
  await page.keyboard.press('ArrowUp');
  assert.equal(await focused(), '2');
  await page.keyboard.press('End');
  assert.equal(await focused(), String(levels.length));
  await page.keyboard.press('Home');
  assert.equal(await focused(), '1');
  // Page Down and Up: the same place a page (50 levels) on, that page shown, the tile in the window
  await page.keyboard.press('PageDown');
  assert.equal(await focused(), '51');
  assert.deepEqual(await shownTiles(page), levels.map((l) => l.level).sort((a, b) => a - b).slice(50, 100));
  assert.ok(await page.evaluate(() => {
    const tile = document.activeElement.getBoundingClientRect();
    return tile.top >= 0 && tile.bottom <= innerHeight;
  }), 'the focused tile is in the window');
  await page.keyboard.press('PageUp');
  assert.equal(await focused(), '1');
  assert.equal(await page.locator('#calc-level-grid [tabindex="0"]').count(), 1, 'still one tile in the Tab order');
  // Esc closes the grid and gives the focus back to its button
  await page.keyboard.press('Escape');
  assert.equal(await page.isVisible('#calc-level-browser'), false);
  assert.equal(await focused(), 'calc-level-all');
  assert.equal(await page.getAttribute('#calc-level-all', 'aria-expanded'), 'false');
  // opened again, Enter on a tile opens that level to play, its first key focused (the tile is gone)
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await showsLevel(page, 4);
  const inKeypad = () => page.waitForFunction(() => document.activeElement.closest('#calc-play-keypad') !== null);
  await inKeypad();
  // Esc in the level box gives the focus back to the game, and n opens the next level there
  await page.keyboard.press('/');
  assert.equal(await focused(), 'calc-level-search');
  await page.keyboard.press('Escape');
  await inKeypad();
  await page.keyboard.press('n');
  await showsLevel(page, 5);
  await inKeypad();
  await closePage(session, 'grid keys');
});


test('the level box jumps: 57 and Enter opens level 57 to play, without its answer; a number with no level says so', async () => {
  const session = await openPage(web.browser, web.server.url + '#level=3');
  const { page } = session;
  await showsLevel(page, 3);
  await page.fill('#calc-level-search', '57');
  assert.match(await page.textContent('#calc-level-hint'), /57/);
  await page.press('#calc-level-search', 'Enter');
  await showsLevel(page, 57);
  // the level to play at once: its keys have the focus (/ goes back to the box)
  await page.waitForFunction(() => document.activeElement.closest('#calc-play-keypad') !== null);
  // "5" is a level of its own, not the first of 5, 50-59, 500… (the box has no Load
  // button any more: Enter opens the level)
  await page.fill('#calc-level-search', '5');
  await page.press('#calc-level-search', 'Enter');
  await showsLevel(page, 5);
  await page.fill('#calc-level-search', '999');
  await page.press('#calc-level-search', 'Enter');
  assert.match(await page.textContent('#calc-level-hint'), /no (bundled )?level\W*999/i);
  assert.equal(await hashOf(page), '#level=5');
  await closePage(session, 'level box');
});

test('every level change is a history entry: Back and Forward walk the levels, to play, without their answers', async () => {
  const session = await openPage(web.browser, web.server.url + '#level=10');
  const { page } = session;
  await showsLevel(page, 10);
  await page.click('#calc-level-next');
  await showsLevel(page, 11);
  await page.click('#calc-level-all');
  await pageButton(page, '101–150').click();
  await page.click('#calc-level-grid .level-tile[data-level="150"]');
  await showsLevel(page, 150);
  await page.fill('#calc-level-search', '42');
  await page.press('#calc-level-search', 'Enter');
  await showsLevel(page, 42);
  await page.click('#calc-level-prev');
  await showsLevel(page, 41);
  for (const n of [42, 150, 11, 10]) {
    await page.goBack();
    await showsLevel(page, n);
  }
  await page.goForward();
  await showsLevel(page, 11);
  // the first entry is the page as opened; the page did not leave
  assert.ok(page.url().startsWith(web.server.url));
  await closePage(session, 'history');
});

// A page at url on a loaded machine: the engine's answers come late (the ops in
// window.__held.ops held until released) and Back's or Forward's hashchange comes late (held
// while window.__held.hashchange, until released), each at the test's word. Set up before the
// page's scripts run, so that the held hashchange is stopped before the page hears it.
async function openLatePage(url) {
  const context = await web.browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const watch = watchPage(page);
  await page.addInitScript(() => {
    const held = { ops: new Set(), posts: [], hashchange: false, events: 0 };
    window.__held = held;
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (message, ...rest) {
      if (message && held.ops.has(message.op)) return held.posts.push(() => post.call(this, message, ...rest));
      return post.call(this, message, ...rest);
    };
    window.addEventListener('hashchange', (event) => {
      if (!held.hashchange) return;
      event.stopImmediatePropagation();
      held.events++;
    });
    window.__release = (what) => {
      if (what === 'hashchange') {
        held.hashchange = false;
        if (held.events) window.dispatchEvent(new HashChangeEvent('hashchange'));
        return;
      }
      held.ops.clear();
      for (const send of held.posts.splice(0)) send();
    };
  });
  await page.goto(url);
  await waitReady(page);
  return { page, watch, context };
}

test('Forward goes to the next entry even when the level left finishes its win after it: a late answer never writes over the new address', async () => {
  const session = await openLatePage(web.server.url + '#level=5');
  const { page } = session;
  for (const label of engine.solveCalc(levelText(levels[4])).solution) await pressCounted(page, calcKey(page, label));
  await page.waitForFunction(() => document.activeElement?.id === 'calc-play-win');
  await page.locator('#calc-play-win').getByRole('button', { name: 'Play level 6', exact: true }).click();
  await page.waitForFunction(() => document.querySelector('#calc-play-level').textContent === '6');
  await pressCounted(page, calcKey(page, engine.solveCalc(levelText(levels[5])).solution[0]));
  const sixth = await hashOf(page);
  assert.match(sixth, /^#level=6&presses=[^&,]+$/);
  // Back: level 5 comes back won, its win box still waiting for the engine's fewest moves
  await page.evaluate(() => window.__held.ops.add('hint'));
  await page.goBack();
  await page.waitForFunction(() => document.querySelector('#calc-play-level').textContent === '5' &&
    document.querySelector('#calc-play-view').dataset.state === 'won' && window.__held.posts.length > 0);
  // Forward, and before the page reads it, the engine's answer: level 5's win ends
  await page.evaluate(() => { window.__held.hashchange = true; });
  await page.goForward();
  await page.waitForFunction((want) => location.hash === want && window.__held.events > 0, sixth);
  await page.evaluate(() => window.__release('hint'));
  await page.waitForFunction(() => document.activeElement?.id === 'calc-play-win');
  assert.equal(await hashOf(page), sixth, 'the entry Forward went to keeps its address');
  await page.evaluate(() => window.__release('hashchange'));
  await page.waitForFunction(() => document.querySelector('#calc-play-level').textContent === '6' &&
    document.querySelector('#calc-play-view').dataset.presses === '1');
  assert.equal(await hashOf(page), sixth);
  await page.goBack();
  await page.waitForFunction(() => document.querySelector('#calc-play-level').textContent === '5');
  assert.match(await hashOf(page), /^#level=5&presses=/);
  await closePage(session, 'late answer');
});

test('Back twice, quickly, from a level after two won ones: the level box names the level shown, not the one passed through', async () => {
  const session = await openLatePage(web.server.url + '#level=5');
  const { page } = session;
  for (const n of [5, 6]) {
    for (const label of engine.solveCalc(levelText(levels[n - 1])).solution) await pressCounted(page, calcKey(page, label));
    await page.waitForFunction(() => document.activeElement?.id === 'calc-play-win');
    await page.locator('#calc-play-win').getByRole('button', { name: 'Play level ' + (n + 1), exact: true }).click();
    await page.waitForFunction((next) => document.querySelector('#calc-play-level').textContent === String(next), n + 1);
  }
  // each won level passed through waits on the engine's fewest moves, level 6's until level 5 is open
  await page.evaluate(() => window.__held.ops.add('hint'));
  await page.goBack();
  await page.waitForFunction(() => document.querySelector('#calc-play-level').textContent === '6' && window.__held.posts.length === 1);
  await page.goBack();
  await page.waitForFunction(() => document.querySelector('#calc-play-level').textContent === '5' && window.__held.posts.length === 2);
  await page.evaluate(() => window.__release('hint'));
  await page.waitForFunction(() => document.activeElement?.id === 'calc-play-win' && document.querySelector('#calc-play-view').dataset.state === 'won');
  assert.equal(await page.inputValue('#calc-level-search'), '5');
  assert.equal(await page.textContent('#calc-play-level'), '5');
  assert.match(await hashOf(page), /^#level=5&presses=/);
  await closePage(session, 'back twice');
});

test('n typed right after the presses that win, before the engine has answered them, waits for them: the level is won, then left', async () => {
  const session = await openLatePage(web.server.url + '#level=5');
  const { page } = session;
  const solution = engine.solveCalc(levelText(levels[4])).solution;
  const digits = solution.map((label) => String(levels[4].buttons.findIndex((b) => b.label === label) + 1));
  await page.evaluate(() => window.__held.ops.add('play'));
  await calcKey(page, solution[0]).focus();
  for (const digit of [...digits, 'n']) await page.keyboard.press(digit);
  await page.evaluate(() => window.__release('play'));
  await page.waitForFunction(() => document.querySelector('#calc-play-level').textContent === '6');
  assert.match(await hashOf(page), /^#level=6$/);
  await page.goBack();
  await page.waitForFunction(() => document.querySelector('#calc-play-level').textContent === '5' &&
    document.querySelector('#calc-play-view').dataset.state === 'won');
  assert.equal(await page.getAttribute('#calc-play-view', 'data-presses'), String(solution.length));
  await closePage(session, 'n after presses');
});

test('an empty address opens level 1; Back from level 2 comes back to it', async () => {
  const session = await openPage(web.browser, web.server.url);
  const { page } = session;
  await page.waitForFunction(() => document.querySelector('#calc-start').value !== '');
  await page.click('#calc-level-next');
  await showsLevel(page, 2);
  await page.goBack();
  await page.waitForFunction(() => document.querySelector('#calc-level-search').value === '1');
  assert.equal(await page.inputValue('#calc-start'), String(levels[0].start));
  assert.ok(page.url().startsWith(web.server.url));
  await closePage(session, 'level 1');
});

test('the Calculator tab opened empty shows level 1: from a Digits link, and from a bare #calculator link', async () => {
  const session = await openPage(web.browser, web.server.url + '#digits=415:1,2,3,4,5,6');
  const { page } = session;
  await page.waitForSelector('#digits-game[data-state="playing"]');
  assert.equal(await page.inputValue('#calc-start'), '');
  await page.click('#tab-calc');
  await showsLevel(page, 1);
  assert.equal(await page.inputValue('#calc-start'), String(levels[0].start));
  assert.equal(await page.inputValue('#calc-goal'), String(levels[0].goal));
  // a level the user opened is kept when the tab is left and chosen again
  await page.click('#calc-level-next');
  await showsLevel(page, 2);
  await page.click('#tab-digits');
  assert.equal(await page.title(), 'Digits 415 · calcsolve', 'the title follows the tab chosen');
  await page.click('#tab-calc');
  await page.waitForFunction(() => location.hash === '#level=2');
  assert.equal(await page.title(), 'Level 2 · calcsolve');
  assert.equal(await page.inputValue('#calc-level-search'), '2');
  await closePage(session, 'calculator tab from digits');

  const bare = await openPage(web.browser, web.server.url + '#calculator');
  await showsLevel(bare.page, 1);
  assert.equal(await bare.page.inputValue('#calc-start'), String(levels[0].start));
  await closePage(bare, 'bare #calculator');
});

test('keyboard shortcuts: n / ] next, p / [ previous, / to the level box; never while typing in a field', async () => {
  const session = await openPage(web.browser, web.server.url + '#level=20');
  const { page } = session;
  await showsLevel(page, 20);
  await page.click('#calc-play-title'); // focus on nothing in particular
  await page.keyboard.press('n');
  await showsLevel(page, 21);
  await page.keyboard.press(']');
  await showsLevel(page, 22);
  await page.keyboard.press('p');
  await showsLevel(page, 21);
  await page.keyboard.press('[');
  await showsLevel(page, 20);
  // previous from level 1 wraps to the last, next from the last to 1
  await page.goto(web.server.url + '#level=1');
  await showsLevel(page, 1);
  await page.click('#calc-play-title');
  await page.keyboard.press('p');
  await showsLevel(page, levels.length);
  await page.keyboard.press('/');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'calc-level-search');
  // typing n, p, [ or ] in a field types them (the form's fields: under Your own level)
  await page.click('#calc-own > summary');
  for (const id of ['#calc-button-input', '#calc-start', '#calc-level-search']) {
    await page.fill(id, '');
    await page.focus(id);
    await page.keyboard.type('np[]/');
    assert.equal(await page.inputValue(id), 'np[]/', `${id} kept what was typed`);
    assert.match(await hashOf(page), /^#(level=199)?/);
  }
  assert.equal(await page.inputValue('#calc-moves'), String(levels.at(-1).moves));
  // with a modifier (Ctrl+P prints, Ctrl+N opens a window) the page does nothing
  await page.click('#calc-play-title');
  const before = await hashOf(page);
  await page.keyboard.press('Alt+n');
  await page.waitForTimeout(300);
  assert.equal(await hashOf(page), before);
  // on another tab the keys are not the Calculator's
  await page.click('#tab-digits');
  await page.waitForSelector('#digits-game[data-state="playing"]');
  await page.click('#digits-game-title');
  const digits = await hashOf(page);
  assert.match(digits, /^#digits(=|$)/);
  await page.keyboard.press('n');
  await page.waitForTimeout(300);
  assert.equal(await hashOf(page), digits);
  await closePage(session, 'shortcuts');
});
