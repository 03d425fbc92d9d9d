// games/calc/key-help.js: what each key does, in the engine's words: the
// engine's help table (engine `help`: a summary and a worked example for every
// button kind, the portal and the two Store rules) fetched once, shown as each
// key's accessible description and tooltip, in the line under the keypad on
// hover, focus and a long press, and in the "How to play" list of the level's keys.
import { $, capitalize, el } from '../../dom.js';
import { afterFirstScreen, helper } from '../../engine-client.js';
import { GAME, levelText } from './engine-calls.js';

let topics = null; // Map topic -> {name, summary, example}, once the engine answered
let asked = null;

function loadHelp() {
  if (!asked) {
    asked = afterFirstScreen().then(() => helper.request('help', { game: GAME })).then(
      (answer) => {
        const list = Array.isArray(answer.result) ? answer.result : [];
        topics = new Map(list.map((entry) => [entry.topic, entry]));
      },
      () => {
        topics = new Map();
      },
    );
  }
  return asked;
}

// A key's topic in the help is its kind (Store's Save key: "store-save").
// The Store rule chosen: what a save costs.
const storeRule = () => ($('calc-opt-classic').checked ? 'store-free' : 'store-charged');

// "Adds N; e.g. +3: 12 → 15.": the example marked as one (on a +1 key a bare "(+3: 12 → 15)" was
// read as that key's own), and not in brackets of its own (summaries hold some: "(the result may go below 0)")
const sentence = (entry) => capitalize(entry.summary) + (entry.example ? '; e.g. ' + entry.example : '') + '.';

// The key's own example, worked out by the engine: its kind's example ("+3: 12 → 15") from the same
// number, with this key pressed ("+2: 12 → 14"; a +2 key read "e.g. +3", as if it were a +3). When
// that number is left as it was (3=>5 on 121), the number the key's label spells is tried (3=>5 on
// 35 → 55). Kept per label (the key as it reads now, [+]N relabels it); null while the engine works,
// or when it refuses both presses or leaves both numbers as they were: the kind's own example then.
const ownExamples = new Map();
let redraw = null;

// The value `label` makes of `start` in one press, or null (refused, or unchanged).
async function pressedOnce(label, start) {
  const text = levelText({ start, goal: Number(start) + 1, moves: 1, buttons: label }, null);
  const { result } = await helper.request('play', { game: GAME, text, move: label, options: {} });
  const value = result && result.step ? result.step.value : null;
  return value === null || String(value) === start ? null : value;
}

async function workOutExample(label, sample) {
  const spelt = label.replace(/\D/g, '').replace(/^0+(?=\d)/, '').slice(0, 6);
  for (const start of spelt && spelt !== sample ? [sample, spelt] : [sample]) {
    const value = await pressedOnce(label, start);
    if (value === null) continue;
    ownExamples.set(label, label + ': ' + start + ' → ' + value);
    // the keys described again, once for the examples that came in together
    redraw = redraw || Promise.resolve().then(() => {
      redraw = null;
      describeKeys();
    });
    return;
  }
}

function ownExample(key, entry) {
  const label = key.textContent;
  const sample = /^\S+: (-?\d+) → -?\d+$/.exec(entry.example || '');
  if (!sample || key.dataset.kind === 'store-save') return null;
  if (!ownExamples.has(label)) {
    ownExamples.set(label, null);
    workOutExample(label, sample[1]).catch(() => {});
  }
  return ownExamples.get(label);
}

// The help of a key: its kind's entry, or null. The Save key: what it does, and for
// its example what it costs under the rule chosen ("Save then Store uses 2 moves").
function helpOf(key) {
  const entry = topics && topics.get(key.dataset.kind);
  if (!entry) return null;
  const rule = key.dataset.kind === 'store-save' ? topics.get(storeRule()) : null;
  if (rule) return sentence({ summary: entry.summary, example: rule.example });
  return sentence({ summary: entry.summary, example: ownExample(key, entry) || entry.example });
}

// The key the line under the keypad describes (hovered, focused or held), and that line:
// "+4 — Adds N (…)", with the key's label as the game shows it now.
let described = null;
// The kind's name goes first where the key's label is not it ("+1 — +N: adds N; …": without it
// "+1 — Adds N" leaves N unexplained).
function describeInLine(key) {
  described = key;
  const text = key ? helpOf(key) : null;
  const entry = text && topics.get(key.dataset.kind);
  const kind = entry && entry.name !== key.textContent && key.dataset.kind !== 'store-save' ? entry.name + ': ' : '';
  $('calc-key-help').textContent = text ? key.textContent + ' — ' + kind + (kind ? text[0].toLowerCase() + text.slice(1) : text) : '';
}

// A key's help as a screen reader says it: its label in the example said as its name is ("times
// 4", not the letter x and a 4) and the example's arrow as a word ("→" is read "right arrow").
function saidAloud(key, text) {
  const spoken = key.getAttribute('aria-label');
  const named = spoken ? text.split(key.textContent + ':').join(spoken + ':') : text;
  return named.replace(/ → /g, ' becomes ');
}

// Every key of the keypad gets its description (once the help is in), and the
// "How to play" list the level's kinds, each once. Called as each state is drawn: the
// line under the keypad follows its key's new label ([+]2 made the +2 key read +4).
export async function describeKeys() {
  await loadHelp();
  const list = $('calc-howto-keys');
  list.replaceChildren();
  const seen = new Set();
  for (const key of $('calc-play-keypad').children) {
    const text = helpOf(key);
    if (text) {
      key.setAttribute('aria-description', saidAloud(key, text));
      key.title = text;
    }
    const entry = topics.get(key.dataset.kind);
    // the Save key's rule has its own choice under the list (Saving into Store)
    if (entry && key.dataset.kind !== 'store-save' && !seen.has(key.dataset.kind)) {
      seen.add(key.dataset.kind);
      list.append(el('dt', { text: entry.name }), el('dd', { text: sentence(entry) }));
    }
  }
  if (described && described.isConnected && $('calc-key-help').textContent) describeInLine(described);
  // the Store rule matters only where there is a Store key
  $('calc-store-rule').hidden = ![...$('calc-play-keypad').children].some((key) => key.dataset.kind === 'store');
  for (const topic of ['portal']) {
    const entry = topics.get(topic);
    if (entry && !$('calc-play-portal').hidden) list.append(el('dt', { text: entry.name }), el('dd', { text: sentence(entry) }));
  }
}

// The line under the keypad follows the key hovered, focused or held.
export function wireKeyHelp() {
  const pad = $('calc-play-keypad');
  // a focus the page moved after a tap or a click (Reset tapped, Play level N) shows no line, as it
  // shows no ring: else the first key's help pops up under a Reset just tapped
  const show = (event) => {
    const key = event.target instanceof Element ? event.target.closest('.key') : null;
    if (key && (event.type !== 'focusin' || key.matches(':focus-visible'))) describeInLine(key);
  };
  for (const type of ['pointerover', 'focusin']) pad.addEventListener(type, show);
  // the line goes with the focus leaving the keypad, not moving within it: a tap on a second key
  // (its pointerover drew its help, then the first key's focusout) left the line blank
  pad.addEventListener('focusout', (event) => {
    if (!pad.contains(event.relatedTarget)) describeInLine(null);
  });
  loadHelp();
}
