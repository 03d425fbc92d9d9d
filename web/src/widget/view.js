// widget/view.js: the pieces every game's widget view (a game folder's widget.js: games/calc/widget.js, games/calc2/widget.js) draws
// with: counts in words, key chips in the engine's colour family, the card's header and its link
// to the full page, and the play controls with their status line on the page's play model
// (play/model.js) over the engine in this thread.
import { el, formatInt } from '../dom.js';
import { PlayModel } from '../play/model.js';
import { pageUrl } from './engine.js';

export const plural = (n, one) => `${formatInt(n)} ${one}${n === 1 ? '' : 's'}`;

// The colour family of a press as the engine names it: a button's label, or a
// button's long press (the engine gives its name, long_press, on the button).
export function familyOf(buttons, press) {
  const button = buttons.find((b) => b.label === press || b.long_press === press);
  return button ? button.family : undefined;
}

export function keyChip(tag, label, family, text) {
  return el(tag, { className: 'key fam-' + (family || 'unknown'), text: text || label, attrs: { 'data-press': label } });
}

// The card's first line: the level's number, then what it asks (`text`).
export const header = (level, text) => el('p', { className: 'head' }, [
  el('span', { className: 'title', text: 'Level ' + level.level }),
  el('span', { className: 'goal', text }),
]);

// hash: the full page's link to the level (`level2=184`).
export const footer = (hash) => el('p', { className: 'foot' }, [
  el('a', { text: 'Open in calcsolve', attrs: { href: pageUrl(hash), target: '_blank', rel: 'noopener' } }),
]);

export const card = (mode, children) => el('section', { className: 'card', attrs: { 'data-mode': mode } }, children);

// A game in play: the model (the engine's states as the undo stack) with Hint, Undo and Reset and
// the status line. game: the engine's name; entry: its first {text, puzzle}; view: the game's
// drawing (model.js's view: draw, moved, …; say(text, isError) and the controls are handed to it).
export function playShell(engine, game, entry, makeView) {
  const status = el('p', { className: 'status' });
  const hint = el('button', { text: 'Hint', attrs: { type: 'button', 'data-role': 'hint' } });
  const undo = el('button', { text: 'Undo', attrs: { type: 'button', 'data-role': 'undo' } });
  const reset = el('button', { text: 'Reset', attrs: { type: 'button', 'data-role': 'reset' } });
  const say = (text, isError) => {
    status.textContent = text || '';
    status.classList.toggle('error', Boolean(isError));
  };
  // the engine in this thread, asked as the model asks the page's worker
  const ask = async (op, { text, move }) => (op === 'play' ? engine.play(game, text, move) : engine.hint(game, text, { ladder: op === 'ladder' }));
  const model = new PlayModel({ game, ask, view: null });
  model.view = makeView(model, { say, hint, undo, reset });
  hint.addEventListener('click', () => model.hint());
  undo.addEventListener('click', () => model.undo());
  reset.addEventListener('click', () => model.reset());
  model.start(entry);
  model.view.draw(model.current, null);
  return { model, controls: el('div', { className: 'controls' }, [hint, undo, reset]), status };
}
