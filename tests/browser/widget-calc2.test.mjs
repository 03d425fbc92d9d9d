// widget-calc2.test.mjs: <calcsolve-widget game="calculator2"> (web/src/games/calc2/widget.js) on
// another origin's page, on a phone (360 × 740, touch): the solution widget shows the engine's
// way to each goal; the play widget plays level 184 with its place picker (Lock's places as
// buttons on the display's digits and as choices, the engine's presses of the position), ticks
// each goal as the engine reports it reached, wins, and takes no more presses; Hint rings the
// engine's next press; the widget fits the phone's width; an unknown game is named.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { loadEngine } from '../wasm/engine.mjs';
import { launchBrowser, startServer, watchPage } from './server.mjs';

const LEVEL_184 = 'level: 184\nstart: 54\ngoals: 49, 11\nmoves: 3\nbuttons: Lock, Sort>, /5\n';
const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };
let browser, engine, calcsolve, host, hostDir;
before(async () => {
  engine = await loadEngine();
  calcsolve = await startServer({ headers: { 'access-control-allow-origin': '*' } });
  hostDir = mkdtempSync(join(tmpdir(), 'calcsolve-host2-'));
  writeFileSync(join(hostDir, 'index.html'), `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>A host page</title><link rel="icon" href="data:,">
<style>body { margin: 8px; font-family: Georgia, serif; } button { color: red; background: yellow; } .digit, .goals, .choices { margin: 40px; }</style>
<script type="module" src="${calcsolve.url}widget.js"></script></head><body>
<calcsolve-widget id="play" game="calculator2" level="184" mode="play"></calcsolve-widget>
<calcsolve-widget id="solution" game="calculator2" level="184"></calcsolve-widget>
</body></html>`);
  host = await startServer({ root: hostDir });
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await host?.close();
  await calcsolve?.close();
  if (hostDir) rmSync(hostDir, { recursive: true, force: true });
});

async function openHost() {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const watch = watchPage(page);
  await page.goto(host.url + 'index.html');
  await page.waitForSelector('#play[data-state="ready"]');
  await page.waitForSelector('#solution[data-state="ready"]');
  return { page, watch, context };
}

test('the solution widget: the engine\'s way to each goal; the link opens the page at the level', async () => {
  const { page, watch, context } = await openHost();
  const report = engine.solve('calculator2', LEVEL_184);
  const widget = page.locator('#solution');
  assert.equal(await widget.locator('.head .goal').textContent(), '54 → 49, 11 · 3 moves');
  for (const goal of report.goals) {
    const way = widget.locator(`[data-goal="${goal.goal}"]`);
    assert.equal(await way.locator('.goal-title').textContent(), `Goal ${goal.goal} in ${goal.moves} moves:`);
    assert.deepEqual(await way.locator('.solution .key').evaluateAll((n) => n.map((x) => x.dataset.press)), goal.solution);
    assert.deepEqual(await way.locator('.solution .value').allTextContents(), goal.steps.map((s) => String(s.value)));
  }
  assert.equal(await widget.locator('a').getAttribute('href'), calcsolve.url + 'index.html#level2=184');
  await watch.assertClean();
  await context.close();
});

test('the play widget on a phone: level 184 won with the place picker, each goal ticked, Hint, no overflow', async () => {
  const { page, watch, context } = await openHost();
  const widget = page.locator('#play');
  const display = () => widget.locator('.lcd .digits').getAttribute('data-value');
  const ticked = () => widget.locator('.goals .reached').evaluateAll((n) => n.map((g) => g.dataset.goal));
  const tapKey = (label) => widget.locator(`.keys button.key[data-press="${label}"]`).tap();
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 360, 'the widget fits the phone');
  assert.equal(await display(), '54');
  assert.deepEqual(await widget.locator('.keys button.key').allTextContents(), ['Lock', 'Sort>', '/5', 'Clear']);
  // each key in the engine's colour family, its help as its tooltip
  const families = Object.fromEntries(engine.read('calculator2', LEVEL_184)[0].buttons.map((b) => [b.label, b.family]));
  assert.deepEqual(families, { Lock: 'store', 'Sort>': 'special', '/5': 'arithmetic' });
  for (const [label, family] of Object.entries(families)) {
    const chip = widget.locator(`.keys button.key[data-press="${label}"]`);
    assert.match(await chip.getAttribute('class'), new RegExp('\\bfam-' + family + '\\b'));
    assert.match(await chip.getAttribute('title'), new RegExp('^' + label.replace(/[/>]/g, '\\$&')));
  }
  const colours = await widget.locator('.keys button.key').evaluateAll((n) => n.slice(0, 3).map((x) => getComputedStyle(x).backgroundColor));
  assert.equal(new Set(colours).size, 3, 'three families, three colours: ' + colours);
  // Hint: the engine's ladder, a rung a press, up to the next press, its key ringed
  const rungs = engine.hint('calculator2', LEVEL_184, { ladder: true }).ladder.filter((rung) => rung.kind !== 'solution');
  for (const [i, rung] of rungs.entries()) {
    await widget.locator('[data-role="hint"]').tap();
    assert.equal(await widget.locator('.status').textContent(), `Hint ${i + 1} of ${rungs.length}: ${rung.text}`);
  }
  assert.equal(rungs.at(-1).kind, 'next');
  assert.deepEqual(await widget.locator('.keys .key.hinted').evaluateAll((n) => n.map((x) => x.dataset.press)), [rungs.at(-1).press.replace(/@.*/, '')]);

  await tapKey('Sort>');
  assert.equal(await display(), '45');
  // Lock: its presses here are the engine's, as choices and as the display's digits
  await tapKey('Lock');
  const position = engine.position('calculator2', engine.play('calculator2', LEVEL_184, 'Sort>').text);
  const locks = position.moves.filter((m) => m.startsWith('Lock@'));
  // the choices in the engine's words and order: the digits as they stand, left to right
  const choices = position.puzzle.buttons.find((b) => b.label === 'Lock').choices;
  assert.deepEqual(choices.map((c) => c.move), ['Lock@1', 'Lock@0']);
  assert.deepEqual([...choices.map((c) => c.move)].sort(), [...locks].sort());
  assert.deepEqual(await widget.locator('.choices .key').evaluateAll((n) => n.map((x) => x.dataset.press)), choices.map((c) => c.move));
  assert.deepEqual(await widget.locator('.choices .key').allTextContents(), ['Lock the 4 (tens)', 'Lock the 5 (ones)']);
  assert.deepEqual(await widget.locator('.lcd button.digit').evaluateAll((n) => n.map((x) => x.dataset.move)), ['Lock@1', 'Lock@0']);
  await widget.locator('.lcd button.digit[data-move="Lock@1"]').tap(); // the tens digit
  assert.equal(await widget.locator('.choices').isHidden(), true);
  await tapKey('/5');
  await widget.locator('.goals .reached').waitFor();
  assert.deepEqual(await ticked(), ['49']);
  assert.equal(await display(), '54', 'back at the start for the next goal');
  assert.equal(await widget.locator('.status').textContent(), 'Goal 49 reached ✓: back at the start for the next.');
  await tapKey('Lock');
  await widget.locator('.choices .key[data-press="Lock@1"]').tap();
  await tapKey('Sort>');
  assert.equal(await display(), '55');
  await tapKey('/5');
  assert.deepEqual(await ticked(), ['49', '11']);
  assert.equal(await widget.locator('.status').textContent(), 'Every goal reached in 6 moves!');
  assert.equal(await widget.locator('.lcd.win').count(), 1);
  assert.equal(await widget.locator('.keys button.key:disabled').count(), 4, 'a won game takes no more presses');
  await widget.locator('[data-role="undo"]').tap();
  assert.deepEqual(await ticked(), ['49']);
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 360);
  await page.screenshot({ path: join(tmpdir(), 'calcsolve-widget-calc2-phone.png'), fullPage: true });
  // an unknown game is named, with the known ones
  await page.evaluate(() => document.querySelector('#play').setAttribute('game', 'chess'));
  await page.waitForSelector('#play[data-state="error"]');
  assert.equal(await widget.locator('.error').textContent(), 'game must be one of calculator, calculator2, not “chess”');
  await watch.assertClean();
  await context.close();
});
