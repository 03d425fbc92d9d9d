// play/model.js: the one play model of every game, on the page and in the widget. A game in
// progress is the engine's own puzzle text, so the model keeps the positions the engine answered
// (the undo stack), the hints used and whether the answer was seen, and plays every move, undo,
// reset and hint in order through `ask` (the engine's generic calls: play, hint, ladder). It knows no
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
//   hinted(answer)            a hint counted (null), or the move a hint names ({press, move}: the key to mark)
//   over(entry)               a sentence when no move is left to hint at (the moves used up), or null
// and words: { thinking: said while a hint is asked, or null; moves: ['move', 'moves'] (what a
// game calls a move, for "Undo 2 moves …"); fromStart: said when not even the start can win, or null }.
//
// Hint climbs the engine's hint ladder of the position (engine hint with {ladder: true}: least
// revealing rung first; asked once a position, kept on its entry): each press shows the next
// rung and counts one hint; past the last rung before the whole solution (the `next` move) it
// says the last rung again, not counted, and points to Show solution. A hint where no win is
// left (a dead end) says what to undo and is not counted: it gives nothing away.
const MAX_HINTS = 999;
// said after the last rung, asked again at the same position: nothing new, not counted
export const LAST_HINT = ' No more hints here: Show solution gives the whole answer.';

export class PlayModel {
  // finalEnd: a game once ended stays ended (Digits' Submit, as the original has it): Undo
  // cannot take the ending back, Reset plays the puzzle again
  constructor({ game, ask, view, words = {}, finalEnd = false }) {
    Object.assign(this, { game, ask, view, finalEnd });
    this.words = { thinking: null, moves: ['move', 'moves'], fromStart: null, ...words };
    this.history = [];
    this.hints = 0;
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
  // the game is over: won, or ended by a move the engine says ends it (step.over: Digits' submit)
  get won() {
    const entry = this.current;
    return !!(entry && entry.step && (entry.step.won || entry.step.over));
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
    this.hintsShown = new Set(); // the rungs' words this game has shown: never shown (nor counted) again
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
  // Undo can go back: a move made, and no final ending reached
  get canUndo() {
    return this.history.length > 1 && !(this.finalEnd && this.won);
  }
  undoNow() {
    if (!this.canUndo) return this.call('undone', this.current, null);
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
  // The next rung of the position's hint ladder; when no win is left, the engine's reason and
  // how many moves to undo to reach a position that can still win (asked of the engine,
  // position by position), not counted.
  async hintNow() {
    const entry = this.current;
    if (!entry || this.won) return;
    const seq = this.seq;
    let text = this.call('over', entry);
    if (!text) {
      let ladder = entry.ladder;
      if (!ladder) {
        if (this.words.thinking) this.call('said', this.words.thinking);
        ladder = await this.ladderOf(entry);
        if (seq !== this.seq) return;
        if (!ladder.answer.error) entry.ladder = ladder; // an error is asked again next time
      }
      const { rungs, answer } = ladder;
      if (answer.error) return this.call('said', 'No hint: ' + answer.error.message + '.');
      if (rungs.length) return this.climb(entry);
      text = answer.device_message || answer.message || '';
      // a search stopped by its budget (complete: false) knows no more of the way back either
      if (answer.won || answer.gave_up || answer.complete === false) return this.call('said', text);
    }
    const back = this.history.length > 1 ? await this.undoesToWin(seq) : undefined;
    if (seq !== this.seq) return;
    if (back === null && this.words.fromStart) text += ' ' + this.words.fromStart;
    else if (typeof back === 'number') text += ' ' + this.undoAdvice(back);
    this.call('said', text);
  }
  // The rungs Hint shows at entry's position ({rungs, answer}): the engine's ladder but its
  // `solution` rung (Show solution's), or, for a game the engine has no ladder for, its one hint.
  async ladderOf(entry) {
    const answer = await this.ask('ladder', { game: this.game, text: entry.text });
    if (answer && !answer.error) return { answer, rungs: (answer.ladder || []).filter((rung) => rung.kind !== 'solution') };
    const hint = await this.ask('hint', { game: this.game, text: entry.text });
    if (!hint || hint.error || !hint.solvable) return { answer: hint || { error: { message: 'no answer' } }, rungs: [] };
    return { answer: hint, rungs: [{ kind: 'next', press: hint.press ?? hint.move, move: hint.move, text: hint.device_message || hint.message }] };
  }
  // A hint's words shown: counted, once a game (the same words again tell nothing new).
  countHint(words) {
    if (this.hintsShown?.has(words)) return;
    this.hintsShown?.add(words);
    this.hints = Math.min(MAX_HINTS, this.hints + 1);
    this.call('hinted', null);
  }
  // One rung up: shown and counted; past the top, the top again, not counted. A rung whose words
  // this game has shown already (a key not needed, said before the last move too) is passed over:
  // a move never makes the player pay again for what they were told.
  climb(entry) {
    const { rungs } = entry.ladder;
    let shown = entry.rungsShown || 0;
    while (shown < rungs.length && this.hintsShown?.has(rungs[shown].text)) shown++;
    entry.rungsShown = shown;
    const index = Math.min(shown, rungs.length - 1);
    const rung = rungs[index];
    if (shown < rungs.length) {
      entry.rungsShown = shown + 1;
      this.countHint(rung.text);
    }
    const label = rungs.length > 1 ? 'Hint ' + (index + 1) + ' of ' + rungs.length + ': ' : '';
    this.call('said', label + rung.text + (shown < rungs.length ? '' : LAST_HINT));
    if (rung.kind === 'next') this.call('hinted', { ...rung, move: rung.move ?? rung.press });
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
