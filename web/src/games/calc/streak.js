// games/calc/streak.js: the puzzle of the day's streak and stats, kept in
// localStorage under one key (nothing leaves the tab): per date whose daily was
// won, the moves and hints it took. From those: days played, the current
// streak (consecutive days won up to today or yesterday: a missed day resets
// it), the longest streak, hints used. An older date's puzzle opened from its
// link counts for that date. Dates are the engine's (YYYY-MM-DD, UTC).
export const STREAK_KEY = 'calcsolve.calculator.daily';

const DAY = 86400000;
const isDate = (date) => /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(date + 'T00:00:00Z'));
const dayNumber = (date) => Math.round(Date.parse(date + 'T00:00:00Z') / DAY);

// The date `days` after `date` (negative: before), YYYY-MM-DD.
export const dateAfter = (date, days) => new Date(Date.parse(date + 'T00:00:00Z') + days * DAY).toISOString().slice(0, 10);

// {"2026-11-23": {moves: 4, hints: 0}, ...}; {} when storage is off or holds junk.
function readDays() {
  try {
    const data = JSON.parse(localStorage.getItem(STREAK_KEY) || '{}');
    const days = data && typeof data === 'object' && data.days && typeof data.days === 'object' ? data.days : {};
    const clean = {};
    for (const [date, entry] of Object.entries(days)) {
      if (!isDate(date) || !entry || typeof entry !== 'object') continue;
      const count = (n) => (Number.isSafeInteger(n) && n >= 0 ? n : 0);
      clean[date] = { moves: count(entry.moves), hints: count(entry.hints) };
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
export function recordDaily(date, { moves, hints }) {
  if (!isDate(date)) return;
  const days = readDays();
  if (days[date]) return;
  days[date] = { moves, hints };
  writeDays(days);
}

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
  const won = new Set(Object.keys(days).map(dayNumber));
  let longest = 0;
  for (const d of won) {
    if (won.has(d - 1)) continue; // not a run's first day
    let run = 0;
    while (won.has(d + run)) run += 1;
    longest = Math.max(longest, run);
  }
  const current = Math.max(runEnding(won, today), runEnding(won, dateAfter(today, -1)));
  const hints = Object.values(days).reduce((sum, entry) => sum + entry.hints, 0);
  return { played: won.size, current, longest, hints, streak: runEnding(won, date) };
}

// Today in UTC, as the CLI's `daily` takes it by default.
export const todayUtc = () => new Date().toISOString().slice(0, 10);
