// embed-figures.test.mjs: the sizes web/README.md quotes for embedding calcsolve are
// measured, not typed. embed-figures.mjs puts the README's own
// snippets (the iframe with its host script, and the <calcsolve-widget> block) on a
// host page of another origin 760, 900 and 1,000 px wide; here each figure the README
// gives must be within TOLERANCE of the measurement: the table of the frame's height
// (level 199 as it opens, after Show solution), the snippet's height="…" (level 199
// as it opens fits in it without the host script; the page scrolls inside once taller),
// the columns the text describes, and the widgets' sizes. The README shows no iframe
// without the script that sizes it. A failure prints what to write, or run
//   node tests/browser/embed-figures.mjs --write
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { before, test } from 'node:test';
import {
  TOP_README, WEB_README, WIDTHS, measure, quoted, round10, snippetHeightFor, table, tallestOpened, widgetSentence,
} from './embed-figures.mjs';

// The README rounds to 10 px; a layout that moves by a few pixels (another machine's
// fonts, a busy machine's timing) is not a wrong figure, one more than 10 px off is.
const TOLERANCE = 10;
const SNIPPET_SLACK = 70; // the snippet's height is at most this much over the tallest opened level

const text = readFileSync(WEB_README, 'utf8');
const said = quoted(text);
let measured;
before(async () => {
  measured = await measure(text);
}, { timeout: 300000 });

const near = (figure, value) => figure !== undefined && Math.abs(figure - value) <= TOLERANCE;
const fix = () => `write (or run node tests/browser/embed-figures.mjs --write):\n${table(measured)}\n` +
  `snippet: height="${snippetHeightFor(tallestOpened(measured))}"; widgets: …${widgetSentence(measured)}…`;

test('the frame heights in the README\'s table are the measured ones, at 760, 900 and 1,000 px wide', () => {
  assert.deepEqual(Object.keys(said.table).map(Number), WIDTHS, `the README's table has a row for each width: ${fix()}`);
  const wrong = [];
  for (const width of WIDTHS) {
    const f = measured.frames[width], q = said.table[width];
    assert.equal(f.frameWidth, width, 'the frame (width="100%") is as wide as the page');
    assert.equal(f.scrolls, false, `${width} px: with the script nothing scrolls inside the frame`);
    if (!near(q.opened, f.opened)) wrong.push(`${width} px as it opens: the README says ${q.opened}, measured ${f.opened}`);
    if (!near(q.solved, f.solved)) wrong.push(`${width} px after Show solution: the README says ${q.solved}, measured ${f.solved}`);
  }
  assert.equal(wrong.length, 0, `${wrong.join('\n')}\n${fix()}`);
  // the table's figures are rounded as the README says
  for (const width of WIDTHS) for (const v of Object.values(said.table[width])) assert.equal(v, round10(v));
});

test('the page has two columns in a frame wider than 880 px and one in a narrower one, as the README says', () => {
  assert.match(text, /wider than 880 px the page has two\s+columns, narrower it stacks them/);
  for (const width of WIDTHS) assert.equal(measured.frames[width].columns, width > 880 ? 2 : 1, `${width} px`);
  // and Show solution makes it taller
  for (const width of WIDTHS) assert.ok(measured.frames[width].solved > measured.frames[width].opened + 100, `${width} px`);
});

test('the snippet\'s height="…": level 199 as it opens fits in it without the host script, a taller page scrolls inside', () => {
  assert.ok(said.snippetHeight, 'the iframe snippet has a height');
  for (const width of WIDTHS) {
    const { opened, solved } = measured.bare[width];
    assert.equal(opened.frame, said.snippetHeight, `${width} px: without the script the frame keeps its height`);
    assert.equal(opened.scrolls, false, `${width} px: level 199 as it opens (${opened.content} px) must fit in height="${said.snippetHeight}": ${fix()}`);
    assert.equal(solved.frame, said.snippetHeight, `${width} px: the frame keeps its height after Show solution`);
    assert.equal(solved.scrolls, solved.content > said.snippetHeight,
      `${width} px: after Show solution (${solved.content} px) the page scrolls inside the frame if, and only if, it is taller`);
    assert.ok(Math.abs(opened.content - measured.frames[width].opened) <= 1, 'the same page with or without the script');
  }
  assert.ok(WIDTHS.some((width) => measured.bare[width].solved.scrolls), 'a page taller than the frame (760 px wide, solved) scrolls');
  assert.ok(said.snippetHeight <= tallestOpened(measured) + SNIPPET_SLACK,
    `height="${said.snippetHeight}" is no bigger than needed: ${fix()}`);
  assert.equal(said.proseHeight, said.snippetHeight, 'the text explains the snippet\'s own height');
  assert.equal(quoted(readFileSync(TOP_README, 'utf8')).snippetHeight, said.snippetHeight, 'README.md\'s snippet has the same height');
});

test('the widgets\' sizes in the README are the measured ones, the same at each width', () => {
  assert.ok(said.widgets.solution && said.widgets.play, `the README gives the widgets' sizes: ${fix()}`);
  for (const width of WIDTHS) {
    const sizes = measured.widgetSizes[width];
    assert.deepEqual(sizes.map((s) => s.mode), ['solution', 'play'], 'the README\'s two widgets');
    for (const s of sizes) {
      const q = said.widgets[s.mode];
      assert.ok(near(q.width, s.width) && near(q.height, s.height),
        `${width} px, ${s.mode}: the README says ${q.width} × ${q.height}, measured ${s.width} × ${s.height}: ${fix()}`);
    }
  }
});

test('every iframe the READMEs show comes with the script that sizes it, and the pages reported no problem', () => {
  for (const file of [WEB_README, TOP_README]) {
    const frames = [...readFileSync(file, 'utf8').matchAll(/```html\n([\s\S]*?)```/g)].map((m) => m[1]).filter((b) => /<iframe/.test(b));
    assert.ok(frames.length >= 1, file);
    for (const block of frames) assert.match(block, /addEventListener\('message'[\s\S]*calcsolve:height[\s\S]*style\.height/, `${file}: an iframe without its resize script:\n${block}`);
  }
  assert.deepEqual(measured.problems, []);
});
