// options.test.mjs: the command line's options as a user of GNU tools expects
// them: a long option shortened to a prefix that
// names only it, an ambiguous one named with its candidates, a dash and a letter
// an unknown option (not a command or a file name) while -, -5 stay operands,
// an error in the options before --help or --version is done, the usage hint
// naming only what was typed, the games listed for a wrong --game, "takes no
// arguments", and y/n questions that take Yes and NO.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { run, gameNames } from './helpers.mjs';

test('a long option may be shortened to a prefix that names it alone; an ambiguous one lists its candidates', () => {
  const full = run(['level', '1', '--max-states', '5']);
  const short = run(['level', '1', '--max', '5']);
  assert.equal(short.status, 0, short.err);
  assert.equal(short.out, full.out);
  assert.match(run(['--vers']).out, /^calcsolve \d+\.\d+\.\d+\n$/);
  assert.match(run(['--hel']).out, /calcsolve solve \[FILE\|-\]/);
  const ambiguous = run(['level', '1', '--d', '3']);
  assert.equal(ambiguous.status, 2);
  assert.match(ambiguous.err, /^calcsolve: option: option "--d" is ambiguous \(--digits, --difficulty\)\n/);
  // before the command word too: "3" is not taken for a command
  assert.match(run(['--d', '3', 'level', '1']).err, /option "--d" is ambiguous/);
});

test('a dash and a letter is an unknown option, not a command or a file; -, -5 and -- -x stay operands', () => {
  for (const args of [['-x'], ['level', '1', '-j'], ['solve', '-x'], ['-hx'], ['-Vh']]) {
    const r = run(args);
    assert.equal(r.status, 2, args.join(' '));
    assert.match(r.err, new RegExp(`^calcsolve: option: unknown option "${args.at(-1)}"\\n`), args.join(' '));
  }
  assert.match(run(['calculator', '0', '-5', '3', '-2']).out, /^0 to -5 in 3 moves with -2\n/);
  assert.match(run(['solve', '-'], 'start: 0\ngoal: 2\nmoves: 2\nbuttons: +1\n').out, /Solved in 2 moves/);
  assert.match(run(['solve', '--', '-x']).err, /cannot open "-x"/);
  // - alone is standard input, as the command too (calcsolve - < levels.txt is calcsolve solve -)
  assert.match(run(['-'], 'start: 0\ngoal: 2\nmoves: 2\nbuttons: +1\n').out, /Solved in 2 moves/);
});

test('an error in the options comes before --help or --version is done; the usage hint names only what was typed', () => {
  for (const args of [['--version', '--bogus'], ['--bogus', '--help'], ['--help=foo'], ['--version=1']]) {
    const r = run(args);
    assert.equal(r.status, 2, args.join(' '));
    assert.equal(r.out, '', args.join(' '));
    assert.match(r.err, /\n\(run `calcsolve --help` for usage\)\n$/, args.join(' '));
  }
  // bare calcsolve (standard input piped: it solves it) names no command it was not given
  assert.match(run(['--bogus'], 'start: 0\n').err, /\(run `calcsolve --help` for usage\)/);
  assert.match(run(['level', '1', '--bogus']).err, /\(run `calcsolve level --help` for usage\)/);
});

test('a wrong --game lists the games; a command that takes no arguments says so', () => {
  assert.ok(run(['level', '1', '--game', 'foo']).err.includes(`unknown game "foo" (the games: ${gameNames().join(', ')})`));
  assert.match(run(['interactive', 'x']).err, /"x": interactive takes no arguments/);
});

test('the y/n questions take y, yes, n and no in any case', () => {
  const r = run(['interactive'], '2\n5\n3\n+2\n+1\n\nNO\nYes\n2\n5\n3\n+2\n+1\n\nNo\nN\n');
  assert.equal(r.status, 0, r.err);
  assert.doesNotMatch(r.out, /Please answer y or n/);
  assert.equal(r.out.split('\n').filter((line) => line === 'Solution:').length, 2, r.out);
});

test('level all: a level the budget stopped is GAVE UP with the reason, not UNSOLVED', () => {
  const r = run(['level', 'all', '--max-states', '3']);
  assert.equal(r.status, 0);
  assert.match(r.out, /^Level {3}2: GAVE UP +\([\d,]+ states: state budget reached\)$/m);
  assert.doesNotMatch(r.out, /UNSOLVED/);
});
