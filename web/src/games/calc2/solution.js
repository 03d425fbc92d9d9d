// games/calc2/solution.js: Show solution in the Calculator 2 tab: the engine's shortest way to
// each goal still to reach from where the player is (once every goal is reached, from the
// start), as its solve reports them, a goal a line; Hide solution takes it away. The search is
// the page's one search (jobs.js): Cancel stops it, the status line gives its count and time.
import { $, el, plural, sentence } from '../../dom.js';
import { searchAndShow } from '../../jobs.js';
import { markSolutionButton } from '../../play/controls.js';
import { PREFIX } from './panel.js';
import { GAME } from './requests.js';

const state = { shown: false, seq: 0, text: null };

export const solutionShown = () => state.shown;

export function hideSolution() {
  state.shown = false;
  state.text = null;
  state.seq++;
  $(PREFIX + '-answer').hidden = true;
  markSolutionButton(PREFIX, false);
}

// session: the game in play (its solutionText and whether that is the start); onShown(): the
// answer seen and the link written. focus: the title takes the focus (still: without a scroll);
// follow: the answer follows the player's move (the page does not move to it).
export async function showSolution(session, onShown, { focus = false, still = false, follow = false } = {}) {
  if (!session || !session.current) return;
  const text = session.solutionText();
  if (follow && text === state.text) return;
  const seq = ++state.seq;
  Object.assign(state, { shown: true, text });
  markSolutionButton(PREFIX, true);
  $(PREFIX + '-answer').hidden = false;
  $(PREFIX + '-answer-title').textContent = 'Searching…';
  $(PREFIX + '-answer-goals').replaceChildren();
  onShown();
  const from = session.solutionFromStart() ? 'from the start' : 'from here';
  await searchAndShow('calc2', 'solve', { game: GAME, text, options: {} }, {
    showError: (error) => {
      if (seq === state.seq) $(PREFIX + '-answer-title').textContent = sentence('No solution: ' + error.message);
    },
    showResult: (report) => {
      if (seq !== state.seq) return;
      $(PREFIX + '-answer-title').textContent = report.solved ? 'The shortest way to each goal, ' + from + ':' : 'Not every goal can be reached ' + from + '.';
      $(PREFIX + '-answer-goals').replaceChildren(...report.goals.map((goal) => el('li', { text: goalLine(goal) })));
    },
    errorStatus: 'The engine found a problem in the level.',
    reveal: !follow && !still,
  });
  if (focus && seq === state.seq) $(PREFIX + '-answer-title').focus({ preventScroll: still });
}

function goalLine(goal) {
  if (goal.reached) return 'Goal ' + goal.goal + ': reached.';
  if (!goal.solved) return 'Goal ' + goal.goal + ': no way within the moves.';
  return 'Goal ' + goal.goal + ' in ' + goal.moves + ' ' + plural(goal.moves, 'move') + ': ' + goal.solution.join(', ');
}
