// games/calc/play.js: play mode of Calculator: The Game: the level in the
// game's look, played one press at a time. Every press goes to the engine
// (the generic `play` call: a game in progress is a level text, with store: and
// offset: for the rest of the state), which answers the next state; the page
// keeps those states as its undo stack and applies no rule itself. Hint asks the
// engine's `hint` from the state shown; when no win is left it also asks it
// from the earlier states of the stack to say how many presses to undo.
// Progress (solved, hints) is kept by progress.js. The puzzle of the day and a
// generated level (daily.js, generator.js) are played here too, with a title,
// a line about them and, for the day's level, a share line after the win.
import '../../../css/games/calc-play.css';
import { $, copyText, plural } from '../../dom.js';
import { helper } from '../../engine-client.js';
import { publishHash } from '../../share.js';
import { GAME, levelText, pressOf, readLevelText } from './engine-calls.js';
import { graphBox } from './graph.js';
import { loadLevel } from './level-picker.js';
import { addPlayView, flashPlayKey, markHinted, portalFall, renderPlayKeypad, showPlayState, showPlayValue, showPortal, showPresses } from './play-view.js';
import { levelProgress, recordHint, recordWin, watchLevelGrid } from './progress.js';
import { showCalcError } from './result.js';
import { calc, calcOptions, currentLevel, formValues } from './state.js';

const LONG_PRESS_MS = 500;
const PORTAL_MS = 380;

const play = {
  active: false,
  level: null, // {number, goal, moves, buttons, portal} as the engine read it
  options: {}, // classic, digits: the form's options when play began
  history: [], // the undo stack: [{text, value, moves, step, puzzle}], history[0] the start
  hints: 0, // hints used in this game
  queue: Promise.resolve(), // presses and hints, one at a time, in order
  portalTimer: null,
  fewest: null, // the fewest moves from the start (the engine's hint), asked once a game
  game: 0, // counts the games started: an answer for an earlier game is dropped
  special: null, // {title, meta, date, extra}: the puzzle of the day or a generated level
};

export const isPlaying = () => play.active;
// The date of the puzzle of the day being played, or null: its link is #daily=DATE.
export const playingDaily = () => (play.active && play.special && play.special.date) || null;

// The day's result to share, as the daily word games have it.
export const shareText = () => {
  const used = play.level.moves - top().moves;
  return `calcsolve ${play.special.date} · ${used} ${plural(used, 'move')} · ${play.hints} ${plural(play.hints, 'hint')}`;
};

// Where the player is on the graph of the solution space: the state's key as
// the engine writes it, and the presses made.
function here() {
  if (!play.active) return null;
  const p = top().puzzle;
  return { key: `${p.start} ${p.store ?? -1} ${p.offset ?? 0}`, layer: play.history.length - 1 };
}

async function ask(op, args) {
  const answer = (await helper.request(op, { game: GAME, options: play.options, ...args })).result;
  return answer;
}

const top = () => play.history[play.history.length - 1];
const won = () => top().step !== null && top().step.won === true;
const movesOut = () => !won() && top().moves <= 0;

function setStatus(text) {
  $('play-status').textContent = text;
}

// The name of a press on this page's keypad: a button's label, or the engine's
// name of a long-press (Save).
function pressName(press) {
  const hit = pressOf(play.level.buttons, press);
  if (!hit) return press;
  return hit.long ? hit.button.long_press_name || press : hit.button.label;
}

// ---- drawing the state on top of the stack; fall: the press that made it
// just happened, so its portal fall is shown
function render(animate, fall) {
  const state = top();
  const view = $('calc-play-view');
  view.dataset.presses = String(play.history.length - 1);
  view.dataset.state = won() ? 'won' : movesOut() ? 'lost' : 'playing';
  $('play-moves').textContent = String(state.moves);
  showPlayState(play.level.buttons, state.puzzle);
  clearTimeout(play.portalTimer);
  const step = state.step;
  const note = won() ? 'goal reached' : movesOut() ? 'no moves left' : '';
  if (step && step.portal_from !== undefined && fall) {
    showPlayValue(step.portal_from, 'portal…', true);
    portalFall();
    play.portalTimer = setTimeout(() => showPlayValue(step.value, note || 'digits fell through the portal', true), PORTAL_MS);
  } else {
    showPlayValue(state.value, note, animate);
  }
  $('play-lcd').classList.toggle('win', won());
  $('play-lcd').classList.toggle('lost', movesOut());
  for (const key of $('play-keypad').children) key.disabled = won() || movesOut();
  $('play-undo').disabled = play.history.length < 2;
  $('play-reset').disabled = play.history.length < 2;
  $('play-hint').disabled = won();
  $('play-hints-used').textContent = play.hints + ' ' + plural(play.hints, 'hint') + ' used';
  showPresses(play.history, play.level.buttons);
  markHinted(null);
  renderWin();
  $('play-graph').redraw();
}

function renderWin() {
  const box = $('play-win');
  box.hidden = !won();
  if (!won()) return;
  const used = play.level.moves - top().moves;
  $('play-win-moves').textContent = 'in ' + used + ' ' + plural(used, 'move');
  const fewest = play.fewest;
  $('play-win-note').textContent = fewest === null ? '' : used <= fewest ? 'The fewest possible' + (play.hints ? ', with ' + play.hints + ' ' + plural(play.hints, 'hint') + '.' : ', without a hint.') : 'It can be done in ' + fewest + '.';
  const next = nextLevel();
  $('play-next').hidden = next === null;
  if (next === null && play.level.number) $('play-win-note').textContent += ' That was the last level.';
  const date = playingDaily();
  $('play-share-box').hidden = !date;
  $('play-share').textContent = date ? shareText() : '';
}

function nextLevel() {
  const n = play.level.number;
  if (!n || !calc.byNumber.has(String(n + 1))) return null;
  return n + 1;
}

// ---- presses, undo, reset, hint
function enqueue(task) {
  play.queue = play.queue.then(task).catch((error) => setStatus('The engine failed: ' + String((error && error.message) || error)));
  return play.queue;
}

async function doPress(press) {
  if (!play.active || won() || movesOut()) return;
  const game = play.game;
  flashPlayKey(press, 'tapped');
  const answer = await ask('play', { text: top().text, move: press });
  if (game !== play.game) return;
  if (answer.error) {
    setStatus(pressName(press) + ' cannot be pressed now: ' + answer.error.message + '.');
    $('play-lcd').classList.remove('refused');
    void $('play-lcd').offsetWidth;
    $('play-lcd').classList.add('refused');
    return;
  }
  const step = answer.step;
  play.history.push({ text: answer.text, value: step.value, moves: step.moves_left, step, puzzle: answer.puzzle });
  render(true, true);
  if (step.won) await win();
  else if (step.moves_left <= 0) setStatus('No moves left: the display shows ' + step.value + ', not the goal ' + play.level.goal + '. Undo or Reset to try again.');
  else {
    const fell = step.portal_from !== undefined ? ' (' + step.portal_from + ' fell through the portal)' : '';
    setStatus(pressName(press) + ': ' + step.value + fell + '. ' + step.moves_left + ' ' + plural(step.moves_left, 'move') + ' left.');
  }
}

async function win() {
  if (play.fewest === null) {
    const game = play.game;
    const first = await ask('hint', { text: play.history[0].text });
    if (game !== play.game) return;
    play.fewest = first && !first.error && typeof first.fewest_moves === 'number' ? first.fewest_moves : null;
  }
  recordWin(play.level.number, play.hints);
  renderWin();
  const used = play.level.moves - top().moves;
  setStatus('Solved in ' + used + ' ' + plural(used, 'move') + '.');
  if (!$('play-next').hidden) $('play-next').focus();
}

function undo() {
  if (play.history.length < 2) return;
  play.history.pop();
  render(true);
  setStatus('Undone: the display shows ' + top().value + ', ' + top().moves + ' ' + plural(top().moves, 'move') + ' left.');
}

function reset() {
  if (play.history.length < 2) return;
  play.history.length = 1;
  render(true);
  setStatus('Back to the start: ' + top().value + ', ' + top().moves + ' ' + plural(top().moves, 'move') + ' left.');
}

// How many presses to undo to reach a state from which the engine still finds
// a win, or null when not even the start has one.
async function undoesToWin() {
  for (let i = play.history.length - 2; i >= 0; i--) {
    const state = play.history[i];
    if (state.moves <= 0) continue;
    const answer = await ask('hint', { text: state.text });
    if (answer && !answer.error && answer.solvable) return play.history.length - 1 - i;
  }
  return null;
}

async function hint() {
  if (!play.active || won()) return;
  play.hints += 1;
  recordHint(play.level.number);
  $('play-hints-used').textContent = play.hints + ' ' + plural(play.hints, 'hint') + ' used';
  setStatus('Thinking…');
  const game = play.game;
  let help;
  if (movesOut()) {
    help = 'No moves left, and the display does not show the goal.';
  } else {
    const answer = await ask('hint', { text: top().text });
    if (game !== play.game) return;
    if (answer.error) {
      setStatus('No hint: ' + answer.error.message + '.');
      return;
    }
    if (answer.solvable && answer.press) {
      const hit = pressOf(play.level.buttons, answer.press);
      const after = answer.moves_left_after;
      setStatus('Hint: press ' + pressName(answer.press) + (hit && hit.long ? ' (hold ' + hit.button.label + ')' : '') +
        (after > 0 ? ' (then ' + after + ' more ' + plural(after, 'move') + ').' : ' (that reaches the goal).'));
      markHinted(answer.press);
      return;
    }
    help = answer.message || 'No win is left from here.';
  }
  const back = await undoesToWin();
  if (game !== play.game) return;
  if (back === null) help += ' Not even the start can reach the goal in its moves.';
  else help += ' Undo ' + back + ' ' + plural(back, 'press', 'presses') + ' to get back to a position that can still win.';
  setStatus(help);
}

// ---- keys: a tap; Store's long-press by its own Save key, Shift+click or holding the key
function wireKey(button, key, long) {
  if (long) {
    key.addEventListener('click', () => enqueue(() => doPress(button.long_press)));
    return;
  }
  let held = null;
  let fired = false;
  if (button.long_press) {
    key.addEventListener('pointerdown', () => {
      fired = false;
      clearTimeout(held);
      held = setTimeout(() => {
        fired = true;
        enqueue(() => doPress(button.long_press));
      }, LONG_PRESS_MS);
    });
    for (const type of ['pointerup', 'pointerleave', 'pointercancel']) key.addEventListener(type, () => clearTimeout(held));
    key.addEventListener('contextmenu', (event) => event.preventDefault());
  }
  key.addEventListener('click', (event) => {
    if (fired) {
      fired = false; // the hold saved already
      return;
    }
    const press = button.long_press && event.shiftKey ? button.long_press : button.label;
    enqueue(() => doPress(press));
  });
}

// ---- entering and leaving play mode
function showSolver(on) {
  const panel = $('panel-calc');
  panel.querySelector(':scope > .split').hidden = !on;
  $('calc-play-view').hidden = on;
  panel.classList.toggle('playing', !on);
}

// Plays the level the form holds (a bundled one or your own).
// push: a level picked (Next level, ‹ ›, the grid) is a new history entry.
// special: {title, meta, date, extra} for the puzzle of the day or a generated
// level (the title shown, a line about it, the day, a node shown under the win).
export async function startPlay({ push = false, special = null } = {}) {
  const values = formValues();
  const bundled = currentLevel(values);
  const text = levelText(values, bundled ? bundled.level : null);
  if (text === null) {
    showCalcError({ field: 'start', message: 'a field holds a line break' }, false);
    return false;
  }
  const options = calcOptions();
  let read;
  try {
    read = await readLevelText(text, options);
  } catch (error) {
    showCalcError({ field: 'start', message: String(error.message || error) }, false);
    return false;
  }
  if (!Array.isArray(read)) {
    showCalcError(read.error, false);
    return false;
  }
  const level = read[0];
  clearTimeout(play.portalTimer);
  play.options = { classic: options.classic, digits: options.digits };
  play.level = { number: bundled ? bundled.level : null, goal: level.goal, moves: level.moves, buttons: level.buttons, portal: level.portal };
  play.history = [{ text, value: level.start, moves: level.moves, step: null, puzzle: level }];
  play.hints = 0;
  play.fewest = null;
  play.game += 1;
  play.active = true;
  play.special = special;
  play.queue = Promise.resolve();
  $('play-level').textContent = play.level.number ? String(play.level.number) : '–';
  $('play-goal').textContent = String(level.goal);
  $('play-title').textContent = special ? special.title : play.level.number ? 'Level ' + play.level.number : 'Your level';
  $('play-meta').hidden = !(special && special.meta);
  $('play-meta').textContent = special && special.meta ? special.meta : '';
  $('play-extra').hidden = !(special && special.extra);
  $('play-extra').replaceChildren(...(special && special.extra ? [special.extra] : []));
  const record = play.level.number ? levelProgress(play.level.number) : null;
  $('play-goal-line').textContent = 'Reach ' + level.goal + ' from ' + level.start + ' in ' + level.moves + ' ' + plural(level.moves, 'move') +
    (level.portal ? '; a digit at place ' + level.portal[0] + ' falls to place ' + level.portal[1] : '') + '.' +
    (record && record.solved ? record.clean ? ' You solved it without hints before.' : ' You solved it before.' : '');
  showPortal(level.portal);
  renderPlayKeypad(level.buttons, wireKey);
  showSolver(false);
  $('play-graph').reset();
  render(false);
  setStatus('');
  publishHash('calc', { push });
  // the device in view (on a phone it is above the side card) and the first key
  // focused, so Tab and Enter play at once
  $('calc-play-view').scrollIntoView({ block: 'start' });
  const firstKey = $('play-keypad').querySelector('button');
  if (firstKey) firstKey.focus({ preventScroll: true });
  return true;
}

// Back to the solver; publish: put the solver's link in the address bar (not
// when a link being opened leaves play mode: it sets its own).
export function leavePlay({ publish = true } = {}) {
  if (!play.active) return;
  play.active = false;
  play.game += 1;
  clearTimeout(play.portalTimer);
  showSolver(true);
  if (publish) publishHash('calc');
}

export function wirePlay() {
  addPlayView($('panel-calc'));
  // the solution space from the level's start, the player's state marked
  $('play-leave').before(graphBox('play-graph', () => (play.active ? play.history[0].text : ''), here, () => play.options));
  $('play-copy').addEventListener('click', () => copyText($('play-share').textContent));
  // Play beside Solve: play the level yourself
  const start = document.createElement('button');
  start.type = 'button';
  start.id = 'calc-play-level';
  start.className = 'btn';
  start.textContent = 'Play';
  $('calc-solve').after(start);
  start.addEventListener('click', () => startPlay());
  $('play-undo').addEventListener('click', () => enqueue(undo));
  $('play-reset').addEventListener('click', () => enqueue(reset));
  $('play-hint').addEventListener('click', () => enqueue(hint));
  $('play-leave').addEventListener('click', () => {
    leavePlay();
    $('calc-play-level').focus();
  });
  $('play-next').addEventListener('click', () => {
    const next = nextLevel();
    if (next !== null && loadLevel(next)) startPlay({ push: true });
  });
  $('calc-play-view').addEventListener('keydown', (event) => {
    if (event.key === 'Backspace' && !event.altKey && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      enqueue(undo);
    }
  });
  watchLevelGrid();
}
