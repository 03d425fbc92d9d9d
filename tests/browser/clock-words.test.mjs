// clock-words.test.mjs: a clock player can predict the game from what the tab says. How to play
// words the rule exactly and works an example on two faces, in the engine's own words; the log
// says why the game chose each round, in the engine's words (never the page's); the status line
// and the face show the same round at the same time; the win names the fewest choices, in the
// place kept for it beside the face, moving nothing and scrolling nowhere; the one
// way to the answer is Show solution, which asks first; on a 360×740 touch phone the face stays
// where it was drawn whatever is said or opened, and its numbers are 12 px or more; a screen
// reader hears each change once, in punctuated sentences, from the game's one live line.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { useBrowserAndEngine } from './helpers.mjs';
import { closePage, openPage } from './server.mjs';
import { EXAMPLE, RULE } from '../../web/src/games/clock/howto.js';

const web = useBrowserAndEngine();
const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };

async function openClock(hash, options = {}) {
  const session = await openPage(web.browser, web.server.url + hash, options);
  await session.page.waitForSelector('#clock-game[data-state="playing"]');
  await atRest(session.page);
  return { session, page: session.page, area: session.page.locator('#clock-game') };
}
// the face has shown the last move's rounds (play.js marks it moving meanwhile)
const atRest = (page) => page.waitForFunction(() => !document.querySelector('#clock-game [data-moving]') && document.querySelector('#clock-game-said').textContent !== '');
async function choose(page, move, made) {
  await page.click(move === '0' ? '#clock-game-zero' : '#clock-game-keep');
  await page.waitForFunction((n) => document.querySelector('#clock-game').dataset.moves === String(n), made);
  await atRest(page);
}
// The engine's step for the link's choices: the start ("wait"), then each choice.
function engineSteps(text, moves) {
  let answer = web.engine.play('clock', text, 'wait');
  const steps = [answer];
  for (const move of moves) steps.push((answer = web.engine.play('clock', answer.text, move)));
  return steps;
}

test('How to play: the rule exact about "behind", and a worked example on two faces in the engine\'s words', async () => {
  const { session, page } = await openClock('#clock', PHONE);
  assert.match(page.url(), /#clock=4,1$/, 'the first game is the example\'s clock');
  await page.click('#clock-howto summary');
  const howto = await page.textContent('#clock-howto');
  assert.ok(howto.replace(/\s+/g, ' ').includes(RULE), 'the rule the wasm test applies is the one shown');
  assert.match(RULE, /The hand's own cell counts only when every other cell is 0/);
  const captions = await page.$$eval('#clock-howto figure.ex figcaption', (list) => list.map((c) => c.textContent.replace(/\s+/g, ' ')));
  const start = engineSteps('n: 4\nk: 1\n', [])[0].step.advances;
  assert.equal(captions.length, 2);
  for (const [i, caption] of captions.entries()) {
    assert.equal(EXAMPLE[i], start[i].why, `example ${i + 1} is the engine's words for round ${i + 1}`);
    assert.ok(caption.endsWith(EXAMPLE[i]), caption);
  }
  // the example's cell numbers and values: 12 px at least on a 360 px phone
  const sizes = await page.$$eval('#clock-howto .ex-face text', (texts) => texts.map((t) => parseFloat(getComputedStyle(t).fontSize) * t.ownerSVGElement.getScreenCTM().a));
  assert.ok(sizes.length >= 8 && Math.min(...sizes) >= 12, `example labels at ${Math.min(...sizes).toFixed(1)} px`);
  await closePage(session, 'clock howto');
});

test('the log says why, in the engine\'s words; the status line, the log and the face show the same round at the same time', async () => {
  const { session, page } = await openClock('#clock=4,2');
  // every change of the status line, with the cell under the hand and the log's last round at that moment
  await page.evaluate(() => {
    window.samples = [];
    new MutationObserver(() => {
      const under = [...document.querySelectorAll('#clock-game-svg .cell')].findIndex((g) => g.classList.contains('under'));
      const last = document.querySelector('#clock-game-log li:last-child');
      window.samples.push({ text: document.querySelector('#clock-game-turn').textContent, under, log: last ? last.textContent : '' });
    }).observe(document.querySelector('#clock-game-turn'), { childList: true, characterData: true, subtree: true });
  });
  const moves = ['X', '0', 'X', 'X', '0'];
  for (const [i, move] of moves.entries()) await choose(page, move, i + 1);
  const samples = await page.evaluate(() => window.samples);
  assert.ok(samples.length > moves.length * 2, 'the status line followed the rounds one by one');
  for (const { text, under, log } of samples) {
    const m = /^Round (\d+): .*cell (\d+)/.exec(text);
    assert.ok(m, text);
    assert.equal(Number(m[2]), under, `"${text}" while the face showed the hand on cell ${under}`);
    assert.ok(log.startsWith('Round ' + m[1] + '. '), `"${text}" while the log ended with "${log}"`);
  }
  // at rest: the last move's rounds, each with the engine's why, then where the game stands and why
  const step = engineSteps('n: 4\nk: 2\n', moves).at(-1).step;
  const expected = step.advances.map((a) => 'Round ' + a.round + '. ' + a.why).concat('Round ' + (step.advances.at(-1).round + 1) + '. ' + step.turn_why);
  assert.deepEqual(await page.$$eval('#clock-game-log li', (items) => items.map((li) => li.textContent)), expected);
  for (const line of expected) assert.match(line, /\.$/, 'a sentence ends with its full stop');
  assert.ok(expected.some((line) => /The game raised cell \d to \d: with it at \d, the reading from cell \d/.test(line)), 'a raise and why');
  await closePage(session, 'clock log');
});

test('the win names the fewest choices, from the engine, and moves nothing on a desktop; the clock\'s bar has no Solve, and Show solution asks first', async () => {
  const { session, page, area } = await openClock('#clock=4,1&moves=XX0XXX000', { viewport: { width: 1280, height: 800 } });
  assert.equal(await page.locator('#panel-clock').getByRole('button', { name: 'Solve', exact: true }).count(), 0, 'no one-click spoiler beside Play');
  await area.getByRole('button', { name: 'Show solution' }).click();
  assert.equal(await area.getByRole('button', { name: 'Really show?' }).count(), 1, 'the first press asks');
  assert.equal(await page.isVisible('#clock-result'), false, 'nothing shown yet');
  await page.click('#clock-game-hint'); // anything else cancels
  assert.equal(await area.getByRole('button', { name: 'Show solution' }).count(), 1);
  // the game as drawn before the winning choice: its heading, status line, face, choices, bar and the side card
  const drawn = () => page.evaluate(() => ['#clock-game-title', '#clock-game-turn', '#clock-game-svg', '.clock-turn-slot', '#clock-game .play-bar', '#panel-clock .clock-side']
    .map((s) => { const r = document.querySelector(s).getBoundingClientRect(); return `${s} ${Math.round(r.left)},${Math.round(r.top + scrollY)} ${Math.round(r.width)}`; }));
  const before = await drawn();
  const scrolled = await page.evaluate(() => scrollY);
  // the mouse where the choice is drawn (a driver's click would scroll it into view first)
  const zero = await page.$eval('#clock-game-zero', (n) => { const b = n.getBoundingClientRect(); return { x: b.x + b.width / 2, y: b.y + b.height / 2 }; });
  await page.mouse.click(zero.x, zero.y);
  await page.waitForFunction(() => document.querySelector('#clock-game').dataset.moves === '10');
  await atRest(page);
  assert.deepEqual(await drawn(), before, 'the win moved the game or the side card');
  assert.equal(await page.evaluate(() => scrollY), scrolled, 'the win scrolled the page');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'clock-game-outcome', 'the focus on the win line');
  assert.ok(await page.$eval('#clock-game-outcome', (o) => { const r = o.getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight; }), 'the win line in view');
  const won = engineSteps('n: 4\nk: 1\n', [...'XX0XXX0000']).at(-1).step;
  assert.equal(won.won, true);
  assert.equal(won.fewest, web.engine.solve('clock', 'n: 4\nk: 1').length);
  assert.equal(await page.textContent('#clock-game-outcome'), `Solved in 10 choices; the fewest is ${won.fewest}. With 1 hint.`);
  await closePage(session, 'clock win');
});

test('on a 360×740 touch phone the face stays where it was drawn, and its numbers are 12 px or more', async () => {
  for (const colorScheme of ['light', 'dark']) {
    const { session, page } = await openClock('#clock=4,2', { ...PHONE, colorScheme });
    const faceAt = () => page.$eval('#clock-game-svg', (svg) => Math.round(svg.getBoundingClientRect().top + window.scrollY));
    const first = await faceAt();
    const sizes = await page.$$eval('#clock-game-svg .cell-index, #clock-game-svg .cell-value', (texts) => texts.map((t) => parseFloat(getComputedStyle(t).fontSize) * t.ownerSVGElement.getScreenCTM().a));
    assert.ok(Math.min(...sizes) >= 12, `${colorScheme}: cell numbers at ${Math.min(...sizes).toFixed(1)} px`);
    const scrolled = () => page.evaluate(() => window.scrollY);
    assert.equal(await scrolled(), 0);
    await page.tap('#clock-game-keep');
    await atRest(page);
    assert.equal(await faceAt(), first, 'a choice moved the face');
    assert.equal(await scrolled(), 0, 'a choice scrolled the page under the finger');
    await page.tap('#clock-game-hint');
    await page.waitForFunction(() => document.querySelector('#clock-game-hint-text').textContent !== '');
    assert.equal(await faceAt(), first, 'a hint moved the face'); // (the page may scroll to show the hint: game-first-games)
    await page.tap('#clock-game-solution');
    assert.equal(await faceAt(), first, 'Show solution\'s question moved the face');
    await page.tap('#clock-howto summary');
    assert.equal(await faceAt(), first, 'How to play opened above the face');
    for (const move of ['0', 'X', '0']) await page.tap(move === '0' ? '#clock-game-zero' : '#clock-game-keep');
    await page.waitForFunction(() => document.querySelector('#clock-game').dataset.moves === '4');
    await atRest(page);
    assert.equal(await faceAt(), first, 'the status line\'s words moved the face');
    await page.tap('#clock-game-undo');
    await page.waitForFunction(() => /^Undone/.test(document.querySelector('#clock-game-hint-text').textContent));
    assert.equal(await faceAt(), first, 'Undo moved the face');
    await closePage(session, 'clock still ' + colorScheme);
  }
});

test('a screen reader hears each change once, in short sentences: your choice, the game\'s moves (their whys in the log), your turn; the win with the fewest', async () => {
  const { session, page } = await openClock('#clock=4,1&moves=XX0XXX00');
  // the game's one live line; the status line and the face are not live, and no tooltip repeats a name
  const live = await page.$$eval('#panel-clock [aria-live], #panel-clock [role="status"]', (nodes) => nodes.map((n) => n.id));
  assert.ok(live.includes('clock-game-said'));
  assert.equal(await page.getAttribute('#clock-game-turn', 'aria-live'), null);
  assert.deepEqual(await page.$$eval('#panel-clock [title]', (nodes) => nodes.filter((n) => n.getAttribute('aria-label') === n.title).map((n) => n.id)), []);
  // every write to a live region of the panel during one choice
  await page.evaluate(() => {
    window.writes = [];
    for (const node of document.querySelectorAll('#panel-clock [aria-live], #panel-clock [role="status"]')) {
      new MutationObserver(() => { if (node.textContent) window.writes.push([node.id, node.textContent]); }).observe(node, { childList: true, characterData: true, subtree: true });
    }
  });
  await choose(page, 'X', 9);
  const writes = await page.evaluate(() => window.writes);
  assert.equal(writes.length, 1, JSON.stringify(writes));
  const [id, said] = writes[0];
  assert.equal(id, 'clock-game-said');
  const { step, puzzle } = engineSteps('n: 4\nk: 1\n', [...'XX0XXX00X']).at(-1);
  const choice = step.advances.find((a) => a.by === 'player');
  assert.ok(said.startsWith(`Round ${choice.round}: you left cell ${choice.cell}.`), said);
  // each of the game's moves in a few words (a why runs to a hundred words said aloud: it is in the log)
  for (const a of step.advances.filter((x) => x.by !== 'player')) {
    assert.ok(!said.includes(a.why), 'a why said aloud: ' + a.why);
    assert.ok(said.includes(`Round ${a.round}: ` + (a.by === 'computer' ? `the game raised cell ${a.cell}` : `cell ${a.cell} is 0`)), said);
    assert.equal(await page.locator('#clock-game-log li', { hasText: a.why }).count(), 1, 'the why in the log: ' + a.why);
  }
  assert.match(said, /your turn on cell \d, which holds \d\.$/);
  // Undo says what it undid, once, in its own line (the position it returns to is the choice undone)
  await page.evaluate(() => { window.writes = []; });
  await page.click('#clock-game-undo');
  await page.waitForFunction(() => document.querySelector('#clock-game').dataset.moves === '8');
  await page.waitForTimeout(300); // a deferred announcement would have come by now
  assert.deepEqual(await page.evaluate(() => window.writes), [['clock-game-hint-text', `Undone: leaving cell ${choice.cell} in round ${choice.round}.`]]);
  await choose(page, 'X', 9);
  // the face is named by the board it shows (not by the status line)
  const board = await page.evaluate(() => [...document.querySelectorAll('#clock-game-svg .cell-value')].map((t) => t.textContent));
  assert.equal(await page.getByRole('img', { name: 'The clock: ' + board.map((v, i) => `cell ${i} holds ${v}`).join(', ') + `; the hand is on cell ${puzzle.hand}.` }).count(), 1);
  await closePage(session, 'clock said');
});

test('two choices typed while the face still shows the first: both are said, the first before the second', async () => {
  const { session, page } = await openClock('#clock=4,1&moves=XX0XXX');
  const steps = engineSteps('n: 4\nk: 1\n', [...'XX0XXX00']);
  await page.evaluate(() => {
    window.writes = [];
    const node = document.querySelector('#clock-game-said');
    new MutationObserver(() => { if (node.textContent) window.writes.push(node.textContent); }).observe(node, { childList: true, characterData: true, subtree: true });
  });
  await page.locator('body').press('0');
  await page.waitForFunction(() => document.querySelector('#clock-game').dataset.moves === '7');
  await page.locator('body').press('0'); // while the face shows the first
  await page.waitForFunction(() => document.querySelector('#clock-game').dataset.moves === '8');
  await atRest(page);
  const heard = (await page.evaluate(() => window.writes)).join(' ');
  const [first, second] = steps.slice(-2).map(({ step }) => step.advances.find((a) => a.by === 'player'));
  const one = heard.indexOf(`Round ${first.round}: you zeroed cell ${first.cell}.`);
  const two = heard.indexOf(`Round ${second.round}: you zeroed cell ${second.cell}.`);
  assert.ok(one >= 0 && two > one, heard);
  await closePage(session, 'clock two choices said');
});

test('on a phone a tap while the face still shows the game\'s moves is not taken as the next turn\'s choice', async () => {
  const { session, page } = await openClock('#clock=4,1', { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  const facts = () => page.textContent('#clock-game-facts');
  await page.locator('#clock-game-zero').tap();
  // the second tap, a pointer's click, sent in the same task that sees the face moving (a tap
  // driven from here could land after the moves on a slow machine)
  const tapped = await page.waitForFunction(() => {
    if (!document.querySelector('#clock-game [data-moving]')) return false;
    const keep = document.querySelector('#clock-game-keep');
    const waiting = keep.getAttribute('aria-disabled');
    keep.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 }));
    return { waiting };
  });
  assert.deepEqual(await tapped.jsonValue(), { waiting: 'true' });
  await page.waitForFunction(() => !document.querySelector('[data-moving]'));
  assert.match(await facts(), /^1 choice made/, 'the tap during the game\'s moves was taken');
  await closePage(session, 'clock tap while moving');
});
