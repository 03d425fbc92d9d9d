// build.mjs: bundles the page's ES modules (web/src/main.js and everything it
// imports, CSS included) into web/dist/ with esbuild (an npm devDependency: a
// bundler, used here to join modules in import order, split off what the first
// screen does not use, and minify; no transpiling beyond ES2020). Source maps
// (page.js.map, page.css.map) keep the minified code debuggable:
//
//   node web/build.mjs web/dist      -> web/dist/page.js (an ES module), page.css,
//                                       chunks/*.js (loaded on demand) and their maps
//
// Code split: what a dynamic import() reaches (the graph's layout library, dagre)
// goes into its own chunk, fetched when first needed. calcsolve.html, which must
// run from file:// where module scripts are refused, bundles the same modules again
// as one classic script (build-single.mjs).
import { join } from 'node:path';
import { bundle, outDirArgument, webDir } from './esbuild-common.mjs';

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
console.log(`build: wrote ${join(outDir, 'page.js')}, page.css and chunks/`);
