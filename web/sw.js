// sw.js: the page's service worker, so that after one visit calcsolve opens and
// solves with the network off. web/build-sw.mjs writes web/dist/sw.js from this
// file, filling in BUILD below: the list of files the page needs (the page, its
// script and styles, the worker, the wasm, the levels, the manifest and icons)
// and a hash of their contents. The cache is named after that hash, so:
//  - a deploy that changes any file changes sw.js too; the browser notices on
//    the next visit, installs this new worker, which fills a new cache and, on
//    activating, deletes every older calcsolve cache;
//  - an unchanged build keeps the same name and nothing is downloaded again.
// Files of the list are answered from the cache first (they cannot be stale:
// the cache holds exactly one build); anything else goes to the network.
// The single-file calcsolve.html never registers a worker (no file: support).
const BUILD = { version: 'dev', files: [] }; // filled in by web/build-sw.mjs

const PREFIX = 'calcsolve-';
const CACHE = PREFIX + BUILD.version;
// The folder this worker serves (the page may live under any sub-path).
const SCOPE = new URL('./', self.location.href).href;

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // 'no-cache': revalidate with the server, never store a stale HTTP-cached copy under the new name
    await cache.addAll(BUILD.files.map((file) => new Request(new URL(file, SCOPE).href, { cache: 'no-cache' })));
    // take over at once: an open page is told (offline.js) and uses the new build on its next load
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    const names = await caches.keys();
    await Promise.all(names.filter((name) => name.startsWith(PREFIX) && name !== CACHE).map((name) => caches.delete(name)));
    await self.clients.claim();
  })());
});

// The cached file a request is for, or null: the folder itself is index.html, and
// a query (?embed=1) does not make another file.
function cachedPath(request) {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || !url.href.startsWith(SCOPE)) return null;
  let path = url.pathname.slice(new URL(SCOPE).pathname.length);
  if (path === '') path = 'index.html';
  return BUILD.files.includes(path) ? path : null;
}

self.addEventListener('fetch', (event) => {
  const path = cachedPath(event.request);
  if (!path) return; // the network, as without a worker
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const hit = await cache.match(new URL(path, SCOPE).href);
    return hit || fetch(event.request);
  })());
});
