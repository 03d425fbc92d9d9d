// play/model.js: the one play model of every game, on the page and in the widget. A game in
// progress is the engine's own puzzle text, so the model keeps the positions the engine answered
// (the undo stack), the hints used and whether the answer was seen, and plays every move, undo,
// reset and hint in order through `ask` (the engine's generic calls: play, hint). It knows no
// rule and no element: what a game shows and how it words a move is its view's.
//
// Each position is {text, puzzle, step, move}: the engine's puzzle text and JSON of it, its
// account of the move that led there (null at the start) and the move as it was given.
// A view is an object of callbacks, each optional but draw:
//   draw(entry, previous)     shows the position on top (previous: the one before a move, or null)
//   moved(entry, previous)    a move was played (after draw): its words, a win, the address
//   refused(message)          the engine refused a move, with its reason
//   undone(entry, removed)    Undo took `removed` off; reset(entry, removed): Reset did
//   said(text)                a hint's words (or '' to clear them)
//   hinted(answer)            a hint counted (answer: the engine's, once it came)
//   over(entry)               a sentence when no move is left to hint at (the moves used up), or null
// and words: { thinking: said while a hint is asked, or null; moves: ['move', 'moves'] (what a
// game calls a move, for "Undo 2 moves …"); fromStart: said when not even the start can win, or null }.
const MAX_HINTS = 999;
// said after a hint asked again where nothing has moved: the same hint, not counted twice
export const SAME_HINT = ' The same hint as before: not counted again.';

export class PlayModel {
  constructor({ game, ask, view, words = {} }) {
    Object.assign(this, { game, ask, view });
    this.words = { thinking: null, moves: ['move', 'moves'], fromStart: null, ...words };
    this.history = [];
    this.hints = 0;
    this.hinted = null; // the position (history entry) the last hint counted was for
    this.answerSeen = false; // the solution shown in this game (a win then says so)
    this.queue = Promise.resolve(); // moves, undos and hints wait here for the one before
    this.seq = 0; // counts the games started: an answer for an earlier one is dropped
  }
  get current() {
    return this.history[this.history.length - 1];
  }
  get started() {
    return this.history.length > 0;
  }
  get won() {
    const entry = this.current;
    return !!(entry && entry.step && entry.step.won);
  }
  // The moves played since the start, as the engine's steps name them.
  moves() {
    return this.history.slice(1).map((entry) => entry.step);
  }
  // The same moves as they were given to play (the labels a link replays).
  movesPlayed() {
    return this.history.slice(1).map((entry) => entry.move);
  }
  // The position Show solution solves from: where the player is, or, once the game is won
  // (nothing is left to solve from there), its start: the whole game's shortest way.
  solutionText() {
    if (!this.current) return '';
    return this.won ? this.history[0].text : this.current.text;
  }
  solutionFromStart() {
    return this.history.length <= 1 || this.won;
  }
  // Starts from the engine's first position {text, puzzle}; hints: used already (a link's).
  start(entry, { hints = 0 } = {}) {
    this.seq++;
    this.history = [{ step: null, ...entry }];
    this.hints = Math.max(0, Math.min(MAX_HINTS, hints | 0));
    this.hinted = null;
    this.answerSeen = false;
    this.queue = Promise.resolve();
  }
  markAnswerSeen() {
    this.answerSeen = true;
  }
  // Replays a link's moves through the engine, silently, up to a win or `until(entry)`; the first
  // refused move ends the replay. Resolves {played, refused: {index, message} | null}.
  async restore(moves, until = () => false) {
    const seq = this.seq;
    let played = 0;
    for (const [index, move] of moves.entries()) {
      if (this.won || until(this.current)) break;
      const answer = await this.ask('play', { game: this.game, text: this.current.text, move });
      if (seq !== this.seq) return { played, refused: null };
      if (answer.error) return { played, refused: { index, message: answer.error.message } };
      this.history.push({ text: answer.text, puzzle: answer.puzzle, step: answer.step, move });
      played++;
    }
    return { played, refused: null };
  }
  // Each action waits its turn: keys pressed faster than the engine answers (a key held down,
  // "x x Backspace") are each played, in order; one queued in a game since left is dropped.
  enqueue(action) {
    const seq = this.seq;
    const done = this.queue.then(() => (seq === this.seq ? action() : false));
    this.queue = done.catch(() => false);
    return done;
  }
  move(move) {
    return this.enqueue(() => this.playMove(move));
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
  call(name, ...args) {
    return this.view[name] ? this.view[name](...args) : undefined;
  }
  // One move through the engine: true once played, false (the engine's reason given) when refused.
  async playMove(move) {
    if (!this.current || this.won || this.call('over', this.current)) return false;
    const seq = this.seq;
    const answer = await this.ask('play', { game: this.game, text: this.current.text, move });
    if (seq !== this.seq) return false;
    if (answer.error) {
      this.call('refused', answer.error.message);
      return false;
    }
    const previous = this.current;
    this.history.push({ text: answer.text, puzzle: answer.puzzle, step: answer.step, move });
    this.view.draw(this.current, previous);
    await this.call('moved', this.current, previous);
    return true;
  }
  undoNow() {
    if (this.history.length <= 1) return this.call('undone', this.current, null);
    const removed = this.history.pop();
    this.view.draw(this.current, null);
    return this.call('undone', this.current, removed);
  }
  resetNow() {
    if (this.history.length <= 1) return undefined;
    const removed = this.current;
    this.history.length = 1;
    this.view.draw(this.current, null);
    return this.call('reset', this.current, removed);
  }
  // The engine's best move from here; when no win is left, also how many moves to undo to reach
  // a position that can still win (asked of the engine, position by position).
  async hintNow() {
    if (!this.current || this.won) return;
    const seq = this.seq;
    const again = this.hinted === this.current;
    const say = (text) => this.call('said', again ? text + SAME_HINT : text);
    if (!again) {
      this.hinted = this.current;
      this.hints = Math.min(MAX_HINTS, this.hints + 1);
      this.call('hinted', null);
    }
    if (this.words.thinking) this.call('said', this.words.thinking);
    let text = this.call('over', this.current);
    let answer = null;
    if (!text) {
      answer = await this.ask('hint', { game: this.game, text: this.current.text });
      if (seq !== this.seq) return;
      if (answer.error) return say('No hint: ' + answer.error.message + '.');
      text = answer.device_message || answer.message;
      if (answer.solvable || answer.won || answer.gave_up) {
        say(text);
        if (answer.solvable) this.call('hinted', answer);
        return;
      }
    }
    const back = this.history.length > 1 ? await this.undoesToWin(seq) : undefined;
    if (seq !== this.seq) return;
    if (back === null && this.words.fromStart) text += ' ' + this.words.fromStart;
    else if (typeof back === 'number') text += ' ' + this.undoAdvice(back);
    say(text);
  }
  undoAdvice(back) {
    const [one, many] = this.words.moves;
    return 'Undo ' + back + ' ' + (back === 1 ? one : many) + ' to get back to a position that can still win.';
  }
  // How many moves to undo to reach a position from which the engine still finds a win; null when
  // not even the start has one; undefined when not known (a search there gave up first).
  async undoesToWin(seq = this.seq) {
    let unknown = false;
    for (let i = this.history.length - 2; i >= 0; i--) {
      const answer = await this.ask('hint', { game: this.game, text: this.history[i].text });
      if (seq !== this.seq) return undefined;
      if (answer && !answer.error && answer.solvable) return this.history.length - 1 - i;
      if (!answer || answer.error || answer.gave_up) unknown = true;
    }
    return unknown ? undefined : null;
  }
}
