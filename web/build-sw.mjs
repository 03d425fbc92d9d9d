// build-sw.mjs: writes web/dist/sw.js, the service worker (web/sw.js) with the
// build's list of files and their content hash filled in. Run last by `make web`,
// once every other file of web/dist/ is in place:
//
//   node web/build-sw.mjs web/dist      -> web/dist/sw.js
//
// Every file under web/dist/ is listed, except sw.js itself, calcsolve.html
// (the single-file build: it runs from disk and never asks for a worker), the
// source maps (*.map: only a debugger asks for them, over the network), and the
// Emscripten glue and engine.mjs (worker.js carries them bundled: build-worker.mjs;
// they are there for Node). The
// version is the first 16 hex digits of a SHA-256 over the sorted names and
// contents of those files, so it changes exactly when a listed file does.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const NOT_CACHED = new Set(['sw.js', 'calcsolve.html', 'calcsolve.mjs', 'engine.mjs']);

// The files under dir, as URL paths relative to it, sorted.
export function listFiles(dir) {
  const found = [];
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) found.push(relative(dir, full).split(sep).join('/'));
    }
  };
  walk(dir);
  return found.filter((file) => !NOT_CACHED.has(file) && !file.endsWith('.map')).sort();
}

export function buildVersion(dir, files) {
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(file + '\0');
    hash.update(readFileSync(join(dir, file)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

export function writeServiceWorker(dir) {
  const files = listFiles(dir);
  if (!files.includes('index.html')) throw new Error(`${dir} has no index.html: build the page first`);
  const version = buildVersion(dir, files);
  const source = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'sw.js'), 'utf8');
  const marker = /^const BUILD = \{ version: 'dev', files: \[\] \};.*$/m;
  if (!marker.test(source)) throw new Error('web/sw.js lost its `const BUILD = ...` line');
  const filled = source.replace(marker, () => `const BUILD = ${JSON.stringify({ version, files })};`);
  writeFileSync(join(dir, 'sw.js'), filled);
  return { version, files };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: node web/build-sw.mjs <dist dir>');
    process.exit(2);
  }
  try {
    const { version, files } = writeServiceWorker(dir);
    console.log(`build-sw: wrote ${join(dir, 'sw.js')} (cache calcsolve-${version}, ${files.length} files)`);
  } catch (error) {
    console.error('build-sw: ' + error.message);
    process.exit(1);
  }
}
