// games/calc/keys.js: a Calculator key drawn small, as the presses, the
// solution and the chips show it: its label on its family's colour. A press is
// resolved against the buttons of the state it was made in, so it shows the
// label the game showed then (the engine's `now`: [+]N changes the numbers).
import { el } from '../../dom.js';
import { pressOf } from './engine-calls.js';

// A key drawn small. longName: a long press of it (the engine's long_press_name, e.g.
// "Save"), drawn as the keypad draws that press's own key: its name, italic, a ring
// inside, in the key's colour (so "Save" in a solution is the Save key to press).
export function keyNode(label, family, tag, longName) {
  const node = el(tag || 'span', { className: 'key fam-' + (family || 'unknown') });
  node.textContent = longName || label;
  if (longName) node.classList.add('long-press');
  return node;
}

// shown: the key's label in the state the press was made in, when the engine gave it (a
// solution's step: "now"), else the one the buttons carry.
export function pressNode(press, buttons, shown = null) {
  const hit = pressOf(buttons, press);
  if (!hit) return keyNode(press, 'unknown');
  return keyNode(shown || hit.button.now || hit.button.label, hit.button.family, 'span', hit.long ? hit.button.long_press_name : '');
}
