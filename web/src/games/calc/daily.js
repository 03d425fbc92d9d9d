// games/calc/daily.js: the puzzle of the day (#daily, #daily=YYYY-MM-DD, and
// the "Puzzle of the day" button) and generated levels. The puzzles come from
// the engine's generator seeded by the date (engine.generate with {date}: the
// same level `calcsolve daily` prints, on every machine, with no server). The
// day's level fills the form and is opened to play, under the weekday's level
// of challenge the engine gives ("Sunday: hardest of the week"); its win shows
// a share line like the daily word games': "calcsolve Calculator puzzle of the day 2026-11-29 · Sunday ·
// 7 moves · 0 hints · streak 5" and the stats (streak.js); the day's Digits
// puzzle and yesterday's puzzle are links under it.
import { $, clearNotice, el, quote, showNotice } from '../../dom.js';
import { dailyShareLine, readDailyLink, showNextDaily as showNext, statsText, wireClearStats, wonBeforeText } from '../../play/daily.js';
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
function readLink(raw) {
  const { date, params, hints, show } = readDailyLink(raw, 'daily');
  const presses = params.get('presses') ? params.get('presses').split(',').slice(0, 99).map((p) => p.slice(0, 40)) : [];
  return { date, game: { presses, hints }, show };
}

// #daily or #daily=YYYY-MM-DD: the day's Calculator level to play, and its Digits puzzle as a link.
export async function openDaily(raw, { push = false } = {}) {
  const { date, game, show } = readLink(raw);
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

// The day's result to share (play/daily.js), with the streak to that date.
export const dailyShareText = (result) => dailyShareLine('Calculator', { ...result, streak: dailyStats(todayUtc(), result.date).streak });

// The player's stats of the puzzle of the day (streak.js), under the share text.
export const dailyStatsText = () => statsText(dailyStats(todayUtc()));

// Under today's puzzle of the day, won: the time until the next one (null: nothing shown).
export function showNextDaily(date) {
  let line = $('calc-play-daily-next');
  if (!line) {
    line = el('p', { className: 'play-daily-stats', attrs: { id: 'calc-play-daily-next' } });
    $('calc-play-daily-stats').after(line);
  }
  showNext(line, date, 'Puzzle of the day');
}

// What a date's puzzle of the day, won before, says when opened again ('' when not won).
export function dailyDoneText(date) {
  const record = dailyRecord(date);
  return record ? wonBeforeText(record) : '';
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
  wireClearStats($('calc-play-daily-clear'), { clear: clearDaily, redraw, say });
}
