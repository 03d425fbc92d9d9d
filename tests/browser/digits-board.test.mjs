// digits-board.test.mjs: the Digits board on a phone (360×740, touch) stays still and says what
// changes: no message, list or panel moves the numbers or the operations once drawn (a used
// number's place stays, marked; the status line has a place of its own; the shortcuts list lies
// over the board); every change is said once in words in the live status line (a move, the best
// so far and its stars, a new puzzle, the day's puzzle, a dead end); list items read as
// sentences (through the accessibility tree); the numbers and the operations are one Tab stop
// each, arrow keys inside (a toolbar with a roving tabindex); no tooltip repeats a name.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { useBrowserAndEngine } from './helpers.mjs';
import { closePage, openPage } from './server.mjs';

const web = useBrowserAndEngine();
const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };

async function openGame(hash, context = PHONE) {
  const session = await openPage(web.browser, web.server.url + hash, context);
  await session.page.waitForSelector('#digits-game[data-state="playing"]');
  return { session, page: session.page, area: session.page.locator('#digits-game') };
}

// The places of the board: each number's place and each operation's box, rounded CSS px.
const boardBoxes = (page) => page.$$eval('#digits-game-pool > *, #digits-game .op-btn, #digits-game-submit', (nodes) =>
  nodes.map((n) => {
    const r = n.getBoundingClientRect();
    return [Math.round(r.x), Math.round(r.y + window.scrollY), Math.round(r.width), Math.round(r.height)].join(',');
  }));

const said = (page) => page.textContent('#digits-game-hint-text');

test('the board stays still on a phone: picks, moves, hints, a dead end, Submit and a new puzzle move no number', async () => {
  const { session, page, area } = await openGame('#digits=415:1,2,3,4,5,6');
  await page.waitForFunction(() => document.querySelector('#digits-game-stars-rule').textContent !== ''); // the help, asked after the first screen
  const still = await boardBoxes(page);
  assert.equal(still.length, 6 + 4 + 1);
  const check = async (what) => assert.deepEqual(await boardBoxes(page), still, what + ' moved the board');
  await area.locator('.play-tile', { hasText: /^6$/ }).click();
  await check('a number picked');
  await area.getByRole('button', { name: 'plus' }).click();
  await check('an operation picked');
  await area.locator('.play-tile', { hasText: /^1$/ }).click();
  await page.waitForFunction(() => document.querySelector('#digits-game').dataset.moves === '1');
  await check('a move');
  // the used number's place stays, marked and out of the accessibility tree; the result takes the second's
  assert.equal(await area.locator('#digits-game-pool > *').count(), 6);
  assert.equal(await area.locator('.play-slot.used').textContent(), '6');
  assert.equal(await area.locator('.play-slot.used').getAttribute('aria-hidden'), 'true');
  assert.deepEqual(await area.locator('#digits-game-pool > *').allTextContents(), ['7', '2', '3', '4', '5', '6'], '6 + 1: 7 in the 1\'s place, the 6 marked used');
  await area.getByRole('button', { name: 'Hint', exact: true }).click();
  await page.waitForFunction(() => document.querySelector('#digits-game-hint-text').textContent !== '');
  await check('a hint');
  await page.getByRole('button', { name: 'Reset' }).click();
  await page.waitForFunction(() => document.querySelector('#digits-game').dataset.moves === '0');
  await check('Reset');
  // a dead end (1 + 2 leaves 415 out of reach), its hint, then Submit
  await area.locator('.play-tile', { hasText: /^1$/ }).click();
  await area.getByRole('button', { name: 'plus' }).click();
  await area.locator('.play-tile', { hasText: /^2$/ }).click();
  await page.waitForFunction(() => document.querySelector('#digits-game').dataset.moves === '1');
  await area.getByRole('button', { name: 'Hint', exact: true }).click();
  await page.waitForFunction(() => /Undo/.test(document.querySelector('#digits-game-hint-text').textContent));
  await check('a dead end\'s hint');
  await area.getByRole('button', { name: 'Submit' }).click();
  await page.waitForSelector('#digits-game-outcome:not([hidden])');
  await check('Submit');
  // New puzzle: its words go in the board's status line, and stay (nothing comes and goes above the board)
  const poolTop = () => page.$eval('#digits-game-pool', (n) => Math.round(n.getBoundingClientRect().top + window.scrollY));
  const top = await poolTop();
  await page.getByRole('button', { name: 'New puzzle' }).click();
  await page.waitForFunction(() => /^New puzzle: make \d+ from /.test(document.querySelector('#digits-game-hint-text').textContent));
  assert.equal(await poolTop(), top, 'the new puzzle\'s numbers where the last ones were');
  assert.equal(await page.locator('#digits-gen-status').count(), 0, 'no message above the board');
  await closePage(session, 'digits still board');
});

test('of equal numbers, the one tapped is used: the result takes its place, and a reload keeps it there', async () => {
  const { session, page, area } = await openGame('#digits=348:1,1,1,5,13,20');
  const tiles = area.locator('#digits-game-pool > *');
  await tiles.nth(4).click(); // 13
  await area.getByRole('button', { name: 'plus' }).click();
  await tiles.nth(2).click(); // the third 1, not the first
  await page.waitForFunction(() => document.querySelector('#digits-game').dataset.moves === '1');
  const after = ['1', '1', '14', '5', '13', '20'];
  assert.deepEqual(await tiles.allTextContents(), after, '13 + 1: 14 in the third 1\'s place');
  assert.equal(await area.locator('.play-slot.used').count(), 1);
  await page.reload();
  await page.waitForFunction(() => document.querySelector('#digits-game').dataset.moves === '1');
  assert.deepEqual(await tiles.allTextContents(), after, 'the link replays the move on the same places');
  await closePage(session, 'digits equal numbers');
});

test('Show solution asking "Really show?" moves no button of the bar on a phone', async () => {
  const { session, page, area } = await openGame('#digits=415:1,2,3,4,5,6&moves=6@5%2B1@0');
  const bar = () => page.$$eval('#digits-game .play-bar .btn', (nodes) => nodes.map((n) => {
    const r = n.getBoundingClientRect();
    return [Math.round(r.x), Math.round(r.width)].join(',');
  }));
  const before = await bar();
  await area.getByRole('button', { name: 'Show solution' }).tap();
  await page.waitForFunction(() => document.querySelector('#digits-game-solution').textContent === 'Really show?');
  assert.deepEqual(await bar(), before);
  await closePage(session, 'digits ask still');
});

test('the shortcuts list opens over the board, not above it (a desktop with a keyboard)', async () => {
  const { session, page } = await openGame('#digits=415:1,2,3,4,5,6', { viewport: { width: 1280, height: 800 } });
  const still = await boardBoxes(page);
  await page.focus('#digits-shortcuts');
  await page.keyboard.press('Enter');
  await page.waitForSelector('#digits-shortcuts-panel:not([hidden])');
  assert.deepEqual(await boardBoxes(page), still);
  assert.equal(await page.getAttribute('#digits-shortcuts', 'title'), null, 'no tooltip repeating its name');
  await closePage(session, 'digits shortcuts over');
});

test('every change is said once in words: a move and its stars, the new best, a dead end, a new puzzle, the day', async () => {
  const { session, page, area } = await openGame('#digits=739:37,20,3,100');
  assert.equal(await page.getAttribute('#digits-game-hint-text', 'role'), 'status'); // a polite live region, above the bar
  await area.locator('.play-tile', { hasText: /^37$/ }).click();
  await area.getByRole('button', { name: 'times' }).click();
  await area.locator('.play-tile', { hasText: /^20$/ }).click();
  await page.waitForFunction(() => document.querySelector('#digits-game').dataset.moves === '1');
  assert.equal(await said(page), '37 times 20 makes 740. Best so far: 740, 1 away, 2 of 3 stars.');
  // the stars in the accessibility tree, in words
  assert.match(await page.locator('#digits-game-stars').ariaSnapshot(), /Best so far: 740, 1 away\. 2 of 3 stars\./);
  await area.locator('.play-tile', { hasText: /^740$/ }).click();
  await area.getByRole('button', { name: 'times' }).click();
  await area.locator('.play-tile', { hasText: /^3$/ }).click();
  await page.waitForFunction(() => document.querySelector('#digits-game').dataset.moves === '2');
  assert.equal(await said(page), '740 times 3 makes 2220.', 'the best unchanged: the stars not said again');
  // the moves list reads as sentences
  const moves = await page.getByRole('list', { name: 'Your moves' }).ariaSnapshot();
  assert.match(moves, /listitem: 37 times 20 makes 740\./);
  assert.match(moves, /listitem: 740 times 3 makes 2220\./);
  // the day's puzzle and a new puzzle, said as they open
  await page.getByRole('button', { name: 'Digits of the day' }).click();
  await page.waitForFunction(() => /^Digits of the day, \d{4}-\d{2}-\d{2}: make \d+ from \d+(, \d+)+\.$/.test(document.querySelector('#digits-game-hint-text').textContent));
  await page.getByRole('button', { name: 'New puzzle' }).click();
  await page.waitForFunction(() => /^New puzzle: make \d+ from \d+(, \d+)+\.$/.test(document.querySelector('#digits-game-hint-text').textContent));
  await closePage(session, 'digits said');
});

test('Show solution\'s steps read as sentences, the numbers after each in words', async () => {
  const { session, page } = await openGame('#digits=415:1,2,3,4,5,6&show=solution');
  await page.waitForSelector('#panel-digits[data-state="done"]');
  const steps = web.engine.solve('digits', 'target: 415\nnumbers: 1 2 3 4 5 6').structured_steps;
  const names = { '+': 'plus', '-': 'minus', '*': 'times', '/': 'divided by' };
  const snapshot = await page.getByRole('list', { name: 'Solution' }).ariaSnapshot();
  const first = steps[0];
  assert.match(snapshot, new RegExp(`listitem: ${first.a} ${names[first.op]} ${first.b} makes ${first.result}; the numbers are then [\\d, ]+\\.`));
  assert.doesNotMatch(snapshot, /= \d+ \d/, 'no signs and numbers run together');
  await closePage(session, 'digits solution sentences');
});

test('keys: the numbers are one Tab stop and the operations another, arrows move inside, a move by keyboard', async () => {
  const { session, page, area } = await openGame('#digits=415:1,2,3,4,5,6', { viewport: { width: 1280, height: 800 } });
  assert.equal(await page.getByRole('toolbar', { name: 'Numbers' }).count(), 1);
  assert.equal(await page.getByRole('toolbar', { name: 'Operations' }).count(), 1);
  const focused = () => page.evaluate(() => ({ text: document.activeElement.textContent, label: document.activeElement.getAttribute('aria-label') || '', id: document.activeElement.id }));
  await area.locator('.play-tile').first().focus();
  assert.equal((await focused()).text, '1');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  assert.equal((await focused()).text, '3');
  await page.keyboard.press('End');
  assert.equal((await focused()).text, '6');
  await page.keyboard.press('Enter'); // picks 6
  await page.keyboard.press('Tab');
  assert.equal((await focused()).label, 'plus', 'one Tab from the numbers to the operations');
  await page.keyboard.press('ArrowRight');
  assert.equal((await focused()).label, 'minus');
  await page.keyboard.press('Tab');
  assert.equal((await focused()).id, 'digits-game-submit', 'one Tab from the operations to Submit');
  await page.keyboard.press('Shift+Tab');
  assert.equal((await focused()).label, 'minus', 'back to the operation last used');
  await page.keyboard.press('Enter'); // picks −
  await page.keyboard.press('Shift+Tab');
  assert.equal((await focused()).text, '6', 'back to the number last used');
  await page.keyboard.press('Home');
  await page.keyboard.press('Enter'); // 6 − 1
  await page.waitForFunction(() => document.querySelector('#digits-game').dataset.moves === '1');
  assert.equal(await said(page), '6 minus 1 makes 5. Best so far: 6, 409 away, no stars.');
  // the Tab stops of the game before Undo: the numbers, the operations, Submit
  const stops = await page.$$eval('#digits-game-pool button, #digits-game .op-btn, #digits-game-submit', (nodes) => nodes.filter((n) => n.tabIndex === 0 && !n.disabled).length);
  assert.equal(stops, 3);
  await closePage(session, 'digits keys');
});

test('axe-core finds nothing on a played board: used places, a hint on a picked number, a win, light and dark', async () => {
  const { readFileSync } = await import('node:fs');
  const { createRequire } = await import('node:module');
  const source = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  const found = [];
  for (const colorScheme of ['light', 'dark']) {
    const { session, page, area } = await openGame('#digits=10:7,3,2,5&moves=5-2', { ...PHONE, colorScheme });
    await area.locator('.play-tile', { hasText: /^7$/ }).click();
    await area.getByRole('button', { name: 'Hint', exact: true }).click();
    await page.waitForFunction(() => document.querySelector('#digits-game .hinted'));
    const scan = async (what) => {
      await page.evaluate(source);
      const violations = await page.evaluate(async () => (await window.axe.run(document, { resultTypes: ['violations'] })).violations
        .map((v) => v.id + ': ' + v.nodes.map((n) => n.target.join(' ')).join(', ')));
      for (const v of violations) found.push(colorScheme + ', ' + what + ': ' + v);
    };
    await scan('mid-game');
    await area.locator('.op-btn.hinted').click();
    await area.locator('.play-tile.hinted').click();
    await page.waitForSelector('#digits-game[data-state="solved"]');
    await scan('won');
    await closePage(session, 'digits axe ' + colorScheme);
  }
  assert.deepEqual(found, []);
});
