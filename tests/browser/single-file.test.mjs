// single-file.test.mjs: web/dist/calcsolve.html, the page in one file (CSS,
// script, worker and wasm inlined), opened from disk (file://) and served from a
// sub-path of another site, under its own hash-based Content-Security-Policy.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, copyFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, test } from 'node:test';
import { loadEngine } from '../wasm/engine.mjs';
import { DIST, closePage, launchBrowser, openPage, startServer, watchPage } from './server.mjs';

const SINGLE = join(DIST, 'calcsolve.html');
let browser, engine, elsewhere, server;
before(async () => {
  browser = await launchBrowser();
  engine = await loadEngine();
  // "dropped on any site": the file alone in a directory, served under a sub-path
  elsewhere = mkdtempSync(join(tmpdir(), 'calcsolve-single-'));
  copyFileSync(SINGLE, join(elsewhere, 'solver.html'));
  server = await startServer({ root: elsewhere, prefix: '/any/site/' });
});
after(async () => {
  await browser?.close();
  await server?.close();
  if (elsewhere) rmSync(elsewhere, { recursive: true, force: true });
});


test('calcsolve.html has three inline scripts (hold.js, the worker with boot.js, the page) and one inline style, all allowed by hash only', () => {
  const html = readFileSync(SINGLE, 'utf8');
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)];
  assert.equal(scripts.length, 3);
  for (const script of scripts) assert.equal(script[1].trim(), '', 'a script is inline, not loaded by URL');
  // the first paint's hold comes first, in <head>, then the worker's source with boot.js, which
  // starts it while the rest is parsed; the page's script ends the body
  assert.ok(html.indexOf(scripts[1][0]) < html.indexOf('</head>'), 'hold.js and boot.js are not in <head>');
  assert.match(scripts[0][2], /classList\.add\('holding'\)/);
  assert.match(scripts[1][2], /^var CALCSOLVE_WORKER_SOURCE = "/);
  assert.match(scripts[1][2], /function startSolverEarly\(\)/);
  assert.ok(html.indexOf(scripts[2][0]) > html.indexOf('<body'), 'the page script is not in <body>');
  assert.equal(styles.length, 1);
  const csp = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]*)">/)[1];
  const hash = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
  assert.ok(csp.includes(`script-src ${hash(scripts[0][2])} ${hash(scripts[1][2])} ${hash(scripts[2][2])} 'wasm-unsafe-eval'`), csp);
  assert.ok(csp.includes(`style-src ${hash(styles[0][1])}`), csp);
  assert.ok(csp.includes('worker-src blob:'), csp);
  assert.ok(!csp.includes('unsafe-inline') && !csp.includes("'unsafe-eval'"), csp);
  // nothing is loaded by URL: no src/href to another file (links to levels.txt are hidden in this build)
  assert.doesNotMatch(html, /<(script|img|iframe)\b[^>]*\bsrc=/i);
  assert.doesNotMatch(html, /<link\b[^>]*href="(?!data:)/i);
  // and no link to levels.txt, which is not next to the file: left out, not only hidden
  assert.doesNotMatch(html, /href="levels\.txt"/);
  // no inline handlers or style attributes
  assert.doesNotMatch(html, /\son[a-z]+="/i);
  assert.doesNotMatch(html, /\sstyle="/i);
});

test('opened from file:// it solves #level=199 in a blob: worker with the inlined wasm', async () => {
  const session = await openPage(browser, pathToFileURL(SINGLE).href + '#level=199&show=solution');
  const { page } = session;
  await page.waitForSelector('#panel-calc[data-state="done"]');
  const values = await page.$$eval('#calc-solution-steps li .step-value .after', (v) => v.map((x) => x.textContent));
  assert.equal(values.length, 6);
  assert.equal(values.at(-1), '3507');
  // typed buttons are checked by the engine here too (the form is in Your own level)
  await page.click('#calc-own > summary');
  await page.fill('#calc-button-input', 'bogus');
  const message = engine.checkButton('bogus').error.message;
  await page.waitForFunction((m) => document.querySelector('#calc-button-error').textContent === m, message);
  // and the other games run
  await page.evaluate(() => {
    location.hash = 'digits=415:1,2,3,4,5,6&show=solution';
  });
  await page.waitForSelector('#panel-digits[data-state="done"]');
  assert.match(await page.textContent('#digits-count'), /^4 distinct solutions/);
  await page.evaluate(() => {
    location.hash = 'clock=4,2&show=solution';
  });
  await page.waitForSelector('#panel-clock[data-state="done"]');
  assert.equal((await page.locator('#clock-answer .c0, #clock-answer .cx').allTextContents()).join('').length, 48);
  // the levels.txt link, which has no file next to it, is hidden
  assert.equal(await page.isVisible('[data-dist-only]'), false);
  await session.watch.assertClean('file://');
  await session.context.close();
});

test('dropped on another site under a sub-path it works the same, cancel included', async () => {
  // not openPage: its wait for the page's readiness can outlast this search, which Cancel must catch running
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const session = { page, context, watch: watchPage(page) };
  await page.goto(server.url + 'solver.html#start=0&goal=999999&moves=99&buttons=%2B1,x2,Reverse,Inv10,SUM,Mirror,%3CShift,Shift%3E,Store,7&portal=5,0&show=solution');
  await page.waitForSelector('#panel-calc[data-state="running"]');
  await page.click('#calc-cancel');
  assert.equal(await page.getAttribute('#panel-calc', 'data-state'), 'cancelled');
  await page.evaluate(() => {
    location.hash = 'level=100&show=solution';
  });
  await page.waitForSelector('#panel-calc[data-state="done"]');
  assert.ok((await page.locator('#calc-solution-steps li').count()) > 0);
  await session.watch.assertClean('sub-path');
  await session.context.close();
});
