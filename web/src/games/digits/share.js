// games/digits/share.js: the result of a Digits game once it ended (the target made, or Submit),
// to share, as the Calculator's puzzle of the day has it. A Digits of the day's is
// "calcsolve Digits of the day 2026-11-27 · 4 operations · ★★★ 739 · 0 hints · streak 2", kept
// (day.js) and shown again, with the stats, when the day is opened again; any other puzzle's is
// "calcsolve Digits 739 from 37, 20, 3, 100 · 2 operations · ★★ 740 (1 away) · 0 hints". Copy
// result (Share result, the phone's share sheet, where there is one) adds the puzzle's link on a
// second line (served pages only: a file:// address leads nowhere).
import { $, SHARE_WORD, keepDatesWhole, plural } from '../../dom.js';
import { copyResult, encode } from '../../share.js';
import { dayRecord, dayShareText, dayStatsText, keepDayGame, recordDay, scoreText } from './day.js';

// (the result is an <output> not spoken as it fills: the ending's own line says it in words; read
// aloud, the share text's ★ and · came a second time as symbols)
export const SHARE_MARKUP = `
  <div id="digits-share" class="play-share" hidden><output id="digits-share-text" class="play-share-text" aria-live="off"></output>
    <button type="button" id="digits-share-copy" class="btn small">${SHARE_WORD} result</button> <span id="digits-share-copied" class="hint" role="status"></span>
    <p id="digits-share-stats" class="play-daily-stats" hidden></p></div>`;

// The operations it took to make the best number reached (the game's score): a near miss kept by
// Submit is counted to where it was made, not past it.
export function opsToBest(s) {
  const steps = s.moves().filter((step) => !step.submitted);
  const best = s.current && s.current.step ? s.current.step.reached : null;
  const at = steps.findIndex((step) => step.result === best);
  return at < 0 ? steps.length : at + 1;
}

let link = null; // the puzzle's own link, while its result is shown

// The result of the game on show when it has ended, else null: {ops, hints, best, stars, distance, shown}.
function resultOf(session) {
  if (!session || !session.won) return null;
  const step = session.current.step;
  return { ops: opsToBest(session), hints: session.hints, best: step.reached, stars: step.reached_stars, distance: step.reached_distance, shown: session.answerSeen };
}

// puzzle: {target, numbers, special} on show; session: its PlaySession; line: its moves as the
// link writes them. A day's game is kept as it goes, and its first ending for good: the result
// shown and shared is that first ending's, whatever is played after it.
export function showDayResult(puzzle, session, line) {
  const date = puzzle && puzzle.special && puzzle.special.date;
  const now = resultOf(session);
  if (date && now) recordDay(date, { ...now, line });
  else if (date && session && session.started && !dayRecord(date)) keepDayGame(date, line, session.hints);
  const result = (date && dayRecord(date)) || now;
  $('digits-share').hidden = !result;
  $('digits-share-copied').textContent = '';
  $('digits-share-stats').hidden = !(result && date);
  if (!result) {
    link = null;
    return;
  }
  link = 'digits=' + encode(puzzle.target) + ':' + puzzle.numbers.map(encode).join(',') + (date ? '&day=' + encode(date) : '');
  const help = result.shown ? 'answer seen' : result.hints + ' ' + plural(result.hints, 'hint');
  const text = date ? dayShareText(date, result)
    : `calcsolve Digits ${puzzle.target} from ${puzzle.numbers.join(', ')} · ${result.ops} ${plural(result.ops, 'operation')} · ${scoreText(result)} · ${help}`;
  $('digits-share-text').replaceChildren(...keepDatesWhole(text));
  // a day ended before and played again to another ending: the day keeps its first
  const replay = Boolean(date && now && result.line !== line);
  if (date) $('digits-share-stats').textContent = (replay ? 'Played again, not counted: the day keeps your first ending, above. ' : '') + dayStatsText();
}

export function wireDayResult() {
  $('digits-share-copy').addEventListener('click', () => copyResult($('digits-share-text'), $('digits-share-copied'), link));
}
