// games/calc/index.js: the Calculator: The Game page module, the game object
// the page's list holds (see games/index.js): its share links, its Solve, the
// pasted level text, and start-up (the bundled levels, level 1 on an empty
// hash). The form, buttons, device, picker and result live beside it.
import '../../../css/games/calc.css';
import { $, clearNotice, quote, setFieldError, showNotice } from '../../dom.js';
import { searchAndShow } from '../../jobs.js';
import { encode, publishHash } from '../../share.js';
import { addTyped, renderChips, wireButtonBox } from './buttons.js';
import { updateReplayButtons, wireReplay } from './display.js';
import { GAME, checkButton, display, levelText, loadDisplayDefault, readLevelText } from './engine-calls.js';
import { clearCalcErrors, fillForm, formEdited, syncPortal, wireFields } from './form.js';
import { isDailyHash, openDaily } from './daily.js';
import { setupGenerator } from './generator.js';
import { showSolvedGraph } from './graph.js';
import { markLevelGrid, levelsReady, loadLevel, loadLevels, wirePicker } from './level-picker.js';
import { PANEL } from './panel.js';
import { isPlaying, leavePlay, playingDaily, startPlay, wirePlay } from './play.js';
import { clearCalcResult, showCalcError, showCalcResult, showWhatWouldHelp } from './result.js';
import { calc, calcOptions, currentLevel, formValues, sameAsLevel } from './state.js';

const LEVEL_KEYS = ['start', 'goal', 'moves', 'buttons', 'portal'];
const OPTION_KEYS = ['all', 'classic', 'display'];
// mode=play opens the level in play mode (play.js); mode=solve, or none, in the solver
const MODES = ['play', 'solve'];

function shareHash() {
  if (playingDaily()) return 'daily=' + playingDaily();
  const values = formValues();
  const options = calcOptions();
  const level = currentLevel(values);
  let hash;
  if (level) hash = 'level=' + level.level;
  else {
    hash = 'start=' + encode(values.start) + '&goal=' + encode(values.goal) + '&moves=' + encode(values.moves) +
      '&buttons=' + values.buttons.map(encode).join(',');
    if (values.portal) hash += '&portal=' + encode(values.portal[0]) + ',' + encode(values.portal[1]);
  }
  if (options.all) hash += '&all=1';
  if (options.classic) hash += '&classic=1';
  const shown = $('opt-digits').value.trim();
  if (shown !== '' && shown !== String(display.digits)) hash += '&display=' + encode(shown);
  if (isPlaying()) hash += '&mode=play';
  return hash;
}

// push: the search follows a level picked, so its link is a new history entry.
async function solveCalc({ push = false } = {}) {
  clearNotice();
  const values = formValues();
  calc.touched = new Set(['start', 'goal', 'moves', 'buttons', 'portal', 'digits']);
  if ($('button-input').value.trim() !== '') {
    // a typed button not added yet: add it when it is valid (and say so), else say why not
    if (!(await addTyped({ announce: true }))) {
      showCalcError({ field: 'buttons', message: 'The typed button is not valid: ' + $('button-error').textContent }, false);
      return;
    }
    values.buttons = calc.chips.map((c) => c.label);
  }
  clearCalcErrors();
  const level = currentLevel(values);
  const text = levelText(values, level ? level.level : null);
  const options = calcOptions();
  publishHash('calc', { push });
  if (text === null) {
    showCalcError({ field: 'start', message: 'a field holds a line break' }, false);
    return;
  }
  clearCalcResult('Searching…');
  await searchAndShow('calc', 'solve', { game: GAME, text, options }, {
    pick: (answer) => (Array.isArray(answer) ? answer[0] : answer),
    showError: (error) => showCalcError(error, false),
    showResult: (result) => {
      showCalcResult(result);
      showSolvedGraph(result, text);
      if (!result.solved && !result.gave_up) showWhatWouldHelp(result, text, options);
    },
    errorStatus: 'The engine found a problem in the level.',
  });
}

// A level picked (grid, level box, ‹ ›, shortcuts): shown with its answer, or
// played when play mode is on, as a history entry.
async function goToLevel(number) {
  if (!loadLevel(number)) return;
  if (isPlaying()) await startPlay({ push: true });
  else await solveCalc({ push: true });
}

// Find all: the button goes away with the answer, so focus goes to what replaced it.
async function findAll() {
  $('opt-all').checked = true;
  await solveCalc();
  if (!$('calc-others').hidden) $('calc-others-summary').focus();
  else if (!$('calc-more').hidden) $('calc-count').focus();
}

async function loadPaste() {
  const text = $('paste-text').value;
  setFieldError($('paste-text'), $('paste-error'), '');
  if (text.trim() === '') {
    setFieldError($('paste-text'), $('paste-error'), 'Paste a level first, e.g. lines “start: 0”, “goal: 2”, “moves: 2”, “buttons: +1”.');
    return;
  }
  let answer;
  try {
    answer = await readLevelText(text, calcOptions());
  } catch (error) {
    setFieldError($('paste-text'), $('paste-error'), String(error.message || error));
    return;
  }
  if (answer.error) {
    const e = answer.error;
    setFieldError($('paste-text'), $('paste-error'), (e.line ? 'Line ' + e.line + ': ' : '') + e.message);
    return;
  }
  const levels = answer;
  const first = levels[0];
  const level = { level: first.level, start: first.start, goal: first.goal, moves: first.moves, buttons: first.buttons, portal: first.portal };
  const bundled = first.level !== null ? calc.byNumber.get(String(first.level)) : null;
  const asValues = { start: String(level.start), goal: String(level.goal), moves: String(level.moves), buttons: level.buttons.map((b) => b.label), portal: level.portal ? level.portal.map(String) : null };
  calc.loaded = bundled && sameAsLevel(asValues, bundled) ? bundled : null;
  fillForm(level);
  markLevelGrid();
  if (levels.length > 1) setFieldError($('paste-text'), $('paste-error'), 'The text holds ' + levels.length + ' levels: the first one was loaded.');
  solveCalc();
}

// ---- links: level=N, or start, goal, moves, buttons and portal; options all, classic, display
function checkHash(values) {
  const custom = LEVEL_KEYS.filter((k) => values.has(k));
  if (values.has('level') && custom.length) return 'This link gives both a bundled level and ' + custom.join(', ') + '; use one or the other.';
  if (!values.has('level') && !custom.length) return 'This link has options but no level: add level=N or start, goal, moves and buttons.';
  if (values.has('mode') && !MODES.includes(values.get('mode'))) return 'This link has mode=' + quote(values.get('mode')) + '; the modes are play and solve.';
  return null;
}

function applyOptions(values) {
  const flag = (key) => {
    if (!values.has(key)) return false;
    const v = values.get(key).toLowerCase();
    return v === '1' || v === 'true' || v === 'yes' || v === '';
  };
  $('opt-all').checked = flag('all');
  $('opt-classic').checked = flag('classic');
  $('opt-digits').value = values.has('display') ? values.get('display').slice(0, 40) : String(display.digits);
  if (OPTION_KEYS.some((key) => values.has(key))) $('calc-options').open = true;
}

// The level as the link asks: played (mode=play) or solved.
const openLevel = (v) => (v.get('mode') === 'play' ? startPlay() : solveCalc());

async function applyHash(v) {
  if (v.get('mode') !== 'play') leavePlay({ publish: false });
  applyOptions(v);
  if (v.has('level')) {
    await levelsReady;
    const number = v.get('level').trim();
    if (!loadLevel(number)) {
      showNotice('There is no bundled level ' + quote(number) + ': they are numbered 1 to ' + (calc.levels.length || 199) + '.');
      return;
    }
    await openLevel(v);
    return;
  }
  calc.loaded = null;
  const portal = v.has('portal') ? v.get('portal').split(/[,\s]+/) : null;
  fillForm({
    start: (v.get('start') || '').slice(0, 200),
    goal: (v.get('goal') || '').slice(0, 200),
    moves: (v.get('moves') || '').slice(0, 200),
    buttons: [],
    portal: portal ? [(portal[0] || '').slice(0, 40), portal.slice(1).join(' ').slice(0, 40)] : null,
  });
  markLevelGrid();
  $('level-search').value = '';
  clearCalcResult();
  // show the engine's view of every field that came with the link
  for (const key of ['start', 'goal', 'moves', 'portal']) if (v.has(key)) calc.touched.add(key);
  formEdited(null);
  const labels = v.has('buttons') && v.get('buttons') !== '' ? v.get('buttons').split(',') : [];
  if (await addLinkButtons(labels)) await openLevel(v);
}

// Every button of a link goes through the engine's check; the first bad one
// stays in the box. False when one is refused.
async function addLinkButtons(labels) {
  if (labels.length > 40) {
    showNotice('This link gives ' + labels.length + ' buttons; a level has at most a handful.');
    return false;
  }
  for (const label of labels) {
    let answer;
    try {
      answer = await checkButton(label.slice(0, 200));
    } catch (error) {
      showNotice('The solver could not start: ' + String(error.message || error));
      return false;
    }
    if (answer.error) {
      $('button-input').value = label.slice(0, 200);
      setFieldError($('button-input'), $('button-error'), answer.error.message);
      showNotice('This link has a button the engine does not know, ' + quote(label) + ': ' + answer.error.message);
      renderChips();
      $('calc-title').textContent = 'Fix the buttons, then press Solve.';
      return false;
    }
    calc.chips.push({ label: answer.label, family: answer.family });
  }
  renderChips();
  return true;
}

let loading = levelsReady; // load(): the levels and the display's size, before level 1 is shown

export default {
  id: 'calc',
  title: 'Calculator',
  hashName: 'calculator',
  hashKeys: ['level', ...LEVEL_KEYS, ...OPTION_KEYS, 'mode'],
  panel: PANEL,
  setup() {
    $('opt-digits').value = String(display.digits);
    wireFields();
    wireButtonBox();
    wirePicker(goToLevel);
    wireReplay();
    wirePlay();
    $('paste-load').addEventListener('click', loadPaste);
    $('calc-count').tabIndex = -1; // focus lands here after Find all
    $('calc-find-all').addEventListener('click', findAll);
    setupGenerator();
    syncPortal();
    renderChips();
    updateReplayButtons();
  },
  load() {
    loading = Promise.all([loadLevels(), loadDisplayDefault().catch(() => {})]);
    return loading;
  },
  // the tab shown with nothing in it (an empty hash, #calculator, its tab chosen from another game's
  // link): level 1, ready to solve, its link in the address bar (Back comes to it)
  async openDefault() {
    await loading;
    if (!calc.loaded && calc.chips.length === 0 && $('calc-start').value === '' && loadLevel(1)) publishHash('calc');
  },
  shareHash,
  solve: () => solveCalc(),
  checkHash,
  applyHash,
  // #daily, #daily=YYYY-MM-DD: the puzzle of the day, played in play mode (daily.js)
  isDailyHash,
  openDaily,
};
