// games/digits/day.js: Digits of the day remembered, as the Calculator's puzzle of the day is
// (play/streak.js, its own localStorage key): a day ended (the target made, or Submit) is kept
// with its operations, hints, best number and stars, and whether the answer was seen; the day
// opened again shows that result, and the stats: days played, current and longest streak, hints.
import { plural } from '../../dom.js';
import { statsText } from '../../play/daily.js';
import { dailyStore, dayInProgress, todayUtc } from '../../play/streak.js';

export const DAY_KEY = 'calcsolve.digits.daily';
const store = dailyStore(DAY_KEY, ['ops', 'hints', 'best', 'stars', 'distance'], ['line']);
const inProgress = dayInProgress(DAY_KEY + '.playing');

// A day ended: {ops, hints, best, stars, distance, shown, line (its moves)}; the first ending of a
// date is kept, and the game in progress goes.
export function recordDay(date, result) {
  store.record(date, result);
  inProgress.save(date, '', 0);
}
// A day's game not ended yet: kept (line: its moves, '' for none) to go on with when opened again.
export const keepDayGame = (date, line, hints) => inProgress.save(date, line, hints);
// The moves and hints a day opened again starts from: its ending's (the board as it ended), else
// the game left in progress, else null.
export function dayGame(date) {
  const ended = store.recordOf(date);
  if (ended && ended.line) return { line: ended.line, hints: ended.hints };
  return ended ? null : inProgress.of(date);
}
export const dayRecord = (date) => store.recordOf(date);
export const clearDays = () => store.clear();
export const dayStats = (date) => store.stats(todayUtc(), date);

// "★★ 740 (1 away)" or "★★★ 739": a result's score as the share text has it.
export const scoreText = (r) => (r.stars ? '★'.repeat(r.stars) : 'no stars') + ' ' + r.best + (r.distance ? ' (' + r.distance + ' away)' : '');

// The share text of a day's result, with the streak up to that day.
export function dayShareText(date, r) {
  const help = r.shown ? 'answer seen' : r.hints + ' ' + plural(r.hints, 'hint');
  return `calcsolve Digits of the day ${date} · ${r.ops} ${plural(r.ops, 'operation')} · ${scoreText(r)} · ${help} · streak ${dayStats(date).streak}`;
}

// The stats line under a day's result.
export const dayStatsText = () => statsText(dayStats(todayUtc()));

// What a day ended before says when opened again ('' when it was not).
export function dayDoneText(date) {
  const r = dayRecord(date);
  if (!r) return '';
  const help = r.shown ? 'the answer seen' : r.hints + ' ' + plural(r.hints, 'hint');
  return `You finished this puzzle already: ${r.best}${r.distance ? ', ' + r.distance + ' away' : ''}, ${r.stars} of 3 stars, ` +
    `${r.ops} ${plural(r.ops, 'operation')}, ${help}. Playing it again does not change your stats.`;
}
