// games/clock/shortcuts.js: the clock tab's keyboard shortcuts, listed in its
// "?" panel (hidden on phones, with every keyboard instruction): 0 zeroes the
// cell under the hand, x leaves it, h asks for a hint, Backspace undoes, ?
// shows the list and Esc hides it (play/shortcuts.js). Never while someone types
// in a field or holds a modifier.
import { $ } from '../../dom.js';
import { wireButtonKeys } from '../../play/shortcuts.js';
import { PREFIX } from './panel.js';

// The button a key stands for, or null.
function buttonFor(key) {
  if (key === '0') return $(PREFIX + '-zero');
  if (key === 'x' || key === 'X') return $(PREFIX + '-keep');
  if (key === 'h') return $(PREFIX + '-hint');
  if (key === 'Backspace') return $(PREFIX + '-undo');
  return null;
}

export function wireShortcuts() {
  wireButtonKeys({ tabPanelId: 'panel-clock', listButtonId: 'clock-shortcuts', listPanelId: 'clock-shortcuts-panel', buttonFor });
}
