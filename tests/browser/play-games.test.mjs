// play-games.test.mjs: Digits and the clock game played in Chromium only by
// following the Hint: a link opens the game to play (game first), each press of
// the button named exactly "Hint" answers in a role="status" line, the test
// plays what it says with the page's own controls, and the game ends in
// "Solved" in the fewest moves the engine's solve reports. Also Undo, Reset,
// the hint count, a refused move, Show solution and the clock's shortcuts.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { climbHints, useBrowserAndEngine } from './helpers.mjs';
import { closePage, openPage } from './server.mjs';

const web = useBrowserAndEngine();

// Presses Hint and waits for a new answer in the play area's status line.
async function askHint(page, area) {
  const play = page.locator('#' + area);
  const status = page.locator('#' + area + '-hint-text');
  await status.evaluate((node) => (node.textContent = ''));
  await play.getByRole('button', { name: 'Hint', exact: true }).click();
  await page.waitForFunction((id) => document.querySelector('#' + id + '-hint-text').textContent !== '', area);
  return status.textContent();
}

// Show solution pressed twice (play/ask-first.js): the first press asks, the second shows.
async function showSolution(area) {
  await area.getByRole('button', { name: 'Show solution' }).click();
  await area.getByRole('button', { name: 'Really show?' }).click();
}

// Opens a link and waits for its game to be on screen, ready to play: the page and the play area.
async function openGame(hash, game, contextOptions = {}) {
  const session = await openPage(web.browser, web.server.url + hash, contextOptions);
  await session.page.waitForSelector(`#${game}-game[data-state="playing"]`);
  return { session, page: session.page, area: session.page.locator(`#${game}-game`) };
}

const SIGN_TO_NAME = { '+': 'plus', '−': 'minus', '×': 'times', '÷': 'divided by' };

test('Digits: 415 from 1..6 played only by the hints ends in "Solved" in the fewest operations', async () => {
  const { session, page, area } = await openGame('#digits=415:1,2,3,4,5,6', 'digits');
  const fewest = web.engine.solve('digits', 'target: 415\nnumbers: 1 2 3 4 5 6').ops;
  assert.equal(await page.isVisible('#digits-result'), false, 'no solution until asked');
  // a move the game refuses: the engine's reason, nothing played
  await area.getByRole('button', { name: '3', exact: true }).click();
  await area.getByRole('button', { name: 'minus' }).click();
  await area.getByRole('button', { name: '5', exact: true }).click();
  await page.waitForFunction(() => /not positive/.test(document.querySelector('#digits-game-hint-text').textContent));
  assert.equal(await page.textContent('#digits-game-hint-text'), 'Not allowed: 3 − 5 is not positive: take the smaller from the larger.', 'in the signs the buttons show');
  assert.equal(await area.locator('.play-tile').count(), 6);
  // a warning goes with the next pick that works (a hint would stay)
  await area.getByRole('button', { name: 'plus' }).click();
  assert.equal(await page.textContent('#digits-game-hint-text'), 'Pick a number first.');
  await area.getByRole('button', { name: '2', exact: true }).click();
  assert.equal(await page.textContent('#digits-game-hint-text'), '2 picked: now an operation.');
  await area.getByRole('button', { name: '2', exact: true }).click(); // let go of it
  // one move, then Undo and Reset
  await area.getByRole('button', { name: '6', exact: true }).click();
  await area.getByRole('button', { name: 'plus' }).click();
  await area.getByRole('button', { name: '1', exact: true }).click();
  await page.waitForFunction(() => document.querySelectorAll('#digits-game .play-tile').length === 5);
  // the stars' words, shown beside them: the closest number and how far off (before a move: what they are for)
  assert.equal(await area.locator('.stars-note').textContent(), 'Best so far: 7, 408 away.');
  await area.getByRole('button', { name: 'Undo' }).click();
  assert.equal(await area.locator('.stars-note').textContent(), 'The closer you come, the more stars.');
  // the thresholds, from the engine's help, after the game's rule, where they stay after a move
  await page.waitForFunction(() => /^3 stars for the target, 2 for a number within \d+ of it, 1 within \d+\.$/.test(document.querySelector('#digits-game-stars-rule').textContent));
  assert.equal(await area.locator('.play-tile').count(), 6);
  let moves = 0;
  let hints = 0;
  for (;;) {
    // Hint climbs the position's ladder up to the next operation, each rung counted once; asked
    // again past it, it says so and is not counted (climbHints checks the count at each press)
    const { text: hint, hints: rungs } = await climbHints(page, 'digits-game');
    hints += rungs;
    const m = /Next: (\d+) (\S) (\d+) = (\d+)/.exec(hint);
    assert.ok(m, 'a hint names a move: ' + hint);
    const before = await area.locator('.play-tile').count();
    await area.getByRole('button', { name: m[1], exact: true }).first().click();
    await area.getByRole('button', { name: SIGN_TO_NAME[m[2]] }).click();
    // the second number: a tile with that value other than the one picked
    await area.locator('.play-tile[aria-pressed="false"]', { hasText: new RegExp('^' + m[3] + '$') }).first().click();
    await page.waitForFunction((n) => document.querySelectorAll('#digits-game .play-tile').length === n - 1, before);
    moves++;
    assert.ok(moves <= fewest, 'more operations than the fewest');
    if (await page.isVisible('#digits-game-outcome')) break;
  }
  assert.equal(moves, fewest);
  assert.match(await page.textContent('#digits-game-outcome'), /^Solved in 5 operations: 3 of 3 stars, with \d+ hints\.$/);
  // the stars' words say the target was reached (they said "415 is the target", a fact of the puzzle)
  assert.equal(await area.locator('.stars-note').textContent(), 'Target 415 reached.');
  // the winning move disabled the numbers it was played with: the focus is on the win line, not lost
  assert.equal(await page.evaluate(() => document.activeElement.id), 'digits-game-outcome');
  assert.equal(await area.locator('.star.on').count(), 3);
  assert.equal(await page.textContent('#digits-game-hints-used'), hints + ' hints used');
  assert.equal(await area.getByRole('button', { name: 'Hint', exact: true }).count(), 1);
  assert.equal(await area.getByRole('button', { name: 'Hint', exact: true }).isDisabled(), true);
  // Reset goes back to the six numbers
  await area.getByRole('button', { name: 'Reset' }).click();
  assert.equal(await area.locator('.play-tile').count(), 6);
  assert.equal(await page.isVisible('#digits-game-outcome'), false);
  // Show solution: the engine's solution from the start, in the list named "Solution"
  await showSolution(area);
  await page.waitForSelector('#panel-digits[data-state="done"]');
  assert.equal(await page.getByRole('list', { name: 'Solution' }).locator('li').count(), fewest);
  // from the start it is the whole puzzle's solution, not "from here"
  assert.equal(await page.textContent('#digits-title'), 'Solution: 415 in ' + fewest + ' operations.');
  await closePage(session, 'digits play');
});

test('Digits: a move that leaves no exact solution: Show solution gives the whole puzzle\'s from the start, and says so', async () => {
  const { session, page } = await openGame('#digits=415:1,2,3,4,5,6&moves=1%2B2', 'digits');
  const here = web.engine.solve('digits', 'target: 415\nnumbers: 3 4 5 6 3');
  assert.equal(here.solved, false, 'the position chosen must have no exact solution');
  const start = web.engine.solve('digits', 'target: 415\nnumbers: 1 2 3 4 5 6');
  await showSolution(page.locator('#digits-game'));
  await page.waitForFunction(() => /^Solution from the start: 415 in /.test(document.querySelector('#digits-title').textContent));
  assert.equal(await page.textContent('#digits-title'), 'Solution from the start: 415 in ' + start.ops + ' operations.');
  assert.equal(await page.textContent('#digits-message'), 'The numbers you have now cannot make 415: this is the whole puzzle from the start (Reset to play it).');
  assert.equal(await page.getByRole('list', { name: 'Solution' }).locator('li').count(), start.ops);
  // Reset: the solution on show follows, the whole puzzle's, with nothing more to say
  await page.getByRole('button', { name: 'Reset' }).click();
  await page.waitForFunction(() => /^Solution: 415 in /.test(document.querySelector('#digits-title').textContent));
  assert.equal(await page.textContent('#digits-message'), '');
  await closePage(session, 'digits no exact from here');
});

test('Clock: n=4, k=2 played only by the hints against the game’s own moves ends in "Solved" in 48 choices', async () => {
  const { session, page, area } = await openGame('#clock=4,2', 'clock');
  const fewest = web.engine.solve('clock', 'n: 4\nk: 2').length;
  assert.equal(await page.isVisible('#clock-result'), false, 'no solution until asked');
  // the game's own moves were played up to the first choice
  const first = web.engine.play('clock', 'n: 4\nk: 2', 'wait');
  assert.match(await page.textContent('#clock-game-turn'), new RegExp(`^Round ${first.puzzle.round}: your turn on cell ${first.puzzle.hand}`));
  // a choice, Undo
  await area.getByRole('button', { name: 'leave it', exact: true }).click();
  await page.waitForFunction(() => /^1 choice made/.test(document.querySelector('#clock-game-facts').textContent));
  await area.getByRole('button', { name: 'Undo' }).click();
  assert.match(await page.textContent('#clock-game-facts'), /^0 choices made/);
  let choices = 0;
  for (;;) {
    const hint = await askHint(page, 'clock-game');
    // the clock's ladder has one rung before the solution: the next choice
    const m = /^Next: ([0X]) \((zero|leave) cell (\d+) in round (\d+)\)/.exec(hint);
    assert.ok(m, 'a hint names a choice: ' + hint);
    await area.locator(`.choice-btn[data-move="${m[1]}"]`).click();
    choices++;
    await page.waitForFunction((n) => new RegExp('^' + n + ' choices? made').test(document.querySelector('#clock-game-facts').textContent), choices);
    assert.ok(choices <= fewest, 'more choices than the fewest');
    if (await page.isVisible('#clock-game-outcome')) break;
  }
  assert.equal(choices, fewest);
  assert.equal(await page.textContent('#clock-game-outcome'), 'Solved in 48 choices, the fewest possible. With 48 hints.');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'clock-game-outcome', 'the win disabled the choice pressed: focus on the win line');
  assert.equal(await page.textContent('#clock-game-hints-used'), '48 hints used');
  assert.equal(await area.locator('.choice-btn:disabled').count(), 2);
  // Show solution once won: the whole game's shortest way, not the empty rest of a won one
  await showSolution(area);
  await page.waitForFunction(() => document.querySelector('#clock-title').textContent === 'Solution: 48 choices.');
  // won: nothing is left to hint at (as in Calculator play)
  assert.equal(await area.getByRole('button', { name: 'Hint', exact: true }).isDisabled(), true);
  await area.getByRole('button', { name: 'Reset' }).click();
  assert.match(await page.textContent('#clock-game-turn'), /your turn/);
  // Show solution is a toggle: Hide solution takes the solution (and its &show=solution) away
  await area.getByRole('button', { name: 'Hide solution' }).click();
  assert.equal(await page.isVisible('#clock-result'), false);
  assert.equal(await area.getByRole('button', { name: 'Show solution' }).getAttribute('aria-expanded'), 'false');
  await page.waitForFunction(() => !/show=solution/.test(location.hash));
  await showSolution(area);
  await page.waitForFunction(() => /^Solution/.test(document.querySelector('#clock-title').textContent));
  assert.equal(await area.getByRole('button', { name: 'Hide solution' }).getAttribute('aria-expanded'), 'true');
  assert.equal(await page.textContent('#clock-title'), 'Solution: 48 choices.', 'from the start: not "from here"');
  await area.getByRole('button', { name: 'leave it', exact: true }).click();
  await page.waitForFunction(() => /^Solution from here: /.test(document.querySelector('#clock-title').textContent));
  // the rules in words, under How to play
  await area.getByText('How to play', { exact: true }).click();
  assert.match(await area.locator('#clock-howto').textContent(), /When the game passes, or the cell already holds k, the cell is yours/);
  // the fields left empty: both named at their fields, the focus on the first
  await page.fill('#clock-n', '');
  await page.fill('#clock-k', '');
  await page.click('#clock-game-start');
  await page.waitForFunction(() => document.querySelector('#clock-k-error').textContent !== '');
  assert.equal(await page.textContent('#clock-n-error'), 'Type the number of cells, e.g. 4.');
  assert.equal(await page.textContent('#clock-k-error'), 'Type the largest value a cell can hold, e.g. 2.');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'clock-n');
  assert.match(await page.textContent('#notice-text'), /^This clock cannot be played yet: type the number of cells, and type the largest value a cell can hold\.$/);
  await closePage(session, 'clock play');
});

test('Clock: keys for its two choices, named, with keyboard shortcuts listed under "?"', async () => {
  const { session, page, area } = await openGame('#clock=4,2', 'clock');
  assert.equal(await area.getByRole('button', { name: 'zero the cell', exact: true }).getAttribute('aria-keyshortcuts'), '0');
  assert.equal(await area.getByRole('button', { name: 'leave it', exact: true }).getAttribute('aria-keyshortcuts'), 'x');
  const made = (n) => page.waitForFunction((k) => new RegExp('^' + k + ' choices? made').test(document.querySelector('#clock-game-facts').textContent), n);
  await page.locator('body').press('x');
  await made(1);
  await page.locator('body').press('0');
  await made(2);
  assert.deepEqual(await page.getByRole('list', { name: 'Your moves' }).locator('li > [aria-hidden="true"]').allTextContents(), ['X', '0']);
  // read as sentences, not the keys' letters
  assert.deepEqual(await page.getByRole('list', { name: 'Your moves' }).locator('li > .sr-only').allTextContents(), ['Round 4: you left cell 3.', 'Round 6: you zeroed cell 1.']);
  assert.match(page.url(), /&moves=X0(&|$)/);
  await page.locator('body').press('Backspace');
  await made(1);
  await page.locator('body').press('h');
  await page.waitForFunction(() => /^Next: /.test(document.querySelector('#clock-game-hint-text').textContent));
  await page.locator('body').press('?');
  assert.equal(await page.locator('#clock-shortcuts-panel').isVisible(), true, '? lists the shortcuts');
  assert.match(await page.textContent('#clock-shortcuts-panel'), /zero the cell/);
  await page.keyboard.press('Escape');
  assert.equal(await page.locator('#clock-shortcuts-panel').isVisible(), false, 'Esc hides the list');
  // keys pressed faster than the engine answers (here all in one task) are each played, in order, none dropped
  const typeAtOnce = (keys, repeat = false) => page.evaluate(([list, held]) => {
    for (const key of list) document.body.dispatchEvent(new KeyboardEvent('keydown', { key, repeat: held, bubbles: true, cancelable: true }));
  }, [keys, repeat]);
  // a key held down: its repeats make no choice (each would cost one); the press after them makes its one
  await typeAtOnce(['x', 'x', '0'], true);
  await typeAtOnce(['0']);
  await made(2);
  assert.deepEqual(await page.getByRole('list', { name: 'Your moves' }).locator('li > [aria-hidden="true"]').allTextContents(), ['X', '0']);
  await page.locator('body').press('Backspace');
  await made(1);
  await page.locator('body').press('Backspace');
  await made(0);
  await typeAtOnce(['x', '0', 'x', '0', 'x', '0']);
  await made(6);
  assert.deepEqual(await page.getByRole('list', { name: 'Your moves' }).locator('li > [aria-hidden="true"]').allTextContents(), ['X', '0', 'X', '0', 'X', '0']);
  for (let i = 0; i < 5; i++) await page.keyboard.press('Backspace');
  await made(1);
  // an undo typed right after moves undoes the last of them, not one before
  await typeAtOnce(['0', '0', 'Backspace']);
  await made(2);
  assert.deepEqual(await page.getByRole('list', { name: 'Your moves' }).locator('li > [aria-hidden="true"]').allTextContents(), ['X', '0']);
  await page.keyboard.press('Backspace');
  await made(1);
  // typing in a field is not a shortcut
  await page.fill('#clock-n', '5');
  await page.locator('#clock-n').press('0');
  await made(1);
  // Enter in a field plays (the form's green Play), it does not show the answer
  await page.fill('#clock-n', '5');
  await page.locator('#clock-n').press('Enter');
  await page.waitForFunction(() => /^0 choices? made/.test(document.querySelector('#clock-game-facts').textContent) && /#clock=5,2(&|$)/.test(location.hash));
  assert.equal(await page.isVisible('#clock-result'), false, 'no solution shown');
  assert.doesNotMatch(page.url(), /show=solution/);
  await closePage(session, 'clock keys');
});

test('Digits: played from the keyboard, the focus follows the number each move makes; shortcuts under "?"; a pasted list fills the boxes', async () => {
  const { session, page, area } = await openGame('#digits=415:1,2,3,4,5,6', 'digits');
  const focused = () => page.evaluate(() => ({ id: document.activeElement.id, text: document.activeElement.textContent, cls: document.activeElement.className, pressed: document.activeElement.getAttribute('aria-pressed') }));
  const picked = () => area.locator('[aria-pressed="true"]').allTextContents();
  await area.getByRole('button', { name: '4', exact: true }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('*'); // times
  assert.deepEqual(await picked(), ['4', '×']);
  await area.getByRole('button', { name: '3', exact: true }).focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelectorAll('#digits-game .play-tile').length === 5);
  // the tiles were drawn again: the focus is on the number the move made, which is not picked
  assert.deepEqual(await focused(), { id: '', text: '12', cls: 'tile play-tile new', pressed: 'false' });
  assert.equal(await area.locator('.play-tile.new').getAttribute('aria-description'), 'the number your last move made');
  assert.notEqual(
    await area.locator('.play-tile.new').evaluate((node) => getComputedStyle(node).backgroundColor),
    await area.locator('.play-tile', { hasText: /^1$/ }).evaluate((node) => {
      node.setAttribute('aria-pressed', 'true'); // how a picked number looks
      const colour = getComputedStyle(node).backgroundColor;
      node.setAttribute('aria-pressed', 'false');
      return colour;
    }),
    'the new number does not look picked',
  );
  // Esc lets go of what is picked
  await page.keyboard.press('Enter');
  await page.keyboard.press('x'); // times too
  assert.deepEqual(await picked(), ['12', '×']);
  await page.keyboard.press('Escape');
  assert.deepEqual(await picked(), []);
  assert.equal(await page.textContent('#digits-game-hint-text'), 'Nothing picked.'); // said, not a blank line
  // h is Hint, Backspace is Undo; Undo redrew the tiles and the focus stays in the game
  await page.keyboard.press('h');
  await page.waitForFunction(() => /^(Hint \d+ of \d+|Next): /.test(document.querySelector('#digits-game-hint-text').textContent));
  await page.keyboard.press('Backspace');
  await page.waitForFunction(() => document.querySelectorAll('#digits-game .play-tile').length === 6);
  assert.equal(await page.evaluate(() => document.querySelector('#digits-game').contains(document.activeElement)), true, 'focus kept in the game');
  // + - / pick their operations; ? lists the shortcuts, Esc closes the list and gives the focus to ?
  await area.getByRole('button', { name: '6', exact: true }).click();
  for (const [key, sign] of [['+', '+'], ['-', '−'], ['/', '÷']]) {
    await page.keyboard.press(key);
    assert.deepEqual(await picked(), ['6', sign], key);
  }
  const before = await page.evaluate(() => document.activeElement.textContent);
  await page.keyboard.press('?');
  assert.equal(await page.locator('#digits-shortcuts-panel').isVisible(), true, '? lists the shortcuts');
  assert.match(await page.textContent('#digits-shortcuts-panel'), /let go of the number and operation picked/);
  // the list opened by ? takes the focus (its heading), so a screen reader says it opened
  assert.equal(await page.evaluate(() => document.activeElement.textContent), 'Keyboard shortcuts');
  await page.keyboard.press('Escape');
  assert.equal(await page.locator('#digits-shortcuts-panel').isVisible(), false, 'Esc hides the list');
  // and Esc gives it back where it was
  assert.equal(await page.evaluate(() => document.activeElement.textContent), before);
  // a list pasted into a number box fills it and the boxes after it; what does not fit is named
  await page.locator('#digits-own summary').click();
  const paste = (id, text) => page.locator(id).evaluate((box, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    box.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
  const boxes = () => page.locator('#digits-numbers input').evaluateAll((inputs) => inputs.map((input) => input.value));
  await paste('#digits-n1', '3 5 7 9 11 25 100');
  assert.deepEqual(await boxes(), ['3', '5', '7', '9', '11', '25']);
  assert.equal(await page.textContent('#digits-numbers-error'), 'Left out, past the last box: 100.');
  await paste('#digits-n2', '8, 9');
  assert.deepEqual(await boxes(), ['3', '8', '9', '9', '11', '25'], 'the boxes past the list keep theirs');
  assert.equal(await page.textContent('#digits-numbers-error'), '');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'digits-n4');
  // Enter in a field plays the puzzle typed (the green Play), it does not show the answer
  await page.locator('#digits-target').fill('287');
  await page.locator('#digits-target').press('Enter');
  await page.waitForFunction(() => document.querySelector('#digits-game-title').textContent === 'Make 287');
  assert.equal(await page.isVisible('#digits-result'), false, 'no solution shown');
  assert.doesNotMatch(page.url(), /show=solution/);
  // typing in a field is not a shortcut
  await page.locator('#digits-target').fill('41');
  await page.locator('#digits-target').press('h');
  assert.equal(await page.inputValue('#digits-target'), '41h');
  await closePage(session, 'digits keys');
});

// The contrast of an SVG text's fill on a shape's fill, as the page computes both (WCAG's formula;
// each colour drawn into a canvas pixel and read back, so color-mix() and color() values are plain RGB).
function fillContrast([textSelector, shapeSelector]) {
  const rgbOf = (color) => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d');
    context.fillStyle = color;
    context.fillRect(0, 0, 1, 1);
    return [...context.getImageData(0, 0, 1, 1).data].slice(0, 3);
  };
  const luminance = (rgb) => rgb.map((c) => c / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)).reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i], 0);
  const [a, b] = [textSelector, shapeSelector].map((selector) => luminance(rgbOf(getComputedStyle(document.querySelector(selector)).fill)));
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

test('Digits: a number typed picks that number, 1 then 2 picking 12 (a type-ahead)', async () => {
  // a keyboard player typed 5 and nothing moved: the numbers were reached only by Tab
  const { session, page, area } = await openGame('#digits=415:1,2,3,4,5,6', 'digits');
  const picked = () => area.locator('[aria-pressed="true"]').allTextContents();
  await area.getByRole('button', { name: '1', exact: true }).focus();
  await page.keyboard.press('Tab'); // the focus somewhere in the game, on no field
  await page.keyboard.press('4');
  await page.keyboard.press('*');
  assert.deepEqual(await picked(), ['4', '×']);
  await page.keyboard.press('3');
  await page.waitForFunction(() => [...document.querySelectorAll('#digits-game .play-tile')].some((t) => t.textContent === '12'));
  // 1 and 12 are there now: 1 waits for a second digit (and says so at once), 2 makes it 12
  await page.keyboard.press('1');
  assert.equal(await page.textContent('#digits-game-hint-text'), '1… (or 12)');
  await page.keyboard.press('2');
  assert.deepEqual(await picked(), ['12']);
  await page.keyboard.press('+');
  // 1, with 12 (picked) there too: picked after the pause, and the move made
  await page.keyboard.press('1');
  await page.waitForFunction(() => [...document.querySelectorAll('#digits-game .play-tile')].some((t) => t.textContent === '13'));
  // a digit no number starts with picks nothing, and says so (a player typing 9 heard nothing)
  await page.keyboard.press('9');
  assert.deepEqual(await picked(), []);
  assert.equal(await page.textContent('#digits-game-hint-text'), 'No number left starts with 9.');
  // with 1 and 12 both there and nothing more typed, 1 is picked after the pause
  await page.keyboard.press('Backspace');
  await page.waitForFunction(() => [...document.querySelectorAll('#digits-game .play-tile')].some((t) => t.textContent === '12'));
  await page.keyboard.press('1');
  await page.waitForFunction(() => document.querySelector('#digits-game [aria-pressed="true"]')?.textContent === '1');
  assert.deepEqual(await picked(), ['1']);
  await closePage(session, 'digits type-ahead');
});

test('Digits: a win typed on the keyboard, the focus nowhere, is said: the win line takes the focus', async () => {
  // a keyboard player typed 415 to the end and heard only "5 × 83 = 415."
  const { session, page } = await openGame('#digits=415:1,2,3,4,5,6', 'digits');
  await page.evaluate(() => document.activeElement.blur());
  const made = (value) => page.waitForFunction((v) => [...document.querySelectorAll('#digits-game .play-tile')].some((t) => t.textContent === v), value);
  for (const [keys, value] of [['4*3', '12'], ['12+2', '14'], ['14*6', '84'], ['84-1', '83']]) {
    for (const key of keys) await page.keyboard.press(key);
    await made(value);
  }
  assert.equal(await page.evaluate(() => document.activeElement === document.body), true, 'the focus is nowhere');
  for (const key of '83*5') await page.keyboard.press(key);
  await page.waitForSelector('#digits-game[data-state="solved"]');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'digits-game-outcome');
  assert.match(await page.textContent('#digits-game-outcome'), /^Solved/);
  await closePage(session, 'digits typed win');
});

test('Clock: a cell\'s 0 and the cell numbers are readable on the face, light and dark (4.5:1 at least)', async () => {
  for (const colorScheme of ['light', 'dark']) {
    // the scheme from the first paint: switched later, the cells' fills are read mid-transition
    const { session, page } = await openGame('#clock=4,2', 'clock', { colorScheme });
    const zero = await page.evaluate(fillContrast, ['#clock-game-svg .cell.zero .cell-value', '#clock-game-svg .cell.zero .cell-disc']);
    assert.ok(zero >= 4.5, `${colorScheme}: a 0 on its cell at ${zero.toFixed(2)}:1`);
    const index = await page.evaluate(fillContrast, ['#clock-game-svg .cell-index', '#clock-game-svg .clock-face']);
    assert.ok(index >= 4.5, `${colorScheme}: a cell number on the face at ${index.toFixed(2)}:1`);
    await closePage(session, 'clock contrast ' + colorScheme);
  }
});

test('Digits: a pool of one number says no move is left; the answer seen, even hidden again, is said at the win', async () => {
  // every number used and 415 missed: 1+2, 3+3, 6+4, 10+5, 15+6 leave 21 alone
  const stuck = await openGame('#digits=415:1,2,3,4,5,6&moves=1+2,3+3,6+4,10+5,15+6', 'digits');
  await stuck.page.waitForFunction(() => document.querySelectorAll('#digits-game .play-tile').length === 1);
  assert.match(await stuck.page.textContent('#digits-game-hint-text'), /(^|\. )No numbers left to combine: Submit keeps your best, or Undo or Reset to try another way\.$/);
  assert.equal(await stuck.area.locator('.op-btn:disabled').count(), 4, 'no operation to pick');
  await stuck.area.getByRole('button', { name: 'Undo' }).click();
  await stuck.page.waitForFunction(() => document.querySelectorAll('#digits-game .play-tile').length === 2);
  assert.equal(await stuck.page.textContent('#digits-game-hint-text'), 'Undone: 15 plus 6 makes 21.', 'Undo says what it undid, not that no move is left');
  assert.equal(await stuck.area.locator('.op-btn:disabled').count(), 0);
  await stuck.area.getByRole('button', { name: 'Reset' }).click();
  await stuck.page.waitForFunction(() => document.querySelectorAll('#digits-game .play-tile').length === 6);
  assert.equal(await stuck.page.textContent('#digits-game-hint-text'), 'Back to the start.');
  await closePage(stuck.session, 'digits stuck');

  const { session, page, area } = await openGame('#digits=415:1,2,3,4,5,6&show=solution', 'digits');
  await page.waitForSelector('#panel-digits[data-state="done"]');
  await area.getByRole('button', { name: 'Hide solution' }).click();
  assert.equal(await page.isVisible('#digits-result'), false);
  await page.waitForFunction(() => !/show=solution/.test(location.hash));
  const { structured_steps: steps } = web.engine.solve('digits', 'target: 415\nnumbers: 1 2 3 4 5 6');
  for (const [i, step] of steps.entries()) {
    await area.locator('.play-tile[aria-pressed="false"]', { hasText: new RegExp('^' + step.a + '$') }).first().click();
    await area.getByRole('button', { name: SIGN_TO_NAME[{ '*': '×', '+': '+', '-': '−', '/': '÷' }[step.op]] }).click();
    await area.locator('.play-tile[aria-pressed="false"]', { hasText: new RegExp('^' + step.b + '$') }).first().click();
    await page.waitForFunction((n) => document.querySelectorAll('#digits-game .play-tile').length === n, 5 - i);
  }
  assert.equal(await page.textContent('#digits-game-outcome'), `Solved in ${steps.length} operations: 3 of 3 stars, with the answer seen.`);
  await closePage(session, 'digits answer seen');
});

test('a refused Digits or clock link leaves no half-made game: its notice, and nothing to press until a game starts', async () => {
  for (const [hash, game, said] of [['#digits=abc', 'digits', /This Digits link should read/], ['#clock=0,0', 'clock', /This clock cannot be played as written/]]) {
    const session = await openPage(web.browser, web.server.url + hash);
    const { page } = session;
    const area = page.locator(`#${game}-game`);
    await page.waitForFunction(() => !document.querySelector('#notice').hidden);
    assert.match(await page.textContent('#notice'), said);
    assert.equal(await area.getAttribute('data-state'), 'idle');
    for (const name of ['Undo', 'Reset', 'Hint', 'Show solution']) assert.equal(await area.getByRole('button', { name, exact: true }).isDisabled(), true, `${hash}: ${name}`);
    assert.equal(await area.locator(game === 'digits' ? '.op-btn:enabled' : '.choice-btn:enabled').count(), 0, `${hash}: its moves`);
    if (game === 'digits') assert.equal(await page.textContent('#digits-game-title'), 'No puzzle yet');
    // a puzzle opened from the page: everything can be pressed
    if (game === 'digits') {
      await page.click('#digits-new');
      await page.waitForSelector('#digits-game[data-state="playing"]');
      assert.equal(await area.getByRole('button', { name: 'Hint', exact: true }).isDisabled(), false);
      assert.equal(await area.locator('.op-btn:enabled').count(), 4);
    }
    await closePage(session, hash);
  }
});

test('Clock: a position met again says so (always zeroing goes round in circles); Undo clears it', async () => {
  const { session, page, area } = await openGame('#clock=4,2', 'clock');
  const zero = area.getByRole('button', { name: 'zero the cell', exact: true });
  for (let pressed = 1; pressed <= 8; pressed++) {
    await zero.click();
    await page.waitForFunction((n) => document.querySelector('#clock-game').dataset.moves === String(n), pressed);
    // the first seven positions are new; the eighth is the first one again (round 4, before any choice)
    if (pressed < 8) assert.equal(await page.textContent('#clock-game-hint-text'), '', `choice ${pressed}`);
  }
  // said once the face has shown the move's rounds
  await page.waitForFunction(() => /^You have been here before/.test(document.querySelector('#clock-game-hint-text').textContent));
  assert.equal(await page.textContent('#clock-game-hint-text'),
    'You have been here before, at round 4: the same board, the hand on the same cell. Choose differently somewhere, or ask for a hint.');
  await area.getByRole('button', { name: 'Undo' }).click();
  await page.waitForFunction(() => document.querySelector('#clock-game').dataset.moves === '7');
  assert.match(await page.textContent('#clock-game-hint-text'), /^Undone: zeroing cell \d in round \d+\.$/, 'undone: a position met once, and Undo says what it undid');
  assert.equal(await page.getAttribute('#clock-game-said', 'role'), 'status', 'each turn is said as it comes, in the game\'s one live line');
  await closePage(session, 'clock circles');
});

test('Digits: the move being made is said under the operations (not by colour alone), then the move made', async () => {
  const { session, page, area } = await openGame('#digits=415:1,2,3,4,5,6', 'digits');
  const said = () => page.textContent('#digits-game-hint-text');
  assert.equal(await page.getAttribute('#digits-game-hint-text', 'role'), 'status');
  assert.equal(await said(), '');
  await area.getByRole('button', { name: '4', exact: true }).click();
  assert.equal(await said(), '4 picked: now an operation.');
  await area.getByRole('button', { name: 'times' }).click();
  assert.equal(await said(), '4 times …: now the other number.');
  await area.getByRole('button', { name: '3', exact: true }).click();
  await page.waitForFunction(() => document.querySelectorAll('#digits-game .play-tile').length === 5);
  assert.equal(await said(), '4 times 3 makes 12. Best so far: 12, 403 away, no stars.');
  await area.getByRole('button', { name: 'Undo' }).click();
  await page.waitForFunction(() => document.querySelectorAll('#digits-game .play-tile').length === 6);
  assert.equal(await said(), 'Undone: 4 times 3 makes 12.', 'undone, said in the one line');
  await closePage(session, 'digits pick said');
});

test('Digits: New puzzle keeps the focus on itself while the engine makes one, and says the puzzle made', async () => {
  const { session, page } = await openGame('#digits=415:1,2,3,4,5,6', 'digits');
  await page.focus('#digits-new');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => /^New puzzle: make \d+ from /.test(document.querySelector('#digits-game-hint-text').textContent));
  assert.equal(await page.evaluate(() => document.activeElement.id), 'digits-new', 'the focus did not drop to the page');
  const target = await page.textContent('#digits-game-title');
  assert.match(await page.textContent('#digits-game-hint-text'), new RegExp('^New puzzle: make ' + target.replace('Make ', '') + ' from \\d+(, \\d+)*\\.$'));
  await closePage(session, 'digits new puzzle');
});
