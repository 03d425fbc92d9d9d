// field-errors.test.mjs: the solve forms' answers where a user goes wrong:
// focus after "Find all", a typed button that Solve adds, what would help on an
// unsolvable level (from the engine's hint), the engine's errors at the field it
// names in Digits and Clock, the clock's state limit with grouped digits.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openPanel, useBrowserAndEngine } from './helpers.mjs';
import { closePage, openPage } from './server.mjs';

const web = useBrowserAndEngine();

// The engine's error is shown at the field it names (#<game>-<field>-error), and
// the other field has no message and is not marked invalid.
async function assertErrorAt(page, game, error, other) {
  assert.equal(await page.textContent(`#${game}-${error.field}-error`), error.message);
  assert.equal(await page.textContent(`#${game}-${other}-error`), '');
  assert.equal(await page.getAttribute(`#${game}-${other}`, 'aria-invalid'), null);
}

// Opens the page at a hash the engine refuses with `error`, which must name
// `field`, and checks the page shows it there and not at `other`.
async function openAtError(hash, game, error, field, other) {
  const session = await openPanel(web, hash, game, 'error');
  assert.equal(error.field, field);
  await assertErrorAt(session.page, game, error, other);
  return session;
}

// Sets the page's location.hash (as a link or the user would), which re-reads the form.
async function setHash(page, hash) {
  await page.evaluate((h) => {
    location.hash = h;
  }, hash);
}

test('focus after "Find all" stays in the answer, not lost on the page', async () => {
  const session = await openPage(web.browser, web.server.url + '#level=199&show=solution');
  const { page } = session;
  await page.waitForSelector('#panel-calc[data-state="done"] #calc-find-all:not([hidden])');
  await page.focus('#calc-find-all');
  await page.keyboard.press('Enter');
  await page.waitForSelector('#panel-calc[data-state="done"] #calc-count:not(:empty)');
  await page.waitForFunction(() => document.activeElement !== document.body);
  const focus = await page.evaluate(() => ({ id: document.activeElement.id, inMore: !!document.activeElement.closest('#calc-more') }));
  assert.ok(focus.inMore, `focus is on ${focus.id || 'an element'} in the answer's count`);
  // a level with several shortest solutions: focus on "Show the others", which Enter opens
  await setHash(page, 'start=0&goal=81&moves=3&buttons=9,x3&portal=2,0&show=solution');
  await page.waitForSelector('#panel-calc[data-state="done"] #calc-find-all:not([hidden])');
  await page.focus('#calc-find-all');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement.id === 'calc-others-summary');
  await page.keyboard.press('Enter');
  assert.equal(await page.evaluate(() => document.querySelector('#calc-others').open), true);
  await closePage(session, 'find all');
});

test('a button typed but not added is added on Solve, and the page says so', async () => {
  // the level's answer shown, the form (Your own level) open
  const session = await openPanel(web, '#level=3&show=solution&own=1', 'calc');
  const { page } = session;
  const before = await page.locator('#calc-chips .chip').count();
  await page.fill('#calc-button-input', '*3');
  await page.click('#calc-solve');
  // the panel is already "done" from the level's own search: wait for the chip, then for the new search
  await page.waitForFunction((n) => document.querySelectorAll('#calc-chips .chip').length === n, before + 1);
  await page.waitForSelector('#panel-calc[data-state="done"]');
  assert.equal(await page.textContent('#calc-chips .chip:last-child .key'), 'x3');
  assert.equal(await page.inputValue('#calc-button-input'), '');
  assert.match(await page.textContent('#calc-button-preview'), /^Added the typed button x3 /);
  assert.equal(await page.getAttribute('#calc-chips .chip:last-child', 'class'), 'chip added');
  await closePage(session, 'typed button');
});

test('an unsolvable level shows the fewest moves the goal needs and the closest value, as the engine’s hint says', async () => {
  const cases = [
    { hash: '#start=0&goal=5&moves=2&buttons=%2B1', text: 'start: 0\ngoal: 5\nmoves: 2\nbuttons: +1\n' },
    { hash: '#start=3&goal=100&moves=3&buttons=x2,%2B1', text: 'start: 3\ngoal: 100\nmoves: 3\nbuttons: x2, +1\n' },
    // every value x2 and +3 make from 3 is a multiple of 3: 100 is never reached
    { hash: '#start=3&goal=100&moves=3&buttons=x2,%2B3', text: 'start: 3\ngoal: 100\nmoves: 3\nbuttons: x2, +3\n' },
  ];
  const session = await openPage(web.browser, web.server.url);
  const { page } = session;
  for (const c of cases) {
    await setHash(page, c.hash + '&show=solution');
    const hint = web.engine.hint('calculator', c.text);
    assert.equal(hint.solvable, false, c.text);
    const needs = hint.fewest_moves === null ? `The goal needs more than ${hint.needs_more_than} moves` : `The goal needs ${hint.fewest_moves} moves`;
    // the closest value said unless it is the display's own
    const closest = hint.closest_moves === 0 ? '' : `closest value within ${hint.moves_left} moves is ${hint.closest}` + (hint.closest_moves < hint.moves_left ? ` (${hint.closest_moves} ` : '.');
    // what would help arrives after the solution's answer (a second call to the engine)
    await page.waitForFunction(([a, b]) => document.querySelector('#calc-message').textContent.includes(a) && document.querySelector('#calc-message').textContent.includes(b), [needs, closest]);
    assert.equal(await page.textContent('#calc-title'), web.engine.solveCalc(c.text).message);
    const message = await page.textContent('#calc-message');
    assert.ok(message.includes(needs), message);
    assert.ok(message.includes(closest), message);
    if (hint.closest_moves === 0) assert.doesNotMatch(message, /closest value/, 'the display\'s own value said as the closest');
  }
  await closePage(session, 'unsolvable');
});

test('Digits: an error is shown at the field the engine names, and at no other', async () => {
  const error = web.engine.solveDigits('415', '1,x,3').error;
  const session = await openAtError('#digits=415:1,x,3', 'digits', error, 'numbers', 'target');
  const { page } = session;
  // only the box the engine refuses is marked
  await page.waitForSelector('#digits-n2[aria-invalid="true"]');
  const marked = await page.$$eval('#digits-numbers input[aria-invalid="true"]', (inputs) => inputs.map((i) => i.id));
  assert.deepEqual(marked, ['digits-n2']);
  // an error about the target: at the target only
  await setHash(page, 'digits=0:1,2,3');
  await page.waitForFunction(() => document.querySelector('#digits-target-error').textContent !== '');
  assert.equal(await page.textContent('#digits-target-error'), web.engine.solveDigits('0', '1,2,3').error.message);
  assert.equal(await page.textContent('#digits-numbers-error'), '');
  assert.equal(await page.locator('#digits-numbers input[aria-invalid="true"]').count(), 0);
  // a problem of the whole list marks no box
  await setHash(page, 'digits=10:1,2,3,4,5,6,7');
  await page.waitForFunction(() => /too many/.test(document.querySelector('#digits-numbers-error').textContent));
  await page.waitForTimeout(300);
  assert.equal(await page.locator('#digits-numbers input[aria-invalid="true"]').count(), 0);
  await closePage(session, 'digits errors');
});

test('Clock: an error about k is shown at k only, and the state limit is digit-grouped', async () => {
  const error = web.engine.solveClock('2', '5000').error;
  const session = await openAtError('#clock=2,5000', 'clock', error, 'k', 'n');
  const { page } = session;
  // (the engine's message ends with its reason in brackets: "… than the solver can search: 10,000,000 at most)")
  assert.match(error.message, /can search: \d{1,3}(,\d{3})+ at most\)?$/);
  await setHash(page, 'clock=40,40');
  await page.waitForFunction(() => document.querySelector('#clock-n-error').textContent !== '');
  assert.match(await page.textContent('#clock-n-error'), /can search: 10,000,000 at most\)?$/);
  assert.equal(await page.textContent('#clock-k-error'), '');
  await closePage(session, 'clock errors');
});
