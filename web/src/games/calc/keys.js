// games/calc/keys.js: a Calculator key drawn small, as the presses, the
// solution and the chips show it: its label on its family's colour. A press is
// resolved against the buttons of the state it was made in, so it shows the
// label the game showed then (the engine's `now`: [+]N changes the numbers).
import { el } from '../../dom.js';
import { pressOf } from './engine-calls.js';

// note: the name of a long-press (the engine's long_press_name, e.g. "Save"), shown as a badge.
export function keyNode(label, family, tag, note) {
  const node = el(tag || 'span', { className: 'key fam-' + (family || 'unknown') });
  if (note) {
    node.append(el('span', { text: label }), el('small', { className: 'key-note', text: note }));
    node.classList.add('long-press');
  } else {
    node.textContent = label;
  }
  return node;
}

export function pressNode(press, buttons) {
  const hit = pressOf(buttons, press);
  if (!hit) return keyNode(press, 'unknown');
  return keyNode(hit.button.now || hit.button.label, hit.button.family, 'span', hit.long ? hit.button.long_press_name : '');
}
