// games/digits/board.js: the Digits board kept still: each number keeps the place it was dealt
// in, a number used leaves its place marked (faint, not a button), and a move's result takes the
// place of its second number, as the engine plays it (the step names the pool places it used:
// `first`, `second`). The numbers and the operations are each one Tab stop, a toolbar whose
// arrow keys, Home and End move among its buttons (a roving tabindex).
import { el } from '../../dom.js';

// The places of a position: [{index, value}], index the pool's (null: a number used there).
// entries: the game's history up to the position; each entry keeps its places once worked out.
export function placesOf(entries) {
  let places = null;
  entries.forEach((entry, k) => {
    if (entry.places) {
      places = entry.places;
      return;
    }
    const step = entry.step;
    if (k === 0 || !places) places = (entry.puzzle.pool || entry.puzzle.numbers).map((value, index) => ({ index, value }));
    else if (step && typeof step.first === 'number') {
      places = places.map((place) => {
        if (place.index === null) return place;
        if (place.index === step.first) return { index: null, value: place.value };
        const index = place.index > step.first ? place.index - 1 : place.index;
        return place.index === step.second ? { index, value: step.result } : { index, value: place.value };
      });
    }
    entry.places = places;
  });
  return places || [];
}

// The toolbar's one Tab stop: `item` (a button of it).
export function setStop(group, item) {
  for (const button of group.querySelectorAll('button')) button.tabIndex = button === item ? 0 : -1;
}

// Arrow keys, Home and End move the focus among the toolbar's buttons not disabled.
export function wireToolbar(group) {
  group.addEventListener('keydown', (event) => {
    if (event.ctrlKey || event.altKey || event.metaKey) return;
    const items = [...group.querySelectorAll('button')].filter((b) => !b.disabled);
    const i = items.indexOf(document.activeElement);
    if (i < 0) return;
    const moves = { ArrowRight: i + 1, ArrowDown: i + 1, ArrowLeft: i - 1, ArrowUp: i - 1, Home: 0, End: items.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = items[(moves[event.key] + items.length) % items.length];
    setStop(group, next);
    next.focus();
  });
  group.addEventListener('focusin', (event) => {
    if (event.target.matches('button')) setStop(group, event.target);
  });
}

// The tiles of a position into box: a button a number left (data-index: its pool index), a faint
// mark where one was used. made: the pool index of the number the last move made (or null);
// winning: the pool index of the target reached (drawn as the win); best: the number a Submit
// kept (its place ringed, live or used, so the board shows what was scored); onPick(index).
export function drawTiles(box, places, { made, winning, over, onPick, best = null }) {
  box.replaceChildren();
  const bestAt = best === null ? -1 : places.findIndex((place) => String(place.value) === String(best));
  const isBest = (place) => places[bestAt] === place;
  for (const place of places) {
    if (place.index === null) {
      const size = String(place.value).length > 5 ? ' longer' : String(place.value).length > 3 ? ' long' : '';
      box.append(el('span', { className: 'tile play-slot used' + size + (isBest(place) ? ' best' : ''), text: place.value, attrs: { 'aria-hidden': 'true' } }));
      continue;
    }
    const isNew = place.index === made;
    const isWin = place.index === winning;
    const attrs = { type: 'button', 'aria-pressed': 'false', 'data-index': place.index, tabindex: '-1' };
    if (isNew) attrs['aria-description'] = isWin ? 'the target, reached' : 'the number your last move made';
    // a long number in a smaller type, so every place keeps its width
    const size = String(place.value).length > 5 ? ' longer' : String(place.value).length > 3 ? ' long' : '';
    const tile = el('button', { className: 'tile play-tile' + size + (isNew ? ' new' : '') + (isWin ? ' win' : '') + (isBest(place) ? ' best' : ''), text: place.value, attrs });
    tile.disabled = over;
    tile.addEventListener('click', () => onPick(place.index));
    box.append(tile);
  }
}
