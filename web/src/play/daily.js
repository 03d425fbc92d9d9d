// play/daily.js: what the games' puzzles of the day share on the page, each game keeping its
// record in its own store (streak.js): its link read (#KEY or #KEY=YYYY-MM-DD, the game in
// progress after it), the result to share as the daily word games have it, the stats line, the
// time until the next one (a new puzzle each midnight UTC, as the engine dates them), what a day
// won before says, and Clear stats (a second press confirms: the page opens no dialogs).
import { plural } from '../dom.js';
import { dateAfter, todayUtc } from './streak.js';

// The parts of a daily link (#KEY, #KEY=DATE, then &name=value…): its date (today by default)
// and its other values, percent-decoded (a bad escape reads as empty).
export function readDailyLink(raw, key) {
  const params = new Map(raw.split('&').map((part) => {
    const eq = part.indexOf('=');
    const name = eq < 0 ? part : part.slice(0, eq);
    let value = eq < 0 ? '' : part.slice(eq + 1);
    try {
      value = decodeURIComponent(value);
    } catch (error) {
      value = '';
    }
    return [name, value];
  }));
  const hints = /^\d{1,3}$/.test(params.get('hints') || '') ? Number(params.get('hints')) : 0;
  return { date: (params.get(key) || todayUtc()).slice(0, 20), params, hints, show: params.get('show') === 'solution' };
}

// The day's result to share, with the game's name (a friend could not tell one game's daily from
// another's), the fewest moves when they were, and the streak to that date. used: the moves;
// fewest: the level's (null: not known); seen: the answer seen, said as such.
export function dailyShareLine(title, { date, weekday, used, fewest, seen, hints, streak }) {
  const help = seen ? 'answer seen' : `${hints} ${plural(hints, 'hint')}`;
  return `calcsolve ${title} puzzle of the day ${date} · ${weekday} · ${used} ${plural(used, 'move')}` +
    `${fewest !== null && fewest !== undefined && used <= fewest ? ' (the fewest)' : ''} · ${help} · streak ${streak}`;
}

// The stats line under a day's result (stats: a dailyStore's).
export const statsText = (s) => `Days played ${s.played} · Current streak ${s.current} · Longest streak ${s.longest} · Hints used ${s.hints}`;

// What a date's puzzle, won before ({moves, hints, shown}), says when opened again.
export function wonBeforeText(record) {
  const help = record.shown ? 'the answer seen' : record.hints + ' ' + plural(record.hints, 'hint');
  return `You won this puzzle already: ${record.moves} ${plural(record.moves, 'move')}, ${help}. ` +
    'Playing it again does not change your stats.';
}

// How long until the next puzzle of the day, in words: "5 h 12 min", "under a minute".
export function untilNextDaily(now = Date.now()) {
  const next = Date.parse(dateAfter(new Date(now).toISOString().slice(0, 10), 1) + 'T00:00:00Z');
  const minutes = Math.ceil((next - now) / 60000);
  if (minutes <= 1) return 'under a minute';
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return (h ? h + ' h' : '') + (h && m ? ' ' : '') + (m ? m + ' min' : '');
}

// Under today's puzzle won, in `line`: the time until the next one, kept up to date (not a live
// region: a screen reader reads it with the stats, not every minute). date: the puzzle's on
// screen, or null (nothing shown); button: the name of the game's button that opens the day's.
const countdowns = new Map();
export function showNextDaily(line, date, button) {
  clearInterval(countdowns.get(line));
  line.hidden = !date || date !== todayUtc();
  if (line.hidden) return;
  const tell = () => {
    if (todayUtc() !== date) {
      clearInterval(countdowns.get(line));
      line.textContent = 'The next puzzle of the day is out: press ' + button + '.';
    } else line.textContent = 'Next puzzle of the day in ' + untilNextDaily() + ' (at midnight UTC).';
  };
  tell();
  countdowns.set(line, setInterval(tell, 30000));
}

// Clear stats: every day's record goes, with no undo, so a second press confirms, armed only
// while it keeps the focus (a press much later, after Esc or Tab away, is no confirmation).
// clear(): the game's store cleared; redraw(): its result box; say(text): its status line.
export function wireClearStats(button, { clear, redraw, say }) {
  button.addEventListener('blur', () => {
    button.dataset.armed = '';
    button.textContent = 'Clear stats';
  });
  button.addEventListener('click', () => {
    if (button.dataset.armed !== 'yes') {
      button.dataset.armed = 'yes';
      button.textContent = 'Press again to clear';
      say('Press again to clear your puzzle-of-the-day stats (days played, streaks, hints): this cannot be undone.');
      return;
    }
    button.dataset.armed = '';
    button.textContent = 'Clear stats';
    clear();
    redraw();
    say('The puzzle of the day’s stats are cleared.');
  });
}
