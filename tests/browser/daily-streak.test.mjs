// daily-streak.test.mjs: the puzzle of the day's weekly challenge, streak and
// stats in Chromium, with the page's clock set per day (Playwright's
// clock): three consecutive days (Friday to Sunday) won by following the
// engine's hints give streak 1, 2, 3 in the share text and the stats; the
// weekday's challenge shows before the first press; the stats survive a reload;
// a missed day resets the current streak (the longest stays); yesterday's
// puzzle opens from its link, its answer one Show solution away, and its win
// counts as played for its own date, but with its answer seen not for a streak
// ("answer seen" in the share text); a day won and opened again says so;
// Clear stats (asked first) empties them.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { closePage, openPage, useBrowser, waitReady } from './server.mjs';
import { dailyOf, playWithHints } from './helpers.mjs';

const web = useBrowser();
const playView = '#calc-play-view:not([hidden]) #calc-play-keypad button';

// The page opened afresh at #daily with its clock at noon UTC of `date`.
async function openDay(page, date) {
  await page.clock.setFixedTime(new Date(date + 'T12:00:00Z'));
  await page.goto('about:blank');
  await page.goto(web.server.url + '#daily');
  await waitReady(page);
  await page.waitForFunction((d) => document.querySelector('#calc-play-title').textContent === 'Puzzle of the day · ' + d, date);
  await page.waitForSelector(playView);
}

// the hints each day's win took (playWithHints: every rung of Hint's ladder climbed counts)
const used = new Map();

async function winToday(page, date, streak, stats) {
  const expected = dailyOf(date);
  await openDay(page, date);
  assert.equal(await page.textContent('#calc-play-challenge'), expected.challenge + '.');
  assert.equal(await page.isHidden('#calc-play-share-box'), true);
  const h = await playWithHints(page, expected.puzzle.moves);
  used.set(date, h);
  await page.waitForSelector('#calc-play-win:not([hidden])');
  const m = expected.puzzle.moves;
  // won by hints, so in the fewest moves: said, with which game it was, and the hints it took (each rung of a ladder one)
  assert.equal(await page.textContent('#calc-play-share'), `calcsolve Calculator puzzle of the day ${date} · ${expected.weekday} · ${m} moves (the fewest) · ${h} hints · streak ${streak}`);
  // the date kept whole on a phone ("2026-11-" / "27" before)
  assert.equal(await page.textContent('#calc-play-share .date'), date);
  assert.equal(await page.textContent('#calc-play-daily-stats'), stats());
}

test('three days won by hints, a reload, a missed day, yesterday\'s puzzle, Clear stats', async () => {
  const session = await openPage(web.browser, web.server.url + '#calculator');
  const { page } = session;
  const [fri, sat, sun] = ['2026-11-27', '2026-11-28', '2026-11-29'].map(dailyOf);
  const hints = (...days) => days.reduce((sum, d) => sum + used.get(d.date), 0);
  assert.equal(fri.challenge, 'Friday: harder');
  await winToday(page, '2026-11-27', 1, () => `Days played 1 · Current streak 1 · Longest streak 1 · Hints used ${hints(fri)}`);
  await winToday(page, '2026-11-28', 2, () => `Days played 2 · Current streak 2 · Longest streak 2 · Hints used ${hints(fri, sat)}`);
  await winToday(page, '2026-11-29', 3, () => `Days played 3 · Current streak 3 · Longest streak 3 · Hints used ${hints(fri, sat, sun)}`);
  assert.equal(await page.textContent('#calc-play-challenge'), 'Sunday: hardest of the week.');
  // a reload of the won game (its presses are in the address) shows the same
  await page.reload();
  await waitReady(page);
  await page.waitForSelector('#calc-play-win:not([hidden])');
  assert.match(await page.textContent('#calc-play-share'), /· streak 3$/);
  assert.equal(await page.textContent('#calc-play-daily-stats'), `Days played 3 · Current streak 3 · Longest streak 3 · Hints used ${hints(fri, sat, sun)}`);
  // Monday 2026-11-30 missed: on Tuesday the current streak starts again
  const tue = dailyOf('2026-12-01');
  await winToday(page, '2026-12-01', 1, () => `Days played 4 · Current streak 1 · Longest streak 3 · Hints used ${hints(fri, sat, sun, tue)}`);
  // opened again the same day: it says it was won, and what the stats keep
  await openDay(page, '2026-12-01');
  assert.equal(await page.textContent('#calc-play-status'),
    `You won this puzzle already: ${tue.puzzle.moves} moves, ${used.get(tue.date)} hints. Playing it again does not change your stats.`);
  // and its result is there to copy again, before any press (it was gone once the day was won)
  await page.waitForFunction(() => / \(the fewest\)/.test(document.querySelector('#calc-play-share').textContent));
  assert.equal(await page.isVisible('#calc-play-copy'), true);
  assert.equal(await page.textContent('#calc-play-share'),
    `calcsolve Calculator puzzle of the day 2026-12-01 · Tuesday · ${tue.puzzle.moves} moves (the fewest) · ${used.get(tue.date)} hints · streak 1`);
  assert.equal(await page.getAttribute('#calc-play-view', 'data-presses'), '0');
  // yesterday's (the missed Monday's) puzzle from its link: its answer one click away;
  // won with its answer seen, it counts as played for its own date, not for a streak
  const mon = dailyOf('2026-11-30');
  await page.click('#calc-play-yesterday');
  await page.waitForFunction(() => document.querySelector('#calc-play-title').textContent === 'Puzzle of the day · 2026-11-30');
  await page.waitForSelector(playView);
  assert.equal(await page.textContent('#calc-play-challenge'), 'Monday: easiest of the week.');
  await page.click('#calc-play-solution');
  await page.click('#calc-play-solution'); // the first press asks, the second shows
  await page.waitForFunction((n) => document.querySelectorAll('#calc-solution-steps li').length === n, mon.puzzle.moves);
  await playWithHints(page, mon.puzzle.moves);
  await page.waitForSelector('#calc-play-win:not([hidden])');
  assert.match(await page.textContent('#calc-play-share'), /^calcsolve Calculator puzzle of the day 2026-11-30 · Monday · \d+ moves( \(the fewest\))? · answer seen · streak 0$/);
  assert.match(await page.textContent('#calc-play-daily-stats'), /^Days played 5 · Current streak 1 · Longest streak 3 · Hints used \d+$/);
  // Clear stats (it asks first): armed only while it keeps the focus (Tab away, and a later press asks again)
  await page.click('#calc-play-daily-clear');
  assert.equal(await page.textContent('#calc-play-daily-clear'), 'Press again to clear');
  await page.keyboard.press('Tab');
  assert.equal(await page.textContent('#calc-play-daily-clear'), 'Clear stats');
  await page.click('#calc-play-daily-clear');
  assert.match(await page.textContent('#calc-play-daily-stats'), /^Days played 5 /, 'the press after leaving it asked again');
  assert.match(await page.textContent('#calc-play-status'), /^Press again to clear/);
  assert.match(await page.textContent('#calc-play-daily-stats'), /^Days played 5 /); // not yet
  await page.click('#calc-play-daily-clear');
  assert.equal(await page.textContent('#calc-play-daily-stats'), 'Days played 0 · Current streak 0 · Longest streak 0 · Hints used 0');
  assert.equal(await page.evaluate(() => localStorage.getItem('calcsolve.calculator.daily')), null);
  await closePage(session, 'daily streak');
});
