// games/digits/shortcuts.js: the Digits tab's keyboard shortcuts, listed in its
// "?" panel (hidden on phones, with every keyboard instruction): + − × ÷ pick an
// operation (the keys + - * x /), Esc lets go of what is picked, h asks for a hint,
// Backspace undoes, ? shows the list and Esc hides it (play/shortcuts.js). The
// numbers are picked with Tab and Enter or Space, as buttons are: a key for a
// number would be ambiguous once results have two digits. Never while someone
// types in a field or holds a modifier.
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

export function wireShortcuts() {
  wireButtonKeys({ tabPanelId: 'panel-digits', listButtonId: 'digits-shortcuts', listPanelId: 'digits-shortcuts-panel', buttonFor, other: letGo });
}
