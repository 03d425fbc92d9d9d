// games/calc/daily.js: the puzzle of the day (#daily, #daily=YYYY-MM-DD); hash.js
// opens it through the game object's openDaily. The puzzles come from the
// engine's generator seeded by the date (engine.generate with {date}: the same
// level `calcsolve daily` prints, on every machine, with no server). The day's
// level fills the form and is played in play mode (play.js), whose win shows a
// share line like the daily word games': "calcsolve 2026-11-23 · 6 moves · 0 hints";
// the day's Digits puzzle is a link under it.
import { clearNotice, el, quote, showNotice } from '../../dom.js';
import { solver } from '../../engine-client.js';
import { fillForm } from './form.js';
import { markLevelGrid } from './level-picker.js';
import { clearCalcResult } from './result.js';
import { startPlay } from './play.js';
import { calc } from './state.js';

// Today in UTC, as the CLI's `daily` takes it by default.
export const todayUtc = () => new Date().toISOString().slice(0, 10);

export const isDailyHash = (raw) => raw === 'daily' || raw.startsWith('daily=');

// A generated level ({difficulty, puzzle, text}) in the form, then in play mode.
export async function playGenerated(generated, special, { push = false } = {}) {
  calc.loaded = null;
  fillForm(generated.puzzle);
  markLevelGrid();
  clearCalcResult('A new level: play it, or press Solve.');
  const moves = generated.puzzle.moves;
  const meta = 'Difficulty ' + generated.difficulty.toFixed(1) + ' of 10 · the shortest solution takes all ' + moves + ' moves.';
  return startPlay({ push, special: { meta, ...special } });
}

// #daily or #daily=YYYY-MM-DD: the day's Calculator level in play mode, and its Digits puzzle as a link.
export async function openDaily(raw) {
  const date = raw.startsWith('daily=') ? decodeURIComponent(raw.slice(6)).slice(0, 20) : todayUtc();
  const [level, digits] = await Promise.all(['calculator', 'digits'].map((game) => solver.request('generate', { game, options: { date } }).then((a) => a.result)));
  if (level.error) {
    showNotice('There is no puzzle of the day for ' + quote(date) + ': ' + level.error.message);
    return;
  }
  clearNotice();
  let extra = null;
  if (!digits.error) {
    const link = el('a', { text: 'Digits of the day: ' + digits.puzzle.target + ' from ' + digits.puzzle.numbers.join(' '), attrs: { href: '#digits=' + digits.puzzle.target + ':' + digits.puzzle.numbers.join(',') } });
    extra = el('span', { attrs: { id: 'play-digits' } }, [link, el('span', { text: ' (difficulty ' + digits.difficulty.toFixed(1) + ')' })]);
  }
  await playGenerated(level, { title: 'Puzzle of the day · ' + level.date, date: level.date, extra });
}
