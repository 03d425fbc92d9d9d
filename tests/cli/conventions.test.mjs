// conventions.test.mjs: the command line as a new user meets it, the
// points that need no terminal (terminal.test.mjs has the others): read errors,
// file errors named as compilers name them, control bytes never written raw,
// GNU conventions, "did you mean", the same options everywhere, which limit
// stopped a search, --json errors on stderr too, help in 80 columns, button
// spellings, play's portal and fewest moves, generate's seed, clock --summary.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { binary, run, gameNames } from './helpers.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'calcsolve-conventions-'));
function file(name, text) {
  const where = path.join(dir, name);
  writeFileSync(where, text);
  return where;
}
const LEVEL = 'start: 0\ngoal: 2\nmoves: 2\nbuttons: +1\n';
const RAW = /[\x00-\x08\x0b-\x1f\x7f]/; // a control byte other than tab and newline
const COMMANDS = ['solve', 'hint', 'level', 'digits', 'clock', 'play', 'interactive', 'generate', 'daily', 'help'];

test('read errors are reported, never taken for an empty input', () => {
  const directory = run(['solve', dir]);
  assert.equal(directory.status, 2);
  assert.match(directory.err, /cannot read ".*": Is a directory/);
  const closed = spawnSync('bash', ['-c', '"$0" solve - <&-', binary], { encoding: 'utf8' });
  assert.equal(closed.status, 2);
  assert.match(closed.stderr, /cannot read standard input: Bad file descriptor/);
});

test('a file that cannot be opened says why; an error in a file names it as compilers do', () => {
  const missing = run(['solve', '/nonexistent']);
  assert.equal(missing.status, 2);
  assert.match(missing.err, /cannot open "\/nonexistent": No such file or directory/);
  const bad = file('my.txt', 'start: 0\ngoal: 2\nmoves: 2\nbuttons: x\n');
  assert.match(run(['solve', bad]).err, new RegExp(`^${bad.replace(/[.\\/]/g, '\\$&')}:4: buttons: button "x"`));
  assert.match(run(['hint', bad]).err, /my\.txt:4: buttons: /);
  assert.match(run(['solve', '-'], 'start: 0\ngoal: 2\nmoves: 2\nbuttons: x\n').err, /^calcsolve: line 4: buttons: /);
});

test('with input piped in and no command, calcsolve solves standard input (the README says so)', () => {
  const r = run([], LEVEL);
  assert.equal(r.status, 0);
  assert.match(r.out, /Solved in 2 moves/);
});

test('C1 controls (U+009B is CSI), bidi controls and bytes of no UTF-8 character are escaped too', () => {
  const C1_OR_BIDI = /[\u0080-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/;
  for (const r of [run(['level', 'x\u009b2J\u202ey']), run(['interactive'], 'x\u009b31m\nq\n'), run(['play', '1'], '\u009b2J\nq\n')]) {
    assert.doesNotMatch(r.err + r.out, C1_OR_BIDI, JSON.stringify(r));
    assert.match(r.err + r.out, /\\u009b/);
  }
  assert.match(run(['level', 'x\u009b2J\u202ey']).err, /"x\\u009b2J\\u202ey"/);
  // JSON on a terminal too: its strings hold them as \u escapes (the same text once parsed)
  const json = run(['level', 'x\u009b2J\u202e\u2028y', '--json']);
  assert.doesNotMatch(json.out, C1_OR_BIDI, JSON.stringify(json.out));
  assert.equal(JSON.parse(json.out).error.message, '"x\u009b2J\u202e\u2028y" is not a bundled level (1..199, or all)');
  // a byte that starts no UTF-8 character, in an argument: \xff, never the byte itself
  const bytes = spawnSync('bash', ['-c', '"$0" level "$(printf \'a\\377b\')"', binary], { encoding: 'latin1' });
  assert.equal(bytes.status, 2);
  assert.ok(!bytes.stderr.includes('\xff'), JSON.stringify(bytes.stderr));
  assert.match(bytes.stderr, /"a\\xffb"/);
  // characters a terminal shows as they are stay as they are
  assert.match(run(['level', 'é→']).err, /"é→"/);
});

test('control bytes of a file, an argument or JSON never reach the terminal raw', () => {
  const hostile = file('hostile.txt', 'start: 0\ngoal: 2\nmoves: 2\nbuttons: +1, \x1b]0;pwned\x07\n');
  for (const r of [run(['solve', hostile]), run(['level', '\x1b]0;x\x07']), run(['\x1b]0;x\x07']),
    run(['solve', '--game', '\x1b[31m']), run(['calculator', '0', '2', '2', '\x1b]0;x\x07']), run(['help', '\x1b'])]) {
    assert.equal(r.status, 2);
    assert.doesNotMatch(r.err, RAW, JSON.stringify(r.err));
    assert.doesNotMatch(r.out, RAW, JSON.stringify(r.out));
    assert.match(r.err, /\\x1b/);
  }
  const json = run(['solve', hostile, '--json']);
  assert.doesNotMatch(json.out, /\x1b/);
  assert.match(json.out, /\\u001b\]0;pwned\\u0007/);
  assert.doesNotMatch(json.err, RAW);
});

test('--opt=value, -- ends the options, a repeated flag is harmless, -V and -h', () => {
  const plain = run(['level', '199', '--max-states', '1000']).out;
  assert.equal(run(['level', '199', '--max-states=1000']).out, plain);
  assert.equal(JSON.parse(run(['level', '1', '--json', '--json']).out).level, 1);
  assert.equal(run(['level', '1', '--digits=8', '--classic', '--classic']).status, 0);
  const dash = file('-x.txt', LEVEL);
  process.chdir(dir);
  const ended = run(['solve', '--', '-x.txt']);
  assert.equal(ended.status, 0, ended.err);
  assert.match(ended.out, /Solved in 2 moves/);
  assert.ok(dash);
  assert.match(run(['--', '--json']).err, /unknown command "--json"/);
  assert.equal(run(['-V']).out, run(['--version']).out);
  assert.equal(run(['solve', '-h']).out, run(['help', 'solve']).out);
  assert.equal(run(['-h']).out, run(['help']).out);
  assert.match(run(['level', '1', '--json=yes']).err, /--json takes no value/);
  assert.match(run(['level', '1', '--digits=']).err, /--digits takes 1 to 18, not ""/);
});

test('an unknown command suggests the nearest; every list of commands names all of them', () => {
  const typo = run(['levle', '1']);
  assert.equal(typo.status, 2);
  assert.match(typo.err, /unknown command "levle": did you mean level\?/);
  assert.match(run(['hnit']).err, /did you mean hint\?/);
  assert.match(run(['clokc', '4', '2']).err, /did you mean clock\?/);
  assert.doesNotMatch(run(['zzzzzzzz']).err, /did you mean/);
  assert.match(run(['help', 'sovle']).err, /did you mean solve\?/);
  const usage = run(['help']).out;
  const error = run(['frobnicate']).err;
  for (const name of COMMANDS) {
    assert.match(usage, new RegExp(`\\n  calcsolve ${name} `), name);
    assert.match(error, new RegExp(`\\b${name}\\b`), name);
  }
});

test('--graph on level, hint N, every option of a command in its usage line', () => {
  const graph = run(['level', '199', '1', '--graph', 'dot']);
  assert.equal(graph.status, 0, graph.err);
  assert.match(graph.out, /label="level 199"[^]*label="level 1"/);
  const json = run(['level', '1', '--graph=json']).out.trim().split('\n').map((l) => JSON.parse(l));
  assert.equal(json.length, 1);
  // several levels: each solvable one drawn, the others reported; the status is solve's
  const mixed = file('mixed.txt', `${LEVEL}\nstart: 0\ngoal: 5\nmoves: 1\nbuttons: +1\n\n${LEVEL}`);
  const drawn = run(['solve', mixed, '--graph', 'dot']);
  assert.equal(drawn.status, run(['solve', mixed]).status);
  assert.equal((drawn.out.match(/^digraph/gm) || []).length, 2);
  assert.match(drawn.err, /puzzle 2 \(line 6\): graph: no solution within 1 move/);
  assert.equal(run(['hint', '199']).out, 'Hint: press 7 (then 5 more moves).\n');
  assert.equal(JSON.parse(run(['hint', '199', '--json']).out).press, '7');
  assert.match(run(['hint', '0']).err, /"0" is not a bundled level \(1\.\.199\)/);
  for (const name of COMMANDS) {
    const help = run(['help', name]).out;
    const [usage, options = ''] = help.split('\n\n').slice(1);
    for (const option of options.matchAll(/^ {2}(--[a-z-]+(?: [A-Za-z|]+)?)/gm))
      assert.ok(usage.replace(/\s+/g, ' ').includes(`[${option[1]}]`), `${name}: ${option[1]} in ${usage}`);
  }
  assert.match(run(['help', 'play']).out, /\[--max-states N\]/);
  assert.match(run(['help', 'hint']).out, /\[--max-states N\]/);
});

test('a search that gave up says which limit and how to raise it; a number beyond 64 bits is too large', () => {
  const r = run(['level', '199', '--max-states', '100']);
  assert.match(r.out, /Gave up after 100 states \(state budget reached\)\n {2}\(the state budget of --max-states 100 stopped the search: a larger --max-states N raises it\)\n/);
  const json = JSON.parse(run(['level', '199', '--max-states', '100', '--json']).out);
  assert.match(json.message, /^gave up after 100 states: state budget reached$/); // JSON as before
  for (const args of [['--max-states', '99999999999999999999'], ['--digits', '99999999999999999999'],
    ['--max-states=99999999999999999999']]) {
    const big = run(['level', '1', ...args]);
    assert.equal(big.status, 2);
    assert.match(big.err, /"99999999999999999999" is too large/);
  }
  assert.match(run(['generate', '--moves', '99999999999999999999']).err, /too large/);
});

test('no progress line when stderr is not a terminal', () => {
  const r = run(['solve', '--max-states', '3000000'],
    'start: 0\ngoal: -1\nmoves: 99\nbuttons: +1, x2, Reverse, Store, [+]1, Inv10, <Shift, 3=>1, Mirror, 7\n');
  assert.equal(r.status, 0);
  assert.equal(r.err, '');
});

test('--json errors also go to stderr as text when stdout is not a terminal; hint names each level', () => {
  const r = run(['level', '999', '--json']);
  assert.equal(r.status, 2);
  assert.equal(JSON.parse(r.out).error.field, 'level');
  assert.match(r.err, /^calcsolve: level: "999" is not a bundled level/);
  const two = file('two.txt', `${LEVEL}\nstart: 3002\ngoal: 3507\nmoves: 6\nbuttons: 7, 3=>5, Inv10, Shift>\nportal: 4 0\n`);
  assert.equal(run(['hint', two]).out, 'puzzle 1 (line 1): Hint: press +1 (then 1 more move).\n' +
    'puzzle 2 (line 6): Hint: press 7 (then 5 more moves).\n');
  assert.equal(run(['hint', '-'], LEVEL).out, 'Hint: press +1 (then 1 more move).\n'); // one level: as before
});

test('help fits 80 columns; help solve shows the level format, an example and the quoting note', () => {
  for (const topic of [[], ...COMMANDS.map((c) => [c]), ...gameNames().map((g) => [g]), ['buttons']]) {
    for (const line of run(['help', ...topic]).out.split('\n'))
      assert.ok([...line].length <= 80, `help ${topic}: ${line}`);
  }
  const help = run(['help', 'solve']).out;
  assert.match(help, /\[--graph dot\|json\]/);
  assert.match(help, /--graph dot\|json /);
  assert.match(help, /start: 3002\n {2}goal: 3507\n {2}moves: 6\n {2}buttons: 7, 3=>5, Inv10, Shift>\n {2}portal: 4 0\n/);
  assert.match(help, /quote a button such as 3=>5 or <</);
  const example = /e\.g\. printf '(.*)' \| calcsolve solve\n/.exec(help);
  const solved = run(['solve'], example[1].replace(/\\n/g, '\n'));
  assert.match(solved.out, /Solved in 3 moves/);
  const quoted = /: calcsolve (calculator .*) '(3=>5)'\n/.exec(help);
  assert.equal(run([...quoted[1].split(' '), quoted[2]]).status, 0);
});

test('the button spellings players type', () => {
  const read = (buttons) => run(['solve', '--json'], `start: 35\ngoal: 53\nmoves: 3\nbuttons: ${buttons}\n`);
  const labels = (buttons) => JSON.parse(read(buttons).out).buttons.map((b) => b.label);
  assert.deepEqual(labels('3->5, 3→5, 3=>5'), ['3=>5']);
  assert.deepEqual(labels('±'), ['+/-']);
  assert.deepEqual(labels('STO'), ['Store']);
  assert.deepEqual(labels('st'), ['Store']);
  assert.deepEqual(labels('>Shift'), ['Shift>']);
  assert.deepEqual(labels('Shift<'), ['<Shift']);
  const spaces = read('+1 +2');
  assert.equal(spaces.status, 2);
  assert.match(JSON.parse(spaces.out).error.message, /buttons are separated by commas/);
  assert.match(run(['calculator', '0', '2', '2', '+1 x2']).err, /buttons are separated by commas/);
  assert.equal(run(['calculator', '0', '3', '1', 'x 3']).status, 0); // spaces inside one label are still read
});

test('play draws a portal\'s fall and says whether the win took the fewest moves', () => {
  const portal = run(['play', '199'], '1\nq\n').out;
  assert.match(portal, /Display 30 {4}Goal 3507 {4}Moves left 5\n {2}Portal: .*, just now 30027 → 30\n/);
  const more = run(['play', file('four.txt', 'start: 0\ngoal: 4\nmoves: 4\nbuttons: +1, x2\n')], '+1\n+1\n+1\n+1\n');
  assert.match(more.out, /Solved in 4 moves; the fewest possible is 3\.\n$/);
  const fewest = run(['play', '1'], '1\n1\n');
  assert.match(fewest.out, /Solved in 2 moves, the fewest possible\.\n$/);
});

test('generate without --seed prints its seed, and the seed makes the level again', () => {
  const out = run(['generate']).out;
  const seed = /^# seed (-?\d+): generate --seed=(-?\d+) \(and the same options\) makes it again\n$/m.exec(out);
  assert.ok(seed, out);
  assert.equal(seed[1], seed[2]);
  const again = run(['generate', `--seed=${seed[1]}`]).out;
  assert.equal(again, out.replace(/^# seed .*\n/m, ''));
  assert.doesNotMatch(run(['generate', '--seed', '42']).out, /# seed/); // a seed given: the level only, as before
});

test('clock N K --summary: the length and the first moves only', () => {
  const full = run(['clock', '6', '3']).out;
  const r = run(['clock', '6', '3', '--summary']);
  assert.equal(r.status, 0);
  const [head, moves, rest] = r.out.split('\n');
  assert.equal(head, full.split('\n')[0]);
  assert.match(moves, /^[0X]{60} \.\.\. \(2678 more\)$/);
  assert.ok(full.replace(/\n/g, '').includes(moves.slice(0, 60)));
  assert.equal(rest, '');
  assert.equal(run(['clock', '4', '2', '--summary']).out, run(['clock', '4', '2']).out); // short: all of it
});
