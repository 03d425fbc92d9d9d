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
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const outDir = process.argv[2];
if (!outDir) {
  console.error('usage: node web/build-widget.mjs <out dir>');
  process.exit(2);
}
const webDir = dirname(fileURLToPath(import.meta.url));
const glue = resolve(outDir, 'calcsolve.mjs');
if (!existsSync(glue)) {
  console.error(`build-widget: ${glue} is missing: build the wasm module first (make web)`);
  process.exit(1);
}
let build;
try {
  ({ build } = await import('esbuild'));
} catch (error) {
  console.error('build-widget: esbuild is missing from node_modules: run `npm ci` (make deps-node does)');
  process.exit(1);
}

// 'calcsolve-glue' in widget/engine.js is the dist folder's calcsolve.mjs.
const gluePlugin = {
  name: 'calcsolve-glue',
  setup(builder) {
    builder.onResolve({ filter: /^calcsolve-glue$/ }, () => ({ path: glue }));
  },
};

try {
  await build({
    entryPoints: [join(webDir, 'src', 'widget', 'widget.js')],
    outfile: join(outDir, 'widget.js'),
    bundle: true,
    format: 'esm',
    target: 'es2020',
    charset: 'utf8',
    legalComments: 'none',
    loader: { '.css': 'text' },
    minify: true, // unlike the page's bundle: other sites load this file, so every byte counts
    plugins: [gluePlugin],
    logLevel: 'warning',
  });
} catch (error) {
  process.exit(1); // esbuild has printed the errors with file and line
}
console.log(`build-widget: wrote ${join(outDir, 'widget.js')}`);
