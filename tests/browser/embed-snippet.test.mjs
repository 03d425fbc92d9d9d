// embed-snippet.test.mjs: the footer's "Put calcsolve on your site" (a site
// owner found the footer naming "the project README", which the page cannot
// link to): opened, it shows the iframe snippet with this page's own address
// and the level on show; Copy puts it on the clipboard; pasted as it is into
// a page of another origin, the frame opens that level and follows its height.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { closePage, openPage, startServer, useBrowser } from './server.mjs';

const web = useBrowser();

test('the footer\'s snippet, copied into another site\'s page, frames the level on show and follows its height', async () => {
  const session = await openPage(web.browser, web.server.url + '#level=143', { permissions: ['clipboard-read', 'clipboard-write'] });
  const { page } = session;
  await page.waitForSelector('#calc-play-view[data-state="playing"]');
  assert.equal(await page.isVisible('#embed-snippet'), false, 'closed until asked for');
  await page.click('#embed-howto summary');
  await page.waitForSelector('#embed-snippet:not(:empty)');
  const snippet = await page.textContent('#embed-snippet');
  assert.ok(snippet.includes(`src="${web.server.url}#embed&level=143"`), snippet);
  await page.click('#embed-copy');
  await page.waitForFunction(() => document.querySelector('#embed-copied').textContent !== '');
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), snippet);
  await closePage(session, 'snippet');

  // the snippet as it is, in a page of another origin
  const host = await startServer({ pages: { 'post.html': `<!doctype html><title>My blog</title><h1>A post</h1>\n${snippet}\n<p>After.</p>` } });
  try {
    const context = await web.browser.newContext();
    const blog = { context, page: await context.newPage() };
    await blog.page.goto(host.url + 'post.html');
    const frame = blog.page.frameLocator('#calcsolve');
    await frame.locator('#calc-play-view[data-state="playing"]').waitFor();
    assert.equal(await frame.locator('#calc-play-level').textContent(), '143');
    // the frame took the page's height (posted by the page), not the snippet's 1300
    await blog.page.waitForFunction(() => document.querySelector('#calcsolve').style.height !== '');
    const height = await blog.page.$eval('#calcsolve', (f) => f.getBoundingClientRect().height);
    assert.ok(height > 300 && height !== 1300, `frame ${height} px`);
    await context.close();
  } finally {
    await host.close();
  }
});

test('the snippet opens at the game on show, in the colours picked; dark on a dark host with no color-scheme shows no block; two frames each follow their height', async () => {
  const session = await openPage(web.browser, web.server.url + '#digits=415:1,2,3,4,5,6');
  const { page } = session;
  await page.waitForSelector('#digits-game[data-state="playing"], #panel-digits:not([hidden])');
  await page.click('#embed-howto summary');
  await page.waitForSelector('#embed-snippet:not(:empty)');
  let snippet = await page.textContent('#embed-snippet');
  assert.ok(snippet.includes(`src="${web.server.url}#embed&digits=415:1,2,3,4,5,6"`), snippet);
  assert.match(snippet, /color-scheme: light"/);
  await page.selectOption('#embed-theme', 'dark');
  snippet = await page.textContent('#embed-snippet');
  assert.ok(snippet.includes(`src="${web.server.url}#embed&theme=dark&digits=415:1,2,3,4,5,6"`), snippet);
  assert.match(snippet, /color-scheme: dark"/);
  await page.selectOption('#embed-theme', 'auto');
  assert.match(await page.textContent('#embed-snippet'), /#embed&theme=auto&digits=.*color-scheme: light dark"/s);
  await closePage(session, 'snippet per game');

  // a dark blog that declares no color-scheme: the dark snippet, with the page's background dropped,
  // pasted twice (a second frame further down the post, its id changed)
  const frame = snippet.slice(0, snippet.indexOf('<script>')).replace('#embed&', '#embed&background=transparent&');
  const script = snippet.slice(snippet.indexOf('<script>'));
  const post = `<!doctype html><title>Dark blog</title><style>body { background: #2b2f36; color: #ddd; margin: 0 }</style>
${frame}<p>Between.</p>${frame.replace('id="calcsolve"', 'id="second"')}${script}`;
  const host = await startServer({ pages: { 'post.html': post } });
  try {
    const context = await web.browser.newContext({ viewport: { width: 900, height: 700 } });
    const blog = await context.newPage();
    await blog.goto(host.url + 'post.html');
    for (const id of ['calcsolve', 'second']) {
      await blog.frameLocator('#' + id).locator('#panel-digits:not([hidden])').waitFor();
      await blog.waitForFunction((frameId) => document.getElementById(frameId).style.height !== '', id);
    }
    // a pixel of the first frame's margin, left of its content: the blog's colour, not an opaque canvas
    const box = await blog.locator('#calcsolve').boundingBox();
    const png = await blog.screenshot({ clip: { x: box.x + 2, y: box.y + 2, width: 1, height: 1 } });
    const pixel = await blog.evaluate(async (b64) => {
      const image = await createImageBitmap(await (await fetch('data:image/png;base64,' + b64)).blob());
      const canvas = new OffscreenCanvas(1, 1);
      const context2d = canvas.getContext('2d');
      context2d.drawImage(image, 0, 0);
      return [...context2d.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    }, png.toString('base64'));
    assert.deepEqual(pixel, [0x2b, 0x2f, 0x36], 'the frame painted its own background over the blog');
    await context.close();
  } finally {
    await host.close();
  }
});
