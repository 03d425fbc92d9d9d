// game-first.test.mjs: the Calculator tab is a game first. Every way
// of opening a level (a link, the level box, ‹ ›, the grid, Back/Forward, the
// puzzle of the day, New level) shows the puzzle and no answer until "Show
// solution"; &show=solution asks for it; the first screen holds the level box,
// the device with all its keys, Hint, Show solution, the puzzle of the day and
// New level at 1280×800 and 360×740; the level box selects its text on focus;
// a game in progress survives a reload and Back; the n shortcut asks before
// leaving a started game; the form is behind "Your own level".
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { levelText } from '../wasm/engine.mjs';
import { calcKey, useBrowserAndEngine } from './helpers.mjs';
import { closePage, openPage } from './server.mjs';

const web = useBrowserAndEngine();
const bundled = (n) => web.engine.bundledLevels().find((l) => l.level === n);

// The page's game on screen: the level shown in the LCD and the presses made.
const playing = (page) => page.waitForSelector('#calc-play-view[data-state="playing"], #calc-play-view[data-state="won"]');
const solutionItems = (page) => page.locator('#calc-solution-steps li').count();
const solutionList = (page) => page.locator('#panel-calc').getByRole('list', { name: 'Solution', includeHidden: true });
const levelShown = (page) => page.textContent('#calc-play-level');

async function assertNoAnswer(page, what) {
  assert.equal(await solutionItems(page), 0, what + ': no solution step on the page');
  assert.equal(await page.locator('#calc-solution').isVisible(), false, what + ': the solution box is closed');
  assert.equal(await page.locator('#calc-play-graph').evaluate((d) => d.open), false, what + ': the graph is closed');
}

// Show solution, then the steps on the page are the engine's from the level's start.
async function assertShownOnRequest(page, n) {
  await page.getByRole('button', { name: 'Show solution' }).click();
  await page.locator('#calc-play-solution').click(); // the first press asks, the second shows
  await page.waitForSelector('#panel-calc[data-state="done"]');
  const expected = web.engine.solveCalc(levelText(bundled(n)));
  assert.equal(await solutionItems(page), expected.moves);
  assert.equal(await solutionList(page).isVisible(), true);
  assert.match(page.url(), /show=solution/, 'the share link after Show solution carries it');
}

test('a link opens the level to play, with no answer until Show solution', async () => {
  const session = await openPage(web.browser, web.server.url + '#level=143');
  const { page } = session;
  await playing(page);
  assert.equal(await levelShown(page), '143');
  await assertNoAnswer(page, '#level=143');
  await assertShownOnRequest(page, 143);
  await closePage(session);
});

test('&show=solution opens the level with its answer shown', async () => {
  const session = await openPage(web.browser, web.server.url + '#level=199&show=solution');
  const { page } = session;
  await page.waitForSelector('#panel-calc[data-state="done"]');
  assert.equal(await solutionItems(page), web.engine.solveCalc(levelText(bundled(199))).moves);
  await closePage(session);
});

test('the level box, ‹ ›, the grid and Back/Forward each open a level without its answer', async () => {
  const session = await openPage(web.browser, web.server.url);
  const { page } = session;
  await playing(page);
  assert.equal(await levelShown(page), '1', 'an empty address opens level 1 to play');
  await assertNoAnswer(page, 'the first level');

  const box = page.getByRole('textbox', { name: 'Level' });
  await box.click();
  await page.keyboard.type('143');
  assert.equal(await box.inputValue(), '143', 'the box selects its text on focus: typing replaces it');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('#calc-play-level').textContent === '143');
  await assertNoAnswer(page, 'a typed level');
  // Details, before any solution: where the level comes from and what Show solution adds (it opened blank)
  assert.equal(await page.textContent('#calc-details-level'), 'Level 143 of the 199 in Calculator: The Game (Simple Machine, 2017).');
  assert.equal(await page.textContent('#calc-details-text'), 'Show solution adds how long the engine searched, and under which rules.');

  await page.getByRole('button', { name: 'Next level' }).click();
  await page.waitForFunction(() => document.querySelector('#calc-play-level').textContent === '144');
  await assertNoAnswer(page, '›');
  await page.getByRole('button', { name: 'Previous level' }).click();
  await page.waitForFunction(() => document.querySelector('#calc-play-level').textContent === '143');

  await page.getByRole('button', { name: 'Levels', exact: true }).click();
  await page.getByRole('group', { name: 'Level pages' }).getByRole('button', { name: '1–50' }).click();
  await page.locator('#calc-level-grid [data-level="50"]').click();
  await page.waitForFunction(() => document.querySelector('#calc-play-level').textContent === '50');
  await assertNoAnswer(page, 'a grid tile');

  await page.locator('#calc-play-keypad button').first().focus();
  await page.goBack();
  await page.waitForFunction(() => document.querySelector('#calc-play-level').textContent === '143');
  await assertNoAnswer(page, 'Back');
  // the key the focus was on is redrawn: the focus goes to the tab shown, not to the page
  await page.waitForFunction(() => document.activeElement !== document.body);
  assert.equal(await page.evaluate(() => document.activeElement.id), 'tab-calc');
  await page.goForward();
  await page.waitForFunction(() => document.querySelector('#calc-play-level').textContent === '50');
  await assertNoAnswer(page, 'Forward');
  await closePage(session);
});

test('the puzzle of the day and New level open a puzzle to play, not its answer', async () => {
  const session = await openPage(web.browser, web.server.url + '#level=5');
  const { page } = session;
  await playing(page);
  await page.getByRole('button', { name: /day/ }).click();
  await page.waitForFunction(() => document.querySelector('#calc-play-title').textContent.startsWith('Puzzle of the day'));
  await assertNoAnswer(page, 'the puzzle of the day');
  assert.match(page.url(), /#daily=\d{4}-\d\d-\d\d/);
  await page.getByRole('button', { name: 'New level', exact: true }).click();
  await page.waitForFunction(() => document.querySelector('#calc-play-title').textContent === 'New level');
  await assertNoAnswer(page, 'New level');
  assert.match(await page.textContent('#calc-details-level'), /seed \d+/, 'the seed is under Details');
  await closePage(session);
});

for (const [width, height] of [[1280, 800], [360, 740]]) {
  test(`the first screen at ${width}×${height} holds the game, Hint, Show solution, the day and New level`, async () => {
    const session = await openPage(web.browser, web.server.url + '#level=143', { viewport: { width, height } });
    const { page } = session;
    await playing(page);
    const inView = async (locator, what) => {
      const box = await locator.boundingBox();
      assert.ok(box, what + ' is shown');
      assert.ok(box.y >= 0 && box.y + box.height <= height && box.x >= 0 && box.x + box.width <= width, `${what} is on the first screen (${JSON.stringify(box)})`);
    };
    await inView(page.getByRole('textbox', { name: 'Level' }), 'the level box');
    for (const key of await page.locator('#calc-play-keypad button').all()) await inView(key, 'the key ' + (await key.textContent()));
    await inView(page.locator('#calc-play-lcd'), 'the display');
    await inView(page.getByRole('button', { name: 'Hint' }), 'Hint');
    await inView(page.getByRole('button', { name: 'Show solution' }), 'Show solution');
    await inView(page.getByRole('button', { name: /day/ }), 'the puzzle of the day');
    await inView(page.getByRole('button', { name: 'New level', exact: true }), 'New level');
    const own = page.locator('#calc-own');
    assert.equal(await own.evaluate((d) => d.open), false, 'Your own level is closed');
    assert.equal(await page.locator('summary', { hasText: 'Your own level' }).count(), 1);
    assert.equal(await page.locator('#calc-start').isVisible(), false, 'the form is out of the way');
    if (width < 600) {
      for (const node of await page.locator('.keyboard-only').all()) assert.equal(await node.isVisible(), false, 'no keyboard instructions on a phone');
    }
    await closePage(session);
  });
}

test('a game in progress (presses, hints) survives a reload and comes back with Back', async () => {
  const session = await openPage(web.browser, web.server.url + '#level=132');
  const { page } = session;
  await playing(page);
  await page.locator('#calc-play-keypad button').first().click();
  await page.waitForFunction(() => document.querySelector('#calc-play-view').dataset.presses === '1');
  await page.getByRole('button', { name: 'Hint' }).click();
  await page.waitForFunction(() => document.querySelector('#calc-play-status').textContent.startsWith('Hint'));
  const shown = await page.textContent('#calc-play-value');
  assert.match(page.url(), /presses=/);
  await page.reload();
  await page.waitForFunction(() => document.querySelector('#calc-play-view').dataset.presses === '1');
  assert.equal(await page.textContent('#calc-play-value'), shown, 'the display after the reload');
  assert.equal(await page.textContent('#calc-play-hints-used'), '1 hint used');
  assert.equal(await page.getByRole('list', { name: 'Your presses' }).locator('li').count(), 1);
  await page.getByRole('textbox', { name: 'Level' }).fill('5');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('#calc-play-level').textContent === '5');
  await page.goBack();
  await page.waitForFunction(() => document.querySelector('#calc-play-level').textContent === '132' && document.querySelector('#calc-play-view').dataset.presses === '1');
  assert.equal(await page.textContent('#calc-play-value'), shown, 'Back returns to the level being played with its presses');
  await closePage(session);
});

test('n in a started game asks first; a second n leaves it', async () => {
  const session = await openPage(web.browser, web.server.url + '#level=10');
  const { page } = session;
  await playing(page);
  await page.locator('#calc-play-keypad button').first().click();
  await page.waitForFunction(() => document.querySelector('#calc-play-view').dataset.presses === '1');
  await page.locator('body').press('n');
  assert.match(await page.textContent('#calc-play-status'), /press n again/);
  assert.equal(await levelShown(page), '10', 'the first n does not leave');
  await page.locator('body').press('n');
  await page.waitForFunction(() => document.querySelector('#calc-play-level').textContent === '11');
  // Which control has the focus, by what it is (a key's help text may still be filling in).
  const focused = () => page.evaluate(() => {
    const at = document.activeElement;
    return at === document.body ? null : `${at.tagName}#${at.id}[${at.dataset.press ?? ''}]${at.textContent}`;
  });
  const before = await focused();
  await page.locator('body').press('?');
  assert.equal(await page.locator('#calc-shortcuts-panel').isVisible(), true, '? lists the shortcuts');
  assert.equal(await page.evaluate(() => document.activeElement.textContent), 'Keyboard shortcuts', 'the list takes the focus');
  await page.keyboard.press('Escape');
  assert.equal(await page.locator('#calc-shortcuts-panel').isVisible(), false, 'Esc hides the list');
  const back = await focused();
  assert.equal(back, before ?? await page.evaluate(() => {
    const button = document.getElementById('calc-shortcuts');
    return `${button.tagName}#${button.id}[]${button.textContent}`;
  }),
    'and gives the focus back where it was (to its button, from nowhere)');
  await closePage(session);
});

// WCAG's contrast ratio of two CSS colours (rgb() or rgba() over opaque), in the page.
const contrastOf = (page, selector, background) => page.evaluate(([selector, background]) => {
  const probe = document.createElement('span');
  document.body.append(probe);
  const rgb = (css) => {
    probe.style.color = css;
    return getComputedStyle(probe).color.match(/[\d.]+/g).slice(0, 3).map(Number);
  };
  const luminance = (c) => {
    const [r, g, b] = c.map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [a, b] = [luminance(rgb(getComputedStyle(document.querySelector(selector)).color)), luminance(rgb(background))];
  probe.remove();
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}, [selector, background]);

test('keyboard only: Enter in the level box hands the keys the focus, Esc leaves the box, Reset keeps the focus in the game', async () => {
  const session = await openPage(web.browser, web.server.url + '#level=1');
  const { page } = session;
  await playing(page);
  const focusedId = () => page.evaluate(() => document.activeElement.id || document.activeElement.closest('#calc-play-keypad')?.id || document.activeElement.tagName);
  await page.locator('body').press('/');
  await page.keyboard.type('143');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('#calc-play-level').textContent === '143');
  await page.waitForFunction(() => document.activeElement.closest('#calc-play-keypad') !== null);
  // the number keys press the level's keys now, not type into the box
  await page.keyboard.press('1');
  await page.waitForFunction(() => document.querySelector('#calc-play-view').dataset.presses === '1');
  assert.equal(await page.inputValue('#calc-level-search'), '143');
  // Reset turns itself off: the focus stays in the game, on a key
  await page.focus('#calc-play-reset');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('#calc-play-view').dataset.presses === '0');
  assert.equal(await focusedId(), 'calc-play-keypad', 'the focus went to the keypad, not to the top of the page');
  // Esc in the level box: the level played is shown again and the shortcuts work
  await page.locator('body').press('/');
  await page.keyboard.type('99');
  await page.keyboard.press('Escape');
  assert.equal(await page.inputValue('#calc-level-search'), '143');
  assert.notEqual(await focusedId(), 'calc-level-search');
  await closePage(session);
});

test('the hints count under the keys reads on the dark device in both schemes (4.5:1)', async () => {
  for (const colorScheme of ['light', 'dark']) {
    const session = await openPage(web.browser, web.server.url + '#level=143', { colorScheme });
    const { page } = session;
    await playing(page);
    const device = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--device'));
    const ratio = await contrastOf(page, '#calc-play-hints-used', device);
    assert.ok(ratio >= 4.5, `${colorScheme}: "0 hints used" at ${ratio.toFixed(1)}:1 on the device`);
    await closePage(session);
  }
});

test('a refused press says the engine\'s one message, once', async () => {
  const session = await openPage(web.browser, web.server.url + '#start=11&goal=5&moves=3&buttons=/4');
  const { page } = session;
  await playing(page);
  await page.locator('#calc-play-keypad button').first().click();
  await page.waitForFunction(() => document.querySelector('#calc-play-status').textContent !== '');
  const expected = web.engine.play('calculator', 'start: 11\ngoal: 5\nmoves: 3\nbuttons: /4\n', '/4', {}).error.message;
  assert.equal(await page.textContent('#calc-play-status'), expected + '.');
  await closePage(session);
});

test('the Store rule is chosen in the player\'s words and remembered', async () => {
  const session = await openPage(web.browser, web.server.url + '#level=143');
  const { page } = session;
  await playing(page);
  await page.locator('#calc-howto summary').click();
  await page.getByRole('radio', { name: 'My app does not charge a move for saving into Store' }).check();
  await page.reload();
  await playing(page);
  await page.locator('#calc-howto summary').click();
  assert.equal(await page.getByRole('radio', { name: 'My app does not charge a move for saving into Store' }).isChecked(), true);
  await closePage(session);
});

test('#own=1 opens Your own level', async () => {
  const session = await openPage(web.browser, web.server.url + '#own=1');
  const { page } = session;
  await playing(page);
  assert.equal(await page.locator('#calc-own').evaluate((d) => d.open), true);
  assert.equal(await page.locator('#calc-start').isVisible(), true);
  await closePage(session);
});

test('on a phone, Play level N after a win brings the new level\'s display and keys into view', async () => {
  const session = await openPage(web.browser, web.server.url + '#level=1', { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  const { page } = session;
  await page.waitForSelector('#calc-play-view[data-state="playing"]');
  for (const label of web.engine.solveCalc(levelText(bundled(1))).solution) {
    const presses = Number(await page.getAttribute('#calc-play-view', 'data-presses'));
    await calcKey(page, label).first().tap(); // the key that shows the solution's label
    await page.waitForFunction((n) => document.querySelector('#calc-play-view').dataset.presses === String(n), presses + 1);
  }
  await page.waitForSelector('#calc-play-win:not([hidden])');
  await page.locator('#calc-play-next').tap();
  await page.waitForFunction(() => document.querySelector('#calc-play-title').textContent === 'Level 2');
  await page.waitForFunction(() => document.activeElement && document.activeElement.closest('#calc-play-keypad'));
  const [lcd, key] = await page.evaluate(() => [document.querySelector('#calc-play-lcd'), document.activeElement].map((e) => {
    const box = e.getBoundingClientRect();
    return { top: box.top, bottom: box.bottom };
  }));
  assert.ok(lcd.top >= 0 && key.bottom <= 740, `the display at ${lcd.top} px, the focused key's bottom at ${key.bottom} px`);
  await closePage(session, 'next level on a phone');
});
