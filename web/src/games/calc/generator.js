// games/calc/generator.js: the "New level" button of the Calculator tab. The
// engine's generator runs in the worker (engine.generate, the same code as
// `calcsolve generate`) with a fresh random seed, the difficulty and the moves
// chosen under "New level options"; the level fills the form and opens to play
// (daily.js). Its seed is under Details, so the level can be made again. A
// request the generator cannot meet says why ("gave up after N candidates ...").
import { $, clearNotice, showNotice } from '../../dom.js';
import { solver } from '../../engine-client.js';
import { playGenerated } from './daily.js';
import { showGrid } from './level-picker.js';

function randomSeed() {
  const words = new Uint32Array(2);
  crypto.getRandomValues(words);
  return String(BigInt(words[0]) * 4294967296n + BigInt(words[1]));
}

// toGame(): the focus to the new level's first key, as a level picked in the grid does. The button
// is busy, not disabled, while the engine works: disabled, it dropped the keyboard's focus to the page.
async function newLevel(toGame) {
  const button = $('calc-gen-new');
  if (button.getAttribute('aria-disabled') === 'true') return;
  const options = { seed: randomSeed(), moves: Number($('calc-gen-moves').value), difficulty: Number($('calc-gen-difficulty').value) };
  button.setAttribute('aria-disabled', 'true');
  $('calc-gen-status').textContent = 'Making a level…';
  let answer;
  try {
    answer = (await solver.request('generate', { game: 'calculator', options })).result;
  } catch (error) {
    answer = { error: { message: String(error.message || error) } };
  }
  button.removeAttribute('aria-disabled');
  $('calc-gen-status').textContent = '';
  if (answer.error) {
    // the generator gave up: few moves leave too few levels of a high difficulty to find one
    const advice = answer.error.field === 'generate' && options.difficulty > 0
      ? ' Few moves make few hard levels: try more moves or a lower difficulty (New level options).' : '';
    showNotice('No new level: ' + answer.error.message.replace(/\.$/, '') + '.' + advice);
    return;
  }
  clearNotice(); // an earlier attempt's failure does not apply to this one
  const opened = await playGenerated(answer, { title: 'New level', details: 'Made by the generator from seed ' + answer.seed + ' (calcsolve generate --seed ' + answer.seed + ').' }, { push: true });
  if (opened && document.activeElement === button) toGame();
}

// ⚙'s options open as the level grid does: the focus goes to their first field (they come
// after "?" in the page's order, so Tab from ⚙ skipped them), Esc closes them and gives the
// focus back to ⚙, and the grid and they are never open at once.
function showOptions(show) {
  $('calc-gen-options').hidden = !show;
  $('calc-gen-more').setAttribute('aria-expanded', show ? 'true' : 'false');
  if (!show) return;
  showGrid(false);
  $('calc-gen-difficulty').focus();
}

export function setupGenerator(toGame) {
  $('calc-gen-new').addEventListener('click', () => newLevel(toGame));
  $('calc-gen-more').addEventListener('click', () => showOptions($('calc-gen-options').hidden));
  $('calc-gen-options').addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    event.stopPropagation(); // not also the page's Esc (a replay stopped, a search cancelled)
    showOptions(false);
    $('calc-gen-more').focus();
  });
  $('calc-level-all').addEventListener('click', () => showOptions(false));
}
