// games/calc/streak.js: the Calculator's puzzle of the day's streak and stats (play/streak.js's
// store under its own key): per date whose daily was won, the moves and hints it took, and whether
// its answer was seen (the solution shown, or the graph of the solutions opened).
import { dailyStore, dateAfter, todayUtc } from '../../play/streak.js';

export const STREAK_KEY = 'calcsolve.calculator.daily';
const store = dailyStore(STREAK_KEY, ['moves', 'hints']);

export { dateAfter, todayUtc };
// A daily won: the first win of a date is the one kept ({moves, hints, shown}).
export const recordDaily = (date, { moves, hints, shown = false }) => store.record(date, { moves, hints, shown });
// The record of a date's daily, {moves, hints, shown}, or null when it was not won.
export const dailyRecord = (date) => store.recordOf(date);
export const clearDaily = () => store.clear();
// {played, current, longest, hints}, and `streak`: the run ending on `date` (the share text's).
export const dailyStats = (today, date = today) => store.stats(today, date);
