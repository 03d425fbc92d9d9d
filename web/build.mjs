// build.mjs: bundles the page's ES modules (web/src/main.js and everything it
// imports, CSS included) into one classic script and one stylesheet, with
// esbuild (an npm devDependency: a bundler, used here to concatenate modules
// in import order and minify them; no transpiling beyond ES2020). Source maps
// (page.js.map, page.css.map) keep the minified code debuggable:
//
//   node web/build.mjs web/dist      -> web/dist/page.js, web/dist/page.css (and their maps)
//
// A classic script (an IIFE), not a module, so build-single.mjs can inline the
// same file into calcsolve.html, which must run from file://.
import { join } from 'node:path';
import { bundle, outDirArgument, webDir } from './esbuild-common.mjs';

const outDir = outDirArgument('build.mjs');
await bundle('build', {
  entryPoints: [join(webDir, 'src', 'main.js')],
  outfile: join(outDir, 'page.js'), // and page.css, from the CSS the modules import
  format: 'iife',
  minify: true,
  sourcemap: 'linked',
});
console.log(`build: wrote ${join(outDir, 'page.js')} and page.css`);
