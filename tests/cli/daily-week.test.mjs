// daily-week.test.mjs: `calcsolve daily --week [DATE]`: the seven
// puzzles of a date's week, Monday to Sunday, a line each with the weekday and
// the difficulty; the same puzzles as `daily DATE` for each day; --json one
// object per day with its weekday and challenge; the week clipped at 1970.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { run } from './helpers.mjs';

const WEEK = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];
const NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

function ok(args) {
  const r = run(args);
  assert.equal(r.status, 0, r.err);
  return r.out;
}

test('daily --week DATE: Monday to Sunday of that week, each the day\'s own level, on one line', () => {
  const out = ok(['daily', '--week', '2026-11-26', '--game', 'calculator']);
  const lines = out.trim().split('\n');
  assert.equal(lines[0], '# Calculator: The Game, the week of 2026-11-23 to 2026-11-29');
  assert.equal(lines.length, 8);
  lines.slice(1).forEach((line, i) => {
    const m = line.match(/^(\S+) +(\S+) +difficulty +([\d.]+) +(start: .*)$/);
    assert.ok(m, line);
    assert.equal(m[1], WEEK[i]);
    assert.equal(m[2], NAMES[i]);
    const day = ok(['daily', WEEK[i], '--game', 'calculator']).trim().split('\n').join('; ');
    assert.equal(m[4], day);
    const json = JSON.parse(ok(['daily', WEEK[i], '--game', 'calculator', '--json']));
    assert.equal(Number(m[3]), json.difficulty);
  });
});

test('daily --week: every game with a puzzle of the day by default; --solution adds each solution', () => {
  const out = ok(['daily', '--week', '2026-11-29']);
  assert.match(out, /# Calculator: The Game, the week of 2026-11-23 to 2026-11-29\n/);
  assert.match(out, /\n\n# Digits, the week of 2026-11-23 to 2026-11-29\n/);
  assert.match(out, /\n\n# Calculator 2, the week of 2026-11-23 to 2026-11-29\n/);
  assert.equal(out.trim().split('\n').filter((l) => /^2026-11-2\d /.test(l)).length, 21);
  const solved = ok(['daily', '--week', '2026-11-29', '--game', 'calculator', '--solution']);
  for (const line of solved.trim().split('\n').slice(1)) {
    const moves = Number(line.match(/moves: (\d+)/)[1]);
    assert.equal(line.split('# solution: ')[1].split(', ').length, moves, line);
  }
});

test('daily --week --json: one object per day with weekday, challenge and difficulty; the ramp shows', () => {
  const days = ok(['daily', '--week', '2026-11-23', '--json', '--game', 'calculator']).trim().split('\n').map((l) => JSON.parse(l));
  assert.deepEqual(days.map((d) => d.date), WEEK);
  assert.deepEqual(days.map((d) => d.weekday), NAMES);
  assert.equal(days[0].challenge, 'Monday: easiest of the week');
  assert.equal(days[6].challenge, 'Sunday: hardest of the week');
  assert.deepEqual(days.map((d) => d.puzzle.moves), [4, 4, 5, 5, 6, 6, 7]);
  assert.ok(days[6].difficulty > days[0].difficulty);
});

test('daily --week: the first week of 1970 starts on its Thursday; a bad date is named', () => {
  const out = ok(['daily', '--week', '1970-01-02', '--game', 'calculator']);
  assert.match(out, /^# Calculator: The Game, the week of 1970-01-01 to 1970-01-04\n1970-01-01 +Thursday/);
  const bad = run(['daily', '--week', '2026-02-30']);
  assert.equal(bad.status, 2);
  assert.match(bad.err, /date: 2026-02 has no day 30/);
  assert.match(ok(['help', 'daily']), /--week/);
});
