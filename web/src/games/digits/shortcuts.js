// games/digits/shortcuts.js: the Digits tab's keyboard shortcuts, listed in its
// "?" panel (hidden on phones, with every keyboard instruction): a number typed picks
// that number (a list's type-ahead: below), + − × ÷ pick an operation (the keys
// + - * x /), Esc lets go of what is picked, h asks for a hint, Backspace undoes, ?
// shows the list and Esc hides it (play/shortcuts.js). The numbers can also be picked
// with Tab and Enter or Space, as buttons are. Never while someone types in a field or
// holds a modifier.
import { $ } from '../../dom.js';
import { wireButtonKeys } from '../../play/shortcuts.js';
import { PREFIX } from './panel.js';
import { cancelPick } from './play.js';

const OP_KEYS = { '+': '+', '-': '-', '*': '*', x: '*', X: '*', '/': '/' };

// The button a key stands for, or null.
function buttonFor(key) {
  if (key in OP_KEYS) return document.querySelector('#' + PREFIX + ' .op-btn[data-op="' + OP_KEYS[key] + '"]');
  if (key === 'h') return $(PREFIX + '-hint');
  if (key === 'Backspace') return $(PREFIX + '-undo');
  return null;
}

// Esc lets go of the number and operation picked (the "?" list, when open, takes it first).
function letGo(event) {
  if (event.key !== 'Escape') return false;
  if (cancelPick()) event.preventDefault();
  return true;
}

// A number typed picks the number with that value, as a list's type-ahead picks an item: at
// once when no other number starts with the digits typed so far, else once TYPE_AHEAD_MS pass
// without another digit (1 then 2 picks 12; 1 alone, with 12 there, picks 1 after the pause).
// Of two numbers alike, the one not picked already. A keyboard player typed 5 and nothing moved.
const TYPE_AHEAD_MS = 700;
const typeAhead = { digits: '', timer: null };
function typeNumber(event) {
  if (!/^[0-9]$/.test(event.key)) return false;
  event.preventDefault();
  if (event.repeat) return true;
  clearTimeout(typeAhead.timer);
  const tiles = [...document.querySelectorAll('#' + PREFIX + '-pool .play-tile:not(:disabled)')];
  const numbers = tiles.map((tile) => tile.textContent);
  let digits = typeAhead.digits + event.key;
  if (!numbers.some((n) => n.startsWith(digits))) digits = event.key; // a new number begins
  const starting = numbers.filter((n) => n.startsWith(digits));
  // a digit no number left starts with picks nothing, and says so where a pick is said (aria-live)
  if (tiles.length && !starting.length) {
    typeAhead.digits = '';
    $(PREFIX + '-hint-text').textContent = 'No number left starts with ' + digits + '.';
    return true;
  }
  const pick = () => {
    typeAhead.digits = '';
    const alike = tiles.filter((tile) => tile.textContent === digits && tile.isConnected);
    (alike.find((tile) => tile.getAttribute('aria-pressed') !== 'true') || alike[0])?.click();
  };
  typeAhead.digits = digits;
  const longer = starting.filter((n) => n !== digits);
  if (longer.length) {
    // said at once while it waits: the player knows the digit was heard, and what comes next
    $(PREFIX + '-hint-text').textContent = digits + '… (or ' + [...new Set(longer)].join(', ') + ')';
    typeAhead.timer = setTimeout(pick, TYPE_AHEAD_MS);
  } else pick();
  return true;
}

export function wireShortcuts() {
  wireButtonKeys({ tabPanelId: 'panel-digits', listButtonId: 'digits-shortcuts', listPanelId: 'digits-shortcuts-panel', buttonFor, other: (event) => letGo(event) || typeNumber(event) });
}
