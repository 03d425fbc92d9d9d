// calc2-daily.test.mjs: Calculator 2's puzzle of the day (web/src/games/calc2/daily.js) on a
// phone (360 × 740, touch), the page's clock set per day (Playwright's clock): #daily2 and the
// level bar's Puzzle of the day open the level `calcsolve daily --game calculator2` prints, under
// the weekday's challenge; three days won by tapping the engine's solution (a pick key's choice
// among the choices) give streak 1, 2, 3 in the result to share and the stats; today's win shows
// the time until the next puzzle; a day won and opened again (its link with no moves) says so and
// shows its kept result; yesterday's link opens the day before; Clear stats (asked first) empties
// the stats; a link's moves that win are a win on record; a bad date gets the engine's reason; axe-core finds nothing on a day won with
// the level grid open, its tiles marked, light and dark.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { test } from 'node:test';
import { closePage, openPage, ROOT, useBrowser, waitReady } from './server.mjs';

const web = useBrowser();
const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };
const P = '#calc2-play';

// The native `calcsolve daily DATE --game calculator2 --json --solution`.
function daily(date) {
  const r = spawnSync(join(ROOT, 'build/calcsolve'), ['daily', date, '--game', 'calculator2', '--json', '--solution'], { encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  return JSON.parse(r.stdout);
}

// The page opened afresh at `hash` with its clock at noon UTC of `today`, the game on the device.
async function openAt(page, hash, today) {
  await page.clock.setFixedTime(new Date(today + 'T12:00:00Z'));
  await page.goto('about:blank');
  await page.goto(web.server.url + hash);
  await waitReady(page);
  await page.waitForSelector(`${P}:is([data-state="playing"], [data-state="solved"])`);
}

const moves = (page) => page.$eval(P, (n) => n.dataset.moves);

// A move of the engine's solution tapped as a player would: its key, then, for a key of several
// presses, its choice.
async function tapMove(page, move) {
  const before = await moves(page);
  const label = move.replace(/[@:][^@:]*$/, '');
  await page.tap(`${P}-keys [data-label="${label.replace(/"/g, '\\"')}"]`);
  if (move !== label) await page.tap(`${P}-choices [data-move="${move}"]`);
  await page.waitForFunction(([sel, n]) => document.querySelector(sel).dataset.moves !== n, [P, before]);
}

async function winDay(page, date, streak, stats) {
  const day = daily(date);
  await openAt(page, '#daily2=' + date, date);
  assert.equal(await page.textContent(P + '-level'), 'Daily');
  assert.deepEqual(await page.$$eval(P + '-goals li', (goals) => goals.map((g) => Number(g.dataset.goal))), day.puzzle.goals);
  assert.equal(await page.$eval(P + '-display', (n) => n.dataset.value), String(day.puzzle.start));
  assert.match(await page.textContent('#calc2-day'), new RegExp('^Puzzle of the day · ' + date + ' ' + day.challenge + ' · difficulty ' + day.difficulty.toFixed(1)));
  assert.equal(await page.isHidden('#calc2-share-box'), true, 'no result before the win');
  for (const move of day.solution) await tapMove(page, move);
  await page.waitForSelector(P + '[data-state="solved"]');
  const n = day.solution.length;
  assert.equal(await page.textContent('#calc2-share'), `calcsolve Calculator 2 puzzle of the day ${date} · ${day.weekday} · ${n} moves · 0 hints · streak ${streak}`);
  assert.equal(await page.textContent('#calc2-daily-stats'), stats);
  assert.equal(await page.evaluate(() => location.hash), '#daily2=' + date + '&moves=' + day.solution.map(encodeURIComponent).join(','));
  assert.equal(await page.title(), 'Calculator 2 puzzle of the day ' + date + ' · calcsolve');
  return day;
}

test('three days won on a phone: streak 1, 2, 3, the countdown, a day opened again, yesterday, Clear stats', async () => {
  const session = await openPage(web.browser, web.server.url + '#calculator2', PHONE);
  const { page } = session;
  await winDay(page, '2026-11-23', 1, 'Days played 1 · Current streak 1 · Longest streak 1 · Hints used 0');
  await winDay(page, '2026-11-24', 2, 'Days played 2 · Current streak 2 · Longest streak 2 · Hints used 0');
  const wed = await winDay(page, '2026-11-25', 3, 'Days played 3 · Current streak 3 · Longest streak 3 · Hints used 0');
  // today's puzzle won: the time until the next one (noon UTC: 12 h to midnight)
  assert.equal(await page.textContent('#calc2-daily-next'), 'Next puzzle of the day in 12 h (at midnight UTC).');

  // a day before, opened again at its link without moves: said, and its kept result; no countdown
  await openAt(page, '#daily2=2026-11-24', '2026-11-25');
  assert.equal(await page.textContent(P + '-hint-text'), 'You won this puzzle already: 6 moves, 0 hints. Playing it again does not change your stats.');
  assert.match(await page.textContent('#calc2-share'), /^calcsolve Calculator 2 puzzle of the day 2026-11-24 · Tuesday · 6 moves · 0 hints · streak 2$/);
  assert.equal(await page.isHidden('#calc2-daily-next'), true);
  // yesterday's link opens the day before it
  await page.tap('#calc2-yesterday');
  await page.waitForFunction(() => location.hash === '#daily2=2026-11-23');
  await page.waitForFunction(() => document.querySelector('#calc2-day').textContent.startsWith('Puzzle of the day · 2026-11-23'));

  // the level bar's Puzzle of the day: today's, as a history entry
  await openAt(page, '#level2=184', '2026-11-25');
  await page.tap('#calc2-daily');
  await page.waitForFunction(() => location.hash === '#daily2=2026-11-25');
  await page.waitForFunction((start) => document.querySelector('#calc2-play-display').dataset.value === start, String(wed.puzzle.start));
  await page.goBack();
  await page.waitForFunction(() => document.querySelector('#calc2-play-level').textContent === 'Level 184');

  // Clear stats asks first, then empties them
  await openAt(page, '#daily2=2026-11-25', '2026-11-25');
  await page.tap('#calc2-daily-clear');
  assert.equal(await page.textContent('#calc2-daily-clear'), 'Press again to clear');
  assert.match(await page.textContent('#calc2-daily-stats'), /^Days played 3 /);
  await page.tap('#calc2-daily-clear');
  assert.equal(await page.textContent(P + '-hint-text'), 'The puzzle of the day’s stats are cleared.');
  // nothing won is left to show, and nothing kept
  assert.equal(await page.isHidden('#calc2-share-box'), true);
  assert.equal(await page.evaluate(() => localStorage.getItem('calcsolve.calculator2.daily')), null);
  await closePage(session);
});

test('#daily2 is today\'s; its link with the winning moves is a win on record; a win after Show solution says the answer was seen', async () => {
  const session = await openPage(web.browser, web.server.url + '#calculator2', PHONE);
  const { page } = session;
  const day = daily('2026-11-29');
  await openAt(page, '#daily2', '2026-11-29');
  assert.equal(await page.$eval(P + '-display', (n) => n.dataset.value), String(day.puzzle.start));
  assert.equal(await page.evaluate(() => location.hash), '#daily2=2026-11-29');
  await openAt(page, '#daily2=2026-11-29&moves=' + day.solution.map(encodeURIComponent).join(',') + '&hints=2', '2026-11-29');
  await page.waitForSelector(P + '[data-state="solved"]');
  const n = day.solution.length;
  assert.equal(await page.textContent('#calc2-share'), `calcsolve Calculator 2 puzzle of the day 2026-11-29 · Sunday · ${n} moves · 2 hints · streak 1`);
  assert.equal(await page.textContent('#calc2-daily-stats'), 'Days played 1 · Current streak 1 · Longest streak 1 · Hints used 2');
  assert.equal(await page.textContent('#calc2-daily-next'), 'Next puzzle of the day in 12 h (at midnight UTC).');
  // an older day played with its answer on show: played, not for a streak
  const monday = daily('2026-11-23');
  await openAt(page, '#daily2=2026-11-23&show=solution', '2026-11-29');
  await page.waitForSelector(P + '-answer-goals li');
  for (const move of monday.solution) await tapMove(page, move);
  await page.waitForSelector(P + '[data-state="solved"]');
  assert.equal(await page.textContent('#calc2-share'), 'calcsolve Calculator 2 puzzle of the day 2026-11-23 · Monday · 3 moves · answer seen · streak 0');
  assert.equal(await page.textContent('#calc2-daily-stats'), 'Days played 2 · Current streak 1 · Longest streak 1 · Hints used 2');
  assert.equal(await page.isHidden('#calc2-daily-next'), true, 'no countdown under an older day');
  // a date the engine refuses: its reason in the notice
  await page.goto(web.server.url + '#daily2=2026-13-45');
  await page.waitForSelector('#notice:not([hidden])');
  assert.match(await page.textContent('#notice-text'), /^There is no puzzle of the day for “2026-13-45”: the month must be 01 to 12/);
  await closePage(session);
});

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

test('axe-core finds nothing on the tab with today\'s puzzle won and the marked level grid open', async () => {
  const day = daily('2026-11-29');
  for (const colorScheme of ['light', 'dark']) {
    const session = await openPage(web.browser, web.server.url + '#calculator2', { ...PHONE, colorScheme });
    const { page } = session;
    await page.evaluate(() => localStorage.setItem('calcsolve.calculator2.progress', JSON.stringify({ 1: { solved: true, fewest: true, hints: 2 }, 2: { hints: 1 } })));
    await openAt(page, '#daily2=2026-11-29&moves=' + day.solution.map(encodeURIComponent).join(','), '2026-11-29');
    await page.waitForSelector('#calc2-share-box:not([hidden])');
    await page.tap('#calc2-levels');
    await page.waitForSelector('#calc2-level-grid [data-level="1"].solved');
    assert.equal(await page.getAttribute('#calc2-level-grid [data-level="1"] .tile-mark', 'data-mark'), '★2');
    await page.evaluate(AXE_SOURCE);
    const violations = await page.evaluate(async () => {
      const result = await window.axe.run(document.querySelector('#panel-calc2'), { resultTypes: ['violations'], elementRef: true });
      // an xN key shows "x2" and is named by the engine's spoken name, "times 2" (a11y.test.mjs:
      // a label's symbols named in words); only such a key, named by the engine
      const spokenSymbols = (node) => node.element && node.element.matches('.calc2-key.kind-mul') && node.element.getAttribute('aria-label') === node.element.dataset.spoken;
      for (const v of result.violations) if (v.id === 'label-content-name-mismatch') v.nodes = v.nodes.filter((n) => !spokenSymbols(n));
      return result.violations.filter((v) => v.nodes.length).map((v) => v.id + ': ' + v.nodes.map((n) => n.target.join(' ')).join(', '));
    });
    assert.deepEqual(violations, [], colorScheme);
    await closePage(session);
  }
});
