// games/calc2/widget.js: Calculator 2: The Game in a <calcsolve-widget game="calculator2">: the level
// (start, goals, moves, its keys), the engine's shortest way to each goal, and in play mode the
// goals ticked off as the engine reports them reached, the display and the keys on the page's play
// model (view.js playShell). A key of several presses (a pick key, Store) lists the engine's
// presses of the position as choices (in the engine's words and order: the button's `choices`),
// and the display's digit at the place one picks becomes its button, as on the page; each key
// wears the engine's colour family and help. Nothing here knows a rule of the game.
import { CLEAR, levelText, placeOf, pressesOf } from './notation.js';
import { el, formatInt } from '../../dom.js';
import { card, footer, header, keyChip, playShell, plural } from '../../widget/view.js';

const GAME = 'calculator2';

// The colour family of a press (`Lock@1` is a press of the Lock key), as the engine names it.
const familyOf = (buttons, press) => buttons.find((b) => pressesOf([press], b.label).length)?.family;

// A key of the level: its chip in its family's colour, its help as its tooltip and description.
function keyOf(tag, button) {
  const key = keyChip(tag, button.label, button.family);
  if (button.help) {
    key.title = button.help;
    key.setAttribute('aria-description', button.help);
  }
  return key;
}

const hash = (level) => 'level2=' + level.level;

const top = (level) => header(level, `${formatInt(level.start)} → ${level.goals.map(formatInt).join(', ')} · ${plural(level.moves, 'move')}` +
  (level.portal ? ` · portal ${level.portal[0]} → ${level.portal[1]}` : ''));

// The engine's shortest way to each goal: a goal a list of its presses, each with the value after it.
function solutionList(engine, level) {
  const report = engine.solve(GAME, levelText(level));
  if (report.error) return el('p', { className: 'error', text: report.error.message });
  return el('div', { className: 'goals-ways' }, report.goals.map((goal) => {
    if (!goal.solved) return el('p', { className: 'error', text: `Goal ${formatInt(goal.goal)}: no way within the moves.` });
    const name = `Goal ${formatInt(goal.goal)} in ${plural(goal.moves, 'move')}`;
    return el('div', { attrs: { 'data-goal': String(goal.goal) } }, [
      el('p', { className: 'goal-title', text: name + ':' }),
      el('ol', { className: 'solution', attrs: { 'aria-label': name } }, goal.steps.map((step) =>
        el('li', null, [keyChip('span', step.press, familyOf(level.buttons, step.press)), el('span', { className: 'value', text: formatInt(step.value) })]))),
    ]);
  }));
}

function renderSolution(engine, level) {
  return card('solution', [
    top(level),
    el('ul', { className: 'keys', attrs: { 'aria-label': 'Buttons' } }, level.buttons.map((button) => el('li', null, [keyOf('span', button)]))),
    solutionList(engine, level),
    footer(hash(level)),
  ]);
}

// Play mode: the goals, the display (its digits the places a pick key picks), the keys, the
// choices of a key waiting for its pick, and a status line.
function renderPlay(engine, level) {
  const goals = el('ul', { className: 'goals', attrs: { 'aria-label': 'Goals' } });
  const display = el('span', { className: 'value digits', attrs: { 'data-role': 'value', role: 'group', 'aria-label': 'Display' } });
  const meta = el('span', { className: 'meta' });
  const lcd = el('div', { className: 'lcd' }, [goals, display, meta]);
  const keypad = el('div', { className: 'keys', attrs: { role: 'group', 'aria-label': 'Keypad' } });
  const choices = el('div', { className: 'choices', attrs: { role: 'group', 'aria-label': 'Choices' } });
  choices.hidden = true;
  const solution = el('details', null, [el('summary', { text: 'Solution' }), solutionList(engine, level)]);
  const { controls, status } = playShell(engine, GAME, { text: levelText(level), puzzle: level }, (model, { say, hint, undo, reset }) => {
    let picking = null; // {label, moves}: a key waiting for its pick
    let hinted = null; // the press a hint names
    const now = () => model.current.puzzle;
    const movesHere = () => {
      const position = engine.position(GAME, model.current.text);
      return position.error ? [] : position.moves;
    };
    const press = (move) => {
      picking = null;
      model.move(move);
    };
    function drawDisplay() {
      const text = String(now().display ?? now().start);
      const digits = text.replace(/^-/, '');
      const picks = new Map();
      for (const move of picking ? picking.moves : []) if (placeOf(move) !== null && placeOf(move) < digits.length) picks.set(placeOf(move), move);
      const cells = text.startsWith('-') ? [el('span', { className: 'digit', text: '-' })] : [];
      [...digits].forEach((digit, i) => {
        const move = picks.get(digits.length - 1 - i);
        if (!move) return cells.push(el('span', { className: 'digit', text: digit }));
        const button = el('button', { className: 'digit pick' + (move === hinted ? ' hinted' : ''), text: digit, attrs: { type: 'button', 'aria-label': digit + ' (' + (picking.words.get(move) || move) + ')', 'data-move': move } });
        button.addEventListener('click', () => press(move));
        return cells.push(button);
      });
      display.replaceChildren(...cells);
      display.dataset.value = text;
    }
    function drawChoices() {
      choices.hidden = !picking;
      if (!picking) return choices.replaceChildren();
      const buttons = picking.moves.map((move) => {
        const button = keyChip('button', move, picking.family, picking.words.get(move) || move);
        button.type = 'button';
        button.classList.toggle('hinted', move === hinted);
        button.addEventListener('click', () => press(move));
        return button;
      });
      const cancel = el('button', { className: 'cancel', text: 'Cancel', attrs: { type: 'button' } });
      cancel.addEventListener('click', () => pick(null));
      choices.replaceChildren(...buttons, cancel);
      return buttons[0].focus();
    }
    function pick(next) {
      picking = next;
      for (const key of keypad.children) key.setAttribute('aria-pressed', String(!!picking && key.dataset.press === picking.label));
      drawDisplay();
      drawChoices();
      if (picking) say(picking.label + ': pick a digit on the display or a choice.');
    }
    function tap(label) {
      if (picking && picking.label === label) return pick(null);
      const presses = label === CLEAR ? [CLEAR] : pressesOf(movesHere(), label);
      // the engine's choices of the key, worded and in the order of the display's digits
      const button = now().buttons.find((b) => b.label === label);
      const listed = button && button.choices ? button.choices : presses.map((move) => ({ move, words: move }));
      if (presses.length > 1) return pick({ label, family: button && button.family, moves: listed.map((c) => c.move), words: new Map(listed.map((c) => [c.move, c.words])) });
      return press(presses[0] || label); // none listed: the engine says why it cannot be pressed
    }
    return {
      draw(entry) {
        const had = keypad.getRootNode().activeElement;
        const keyIndex = had ? [...keypad.children].indexOf(had) : -1;
        const puzzle = entry.puzzle;
        const reached = puzzle.reached || [];
        picking = null;
        hinted = null;
        goals.replaceChildren(...puzzle.goals.map((goal) => el('li', { className: reached.includes(goal) ? 'reached' : '', attrs: { 'data-goal': String(goal) } }, [
          el('span', { className: 'tick', text: reached.includes(goal) ? '✓' : '', attrs: { 'aria-hidden': 'true' } }),
          el('span', { text: formatInt(goal) }),
          el('span', { className: 'sr-only', text: reached.includes(goal) ? ' (reached)' : ' (to reach)' }),
        ])));
        meta.textContent = `${plural(puzzle.left ?? puzzle.moves, 'move')} left of ${formatInt(puzzle.moves)}`;
        lcd.classList.toggle('win', model.won);
        const keys = [...puzzle.buttons, { label: CLEAR, family: 'special' }].map((button) => {
          const label = button.label;
          const key = keyOf('button', button);
          key.type = 'button';
          key.disabled = model.won;
          key.addEventListener('click', () => tap(label));
          return key;
        });
        keypad.replaceChildren(...keys);
        drawDisplay();
        drawChoices();
        hint.disabled = model.won;
        undo.disabled = model.history.length <= 1;
        reset.disabled = model.history.length <= 1;
        // the focus kept on the key in the same place (the keys are redrawn), never taken from the host
        if (keyIndex >= 0) (keys[keyIndex] && !keys[keyIndex].disabled ? keys[keyIndex] : [...keys, undo, reset].find((b) => !b.disabled))?.focus();
      },
      moved(entry) {
        const step = entry.step || {};
        say(model.won ? `Every goal reached in ${plural(model.history.length - 1, 'move')}!`
          : step.goal !== undefined ? `Goal ${formatInt(step.goal)} reached ✓: back at the start for the next.` : '');
      },
      refused: (message) => say(message, true),
      undone: () => say(''),
      reset: () => say(''),
      said: (text) => say(text),
      hinted(answer) {
        if (!answer) return;
        hinted = answer.move || answer.press;
        const moves = movesHere();
        for (const key of keypad.children) key.classList.toggle('hinted', key.dataset.press === hinted || pressesOf(moves, key.dataset.press).includes(hinted));
      },
    };
  });
  return card('play', [top(level), lcd, choices, keypad, controls, status, solution, footer(hash(level))]);
}

export default { game: GAME, hash, renderSolution, renderPlay };
