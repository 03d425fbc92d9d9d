// games/calc2/shortcuts.js: the Calculator 2 tab's keyboard shortcuts, listed in its "?" panel
// (hidden on phones, with every keyboard instruction): 1–9 and 0 press the keypad's first to
// tenth key, or, while a key waits for its pick, its first to tenth choice; Esc cancels the
// pick; h hints, Backspace undoes, r resets (play/shortcuts.js: never while typing or with a
// modifier held).
import { $ } from '../../dom.js';
import { wireButtonKeys } from '../../play/shortcuts.js';
import { PREFIX } from './panel.js';

const nth = (key) => (/^[0-9]$/.test(key) ? (Number(key) + 9) % 10 : -1); // 1 → 0, …, 0 → 9

function buttonFor(key) {
  if (key === 'h') return $(PREFIX + '-hint');
  if (key === 'Backspace') return $(PREFIX + '-undo');
  if (key === 'r') return $(PREFIX + '-reset');
  const choices = $(PREFIX + '-choices');
  if (key === 'Escape' && !choices.hidden) return choices.lastElementChild; // its Cancel
  const at = nth(key);
  if (at < 0) return null;
  const row = choices.hidden ? $(PREFIX + '-keys') : choices;
  const buttons = [...row.children].filter((b) => !choices.hidden ? b.dataset.move : true);
  return buttons[at] || null;
}

export function wireShortcuts() {
  wireButtonKeys({ tabPanelId: 'panel-calc2', listButtonId: 'calc2-shortcuts', listPanelId: 'calc2-shortcuts-panel', buttonFor });
}
