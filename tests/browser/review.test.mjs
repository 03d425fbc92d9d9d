// review.test.mjs: defects a second newcomer review of the page found (issue
// 17's session): a 5,000-character paste (the field named, the page as wide as
// before), the last solve's difficulty and graph cleared by an error, Back
// after a tab switch, a Digits link with more numbers than the form, and a
// failed "New level" whose message outlived the next success.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openPanel } from './helpers.mjs';
import { closePage, openPage, useBrowser } from './server.mjs';

const web = useBrowser();

const pageIsNoWiderThanItsWindow = (page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test('a 5,000-digit goal: the goal field says it is too long, the page keeps its width, the old graph goes', async () => {
  for (const width of [1280, 360]) {
    const session = await openPage(web.browser, web.server.url + '#level=199', { viewport: { width, height: 800 } });
    const { page } = session;
    await page.waitForSelector('#panel-calc[data-state="done"]');
    await page.waitForSelector('#calc-difficulty:not([hidden])');
    await page.fill('#calc-goal', '7'.repeat(5000));
    await page.click('#calc-solve');
    await page.waitForFunction(() => /too long/.test(document.querySelector('#calc-goal-error').textContent));
    assert.equal(await page.getAttribute('#calc-goal', 'aria-invalid'), 'true');
    assert.match(await page.textContent('#calc-title'), /cannot be solved as written/);
    assert.equal(await page.isVisible('#calc-difficulty'), false, 'the last solve\'s difficulty is gone');
    assert.equal(await page.isVisible('#calc-graph'), false, 'and its graph');
    assert.ok(await pageIsNoWiderThanItsWindow(page), `no sideways scrolling at ${width} px`);
    // the level box quoting a pasted "level number" back wraps too
    await page.fill('#level-search', '7'.repeat(5000));
    await page.press('#level-search', 'Enter');
    await page.waitForFunction(() => /no bundled level/.test(document.querySelector('#level-hint').textContent));
    assert.ok(await pageIsNoWiderThanItsWindow(page), `the level hint wraps at ${width} px`);
    await closePage(session, `long goal at ${width} px`);
  }
});

test('a link whose start is not a number: the display shows no moves or goal it was not given', async () => {
  const session = await openPage(web.browser, web.server.url + '#start=x');
  const { page } = session;
  await page.waitForFunction(() => document.querySelector('#calc-start-error').textContent !== '');
  assert.equal(await page.textContent('#lcd-moves'), '–');
  assert.equal(await page.textContent('#lcd-goal'), '–');
  await closePage(session, 'start=x');
});

test('Back after choosing another tab comes back to the tab and level before', async () => {
  const session = await openPanel(web, '#level=57', 'calc');
  const { page } = session;
  await page.click('#tab-digits');
  await page.waitForFunction(() => location.hash === '#digits');
  await page.click('#tab-clock');
  await page.waitForFunction(() => location.hash === '#clock');
  await page.goBack();
  await page.waitForFunction(() => location.hash === '#digits' && !document.querySelector('#panel-digits').hidden);
  await page.goBack();
  await page.waitForFunction(() => location.hash === '#level=57' && !document.querySelector('#panel-calc').hidden);
  assert.equal(await page.inputValue('#level-search'), '57');
  await closePage(session, 'back after tabs');
});

test('a Digits link with 8 numbers keeps its link and says the form holds the first 6', async () => {
  const session = await openPanel(web, '#digits=415:1,2,3,4,5,6,7,8', 'digits', 'error');
  const { page } = session;
  assert.equal(await page.evaluate(() => location.hash), '#digits=415:1,2,3,4,5,6,7,8');
  assert.match(await page.textContent('#digits-message'), /too many numbers.*The link gives 8 numbers; the form holds the first 6: press Solve to solve those\.$/);
  await page.click('#digits-solve');
  await page.waitForSelector('#panel-digits[data-state="done"]');
  assert.equal(await page.evaluate(() => location.hash), '#digits=415:1,2,3,4,5,6');
  await closePage(session, 'digits link with 8 numbers');
});

test('"New level" that gives up says what to change, and its message goes when a level is made', async () => {
  const session = await openPanel(web, '#level=1', 'calc');
  const { page } = session;
  await page.selectOption('#gen-difficulty', '9');
  await page.selectOption('#gen-moves', '3');
  await page.click('#gen-new');
  await page.waitForSelector('#notice:not([hidden])');
  assert.match(await page.textContent('#notice-text'), /^No new level: gave up after .*\. Few moves make few hard levels: try more moves or a lower difficulty\.$/);
  await page.selectOption('#gen-difficulty', '0');
  await page.selectOption('#gen-moves', '5');
  await page.click('#gen-new');
  await page.waitForSelector('#calc-play-view:not([hidden])');
  assert.equal(await page.isVisible('#notice'), false);
  await closePage(session, 'new level after a failure');
});

test('a graph too wide to read when shrunk keeps its size and scrolls; a small one fits the box', async () => {
  for (const [hash, fits] of [['#level=199', false], ['#level=3', true]]) {
    const session = await openPanel(web, hash, 'calc');
    const { page } = session;
    await page.click('#calc-graph summary');
    await page.waitForSelector('#calc-graph svg .graph-node');
    const scale = await page.$eval('#calc-graph svg', (svg) => svg.getBoundingClientRect().width / Number(svg.getAttribute('width')));
    assert.equal(await page.$eval('#calc-graph .graph-scroll', (d) => d.classList.contains('fit')), fits, hash);
    assert.ok(scale >= 0.7, `${hash}: drawn at ${scale.toFixed(2)} of its size`);
    await closePage(session, 'graph size ' + hash);
  }
});
