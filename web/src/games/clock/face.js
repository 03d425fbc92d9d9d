// games/clock/face.js: the clock game's face as SVG (cells around a ring, each
// with its value, and the hand), drawn from a board and a hand the engine gave:
// the replay of a solution (replay.js) and the game (play.js).
import { svgEl } from '../../dom.js';

// Builds the face of n cells into svg; returns {n, cells: [{g, text}], hand, at}: at counts
// the cells the hand has turned through from cell 0 (clockwise positive), so that its angle
// keeps going round instead of jumping back at cell 0.
export function buildFace(svg, n) {
  svg.replaceChildren();
  const cells = [];
  const radius = 84;
  const cellR = Math.max(7, Math.min(22, (Math.PI * radius) / n - 3));
  svg.append(svgEl('circle', { cx: 0, cy: 0, r: radius + cellR + 8, class: 'clock-face' }));
  svg.append(svgEl('circle', { cx: 0, cy: 0, r: radius, class: 'clock-ring' }));
  const hand = svgEl('g', { class: 'clock-hand' });
  hand.append(svgEl('line', { x1: 0, y1: 0, x2: 0, y2: -(radius - cellR - (n <= 12 ? 22 : 6)), class: 'hand-line' }));
  hand.append(svgEl('circle', { cx: 0, cy: 0, r: 6, class: 'hand-hub' }));
  svg.append(hand);
  for (let i = 0; i < n; i++) {
    const angle = (2 * Math.PI * i) / n - Math.PI / 2;
    const x = Math.round(radius * Math.cos(angle) * 100) / 100;
    const y = Math.round(radius * Math.sin(angle) * 100) / 100;
    const g = svgEl('g', { class: 'cell' });
    g.append(svgEl('circle', { cx: x, cy: y, r: cellR, class: 'cell-disc' }));
    const text = svgEl('text', { x, y, class: 'cell-value', 'text-anchor': 'middle', 'dominant-baseline': 'central' });
    // the value, what the game is about: larger than the cell's number (16), which is secondary
    text.style.fontSize = Math.max(7, Math.min(24, cellR * 1.05)) + 'px';
    g.append(text);
    if (n <= 12) {
      // the cell's number, just inside the ring
      const inner = radius - cellR - 9;
      const label = svgEl('text', { x: Math.round(inner * Math.cos(angle) * 100) / 100, y: Math.round(inner * Math.sin(angle) * 100) / 100, class: 'cell-index', 'text-anchor': 'middle', 'dominant-baseline': 'central' });
      label.textContent = String(i);
      g.append(label);
    }
    svg.append(g);
    cells.push({ g, text });
  }
  return { n, cells, hand, at: 0 };
}

// Shows board (the cells' values, cell 0 first) with cell `hand` marked as the one under the hand; k is the largest value.
export function paintCells(face, board, hand, k) {
  board.forEach((value, i) => {
    const cell = face.cells[i];
    if (!cell) return;
    cell.text.textContent = String(value);
    cell.g.classList.toggle('zero', value === 0 || value === '0');
    cell.g.classList.toggle('full', value === k);
    cell.g.classList.toggle('under', i === hand);
    cell.g.classList.remove('by-player-0', 'by-player-x', 'by-computer');
  });
}

// Turns the hand to cell `hand` the short way round (a tie, half a turn, goes clockwise), or
// clockwise whatever the distance when `forward` (the game's rounds only ever go forward): its
// CSS transition then never swings back the long way, as from the last cell to cell 0.
export function turnHand(face, hand, forward = false) {
  let ahead = (((hand - face.at) % face.n) + face.n) % face.n;
  if (!forward && 2 * ahead > face.n) ahead -= face.n;
  face.at += ahead;
  face.hand.style.transform = 'rotate(' + (360 * face.at) / face.n + 'deg)';
}

// Shows board with the hand on cell `hand`, turned the short way (the replay: forward or back).
export function paintFace(face, board, hand, k) {
  paintCells(face, board, hand, k);
  turnHand(face, hand);
}
