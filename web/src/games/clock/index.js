// games/clock/index.js: the clock game's page module, the game object the
// page's list holds (see games/index.js). Game first: a clock opened (a link,
// the default 4,1, Back and Forward, Play) is played, you against the game's
// own moves; its answer is one click away (Show solution, or &show=solution in
// a link). Its links carry the game in progress: #clock=4,2&moves=0XX0&hints=1
// (&show=solution), so a reload or Back returns to it.
import '../../../css/games/clock.css';
import '../../../css/games/game-bar.css';
import { $, clearNotice, holdOut, quote, sentence, setFieldError, showNotice, fieldMessage } from '../../dom.js';
import { solutionHandlers } from '../../play/controls.js';
import { encode, publishHash, wireGameLink } from '../../share.js';
import { addPlayButton, setOutcome, setStatus, tabs } from '../../tabs.js';
import { PANEL, PREFIX } from './panel.js';
import { textOf } from './requests.js';
import { clockSession, linkMoves, setupClockPlay, startClockPlay } from './play.js';
import { wireShortcuts } from './shortcuts.js';
import { hideSolution, refreshSolution, showSolution, solutionShown, wireSolution } from './solution.js';

// the first game a player gets: 8 choices at the fewest, 16 rounds, a minute's play (3,2 takes 15
// choices, 4,2 takes 48); its first two rounds are How to play's worked example (howto.js)
const DEFAULT = { n: '4', k: '1' };
const MAX_LINK_MOVES = 1500;
const shown = { clock: null }; // {n, k} being played

// progress: the moves and hints played (the address bar's link; Copy link shares the clock without them)
function shareHash({ progress = true } = {}) {
  const c = shown.clock || DEFAULT;
  let hash = 'clock=' + encode(c.n) + ',' + encode(c.k);
  const moves = progress ? linkMoves() : '';
  if (moves) hash += '&moves=' + moves;
  const hints = progress && clockSession() ? clockSession().hints : 0;
  if (hints) hash += '&hints=' + hints;
  if (solutionShown()) hash += '&show=solution';
  return hash;
}

const publish = (options) => publishHash('clock', options);

function clearErrors() {
  setFieldError($('clock-n'), $('clock-n-error'), '');
  setFieldError($('clock-k'), $('clock-k-error'), '');
}

// The engine refused the clock: at the field it names (n or k), and in the notice.
function refuseClock(e) {
  setOutcome('clock', 'error');
  if (e.field === 'n' || e.field === 'k') setFieldError($('clock-' + e.field), $('clock-' + e.field + '-error'), e.message);
  showNotice('This clock cannot be played as written: ' + sentence(fieldMessage(e)));
  return false;
}

// Opens a clock ({n, k}) to play. push: a history entry; moves (a string of
// choices), hints: a game in progress from a link; show: its solution at once.
async function openClock(c, { push = false, moves = '', hints = 0, show = false } = {}) {
  clearNotice();
  clearErrors();
  $('clock-n').value = c.n;
  $('clock-k').value = c.k;
  const text = textOf(c);
  if (text === null) return refuseClock({ field: 'n', message: 'n holds a line break' });
  const started = await startClockPlay(text, { moves: [...moves], hints });
  if (started.error) return refuseClock(started.error);
  shown.clock = { n: c.n, k: c.k };
  setOutcome('clock', 'idle');
  setStatus('clock', ''); // the search's line of the game before ("5,670 states explored") is not this one's
  hideSolution();
  if (started.refused) showNotice('This link’s choice ' + (started.refused.index + 1) + ' could not be replayed: ' + started.refused.message + '. The game goes on from the choice before it.');
  publish({ push });
  if (show) await showSolution();
  return true;
}

// A field left empty is named at once, both if both are, each at its field: the engine,
// given nothing, could only say it read no clock at all.
const EMPTY = { n: { what: 'the number of cells', example: '4' }, k: { what: 'the largest value a cell can hold', example: '2' } };
function refuseEmpty(c) {
  const empty = ['n', 'k'].filter((field) => c[field] === '');
  if (!empty.length) return false;
  clearErrors();
  setOutcome('clock', 'error');
  for (const field of empty) setFieldError($('clock-' + field), $('clock-' + field + '-error'), 'Type ' + EMPTY[field].what + ', e.g. ' + EMPTY[field].example + '.');
  showNotice('This clock cannot be played yet: ' + empty.map((field) => 'type ' + EMPTY[field].what).join(', and ') + '.');
  $('clock-' + empty[0]).focus();
  return true;
}

// The bar's Play (show: the answer at once, for solve(), which no button of the tab calls): a history entry.
async function playForm({ show }) {
  const c = { n: $('clock-n').value.trim(), k: $('clock-k').value.trim() };
  if (refuseEmpty(c)) return;
  // Solve on the clock being played: its answer from where the player is, the game kept
  if (show && shown.clock && String(shown.clock.n) === c.n && String(shown.clock.k) === c.k) {
    await showSolution({ focus: true });
    return;
  }
  if ((await openClock(c, { push: true, show })) && !show) $(PREFIX + '-zero').focus();
}

// ---- links: clock=N,K; the game in progress: moves, hints, show=solution
function checkHash(values) {
  if (!values.has('clock')) return 'This clock link has no clock: add clock=N,K, e.g. clock=4,2.';
  if (values.has('show') && values.get('show') !== 'solution') return 'This link has show=' + quote(values.get('show')) + '; it can only be show=solution.';
  if (values.has('hints') && !/^\d{1,3}$/.test(values.get('hints'))) return 'This link has hints=' + quote(values.get('hints')) + '; expected a whole number 0..999.';
  if (values.has('moves') && values.get('moves').length > MAX_LINK_MOVES) return 'This link has more than ' + MAX_LINK_MOVES + ' choices.';
  return null;
}

async function applyHash(values) {
  const parts = values.get('clock').split(',');
  if (parts.length !== 2) {
    showNotice('This clock link should read clock=N,K, e.g. clock=4,2; it reads ' + quote(values.get('clock')) + '.');
    return;
  }
  await openClock({ n: parts[0].slice(0, 200), k: parts[1].slice(0, 200) }, {
    moves: values.get('moves') || '',
    hints: values.has('hints') ? Number(values.get('hints')) : 0,
    show: values.get('show') === 'solution',
  });
}

function wireForm() {
  addPlayButton('clock', 'clock-game-start', () => playForm({ show: false }));
  // the search's Cancel belongs with the solution, its status (states, time) under Details
  $('clock-result').append($('clock-cancel'));
  $('clock-details').append($('clock-status'));
  $('clock-copy').hidden = true;
  // one way to the answer, Show solution, which asks first: no Solve beside Play spoils the game in one click
  $('clock-solve').hidden = true;
  wireGameLink('clock', 'clock-link', 'clock-link-status'); // the game's own Copy link
}

export default {
  // id, title, hashName and hashKeys: meta.js (the build adds them, esbuild-common.mjs)
  panel: PANEL,
  setup() {
    $('clock-n').value = DEFAULT.n;
    $('clock-k').value = DEFAULT.k;
    // Show solution / Hide solution; the answer, once shown, stays seen (play/controls.js)
    const solution = solutionHandlers(clockSession, { shown: solutionShown, show: showSolution, hide: hideSolution, box: 'clock-result' }, publish);
    setupClockPlay({
      onChange: () => {
        publish();
        refreshSolution();
      },
      onSolution: solution.onSolution,
    });
    wireSolution({ currentText: () => clockSession().solutionText(), atStart: () => clockSession().solutionFromStart(), onShown: solution.onShown });
    wireForm();
    wireShortcuts();
    holdOut($('clock-scrub')); // a form control outside the form, held out as the form is (tabs.js, dom.js)
  },
  // the tab shown with nothing in it: the default clock to play, its link in the address bar
  async openDefault() {
    if (!shown.clock) await openClock(DEFAULT);
  },
  shareHash,
  // the browser tab's title (share.js): the clock's cells and largest value, as its form names them
  pageTitle: () => (shown.clock ? 'Clock, ' + shown.clock.n + ' cells up to ' + shown.clock.k : null),
  // the form's Solve, hidden in this tab (wireForm): the clock opened with its answer shown
  solve: () => playForm({ show: true }),
  checkHash,
  applyHash,
};
