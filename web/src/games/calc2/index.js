// games/calc2/index.js: the Calculator 2 tab's page module, the game object the page's list
// holds (see games/index.js). Game first: a level opened (a link, the level box, ‹ ›, a tile of
// Levels, Back and Forward, A level of your own's Play) is played on the device (play.js); its
// answer is one click away (Show solution, or &show=solution in a link). Links carry the game
// in progress: #level2=184&moves=Sort>,Lock@1&hints=1 (&show=solution) for a bundled level,
// #calculator2=start:54;goals:49,11;moves:3;buttons:Lock,Sort>,/5 for your own,
// #daily2=2026-11-29&moves=… for a puzzle of the day (daily.js; #daily2 alone: today's), the bare
// #calculator2 for the tab (level 1). A bundled level's win and hints mark its tile (progress.js).
import '../../../css/games/calc2.css';
import { $, clearNotice, quote, sentence, setFieldError, showNotice } from '../../dom.js';
import { ask, solutionHandlers } from '../../play/controls.js';
import { encode, publishHash } from '../../share.js';
import { addPlayButton, setOutcome } from '../../tabs.js';
import { dailyDoneText, dailyLevel, noDaily, readLink, recordDay, showDailyResult, showDay, wireDaily } from './daily.js';
import { levelByNumber, loadLevels, markLevel, noLevel, wireLevels } from './levels.js';
import { recordHint, recordWin } from './progress.js';
import { PANEL, PREFIX } from './panel.js';
import { calc2Session, setupCalc2Play, startCalc2Play } from './play.js';
import { levelText } from './notation.js';
import { levelSaid } from './said.js';
import { GAME } from './requests.js';
import { wireShortcuts } from './shortcuts.js';
import { hideSolution, showSolution, solutionShown } from './solution.js';

const MAX_LINK_MOVES = 400;
// the bundled level played, your own level's text, or the puzzle of the day's {date, weekday, …}
const shown = { number: null, own: null, day: null };

function shareHash({ progress = true } = {}) {
  let hash = shown.own ? 'calculator2=' + shown.own.trim().split('\n').map((line) => encode(line.replace(/:\s*/, ':'))).join(';')
    : shown.number ? 'level2=' + shown.number : shown.day ? 'daily2=' + shown.day.date : 'calculator2';
  const session = calc2Session();
  if (!shown.own && !shown.number && !shown.day) return hash;
  if (progress && session && session.history.length > 1) hash += '&moves=' + session.movesPlayed().map(encode).join(',');
  if (progress && session && session.hints) hash += '&hints=' + session.hints;
  if (solutionShown()) hash += '&show=solution';
  return hash;
}

const publish = (options) => publishHash('calc2', options);

// Opens a level's text to play: read by the engine (its message at the text when refused).
// number: a bundled level's; day: a puzzle of the day's (daily.js dailyLevel).
async function openText(text, { number = null, day = null, push = false, moves = [], hints = 0, show = false } = {}) {
  clearNotice();
  setFieldError($('calc2-text'), $('calc2-text-error'), '');
  const read = await ask('read', { game: GAME, text });
  if (read.error || !Array.isArray(read) || read.length !== 1) {
    const error = read.error || { message: 'one level is needed' };
    setFieldError($('calc2-text'), $('calc2-text-error'), (error.line ? 'line ' + error.line + ': ' : '') + error.message);
    setOutcome('calc2', 'error');
    showNotice('This level cannot be played as written: ' + sentence(error.message));
    return false;
  }
  Object.assign(shown, { number, own: number || day ? null : text, day });
  markLevel(number);
  showDay(day);
  hideSolution();
  const { refused } = await startCalc2Play({ text, puzzle: read[0] }, { moves, hints, title: day ? 'Daily' : null });
  // a level opened by a press (the level box, ‹ ›, a tile, Puzzle of the day, Play) is said
  // whole: the focus stays where it was, so its start, goals, moves and keys would go unsaid
  const name = day ? 'Puzzle of the day, ' + day.date : number ? 'Level ' + number : 'Your level';
  $(PREFIX + '-announce').textContent = push ? levelSaid(name, read[0], day ? day.challenge : null) : '';
  if (refused) showNotice('This link’s move ' + (refused.index + 1) + ' could not be replayed: ' + refused.message + '. The game goes on from the move before it.');
  afterMove();
  if (day && !calc2Session().won && dailyDoneText(day.date)) calc2Session().say(dailyDoneText(day.date), { still: true });
  setOutcome('calc2', 'ready');
  if (show) await showAnswer({ still: !push });
  publish({ push });
  return true;
}

async function openLevel(number, options = {}) {
  const level = await levelByNumber(number);
  if (!level) {
    showNotice(await noLevel(String(number)));
    markLevel(shown.number); // the box shows the level still on the board
    return false;
  }
  return openText(levelText(level), { ...options, number });
}

// #daily2 or #daily2=DATE (and the game in progress): that day's level to play.
async function openDaily(raw, { push = false } = {}) {
  const link = readLink(raw);
  const day = await dailyLevel(link.date);
  if (day.error) {
    noDaily(link.date, day.error);
    return false;
  }
  return openText(day.text, { day, push, moves: link.moves, hints: link.hints, show: link.show });
}

// After every move (and a game restored from a link): a bundled level won goes on record, and a
// day's result box follows the game.
function afterMove() {
  const session = calc2Session();
  if (session.won) recordWin(shown.number, session);
  recordDay(shown.day, session);
  showDailyResult(shown.day, session);
}

const onShown = () => {
  calc2Session().markAnswerSeen();
  publish();
};
const showAnswer = (options) => showSolution(calc2Session(), onShown, options);
const solution = solutionHandlers(calc2Session, { shown: solutionShown, show: showAnswer, hide: hideSolution, box: PREFIX + '-answer' }, publish);

function checkHash(values) {
  if (values.has('level2') && !/^[1-9]\d{0,2}$/.test(values.get('level2'))) return 'This link has level2=' + quote(values.get('level2')) + '; expected a level’s number, e.g. level2=184.';
  if (values.has('level2') && values.has('calculator2')) return 'This link gives both level2 and calculator2; it can open one level.';
  if (values.has('show') && values.get('show') !== 'solution') return 'This link has show=' + quote(values.get('show')) + '; it can only be show=solution.';
  if (values.has('hints') && !/^\d{1,3}$/.test(values.get('hints'))) return 'This link has hints=' + quote(values.get('hints')) + '; expected a whole number 0..999.';
  if (values.has('moves') && values.get('moves').split(',').length > MAX_LINK_MOVES) return 'This link has more than ' + MAX_LINK_MOVES + ' moves.';
  return null;
}

async function applyHash(values) {
  const options = {
    moves: (values.get('moves') || '').split(',').filter(Boolean),
    hints: Number(values.get('hints')) || 0,
    show: values.get('show') === 'solution',
  };
  if (values.has('level2')) return openLevel(Number(values.get('level2')), options);
  const text = (values.get('calculator2') || '').split(';').map((pair) => pair.replace(/:\s*/, ': ').trim()).filter(Boolean).join('\n') + '\n';
  $('calc2-text').value = text.trim();
  return openText(text, options);
}

export default {
  // id, title, hashName and hashKeys: meta.js (the build adds them, esbuild-common.mjs)
  panel: PANEL,
  setup() {
    setupCalc2Play({
      onChange: () => {
        if (solutionShown()) showAnswer({ follow: true });
        afterMove();
        publish();
      },
      onSolution: solution.onSolution,
      onHint: () => recordHint(shown.number),
    });
    wireDaily({ open: openDaily, day: () => shown.day, say: (text) => calc2Session().say(text, { still: true }), redraw: () => showDailyResult(shown.day, calc2Session()) });
    wireLevels({ open: openLevel });
    wireShortcuts();
    addPlayButton('calc2', 'calc2-own-play', () => openText($('calc2-text').value.trim() + '\n', { push: true }));
  },
  load: () => loadLevels(),
  async openDefault() {
    if (!shown.number && !shown.own && !shown.day) await openLevel(1);
  },
  shareHash,
  pageTitle: () => (shown.number ? 'Calculator 2, level ' + shown.number : shown.day ? 'Calculator 2 puzzle of the day ' + shown.day.date
    : shown.own ? 'Calculator 2, your level' : null),
  // the form's Solve: your own level opened with its answer shown
  solve: () => openText($('calc2-text').value.trim() + '\n', { push: true, show: true }),
  checkHash,
  applyHash,
  openDaily: (raw) => openDaily(raw),
};
