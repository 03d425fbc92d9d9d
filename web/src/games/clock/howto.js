// games/clock/howto.js: the clock tab's How to play: the rule in exact words ("behind" is
// counter-clockwise; the hand's own cell counts only when every other cell is 0) and a
// worked example drawn on two small faces, the first two rounds of the 4-cell clock with
// values up to 1 (the tab's first game). The example's captions are the engine's own words
// for those rounds (core/clock/why.c): tests/browser/clock-words.test.mjs checks they are
// the engine's, and tests/wasm/clock-rule.test.mjs applies the rule's words as written.
// Constant markup: the faces are drawn from the constants below, no rule computed here.

// One example face (viewBox -64..64): n = 4 cells at 12, 3, 6 and 9 o'clock, cell 0 at the
// top. board: the values as pictured (the hand's cell raised by one, marked +1); hand: the
// cell under the hand; start: the cell the game's reading starts from; larger: a cell whose
// reading is larger (a pass), or -1.
function exampleFace({ board, hand, start, larger }) {
  const at = (i, r) => {
    const angle = (Math.PI / 2) * i - Math.PI / 2;
    return [Math.round(r * Math.cos(angle)), Math.round(r * Math.sin(angle))];
  };
  const [hx, hy] = at(hand, 20);
  let cells = '';
  for (let i = 0; i < 4; i++) {
    const [x, y] = at(i, 38);
    const [lx, ly] = at(i, 58);
    const marks = [i === hand ? 'under' : '', i === start ? 'start' : '', i === larger ? 'larger' : '', board[i] === 0 ? 'zero' : ''].filter(Boolean).join(' ');
    cells += `<g class="cell ${marks}"><circle cx="${x}" cy="${y}" r="13" class="cell-disc"/>` +
      `<text x="${x}" y="${y}" class="cell-value" text-anchor="middle" dominant-baseline="central">${board[i]}</text>` +
      (i === hand ? `<text x="${x + 22 * Math.cos((Math.PI / 2) * i)}" y="${y + 22 * Math.sin((Math.PI / 2) * i)}" class="ex-plus" text-anchor="middle" dominant-baseline="central">+1</text>` : '') +
      `<text x="${lx}" y="${ly}" class="ex-index" text-anchor="middle" dominant-baseline="central">${i}</text></g>`;
  }
  return `<svg class="ex-face" viewBox="-70 -70 140 140" aria-hidden="true" focusable="false">` +
    '<circle r="54" class="clock-face"/>' + cells +
    `<line x1="0" y1="0" x2="${hx}" y2="${hy}" class="hand-line"/><circle r="4" class="hand-hub"/></svg>`;
}

// The rule's words: clock-rule.test.mjs applies exactly these (keep them in step with it).
export const RULE = 'Picture the cell under the hand raised by one. The reading from a cell is its value, then the value ' +
  'of the cell behind it, and so on all the way round: n digits, read as one number. From the cell just behind the hand, ' +
  'go backwards to the first cell that is not 0, and take its reading. The hand\'s own cell counts only when every other ' +
  'cell is 0: then the reading starts at the hand\'s cell, just raised. If no cell\'s reading is larger, the game raises ' +
  'the cell (ties go to the game); otherwise it passes.';

// The engine's words for rounds 1 and 2 of n = 4, k = 1 (the step's "why"; checked against it).
export const EXAMPLE = [
  'Cell 0 was 0 and the game passed: raised to 1, the reading from cell 3 (the first cell behind the hand that is not 0) ' +
    'would be 1 0 0 1, but the reading from cell 0 would be 1 1 0 0, larger. Nothing to do.',
  'The game raised cell 1 to 1: with it at 1, the reading from cell 3 (the first cell behind the hand that is not 0) is ' +
    '1 0 1 0, and no cell\'s reading is larger (cell 1\'s is the same: ties go to the game).',
];

export const HOWTO = `
  <details id="clock-howto" class="howto">
    <summary>How to play</summary>
    <p>The clock is a ring of n cells, numbered clockwise from 0, each holding a number from 0 to k; it starts with every cell at 0 but the last, which holds 1. Every round the hand moves one cell clockwise. <strong>Behind</strong> a cell means counter-clockwise from it.</p>
    <p><strong>The game goes first</strong> on the cell the hand reaches. ${RULE}</p>
    <p>When the game passes, or the cell already holds k, the cell is yours: <kbd>0</kbd> sets it to zero, <kbd>X</kbd> leaves it. A cell at 0 that the game passes is passed over for you.</p>
    <div class="ex-faces">
      <figure class="ex">
        ${exampleFace({ board: [1, 0, 0, 1], hand: 0, start: 3, larger: 0 })}
        <figcaption><strong>Round 1</strong>, the 4-cell clock with k = 1, the hand on cell 0 (pictured at 1, +1; the purple ring marks cell 3, where the game's reading starts, and the dashed red ring cell 0, whose reading is larger). ${EXAMPLE[0]}</figcaption>
      </figure>
      <figure class="ex">
        ${exampleFace({ board: [0, 1, 0, 1], hand: 1, start: 3, larger: -1 })}
        <figcaption><strong>Round 2</strong>, the hand on cell 1 (pictured at 1; cell 0 behind it is 0, so the reading starts at cell 3). ${EXAMPLE[1]}</figcaption>
      </figure>
    </div>
    <p>The game's own moves are played for you, and <strong>The last moves</strong> says why it made each one, in these words. On the face, each cell flashes as the hand passes: green, zeroed by you; blue, left by you; red, raised by the game. A cell holding k is orange; the white ring is the cell under the hand.</p>
    <p>The clock is clear when every cell is 0. Your count is your choices: the fewer, the better; the win says the fewest possible. A larger clock (more cells, a larger k) is a longer game. <strong>Hint</strong> names the next choice of the fewest left.</p>
  </details>`;
