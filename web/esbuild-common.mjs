// esbuild-common.mjs: what the two esbuild bundlers (build.mjs for the page,
// build-widget.mjs for the widget) share: the out-dir argument, loading esbuild
// with a clear message when node_modules lacks it, and the options both bundles use;
// and the CSP hash of an inline script or style (build.mjs, build-single.mjs).
import { createHash } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const webDir = dirname(fileURLToPath(import.meta.url));

// Options of both bundles: one file with all imports, ES2020, UTF-8 kept, no licence comments.
export const commonOptions = {
  bundle: true,
  target: 'es2020',
  charset: 'utf8',
  legalComments: 'none',
  logLevel: 'warning',
};

// src/boot.js and the modules it imports (first-requests.js and the games' requests.js) as
// one classic script, in memory, to be inlined (build.mjs, build-single.mjs). Not minified,
// so that a stack names its function (startSolverEarly: tests/browser/first-load.test.mjs).
export async function bootScript(tool) {
  const result = await bundle(tool, { entryPoints: [join(webDir, 'src', 'boot.js')], format: 'iife', write: false });
  const text = result.outputFiles[0].text;
  if (/<\/script/i.test(text)) {
    console.error(`${tool}: src/boot.js contains "</script"`);
    process.exit(1);
  }
  return text;
}

// The CSP source that allows exactly this inline script or style: 'sha256-…'.
export const cspHash = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

// The out dir, the one argument of `node web/<script> <out dir>`; exits 2 without it.
export function outDirArgument(script) {
  const outDir = process.argv[2];
  if (!outDir) {
    console.error(`usage: node web/${script} <out dir>`);
    process.exit(2);
  }
  return outDir;
}

// Runs esbuild's build(options) and gives its result; exits 1 when esbuild is not installed or the build fails
// (esbuild has then printed the errors with file and line). `tool` prefixes the messages.
export async function bundle(tool, options) {
  let build;
  try {
    ({ build } = await import('esbuild'));
  } catch (error) {
    console.error(`${tool}: esbuild is missing from node_modules: run \`npm ci\` (make deps-node does)`);
    process.exit(1);
  }
  try {
    return await build({ ...commonOptions, ...options });
  } catch (error) {
    process.exit(1);
  }
}
