// calculator.test.mjs: the Calculator tab in Chromium: a bundled level's answer
// from the URL (&show=solution), a custom level built through "Your own level",
// the engine's errors as you type, cancelling a huge search, Step and Replay
// pressing the solution on the device, all shortest solutions and share links.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { loadEngine } from '../wasm/engine.mjs';
import { closePage, openPage, useBrowser } from './server.mjs';

// A level of your own whose search explores the page's whole budget of states before it gives
// up (seconds): long enough to press keys during it and to cancel it.
const HUGE = '#start=0&goal=999999&moves=99&buttons=%2B1,x2,Reverse,Inv10,SUM,Mirror,%3CShift,Shift%3E,Store,7&portal=5,0';

const web = useBrowser();
let engine;
before(async () => {
  engine = await loadEngine();
});


const stepTexts = (page) =>
  page.$$eval('#calc-solution-steps li', (items) =>
    items.map((li) => ({
      press: li.querySelector('.key').textContent,
      value: li.querySelector('.step-value .after').textContent,
      text: li.textContent.replace(/\s+/g, ' ').trim(),
    })),
  );

test('#level=199&show=solution opens with six presses ending at 3507', async () => {
  const session = await openPage(web.browser, web.server.url + '#level=199&show=solution');
  const { page } = session;
  await page.waitForSelector('#panel-calc[data-state="done"]');
  const steps = await stepTexts(page);
  assert.equal(steps.length, 6);
  assert.equal(steps.at(-1).value, '3507');
  // what the engine itself answers for level 199
  const level = engine.bundledLevels().find((l) => l.level === 199);
  const expected = engine.solveCalc(
    `level: 199\nstart: ${level.start}\ngoal: ${level.goal}\nmoves: ${level.moves}\nbuttons: ${level.buttons.map((b) => b.label).join(', ')}\nportal: ${level.portal.join(' ')}\n`,
  );
  assert.deepEqual(steps.map((s) => s.press), expected.solution);
  assert.deepEqual(steps.map((s) => s.value), expected.values.map(String));
  // the portal fall is shown as "before → after"
  const fell = expected.steps.find((s) => s.portal_from !== undefined);
  assert.ok(fell, 'level 199 has a portal fall');
  assert.ok(steps.some((s) => s.text.includes(`${fell.portal_from} → ${fell.value}`)), 'the portal fall is shown');
  // the form was filled from the level
  assert.equal(await page.inputValue('#calc-start'), '3002');
  assert.equal(await page.inputValue('#calc-goal'), '3507');
  assert.equal(await page.inputValue('#calc-moves'), '6');
  assert.equal(await page.isChecked('#calc-portal-on'), true);
  assert.deepEqual(await page.$$eval('#calc-chips .key', (k) => k.map((x) => x.textContent)), ['7', '3=>5', 'Inv10', 'Shift>']);
  // states and time are shown
  assert.match(await page.textContent('#calc-status'), /^315 states explored in (<1|\d+) ms\.$/);
  // Details says it once: the count above, then the page's time and the rules (twice reads as two counts)
  const details = await page.$$eval('#calc-details p', (ps) => ps.map((p) => p.textContent).filter(Boolean));
  assert.equal(details.filter((text) => /states explored/.test(text)).length, 1);
  assert.match(details.at(-1), /^(<1|\d+) ms on the page, under the rule that saving into Store costs a move, a 6-digit display\.$/);
  assert.match(await page.textContent('#calc-title'), /^Solution: 6 moves/); // the level's own, from its start

  // Step presses the solution on the device, one key at a time, to the goal; Reset goes back
  assert.equal(await page.textContent('#calc-play-value'), '3002');
  const presses = (n) => page.waitForFunction((k) => document.querySelector('#calc-play-view').dataset.presses === String(k), n);
  await page.click('#calc-step');
  await presses(1);
  await page.waitForFunction((v) => document.querySelector('#calc-play-value').textContent === v, String(expected.values[0]));
  // the list stays put as it is played: the steps pressed marked, the next one current, Step where it was
  const stepBox = await page.locator('#calc-step').boundingBox();
  for (let i = 2; i <= 6; i++) {
    await page.waitForFunction((k) => document.querySelectorAll('#calc-solution-steps li.played').length === k - 1, i);
    assert.equal(await page.locator('#calc-solution-steps li').count(), 6);
    assert.equal(await page.getAttribute(`#calc-solution-steps li:nth-child(${i})`, 'aria-current'), 'step');
    assert.deepEqual(await page.locator('#calc-step').boundingBox(), stepBox, 'Step moved');
    await page.click('#calc-step');
    await presses(i);
  }
  await page.waitForFunction(() => document.querySelectorAll('#calc-solution-steps li.played').length === 6);
  assert.equal(await page.textContent('#calc-title'), 'Solved: the display shows the goal.');
  await page.waitForFunction(() => document.querySelector('#calc-play-value').textContent === '3507');
  await page.waitForSelector('#calc-play-win:not([hidden])');
  await page.waitForFunction(() => document.querySelector('#calc-step').disabled);
  // played to its end, Replay stays on and plays it again from the start (it stayed off until Reset)
  assert.equal(await page.isDisabled('#calc-play'), false);
  await page.click('#calc-play');
  await page.waitForFunction(() => document.querySelector('#calc-play-view').dataset.presses === '0' || document.querySelectorAll('#calc-solution-steps li.played').length < 6);
  await page.waitForFunction(() => document.querySelector('#calc-play-value').textContent === '3507' && document.querySelectorAll('#calc-solution-steps li.played').length === 6, null, { timeout: 15000 });
  await page.waitForFunction(() => document.querySelector('#calc-step').disabled);
  await page.getByRole('button', { name: 'Reset' }).click();
  await presses(0);
  assert.equal(await page.textContent('#calc-play-value'), '3002');
  await page.waitForFunction(() => document.querySelectorAll('#calc-solution-steps li').length === 6 && !document.querySelector('#calc-solution-steps li.played'));
  await page.click('#calc-play');
  await page.waitForFunction(() => document.querySelector('#calc-play-value').textContent === '3507', null, { timeout: 15000 });
  await closePage(session, 'level 199');

  // the same level as a custom link (the example) solves the same way
  const custom = await openPage(web.browser, web.server.url + '#start=3002&goal=3507&moves=6&buttons=7,3%3D%3E5,Inv10,Shift%3E&portal=4,0&show=solution');
  await custom.page.waitForSelector('#panel-calc[data-state="done"]');
  assert.deepEqual((await stepTexts(custom.page)).map((s) => s.value), expected.values.map(String));
  assert.equal(await custom.page.textContent('#calc-play-level'), '–');
  await closePage(custom, 'level 199 as a custom link');
});

test('a custom level filled in through Your own level (typed buttons, portal switch) solves', async () => {
  const session = await openPage(web.browser, web.server.url);
  const { page } = session;
  await page.click('#calc-own > summary');
  await page.fill('#calc-start', '0');
  await page.fill('#calc-goal', '81');
  await page.fill('#calc-moves', '3');
  // remove level 1's buttons, then type new ones: Enter adds, and so does Add
  while (await page.$('#calc-chips .chip-remove')) await page.click('#calc-chips .chip-remove');
  await page.fill('#calc-button-input', '9');
  await page.press('#calc-button-input', 'Enter');
  await page.fill('#calc-button-input', '*3'); // an alias: the engine's canonical label is x3
  await page.waitForSelector('#calc-button-preview .key');
  assert.equal(await page.textContent('#calc-button-preview .key'), 'x3');
  await page.click('#calc-button-add');
  await page.waitForFunction(() => document.querySelectorAll('#calc-chips .chip').length === 2);
  assert.deepEqual(await page.$$eval('#calc-chips .key', (k) => k.map((x) => [x.textContent, x.className])), [
    ['9', 'key fam-append'],
    ['x3', 'key fam-arithmetic'],
  ]);
  await page.click('label:has(#calc-portal-on)'); // the switch's label, as a user would
  assert.equal(await page.isChecked('#calc-portal-on'), true);
  await page.fill('#calc-portal-entry', '2');
  await page.fill('#calc-portal-exit', '0');
  await page.click('#calc-solve');
  await page.waitForSelector('#panel-calc[data-state="done"]');

  const expected = engine.solveCalc('start: 0\ngoal: 81\nmoves: 3\nbuttons: 9, x3\nportal: 2 0\n');
  assert.equal(expected.solved, true);
  const steps = await stepTexts(page);
  assert.deepEqual(steps.map((s) => s.press), expected.solution);
  assert.deepEqual(steps.map((s) => s.value), ['9', '27', '81']);
  assert.ok(steps[2].text.includes('279 → 81'), `portal fall shown in "${steps[2].text}"`);

  // the URL now carries the custom level and its answer shown, and opening it solves the same way
  const hash = await page.evaluate(() => location.hash);
  assert.equal(hash, '#start=0&goal=81&moves=3&buttons=9,x3&portal=2,0&show=solution&own=1');
  const again = await openPage(web.browser, web.server.url + hash);
  await again.page.waitForSelector('#panel-calc[data-state="done"]');
  assert.deepEqual((await stepTexts(again.page)).map((s) => s.press), expected.solution);
  await closePage(again, 'custom level reopened');

  // all shortest solutions, listed on demand
  await page.click('#calc-find-all');
  await page.waitForSelector('#panel-calc[data-state="done"] #calc-others:not([hidden])');
  const all = engine.solveCalc('start: 0\ngoal: 81\nmoves: 3\nbuttons: 9, x3\nportal: 2 0\n', { all: true });
  assert.match(await page.textContent('#calc-count'), new RegExp(`^${all.count} shortest solutions`));
  await page.click('#calc-others summary');
  assert.equal(await page.locator('#calc-others-list li').count(), all.count - 1);
  assert.match(await page.evaluate(() => location.hash), /&all=1(&|$)/);
  await closePage(session, 'custom level');
});

test('an unknown button shows the engine’s own error next to the field', async () => {
  const session = await openPage(web.browser, web.server.url + '#level=3&own=1');
  const { page } = session;
  await page.waitForSelector('#calc-play-view[data-state="playing"]');
  await page.fill('#calc-button-input', 'foo');
  const expected = engine.checkButton('foo').error.message;
  await page.waitForFunction((m) => document.querySelector('#calc-button-error').textContent === m, expected);
  assert.equal(await page.getAttribute('#calc-button-input', 'aria-invalid'), 'true');
  // the message is tied to the field for assistive technology
  assert.match(await page.getAttribute('#calc-button-input', 'aria-describedby'), /button-error/);
  // Enter does not add it
  await page.press('#calc-button-input', 'Enter');
  assert.equal(await page.locator('#calc-chips .chip').count(), 3);
  // fixing it clears the error and shows what will be added
  await page.fill('#calc-button-input', '[+]2');
  await page.waitForFunction(() => document.querySelector('#calc-button-error').textContent === '');
  assert.equal(await page.textContent('#calc-button-preview .key'), '[+]2');
  assert.match(await page.getAttribute('#calc-button-preview .key', 'class'), /fam-meta/);
  // other fields are checked by the engine too
  await page.fill('#calc-moves', '0');
  const movesError = engine.solveCalc('start: 0\ngoal: 1\nmoves: 0\nbuttons: +1\n').error.message;
  await page.waitForFunction((m) => document.querySelector('#calc-moves-error').textContent === m, movesError);
  await closePage(session, 'unknown button');
});

test('Your own level takes as many buttons as the engine allows, and refuses one more where it is typed', async () => {
  // 20 buttons added: if each were taken, and Solve then seemed to do nothing (its message at the page's top)
  const max = engine.fields('calculator').find((f) => f.name === 'buttons').max;
  const session = await openPage(web.browser, web.server.url + '#start=0&goal=5&moves=3&buttons=%2B1&own=1');
  const { page } = session;
  await page.waitForFunction(() => document.querySelectorAll('#calc-chips .chip').length === 1);
  for (let n = 2; n <= max; n++) {
    await page.fill('#calc-button-input', '+' + n);
    await page.press('#calc-button-input', 'Enter');
    await page.waitForFunction((k) => document.querySelectorAll('#calc-chips .chip').length === k, n);
  }
  // each add is said where it was typed (a live region): a keyboard player heard nothing
  assert.equal(await page.textContent('#calc-button-preview'), 'Added +' + max + ': ' + max + ' buttons now.');
  await page.fill('#calc-button-input', 'x2');
  await page.press('#calc-button-input', 'Enter');
  const message = 'A level has at most ' + max + ' buttons: remove one (its ×) before adding another.';
  await page.waitForFunction((m) => document.querySelector('#calc-button-error').textContent === m, message);
  assert.equal(await page.locator('#calc-chips .chip').count(), max);
  assert.equal(await page.getAttribute('#calc-button-input', 'aria-invalid'), 'true');
  assert.equal(await page.inputValue('#calc-button-input'), 'x2'); // kept, to add once one is removed
  // one removed: the typed one goes in
  await page.locator('#calc-chips .chip-remove').first().click();
  await page.fill('#calc-button-input', 'x2');
  await page.press('#calc-button-input', 'Enter');
  await page.waitForFunction(() => [...document.querySelectorAll('#calc-chips .chip .key')].some((k) => k.textContent === 'x2'));
  assert.equal(await page.locator('#calc-chips .chip').count(), max);
  await closePage(session, 'buttons limit');
});

test('Solve pressed in Your own level: the search shows in view with its Cancel, Replay and Step off until an answer', async () => {
  // Solve pressed at the bottom of the form and saw only a greyed-out Solve:
  // Searching… and Cancel were scrolled out of view above it
  const session = await openPage(web.browser, web.server.url + HUGE + '&own=1');
  const { page } = session;
  await page.waitForFunction(() => document.querySelector('#calc-play-keypad button'));
  await page.locator('#calc-solve').scrollIntoViewIfNeeded();
  await page.click('#calc-solve');
  await page.waitForSelector('#panel-calc[data-state="running"]');
  // read and cancelled in one task of the page: on a loaded machine the search (about 5 s) once
  // ended between the reads and the click, and the answer drawn moved Cancel under the pointer
  const running = await page.evaluate(() => {
    const box = document.querySelector('#calc-cancel').getBoundingClientRect();
    const seen = { inView: box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight,
      play: document.querySelector('#calc-play').disabled, step: document.querySelector('#calc-step').disabled,
      state: document.querySelector('#panel-calc').dataset.state };
    document.querySelector('#calc-cancel').focus();
    document.querySelector('#calc-cancel').click();
    return seen;
  });
  assert.equal(running.state, 'running');
  assert.equal(running.inView, true, 'Cancel is in view while the search runs');
  assert.equal(running.play, true);
  assert.equal(running.step, true);
  assert.equal(await page.textContent('#calc-title'), 'Search cancelled.');
  // the focus, on Cancel as it went, is on the title that says so, where the search was shown
  assert.equal(await page.evaluate(() => document.activeElement.id), 'calc-title');
  assert.equal(await page.isDisabled('#calc-play'), true);
  assert.equal(await page.isDisabled('#calc-step'), true);
  await closePage(session, 'solve from the form');
});

test('Solve by keyboard: the focus goes to Cancel, and the running clock is shown, not said', async () => {
  // a keyboard player's focus fell to the page when Solve went grey, and the status (a live
  // region) read out "Searching… 200 ms", "Searching… 400 ms"… five times a second
  const session = await openPage(web.browser, web.server.url + HUGE + '&own=1');
  const { page } = session;
  await page.waitForFunction(() => document.querySelector('#calc-play-keypad button'));
  await page.focus('#calc-solve');
  await page.keyboard.press('Enter');
  await page.waitForSelector('#panel-calc[data-state="running"]');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'calc-cancel');
  await page.waitForFunction(() => /\d/.test(document.querySelector('#calc-status .status-time').textContent));
  // what the live region says stays "Searching…"; the clock beside it is hidden from screen readers
  assert.equal(await page.textContent('#calc-status .status-text'), 'Searching…');
  assert.equal(await page.getAttribute('#calc-status .status-time', 'aria-hidden'), 'true');
  await page.keyboard.press('Enter'); // Cancel
  await page.waitForSelector('#panel-calc[data-state="cancelled"]');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'calc-title');
  assert.equal(await page.textContent('#calc-status .status-time'), '');
  await closePage(session, 'solve by keyboard');
});

test('a huge search shows a spinner and Cancel, Esc cancels it as Cancel does, and the next solve works', async () => {
  const session = await openPage(web.browser, web.server.url);
  const { page } = session;
  const hash = HUGE + '&show=solution&own=1';
  await page.evaluate((h) => {
    location.hash = h;
  }, hash);
  await page.waitForSelector('#panel-calc[data-state="running"]');
  assert.equal(await page.isVisible('#calc-cancel'), true);
  assert.equal(await page.textContent('#calc-title'), 'Searching…');
  assert.equal(await page.isDisabled('#calc-solve'), true);
  // still running a moment later: long enough for Cancel to matter
  await page.waitForTimeout(400);
  assert.equal(await page.getAttribute('#panel-calc', 'data-state'), 'running');
  assert.match(await page.textContent('#calc-status'), /Searching…/);
  // the page stays responsive while the worker searches: its main thread answers while the search still runs
  // (asserted by the state it reports, not by a time: tests assert no timings)
  assert.equal(await page.evaluate(() => document.querySelector('#panel-calc').dataset.state), 'running', 'the main thread answered during the search');
  // and typing is still checked by the engine (a second engine, not the busy one)
  const expected = engine.checkButton('foo').error.message;
  await page.fill('#calc-button-input', 'foo');
  await page.waitForFunction((m) => document.querySelector('#calc-button-error').textContent === m, expected, { timeout: 10000 });
  assert.equal(await page.getAttribute('#panel-calc', 'data-state'), 'running');
  await page.fill('#calc-button-input', '');
  // Esc cancels it, as Cancel does (main.js wireEscape), from wherever the focus is
  await page.locator('#calc-play-keypad button').first().focus();
  await page.keyboard.press('Escape');
  await page.waitForSelector('#panel-calc[data-state="cancelled"]');
  assert.equal(await page.getAttribute('#panel-calc', 'data-state'), 'cancelled');
  assert.equal(await page.isVisible('#calc-cancel'), false);
  assert.match(await page.textContent('#calc-status'), /Cancelled after/);
  // nothing arrives later from the cancelled search
  await page.waitForTimeout(3000);
  assert.equal(await page.getAttribute('#panel-calc', 'data-state'), 'cancelled');
  assert.equal(await page.locator('#calc-solution-steps li').count(), 0);
  assert.equal(await page.textContent('#calc-title'), 'Search cancelled.');
  // Esc leaves the focus where the player was (on a key; the page not scrolled); no solution on
  // show, so Show solution asks again, and the card says so
  assert.equal(await page.evaluate(() => document.activeElement.closest('#calc-play-keypad') !== null), true);
  assert.equal(await page.textContent('#calc-play-solution'), 'Show solution');
  assert.equal(await page.textContent('#calc-message'), 'Show solution searches again.');

  // another level solves normally with the fresh worker
  await page.fill('#calc-level-search', '199');
  await page.press('#calc-level-search', 'Enter'); // opens level 199 to play; its answer on request
  await page.waitForFunction(() => document.querySelector('#calc-play-level').textContent === '199');
  assert.equal(await page.locator('#calc-solution-steps li').count(), 0);
  await page.getByRole('button', { name: 'Show solution' }).click();
  await page.locator('#calc-play-solution').click(); // the first press asks, the second shows
  await page.waitForSelector('#panel-calc[data-state="done"]');
  assert.equal(await page.locator('#calc-solution-steps li').count(), 6);
  assert.equal((await stepTexts(page)).at(-1).value, '3507');
  await closePage(session, 'cancel');
});

test('a key pressed during a search, then Esc: the search stops, the press is played, and no other search starts', async () => {
  // a key pressed while the answer is searched for, then Esc: the press, held until
  // the search stopped, started a search of the solution from there, and the page looked as if
  // Esc had done nothing
  const session = await openPage(web.browser, web.server.url);
  const { page } = session;
  await page.evaluate((hash) => {
    location.hash = hash;
  }, HUGE + '&show=solution&own=1');
  await page.waitForSelector('#panel-calc[data-state="running"]');
  await page.locator('#calc-play-keypad button').first().click();
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => /98 moves left/.test(document.querySelector('#calc-play-status').textContent));
  // a search started by the press would be running by the next frames; none is
  await page.waitForFunction(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => resolve(true), 100)))));
  assert.equal(await page.getAttribute('#panel-calc', 'data-state'), 'cancelled');
  assert.equal(await page.textContent('#calc-title'), 'Search cancelled.');
  assert.equal(await page.textContent('#calc-play-solution'), 'Show solution');
  await closePage(session, 'press during a search, then Esc');
});

test('a key pressed during a long search is played at once, and the solution follows it from there', async () => {
  // a key pressed while the answer is searched for: the press waited for the
  // search's end (seconds) before the display moved (play.js enqueueSearch)
  const session = await openPage(web.browser, web.server.url);
  const { page } = session;
  await page.evaluate((hash) => {
    window.__titles = [];
    location.hash = hash;
  }, HUGE + '&show=solution&own=1');
  await page.waitForSelector('#panel-calc[data-state="running"]');
  // every title the solution card shows from now on
  await page.evaluate(() => {
    const title = document.querySelector('#calc-title');
    new MutationObserver(() => window.__titles.push(title.textContent)).observe(title, { childList: true, characterData: true, subtree: true });
  });
  await page.locator('#calc-play-keypad button').first().click();
  await page.waitForFunction(() => /98 moves left/.test(document.querySelector('#calc-play-status').textContent));
  // the press is on the display while a search runs, and the first search never answered:
  // the card went from its search to the search from the new position, no result between
  assert.equal(await page.textContent('#calc-play-moves'), '98');
  assert.equal(await page.getAttribute('#panel-calc', 'data-state'), 'running');
  assert.deepEqual([...new Set(await page.evaluate(() => window.__titles))].filter((t) => t !== 'Searching…'), []);
  assert.equal(await page.textContent('#calc-title'), 'Searching…');
  assert.equal(await page.locator('#calc-solution-steps li').count(), 0);
  // the search running is the one from the position shown: Cancel stops it, the press stays
  await page.keyboard.press('Escape');
  await page.waitForSelector('#panel-calc[data-state="cancelled"]');
  assert.equal(await page.textContent('#calc-play-moves'), '98');
  assert.equal(await page.textContent('#calc-play-solution'), 'Show solution');
  await closePage(session, 'press during a search');
});

test('the level picker: a number and Enter, previous/next, the grid of every level, tabs by keyboard', async () => {
  const session = await openPage(web.browser, web.server.url);
  const { page } = session;
  await page.waitForFunction(() => document.querySelector('#calc-start').value !== '');
  // level 1 is loaded when there is no hash
  assert.equal(await page.inputValue('#calc-level-search'), '1');
  const levels = engine.bundledLevels();
  // keyboard only: type a number, Enter opens the level to play (navigation.test.mjs has more)
  await page.focus('#calc-level-search');
  await page.keyboard.type('42');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => location.hash === '#level=42' && document.querySelector('#calc-play-level').textContent === '42');
  const l42 = levels.find((l) => l.level === 42);
  assert.equal(await page.inputValue('#calc-start'), String(l42.start));
  assert.equal(await page.inputValue('#calc-goal'), String(l42.goal));
  await page.waitForFunction(() => document.activeElement.closest('#calc-play-keypad') !== null); // its keys, to play
  // previous / next
  await page.click('#calc-level-next');
  assert.equal(await page.inputValue('#calc-level-search'), '43');
  await page.click('#calc-level-prev');
  await page.click('#calc-level-prev');
  assert.equal(await page.inputValue('#calc-level-search'), '41');
  // the grid shows the page of the level played whatever is typed; a tile loads its level
  await page.fill('#calc-level-search', '19');
  await page.click('#calc-level-all');
  const shown = await page.$$eval('#calc-level-grid .level-tile:not([hidden]) .tile-number', (t) => t.map((x) => x.textContent));
  assert.deepEqual(shown, levels.slice(0, 50).map((l) => String(l.level)));
  await page.getByRole('group', { name: 'Level pages' }).getByRole('button', { name: '151–199' }).click();
  await page.click('#calc-level-grid .level-tile[data-level="190"]');
  assert.equal(await page.inputValue('#calc-moves'), String(levels.find((l) => l.level === 190).moves));
  // tabs work with the arrow keys
  await page.focus('#tab-calc');
  await page.keyboard.press('ArrowRight');
  assert.equal(await page.getAttribute('#tab-digits', 'aria-selected'), 'true');
  assert.equal(await page.isVisible('#panel-digits'), true);
  assert.equal(await page.evaluate(() => document.activeElement.id), 'tab-digits');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await page.isVisible('#panel-calc'), true);
  await closePage(session, 'picker');
});

test('pasted level text fills the form and solves; its errors name the line', async () => {
  const session = await openPage(web.browser, web.server.url);
  const { page } = session;
  await page.click('#calc-own > summary');
  await page.click('#calc-paste-box summary');
  await page.fill('#calc-paste-text', 'start: 3002\ngoal: 3507\nmoves: 6\nbuttons: 7, 3=>5, Inv10, Shift>\nportal: 4 0\n');
  await page.click('#calc-paste-load');
  await page.waitForFunction(() => document.querySelector('#calc-play-value').textContent === '3002');
  await page.getByRole('button', { name: 'Show solution' }).click();
  await page.locator('#calc-play-solution').click(); // the first press asks, the second shows
  await page.waitForSelector('#panel-calc[data-state="done"]');
  assert.equal(await page.inputValue('#calc-start'), '3002');
  assert.equal((await stepTexts(page)).at(-1).value, '3507');
  const bad = 'start: 1\ngoal: 2\nmoves: 2\nbuttons: +1, nope\n';
  await page.fill('#calc-paste-text', bad);
  await page.click('#calc-paste-load');
  const error = engine.solveCalc(bad).error;
  await page.waitForFunction((m) => document.querySelector('#calc-paste-error').textContent === m, `Line ${error.line}: ${error.message}`);
  await closePage(session, 'paste');
});

test('an unsolvable level says so clearly', async () => {
  const session = await openPage(web.browser, web.server.url + '#start=0&goal=5&moves=2&buttons=%2B1&show=solution');
  const { page } = session;
  await page.waitForSelector('#panel-calc[data-state="done"]');
  const expected = engine.solveCalc('start: 0\ngoal: 5\nmoves: 2\nbuttons: +1\n');
  assert.equal(await page.textContent('#calc-title'), expected.message);
  assert.equal(expected.message, 'No solution within 2 moves');
  assert.equal(await page.locator('#calc-solution-steps li').count(), 0);
  await closePage(session, 'unsolvable');
});
