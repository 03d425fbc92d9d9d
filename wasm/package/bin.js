#!/usr/bin/env node
// bin.js: `npx calcsolve ...`: the calcsolve CLI (core/cli), compiled into the
// package's second wasm module, dist/calcsolve-cli.wasm (wasm/cli.c; only this
// file loads it, so a browser importing the package never downloads the CLI),
// run with this process's arguments, standard streams and files: node-syscalls.js
// hands its reads and writes to Node's fs. It always runs this wasm build, never a
// native calcsolve on PATH, so the package behaves the same everywhere; its exit
// status is the CLI's.
import fs from 'node:fs';
import tty from 'node:tty';
import factory from './dist/calcsolve-cli.mjs';

const wasmBinary = fs.readFileSync(new URL('./dist/calcsolve-cli.wasm', import.meta.url));
const module = await factory({
  wasmBinary,
  nodeIO: { fs, tty },
  quit: (status) => process.exit(status),
});
const argv = ['calcsolve', ...process.argv.slice(2)];
module.ccall('cs_cli_run', null, ['string', 'number'], [argv.join('\0'), argv.length]);
