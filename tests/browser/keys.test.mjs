// keys.test.mjs: the Calculator keypad shows what each key does now, in
// Chromium: after [+]N every key is named by the label the engine hands with the
// state (levels 132-135 and a puzzle of the day with [+]N), Undo brings the old
// labels back, each key carries the engine's help as its description, with its
// own example worked out by the engine (+2: 12 → 14); and the
// display's digits sit on the faint 8s behind them (a screenshot comparison at
// 1, 3 and 6 digits and a negative value).
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { levelText, loadEngine } from '../wasm/engine.mjs';
import { closePage, openPage, useBrowser } from './server.mjs';

const web = useBrowser();
let engine;
before(async () => {
  engine = await loadEngine();
});

// The keypad's keys by their accessible names (the Save key of Store aside).
const keyNames = (page) =>
  page.$$eval('#calc-play-keypad .key:not(.long-press-key)', (keys) => keys.map((key) => key.textContent.trim()));
const pressCount = (page, n) =>
  page.waitForFunction((k) => document.querySelector('#calc-play-view').dataset.presses === String(k), n);

// Presses the [+]N key of the level on the page twice and checks the keypad
// against the engine's `now` labels after each press, then Undo.
async function checkMetaKey(page, text, buttons, what) {
  const meta = buttons.find((b) => b.kind === 'meta');
  assert.ok(meta, `${what} has a [+]N key`);
  const before = buttons.map((b) => b.now);
  assert.deepEqual(await keyNames(page), before, `${what}: the keys at the start`);
  let state = text;
  for (let presses = 1; presses <= 2; presses++) {
    const answer = engine.play('calculator', state, meta.label);
    if (answer.error) break; // the moves ran out: one press was enough to see it
    await page.getByRole('button', { name: meta.spoken, exact: true }).click(); // named as the engine says it
    await pressCount(page, presses);
    const now = answer.puzzle.buttons.map((b) => b.now);
    assert.notDeepEqual(now, before, `${what}: [+]N changes some key`);
    await page.waitForFunction((names) => {
      const keys = [...document.querySelectorAll('#calc-play-keypad .key:not(.long-press-key)')].map((k) => k.textContent.trim());
      return JSON.stringify(keys) === JSON.stringify(names);
    }, now);
    // each key is a button named by its spoken name now (the number it uses: "plus 3" on the key that reads +3)
    for (const name of answer.puzzle.buttons.map((b) => b.spoken)) assert.equal(await page.getByRole('button', { name, exact: true }).count() >= 1, true, `${what}: a key named ${name}`);
    state = answer.text;
  }
  await page.getByRole('button', { name: 'Reset', exact: true }).click();
  await pressCount(page, 0);
  assert.deepEqual(await keyNames(page), before, `${what}: Reset brings the labels back`);
}

test('levels 132-135: after [+]N every key is named by the label the game shows', async () => {
  const levels = engine.bundledLevels();
  const session = await openPage(web.browser, web.server.url + '#level=132');
  const { page } = session;
  for (const number of [132, 133, 134, 135]) {
    await page.evaluate((n) => {
      location.hash = 'level=' + n;
    }, number);
    await page.waitForFunction((n) => document.querySelector('#calc-play-level')?.textContent === String(n), number);
    await page.waitForSelector('#calc-play-view[data-state="playing"]');
    const level = levels.find((l) => l.level === number);
    await checkMetaKey(page, levelText(level), level.buttons, 'level ' + number);
  }
  // no answer was shown on the way
  assert.equal(await page.locator('#calc-solution-steps li').count(), 0);
  await closePage(session, 'levels 132-135');
});

test('a puzzle of the day with [+]N relabels its keys too', async () => {
  let daily = null;
  const start = Date.UTC(2026, 0, 1);
  for (let day = 0; day < 366 && !daily; day++) {
    const date = new Date(start + day * 86400000).toISOString().slice(0, 10);
    const made = engine.generate('calculator', { date });
    if (!made.error && made.puzzle.buttons.some((b) => b.kind === 'meta')) daily = { date, made };
  }
  assert.ok(daily, 'a date of 2026 has a puzzle of the day with [+]N');
  const session = await openPage(web.browser, web.server.url + '#daily=' + daily.date);
  const { page } = session;
  await page.waitForSelector('#calc-play-view[data-state="playing"]');
  await checkMetaKey(page, daily.made.text, daily.made.puzzle.buttons, 'the puzzle of ' + daily.date);
  await closePage(session, 'daily with [+]N');
});

test('each key describes itself with the engine’s help; How to play lists the kinds', async () => {
  const help = new Map(engine.help('calculator').map((entry) => [entry.topic, entry]));
  const session = await openPage(web.browser, web.server.url + '#level=199');
  const { page } = session;
  await page.waitForSelector('#calc-play-view[data-state="playing"]');
  const level = engine.bundledLevels().find((l) => l.level === 199);
  for (const button of level.buttons) {
    const key = page.getByRole('button', { name: button.spoken, exact: true });
    await page.waitForFunction((name) => [...document.querySelectorAll('#calc-play-keypad .key')].some((k) => k.textContent.trim() === name && k.getAttribute('aria-description')), button.now);
    const description = await key.first().getAttribute('aria-description');
    assert.ok(description.toLowerCase().includes(help.get(button.kind).summary.toLowerCase()), `${button.now}: "${description}"`);
  }
  const howto = await page.textContent('#calc-howto-keys');
  for (const button of level.buttons) assert.ok(howto.includes(help.get(button.kind).name), `How to play names ${help.get(button.kind).name}`);
  assert.ok(howto.includes(help.get('portal').name), 'How to play explains the portal');
  // focus on a key shows its help in the line under the keypad
  await page.getByRole('button', { name: 'Inv10, inverse 10', exact: true }).focus(); // the engine's spoken name
  await page.waitForFunction(() => document.querySelector('#calc-key-help').textContent.startsWith('Inv10'));
  // a key's example is its own, worked out by the engine from its kind's number ("+3: 12 → 15"
  // on a +2 key read as that key's); one the engine leaves unchanged (3=>5 on 121) is worked out on
  // the number its label spells instead (3=>5: 35 → 55)
  await page.evaluate(() => { location.hash = 'level=4'; });
  await page.waitForFunction(() => document.querySelector('#calc-play-title').textContent === 'Level 4');
  for (const button of engine.bundledLevels().find((l) => l.level === 4).buttons) {
    const value = engine.play('calculator', `start: 12\ngoal: 13\nmoves: 1\nbuttons: ${button.now}\n`, button.now, {}).step.value;
    // the tooltip shows the example as written; a screen reader hears it with the key's spoken name and
    // "becomes" for the arrow
    const example = `; e.g. ${button.now}: 12 → ${value}.`;
    const said = `; e.g. ${button.spoken}: 12 becomes ${value}.`;
    await page.waitForFunction(([name, text, words]) => [...document.querySelectorAll('#calc-play-keypad .key')]
      .some((k) => k.textContent === name && k.title.endsWith(text) && (k.getAttribute('aria-description') || '').endsWith(words)), [button.now, example, said]);
  }
  await page.evaluate(() => { location.hash = 'level=199'; });
  await page.waitForFunction(() => document.querySelector('#calc-play-title').textContent === 'Level 199');
  await page.waitForFunction(() => document.querySelector('#calc-play-keypad .key[data-press="7"]').title.endsWith('e.g. 7: 12 → 127.'));
  await page.waitForFunction(() => document.querySelector('#calc-play-keypad .key[data-press="3=>5"]').title.endsWith('e.g. 3=>5: 35 → 55.'));
  assert.ok((await page.getAttribute('#calc-play-keypad .key[data-press="3=>5"]', 'aria-description')).endsWith('e.g. 3 to 5: 35 becomes 55.'));
  await closePage(session, 'key help');
});

test('the solution from the start names each key as it reads then: [+]1, then +3 (level 133)', async () => {
  // a keyboard player heard "+2 gives 14" in level 133's solution from its start; the key read +3
  const session = await openPage(web.browser, web.server.url + '#level=133&show=solution');
  const { page } = session;
  await page.waitForSelector('#panel-calc[data-state="done"]');
  const keys = await page.$$eval('#calc-solution-steps li .key', (nodes) => nodes.map((n) => n.textContent));
  assert.deepEqual(keys, ['1', '1', '[+]1', '+3']);
  assert.match(await page.locator('#calc-solution-steps li:last-child').ariaSnapshot(), /^- listitem: plus 3 gives 14 ?\.$/);
  await closePage(session, 'solution labels after [+]N');
});

test('the line under the keypad follows its key\'s new label after [+]N', async () => {
  // "+2 — Adds N" must never show under a key that reads +4: the line kept the label it was drawn with
  const session = await openPage(web.browser, web.server.url + '#level=132');
  const { page } = session;
  await page.waitForSelector('#calc-play-view[data-state="playing"]');
  await page.waitForFunction(() => document.querySelector('#calc-play-keypad .key').getAttribute('aria-description'));
  // the line, empty, says what it is for (a blank band read as keys missing)
  const placeholder = () => page.evaluate(() => getComputedStyle(document.querySelector('#calc-key-help'), '::before').content);
  assert.equal(await placeholder(), '"Point at a key to read what it does."');
  await page.getByRole('button', { name: 'add 1 to the keys', exact: true }).click(); // [+]1, by its spoken name
  await page.waitForFunction(() => document.querySelector('#calc-play-view').dataset.presses === '1');
  // the press says which keys it relabelled (a keyboard player heard nothing of it)
  assert.equal(await page.textContent('#calc-play-status'), '[+]1 → 10. The keys now read +3. 2 moves left.');
  await page.mouse.move(1, 1); // the pointer off the keypad: the line follows the keyboard's focus
  await page.keyboard.press('Shift+Tab'); // from [+]1, clicked, to +3
  await page.waitForFunction(() => document.querySelector('#calc-key-help').textContent.startsWith('+3 — '));
  assert.equal(await placeholder(), 'none', 'and gives way to a key\'s help');
  // Backspace undoes the press: the key keeps the focus and reads +2 again, and so does the line
  await page.keyboard.press('Backspace');
  await page.waitForFunction(() => document.querySelector('#calc-play-view').dataset.presses === '0');
  assert.match(await page.textContent('#calc-play-status'), /^Undone: .* The keys now read \+2\.$/, 'the undo says the keys went back');
  assert.equal(await page.evaluate(() => document.activeElement.textContent), '+2');
  await page.waitForFunction(() => document.querySelector('#calc-key-help').textContent.startsWith('+2 — '));
  // the kind's name first where the label is not it: "+1 — Adds N" leaves N unexplained
  await page.waitForFunction(() => document.querySelector('#calc-key-help').textContent === '+2 — +N: adds N; e.g. +2: 12 → 14.');
  await closePage(session, 'key help after [+]N');
});

test('a focus moved by a tap (Reset) shows no key help; the keyboard\'s focus does', async () => {
  const session = await openPage(web.browser, web.server.url + '#level=4', { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  const { page } = session;
  await page.waitForSelector('#calc-play-view[data-state="playing"]');
  await page.waitForFunction(() => document.querySelector('#calc-play-keypad .key').getAttribute('aria-description'));
  await page.locator('#calc-play-keypad .key').first().tap();
  await pressCount(page, 1);
  // a tap on a second key shows its help (the first key's focus leaving blanked the line)
  const second = page.locator('#calc-play-keypad .key').nth(1);
  await second.tap();
  await pressCount(page, 2);
  const line = await page.textContent('#calc-key-help');
  assert.ok(line.startsWith((await second.textContent()) + ' — '), line);
  assert.ok(line.toLowerCase().endsWith((await second.getAttribute('title')).toLowerCase()), line);
  await page.tap('#calc-play-reset'); // Reset turns itself off: the focus goes to the first key
  await pressCount(page, 0);
  await page.waitForFunction(() => document.activeElement && document.activeElement.closest('#calc-play-keypad'));
  await page.waitForTimeout(100);
  assert.equal(await page.textContent('#calc-key-help'), '', 'the first key\'s help popped up under a tapped Reset');
  await page.keyboard.press('Tab');
  await page.waitForFunction(() => document.querySelector('#calc-key-help').textContent !== '');
  await closePage(session, 'key help after a tap');
});

test('the Save key says what it does, with what a save costs under the Store rule chosen', async () => {
  const help = new Map(engine.help('calculator').map((entry) => [entry.topic, entry]));
  const session = await openPage(web.browser, web.server.url + '#level=143');
  const { page } = session;
  await page.waitForSelector('#calc-play-view[data-state="playing"]');
  const save = page.getByRole('button', { name: 'Save', exact: true });
  const described = (text) => page.waitForFunction((t) => [...document.querySelectorAll('#calc-play-keypad .key')].some((k) => k.getAttribute('aria-description') === t), text);
  const sentence = (summary, example) => summary[0].toUpperCase() + summary.slice(1) + '; e.g. ' + example + '.';
  await described(sentence(help.get('store-save').summary, help.get('store-charged').example));
  assert.equal(await save.getAttribute('title'), await save.getAttribute('aria-description'));
  // the other rule: the same words, its cost
  await page.evaluate(() => (document.getElementById('calc-howto').open = true)); // the choice is in How to play
  await page.check('#calc-opt-classic');
  await described(sentence(help.get('store-save').summary, help.get('store-free').example));
  await closePage(session, 'save key help');
});

// The LCD's value layer and its faint 8s: drawn both ways in black on white, the
// value's own box must look the same whether the value layer or the ghost layer
// (given the value's characters in its last cells) paints it.
async function layerShot(page, which) {
  return page.evaluate((layer) => {
    const value = document.querySelector('#calc-play-value');
    const ghost = document.querySelector('#calc-play-ghost');
    const text = value.dataset.shown;
    ghost.textContent = ghost.dataset.cells.slice(0, ghost.dataset.cells.length - text.length) + text;
    value.style.color = layer === 'value' ? '#000' : 'transparent';
    ghost.style.color = layer === 'ghost' ? '#000' : 'transparent';
    ghost.style.visibility = 'visible';
    // only the value's own cells are compared: the clip is its characters' box
    const range = document.createRange();
    range.selectNodeContents(value);
    const box = range.getBoundingClientRect(); // the value's characters, not its block
    const lcd = value.getBoundingClientRect();
    return { x: box.x, y: lcd.y, width: box.width, height: lcd.height };
  }, which);
}

test('the display’s digits sit on the faint 8s at 1, 3, 6 digits and a negative value', async () => {
  for (const shown of ['5', '128', '123456', '-12']) {
    // a level that starts on the value: the page draws it and its 8s itself
    const session = await openPage(web.browser, web.server.url + '#start=' + shown + '&goal=7&moves=1&buttons=%2B1', { colorScheme: 'light' });
    const { page } = session;
    await page.waitForSelector('#calc-play-view[data-state="playing"]');
    await page.waitForFunction((text) => document.querySelector('#calc-play-value').textContent === text, shown);
    await page.evaluate((text) => {
      const value = document.querySelector('#calc-play-value');
      const ghost = document.querySelector('#calc-play-ghost');
      value.classList.remove('bump');
      value.dataset.shown = text;
      ghost.dataset.cells = ghost.textContent; // the 8s the page drew
      for (const node of [value, ghost]) node.style.animation = 'none';
      for (const node of document.querySelectorAll('.lcd, .lcd-screen')) node.style.background = '#fff';
    }, shown);
    const cells = await page.evaluate(() => document.querySelector('#calc-play-ghost').dataset.cells);
    assert.match(cells, /^8+$/);
    assert.ok(cells.length >= shown.length, `${shown}: ${cells.length} cells behind it`);
    const clip = await layerShot(page, 'value');
    const valueShot = await page.screenshot({ clip, animations: 'disabled' });
    await layerShot(page, 'ghost');
    const ghostShot = await page.screenshot({ clip, animations: 'disabled' });
    assert.ok(valueShot.equals(ghostShot), `${shown}: the value and the 8s behind it are drawn in the same places`);
    // the comparison can fail: a layer moved by a fraction of a cell differs
    await page.evaluate(() => {
      document.querySelector('#calc-play-ghost').style.transform = 'translateX(3px)';
    });
    const moved = await page.screenshot({ clip, animations: 'disabled' });
    assert.ok(!moved.equals(ghostShot), `${shown}: a shifted layer is seen`);
    await closePage(session, 'display ' + shown);
  }
});

test('at 360 px the Store key\'s help fits the three lines kept for it (a longer text was cut off)', async () => {
  const session = await openPage(web.browser, web.server.url + '#level=143', { viewport: { width: 360, height: 740 } });
  const { page } = session;
  await page.waitForSelector('#calc-play-view[data-state="playing"]');
  await page.waitForFunction(() => document.querySelector('#calc-play-keypad .key').getAttribute('aria-description'));
  await page.getByRole('button', { name: 'Store', exact: true }).hover();
  await page.waitForFunction(() => document.querySelector('#calc-key-help').textContent.startsWith('Store — '));
  const [scroll, client] = await page.$eval('#calc-key-help', (line) => [line.scrollHeight, line.clientHeight]);
  assert.ok(scroll <= client + 1, `the help takes ${scroll} px of its ${client}`);
  await closePage(session, 'store help at 360');
});

test('on a touch screen a key held to read its help is not pressed when let go; a tap presses it', async () => {
  const session = await openPage(web.browser, web.server.url + '#level=199', { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  const { page } = session;
  await page.waitForSelector('#calc-play-view[data-state="playing"]');
  const cdp = await session.context.newCDPSession(page);
  const inv10 = page.locator('#calc-play-keypad .key', { hasText: 'Inv10' });
  const box = await inv10.boundingBox();
  const point = [{ x: box.x + box.width / 2, y: box.y + box.height / 2 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point });
  await page.waitForFunction(() => document.querySelector('#calc-key-help').textContent.includes('Inv10') || document.querySelector('#calc-key-help').textContent !== '');
  await page.waitForTimeout(700);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await page.waitForTimeout(300);
  assert.equal(await page.getAttribute('#calc-play-view', 'data-presses'), '0', 'the key held to read it was pressed');
  await inv10.tap();
  await pressCount(page, 1);
  await closePage(session, 'held key');
});
