// clock-rule.test.mjs: the clock's rule as the page's "How to play" words it (RULE in web/src/games/
// clock/howto.js), applied the way a player would, against the engine's own game on random positions.
// A wording that reads well but differs from the engine ("the ring, read as one number from the
// hand") disagrees with the game by round 3: this test catches it. The words are exact about
// "behind": the hand's own cell counts only when every other cell is 0.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadEngine } from './engine.mjs';
import { EXAMPLE, RULE } from '../../web/src/games/clock/howto.js';

const engine = await loadEngine();

// The page's words, one by one. "Picture the cell under the hand raised by one." "The reading
// from a cell is its value, then the value of the cell behind it, and so on all the way round: n
// digits, read as one number." "From the cell just behind the hand, go backwards to the first cell
// that is not 0, and take its reading. The hand's own cell counts only when every other cell is 0:
// then the reading starts at the hand's cell, just raised." "If no cell's reading is larger, the
// game raises the cell (ties go to the game); otherwise it passes." A cell already at k is never
// raised ("When the game passes, or the cell already holds k, the cell is yours").
let ownCell = 0; // positions where the reading starts at the hand's own cell

function pageSaysTheGameRaises(board, hand, k) {
  if (board[hand] >= k) return false;
  const n = board.length;
  const raised = [...board];
  raised[hand] += 1;
  const behind = (cell) => (cell - 1 + n) % n; // counter-clockwise
  const reading = (cell) => {
    const digits = [];
    for (let c = cell, t = 0; t < n; t++, c = behind(c)) digits.push(raised[c]);
    return digits;
  };
  let first = hand;
  ownCell += raised.every((v, c) => c === hand || v === 0);
  for (let c = behind(hand); c !== hand; c = behind(c)) {
    if (raised[c] !== 0) {
      first = c;
      break;
    }
  }
  // (every other cell 0: first stays the hand's own cell, just raised)
  const mine = reading(first);
  const isLarger = (a, b) => {
    const at = a.findIndex((d, i) => d !== b[i]);
    return at >= 0 && a[at] > b[at];
  };
  for (let j = 0; j < n; j++) if (isLarger(reading(j), mine)) return false;
  return true;
}

test('the game raises the cell under the hand exactly when the page\'s "How to play" says it does', () => {
  // the words this test applies are the page's
  assert.equal(RULE, 'Picture the cell under the hand raised by one. The reading from a cell is its value, then the value ' +
    'of the cell behind it, and so on all the way round: n digits, read as one number. From the cell just behind the hand, ' +
    'go backwards to the first cell that is not 0, and take its reading. The hand\'s own cell counts only when every other ' +
    'cell is 0: then the reading starts at the hand\'s cell, just raised. If no cell\'s reading is larger, the game raises ' +
    'the cell (ties go to the game); otherwise it passes.', 'the page words the rule otherwise: apply its words here');
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
  assert.ok(ownCell > 10, `the hand's own cell met (${ownCell} times)`);
});

test('How to play\'s worked example is the engine\'s own words for rounds 1 and 2 of the tab\'s first clock (n = 4, k = 1)', () => {
  const answer = engine.play('clock', 'n: 4\nk: 1\n', 'wait');
  assert.deepEqual(answer.step.advances.slice(0, 2).map((a) => [a.round, a.cell, a.by, a.why]),
    [[1, 0, 'auto', EXAMPLE[0]], [2, 1, 'computer', EXAMPLE[1]]]);
});
