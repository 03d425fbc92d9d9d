// server.mjs: shared helpers of the browser tests (not a test file itself).
//  - startServer(): serves web/dist on 127.0.0.1 at a free port with a tiny
//    node:http static handler (correct types for .mjs and .wasm, no caching;
//    {gzip: true} compresses as static hosts do, for the phone benchmark);
//  - launchBrowser(): Debian's Chromium through playwright-core, nothing
//    downloaded: the tests drive its headless shell (chromium-headless-shell,
//    the same Blink and V8 without the browser's own windows, about half the
//    CPU a page load costs); {full: true}, the full browser users run
//    (chromium), is for the benchmarks and the screenshots;
//  - watchPage(page): collects console errors, page errors, dialogs and CSP
//    violations so every test can fail on any of them;
//  - useBrowser(): the before/after hooks most test files share.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { after, before } from 'node:test';
import { chromium } from 'playwright-core';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DIST = join(ROOT, 'web', 'dist');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

export function checkDist() {
  if (!existsSync(join(DIST, 'index.html')) || !existsSync(join(DIST, 'calcsolve.html')))
    throw new Error(`${DIST} is not built: run \`make web\` first`);
}

// Serves `root` (web/dist) under an optional sub-path prefix such as '/sub/dir/',
// to prove the page works from any sub-path; `headers` are added to every answer
// (the widget test serves web/dist to another origin with CORS); `pages` maps a
// path under the prefix to an HTML text served beside the files (the benchmark's
// floor page); `gzip` sends every text file and the wasm with Content-Encoding: gzip to a
// browser that accepts it, as static hosts do (each file compressed once). Resolves {url, close}.
export function startServer({ root = DIST, prefix = '/', headers = {}, pages = {}, gzip = false } = {}) {
  checkDist();
  const zipped = new Map();
  const send = (req, res, status, head, body) => {
    if (gzip && /\bgzip\b/.test(req.headers['accept-encoding'] || '') && !/^image\/png/.test(head['content-type'] || '')) {
      const key = typeof body === 'string' ? body : head.file;
      if (!zipped.has(key)) zipped.set(key, gzipSync(body, { level: 9 }));
      body = zipped.get(key);
      head = { ...head, 'content-encoding': 'gzip' };
    }
    delete head.file;
    res.writeHead(status, { ...head, 'content-length': Buffer.byteLength(body) }).end(body);
  };
  const server = createServer((req, res) => {
    let path;
    try {
      path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    } catch {
      res.writeHead(400).end('bad request');
      return;
    }
    if (!path.startsWith(prefix)) {
      res.writeHead(404).end('not found');
      return;
    }
    path = path.slice(prefix.length);
    if (Object.hasOwn(pages, path)) {
      send(req, res, 200, { 'content-type': TYPES['.html'], 'cache-control': 'no-store', ...headers }, pages[path]);
      return;
    }
    if (path === '' || path.endsWith('/')) path += 'index.html';
    const file = normalize(join(root, path));
    if (!(file === root || file.startsWith(root + sep)) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const head = { 'content-type': TYPES[extname(file)] || 'application/octet-stream', 'cache-control': 'no-store', ...headers };
    send(req, res, 200, { ...head, file }, readFileSync(file));
  });
  return new Promise((resolvePromise, reject) => {
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolvePromise({
        url: `http://127.0.0.1:${port}${prefix}`,
        close: () => new Promise((done) => server.close(() => done())),
        server,
      });
    });
  });
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// The full browser's own omnibox popup, a WebUI page every new context starts in a renderer
// of its own even when headless: about 0.9 s of CPU per context (the headless shell has none).
const DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

// Chromium honours only the last --disable-features, and playwright-core passes its own
// (features that make pages behave under automation): its list, read from its bundle, is
// given again with ours, and its own switch left out. If a later playwright-core
// writes the list differently, ours alone is passed.
function playwrightDisabledFeatures() {
  try {
    const bundle = readFileSync(join(ROOT, 'node_modules/playwright-core/lib/coreBundle.js'), 'utf8');
    const start = bundle.indexOf('disabledFeatures = [');
    const end = bundle.indexOf('].filter(Boolean)', start);
    if (start < 0 || end < 0) return [];
    return bundle.slice(start, end).split('\n').filter((line) => !/^\s*\/\//.test(line))
      .flatMap((line) => [...line.matchAll(/"([A-Za-z0-9]+)"/g)].map((m) => m[1]));
  } catch (error) {
    return [];
  }
}

// The tests' browser and the full one (benchmarks, screenshots), each a Debian package.
const BROWSERS = {
  shell: { path: '/usr/bin/chromium-headless-shell', install: 'make deps-browser (Debian\'s chromium-headless-shell)' },
  full: { path: '/usr/bin/chromium', install: 'make deps-chromium (Debian\'s chromium)' },
};

export function launchBrowser({ full = false } = {}) {
  const browser = BROWSERS[full ? 'full' : 'shell'];
  if (!existsSync(browser.path)) return Promise.reject(new Error(`${browser.path} is missing: run ${browser.install}`));
  const theirs = playwrightDisabledFeatures();
  return chromium.launch({
    executablePath: browser.path,
    headless: true,
    args: [...CHROMIUM_ARGS, '--disable-features=' + [...theirs, ...DISABLED_FEATURES].join(',')],
    ignoreDefaultArgs: theirs.length ? ['--disable-features=' + theirs.join(',')] : [],
  });
}

const SW_BLOCKED = 'Service Worker registration blocked by Playwright';

// Records every console error or warning, uncaught page error, dialog (alert & co., which
// it dismisses) and CSP violation of the page and of its workers.
export function watchPage(page) {
  const problems = [];
  const seen = { dialogs: [] };
  // warnings count too: the Emscripten glue reports a failed wasm load or a
  // wasm streaming fallback (wrong MIME type) with console.warn
  page.on('console', (message) => {
    if (message.text() === SW_BLOCKED) return; // openPage's own choice, not the page's problem
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('dialog', (dialog) => {
    seen.dialogs.push(dialog.message());
    problems.push(`dialog: ${dialog.type()} ${dialog.message()}`);
    dialog.dismiss().catch(() => {});
  });
  page.on('worker', (worker) => {
    worker.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`worker console ${message.type()}: ${message.text()}`);
    });
  });
  page.on('requestfailed', (request) => {
    // a terminated worker's aborted requests are expected; anything else is not
    const failure = request.failure();
    if (!failure || !/ERR_ABORTED/.test(failure.errorText)) problems.push(`request failed: ${request.url()} ${failure && failure.errorText}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  // CSP violations are reported as console errors by Chromium; count them
  // explicitly too, from inside the page.
  page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return {
    problems,
    seen,
    async assertClean(t) {
      const csp = await page.evaluate(() => window.__cspViolations || []).catch(() => []);
      for (const v of csp) problems.push(`CSP violation: ${v}`);
      if (problems.length) throw new Error(`${t ? t + ': ' : ''}the page reported problems:\n  ${problems.join('\n  ')}`);
    },
  };
}

// Waits until the page's engines are loaded (the app sets data-ready). The
// generous limit is for `make test`, which runs test files side by side with the
// C tests on a small machine: a slow load there is not a failure.
export async function waitReady(page, timeout = 60000) {
  await page.waitForSelector('html[data-ready="true"]', { timeout });
}

// A fresh context and page at url, watched, with the engine loaded: every test
// ends with closePage, which asserts the page logged no problem at all. Service
// workers are blocked unless the test allows them ({serviceWorkers: 'allow'}: the
// offline and embed tests): installing one fetches every file of web/dist/ again,
// CPU that most tests, run side by side on 2 cores, do not need.
export async function openPage(browser, url, contextOptions = {}) {
  const context = await browser.newContext({ serviceWorkers: 'block', ...contextOptions });
  const page = await context.newPage();
  const watch = watchPage(page);
  await page.goto(url);
  await waitReady(page);
  return { page, watch, context };
}

export async function closePage({ watch, context }, name) {
  await watch.assertClean(name);
  await context.close();
}

// Registers hooks that start one static server per prefix (web/dist under it)
// and Chromium before the file's tests, and close them after. Returns the
// object that holds them once they are up: server (the first), servers, browser.
export function useBrowser({ prefixes = ['/'] } = {}) {
  const web = { servers: [], server: null, browser: null };
  before(async () => {
    for (const prefix of prefixes) web.servers.push(await startServer({ prefix }));
    [web.server] = web.servers;
    web.browser = await launchBrowser();
  });
  after(async () => {
    await web.browser?.close();
    for (const server of web.servers) await server.close();
  });
  return web;
}
