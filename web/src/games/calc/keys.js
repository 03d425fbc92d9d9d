// games/calc/keys.js: a Calculator key drawn small, as the presses, the
// solution and the chips show it: its label on its family's colour, and for a
// screen reader its name as the engine says it ("times 4" for x4: the engine's
// `spoken`). A press is resolved against the buttons of the state it was made
// in, so it shows the label the game showed then (the engine's `now`: [+]N
// changes the numbers).
import { el } from '../../dom.js';
import { pressOf } from './engine-calls.js';

// A key drawn small. longName: a long press of it (the engine's long_press_name, e.g.
// "Save"), drawn as the keypad draws that press's own key: its name, italic, a ring
// inside, in the key's colour (so "Save" in a solution is the Save key to press).
// spoken: its name said aloud; the drawn label is then hidden from assistive technology
// and the name read in its place (a span takes no aria-label), so "x4" is heard "times 4".
export function keyNode(label, family, tag, longName, spoken) {
  const node = el(tag || 'span', { className: 'key fam-' + (family || 'unknown') });
  node.textContent = longName || label;
  if (longName) node.classList.add('long-press');
  if (!spoken || spoken === node.textContent) return node;
  node.setAttribute('aria-hidden', 'true');
  return el('span', { className: 'key-said' }, [node, el('span', { className: 'sr-only', text: spoken })]);
}

// A button's name said aloud in a state: the engine's `spoken` (a long press: its name, "Save").
export const spokenOf = (button, long = false) => (long ? button.long_press_name || 'Save' : button.spoken || button.now || button.label);

// shown: the key's label in the state the press was made in, when the engine gave it (a
// solution's step: "now", with its "spoken"), else the ones the buttons carry.
export function pressNode(press, buttons, shown = null, spoken = null) {
  const hit = pressOf(buttons, press);
  if (!hit) return keyNode(press, 'unknown');
  return keyNode(shown || hit.button.now || hit.button.label, hit.button.family, 'span', hit.long ? hit.button.long_press_name : '',
    spoken || spokenOf(hit.button, hit.long));
}

// A part of a sentence shown one way and said another: a key ({shown: "x4", spoken: "times 4"}),
// an arrow ("→", "gives"). A sentence is a list of such parts and strings (play-view.js
// showStatus draws the one and says the other).
export const saidKey = (shown, spoken) => ({ shown, spoken: spoken || shown });

// An engine's sentence that names keys by their labels ("Press x4 next, then 2 more presses."),
// with each key named heard by its spoken name: keys [{shown, spoken}] in the order the sentence
// names them, each the first match after the one before (so "then 3 more" is never taken for a
// key 3 named earlier), from the index `from` on. Returns the text's parts (saidKey's and strings).
export function sayKeys(text, keys, from = 0) {
  const parts = [];
  let at = from;
  if (from > 0) parts.push(text.slice(0, from));
  for (const { shown, spoken } of keys) {
    const i = shown ? text.indexOf(shown, at) : -1;
    if (i < 0) continue;
    parts.push(text.slice(at, i), saidKey(shown, spoken));
    at = i + shown.length;
  }
  parts.push(text.slice(at));
  return parts.filter((part) => part !== '');
}

// A hint's words, the keys its rung names (key, press, keys: the engine's labels) heard by their
// spoken names ("Every shortest solution presses times 3 twice."). entry: the position, with its
// ladder and the rungs shown; name(press): {shown, spoken}. Other words (a dead end) as they are.
export function hintSaid(text, entry, name) {
  const rungs = entry && entry.ladder ? entry.ladder.rungs : [];
  const rung = rungs[Math.min(entry ? entry.rungsShown || 0 : 0, rungs.length) - 1];
  const at = rung && text ? text.indexOf(rung.text) : -1;
  if (at < 0) return text;
  const presses = Array.isArray(rung.keys) ? rung.keys : [rung.key ?? rung.press].filter(Boolean);
  return sayKeys(text, presses.map(name), at);
}
