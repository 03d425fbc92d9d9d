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
    assert.equal(await frame.locator('#play-level').textContent(), '143');
    // the frame took the page's height (posted by the page), not the snippet's 1200
    await blog.page.waitForFunction(() => document.querySelector('#calcsolve').style.height !== '');
    const height = await blog.page.$eval('#calcsolve', (f) => f.getBoundingClientRect().height);
    assert.ok(height > 300 && height !== 1200, `frame ${height} px`);
    await context.close();
  } finally {
    await host.close();
  }
});
