// games/calc/play.js: the Calculator game: a level opened is played one press at a time, on
// the page's one play model (play/model.js: the engine's states as the undo stack, presses,
// Undo, Reset and Hint in order, no rule in the page). This is the model's view for the
// Calculator: the device's display and keys, the line under them, the win box with the next
// level, the day's result and the level's progress. Show solution (solution.js) lists the
// engine's answer from the state shown. The presses and hints are in the address (index.js),
// so a reload or Back returns to the game as it was.
import '../../../css/games/calc-play.css';
import { $, plural, showNotice, keepDatesWhole } from '../../dom.js';
import { helper } from '../../engine-client.js';
import { publishHash } from '../../share.js';
import { GAME, display, levelText, pressOf, readLevelText } from './engine-calls.js';
import { describeKeys, wireKeyHelp } from './key-help.js';
import { hintSaid, saidKey, sayKeys, spokenOf } from './keys.js';
import { wireKeyPresses } from './key-presses.js';
import { showStatus, flashPlayKey, markHinted, showWonLine, portalFall, portalWords, relabelKeys, renderPlayKeypad, showPlayState, showPlayValue, showPortal, showPresses } from './play-view.js';
import { levelProgress, recordHint, recordWin } from './progress.js';
import { dailyRecord, recordDaily } from './streak.js';
import { dailyDoneText, dailyShareText, dailyStatsText, showNextDaily, wireDailyShare } from './daily.js';
import { closeSolution, expectSolution, hideSolution, refreshSolution, solutionSeen, wireSolutionButton } from './solution.js';
import { calc, calcOptions, currentLevel, formValues } from './state.js';
import { saveStoreRule, storedStoreRule } from './store-rule.js';
import { PlayModel } from '../../play/model.js';

const PORTAL_MS = 380;

const play = {
  active: false,
  level: null, // {number, goal, moves, buttons, portal} as the engine read it
  options: {}, // classic, digits: the rules the game is played under
  model: null, // the game in progress (play/model.js): its states, hints, order of presses
  portalTimer: null,
  fewest: null, // the fewest moves from the start (the engine's hint), asked once a game
  fewestAsked: false, // whether that was asked: the win box waits for it (it is a status, said once)
  graphSeen: false, // the graph of the solutions was opened in this game (answerSeen)
  special: null, // {title, meta, date, extra}: the puzzle of the day or a generated level
  pressed: null, // the press under way: {name: {shown, spoken}, labels, long} as the keys read before it
};

export const isPlaying = () => play.active;
export const playingDaily = () => (play.active && play.special && play.special.date) || null;
const history = () => play.model.history;
const top = () => play.model.current;
const won = () => play.model.won;
export const gameWon = () => play.active && won();
// an entry's display and moves left, as the engine's puzzle of that state has them
const valueOf = (entry) => entry.puzzle.start;
const movesOf = (entry) => entry.puzzle.moves;
const movesOut = (entry = top()) => !entry.step?.won && movesOf(entry) <= 0;
// A game the player has started and not finished: leaving it asks first (shortcuts.js).
export const gameInProgress = () => play.active && history().length > 1 && !won();

// What the address carries of the game: the presses made and the hints used.
export const gameState = () => (play.active ? { presses: play.model.moves().map((step) => step.press), hints: play.model.hints } : null);
// The state shown, as level text, for the solution and the graph.
export const currentText = () => (play.active ? top().text : '');
// The keys of the state shown (their `now` labels), for the solution's presses.
export const currentButtons = () => (play.active ? top().puzzle.buttons : []);
export const startText = () => (play.active ? history()[0].text : '');
// The bundled level's number when the state shown is its start (nothing pressed), else null.
export const bundledAtStart = () => (play.active && play.level.number && history().length === 1 ? play.level.number : null);
export const playOptions = () => play.options;
// The level played, the one place the page keeps it: its bundled number (null for your own
// level or a generated one) and its fields as the engine read them, for the link.
export const playedNumber = () => (play.active ? play.level.number : null);
export function playedValues() {
  if (!play.active) return null;
  const { goal, moves, buttons, portal } = play.level;
  return { start: String(history()[0].puzzle.start), goal: String(goal), moves: String(moves),
    buttons: buttons.map((b) => b.label), portal: portal ? portal.map(String) : null };
}
// The moves left in the state shown (0 once they are used up).
export const movesLeft = () => (play.active ? movesOf(top()) : 0);

// Where the player is on the solutions' graph: the node the engine names for the last press's
// state (null at the start, the graph's one node of layer 0), and the presses made.
export function here() {
  if (!play.active) return null;
  const step = top().step;
  return { key: step ? step.node : null, layer: history().length - 1 };
}

// The day's result to share (daily.js), from this game or, a day won before, from its record.
const shareOf = (record) => dailyShareText({ date: play.special.date, weekday: play.special.weekday, fewest: play.fewest,
  used: record ? record.moves : play.level.moves - movesOf(top()), seen: record ? record.shown : answerSeen(), hints: record ? record.hints : play.model.hints });

// The answer seen in this game: the solution shown, or the graph of the solutions opened
// (it draws the shortest ways; closed again, it has still been seen).
const answerSeen = () => solutionSeen() || play.graphSeen;

// Hints asked, and the answer seen counted as one more (the level grid's count).
const helpUsed = () => play.model.hints + (answerSeen() ? 1 : 0);

// The puzzle of the day won: its date's record (the first win of a date is kept).
function recordDailyWin() {
  if (playingDaily()) recordDaily(playingDaily(), { moves: play.level.moves - movesOf(top()), hints: play.model.hints, shown: answerSeen() });
}

const ask = async (op, args) => (await helper.request(op, { game: GAME, options: play.options, ...args })).result;
// The line under the keys: a text, or its parts (keys named in it, saidKey(), are heard by their
// spoken names: showStatus). It never scrolls the page, and its place under the keys is kept
// whether it holds a line or not (calc-play.css): on a phone the board stays still under the
// player's fingers.
const setStatus = showStatus;

// A press as the player saw it: {shown: the key's label in the state shown (or a long-press's
// name), spoken: the engine's name for it said aloud}.
function pressName(press) {
  const hit = pressOf(top().puzzle.buttons, press);
  if (!hit) return { shown: press, spoken: press };
  return { shown: hit.long ? hit.button.long_press_name || press : hit.button.now || hit.button.label, spoken: spokenOf(hit.button, hit.long) };
}

// The keys' labels in the state shown, and what a press changed of them, said with the press
// ("The keys now read 2, +3."): [+]N relabels keys a screen reader would otherwise not hear of.
const keyLabels = () => top().puzzle.buttons.map((b) => b.now || b.label);
function relabelled(labelsBefore) {
  const now = top().puzzle.buttons.filter((b, i) => (b.now || b.label) !== labelsBefore[i]);
  return now.length ? [' The keys now read ', ...now.flatMap((b, i) => [i ? ', ' : '', saidKey(b.now || b.label, spokenOf(b))]), '.'] : [];
}


// A press in the graph of the level's solutions: a long press by its key's name
// ("Store:save" is the Save key), the others as the engine writes them.
export function longPressName(press) {
  const hit = play.level ? pressOf(play.level.buttons, press) : null;
  return hit && hit.long ? hit.button.long_press_name || press : press;
}

// ---- drawing the state on top of the stack; fall: the press that made it just happened
function render(animate, fall) {
  const state = top();
  const view = $('calc-play-view');
  const focused = document.activeElement; // a key, Undo or Reset this drawing may turn off
  const count = history().length;
  view.dataset.presses = String(count - 1);
  view.dataset.state = won() ? 'won' : movesOut() ? 'lost' : 'playing';
  $('calc-play-moves').textContent = String(movesOf(state));
  showPlayState(play.level.buttons, state.puzzle);
  relabelKeys(state.puzzle.buttons);
  describeKeys();
  clearTimeout(play.portalTimer);
  const step = state.step;
  const note = won() ? 'solved' : movesOut() ? 'no moves left' : '';
  if (step && step.portal_from !== undefined && fall) {
    showPlayValue(step.portal_from, 'portal…', true);
    portalFall();
    play.portalTimer = setTimeout(() => showPlayValue(step.value, note || 'digits fell through the portal', true), PORTAL_MS);
  } else {
    showPlayValue(valueOf(state), note, animate);
  }
  $('calc-play-lcd').classList.toggle('win', won());
  $('calc-play-lcd').classList.toggle('lost', movesOut());
  for (const key of $('calc-play-keypad').children) key.disabled = won() || movesOut();
  $('calc-play-undo').disabled = count < 2;
  $('calc-play-reset').disabled = count < 2;
  $('calc-play-hint').disabled = won();
  $('calc-play-solution').disabled = false;
  showHintCount();
  showPresses(history());
  markHinted(null);
  renderWin();
  const graph = $('calc-play-graph');
  if (graph) graph.redraw();
  if (!won() && focused && (focused.disabled || !focused.offsetParent) && view.contains(focused)) keepFocusInPlay(view); // a win focuses its box (win())
}
const showHintCount = () => { $('calc-play-hints-used').textContent = play.model.hints + ' ' + plural(play.model.hints, 'hint') + ' used'; };

// The focused button turned itself off or went (Reset, the last Undo, the key that used the
// last move, r after a win hid its box): the focus goes to what can be pressed next, not to the page's top.
function keepFocusInPlay(view) {
  const next = [...$('calc-play-keypad').children, $('calc-play-undo'), $('calc-play-hint'), $('calc-play-solution')].find((b) => b && !b.disabled && view.contains(b));
  if (next) next.focus({ preventScroll: true });
}

// The day's result, Copy result and the stats: under a puzzle of the day won now, or won before
// (opened again, it has the result to share, not just "You won this puzzle already").
function renderShare() {
  const record = playingDaily() && !won() ? dailyRecord(playingDaily()) : null;
  const shown = Boolean(playingDaily() && ((won() && play.fewestAsked) || record));
  $('calc-play-share-box').hidden = !shown;
  $('calc-play-share').replaceChildren(...keepDatesWhole(shown ? shareOf(record) : '')); // the date not broken at a hyphen
  $('calc-play-daily-stats').textContent = shown ? dailyStatsText() : '';
  showNextDaily(shown ? playingDaily() : null);
}

function renderWin() {
  renderShare();
  const box = $('calc-play-win');
  box.hidden = !won() || !play.fewestAsked;
  $('calc-play-won').hidden = box.hidden;
  if (box.hidden) return;
  const used = play.level.moves - movesOf(top());
  const fewest = play.fewest;
  // a sentence of its own: the box is named by the title and the note together
  $('calc-play-win-moves').textContent = 'in ' + used + ' ' + plural(used, 'move') + (fewest !== null && used <= fewest ? ', the fewest possible.' : '.');
  let note = fewest === null || used <= fewest ? '' : 'It can be done in ' + fewest + '. ';
  const hints = play.model.hints;
  const helps = [hints ? hints + ' ' + plural(hints, 'hint') : '', answerSeen() ? (solutionSeen() ? 'the solution shown' : 'the graph of the solutions seen') : ''].filter(Boolean);
  note += helps.length ? 'With ' + helps.join(' and ') + '.' : 'Without a hint.';
  const next = nextLevel();
  $('calc-play-next').hidden = !next;
  $('calc-play-next').textContent = next ? 'Play level ' + next : '';
  if (next === null && play.level.number) note += ' That was the last level.';
  $('calc-play-win-note').textContent = note;
  showWonLine(next);
}

// The bundled level after the one played; null after the last; undefined until the whole list is in
// (a link to a won level 57 said "That was the last level"): refreshWin() redraws the box then.
export function nextLevel() {
  const n = play.level && play.level.number;
  if (n && !calc.levels.length) return undefined;
  return n && calc.byNumber.has(String(n + 1)) ? n + 1 : null;
}
export const refreshWin = () => play.level && renderWin();

// ---- presses, undo, reset, hint: the model plays them in order; these are its view's words
const failed = (error) => setStatus('The engine failed: ' + String((error && error.message) || error));
export const enqueue = (task) => play.model.enqueue(task).catch(failed);

// A search (the solution shown) in its turn among the presses: the state it solves is read
// then, but the presses after it do not wait for its answer (seconds, maybe): each is played
// at once, on the helper engine, and the solution follows it (solution.js refreshSolution).
export function enqueueSearch(task) {
  let search = null;
  return enqueue(() => {
    search = task();
  }).then(() => search).catch(failed);
}

// "Undo 2 presses to get back to a position that can still win." (the model's advice)
const MODEL_WORDS = { thinking: 'Thinking…', moves: ['press', 'presses'], fromStart: 'Not even the start can reach the goal in its moves.' };

const VIEW = {
  draw(entry, previous) {
    // a daily won is on record before the win box draws its share text and stats
    if (previous && entry.step.won) recordDailyWin();
    render(true, Boolean(previous));
  },
  refused(message) {
    setStatus(play.pressed ? sayKeys(message + '.', [play.pressed.name]) : message + '.');
    $('calc-play-lcd').classList.remove('refused');
    void $('calc-play-lcd').offsetWidth;
    $('calc-play-lcd').classList.add('refused');
  },
  async moved(entry, previous) {
    const { step } = entry;
    publishHash('calc');
    if (step.won) await win();
    else if (step.moves_left <= 0) setStatus('No moves left: the display shows ' + step.value + ', not the goal ' + play.level.goal + '. Undo or Reset to try again.');
    else setStatus(pressWords(step, previous));
    refreshSolution();
  },
  undone(entry, removed) {
    if (!removed) return setStatus(play.active ? 'Nothing to undo: no key pressed yet.' : '');
    return afterUndo('Undone', removed);
  },
  reset: (entry, removed) => afterUndo('Back to the start', removed),
  said: (text) => setStatus(hintSaid(text, play.model.started ? top() : null, pressName)),
  hinted(answer) {
    if (answer) return markHinted(answer.press);
    recordHint(play.level.number);
    showHintCount();
    return publishHash('calc');
  },
  over: (entry) => (movesOut(entry) ? 'No moves left, and the display does not show the goal.' : null),
};

// "Store → 10510.", as the solution's steps read: the key pressed gives the display's value (a
// save: what Store holds now), with what else changed: keys relabelled, a portal's fall, or
// nothing at all (5=>16 on 11 still took a move: said, not left to be guessed).
function pressWords(step, previous) {
  const { name, labels, long } = play.pressed;
  const kept = long ? ' Store holds ' + top().puzzle.store + '.' : '';
  const keys = relabelled(labels);
  const fell = step.fell || null; // the engine's digits that fell, in order ("3", "3, then 1")
  const aside = fell !== null ? ' (' + fell + ' fell through the portal)'
    : !kept && !keys.length && step.value === valueOf(previous) ? ' (no change: the press still took a move)' : '';
  return [saidKey(name.shown, name.spoken), saidKey(' → ', ' gives '), step.value + aside + '.' + kept, ...keys, ' ' + step.moves_left + ' ' + plural(step.moves_left, 'move') + ' left.'];
}

export async function doPress(press) {
  if (!play.active || won() || movesOut()) return;
  flashPlayKey(press, 'tapped');
  play.pressed = { name: pressName(press), labels: keyLabels(), long: Boolean(pressOf(play.level.buttons, press)?.long) };
  await play.model.playMove(press);
}

async function askFewest() {
  if (play.fewestAsked) return;
  const first = await ask('hint', { text: history()[0].text });
  play.fewest = first && !first.error && typeof first.fewest_moves === 'number' ? first.fewest_moves : null;
  play.fewestAsked = true;
}

async function win() {
  const seq = play.model.seq;
  await askFewest();
  if (seq !== play.model.seq) return;
  const used = play.level.moves - movesOf(top());
  // the grid's ★ is for the fewest moves found by the player: not with the solution shown
  recordWin(play.level.number, { hints: helpUsed(), fewest: play.fewest !== null && used <= play.fewest && !answerSeen() });
  recordDailyWin();
  renderWin();
  setStatus(''); // the win box says it, once
  // the focus on the win box, not its next level's button, where one more Enter (on Step, Replay
  // or the winning key) would leave the level; the page does not move: on a phone the win box is
  // below the device, and a scroll put Play level N where the keys had been, under the finger
  $('calc-play-win').focus({ preventScroll: true });
}

// removed: the state undone or reset from, so that keys [+]N had relabelled are said going back
function afterUndo(what, removed) {
  publishHash('calc');
  const labelsBefore = removed.puzzle.buttons.map((b) => b.now || b.label);
  setStatus([what + ': the display shows ' + valueOf(top()) + ', ' + movesOf(top()) + ' ' + plural(movesOf(top()), 'move') + ' left.', ...relabelled(labelsBefore)]);
  refreshSolution();
}

export const undo = () => play.model.undoNow();
export const reset = () => play.model.resetNow();
export const hint = () => (play.active ? play.model.hintNow() : undefined);

// Show solution's advice from where the player is: how many presses to undo to win again, or
// null when not even the start can win.
export async function backToWin() {
  const back = await play.model.undoesToWin();
  return typeof back === 'number' ? play.model.undoAdvice(back) : null;
}

// The level's text and what the engine read of it, from the form; null (with
// onError called) when the engine refuses it.
async function readForm(onError) {
  const values = formValues();
  const bundled = currentLevel(values);
  const text = levelText(values, bundled ? bundled.level : null);
  if (text === null) return onError({ field: 'start', message: 'a field holds a line break' });
  const options = calcOptions();
  // a bundled level under the default display is as the engine read it (bundled): not read again
  if (bundled && (options.digits === undefined || options.digits === display.digits)) return { text, level: bundled, bundled, options };
  let read;
  try {
    read = await readLevelText(text, options);
  } catch (error) {
    return onError({ field: 'start', message: String(error.message || error) });
  }
  if (!Array.isArray(read)) return onError(read.error);
  return { text, level: read[0], bundled, options };
}

function showLevel(level, bundled, special) {
  $('calc-play-level').textContent = bundled ? String(bundled.level) : '–';
  $('calc-play-goal').textContent = String(level.goal);
  $('calc-play-title').replaceChildren(...keepDatesWhole(special ? special.title : bundled ? 'Level ' + bundled.level : 'Your level'));
  $('calc-play-challenge').hidden = !(special && special.challenge);
  $('calc-play-challenge').textContent = special && special.challenge ? special.challenge + '.' : '';
  $('calc-play-meta').hidden = !(special && special.meta);
  $('calc-play-meta').textContent = special && special.meta ? special.meta : '';
  $('calc-play-extra').hidden = !(special && special.extra);
  $('calc-play-extra').replaceChildren(...(special && special.extra ? [special.extra] : []));
  const record = bundled ? levelProgress(bundled.level) : null;
  $('calc-play-goal-line').textContent = 'Reach ' + level.goal + ' from ' + level.start + ' in ' + level.moves + ' ' + plural(level.moves, 'move') +
    (level.portal ? '; ' + portalWords(level.portal) : '') + '.' +
    (record && record.solved ? (record.fewest ? ' You solved it in the fewest moves before.' : ' You solved it before.') : '');
  showPortal(level.portal);
  renderPlayKeypad(level.buttons, (button, key, long) => wireKeyPresses(button, key, long, (press) => enqueue(() => doPress(press))));
}

// Opens the level the form holds (a bundled one or your own) in the game.
// push: a history entry (a level picked). special: {title, meta, date, extra}
// for the puzzle of the day or a generated level. presses, hints: a game in
// progress from a link, replayed through the engine. onError(error): the
// engine refused the level. show: its answer is asked for next (the solve then
// starts before the level is drawn). Resolves true once the game is on screen, false when the
// engine refused the level, null when another game opened meanwhile (it owns the page now).
export async function startPlay({ push = false, special = null, presses = [], hints = 0, onError = () => null, show = false } = {}) {
  const read = await readForm(onError);
  if (!read) return false;
  const { text, level, bundled, options } = read;
  clearTimeout(play.portalTimer);
  play.options = { classic: options.classic, digits: options.digits };
  if (show && presses.length === 0) expectSolution(text, bundled ? bundled.level : null); // the answer of the level as it opens
  const sameLevel = play.active && startText() === text; // opened afresh (Solve, a reload)
  play.level = { number: bundled ? bundled.level : null, goal: level.goal, moves: level.moves, buttons: level.buttons, portal: level.portal };
  play.model.start({ text, puzzle: level }, { hints });
  play.fewest = null;
  play.fewestAsked = false;
  play.graphSeen = false;
  play.active = true;
  play.special = special;
  hideSolution();
  showLevel(level, bundled, special);
  const graph = $('calc-play-graph');
  if (graph) graph.reset({ close: !show && !sameLevel });
  setStatus('');
  $('calc-play-copied').textContent = '';
  const seq = play.model.seq;
  const { refused } = await play.model.restore(presses, (entry) => movesOf(entry) <= 0);
  if (seq !== play.model.seq) return null;
  if (refused) showNotice('This link’s press ' + (refused.index + 1) + ' could not be replayed: ' + refused.message + '. The game goes on from the press before it.');
  render(false);
  if (won()) await win();
  else if (playingDaily() && dailyDoneText(playingDaily())) { // won before: said, and its result again, "(the fewest)" once known
    setStatus(dailyDoneText(playingDaily()));
    askFewest().then(() => play.model.seq === seq && renderShare());
  }
  if (seq !== play.model.seq) return null; // another game opened while the win was asked: the address is its
  // with its answer asked for, showing it publishes the link (the game and show=solution):
  // one address update, not two (each is a call into the browser)
  if (!show || push) publishHash('calc', { push });
  return true;
}

// The level's rules (Store) changed: the game starts again under them, and says so when it
// wipes presses (never without a word).
async function onStoreRule() {
  saveStoreRule($('calc-opt-classic').checked ? 'free' : 'charged');
  if (!play.active) return;
  const restarted = gameInProgress();
  await startPlay();
  if (restarted) setStatus('The Store rule changed: the level starts again under it.');
}

export function wirePlay({ goTo, showSolution }) {
  play.model = new PlayModel({ game: GAME, ask, view: VIEW, words: MODEL_WORDS });
  wireKeyHelp();
  // toggle does not bubble: heard on its way down (the graph's box is added after this)
  document.addEventListener('toggle', (event) => {
    if (event.target.id === 'calc-play-graph' && event.target.open && play.active) play.graphSeen = true;
  }, true);
  wireDailyShare(setStatus, renderWin, playingDaily);
  $('calc-play-undo').addEventListener('click', () => enqueue(undo));
  $('calc-play-reset').addEventListener('click', () => enqueue(reset));
  $('calc-play-hint').addEventListener('click', () => enqueue(hint));
  // Show solution, then Hide solution (the answer stays seen for this game's ★; the link loses its show=solution)
  const hide = () => { closeSolution(); publishHash('calc'); };
  wireSolutionButton({ hide: () => enqueue(hide), show: () => enqueueSearch(showSolution), say: setStatus, asks: () => play.active, won });
  $('calc-play-next').addEventListener('click', () => {
    const next = nextLevel();
    if (next) goTo(next, { play: true }); // its first key focused, as the level box's Enter does
  });
  for (const id of ['calc-opt-classic', 'calc-store-charged']) $(id).addEventListener('change', () => enqueue(onStoreRule));
  const free = storedStoreRule() === 'free';
  $('calc-opt-classic').checked = free;
  $('calc-store-charged').checked = !free;
}
