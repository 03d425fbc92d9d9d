// build-single.mjs: writes calcsolve.html, the whole page in one file that works
// from file:// or dropped on any site: the CSS in one <style>, src/hold.js (the
// first paint's hold) in a <script> at the top of <head>; after it, the worker and
// the wasm (inside the single-file Emscripten glue) as a string with src/boot.js
// (bundled as build.mjs does), which starts the worker from it and posts a link's
// first requests at once, so the engine starts while the rest is parsed; the page
// script at the end of <body>; and a Content-Security-Policy that allows exactly
// those three scripts by hash.
//
//   node web/build-single.mjs build/wasm/calcsolve-single.js web/dist/calcsolve.html
//
// It bundles the page's modules itself (esbuild, as build.mjs does, but as one
// classic script: a dynamic import() is folded in, not split off) and starts from
// web/index.html.
//
// From file:// Chromium refuses module scripts and workers loaded by URL, so the
// worker is started from a blob: URL made of: the glue (defines the global
// factory `createCalcsolve`, wasm inlined as base64), wasm/engine.mjs without its
// `export` keywords, and web/src/worker.js below its cut line. The page script finds
// that source in the global CALCSOLVE_WORKER_SOURCE.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bootScript, bundle, cspHash, staticTabs } from './esbuild-common.mjs';

const [gluePath, outPath] = process.argv.slice(2);
if (!gluePath || !outPath) {
  console.error('usage: node web/build-single.mjs <calcsolve-single.js> <out.html>');
  process.exit(2);
}
const webDir = dirname(fileURLToPath(import.meta.url));
const read = (path) => readFileSync(path, 'utf8');
const fail = (message) => {
  console.error('build-single: ' + message);
  process.exit(1);
};

const glue = read(gluePath);
if (!/\bcreateCalcsolve\b/.test(glue)) fail(`${gluePath} does not define createCalcsolve (built without -sEXPORT_NAME=createCalcsolve?)`);
if (!glue.includes('data:application/octet-stream;base64,')) fail(`${gluePath} has no inlined wasm (built without -sSINGLE_FILE?)`);

// engine.mjs as a classic script: only `export` keywords to drop, no imports.
const engine = read(join(webDir, '..', 'wasm', 'engine.mjs'));
const engineClassic = engine.replace(/^export\s+(?=(async\s+)?function\b|const\b|let\b|class\b)/gm, '');
if (/^\s*(import|export)\b/m.test(engineClassic)) fail('wasm/engine.mjs has an import or export this script cannot rewrite');

const worker = read(join(webDir, 'src', 'worker.js'));
const CUT = '// ---- single-file cut: everything below runs in both builds ----';
const cutAt = worker.indexOf(CUT);
if (cutAt < 0) fail('web/src/worker.js lost its cut line');
const workerBody = worker.slice(cutAt + CUT.length);
if (/^\s*(import|export)\b/m.test(workerBody)) fail('web/src/worker.js has an import or export below its cut line');

const workerSource = [
  glue,
  engineClassic,
  'const factory = createCalcsolve;',
  workerBody,
].join('\n');

// A JS string literal that cannot end the <script> element it sits in.
const literal = JSON.stringify(workerSource)
  .replace(/</g, '\\u003c')
  .replace(/\u2028/g, '\\u2028')
  .replace(/\u2029/g, '\\u2029');

// The page's modules as one classic script and one stylesheet, in memory.
const bundled = await bundle('build-single', {
  entryPoints: { page: join(webDir, 'src', 'main.js') },
  outdir: join(dirname(outPath), 'single'), // not written: only the names of the two outputs
  format: 'iife',
  minify: true,
  write: false,
});
const output = (ext) => {
  const file = bundled.outputFiles.find((f) => f.path.endsWith(ext));
  if (!file) fail(`esbuild gave no ${ext} output`);
  return file.text;
};
const script = output('.js');
if (/<\/script/i.test(script)) fail('the page script contains "</script"');
// the worker's source and boot.js, which starts the worker from it (bootScript checks it for "</script")
const boot = `var CALCSOLVE_WORKER_SOURCE = ${literal};\n${await bootScript('build-single')}`;
const css = output('.css');
if (/<\/style/i.test(css)) fail('page.css contains "</style"');

// src/hold.js, which holds the first paint until the first screen is ready, runs first (in <head>)
const hold = read(join(webDir, 'src', 'hold.js'));
if (/<\/script/i.test(hold)) fail('src/hold.js contains "</script"');

const csp = [
  "default-src 'none'",
  `script-src ${cspHash(hold)} ${cspHash(boot)} ${cspHash(script)} 'wasm-unsafe-eval'`,
  `style-src ${cspHash(css)}`,
  'worker-src blob:',
  // The glue fetches its own data: URL to get the wasm bytes (it falls back to
  // decoding it, but only after a CSP error in the console).
  'connect-src data:',
  'img-src data:',
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

const favicon = read(join(webDir, 'favicon.svg'));
const faviconUrl = 'data:image/svg+xml,' + encodeURIComponent(favicon.trim());

let html = read(join(webDir, 'index.html'));
// What only web/dist/ has (the levels.txt link: no file sits next to calcsolve.html)
// is left out of the file, not only hidden by the script.
html = html.replace(/ ?<span data-dist-only>[\s\S]*?<\/span>/g, '');
if (/href="levels\.txt"/.test(html)) fail('web/index.html links to levels.txt outside a <span data-dist-only>');
const replaceOnce = (pattern, replacement, what) => {
  let count = 0;
  html = html.replace(pattern, () => {
    count++;
    return replacement;
  });
  if (count !== 1) fail(`web/index.html: expected exactly one ${what}, found ${count}`);
};
replaceOnce(/<!-- tabs -->/, staticTabs(), 'tab list\'s <!-- tabs -->');
replaceOnce(/<meta http-equiv="Content-Security-Policy" content="[^"]*">/, `<meta http-equiv="Content-Security-Policy" content="${csp}">`, 'CSP meta tag');
replaceOnce(/<link rel="stylesheet" href="page\.css">/, `<style>${css}</style>`, 'page.css link');
replaceOnce(/<link rel="icon" href="favicon\.svg"[^>]*>/, `<link rel="icon" href="${faviconUrl}" type="image/svg+xml">`, 'favicon link');
replaceOnce(/<script type="module" src="page\.js"><\/script>\n?/, '', 'page.js script tag');
replaceOnce(/<script src="hold\.js"><\/script>/, `<script>${hold}</script>`, 'hold.js script tag');
// boot.js with the worker's source: the worker starts from a blob: URL of it while the page is parsed
replaceOnce(/<script src="boot\.js" async><\/script>/, `<script>${boot}</script>`, 'boot.js script tag');
// the web app manifest and its service worker belong to web/dist/, not to a file opened from disk
replaceOnce(/<link rel="manifest" href="manifest\.webmanifest">\n?/, '', 'manifest link');
replaceOnce(/<\/body>/, `<script>${script}</script>\n</body>`, '</body>');

mkdirSync(dirname(outPath), { recursive: true });
writeFileSync(outPath, html);
console.log(`build-single: wrote ${outPath} (${(Buffer.byteLength(html) / 1024).toFixed(0)} KiB)`);
