// play/shortcuts.js: what the games' keyboard shortcuts share: whether a key
// press is someone typing (shortcuts never act then), and the "?" list of
// shortcuts each game's bar has: its button and ? show and hide it, Esc hides
// it and gives the focus back to its button.
import { $ } from '../dom.js';

export function typingIn(target) {
  return target instanceof Element && (target.isContentEditable || target.closest('input, textarea, select, [contenteditable]') !== null);
}

// A key held down repeats: a move, a hint or a level step is taken once per press, not once
// per repeat (a held x cost the clock's player a choice a repeat; a held n confirmed leaving
// a started level); Backspace repeats, as it does in text, undoing one move a repeat.
export const heldDown = (event) => event.repeat && event.key !== 'Backspace';

// A key press a shortcut may take: no modifier held, not part of a composition.
export const plainKey = (event) => !(event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.isComposing);

// The list of shortcuts (panelId) and the button that shows it (buttonId), wired:
// the answer takes a key press, ? or Esc, for the list (true when it took it). Opened by
// the ? key, the list takes the focus (its heading: a keyboard player heard nothing open),
// and Esc or ? gives it back where it was; opened by its button, the focus stays there.
export function shortcutsList(buttonId, panelId) {
  let cameFrom = null; // where the focus was when ? opened the list
  const show = (on) => {
    $(panelId).hidden = !on;
    $(buttonId).setAttribute('aria-expanded', on ? 'true' : 'false');
  };
  const close = () => {
    show(false);
    const back = cameFrom && cameFrom !== document.body && cameFrom.isConnected && cameFrom.getClientRects().length ? cameFrom : $(buttonId);
    cameFrom = null;
    back.focus();
  };
  $(buttonId).addEventListener('click', () => {
    cameFrom = null;
    show($(panelId).hidden);
  });
  return (event) => {
    if (event.key === '?') {
      event.preventDefault();
      if (!$(panelId).hidden) {
        close();
        return true;
      }
      cameFrom = document.activeElement;
      show(true);
      const heading = $(panelId).querySelector('h2, h3');
      heading.tabIndex = -1;
      heading.focus();
      return true;
    }
    if (event.key === 'Escape' && !$(panelId).hidden) {
      event.preventDefault();
      close();
      return true;
    }
    return false;
  };
}

// A Digits or clock tab's shortcuts: a key that stands for a button of the game
// (buttonFor(key): the button, or null) clicks it while the tab is shown, once per press;
// ? and Esc show and hide the tab's "?" list (listButtonId, listPanelId). other(event): a
// key of the game's that is no button's, asked first (true: taken).
export function wireButtonKeys({ tabPanelId, listButtonId, listPanelId, buttonFor, other = () => false }) {
  const listKey = shortcutsList(listButtonId, listPanelId);
  document.addEventListener('keydown', (event) => {
    if (!plainKey(event) || $(tabPanelId).hidden || typingIn(event.target) || listKey(event) || other(event)) return;
    const button = buttonFor(event.key);
    if (!button) return;
    event.preventDefault();
    if (!button.disabled && !heldDown(event)) button.click();
  });
}
