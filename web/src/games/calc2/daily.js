// games/calc2/daily.js: Calculator 2's puzzle of the day (#daily2, #daily2=YYYY-MM-DD, the level
// bar's Puzzle of the day): the level the engine's generator makes from the date (generate with
// {date}: the level `calcsolve daily --game calculator2` prints), opened to play under the
// weekday's challenge the engine names, with yesterday's as a link. A day won is kept
// (play/streak.js, its own key) with its moves, hints and whether the answer was seen; its win
// shows the result to share ("calcsolve Calculator 2 puzzle of the day 2026-11-29 · Sunday · 6
// moves · 0 hints · streak 2"), the stats, the time until the next puzzle and Clear stats
// (play/daily.js); opened again, the day shows its kept result.
import { $, el, keepDatesWhole, quote, showNotice } from '../../dom.js';
import { ask } from '../../play/controls.js';
import { dailyShareLine, readDailyLink, showNextDaily, statsText, wireClearStats, wonBeforeText } from '../../play/daily.js';
import { dailyStore, dateAfter, todayUtc } from '../../play/streak.js';
import { copyResult } from '../../share.js';
import { GAME } from './requests.js';

export const DAILY_KEY = 'calcsolve.calculator2.daily';
const store = dailyStore(DAILY_KEY, ['moves', 'hints']);
const BUTTON = 'Puzzle of the day';

// The link's parts: its date, the game in progress (moves, hints) and whether to show the answer.
export function readLink(raw) {
  const { date, params, hints, show } = readDailyLink(raw, 'daily2');
  const moves = (params.get('moves') || '').split(',').filter(Boolean).slice(0, 400).map((m) => m.slice(0, 40));
  return { date, moves, hints, show };
}

// The day's level from the engine: {date, weekday, challenge, difficulty, text}, or {error}.
export async function dailyLevel(date) {
  const answer = await ask('generate', { game: GAME, options: { date } });
  if (!answer || answer.error) return { error: answer ? answer.error : { message: 'no answer' } };
  return { date: answer.date, weekday: answer.weekday, challenge: answer.challenge, difficulty: answer.difficulty, text: answer.text };
}

export const noDaily = (date, error) => showNotice('There is no puzzle of the day for ' + quote(date) + ': ' + error.message);

// The line over the device naming the day (day: dailyLevel's, or null for any other level).
export function showDay(day) {
  const line = $('calc2-day');
  line.hidden = !day;
  if (!day) return line.replaceChildren();
  const before = dateAfter(day.date, -1);
  const yesterday = before >= '1970-01-01' ? el('a', { text: 'Yesterday’s puzzle (' + before + ')', attrs: { id: 'calc2-yesterday', href: '#daily2=' + before } }) : null;
  return line.replaceChildren(el('strong', null, keepDatesWhole('Puzzle of the day · ' + day.date)), ' ',
    el('span', { text: day.challenge + ' · difficulty ' + day.difficulty.toFixed(1) + ' of 10. ' }), yesterday || '');
}

// The result of the day on show ({moves, hints, shown}): this game's once won, else the kept one.
function resultOf(day, session) {
  // the moves as the win line counts them: Clear's own presses are free (said.js winSaid)
  if (session && session.won) return { moves: session.moves().filter((step) => !step.free).length, hints: session.hints, shown: session.answerSeen };
  return store.recordOf(day.date);
}

// A day won (day: on show, or null): the first win of a date is the one kept.
export function recordDay(day, session) {
  if (day && session.won) store.record(day.date, resultOf(day, session));
}

// The day's result, Copy result, the stats and the time until the next one, under a day won now
// or before (day: on show, or null).
export function showDailyResult(day, session) {
  const result = day ? resultOf(day, session) : null;
  $('calc2-share-box').hidden = !result;
  $('calc2-share-copied').textContent = '';
  showNextDaily($('calc2-daily-next'), result ? day.date : null, BUTTON);
  if (!result) return;
  const line = dailyShareLine('Calculator 2', { date: day.date, weekday: day.weekday, used: result.moves, fewest: null, seen: result.shown,
    hints: result.hints, streak: store.stats(todayUtc(), day.date).streak });
  $('calc2-share').replaceChildren(...keepDatesWhole(line));
  $('calc2-daily-stats').textContent = statsText(store.stats(todayUtc()));
}

// What a day won before says as it opens again ('' when not won).
export function dailyDoneText(date) {
  const record = store.recordOf(date);
  return record ? wonBeforeText(record) : '';
}

// open(raw, {push}): index.js's opening of a daily link; day(): the day on show (or null);
// say(text): the game's line; redraw(): the result box again.
export function wireDaily({ open, day, say, redraw }) {
  $('calc2-daily').addEventListener('click', () => open('daily2', { push: true }));
  $('calc2-share-copy').addEventListener('click', () => copyResult($('calc2-share'), $('calc2-share-copied'), day() ? 'daily2=' + day().date : null));
  wireClearStats($('calc2-daily-clear'), { clear: () => store.clear(), redraw, say });
}
