// play.test.mjs: play mode of the Calculator tab in Chromium: five bundled
// levels (a portal, Store, [+]N and two others) played only by pressing the key
// the Hint names, each ending "Solved" in exactly the engine's fewest moves;
// Undo, Reset and Backspace; the role=status text when no win is left (with the
// presses to undo, checked against the engine's hints of the earlier states);
// moves running out; progress in localStorage surviving a reload and shown on
// the level grid; Next level; Store's save by keyboard (the Save key) and by
// Shift+click; the Play button beside Solve and the Replay control; unique names.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { levelText, loadEngine } from '../wasm/engine.mjs';
import { closePage, openPage, useBrowser } from './server.mjs';

const web = useBrowser();
let engine;
let levels;
before(async () => {
  engine = await loadEngine();
  levels = engine.bundledLevels();
});
const bundled = (n) => levels.find((l) => l.level === n);

const status = (page) => page.locator('#play-status');
const presses = (page) => page.$eval('#calc-play-view', (v) => Number(v.dataset.presses));
const key = (page, label) => page.getByRole('button', { name: label, exact: true });

async function openPlay(url) {
  const session = await openPage(web.browser, url);
  await session.page.waitForSelector('#calc-play-view:not([hidden])');
  return session;
}

// Presses a key and waits until the engine's answer is on the page.
async function press(page, label, options) {
  const before = await presses(page);
  await key(page, label).click(options);
  await page.waitForFunction((n) => Number(document.querySelector('#calc-play-view').dataset.presses) === n, before + 1);
}

async function askHint(page) {
  await key(page, 'Hint').click();
  await page.waitForFunction(() => {
    const text = document.querySelector('#play-status').textContent;
    return text.startsWith('Hint: ') || text.startsWith('No ');
  });
  return status(page).textContent();
}

for (const [n, what] of [[199, 'a portal'], [143, 'Store'], [139, '[+]N'], [30, 'append and convert'], [100, 'arithmetic and SUM']]) {
  test(`level ${n} (${what}) is solved by pressing only what Hint names, in the engine's fewest moves`, async () => {
    const fewest = engine.solveCalc(levelText(bundled(n))).moves;
    const session = await openPlay(web.server.url + `#level=${n}&mode=play`);
    const { page } = session;
    assert.equal(await page.textContent('#play-value'), String(bundled(n).start));
    assert.equal(await page.textContent('#play-moves'), String(bundled(n).moves));
    assert.equal(await page.textContent('#play-goal'), String(bundled(n).goal));
    const named = [];
    for (let i = 0; i < fewest; i++) {
      const text = await askHint(page);
      const match = /^Hint: press (\S+)/.exec(text);
      assert.ok(match, `a hint names a key: ${text}`);
      named.push(match[1]);
      await press(page, match[1]);
    }
    await page.waitForSelector('#play-win:not([hidden])');
    assert.match(await page.textContent('#play-win'), new RegExp(`Solved\\s+in ${fewest} moves?`));
    assert.equal(await status(page).textContent(), `Solved in ${fewest} ${fewest === 1 ? 'move' : 'moves'}.`);
    assert.equal(await page.getAttribute('#calc-play-view', 'data-state'), 'won');
    assert.equal(await page.textContent('#play-value'), String(bundled(n).goal));
    assert.equal(await page.textContent('#play-hints-used'), `${fewest} hints used`);
    if (n === 143) assert.ok(named.includes('Save'), 'Store is saved through its Save key: ' + named.join(' '));
    if (n === 139) assert.ok(named.some((k) => k.startsWith('[+]')), 'a [+]N key is pressed: ' + named.join(' '));
    // a won game takes no more presses
    assert.equal(await key(page, 'Hint').isDisabled(), true);
    await closePage(session, `level ${n}`);
  });
}

test('Undo, Reset and Backspace go back through the engine’s states; the portal falls', async () => {
  const session = await openPlay(web.server.url + '#level=199&mode=play');
  const { page } = session;
  await press(page, '7');
  // 30027 falls through the portal to 30
  await page.waitForFunction(() => document.querySelector('#play-value').textContent === '30');
  assert.equal(await page.textContent('#play-moves'), '5');
  assert.match(await status(page).textContent(), /^7: 30 \(30027 fell through the portal\)\. 5 moves left\.$/);
  await press(page, '3=>5');
  assert.equal(await page.textContent('#play-value'), '50');
  await key(page, 'Undo').click();
  await page.waitForFunction(() => document.querySelector('#calc-play-view').dataset.presses === '1');
  assert.equal(await page.textContent('#play-value'), '30');
  assert.equal(await page.textContent('#play-moves'), '5');
  await press(page, 'Inv10');
  await press(page, 'Shift>');
  await key(page, 'Reset').click();
  await page.waitForFunction(() => document.querySelector('#calc-play-view').dataset.presses === '0');
  assert.equal(await page.textContent('#play-value'), '3002');
  assert.equal(await page.textContent('#play-moves'), '6');
  assert.equal(await key(page, 'Undo').isDisabled(), true);
  // Backspace undoes a press
  await press(page, '7');
  await key(page, '7').focus();
  await page.keyboard.press('Backspace');
  await page.waitForFunction(() => document.querySelector('#calc-play-view').dataset.presses === '0');
  assert.equal(await page.textContent('#play-value'), '3002');
  await closePage(session, 'undo');
});

test('with no win left the status says what would help and how many presses to undo; then moves run out', async () => {
  // level 5: 0 to 20 in 3 moves with +4, x4
  const level = bundled(5);
  const session = await openPlay(web.server.url + '#level=5&mode=play');
  const { page } = session;
  await press(page, '+4');
  await press(page, '+4');
  // 8 with one move left cannot win; from 4 with two it can (x4, +4)
  const here = engine.hint('calculator', `start: 8\ngoal: 20\nmoves: 1\nbuttons: +4, x4\n`);
  assert.equal(here.solvable, false);
  assert.equal(engine.hint('calculator', `start: 4\ngoal: 20\nmoves: 2\nbuttons: +4, x4\n`).solvable, true);
  const text = await askHint(page);
  assert.ok(text.startsWith(here.message), text);
  assert.match(text, /Undo 1 press to get back to a position that can still win\.$/);
  await press(page, 'x4');
  assert.equal(await page.getAttribute('#calc-play-view', 'data-state'), 'lost');
  assert.equal(await status(page).textContent(), `No moves left: the display shows 32, not the goal ${level.goal}. Undo or Reset to try again.`);
  assert.equal(await key(page, '+4').isDisabled(), true);
  const out = await askHint(page);
  assert.equal(out, 'No moves left, and the display does not show the goal. Undo 2 presses to get back to a position that can still win.');
  assert.equal(await page.textContent('#play-hints-used'), '2 hints used');
  await closePage(session, 'no win');
});

test('progress: a win is kept in localStorage, shown on the level grid after a reload; Next level', async () => {
  const session = await openPlay(web.server.url + '#level=5&mode=play');
  const { page } = session;
  // solved without a hint, by the engine's own solution
  for (const label of engine.solveCalc(levelText(bundled(5))).solution) await press(page, label);
  await page.waitForSelector('#play-win:not([hidden])');
  assert.match(await page.textContent('#play-win-note'), /without a hint/);
  // level 6 with a hint
  await key(page, 'Next level').click();
  await page.waitForFunction(() => document.querySelector('#play-title').textContent === 'Level 6');
  assert.match(page.url(), /#level=6&mode=play$/);
  assert.equal(await page.textContent('#play-value'), String(bundled(6).start));
  await askHint(page);
  for (const label of engine.solveCalc(levelText(bundled(6))).solution) await press(page, label);
  await page.waitForSelector('#play-win:not([hidden])');
  const stored = JSON.parse(await page.evaluate(() => localStorage.getItem('calcsolve.calculator.progress')));
  assert.deepEqual(stored['5'], { solved: true, clean: true, hints: 0 });
  // Next level was a history entry: Back plays level 5 again, Forward level 6; the
  // shortcut n plays the next level too
  await page.goBack();
  await page.waitForFunction(() => document.querySelector('#play-title').textContent === 'Level 5');
  assert.match(page.url(), /#level=5&mode=play$/);
  await page.goForward();
  await page.waitForFunction(() => document.querySelector('#play-title').textContent === 'Level 6');
  await key(page, 'Undo').focus();
  await page.keyboard.press('n');
  await page.waitForFunction(() => document.querySelector('#play-title').textContent === 'Level 7');
  assert.match(page.url(), /#level=7&mode=play$/);
  await page.goBack();
  await page.waitForFunction(() => document.querySelector('#play-title').textContent === 'Level 6');
  assert.deepEqual(stored['6'], { solved: true, clean: false, hints: 1 });

  await page.reload();
  await page.waitForSelector('html[data-ready="true"]');
  await key(page, 'Back to the solver').click();
  await page.click('#level-browser summary');
  const tile = (n) => page.locator(`#level-grid [data-level="${n}"]`);
  await page.waitForFunction(() => document.querySelector('#level-grid [data-level="5"]')?.classList.contains('solved'));
  assert.match(await tile(5).getAttribute('aria-label'), /, solved without hints$/);
  assert.equal(await tile(5).evaluate((t) => t.classList.contains('solved-clean')), true);
  assert.match(await tile(6).getAttribute('aria-label'), /, solved$/);
  assert.equal(await tile(6).evaluate((t) => t.classList.contains('solved-clean')), false);
  assert.doesNotMatch(await tile(7).getAttribute('aria-label'), /solved/);
  await closePage(session, 'progress');
});

test('Store saves by keyboard (the Save key) and by Shift+click; its content is on the display', async () => {
  // level 143: +1, Store:save, Store, +1, Store
  const session = await openPlay(web.server.url + '#level=143&mode=play');
  const { page } = session;
  assert.equal(await page.textContent('#play-state'), 'STORE –');
  await press(page, '+1');
  const value = await page.textContent('#play-value');
  await key(page, 'Save').focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('#calc-play-view').dataset.presses === '2');
  assert.equal(await page.textContent('#play-state'), 'STORE ' + value);
  assert.equal(await page.textContent('#play-presses li:last-child .key'), 'StoreSave');
  await press(page, 'Store');
  const appended = await page.textContent('#play-value');
  assert.equal(appended, value + value);
  await press(page, 'Store', { modifiers: ['Shift'] });
  assert.equal(await page.textContent('#play-state'), 'STORE ' + appended);
  assert.equal(await page.textContent('#play-value'), appended);
  await closePage(session, 'store');
});

test('Play beside Solve opens play mode; Replay replays; keypad names are unique while playing', async () => {
  const session = await openPage(web.browser, web.server.url + '#level=143');
  const { page } = session;
  await page.waitForSelector('#panel-calc[data-state="done"]');
  // the replay control is Replay; the form's chips are "Remove button …"
  assert.equal(await key(page, 'Replay').count(), 1);
  for (const label of ['+1', 'Store', 'Save']) assert.equal(await key(page, label).count(), 0, label + ' names no control in the solver');
  await key(page, 'Play').click();
  await page.waitForSelector('#calc-play-view:not([hidden])');
  assert.match(page.url(), /#level=143&mode=play$/);
  // the first key has the focus: Enter presses it, Tab goes on through the keypad
  assert.equal(await page.evaluate(() => document.activeElement.closest('#play-keypad') !== null), true);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('#calc-play-view').dataset.presses === '1');
  await key(page, 'Reset').click();
  for (const b of bundled(143).buttons) assert.equal(await key(page, b.label).count(), 1, b.label);
  assert.equal(await key(page, 'Save').count(), 1);
  for (const name of ['Hint', 'Undo', 'Reset', 'Next level', 'Play', 'Solve']) assert.ok((await key(page, name).count()) <= 1, name);
  assert.equal(await key(page, 'Solve').count(), 0);
  await key(page, 'Back to the solver').click();
  await page.waitForSelector('#calc-play-view', { state: 'hidden' });
  assert.match(page.url(), /#level=143$/);
  await closePage(session, 'play button');
});
