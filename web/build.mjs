// build.mjs: bundles the page's ES modules (web/src/main.js and everything it
// imports, CSS included) into web/dist/ with esbuild (an npm devDependency: a
// bundler, used here to join modules in import order, split off what the first
// screen does not use, and minify; no transpiling beyond ES2020). Source maps
// (page.js.map, page.css.map) keep the minified code debuggable:
//
//   node web/build.mjs web/dist      -> web/dist/page.js (an ES module), page.css,
//                                       chunks/*.js (loaded on demand) and their maps,
//                                       index.html (web/index.html, boot.js inlined)
//
// Code split: what a dynamic import() reaches (the graph's layout library, dagre)
// goes into its own chunk, fetched when first needed. calcsolve.html, which must
// run from file:// where module scripts are refused, bundles the same modules again
// as one classic script (build-single.mjs).
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundle, outDirArgument, webDir } from './esbuild-common.mjs';

// index.html with src/boot.js inlined where web/index.html loads it, and the
// script's hash added to the Content-Security-Policy: the worker then starts while
// the HTML is parsed, without waiting for a request of its own.
function inlineBoot() {
  const html = readFileSync(join(webDir, 'index.html'), 'utf8');
  const boot = readFileSync(join(webDir, 'src', 'boot.js'), 'utf8');
  if (/<\/script/i.test(boot)) throw new Error('src/boot.js contains "</script"');
  const hash = `'sha256-${createHash('sha256').update(boot, 'utf8').digest('base64')}'`;
  const tag = /<script src="boot\.js" async><\/script>/;
  const csp = /(<meta http-equiv="Content-Security-Policy" content="[^"]*script-src 'self')/;
  if (!tag.test(html) || !csp.test(html)) throw new Error('web/index.html: no boot.js tag or no script-src \'self\' to add its hash to');
  return html.replace(tag, () => `<script>${boot}</script>`).replace(csp, (m) => `${m} ${hash}`);
}

const outDir = outDirArgument('build.mjs');
await bundle('build', {
  entryPoints: { page: join(webDir, 'src', 'main.js') }, // page.js and page.css, from the CSS the modules import
  outdir: outDir,
  chunkNames: 'chunks/[name]-[hash]',
  format: 'esm',
  splitting: true,
  minify: true,
  sourcemap: 'linked',
});
writeFileSync(join(outDir, 'index.html'), inlineBoot());
console.log(`build: wrote ${join(outDir, 'page.js')}, page.css, chunks/ and index.html`);
