// generic-tab.test.mjs: a game of the engine's list with no folder of its own under
// web/src/games/ still gets a working tab (web/src/play/generic-tab.js). The page is built again
// with the clock left out of games/list.js, so the engine's clock has no view of its own; its tab
// is then built from the engine's fields and positions: opened from a link, played to the win
// with Show solution's moves typed in, Undo, a hint, and a reload that keeps the game.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { closePage, DIST, launchBrowser, openPage, ROOT, startServer } from './server.mjs';

const WORK = join(ROOT, 'build', 'generic-tab-test');
const web = { server: null, browser: null };

before(async () => {
  rmSync(WORK, { recursive: true, force: true });
  mkdirSync(WORK, { recursive: true });
  // the page's sources inside the repository (so its node_modules resolve), the clock unlisted
  cpSync(join(ROOT, 'web'), join(WORK, 'web'), { recursive: true, filter: (src) => !/[/\\](dist|screenshots)$/.test(src) });
  const list = join(WORK, 'web/src/games/list.js');
  writeFileSync(list, readFileSync(list, 'utf8').replace(/^ {2}'clock',\n/m, ''));
  cpSync(DIST, join(WORK, 'dist'), { recursive: true });
  const built = spawnSync('node', [join(WORK, 'web/build.mjs'), join(WORK, 'dist')], { cwd: ROOT, encoding: 'utf8' });
  assert.equal(built.status, 0, built.stderr);
  web.server = await startServer({ root: join(WORK, 'dist') });
  web.browser = await launchBrowser();
});

after(async () => {
  await web.browser?.close();
  await web.server?.close();
  rmSync(WORK, { recursive: true, force: true });
});

const board = (page) => page.textContent('#clock-play-board');

test('the engine\'s clock, with no view of its own, gets a tab from its fields and is played to the win', async () => {
  const session = await openPage(web.browser, web.server.url + '#clock=n:3;k:2');
  const { page } = session;
  try {
    await page.waitForSelector('#tab-clock');
    assert.equal(await page.textContent('#tab-clock'), 'The clock game');
    await page.waitForSelector('#clock-play[data-state="playing"]');
    assert.match(await board(page), /3/, 'the board the engine writes for the position');
    assert.equal(await page.inputValue('#clock-n'), '3');
    // the fields' labels and help are the engine's
    assert.equal(await page.textContent('label[for="clock-k"]'), 'Largest value (k)');
    // Show solution: the moves, followed hint by hint through the engine (the first press asks)
    await page.click('#clock-play-solution');
    assert.equal(await page.textContent('#clock-play-solution'), 'Really show?');
    assert.equal(await page.isVisible('#clock-play-answer'), false, 'the first press shows nothing');
    await page.click('#clock-play-solution');
    await page.waitForFunction(() => /^Solved in \d+ moves:$/.test(document.querySelector('#clock-play-answer-title').textContent));
    const moves = await page.$$eval('#clock-play-answer-moves li', (items) => items.map((li) => li.textContent));
    assert.ok(moves.length >= 5, moves.join(' '));
    await page.click('#clock-play-solution'); // hidden again
    // a wrong move is refused with the engine's reason; the right ones win
    await page.fill('#clock-play-move', 'nonsense');
    await page.click('#clock-play-typed button');
    await page.waitForFunction(() => /^Not allowed: /.test(document.querySelector('#clock-play-hint-text').textContent));
    for (const [i, move] of moves.entries()) {
      await page.fill('#clock-play-move', move);
      await page.click('#clock-play-typed button');
      await page.waitForFunction((n) => document.querySelectorAll('#clock-play-made li').length === n, i + 1);
      if (i === 1) {
        // Undo takes it back, and the move is played again
        await page.click('#clock-play-undo');
        await page.waitForFunction(() => document.querySelectorAll('#clock-play-made li').length === 1);
        await page.fill('#clock-play-move', move);
        await page.click('#clock-play-typed button');
        await page.waitForFunction(() => document.querySelectorAll('#clock-play-made li').length === 2);
      }
    }
    await page.waitForSelector('#clock-play[data-state="solved"]');
    assert.match(await page.textContent('#clock-play-outcome'), new RegExp(`^Solved in ${moves.length} moves, the solution seen\\.$`));
    assert.match(page.url(), new RegExp(`#clock=n%3A3;k%3A2&moves=${moves.map(encodeURIComponent).join(',')}`));
  } finally {
    await closePage(session);
  }
});

test('a game in progress on the generic tab survives a reload; a hint counts and is in the link', async () => {
  const session = await openPage(web.browser, web.server.url + '#clock=n:3;k:2');
  const { page } = session;
  try {
    await page.waitForSelector('#clock-play[data-state="playing"]');
    await page.click('#clock-play-hint');
    // the engine's hint ladder: the clock's one rung before the solution is the next choice
    await page.waitForFunction(() => /^Next: /.test(document.querySelector('#clock-play-hint-text').textContent));
    assert.equal(await page.textContent('#clock-play-hints-used'), '1 hint used');
    const move = /^Next: (\w+)/.exec(await page.textContent('#clock-play-hint-text'))[1];
    await page.fill('#clock-play-move', move);
    await page.click('#clock-play-typed button');
    await page.waitForFunction(() => document.querySelectorAll('#clock-play-made li').length === 1);
    await page.waitForFunction(() => /&hints=1/.test(location.hash));
    const before = await board(page);
    await page.reload();
    await page.waitForSelector('#clock-play[data-state="playing"]');
    await page.waitForFunction(() => document.querySelectorAll('#clock-play-made li').length === 1);
    assert.equal(await board(page), before);
    assert.equal(await page.textContent('#clock-play-hints-used'), '1 hint used');
    // a refused field is named at its input
    await page.goto(web.server.url + '#clock=n:1;k:2');
    await page.waitForFunction(() => document.querySelector('#clock-n-error').textContent !== '');
    assert.match(await page.textContent('#clock-n-error'), /n/);
  } finally {
    await closePage(session);
  }
});

test('on a phone the generic tab\'s Show solution asks first, shows on the second tap, and never moves the page', async () => {
  const session = await openPage(web.browser, web.server.url + '#clock=n:3;k:2', { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  const { page } = session;
  try {
    await page.waitForSelector('#clock-play[data-state="playing"]');
    await page.$eval('#clock-play-solution', (b) => b.scrollIntoView({ block: 'center' }));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const still = await page.evaluate(() => window.scrollY);
    const tap = async () => {
      const box = await page.$eval('#clock-play-solution', (n) => n.getBoundingClientRect().toJSON());
      await page.touchscreen.tap(box.left + box.width / 2, box.top + box.height / 2);
    };
    await tap();
    assert.equal(await page.textContent('#clock-play-solution'), 'Really show?');
    assert.match(await page.textContent('#clock-play-hint-text'), /^Show solution shows every move from here to the end\. Press it again to show it\.$/);
    assert.equal(await page.isVisible('#clock-play-answer'), false, 'the first tap shows nothing');
    await tap();
    await page.waitForFunction(() => /^Solved in \d+ moves:$/.test(document.querySelector('#clock-play-answer-title').textContent));
    assert.equal(await page.textContent('#clock-play-solution'), 'Hide solution');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    assert.equal(await page.evaluate(() => window.scrollY), still, 'Show solution scrolled the page');
  } finally {
    await closePage(session, 'generic show solution on a phone');
  }
});
