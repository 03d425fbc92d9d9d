// screen-reader.test.mjs: the Calculator as a blind player with a screen reader and the keyboard
// hears it, read through the accessibility tree (getByRole names, ariaSnapshot, the role=status
// regions' text): every key named by the engine's spoken name (the CLI's `spoken`), never its
// symbols ("times 4", not "x4"), also after [+]N; a level opened, the puzzle of the day, a hint,
// a refused press, a dead end and a win said in punctuated sentences with the keys in words; the
// presses listed as sentences; and no tooltip on any tab that repeats its control's name.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';
import { useBrowserAndEngine } from './helpers.mjs';
import { closePage, openPage, ROOT } from './server.mjs';

const web = useBrowserAndEngine();

// The native CLI's JSON for a command, with `input` on its standard input.
function cli(args, input = '') {
  const r = spawnSync(path.join(ROOT, 'build/calcsolve'), [...args, '--json'], { encoding: 'utf8', input });
  assert.equal(r.status, 0, r.stderr);
  return JSON.parse(r.stdout);
}
// A level's text: {start, goal, moves, buttons: labels}.
const textOf = (level) => `start: ${level.start}\ngoal: ${level.goal}\nmoves: ${level.moves}\nbuttons: ${level.buttons.join(', ')}\n`;
const link = (level) => '#start=' + level.start + '&goal=' + level.goal + '&moves=' + level.moves + '&buttons=' + level.buttons.map(encodeURIComponent).join(',');
const keypad = (page) => page.getByRole('group', { name: 'Keypad' });
const said = (page) => page.textContent('#calc-play-said');
const presses = (page, n) => page.waitForFunction((k) => document.querySelector('#calc-play-view').dataset.presses === String(k), n);
// The engine's sentence with each key it names by label said by its spoken name, as the page says it.
const inWords = (text, buttons) => buttons.reduce((t, b) => t.replace(b.now, b.spoken), text);

// Two levels of your own between them holding every kind of key.
const EVERY_KIND = [
  { start: 12, goal: 99, moves: 3, buttons: ['+4', '-3', 'x4', '/2', '12', '+/-', '<<', '3=>5', '^2', 'Reverse'] },
  { start: 12, goal: 99, moves: 3, buttons: ['SUM', '<Shift', 'Shift>', 'Mirror', '[+]2', 'Store', 'Inv10', 'x-4', '007'] },
];

test('every key is named by the engine\'s spoken name and shows the game\'s label, also after [+]N', async () => {
  const kinds = new Set();
  for (const level of EVERY_KIND) {
    const engine = cli(['solve', '-', '--max-states', '20000'], textOf(level));
    const session = await openPage(web.browser, web.server.url + link(level));
    const { page } = session;
    await page.waitForSelector('#calc-play-view[data-state="playing"]');
    for (const button of engine.buttons) {
      kinds.add(button.kind);
      assert.ok(button.spoken && button.spoken !== button.label || /^[A-Z][a-z]+$/.test(button.label), `${button.label} has a name in words: "${button.spoken}"`);
      const key = keypad(page).getByRole('button', { name: button.spoken, exact: true });
      assert.equal(await key.count(), 1, `one key named "${button.spoken}"`);
      assert.equal(await key.textContent(), button.now, `the key named "${button.spoken}" shows ${button.now}`);
    }
    if (engine.buttons.some((b) => b.long_press)) assert.equal(await keypad(page).getByRole('button', { name: 'Save', exact: true }).count(), 1);
    // [+]2 grows the numbers: the names follow the engine's, said with the number the key now uses
    const meta = engine.buttons.find((b) => b.kind === 'meta');
    if (meta) {
      await keypad(page).getByRole('button', { name: meta.spoken, exact: true }).press('Enter');
      await presses(page, 1);
      const after = web.engine.play('calculator', textOf(level), meta.label).puzzle.buttons;
      for (const button of after) assert.equal(await keypad(page).getByRole('button', { name: button.spoken, exact: true }).textContent(), button.now);
      assert.ok(after.some((b) => b.spoken === 'times minus 6'), 'x-4 after [+]2 is said "times minus 6"');
      // the press says the relabelled keys in words too
      assert.match(await said(page), /^add 2 to the keys gives 12\. The keys now read .*times minus 6.*\. 2 moves left\.$/);
    }
    await closePage(session, link(level));
  }
  assert.equal(kinds.size, 17, 'every kind of key: ' + [...kinds].join(', '));
});

test('level 10 by keyboard: the level, hints, a refusal, a dead end, the presses and the win in sentences', async () => {
  const level10 = cli(['level', '10']);
  const ladder = cli(['hint', '10', '--ladder']).ladder.filter((rung) => rung.kind !== 'solution');
  const session = await openPage(web.browser, web.server.url + '#level=9');
  const { page } = session;
  await page.waitForSelector('#calc-play-view[data-state="playing"]');
  // n opens the next level: said whole, its keys in words
  await page.keyboard.press('n');
  await page.waitForFunction(() => document.querySelector('#calc-play-level').textContent === '10');
  assert.equal(await page.textContent('#calc-play-announce'), `Level 10: from ${level10.start} to ${level10.goal} in ${level10.moves_allowed} moves. Keys: ` +
    level10.buttons.map((b) => b.spoken).join(', ') + '.');
  // each rung of the hint ladder, its keys in words
  for (const [i, rung] of ladder.entries()) {
    await page.keyboard.press('h');
    const expected = `Hint ${i + 1} of ${ladder.length}: ` + inWords(rung.text, level10.buttons);
    await page.waitForFunction((text) => document.querySelector('#calc-play-said').textContent === text, expected);
    assert.equal(await page.textContent('#calc-play-status'), `Hint ${i + 1} of ${ladder.length}: ` + rung.text, 'the line shows the labels');
    assert.doesNotMatch(await said(page), /[x/]\d|<</, 'no key said by its symbols');
  }
  // a press refused: the engine's reason, its key in words
  const pressKey = async (spoken, n) => {
    await keypad(page).getByRole('button', { name: spoken, exact: true }).focus();
    await page.keyboard.press('Enter');
    if (n !== undefined) await presses(page, n);
  };
  await pressKey('divide by 5', 1);
  assert.equal(await said(page), 'divide by 5 gives 10. 3 moves left.');
  await pressKey('divide by 5', 2);
  const refusal = web.engine.play('calculator', textOf({ start: 2, goal: level10.goal, moves: 2, buttons: level10.buttons.map((b) => b.label) }), '/5').error.message;
  await pressKey('divide by 5');
  await page.waitForFunction(() => /cannot/.test(document.querySelector('#calc-play-said').textContent));
  assert.equal(await said(page), refusal.replace('/5', 'divide by 5') + '.');
  // pressed again: the same words said again (the region emptied, then written back)
  await page.$eval('#calc-play-said', (region) => {
    window.heard = [];
    new MutationObserver(() => window.heard.push(region.textContent)).observe(region, { childList: true, characterData: true, subtree: true });
  });
  await pressKey('divide by 5');
  await page.waitForFunction((t) => window.heard.at(-1) === t, refusal.replace('/5', 'divide by 5') + '.');
  assert.deepEqual(await page.evaluate(() => window.heard), ['', refusal.replace('/5', 'divide by 5') + '.']);
  // a dead end: what to undo, said once, not counted
  const hints = Number.parseInt(await page.textContent('#calc-play-hints-used'), 10);
  await page.keyboard.press('h');
  await page.waitForFunction(() => /Undo \d+ press/.test(document.querySelector('#calc-play-said').textContent));
  assert.match(await said(page), /^[A-Z].*\. Undo 1 press to get back to a position that can still win\.$/);
  assert.equal(Number.parseInt(await page.textContent('#calc-play-hints-used'), 10), hints);
  await page.keyboard.press('Backspace');
  await presses(page, 1);
  assert.equal(await said(page), 'Undone: the display shows 10, 3 moves left.');
  // the rest of the solution, then the win: its box takes the focus and is named in sentences
  await pressKey('delete the last digit', 2);
  await pressKey('times 3', 3);
  await pressKey('times 3', 4);
  await page.waitForFunction(() => document.activeElement && document.activeElement.id === 'calc-play-win');
  const win = await page.locator('#calc-play-win').ariaSnapshot();
  assert.match(win, new RegExp(`^- group "Solved in 4 moves, the fewest possible\\. With ${hints} hints?\\.":`), win);
  // the presses, each a sentence
  const list = await page.getByRole('list', { name: 'Your presses' }).ariaSnapshot();
  assert.deepEqual(list.split('\n').slice(1).map((line) => line.trim().replace(/ \.$/, '.')),
    ['- listitem: divide by 5 gives 10.', '- listitem: delete the last digit gives 1.', '- listitem: times 3 gives 3.', '- listitem: times 3 gives 9.']);
  // the line under the keys is no second voice: it is hidden from the tree, its twin is said
  assert.equal(await page.getAttribute('#calc-play-status', 'aria-hidden'), 'true');
  await closePage(session, 'level 10 by keyboard');
});

test('the solution is listed in sentences, each key as it reads then', async () => {
  const session = await openPage(web.browser, web.server.url + '#level=10&show=solution');
  const { page } = session;
  await page.waitForSelector('#panel-calc[data-state="done"]');
  const steps = cli(['level', '10']).steps;
  const list = await page.getByRole('list', { name: 'Solution' }).ariaSnapshot();
  assert.deepEqual(list.split('\n').slice(1).map((line) => line.trim().replace(/ \.$/, '.')), steps.map((s) => `- listitem: ${s.spoken} gives ${s.value}.`));
  await closePage(session, 'the solution in sentences');
});

test('the puzzle of the day opened is said with its day, its challenge and its keys', async () => {
  const session = await openPage(web.browser, web.server.url + '#level=1');
  const { page } = session;
  await page.waitForSelector('#calc-play-view[data-state="playing"]');
  await page.getByRole('button', { name: 'Puzzle of the day' }).click();
  await page.waitForFunction(() => /^Puzzle of the day/.test(document.querySelector('#calc-play-announce').textContent), null, { timeout: 30000 });
  const day = cli(['daily', '--game', 'calculator']);
  const { puzzle } = day;
  const text = await page.textContent('#calc-play-announce');
  assert.equal(text, `Puzzle of the day, ${day.date}: from ${puzzle.start} to ${puzzle.goal} in ${puzzle.moves} moves. ${day.challenge}.` +
    ' Keys: ' + puzzle.buttons.map((b) => b.spoken).join(', ') + '.');
  assert.doesNotMatch(text, /·/, 'no dot read out');
  await closePage(session, 'the puzzle of the day said');
});

test('no tooltip on any tab repeats its control\'s accessible name', async () => {
  const session = await openPage(web.browser, web.server.url + '#level=1');
  const { page } = session;
  await page.waitForSelector('#calc-play-view[data-state="playing"]');
  for (const tab of await page.locator('[role="tab"]').all()) await tab.click(); // every tab's panel built
  const echoes = await page.evaluate(() => [...document.querySelectorAll('[title]')].filter((node) => {
    const title = node.getAttribute('title').trim();
    const labelled = (node.getAttribute('aria-labelledby') || '').split(/\s+/).filter(Boolean).map((id) => document.getElementById(id)?.textContent.trim()).join(' ');
    return title === (node.getAttribute('aria-label') || '').trim() || title === labelled || title === node.textContent.trim();
  }).map((node) => node.id || node.outerHTML.slice(0, 80)));
  assert.deepEqual(echoes, []);
  for (const id of ['calc-gen-more', 'calc-shortcuts']) assert.equal(await page.getAttribute('#' + id, 'title'), null, id);
  await closePage(session, 'no echoed tooltips');
});

test('a result to share is not a live region: the ending is said once, in words, by its own line', async () => {
  const session = await openPage(web.browser, web.server.url + '#level=1');
  const { page } = session;
  await page.waitForSelector('#calc-play-view[data-state="playing"]');
  for (const tab of await page.locator('[role="tab"]').all()) await tab.click(); // every tab's panel built
  const outputs = await page.$$eval('output.play-share-text', (nodes) => nodes.map((n) => [n.id, n.getAttribute('aria-live')]));
  assert.deepEqual(outputs.map(([, live]) => live), outputs.map(() => 'off'), JSON.stringify(outputs));
  assert.ok(outputs.length >= 2, 'the Calculator\'s and Digits\' results: ' + JSON.stringify(outputs));
  await closePage(session, 'share text not live');
});
