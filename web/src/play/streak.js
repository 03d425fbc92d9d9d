// play/streak.js: a game's record of its puzzles of the day, kept in localStorage under one key
// per game (nothing leaves the tab): per date whose daily was ended (won, or a game's own ending),
// the counts the game keeps (moves, hints, a score) and whether its answer was seen. From those:
// days played, the current streak (consecutive days ended without the answer seen, up to today or
// yesterday: a missed day, or one whose answer was seen, resets it), the longest streak, hints used.
// An older date's puzzle opened from its link counts for that date. Dates are the engine's
// (YYYY-MM-DD, UTC). Each game's daily makes its own (dailyStore).
const DAY = 86400000;
const isDate = (date) => /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(date + 'T00:00:00Z'));
const dayNumber = (date) => Math.round(Date.parse(date + 'T00:00:00Z') / DAY);

// The date `days` after `date` (negative: before), YYYY-MM-DD.
export const dateAfter = (date, days) => new Date(Date.parse(date + 'T00:00:00Z') + days * DAY).toISOString().slice(0, 10);

// Today in UTC, as the CLI's `daily` takes it by default.
export const todayUtc = () => new Date().toISOString().slice(0, 10);

// The run of consecutive days in `won` (day numbers) that ends on `date` (0 when it was not won).
function runEnding(won, date) {
  let run = 0;
  for (let d = dayNumber(date); won.has(d); d--) run += 1;
  return run;
}

// The store under `key`; counts: the whole numbers each day keeps besides `shown` (e.g.
// ['moves', 'hints']; 'hints' is summed in the stats); texts: the short strings it keeps (e.g.
// Digits' 'line', the moves of the ending, replayed when the day is opened again).
const MAX_TEXT = 400;
export function dailyStore(key, counts, texts = []) {
  // A day's entry as kept: shown, the counts (whole numbers, 0 for junk), the texts (cut short).
  function kept(entry) {
    const day = { shown: entry.shown === true };
    for (const name of counts) day[name] = Number.isSafeInteger(entry[name]) && entry[name] >= 0 ? entry[name] : 0;
    for (const name of texts) if (typeof entry[name] === 'string') day[name] = entry[name].slice(0, MAX_TEXT);
    return day;
  }
  // {"2026-11-23": {moves: 4, hints: 0, shown: false}, ...}; {} when storage is off or holds junk.
  function readDays() {
    try {
      const data = JSON.parse(localStorage.getItem(key) || '{}');
      const days = data && typeof data === 'object' && data.days && typeof data.days === 'object' ? data.days : {};
      const clean = {};
      for (const [date, entry] of Object.entries(days)) {
        if (isDate(date) && entry && typeof entry === 'object') clean[date] = kept(entry);
      }
      return clean;
    } catch (error) {
      return {};
    }
  }
  function writeDays(days) {
    try {
      localStorage.setItem(key, JSON.stringify({ days }));
    } catch (error) {
      /* storage full or off (private mode): the stats are for this visit only */
    }
  }
  return {
    // A daily ended: the first ending of a date is the one kept.
    record(date, entry) {
      if (!isDate(date)) return;
      const days = readDays();
      if (days[date]) return;
      days[date] = kept(entry);
      writeDays(days);
    },
    // The record of a date's daily, or null when it was not ended.
    recordOf: (date) => readDays()[date] || null,
    clear() {
      try {
        localStorage.removeItem(key);
      } catch (error) {
        /* storage off: nothing kept */
      }
    },
    // {played, current, longest, hints}, and `streak`: the run ending on `date` (the share text's).
    stats(today, date = today) {
      const days = readDays();
      const won = new Set(Object.keys(days).filter((d) => !days[d].shown).map(dayNumber));
      let longest = 0;
      for (const d of won) {
        if (won.has(d - 1)) continue; // not a run's first day
        let run = 0;
        while (won.has(d + run)) run += 1;
        longest = Math.max(longest, run);
      }
      const current = Math.max(runEnding(won, today), runEnding(won, dateAfter(today, -1)));
      const hints = Object.values(days).reduce((sum, entry) => sum + (entry.hints || 0), 0);
      return { played: Object.keys(days).length, current, longest, hints, streak: runEnding(won, date) };
    },
  };
}

// The one day's game in progress a game keeps under `key` (its moves as its link writes them, and
// its hints), so the day's puzzle opened again goes on where it was left: {date, line, hints}.
export function dayInProgress(key) {
  return {
    save(date, line, hints) {
      try {
        if (line) localStorage.setItem(key, JSON.stringify({ date, line: line.slice(0, MAX_TEXT), hints }));
        else localStorage.removeItem(key);
      } catch (error) {
        /* storage full or off: the game is kept by its address only */
      }
    },
    // the game of `date` left in progress, or null
    of(date) {
      try {
        const kept = JSON.parse(localStorage.getItem(key) || 'null');
        if (!kept || kept.date !== date || typeof kept.line !== 'string') return null;
        return { line: kept.line, hints: Number.isSafeInteger(kept.hints) && kept.hints >= 0 ? Math.min(999, kept.hints) : 0 };
      } catch (error) {
        return null;
      }
    },
  };
}
