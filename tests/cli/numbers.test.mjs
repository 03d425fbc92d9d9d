// numbers.test.mjs: a bounded number a person types beyond 64 bits is a whole number that is too
// large (or too small), said with the field's range, as --max-states says of its own: for the
// first argument of every game by name, the clock's N and K, a bundled level's number, and the
// prompt session's answers.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { run, gameNames } from './helpers.mjs';

const HUGE = '99999999999999999999';

test('every game by name: a first argument beyond 64 bits is too large, too small when negative', () => {
  for (const game of gameNames()) {
    for (const [value, word] of [[HUGE, 'large'], [`-${HUGE}`, 'small']]) {
      // the game's other arguments: as many fillers as it takes (too many or too few is another message)
      let r;
      for (let fillers = 1; fillers <= 6; fillers++) {
        r = run([game, '--', value, ...Array(fillers).fill('1')]);
        if (!/argument too many|usage: |is missing/.test(r.err)) break;
      }
      assert.equal(r.status, 2, `${game} ${value}: ${r.err}`);
      assert.match(r.err, new RegExp(`too (${word}|large)`), `${game} ${value}: ${r.err}`);
      // (a game may add the range it expects after the words "too large")
      assert.doesNotMatch(r.err, /not a whole number|^calcsolve: \w+: expected a whole number/, `${game} ${value}: ${r.err}`);
    }
  }
});

test('the clock: N and K beyond 64 bits say so with the range the other messages give for the other field', () => {
  let r = run(['clock', HUGE, '2']);
  assert.equal(r.status, 2);
  assert.equal(r.err, `calcsolve: n: "${HUGE}" is too large (beyond 64 bits): expected a whole number 2..16 for k = 2\n`);
  // the range of a too-large n is the one an n just past it gets for the same k
  assert.match(run(['clock', '17', '2']).err, /n: expected a whole number 2\.\.16 for k = 2/);
  assert.match(run(['clock', HUGE, '1']).err, /expected a whole number 2\.\.26 for k = 1\n$/);
  r = run(['clock', '4', HUGE]);
  assert.equal(r.err, `calcsolve: k: "${HUGE}" is too large (beyond 64 bits): expected a whole number 1..99 for n = 4\n`);
  assert.match(run(['clock', '4', '0']).err, /k: expected a whole number 1\.\.99\n/);
  r = run(['clock', '--', '4', `-${HUGE}`]);
  assert.match(r.err, /k: "-99999999999999999999" is too small \(beyond 64 bits\): expected a whole number 1\.\.99 for n = 4/);
  r = run(['clock', '--', `-${HUGE}`, '2']);
  assert.match(r.err, /n: "-99999999999999999999" is too small \(beyond 64 bits\): expected a whole number 2\.\.16 for k = 2/);
  // with k not a number the range is the widest, for no k in particular
  assert.match(run(['clock', HUGE, 'x']).err, /is too large \(beyond 64 bits\): expected a whole number 2\.\.26\n$/);
  r = run(['clock', HUGE, '2', '--json']);
  assert.deepEqual(JSON.parse(r.out), { error: { line: 0, field: 'n', message: `n: "${HUGE}" is too large (beyond 64 bits): expected a whole number 2..16 for k = 2` } });
  // puzzle text says the same as the arguments
  r = run(['solve', '--game', 'clock', '-'], `n: ${HUGE}\nk: 2\n`);
  assert.match(r.err, /n: "99999999999999999999" is too large \(beyond 64 bits\): expected a whole number 2\.\.16 for k = 2/);
  // within 64 bits the game's own message stands, and a word is not a number
  assert.match(run(['clock', '2x', '2']).err, /n: expected a whole number/);
});

test('a message the game already gives about the size stands (Digits\' target)', () => {
  const r = run(['digits', HUGE, '1', '2']);
  assert.match(r.err, /the target \("99999999999999999999"\) is too large: at most 9,007,199,254,740,991/);
});

test('the prompt session: an answer beyond 64 bits is too large, and asked again', () => {
  const r = run(['interactive'], `${HUGE}\n2\n5\n3\n+2\n+1\n\nn\nn\n`);
  assert.equal(r.status, 0);
  assert.match(r.out, /Enter start value: 99999999999999999999\n"99999999999999999999" is too large[^\n]*; try again\.\nEnter start value: 2/);
});

test('a bundled level\'s number beyond 64 bits is too large, with the levels\' range', () => {
  for (const command of ['level', 'hint']) {
    const r = run([command, HUGE]);
    assert.equal(r.status, 2);
    assert.match(r.err, /level: "99999999999999999999" is too large \(beyond 64 bits\) for a bundled level \(1\.\.\d+/, r.err);
  }
  assert.match(run(['level', '0']).err, /"0" is not a bundled level \(1\.\.\d+, or all\)/);
});
