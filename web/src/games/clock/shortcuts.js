// games/clock/shortcuts.js: the clock tab's keyboard shortcuts, listed in its
// "?" panel (hidden on phones, with every keyboard instruction): 0 zeroes the
// cell under the hand, x leaves it, h asks for a hint, Backspace undoes, ?
// shows the list. Never while someone types in a field or holds a modifier.
import { $ } from '../../dom.js';
import { PREFIX } from './panel.js';

function typingIn(target) {
  return target instanceof Element && (target.isContentEditable || target.closest('input, textarea, select, [contenteditable]') !== null);
}

function toggleShortcuts(show = $('clock-shortcuts-panel').hidden) {
  $('clock-shortcuts-panel').hidden = !show;
  $('clock-shortcuts').setAttribute('aria-expanded', show ? 'true' : 'false');
}

// The button a key stands for, or null.
function buttonFor(key) {
  if (key === '0') return $(PREFIX + '-zero');
  if (key === 'x' || key === 'X') return $(PREFIX + '-keep');
  if (key === 'h') return $(PREFIX + '-hint');
  if (key === 'Backspace') return $(PREFIX + '-undo');
  return null;
}

export function wireShortcuts() {
  $('clock-shortcuts').addEventListener('click', () => toggleShortcuts());
  document.addEventListener('keydown', (event) => {
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
    if ($('panel-clock').hidden || typingIn(event.target)) return;
    if (event.key === '?') {
      event.preventDefault();
      toggleShortcuts();
      return;
    }
    const button = buttonFor(event.key);
    if (!button) return;
    event.preventDefault();
    if (!button.disabled) button.click();
  });
}
