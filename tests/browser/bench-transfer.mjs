// bench-transfer.mjs: how many bytes the page costs over the network (prints them;
// asserts nothing), in Chromium, counting every byte the server writes to its
// sockets (headers included, and the requests of the page's workers and of the
// service worker, which the page's own resource timing does not see):
//  - first visit: #level=199&show=solution in a fresh context until it is solved and the service
//    worker has filled its cache (the page's downloads plus the worker's install);
//  - the same first visit with service workers blocked (the page alone);
//  - repeat visits: a new tab, then a reload (the page from the cache; the only
//    request is the browser's update check of sw.js, a few seconds later).
// Two servers of web/dist: "plain" like the tests' (uncompressed, `no-store`, no
// validators: every request is a full download) and "static host" like a typical
// one (gzip, `cache-control: no-cache` with an ETag: a file the browser already
// holds is revalidated with a 304).
//   node tests/browser/bench-transfer.mjs
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DIST, checkDist, launchBrowser, waitReady } from './server.mjs';

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css',
  '.svg': 'image/svg+xml', '.wasm': 'application/wasm', '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json', '.png': 'image/png' };

function serve(staticHost) {
  const sent = { closed: 0, open: new Set(), log: [] };
  const server = createServer((request, response) => {
    let path = new URL(request.url, 'http://x').pathname.slice(1) || 'index.html';
    const file = normalize(join(DIST, decodeURIComponent(path)));
    sent.log.push(path);
    if (!file.startsWith(DIST + sep) || !existsSync(file) || !statSync(file).isFile()) return response.writeHead(404).end();
    let body = readFileSync(file);
    const headers = { 'content-type': TYPES[extname(file)] || 'application/octet-stream' };
    if (!staticHost) headers['cache-control'] = 'no-store';
    else {
      const etag = '"' + createHash('sha1').update(body).digest('hex') + '"';
      Object.assign(headers, { 'cache-control': 'no-cache', etag });
      if (request.headers['if-none-match'] === etag) return response.writeHead(304, headers).end();
      if (/\bgzip\b/.test(request.headers['accept-encoding'] || '') && !/\.png$/.test(path)) {
        body = gzipSync(body, { level: 9 });
        headers['content-encoding'] = 'gzip';
      }
    }
    headers['content-length'] = body.length;
    response.writeHead(200, headers).end(body);
  });
  server.on('connection', (socket) => {
    sent.open.add(socket);
    socket.on('close', () => {
      sent.closed += socket.bytesWritten;
      sent.open.delete(socket);
    });
  });
  const bytes = () => sent.closed + [...sent.open].reduce((sum, socket) => sum + socket.bytesWritten, 0);
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({
    url: `http://127.0.0.1:${server.address().port}/`, sent, bytes, close: () => new Promise((done) => server.close(done)),
  })));
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// What the server sent during visit(), once it has been quiet for a second (and,
// when waitFor names a file, once that file was asked for, or after 20 s).
async function measure(server, visit, waitFor) {
  const start = server.bytes();
  const first = server.sent.log.length;
  await visit();
  for (let waited = 0; waitFor && !server.sent.log.slice(first).includes(waitFor) && waited < 20000; waited += 250) await sleep(250);
  for (let last = -1; last !== server.bytes();) {
    last = server.bytes();
    await sleep(1000);
  }
  const counts = {};
  for (const path of server.sent.log.slice(first)) counts[path] = (counts[path] || 0) + 1;
  return { bytes: server.bytes() - start, requests: server.sent.log.length - first, counts };
}

async function visit(page, url) {
  await page.goto(url + '#level=199&show=solution');
  await waitReady(page);
  await page.waitForSelector('#panel-calc[data-state="done"]', { timeout: 30000 });
}
const show = (label, m) => {
  const files = Object.entries(m.counts).map(([path, n]) => (n > 1 ? `${path} ×${n}` : path)).join(', ');
  console.log(`  ${label}: ${(m.bytes / 1024).toFixed(1)} KiB in ${m.requests} requests${files ? ` (${files})` : ''}`);
};

checkDist();
const browser = await launchBrowser({ full: true });
try {
  for (const staticHost of [false, true]) {
    const server = await serve(staticHost);
    console.log(staticHost ? 'static host (gzip, ETag, cache-control: no-cache):' : 'plain server (uncompressed, no-store, no validators):');
    const blocked = await browser.newContext({ serviceWorkers: 'block' });
    show('first visit, service worker blocked (the page alone)', await measure(server, () => blocked.newPage().then((p) => visit(p, server.url))));
    await blocked.close();
    const context = await browser.newContext();
    const page = await context.newPage();
    show('first visit, with the service worker\'s install', await measure(server, async () => {
      await visit(page, server.url);
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
        if (!navigator.serviceWorker.controller)
          await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
      });
    }));
    show('repeat visit, a new tab (from the cache)', await measure(server, () => context.newPage().then((p) => visit(p, server.url)), 'sw.js'));
    show('repeat visit, reload (from the cache)', await measure(server, () => visit(page, server.url), 'sw.js'));
    await context.close();
    await server.close();
  }
} finally {
  await browser.close();
}
