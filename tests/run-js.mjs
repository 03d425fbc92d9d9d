// run-js.mjs: the JavaScript half of `make test` (make test-js): every *.test.mjs
// under the given folders in one node:test run, JOBS files at a time, the
// longest first. `node --test` starts files in name order, so the longest ones
// (the package tests, the axe runs) could start last and end the run alone;
// here each file's time in the last run (kept in build/test-times.json, not
// checked in) orders the next. Files not timed yet (all of them in a fresh
// clone) go first, by a guess: the package tests (npm, TypeScript, bundlers),
// then the browser tests, then the rest, the larger file first in each. Output:
// node:test's TAP, its summary (# pass N, # fail N) closing the run; exit 1 when
// a test fails.
//   node tests/run-js.mjs <jobs> <folder>...
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { run } from 'node:test';
import { tap } from 'node:test/reporters';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const TIMES = join(ROOT, 'build', 'test-times.json');

const [jobsArgument, ...folders] = process.argv.slice(2);
const jobs = Number(jobsArgument);
if (!Number.isInteger(jobs) || jobs < 1 || folders.length === 0) {
  console.error('usage: node tests/run-js.mjs <jobs, a whole number from 1> <folder>...');
  process.exit(2);
}

function testFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(path);
    return entry.name.endsWith('.test.mjs') ? [resolve(path)] : [];
  });
}

// Not timed yet: a guess that sorts above every time measured, package > browser > rest, larger first.
function guess(file) {
  const folder = key(file).split('/')[1];
  const rank = folder === 'package' ? 3 : folder === 'browser' ? 2 : 1;
  return 1e12 * rank + statSync(file).size;
}

function lastTimes() {
  try {
    return JSON.parse(readFileSync(TIMES, 'utf8'));
  } catch {
    return {}; // first run, or the file is unreadable: every file guessed
  }
}

const times = lastTimes();
const key = (file) => relative(ROOT, file);
const expected = (file) => times[key(file)] ?? guess(file);
const files = folders.flatMap(testFiles).sort((a, b) => expected(b) - expected(a) || a.localeCompare(b));

const took = {};
const stream = run({ files, concurrency: jobs });
stream.on('test:pass', record);
stream.on('test:fail', (data) => {
  record(data);
  process.exitCode = 1;
});
stream.on('end', () => {
  try {
    mkdirSync(dirname(TIMES), { recursive: true });
    writeFileSync(TIMES, JSON.stringify({ ...times, ...took }, null, 1) + '\n');
  } catch (error) {
    console.error(`run-js: could not keep the files' times in ${TIMES}: ${error.message}`);
  }
});
stream.compose(tap).pipe(process.stdout);

// a file's time: the sum of its top-level tests' durations
function record(data) {
  if (data.nesting !== 0 || !data.file || !data.details) return;
  took[key(data.file)] = (took[key(data.file)] || 0) + data.details.duration_ms;
}
