// terminal.test.mjs: calcsolve at a real terminal, each run under a
// pseudo-terminal through tests/cli/pty_run.py: one Ctrl-D ends a level typed
// for solve or hint; Ctrl-C while it is typed ends the run at once (SIGINT) and says
// nothing about the half-typed level; bare `calcsolve` greets in one line and
// leaves with q; a long search shows a progress line on stderr, erased before
// the answer (never when stderr is not a terminal: see conventions.test.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { binary, root } from './helpers.mjs';

// Runs args under a terminal through steps (see pty_run.py): {transcript, status, timed_out}.
function terminal(args, steps, env = {}, program = binary) {
  const r = spawnSync('python3', [path.join(root, 'tests/cli/pty_run.py'), program, JSON.stringify(steps), ...args],
    { encoding: 'utf8', timeout: 90000, env: { ...process.env, ...env } });
  assert.equal(r.status, 0, r.stderr);
  return JSON.parse(r.stdout);
}

const TYPED = 'start: 0\rgoal: 2\rmoves: 2\rbuttons: +1\r';
const LONG = 'start: 0\rgoal: -1\rmoves: 99\rbuttons: +1, x2, Reverse, Store, [+]1, Inv10, <Shift, 3=>1, Mirror, 7\r';

for (const [command, answer] of [['solve', /Solved in 2 moves \(3 states\)/], ['hint', /Hint: press \+1 \(then 1 more move\)\./]]) {
  test(`${command} at a terminal: one Ctrl-D on an empty line ends the level typed`, () => {
    const r = terminal([command], [['sleep', 0.3], ['send', TYPED], ['sleep', 0.3], ['send', '\u0004'], ['wait', '\n', 1]]);
    assert.equal(r.timed_out, false, r.transcript);
    assert.equal(r.status, 0, r.transcript);
    assert.match(r.transcript, answer);
  });
}

test('Ctrl-C while a level is typed ends the run at once (dies of SIGINT), with no word about the half level', () => {
  for (const typed of ['start: 0\r', 'start: 0\rgoal: 2\rmov']) {
    const r = terminal(['solve'], [['sleep', 0.3], ['send', typed], ['sleep', 0.3], ['send', '\u0003']]);
    assert.equal(r.timed_out, false, r.transcript);
    assert.equal(r.status, -2, r.transcript);
    assert.doesNotMatch(r.transcript, /no level|has no goal|calcsolve:/, r.transcript);
  }
});

test('bare calcsolve at a terminal says what it is and how to leave before its first question; q leaves', () => {
  const r = terminal([], [['wait', 'Enter start value: ', 5], ['send', 'help\r'], ['wait', 'Enter start value: help', 5],
    ['sleep', 0.3], ['send', 'q\r']]);
  assert.equal(r.timed_out, false, r.transcript);
  assert.equal(r.status, 0, r.transcript);
  const lines = r.transcript.split('\r\n');
  assert.match(lines[0], /^calcsolve solves a level from your answers; q or Ctrl-D leaves, help explains\.$/);
  assert.match(lines[1], /^Enter start value: /);
  assert.match(r.transcript, /q or Ctrl-D leaves, Ctrl-C stops a search/); // the answer to help
  assert.ok(lines[0].length <= 80);
});

test('a search longer than a second shows a progress line on stderr, erased before the answer', () => {
  const r = terminal(['solve', '--max-states', '3000000'], [['sleep', 0.3], ['send', LONG], ['sleep', 0.2], ['send', '\u0004'],
    ['wait', 'Gave up after', 30]]);
  assert.equal(r.timed_out, false, r.transcript);
  assert.equal(r.status, 0, r.transcript);
  assert.match(r.transcript, /\r\x1b\[Kcalculator: searching, \d{1,3}(,\d{3})+ states, \d+ s \(Ctrl-C stops\)/);
  assert.match(r.transcript, /\(Ctrl-C stops\)\r\x1b\[K[^]*Gave up after 3,000,000 states \(state budget reached\)/);
  // at most a few drawings a second, however long a loaded machine makes the search
  const seconds = [...r.transcript.matchAll(/searching, [\d,]+ states, (\d+) s/g)].map((m) => Number(m[1]));
  const drawn = seconds.length;
  assert.ok(drawn >= 1 && drawn <= 5 * (Math.max(...seconds) + 1), `${drawn} drawings in ${Math.max(...seconds)} s`);
});

test('Ctrl-D in mid-line ends the level typed, and the answer starts a line of its own', () => {
  const r = terminal(['solve'], [['sleep', 0.3], ['send', TYPED.slice(0, -1)], ['sleep', 0.3], ['send', '\u0004\u0004'],
    ['wait', 'Solved', 10]]);
  assert.equal(r.timed_out, false, r.transcript);
  assert.equal(r.status, 0, r.transcript);
  assert.match(r.transcript, /buttons: \+1\r\n[^]*Solved in 2 moves/, r.transcript);
});

test('Ctrl-C during a search ends the line the terminal echoed ^C on: the answer starts a line of its own', () => {
  const r = terminal(['solve', '--max-states', '900000000'], [['sleep', 0.3], ['send', LONG], ['sleep', 0.2],
    ['send', '\u0004'], ['sleep', 0.5], ['send', '\u0003'], ['wait', 'cancelled', 20]]);
  assert.equal(r.timed_out, false, r.transcript);
  assert.equal(r.status, -2, r.transcript);
  assert.match(r.transcript, /\^C\r\n0 to -1 in 99 moves [^\r\n]*\r\nGave up after [\d,]+ states \(cancelled\)/, r.transcript);
});

test('the progress line fits a 40-column terminal (a wrapped line cannot be erased) and is not drawn when TERM=dumb', () => {
  const steps = [['sleep', 0.3], ['send', LONG], ['sleep', 0.2], ['send', '\u0004'], ['wait', 'Gave up after', 30]];
  const narrow = terminal(['solve', '--max-states', '3000000'], steps, { COLUMNS: '40' });
  assert.equal(narrow.status, 0, narrow.transcript);
  const drawn = [...narrow.transcript.matchAll(/\r\x1b\[K([^\r\n]*)/g)].map((m) => m[1]).filter((line) => line.includes('searching'));
  assert.ok(drawn.length >= 1, narrow.transcript);
  // whole parts only, never a number cut: narrower, the Ctrl-C note goes, then the puzzle's name
  for (const line of drawn) {
    assert.ok(line.length <= 39, JSON.stringify(line));
    assert.match(line, /^(calculator: )?searching, \d{1,3}(,\d{3})* states, \d+ s$/, JSON.stringify(line));
  }
  assert.match(narrow.transcript, /Gave up after 3,000,000 states/);
  const dumb = terminal(['solve', '--max-states', '3000000'], steps, { TERM: 'dumb' });
  assert.equal(dumb.status, 0, dumb.transcript);
  assert.match(dumb.transcript, /Gave up after 3,000,000 states/);
  assert.doesNotMatch(dumb.transcript, /\x1b/, JSON.stringify(dumb.transcript));
});

test('Ctrl-C with stderr sent elsewhere: the ^C line is still ended, on the terminal stdout is', () => {
  const r = terminal(['-c', 'exec "$0" solve --max-states 900000000 2>/dev/null', binary], [['sleep', 0.3], ['send', LONG],
    ['sleep', 0.2], ['send', '\u0004'], ['sleep', 0.5], ['send', '\u0003'], ['wait', 'cancelled', 20]], {}, '/bin/sh');
  assert.equal(r.timed_out, false, r.transcript);
  assert.match(r.transcript, /\^C\r\n0 to -1 in 99 moves /, r.transcript);
});

test('a session left with n after Ctrl-C cancelled a search in it ends as asked: exit 0, no SIGINT', () => {
  const answers = ['0', '-1', '99', '+1', 'x2', 'Reverse', 'Store', '[+]1', 'Inv10', '<Shift', '3=>1', 'Mirror', '7', '', 'n'];
  const r = terminal(['interactive', '--max-states', '900000000'], [['wait', 'Enter start value: ', 5],
    ['send', answers.join('\r') + '\r'], ['wait', 'portals for this game', 5], ['sleep', 0.8], ['send', '\u0003'],
    ['wait', 'Solve again (y/n): ', 20], ['send', 'n\r']]);
  assert.equal(r.timed_out, false, r.transcript);
  assert.match(r.transcript, /\(cancelled\)/);
  assert.equal(r.status, 0, r.transcript);
});

test('SIGTERM (timeout) during a search erases the progress line: what follows starts a clean line', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'calcsolve-term-'));
  writeFileSync(path.join(dir, 'long.txt'), LONG.replaceAll('\r', '\n'));
  // (--foreground: timeout's own process group would be a background job, which draws no line)
  const r = terminal(['-c', 'timeout --foreground 2.5 "$0" solve --max-states 900000000 "$1"; echo "rc=$?"', binary, path.join(dir, 'long.txt')],
    [['wait', 'rc=', 30]], {}, '/bin/sh');
  assert.equal(r.timed_out, false, r.transcript);
  assert.match(r.transcript, /searching, [\d,]+ states, \d+ s \(Ctrl-C stops\)/, r.transcript);
  assert.match(r.transcript, /\r\x1b\[Krc=124/, JSON.stringify(r.transcript));
});

test('a search run as a background job (&) draws no progress line over the shell\'s prompt', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'calcsolve-bg-'));
  writeFileSync(path.join(dir, 'long.txt'), LONG.replaceAll('\r', '\n'));
  // set -m: job control, so the job has a process group of its own, not the terminal's
  const r = terminal(['-c', 'set -m; "$0" solve --max-states 900000000 "$1" > /dev/null & sleep 2.5; kill %1; wait; echo done',
    binary, path.join(dir, 'long.txt')], [['wait', 'done', 30]], {}, '/bin/bash');
  assert.equal(r.timed_out, false, r.transcript);
  assert.doesNotMatch(r.transcript, /searching/, JSON.stringify(r.transcript));
});

test('a hint Ctrl-C cancelled says so, and claims nothing about a win', () => {
  const r = terminal(['hint', '--max-states', '900000000'], [['sleep', 0.3], ['send', LONG], ['sleep', 0.2],
    ['send', '\u0004'], ['sleep', 0.5], ['send', '\u0003'], ['wait', 'cancelled', 20]]);
  assert.equal(r.timed_out, false, r.transcript);
  assert.match(r.transcript, /Hint cancelled after [\d,]+ states\./, r.transcript);
  assert.doesNotMatch(r.transcript, /no win was found/);
});
