// calc2-screen-reader.test.mjs: Calculator 2 as a blind player with a screen reader and the
// keyboard hears it, read through the accessibility tree (getByRole names, ariaSnapshot, the
// role=status regions' text), as screen-reader.test.mjs reads the Calculator: every key named by
// the engine's spoken name ("sort up", "divide by 5"), not a toggle, its description in words;
// the display one number, a locked digit said with it; a level opened by Next level and the
// puzzle of the day said whole with its keys; each press said once in words (a refusal, no
// change, Lock's digit, a goal reached, the dead end as it happens, Clear); the focus kept on the
// key pressed, back on Lock after its choice; the win measured against the engine's fewest.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';
import { useBrowserAndEngine } from './helpers.mjs';
import { closePage, openPage, ROOT, waitReady } from './server.mjs';

const web = useBrowserAndEngine();
const P = '#calc2-play';
const LEVEL_184 = 'level: 184\nstart: 54\ngoals: 49, 11\nmoves: 3\nbuttons: Lock, Sort>, /5\n';

const keys = (page) => page.getByRole('group', { name: 'Keys' });
const keyNamed = (page, name) => keys(page).getByRole('button', { name, exact: true });
// what is said of a move (its live region), and of the rest (a refusal, an undo: the play line's)
const said = (page) => page.textContent(P + '-said');
const line = (page) => page.textContent(P + '-hint-text');
const moves = (page) => page.$eval(P, (n) => n.dataset.moves);
const focusedName = (page) => page.evaluate(() => document.activeElement.getAttribute('aria-label') || document.activeElement.textContent);
// The display as the accessibility tree has it: its group's text, one line.
const displayHeard = async (page) => (await page.getByRole('group', { name: 'Display' }).ariaSnapshot()).replace(/\s+/g, ' ');

// Presses the key named `name` by the keyboard (focused, then Enter), and waits for the move when
// `moved` (a key that opens its choices, or one refused, makes none).
async function pressKey(page, name, { moved = true } = {}) {
  const before = await moves(page);
  await keyNamed(page, name).focus();
  await page.keyboard.press('Enter');
  if (moved) await page.waitForFunction(([sel, n]) => document.querySelector(sel).dataset.moves !== n, [P, before]);
}

// Enter on the focused control (a choice), waiting for the move it plays.
async function enterMove(page) {
  const before = await moves(page);
  await page.keyboard.press('Enter');
  await page.waitForFunction(([sel, n]) => document.querySelector(sel).dataset.moves !== n, [P, before]);
}

const saysExactly = (page, text, region = '-said') => page.waitForFunction(([sel, t]) => document.querySelector(sel).textContent === t, [P + region, text])
  .then(() => page.textContent(P + region));

test('level 184 by keyboard: its keys, the display, each press, the focus, a goal, the dead end and the win said in words', async () => {
  const buttons = web.engine.read('calculator2', LEVEL_184)[0].buttons;
  const levels = web.engine.bundled('calculator2').map((l) => l.level);
  const before = levels[levels.indexOf(184) - 1];
  const session = await openPage(web.browser, web.server.url + '#level2=' + before);
  const { page } = session;
  await page.waitForSelector(P + '[data-state="playing"]');

  // Next level by keyboard: the level said whole, its keys by their spoken names
  await page.getByRole('button', { name: 'Next level' }).focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => /^Level 184:/.test(document.querySelector('#calc2-play-announce').textContent));
  assert.equal(await page.textContent(P + '-announce'), 'Level 184: from 54 to 49 and 11, each in 3 moves. Keys: ' + buttons.map((b) => b.spoken).join(', ') + '.');
  assert.deepEqual(buttons.map((b) => b.spoken), ['Lock', 'sort up', 'divide by 5']);

  // the keys: named by the engine, none a toggle, described in words
  for (const button of buttons) {
    const key = keyNamed(page, button.spoken);
    assert.equal(await key.count(), 1, `one key named "${button.spoken}"`);
    assert.equal(await key.textContent(), button.label, 'it shows the label');
    assert.equal(await key.getAttribute('aria-pressed'), null, button.label + ' is no toggle');
    const description = await key.getAttribute('aria-description');
    // the help in words, without the key's name again at its start (the name is said just before it)
    const words = button.help_spoken.replace(button.spoken + ': ', '');
    assert.equal(description, words.charAt(0).toUpperCase() + words.slice(1));
    assert.ok(!description.startsWith(button.spoken + ':'), description);
    assert.doesNotMatch(description, /→|=>|[x/]\d|Sort[<>]|@/, 'no symbol read out: ' + description);
  }
  assert.equal(await keyNamed(page, 'Lock').getAttribute('aria-expanded'), 'false', 'Lock opens its choices');

  // the display: one number, not digit by digit
  assert.match(await displayHeard(page), /^- group "Display": "?54"?$/);

  // a press refused: the engine's reason, the key in words, the focus still on it
  await pressKey(page, 'divide by 5', { moved: false });
  const refusal = web.engine.play('calculator2', LEVEL_184, '/5').error.message;
  const refused = 'Not allowed: ' + refusal.replace(/^\/5/, 'divide by 5') + '.';
  assert.equal(await saysExactly(page, refused, '-hint-text'), refused);
  assert.match(refusal, /^\/5 /);
  assert.equal(await focusedName(page), 'divide by 5');
  // pressed again: the same words said again (the region emptied, then written back)
  await page.$eval(P + '-hint-text', (region) => {
    window.heard = [];
    new MutationObserver(() => window.heard.push(region.textContent)).observe(region, { childList: true, characterData: true, subtree: true });
  });
  await pressKey(page, 'divide by 5', { moved: false });
  await page.waitForFunction((t) => window.heard.at(-1) === t, refused);
  assert.deepEqual(await page.evaluate(() => window.heard), ['', refused]);

  // a press: said once, in words; the focus stays on its key
  await pressKey(page, 'sort up');
  assert.equal(await saysExactly(page, 'sort up gives 45. 2 moves left.'), 'sort up gives 45. 2 moves left.');
  assert.equal(await focusedName(page), 'sort up', 'the focus stays on the key pressed');
  assert.match(await displayHeard(page), /"?45"?$/);

  // Lock: its choices take the focus, worded; the choice pressed, the focus is back on Lock
  await pressKey(page, 'Lock', { moved: false });
  assert.equal(await keyNamed(page, 'Lock').getAttribute('aria-expanded'), 'true');
  assert.equal(await focusedName(page), 'Lock the 4 (tens)');
  await enterMove(page);
  assert.equal(await saysExactly(page, 'Lock the 4 (tens) gives 45, the 4 (tens) locked for the next press. 1 move left.'),
    'Lock the 4 (tens) gives 45, the 4 (tens) locked for the next press. 1 move left.');
  assert.equal(await focusedName(page), 'Lock', 'back on the key that opened the choices');
  assert.match(await displayHeard(page), /"?45, the 4 \(tens\) locked"?$/);

  // a goal reached: said, with the display back at the start
  await pressKey(page, 'divide by 5');
  assert.equal(await saysExactly(page, 'divide by 5 gives 49. Goal 49 reached. The display is back at 54, 3 moves for the next goal.'),
    'divide by 5 gives 49. Goal 49 reached. The display is back at 54, 3 moves for the next goal.');
  assert.equal(await focusedName(page), 'divide by 5');
  // undone, the goal it reached is said to be lost; pressed again, reached again
  await page.keyboard.press('Backspace');
  const lost = 'Undone: divide by 5. The display shows 45, the 4 (tens) locked; 1 move left. Goal 49 is to reach again.';
  assert.equal(await saysExactly(page, lost, '-hint-text'), lost);
  await pressKey(page, 'divide by 5');
  const goals = await page.getByRole('list', { name: 'Goals' }).ariaSnapshot();
  assert.match(goals, /49 \(reached\)/);
  assert.match(goals, /11 \(to reach\)/);

  // no change, then the dead end, said as it happens
  await pressKey(page, 'sort up');
  await pressKey(page, 'sort up');
  assert.equal(await saysExactly(page, 'sort up gives 45 (no change: the press still took a move). 1 move left.'), 'sort up gives 45 (no change: the press still took a move). 1 move left.');
  await pressKey(page, 'sort up');
  const deadEnd = 'sort up gives 45 (no change: the press still took a move). No moves left, and 45 is not a goal still to reach: Clear goes back to the start, or Undo a move.';
  assert.equal(await saysExactly(page, deadEnd), deadEnd);
  assert.equal(await focusedName(page), 'sort up');

  // back by Undo (Backspace), each undo said in words, with the display it goes back to as seen
  for (let i = 0; i < 3; i++) {
    const n = await moves(page);
    await page.keyboard.press('Backspace');
    await page.waitForFunction(([sel, m]) => document.querySelector(sel).dataset.moves !== m, [P, n]);
  }
  const back = await page.$eval(P + '-display', (n) => n.dataset.value);
  assert.equal(await line(page), 'Undone: sort up. The display shows ' + back + '; 3 moves left.');

  // the second goal and the win: the press said, then the win line takes the focus
  await pressKey(page, 'Lock', { moved: false });
  assert.equal(await focusedName(page), 'Lock the 5 (tens)');
  await enterMove(page);
  assert.equal(await focusedName(page), 'Lock');
  await pressKey(page, 'sort up');
  assert.equal(await said(page), 'sort up gives 55. 1 move left.');
  await pressKey(page, 'divide by 5');
  await page.waitForSelector(P + '[data-state="solved"]');
  assert.equal(await said(page), 'divide by 5 gives 11.');
  await page.waitForFunction(() => document.activeElement && document.activeElement.id === 'calc2-play-outcome');
  assert.equal(await page.textContent(P + '-outcome'), 'Every goal reached in 6 moves, the fewest possible.');
  await closePage(session, 'level 184 by keyboard');
});

test('Clear by keyboard is said, and a win after it counts the moves Clear took back against the fewest', async () => {
  const session = await openPage(web.browser, web.server.url + '#level2=184');
  const { page } = session;
  await page.waitForSelector(P + '[data-state="playing"]');
  await pressKey(page, 'sort up');
  await pressKey(page, 'Clear');
  assert.equal(await saysExactly(page, 'Clear: back to the start, 54, 3 moves left.'), 'Clear: back to the start, 54, 3 moves left.');
  assert.equal(await focusedName(page), 'Clear');
  for (const [name, choice] of [['sort up'], ['Lock', true], ['divide by 5'], ['Lock', true], ['sort up'], ['divide by 5']]) {
    if (choice) {
      await pressKey(page, name, { moved: false });
      await enterMove(page);
    } else {
      await pressKey(page, name);
    }
  }
  await page.waitForSelector(P + '[data-state="solved"]');
  assert.equal(await page.textContent(P + '-outcome'), 'Every goal reached in 7 moves, counting the moves Clear took back; the fewest is 6.');
  await closePage(session, 'Clear and the win');
});

test('the puzzle of the day opened by keyboard is said with its day, its challenge and its keys', async () => {
  const r = spawnSync(path.join(ROOT, 'build/calcsolve'), ['daily', '2026-11-29', '--game', 'calculator2', '--json'], { encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  const day = JSON.parse(r.stdout);
  const session = await openPage(web.browser, web.server.url + '#level2=1');
  const { page } = session;
  await page.clock.setFixedTime(new Date('2026-11-29T12:00:00Z')); // the page's today, afresh
  await page.goto('about:blank');
  await page.goto(web.server.url + '#level2=1');
  await waitReady(page);
  await page.waitForSelector(P + '[data-state="playing"]');
  await page.getByRole('button', { name: 'Puzzle of the day' }).focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => /^Puzzle of the day/.test(document.querySelector('#calc2-play-announce').textContent), null, { timeout: 30000 });
  const { puzzle } = day;
  assert.equal(await page.textContent(P + '-announce'), `Puzzle of the day, 2026-11-29: from ${puzzle.start} to ` +
    puzzle.goals.slice(0, -1).join(', ') + ' and ' + puzzle.goals[puzzle.goals.length - 1] + `, each in ${puzzle.moves} moves. ${day.challenge}.` +
    ' Keys: ' + puzzle.buttons.map((b) => b.spoken).join(', ') + '.');
  assert.match(await displayHeard(page), new RegExp(`^- group "Display": "?${puzzle.start}"?$`));
  await closePage(session, 'the puzzle of the day said');
});
