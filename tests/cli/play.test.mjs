// play.test.mjs: `calcsolve play`, a puzzle played in the terminal:
// bundled levels and a Digits puzzle played to "Solved" only by pressing what
// `?` names, in the fewest moves; undo; bad input that leaves the game going;
// end of input; a closed or full output; a game without play. The session is
// driven through a pipe line by line (tests/cli/pty_session.py plays it under a
// pseudo-terminal, in hostile.test.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync, openSync, closeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { binary, root, run, session } from './helpers.mjs';

const PROMPT = 'q quit): ';
const dir = mkdtempSync(path.join(tmpdir(), 'calcsolve-play-'));
function file(name, text) {
  const where = path.join(dir, name);
  writeFileSync(where, text);
  return where;
}

// Plays args to the end by asking `?` before every move and typing the label it
// names (in double quotes, so an append button "7" is never move number 7).
async function playByHints(args) {
  const s = session(['play', ...args], PROMPT);
  let shown = await s.read();
  let presses = 0;
  while (!/Solved in \d+ moves?[.,]/.test(shown)) {
    assert.ok(presses < 40, shown);
    const hint = await s.say('?');
    const press = /Hint: (?:press (\S+)|(.+?) = -?\d+) \(/.exec(hint);
    assert.ok(press, hint);
    shown = await s.say(`"${press[1] || press[2]}"`);
    presses++;
  }
  const end = await s.end();
  return { shown, presses, ...end };
}

for (const [level, classic] of [[199, false], [143, false], [137, false], [155, true], [1, false]]) {
  test(`level ${level}${classic ? ' --classic' : ''} played by its hints ends "Solved" in the fewest moves`, async () => {
    const options = classic ? ['--classic'] : [];
    const best = JSON.parse(run(['level', String(level), '--json', ...options]).out);
    assert.equal(best.solved, true);
    const played = await playByHints([String(level), ...options]);
    assert.equal(played.status, 0, played.err);
    assert.equal(played.err, '');
    assert.match(played.shown, new RegExp(`Solved in ${best.moves} moves?, the fewest possible\\.\\n$`));
    assert.equal(played.presses, best.solution.length); // a classic free save is a press but no move
    assert.match(played.shown, new RegExp(`Display ${best.goal} `));
  });
}

test('a Digits puzzle of a file played by its hints ends "Solved"', async () => {
  const puzzle = file('digits.txt', 'target: 415\nnumbers: 1 2 3 4 5 6\n');
  const played = await playByHints([puzzle, '--game', 'digits']);
  assert.equal(played.status, 0, played.err);
  const best = JSON.parse(run(['solve', puzzle, '--game', 'digits', '--json']).out);
  assert.match(played.shown, new RegExp(`Solved in ${best.steps.length} moves, the fewest possible\\.`));
  assert.match(played.shown, /Pool: 415\n/);
});

test('the board shows the display, goal, moves left and numbered buttons, redrawn after each press', async () => {
  const s = session(['play', '199'], PROMPT);
  const start = await s.read();
  assert.match(start, /Level 199\n {2}Display 3002 {4}Goal 3507 {4}Moves left 6\n/);
  assert.match(start, /Buttons: 1\) 7 {3}2\) 3=>5 {3}3\) Inv10 {3}4\) Shift>\n/);
  assert.match(start, /Move \(1-4 or a label, \? hint, u undo, q quit\): $/);
  assert.match(await s.say('1'), /^1\nLevel 199\n {2}Display 30 {4}Goal 3507 {4}Moves left 5\n/); // 30027: the portal
  assert.match(await s.say('3=>5'), /Display 50 {4}Goal 3507 {4}Moves left 4\n/);
  assert.match(await s.say('u'), /Display 30 {4}Goal 3507 {4}Moves left 5\n/);
  assert.match(await s.say('u'), /Display 3002 {4}Goal 3507 {4}Moves left 6\n/);
  assert.match(await s.say('u'), /^u\nNothing to undo: this is the start\.\nMove/);
  assert.match(await s.say('7'), /Display 30 /); // 7 is off the board's numbers: the button 7
  assert.match(await s.say('"1"'), /Not a move: the level has no 1 button; try again\.\nMove/);
  const end = await s.end();
  assert.equal(end.status, 0, end.err);
});

test('bad input says why and the game goes on', async () => {
  const s = session(['play', '1'], PROMPT);
  await s.read();
  const unknown = await s.say('x');
  assert.match(unknown, /^x\nNot a move: button "x": xN needs a whole number N, e\.g\. x3 or x-4; try again\.\nMove \(1 or/);
  assert.doesNotMatch(unknown, /Display/); // a refused move changes nothing, so nothing is redrawn
  assert.match(await s.say('9'), /There is no move 9: the moves are numbered 1 to 1 \(and as a label: the level has no 9 button\)/);
  assert.match(await s.say('+2'), /Not a move: the level has no \+2 button; try again\./);
  assert.match(await s.say(''), /^\nMove/);
  assert.match(await s.say('h'), /\? for a hint, u to undo the last move, q to quit\./);
  assert.match(await s.say('1'), /Display 1 {4}Goal 2 {4}Moves left 1/);
  assert.match(await s.say('+1'), /Display 2 {4}Goal 2 {4}Moves left 0\n.*\nSolved in 2 moves, the fewest possible\.\n$/);
  const end = await s.end();
  assert.equal(end.status, 0, end.err);
});

test('out of moves says so; the hint then says what would have helped; undo goes on', async () => {
  const level = file('out.txt', 'start: 1\ngoal: 100\nmoves: 2\nbuttons: x2, +1\n');
  const s = session(['play', level], PROMPT);
  assert.doesNotMatch(await s.read(), /Out of moves/);
  await s.say('1');
  const last = await s.say('x2');
  assert.match(last, /Display 4 {4}Goal 100 {4}Moves left 0\n.*\nOut of moves: no move can be made from here/);
  assert.match(await s.say('1'), /Not a move: no moves left; try again\./);
  assert.match(await s.say('?'), /No moves are left\. From here it is \d+ moves away/);
  assert.match(await s.say('u'), /Display 2 {4}Goal 100 {4}Moves left 1\n(?!Out of moves)/);
  const end = await s.end();
  assert.equal(end.status, 0, end.err);
});

test('under a terminal: played by its hints to "Solved" (exit 0); Ctrl-C at the prompt leaves (dies of SIGINT: 130 in a shell)', () => {
  const r = spawnSync('python3', [path.join(root, 'tests/cli/pty_session.py'), binary, 'play'],
    { encoding: 'utf8', timeout: 90000 });
  assert.equal(r.status, 0, r.stderr);
  const session = JSON.parse(r.stdout);
  assert.equal(session.timed_out, false, session.transcript + session.cancelled_transcript);
  assert.match(session.transcript, /Hint: press 7 \(then 5 more moves\)\./);
  assert.match(session.transcript, /Display 3507 {4}Goal 3507 {4}Moves left 0\r\n[^]*?Solved in 6 moves, the fewest possible\.\r\n/);
  assert.equal(session.status, 0, session.transcript);
  assert.doesNotMatch(session.transcript, /q quit\): \?\r\n\?/); // a terminal echoes the answer: play does not again
  assert.equal(session.cancelled_status, -2, session.cancelled_transcript);
});

test('end of input, q, and a closed or full output end play as the other commands do', () => {
  const eof = run(['play', '199'], '1\n');
  assert.equal(eof.status, 0, eof.err);
  assert.match(eof.out, /Display 30 .*\n.*\n.*\nMove \(1-4 or a label, \? hint, u undo, q quit\): \n$/);
  const quit = run(['play', '199'], 'q\n1\n');
  assert.equal(quit.status, 0);
  assert.doesNotMatch(quit.out, /Display 30 /); // nothing after q is read
  const closed = spawnSync('bash', ['-c', 'yes u | "$0" play 199 | head -c 10 >/dev/null; echo "${PIPESTATUS[1]}"',
    binary], { encoding: 'utf8', timeout: 60000 });
  assert.equal(closed.stdout, '0\n', closed.stderr); // the reader left: a quiet end
  assert.equal(closed.stderr, '');
  const full = openSync('/dev/full', 'w');
  const r = spawnSync(binary, ['play', '199'], { input: 'q\n', stdio: ['pipe', full, 'pipe'], encoding: 'utf8' });
  closeSync(full);
  assert.equal(r.status, 74);
  assert.match(r.stderr, /calcsolve: cannot write output: No space left on device/);
});

test('play needs a game with moves and hints, one puzzle, and a level or a file', () => {
  // a game plays when it has hints (the interface's apply and hint), and says so plainly when not
  for (const [game, puzzle] of [['clock', 'n: 4\nk: 2\n'], ['digits', 'target: 10\nnumbers: 5 5\n']]) {
    const hints = run(['hint', '--game', game], puzzle).status === 0;
    const r = run(['play', file(`${game}.txt`, puzzle), '--game', game], 'q\n');
    if (hints) {
      assert.equal(r.status, 0, r.err);
      assert.match(r.out, /q quit\): q\n$/);
    } else {
      assert.equal(r.status, 2);
      assert.match(r.err, new RegExp(`^calcsolve: game: play is not available for ${game} `));
    }
  }
  assert.equal(run(['hint', '--game', 'digits'], 'target: 10\nnumbers: 5 5\n').status, 0); // one game plays
  const cases = [
    [['play', '0'], /level: "0" is not a bundled level \(1\.\.199\)/],
    [['play', '5', '--game', 'digits'], /level: Digits has no bundled puzzles: play a FILE/],
    [['play', '199', '--digits', '1'], /level 199: start: 3002 does not fit a 1-digit display/],
    [['play', '-'], /file: play reads its moves from standard input/],
    [['play', path.join(dir, 'none.txt')], /file: cannot open/],
    [['play', file('two.txt', 'start: 0\ngoal: 2\nmoves: 2\nbuttons: +1\n\nstart: 1\ngoal: 2\nmoves: 1\nbuttons: +1\n')],
      /holds 2 puzzles; play takes one/],
    [['play', file('bad.txt', 'start: 0\ngoal: 2\nmoves: 2\nbuttons: +1, nope\n')], /bad\.txt:4: buttons: unknown button "nope"/], // the file named, as solve names it
    [['play'], /which level\?/],
    [['play', '1', '--json'], /--json does not apply to play/],
  ];
  for (const [args, message] of cases) {
    const r = run(args, 'q\n');
    assert.equal(r.status, 2, `${args.join(' ')}: ${r.out}`);
    assert.match(r.err, message);
    assert.equal(r.out, '');
  }
});
