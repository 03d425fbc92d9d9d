// play.test.mjs: the Calculator game in Chromium (a level opens to play, issue
// 21): five bundled levels (a portal, Store, [+]N and two others) played only
// by pressing the key the Hint names, each ending "Solved" in exactly the
// engine's fewest moves; Undo, Reset and Backspace; the role=status text when
// no win is left (with the presses to undo, checked against the engine's hints
// of the earlier states); moves running out; progress in localStorage surviving
// a reload and shown on the level grid; Next level; Store's save by keyboard
// (the Save key) and by Shift+click; the Play button beside Solve in Your own
// level and the Replay control; unique names.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { levelText, loadEngine } from '../wasm/engine.mjs';
import { closePage, openPage, useBrowser } from './server.mjs';
import { calcKey, LAST_HINT, pressCounted } from './helpers.mjs';

const web = useBrowser();
let engine;
let levels;
before(async () => {
  engine = await loadEngine();
  levels = engine.bundledLevels();
});
const bundled = (n) => levels.find((l) => l.level === n);

const status = (page) => page.locator('#calc-play-status');
const count = (page) => page.$eval('#calc-play-hints-used', (n) => parseInt(n.textContent, 10));
const presses = (page) => page.$eval('#calc-play-view', (v) => Number(v.dataset.presses));
// a control by its name, or a key of the keypad by the label it shows (its name is the spoken one)
const key = (page, label) => page.getByRole('button', { name: label, exact: true }).or(calcKey(page, label));

// A level opened to play (the game is always on: wait until the level is in it).
async function openPlay(url) {
  const session = await openPage(web.browser, url);
  await session.page.waitForSelector('#calc-play-view[data-state="playing"]');
  return session;
}

// Presses a key and waits until the engine's answer is on the page.
const press = (page, label, options) => pressCounted(page, key(page, label), options);

// Presses Hint and waits for its answer under the keys (a rung of its ladder, or why none).
async function askHint(page) {
  await status(page).evaluate((line) => (line.textContent = ''));
  await key(page, 'Hint').click();
  await page.waitForFunction(() => !['', 'Thinking…'].includes(document.querySelector('#calc-play-status').textContent));
  return status(page).textContent();
}

for (const [n, what] of [[199, 'a portal'], [143, 'Store'], [139, '[+]N'], [30, 'append and convert'], [100, 'arithmetic and SUM']]) {
  test(`level ${n} (${what}) is solved by pressing only what Hint names, in the engine's fewest moves`, async () => {
    const fewest = engine.solveCalc(levelText(bundled(n))).moves;
    const session = await openPlay(web.server.url + `#level=${n}`);
    const { page } = session;
    assert.equal(await page.textContent('#calc-play-value'), String(bundled(n).start));
    assert.equal(await page.textContent('#calc-play-moves'), String(bundled(n).moves));
    assert.equal(await page.textContent('#calc-play-goal'), String(bundled(n).goal));
    const named = [];
    let hints = 0;
    for (let i = 0; i < fewest; i++) {
      // Hint climbs the position's ladder, each rung one hint, up to the key to press next
      let text;
      do {
        text = await askHint(page);
        hints++;
        assert.equal(await count(page), hints, `each rung counted once: ${text}`);
      } while (!/Press \S+ next[.,:]/.test(text));
      // Hint again past the top: the same rung, not counted, and it says so
      if (i === 0) {
        assert.equal(await askHint(page), text + LAST_HINT);
        assert.equal(await count(page), hints);
      }
      const match = /Press (\S+) next[.,:]/.exec(text);
      named.push(match[1]);
      await press(page, match[1]);
    }
    await page.waitForSelector('#calc-play-win:not([hidden])');
    assert.match(await page.textContent('#calc-play-win'), new RegExp(`Solved\\s+in ${fewest} moves?, the fewest possible`));
    // the win is said once, in the win box (a role=status of its own): the status line is empty
    assert.equal(await status(page).textContent(), '');
    assert.equal(await page.getAttribute('#calc-play-view', 'data-state'), 'won');
    assert.equal(await page.textContent('#calc-play-value'), String(bundled(n).goal));
    assert.equal(await page.textContent('#calc-play-hints-used'), `${hints} hints used`);
    if (n === 143) assert.ok(named.includes('Save'), 'Store is saved through its Save key: ' + named.join(' '));
    if (n === 139) assert.ok(named.some((k) => k.startsWith('[+]')), 'a [+]N key is pressed: ' + named.join(' '));
    // a won game takes no more presses
    assert.equal(await key(page, 'Hint').isDisabled(), true);
    await closePage(session, `level ${n}`);
  });
}

test('Undo, Reset and Backspace go back through the engine’s states; the portal falls', async () => {
  // an older link's mode=play opens the game as a plain link does
  const session = await openPlay(web.server.url + '#level=199&mode=play');
  const { page } = session;
  await press(page, '7');
  // 30027 falls through the portal to 30
  await page.waitForFunction(() => document.querySelector('#calc-play-value').textContent === '30');
  assert.equal(await page.textContent('#calc-play-moves'), '5');
  assert.match(await status(page).textContent(), /^7 → 30 \(3 fell through the portal\)\. 5 moves left\.$/);
  // a press is said once, by the line under the keys (its spoken twin, the key named in words):
  // the display is no live region of its own (a screen reader heard "30" and then "7 → 30 …")
  const live = await page.$$eval('#calc-play-view [role="status"], #calc-play-view [aria-live]', (nodes) => nodes.map((n) => n.id));
  assert.ok(live.includes('calc-play-said'), live.join());
  assert.equal(await page.textContent('#calc-play-said'), 'type 7 gives 30 (3 fell through the portal). 5 moves left.');
  assert.equal(await page.$eval('#calc-play-value', (v) => v.closest('[role="status"], [aria-live], [role="alert"]')), null);
  await press(page, '3=>5');
  assert.equal(await page.textContent('#calc-play-value'), '50');
  await key(page, 'Undo').click();
  await page.waitForFunction(() => document.querySelector('#calc-play-view').dataset.presses === '1');
  assert.equal(await page.textContent('#calc-play-value'), '30');
  assert.equal(await page.textContent('#calc-play-moves'), '5');
  await press(page, 'Inv10');
  await press(page, 'Shift>');
  await key(page, 'Reset').click();
  await page.waitForFunction(() => document.querySelector('#calc-play-view').dataset.presses === '0');
  assert.equal(await page.textContent('#calc-play-value'), '3002');
  assert.equal(await page.textContent('#calc-play-moves'), '6');
  assert.equal(await key(page, 'Undo').isDisabled(), true);
  // Backspace undoes a press
  await press(page, '7');
  await key(page, '7').focus();
  await page.keyboard.press('Backspace');
  await page.waitForFunction(() => document.querySelector('#calc-play-view').dataset.presses === '0');
  assert.equal(await page.textContent('#calc-play-value'), '3002');
  // Backspace with nothing to undo says so (the last "Undone" message does not stay)
  await page.keyboard.press('Backspace');
  await page.waitForFunction(() => /^Nothing to undo/.test(document.querySelector('#calc-play-status').textContent));
  assert.equal(await status(page).textContent(), 'Nothing to undo: no key pressed yet.');
  await closePage(session, 'undo');
});

// The middles of the display's digits as drawn and of the portal's two marks, in CSS px.
const portalMarks = (page) => page.evaluate(() => {
  const text = document.querySelector('#calc-play-value').firstChild;
  const digits = [...text.data].map((_, i) => {
    const range = document.createRange();
    range.setStart(text, i);
    range.setEnd(text, i + 1);
    const box = range.getBoundingClientRect();
    return { middle: box.left + box.width / 2, width: box.width };
  }).reverse(); // by place: [0] is the ones
  const middle = (selector) => {
    const box = document.querySelector(selector).getBoundingClientRect();
    return box.left + box.width / 2;
  };
  return { digits, entry: middle('.play-portal-entry'), exit: middle('.play-portal-head') };
});

test('the portal\'s marks sit over the middles of their digits on a phone and a desktop, and are said in places a player counts', async () => {
  // level 199's keys and portal (4 to 0) with 218812 on the display
  const url = web.server.url + '#start=218812&goal=3507&moves=6&buttons=7,3%3D%3E5,Inv10,Shift%3E&portal=4,0';
  for (const context of [{ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true }, { viewport: { width: 1280, height: 800 } }]) {
    const session = await openPage(web.browser, url, context);
    const { page } = session;
    await page.waitForSelector('#calc-play-view[data-state="playing"]');
    assert.equal(await page.textContent('#calc-play-value'), '218812');
    const { digits, entry, exit } = await portalMarks(page);
    const width = context.viewport.width;
    assert.ok(Math.abs(entry - digits[4].middle) < digits[4].width / 3, `${width} px: the entry mark at ${entry}, the digit at place 4 at ${digits[4].middle} (${digits[4].width} wide)`);
    assert.ok(Math.abs(exit - digits[0].middle) < digits[0].width / 3, `${width} px: the exit mark at ${exit}, the ones at ${digits[0].middle} (${digits[0].width} wide)`);
    assert.equal(await page.textContent('#calc-play-goal-line'), 'Reach 3507 from 218812 in 6 moves; the 5th digit from the right drops out and is added to the ones.');
    await closePage(session, `portal marks ${width}`);
  }
  for (const [portal, words] of [['1,0', 'the 2nd digit from the right drops out and is added to the ones'], ['4,2', 'the 5th digit from the right drops out and is added to the 3rd']]) {
    const session = await openPlay(web.server.url + '#start=3&goal=9&moves=2&buttons=x3&portal=' + portal);
    assert.ok((await session.page.textContent('#calc-play-goal-line')).endsWith('; ' + words + '.'), portal);
    assert.equal(await session.page.getAttribute('#calc-play-portal', 'title'), 'Portal: ' + words);
    await closePage(session, 'portal words ' + portal);
  }
});

test('with no win left the status says what would help and how many presses to undo; then moves run out', async () => {
  // level 5: 0 to 20 in 3 moves with +4, x4
  const level = bundled(5);
  const session = await openPlay(web.server.url + '#level=5');
  const { page } = session;
  await press(page, '+4');
  await press(page, '+4');
  // 8 with one move left cannot win; from 4 with two it can (x4, +4)
  const here = engine.hint('calculator', `start: 8\ngoal: 20\nmoves: 1\nbuttons: +4, x4\n`);
  assert.equal(here.solvable, false);
  assert.equal(engine.hint('calculator', `start: 4\ngoal: 20\nmoves: 2\nbuttons: +4, x4\n`).solvable, true);
  const text = await askHint(page);
  assert.ok(text.startsWith(here.message), text);
  assert.match(text, /Undo 1 press to get back to a position that can still win\.$/);
  await press(page, 'x4');
  assert.equal(await page.getAttribute('#calc-play-view', 'data-state'), 'lost');
  assert.equal(await status(page).textContent(), `No moves left: the display shows 32, not the goal ${level.goal}. Undo or Reset to try again.`);
  assert.equal(await key(page, '+4').isDisabled(), true);
  const out = await askHint(page);
  assert.equal(out, 'No moves left, and the display does not show the goal. Undo 2 presses to get back to a position that can still win.');
  // neither hint gave anything away: a hint at a dead end is not counted
  assert.equal(await page.textContent('#calc-play-hints-used'), '0 hints used');
  await closePage(session, 'no win');
});

test('at the start of a level with no win, Hint says so, and nothing about undoing or "not even the start"', async () => {
  const level = 'start: 0\ngoal: 5\nmoves: 1\nbuttons: +2\n';
  const here = engine.hint('calculator', level);
  assert.equal(here.solvable, false);
  const session = await openPlay(web.server.url + '#start=0&goal=5&moves=1&buttons=%2B2');
  assert.equal(await askHint(session.page), here.message);
  await closePage(session, 'no win at the start');
});

test('a Hint whose search stops at its budget says that, and claims neither a way back nor that no win exists', async () => {
  // the engine's hint gives up on this level before it decides (about 1.5 s)
  const level = 'start: 0\ngoal: 999999\nmoves: 99\nbuttons: +1, x2, Reverse, Inv10, SUM, Mirror, <Shift, Shift>, Store, 7\nportal: 5 0\n';
  const here = engine.hint('calculator', level);
  assert.equal(here.gave_up, true, JSON.stringify(here));
  const session = await openPlay(web.server.url + '#start=0&goal=999999&moves=99&buttons=%2B1,x2,Reverse,Inv10,SUM,Mirror,%3CShift,Shift%3E,Store,7&portal=5,0');
  const { page } = session;
  await press(page, '+1');
  await key(page, 'Hint').click();
  await page.waitForFunction(() => /^Gave up/.test(document.querySelector('#calc-play-status').textContent), null, { timeout: 60000 });
  const text = await status(page).textContent();
  assert.match(text, /^Gave up after [\d,]+ states/);
  assert.doesNotMatch(text, /Not even the start|Undo \d/);
  await closePage(session, 'hint gave up');
});

test('under the rule where a save into Store is free, the solution\'s title says why it lists more presses than moves', async () => {
  for (const [rule, title] of [['charged', 'Solution: 5 moves'], ['free', 'Solution: 4 moves (5 presses: a save into Store costs no move)']]) {
    const context = await web.browser.newContext();
    await context.addInitScript((value) => localStorage.setItem('calcsolve.calculator.storeRule', value), rule);
    const page = await context.newPage();
    await page.goto(web.server.url + '#level=143&show=solution');
    await page.waitForSelector('#panel-calc[data-state="done"]');
    assert.equal(await page.textContent('#calc-title'), title, rule);
    assert.equal(await page.locator('#calc-solution-steps li').count(), 5, rule);
    await context.close();
  }
});

test('the Store rule changed mid-game: the level starts again under it, and the line under the keys says so', async () => {
  const session = await openPlay(web.server.url + '#level=143');
  const { page } = session;
  await page.locator('#calc-play-keypad button').first().click();
  await page.waitForFunction(() => document.querySelector('#calc-play-view').dataset.presses === '1');
  await page.locator('#calc-store-rule').evaluate((node) => {
    for (let up = node; up; up = up.parentElement) if (up.tagName === 'DETAILS') up.open = true;
  });
  await page.check('#calc-opt-classic');
  await page.waitForFunction(() => document.querySelector('#calc-play-view').dataset.presses === '0');
  assert.equal(await status(page).textContent(), 'The Store rule changed: the level starts again under it.');
  await closePage(session, 'store rule mid-game');
});

test('the key Hint names wears a dashed ring and a "hint" tag, unlike the focus ring, and keeps its name', async () => {
  const session = await openPlay(web.server.url + '#level=5');
  const { page } = session;
  let text;
  do text = await askHint(page); // up the ladder to the key it names
  while (!/Press \S+ next[.,:]/.test(text));
  const named = /Press (\S+) next[.,:]/.exec(text)[1];
  const hinted = page.locator('#calc-play-keypad .key.hinted');
  assert.equal(await hinted.count(), 1);
  const look = await hinted.evaluate((k) => ({ ring: getComputedStyle(k).outlineStyle, tag: getComputedStyle(k, '::after').content }));
  assert.equal(look.ring, 'dashed');
  assert.match(look.tag, /hint/);
  assert.equal(await key(page, named).count(), 1, 'the tag is not part of the key\'s name');
  // Show solution asked for: the hint's words under the keys go (the whole answer is on show)
  await key(page, 'Show solution').click();
  await page.click('#calc-play-solution'); // the first press asks, the second shows
  await page.waitForFunction(() => document.querySelectorAll('#calc-solution-steps li').length > 0);
  assert.doesNotMatch(await status(page).textContent(), /^Hint \d+ of \d+: /);
  await closePage(session, 'hinted key');
});

test('Show solution at a dead end answers from there and says how to get the level\'s own', async () => {
  // level 5: 0 to 20 in 3 moves with +4, x4; from 8 with one move left nothing wins
  const session = await openPlay(web.server.url + '#level=5');
  const { page } = session;
  await press(page, '+4');
  await press(page, '+4');
  await key(page, 'Show solution').click();
  await page.click('#calc-play-solution'); // the first press asks, the second shows
  await page.waitForSelector('#panel-calc[data-state="done"]');
  assert.equal(engine.solveCalc('start: 8\ngoal: 20\nmoves: 1\nbuttons: +4, x4\n').solved, false);
  // said of where the player is, not of the level (else the level reads as impossible)
  assert.equal(await page.textContent('#calc-title'), 'No solution from here in the 1 move left');
  const back = 'Undo your last presses or Reset, then ask again; Solution from the start shows the level’s own answer.';
  await page.waitForFunction((b) => document.querySelector('#calc-message').textContent.endsWith(b), back);
  assert.match(await page.textContent('#calc-message'), /^The goal needs \d+ moves? from here \(1 left\)\./);
  // nothing to play: no greyed-out Replay and Step under the dead end
  assert.equal(await page.isVisible('#calc-play'), false);
  assert.equal(await page.isVisible('#calc-step'), false);
  // the level's own answer is one button away: "Solution from the start" resets and shows it
  const fromStart = page.getByRole('button', { name: 'Solution from the start' });
  assert.equal(await fromStart.isVisible(), true);
  // no move left: said plainly (no engine jargon), the same way back
  await press(page, 'x4');
  await page.waitForFunction(() => document.querySelector('#calc-title').textContent === 'No moves left: the display does not show the goal.');
  // how far back a win is, as Hint says it (from 32 after +4 +4 x4: back to 4, two presses)
  await page.waitForFunction(() => document.querySelector('#calc-message').textContent.startsWith('Undo '));
  assert.equal(await page.textContent('#calc-message'), 'Undo 2 presses to get back to a position that can still win. Or Reset to start the level again.');
  await fromStart.click();
  await page.waitForFunction(() => document.querySelector('#calc-title').textContent.startsWith('Solution: '));
  assert.equal(await page.textContent('#calc-message'), '');
  assert.equal(await fromStart.isVisible(), false);
  assert.equal(await page.evaluate(() => document.activeElement.id), 'calc-title');
  assert.equal(await page.getAttribute('#calc-play-view', 'data-presses'), '0');
  assert.ok((await page.locator('#calc-solution-steps li').count()) > 0);
  await closePage(session, 'dead end');
});

test('progress: a win is kept in localStorage, shown on the level grid after a reload; Next level', async () => {
  const session = await openPlay(web.server.url + '#level=5');
  const { page } = session;
  // solved without a hint, by the engine's own solution
  for (const label of engine.solveCalc(levelText(bundled(5))).solution) await press(page, label);
  await page.waitForSelector('#calc-play-win:not([hidden])');
  assert.match(await page.textContent('#calc-play-win-note'), /^without a hint/i);
  // the win is said once, by the focus on its box, and without its buttons' labels: the box is a
  // group named by its title and note, not a live region (which read "… Play level 6 Copy result")
  await page.waitForFunction(() => document.activeElement && document.activeElement.id === 'calc-play-win');
  const box = page.getByRole('group', { name: /^Solved in \d+ moves?, the fewest possible\. Without a hint\.$/ }); // two sentences
  assert.equal(await box.getAttribute('id'), 'calc-play-win');
  assert.equal(await page.evaluate(() => document.querySelector('#calc-play-win').closest('[role=status], [aria-live]')), null);
  // level 6 with a hint: the win box's Next level names it
  await page.locator('#calc-play-win').getByRole('button', { name: 'Play level 6', exact: true }).click();
  await page.waitForFunction(() => document.querySelector('#calc-play-title').textContent === 'Level 6');
  assert.match(page.url(), /#level=6$/);
  assert.equal(await page.textContent('#calc-play-value'), String(bundled(6).start));
  await askHint(page);
  for (const label of engine.solveCalc(levelText(bundled(6))).solution) await press(page, label);
  await page.waitForSelector('#calc-play-win:not([hidden])');
  const stored = JSON.parse(await page.evaluate(() => localStorage.getItem('calcsolve.calculator.progress')));
  assert.deepEqual(stored['5'], { solved: true, fewest: true, clean: true, hints: 0 });
  // Next level was a history entry: Back plays level 5 again (as it was left: won, with
  // its presses), Forward level 6; the shortcut n plays the next level too
  await page.goBack();
  await page.waitForFunction(() => document.querySelector('#calc-play-title').textContent === 'Level 5');
  assert.match(page.url(), /#level=5&presses=[^&]+$/);
  await page.waitForSelector('#calc-play-view[data-state="won"]');
  await page.goForward();
  // level 6 replayed to its win: its goal on the display (the title and the "won" state are
  // there before its presses are replayed, left from level 5, and n then asks to leave a
  // started level instead of leaving it)
  await page.waitForFunction((goal) => document.querySelector('#calc-play-title').textContent === 'Level 6' &&
    document.querySelector('#calc-play-view').dataset.state === 'won' && document.querySelector('#calc-play-value').textContent === goal, String(bundled(6).goal));
  await key(page, 'Undo').focus();
  await page.keyboard.press('n');
  await page.waitForFunction(() => document.querySelector('#calc-play-title').textContent === 'Level 7');
  assert.match(page.url(), /#level=7$/);
  await page.goBack();
  await page.waitForFunction(() => document.querySelector('#calc-play-title').textContent === 'Level 6');
  assert.deepEqual(stored['6'], { solved: true, fewest: true, clean: false, hints: 1 });
  // hints asked on a solved level (Reset, then Hint twice) change no record: the grid keeps the win's
  await page.click('#calc-play-reset');
  for (let i = 0; i < 2; i++) {
    await page.click('#calc-play-hint');
    await page.waitForFunction((n) => /^Hint/.test(document.querySelector('#calc-play-status').textContent) &&
      document.querySelector('#calc-play-hints-used').textContent.startsWith(String(n)), i + 2);
  }
  assert.deepEqual(JSON.parse(await page.evaluate(() => localStorage.getItem('calcsolve.calculator.progress')))['6'],
    { solved: true, fewest: true, clean: false, hints: 1 });

  // after a reload the grid ("Levels") marks them: solved in the fewest, and the hints used
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]');
  await page.getByRole('button', { name: 'Levels', exact: true }).click();
  const tile = (n) => page.locator(`#calc-level-grid [data-level="${n}"]`);
  await page.waitForFunction(() => document.querySelector('#calc-level-grid [data-level="5"]')?.classList.contains('solved'));
  assert.match(await tile(5).getAttribute('aria-label'), /, solved in the fewest moves$/);
  assert.equal(await tile(5).evaluate((t) => t.classList.contains('hinted')), false);
  assert.equal(await tile(5).locator('.tile-mark').getAttribute('data-mark'), '★');
  assert.match(await tile(6).getAttribute('aria-label'), /, solved in the fewest moves, 1 hint used$/);
  assert.equal(await tile(6).evaluate((t) => t.classList.contains('hinted')), true);
  assert.equal(await tile(6).locator('.tile-mark').getAttribute('data-mark'), '★1');
  assert.doesNotMatch(await tile(7).getAttribute('aria-label'), /solved/);
  await closePage(session, 'progress');
});

test('the first ten keys carry the digit that presses them (1 to 9, then 0): in their corner on a desktop, not on a touch phone', async () => {
  const badges = (page) => page.$$eval('#calc-play-keypad .key', (keys) => keys.map((key) => [key.getAttribute('aria-keyshortcuts'), getComputedStyle(key, '::before').content]));
  const desktop = await openPlay(web.server.url + '#level=150');
  // level 150's keys: 5, <<, SUM, Store and its Save
  assert.deepEqual(await badges(desktop.page), [1, 2, 3, 4, 5].map((n) => [String(n), `"${n}" / ""`]));
  // the digit is not part of the key's accessible name
  assert.equal(await desktop.page.locator('#calc-play-keypad').getByRole('button', { name: 'type 5', exact: true }).count(), 1); // the engine's spoken name
  assert.equal(await desktop.page.locator('#calc-play-keypad').getByRole('button', { name: 'Save', exact: true }).count(), 1);
  await desktop.page.locator('#calc-play-undo').focus();
  await desktop.page.keyboard.press('1'); // the first key, "5", not the fifth
  await desktop.page.waitForFunction(() => document.querySelector('#calc-play-view').dataset.presses === '1');
  assert.equal(await desktop.page.textContent('#calc-play-value'), '5');
  // a digit with no key says so (else a 9 typed does nothing, silently)
  await desktop.page.keyboard.press('9');
  assert.equal(await desktop.page.textContent('#calc-play-status'), 'No key 9: this level has 5 keys.');
  assert.equal(await desktop.page.$eval('#calc-play-view', (v) => v.dataset.presses), '1');
  await closePage(desktop, 'key digits desktop');
  const phone = await openPage(web.browser, web.server.url + '#level=150', { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  await phone.page.waitForSelector('#calc-play-view[data-state="playing"]');
  assert.deepEqual((await badges(phone.page)).map(([, content]) => content), ['none', 'none', 'none', 'none', 'none']);
  await closePage(phone, 'key digits phone');
  // ten buttons: 0 presses the tenth (the 10th and 11th keys had no digit)
  const ten = await openPlay(web.server.url + '#start=0&goal=55&moves=3&buttons=%2B1,%2B2,%2B3,%2B4,%2B5,%2B6,%2B7,%2B8,%2B9,%2B10');
  assert.deepEqual((await badges(ten.page)).map(([digit]) => digit), ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0']);
  await ten.page.locator('#calc-play-undo').focus();
  await ten.page.keyboard.press('0');
  await ten.page.waitForFunction(() => document.querySelector('#calc-play-view').dataset.presses === '1');
  assert.equal(await ten.page.textContent('#calc-play-value'), '10');
  await closePage(ten, 'key digits ten keys');
});

test('a link\'s answer below the device on a phone is pointed to under the keys; Show solution looks pressed while it is shown', async () => {
  const phone = await openPage(web.browser, web.server.url + '#level=150&show=solution', { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  await phone.page.waitForSelector('#calc-solution-steps li');
  await phone.page.waitForFunction(() => document.getElementById('calc-play-status').textContent === 'The solution is below the calculator.');
  assert.equal(await phone.page.getAttribute('#calc-play-solution', 'aria-expanded'), 'true');
  assert.notEqual(await phone.page.$eval('#calc-play-solution', (b) => getComputedStyle(b).boxShadow), 'none');
  // pressed again, it brings the solution into view
  await phone.page.click('#calc-play-solution');
  await phone.page.waitForFunction(() => document.getElementById('calc-solution').getBoundingClientRect().top < window.innerHeight);
  await closePage(phone, 'answer below');
  // a search that found none is pointed to as such, not as "the solution"
  const none = await openPage(web.browser, web.server.url + '#start=0&goal=7&moves=1&buttons=%2B2&show=solution&own=1', { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  await none.page.waitForFunction(() => document.getElementById('calc-play-status').textContent !== '');
  assert.equal(await none.page.textContent('#calc-play-status'), 'The search found no solution: see below the calculator.');
  await closePage(none, 'no answer below');
  // on a desktop the answer is beside the device: nothing to point to
  const desktop = await openPage(web.browser, web.server.url + '#level=150&show=solution', { viewport: { width: 1280, height: 800 } });
  await desktop.page.waitForSelector('#calc-solution-steps li');
  await desktop.page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  assert.equal(await desktop.page.textContent('#calc-play-status'), '');
  await closePage(desktop, 'answer beside');
});

test('on a wide window the display stays in view while Step, scrolled to under the solution, presses its keys', async () => {
  const session = await openPage(web.browser, web.server.url + '#level=150', { viewport: { width: 1280, height: 800 } });
  const { page } = session;
  await page.waitForSelector('#calc-play-view[data-state="playing"]');
  await page.click('#calc-play-solution');
  await page.click('#calc-play-solution'); // the first press asks, the second shows
  await page.waitForSelector('#calc-solution-steps li');
  await page.locator('#calc-step').scrollIntoViewIfNeeded();
  await page.click('#calc-step');
  await page.waitForFunction(() => document.querySelectorAll('#calc-solution-steps li.played').length === 1);
  assert.ok(await page.evaluate(() => window.scrollY) > 0, 'the page did not scroll to Step');
  const lcd = await page.locator('#calc-play-value').boundingBox();
  assert.ok(lcd.y >= 0 && lcd.y + lcd.height <= 800, 'the display is out of view: ' + JSON.stringify(lcd));
  // stepped to the win, what is on screen stays where it is (Step under the pointer): the focus
  // goes to the win without scrolling to it (the win box drawn above is scroll-anchored)
  for (let i = 2; i <= 8; i++) {
    const before = await page.locator('#calc-step').boundingBox();
    await page.click('#calc-step');
    await page.waitForFunction((n) => document.querySelectorAll('#calc-solution-steps li.played').length === n, i);
    if (i === 8) {
      await page.waitForFunction(() => document.activeElement && document.activeElement.id === 'calc-play-win');
      const after = await page.locator('#calc-step').boundingBox();
      assert.ok(Math.abs(after.y - before.y) < 2, `the last Step moved the page: Step at ${before.y}, then ${after.y}`);
    }
  }
  // a window too short for the whole device does not hold it (its keys could not be reached)
  await page.setViewportSize({ width: 1280, height: 600 });
  assert.equal(await page.$eval('.play-card', (card) => getComputedStyle(card).position), 'static');
  await closePage(session, 'sticky device');
});

test('Show solution after a win of the player\'s own offers the level\'s own solution from its start', async () => {
  const session = await openPlay(web.server.url + '#level=5');
  const { page } = session;
  for (const step of engine.solveCalc(levelText(bundled(5))).steps) await press(page, step.press);
  await page.waitForSelector('#calc-play-win:not([hidden])');
  await key(page, 'Show solution').click();
  await page.click('#calc-play-solution'); // the first press asks, the second shows
  await page.waitForFunction(() => document.querySelector('#calc-title').textContent === 'Solved: the display shows the goal.');
  assert.equal(await page.textContent('#calc-message'), 'For the level’s shortest solution, press Solution from the start.');
  await page.getByRole('button', { name: 'Solution from the start' }).click();
  await page.waitForFunction(() => document.querySelector('#calc-title').textContent.startsWith('Solution: '));
  assert.equal(await page.locator('#calc-solution-steps li').count(), engine.solveCalc(levelText(bundled(5))).moves);
  assert.equal(await presses(page), 0);
  await closePage(session, 'solution after a win');
});

test('a win with the solution shown says so beside the hints, and earns ✓ in the grid, not ★', async () => {
  const session = await openPlay(web.server.url + '#level=3');
  const { page } = session;
  await page.evaluate(() => localStorage.removeItem('calcsolve.calculator.progress'));
  await askHint(page);
  await page.click('#calc-play-solution');
  await page.click('#calc-play-solution'); // the first press asks, the second shows
  await page.waitForSelector('#calc-solution-steps li');
  await page.click('#calc-play'); // Replay: the answer played on the device, to the win
  await page.waitForSelector('#calc-play-win:not([hidden])', { timeout: 20000 });
  assert.match(await page.textContent('#calc-play-win-moves'), /the fewest possible/);
  assert.equal(await page.textContent('#calc-play-win-note'), 'With 1 hint and the solution shown.');
  const stored = JSON.parse(await page.evaluate(() => localStorage.getItem('calcsolve.calculator.progress')));
  assert.deepEqual(stored['3'], { solved: true, fewest: false, clean: false, hints: 1 });
  await page.getByRole('button', { name: 'Levels', exact: true }).click();
  await page.waitForFunction(() => document.querySelector('#calc-level-grid [data-level="3"]')?.classList.contains('solved'));
  const tile = page.locator('#calc-level-grid [data-level="3"]');
  assert.equal(await tile.locator('.tile-mark').getAttribute('data-mark'), '✓1');
  assert.match(await tile.getAttribute('aria-label'), /, solved, 1 hint used$/);
  await closePage(session, 'win with the solution');
});

test('Store saves by keyboard (the Save key) and by Shift+click; its content is on the display', async () => {
  // level 143: +1, Store:save, Store, +1, Store
  const session = await openPlay(web.server.url + '#level=143');
  const { page } = session;
  assert.equal(await page.textContent('#calc-play-state'), 'STORE –');
  await press(page, '+1');
  const value = await page.textContent('#calc-play-value');
  await key(page, 'Save').focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('#calc-play-view').dataset.presses === '2');
  assert.equal(await page.textContent('#calc-play-state'), 'STORE ' + value);
  // the press is drawn as the key pressed: Save (Store's long press), as the keypad names it
  assert.equal(await page.textContent('#calc-play-presses li:last-child .key'), 'Save');
  assert.ok(await page.locator('#calc-play-presses li:last-child .key.long-press.fam-store').count());
  await press(page, 'Store');
  const appended = await page.textContent('#calc-play-value');
  assert.equal(appended, value + value);
  await press(page, 'Store', { modifiers: ['Shift'] });
  assert.equal(await page.textContent('#calc-play-state'), 'STORE ' + appended);
  assert.equal(await page.textContent('#calc-play-value'), appended);
  await closePage(session, 'store');
});

test('Play beside Solve (Your own level) opens the game; Replay replays; keypad names are unique', async () => {
  const session = await openPage(web.browser, web.server.url + '#level=143&show=solution');
  const { page } = session;
  await page.waitForSelector('#panel-calc[data-state="done"]');
  // the replay control is Replay; with the form open, its chips are "Remove button …":
  // each key's label names only the keypad's key
  assert.equal(await key(page, 'Replay').count(), 1);
  await page.locator('#calc-own > summary').click();
  for (const label of ['+1', 'Store', 'Save']) assert.equal(await key(page, label).count(), 1, label + ' names only the key');
  assert.equal(await page.locator('#calc-chips').getByRole('button', { name: /^Remove button/ }).count(), bundled(143).buttons.length);
  // Replay presses the solution on the device to the win
  await key(page, 'Replay').click();
  await page.waitForSelector('#calc-play-view[data-state="won"]', { timeout: 15000 });
  // Play, beside Solve, opens the form's level afresh: a history entry, no answer shown
  await key(page, 'Play').click();
  await page.waitForSelector('#calc-play-view[data-state="playing"]');
  await page.waitForFunction(() => document.querySelector('#calc-play-view').dataset.presses === '0');
  assert.match(page.url(), /#level=143&own=1$/);
  assert.equal(await page.locator('#calc-solution-steps li').count(), 0);
  // the first key has the focus: Enter presses it, Tab goes on through the keypad
  assert.equal(await page.evaluate(() => document.activeElement.closest('#calc-play-keypad') !== null), true);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('#calc-play-view').dataset.presses === '1');
  await key(page, 'Reset').click();
  for (const b of bundled(143).buttons) assert.equal(await key(page, b.label).count(), 1, b.label);
  assert.equal(await key(page, 'Save').count(), 1);
  for (const name of ['Hint', 'Undo', 'Reset', 'Next level', 'Play', 'Solve', 'Show solution']) assert.ok((await key(page, name).count()) <= 1, name);
  // with Your own level closed, its Play and Solve are out of the way
  await page.locator('#calc-own > summary').click();
  assert.equal(await key(page, 'Solve').count(), 0);
  assert.equal(await key(page, 'Play').count(), 0);
  // Back returns to the level as it was before Play: replayed to the win, the solution box shown
  await page.goBack();
  await page.waitForSelector('#calc-play-view[data-state="won"]');
  assert.match(page.url(), /#level=143&presses=[^&]+&show=solution/);
  await page.waitForSelector('#calc-solution:not([hidden])');
  assert.equal(await page.textContent('#calc-title'), 'Solved: the display shows the goal.');
  await closePage(session, 'play button');
});
