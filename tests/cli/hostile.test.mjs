// hostile.test.mjs: the command line under a hostile run: Ctrl-C in
// a session and in a batch, write errors and closed pipes, the display check on
// every path that builds a level, arguments that must not be ignored, messages
// for pasted text, terminal hygiene, and output streamed level by level.
// CALCSOLVE_BIN runs the tests against another binary (to see them fail).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { openSync, closeSync, readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const binary = process.env.CALCSOLVE_BIN || path.join(root, 'build/calcsolve');
const version = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).version;

function run(args, input = '', options = {}) {
  const r = spawnSync(binary, args, { input, encoding: 'utf8', timeout: 60000, ...options });
  return { status: r.status, out: r.stdout, err: r.stderr };
}

const LONG_LEVEL = 'start: 0\ngoal: -1\nmoves: 99\nbuttons: +1, x2, Reverse, Store, [+]1, Inv10, <Shift, 3=>1, Mirror, 7\n';
const SMALL_LEVEL = 'start: 0\ngoal: 2\nmoves: 2\nbuttons: +1\n';

// ---- 1. Ctrl-C ----

test('Ctrl-C in the interactive session (a pseudo-terminal) cancels only the search under way', () => {
  const r = spawnSync('python3', [path.join(root, 'tests/cli/pty_session.py'), binary], { encoding: 'utf8', timeout: 90000 });
  assert.equal(r.status, 0, r.stderr);
  const { transcript, status, timed_out: timedOut } = JSON.parse(r.stdout);
  assert.match(transcript, /Gave up after [\d,]+ states \(cancelled\)/, transcript);
  const afterCancel = transcript.slice(transcript.indexOf('(cancelled)'));
  assert.match(afterCancel, /Solution:\r?\nApply \+1\r?\nApply \+1\r?\n/, transcript);
  assert.equal(timedOut, false, transcript);
  assert.equal(status, -2, transcript); // it left at Ctrl-C and died of SIGINT (a shell's $? is 130)
  assert.doesNotMatch(transcript, /Traceback/);
});

test('Ctrl-C in a batch cancels the level under way; later levels are solved; the run then dies of SIGINT', async () => {
  const child = spawn(binary, ['solve', '-', '--json', '--max-states', '1000000000'], { stdio: ['pipe', 'pipe', 'pipe'] });
  child.stdin.end(`${SMALL_LEVEL}\n${LONG_LEVEL}\n${SMALL_LEVEL}`);
  let out = '';
  let signalled = false;
  const timer = setTimeout(() => child.kill('SIGKILL'), 30000);
  child.stdout.on('data', (chunk) => {
    out += chunk;
    // the first answer is out: the long search is under way
    if (!signalled && out.includes('\n')) {
      signalled = true;
      setTimeout(() => child.kill('SIGINT'), 300);
    }
  });
  const [code, signal] = await new Promise((resolve) => child.on('close', (c, s) => resolve([c, s])));
  clearTimeout(timer);
  const lines = out.trim().split('\n').map((l) => JSON.parse(l));
  assert.equal(lines.length, 3, out);
  assert.equal(lines[0].solved, true);
  assert.equal(lines[1].gave_up, true);
  assert.match(lines[1].message, /cancelled/);
  assert.equal(lines[2].solved, true, 'the level after the cancelled one is solved, not cancelled');
  // dies of SIGINT once its output is out, so a shell's loop stops too (exit 130 alone, bash goes on)
  assert.deepEqual([code, signal], [null, 'SIGINT']);
});

// ---- 2. write errors ----

test('every subcommand notices a full disk: exit 74 and the system message', () => {
  const commands = [
    [['level', '1'], ''],
    [['level', '1', '--json'], ''],
    [['level', 'all'], ''],
    [['solve', '-'], SMALL_LEVEL],
    [['solve', '-', '--json'], SMALL_LEVEL],
    [['digits', '415', '1', '2', '3', '4', '5', '6'], ''],
    [['clock', '4', '2', '--json'], ''],
    [['interactive'], '2\n5\n3\n+2\n+1\n\nn\nn\n'],
    [['--help'], ''],
    [['--version'], ''],
    [['solve', '-', '--json'], 'start: x\n'],
  ];
  for (const [args, input] of commands) {
    const full = openSync('/dev/full', 'w');
    const r = spawnSync(binary, args, { input, encoding: 'utf8', stdio: ['pipe', full, 'pipe'], timeout: 60000 });
    closeSync(full);
    assert.equal(r.status, 74, `${args.join(' ')}: ${r.stderr}`);
    assert.match(r.stderr, /^calcsolve: cannot write output: No space left on device\n$/, args.join(' '));
  }
});

test('a closed pipe ends the run quietly', () => {
  const r = spawnSync('bash', ['-c', 'set -o pipefail; "$0" level all --json | head -c 10 >/dev/null', binary],
    { encoding: 'utf8', timeout: 60000 });
  assert.equal(r.stderr, '');
  assert.equal(r.status, 0);
});

// ---- 3. one validation for every path ----

test('bundled levels, files and the session all check the display with the same message', () => {
  const bundled = run(['level', '199', '--digits', '1']);
  assert.equal(bundled.status, 2);
  const file = run(['solve', '-', '--digits', '1'], 'start: 3002\ngoal: 3507\nmoves: 6\nbuttons: 7\n');
  assert.equal(file.status, 2);
  const message = '3002 does not fit a 1-digit display (at most 9 either side of 0)';
  assert.ok(bundled.err.includes(`start: ${message}`), bundled.err);
  assert.ok(file.err.includes(`start: ${message}`), file.err);
  assert.equal(JSON.parse(run(['level', '199', '--digits', '1', '--json']).out).error.field, 'start');
  assert.equal(run(['level', 'all', '--digits', '1']).status, 2);
  assert.equal(run(['level', '199', '--digits', '8', '--json']).status, 0);

  const session = run(['interactive', '--digits', '3'], '5000\n7\n9\n3\n+1\n\ny\n5\n3\n2\n1\nn\n');
  assert.equal(session.status, 0);
  assert.match(session.out, /Enter start value: 5000\n5000 does not fit a 3-digit display \(at most 999 either side of 0\); try again\.\nEnter start value: 7\n/);
  const portalFile = run(['solve', '-', '--digits', '3'], 'start: 7\ngoal: 9\nmoves: 3\nbuttons: +1\nportal: 5 3\n');
  const portalMessage = portalFile.err.replace(/^calcsolve: line \d+: portal: /, '').trim();
  assert.match(portalMessage, /0 \(the ones place\) to 2 on a 3-digit display/);
  assert.ok(session.out.includes(portalMessage), session.out);
  assert.match(session.out, /Apply \+1\nApply \+1\n/);
});

// ---- 4. arguments ----

test('extra and conflicting arguments are errors that name the argument', () => {
  const cases = [
    [['level', 'all', '5'], /"5"/],
    [['level', '5', 'all'], /"all"/],
    [['clock', '4', '2', '--all'], /--all/],
    [['clock', '4', '2', '--classic'], /--classic/],
    [['digits', '415', '1', '2', '--digits', '3'], /--digits/],
    [['interactive', '--json'], /--json/],
    [['interactive', 'extra'], /"extra"/],
    [['level', '1', '--digits', '3', '--digits', '4'], /--digits/],
    [['help', 'frobnicate'], /frobnicate/],
  ];
  for (const [args, message] of cases) {
    const r = run(args);
    assert.equal(r.status, 2, `${args.join(' ')}: ${r.out}`);
    assert.match(r.err, message, args.join(' '));
  }
});

test('options before the subcommand work; help and --version print and exit 0', () => {
  const before = run(['--json', 'level', '1']);
  assert.equal(before.status, 0, before.err);
  assert.equal(JSON.parse(before.out).level, 1);
  for (const args of [['solve', '--help'], ['help', 'solve'], ['solve', '-h']]) {
    const r = run(args);
    assert.equal(r.status, 0, args.join(' '));
    assert.match(r.out, /calcsolve solve \[FILE\|-\]/);
    assert.doesNotMatch(r.out, /calcsolve clock/);
  }
  assert.match(run(['clock', '--help']).out, /calcsolve clock N K/);
  assert.match(run(['help']).out, /calcsolve level N/);
  const v = run(['--version']);
  assert.equal(v.status, 0);
  assert.equal(v.out, `calcsolve ${version}\n`);
});

// ---- 5. messages ----

test('messages: too large, pasted text (BOM, U+2212, trailing comma), Store:save, singular forms', () => {
  const large = run(['solve', '-'], 'start: 99999999999999999999\ngoal: 1\nmoves: 1\nbuttons: +1\n');
  assert.equal(large.status, 2);
  assert.match(large.err, /start: "99999999999999999999" is too large/);
  assert.doesNotMatch(large.err, /not a whole number/);
  const pasted = run(['solve', '-', '--json'], '\ufeffstart: \u22125\ngoal: \u22123\nmoves: 2\nbuttons: +1, x2,\n');
  assert.equal(pasted.status, 0, pasted.out + pasted.err);
  const level = JSON.parse(pasted.out);
  assert.equal(level.start, -5);
  assert.equal(level.goal, -3);
  assert.deepEqual(level.buttons.map((b) => b.label), ['+1', 'x2']);
  const store = run(['solve', '-'], 'start: 1\ngoal: 11\nmoves: 2\nbuttons: Store:save\n');
  assert.equal(store.status, 2);
  assert.match(store.err, /Store:save.*press.*not a button/);
  const one = run(['solve', '-', '--all'], 'start: 3\ngoal: 3\nmoves: 1\nbuttons: +1\n\nstart: 0\ngoal: 1\nmoves: 1\nbuttons: +1\n\nstart: 0\ngoal: 5\nmoves: 1\nbuttons: +1\n');
  assert.equal(one.status, 0);
  assert.doesNotMatch(one.out, /\b1 (moves|states|solutions)\b/, one.out);
  assert.match(one.out, /in 1 move with/);
  assert.match(one.out, /\(1 state\)/);
  assert.match(one.out, /No solution within 1 move \(/);
  assert.match(run(['clock', '2', '1']).out, /\(\d+ states?\)/);
  const big = run(['solve', '-'], 'x'.repeat((16 << 20) + 1));
  assert.equal(big.status, 2);
  assert.match(big.err, /16 MiB/);
  assert.match(readFileSync(path.join(root, 'core/cli/README.md'), 'utf8'), /16 MiB/);
});

// ---- 6. terminal hygiene ----

test('the session never prints control bytes back, however long or odd the answer', () => {
  const long = '1'.repeat(300);
  const r = run(['interactive'], `${long}\nab\x1b[Acd\n2\n5\n3\n+1\x1b[D\n+2\n+1\n\nn\nn\n`);
  assert.equal(r.status, 0);
  // eslint-disable-next-line no-control-regex
  assert.doesNotMatch(r.out, /[\x00-\x08\x0b-\x1f\x7f]/, JSON.stringify(r.out));
  assert.match(r.out, /too long/);
  assert.match(r.out, /Apply \+1\nApply \+2\n/);
});

// ---- 7. streaming ----

test('50,000 levels in one file stream out one JSON line each under 40 MB peak RSS', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'calcsolve-'));
  const file = path.join(dir, 'many.txt');
  const levels = [];
  for (let i = 0; i < 50000; i++) levels.push(`start: ${i % 1000}\ngoal: ${(i % 1000) + 3}\nmoves: 3\nbuttons: +1, x2, +3, Reverse\n`);
  writeFileSync(file, levels.join('\n'));
  const measure = 'import resource, subprocess, sys\n' +
    'p = subprocess.run([sys.argv[1], "solve", sys.argv[2], "--json"], stdout=subprocess.PIPE)\n' +
    'lines = p.stdout.count(b"\\n")\n' +
    'print(p.returncode, lines, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)\n';
  const r = spawnSync('python3', ['-c', measure, binary, file], { encoding: 'utf8', timeout: 120000 });
  const [status, lines, peakKiB] = r.stdout.trim().split(' ').map(Number);
  assert.equal(status, 0, r.stderr);
  assert.equal(lines, 50000);
  assert.ok(peakKiB < 40 * 1024, `peak RSS ${peakKiB} KiB`);
});

test('level all --all shows the solution count of each level', () => {
  const r = run(['level', 'all', '--all']);
  assert.equal(r.status, 0);
  const perLevel = r.out.split('\n').filter((l) => l.startsWith('Level '));
  assert.equal(perLevel.length, 199);
  for (const line of perLevel) assert.match(line, /\d+ shortest solutions?/, line);
});
