// games/digits/shortcuts.js: the Digits tab's keyboard shortcuts, listed in its
// "?" panel (hidden on phones, with every keyboard instruction): + − × ÷ pick an
// operation (the keys + - * x /), Esc lets go of what is picked, h asks for a hint,
// Backspace undoes, ? shows the list and Esc hides it (play/shortcuts.js). The
// numbers are picked with Tab and Enter or Space, as buttons are: a key for a
// number would be ambiguous once results have two digits. Never while someone
// types in a field or holds a modifier.
import { $ } from '../../dom.js';
import { heldDown, plainKey, shortcutsList, typingIn } from '../../play/shortcuts.js';
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

export function wireShortcuts() {
  const listKey = shortcutsList('digits-shortcuts', 'digits-shortcuts-panel');
  document.addEventListener('keydown', (event) => {
    if (!plainKey(event) || $('panel-digits').hidden || typingIn(event.target) || listKey(event)) return;
    if (event.key === 'Escape') {
      if (cancelPick()) event.preventDefault();
      return;
    }
    const button = buttonFor(event.key);
    if (!button) return;
    event.preventDefault();
    if (!button.disabled && !heldDown(event)) button.click();
  });
}
