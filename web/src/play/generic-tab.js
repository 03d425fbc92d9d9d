// play/generic-tab.js: the tab of a game of the engine's list that has no folder of its own
// under games/ (games/list.js): built from what the engine says of it, so a new game is
// playable on the page before anyone draws it. Its form is the game's fields (engine.fields),
// its board the lines the game writes for a terminal and its moves the ones it numbers
// (engine.position), played on the page's one play model with the standard controls; Show
// solution follows the engine's hints from where the player is (each hint's `move` is the
// label play takes). Its links: #NAME=field:value;field:value&moves=a,b&hints=N.
import '../../css/generic-tab.css';
import { $, el, clearNotice, fieldMessage, sentence, setFieldError, showNotice } from '../dom.js';
import { helper } from '../engine-client.js';
import { puzzleText } from '../puzzle.js';
import { encode, publishHash } from '../share.js';
import { addPlayButton, setOutcome } from '../tabs.js';
import { controlsMarkup, markSolutionButton, PlaySession, solutionHandlers } from './controls.js';

const MAX_SOLUTION_MOVES = 500; // a solution longer than this is not followed hint by hint
const ask = async (op, args) => (await helper.request(op, { options: {}, ...args })).result;

// The game object (games/index.js) of engine game `info` ({name, title}) with its fields.
export function genericGame(info, allFields) {
  const id = info.name;
  const prefix = id + '-play';
  const fields = allFields.filter((f) => !f.state); // a new puzzle's fields, not a position's
  const state = { session: null, values: null, solution: null, solutionShown: false, positionSeq: 0 };

  const panel = `
<section id="${prefix}" class="card play-area generic-play" data-state="idle" aria-labelledby="${id}-title">
  <h2 id="${id}-title" class="result-title" tabindex="-1">${escape(info.title)}</h2>
  <pre id="${prefix}-board" class="generic-board" aria-label="The position"></pre>
  <div id="${prefix}-moves" class="generic-moves" role="group" aria-label="Moves"></div>
  <form id="${prefix}-typed" class="generic-typed" hidden novalidate autocomplete="off">
    <label for="${prefix}-move">Move</label> <input id="${prefix}-move" spellcheck="false">
    <button type="submit" class="btn">Play move</button>
  </form>
  ${controlsMarkup(prefix)}
  <h3>Your moves</h3>
  <ol id="${prefix}-made" class="generic-made"></ol>
  <div id="${prefix}-answer" hidden><h3 id="${prefix}-answer-title"></h3><ol id="${prefix}-answer-moves"></ol></div>
</section>
<details class="card own" id="${id}-own">
  <summary>Your own puzzle</summary>
  <form id="${id}-form" novalidate autocomplete="off">
    <div class="fields">${fields.map((f) => fieldMarkup(`${id}-${f.name}`, f)).join('')}</div>
  </form>
</details>`;

  const values = () => fields.map((f) => [f.name, $(`${id}-${f.name}`).value.trim()]);
  const shareHash = ({ progress = true } = {}) => {
    if (!state.values) return id;
    let hash = id + '=' + state.values.filter(([, v]) => v !== '').map(([k, v]) => encode(k + ':' + v)).join(';');
    const session = state.session;
    if (progress && session && session.history.length > 1) hash += '&moves=' + session.movesPlayed().map(encode).join(',');
    if (progress && session && session.hints) hash += '&hints=' + session.hints;
    if (state.solutionShown) hash += '&show=solution';
    return hash;
  };
  const publish = (options) => publishHash(id, options);

  // The position drawn: the board's lines and a key for each move it numbers (asked of the
  // engine, the answer for an older position dropped).
  async function draw(entry, previous, won) {
    const seq = ++state.positionSeq;
    $(prefix + '-made').replaceChildren(...state.session.movesPlayed().map((move) => el('li', { text: move })));
    const position = await ask('position', { game: id, text: entry.text });
    if (seq !== state.positionSeq) return;
    if (position.error) return;
    $(prefix + '-board').textContent = position.board.join('\n');
    const keys = position.moves.map((move) => {
      const key = el('button', { className: 'btn generic-move', text: move, attrs: { type: 'button' } });
      key.disabled = won;
      key.addEventListener('click', () => state.session.move(move));
      return key;
    });
    $(prefix + '-moves').replaceChildren(...keys);
    $(prefix + '-typed').hidden = keys.length > 0 || won;
  }

  const solution = {
    shown: () => state.solutionShown,
    show: () => showSolution(),
    box: prefix + '-answer',
    hide() {
      state.solutionShown = false;
      $(prefix + '-answer').hidden = true;
      markSolutionButton(prefix, false);
    },
  };

  // The shortest way from where the player is, hint by hint (each the first move of a shortest
  // solution from its position), without touching the game in play.
  async function showSolution() {
    const session = state.session;
    if (!session || !session.current) return;
    state.solutionShown = true;
    markSolutionButton(prefix, true);
    session.markAnswerSeen();
    const box = $(prefix + '-answer');
    box.hidden = false;
    $(prefix + '-answer-title').textContent = 'Searching…';
    $(prefix + '-answer-moves').replaceChildren();
    let text = session.solutionText();
    const moves = [];
    let why = '';
    for (let i = 0; i < MAX_SOLUTION_MOVES; i++) {
      const hint = await ask('hint', { game: id, text });
      if (hint.error) { why = hint.error.message; break; }
      if (hint.won) break;
      if (!hint.solvable || !hint.move) { why = hint.device_message || hint.message; break; }
      const played = await ask('play', { game: id, text, move: hint.move });
      if (played.error) { why = played.error.message; break; }
      moves.push(hint.move);
      text = played.text;
      if (played.step && played.step.won) break;
    }
    if (!state.solutionShown || session !== state.session) return;
    const from = session.solutionFromStart() ? '' : ' from here';
    $(prefix + '-answer-title').textContent = why ? sentence(why) : `Solved${from} in ${moves.length} ${moves.length === 1 ? 'move' : 'moves'}:`;
    $(prefix + '-answer-moves').replaceChildren(...moves.map((move) => el('li', { text: move })));
    publish();
  }

  // Opens the puzzle of `entries` ([[field, value]]) to play, with a link's moves and hints.
  async function open(entries, { push = false, moves = [], hints = 0, show = false } = {}) {
    clearNotice();
    for (const f of fields) setFieldError($(`${id}-${f.name}`), $(`${id}-${f.name}-error`), '');
    const text = puzzleText(entries);
    const read = text === null ? { error: { field: fields[0]?.name || 'input', message: 'a field holds a line break' } }
      : await ask('read', { game: id, text });
    if (read.error || !Array.isArray(read) || read.length !== 1) {
      const error = read.error || { field: 'input', message: 'one puzzle is needed' };
      const input = $(`${id}-${error.field}`);
      if (input) setFieldError(input, $(`${id}-${error.field}-error`), error.message);
      setOutcome(id, 'error');
      showNotice('This puzzle cannot be played as written: ' + sentence(fieldMessage(error)));
      return false;
    }
    for (const [name, value] of entries) if ($(`${id}-${name}`)) $(`${id}-${name}`).value = value;
    state.values = entries;
    solution.hide();
    state.session.start({ text, puzzle: read[0] }, { hints });
    const { refused } = await state.session.restore(moves);
    if (refused) showNotice(`This link’s move ${refused.index + 1} could not be replayed: ${refused.message}. The game goes on from the move before it.`);
    setOutcome(id, 'ready');
    if (show) await showSolution();
    publish({ push });
    return true;
  }

  return {
    id,
    title: info.title,
    hashName: id,
    hashKeys: [id, 'moves', 'hints', 'show'],
    panel,
    setup() {
      state.session = new PlaySession({
        game: id,
        prefix,
        draw,
        outcomeText: (entry, moves, hints, seen) => `Solved in ${moves} ${moves === 1 ? 'move' : 'moves'}` +
          (hints ? `, with ${hints} ${hints === 1 ? 'hint' : 'hints'}` : '') + (seen ? ', the solution seen' : '') + '.',
        describeMove: (step, move) => move,
        onChange: () => {
          if (state.solutionShown) showSolution();
          publish();
        },
        ...solutionHandlers(() => state.session, solution, publish),
      });
      addPlayButton(id, id + '-play-button', () => open(values(), { push: true }));
      $(prefix + '-typed').addEventListener('submit', (event) => {
        event.preventDefault();
        const move = $(prefix + '-move').value.trim();
        if (move) state.session.move(move).then((played) => { if (played) $(prefix + '-move').value = ''; });
      });
    },
    shareHash,
    solve: () => open(values(), { push: true, show: true }),
    async applyHash(linkValues) {
      const entries = (linkValues.get(id) || '').split(';').filter(Boolean).map((pair) => {
        const at = pair.indexOf(':');
        return at < 0 ? [pair, ''] : [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
      });
      const moves = (linkValues.get('moves') || '').split(',').filter(Boolean);
      const hints = Number(linkValues.get('hints')) || 0;
      return open(entries, { moves, hints, show: linkValues.get('show') === 'solution' });
    },
  };
}

// A field of the form: its label, the input (a numeric keyboard for numbers) and the line under
// it where the engine's message about it goes; the field's help as the input's description.
function fieldMarkup(inputId, field) {
  const numeric = field.kind === 'list' ? '' : ' inputmode="numeric"';
  return `<div class="field">
        <label for="${inputId}">${escape(field.label)}</label>
        <input id="${inputId}"${numeric} spellcheck="false" aria-describedby="${inputId}-help ${inputId}-error">
        <p class="hint" id="${inputId}-help">${escape(field.help || '')}</p>
        <p class="field-error" id="${inputId}-error"></p>
      </div>`;
}

function escape(text) {
  return String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
}
