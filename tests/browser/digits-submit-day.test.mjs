// digits-submit-day.test.mjs: Digits played as the original is, on a phone (360×740, touch):
// the stars are the best number reached (the engine's `reached`), kept when a later move uses it
// up; Submit ends the game with it and gives a result to copy; Hint with a number picked builds
// on it (the engine's hint with `picked:`) or says to let it go; Digits of the day ended is kept
// (localStorage) and shown again on return, with its streak and stats.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { useBrowserAndEngine } from './helpers.mjs';
import { closePage, openPage } from './server.mjs';

const web = useBrowserAndEngine();
const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };

async function openGame(hash, context = PHONE) {
  const session = await openPage(web.browser, web.server.url + hash, context);
  await session.page.waitForSelector('#digits-game[data-state="playing"], #digits-game[data-state="solved"]');
  return { session, page: session.page, area: session.page.locator('#digits-game') };
}

// One move by the page's own controls: the first number, the operation (its name), the other.
async function move(page, a, op, b) {
  const area = page.locator('#digits-game');
  const moves = Number(await area.getAttribute('data-moves'));
  await area.locator('.play-tile', { hasText: new RegExp('^' + a + '$') }).first().click();
  await area.getByRole('button', { name: op, exact: true }).click();
  await area.locator('.play-tile[aria-pressed="false"]', { hasText: new RegExp('^' + b + '$') }).first().click();
  await page.waitForFunction((n) => document.querySelector('#digits-game').dataset.moves === String(n), moves + 1);
}

test('a near miss is kept: 740 for 739 keeps its two stars after 740 × 3, and Submit ends the game with it', async () => {
  const { session, page, area } = await openGame('#digits=739:37,20,3,100');
  await move(page, 37, 'times', 20);
  const first = web.engine.play('digits', 'target: 739\nnumbers: 37 20 3 100\n', '37 * 20');
  assert.equal(first.step.reached_stars, 2);
  assert.equal(await area.locator('.star.on').count(), first.step.reached_stars);
  assert.equal(await area.locator('.stars-note').textContent(), 'Best so far: 740, 1 away.');
  await move(page, 740, 'times', 3);
  const second = web.engine.play('digits', first.text, '740 * 3');
  assert.equal(second.step.stars, 0, 'the pool alone has no star left');
  assert.equal(await area.locator('.star.on').count(), second.step.reached_stars, 'the best reached keeps its stars');
  assert.equal(await area.locator('.stars-note').textContent(), 'Best so far: 740, 1 away.');
  // Submit: the game ends with 740 and its stars, a result to copy, Hint and the numbers done
  await area.getByRole('button', { name: 'Submit' }).click();
  await page.waitForSelector('#digits-game-outcome:not([hidden])');
  // counted to where the best was made (37 × 20), not past it
  assert.equal(await page.textContent('#digits-game-outcome'), 'Submitted your best, 740 for 739, 1 away, made in 1 operation: 2 of 3 stars.');
  assert.equal(await page.textContent('#digits-share-text'), 'calcsolve Digits 739 from 37, 20, 3, 100 · 1 operation · ★★ 740 (1 away) · 0 hints');
  assert.equal(await area.getByRole('button', { name: /result$/ }).isVisible(), true, 'Copy result after an ending that is not exact');
  assert.equal(await area.getByRole('button', { name: 'Hint', exact: true }).isDisabled(), true);
  assert.equal(await area.getByRole('button', { name: 'Submit' }).isDisabled(), true);
  // each number with its place in the pool, so equal numbers are told apart on a reload
  await page.waitForFunction(() => /&moves=37@\d\*20@\d,740@\d\*3@\d,submit$/.test(location.hash));
  // a reload comes back to the game submitted
  await page.reload();
  await page.waitForSelector('#digits-game-outcome:not([hidden])');
  assert.match(await page.textContent('#digits-game-outcome'), /^Submitted your best, 740 for 739/);
  // Submit is final, as in the original: Undo cannot take it back; Reset plays the puzzle again
  assert.equal(await area.getByRole('button', { name: 'Undo' }).isDisabled(), true);
  await page.keyboard.press('Backspace');
  assert.equal(await page.getAttribute('#digits-game', 'data-state'), 'solved');
  await area.getByRole('button', { name: 'Reset' }).click();
  await page.waitForSelector('#digits-game[data-state="playing"]');
  await closePage(session, 'digits submit');
});

test('the winning tile looks like a win: the target in full colour, not faded as a used number', async () => {
  const { session, page, area } = await openGame('#digits=10:7,3,2');
  await move(page, 7, 'plus', 3);
  const win = area.locator('.play-tile.win');
  assert.equal(await win.textContent(), '10');
  assert.equal(await win.evaluate((n) => getComputedStyle(n).opacity), '1');
  assert.equal(await win.evaluate((n) => getComputedStyle(n).borderTopStyle), 'solid', 'filled as a win, not ringed as a number just made');
  assert.equal(await area.locator('.play-tile', { hasText: /^2$/ }).evaluate((n) => getComputedStyle(n).opacity), '0.55', 'a number left over is faded');
  assert.equal(await page.textContent('#digits-game-outcome'), 'Solved in 1 operation: 3 of 3 stars.');
  await closePage(session, 'digits win tile');
});

test('Hint with a number picked builds on it (the engine\'s move from it), or says to let it go, not counted', async () => {
  const { session, page, area } = await openGame('#digits=415:1,2,3,4,5,6');
  await area.locator('.play-tile', { hasText: /^4$/ }).click();
  await area.getByRole('button', { name: 'plus', exact: true }).click();
  await area.getByRole('button', { name: 'Hint', exact: true }).click();
  const answer = web.engine.hint('digits', 'target: 415\nnumbers: 1 2 3 4 5 6\npicked: 4\n');
  assert.equal(answer.builds, true);
  await page.waitForFunction(() => /builds on/.test(document.querySelector('#digits-game-hint-text').textContent));
  const signs = { '+': '+', '-': '−', '*': '×', '/': '÷' };
  assert.equal(await page.textContent('#digits-game-hint-text'), answer.message.replace(/ ([*/+-]) /g, (m, op) => ' ' + signs[op] + ' '));
  assert.equal(await page.textContent('#digits-game-hints-used'), '1 hint used');
  assert.equal(await area.locator('.op-btn.hinted').getAttribute('data-op'), answer.step.op, 'the operation to use is marked');
  assert.equal(await area.locator('.play-tile.hinted').textContent(), String(answer.step.b), 'the other number is marked');
  // played as it says: the picked 4 stays picked
  const name = { '+': 'plus', '-': 'minus', '*': 'times', '/': 'divided by' }[answer.step.op];
  if (answer.step.op !== '+') await area.getByRole('button', { name, exact: true }).click();
  await area.locator('.play-tile.hinted').click();
  await page.waitForFunction(() => document.querySelector('#digits-game').dataset.moves === '1');
  assert.equal(await area.locator('.play-tile.new').textContent(), String(answer.step.result));
  await closePage(session, 'digits hint picked');

  // a number on no way to the target: let it go first, not counted
  const dead = await openGame('#digits=20:4,5,9');
  await dead.area.locator('.play-tile', { hasText: /^9$/ }).click();
  await dead.area.getByRole('button', { name: 'Hint', exact: true }).click();
  await dead.page.waitForFunction(() => /let it go first/.test(document.querySelector('#digits-game-hint-text').textContent));
  assert.equal(await dead.page.textContent('#digits-game-hint-text'), web.engine.hint('digits', 'target: 20\nnumbers: 4 5 9\npicked: 9\n').message);
  assert.equal(await dead.page.textContent('#digits-game-hints-used'), '0 hints used');
  await closePage(dead.session, 'digits hint picked dead');
});

test('Digits of the day ended is remembered: its result, streak and stats on return; a day submitted counts', async () => {
  const days = ['2026-11-23', '2026-11-24'].map((date) => ({ date, ...web.engine.generate('digits', { date }) }));
  const link = (d) => '#digits=' + d.puzzle.target + ':' + d.puzzle.numbers.join(',') + '&day=' + d.date;
  const { session, page, area } = await openGame(link(days[0]));
  assert.equal(await page.isHidden('#digits-share'), true, 'nothing to share before the day is ended');
  assert.match(await page.textContent('#digits-game-hint-text'), /^Digits of the day, 2026-11-23: make \d+ from \d+(, \d+)+\.$/);
  // the day won by the engine's moves, typed into the link's game
  const moves = days[0].solution.map((s) => s.replace(/ = .*/, '').replace(/ /g, ''));
  await page.evaluate((hash) => { location.hash = hash; }, link(days[0]).slice(1) + '&moves=' + moves.map(encodeURIComponent).join(','));
  await page.waitForSelector('#digits-game[data-state="solved"]');
  const won = `calcsolve Digits of the day 2026-11-23 · ${moves.length} operations · ★★★ ${days[0].puzzle.target} · 0 hints · streak 1`;
  assert.equal(await page.textContent('#digits-share-text'), won);
  // opened again, fresh: the result is there at once, and said
  await page.evaluate((hash) => { location.hash = hash; }, '#digits=415:1,2,3,4,5,6');
  await page.waitForSelector('#digits-game[data-state="playing"]');
  await page.evaluate((hash) => { location.hash = hash; }, link(days[0]));
  await page.waitForFunction(() => /You finished this puzzle already/.test(document.querySelector('#digits-game-hint-text').textContent));
  assert.equal(await page.isVisible('#digits-share'), true);
  assert.equal(await page.textContent('#digits-share-text'), won);
  assert.match(await page.textContent('#digits-game-hint-text'), new RegExp(`You finished this puzzle already: ${days[0].puzzle.target}, 3 of 3 stars, ${moves.length} operations, 0 hints\\. Playing it again does not change your stats\\.$`));
  assert.match(await page.textContent('#digits-share-stats'), /^Days played 1 · Current streak \d+ · Longest streak 1 · Hints used 0$/);
  // the board as it ended: its moves played, the game over (Reset plays it again)
  assert.equal(await page.getAttribute('#digits-game', 'data-state'), 'solved');
  assert.equal(await page.getAttribute('#digits-game', 'data-moves'), String(moves.length));
  // played again to another ending (Submit at once): the day keeps its first, and says so
  await area.getByRole('button', { name: 'Reset' }).click();
  await page.waitForSelector('#digits-game[data-moves="0"]');
  await area.getByRole('button', { name: 'Submit' }).click();
  await page.waitForSelector('#digits-game[data-moves="1"][data-state="solved"]');
  assert.equal(await page.textContent('#digits-share-text'), won);
  assert.match(await page.textContent('#digits-share-stats'), /^Played again, not counted: the day keeps your first ending, above\. Days played 1/);
  // the next day: a game left in progress goes on when the day is opened again
  await page.evaluate((hash) => { location.hash = hash; }, link(days[1]));
  await page.waitForSelector('#digits-game[data-state="playing"]');
  const first = days[1].solution[0].replace(/ = .*/, '').replace(/ /g, '');
  await page.evaluate((hash) => { location.hash = hash; }, link(days[1]).slice(1) + '&moves=' + encodeURIComponent(first));
  await page.waitForSelector('#digits-game[data-moves="1"]');
  await page.evaluate((hash) => { location.hash = hash; }, '#digits=415:1,2,3,4,5,6');
  await page.waitForSelector('#digits-game[data-moves="0"]');
  await page.evaluate((hash) => { location.hash = hash; }, link(days[1]));
  await page.waitForSelector('#digits-game[data-moves="1"]');
  await area.getByRole('button', { name: 'Reset' }).click();
  await page.waitForSelector('#digits-game[data-moves="0"]');
  // the next day submitted at once (its best given number): a day ended, the streak 2
  await page.evaluate((hash) => { location.hash = hash; }, link(days[1]));
  await page.waitForSelector('#digits-game[data-state="playing"]');
  await area.getByRole('button', { name: 'Submit' }).click();
  await page.waitForSelector('#digits-game-outcome:not([hidden])');
  assert.match(await page.textContent('#digits-share-text'), /^calcsolve Digits of the day 2026-11-24 · 0 operations · .* · 0 hints · streak 2$/);
  assert.match(await page.textContent('#digits-share-stats'), /^Days played 2 · Current streak \d+ · Longest streak 2 · Hints used 0$/);
  const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('calcsolve.digits.daily')));
  assert.deepEqual(Object.keys(kept.days).sort(), ['2026-11-23', '2026-11-24']);
  assert.equal(kept.days['2026-11-23'].stars, 3);
  await closePage(session, 'digits day kept');
});
