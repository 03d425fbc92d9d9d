// games.test.mjs: the Digits and Clock tabs in Chromium, driven by their URL
// hashes (&show=solution asks for the answer: a bare link opens the game to
// play), compared with the engine's own answers.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openPanel, useBrowserAndEngine } from './helpers.mjs';
import { closePage } from './server.mjs';

const web = useBrowserAndEngine();


test('#digits=415:1,2,3,4,5,6&show=solution solves, shows the pools and stars, and lists 4 distinct solutions', async () => {
  const session = await openPanel(web, '#digits=415:1,2,3,4,5,6&show=solution', 'digits');
  const { page } = session;
  assert.equal(await page.getAttribute('#tab-digits', 'aria-selected'), 'true');
  assert.equal(await page.isVisible('#panel-calc'), false);
  const expected = web.engine.solveDigits('415', '1,2,3,4,5,6', { all: true });
  assert.equal(expected.count, 4);
  // the form was filled
  assert.equal(await page.inputValue('#digits-target'), '415');
  const numbers = await page.$$eval('#digits-numbers input', (inputs) => inputs.map((i) => i.value));
  assert.deepEqual(numbers, ['1', '2', '3', '4', '5', '6']);
  // steps as the game shows them: the operation and the pool after it
  const steps = await page.$$eval('#digits-steps li', (items) =>
    items.map((li) => ({
      expr: li.querySelector('.expr').textContent,
      pool: [...li.querySelectorAll('.tile')].map((t) => Number(t.textContent)),
    })),
  );
  const sign = (s) => s.replace(' * ', ' × ').replace(' / ', ' ÷ ').replace(' - ', ' − ');
  assert.deepEqual(steps.map((s) => s.expr), expected.steps.map(sign));
  assert.deepEqual(steps.map((s) => [...s.pool].sort((a, b) => a - b)), expected.pools.map((p) => [...p].sort((a, b) => a - b)));
  assert.equal(steps.at(-1).pool.at(-1), 415);
  // three stars
  assert.equal(await page.locator('#digits-stars .star.on').count(), 3);
  assert.match(await page.textContent('#digits-stars'), /3 of 3 stars/);
  // the answer's, named so and under its title: not taken for stars the player earned (as they would be)
  assert.match(await page.textContent('#digits-stars'), /^This answer earns ★★★/);
  assert.equal(await page.evaluate(() => document.querySelector('#digits-title').nextElementSibling.id), 'digits-stars');
  assert.match(await page.textContent('#digits-count'), /^4 distinct solutions/);
  // every distinct solution, on demand
  assert.equal(await page.locator('#digits-solutions li').count(), 0);
  await page.click('#digits-all');
  await page.waitForFunction(() => document.querySelectorAll('#digits-solutions li').length > 0);
  const listed = await page.$$eval('#digits-solutions li', (items) =>
    items.map((li) => [...li.querySelectorAll('.expr')].map((e) => e.textContent)),
  );
  assert.equal(listed.length, 4);
  assert.equal(new Set(listed.map((s) => s.join('|'))).size, 4, 'the four solutions are distinct');
  assert.deepEqual(listed, expected.solutions.map((s) => s.map(sign)));
  assert.match(await page.textContent('#digits-status'), /^[\d,]+ states explored in (<1|\d+) ms\.$/);
  await closePage(session, 'digits');
});

test('Digits: no exact solution gives the closest value and its stars; bad input gets the engine’s message', async () => {
  const session = await openPanel(web, '#digits=999:1,1&show=solution', 'digits');
  const { page } = session;
  const expected = web.engine.solveDigits('999', '1,1');
  assert.equal(expected.solved, false);
  assert.match(await page.textContent('#digits-title'), new RegExp(`Closest: ${expected.closest}`));
  assert.equal(await page.locator('#digits-stars .star.on').count(), expected.stars);
  // a bad number in Your own puzzle: the engine's error next to the numbers
  await page.locator('summary', { hasText: 'Your own puzzle' }).click();
  await page.fill('#digits-n2', 'x');
  await page.click('#digits-solve');
  await page.waitForSelector('#panel-digits[data-state="error"]');
  const error = web.engine.solveDigits('999', '1,x').error;
  assert.equal(await page.textContent('#digits-numbers-error'), error.message);
  // a link with more numbers than the form has fields: the engine's verdict on the whole list
  await page.evaluate(() => {
    location.hash = 'digits=415:1,2,3,4,5,6,7';
  });
  const tooMany = web.engine.solveDigits('415', '1,2,3,4,5,6,7').error;
  assert.ok(tooMany, 'the engine refuses seven numbers');
  await page.waitForFunction((m) => document.querySelector('#digits-numbers-error').textContent === m, tooMany.message);
  await closePage(session, 'digits errors');
});

test('#clock=4,2&show=solution shows the 48-choice answer from the first turn and replays it on the clock', async () => {
  const session = await openPanel(web, '#clock=4,2&show=solution', 'clock');
  const { page } = session;
  // the solution from where the player is: the game's own moves up to the first choice are made
  const expected = web.engine.solve('clock', web.engine.play('clock', 'n: 4\nk: 2\n', 'wait').text);
  assert.equal(expected.length, 48);
  const answer = await page.$$eval('#clock-answer .c0, #clock-answer .cx', (chars) => chars.map((c) => c.textContent).join(''));
  // a screen reader reads it spaced out, a choice at a time (the coloured characters are hidden from it)
  assert.equal(await page.textContent('#clock-answer .sr-only'), [...answer].join(' '));
  assert.equal(answer, expected.moves);
  assert.equal(answer.length, 48);
  assert.equal(await page.textContent('#clock-length'), '48');
  assert.equal(await page.textContent('#clock-rounds'), String(expected.rounds));
  // the replay: n cells around a circle, a hand, the caption names each move
  assert.equal(await page.isVisible('#clock-svg'), true);
  assert.equal(await page.locator('#clock-svg .cell').count(), 4);
  const board = () => page.$$eval('#clock-svg .cell-value', (t) => t.map((x) => Number(x.textContent)));
  assert.deepEqual(await board(), expected.start.board);
  assert.match(await page.textContent('#clock-caption'), /starts here/);
  for (let i = 0; i < expected.trace.length; i++) {
    await page.click('#clock-step');
    const entry = expected.trace[i];
    assert.deepEqual(await board(), entry.board, `board after trace entry ${i}`);
    const caption = await page.textContent('#clock-caption');
    assert.match(caption, new RegExp(`^Round ${entry.round}:`));
    if (entry.by === 'player') assert.match(caption, new RegExp(`you choose ${entry.choice}`));
    const under = await page.$$eval('#clock-svg .cell', (cells) => cells.findIndex((c) => c.classList.contains('under')));
    assert.equal(under, entry.cell);
    if (i === 12) break; // the rest is checked through the slider below
  }
  // the slider jumps to the end: the board is clear, the answer fully played
  await page.$eval('#clock-scrub', (range) => {
    range.value = range.max;
    range.dispatchEvent(new Event('input', { bubbles: true }));
  });
  assert.deepEqual(await board(), [0, 0, 0, 0]);
  assert.match(await page.textContent('#clock-caption'), /board is clear/);
  assert.equal(await page.locator('#clock-answer .played').count(), 48);
  assert.equal(await page.isDisabled('#clock-step'), true);
  // reset and play
  await page.click('#clock-reset');
  assert.deepEqual(await board(), expected.start.board);
  await page.click('#clock-play');
  await page.waitForFunction(() => Number(document.querySelector('#clock-scrub').value) > 3);
  await page.click('#clock-play'); // pause
  await closePage(session, 'clock');
});

test('Clock: n and k the engine refuses get its message next to the field', async () => {
  const session = await openPanel(web, '#clock=40,2', 'clock', 'error');
  const { page } = session;
  const error = web.engine.solveClock('40', '2').error;
  assert.equal(await page.textContent('#clock-n-error'), error.message);
  assert.equal(await page.getAttribute('#clock-n', 'aria-invalid'), 'true');
  await page.fill('#clock-n', '3');
  await page.fill('#clock-k', 'x');
  await page.click('#clock-game-start');
  await page.waitForSelector('#clock-k-error:not(:empty)');
  assert.equal(await page.textContent('#clock-k-error'), web.engine.solveClock('3', 'x').error.message);
  await closePage(session, 'clock errors');
});
