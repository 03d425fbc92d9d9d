// daily.test.mjs: the puzzle of the day (#daily), "New level" and the graph view
// in Chromium. #daily=DATE shows the same level as the native `calcsolve daily
// DATE`, is played to "Solved" by following the engine's hints and ends with the
// share text; #daily alone is today's (UTC) level; New level gives a level that
// the engine solves in exactly its moves; the Graph box draws the engine's graph.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';
import { closePage, openPage, ROOT, useBrowser } from './server.mjs';

const web = useBrowser();

function daily(date) {
  const r = spawnSync(path.join(ROOT, 'build/calcsolve'), ['daily', ...(date ? [date] : []), '--game', 'calculator', '--json', '--solution'],
    { encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  return JSON.parse(r.stdout);
}

// Presses the hinted button until the card says Solved; returns the presses made.
async function playWithHints(page, moves) {
  for (let i = 0; i < moves; i++) {
    await page.click('#play-hint');
    await page.waitForSelector('#play-keys .key.hinted');
    const move = await page.getAttribute('#play-keys .key.hinted', 'data-move');
    await page.click(`#play-keys .key[data-move="${move}"]`);
    await page.waitForFunction((n) => document.querySelector('#play-moves').textContent.startsWith(String(n)), moves - i - 1);
  }
}

test('#daily=2026-11-23: the CLI\'s level, played to Solved with hints, and its share text', async () => {
  const expected = daily('2026-11-23');
  const session = await openPage(web.browser, web.server.url + '#daily=2026-11-23');
  const { page } = session;
  await page.waitForSelector('#play-card #play-keys .key');
  assert.equal(await page.textContent('#play-title'), 'Puzzle of the day · 2026-11-23');
  assert.equal(await page.textContent('#play-value'), String(expected.puzzle.start));
  assert.equal(await page.textContent('#play-goal'), 'Goal ' + expected.puzzle.goal);
  assert.match(await page.textContent('#play-meta'), new RegExp('^Difficulty ' + expected.difficulty.toFixed(1) + ' of 10'));
  const labels = await page.$$eval('#play-keys .key', (keys) => keys.map((k) => k.dataset.move));
  assert.deepEqual(labels.filter((l) => !l.endsWith(':save')), expected.puzzle.buttons.map((b) => b.label));
  assert.equal(await page.isHidden('#play-share-box'), true);
  await playWithHints(page, expected.puzzle.moves);
  assert.match(await page.textContent('#play-status'), new RegExp('^Solved in ' + expected.puzzle.moves + ' moves'));
  assert.equal(await page.textContent('#play-value'), String(expected.puzzle.goal));
  assert.equal(await page.textContent('#play-share'),
    `calcsolve 2026-11-23 · ${expected.puzzle.moves} moves · ${expected.puzzle.moves} hints`);
  assert.match(await page.textContent('#play-digits'), /^Digits of the day: \d+ from/);
  await closePage(session, 'daily');
});

test('#daily alone opens today\'s (UTC) level', async () => {
  const expected = daily(null);
  const session = await openPage(web.browser, web.server.url + '#daily');
  const { page } = session;
  await page.waitForSelector('#play-card #play-keys .key');
  assert.equal(await page.textContent('#play-title'), 'Puzzle of the day · ' + expected.date);
  assert.equal(await page.textContent('#play-value'), String(expected.puzzle.start));
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
  await page.selectOption('#gen-difficulty', '3');
  await page.selectOption('#gen-moves', '4');
  await page.click('#gen-new');
  await page.waitForSelector('#play-card #play-keys .key');
  assert.match(await page.textContent('#gen-status'), /^Seed \d+, difficulty (2\.[5-9]|3\.\d)$/);
  assert.equal(await page.inputValue('#calc-moves'), '4');
  assert.equal(await page.textContent('#play-moves'), '4 moves left');
  await page.click('#calc-solve');
  await page.waitForSelector('#panel-calc[data-state="done"]');
  assert.match(await page.textContent('#calc-title'), /Solved in 4 moves/);
  assert.match(await page.textContent('#calc-difficulty'), /^Difficulty (2\.[5-9]|3\.\d) of 10$/);
  // the graph: drawn when opened, the solution's 5 states in bold, start to goal
  await page.click('#calc-graph summary');
  await page.waitForSelector('#calc-graph svg .graph-node');
  assert.equal(await page.$$eval('#calc-graph .graph-node.on-solution', (n) => n.length), 5);
  assert.equal(await page.$$eval('#calc-graph .graph-edge.on-solution', (n) => n.length), 4);
  assert.match(await page.textContent('#calc-graph .graph-note'), /lie on a shortest solution\. Bold: the solution shown\. Actual size$/);
  // in play, the graph marks where the player is
  await page.click('#play-graph summary');
  await page.waitForSelector('#play-graph .graph-node.here[data-layer="0"]');
  await page.click('#play-hint');
  await page.waitForSelector('#play-keys .key.hinted');
  await page.click('#play-keys .key.hinted');
  await page.waitForSelector('#play-graph .graph-node.here[data-layer="1"]');
  await closePage(session, 'new level');
});
