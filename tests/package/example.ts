// example.ts: the package README's example (wasm/package/README.md) as a program. The package
// test installs the packed tarball into an empty project, checks this file with
// `tsc --strict --noEmit` against the package's index.d.ts, compiles it and runs
// it; it prints one JSON line per answer for the test to check.
import { CalcsolveInputError, createEngine, createWorkerEngine } from 'calcsolve';
import type { CalculatorLevel, CalculatorReport, DigitsReport, GameName, Generated, HintLadder } from 'calcsolve';

const engine = await createEngine();
const print = (what: string, value: unknown) => console.log(JSON.stringify({ what, value }));

// Calculator: The Game, level 199 of the bundled levels (an object of fields or level text).
const level = engine.levels().find((l) => l.level === 199);
if (!level) throw new Error('level 199 is missing');
const report: CalculatorReport = engine.solve('calculator', level);
const hard: number | null = report.difficulty; // 1 to 10
print('level 199', { moves: report.moves, solution: report.solution, last: report.values[report.values.length - 1],
  harder_than_5: hard !== null && hard > 5 });

// Digits 415 from 1 2 3 4 5 6, every shortest solution counted.
const digits: DigitsReport = engine.solve('digits', 'target: 415\nnumbers: 1 2 3 4 5 6\n', { all: true });
print('digits 415', { solved: digits.solved, ops: digits.ops, count: digits.count, expression: digits.expression });

// A hint, and the move it suggests played: play() returns the game in progress as text.
const hint = engine.hint('calculator', level);
if (hint.press === null) throw new Error('level 199 has a win');
const next = engine.play('calculator', level, hint.press);
print('play', { press: hint.press, value: next.step.value, text: next.text });

// The hint ladder: hints from least to most revealing, each true of every shortest solution.
const ladder: HintLadder<'calculator'> = engine.hint('calculator', level, { ladder: true });
print('ladder', { kinds: ladder.ladder.map((rung) => rung.kind), first: ladder.ladder[0].text });

// The clock game, and the list of games.
const clock = engine.solve('clock', { n: 4, k: 2 });
print('clock', { solved: clock.solved, length: clock.length });
const names: GameName[] = engine.games().map((g) => g.name);
print('games', names);

// A level by its number, and a game's nth bundled puzzle.
const level143: CalculatorLevel = engine.level(143);
const first = engine.level('calculator', 1);
print('level', { goal: level143.goal, buttons: level143.buttons.map((b) => b.label), first: [first.start, first.goal] });

// A new level from a seed (the same as `calcsolve generate --seed 42`), and the puzzle of a day.
const made: Generated<'calculator'> = engine.generate('calculator', { seed: 42 });
const day = engine.generate('digits', { date: '2026-11-23' });
print('generate', { text: made.text, solution: made.solution, digits: day.puzzle.target });

// Bad input is thrown as CalcsolveInputError, naming the field and the line.
try {
  engine.solve('calculator', 'start: 1\ngoal: x\nmoves: 1\nbuttons: +1\n');
} catch (e) {
  if (!(e instanceof CalcsolveInputError)) throw e;
  print('error', { field: e.field, line: e.line, message: e.message });
}

// A long search in a worker (the browser budget of 3,000,000 states takes over a second), cancelled
// with an AbortSignal after 200 ms.
const worker = createWorkerEngine();
const controller = new AbortController();
setTimeout(() => controller.abort(), 200);
try {
  await worker.solve('calculator', 'start: 0\ngoal: 999999\nmoves: 99\nbuttons: +1, x2, Reverse, Inv10, SUM, Mirror, <Shift, Shift>, Store, 7\nportal: 5 0\n',
    { signal: controller.signal });
  print('abort', 'finished');
} catch (e) {
  print('abort', e instanceof Error ? e.name : String(e));
}
const after = await worker.solve('digits', { target: 415, numbers: [1, 2, 3, 4, 5, 6] });
print('after abort', { ops: after.ops });
worker.close();
