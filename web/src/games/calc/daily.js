// games/calc/daily.js: the puzzle of the day (#daily, #daily=YYYY-MM-DD, and
// the "Puzzle of the day" button) and generated levels. The puzzles come from
// the engine's generator seeded by the date (engine.generate with {date}: the
// same level `calcsolve daily` prints, on every machine, with no server). The
// day's level fills the form and is opened to play, under the weekday's level
// of challenge the engine gives ("Sunday: hardest of the week"); its win shows
// a share line like the daily word games': "calcsolve Calculator puzzle of the day 2026-11-29 · Sunday ·
// 7 moves · 0 hints · streak 5" and the stats (streak.js); the day's Digits
// puzzle and yesterday's puzzle are links under it.
import { $, clearNotice, el, plural, quote, showNotice } from '../../dom.js';
import { solver } from '../../engine-client.js';
import { copyResult, nameShareButton } from '../../share.js';
import { fillForm } from './form.js';
import { calc } from './state.js';

import { clearDaily, dailyRecord, dailyStats, dateAfter, todayUtc } from './streak.js';

export { todayUtc };

export const isDailyHash = (raw) => raw === 'daily' || raw.startsWith('daily=') || raw.startsWith('daily&');

let open = async () => false; // index.js's openForm({push, special, game, show})

// A generated level ({difficulty, puzzle, seed}) in the form, then opened to play.
export async function playGenerated(generated, special, options = {}) {
  calc.loaded = null;
  fillForm(generated.puzzle);
  const meta = 'Difficulty ' + generated.difficulty.toFixed(1) + ' of 10.';
  return open({ ...options, special: { meta, ...special } });
}

// The parts of a daily link: its date and the game in progress (presses, hints, show).
function readDailyLink(raw) {
  const params = new Map(raw.split('&').map((part) => {
    const eq = part.indexOf('=');
    const key = eq < 0 ? part : part.slice(0, eq);
    let value = eq < 0 ? '' : part.slice(eq + 1);
    try {
      value = decodeURIComponent(value);
    } catch (error) {
      value = '';
    }
    return [key, value];
  }));
  const presses = params.get('presses') ? params.get('presses').split(',').slice(0, 99).map((p) => p.slice(0, 40)) : [];
  const hints = /^\d{1,3}$/.test(params.get('hints') || '') ? Number(params.get('hints')) : 0;
  return { date: (params.get('daily') || todayUtc()).slice(0, 20), game: { presses, hints }, show: params.get('show') === 'solution' };
}

// #daily or #daily=YYYY-MM-DD: the day's Calculator level to play, and its Digits puzzle as a link.
export async function openDaily(raw, { push = false } = {}) {
  const { date, game, show } = readDailyLink(raw);
  const [level, digits] = await Promise.all(['calculator', 'digits'].map((name) => solver.request('generate', { game: name, options: { date } }).then((a) => a.result)));
  if (level.error) {
    showNotice('There is no puzzle of the day for ' + quote(date) + ': ' + level.error.message);
    return;
  }
  clearNotice();
  let digitsLink = null; // opens as Digits' own "Digits of the day" does (&day=: its title, date and page title)
  if (!digits.error) {
    const link = el('a', { text: 'Digits of the day: ' + digits.puzzle.target + ' from ' + digits.puzzle.numbers.join(' '), attrs: { href: '#digits=' + digits.puzzle.target + ':' + digits.puzzle.numbers.join(',') + '&day=' + level.date } });
    digitsLink = el('span', { attrs: { id: 'calc-play-digits' } }, [link, el('span', { text: ' (difficulty ' + digits.difficulty.toFixed(1) + ')' })]);
  }
  const extra = el('span', null, [digitsLink, digitsLink && el('br'), yesterdayLink(level.date)]);
  const special = { title: 'Puzzle of the day · ' + level.date, date: level.date, weekday: level.weekday, challenge: level.challenge, extra,
    details: 'The puzzle of ' + level.date + ', made by the engine from the date.' };
  await playGenerated(level, special, { push, game, show });
}

// The puzzle of the day before `date`, to play (its answer one Show solution away).
function yesterdayLink(date) {
  const before = dateAfter(date, -1);
  if (before < '1970-01-01') return null;
  return el('a', { text: 'Yesterday’s puzzle (' + before + ')', attrs: { id: 'calc-play-yesterday', href: '#daily=' + before } });
}

// opener: index.js's openForm; the "Puzzle of the day" button opens today's as a history entry.
export function wireDaily(opener) {
  open = opener;
  $('calc-daily').addEventListener('click', () => openDaily('daily', { push: true }));
}

// The day's result to share, as the daily word games have it, with the game (a friend could not
// tell it from a Digits of the day), the fewest moves when they were, and the streak to that date.
// used: the moves; fewest: the level's (null: not known); seen: the answer seen, said as such (the
// day then counts as played, not for the streak).
export function dailyShareText({ date, weekday, used, fewest, seen, hints }) {
  const { streak } = dailyStats(todayUtc(), date);
  const help = seen ? 'answer seen' : `${hints} ${plural(hints, 'hint')}`;
  return `calcsolve Calculator puzzle of the day ${date} · ${weekday} · ${used} ${plural(used, 'move')}` +
    `${fewest !== null && used <= fewest ? ' (the fewest)' : ''} · ${help} · streak ${streak}`;
}

// The player's stats of the puzzle of the day (streak.js), under the share text.
export function dailyStatsText() {
  const s = dailyStats(todayUtc());
  return `Days played ${s.played} · Current streak ${s.current} · Longest streak ${s.longest} · Hints used ${s.hints}`;
}

// How long until the next puzzle of the day (a new one each midnight UTC, as the engine dates
// them), in words: "5 h 12 min", "under a minute".
export function untilNextDaily(now = Date.now()) {
  const next = Date.parse(dateAfter(new Date(now).toISOString().slice(0, 10), 1) + 'T00:00:00Z');
  const minutes = Math.ceil((next - now) / 60000);
  if (minutes <= 1) return 'under a minute';
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return (h ? h + ' h' : '') + (h && m ? ' ' : '') + (m ? m + ' min' : '');
}

// Under today's puzzle of the day, won: the time until the next one, kept up to date each
// minute (not a live region: a screen reader reads it with the stats, not every minute).
// date: the puzzle's on screen, or null (nothing shown).
let countdown = null;
export function showNextDaily(date) {
  clearInterval(countdown);
  let line = $('calc-play-daily-next');
  if (!line) {
    line = el('p', { className: 'play-daily-stats', attrs: { id: 'calc-play-daily-next' } });
    $('calc-play-daily-stats').after(line);
  }
  line.hidden = date !== todayUtc();
  if (line.hidden) return;
  const tell = () => {
    if (todayUtc() !== date) {
      clearInterval(countdown);
      line.textContent = 'The next puzzle of the day is out: press Puzzle of the day.';
    } else line.textContent = 'Next puzzle of the day in ' + untilNextDaily() + ' (at midnight UTC).';
  };
  tell();
  countdown = setInterval(tell, 30000);
}

// What a date's puzzle of the day, won before, says when opened again ('' when not won).
export function dailyDoneText(date) {
  const record = dailyRecord(date);
  if (!record) return '';
  const help = record.shown ? 'the answer seen' : record.hints + ' ' + plural(record.hints, 'hint');
  return `You won this puzzle already: ${record.moves} ${plural(record.moves, 'move')}, ${help}. ` +
    'Playing it again does not change your stats.';
}

// Under a won puzzle of the day: "Copy result", said beside the button (the status line
// is under the device, out of view on a phone), and "Clear stats": every day's record
// goes, with no undo, so a second press confirms (the page opens no dialogs).
// The result copied has the day's link on a second line, as the daily word games' do, so a
// friend can play the same puzzle (served pages only: a file:// address leads nowhere).
// say(text): the game's status line; redraw(): the win box, its stats now cleared;
// day(): the date of the puzzle of the day on screen.
export function wireDailyShare(say, redraw, day) {
  nameShareButton($('calc-play-copy'), 'result');
  $('calc-play-copy').addEventListener('click', () => copyResult($('calc-play-share'), $('calc-play-copied'), day() ? 'daily=' + day() : null));
  const button = $('calc-play-daily-clear');
  // armed only while it keeps the focus: a press much later, after Esc or Tab away, is no confirmation
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
    clearDaily();
    redraw();
    say('The puzzle of the day’s stats are cleared.');
  });
}
