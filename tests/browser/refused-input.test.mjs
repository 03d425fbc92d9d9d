// refused-input.test.mjs: the page's answers to input it refuses, and what stays on screen:
// a 5,000-character paste (the field named, the page as wide as before), a refused level that leaves the game on screen as it was (its
// solution, difficulty and graph are still that level's), Back after a tab switch, a Digits link with more numbers than the form, and a
// failed "New level" whose message outlived the next success.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openPanel } from './helpers.mjs';
import { closePage, openPage, useBrowser } from './server.mjs';

const web = useBrowser();

const pageIsNoWiderThanItsWindow = (page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test('a 5,000-digit goal: the goal field says it is too long, the page keeps its width, the game shown stays as it was', async () => {
  for (const width of [1280, 360]) {
    // level 199 with its answer and graph shown, Your own level open
    const session = await openPage(web.browser, web.server.url + '#level=199&show=solution&own=1', { viewport: { width, height: 800 } });
    const { page } = session;
    await page.waitForSelector('#panel-calc[data-state="done"]');
    await page.waitForSelector('#calc-difficulty:not([hidden])');
    await page.click('#calc-play-graph summary');
    await page.waitForSelector('#calc-play-graph svg .graph-node');
    const graphBefore = await page.$$eval('#calc-play-graph .graph-node', (n) => n.map((x) => x.dataset.key));
    await page.fill('#calc-goal', '7'.repeat(5000));
    await page.click('#calc-solve');
    // the field's own check (as typed) may say so before Solve's answer: wait for both
    await page.waitForFunction(() => /too long/.test(document.querySelector('#calc-goal-error').textContent) &&
      /cannot be played as written/.test(document.querySelector('#notice-text').textContent)).catch(async (error) => {
      // under heavy load neither or only one may come in 30 s: say which
      const [field, notice, hidden] = await page.evaluate(() => [document.querySelector('#calc-goal-error').textContent,
        document.querySelector('#notice-text').textContent.slice(0, 200), document.querySelector('#notice').hidden]);
      throw new Error(`${error.message}\nthe goal field said: "${field}"; the notice (hidden: ${hidden}) said: "${notice}"`);
    });
    assert.equal(await page.getAttribute('#calc-goal', 'aria-invalid'), 'true');
    assert.match(await page.textContent('#notice-text'), /cannot be played as written: goal: .*too long/);
    // the refused level replaces nothing: the difficulty, solution and graph shown are
    // still level 199's, the game on screen (a solution never belongs to another level)
    assert.equal(await page.textContent('#calc-play-level'), '199');
    assert.equal(await page.textContent('#calc-play-goal'), '3507');
    assert.match(await page.textContent('#calc-title'), /^Solution: 6 moves/); // the level's own, from its start
    assert.equal(await page.locator('#calc-solution-steps li').count(), 6);
    assert.equal(await page.isVisible('#calc-difficulty'), true, 'the difficulty is level 199\'s');
    assert.deepEqual(await page.$$eval('#calc-play-graph .graph-node', (n) => n.map((x) => x.dataset.key)), graphBefore, 'and its graph');
    assert.ok(await pageIsNoWiderThanItsWindow(page), `no sideways scrolling at ${width} px`);
    // the level box quoting a pasted "level number" back wraps too
    await page.fill('#calc-level-search', '7'.repeat(5000));
    await page.press('#calc-level-search', 'Enter');
    await page.waitForFunction(() => /^There is no level “7+…?”/.test(document.querySelector('#calc-level-hint').textContent));
    assert.equal(await page.isVisible('#calc-level-hint'), true);
    assert.ok(await pageIsNoWiderThanItsWindow(page), `the level hint wraps at ${width} px`);
    await closePage(session, `long goal at ${width} px`);
  }
});

test('a link whose start is not a number: the display shows no moves or goal it was not given', async () => {
  const session = await openPage(web.browser, web.server.url + '#start=x');
  const { page } = session;
  await page.waitForFunction(() => document.querySelector('#calc-start-error').textContent !== '');
  assert.equal(await page.textContent('#calc-play-moves'), '–');
  assert.equal(await page.textContent('#calc-play-goal'), '–');
  await closePage(session, 'start=x');
});

test('Back after choosing another tab comes back to the tab and level before', async () => {
  const session = await openPage(web.browser, web.server.url + '#level=57');
  const { page } = session;
  await page.waitForFunction(() => document.querySelector('#calc-play-level').textContent === '57');
  // each tab writes its own address (#digits, or the puzzle it opens to play: #digits=…)
  await page.click('#tab-digits');
  await page.waitForFunction(() => /^#digits\b/.test(location.hash) && !document.querySelector('#panel-digits').hidden);
  await page.waitForTimeout(300); // the tab's address settles
  const digits = await page.evaluate(() => location.hash);
  await page.click('#tab-clock');
  await page.waitForFunction(() => /^#clock\b/.test(location.hash));
  await page.goBack();
  await page.waitForFunction((h) => location.hash === h && !document.querySelector('#panel-digits').hidden, digits);
  await page.goBack();
  await page.waitForFunction(() => location.hash === '#level=57' && !document.querySelector('#panel-calc').hidden);
  assert.equal(await page.inputValue('#calc-level-search'), '57');
  assert.equal(await page.textContent('#calc-play-level'), '57');
  await closePage(session, 'back after tabs');
});

test('a Digits link with 8 numbers keeps its link and says the form holds the first 6', async () => {
  const session = await openPanel(web, '#digits=415:1,2,3,4,5,6,7,8', 'digits', 'error');
  const { page } = session;
  assert.equal(await page.evaluate(() => location.hash), '#digits=415:1,2,3,4,5,6,7,8');
  // the puzzle cannot be played: the notice says why, the form (opened) holds the first 6
  assert.match(await page.textContent('#notice-text'), /too many numbers[^.]*\. The link gives 8 numbers; the form holds the first 6: press Solve to solve those\.$/);
  await page.click('#digits-solve');
  await page.waitForSelector('#panel-digits[data-state="done"]');
  // the link is now the 6 numbers solved (with the answer shown, and the form open)
  assert.match(await page.evaluate(() => location.hash), /^#digits=415:1,2,3,4,5,6(&|$)/);
  await closePage(session, 'digits link with 8 numbers');
});

test('a refused Digits link: the engine\'s message as one sentence, its field named once; a bad number marked too', async () => {
  const session = await openPanel(web, '#digits=abc:1,2,x', 'digits', 'error');
  const { page } = session;
  // the engine's words name the target already: no "target: the target …"; a full stop at the end
  assert.equal(await page.textContent('#notice-text'), 'This Digits puzzle cannot be played as written: the target ("abc") is not a positive integer.');
  assert.equal(await page.textContent('#digits-target-error'), 'the target ("abc") is not a positive integer');
  // the engine stops at the target; the box it would refuse as a number is marked at once, the others not
  await page.waitForFunction(() => document.querySelector('#digits-n3').getAttribute('aria-invalid') === 'true');
  assert.equal(await page.getAttribute('#digits-n1', 'aria-invalid'), null);
  // one button named Copy link in the tab, as in the other games
  assert.equal(await page.locator('#panel-digits').getByRole('button', { name: 'Copy link' }).count(), 1);
  await closePage(session, 'digits refused link');
});

test('"New level" that gives up says what to change, and its message goes when a level is made', async () => {
  const session = await openPage(web.browser, web.server.url + '#level=1');
  const { page } = session;
  await page.waitForSelector('#calc-play-view[data-state="playing"]');
  await page.click('#calc-gen-more'); // New level's options
  await page.selectOption('#calc-gen-difficulty', '9');
  await page.selectOption('#calc-gen-moves', '3');
  await page.click('#calc-gen-new');
  await page.waitForSelector('#notice:not([hidden])');
  assert.match(await page.textContent('#notice-text'), /^No new level: gave up after .*\. Few moves make few hard levels: try more moves or a lower difficulty \(New level options\)\.$/);
  await page.selectOption('#calc-gen-difficulty', '0');
  await page.selectOption('#calc-gen-moves', '5');
  // by the keyboard: the focus stays on the button while the engine works (disabled, it dropped
  // to the page), then goes to the new level's first key, as a level picked in the grid does
  await page.focus('#calc-gen-new');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('#calc-play-title').textContent === 'New level');
  assert.equal(await page.isVisible('#notice'), false);
  await page.waitForFunction(() => document.activeElement && document.activeElement.closest('#calc-play-keypad') !== null);
  assert.equal(await page.evaluate(() => document.activeElement === document.querySelector('#calc-play-keypad button')), true);
  await closePage(session, 'new level after a failure');
});

test('⚙ opens New level\'s options with the focus in them; Esc closes them back to ⚙; the level grid closes them', async () => {
  const session = await openPage(web.browser, web.server.url + '#level=1');
  const { page } = session;
  await page.waitForSelector('#calc-play-view[data-state="playing"]');
  const focused = () => page.evaluate(() => document.activeElement.id);
  await page.focus('#calc-gen-more');
  await page.keyboard.press('Enter');
  assert.equal(await page.isVisible('#calc-gen-options'), true);
  assert.equal(await focused(), 'calc-gen-difficulty', 'Tab from ⚙ went to "?", not into the options');
  await page.keyboard.press('Tab');
  assert.equal(await focused(), 'calc-gen-moves');
  await page.keyboard.press('Escape');
  assert.equal(await page.isVisible('#calc-gen-options'), false);
  assert.equal(await focused(), 'calc-gen-more');
  assert.equal(await page.getAttribute('#calc-gen-more', 'aria-expanded'), 'false');
  // one of the bar's two panels at a time
  await page.click('#calc-gen-more');
  await page.click('#calc-level-all');
  await page.waitForSelector('#calc-level-browser:not([hidden])');
  assert.equal(await page.isVisible('#calc-gen-options'), false);
  await page.click('#calc-gen-more');
  assert.equal(await page.isVisible('#calc-level-browser'), false);
  assert.equal(await page.getAttribute('#calc-level-all', 'aria-expanded'), 'false');
  await closePage(session, 'gen options');
});

test('a graph too wide to read when shrunk keeps its size and scrolls; a small one fits the box', async () => {
  for (const [hash, fits] of [['#level=199', false], ['#level=3', true]]) {
    const session = await openPage(web.browser, web.server.url + hash);
    const { page } = session;
    await page.waitForSelector('#calc-play-view[data-state="playing"]');
    await page.click('#calc-play-graph summary');
    await page.waitForSelector('#calc-play-graph svg .graph-node');
    const scale = await page.$eval('#calc-play-graph svg', (svg) => svg.getBoundingClientRect().width / Number(svg.getAttribute('width')));
    assert.equal(await page.$eval('#calc-play-graph .graph-scroll', (d) => d.classList.contains('fit')), fits, hash);
    assert.ok(scale >= 0.7, `${hash}: drawn at ${scale.toFixed(2)} of its size`);
    await closePage(session, 'graph size ' + hash);
  }
});

test('the page-wide notice goes with Esc, or with its × (the focus then on the tab shown, not lost)', async () => {
  const session = await openPanel(web, '#digits=abc:1,2,3', 'digits', 'error');
  const { page } = session;
  assert.equal(await page.isVisible('#notice'), true);
  await page.keyboard.press('Escape');
  assert.equal(await page.isVisible('#notice'), false, 'Esc closes it');
  await page.evaluate(() => { location.hash = '#digits=xyz:1,2,3'; });
  await page.waitForSelector('#notice:not([hidden])');
  await page.focus('#notice-close');
  await page.keyboard.press('Enter');
  assert.equal(await page.isVisible('#notice'), false, 'the × closes it');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'tab-digits');
  await closePage(session, 'notice dismissed');
});
