// page.test.mjs: the page as a whole: ?embed=1, hostile or malformed URL
// hashes, the strict Content-Security-Policy with no console error anywhere,
// sub-path hosting, phone width and share links. A level opens to play (issue
// 21): its answer comes with Show solution or &show=solution in the link.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { clickEach } from './helpers.mjs';
import { DIST, ROOT, closePage, openPage, useBrowser } from './server.mjs';

const web = useBrowser({ prefixes: ['/', '/deep/sub/path/'] });


test('?embed=1 shows only the game: no header, no footer', async () => {
  const session = await openPage(web.browser, web.server.url + '?embed=1#level=199');
  const { page } = session;
  // the level opens to play, without its answer; Show solution shows it
  await page.waitForSelector('#calc-play-view[data-state="playing"]');
  assert.equal(await page.isVisible('.site-header'), false);
  assert.equal(await page.isVisible('.site-footer'), false);
  assert.equal(await page.isVisible('.tabs'), true);
  assert.equal(await page.locator('#calc-solution-steps li').count(), 0);
  await page.getByRole('button', { name: 'Show solution' }).click();
  await page.locator('#calc-play-solution').click(); // the first press asks, the second shows
  await page.waitForSelector('#panel-calc[data-state="done"]');
  assert.equal(await page.locator('#calc-solution-steps li').count(), 6);
  // the full page has them
  const full = await openPage(web.browser, web.server.url + '#level=199');
  assert.equal(await full.page.isVisible('.site-header'), true);
  assert.equal(await full.page.isVisible('.site-footer'), true);
  await closePage(full, 'full page');
  // Copy link from an embed (the game's, beside it) gives a link to the full page
  await session.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(web.server.url).origin });
  await page.getByRole('button', { name: 'Copy link', exact: true }).click();
  await page.waitForFunction(() => /Link copied|address bar/.test(document.querySelector('#calc-status').textContent));
  assert.match(await page.textContent('#calc-play-link-status'), /Link copied|address bar/);
  const status = await page.textContent('#calc-status');
  assert.ok(status.includes(web.server.url + '#level=199&show=solution'), status);
  assert.ok(!status.includes('embed=1'), status);
  await closePage(session, 'embed');
});

test('malformed and hostile hashes give a clear message, render text as text and never throw', async () => {
  const img = '<img src=x onerror=alert(1)>';
  const enc = encodeURIComponent(img);
  const cases = [
    { hash: '#start=%E0%A4%A&goal=1&moves=1&buttons=1', message: /malformed.*percent escape/ },
    { hash: '#start=%&goal=1', message: /malformed/ },
    { hash: '#start=' + '1'.repeat(100 * 1024), message: /too long/ },
    { hash: '#' + 'x'.repeat(100 * 1024), message: /too long/ },
    { hash: `#start=${enc}&goal=${enc}&moves=${enc}&buttons=${enc},${enc}&portal=${enc},${enc}`, message: /button the engine does not know/, shown: '#calc-button-input' },
    { hash: `#start=${img}&goal=${img}&moves=${img}&buttons=%2B1&portal=1,0`, message: null, shown: '#calc-start-error' },
    { hash: `#level=${enc}`, message: /no bundled level/ },
    { hash: `#digits=${enc}:${enc},${enc}`, message: null, shown: '#digits-target-error' },
    // the clock's message names the field, not the text: the text stays in the field
    { hash: `#clock=${enc},${enc}`, message: /n: expected a whole number/, shown: '#clock-n' },
    { hash: `#${enc}=1`, message: /unknown key/ },
    { hash: `#${enc}`, message: /unknown game/ },
    { hash: '#chess', message: /unknown game/ },
    { hash: '#level=1&level=2', message: /twice/ },
    { hash: '#level=1&digits=1:2,3', message: /mixes games/ },
    { hash: '#digits=415', message: /digits=TARGET/ },
    { hash: '#clock=4', message: /clock=N,K/ },
    { hash: '#level=__proto__', message: /no bundled level/ },
    { hash: '#start=1&goal=2&moves=2&buttons=%2B1&__proto__=1', message: /unknown key/ },
  ];
  const session = await openPage(web.browser, web.server.url);
  const { page } = session;
  for (const c of cases) {
    // dismiss the previous message first, so each case must raise its own
    if (await page.isVisible('#notice')) await page.click('#notice-close');
    assert.equal(await page.isVisible('#notice'), false);
    await page.evaluate((h) => {
      location.hash = h;
    }, c.hash);
    const label = c.hash.slice(0, 60);
    if (c.message) {
      await page.waitForSelector('#notice:not([hidden])', { timeout: 5000 });
      const text = await page.textContent('#notice-text');
      assert.match(text, c.message, `${label}: ${text}`);
      assert.ok(text.length < 400, `${label}: the message is short`);
    }
    if (c.shown) {
      // the hostile text reached a field or message as plain text
      await page.waitForFunction((sel) => {
        const node = document.querySelector(sel);
        return node && ((node.value || node.textContent).includes('<img') || node.textContent.includes('<img'));
      }, c.shown, { timeout: 5000 }).catch((error) => assert.fail(`${label}: ${c.shown} never showed the text: ${error.message}`));
    }
    // never an element made from user text, never a dialog
    assert.equal(await page.locator('img').count(), 0, `${label}: no img element`);
    assert.equal(session.watch.seen.dialogs.length, 0, `${label}: no dialog`);
    // the page is still alive and usable
    assert.equal(await page.evaluate(() => typeof document.body.textContent), 'string');
  }
  // the notice can be dismissed, and a good link afterwards works
  await page.evaluate(() => {
    location.hash = 'level=199&show=solution';
  });
  await page.waitForSelector('#panel-calc[data-state="done"]');
  assert.equal(await page.isVisible('#notice'), false);
  assert.equal(await page.locator('#calc-solution-steps li').count(), 6);
  await closePage(session, 'hostile hashes');

  // a hostile hash on first load, too
  const direct = await openPage(web.browser, web.server.url + `#start=${enc}&goal=${enc}&moves=${enc}&buttons=${enc}`);
  await direct.page.waitForSelector('#notice:not([hidden])');
  assert.equal(await direct.page.locator('img').count(), 0);
  assert.match(await direct.page.inputValue('#calc-start'), /<img src=x/);
  await closePage(direct, 'hostile first load');
});

test('a link to a level that does not exist opens none: the controls are off and the card says how to open one, until one is', async () => {
  const session = await openPage(web.browser, web.server.url + '#level=0&show=solution');
  const { page } = session;
  await page.waitForSelector('#notice:not([hidden])');
  assert.match(await page.textContent('#notice-text'), /no bundled level “0”/);
  const controls = ['#calc-play-undo', '#calc-play-reset', '#calc-play-hint', '#calc-play-solution'];
  const disabled = () => page.evaluate((ids) => ids.map((id) => document.querySelector(id).disabled), controls);
  assert.deepEqual(await disabled(), [true, true, true, true]);
  assert.match(await page.textContent('#calc-play-presses-empty'), /^No level open yet: type its number in the level box/);
  await page.fill('#calc-level-search', '5');
  await page.press('#calc-level-search', 'Enter');
  await page.waitForSelector('#calc-play-view[data-state="playing"]');
  // at a level's start: nothing to undo or reset; Hint and Show solution on
  assert.deepEqual(await disabled(), [true, true, false, false]);
  assert.equal(await page.textContent('#calc-play-presses-empty'), 'None yet: press a key of the calculator.');
  await closePage(session, 'no level');
});

test('served from a deep sub-path, every tab works under the strict CSP with no console error', async () => {
  // the CSP is in a meta tag and is strict
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const csp = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]*)">/)[1];
  // scripts from the page's origin, and two inline scripts (hold.js, which holds the
  // first paint, and boot.js, which starts the worker during the parse) allowed by their hashes alone
  assert.match(csp, /script-src 'self' 'sha256-[A-Za-z0-9+/]+=*' 'sha256-[A-Za-z0-9+/]+=*' 'wasm-unsafe-eval'/);
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1]);
  assert.equal(inline.length, 2, 'two inline scripts');
  // hold.js as written; boot.js bundled with the link's first requests (first-requests.js), as one classic script
  assert.equal(inline[0], readFileSync(join(ROOT, 'web/src/hold.js'), 'utf8'));
  assert.match(inline[1], /^\(\(\) => \{[\s\S]*function startSolverEarly\(\)[\s\S]*\}\)\(\);\n$/);
  assert.doesNotMatch(inline[1], /^\s*(import|export)\b/m, 'boot.js is inlined as a module');
  for (const script of inline) {
    const hash = `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
    assert.ok(csp.includes(hash), `the CSP allows the inline script by its hash ${hash}`);
  }
  assert.match(csp, /style-src 'self'/);
  assert.match(csp, /object-src 'none'/);
  assert.ok(!/unsafe-inline|'unsafe-eval'/.test(csp), csp);
  assert.doesNotMatch(html, /\son[a-z]+="/i, 'no inline handler');
  assert.doesNotMatch(html, /\sstyle="/i, 'no style attribute');
  assert.doesNotMatch(html, /(src|href)="(\/|https?:)/i, 'relative URLs only');

  const session = await openPage(web.browser, web.servers[1].url + '#level=120&show=solution');
  const { page } = session;
  await page.waitForSelector('#panel-calc[data-state="done"]');
  // Replay presses the solution on the device to the win; the form is under Your own level
  await page.click('#calc-play');
  await page.waitForSelector('#calc-play-view[data-state="won"]', { timeout: 15000 });
  const calcHash = await page.evaluate(() => location.hash);
  assert.match(calcHash, /^#level=120&presses=[^&]+&show=solution$/);
  await clickEach(page, ['#calc-own > summary', '#calc-palette summary', '.palette-key:has-text("Reverse")', '#calc-paste-box summary', '#calc-options summary', '#tab-digits']);
  assert.match(await page.evaluate(() => location.hash), /^#digits(=|$)/);
  await page.click('#digits-own > summary');
  await page.click('#digits-solve');
  await page.waitForSelector('#panel-digits[data-state="done"]');
  await page.click('#digits-all');
  await page.waitForFunction(() => document.querySelectorAll('#digits-solutions li').length > 0);
  await page.click('#tab-clock');
  await page.waitForSelector('#clock-game[data-state="playing"]');
  await page.click('#clock-game-solution'); // Show solution asks first (the clock's one way to the answer)
  await page.click('#clock-game-solution');
  await page.waitForSelector('#panel-clock[data-state="done"]');
  await page.click('#clock-play');
  await page.waitForTimeout(500);
  // back to the calculator: its last link comes back (the level, the presses, the answer shown)
  await page.click('#tab-calc');
  assert.equal(await page.evaluate(() => location.hash), calcHash);
  // the levels.txt link resolves next to the page
  const href = await page.$eval('.site-footer a[href="levels.txt"]', (a) => a.href);
  assert.equal(href, web.servers[1].url + 'levels.txt');
  const levels = await page.evaluate((u) => fetch(u).then((r) => r.text()), href);
  assert.match(levels, /level: 199/);
  await closePage(session, 'sub-path');
});

test('at 360 px wide nothing overflows, and dark mode is honoured', async () => {
  for (const colorScheme of ['light', 'dark']) {
    // each game with its answer shown (&show=solution): the widest the page gets
    for (const hash of ['#level=199&show=solution', '#digits=415:1,2,3,4,5,6&show=solution', '#clock=4,2&show=solution']) {
      const session = await openPage(web.browser, web.server.url + hash, { viewport: { width: 360, height: 740 }, colorScheme });
      const { page } = session;
      await page.waitForSelector('.panel[data-state="done"]');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.equal(overflow, 0, `${hash} ${colorScheme}: horizontal overflow`);
      const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      const [r, g, b] = bg.match(/\d+/g).map(Number);
      const dark = r + g + b < 150;
      assert.equal(dark, colorScheme === 'dark', `${hash}: body background ${bg} in ${colorScheme}`);
      await closePage(session, `${hash} at 360px ${colorScheme}`);
    }
  }
});

test('every input has a label', async () => {
  const session = await openPage(web.browser, web.server.url);
  const unlabelled = await session.page.evaluate(() =>
    [...document.querySelectorAll('input, textarea, select')]
      .filter((input) => !(input.labels && input.labels.length) && !input.getAttribute('aria-label') && !input.getAttribute('aria-labelledby'))
      .map((input) => input.id || input.outerHTML),
  );
  assert.deepEqual(unlabelled, []);
  await closePage(session, 'labels');
});
