// games/calc/streak.js: the puzzle of the day's streak and stats, kept in
// localStorage under one key (nothing leaves the tab): per date whose daily was
// won, the moves and hints it took, and whether its answer was seen (the solution
// shown, or the graph of the solutions opened). From those: days played, the current
// streak (consecutive days won without the answer seen, up to today or yesterday: a
// missed day, or one whose answer was seen, resets it), the longest streak, hints used. An older date's puzzle opened from its
// link counts for that date. Dates are the engine's (YYYY-MM-DD, UTC).
export const STREAK_KEY = 'calcsolve.calculator.daily';

const DAY = 86400000;
const isDate = (date) => /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(date + 'T00:00:00Z'));
const dayNumber = (date) => Math.round(Date.parse(date + 'T00:00:00Z') / DAY);

// The date `days` after `date` (negative: before), YYYY-MM-DD.
export const dateAfter = (date, days) => new Date(Date.parse(date + 'T00:00:00Z') + days * DAY).toISOString().slice(0, 10);

// {"2026-11-23": {moves: 4, hints: 0, shown: false}, ...}; {} when storage is off or holds junk.
function readDays() {
  try {
    const data = JSON.parse(localStorage.getItem(STREAK_KEY) || '{}');
    const days = data && typeof data === 'object' && data.days && typeof data.days === 'object' ? data.days : {};
    const clean = {};
    for (const [date, entry] of Object.entries(days)) {
      if (!isDate(date) || !entry || typeof entry !== 'object') continue;
      const count = (n) => (Number.isSafeInteger(n) && n >= 0 ? n : 0);
      clean[date] = { moves: count(entry.moves), hints: count(entry.hints), shown: entry.shown === true };
    }
    return clean;
  } catch (error) {
    return {};
  }
}

function writeDays(days) {
  try {
    localStorage.setItem(STREAK_KEY, JSON.stringify({ days }));
  } catch (error) {
    /* storage full or off (private mode): the stats are for this visit only */
  }
}

// A daily won: the first win of a date is the one kept.
export function recordDaily(date, { moves, hints, shown = false }) {
  if (!isDate(date)) return;
  const days = readDays();
  if (days[date]) return;
  days[date] = { moves, hints, shown };
  writeDays(days);
}

// The record of a date's daily, {moves, hints, shown}, or null when it was not won.
export const dailyRecord = (date) => readDays()[date] || null;

export function clearDaily() {
  try {
    localStorage.removeItem(STREAK_KEY);
  } catch (error) {
    /* storage off: nothing kept */
  }
}

// The run of consecutive days won that ends on `date` (0 when it was not won).
function runEnding(won, date) {
  let run = 0;
  for (let d = dayNumber(date); won.has(d); d--) run += 1;
  return run;
}

// {played, current, longest, hints}, and `streak`: the run ending on `date` (the share text's).
export function dailyStats(today, date = today) {
  const days = readDays();
  const won = new Set(Object.keys(days).filter((date) => !days[date].shown).map(dayNumber));
  let longest = 0;
  for (const d of won) {
    if (won.has(d - 1)) continue; // not a run's first day
    let run = 0;
    while (won.has(d + run)) run += 1;
    longest = Math.max(longest, run);
  }
  const current = Math.max(runEnding(won, today), runEnding(won, dateAfter(today, -1)));
  const hints = Object.values(days).reduce((sum, entry) => sum + entry.hints, 0);
  return { played: Object.keys(days).length, current, longest, hints, streak: runEnding(won, date) };
}

// Today in UTC, as the CLI's `daily` takes it by default.
export const todayUtc = () => new Date().toISOString().slice(0, 10);
