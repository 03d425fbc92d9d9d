// embed.test.mjs: the page inside another site's iframe, with the README's own
// snippet (iframe and host script) on a host page of another origin: the
// compact embed (#embed: no header, no footer), the height the page posts
// ({type: 'calcsolve:height', height}) sizing the frame as its content grows,
// and the game's Copy link reaching the clipboard from inside the frame. A level
// opens to play there too; Show solution shows its answer.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { ROOT, closePage, startServer, useBrowser, watchPage } from './server.mjs';

const web = useBrowser();
let hostDir, host;

// The README's iframe snippet: its ```html block that has the host script (web/README.md
// explains the same block; tests/setup/docs.test.mjs checks that the two are equal).
function readmeSnippet() {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const block = [...readme.matchAll(/```html\n([\s\S]*?)```/g)].map((m) => m[1]).find((b) => b.includes('calcsolve:height'));
  assert.ok(block, 'the README shows the iframe snippet with its host script');
  return block;
}

before(async () => {
  hostDir = mkdtempSync(join(tmpdir(), 'calcsolve-host-'));
  host = await startServer({ root: hostDir }); // another port: another origin than the page
});
after(async () => {
  await host?.close();
  if (hostDir) rmSync(hostDir, { recursive: true, force: true });
});

// A host page with the snippet, its src pointing at the page's server; it also
// records every height message it receives.
function writeHost(name, src) {
  const snippet = readmeSnippet();
  assert.match(snippet, /allow="clipboard-write"/);
  const page = snippet.replace(/src="calcsolve\/index\.html([^"]*)"/, (m, rest) => `src="${src || web.server.url + 'index.html' + rest}"`);
  assert.notEqual(page, snippet, 'the snippet has src="calcsolve/index.html…"');
  writeFileSync(join(hostDir, name), `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>host</title><link rel="icon" href="data:,"></head>
<body style="margin: 0">
<script>
  window.heights = [];
  addEventListener('message', (event) => {
    if (event.data && event.data.type === 'calcsolve:height') window.heights.push(event.data.height);
  });
</script>
<h1>A site that embeds calcsolve</h1>
${page}
<p id="after">after the frame</p>
</body></html>`);
  return host.url + name;
}

async function openHost(url, contextOptions = {}) {
  const context = await web.browser.newContext({ viewport: { width: 1200, height: 800 }, ...contextOptions });
  const page = await context.newPage();
  const watch = watchPage(page);
  await page.goto(url);
  const frame = page.frameLocator('#calcsolve');
  await frame.locator('html[data-ready="true"]').waitFor({ timeout: 20000 });
  return { page, frame, context, watch };
}

// The frame's height on the host page and the last height the page posted.
const sizes = (page) =>
  page.evaluate(() => ({ frame: document.getElementById('calcsolve').getBoundingClientRect().height, last: window.heights.at(-1) }));

test('the README snippet: the host receives the page height, the frame fits it and follows it as it grows', async () => {
  const session = await openHost(writeHost('fit.html'));
  const { page, frame } = session;
  // the level opens to play; its answer on Show solution
  await frame.locator('#calc-play-view[data-state="playing"]').waitFor();
  assert.equal(await frame.locator('#calc-play-level').textContent(), '199');
  // the compact embed: no header, no footer
  assert.equal(await frame.locator('.site-header').isVisible(), false);
  assert.equal(await frame.locator('.site-footer').isVisible(), false);
  assert.equal(await frame.locator('#calc-solution-steps li').count(), 0);
  await frame.getByRole('button', { name: 'Show solution' }).click();
  await frame.locator('#calc-play-solution').click(); // the first press asks, the second shows
  await frame.locator('#panel-calc[data-state="done"]').waitFor();
  assert.equal(await frame.locator('#calc-solution-steps li').count(), 6);
  await page.waitForFunction(() => window.heights.length > 0);
  // cross-origin: the host reads the frame through its messages only; compare with what the page measures
  const content = () => frame.locator('body').evaluate((body) => Math.ceil(body.getBoundingClientRect().height));
  await page.waitForFunction(() => {
    const iframe = document.getElementById('calcsolve');
    return Math.abs(iframe.getBoundingClientRect().height - window.heights.at(-1)) < 1;
  });
  let s = await sizes(page);
  assert.equal(s.last, await content(), 'the last height posted is the content height');
  assert.ok(Math.abs(s.frame - s.last) < 1, `the frame (${s.frame}) is the posted height (${s.last})`);
  // nothing scrolls inside the frame
  assert.equal(await frame.locator('html').evaluate((html) => html.scrollHeight <= html.clientHeight + 1), true);
  // the content grows (the grid of 199 levels): a new height, the frame follows
  const before = s.last;
  await frame.locator('#calc-level-all').click();
  await page.waitForFunction((h) => window.heights.at(-1) > h, before);
  await page.waitForFunction(() => Math.abs(document.getElementById('calcsolve').getBoundingClientRect().height - window.heights.at(-1)) < 1);
  s = await sizes(page);
  assert.equal(s.last, await content());
  // and shrinks back
  await frame.locator('#calc-level-all').click();
  await page.waitForFunction((h) => window.heights.at(-1) === h, before);
  // a level picked inside: the flag stays in the frame's address, so a reload stays compact
  await frame.locator('#calc-level-next').click();
  await frame.locator('#calc-play-view[data-state="playing"]').waitFor();
  await frame.locator('#calc-play-level:text-is("1")').waitFor();
  assert.equal(await frame.locator('html').evaluate(() => location.hash), '#embed&level=1');
  await session.watch.assertClean('fit');
  await session.context.close();
});

test('Copy link works inside the frame (allow="clipboard-write") and gives the full page\'s link', async () => {
  const session = await openHost(writeHost('copy.html'));
  const { page, frame, context } = session;
  for (const origin of [new URL(web.server.url).origin, new URL(host.url).origin])
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  await frame.locator('#calc-play-view[data-state="playing"]').waitFor();
  // the game's Copy link (beside it) copies through the tab's own (hidden with the form)
  await frame.getByRole('button', { name: 'Copy link', exact: true }).click();
  await frame.locator('#calc-copy[data-copied]').waitFor({ state: 'attached' });
  assert.equal(await frame.locator('#calc-copy').getAttribute('data-copied'), 'yes');
  assert.equal(await frame.locator('#calc-play-link-status').textContent(), 'Link copied.');
  const status = await frame.locator('#calc-status').textContent();
  assert.equal(status, 'Link copied: ' + web.server.url + 'index.html#level=199');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(copied, web.server.url + 'index.html#level=199');
  await session.watch.assertClean('copy');
  await context.close();
});

test('outside a frame the page posts nothing, and #embed alone opens level 1 compact', async () => {
  const session = await openHost(writeHost('plain.html', web.server.url + 'index.html#embed'));
  const { frame } = session;
  await frame.locator('#calc-level-search').evaluate((input) => new Promise((resolve) => {
    const check = () => (input.value === '1' ? resolve() : setTimeout(check, 50));
    check();
  }));
  assert.equal(await frame.locator('.site-header').isVisible(), false);
  assert.equal(await frame.locator('html').evaluate(() => location.hash), '#embed&level=1');
  await session.watch.assertClean('embed alone');
  await session.context.close();
  // the page on its own: no message to a parent (it is its own parent), full height body
  const alone = await web.browser.newContext();
  const page = await alone.newPage();
  const watch = watchPage(page);
  await page.addInitScript(() => {
    window.posted = [];
    const original = window.postMessage.bind(window);
    window.postMessage = (...args) => {
      window.posted.push(args[0]);
      return original(...args);
    };
  });
  await page.goto(web.server.url + '#level=5');
  await page.waitForSelector('html[data-ready="true"]');
  assert.deepEqual(await page.evaluate(() => window.posted.filter((m) => m && m.type === 'calcsolve:height')), []);
  assert.equal(await page.evaluate(() => document.documentElement.classList.contains('framed')), false);
  await closePage({ watch, context: alone }, 'alone');
});
