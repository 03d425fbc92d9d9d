// games/digits/share.js: the result of a Digits of the day, won, to share, as the Calculator's
// puzzle of the day has it: "calcsolve Digits of the day 2026-11-27 · 4 operations · ★★★ · 0 hints"
// with Copy result (Share result, the phone's share sheet, where there is one), which adds the day's link on a second line (served pages only: a file://
// address leads nowhere).
import { $, SHARE_WORD, keepDatesWhole, plural } from '../../dom.js';
import { copyResult, encode } from '../../share.js';

export const SHARE_MARKUP = `
  <div id="digits-share" class="play-share" hidden><output id="digits-share-text" class="play-share-text"></output>
    <button type="button" id="digits-share-copy" class="btn small">${SHARE_WORD} result</button> <span id="digits-share-copied" class="hint" role="status"></span></div>`;

let link = null; // the day's puzzle's own link, while its result is shown

// puzzle: {target, numbers, special} on show; session: its PlaySession.
export function showDayResult(puzzle, session) {
  const date = puzzle && puzzle.special && puzzle.special.date;
  const step = session && session.won ? session.current.step : null;
  const shown = Boolean(date && step);
  $('digits-share').hidden = !shown;
  $('digits-share-copied').textContent = '';
  link = shown ? 'digits=' + encode(puzzle.target) + ':' + puzzle.numbers.map(encode).join(',') + '&day=' + encode(date) : null;
  if (!shown) return;
  const moves = session.history.length - 1;
  const help = session.answerSeen ? 'answer seen' : session.hints + ' ' + plural(session.hints, 'hint');
  const text = `calcsolve Digits of the day ${date} · ${moves} ${plural(moves, 'operation')} · ${'★'.repeat(step.stars)} · ${help}`;
  $('digits-share-text').replaceChildren(...keepDatesWhole(text));
}

export function wireDayResult() {
  $('digits-share-copy').addEventListener('click', () => copyResult($('digits-share-text'), $('digits-share-copied'), link));
}
