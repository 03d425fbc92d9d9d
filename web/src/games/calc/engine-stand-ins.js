// games/calc/engine-stand-ins.js: the Calculator page's stand-ins for engine
// calls that do not exist yet. Each one knows a little of the game's format
// that only the engine should know; each is marked TODO(engine) with the call
// that will replace it, so the C side's change swaps them here and nowhere else.
import { helper } from '../../engine-client.js';

// TODO(engine): the form field descriptions (cs_game fields: name, kind, limits,
// default) will give the display's default size; until then the page knows it.
export const DISPLAY_DIGITS = 6;

// TODO(engine): the engine's "level text from fields" call will write this; the
// page should not know the level file's keys. Inputs hold one line each, so a
// value cannot start a new key. levelNumber: the bundled level it is, or null.
export function levelText(values, levelNumber) {
  const lines = [];
  if (levelNumber !== null && levelNumber !== undefined) lines.push('level: ' + levelNumber);
  lines.push('start: ' + values.start, 'goal: ' + values.goal, 'moves: ' + values.moves);
  if (values.buttons.length) lines.push('buttons: ' + values.buttons.join(', '));
  if (values.portal) lines.push('portal: ' + values.portal[0] + ' ' + values.portal[1]);
  return lines.join('\n') + '\n';
}

// A level that is fine apart from the one field checked.
function neutralText(values, field) {
  return levelText({
    start: field === 'start' ? values.start : '0',
    goal: field === 'goal' ? values.goal : '1',
    moves: field === 'moves' ? values.moves : '1',
    buttons: field === 'buttons' ? values.buttons : ['+1'],
    portal: field === 'portal' ? values.portal : null,
  }, null);
}

// The engine's message for one field of the form ('' when it is fine).
// TODO(engine): one call that checks one field and returns its message; until
// then each check is a throw-away one-state solve of a level made neutral in
// every other field ('digits', the display size, is checked on a neutral level).
export async function checkField(field, values, options) {
  const text = neutralText(values, field === 'digits' ? '' : field);
  const answer = await helper.request('calc', { text, options: Object.assign({}, options, { all: false, maxStates: 1 }) }).catch(() => null);
  const error = answer && answer.result && answer.result.error;
  return error && error.field === field ? error.message : '';
}

// Pasted level text read by the engine: its levels (as the solve answer gives
// them) or {error}. TODO(engine): a call that reads level text into fields
// without a search; until then a one-state solve reads and checks it.
export async function readLevelText(text, options) {
  return (await helper.request('calc', { text, options: Object.assign({}, options, { all: false, maxStates: 1 }) })).result;
}

// A press as the engine names it, e.g. "Store:save" (a long-press of Store),
// split into the key and its note. TODO(engine): structured presses
// {key, note} in the solve answer's steps and solutions.
export function keyParts(label) {
  const colon = label.indexOf(':');
  return colon > 0 ? { key: label.slice(0, colon), note: label.slice(colon + 1) } : { key: label, note: '' };
}

// The palette: what each key puts in the "Add a button" box; its colour comes
// from the engine's check of the sample. TODO(engine): a list of the button
// kinds (the game's cs_game description) with their syntax and a sample.
export const PALETTE = [
  { show: '+N', insert: '+', sample: '+1' },
  { show: '−N', insert: '-', sample: '-1' },
  { show: '×N', insert: 'x', sample: 'x2' },
  { show: '÷N', insert: '/', sample: '/2' },
  { show: '123', insert: '', sample: '1', hint: 'digits to append, e.g. 12' },
  { show: '+/-', add: '+/-' },
  { show: '<<', add: '<<' },
  { show: 'A=>B', insert: '=>', caret: 0, sample: '1=>2' },
  { show: 'x^N', insert: '^', sample: '^2' },
  { show: 'Reverse', add: 'Reverse' },
  { show: 'SUM', add: 'SUM' },
  { show: '<Shift', add: '<Shift' },
  { show: 'Shift>', add: 'Shift>' },
  { show: 'Mirror', add: 'Mirror' },
  { show: 'Inv10', add: 'Inv10' },
  { show: '[+]N', insert: '[+]', sample: '[+]1' },
  { show: 'Store', add: 'Store' },
];
