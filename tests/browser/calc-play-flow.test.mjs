// calc-play-flow.test.mjs: playing a Calculator level from start to win and on: the graph
// of the solutions closes on the next level and counts as seeing the answer; Show solution
// turns into Hide solution; Ctrl+Z undoes the last press and r resets; digits typed in the
// grid of levels press no key; the keyboard's focus through a win and Play level N; a link
// to a won level offers the next one; the graph names Store's long press Save.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { levelText } from '../wasm/engine.mjs';
import { dailyOf, playWithHints, useBrowserAndEngine } from './helpers.mjs';
import { closePage, openPage } from './server.mjs';

const web = useBrowserAndEngine();
const bundled = (n) => web.engine.bundledLevels().find((l) => l.level === n);
const presses = (page) => page.$eval('#calc-play-view', (v) => Number(v.dataset.presses));
const untilPresses = (page, n) => page.waitForFunction((k) => Number(document.querySelector('#calc-play-view').dataset.presses) === k, n);

async function openPlay(hash) {
  const session = await openPage(web.browser, web.server.url + hash);
  await session.page.waitForSelector('#calc-play-view[data-state="playing"]');
  return session;
}

// Plays the engine's solution of bundled level n by its keys' labels, to the win.
async function playSolution(page, n) {
  for (const press of web.engine.solveCalc(levelText(bundled(n))).solution) {
    const before = await presses(page);
    await page.locator(`#calc-play-keypad button[data-press="${press}"]`).click();
    await untilPresses(page, before + 1);
  }
  await page.waitForSelector('#calc-play-win:not([hidden])');
}

test('the graph opened on one level is closed on the next, and a win after opening it is not a clean one', async () => {
  const session = await openPlay('#level=143');
  const { page } = session;
  await page.click('#calc-play-graph summary');
  await page.waitForSelector('#calc-play-graph svg .graph-node');
  await page.click('#calc-level-next');
  await page.waitForFunction(() => document.querySelector('#calc-play-level').textContent === '144');
  assert.equal(await page.locator('#calc-play-graph').evaluate((d) => d.open), false, 'level 144 opens with its graph closed');
  assert.equal(await page.locator('#calc-play-graph svg').count(), 0, 'and nothing of it drawn');
  // opened, closed again, then the level won: the graph was seen
  await page.click('#calc-play-graph summary');
  await page.waitForSelector('#calc-play-graph svg .graph-node');
  await page.click('#calc-play-graph summary');
  await playSolution(page, 144);
  assert.match(await page.textContent('#calc-play-win'), /the graph of the solutions seen/);
  const record = await page.evaluate(() => JSON.parse(localStorage.getItem('calcsolve.calculator.progress'))['144']);
  assert.equal(record.solved, true);
  assert.equal(record.fewest, false, 'no ★ for level 144 (solved in the fewest moves, but not by the player alone)');
  await closePage(session, 'graph per level');
});

test('Show solution turns into Hide solution; hidden, the answer still counts as seen', async () => {
  const session = await openPlay('#level=143');
  const { page } = session;
  const button = page.locator('#calc-play-solution');
  await button.click();
  await button.click(); // the first press asks, the second shows
  await page.waitForSelector('#panel-calc[data-state="done"]');
  assert.equal(await button.textContent(), 'Hide solution');
  assert.equal(await button.getAttribute('aria-expanded'), 'true');
  assert.match(page.url(), /show=solution/);
  await button.click();
  await page.waitForFunction(() => document.querySelector('#calc-solution').hidden);
  assert.equal(await button.textContent(), 'Show solution');
  assert.equal(await button.getAttribute('aria-expanded'), 'false');
  await page.waitForFunction(() => !/show=solution/.test(location.hash));
  // asked again: the answer from where the game is now
  await page.locator('#calc-play-keypad button').first().click();
  await untilPresses(page, 1);
  await button.click();
  await button.click(); // the first press asks, the second shows
  await page.waitForFunction(() => /^Solution from here/.test(document.querySelector('#calc-title').textContent));
  await button.click();
  await page.locator('#calc-play-reset').click();
  await untilPresses(page, 0);
  await playSolution(page, 143);
  assert.match(await page.textContent('#calc-play-win'), /the solution shown/);
  await closePage(session, 'hide solution');
});

test('Ctrl+Z undoes the last press (not the level box\'s text), r resets, digits in the grid press no key', async () => {
  const session = await openPlay('#level=143');
  const { page } = session;
  await page.fill('#calc-level-search', '143');
  await page.press('#calc-level-search', 'Enter');
  await page.waitForSelector('#calc-play-view[data-state="playing"]');
  await page.keyboard.press('1');
  await untilPresses(page, 1);
  await page.keyboard.press('1');
  await untilPresses(page, 2);
  await page.keyboard.press('Control+z');
  await untilPresses(page, 1);
  assert.notEqual(await page.evaluate(() => document.activeElement.id), 'calc-level-search', 'the focus stays in the game');
  assert.equal(await page.textContent('#calc-play-level'), '143');
  await page.keyboard.press('r');
  await untilPresses(page, 0);
  assert.equal(await page.textContent('#calc-play-value'), String(bundled(143).start));
  // the grid of levels: typing a number there is no press
  await page.getByRole('button', { name: 'Levels' }).click();
  await page.locator('#calc-level-grid button').first().focus();
  await page.keyboard.type('14');
  // a hint waits behind any press made before it: once it is answered, no press was made
  await page.keyboard.press('Escape');
  await page.keyboard.press('h');
  await page.waitForFunction(() => /^Hint 1 of \d+: /.test(document.querySelector('#calc-play-status').textContent));
  assert.equal(await presses(page), 0);
  await closePage(session, 'ctrl+z and r');
});

test('with the solution on show, a press and its undo made before the answer comes: the solution is for the state shown', async () => {
  const session = await openPlay('#level=143');
  const { page } = session;
  await page.click('#calc-play-solution');
  await page.click('#calc-play-solution'); // the first press asks, the second shows
  await page.waitForSelector('#panel-calc[data-state="done"]');
  // the most presses on the device so far: the state waited for is the one after the undo
  await page.evaluate(() => {
    const view = document.querySelector('#calc-play-view');
    window.mostPresses = 0;
    new MutationObserver(() => { window.mostPresses = Math.max(window.mostPresses, Number(view.dataset.presses)); })
      .observe(view, { attributes: true, attributeFilter: ['data-presses'] });
  });
  // no pause between the keys: the undo comes while the second press's solution is searched
  await page.keyboard.press('1');
  await page.keyboard.press('1');
  await page.keyboard.press('Backspace');
  await page.waitForFunction(() => window.mostPresses === 2 && document.querySelector('#calc-play-view').dataset.presses === '1' &&
    document.querySelector('#panel-calc').dataset.state === 'done' && document.querySelector('#calc-title').textContent !== 'Searching…');
  let text = levelText(bundled(143));
  text = web.engine.play('calculator', text, '+1').text;
  const expected = web.engine.solveCalc(text);
  assert.equal(await page.textContent('#calc-title'), `Solution from here: ${expected.moves} moves`);
  assert.equal(await page.locator('#calc-solution-steps li').count(), expected.moves);
  await closePage(session, 'press and undo under the solution');
});

test('Replay on a phone is played where it can be seen: the display in view to the win', async () => {
  const session = await openPage(web.browser, web.server.url + '#level=143', { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  const { page } = session;
  await page.waitForSelector('#calc-play-view[data-state="playing"]');
  await page.click('#calc-play-solution');
  await page.click('#calc-play-solution'); // the first press asks, the second shows
  await page.waitForSelector('#panel-calc[data-state="done"]');
  await page.locator('#calc-play').scrollIntoViewIfNeeded();
  await page.click('#calc-play');
  await page.waitForSelector('#calc-play-view[data-state="won"]', { timeout: 15000 });
  await page.waitForFunction(() => { // (the scroll is smooth: wait for it to end)
    const box = document.querySelector('#calc-play-lcd').getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  });
  assert.equal(await page.textContent('#calc-play-value'), String(bundled(143).goal));
  await closePage(session, 'replay on a phone');
});

test('Your own level refused: every wrong field marked at once, the focus on the first; the game on screen and its level box as they were', async () => {
  const session = await openPlay('#level=143');
  const { page } = session;
  await page.click('#calc-own > summary');
  await page.fill('#calc-start', 'abc');
  await page.fill('#calc-goal', '');
  await page.fill('#calc-moves', '999');
  await page.click('#calc-own-play');
  await page.waitForFunction(() => ['start', 'goal', 'moves'].every((f) => document.querySelector('#calc-' + f).getAttribute('aria-invalid') === 'true'));
  for (const field of ['start', 'goal', 'moves']) assert.notEqual(await page.textContent(`#calc-${field}-error`), '', field);
  assert.equal(await page.evaluate(() => document.activeElement.id), 'calc-start');
  assert.equal(await page.inputValue('#calc-level-search'), '143');
  assert.equal(await page.textContent('#calc-play-level'), '143');
  assert.match(page.url(), /#level=143(&|$)/);
  await closePage(session, 'own level refused');
});

test('the graph\'s Actual size / Fit to width keeps the focus; Esc stops a replay; Link copied goes after a while', async () => {
  const session = await openPage(web.browser, web.server.url + '#level=199', { permissions: ['clipboard-read', 'clipboard-write'] });
  const { page } = session;
  await page.waitForSelector('#calc-play-view[data-state="playing"]');
  await page.click('#calc-play-graph summary');
  const fit = page.locator('#calc-play-graph .graph-note button');
  await fit.waitFor();
  const label = await fit.textContent();
  await fit.focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction((before) => document.querySelector('#calc-play-graph .graph-note button').textContent !== before, label);
  assert.equal(await page.evaluate(() => document.activeElement === document.querySelector('#calc-play-graph .graph-note button')), true);
  // Esc stops a replay under way, as Pause does
  await page.click('#calc-play-solution');
  await page.click('#calc-play-solution'); // the first press asks, the second shows
  await page.waitForSelector('#panel-calc[data-state="done"]');
  await page.click('#calc-play');
  await untilPresses(page, 1);
  // while it plays the button is named Pause, with no pressed state besides (read "Pause, pressed" before)
  assert.equal(await page.getByRole('button', { name: 'Pause', exact: true }).getAttribute('aria-pressed'), null);
  await page.keyboard.press('Escape');
  const stoppedAt = await presses(page);
  await page.waitForFunction(() => !document.querySelector('#calc-play').classList.contains('playing'));
  assert.equal(await page.textContent('#calc-play'), 'Replay');
  assert.ok(stoppedAt < 6, `stopped after ${stoppedAt} of 6`);
  // Copy link's "Link copied." is not left beside the next puzzle
  await page.click('#calc-play-link');
  await page.waitForFunction(() => document.querySelector('#calc-play-link-status').textContent !== '');
  // presses were played: the line says the link has none of them (the clipboard has the level alone)
  // and, the answer shown, that the link shows it too, and how to copy one to play (a player can send a
  // friend "a puzzle" that opened solved)
  assert.equal(await page.textContent('#calc-play-link-status'), 'Link copied: the puzzle from its start, without your moves. ' +
    'It opens with the solution shown: hide the solution first for a link to play.');
  assert.match(await page.evaluate(() => navigator.clipboard.readText()), /#level=199&show=solution$/);
  await page.click('#calc-play-solution'); // Hide solution
  await page.waitForFunction(() => document.querySelector('#calc-play-solution').textContent === 'Show solution');
  await page.click('#calc-play-link');
  await page.waitForFunction(() => /for a friend to play\.$/.test(document.querySelector('#calc-play-link-status').textContent));
  assert.equal(await page.textContent('#calc-play-link-status'), 'Link copied: the puzzle from its start, without your moves, for a friend to play.');
  assert.match(await page.evaluate(() => navigator.clipboard.readText()), /#level=199$/);
  await page.waitForFunction(() => document.querySelector('#calc-play-link-status').textContent === '', null, { timeout: 10000 });
  await closePage(session, 'graph focus, esc, link copied');
});

test('on a phone the hint is brought into view', async () => {
  const session = await openPage(web.browser, web.server.url + '#level=143',
    { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  const { page } = session;
  await page.waitForSelector('#calc-play-view[data-state="playing"]');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.locator('#calc-play-keypad button').first().tap();
  await untilPresses(page, 1);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.locator('#calc-play-hint').tap();
  await page.waitForFunction(() => /^Hint 1 of \d+: /.test(document.querySelector('#calc-play-status').textContent));
  const bottom = await page.$eval('#calc-play-status', (line) => line.getBoundingClientRect().bottom);
  assert.ok(bottom <= 740, `the hint's line ends at ${bottom} px, the window at 740`);
  await closePage(session, 'hint in view');
});

test('the day\'s Copy result copies the result and the day\'s link, and says it copied beside the button, not under the device', async () => {
  const session = await openPage(web.browser, web.server.url + '#daily', { permissions: ['clipboard-read', 'clipboard-write'] });
  const { page } = session;
  await page.waitForSelector('#calc-play-view[data-state="playing"]');
  await playWithHints(page, dailyOf(new Date().toISOString().slice(0, 10)).puzzle.moves);
  await page.waitForSelector('#calc-play-win:not([hidden])');
  const status = await page.textContent('#calc-play-status');
  await page.click('#calc-play-copy');
  await page.waitForFunction(() => document.querySelector('#calc-play-copied').textContent === 'Copied.');
  // the result, then the day's link on its own line (a friend plays the same puzzle)
  const date = new Date().toISOString().slice(0, 10);
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), (await page.textContent('#calc-play-share')) + '\n' + web.server.url + '#daily=' + date);
  assert.equal(await page.textContent('#calc-play-status'), status, 'the line under the device is not used for it');
  await closePage(session, 'copy result');
});

test('the bare address opens the level last opened (level 1 the first time), to go on where one was', async () => {
  const session = await openPage(web.browser, web.server.url);
  const { page } = session;
  await page.waitForSelector('#calc-play-view[data-state="playing"]');
  assert.equal(await page.textContent('#calc-play-level'), '1', 'a first visit starts at level 1');
  await page.click('#calc-level-next');
  await page.waitForFunction(() => document.querySelector('#calc-play-level').textContent === '2');
  await page.goto('about:blank');
  await page.goto(web.server.url);
  await page.waitForSelector('#calc-play-view[data-state="playing"]');
  assert.equal(await page.textContent('#calc-play-level'), '2');
  await closePage(session, 'go on where one was');
});

// A keyboard-only screen-reader user through a win and on to the next level.
test('by keyboard: the win takes the focus to its box, not to Play level N (one more Enter would leave the level); Play level N focuses the new level\'s first key and says the level; r after a win keeps the focus in the game', async () => {
  const session = await openPlay('#level=143');
  const { page } = session;
  const focusedId = () => page.evaluate(() => document.activeElement && document.activeElement.id);
  // the win box (a status) is shown once, whole: not "Solved in 5 moves" and then again with ", the fewest possible"
  await page.evaluate(() => {
    window.__winShown = [];
    new MutationObserver(() => {
      const box = document.querySelector('#calc-play-win');
      if (!box.hidden) window.__winShown.push(box.textContent.replace(/\s+/g, ' ').trim());
    }).observe(document.querySelector('#calc-play-win'), { attributes: true, childList: true, subtree: true, characterData: true });
  });
  await page.click('#calc-play-solution');
  await page.click('#calc-play-solution'); // the first press asks, the second shows
  await page.waitForSelector('#calc-solution-steps li');
  const steps = await page.locator('#calc-solution-steps li').count();
  // a step is read "plus 1 gives 1.", not "+1 1" (its arrow is drawn, hidden from screen readers)
  assert.match(await page.locator('#calc-solution-steps li').first().ariaSnapshot(), /^- listitem: plus 1 gives 1 ?\.$/);
  await page.focus('#calc-step');
  for (let i = 1; i <= steps; i++) {
    await page.keyboard.press('Enter');
    await page.waitForFunction((n) => document.querySelectorAll('#calc-solution-steps li.played').length === n, i);
  }
  await page.waitForSelector('#calc-play-win:not([hidden])');
  await page.waitForFunction(() => document.activeElement && document.activeElement.id === 'calc-play-win');
  const shown = await page.evaluate(() => window.__winShown);
  assert.ok(shown.length > 0 && shown.every((text) => /the fewest possible/.test(text)), 'the win box was shown before it was whole:\n' + shown.join('\n'));
  await page.keyboard.press('Enter'); // the reflex once more: nothing leaves the level
  assert.equal(await page.textContent('#calc-play-level'), '143');
  assert.equal(await page.textContent('#calc-play-announce'), '', 'the link\'s own level is not said: it is what the page opened on');
  // r after the win: back to the start, the focus on a key, not on the page's body
  await page.keyboard.press('r');
  await untilPresses(page, 0);
  assert.match(await page.evaluate(() => document.activeElement.closest('#calc-play-keypad') ? 'key' : document.activeElement.tagName), /^key$/);
  // won again by the keys, then Play level 144 by keyboard
  await playSolution(page, 143);
  assert.equal(await focusedId(), 'calc-play-win');
  await page.keyboard.press('Tab');
  assert.equal(await focusedId(), 'calc-play-next');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('#calc-play-level').textContent === '144');
  await page.waitForFunction(() => document.activeElement && document.activeElement.closest('#calc-play-keypad') !== null);
  const level = bundled(144);
  const keysSaid = (l) => ' Keys: ' + l.buttons.map((b) => b.spoken).join(', ') + '.'; // the engine's spoken names
  assert.equal(await page.textContent('#calc-play-announce'), `Level 144: from ${level.start} to ${level.goal} in ${level.moves} moves.` + keysSaid(level));
  // the level box's Enter says the level too
  await page.fill('#calc-level-search', '57');
  await page.press('#calc-level-search', 'Enter');
  await page.waitForFunction(() => document.querySelector('#calc-play-level').textContent === '57');
  const l57 = bundled(57);
  assert.equal(await page.textContent('#calc-play-announce'), `Level 57: from ${l57.start} to ${l57.goal} in ${l57.moves} ${l57.moves === 1 ? 'move' : 'moves'}.` + keysSaid(l57));
  // a number with no level: said on Enter, not only in the box's description (read on focus)
  await page.fill('#calc-level-search', '500');
  await page.press('#calc-level-search', 'Enter');
  assert.equal(await page.textContent('#calc-play-announce'), 'There is no level “500”: they are numbered 1 to 199.');
  // the "?" list says how its one-key shortcuts work with a screen reader
  assert.match(await page.textContent('#calc-shortcuts-panel'), /With a screen reader, switch to focus \(forms\) mode first/);
  await closePage(session, 'keyboard win');
});

test('a save into Store says what Store holds now (its key keeps its name: the display\'s STORE line says it to the eye)', async () => {
  const session = await openPlay('#level=145');
  const { page } = session;
  const before = await presses(page);
  await page.locator('#calc-play-keypad button[data-kind="store-save"]').click();
  await untilPresses(page, before + 1);
  const shown = await page.textContent('#calc-play-value');
  const level = bundled(145);
  assert.equal(await page.textContent('#calc-play-status'), `Save → ${shown}. Store holds ${shown}. ${level.moves - 1} moves left.`);
  assert.match(await page.textContent('#calc-play-view'), new RegExp('STORE ' + shown));
  // a plain press does not say it
  await page.locator('#calc-play-keypad button[data-kind="add"]').click();
  await untilPresses(page, before + 2);
  assert.doesNotMatch(await page.textContent('#calc-play-status'), /Store holds/);
  await closePage(session, 'store said');
});

test('a link to a level won opens its win box with the next level, not "That was the last level"', async () => {
  // the link reads level 57 alone first; the whole list (which knows level 58) comes after
  const presses = web.engine.solveCalc(levelText(bundled(57))).steps.map((s) => encodeURIComponent(s.press)).join(',');
  const session = await openPage(web.browser, web.server.url + '#level=57&presses=' + presses);
  const { page } = session;
  await page.waitForSelector('#calc-play-win:not([hidden])');
  await page.waitForFunction(() => document.querySelector('#calc-play-next').textContent === 'Play level 58');
  assert.equal(await page.isVisible('#calc-play-next'), true);
  assert.doesNotMatch(await page.textContent('#calc-play-win-note'), /last level/);
  await closePage(session, 'won link');
});

test('the graph of the solutions names Store\'s long press Save, as the keypad does', async () => {
  // "Store:save" on the graph's edge is the engine's notation, not a key a player sees on the device
  const session = await openPlay('#level=143');
  const { page } = session;
  await page.evaluate(() => { const box = document.getElementById('calc-play-graph'); box.closest('details:not(#calc-play-graph)')?.setAttribute('open', ''); });
  await page.click('#calc-play-graph > summary');
  await page.waitForSelector('#calc-play-graph svg.graph-svg', { timeout: 30000 });
  const labels = await page.$$eval('#calc-play-graph .graph-edge-label', (nodes) => nodes.map((n) => n.textContent));
  // level 143's one shortest solution: +1, Save, Store, +1, Store
  assert.deepEqual(labels.sort(), ['+1', '+1', 'Save', 'Store', 'Store']);
  await closePage(session, 'graph names');
});

test('a press that leaves the display as it was says so: the move still counts', async () => {
  const session = await openPlay('#start=11&goal=16&moves=3&buttons=5%3D%3E16,%2B5');
  const { page } = session;
  await page.locator('#calc-play-keypad button').first().click();
  await untilPresses(page, 1);
  assert.match(await page.textContent('#calc-play-status'), /^5=>16 → 11 \(no change: the press still took a move\)\. 2 moves left\.$/);
  await page.locator('#calc-play-keypad button').nth(1).click();
  await untilPresses(page, 2);
  // a press that changed the display does not say it
  await page.locator('#calc-play-undo').click();
  await untilPresses(page, 1);
  await page.locator('#calc-play-undo').click();
  await untilPresses(page, 0);
  await page.locator('#calc-play-keypad button').nth(1).click();
  await untilPresses(page, 1);
  assert.doesNotMatch(await page.textContent('#calc-play-status'), /no change/);
  await closePage(session, 'unchanged press');
});

const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };
// The page's boxes in document coordinates (the window's scroll added).
const boxesOf = (page, selector) => page.$$eval(selector, (nodes) => nodes.filter((n) => n.offsetParent).map((n) => {
  const box = n.getBoundingClientRect();
  return { name: n.id || n.textContent.trim(), left: box.left + scrollX, top: box.top + scrollY, right: box.right + scrollX, bottom: box.bottom + scrollY };
}));
// A finger's tap where an element is now, in the window (a locator's tap scrolls it into view first).
async function tapHere(page, selector) {
  const box = await page.$eval(selector, (n) => n.getBoundingClientRect().toJSON());
  await page.touchscreen.tap(box.left + box.width / 2, box.top + box.height / 2);
}
const overlap = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

test('on a phone the board stays still: a win shows on the device, no press scrolls the page, Play level N is away from the keys', async () => {
  const session = await openPage(web.browser, web.server.url + '#level=1', PHONE);
  const { page } = session;
  await page.waitForSelector('#calc-play-view[data-state="playing"]');
  const level = bundled(1);
  const solution = web.engine.solveCalc(levelText(level)).solution;
  assert.deepEqual(solution, ['+1', '+1']);
  await page.waitForFunction(() => document.querySelector('#calc-play-level').textContent === '1' && document.querySelector('#calc-play-goal-line').textContent !== '');
  await page.evaluate(() => new Promise((resolve) => setTimeout(() => requestAnimationFrame(resolve), 300)));
  const scrolled = await page.evaluate(() => window.scrollY);
  const keys = await boxesOf(page, '#calc-play-keypad button, #calc-play-view .play-controls button');
  // two quick taps of +1, the second before the first's answer, where the finger is (a locator's
  // tap would scroll the key into view itself)
  const plusOne = keys.find((k) => k.name === '+1');
  const tapAt = async (box) => page.touchscreen.tap((box.left + box.right) / 2 - scrolled, (box.top + box.bottom) / 2 - scrolled);
  await tapAt(plusOne);
  await tapAt(plusOne);
  await page.waitForSelector('#calc-play-win:not([hidden])');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  assert.equal(await page.evaluate(() => window.scrollY), scrolled, 'the winning tap scrolled the page');
  await page.waitForFunction(() => /below the calculator/.test(document.querySelector('#calc-play-won').textContent));
  // the win on the device: the display says so, and a line under the keys, in the window
  assert.equal(await page.textContent('#calc-play-note'), 'solved');
  assert.equal(await page.textContent('#calc-play-won'), 'Solved in 2 moves, the fewest possible. “Play\u00a0level\u00a02” is below the calculator.');
  const line = (await boxesOf(page, '#calc-play-won'))[0];
  assert.ok(line.bottom <= 740 + scrolled, `the win's line ends at ${line.bottom} px`);
  // Play level 2 is where no key was; a third tap where a key was navigates nowhere
  const next = (await boxesOf(page, '#calc-play-next'))[0];
  assert.equal(await page.textContent('#calc-play-next'), 'Play level 2');
  for (const k of keys) assert.ok(!overlap(next, k), `Play level 2 (${JSON.stringify(next)}) lies over ${k.name} (${JSON.stringify(k)})`);
  await tapAt(plusOne);
  await page.waitForTimeout(300);
  assert.equal(await page.textContent('#calc-play-level'), '1');
  // Show solution (asked twice) does not move the page either
  await tapHere(page, '#calc-play-solution');
  await tapHere(page, '#calc-play-solution');
  await page.waitForFunction(() => document.querySelector('#calc-play-solution').textContent === 'Hide solution');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  assert.equal(await page.evaluate(() => window.scrollY), scrolled, 'Show solution scrolled the page');
  await closePage(session, 'board still, win');
  // a long hint (no win left: what would help and what to undo) does not move the page
  const dead = await openPage(web.browser, web.server.url + '#level=5', PHONE);
  await dead.page.waitForSelector('#calc-play-view[data-state="playing"]');
  await dead.page.evaluate(() => new Promise((resolve) => setTimeout(() => requestAnimationFrame(resolve), 300)));
  const still = await dead.page.evaluate(() => window.scrollY);
  for (let i = 1; i <= 2; i++) {
    await tapHere(dead.page, '#calc-play-keypad button[data-press="+4"]');
    await untilPresses(dead.page, i);
  }
  await tapHere(dead.page, '#calc-play-hint');
  await dead.page.waitForFunction(() => /Undo/.test(document.querySelector('#calc-play-status').textContent));
  assert.equal(await dead.page.evaluate(() => window.scrollY), still, 'the hint scrolled the page');
  await closePage(dead, 'board still, hint');
});

test('Show solution asks first: the first press says what it will do and asks for a second; a link\'s show=solution shows at once', async () => {
  const session = await openPage(web.browser, web.server.url + '#level=143', PHONE);
  const { page } = session;
  await page.waitForSelector('#calc-play-view[data-state="playing"]');
  const scrolled = await page.evaluate(() => window.scrollY);
  const button = page.locator('#calc-play-solution');
  await button.tap();
  assert.equal(await button.textContent(), 'Really show?');
  assert.equal(await page.textContent('#calc-play-status'), 'Show solution shows every press from here to the goal, and this game no longer earns its star. Press it again to show it.');
  assert.equal(await page.isHidden('#calc-solution'), true);
  assert.doesNotMatch(page.url(), /show=solution/);
  // the focus gone elsewhere, the next press asks again
  await page.evaluate(() => document.activeElement.blur());
  assert.equal(await button.textContent(), 'Show solution');
  await button.tap();
  assert.equal(await page.isHidden('#calc-solution'), true);
  await button.tap();
  await page.waitForSelector('#calc-solution-steps li');
  await page.waitForFunction(() => /show=solution/.test(location.hash));
  assert.equal(await button.textContent(), 'Hide solution');
  assert.equal(await page.evaluate(() => window.scrollY), scrolled, 'Show solution scrolled the page');
  assert.equal(await page.textContent('#calc-play-status'), 'The solution is below the calculator.');
  await closePage(session, 'show solution asks');
  const linked = await openPage(web.browser, web.server.url + '#level=143&show=solution', PHONE);
  await linked.page.waitForSelector('#calc-solution-steps li');
  assert.equal(await linked.page.textContent('#calc-play-solution'), 'Hide solution');
  await closePage(linked, 'show solution link');
});

test('on a phone every key and control of the game is at least 44 × 44 CSS px', async () => {
  for (const hash of ['#level=199', '#level=143']) {
    const session = await openPage(web.browser, web.server.url + hash, PHONE);
    const { page } = session;
    await page.waitForSelector('#calc-play-view[data-state="playing"]');
    await page.click('#calc-level-all');
    await page.waitForFunction(() => document.querySelectorAll('#calc-level-grid .level-tile').length === 199);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const small = await page.$$eval(['[role="tab"]', '#calc-bar button', '#calc-level-ranges button', '#calc-level-grid .level-tile', '#calc-play-keypad button',
      '#calc-play-view .play-controls button', '#calc-play-view .play-side button', '#calc-play-view .play-side summary'].join(', '),
    (nodes) => nodes.filter((n) => n.offsetParent && !n.hidden).map((n) => {
      const box = n.getBoundingClientRect();
      return { name: n.id || n.textContent.trim().slice(0, 20), width: Math.round(box.width * 10) / 10, height: Math.round(box.height * 10) / 10 };
    }).filter((b) => b.width < 44 || b.height < 44));
    assert.deepEqual(small, [], `${hash}: targets under 44 × 44 px`);
    await closePage(session, 'targets ' + hash);
  }
});
