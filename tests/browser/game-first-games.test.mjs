// game-first-games.test.mjs: the Digits and clock tabs are games first.
// Every way of opening a Digits puzzle (a link, the tab's default, Digits
// of the day, New puzzle, the form's Play, Back/Forward) and a clock (a link,
// the tab's default, Play) shows the game and no answer until Hint or Show
// solution; a game in progress (moves, hints) survives a reload and comes back
// with Back and Forward; the first screen holds Digits of the day and New
// puzzle at 1280×800 and 360×740; the form is behind "Your own puzzle".
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { useBrowserAndEngine } from './helpers.mjs';
import { closePage, openPage } from './server.mjs';

const web = useBrowserAndEngine();

const playing = (page, game) => page.waitForSelector(`#${game}-game[data-state="playing"]`);
// n moves made, and (the clock) the face at rest after showing the last move's rounds (after a
// reload the game's panel may not be there yet)
const movesMade = (page, game, n) => page.waitForFunction(([g, k]) => document.querySelector('#' + g + '-game')?.dataset.moves === String(k) &&
  !document.querySelector('#' + g + '-game [data-moving]'), [game, n]);
const solutionList = (page) => page.getByRole('list', { name: 'Solution', includeHidden: true });

async function assertNoAnswer(page, game, what) {
  assert.equal(await page.locator(`#${game}-result`).isVisible(), false, what + ': the solution box is closed');
  if (game === 'digits') assert.equal(await solutionList(page).locator('li').count(), 0, what + ': no solution step');
  else assert.equal(await page.locator('#clock-answer').textContent(), '', what + ': no answer string');
  // no hint (Digits' one status line may say what opened: the day's puzzle, a new puzzle)
  assert.doesNotMatch(await page.locator(`#${game}-game-hint-text`).textContent(), /Hint|Next/, what + ': no hint');
  assert.doesNotMatch(page.url(), /show=solution/, what);
}

// Hint says the first rung of its ladder (counted), or at a dead end what to undo (not counted:
// deadEnd); Show solution shows the whole list, and the address says so.
async function assertHelpOnRequest(page, game, { deadEnd = false } = {}) {
  await page.locator(`#${game}-game`).getByRole('button', { name: 'Hint', exact: true }).click();
  await page.waitForFunction((g) => document.querySelector('#' + g + '-game-hint-text').textContent !== '', game);
  assert.equal(await page.locator(`#${game}-result`).isVisible(), false, 'a hint is not the solution');
  if (deadEnd) {
    assert.match(await page.textContent(`#${game}-game-hint-text`), /Undo 1 move to get back to a position that can still win\.$/);
    assert.doesNotMatch(page.url(), /hints=/, 'a hint at a dead end is not counted');
  } else {
    assert.match(page.url(), /hints=1/);
  }
  await page.getByRole('button', { name: 'Show solution' }).click();
  await page.getByRole('button', { name: 'Really show?' }).click(); // the first press asks
  await page.waitForSelector(`#panel-${game}[data-state="done"]`);
  assert.equal(await page.locator(`#${game}-result`).isVisible(), true);
  assert.match(page.url(), /show=solution/);
}

test('Digits: a link opens the puzzle to play; Hint, then Show solution (from the start at a dead end)', async () => {
  const session = await openPage(web.browser, web.server.url + '#digits=415:1,2,3,4,5,6');
  const { page } = session;
  await playing(page, 'digits');
  await assertNoAnswer(page, 'digits', 'a link');
  await page.locator('#digits-game .play-tile', { hasText: /^6$/ }).click();
  await page.getByRole('button', { name: 'times' }).click();
  await page.locator('#digits-game .play-tile', { hasText: /^5$/ }).click();
  await movesMade(page, 'digits', 1);
  assert.deepEqual(await page.getByRole('list', { name: 'Your moves' }).locator('li > [aria-hidden="true"]').allTextContents(), ['6 × 5 = 30']);
  assert.deepEqual(await page.getByRole('list', { name: 'Your moves' }).locator('li > .sr-only').allTextContents(), ['6 times 5 makes 30.']);
  await assertHelpOnRequest(page, 'digits', { deadEnd: true }); // 6 × 5 leaves 415 out of reach
  // a dead end: no exact win from the pool the player has, so the whole puzzle's, from the start, and said so
  const expected = web.engine.solve('digits', 'target: 415\nnumbers: 1 2 3 4 5 6\n');
  assert.equal(await solutionList(page).locator('li').count(), expected.steps.length, 'the solution from the start');
  assert.match(await page.textContent('#digits-title'), /^Solution from the start: 415 in 5 operations\.$/);
  await closePage(session);
});

test('Digits: the tab, Digits of the day, New puzzle, the form and Back/Forward open puzzles without their answer', async () => {
  const session = await openPage(web.browser, web.server.url + '#level=5');
  const { page } = session;
  await page.getByRole('tab', { name: 'Digits' }).click();
  await playing(page, 'digits');
  await assertNoAnswer(page, 'digits', 'the tab\'s default puzzle');
  assert.match(page.url(), /#digits=415:1,2,3,4,5,6$/);

  await page.getByRole('button', { name: /day/ }).click();
  await page.waitForFunction(() => /^Digits of the day/.test(document.querySelector('#digits-game-meta').textContent));
  await assertNoAnswer(page, 'digits', 'Digits of the day');
  const day = web.engine.generate('digits', { date: new Date().toISOString().slice(0, 10) }).puzzle;
  assert.equal(await page.textContent('#digits-game-title'), 'Make ' + day.target);
  assert.match(page.url(), /&day=\d{4}-\d\d-\d\d/);

  await page.getByRole('button', { name: 'New puzzle' }).click();
  await page.waitForFunction(() => /^New puzzle/.test(document.querySelector('#digits-game-meta').textContent));
  await assertNoAnswer(page, 'digits', 'New puzzle');
  assert.match(await page.textContent('#digits-details-puzzle'), /seed \d+/, 'the seed is under Details');

  const own = page.locator('#digits-own');
  assert.equal(await own.evaluate((d) => d.open), false, 'Your own puzzle is closed');
  await page.locator('summary', { hasText: 'Your own puzzle' }).click();
  await page.fill('#digits-target', '24');
  for (const [i, n] of ['3', '8', '', '', '', ''].entries()) await page.fill('#digits-n' + (i + 1), n);
  await page.click('#digits-game-start');
  await page.waitForFunction(() => document.querySelector('#digits-game-title').textContent === 'Make 24');
  await assertNoAnswer(page, 'digits', 'the form\'s Play');

  await page.goBack();
  await page.waitForFunction(() => /^New puzzle/.test(document.querySelector('#digits-game-meta').textContent));
  await assertNoAnswer(page, 'digits', 'Back');
  await page.goBack();
  await page.waitForFunction(() => /^Digits of the day/.test(document.querySelector('#digits-game-meta').textContent));
  await assertNoAnswer(page, 'digits', 'Back to the day');
  await page.goForward();
  await page.waitForFunction(() => /^New puzzle/.test(document.querySelector('#digits-game-meta').textContent));
  await assertNoAnswer(page, 'digits', 'Forward');
  await closePage(session);
});

test('Digits: &show=solution asks for the answer; a game in progress survives a reload and Back', async () => {
  let session = await openPage(web.browser, web.server.url + '#digits=415:1,2,3,4,5,6&show=solution');
  await session.page.waitForSelector('#panel-digits[data-state="done"]');
  assert.equal(await solutionList(session.page).locator('li').count(), web.engine.solveDigits('415', '1,2,3,4,5,6').steps.length);
  await closePage(session);

  session = await openPage(web.browser, web.server.url + '#digits=415:1,2,3,4,5,6');
  const { page } = session;
  await playing(page, 'digits');
  // a hint at the start (counted: 415 is in reach), then a move
  await page.locator('#digits-game').getByRole('button', { name: 'Hint', exact: true }).click();
  await page.waitForFunction(() => document.querySelector('#digits-game-hint-text').textContent !== '');
  await page.locator('#digits-game .play-tile', { hasText: /^6$/ }).click();
  await page.getByRole('button', { name: 'plus' }).click();
  await page.locator('#digits-game .play-tile', { hasText: /^1$/ }).click();
  await movesMade(page, 'digits', 1);
  await page.waitForFunction(() => /&moves=6@5\+1@0&hints=1/.test(location.hash));
  await page.reload();
  await movesMade(page, 'digits', 1);
  assert.deepEqual(await page.getByRole('list', { name: 'Your moves' }).locator('li > [aria-hidden="true"]').allTextContents(), ['6 + 1 = 7']);
  assert.equal(await page.textContent('#digits-game-hints-used'), '1 hint used');
  await assertNoAnswer(page, 'digits', 'the reload');
  await page.getByRole('button', { name: 'New puzzle' }).click();
  await page.waitForFunction(() => /^New puzzle/.test(document.querySelector('#digits-game-meta').textContent));
  await page.goBack();
  await movesMade(page, 'digits', 1);
  assert.equal(await page.textContent('#digits-game-title'), 'Make 415', 'Back returns to the puzzle being played with its moves');
  assert.equal(await page.textContent('#digits-game-hints-used'), '1 hint used');
  await page.goForward();
  await page.waitForFunction(() => /^New puzzle/.test(document.querySelector('#digits-game-meta').textContent));
  await closePage(session);
});

test('Clock: a link, the tab and Play open a clock to play; Hint, then Show solution', async () => {
  const session = await openPage(web.browser, web.server.url + '#clock=4,2');
  const { page } = session;
  await playing(page, 'clock');
  await assertNoAnswer(page, 'clock', 'a link');
  await assertHelpOnRequest(page, 'clock');
  assert.equal((await page.locator('#clock-answer .c0, #clock-answer .cx').allTextContents()).join('').length, 48);
  await page.fill('#clock-n', '5');
  await page.click('#clock-game-start');
  await page.waitForFunction(() => /n = 5, k = 2/.test(document.querySelector('#clock-game-facts').textContent));
  await assertNoAnswer(page, 'clock', 'Play');
  await closePage(session);

  const fresh = await openPage(web.browser, web.server.url + '#level=3');
  await fresh.page.getByRole('tab', { name: 'Clock' }).click();
  await playing(fresh.page, 'clock');
  await assertNoAnswer(fresh.page, 'clock', 'the tab\'s default clock');
  // a first game finished in a minute: 4,1 (8 choices; 3,2 takes 15 and 4,2 48, too long to learn on)
  assert.match(fresh.page.url(), /#clock=4,1$/);
  const fewest = web.engine.solve('clock', 'n: 4\nk: 1').length;
  assert.ok(fewest >= 5 && fewest <= 8, `the fewest choices of the first game: ${fewest}`);
  await closePage(fresh);
});

test('Clock: a game in progress survives a reload and comes back with Back and Forward', async () => {
  const session = await openPage(web.browser, web.server.url + '#clock=4,2');
  const { page } = session;
  await playing(page, 'clock');
  for (const name of ['zero the cell', 'leave it', 'leave it']) {
    const before = Number(await page.locator('#clock-game').getAttribute('data-moves'));
    await page.getByRole('button', { name }).click();
    await movesMade(page, 'clock', before + 1);
  }
  assert.match(page.url(), /#clock=4,2&moves=0XX$/);
  const turn = await page.textContent('#clock-game-turn');
  await page.reload();
  await movesMade(page, 'clock', 3);
  assert.equal(await page.textContent('#clock-game-turn'), turn, 'the reload comes back to the same round');
  assert.deepEqual(await page.getByRole('list', { name: 'Your moves' }).locator('li > [aria-hidden="true"]').allTextContents(), ['0', 'X', 'X']);
  await assertNoAnswer(page, 'clock', 'the reload');
  await page.fill('#clock-n', '3');
  await page.click('#clock-game-start');
  await page.waitForFunction(() => /n = 3/.test(document.querySelector('#clock-game-facts').textContent));
  await page.goBack();
  await movesMade(page, 'clock', 3);
  assert.equal(await page.textContent('#clock-game-turn'), turn, 'Back returns to the clock being played with its choices');
  await page.goForward();
  await page.waitForFunction(() => /n = 3/.test(document.querySelector('#clock-game-facts').textContent));
  await closePage(session);
});

for (const [width, height] of [[1280, 800], [360, 740]]) {
  test(`Digits at ${width}×${height}: the first screen holds Digits of the day, New puzzle and the game`, async () => {
    const session = await openPage(web.browser, web.server.url + '#digits=415:1,2,3,4,5,6', { viewport: { width, height } });
    const { page } = session;
    await playing(page, 'digits');
    const inView = async (locator, what) => {
      const box = await locator.boundingBox();
      assert.ok(box, what + ' is shown');
      assert.ok(box.y >= 0 && box.y + box.height <= height && box.x >= 0 && box.x + box.width <= width, `${what} is on the first screen (${JSON.stringify(box)})`);
    };
    await inView(page.getByRole('button', { name: /day/ }), 'Digits of the day');
    await inView(page.getByRole('button', { name: 'New puzzle' }), 'New puzzle');
    for (const tile of await page.locator('#digits-game .play-tile').all()) await inView(tile, 'the number ' + (await tile.textContent()));
    await inView(page.locator('#digits-game').getByRole('button', { name: 'Hint', exact: true }), 'Hint');
    await inView(page.getByRole('button', { name: 'Show solution' }), 'Show solution');
    assert.equal(await page.locator('#digits-target').isVisible(), false, 'the form is out of the way');
    assert.equal(await page.locator('#digits-status').isVisible(), false, 'engineer numbers are under Details');
    await closePage(session);
  });
}

test('on a phone, a hint or a refused move written under the fold is scrolled into view (the clock\'s hint sat below the window)', async () => {
  const session = await openPage(web.browser, web.server.url + '#clock=4,2', { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  const { page } = session;
  await playing(page, 'clock');
  const inView = (id) => page.$eval('#' + id, (line) => {
    const box = line.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight + 0.5;
  });
  // the choices stand beside the face, whole on the first screen (under it, they were at its bottom edge)
  assert.ok(await inView('clock-game-zero') && await inView('clock-game-keep'), 'a choice is not whole on the first screen');
  const [face, zero] = await Promise.all([page.locator('#clock-game .play-face').boundingBox(), page.locator('#clock-game-zero').boundingBox()]);
  assert.ok(zero.x > face.x + face.width, 'the choices are beside the face');
  // a choice tapped: Undo, Reset and Hint are in reach after it
  const keep = await page.locator('#clock-game-keep').boundingBox();
  const choicesAt = () => page.$eval('#clock-game-zero', (button) => button.getBoundingClientRect().top + window.scrollY);
  const before = await choicesAt();
  await page.touchscreen.tap(keep.x + keep.width / 2, Math.min(keep.y + keep.height / 2, 735));
  await page.waitForFunction(() => document.querySelector('#clock-game').dataset.moves === '1');
  assert.ok(await inView('clock-game-hint'), 'Hint is out of reach after a choice');
  // the turn line keeps its room: the choices did not move under the finger
  assert.equal(await choicesAt(), before, 'the choices moved with the turn line\'s length');
  await page.tap('#clock-game-hint');
  await page.waitForFunction(() => document.querySelector('#clock-game-hint-text').textContent !== '');
  assert.ok(await inView('clock-game-hint-text'), 'the hint is out of view');
  assert.ok(await inView('clock-game-hint'), 'Hint itself left the window');
  // the choice the hint names wears the hint's ring, as the Calculator's hinted key does, until the next choice
  const named = (await page.textContent('#clock-game-hint-text')).match(/^Next: (0|X) /)[1]; // the clock's one rung: the next choice
  assert.deepEqual(await page.$$eval('#clock-game .choice-btn.hinted', (buttons) => buttons.map((b) => b.dataset.move)), [named]);
  for (let n = 2; n <= 6; n++) {
    await page.tap(n % 3 ? '#clock-game-keep' : '#clock-game-zero');
    await page.waitForFunction((k) => document.querySelector('#clock-game').dataset.moves === String(k), n);
    assert.equal(await choicesAt(), before, `the choices moved with the turn line's length (choice ${n})`);
    assert.equal(await page.locator('#clock-game .choice-btn.hinted').count(), 0, 'the hint\'s ring outlived its position');
  }
  // Digits: a refused move ("Not allowed: 5 − 15 …") goes to the same line, below the numbers and
  // the operations: a window that ends under the operations (a short phone, or a status line
  // above that pushed the game down) does not show it
  await page.evaluate(() => { location.hash = 'digits=415:1,2,3,4,5,15'; });
  await playing(page, 'digits');
  await page.evaluate(() => window.scrollTo(0, 0));
  const opsBottom = await page.$eval('#digits-game .play-ops', (ops) => ops.getBoundingClientRect().bottom + window.scrollY);
  await page.setViewportSize({ width: 360, height: Math.ceil(opsBottom) + 8 });
  await page.evaluate(() => window.scrollTo(0, 0));
  // the stars' words wrap beside the stars, not under them a star's line below ("the / more stars")
  const [star, note] = await page.$$eval('#digits-game-stars .star, #digits-game-stars .stars-note', (nodes) => [nodes[0], nodes.at(-1)].map((n) => {
    const box = n.getBoundingClientRect();
    return { top: box.top, bottom: box.bottom, left: box.left };
  }));
  assert.ok(note.left > star.left && note.top < star.bottom && note.bottom - star.top < 48, `the stars' words at ${JSON.stringify(note)}, a star at ${JSON.stringify(star)}`);
  assert.equal(await inView('digits-game-hint-text'), false, 'the line is in view before the move');
  const pool = page.locator('#digits-game-pool');
  await pool.getByRole('button', { name: '5', exact: true }).tap();
  await page.locator('#digits-game').getByRole('button', { name: 'minus' }).tap();
  await pool.getByRole('button', { name: '15', exact: true }).tap();
  await page.waitForFunction(() => /^Not allowed/.test(document.querySelector('#digits-game-hint-text').textContent));
  assert.ok(await inView('digits-game-hint-text'), 'the refusal is out of view');
  await closePage(session, 'phone lines');
});

test('a new Digits puzzle, clock or level clears the search\'s line of the one before ("5,670 states explored in 3 ms")', async () => {
  const session = await openPage(web.browser, web.server.url + '#digits=415:1,2,3,4,5,6&show=solution');
  const { page } = session;
  const status = (game) => page.$eval(`#${game}-status .status-text`, (line) => line.textContent);
  await page.waitForSelector('#panel-digits[data-state="done"]');
  assert.match(await status('digits'), /explored in/);
  await page.click('#digits-new');
  await page.waitForFunction(() => !/415/.test(document.querySelector('#digits-game-title').textContent));
  await playing(page, 'digits');
  assert.equal(await status('digits'), '');
  await page.evaluate(() => { location.hash = 'clock=4,2&show=solution'; });
  await page.waitForSelector('#panel-clock[data-state="done"]');
  assert.match(await status('clock'), /explored in|Searched in/);
  await page.evaluate(() => { location.hash = 'clock=3,2'; });
  await page.waitForFunction(() => document.querySelector('#clock-n').value === '3');
  await playing(page, 'clock');
  assert.equal(await status('clock'), '');
  await page.evaluate(() => { location.hash = 'level=12&show=solution'; });
  await page.waitForSelector('#panel-calc[data-state="done"]');
  assert.match(await status('calc'), /explored in/);
  await page.click('#calc-level-next');
  await page.waitForFunction(() => document.querySelector('#calc-play-title').textContent === 'Level 13');
  assert.equal(await status('calc'), '');
  await closePage(session, 'stale status');
});
