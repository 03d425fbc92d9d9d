// hint-ladder.test.mjs: on a phone (360×740, touch), Hint climbs the engine's hint ladder one
// rung a press, in the Calculator, Digits and the clock: each rung's words are the native CLI's
// (`calcsolve hint - --ladder --json` for the same position), the count of hints is the rungs
// shown, the last rung asked again is not counted, and a move starts the ladder again. A hint
// at a dead end is not counted. Show solution asks first in Digits and the clock (two presses),
// and neither press moves the page. The play model alone asks for a position's ladder once.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';
import { levelText } from '../wasm/engine.mjs';
import { PlayModel } from '../../web/src/play/model.js';
import { useBrowserAndEngine } from './helpers.mjs';
import { closePage, openPage, ROOT } from './server.mjs';

const web = useBrowserAndEngine();
const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };
const LAST = ' No more hints here: Show solution gives the whole answer.';

// The native CLI's ladder of a position (puzzle text on standard input), its solution rung left
// out (Hint never shows it: Show solution does).
function cliLadder(text, game) {
  const r = spawnSync(path.join(ROOT, 'build/calcsolve'), ['hint', '-', '--ladder', '--json', '--game', game], { input: text, encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  return JSON.parse(r.stdout).ladder.filter((rung) => rung.kind !== 'solution');
}
// What Hint says for rung i of n (the words the page puts before the engine's own).
const said = (rungs, i) => (rungs.length > 1 ? `Hint ${i + 1} of ${rungs.length}: ` : '') + rungs[i].text;
// Digits writes the operations as people do (× ÷ −): compared as the engine writes them
const plain = (text) => text.replace(/×/g, '*').replace(/÷/g, '/').replace(/−/g, '-');

// Presses Hint (a finger's tap where it is) and waits for its words to change from `before`.
async function askHint(page, hint, line, before) {
  const box = await page.$eval(hint, (n) => n.getBoundingClientRect().toJSON());
  await page.touchscreen.tap(box.left + box.width / 2, box.top + box.height / 2);
  await page.waitForFunction(([sel, was]) => {
    const t = document.querySelector(sel).textContent;
    return t !== was && t !== 'Thinking…' && t !== '';
  }, [line, before]);
  return page.textContent(line);
}

// Climbs every rung of the position shown, checking each against `rungs`, then asks once more.
async function climb(page, { hint, line, count, rungs, counted, plainText = (t) => t }) {
  let before = await page.textContent(line);
  for (let i = 0; i < rungs.length; i++) {
    const text = await askHint(page, hint, line, before);
    assert.equal(plainText(text), said(rungs, i), `rung ${i + 1}`);
    assert.equal(await page.textContent(count), `${counted + i + 1} ${counted + i + 1 === 1 ? 'hint' : 'hints'} used`);
    before = text;
  }
  // past the top: the last rung again, not counted
  await page.$eval(line, (n) => (n.textContent = ''));
  const again = await askHint(page, hint, line, '');
  assert.equal(plainText(again), said(rungs, rungs.length - 1) + LAST);
  const total = counted + rungs.length;
  assert.equal(await page.textContent(count), `${total} ${total === 1 ? 'hint' : 'hints'} used`);
  await page.waitForFunction((n) => new RegExp('hints=' + n + '(&|$)').test(location.hash), total);
  return total;
}

const calcText = (n) => levelText(web.engine.bundledLevels().find((l) => l.level === n));
const CALC = { hint: '#calc-play-hint', line: '#calc-play-status', count: '#calc-play-hints-used' };

for (const n of [199, 132, 1]) {
  test(`level ${n}: Hint climbs the CLI's ladder, the count is the rungs shown, a press starts it again`, async () => {
    const session = await openPage(web.browser, web.server.url + '#level=' + n, PHONE);
    const { page } = session;
    await page.waitForSelector('#calc-play-view[data-state="playing"]');
    const start = calcText(n);
    const rungs = cliLadder(start, 'calculator');
    assert.ok(rungs.length >= 1 && rungs.at(-1).kind === 'next', JSON.stringify(rungs));
    const used = await climb(page, { ...CALC, rungs, counted: 0 });
    // the next rung names a key: it wears the hint's ring
    const next = rungs.at(-1).press;
    assert.deepEqual(await page.$$eval('#calc-play-keypad .hinted', (keys) => keys.map((k) => k.dataset.press)), [next]);
    if (n === 1) return closePage(session, 'level 1');
    // the key pressed: the ladder starts again for the new position
    await page.locator(`#calc-play-keypad button[data-press="${next}"]`).tap();
    await page.waitForFunction(() => document.querySelector('#calc-play-view').dataset.presses === '1');
    const played = web.engine.play('calculator', start, next, {});
    const after = cliLadder(played.text, 'calculator');
    const text = await askHint(page, CALC.hint, CALC.line, await page.textContent(CALC.line));
    assert.equal(text, said(after, 0), 'the first rung of the new position');
    assert.equal(await page.textContent(CALC.count), `${used + 1} hints used`);
    return closePage(session, 'level ' + n);
  });
}

test('Digits and the clock: Hint climbs their ladders, the choice named is ringed', async () => {
  const digits = await openPage(web.browser, web.server.url + '#digits=415:1,2,3,4,5,6', PHONE);
  await digits.page.waitForSelector('#digits-game[data-state="playing"]');
  const digitsRungs = cliLadder('target: 415\nnumbers: 1 2 3 4 5 6\n', 'digits');
  assert.ok(digitsRungs.length >= 2, JSON.stringify(digitsRungs));
  await climb(digits.page, { hint: '#digits-game-hint', line: '#digits-game-hint-text', count: '#digits-game-hints-used', rungs: digitsRungs, counted: 0, plainText: plain });
  await closePage(digits, 'digits ladder');

  const clock = await openPage(web.browser, web.server.url + '#clock=4,2', PHONE);
  await clock.page.waitForSelector('#clock-game[data-state="playing"]');
  const clockRungs = cliLadder('n: 4\nk: 2\n', 'clock');
  await climb(clock.page, { hint: '#clock-game-hint', line: '#clock-game-hint-text', count: '#clock-game-hints-used', rungs: clockRungs, counted: 0 });
  assert.deepEqual(await clock.page.$$eval('#clock-game .choice-btn.hinted', (b) => b.map((x) => x.dataset.move)), [clockRungs.at(-1).press]);
  await closePage(clock, 'clock ladder');
});

test('a hint at a dead end says what to undo and is not counted', async () => {
  const session = await openPage(web.browser, web.server.url + '#level=5', PHONE);
  const { page } = session;
  await page.waitForSelector('#calc-play-view[data-state="playing"]');
  for (let i = 1; i <= 2; i++) {
    await page.locator('#calc-play-keypad button[data-press="+4"]').tap();
    await page.waitForFunction((k) => document.querySelector('#calc-play-view').dataset.presses === String(k), i);
  }
  for (let i = 0; i < 2; i++) {
    await page.$eval(CALC.line, (n) => (n.textContent = ''));
    const text = await askHint(page, CALC.hint, CALC.line, '');
    assert.match(text, /Undo \d+ press/, text);
  }
  assert.equal(await page.textContent(CALC.count), '0 hints used');
  assert.doesNotMatch(page.url(), /hints=/);
  await closePage(session, 'dead end');
});

// Show solution scrolled to where a finger can tap it, then tapped twice where it is.
async function twoPresses(page, prefix, result) {
  const button = '#' + prefix + '-solution';
  await page.$eval(button, (b) => b.scrollIntoView({ block: 'center' }));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const still = await page.evaluate(() => window.scrollY);
  const tap = async () => {
    const box = await page.$eval(button, (n) => n.getBoundingClientRect().toJSON());
    await page.touchscreen.tap(box.left + box.width / 2, box.top + box.height / 2);
  };
  await tap();
  assert.equal(await page.textContent(button), 'Really show?');
  assert.match(await page.textContent('#' + prefix + '-hint-text'), /^Show solution shows .*Press it again to show it\.$/);
  assert.equal(await page.isVisible(result), false, 'the first press shows nothing');
  assert.doesNotMatch(page.url(), /show=solution/);
  // a tap elsewhere cancels the ask: the next press asks again
  await page.touchscreen.tap(5, 5);
  assert.equal(await page.textContent(button), 'Show solution');
  await tap();
  assert.equal(await page.isVisible(result), false, 'a press after the ask was cancelled asks again');
  await tap();
  await page.waitForFunction((b) => document.querySelector(b).textContent === 'Hide solution', button);
  await page.waitForFunction(() => /show=solution/.test(location.hash));
  assert.equal(await page.isVisible(result), true);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  assert.equal(await page.evaluate(() => window.scrollY), still, 'Show solution scrolled the page');
}

test('Digits and the clock: Show solution asks first, shows on the second press, and never moves the page', async () => {
  const digits = await openPage(web.browser, web.server.url + '#digits=415:1,2,3,4,5,6', PHONE);
  await digits.page.waitForSelector('#digits-game[data-state="playing"]');
  await twoPresses(digits.page, 'digits-game', '#digits-result');
  await closePage(digits, 'digits asks');
  const clock = await openPage(web.browser, web.server.url + '#clock=4,2', PHONE);
  await clock.page.waitForSelector('#clock-game[data-state="playing"]');
  await twoPresses(clock.page, 'clock-game', '#clock-result');
  await closePage(clock, 'clock asks');
  // a link's show=solution shows at once
  const linked = await openPage(web.browser, web.server.url + '#clock=4,2&show=solution', PHONE);
  await linked.page.waitForSelector('#clock-result:not([hidden])');
  await linked.page.waitForFunction(() => document.querySelector('#clock-game-solution').textContent === 'Hide solution');
  await closePage(linked, 'clock link');
});

// The play model alone (no page): the ladder of a position is asked of the engine once, however
// often Hint is pressed there or the player comes back to it; a game the engine has no ladder for
// gets its plain hint as one rung.
test('the play model asks for a position\'s ladder once, and takes the plain hint where there is no ladder', async () => {
  const level = calcText(5);
  const asked = [];
  const said = [];
  const marked = [];
  const view = { draw() {}, said: (text) => said.push(text), hinted: (answer) => answer && marked.push(answer.press) };
  const engineAsk = async (op, { game, text, move }) => {
    asked.push(op);
    if (op === 'play') return web.engine.play(game, text, move, {});
    return web.engine.hint(game, text, { ladder: op === 'ladder' });
  };
  const model = new PlayModel({ game: 'calculator', ask: engineAsk, view });
  model.start({ text: level, puzzle: null });
  const rungs = web.engine.hint('calculator', level, { ladder: true }).ladder.filter((rung) => rung.kind !== 'solution');
  for (let i = 0; i <= rungs.length; i++) await model.hint();
  assert.deepEqual(asked, ['ladder'], 'one ladder for the position');
  assert.equal(model.hints, rungs.length);
  assert.equal(said.at(-1), said.at(-2) + LAST);
  assert.deepEqual(marked, [rungs.at(-1).press, rungs.at(-1).press]);
  // a move and back: the position's ladder is kept, and its top is not counted again
  await model.move(rungs.at(-1).press);
  await model.undo();
  await model.hint();
  assert.deepEqual(asked, ['ladder', 'play']);
  assert.equal(model.hints, rungs.length);
  // no ladder from the engine (an error): the plain hint is the one rung, its move marked
  const plain = [];
  const noLadder = new PlayModel({ game: 'calculator', view: { draw() {}, said: (text) => plain.push(text), hinted: (a) => a && marked.push(a.move) },
    ask: async (op, args) => (op === 'ladder' ? { error: { field: 'game', message: 'no ladder' } } : engineAsk(op, args)) });
  noLadder.start({ text: level, puzzle: null });
  await noLadder.hint();
  await noLadder.hint();
  const hint = web.engine.hint('calculator', level);
  assert.deepEqual(plain, [hint.device_message, hint.device_message + LAST]);
  assert.equal(noLadder.hints, 1);
  assert.equal(marked.at(-1), hint.move);
});

// A rung the game has shown already (x2 not needed, before and after a move that keeps to a
// shortest solution) is passed over: the next Hint is the first new rung, and it alone is counted.
test('the play model never shows (nor counts) a rung it has shown already in this game', async () => {
  const level = 'start: 0\ngoal: 20\nmoves: 3\nbuttons: +4, x4, x2\n';
  const said = [];
  const ask = async (op, { game, text, move }) => (op === 'play' ? web.engine.play(game, text, move, {}) : web.engine.hint(game, text, { ladder: op === 'ladder' }));
  const model = new PlayModel({ game: 'calculator', ask, view: { draw() {}, said: (text) => said.push(text), hinted() {} } });
  model.start({ text: level, puzzle: null });
  await model.hint();
  const first = web.engine.hint('calculator', level, { ladder: true }).ladder[0];
  assert.equal(first.kind, 'unused');
  assert.match(said.at(-1), new RegExp(first.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') + '$'));
  await model.move('+4');
  const after = web.engine.hint('calculator', model.current.text, { ladder: true }).ladder.filter((rung) => rung.kind !== 'solution');
  assert.equal(after[0].text, first.text, 'the new position starts with the same rung');
  await model.hint();
  assert.ok(said.at(-1).endsWith(after[1].text), said.at(-1));
  assert.equal(model.hints, 2);
});
