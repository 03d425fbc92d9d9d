// embed-figures.mjs: measures the sizes web/README.md quotes for embedding calcsolve,
// with the README's own snippets on a host page of another origin, at the widths
// below, and writes them into the README (not a test file itself;
// embed-figures.test.mjs checks the README against a fresh measurement):
//  - the iframe snippet (the ```html block with the host script, which README.md
//    repeats): the frame's height as level 199 opens and after Show solution, in the
//    table between the `embed heights` markers, and the snippet's height="…",
//    the opened level's tallest height plus a margin, rounded up to 50 px;
//  - the widget snippet (the ```html block with <calcsolve-widget>): each widget's
//    size, in the sentence "…level 199's solution widget is about W × H px…".
// Figures are rounded to 10 px. After a change to the page's layout, with web/dist built:
//   node tests/browser/embed-figures.mjs          prints the figures and what to write
//   node tests/browser/embed-figures.mjs --write  rewrites web/README.md and README.md
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT, launchBrowser, startServer, watchPage } from './server.mjs';

export const WIDTHS = [760, 900, 1000]; // the host page's width; the frame (width="100%") is as wide
export const WEB_README = join(ROOT, 'web', 'README.md');
export const TOP_README = join(ROOT, 'README.md');
export const BEGIN = '<!-- embed heights: node tests/browser/embed-figures.mjs --write -->';
export const END = '<!-- end of embed heights -->';
const SNIPPET_MARGIN = 10; // the snippet's height is at least this much over the tallest opened level
const STABLE_MS = 600; // a size is read once it has not changed for this long

const PROSE_HEIGHT = /`height="(\d+)"` is the frame's height/; // the sentence that explains it
const WIDGET_SIZES = /solution\s+widget\s+is\s+about\s+([\d,]+)\s+×\s+([\d,]+)\s+px\s+and\s+the\s+play\s+widget\s+([\d,]+)\s+×\s+([\d,]+)\s+px/;
const n = (x) => x.toLocaleString('en-US');
export const round10 = (x) => Math.round(x / 10) * 10;
export const snippetHeightFor = (tallest) => Math.ceil((tallest + SNIPPET_MARGIN) / 50) * 50;

// The README's two snippets, as a site owner copies them.
const blocks = (text) => [...text.matchAll(/```html\n([\s\S]*?)```/g)].map((m) => m[1]);
export function iframeSnippet(text = readFileSync(WEB_README, 'utf8')) {
  const block = blocks(text).find((b) => b.includes('calcsolve:height'));
  if (!block) throw new Error('web/README.md shows no iframe snippet with its host script');
  return block;
}
export function widgetSnippet(text = readFileSync(WEB_README, 'utf8')) {
  const block = blocks(text).find((b) => b.includes('<calcsolve-widget'));
  if (!block) throw new Error('web/README.md shows no widget snippet');
  return block.replace(/^ {2}/gm, ''); // it sits in a list item
}

// ---------------------------------------------------------------- what the README says
// The figures as the README gives them: {table: {width: {opened, solved}}, snippetHeight,
// widgets: {solution: {width, height}, play: {width, height}}}; a figure it lacks is absent.
export function quoted(text = readFileSync(WEB_README, 'utf8')) {
  const figures = { table: {}, widgets: {} };
  const a = text.indexOf(BEGIN), b = text.indexOf(END);
  if (a >= 0 && b > a) {
    for (const m of text.slice(a, b).matchAll(/^\| ([\d,]+) px \| ([\d,]+) px \| ([\d,]+) px \|$/gm)) {
      const num = (s) => Number(s.replace(/,/g, ''));
      figures.table[num(m[1])] = { opened: num(m[2]), solved: num(m[3]) };
    }
  }
  const h = iframeSnippet(text).match(/\bheight="(\d+)"/);
  if (h) figures.snippetHeight = Number(h[1]);
  const prose = text.match(PROSE_HEIGHT);
  if (prose) figures.proseHeight = Number(prose[1]);
  const w = text.match(WIDGET_SIZES);
  if (w) {
    const [sw, sh, pw, ph] = w.slice(1).map((s) => Number(s.replace(/,/g, '')));
    figures.widgets = { solution: { width: sw, height: sh }, play: { width: pw, height: ph } };
  }
  return figures;
}

// ---------------------------------------------------------------- what to write
export function table(measured) {
  const rows = WIDTHS.map((width) => {
    const f = measured.frames[width];
    return `| ${n(width)} px | ${n(round10(f.opened))} px | ${n(round10(f.solved))} px |`;
  });
  return [BEGIN, '| frame width | level 199 as it opens | after Show solution |', '|---|---|---|', ...rows, END].join('\n');
}
export function widgetSentence(measured) {
  const { solution, play } = measured.widgets;
  return `solution widget is about ${n(round10(solution.width))} × ${n(round10(solution.height))} px and the play widget ` +
    `${n(round10(play.width))} × ${n(round10(play.height))} px`;
}
export const tallestOpened = (measured) => Math.max(...WIDTHS.map((w) => measured.frames[w].opened));

// The README text with the measured figures written in (the snippet's height in every
// copy of the iframe snippet, so README.md's stays the same as web/README.md's).
export function rewrite(text, measured) {
  let out = text;
  const a = out.indexOf(BEGIN), b = out.indexOf(END);
  if (a >= 0 && b > a) out = out.slice(0, a) + table(measured) + out.slice(b + END.length);
  out = out.replace(WIDGET_SIZES, widgetSentence(measured));
  out = out.replace(/```html\n[\s\S]*?```/g, (block) => (block.includes('calcsolve:height')
    ? block.replace(/\bheight="\d+"/, `height="${snippetHeightFor(tallestOpened(measured))}"`) : block));
  out = out.replace(PROSE_HEIGHT, `\`height="${snippetHeightFor(tallestOpened(measured))}"\` is the frame's height`);
  return out;
}

// ---------------------------------------------------------------- measuring
const hostPage = (body) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>A blog post</title><link rel="icon" href="data:,"></head>
<body style="margin: 0">
${body}
</body></html>`;

// Waits until read() gives the same value for STABLE_MS (and check(value) holds), and returns it.
async function settled(page, read, check = () => true, timeout = 30000) {
  const start = Date.now();
  let last = null, since = Date.now();
  for (;;) {
    const value = await read();
    if (JSON.stringify(value) !== JSON.stringify(last) || !check(value)) { last = value; since = Date.now(); }
    else if (Date.now() - since >= STABLE_MS) return value;
    if (Date.now() - start > timeout) throw new Error(`no settled size after ${timeout} ms: ${JSON.stringify(value)}`);
    await page.waitForTimeout(100);
  }
}

// The frame of the iframe snippet (its src on calcsolve's origin) on a page `width` wide:
// {opened, solved} heights (the frame's, once it is the height the page posted and the
// frame's own content height), whether the play view has two columns, and what the
// watcher saw. With script: false the host page has the snippet without its <script>:
// then {opened, solved} are the frame's content heights and scrolls whether it scrolls inside.
async function measureFrame(browser, urls, width, { script = true } = {}) {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  try {
    const page = await context.newPage();
    const watch = watchPage(page);
    await page.goto(urls[script ? 'frame' : 'bare']);
    const frame = page.frameLocator('#calcsolve');
    await frame.locator('#calc-play-view[data-state="playing"]').waitFor({ timeout: 60000 });
    const read = async () => {
      const inner = await frame.locator('html').evaluate((html) => ({
        content: Math.ceil(document.body.getBoundingClientRect().height),
        scrolls: html.scrollHeight > html.clientHeight + 1,
        frameWidth: html.clientWidth,
        columns: (() => {
          const a = document.querySelector('#calc-play-view .play-card'), b = document.querySelector('#calc-play-view > :not(.play-card)');
          return a && b && a.getBoundingClientRect().top === b.getBoundingClientRect().top ? 2 : 1;
        })(),
      }));
      const outer = await page.evaluate(() => ({
        frame: document.getElementById('calcsolve').getBoundingClientRect().height,
        posted: (window.heights || []).at(-1),
      }));
      return { ...inner, ...outer };
    };
    const fits = (s) => !script || (s.posted === s.content && Math.abs(s.frame - s.posted) < 1);
    const opened = await settled(page, read, fits);
    await frame.getByRole('button', { name: 'Show solution' }).click();
    await frame.locator('#calc-play-solution').click(); // the first press asks, the second shows
    await frame.locator('#panel-calc[data-state="done"]').waitFor();
    const solved = await settled(page, read, fits);
    return { opened, solved, problems: watch.problems };
  } finally {
    await context.close();
  }
}

async function measureWidgets(browser, url, width) {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  try {
    const page = await context.newPage();
    const watch = watchPage(page);
    await page.goto(url);
    const states = () => page.evaluate(() => [...document.querySelectorAll('calcsolve-widget')].map((w) =>
      `${w.getAttribute('data-state')}${w.shadowRoot ? ': ' + w.shadowRoot.textContent.slice(0, 120) : ''}`));
    await page.waitForFunction(() => {
      const all = [...document.querySelectorAll('calcsolve-widget')];
      return all.length && all.every((w) => w.getAttribute('data-state') === 'ready');
    }, null, { timeout: 60000 }).catch(async (error) => {
      throw new Error(`${width} px: the widgets are not ready: ${(await states()).join(' | ')}; ${watch.problems.join('; ')} (${error.message})`);
    });
    const sizes = await settled(page, () => page.evaluate(() => [...document.querySelectorAll('calcsolve-widget')].map((w) => {
      const box = w.getBoundingClientRect();
      return { mode: w.getAttribute('mode') || 'solution', width: box.width, height: box.height };
    })));
    return { sizes, problems: watch.problems };
  } finally {
    await context.close();
  }
}

// Measures both snippets of `text` (web/README.md's) at every width. Returns
// {frames: {width: {opened, solved, columns, ...}}, bare: {width: {...}},
//  widgets: {solution, play} (the first widget of each mode), widgetSizes: {width: [...]}, problems}.
export async function measure(text = readFileSync(WEB_README, 'utf8')) {
  // calcsolve on its own origin, with CORS for the widget's module script and wasm
  const calcsolve = await startServer({ headers: { 'access-control-allow-origin': '*' } });
  const frameSnippet = iframeSnippet(text).replace(/src="calcsolve\/index\.html/, `src="${calcsolve.url}index.html`);
  if (!frameSnippet.includes(calcsolve.url)) throw new Error('the iframe snippet has no src="calcsolve/index.html…"');
  const widgets = widgetSnippet(text).replaceAll('https://example.org/calcsolve/', calcsolve.url);
  if (!widgets.includes(calcsolve.url)) throw new Error('the widget snippet does not load https://example.org/calcsolve/widget.js');
  const recorder = `<script>
  window.heights = [];
  addEventListener('message', (event) => {
    if (event.data && event.data.type === 'calcsolve:height') window.heights.push(event.data.height);
  });
</script>`;
  const host = await startServer({ pages: {
    'frame.html': hostPage(`${recorder}\n${frameSnippet}`),
    'bare.html': hostPage(frameSnippet.replace(/<script>[\s\S]*?<\/script>\n?/, '')),
    'widgets.html': hostPage(widgets),
  } });
  const browser = await launchBrowser();
  const result = { frames: {}, bare: {}, widgetSizes: {}, problems: [] };
  try {
    const urls = { frame: host.url + 'frame.html', bare: host.url + 'bare.html' };
    for (const width of WIDTHS) {
      const f = await measureFrame(browser, urls, width);
      result.frames[width] = { opened: f.opened.frame, solved: f.solved.frame, columns: f.opened.columns,
        frameWidth: f.opened.frameWidth, scrolls: f.opened.scrolls || f.solved.scrolls };
      const b = await measureFrame(browser, urls, width, { script: false });
      result.bare[width] = { opened: b.opened, solved: b.solved };
      const w = await measureWidgets(browser, host.url + 'widgets.html', width);
      result.widgetSizes[width] = w.sizes;
      result.problems.push(...f.problems, ...b.problems, ...w.problems);
    }
  } finally {
    await browser.close();
    await host.close();
    await calcsolve.close();
  }
  const first = result.widgetSizes[WIDTHS[0]];
  result.widgets = { solution: first.find((s) => s.mode === 'solution'), play: first.find((s) => s.mode === 'play') };
  return result;
}

// Run as a script: measure, print, and with --write rewrite the READMEs.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const measured = await measure();
  for (const width of WIDTHS) {
    const f = measured.frames[width];
    console.log(`${width} px: frame ${f.frameWidth} px wide, ${f.columns} column(s); opened ${f.opened} px, after Show solution ${f.solved} px; ` +
      `widgets ${measured.widgetSizes[width].map((s) => `${s.mode} ${s.width.toFixed(1)} × ${s.height.toFixed(1)}`).join(', ')}`);
  }
  if (measured.problems.length) console.log(`the pages reported problems:\n  ${measured.problems.join('\n  ')}`);
  console.log(`\n${table(measured)}\n\nsnippet: height="${snippetHeightFor(tallestOpened(measured))}"\nwidgets: …${widgetSentence(measured)}…`);
  if (process.argv.includes('--write')) {
    for (const file of [WEB_README, TOP_README]) {
      const before = readFileSync(file, 'utf8');
      const after = rewrite(before, measured);
      if (after !== before) { writeFileSync(file, after); console.log(`embed-figures: rewrote ${file.slice(ROOT.length + 1)}`); }
    }
  }
}
