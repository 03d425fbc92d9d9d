// games/calc2/solution.js: Show solution in the Calculator 2 tab: the engine's shortest way to
// each goal still to reach from where the player is (once every goal is reached, from the
// start), as its solve reports them, a goal a line; Hide solution takes it away.
import { $, el, plural, sentence } from '../../dom.js';
import { ask, markSolutionButton } from '../../play/controls.js';
import { PREFIX } from './panel.js';
import { GAME } from './requests.js';

const state = { shown: false, seq: 0 };

export const solutionShown = () => state.shown;

export function hideSolution() {
  state.shown = false;
  state.seq++;
  $(PREFIX + '-answer').hidden = true;
  markSolutionButton(PREFIX, false);
}

// session: the game in play (its solutionText and whether that is the start); onShown(): the
// answer seen and the link written.
export async function showSolution(session, onShown, { focus = false } = {}) {
  if (!session || !session.current) return;
  const seq = ++state.seq;
  state.shown = true;
  markSolutionButton(PREFIX, true);
  const box = $(PREFIX + '-answer');
  box.hidden = false;
  $(PREFIX + '-answer-title').textContent = 'Searching…';
  $(PREFIX + '-answer-goals').replaceChildren();
  const report = await ask('solve', { game: GAME, text: session.solutionText() });
  if (seq !== state.seq) return;
  const from = session.solutionFromStart() ? 'from the start' : 'from here';
  if (report.error) {
    $(PREFIX + '-answer-title').textContent = sentence('No solution: ' + report.error.message);
  } else {
    $(PREFIX + '-answer-title').textContent = report.solved ? 'The shortest way to each goal, ' + from + ':' : 'Not every goal can be reached ' + from + '.';
    $(PREFIX + '-answer-goals').replaceChildren(...report.goals.map((goal) => el('li', { text: goalLine(goal) })));
  }
  onShown();
  if (focus) $(PREFIX + '-answer-title').focus({ preventScroll: true });
}

function goalLine(goal) {
  if (goal.reached) return 'Goal ' + goal.goal + ': reached.';
  if (!goal.solved) return 'Goal ' + goal.goal + ': no way within the moves.';
  return 'Goal ' + goal.goal + ' in ' + goal.moves + ' ' + plural(goal.moves, 'move') + ': ' + goal.solution.join(', ');
}
