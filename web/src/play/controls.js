// play/controls.js: what the Digits and clock games' play share: the bar of
// Undo, Reset, Hint and Show solution (rising order of spoiler; the count of
// hints used under it); the hint's answer in a role="status" line; the win line
// ("Solved …"); and the history of positions, each the engine's own puzzle
// text, so Undo and Reset never need a rule. A game in progress is its moves
// and hints: replayed through the engine from a link (restore), reported after
// every change (onChange) so the game's address follows. It names no game: a
// game's play module passes its name and how to draw.
import '../../css/games/play.css';
import { $, keepInView } from '../dom.js';
import { helper } from '../engine-client.js';

const MAX_HINTS = 999;
// said after a hint asked again where nothing has moved (every game's Hint)
export const SAME_HINT = ' The same hint as before: not counted again.';

// The bar, for a play area whose element ids start with prefix: disabled until a game
// starts (a refused link leaves no game to undo, hint or solve).
export const controlsMarkup = (prefix) => `
<div class="play-bar" role="group" aria-label="Play controls">
  <button type="button" id="${prefix}-undo" class="btn" disabled>Undo</button>
  <button type="button" id="${prefix}-reset" class="btn" disabled>Reset</button>
  <button type="button" id="${prefix}-hint" class="btn help-btn" disabled>Hint</button>
  <button type="button" id="${prefix}-solution" class="btn help-btn" aria-expanded="false" disabled>Show solution</button>
</div>
<p id="${prefix}-hints-used" class="hints-used">0 hints used</p>
<p id="${prefix}-hint-text" class="play-hint" role="status"></p>
<p id="${prefix}-outcome" class="play-outcome" tabindex="-1" hidden></p>`;

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
// the solution, or hides it once shown (its link loses &show=solution); the solution shown
// marks the answer seen in the game in play (the win says so). session(): that game's
// PlaySession; solution: the game's {shown, show, hide}; publish(): its link in the address bar.
export function solutionHandlers(session, solution, publish) {
  return {
    onSolution: () => {
      if (!solution.shown()) return solution.show({ focus: true });
      solution.hide();
      return publish();
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

// One game in play. draw(entry, previous, won) shows a position: entry = {text,
// puzzle, step} (step: the engine's account of the move that led there, null at
// the start). outcomeText(entry, moves, hints, seen) words the win (seen: the solution was
// shown in this game before it was won, markAnswerSeen); describeMove(step) words a move undone; engineText(message)
// writes the engine's words (a hint, a refused move's reason) the way the game shows
// them (Digits: × and ÷); onChange() follows every move, undo, reset and hint;
// onSolution() is Show solution pressed; focusTarget() names the control the focus
// goes to when a press took it away (the played tile, a choice disabled by the win).
export class PlaySession {
  // markHint(answer) (optional): the game marks what a hint names (a choice's button); its draw clears it
  constructor({ game, prefix, draw, outcomeText, describeMove, engineText, onChange, onSolution, focusTarget, markHint }) {
    Object.assign(this, { game, prefix, draw, outcomeText, describeMove, engineText: engineText || ((m) => m), onChange: onChange || (() => {}), focusTarget: focusTarget || (() => null), markHint: markHint || (() => {}) });
    this.warning = false; // the status line holds a warning (warn), which the next pick clears
    this.history = [];
    this.hints = 0;
    this.hinted = null; // the position (history entry) the last hint counted was for
    this.answerSeen = false; // the solution shown in this game (a win then says so)
    this.queue = Promise.resolve(); // moves wait here for the one before (move)
    this.seq = 0; // counts the games started: an answer for an earlier one is dropped
    $(prefix + '-hint').addEventListener('click', () => this.hint());
    $(prefix + '-undo').addEventListener('click', () => this.undo());
    $(prefix + '-reset').addEventListener('click', () => this.reset());
    $(prefix + '-solution').addEventListener('click', () => (onSolution ? onSolution() : null));
  }
  get current() {
    return this.history[this.history.length - 1];
  }
  get won() {
    const entry = this.current;
    return !!(entry && entry.step && entry.step.won);
  }
  // The position Show solution solves from: where the player is, or, once the game is won
  // (nothing is left to solve from there), its start: the whole game's shortest way.
  solutionText() {
    if (!this.current) return '';
    return this.won ? this.history[0].text : this.current.text;
  }
  // Whether that position is the start (the solution is the whole game's, not "from here").
  solutionFromStart() {
    return this.history.length <= 1 || this.won;
  }
  // The moves played since the start, as the engine's steps name them.
  moves() {
    return this.history.slice(1).map((entry) => entry.step);
  }
  // Starts from the engine's first position (text, its puzzle JSON); hints: used already (a link's).
  start(entry, { hints = 0 } = {}) {
    this.seq++;
    this.history = [entry];
    this.hints = Math.max(0, Math.min(MAX_HINTS, hints | 0));
    this.hinted = null;
    this.answerSeen = false;
    this.say('');
    this.refresh(null);
  }
  // The solution was put on show: a win from now on says the answer was seen.
  markAnswerSeen() {
    this.answerSeen = true;
  }
  // Replays a link's moves through the engine, silently; the first refused
  // move ends the replay. Resolves {played, refused: {index, message} | null}.
  async restore(moves) {
    const seq = this.seq;
    let played = 0;
    for (const [index, move] of moves.entries()) {
      if (this.won) break;
      const answer = await ask('play', { game: this.game, text: this.current.text, move });
      if (seq !== this.seq) return { played, refused: null };
      if (answer.error) {
        this.refresh(null);
        return { played, refused: { index, message: answer.error.message } };
      }
      this.history.push({ text: answer.text, puzzle: answer.puzzle, step: answer.step });
      played++;
    }
    this.refresh(null);
    return { played, refused: null };
  }
  say(text) {
    const line = $(this.prefix + '-hint-text');
    line.textContent = text;
    this.warning = false;
    if (text) keepInReach(line);
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
  // Plays one move through the engine, once the moves before it are played: keys pressed
  // faster than the engine answers (a key held down) are each played, in order, none dropped;
  // a move pressed in a game since left is not. False (the engine's reason shown) when refused.
  move(move) {
    return this.enqueue(() => this.playMove(move));
  }
  // Undo, Reset and Hint wait their turn as moves do: "x x Backspace" typed fast undoes the second x.
  enqueue(action) {
    const seq = this.seq;
    const done = this.queue.then(() => (seq === this.seq ? action() : false));
    this.queue = done.catch(() => false);
    return done;
  }
  async playMove(move) {
    if (!this.current || this.won) return false;
    const seq = this.seq;
    const answer = await ask('play', { game: this.game, text: this.current.text, move });
    if (seq !== this.seq) return false;
    if (answer.error) {
      this.warn('Not allowed: ' + this.engineText(answer.error.message) + '.');
      return false;
    }
    const previous = this.current;
    this.history.push({ text: answer.text, puzzle: answer.puzzle, step: answer.step });
    this.say('');
    this.refresh(previous);
    this.onChange();
    // the controls kept in reach of the player's next press: on a phone a game's choices sat on
    // the window's bottom edge, Undo and Hint under it
    keepInReach($(this.prefix + '-hints-used'));
    return true;
  }
  undo() {
    return this.enqueue(() => this.undoNow());
  }
  reset() {
    return this.enqueue(() => this.resetNow());
  }
  hint() {
    return this.enqueue(() => this.hintNow());
  }
  // Undo and Reset say what they did, as the Calculator's do (a screen reader's focus stays on
  // the button: nothing else would tell it the move went).
  undoNow() {
    if (this.history.length <= 1) return;
    const undone = this.history.pop().step;
    this.say('');
    this.refresh(null);
    this.say('Undone: ' + this.describeMove(undone) + '.');
    this.onChange();
  }
  resetNow() {
    if (this.history.length <= 1) return;
    this.history.length = 1;
    this.say('');
    this.refresh(null);
    this.say('Back to the start.');
    this.onChange();
  }
  // The engine's best move from here; when no win is left, also how many
  // moves to undo to reach a position that can still win (asked of the engine).
  async hintNow() {
    if (!this.current || this.won) return;
    const seq = this.seq;
    // asked again where nothing has moved: the same hint, not counted twice (and it says so)
    const again = this.hinted === this.current;
    const say = (text) => this.say(again ? text + SAME_HINT : text);
    if (!again) {
      this.hinted = this.current;
      this.hints = Math.min(MAX_HINTS, this.hints + 1);
      this.refreshCount();
      this.onChange();
    }
    const answer = await ask('hint', { game: this.game, text: this.current.text });
    if (seq !== this.seq) return;
    if (answer.error) {
      say(answer.error.message);
      return;
    }
    let text = this.engineText(answer.message);
    if (!answer.solvable && !answer.won && !answer.gave_up) {
      for (let back = 1; back < this.history.length; back++) {
        const earlier = await ask('hint', { game: this.game, text: this.history[this.history.length - 1 - back].text });
        if (seq !== this.seq) return;
        if (earlier.solvable) {
          text += ' Undo ' + back + (back === 1 ? ' move' : ' moves') + ' to get back to a position that can still win.';
          break;
        }
      }
    }
    say(text);
    if (answer.solvable) this.markHint(answer);
  }
  refreshCount() {
    $(this.prefix + '-hints-used').textContent = this.hints + (this.hints === 1 ? ' hint used' : ' hints used');
  }
  refresh(previous) {
    const entry = this.current;
    const won = this.won;
    const hadFocus = $(this.prefix).contains(document.activeElement);
    this.draw(entry, previous, won);
    this.refreshCount();
    $(this.prefix + '-undo').disabled = this.history.length <= 1;
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
  // won, else to the control the game names, else to Hint.
  keepFocus(won) {
    const active = document.activeElement;
    if (active && active !== document.body && $(this.prefix).contains(active) && !active.disabled) return;
    const target = won ? $(this.prefix + '-outcome') : this.focusTarget() || $(this.prefix + '-hint');
    if (target) target.focus();
  }
}
