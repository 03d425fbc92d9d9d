// daily.test.mjs: the puzzle of the day (#daily), "New level" and the graph view
// in Chromium. #daily=DATE opens to play the same level as the native
// `calcsolve daily DATE`, is played to "Solved" by following the engine's hints
// and ends with the share text; #daily alone is today's (UTC) level; New level gives a level that
// the engine solves in exactly its moves; the Graph box draws the engine's graph.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { closePage, openPage, useBrowser } from './server.mjs';
import { climbHints, dailyOf, playWithHints } from './helpers.mjs';

const web = useBrowser();

const playView = '#calc-play-view:not([hidden]) #calc-play-keypad button';

test('#daily=2026-11-23: the CLI\'s level in play mode, played to Solved with hints, and its share text', async () => {
  const expected = dailyOf('2026-11-23');
  const session = await openPage(web.browser, web.server.url + '#daily=2026-11-23');
  const { page } = session;
  await page.waitForSelector(playView);
  assert.equal(await page.textContent('#calc-play-title'), 'Puzzle of the day · 2026-11-23');
  assert.equal(await page.textContent('#calc-play-value'), String(expected.puzzle.start));
  assert.equal(await page.textContent('#calc-play-goal'), String(expected.puzzle.goal));
  assert.match(await page.textContent('#calc-play-meta'), new RegExp('^Difficulty ' + expected.difficulty.toFixed(1) + ' of 10'));
  const labels = await page.$$eval('#calc-play-keypad button', (keys) => keys.map((k) => k.textContent.trim()));
  assert.deepEqual(labels.filter((l) => l !== 'Save'), expected.puzzle.buttons.map((b) => b.label));
  assert.equal(await page.isHidden('#calc-play-share-box'), true);
  assert.match(page.url(), /#daily=2026-11-23$/);
  const hints = await playWithHints(page, expected.puzzle.moves);
  await page.waitForSelector('#calc-play-win:not([hidden])');
  // the day's level is made to need exactly its moves: the hints' way is the fewest
  assert.equal(await page.textContent('#calc-play-win-moves'), 'in ' + expected.puzzle.moves + ' moves, the fewest possible.'); // a sentence: the win box is named by it and its note
  assert.equal(await page.textContent('#calc-play-value'), String(expected.puzzle.goal));
  assert.equal(await page.textContent('#calc-play-share'),
    `calcsolve Calculator puzzle of the day 2026-11-23 · Monday · ${expected.puzzle.moves} moves (the fewest) · ${hints} hints · streak 1`);
  assert.match(await page.textContent('#calc-play-digits'), /^Digits of the day: \d+ from/);
  // followed from under the win box, it opens as Digits' own "Digits of the day" (its title and
  // date), the new game's top in view (the page stayed scrolled near its bottom)
  await page.setViewportSize({ width: 360, height: 740 }); // a phone: the link far down the page
  await page.locator('#calc-play-digits a').scrollIntoViewIfNeeded();
  assert.ok(await page.$eval('#tab-digits', (tab) => tab.getBoundingClientRect().top < 0), 'the page is scrolled past the tabs');
  await page.click('#calc-play-digits a');
  await page.waitForFunction(() => /^Digits of the day · 2026-11-23/.test(document.querySelector('#digits-game-meta').textContent));
  assert.ok(await page.$eval('#tab-digits', (tab) => tab.getBoundingClientRect().top >= 0), 'the tabs are above the window');
  await closePage(session, 'daily');
});

test('#daily alone opens today\'s (UTC) level', async () => {
  const expected = dailyOf(null);
  const session = await openPage(web.browser, web.server.url + '#daily');
  const { page } = session;
  await page.waitForSelector(playView);
  assert.equal(await page.textContent('#calc-play-title'), 'Puzzle of the day · ' + expected.date);
  assert.equal(await page.textContent('#calc-play-value'), String(expected.puzzle.start));
  await closePage(session, 'daily today');
});

test('#daily with a bad date says so', async () => {
  const session = await openPage(web.browser, web.server.url + '#daily=2026-02-30');
  const { page } = session;
  await page.waitForSelector('#notice:not([hidden])');
  assert.match(await page.textContent('#notice-text'), /2026-02 has no day 30/);
  await closePage(session, 'daily bad date');
});

test('New level: a generated level that the engine solves in exactly its moves, and its graph', async () => {
  const session = await openPage(web.browser, web.server.url + '#calculator');
  const { page } = session;
  await page.waitForSelector(playView);
  // the generator's options are beside New level, behind its ⚙ button
  await page.click('#calc-gen-more');
  await page.selectOption('#calc-gen-difficulty', '3');
  await page.selectOption('#calc-gen-moves', '4');
  await page.click('#calc-gen-new');
  await page.waitForFunction(() => document.querySelector('#calc-play-title').textContent === 'New level');
  await page.waitForSelector(playView);
  // its difficulty beside the game, its seed under Details
  assert.match(await page.textContent('#calc-play-meta'), /^Difficulty (2\.[5-9]|3\.\d) of 10\.$/);
  assert.match(await page.textContent('#calc-details-level'), /^Made by the generator from seed \d+ \(calcsolve generate --seed \d+\)\.$/);
  assert.equal(await page.textContent('#calc-play-moves'), '4');
  // in play, the graph marks where the player is
  await page.click('#calc-play-graph summary');
  await page.waitForSelector('#calc-play-graph .graph-node.here[data-layer="0"]');
  await playWithHints(page, 1); // Hint's ladder climbed to the key it names, which is pressed
  await page.waitForSelector('#calc-play-graph .graph-node.here[data-layer="1"]');
  // the form (Your own level) holds the level: its Solve opens it afresh with the engine's
  // answer, in exactly its moves
  await page.click('#calc-own > summary');
  assert.equal(await page.inputValue('#calc-moves'), '4');
  await page.click('#calc-solve');
  // (the panel may already say "done" from before: wait for this search's own title)
  await page.waitForFunction(() => /^Solution: 4 moves/.test(document.querySelector('#calc-title').textContent) &&
    document.querySelector('#panel-calc').dataset.state === 'done');
  assert.equal(await page.locator('#calc-solution-steps li').count(), 4);
  assert.match(await page.textContent('#calc-difficulty'), /^Difficulty (2\.[5-9]|3\.\d) of 10$/);
  // the graph: drawn for the level opened afresh (the player at its start), the solution's 5 states in bold, start to goal
  await page.waitForSelector('#calc-play-graph svg .graph-node.here[data-layer="0"]');
  assert.equal(await page.$$eval('#calc-play-graph .graph-node.on-solution', (n) => n.length), 5);
  assert.equal(await page.$$eval('#calc-play-graph .graph-edge.on-solution', (n) => n.length), 4);
  assert.match(await page.textContent('#calc-play-graph .graph-note'), /lie on a shortest solution\. Bold: the first shortest solution\. (Actual size|Fit to width)$/);
  await closePage(session, 'new level');
});

test('a Digits of the day won has its result to share: the operations, the stars, the hints, and the day\'s link', async () => {
  // the day's Digits solved: more than "Solved in 5 operations.", a result to share
  const session = await openPage(web.browser, web.server.url + '#digits=415:1,2,3,4,5,6&day=2026-11-23');
  const { page } = session;
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(web.server.url).origin });
  const area = page.locator('#digits-game');
  await page.waitForSelector('#digits-game[data-state="playing"]');
  assert.equal(await page.isHidden('#digits-share'), true, 'nothing to share before the win');
  const signs = { '+': 'plus', '−': 'minus', '×': 'times', '÷': 'divided by' };
  let hints = 0;
  for (let moves = 0; !(await page.isVisible('#digits-game-outcome')); moves++) {
    assert.ok(moves < 6, 'not won in 5 operations');
    const climbed = await climbHints(page, 'digits-game'); // Hint's ladder, up to the next operation
    hints += climbed.hints;
    const [, a, op, b] = /Next: (\d+) (\S) (\d+)/.exec(climbed.text);
    const before = await area.locator('.play-tile').count();
    await area.getByRole('button', { name: a, exact: true }).first().click();
    await area.getByRole('button', { name: signs[op] }).click();
    await area.locator('.play-tile[aria-pressed="false"]', { hasText: new RegExp('^' + b + '$') }).first().click();
    await page.waitForFunction((n) => document.querySelectorAll('#digits-game .play-tile').length === n - 1, before);
  }
  assert.equal(await page.textContent('#digits-share-text'), `calcsolve Digits of the day 2026-11-23 · 5 operations · ★★★ 415 · ${hints} hints · streak 1`);
  await page.click('#digits-share-copy');
  await page.waitForFunction(() => document.querySelector('#digits-share-copied').textContent !== '');
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()),
    `calcsolve Digits of the day 2026-11-23 · 5 operations · ★★★ 415 · ${hints} hints · streak 1\n` + web.server.url + '#digits=415:1,2,3,4,5,6&day=2026-11-23');
  // a puzzle that is not the day's has none
  await page.evaluate(() => { location.hash = 'digits=415:1,2,3,4,5,6'; });
  await page.waitForFunction(() => document.querySelector('#digits-game').dataset.state === 'playing');
  assert.equal(await page.isHidden('#digits-share'), true);
  await closePage(session, 'digits day result');
});

test('a Digits game won by a move made with the focus outside the game (on "?") gives the focus to the win line, in view', async () => {
  // a keyboard player on a desktop found "Solved" at the window's bottom edge, Copy result under it
  const session = await openPage(web.browser, web.server.url + '#digits=415:1,2,3,4,5,6&day=2026-11-23&moves=4*3,12%2B2,14*6,84-1',
    { viewport: { width: 1280, height: 800 } });
  const { page } = session;
  await page.waitForSelector('#digits-game[data-state="playing"]');
  await page.focus('#digits-shortcuts'); // "?", shown for a keyboard on a desktop
  assert.equal(await page.evaluate(() => document.activeElement.id), 'digits-shortcuts');
  // the last move, its buttons pressed without the focus moving (as the keyboard's shortcuts do)
  await page.evaluate(() => {
    const tile = (n) => [...document.querySelectorAll('#digits-game .play-tile')].find((t) => t.textContent === n && !t.disabled);
    tile('83').click();
    document.querySelector('#digits-game .op-btn[data-op="*"]').click();
    tile('5').click();
  });
  await page.waitForSelector('#digits-game-outcome:not([hidden])');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'digits-game-outcome');
  const box = await page.locator('#digits-game-outcome').boundingBox();
  assert.ok(box.y >= 0 && box.y + box.height <= 800.5, `the win line is out of view (${JSON.stringify(box)}, scrolled ${await page.evaluate(() => window.scrollY)})`);
  await closePage(session, 'digits win by keyboard');
});
