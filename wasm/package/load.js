// load.js: the options of createEngine() and createWorkerEngine() that say where
// the package's files are (`wasm`: calcsolve.wasm's URL or its bytes; `worker`:
// the worker script's URL), shared by index.js (browsers) and node.js (Node). A
// bundler that does not copy the files beside its output (esbuild) leaves them
// at addresses that do not exist; a load that fails says which address it tried
// and which option to set, instead of Emscripten's "both async and sync fetching
// of the wasm failed".
import { CalcsolveInputError } from './core.js';

const README = 'the package README, "Bundlers and browsers"';

// The bytes of a wasm file, as given: an ArrayBuffer or a view of one (Uint8Array, Buffer).
export const isBytes = (value) => value instanceof ArrayBuffer || ArrayBuffer.isView(value);

// The options object of `method`, checked: only `allowed` keys; wasm a URL, a string or
// bytes; worker a URL or a string. A typo throws instead of loading from the default.
export function loadOptions(method, options, allowed) {
  if (options === undefined || options === null) return {};
  if (typeof options !== 'object' || Array.isArray(options)) {
    throw new CalcsolveInputError({ field: 'options', message: `${method}() takes an object of options, not ${Array.isArray(options) ? 'an array' : typeof options}` });
  }
  for (const [key, value] of Object.entries(options)) {
    if (!allowed.includes(key)) {
      throw new CalcsolveInputError({ field: key, message: `unknown option "${key}" (${method}() takes ${allowed.join(', ')})` });
    }
    if (value === undefined) continue;
    if (key === 'wasm' && !(typeof value === 'string' || value instanceof URL || isBytes(value))) {
      throw new CalcsolveInputError({ field: 'wasm', message: 'must be the URL of calcsolve.wasm (a URL or a string) or its bytes (an ArrayBuffer or a Uint8Array)' });
    }
    if (key === 'worker' && !(typeof value === 'string' || value instanceof URL)) {
      throw new CalcsolveInputError({ field: 'worker', message: 'must be the URL of the worker script (a URL or a string)' });
    }
  }
  return options;
}

// The error of a wasm that did not load from `where` (its URL or path) for `reason`.
export function wasmLoadError(where, reason, cause) {
  const error = new Error(`calcsolve: could not load the engine's wasm from ${where} (${reason}); ` +
    'set the `wasm` option of createEngine() or createWorkerEngine() to the URL where ' +
    `calcsolve/wasm/package/dist/calcsolve.wasm is served, or to its bytes (${README})`, cause ? { cause } : undefined);
  error.url = String(where);
  if (cause && cause.code) error.code = cause.code;
  return error;
}

// The error of a worker script that did not load from `where`: in a browser the option
// names worker.js bundled on its own; in Node (node: true) worker-node.js's path or URL.
// failed: what workerFailure() found ({url, reason}), named as the error's url.
export function workerLoadError(where, { node = false, cause, failed = null } = {}) {
  const script = node ? 'the path or URL of calcsolve/wasm/package/worker-node.js (or leave the option out)'
    : 'the URL of calcsolve/wasm/package/worker.js bundled on its own';
  const what = failed && failed.url !== String(where)
    ? `the engine's worker script ${where} loaded, but a module it imports did not: ${failed.url} (${failed.reason})`
    : `the engine's worker script did not load from ${where}${failed ? ` (${failed.reason})` : ''}`;
  const error = new Error(`calcsolve: ${what}; set the \`worker\` option of createWorkerEngine() to ${script} (${README})`,
    cause ? { cause } : undefined);
  error.url = failed ? failed.url : String(where);
  if (cause && cause.code) error.code = cause.code;
  return error;
}

// The modules a script imports statically (import/export ... from '...', import '...').
const IMPORTS = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?['"]([^'"\n]+)['"]/g;

// Why a module worker at `url` did not start, fetched as it would be: {url, reason} of the
// script, or of the first module it imports (a few levels down) that does not load or is a
// bare name (no import map applies in a worker); null when all of it loads.
export async function workerFailure(url, seen = new Set(), depth = 0) {
  if (seen.has(url) || depth > 4) return null;
  seen.add(url);
  let response;
  try {
    response = await fetch(url, { credentials: 'same-origin' });
  } catch (e) {
    return { url, reason: e && e.message ? e.message : String(e) };
  }
  if (!response.ok) return { url, reason: `HTTP ${response.status}` };
  const type = response.headers.get('content-type') || '';
  if (type && !/javascript|ecmascript/i.test(type)) return { url, reason: `served as ${type.split(';')[0]}, not JavaScript` };
  const text = await response.text();
  for (const [, specifier] of text.matchAll(IMPORTS)) {
    if (!/^(\.{0,2}\/|[a-z][\w+.-]*:)/i.test(specifier)) {
      return { url: specifier, reason: `imported by ${url}: a bare module name, which a worker cannot resolve (an import map does not apply in workers)` };
    }
    const found = await workerFailure(new URL(specifier, url).href, seen, depth + 1);
    if (found) return found;
  }
  return null;
}

// bytes as a Uint8Array, if they are a wasm module (they begin with "\0asm"); a web
// server's "not found" page answered with status 200 is not.
export function wasmBytes(bytes, where) {
  const view = bytes instanceof ArrayBuffer ? new Uint8Array(bytes) : new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.length < 8 || view[0] !== 0 || view[1] !== 0x61 || view[2] !== 0x73 || view[3] !== 0x6d) {
    throw wasmLoadError(where, `${view.length} bytes that are not a wasm module`);
  }
  return view;
}
