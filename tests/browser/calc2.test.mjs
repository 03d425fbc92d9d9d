// calc2.test.mjs: the Calculator 2 tab (web/src/games/calc2/) on a phone (360 × 740, touch):
// a level opened by its link and from the level list; level 184 played with its pick key (Lock,
// its place picked on the display and among the choices) to the win of both goals, each ticked
// as it is reached and the display back at the start between them, with no press scrolling
// the page; Hint's rungs the CLI's ladder of the same position, its keys in words; Show solution
// after its second press; the game in progress kept by its link over a reload; axe-core clean on
// the tab.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { test } from 'node:test';
import { loadEngine } from '../wasm/engine.mjs';
import { LAST_HINT } from './helpers.mjs';
import { closePage, openPage, ROOT, useBrowser } from './server.mjs';

const web = useBrowser();
const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };
const P = '#calc2-play';
const LEVEL_184 = 'level: 184\nstart: 54\ngoals: 49, 11\nmoves: 3\nbuttons: Lock, Sort>, /5\n';

const display = (page) => page.$eval(P + '-display', (n) => n.dataset.value);
const ticked = (page) => page.$$eval(P + '-goals .reached', (goals) => goals.map((g) => g.dataset.goal));
const moves = (page) => page.$eval(P, (n) => n.dataset.moves);
async function tap(page, selector, { moved = true } = {}) {
  const before = await moves(page);
  await page.tap(selector);
  if (moved) await page.waitForFunction(([sel, n]) => document.querySelector(sel).dataset.moves !== n, [P, before]);
  assert.equal(await page.evaluate(() => window.scrollY), 0, 'a press leaves the page where it is: ' + selector);
}
const key = (label) => `${P}-keys [data-label="${label}"]`;

test('a level by link on a phone: the LCD, the keys as the engine labels them, all on the first screen in 44 px targets', async () => {
  const session = await openPage(web.browser, web.server.url + '#level2=184', PHONE);
  const { page } = session;
  await page.waitForSelector(P + '[data-state="playing"]');
  assert.equal(await page.textContent(P + '-level'), 'Level 184');
  assert.equal(await page.textContent(P + '-left'), 'Moves: 3 of 3');
  assert.deepEqual(await page.$$eval(P + '-goals li', (goals) => goals.map((g) => g.dataset.goal)), ['49', '11']);
  assert.equal(await display(page), '54');
  assert.deepEqual(await page.$$eval(P + '-keys button', (keys) => keys.map((k) => k.textContent)), ['Lock', 'Sort>', '/5', 'Clear']);
  const boxes = await page.$$eval(`${P}-keys button, ${P}-lcd, #calc2-prev, #calc2-next, #calc2-levels, ${P}-hint, ${P}-undo`,
    (nodes) => nodes.map((n) => { const r = n.getBoundingClientRect(); return { id: n.id || n.textContent, w: r.width, h: r.height, bottom: r.bottom }; }));
  for (const box of boxes) {
    assert.ok(box.bottom <= 740, `${box.id} on the first screen (bottom ${box.bottom})`);
    if (box.id !== 'calc2-play-lcd') assert.ok(box.w >= 44 && box.h >= 44, `${box.id} is ${box.w} × ${box.h}`);
  }
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 360, 'nothing wider than the phone');
  assert.equal(await page.title(), 'Calculator 2, level 184 · calcsolve');
  await closePage(session);
});

test('level 184 played with Lock picked on the display and among the choices: each goal ticked, the win, a reload keeps the game', async () => {
  const session = await openPage(web.browser, web.server.url + '#level2=184', PHONE);
  const { page } = session;
  await page.waitForSelector(P + '[data-state="playing"]');
  await tap(page, key('Sort>'));
  assert.equal(await display(page), '45');
  // Lock picks a place: the choices the engine lists, in its words and as the digits stand, and the
  // display's digits as buttons
  await tap(page, key('Lock'), { moved: false });
  assert.deepEqual(await page.$$eval(P + '-choices [data-move]', (b) => b.map((n) => n.textContent)), ['Lock the 4 (tens)', 'Lock the 5 (ones)']);
  assert.deepEqual(await page.$$eval(P + '-choices [data-move]', (b) => b.map((n) => n.dataset.move)), ['Lock@1', 'Lock@0']);
  assert.equal(await page.getAttribute(key('Lock'), 'aria-expanded'), 'true');
  await tap(page, P + '-display button[data-move="Lock@1"]');
  assert.equal(await page.isHidden(P + '-choices'), true, 'the choices go with the press');
  await tap(page, key('/5'));
  // goal 49 reached: ticked, the display back at the start with the moves for the next goal
  assert.deepEqual(await ticked(page), ['49']);
  assert.equal(await display(page), '54');
  assert.equal(await page.textContent(P + '-left'), 'Moves: 3 of 3');
  assert.match(await page.textContent(P + '-pick'), /Goal 49 reached/);
  assert.match(await page.textContent(P + '-said'), /^divide by 5 gives 49\. Goal 49 reached\./);
  assert.match(await page.evaluate(() => decodeURIComponent(location.hash)), /^#level2=184&moves=Sort>,Lock@1,\/5$/);
  // the link keeps the game over a reload
  await page.reload();
  await page.waitForSelector(P + '[data-state="playing"]');
  await page.waitForFunction(() => document.querySelector('#calc2-play').dataset.moves === '3');
  assert.deepEqual(await ticked(page), ['49']);
  assert.equal(await display(page), '54');
  // the second goal, Lock's place now picked among the choices
  await tap(page, key('Lock'), { moved: false });
  await tap(page, P + '-choices [data-move="Lock@1"]');
  await tap(page, key('Sort>'));
  assert.equal(await display(page), '55');
  await tap(page, key('/5'));
  await page.waitForSelector(P + '[data-state="solved"]');
  assert.deepEqual(await ticked(page), ['49', '11']);
  assert.equal(await page.textContent(P + '-outcome'), 'Every goal reached in 6 moves, the fewest possible.');
  assert.equal(await page.isDisabled(key('Lock')), true, 'no key after the win');
  await closePage(session);
});

// The engine's text of the position after `presses` from level 184 (the page plays the same moves).
async function positionText(presses) {
  const engine = await loadEngine();
  let text = LEVEL_184;
  for (const press of presses) text = engine.play('calculator2', text, press).text;
  return text;
}

test('Hint climbs the CLI\'s ladder of the position; a refused press says the engine\'s reason', async () => {
  const text = await positionText(['Sort>']);
  const cli = spawnSync(join(ROOT, 'build/calcsolve'), ['hint', '-', '--game', 'calculator2', '--ladder', '--json'], { input: text, encoding: 'utf8' });
  assert.equal(cli.status, 0, cli.stderr);
  // each rung as the page says it: the keys and presses it names (key, press) in the engine's
  // words for the position (a choice's words, a key's spoken name)
  const buttons = (await loadEngine()).read('calculator2', text)[0].buttons;
  const wordsOf = (label) => buttons.flatMap((b) => [...(b.choices || []).map((c) => [c.move, c.words]), [b.label, b.spoken]]).find(([l]) => l === label)?.[1] ?? label;
  const inWords = (rung) => [rung.key, rung.press].filter((l) => typeof l === 'string').reduce(({ t, from }, label) => {
    const i = t.indexOf(label, from);
    return i < 0 ? { t, from } : { t: t.slice(0, i) + wordsOf(label) + t.slice(i + label.length), from: i + wordsOf(label).length };
  }, { t: rung.text, from: 0 }).t;
  const rungs = JSON.parse(cli.stdout).ladder.filter((rung) => rung.kind !== 'solution').map(inWords);
  assert.ok(rungs.some((rung) => /Press Lock the 4 \(tens\) next\./.test(rung)), rungs.join(' | '));
  assert.ok(rungs.length >= 2, rungs.join(' | '));
  const session = await openPage(web.browser, web.server.url + '#level2=184&moves=Sort>', PHONE);
  const { page } = session;
  await page.waitForFunction(() => document.querySelector('#calc2-play').dataset.moves === '1');
  const seen = [];
  for (let i = 0; i <= rungs.length; i++) {
    await page.$eval(P + '-hint-text', (n) => (n.textContent = ''));
    await page.tap(P + '-hint');
    await page.waitForFunction((sel) => document.querySelector(sel).textContent !== '', P + '-hint-text');
    seen.push(await page.textContent(P + '-hint-text'));
  }
  assert.deepEqual(seen, [...rungs.map((rung, i) => `Hint ${i + 1} of ${rungs.length}: ${rung}`), `Hint ${rungs.length} of ${rungs.length}: ${rungs.at(-1)}${LAST_HINT}`]);
  assert.equal(await page.textContent(P + '-hints-used'), rungs.length + ' hints used');
  assert.equal(await page.getAttribute(key('Lock'), 'class').then((c) => c.includes('hinted')), true, 'the next press\'s key ringed');
  assert.match(await page.evaluate(() => location.hash), new RegExp('&hints=' + rungs.length + '$'));
  // a second Lock while one waits: refused with the engine's words, no move spent
  await tap(page, key('Lock'), { moved: false });
  assert.equal(await page.$$eval(P + '-choices .hinted, ' + P + '-display .hinted', (n) => n.map((b) => b.dataset.move).join()), 'Lock@1,Lock@1',
    'the hinted choice ringed among the choices and on the display');
  await tap(page, P + '-choices [data-move="Lock@1"]');
  await tap(page, key('Lock'), { moved: false });
  await page.tap(P + '-choices [data-move="Lock@0"]');
  await page.waitForFunction((sel) => document.querySelector(sel).textContent.startsWith('Not allowed: '), P + '-hint-text');
  assert.equal(await moves(page), '2');
  await closePage(session);
});

test('Show solution shows the engine\'s way to each goal after a second press, and its link shows it again', async () => {
  const session = await openPage(web.browser, web.server.url + '#level2=184', PHONE);
  const { page } = session;
  await page.waitForSelector(P + '[data-state="playing"]');
  await page.tap(P + '-solution');
  assert.equal(await page.textContent(P + '-solution'), 'Really show?');
  assert.equal(await page.isHidden(P + '-answer'), true, 'the first press shows nothing');
  await page.tap(P + '-solution');
  await page.waitForFunction((sel) => document.querySelectorAll(sel).length === 2, P + '-answer-goals li');
  const lines = await page.$$eval(P + '-answer-goals li', (items) => items.map((li) => li.textContent));
  const report = (await loadEngine()).solve('calculator2', LEVEL_184);
  assert.deepEqual(lines, report.goals.map((g) => `Goal ${g.goal} in ${g.moves} moves: ${g.solution.join(', ')}`));
  assert.equal(await page.textContent(P + '-solution'), 'Hide solution');
  assert.match(await page.evaluate(() => location.hash), /&show=solution$/);
  await page.reload();
  await page.waitForFunction((sel) => document.querySelectorAll(sel).length === 2, P + '-answer-goals li');
  await closePage(session);
});

test('a level from the list and from the level box, numbered as the app numbers them (20 missing), ‹ › stepping over the gap', async () => {
  const session = await openPage(web.browser, web.server.url + '#calculator2', PHONE);
  const { page } = session;
  await page.waitForFunction(() => document.querySelector('#calc2-play-level').textContent === 'Level 1');
  await page.tap('#calc2-levels');
  await page.waitForSelector('#calc2-level-grid [data-level="21"]');
  assert.equal(await page.$$eval('#calc2-level-grid button', (tiles) => tiles.length), 190);
  assert.equal(await page.$('#calc2-level-grid [data-level="20"]'), null);
  await page.tap('#calc2-level-ranges button:nth-child(1)');
  await page.tap('#calc2-level-grid [data-level="19"]');
  await page.waitForFunction(() => document.querySelector('#calc2-play-level').textContent === 'Level 19');
  assert.equal(await page.isHidden('#calc2-level-browser'), true);
  assert.equal(await page.evaluate(() => location.hash), '#level2=19');
  await page.tap('#calc2-next');
  await page.waitForFunction(() => document.querySelector('#calc2-play-level').textContent === 'Level 21');
  await page.fill('#calc2-level', '20');
  await page.press('#calc2-level', 'Enter');
  await page.waitForFunction(() => /no level 20/.test(document.querySelector('#calc2-level-hint').textContent));
  await page.fill('#calc2-level', '184');
  await page.press('#calc2-level', 'Enter');
  await page.waitForFunction(() => document.querySelector('#calc2-play-level').textContent === 'Level 184');
  await page.goBack();
  await page.waitForFunction(() => document.querySelector('#calc2-play-level').textContent === 'Level 21');
  await closePage(session);
});

test('your own level by its link, and a link with a bad key value named', async () => {
  const session = await openPage(web.browser, web.server.url + '#calculator2=start:3;goals:5,7;moves:2;buttons:+2,Cut5', PHONE);
  const { page } = session;
  await page.waitForSelector(P + '[data-state="playing"]');
  assert.equal(await page.textContent(P + '-level'), 'Your level');
  assert.deepEqual(await page.$$eval(P + '-keys button', (keys) => keys.map((k) => k.textContent)), ['+2', 'Cut5', 'Clear']);
  await page.evaluate(() => { location.hash = '#level2=184&hints=x'; });
  await page.waitForFunction(() => /hints=/.test(document.querySelector('#notice').textContent));
  await closePage(session);
});

test('on a keyboard: digits press the keys, then a pick\'s choices; Esc cancels a pick, Backspace undoes, ? lists them', async () => {
  const session = await openPage(web.browser, web.server.url + '#level2=184');
  const { page } = session;
  await page.waitForSelector(P + '[data-state="playing"]');
  await page.focus('#calc2-title');
  await page.keyboard.press('2'); // Sort>
  await page.waitForFunction(() => document.querySelector('#calc2-play-display').dataset.value === '45');
  await page.keyboard.press('1'); // Lock: its choices
  await page.waitForSelector(P + '-choices:not([hidden])');
  await page.keyboard.press('Escape');
  await page.waitForSelector(P + '-choices', { state: 'hidden' });
  await page.keyboard.press('1');
  await page.waitForSelector(P + '-choices:not([hidden])');
  await page.keyboard.press('1'); // Lock@1, the first choice: the tens, the digit on the left
  await page.waitForFunction(() => document.querySelector('#calc2-play').dataset.moves === '2');
  assert.match(await page.evaluate(() => decodeURIComponent(location.hash)), /moves=Sort>,Lock@1$/);
  await page.keyboard.press('Backspace');
  await page.waitForFunction(() => document.querySelector('#calc2-play').dataset.moves === '1');
  await page.keyboard.press('?');
  assert.equal(await page.isVisible('#calc2-shortcuts-panel'), true);
  await closePage(session);
});

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

test('axe-core finds nothing on the tab: a pick waiting, the solution, the level list and your own level open', async () => {
  for (const colorScheme of ['light', 'dark']) {
    const session = await openPage(web.browser, web.server.url + '#level2=184&moves=Sort>&show=solution', { ...PHONE, colorScheme });
    const { page } = session;
    await page.waitForFunction((sel) => document.querySelectorAll(sel).length === 2, P + '-answer-goals li');
    await page.tap('#calc2-levels');
    await page.waitForSelector('#calc2-level-grid button.current');
    await page.tap('#calc2-own > summary');
    await page.tap(key('Lock'));
    await page.waitForSelector(P + '-display button');
    await page.evaluate(AXE_SOURCE);
    const violations = await page.evaluate(async () => {
      const result = await window.axe.run(document.querySelector('#panel-calc2'), { resultTypes: ['violations'] });
      return result.violations.map((v) => v.id + ': ' + v.nodes.map((n) => n.target.join(' ')).join(', '));
    });
    assert.deepEqual(violations, [], colorScheme);
    await closePage(session);
  }
});
