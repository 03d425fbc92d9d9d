#!/usr/bin/env node
// bin.js: `npx calcsolve ...`: the calcsolve CLI (core/cli) compiled to wasm for
// Node, run with this process's arguments, standard streams and files (NODERAWFS).
// It always runs this wasm build, never a native calcsolve on PATH, so the
// package behaves the same everywhere; its exit status is the CLI's.
import { createRequire } from 'node:module';

createRequire(import.meta.url)('./dist/calcsolve-cli.cjs');
