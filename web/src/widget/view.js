// widget/view.js: what a <calcsolve-widget> shows, built as DOM nodes inside its
// shadow root: the level (start, goal, moves, its keys), the engine's shortest
// solution, and in play mode a display and a keypad. Every press goes to
// engine.play and every hint to engine.hint: the engine applies each move and
// says when it is won or illegal; nothing here knows a rule of the game.
import { el, formatInt } from '../dom.js';
import { GAME, levelText, pageUrl } from './engine.js';

const plural = (n, one) => `${formatInt(n)} ${one}${n === 1 ? '' : 's'}`;

// The colour family of a press as the engine names it: a button's label, or a
// button's long press (the engine gives its name, long_press, on the button).
function familyOf(buttons, press) {
  const button = buttons.find((b) => b.label === press || b.long_press === press);
  return button ? button.family : undefined;
}

function keyChip(tag, label, family, text) {
  return el(tag, { className: 'key fam-' + (family || 'unknown'), text: text || label, attrs: { 'data-press': label } });
}

function header(level, movesLabel) {
  return el('p', { className: 'head' }, [
    el('span', { className: 'title', text: 'Level ' + level.level }),
    el('span', { className: 'goal', text: `${formatInt(level.start)} → ${formatInt(level.goal)} · ${movesLabel}` +
      (level.portal ? ` · portal ${level.portal[0]} → ${level.portal[1]}` : '') }),
  ]);
}

// The engine's solution as an ordered list: one item per press, the value after it,
// and a portal's fall (30027 → 30) when there is one.
function solutionList(engine, level) {
  const report = engine.solve(GAME, levelText(level));
  if (report.error) return el('p', { className: 'error', text: report.error.message });
  if (!report.solved) return el('p', { className: 'error', text: 'The engine found no solution.' });
  const items = report.steps.map((step) => {
    // the key as it reads then ([+]1 before it makes +2 read +3: the engine's step.now)
    const press = keyChip('span', step.now || step.press, familyOf(level.buttons, step.press));
    const parts = [press, el('span', { className: 'value', text: formatInt(step.value) })];
    if (step.portal_from !== undefined && step.portal_from !== null)
      parts.push(el('span', { className: 'fall', text: `${formatInt(step.portal_from)} → ${formatInt(step.value)}`, attrs: { title: 'through the portal' } }));
    return el('li', null, parts);
  });
  return el('ol', { className: 'solution', attrs: { 'aria-label': `Solution in ${plural(report.moves, 'move')}` } }, items);
}

function footer(level) {
  return el('p', { className: 'foot' }, [
    el('a', { text: 'Open in calcsolve', attrs: { href: pageUrl(level), target: '_blank', rel: 'noopener' } }),
  ]);
}

export function renderSolution(engine, level) {
  return el('section', { className: 'card', attrs: { 'data-mode': 'solution' } }, [
    header(level, plural(level.moves, 'move')),
    el('ul', { className: 'keys', attrs: { 'aria-label': 'Buttons' } },
      level.buttons.map((button) => el('li', null, [keyChip('span', button.label, button.family)]))),
    solutionList(engine, level),
    footer(level),
  ]);
}

// Play mode: the state is the engine's text of the game in progress (play's `text`),
// so Undo is a stack of those and Reset the level's own text.
export function renderPlay(engine, level) {
  const first = levelText(level);
  const game = { text: first, history: [], value: level.start, movesLeft: level.moves, won: false, buttons: level.buttons };
  const value = el('span', { className: 'value', attrs: { 'data-role': 'value' } });
  const meta = el('span', { className: 'meta' });
  const lcd = el('div', { className: 'lcd', attrs: { role: 'status', 'aria-live': 'polite' } }, [value, meta]);
  const keypad = el('div', { className: 'keys', attrs: { role: 'group', 'aria-label': 'Keypad' } });
  const status = el('p', { className: 'status' });
  const hint = el('button', { text: 'Hint', attrs: { type: 'button', 'data-role': 'hint' } });
  const undo = el('button', { text: 'Undo', attrs: { type: 'button', 'data-role': 'undo' } });
  const reset = el('button', { text: 'Reset', attrs: { type: 'button', 'data-role': 'reset' } });
  const solution = el('details', null, [el('summary', { text: 'Solution' }), solutionList(engine, level)]);

  const say = (text, isError) => {
    status.textContent = text || '';
    status.classList.toggle('error', Boolean(isError));
  };
  // The focus, kept where the player is (the keys are redrawn each press, and a button
  // disabled by the press cannot hold it): on the key in the same place, else on the
  // first of the keys, Undo and Reset that can be pressed. Only when it was on a key or
  // a control of this widget: a redraw never takes the focus from the host's page.
  const keepFocus = (had, keyIndex) => {
    if (keyIndex < 0 && !(had && [hint, undo, reset].includes(had) && had.disabled)) return;
    const same = keypad.children[keyIndex];
    const target = same && !same.disabled ? same : [...keypad.children, undo, reset].find((b) => !b.disabled);
    target?.focus();
  };
  const draw = () => {
    const had = keypad.getRootNode().activeElement;
    const keyIndex = had ? [...keypad.children].indexOf(had) : -1;
    value.textContent = formatInt(game.value);
    meta.textContent = `goal ${formatInt(level.goal)} · ${plural(game.movesLeft, 'move')} left`;
    lcd.classList.toggle('win', game.won);
    const over = game.won || game.movesLeft === 0;
    const keys = [];
    for (const button of game.buttons) {
      keys.push(keyChip('button', button.label, button.family));
      // a button with a long press (Store's save) has a key of its own for it, named by the engine
      if (button.long_press) keys.push(keyChip('button', button.long_press, button.family, button.long_press_name || button.long_press));
    }
    for (const key of keys) {
      key.type = 'button';
      key.disabled = over;
      key.addEventListener('click', () => press(key.dataset.press));
    }
    keypad.replaceChildren(...keys);
    hint.disabled = over;
    undo.disabled = game.history.length === 0;
    reset.disabled = game.history.length === 0;
    keepFocus(had, keyIndex);
  };
  const press = (move) => {
    const answer = engine.play(GAME, game.text, move);
    if (answer.error) {
      say(answer.error.message, true);
      return;
    }
    const { history, ...before } = game;
    history.push(before);
    Object.assign(game, { text: answer.text, value: answer.step.value, movesLeft: answer.step.moves_left,
      won: answer.step.won, buttons: answer.puzzle.buttons });
    say(game.won ? `Solved in ${plural(game.history.length, 'move')}!` :
      game.movesLeft === 0 ? 'No moves left: Undo or Reset.' : '');
    draw();
  };
  hint.addEventListener('click', () => {
    const answer = engine.hint(GAME, game.text);
    if (answer.error) return say(answer.error.message, true);
    say(answer.message);
    if (answer.press)
      for (const key of keypad.children) key.classList.toggle('hinted', key.dataset.press === answer.press);
  });
  undo.addEventListener('click', () => {
    const previous = game.history.pop();
    if (!previous) return;
    Object.assign(game, previous);
    say('');
    draw();
  });
  reset.addEventListener('click', () => {
    Object.assign(game, { text: first, history: [], value: level.start, movesLeft: level.moves, won: false, buttons: level.buttons });
    say('');
    draw();
  });
  draw();
  return el('section', { className: 'card', attrs: { 'data-mode': 'play' } }, [
    header(level, plural(level.moves, 'move')), lcd, keypad,
    el('div', { className: 'controls' }, [hint, undo, reset]), status, solution, footer(level),
  ]);
}
