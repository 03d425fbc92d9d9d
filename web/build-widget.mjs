// build-widget.mjs: bundles the <calcsolve-widget> custom element
// (web/src/widget/widget.js, its stylesheet css/widget.css as text, wasm/engine.mjs
// and the Emscripten glue of the dist folder) into one minified ES module, with esbuild:
//
//   node web/build-widget.mjs web/dist      -> web/dist/widget.js
//
// Run after calcsolve.mjs and calcsolve.wasm are in the dist folder: the glue is
// taken from there, and at run time it fetches calcsolve.wasm from next to
// widget.js (import.meta.url), so the two files travel together.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { bundle, outDirArgument, webDir } from './esbuild-common.mjs';

const outDir = outDirArgument('build-widget.mjs');
const glue = resolve(outDir, 'calcsolve.mjs');
if (!existsSync(glue)) {
  console.error(`build-widget: ${glue} is missing: build the wasm module first (make web)`);
  process.exit(1);
}

// 'calcsolve-glue' in widget/engine.js is the dist folder's calcsolve.mjs.
const gluePlugin = {
  name: 'calcsolve-glue',
  setup(builder) {
    builder.onResolve({ filter: /^calcsolve-glue$/ }, () => ({ path: glue }));
  },
};

await bundle('build-widget', {
  entryPoints: [join(webDir, 'src', 'widget', 'widget.js')],
  outfile: join(outDir, 'widget.js'),
  format: 'esm',
  loader: { '.css': 'text' },
  minify: true, // unlike the page's bundle: other sites load this file, so every byte counts
  plugins: [gluePlugin],
});
console.log(`build-widget: wrote ${join(outDir, 'widget.js')}`);
