// games/calc/engine-calls.js: what the Calculator page asks the engine, through
// the generic calls every game shares (engine-client.js): a button or a field
// checked as typed, pasted level text read into fields, the level's text, and
// the display's default size (from the engine's field limits). The page holds no
// rule: it only shows what these answer.
import { helper } from '../../engine-client.js';
import { DEFAULT_DIGITS, GAME, fieldsArgs, levelText } from './requests.js';

export { GAME, levelText };

// The engine's field limits the page needs: the display's size when the option is left
// alone (start goes up to 10^digits - 1; DEFAULT_DIGITS until they have arrived), and the
// most buttons a level has (Your own level refuses one more: null until known).
export const display = { digits: DEFAULT_DIGITS };
export const limits = { buttons: null };
export async function loadFieldLimits() {
  const fields = (await helper.request('fields', fieldsArgs())).result;
  const field = (name) => (Array.isArray(fields) ? fields.find((f) => f.name === name) : null);
  if (field('start')) display.digits = String(field('start').max).length;
  if (field('buttons')) limits.buttons = field('buttons').max;
}

// One button as typed: {label, family} (the engine's canonical label and colour
// family) or {error: {field, message}}.
export async function checkButton(text, options = {}) {
  const answer = (await helper.request('check', { game: GAME, field: 'buttons', value: text, options })).result;
  if (answer.error) return answer;
  if (answer.value.length !== 1) return { error: { field: 'buttons', message: 'type one button at a time (no commas)' } };
  return answer.value[0];
}

// The engine's message for one field of the form ('' when it is fine); 'digits'
// is the display size, an option.
export async function checkField(field, values, options) {
  const value = field === 'digits' ? options.digitsText : field === 'buttons' ? values.buttons.join(', ') :
    field === 'portal' ? (values.portal || []).join(' ') : values[field];
  if (field === 'digits' && value === '') return ''; // the default size
  const checkOptions = { digits: field === 'digits' ? undefined : options.digits };
  const answer = await helper.request('check', { game: GAME, field, value: String(value), options: checkOptions }).catch(() => null);
  const error = answer && answer.result && answer.result.error;
  return error && error.field === field ? error.message : '';
}

// Pasted level text read by the engine: its levels' fields, or {error}.
export async function readLevelText(text, options) {
  return (await helper.request('read', { game: GAME, text, options })).result;
}

// A press as the engine names it (a solution's step, a hint) to the level's
// button it presses: a button's label, or its long_press (the engine gives
// Store's, "Store:save", with its name). {button, long} or null; no parsing.
export function pressOf(buttons, press) {
  for (const button of buttons || []) {
    if (button.label === press) return { button, long: false };
    if (button.long_press && button.long_press === press) return { button, long: true };
  }
  return null;
}

// The palette: which keys the page offers to add, and what each puts in the "Add a
// button" box (a layout choice of the page); it holds no colour: whether a label
// is valid, its canonical form and its colour family always come from the
// engine's check of the sample.
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
