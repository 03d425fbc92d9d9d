// games/digits/puzzles.js: where Digits puzzles come from besides a link and
// the form: "New puzzle" (the engine's generator, engine.generate with a fresh
// random seed, as `calcsolve generate digits --seed S`) and "Digits of the day"
// (the generator seeded by the date, the same puzzle `calcsolve daily` gives on
// every machine). Each opens its puzzle to play as a history entry; the seed or
// the date is under Details. What happens is said in the board's status line
// (play.js announce), which has a place of its own: nothing above the board moves.
import { $, clearNotice, quote, showNotice } from '../../dom.js';
import { solver } from '../../engine-client.js';
import { GAME } from './requests.js';
import { announce } from './play.js';
import { dayDoneText, dayGame } from './day.js';

// Today in UTC, as the CLI's `daily` takes it by default.
export const todayUtc = () => new Date().toISOString().slice(0, 10);

let open = async () => false; // index.js's openPuzzle(puzzle, options)

function randomSeed() {
  const words = new Uint32Array(2);
  crypto.getRandomValues(words);
  return String(BigInt(words[0]) * 4294967296n + BigInt(words[1]));
}

async function generate(options) {
  announce('Making a puzzle…');
  try {
    return (await solver.request('generate', { game: GAME, options })).result;
  } catch (error) {
    return { error: { message: String(error.message || error) } };
  }
}

const puzzleOf = (answer) => ({ target: String(answer.puzzle.target), numbers: answer.puzzle.numbers.map(String) });

// New puzzle: busy while the engine makes one, not disabled (a disabled button drops the
// focus to the page); the puzzle made is said in the status line beside it.
let making = false;
async function newPuzzle() {
  if (making) return;
  making = true;
  const answer = await generate({ seed: randomSeed() });
  making = false;
  if (answer.error) {
    announce('');
    showNotice('No new puzzle: ' + answer.error.message.replace(/\.$/, '') + '.');
    return;
  }
  clearNotice();
  const puzzle = puzzleOf(answer);
  if (await open(puzzle, { push: true, special: seedSpecial(answer.seed, answer.difficulty) })) {
    announce('New puzzle: make ' + puzzle.target + ' from ' + puzzle.numbers.join(', ') + '.');
  }
}

// The title and details of a generated puzzle (difficulty: when known).
export function seedSpecial(seed, difficulty) {
  const rated = typeof difficulty === 'number' ? ' · difficulty ' + difficulty.toFixed(1) + ' of 10' : '';
  return { title: 'New puzzle' + rated, seed, details: 'Made by the generator from seed ' + seed + ' (calcsolve generate digits --seed ' + seed + ').' };
}

// The day's puzzle (date: YYYY-MM-DD, today by default) opened to play;
// options: openPuzzle's (push, moves, hints, show).
export async function openDay(date = todayUtc(), options = {}) {
  const answer = await generate({ date });
  if (answer.error) {
    announce('');
    showNotice('There is no Digits of the day for ' + quote(date) + ': ' + answer.error.message);
    return false;
  }
  const puzzle = puzzleOf(answer);
  const opened = await open(puzzle, { ...withKeptGame(answer.date, options), special: daySpecial(answer.date, answer.difficulty) });
  if (opened && !(options.moves || []).length) announce(dayWords(answer.date, puzzle));
  return opened;
}

// A day's puzzle opened with no moves of its own (its button, a shared link) goes on from the game
// kept for it: the board as it ended, or the game left in progress (day.js).
export function withKeptGame(date, options) {
  const kept = (options.moves || []).length || options.show ? null : dayGame(date);
  return kept ? { ...options, moves: kept.line.split(',').filter(Boolean), hints: kept.hints } : options;
}

// The day's puzzle said as it opens: its date and numbers, and its result when it was ended before.
export function dayWords(date, puzzle) {
  const done = dayDoneText(date);
  return 'Digits of the day, ' + date + ': make ' + puzzle.target + ' from ' + puzzle.numbers.join(', ') + '.' + (done ? ' ' + done : '');
}

// The title and details of a day's puzzle (difficulty: when known).
export function daySpecial(date, difficulty) {
  const rated = typeof difficulty === 'number' ? ' · difficulty ' + difficulty.toFixed(1) + ' of 10' : '';
  return { title: 'Digits of the day · ' + date + rated, date, details: 'The Digits puzzle of ' + date + ', made by the engine from the date (calcsolve daily).' };
}

// opener: index.js's openPuzzle.
export function wirePuzzles(opener) {
  open = opener;
  $('digits-new').addEventListener('click', newPuzzle);
  $('digits-daily').addEventListener('click', () => openDay(todayUtc(), { push: true }));
}
