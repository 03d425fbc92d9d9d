// games/digits/day.js: Digits of the day remembered, as the Calculator's puzzle of the day is
// (play/streak.js, its own localStorage key): a day ended (the target made, or Submit) is kept
// with its operations, hints, best number and stars, and whether the answer was seen; the day
// opened again shows that result, and the stats: days played, current and longest streak, hints.
import { plural } from '../../dom.js';
import { statsText } from '../../play/daily.js';
import { dailyStore, todayUtc } from '../../play/streak.js';

export const DAY_KEY = 'calcsolve.digits.daily';
const store = dailyStore(DAY_KEY, ['ops', 'hints', 'best', 'stars', 'distance']);

// A day ended: {ops, hints, best, stars, distance, shown}; the first ending of a date is kept.
export const recordDay = (date, result) => store.record(date, result);
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
  return `You finished this puzzle already: ${r.best}${r.distance ? ', ' + r.distance + ' away' : ''}, ${r.stars} of 3 ${plural(r.stars, 'star')}, ` +
    `${r.ops} ${plural(r.ops, 'operation')}, ${help}. Playing it again does not change your stats.`;
}
