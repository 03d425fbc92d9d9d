// play/controls.js: what every game's play mode shares: the bar of Hint (the
// count of hints used beside it), Undo and Reset; the hint's answer in a
// role="status" line; the win line ("Solved …"); and the history of positions,
// each the engine's own puzzle text, so Undo and Reset never need a rule. It
// names no game: a game's play module passes its name and how to draw.
import '../../css/games/play.css';
import { $ } from '../dom.js';
import { helper } from '../engine-client.js';

// The bar, for a play area whose element ids start with prefix.
export const controlsMarkup = (prefix) => `
<div class="play-bar" role="group" aria-label="Play controls">
  <span class="hint-with-count">
    <button type="button" id="${prefix}-hint" class="btn">Hint</button>
    <span id="${prefix}-hints-used" class="hints-used">0 hints used</span>
  </span>
  <button type="button" id="${prefix}-undo" class="btn">Undo</button>
  <button type="button" id="${prefix}-reset" class="btn">Reset</button>
</div>
<p id="${prefix}-hint-text" class="play-hint" role="status"></p>
<p id="${prefix}-outcome" class="play-outcome" hidden></p>`;

// Asks the engine; its errors come back as {error: {field, message}}.
export async function ask(op, args) {
  const { result } = await helper.request(op, { options: {}, ...args });
  return result;
}

// One game in play. draw(entry, previous) shows a position: entry = {text,
// puzzle, step} (step: the engine's account of the move that led there, null at
// the start). won(entry) and outcome(entry, history) come from the game's module.
export class PlaySession {
  constructor({ game, prefix, draw, outcomeText, hintText }) {
    Object.assign(this, { game, prefix, draw, outcomeText, hintText: hintText || ((m) => m) });
    this.history = [];
    this.hints = 0;
    this.busy = false;
    $(prefix + '-hint').addEventListener('click', () => this.hint());
    $(prefix + '-undo').addEventListener('click', () => this.undo());
    $(prefix + '-reset').addEventListener('click', () => this.reset());
  }
  get current() {
    return this.history[this.history.length - 1];
  }
  // Starts from the engine's first position (text, its puzzle JSON).
  start(entry) {
    this.history = [entry];
    this.hints = 0;
    this.say('');
    this.refresh(null);
  }
  say(text) {
    $(this.prefix + '-hint-text').textContent = text;
  }
  // Plays one move through the engine; false (and the engine's reason shown) when refused.
  async move(move) {
    if (this.busy || !this.current) return false;
    this.busy = true;
    try {
      const answer = await ask('play', { game: this.game, text: this.current.text, move });
      if (answer.error) {
        this.say('Not allowed: ' + answer.error.message + '.');
        return false;
      }
      const previous = this.current;
      this.history.push({ text: answer.text, puzzle: answer.puzzle, step: answer.step });
      this.say('');
      this.refresh(previous);
      return true;
    } finally {
      this.busy = false;
    }
  }
  undo() {
    if (this.history.length <= 1) return;
    this.history.pop();
    this.say('');
    this.refresh(null);
  }
  reset() {
    if (this.history.length <= 1) return;
    this.history.length = 1;
    this.say('');
    this.refresh(null);
  }
  // The engine's best move from here; when no win is left, also how many
  // moves to undo to reach a position that can still win (asked of the engine).
  async hint() {
    if (!this.current) return;
    this.hints++;
    this.refreshCount();
    const answer = await ask('hint', { game: this.game, text: this.current.text });
    if (answer.error) {
      this.say(answer.error.message);
      return;
    }
    let text = this.hintText(answer.message);
    if (!answer.solvable && !answer.won && !answer.gave_up) {
      for (let back = 1; back < this.history.length; back++) {
        const earlier = await ask('hint', { game: this.game, text: this.history[this.history.length - 1 - back].text });
        if (earlier.solvable) {
          text += ' Undo ' + back + (back === 1 ? ' move' : ' moves') + ' to get back to a position that can still win.';
          break;
        }
      }
    }
    this.say(text);
  }
  refreshCount() {
    $(this.prefix + '-hints-used').textContent = this.hints + (this.hints === 1 ? ' hint used' : ' hints used');
  }
  refresh(previous) {
    const entry = this.current;
    const won = !!(entry.step && entry.step.won);
    this.draw(entry, previous, won);
    this.refreshCount();
    $(this.prefix + '-undo').disabled = this.history.length <= 1;
    $(this.prefix + '-reset').disabled = this.history.length <= 1;
    $(this.prefix + '-hint').disabled = won; // nothing is left to hint at
    const outcome = $(this.prefix + '-outcome');
    outcome.hidden = !won;
    outcome.textContent = won ? this.outcomeText(entry, this.history.length - 1, this.hints) : '';
    $(this.prefix).dataset.state = won ? 'solved' : 'playing';
  }
}
