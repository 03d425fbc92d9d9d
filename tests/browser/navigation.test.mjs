// navigation.test.mjs: moving between the Calculator's bundled levels: the
// "Levels" grid (all of them, in numeric order, whatever the level box holds),
// a level picked opens at once to play, without its answer (the
// answer only on Show solution), the level box jumps to the number typed, every
// level change is a history entry (Back goes to the level before), the
// previous/next buttons and the keyboard shortcuts (never taken from someone
// typing in a field); the browser tab's title names the level on screen.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { loadEngine } from '../wasm/engine.mjs';
import { closePage, openPage, useBrowser } from './server.mjs';

const web = useBrowser();
let levels;
before(async () => {
  levels = (await loadEngine()).bundledLevels();
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

test('"Levels" shows every level in numeric order at #level=199, and a tile picked opens it to play, without its answer', async () => {
  const session = await openPage(web.browser, web.server.url + '#level=199');
  const { page } = session;
  await showsLevel(page, 199);
  await page.click('#calc-level-all');
  const shown = await page.$$eval('#calc-level-grid .level-tile', (tiles) => tiles.filter((t) => t.offsetParent !== null).map((t) => Number(t.textContent)));
  assert.equal(shown.length, levels.length);
  assert.deepEqual(shown, levels.map((l) => l.level).sort((a, b) => a - b));
  assert.equal(await page.getAttribute('#calc-level-grid .level-tile[data-level="199"]', 'aria-current'), 'true');
  // typing in the level box does not hide tiles either
  await page.fill('#calc-level-search', '1');
  assert.equal(await page.locator('#calc-level-grid .level-tile:visible').count(), levels.length);
  // a tile picked: the level to play, without another click (and without its answer)
  await page.click('#calc-level-grid .level-tile[data-level="23"]');
  await showsLevel(page, 23);
  assert.equal(await page.getAttribute('#calc-level-grid .level-tile[data-level="23"]', 'aria-current'), 'true');
  await closePage(session, 'grid');
});

test('the grid\'s ranges (1–50, 51–100, …) bring a range\'s first level to the top row, focused', async () => {
  // from level 1, level 143 is four swipes of the grid away on a phone
  const session = await openPage(web.browser, web.server.url + '#level=1');
  const { page } = session;
  await page.setViewportSize({ width: 360, height: 740 }); // a phone's five tiles a row: 40 rows
  await showsLevel(page, 1);
  await page.click('#calc-level-all');
  const numbers = levels.map((l) => l.level).sort((a, b) => a - b);
  const expected = [];
  for (let i = 0; i < numbers.length; i += 50) expected.push(numbers[i] + '–' + numbers[Math.min(numbers.length, i + 50) - 1]);
  assert.deepEqual(await page.locator('#calc-level-ranges button').allTextContents(), expected);
  await page.getByRole('group', { name: 'Jump to levels' }).getByRole('button', { name: '101–150' }).click();
  assert.equal(await page.evaluate(() => document.activeElement.dataset.level), '101');
  const below = () => page.evaluate(() => document.querySelector('.level-tile[data-level="101"]').getBoundingClientRect().top -
    document.querySelector('#calc-level-grid').getBoundingClientRect().top);
  const at = await below();
  assert.ok(at >= 0 && at < 20, `101's row at the grid's top (${at} px below it)`);
  await page.keyboard.press('Enter');
  await showsLevel(page, 101);
  // a marked tile's number sits under its mark ("★2" touched "88" at a phone's tile width)
  await page.evaluate(() => localStorage.setItem('calcsolve.calculator.progress', JSON.stringify({ 143: { solved: true, fewest: true, hints: 12 } })));
  await page.reload();
  await page.waitForSelector('#calc-play-view[data-state="playing"]');
  await page.click('#calc-level-all');
  await page.waitForFunction(() => document.querySelector('.level-tile[data-level="143"] .tile-mark').textContent !== '');
  const [mark, number] = await page.$$eval('.level-tile[data-level="143"] span', (spans) => spans.map((x) => x.getBoundingClientRect()).map((r) => ({ top: r.top, bottom: r.bottom, left: r.left, right: r.right })).reverse());
  assert.ok(mark.bottom <= number.top + 1 || mark.left >= number.right, `the mark overlaps the number (${JSON.stringify({ mark, number })})`);
  await closePage(session, 'grid ranges');
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
  // Page Down and Up: by the rows the grid's box shows (more than one row), the tile kept in view
  await page.keyboard.press('PageDown');
  const paged = Number(await focused());
  assert.ok(paged > 1 + row && (paged - 1) % row === 0, `Page Down went to level ${paged} (rows of ${row})`);
  assert.ok(await page.evaluate(() => {
    const tile = document.activeElement.getBoundingClientRect();
    const box = document.getElementById('calc-level-grid').getBoundingClientRect();
    return tile.top >= box.top && tile.bottom <= box.bottom;
  }), 'the focused tile is in the grid\'s view');
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

// The grid's box and the tiles in its view: whether a row shows cut at the top, the first
// tile wholly in view, and whether the focused tile is wholly in view.
function gridView() {
  const box = document.getElementById('calc-level-grid');
  const edge = box.getBoundingClientRect().top + box.clientTop;
  const bottom = edge + box.clientHeight;
  const seen = [...box.children].filter((t) => t.getBoundingClientRect().bottom > edge && t.getBoundingClientRect().top < bottom);
  const cut = seen.some((t) => t.getBoundingClientRect().top < edge);
  const more = seen.some((t) => t.getBoundingClientRect().bottom > bottom); // a row cut at the bottom: there is more
  const first = seen.find((t) => t.getBoundingClientRect().top >= edge);
  const focus = document.activeElement.getBoundingClientRect();
  return { cut, more, first: Number(first.dataset.level), focused: Number(document.activeElement.dataset.level), whole: focus.top >= edge && focus.bottom <= bottom };
}

for (const viewport of [{ width: 1280, height: 900 }, { width: 360, height: 740 }]) {
  test(`the "Levels" grid at ${viewport.width} px opens on a level far down with whole rows above it, none cut at the top, half a row below saying there are more (above, at its end)`, async () => {
    const session = await openPage(web.browser, web.server.url + '#level=150', { viewport });
    const { page } = session;
    await showsLevel(page, 150);
    await page.click('#calc-level-all');
    await page.waitForFunction(() => document.querySelectorAll('#calc-level-grid .level-tile').length === 199);
    const row = await page.$$eval('#calc-level-grid .level-tile', (tiles) => tiles.filter((t) => t.offsetTop === tiles[0].offsetTop).length);
    const view = await page.evaluate(gridView);
    assert.equal(view.focused, 150);
    assert.ok(view.whole, 'level 150 is wholly in view');
    // its row is the third in view under whole rows, a row cut at the bottom saying there are
    // more, unless the grid's end comes first: then the cut row is at the top (more above)
    const rowOf = (n) => Math.floor((n - 1) / row);
    const atEnd = () => page.$eval('#calc-level-grid', (box) => box.scrollTop + box.clientHeight >= box.scrollHeight - 1);
    if (!(await atEnd())) {
      assert.equal(view.cut, false, 'a row shows cut at the top: ' + JSON.stringify(view));
      assert.equal(rowOf(view.first), rowOf(150) - 2, JSON.stringify(view));
      assert.ok(view.more, 'no row cut at the bottom to say there are more: ' + JSON.stringify(view));
    } else {
      assert.ok(view.cut && !view.more, 'at the end, the cut row is not at the top: ' + JSON.stringify(view));
    }
    // Home: whole rows from the first, more below; End: the last level whole, more above
    await page.keyboard.press('Home');
    const first = await page.evaluate(gridView);
    assert.equal(first.focused, 1);
    assert.ok(!first.cut && first.more && first.whole, JSON.stringify(first));
    await page.keyboard.press('End');
    const last = await page.evaluate(gridView);
    assert.equal(last.focused, levels.length);
    assert.ok(last.whole && last.cut && await atEnd(), JSON.stringify(last));
    await closePage(session, 'grid rows ' + viewport.width);
  });
}

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
