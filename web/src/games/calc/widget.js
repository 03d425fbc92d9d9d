// games/calc/widget.js: Calculator: The Game in a <calcsolve-widget> (game="calculator", the default):
// the level (start, goal, moves, its keys), the engine's shortest solution, and in play mode a
// display and a keypad on the page's play model (view.js playShell): the engine applies each
// move and says when it is won or illegal; nothing here knows a rule of the game.
import { el, formatInt } from '../../dom.js';
import { puzzleText } from '../../puzzle.js';
import { card, familyOf, footer, header, keyChip, playShell, plural } from '../../widget/view.js';

const GAME = 'calculator';

// A level's fields as the engine's puzzle text (`name: value` lines).
function levelText(level) {
  return puzzleText([['level', level.level], ['start', level.start], ['goal', level.goal], ['moves', level.moves],
    ['buttons', level.buttons.map((button) => button.label)], ['portal', level.portal ? level.portal.join(' ') : null]]);
}

const hash = (level) => 'level=' + level.level;

const top = (level) => header(level, `${formatInt(level.start)} → ${formatInt(level.goal)} · ${plural(level.moves, 'move')}` +
  (level.portal ? ` · portal ${level.portal[0]} → ${level.portal[1]}` : ''));

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

function renderSolution(engine, level) {
  return card('solution', [
    top(level),
    el('ul', { className: 'keys', attrs: { 'aria-label': 'Buttons' } },
      level.buttons.map((button) => el('li', null, [keyChip('span', button.label, button.family)]))),
    solutionList(engine, level),
    footer(hash(level)),
  ]);
}

// Play mode: the display, the keys and a status line.
function renderPlay(engine, level) {
  const value = el('span', { className: 'value', attrs: { 'data-role': 'value' } });
  const meta = el('span', { className: 'meta' });
  const lcd = el('div', { className: 'lcd', attrs: { role: 'status', 'aria-live': 'polite' } }, [value, meta]);
  const keypad = el('div', { className: 'keys', attrs: { role: 'group', 'aria-label': 'Keypad' } });
  const solution = el('details', null, [el('summary', { text: 'Solution' }), solutionList(engine, level)]);
  const { controls, status } = playShell(engine, GAME, { text: levelText(level), puzzle: level }, (model, { say, hint, undo, reset }) => {
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
    return {
      draw(entry) {
        const had = keypad.getRootNode().activeElement;
        const keyIndex = had ? [...keypad.children].indexOf(had) : -1;
        const { puzzle } = entry;
        value.textContent = formatInt(puzzle.start);
        meta.textContent = `goal ${formatInt(level.goal)} · ${plural(puzzle.moves, 'move')} left`;
        lcd.classList.toggle('win', model.won);
        const over = model.won || puzzle.moves === 0;
        const keys = [];
        for (const button of puzzle.buttons) {
          keys.push(keyChip('button', button.label, button.family));
          // a button with a long press (Store's save) has a key of its own for it, named by the engine
          if (button.long_press) keys.push(keyChip('button', button.long_press, button.family, button.long_press_name || button.long_press));
        }
        for (const key of keys) {
          key.type = 'button';
          key.disabled = over;
          key.addEventListener('click', () => model.move(key.dataset.press));
        }
        keypad.replaceChildren(...keys);
        hint.disabled = over;
        undo.disabled = model.history.length <= 1;
        reset.disabled = model.history.length <= 1;
        keepFocus(had, keyIndex);
      },
      moved(entry) {
        const moves = model.history.length - 1;
        say(model.won ? `Solved in ${plural(moves, 'move')}!` : entry.puzzle.moves === 0 ? 'No moves left: Undo or Reset.' : '');
      },
      refused: (message) => say(message, true),
      undone: () => say(''),
      reset: () => say(''),
      said: (text) => say(text),
      hinted(answer) {
        if (answer) for (const key of keypad.children) key.classList.toggle('hinted', key.dataset.press === answer.press);
      },
    };
  });
  return card('play', [top(level), lcd, keypad, controls, status, solution, footer(hash(level))]);
}

export default { game: GAME, hash, renderSolution, renderPlay };
