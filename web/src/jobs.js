// jobs.js: one search at a time for the whole page. Runs a game's search on
// the solver engine, shows it in the game's tab (busy, a running clock, then
// the engine's count and time), and cancels it by restarting the solver.
import { $, EMBED, formatInt, formatMs, plural, revealPage } from './dom.js';
import { setSearchProbe, solver, startHelper } from './engine-client.js';
import { setRunning, setStatus, setStatusTime, tabs } from './tabs.js';

let running = null; // the search the solver runs: {tab, timer, started}
// A search still running after this long may run for seconds: the helper engine
// starts, so the form's checks and hints need not wait for it.
const LONG_SEARCH_MS = 300;
setSearchProbe(() => running !== null);

// The tab whose search runs, or null.
export const searchingTab = () => (running ? running.tab : null);

export function cancelRunning(message) {
  if (!running) return;
  const job = running;
  running = null;
  clearInterval(job.timer);
  solver.restart(); // rejects the job's promise with Cancelled
  setRunning(job.tab, false);
  tabs[job.tab].panel.dataset.state = 'cancelled';
  setStatus(job.tab, message || 'Cancelled after ' + formatMs(performance.now() - job.started) + '.');
}

// Runs op on the solver for tab; resolves {result, ms}, or null when cancelled
// or failed (the status line then says why).
export async function solveJob(tab, op, args) {
  if (running) cancelRunning(running.tab === tab ? 'Replaced by a new search.' : 'Cancelled: another search started.');
  const job = { tab, started: performance.now() };
  running = job;
  setRunning(tab, true);
  setStatus(tab, 'Searching…');
  job.timer = setInterval(() => {
    const ran = performance.now() - job.started;
    setStatusTime(tab, ' ' + formatMs(ran));
    if (ran >= LONG_SEARCH_MS) startHelper();
  }, 200);
  try {
    const answer = await solver.request(op, args);
    if (running !== job) return null;
    answer.wall = performance.now() - job.started;
    return answer;
  } catch (error) {
    if (error && error.cancelled) return null;
    if (running === job) {
      tabs[tab].panel.dataset.state = 'error';
      setStatus(tab, 'The solver failed: ' + String(error.message || error));
    }
    return null;
  } finally {
    if (running === job) {
      running = null;
      clearInterval(job.timer);
      setRunning(tab, false);
    }
  }
}

// A game's search from start to shown: solveJob, then the game's own
// showError(error) or showResult(result). pick takes the one result out of the
// engine's answer (a level text may hold several levels).
// reveal: on a phone, scroll the answer into view (not when it follows the player's
// presses, nor when it grows in place: Show every solution)
export async function searchAndShow(tab, op, args, { pick = (result) => result, showError, showResult, errorStatus, reveal = true }) {
  const answer = await solveJob(tab, op, args);
  if (!answer) {
    if (tabs[tab].panel.dataset.state === 'cancelled') $(tab + '-title').textContent = 'Search cancelled.';
    return;
  }
  const result = pick(answer.result);
  if (result.error) {
    showError(result.error);
    tabs[tab].panel.dataset.state = 'error';
    setStatus(tab, errorStatus);
    return;
  }
  showResult(result, answer);
  tabs[tab].panel.dataset.state = 'done';
  setStatus(tab, statsLine(result, answer));
  // the page's first answer (a link's) is not scrolled to: the page opens at its top, the
  // level, then its answer below it, so someone who opened a shared link sees which level.
  // An answer a button asked for is brought into view by focusAnswer as well.
  if (!markFirstSolution() && reveal) revealResult(tab);
}

// On a phone the result sits below the form (or below the game: the panel's
// [data-reveal] part, else its result card): bring its start into view (a
// focus moved into the game may have left the card's first lines above the window).
const revealing = () => !EMBED && window.matchMedia('(max-width: 880px)').matches;
function revealResult(tab) {
  if (!revealing()) return;
  const panel = tabs[tab].panel;
  const card = panel.querySelector('[data-reveal]') || panel.querySelector('.result-card');
  if (!card) return;
  const box = card.getBoundingClientRect();
  if (box.top > window.innerHeight * 0.6 || box.top < 0) card.scrollIntoView({ block: 'start', behavior: 'smooth' });
}

// The focus moves to an answer's title (its button was pressed). On a phone the
// focus does not scroll by itself, which would put the title, not the answer's
// start, in view (a card's first lines above the window): the answer is revealed.
export function focusAnswer(tab, title) {
  const phone = revealing();
  title.focus({ preventScroll: phone });
  if (phone) revealResult(tab);
}

// "315 states explored in 3 ms": the engine's count and its time in the worker
function statsLine(result, answer) {
  const time = formatMs(answer.ms);
  if (typeof result.states !== 'number') return 'Searched in ' + time + '.';
  return formatInt(result.states) + ' ' + plural(result.states, 'state') + ' explored in ' + time + '.';
}

let firstSolutionMarked = false;
// The first answer on the page: marked (for the benchmarks) and the page drawn with it.
// True the first time.
function markFirstSolution() {
  if (firstSolutionMarked) return false;
  firstSolutionMarked = true;
  revealPage(); // the steps go on screen with the rest of the first screen (dom.js)
  try {
    performance.mark('calcsolve-first-solution');
  } catch (error) {
    /* marks are only for the benchmark */
  }
  return true;
}
