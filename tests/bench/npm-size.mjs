// npm-size.mjs: the npm package's size, measured by `make bench` (tests/bench/bench.sh) and
// written into the docs that quote it, so no figure there is typed by hand. It runs
// `npm pack ./build/npm --dry-run --json` on the staged package (`make package`), prints
// the sizes, and rewrites what stands between <!-- npm-pack --> and <!-- /npm-pack --> in
// wasm/package/README.md (its "Size" section) and tests/README.md (the speed table). The
// package README is in the tarball, so the staged copy is made afresh (wasm/package/stage.mjs)
// and measured again until the figure it quotes is the tarball's own. The package test
// (tests/package/package.test.mjs) compares the quoted figure with the tarball it packs,
// through quotedTarballSize(). Usage: node tests/bench/npm-size.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { BASE_BYTES, BYTES_PER_GAME, packedBudget } from '../package/size-budget.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MARKED = /<!-- npm-pack -->([\s\S]*?)<!-- \/npm-pack -->/;
const n = (x) => x.toLocaleString('en-US');

// What each doc says between its markers, from npm pack's record p of the tarball.
const DOCS = {
  'wasm/package/README.md': (p, date, size) => `measured ${date}: **${n(p.size)} bytes\npacked**, ${n(p.unpackedSize)} bytes unpacked,\n` +
    `${p.entryCount} files: the engine's wasm (${n(size('calcsolve.wasm'))} bytes) and its Emscripten glue (${n(size('calcsolve.mjs'))}),\n` +
    `the CLI's wasm (${n(size('calcsolve-cli.wasm'))}) and glue (${n(size('calcsolve-cli.mjs'))}), this README, the JavaScript and the types.`,
  'tests/README.md': (p, date) => `(${date}: ${n(p.size)} bytes packed)`,
};

// {packed, files} as a doc quotes them between its markers (files when it says), or null.
export function quotedTarballSize(text) {
  const m = text.match(MARKED);
  const packed = m && m[1].match(/([\d,]+) bytes\s+packed/);
  if (!packed) return null;
  const files = m[1].match(/(\d+) files/);
  return { packed: Number(packed[1].replace(/,/g, '')), files: files ? Number(files[1]) : undefined };
}

// How many games the engine lists (the wasm module's own list, as the package test counts them).
function gameCount() {
  const r = spawnSync('node', ['-e', "import('./tests/wasm/engine.mjs').then(async (m) => console.log((await m.loadEngine()).games().length))"],
    { cwd: root, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`counting the games failed: ${r.stderr}`);
  return Number(r.stdout.trim());
}

function pack() {
  const r = spawnSync('npm', ['pack', './build/npm', '--dry-run', '--json', '--ignore-scripts'], { cwd: root, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`npm pack failed (${r.status}): ${r.stderr}`);
  return JSON.parse(r.stdout.slice(r.stdout.indexOf('[')))[0];
}

function stage() {
  const r = spawnSync('node', ['wasm/package/stage.mjs', 'build/npm'], { cwd: root, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`staging failed: ${r.stderr}`);
}

function main() {
  const date = new Date().toISOString().slice(0, 10);
  let p = pack();
  for (let round = 0; round < 4; round++) {
    const size = (name) => p.files.find((f) => f.path === `wasm/package/dist/${name}`).size;
    let changed = false;
    for (const [file, render] of Object.entries(DOCS)) {
      const full = path.join(root, file);
      const text = readFileSync(full, 'utf8');
      if (!MARKED.test(text)) throw new Error(`${file} has no <!-- npm-pack --> ... <!-- /npm-pack --> to write the size into`);
      const next = text.replace(MARKED, `<!-- npm-pack -->${render(p, date, size)}<!-- /npm-pack -->`);
      if (next !== text) { writeFileSync(full, next); changed = true; }
    }
    if (!changed) break;
    stage();
    p = pack();
  }
  const games = gameCount();
  console.log(`${p.filename}: ${p.size} bytes packed (${(p.size / 1024).toFixed(0)} KiB), ${p.unpackedSize} unpacked, ${p.entryCount} files; ` +
    `budget ${packedBudget(games)} bytes for ${games} games (${BASE_BYTES} + ${BYTES_PER_GAME} a game: tests/package/size-budget.mjs)`);
  for (const f of p.files.filter((f) => /\.(wasm|mjs)$/.test(f.path) && f.path.includes('/dist/'))) console.log(`  ${f.path}: ${f.size} bytes`);
  console.log('written into wasm/package/README.md ("Size") and tests/README.md');
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) main();
