// engine.mjs (tests): loads the built wasm module in Node the way the page's
// worker does, through wasm/engine.mjs, passing the .wasm bytes as wasmBinary
// (Emscripten 3.1.6's fetch-by-path breaks under Node 20).
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = path.join(root, 'web/dist');

export async function loadEngine() {
  const { default: factory } = await import(pathToFileURL(path.join(dist, 'calcsolve.mjs')).href);
  const { createEngine } = await import(pathToFileURL(path.join(dist, 'engine.mjs')).href);
  return createEngine(factory, { wasmBinary: readFileSync(path.join(dist, 'calcsolve.wasm')) });
}

// The level text of a bundled level object from bundledLevels().
export function levelText(level) {
  const lines = [`level: ${level.level}`, `start: ${level.start}`, `goal: ${level.goal}`, `moves: ${level.moves}`,
    `buttons: ${level.buttons.map((b) => b.label).join(', ')}`];
  if (level.portal) lines.push(`portal: ${level.portal[0]} ${level.portal[1]}`);
  return lines.join('\n') + '\n';
}
