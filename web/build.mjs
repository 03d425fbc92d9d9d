// build.mjs: bundles the page's ES modules (web/src/main.js and everything it
// imports, CSS included) into web/dist/ with esbuild (an npm devDependency: a
// bundler, used here to join modules in import order, split off what the first
// screen does not use, and minify; no transpiling beyond ES2020). Source maps
// (page.js.map, page.css.map) keep the minified code debuggable:
//
//   node web/build.mjs web/dist      -> web/dist/page.js (an ES module), page.css,
//                                       chunks/*.js (loaded on demand) and their maps,
//                                       index.html (web/index.html, hold.js, boot.js and page.css
//                                       inlined, the tabs written in)
//
// Code split: what only a dynamic import() reaches (the games other than the first,
// the generic tabs, the embed snippet, the service worker's registration, the graph's
// layout library dagre) goes into chunks of its own, fetched after the first screen or
// when first needed; the modules page.js shares with them go into chunks that page.js
// imports, which boot.js asks for as <link rel="modulepreload"> with page.js (the list is
// built into it: CALCSOLVE_PAGE_FILES), so that they download beside page.js, not after it. page.css holds every module's CSS (the chunks' own CSS
// files, which nothing loads, are removed). calcsolve.html, which must run from file://
// where module scripts are refused, bundles the same modules again as one classic
// script (build-single.mjs).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { bootScript, bundle, cspHash, outDirArgument, staticTabs, webDir } from './esbuild-common.mjs';

// index.html with src/hold.js and src/boot.js (bootScript) inlined where web/index.html
// loads them, and each script's hash added to the Content-Security-Policy: the panels are
// held from the start (the frame shows), and the worker starts while the HTML is parsed,
// without waiting for a request of its own.
function inlineScripts(boot, tabs) {
  let html = readFileSync(join(webDir, 'index.html'), 'utf8');
  // page.js and its chunks are asked for by boot.js (CALCSOLVE_PAGE_FILES), when the link allows
  const pageTag = /<!-- the page's code[^>]*-->\n<script type="module" src="page.js"><\/script>\n/;
  if (!pageTag.test(html)) throw new Error('web/index.html: no page.js script tag under its comment');
  html = html.replace(pageTag, '');
  if (!html.includes('<!-- tabs -->')) throw new Error('web/index.html: no <!-- tabs --> in the tab list');
  html = html.replace('<!-- tabs -->', () => tabs); // painted before page.js runs (esbuild-common.mjs)
  const hashes = [];
  for (const [name, tag] of [['hold.js', /<script src="hold\.js"><\/script>/], ['boot.js', /<script src="boot\.js" async><\/script>/]]) {
    const source = name === 'boot.js' ? boot : readFileSync(join(webDir, 'src', name), 'utf8');
    if (/<\/script/i.test(source)) throw new Error(`src/${name} contains "</script"`);
    if (!tag.test(html)) throw new Error(`web/index.html: no ${name} script tag`);
    html = html.replace(tag, () => `<script>${source}</script>`);
    hashes.push(cspHash(source));
  }
  const csp = /(<meta http-equiv="Content-Security-Policy" content="[^"]*script-src 'self')/;
  if (!csp.test(html)) throw new Error('web/index.html: no script-src \'self\' to add the inline scripts\' hashes to');
  html = html.replace(csp, (m) => `${m} ${hashes.join(' ')}`);
  // page.css in a <style>, allowed by its hash: the frame paints as the HTML arrives, with no
  // request of its own to wait for (on a slow link, one that shares the line with page.js and
  // the wasm). page.css stays beside it for the single file's build and the service worker.
  const css = readFileSync(join(outDir, 'page.css'), 'utf8').replace(/\n\/\*# sourceMappingURL=[^*]*\*\/\n?$/, '\n');
  if (/<\/style/i.test(css)) throw new Error('page.css contains "</style"');
  const link = /<link rel="stylesheet" href="page\.css">/;
  const styleSrc = /(<meta http-equiv="Content-Security-Policy" content="[^"]*style-src 'self')/;
  if (!link.test(html) || !styleSrc.test(html)) throw new Error('web/index.html: no page.css link or no style-src \'self\' for its hash');
  return html.replace(link, () => `<style>${css}</style>`).replace(styleSrc, (m) => `${m} ${cspHash(css)}`);
}

const outDir = outDirArgument('build.mjs');
const { metafile } = await bundle('build', {
  entryPoints: { page: join(webDir, 'src', 'main.js') }, // page.js and page.css, from the CSS the modules import
  outdir: outDir,
  chunkNames: 'chunks/[name]-[hash]',
  format: 'esm',
  splitting: true,
  minify: true,
  sourcemap: 'linked',
  // V8's explicit compile hint: compile every function while the script streams in, on a
  // background thread, instead of each on the main thread at its first call (the first
  // screen calls a few hundred). See web/README.md, "The first screen first".
  banner: { js: '//# allFunctionsCalledOnLoad' },
  metafile: true,
});
// the files page.js imports statically, and the files they import: page.js's preloads
const outputs = metafile.outputs;
const name = (file) => relative(outDir, file).split('\\').join('/');
const preloads = [];
const visit = (file) => {
  for (const { path, kind } of outputs[file].imports) {
    if (kind !== 'import-statement' || preloads.includes(name(path))) continue;
    preloads.push(name(path));
    visit(path);
  }
};
visit(Object.keys(outputs).find((file) => name(file) === 'page.js'));
for (const file of Object.keys(outputs)) {
  if (name(file).startsWith('chunks/') && /\.css(\.map)?$/.test(file)) rmSync(file);
}
writeFileSync(join(outDir, 'index.html'), inlineScripts(await bootScript('build', ['page.js', ...preloads]), staticTabs()));
console.log(`build: wrote ${join(outDir, 'page.js')}, page.css, chunks/ and index.html`);
