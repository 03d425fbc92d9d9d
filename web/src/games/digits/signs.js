// games/digits/signs.js: how Digits writes an operation for people: the engine
// writes + - * /, the page shows + − × ÷ and names them for screen readers.
// Presentation only: which operations exist and what they do is the engine's.
export const OPS = [
  { op: '+', sign: '+', name: 'plus' },
  { op: '-', sign: '−', name: 'minus' },
  { op: '*', sign: '×', name: 'times' },
  { op: '/', sign: '÷', name: 'divided by' },
];
export const signOf = (op) => (OPS.find((o) => o.op === op) || { sign: op }).sign;
export const nameOf = (op) => (OPS.find((o) => o.op === op) || { name: op }).name;
// "4 * 3 = 12" as the page shows it: "4 × 3 = 12"
export const pretty = (text) => String(text).replace(/ ([*/+-]) /g, (m, op) => ' ' + signOf(op) + ' ');
// A step as a sentence, for a screen reader: "9 times 9 makes 81", not signs and numbers read
// one after another.
export const stepWords = (step) => step.a + ' ' + nameOf(step.op) + ' ' + step.b + ' makes ' + step.result;
