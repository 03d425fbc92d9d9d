// clock-rule.test.mjs: the clock's rule as the page's "How to play" words it (web/src/games/clock/
// panel.js), applied the way a player would, against the engine's own game on random positions.
// A wording that reads well but differs from the engine ("the ring, read as one number from the
// hand") disagrees with the game by round 3: this test catches it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadEngine, root } from './engine.mjs';

const engine = await loadEngine();
const PANEL = readFileSync(path.join(root, 'web/src/games/clock/panel.js'), 'utf8');

// The page's words: picture the cell under the hand raised by one, then read the ring as one
// number, starting at the first non-zero cell behind the hand and going backwards all the way
// round; the game raises the cell when no other starting cell gives a larger number.
function pageSaysTheGameRaises(board, hand, k) {
  if (board[hand] >= k) return false;
  const n = board.length;
  const raised = [...board];
  raised[hand] += 1;
  const reading = (start) => Array.from({ length: n }, (_, t) => raised[(start - t + n * 2) % n]).join(',');
  let first = (hand - 1 + n) % n;
  while (raised[first] === 0) first = (first - 1 + n) % n; // stops at the hand's own cell at the latest
  const larger = (a, b) => a.split(',').map(Number).findIndex((d, i) => d !== Number(b.split(',')[i]));
  const mine = reading(first);
  for (let j = 0; j < n; j++) {
    const other = reading(j);
    const at = larger(other, mine);
    if (at >= 0 && Number(other.split(',')[at]) > Number(mine.split(',')[at])) return false;
  }
  return true;
}

test('the game raises the cell under the hand exactly when the page\'s "How to play" says it does', () => {
  // the words this test applies are the page's
  assert.ok(PANEL.includes('Picture that cell raised by one, then read the ring as one number: start at the first non-zero cell ' +
    'behind the hand and go backwards (counter-clockwise) all the way round. If no other starting cell gives a larger number, ' +
    'the game raises the cell (ties go to the game).'), 'the page words the rule otherwise: apply its words here');
  let seed = 12345;
  const random = (m) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % m;
  };
  let raises = 0;
  let passes = 0;
  for (let i = 0; i < 600; i++) {
    const n = 2 + random(5);
    const k = 1 + random(3);
    const board = Array.from({ length: n }, () => random(k + 1));
    if (board.every((v) => v === 0)) board[random(n)] = 1;
    const hand = random(n);
    const text = `n: ${n}\nk: ${k}\nboard: ${board.join(' ')}\nhand: ${hand}\nround: 5\n`;
    const answer = engine.play('clock', text, 'wait');
    assert.ok(!answer.error, `${text}: ${answer.error && answer.error.message}`);
    const first = answer.step.advances[0];
    const engineRaised = Boolean(first && first.cell === hand && first.by === 'computer');
    assert.equal(engineRaised, pageSaysTheGameRaises(board, hand, k), `board ${board.join(' ')}, hand on cell ${hand}, k = ${k}`);
    if (engineRaised) raises++;
    else passes++;
  }
  assert.ok(raises > 50 && passes > 50, `both cases met (${raises} raises, ${passes} passes)`);
});
