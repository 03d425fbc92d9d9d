// play/shortcuts.js: what the games' keyboard shortcuts share: whether a key
// press is someone typing (shortcuts never act then), and the "?" list of
// shortcuts each game's bar has: its button and ? show and hide it, Esc hides
// it and gives the focus back to its button.
import { $ } from '../dom.js';

export function typingIn(target) {
  return target instanceof Element && (target.isContentEditable || target.closest('input, textarea, select, [contenteditable]') !== null);
}

// A key press a shortcut may take: no modifier held, not part of a composition.
export const plainKey = (event) => !(event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.isComposing);

// The list of shortcuts (panelId) and the button that shows it (buttonId). Its
// keydown(event) takes ? and Esc (true when it took the key); toggle(show).
export function shortcutsList(buttonId, panelId) {
  const toggle = (show = $(panelId).hidden) => {
    $(panelId).hidden = !show;
    $(buttonId).setAttribute('aria-expanded', show ? 'true' : 'false');
  };
  $(buttonId).addEventListener('click', () => toggle());
  const keydown = (event) => {
    if (event.key === '?') {
      event.preventDefault();
      toggle();
      return true;
    }
    if (event.key === 'Escape' && !$(panelId).hidden) {
      event.preventDefault();
      toggle(false);
      $(buttonId).focus();
      return true;
    }
    return false;
  };
  return { toggle, keydown };
}
