// games/calc/generator.js: the "New level" button of the Calculator tab. The
// engine's generator runs in the worker (engine.generate, the same code as
// `calcsolve generate`) with a fresh random seed, the difficulty and the moves
// chosen here; the level fills the form (so Solve and Copy link work on it) and
// opens in play mode (daily.js, play.js). A request the generator cannot meet
// says why ("gave up after N candidates ...").
import { $, clearNotice, fromMarkup, showNotice } from '../../dom.js';
import { solver } from '../../engine-client.js';
import { playGenerated } from './daily.js';

const ROW = `
<div class="gen-row" id="gen-row">
  <label for="gen-difficulty">Difficulty</label>
  <select id="gen-difficulty">
    <option value="0">any</option>
    ${[1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => `<option value="${d}">${d}</option>`).join('')}
  </select>
  <label for="gen-moves">Moves</label>
  <select id="gen-moves">
    ${[3, 4, 5, 6, 7, 8].map((m) => `<option value="${m}"${m === 5 ? ' selected' : ''}>${m}</option>`).join('')}
  </select>
  <button type="button" class="btn" id="gen-new">New level</button>
  <span class="gen-status" id="gen-status" role="status"></span>
</div>`;

function randomSeed() {
  const words = new Uint32Array(2);
  crypto.getRandomValues(words);
  return String(BigInt(words[0]) * 4294967296n + BigInt(words[1]));
}

async function newLevel() {
  const button = $('gen-new');
  const options = { seed: randomSeed(), moves: Number($('gen-moves').value), difficulty: Number($('gen-difficulty').value) };
  button.disabled = true;
  $('gen-status').textContent = 'Generating…';
  let answer;
  try {
    answer = (await solver.request('generate', { game: 'calculator', options })).result;
  } catch (error) {
    answer = { error: { message: String(error.message || error) } };
  }
  button.disabled = false;
  if (answer.error) {
    $('gen-status').textContent = '';
    // the generator gave up: few moves leave too few levels of a high difficulty to find one
    const advice = answer.error.field === 'generate' && options.difficulty > 0
      ? ' Few moves make few hard levels: try more moves or a lower difficulty.' : '';
    showNotice('No new level: ' + answer.error.message.replace(/\.$/, '') + '.' + advice);
    return;
  }
  clearNotice(); // an earlier attempt's failure no longer applies
  $('gen-status').textContent = 'Seed ' + answer.seed + ', difficulty ' + answer.difficulty.toFixed(1);
  await playGenerated(answer, { title: 'New level · seed ' + answer.seed }, { push: true });
}

// Puts the row at the top of the Calculator form.
export function setupGenerator() {
  const form = $('calc-form');
  form.prepend(fromMarkup(ROW));
  $('gen-new').addEventListener('click', newLevel);
}
