// play/controls.js: the play model (model.js) with the page's standard controls, for a game
// whose view is a play area of its own: the bar of Undo, Reset, Hint and Show solution (rising
// order of spoiler; the count of hints used under it); the hint's answer in a role="status"
// line; the win line ("Solved …"). A game in progress is its moves and hints: replayed through
// the engine from a link (restore), reported after every change (onChange) so the game's
// address follows. It names no game: a game's play module passes its name and how to draw.
import '../../css/games/play.css';
import { $, keepInView, sayInto } from '../dom.js';
import { helper } from '../engine-client.js';
import { askFirst } from './ask-first.js';
import { PlayModel } from './model.js';

// The win line, focusable (the focus goes to it at the win); a game may place it itself (the
// clock: beside its face, where the choices were), else it comes under the bar.
export const outcomeMarkup = (prefix) => `<p id="${prefix}-outcome" class="play-outcome" tabindex="-1" hidden></p>`;

// The bar, for a play area whose element ids start with prefix: disabled until a game
// starts (a refused link leaves no game to undo, hint or solve). outcome: false when the
// game places its win line itself (outcomeMarkup); line: false when the game places its
// status line (id PREFIX-hint-text) itself, above the bar.
export const controlsMarkup = (prefix, { outcome = true, line = true } = {}) => `
<div class="play-bar" role="group" aria-label="Play controls">
  <button type="button" id="${prefix}-undo" class="btn" disabled>Undo</button>
  <button type="button" id="${prefix}-reset" class="btn" disabled>Reset</button>
  <button type="button" id="${prefix}-hint" class="btn help-btn" disabled>Hint</button>
  <button type="button" id="${prefix}-solution" class="btn help-btn" aria-expanded="false" disabled>Show solution</button>
</div>
<p id="${prefix}-hints-used" class="hints-used">0 hints used</p>
${line ? `<p id="${prefix}-hint-text" class="play-hint" role="status"></p>` : ''}
${outcome ? outcomeMarkup(prefix) : ''}`;

// A line of the play area scrolled into view (dom.js keepInView) while the player presses its
// controls: not for a link's game being restored, the focus elsewhere.
function keepInReach(line) {
  if (line.closest('.play-area').contains(document.activeElement)) keepInView(line);
}

// Show solution is a toggle: once the solution is on show it reads Hide solution (the
// solution then goes, its link's &show=solution with it; the answer stays seen).
export function markSolutionButton(prefix, shown) {
  const button = $(prefix + '-solution');
  button.setAttribute('aria-expanded', String(shown));
  button.textContent = shown ? 'Hide solution' : 'Show solution';
}

// What a game's Show solution and its solution box do, alike in every game: the button shows
// the solution (after asking: PlaySession), or hides it once shown (its link loses
// &show=solution); the solution shown marks the answer seen in the game in play (the win says
// so). The page does not move: the focus goes to the answer's title without a scroll, and when
// the answer is below the window the game's line says so. session(): that game's PlaySession;
// solution: the game's {shown, show, hide, box} (box: the id of the answer's card);
// publish(): its link in the address bar.
export function solutionHandlers(session, solution, publish) {
  return {
    onSolution: async () => {
      if (solution.shown()) {
        solution.hide();
        return publish();
      }
      await solution.show({ focus: true, still: true });
      const box = solution.box ? $(solution.box) : null;
      if (box && solution.shown() && box.getBoundingClientRect().top > window.innerHeight) session().say('The solution is below the game.', { still: true });
      return undefined;
    },
    onShown: () => {
      session().markAnswerSeen();
      publish();
    },
  };
}

// Asks the engine; its errors come back as {error: {field, message}}.
export async function ask(op, args) {
  const { result } = await helper.request(op, { options: {}, ...args });
  return result;
}

// One game in play on the page. draw(entry, previous, won) shows a position: entry = {text,
// puzzle, step} (step: the engine's account of the move that led there, null at the start).
// outcomeText(entry, moves, hints, seen) words the win (seen: the solution was shown in this
// game before it was won, markAnswerSeen); describeMove(step, move) words a move undone;
// engineText(message) writes the engine's words (a hint, a refused move's reason) the way the
// game shows them (Digits: × and ÷); onChange() follows every move, undo, reset and hint;
// onSolution() is Show solution pressed; focusTarget() names the control the focus goes to
// when a press took it away (the played tile, a choice disabled by the win); markHint(answer)
// (optional) marks what a hint names (a choice's button), which the game's draw clears;
// onHint() (optional) follows a hint counted (a level's progress keeps it); finalEnd: an
// ending Undo cannot take back (play/model.js); solutionScope: what Show solution's ask says it
// shows of a game in progress, when not "every move from here to the end"; positionSaid(entry,
// removed) (optional) words the position an Undo goes back to from removed, after what it undid.
export class PlaySession extends PlayModel {
  constructor({ game, prefix, draw, outcomeText, describeMove, engineText, onChange, onSolution, focusTarget, markHint, onHint, finalEnd, solutionScope, positionSaid }) {
    super({ game, ask, view: null, finalEnd });
    Object.assign(this, { prefix, drawPosition: draw, outcomeText, describeMove, positionSaid: positionSaid || (() => ''), engineText: engineText || ((m) => m),
      onChange: onChange || (() => {}), focusTarget: focusTarget || (() => null), markHint: markHint || (() => {}), onHint: onHint || (() => {}) });
    this.warning = false; // the status line holds a warning (warn), which the next pick clears
    this.view = {
      draw: (entry, previous) => {
        this.say('');
        this.refresh(previous);
      },
      // a move never scrolls the page: the board stays where the finger is
      moved: () => this.onChange(),
      refused: (message) => this.warn('Not allowed: ' + this.engineText(message) + '.'),
      // Undo and Reset say what they did (a screen reader's focus stays on the button: nothing
      // else would tell it the move went)
      undone: (entry, removed) => {
        if (!removed) return;
        this.say(['Undone: ' + this.describeMove(removed.step, removed.move) + '.', this.positionSaid(entry, removed)].filter(Boolean).join(' '));
        this.onChange();
      },
      reset: () => {
        this.say('Back to the start.');
        this.onChange();
      },
      said: (text) => this.say(this.engineText(text)),
      hinted: (answer) => {
        if (answer) return this.markHint(answer);
        this.onHint();
        this.refreshCount();
        return this.onChange();
      },
    };
    $(prefix + '-hint').addEventListener('click', () => this.hint());
    $(prefix + '-undo').addEventListener('click', () => this.undo());
    $(prefix + '-reset').addEventListener('click', () => this.reset());
    // Show solution asks first (ask-first.js); onSolution shows, or hides once shown
    const solution = $(prefix + '-solution');
    askFirst(solution, { shown: () => solution.getAttribute('aria-expanded') === 'true', asks: () => this.started,
      show: () => (onSolution ? onSolution() : null), hide: () => (onSolution ? onSolution() : null), say: (text) => this.say(text, { still: true }),
      words: () => 'Show solution shows ' + (this.won ? 'the shortest way from the start' : solutionScope || 'every move from here to the end') + '. Press it again to show it.' });
  }
  start(entry, options) {
    super.start(entry, options);
    this.say('');
    this.refresh(null);
  }
  async restore(moves) {
    const result = await super.restore(moves);
    this.refresh(null);
    return result;
  }
  // still: the line is written where it is (Show solution's words never move the page)
  say(text, { still = false } = {}) {
    const line = $(this.prefix + '-hint-text');
    sayInto(line, text);
    this.warning = false;
    if (text && !still) keepInReach(line);
  }
  // A warning about the last press ("Pick a number first.", a refused move): it goes with
  // the next press that works (clearWarning), where a hint stays until the position changes.
  warn(text) {
    this.say(text);
    this.warning = true;
  }
  clearWarning() {
    if (this.warning) this.say('');
  }
  refreshCount() {
    $(this.prefix + '-hints-used').textContent = this.hints + (this.hints === 1 ? ' hint used' : ' hints used');
  }
  refresh(previous) {
    const entry = this.current;
    const won = this.won;
    const hadFocus = $(this.prefix).contains(document.activeElement);
    this.drawPosition(entry, previous, won);
    this.refreshCount();
    $(this.prefix + '-undo').disabled = !this.canUndo;
    $(this.prefix + '-reset').disabled = this.history.length <= 1;
    $(this.prefix + '-hint').disabled = won; // nothing is left to hint at
    $(this.prefix + '-solution').disabled = false;
    const outcome = $(this.prefix + '-outcome');
    outcome.hidden = !won;
    outcome.textContent = won ? this.outcomeText(entry, this.history.length - 1, this.hints, this.answerSeen) : '';
    $(this.prefix).dataset.state = won ? 'solved' : 'playing';
    $(this.prefix).dataset.moves = String(this.history.length - 1);
    // a move that won, played by a key typed with the focus nowhere or elsewhere (Digits' numbers
    // and operations by keyboard, the focus left on "?"): the win line takes the focus, so the win
    // is said and in view (it sat at the window's bottom edge, its result to share under it)
    if (hadFocus || (won && previous)) this.keepFocus(won);
  }
  // A press that redrew or disabled the focused control (the tiles of a move, the
  // choices at the win, Undo back at the start) leaves the focus on the page's body,
  // and the next Tab starts from the top: it goes to the win line once the game is
  // won, else to the control the game names, else to Hint. The focus does not scroll the
  // page (a browser centres what it focuses, taking the board out of view): the target is
  // scrolled to the nearest edge only when it is off the screen.
  keepFocus(won) {
    const active = document.activeElement;
    if (active && active !== document.body && $(this.prefix).contains(active) && !active.disabled) return;
    const target = won ? $(this.prefix + '-outcome') : this.focusTarget() || $(this.prefix + '-hint');
    if (!target) return;
    target.focus({ preventScroll: true });
    keepInView(target);
  }
}
