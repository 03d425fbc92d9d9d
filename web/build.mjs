// build.mjs: bundles the page's ES modules (web/src/main.js and everything it
// imports, CSS included) into one classic script and one stylesheet, with
// esbuild (an npm devDependency: a bundler, used here only to concatenate
// modules in import order; no minifying, no transpiling beyond ES2020):
//
//   node web/build.mjs web/dist      -> web/dist/page.js, web/dist/page.css
//
// A classic script (an IIFE), not a module, so build-single.mjs can inline the
// same file into calcsolve.html, which must run from file://.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const outDir = process.argv[2];
if (!outDir) {
  console.error('usage: node web/build.mjs <out dir>');
  process.exit(2);
}
const webDir = dirname(fileURLToPath(import.meta.url));
let build;
try {
  ({ build } = await import('esbuild'));
} catch (error) {
  console.error('build: esbuild is missing from node_modules: run `npm ci` (make deps-node does)');
  process.exit(1);
}

try {
  await build({
    entryPoints: [join(webDir, 'src', 'main.js')],
    outfile: join(outDir, 'page.js'), // and page.css, from the CSS the modules import
    bundle: true,
    format: 'iife',
    target: 'es2020',
    charset: 'utf8',
    legalComments: 'none',
    logLevel: 'warning',
  });
} catch (error) {
  // esbuild has printed the errors with file and line
  process.exit(1);
}
console.log(`build: wrote ${join(outDir, 'page.js')} and page.css`);
