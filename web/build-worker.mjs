// build-worker.mjs: bundles the page's engine worker, web/src/worker.js, with the
// two modules it imports (the Emscripten glue calcsolve.mjs and wasm/engine.mjs)
// into one file, web/dist/worker.js. A module worker fetches its imports only once
// its own script is in and parsed: a second round trip before the engine can start,
// and a worker whose script has not yet run gets its messages (the compiled wasm
// from boot.js, the page's first request) only when the page's main thread is free
// to hand them over. One file starts sooner (make bench: tests/README.md). Run after
// the glue and engine.mjs are copied into the out dir (they stay there for Node's
// tests and the widget's build, unused by the page):
//
//   node web/build-worker.mjs web/dist      -> web/dist/worker.js (+ .map)
import { join, resolve } from 'node:path';
import { bundle, outDirArgument, webDir } from './esbuild-common.mjs';

const outDir = outDirArgument('build-worker.mjs');
// its imports, './calcsolve.mjs' and './engine.mjs', are the copies in the out dir
const fromOutDir = {
  name: 'from-out-dir',
  setup(build) {
    build.onResolve({ filter: /^\.\/(calcsolve|engine)\.mjs$/ }, (args) => ({ path: resolve(outDir, args.path) }));
  },
};
await bundle('build-worker', {
  entryPoints: [join(webDir, 'src', 'worker.js')],
  plugins: [fromOutDir],
  outfile: join(outDir, 'worker.js'),
  allowOverwrite: true,
  format: 'esm',
  minify: true,
  sourcemap: 'linked',
});
console.log(`build-worker: wrote ${join(outDir, 'worker.js')}`);
