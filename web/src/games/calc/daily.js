// games/calc/daily.js: the puzzle of the day (#daily, #daily=YYYY-MM-DD) and the
// play card it opens in, which "New level" (generator.js) uses too; hash.js
// opens it through the game object's openDaily. The puzzles come from the
// engine's generator seeded by the date (engine.generate with {date}: the same
// level `calcsolve daily` prints, on every machine, with no server); every
// press, hint and win is the engine's answer (play, hint), so no rule lives
// here. After a win of the day's level the card shows a share text like the
// daily word games': "calcsolve 2026-11-23 · 6 moves · 0 hints".
import '../../../css/play.css';
import { $, clearNotice, copyText, el, plural, quote, showNotice } from '../../dom.js';
import { helper, solver } from '../../engine-client.js';
import { graphBox } from './graph.js';

const GAME = 'calculator';
const card = { level: null, text: '', startText: '', used: 0, hints: 0, won: false, date: null, title: '' };

// Today in UTC, as the CLI's `daily` takes it by default.
export const todayUtc = () => new Date().toISOString().slice(0, 10);

export const isDailyHash = (raw) => raw === 'daily' || raw.startsWith('daily=');

// The player's place for the graph: the state's key as the engine writes it, and the moves made.
function here() {
  const p = card.puzzle;
  if (!p) return null;
  return { key: `${p.start} ${p.store ?? -1} ${p.offset ?? 0}`, layer: card.used };
}

function buildCard() {
  let section = $('play-card');
  if (section) return section;
  section = el('section', { className: 'play-card', attrs: { id: 'play-card', 'aria-labelledby': 'play-title' } }, [
    el('div', { className: 'play-head' }, [
      el('h2', { attrs: { id: 'play-title' } }),
      el('button', { className: 'icon-btn', text: '×', attrs: { type: 'button', id: 'play-close', 'aria-label': 'Close the puzzle' } }),
    ]),
    el('p', { className: 'play-meta', attrs: { id: 'play-meta' } }),
    el('div', { className: 'play-lcd', attrs: { id: 'play-lcd', 'aria-live': 'polite' } }, [
      el('span', { className: 'play-value', attrs: { id: 'play-value' } }),
      el('span', { className: 'play-goal', attrs: { id: 'play-goal' } }),
      el('span', { className: 'play-moves', attrs: { id: 'play-moves' } }),
    ]),
    el('div', { className: 'play-keys', attrs: { id: 'play-keys', role: 'group', 'aria-label': 'Buttons' } }),
    el('div', { className: 'play-actions' }, [
      el('button', { className: 'btn', text: 'Hint', attrs: { type: 'button', id: 'play-hint' } }),
      el('button', { className: 'btn ghost', text: 'Restart', attrs: { type: 'button', id: 'play-restart' } }),
    ]),
    el('p', { className: 'play-status', attrs: { id: 'play-status', role: 'status' } }),
    el('div', { className: 'play-share', attrs: { id: 'play-share-box' } }, [
      el('output', { className: 'play-share-text', attrs: { id: 'play-share' } }),
      el('button', { className: 'btn ghost', text: 'Copy', attrs: { type: 'button', id: 'play-copy' } }),
    ]),
    el('p', { className: 'play-digits', attrs: { id: 'play-digits' } }),
  ]);
  section.append(graphBox('play-graph', () => card.startText, here));
  document.querySelector('.tabs[role="tablist"]').before(section);
  $('play-close').addEventListener('click', closeCard);
  $('play-hint').addEventListener('click', hint);
  $('play-restart').addEventListener('click', () => start(card.startText, card.puzzle0));
  $('play-copy').addEventListener('click', () => copyText($('play-share').textContent));
  return section;
}

function closeCard() {
  const section = $('play-card');
  if (section) section.remove();
  if (location.hash.startsWith('#daily')) history.replaceState(null, '', location.pathname + location.search + '#calculator');
}

// A Store button is two moves in play: recall ("Store") and save ("Store:save").
function moveLabels(buttons) {
  return buttons.flatMap((b) => (b.family === 'store' ? [{ move: b.label, text: b.label, family: b.family }, { move: b.label + ':save', text: 'Save', family: b.family }] : [{ move: b.label, text: b.label, family: b.family }]));
}

function render(status) {
  const p = card.puzzle;
  $('play-title').textContent = card.title;
  $('play-value').textContent = String(p.start);
  $('play-goal').textContent = 'Goal ' + p.goal;
  $('play-moves').textContent = p.moves + ' ' + plural(p.moves, 'move') + ' left';
  const keys = $('play-keys');
  keys.replaceChildren(...moveLabels(card.level.buttons).map((b) => {
    const key = el('button', { className: 'key key-' + b.family, text: b.text, attrs: { type: 'button', 'data-move': b.move } });
    key.disabled = card.won || p.moves <= 0;
    key.addEventListener('click', () => press(b.move));
    return key;
  }));
  $('play-hint').disabled = card.won;
  $('play-status').textContent = status || '';
  $('play-share-box').hidden = !card.won || !card.date;
  if (card.won && card.date) $('play-share').textContent = shareText();
  const graph = $('play-graph');
  if (graph) graph.redraw();
}

export function shareText() {
  return `calcsolve ${card.date} · ${card.used} ${plural(card.used, 'move')} · ${card.hints} ${plural(card.hints, 'hint')}`;
}

async function press(move) {
  const answer = (await helper.request('play', { game: GAME, text: card.text, move })).result;
  if (answer.error) {
    render(answer.error.message);
    return;
  }
  card.text = answer.text;
  card.puzzle = answer.puzzle;
  card.used++;
  card.won = answer.step.won;
  const out = !card.won && answer.puzzle.moves <= 0;
  render(card.won ? 'Solved in ' + card.used + ' ' + plural(card.used, 'move') + '!' : out ? 'Out of moves: press Restart.' : '');
}

async function hint() {
  const answer = (await solver.request('hint', { game: GAME, text: card.text })).result;
  if (answer.error || !answer.press) {
    render(answer.error ? answer.error.message : answer.message);
    return;
  }
  card.hints++;
  for (const key of $('play-keys').children) key.classList.toggle('hinted', key.dataset.move === answer.press);
  $('play-status').textContent = 'Hint: press ' + answer.press + '.';
}

// Opens the card on a level (its text and puzzle JSON); meta: the line under the title.
function start(text, puzzle) {
  buildCard();
  card.text = text;
  card.startText = text;
  card.puzzle0 = puzzle;
  card.puzzle = puzzle;
  card.level = puzzle;
  card.used = 0;
  card.won = false;
  card.hints = 0;
  render('');
}

// Shows a generated level ({difficulty, puzzle, text, date?}) in the card.
export function openPlayCard(generated, title) {
  card.date = generated.date;
  card.title = title;
  start(generated.text, generated.puzzle);
  $('play-meta').textContent = 'Difficulty ' + generated.difficulty.toFixed(1) + ' of 10 · solve it in exactly ' + generated.puzzle.moves + ' ' + plural(generated.puzzle.moves, 'move') + '.';
  $('play-digits').replaceChildren();
  const graph = $('play-graph');
  graph.open = false;
  graph.graph = null;
  graph.fit = undefined;
  $('play-card').scrollIntoView({ block: 'nearest' });
}

// #daily or #daily=YYYY-MM-DD: the day's Calculator level in the card, and its Digits puzzle as a link.
export async function openDaily(raw) {
  const date = raw.startsWith('daily=') ? decodeURIComponent(raw.slice(6)).slice(0, 20) : todayUtc();
  const [level, digits] = await Promise.all(['calculator', 'digits'].map((game) => solver.request('generate', { game, options: { date } }).then((a) => a.result)));
  if (level.error) {
    showNotice('There is no puzzle of the day for ' + quote(date) + ': ' + level.error.message);
    return;
  }
  clearNotice();
  openPlayCard(level, 'Puzzle of the day · ' + date);
  if (!digits.error) {
    const link = el('a', { text: 'Digits of the day: ' + digits.puzzle.target + ' from ' + digits.puzzle.numbers.join(' '), attrs: { href: '#digits=' + digits.puzzle.target + ':' + digits.puzzle.numbers.join(',') } });
    $('play-digits').replaceChildren(link, el('span', { text: ' (difficulty ' + digits.difficulty.toFixed(1) + ')' }));
  }
}
