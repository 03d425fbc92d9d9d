// widget.test.mjs: the two ways to embed calcsolve on another site, side by side
// on one host page (tests/browser/embed/host.html, served from one origin, with
// web/dist/ served from another): the <calcsolve-widget> custom element
// (web/dist/widget.js; a solution widget and a play widget) and the iframe. They
// both work, the widget shows what the engine answers, it takes the size of its
// content, and neither the host's CSS nor the widget's crosses its shadow root.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, test } from 'node:test';
import { levelText, loadEngine } from '../wasm/engine.mjs';
import { closePage, launchBrowser, startServer, waitReady, watchPage } from './server.mjs';

const HOST_HTML = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'embed', 'host.html'), 'utf8');
let browser, engine, calcsolve, host, hostDir, level199;
before(async () => {
  engine = await loadEngine();
  level199 = levelText(engine.bundledLevels().find((level) => level.level === 199));
  // calcsolve on its own origin; a module script and its wasm, fetched by another origin, need CORS
  calcsolve = await startServer({ headers: { 'access-control-allow-origin': '*' } });
  hostDir = mkdtempSync(join(tmpdir(), 'calcsolve-host-'));
  writeFileSync(join(hostDir, 'index.html'), HOST_HTML.replaceAll('{{CALCSOLVE}}', calcsolve.url));
  // the same page without the widget's script: the host's styles as they are with no widget
  writeFileSync(join(hostDir, 'bare.html'), HOST_HTML.replace(/<script type="module"[^>]*><\/script>/, '').replace(/<iframe[\s\S]*?<\/iframe>/, ''));
  host = await startServer({ root: hostDir });
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await host?.close();
  await calcsolve?.close();
  if (hostDir) rmSync(hostDir, { recursive: true, force: true });
});

async function openHost(file) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const watch = watchPage(page);
  await page.goto(host.url + file);
  return { page, watch, context };
}

// Computed styles of the host's own elements (not the widgets').
const HOST_ELEMENTS = ['body', 'h1', '#host-card', '#host-button', '#host-li', '#host-lcd'];
const PROPERTIES = ['color', 'background-color', 'font-family', 'font-size', 'padding-top', 'margin-top', 'border-top-style',
  'border-top-width', 'letter-spacing', 'display', 'outline-style'];
function hostStyles(page) {
  return page.evaluate(([selectors, properties]) => Object.fromEntries(selectors.map((selector) => {
    const style = getComputedStyle(document.querySelector(selector));
    return [selector, Object.fromEntries(properties.map((p) => [p, style.getPropertyValue(p)]))];
  })), [HOST_ELEMENTS, PROPERTIES]);
}

const widgetReady = (page, id) => page.waitForSelector(`#${id}[data-state="ready"]`);

test('the solution widget and the iframe work side by side on another origin\'s page', async () => {
  const session = await openHost('index.html');
  const { page } = session;
  await widgetReady(page, 'solution-widget');
  // the widget shows the engine's solution: the values after each press, portal falls included
  const report = engine.solve('calculator', level199);
  const presses = await page.locator('#solution-widget .solution li .key').evaluateAll((n) => n.map((x) => x.dataset.press));
  assert.deepEqual(presses, report.solution);
  const values = await page.locator('#solution-widget .solution li .value').allTextContents();
  assert.deepEqual(values, report.values.map((v) => v.toLocaleString('en-US')));
  assert.equal(await page.locator('#solution-widget .solution li .fall').first().textContent(), '30,027 → 30');
  assert.deepEqual(await page.locator('#solution-widget .keys .key').allTextContents(), report.buttons.map((b) => b.label));
  // in its own shadow root
  assert.equal(await page.evaluate(() => document.querySelector('#solution-widget').shadowRoot.querySelectorAll('li').length), 6 + 4);
  assert.equal(await page.evaluate(() => document.querySelectorAll('.solution li').length), 1, 'only the host\'s li is in the light DOM');
  // the iframe embed, on the same page, solves too: the level opens to play, its answer on Show solution
  const frame = page.frameLocator('#frame');
  await frame.locator('#calc-play-view[data-state="playing"]').waitFor();
  assert.equal(await frame.locator('#calc-play-level').textContent(), '199');
  await frame.getByRole('button', { name: 'Show solution' }).click();
  await frame.locator('#calc-play-solution').click(); // the first press asks, the second shows
  await frame.locator('#panel-calc[data-state="done"]').waitFor();
  assert.deepEqual(await frame.locator('#calc-solution-steps li .step-value .after').allTextContents(), report.values.map(String));
  // levels opened in the frame are no entries of the host's history: Back leaves the host's page
  const entries = await page.evaluate(() => history.length);
  for (const next of ['1', '2']) { // › from 199 wraps to 1
    await frame.locator('#calc-level-next').click();
    await frame.locator('#calc-play-level', { hasText: new RegExp(`^${next}$`) }).waitFor();
  }
  assert.equal(await page.evaluate(() => history.length), entries, 'the host\'s history is as it was');
  // the link to the full page
  assert.equal(await page.locator('#solution-widget a').getAttribute('href'), calcsolve.url + 'index.html#level=199');
  await closePage(session, 'host page');
});

test('play mode: every press goes through engine.play, Hint up engine.hint\'s ladder, Undo and Reset', async () => {
  const session = await openHost('index.html');
  const { page } = session;
  await widgetReady(page, 'play-widget');
  const widget = page.locator('#play-widget');
  const lcd = () => widget.locator('.lcd .value').textContent();
  assert.equal(await lcd(), '3,002');
  // Hint: the engine's ladder, a rung a press, up to the next press, its key lit
  const rungs = engine.hint('calculator', level199, { ladder: true }).ladder.filter((rung) => rung.kind !== 'solution');
  for (const [i, rung] of rungs.entries()) {
    await widget.locator('[data-role="hint"]').click();
    assert.equal(await widget.locator('.status').textContent(), `Hint ${i + 1} of ${rungs.length}: ${rung.text}`);
  }
  assert.deepEqual(await widget.locator('.key.hinted').evaluateAll((n) => n.map((x) => x.dataset.press)), [rungs.at(-1).press]);
  assert.equal(rungs.at(-1).press, engine.hint('calculator', level199).press, 'the ladder\'s next press is the hint\'s');
  // a wrong press, then Undo
  await widget.locator('button.key[data-press="Inv10"]').click();
  assert.equal(await lcd(), engine.play('calculator', level199, 'Inv10').step.value.toLocaleString('en-US'));
  await widget.locator('[data-role="undo"]').click();
  assert.equal(await lcd(), '3,002');
  // the engine's solution, pressed key by key; the display follows the engine's play
  let text = level199;
  for (const press of engine.solve('calculator', level199).solution) {
    await widget.locator(`button.key[data-press="${press}"]`).click();
    const step = engine.play('calculator', text, press);
    text = step.text;
    assert.equal(await lcd(), step.step.value.toLocaleString('en-US'), press);
  }
  assert.equal(await widget.locator('.status').textContent(), 'Solved in 6 moves!');
  assert.equal(await widget.locator('.lcd.win').count(), 1);
  assert.equal(await widget.locator('button.key:disabled').count(), 4, 'a won game takes no more presses');
  await widget.locator('[data-role="reset"]').click();
  assert.equal(await lcd(), '3,002');
  assert.equal(await widget.locator('button.key:enabled').count(), 4);
  // an out-of-range level or an unknown mode is a clear message, not a crash
  await page.evaluate(() => document.querySelector('#play-widget').setAttribute('level', '9999'));
  await page.waitForSelector('#play-widget[data-state="error"]');
  assert.match(await widget.locator('.error').textContent(), /level must be the number of a bundled level, not “9999”/);
  await page.evaluate(() => document.querySelector('#play-widget').setAttribute('mode', 'race'));
  assert.match(await widget.locator('.error').textContent(), /mode must be one of solution, play/);
  await closePage(session, 'play');
});

test('play mode by keyboard alone: the focus stays on the key pressed, then goes to what can still be pressed', async () => {
  const session = await openHost('index.html');
  const { page } = session;
  await widgetReady(page, 'play-widget');
  const widget = page.locator('#play-widget');
  const focused = () => page.evaluate(() => {
    const active = document.querySelector('#play-widget').shadowRoot.activeElement;
    return active ? active.dataset.press || active.dataset.role : null;
  });
  await widget.locator('button.key[data-press="Inv10"]').focus();
  await page.keyboard.press('Enter');
  assert.equal(await focused(), 'Inv10', 'on the key pressed, redrawn');
  await page.keyboard.press('Enter'); // a second press where the first left it
  assert.equal(await widget.locator('.lcd .value').textContent(),
    engine.play('calculator', engine.play('calculator', level199, 'Inv10').text, 'Inv10').step.value.toLocaleString('en-US'));
  await widget.locator('[data-role="reset"]').focus();
  await page.keyboard.press('Enter');
  assert.equal(await focused(), '7', 'Reset, now disabled, gives it to the first key');
  // the whole solution by keyboard: at the win the keys are disabled, the focus goes to Undo
  for (const press of engine.solve('calculator', level199).solution) {
    await widget.locator(`button.key[data-press="${press}"]`).focus();
    await page.keyboard.press('Enter');
  }
  assert.equal(await widget.locator('.status').textContent(), 'Solved in 6 moves!');
  assert.equal(await focused(), 'undo');
  await closePage(session, 'play by keyboard');
});

test('play mode wins levels with [+]N and Store (its long-press key is the engine\'s long_press, named Save)', async () => {
  const session = await openHost('index.html');
  const { page } = session;
  const widget = page.locator('#play-widget');
  for (const number of [132, 145]) {
    await page.evaluate((n) => document.querySelector('#play-widget').setAttribute('level', String(n)), number);
    await page.waitForFunction((n) => document.querySelector('#play-widget').shadowRoot.querySelector('.title')?.textContent === 'Level ' + n, number);
    let text = levelText(engine.bundledLevels()[number - 1]);
    const solution = engine.solve('calculator', text).solution;
    for (const press of solution) {
      await widget.locator(`button.key[data-press="${press}"]`).click();
      const step = engine.play('calculator', text, press);
      text = step.text;
      assert.equal(await widget.locator('.lcd .value').textContent(), step.step.value.toLocaleString('en-US'), `${number}: ${press}`);
    }
    assert.equal(await widget.locator('.status').textContent(), `Solved in ${solution.length} moves!`, `level ${number}`);
  }
  // the long press's key is named as the engine names it
  assert.equal(await widget.locator('button.key[data-press="Store:save"]').textContent(), 'Save');
  await closePage(session, 'play [+]N and Store');
});

test('the host\'s CSS does not reach into the widget and the widget\'s does not leak out', async () => {
  const bare = await openHost('bare.html');
  const before = await hostStyles(bare.page);
  await closePage(bare, 'bare host');
  const session = await openHost('index.html');
  const { page } = session;
  await widgetReady(page, 'solution-widget');
  await widgetReady(page, 'play-widget');
  await page.frameLocator('#frame').locator('#calc-play-view[data-state="playing"]').waitFor();
  // out: the host's elements, which share names with the widget's, look exactly as without it
  assert.deepEqual(await hostStyles(page), before);
  assert.equal(before['#host-button'].color, 'rgb(255, 0, 0)', 'the host\'s own rules apply to its own button');
  // in: neither `button {color: red}`, `.key {border}`, `li`, `.card` nor the body's inherited font reach the widget
  const inside = await page.evaluate(() => {
    const root = document.querySelector('#play-widget').shadowRoot;
    const style = (selector) => getComputedStyle(root.querySelector(selector));
    const key = style('button.key');
    const control = style('.controls button');
    const card = style('.card');
    const item = getComputedStyle(document.querySelector('#solution-widget').shadowRoot.querySelector('.solution li'));
    return { keyColor: key.color, keyBorder: key.borderTopStyle, keyPadding: key.paddingTop, controlColor: control.color,
      controlBackground: control.backgroundColor, cardPadding: card.paddingTop, cardFont: card.fontFamily, cardColor: card.color,
      itemColor: item.color, itemSpacing: item.letterSpacing };
  });
  assert.equal(inside.keyColor, 'rgb(255, 255, 255)');
  assert.equal(inside.keyBorder, 'none');
  assert.equal(inside.keyPadding, '4px');
  assert.notEqual(inside.controlColor, 'rgb(255, 0, 0)');
  assert.notEqual(inside.controlBackground, 'rgb(255, 255, 0)');
  assert.equal(inside.cardPadding, '12px');
  assert.doesNotMatch(inside.cardFont, /Georgia/);
  assert.notEqual(inside.cardColor, 'rgb(0, 0, 128)');
  assert.notEqual(inside.itemColor, 'rgb(0, 128, 0)');
  assert.equal(inside.itemSpacing, 'normal');
  await closePage(session, 'styles');
});

test('the widget takes the size of its content, and follows it when the level changes', async () => {
  const session = await openHost('index.html');
  const { page } = session;
  await widgetReady(page, 'solution-widget');
  const sizes = () => page.evaluate(() => {
    const widget = document.querySelector('#solution-widget');
    const box = widget.getBoundingClientRect();
    const card = widget.shadowRoot.querySelector('.card').getBoundingClientRect();
    return { width: box.width, height: box.height, cardWidth: card.width, cardHeight: card.height, viewport: innerWidth };
  });
  const tall = await sizes();
  assert.equal(tall.height, tall.cardHeight);
  assert.equal(tall.width, tall.cardWidth);
  assert.ok(tall.width < tall.viewport / 2, `an inline block as wide as its content, not the page (${tall.width} of ${tall.viewport})`);
  // level 1's solution is two presses: a shorter card, and the element shrinks with it
  await page.evaluate(() => document.querySelector('#solution-widget').setAttribute('level', '1'));
  await page.waitForFunction(() => document.querySelector('#solution-widget').shadowRoot.querySelector('.title')?.textContent === 'Level 1');
  const short = await sizes();
  assert.equal(short.height, short.cardHeight);
  assert.ok(short.height < tall.height, `${short.height} < ${tall.height}`);
  assert.equal(await page.locator('#solution-widget .solution li').count(), engine.solve('calculator', levelText(engine.bundledLevels()[0])).moves);
  await closePage(session, 'size');
});
