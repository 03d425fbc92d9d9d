// games/calc/early.js: the level's keys, working, before page.js has come. On a slow phone the
// engine answers a link's level (boot.js posts it from the page's first bytes) well before the
// page's script has arrived and built the game; so boot.js draws the level's keys into
// index.html's frame, in the game's own markup (play-view.js: the same classes, so the game put
// in its place moves nothing), and plays their presses through the engine, showing its answer on
// the frame's display. Nothing is computed here: the value, the moves left and the keys' labels
// are the engine's answers. When the game takes over (index.js, openLink), handOver() gives it
// the presses the engine accepted, which it replays as a link's presses, and every later press
// (one still on its way, or a tap before the frame goes) goes to the game's own play.
//
// Carried by boot.js (bundled with first-requests.js): imports only what requests.js does.
import { storedStoreRule } from './store-rule.js';
import { DEFAULT_DIGITS, GAME, levelText } from './requests.js';

// The frame's parts left inert while its keys work: its level bar, controls and cards are
// pictures of the game's, with nothing behind them yet.
const PICTURES = '.calc-bar, .play-controls, .play-side, .own-level, .hints-used';
// the keyboard's shortcuts for the keys, as the game's (shortcuts.js): 1 to 9, then 0
const SHORTCUTS = '1234567890';

// A key as play-view.js renderPlayKeypad draws it (its label, spoken name, colour family).
function drawKey(label, shown, family, spoken, extraClass) {
  const key = document.createElement('button');
  key.type = 'button';
  key.className = 'key fam-' + (family || 'unknown') + (extraClass ? ' ' + extraClass : '');
  key.textContent = shown;
  key.dataset.press = label;
  if (spoken && spoken !== shown) key.setAttribute('aria-label', spoken);
  return key;
}

// { ready, heard(message), handOver() }, for the link's first requests (requests.js firstRequests: the
// first is the level); post(op, args) sends the worker a request under an id of boot.js's own.
// A link that asks for the answer (show=solution) is about the answer, which the game draws:
// null then (page.js is asked for at once), and for a link with no level to draw.
export function earlyKeys(requests, post) {
  const levelId = requests.length && requests[0].op === 'bundled' ? requests[0].id : null;
  if (levelId === null || requests.some((request) => request.op === 'solve')) return null;
  const options = { classic: storedStoreRule() === 'free', digits: DEFAULT_DIGITS };
  let text = null; // the engine's text of the position shown
  let pending = null; // the id of the press under way
  const queued = []; // presses tapped while one is under way
  const accepted = []; // presses the engine played, in order
  let movesLeft = 0;
  let won = false;
  let forward = null; // handOver's: the game's own play takes every press from then on
  const late = [];
  let frame = null;

  const show = (selector, value) => {
    const node = frame.querySelector(selector);
    if (node) node.textContent = String(value);
  };
  const send = () => {
    if (pending !== null || !queued.length || forward) return;
    pending = post('play', { game: GAME, options, text, move: queued[0] });
  };
  const press = (label) => {
    if (forward) return forward(label);
    if (won || movesLeft <= 0) return undefined;
    queued.push(label);
    return send();
  };
  const drawLevel = (level) => {
    frame = document.querySelector('.page-frame');
    const pad = frame && frame.querySelector('.play-keypad');
    if (!pad || pad.children.length) return;
    text = levelText({ ...level, buttons: level.buttons.map((b) => b.label), portal: level.portal && level.portal.map(String) }, level.level);
    movesLeft = level.moves;
    for (const b of level.buttons) {
      pad.append(drawKey(b.label, b.now || b.label, b.family, b.spoken));
      if (b.long_press) pad.append(drawKey(b.long_press, b.long_press_name || 'Save', b.family, '', 'long-press-key'));
    }
    pad.addEventListener('click', (event) => {
      const key = event.target.closest('button[data-press]');
      if (key) press(key.dataset.press);
    });
    document.addEventListener('keydown', (event) => {
      const nth = SHORTCUTS.indexOf(event.key);
      if (forward || nth < 0 || event.ctrlKey || event.metaKey || event.altKey || event.target.closest?.('input, textarea, select')) return;
      const key = pad.children[nth];
      if (key) {
        event.preventDefault();
        press(key.dataset.press);
      }
    });
    // the bar's buttons are pictures until the game is up: drawn as not yet to be pressed
    for (const button of frame.querySelectorAll('.calc-bar button')) button.disabled = true;
    show('.frame-field', level.level); // the level box's picture
    show('.lcd-top span:nth-child(1) b', level.level);
    show('.lcd-top span:nth-child(2) b', movesLeft);
    show('.lcd-top span:nth-child(3) b', level.goal);
    show('.lcd-value', level.start);
    frame.removeAttribute('inert');
    frame.removeAttribute('aria-hidden');
    for (const part of frame.querySelectorAll(PICTURES)) part.inert = true;
    for (const ghost of frame.querySelectorAll('.lcd-ghost')) ghost.setAttribute('aria-hidden', 'true');
  };
  const played = (message) => {
    pending = null;
    const move = queued.shift();
    if (forward) return;
    if (message.ok && message.result && !message.result.error) {
      const { step, puzzle } = message.result;
      text = message.result.text;
      accepted.push(move);
      movesLeft = step.moves_left;
      won = !!step.won;
      show('.lcd-value', step.value);
      show('.lcd-top span:nth-child(2) b', movesLeft);
      show('.play-status', won ? 'Solved.' : ''); // the game, once up, says how
      for (const key of frame.querySelectorAll('.play-keypad button[data-press]')) {
        const button = puzzle.buttons.find((b) => b.label === key.dataset.press);
        if (button && button.now) key.textContent = button.now;
      }
    } else if (message.ok && message.result && message.result.error) {
      show('.play-status', message.result.error.message); // the engine's reason, as the game says it
    }
    send();
  };

  let answered;
  const ready = new Promise((resolve) => (answered = resolve));
  return {
    // resolves once the level's answer is in (its keys drawn, or none to draw) or the engine failed
    ready,
    heard(message) {
      if (message && (message.fatal || message.id === levelId)) answered();
      if (!message || message.id === undefined || forward) return;
      if (message.id === levelId && message.ok && Array.isArray(message.result) && message.result.length) drawLevel(message.result[0]);
      else if (message.id === pending) played(message);
    },
    // The presses the engine played, for the game to replay; from now on every press, those
    // still waiting included, goes to take(label) once the game calls it.
    handOver() {
      forward = (label) => late.push(label);
      late.push(...queued);
      queued.length = 0;
      const focused = frame && frame.contains(document.activeElement) ? document.activeElement.dataset.press : undefined;
      return {
        presses: accepted.slice(),
        focused, // the press of the frame's key that has the focus, for the game's same key
        take(play) {
          forward = play;
          for (const label of late.splice(0)) play(label);
        },
      };
    },
  };
}
