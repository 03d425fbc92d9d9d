// docs.test.mjs: the Markdown docs against each other and against the source. Every
// relative link and #anchor between the READMEs resolves (anchors as GitHub makes them
// from headings); the top-level README is a front door of at most 250 lines with no
// history of issues; the Calculator's button list in core/calc/README.md is the one
// core/calc/buttons-doc.mjs makes from `calcsolve help buttons` (the engine's own
// table); every block marked <!-- output of: calcsolve ARGS --> is that command's
// output (the CLI usage); the embed snippet is the same in the README and web/README.md;
// every shown `$ calcsolve ...` run prints what is shown under it; every measurement in
// tests/README.md's speed section is dated, and its machine-independent figures are the engine's.
// The docs read as a reference, not a log: each README within its length, no numbered runs,
// sessions, commit hashes or "issue N" in any doc or source, test files named after what they
// check, and few comment lines that narrate history. `node tests/setup/docs-update.mjs` remakes
// the parts that come from the source.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, existsSync, statSync, readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { section, helpButtons, BEGIN, END } from '../../core/calc/buttons-doc.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const binary = path.join(root, 'build/calcsolve');
const SKIP = new Set(['node_modules', 'build', 'dist', '.git', 'out', 'artifacts', 'corpus']);

// Every Markdown file of the repository (not the built or installed ones).
function markdownFiles(dir = root) {
  const found = [];
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name) || name.startsWith('.')) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) found.push(...markdownFiles(full));
    else if (name.endsWith('.md')) found.push(full);
  }
  return found;
}

const read = (file) => readFileSync(file, 'utf8');
const rel = (file) => path.relative(root, file);

// The text outside fenced code blocks, line by line (inline code removed too).
function prose(text) {
  const out = [];
  let fence = null;
  for (const line of text.split('\n')) {
    const m = line.match(/^\s*(```+|~~~+)/);
    if (m) { fence = fence ? (m[1].startsWith(fence) ? null : fence) : m[1]; out.push(''); continue; }
    out.push(fence ? '' : line.replace(/`+[^`]*`+/g, (s) => ' '.repeat(s.length)));
  }
  return out;
}

// GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, -1, -2 for repeats.
function anchors(text) {
  const seen = new Map();
  const result = new Set();
  let fence = null;
  for (const line of text.split('\n')) {
    const f = line.match(/^\s*(```+|~~~+)/);
    if (f) { fence = fence ? (f[1].startsWith(fence) ? null : fence) : f[1]; continue; }
    if (fence) continue;
    const h = line.match(/^#{1,6}\s+(.*?)\s*#*\s*$/);
    if (!h) continue;
    const words = h[1].replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/<[^>]+>/g, '');
    let slug = words.toLowerCase().replace(/[^\p{L}\p{N}\p{M} _-]/gu, '').replace(/ /g, '-');
    const n = seen.get(slug) || 0;
    seen.set(slug, n + 1);
    if (n) slug = `${slug}-${n}`;
    result.add(slug);
  }
  return result;
}

// The links of a file: [text](target) and ![alt](target), outside code.
function links(text) {
  const found = [];
  prose(text).forEach((line, i) => {
    for (const m of line.matchAll(/!?\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) found.push({ target: m[1], line: i + 1 });
  });
  return found;
}

test('every relative link and #anchor between the Markdown files resolves', () => {
  const files = markdownFiles();
  assert.ok(files.length >= 9, files.map(rel).join(', '));
  const problems = [];
  let checked = 0;
  for (const file of files) {
    for (const { target, line } of links(read(file))) {
      if (/^[a-z][a-z+.-]*:/i.test(target)) continue; // http:, https:, mailto:
      const [where, anchor] = target.split('#');
      const dest = where ? path.resolve(path.dirname(file), decodeURIComponent(where)) : file;
      checked++;
      if (!existsSync(dest)) { problems.push(`${rel(file)}:${line}: ${target}: no such file`); continue; }
      if (anchor === undefined) continue;
      if (!dest.endsWith('.md')) { problems.push(`${rel(file)}:${line}: ${target}: an anchor into a file that is not Markdown`); continue; }
      if (!anchors(read(dest)).has(anchor)) problems.push(`${rel(file)}:${line}: ${target}: no heading makes #${anchor} in ${rel(dest)}`);
    }
  }
  assert.deepEqual(problems, []);
  assert.ok(checked > 40, `only ${checked} links checked`);
});

test('the README is a front door: at most 250 lines, linking every folder README, no history of issues', () => {
  const readme = read(path.join(root, 'README.md'));
  const lines = readme.split('\n').length - (readme.endsWith('\n') ? 1 : 0);
  assert.ok(lines <= 250, `README.md has ${lines} lines`);
  for (const doc of ['core/README.md', 'core/calc/README.md', 'core/cli/README.md', 'web/README.md',
    'wasm/package/README.md', 'tests/README.md']) {
    assert.ok(existsSync(path.join(root, doc)), `${doc} is missing`);
    assert.ok(readme.includes(`](${doc}`), `the README links ${doc}`);
  }
  assert.doesNotMatch(readme, /\bissue \d+/i);
  assert.match(readme, /!\[[^\]]*\]\(web\/screenshots\/(first|play)-desktop-light\.png\)/, 'a screenshot of play mode');
});

test('the Calculator button list in core/calc/README.md is the engine\'s own table (calcsolve help buttons)', () => {
  assert.ok(existsSync(binary), 'build/calcsolve is missing: make build/calcsolve');
  const doc = read(path.join(root, 'core/calc/README.md'));
  const a = doc.indexOf(BEGIN), b = doc.indexOf(END);
  assert.ok(a >= 0 && b > a, 'core/calc/README.md has the buttons markers');
  assert.equal(doc.slice(a, b + END.length), section(helpButtons(binary)),
    'the button list differs from the engine\'s: node tests/setup/docs-update.mjs');
  // every button of the engine's table is there, with its example
  const help = helpButtons(binary);
  for (const m of help.matchAll(/^ {6}e\.g\. (.+)$/gm)) assert.ok(doc.includes(m[1].slice(0, 20)), m[1]);
});

test('every block marked <!-- output of: calcsolve ... --> is that command\'s output (the CLI usage)', () => {
  let blocks = 0;
  for (const file of markdownFiles()) {
    const text = read(file);
    for (const m of text.matchAll(/<!-- output of: calcsolve ([^>]*?) -->\n```[^\n]*\n([\s\S]*?)```/g)) {
      const args = m[1].split(/\s+/).filter(Boolean);
      const r = spawnSync(binary, args, { encoding: 'utf8' });
      assert.equal(r.status, 0, `calcsolve ${m[1]}: ${r.stderr}`);
      assert.equal(m[2], r.stdout, `${rel(file)}: the block differs from \`calcsolve ${m[1]}\`: node tests/setup/docs-update.mjs`);
      blocks++;
    }
  }
  assert.ok(blocks >= 1, 'no marked output block');
  const usage = read(path.join(root, 'core/cli/README.md'));
  assert.ok(usage.includes('<!-- output of: calcsolve help -->'), 'core/cli/README.md shows `calcsolve help`');
  assert.equal(spawnSync(binary, ['--help'], { encoding: 'utf8' }).stdout, spawnSync(binary, ['help'], { encoding: 'utf8' }).stdout);
});

test('the README\'s embed snippet is the one web/README.md explains', () => {
  const snippet = (file) => [...read(path.join(root, file)).matchAll(/```html\n([\s\S]*?)```/g)].map((m) => m[1])
    .find((b) => b.includes('calcsolve:height'));
  const top = snippet('README.md');
  assert.ok(top, 'the README shows the iframe snippet with its host script');
  assert.equal(snippet('web/README.md'), top);
});

test('every measurement of the speed section says when it was made', () => {
  const doc = read(path.join(root, 'tests/README.md'));
  const speed = doc.slice(doc.indexOf('## Speed'));
  assert.ok(speed.length > 100, 'tests/README.md has a speed section');
  for (const heading of speed.match(/^###? .*$/gm)) assert.match(heading, /\d{4}-\d{2}-\d{2}|make bench/, heading);
  for (const m of speed.matchAll(/^### (.*)$/gm)) assert.match(m[1], /\d{4}-\d{2}-\d{2}/, `### ${m[1]}: no date`);
});

test('every shown run of calcsolve (a `$ calcsolve ...` line and the lines under it) is what it prints', () => {
  let runs = 0;
  const problems = [];
  for (const file of markdownFiles()) {
    const lines = read(file).split('\n');
    let fence = false;
    for (let i = 0; i < lines.length; i++) {
      if (/^\s*```/.test(lines[i])) { fence = !fence; continue; }
      const m = fence && lines[i].match(/^\$ (?:build\/)?calcsolve (.*)$/);
      if (!m || /[|#'"<>]|\s{2}/.test(m[1])) continue; // pipes, comments and notes are not runs to compare
      const shown = [];
      for (let j = i + 1; j < lines.length && lines[j] !== '' && !lines[j].startsWith('$ ') && !/^\s*```/.test(lines[j]); j++) shown.push(lines[j]);
      if (!shown.length) continue;
      const r = spawnSync(binary, m[1].split(/\s+/), { encoding: 'utf8' });
      runs++;
      if (r.stdout.trimEnd() !== shown.join('\n').trimEnd()) problems.push(`${rel(file)}:${i + 1}: calcsolve ${m[1]} prints\n${r.stdout}`);
    }
  }
  assert.deepEqual(problems, []);
  assert.ok(runs >= 4, `only ${runs} runs compared`);
});

test('the numbers of tests/README.md that do not depend on the machine are the engine\'s own', () => {
  const doc = read(path.join(root, 'tests/README.md'));
  // the same figures make bench prints (tests/bench/bench.sh), from one run of `level all --json`
  const r = spawnSync(binary, ['level', 'all', '--json'], { encoding: 'utf8', maxBuffer: 1 << 26 });
  const lines = r.stdout.trim().split('\n').map((l) => JSON.parse(l));
  const s = lines.map((l) => l.states).sort((a, b) => a - b);
  const worst = lines.reduce((a, b) => (b.states > a.states ? b : a));
  const n = (x) => x.toLocaleString('en-US');
  const row = `median ${s[s.length >> 1]}, mean ${Math.round(s.reduce((a, b) => a + b) / s.length)}, ` +
    `max ${n(worst.states)} (level ${worst.level}), ${n(s.reduce((a, b) => a + b))} in all`;
  assert.ok(doc.includes(`| states stored per level | ${row} |`), `tests/README.md: states stored per level: ${row}`);
});

// ---------------------------------------------------------------- a reference, not a log

// Every file git tracks (or would), as paths from the root.
function trackedFiles() {
  const r = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' });
  assert.equal(r.status, 0, `git ls-files: ${r.stderr}`);
  return r.stdout.split('\n').filter((f) => f && existsSync(path.join(root, f)));
}
const lineCount = (text) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

// The lines of a README that log how the software got here rather than say what it is.
const LOG_LINE = [
  [/\bruns? \d+ (?:to|and) \d+\b|\brun \d+\b/i, 'a numbered run'],
  [/\b(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|\w+teenth|twentieth|last|this|previous|next) session\b|\bsessions? \d+/i, 'a session'],
  [/`[0-9a-f]{7,40}`|\bcommit [0-9a-f]{7,40}\b|\bat [0-9a-f]{7,40}\b/, 'a commit hash'],
  [/\ba newcomer\b|\bnewcomers'?\b/i, 'a newcomer\'s story'],
  [/\bit was \d/i, 'a past figure ("it was N")'],
  [/\bissues? #?\d+/i, 'an issue number'],
];

test('no doc logs past rounds of work: numbered runs, sessions, commit hashes, newcomers, issue numbers', () => {
  const problems = [];
  for (const file of markdownFiles()) {
    read(file).split('\n').forEach((line, i) => {
      for (const [pattern, what] of LOG_LINE) if (pattern.test(line)) problems.push(`${rel(file)}:${i + 1}: ${what}: ${line.slice(0, 120)}`);
    });
  }
  assert.deepEqual(problems, []);
});

test('each README stays within its length; the README\'s set-up section within 40 lines', () => {
  const limits = { 'README.md': 250, 'tests/README.md': 300, 'web/README.md': 400 };
  for (const [file, most] of Object.entries(limits)) {
    const lines = lineCount(read(path.join(root, file)));
    assert.ok(lines <= most, `${file} has ${lines} lines (at most ${most})`);
  }
  const readme = read(path.join(root, 'README.md'));
  const setup = readme.slice(readme.indexOf('## Set-up'));
  const section = setup.slice(0, setup.indexOf('\n## ') + 1 || undefined);
  assert.ok(section.length > 100, 'the README has a set-up section');
  assert.ok(lineCount(section) <= 40, `the set-up section has ${lineCount(section)} lines (at most 40)`);
});

test('the package README speaks to the package\'s users, not of the repository\'s tests', () => {
  const doc = read(path.join(root, 'wasm/package/README.md'));
  assert.doesNotMatch(doc, /\btests\/|the package test|\bmake test\b/);
});

test('no source or test cites an issue number, and no test file is named after an issue, a review or a date', () => {
  const files = trackedFiles().filter((f) => !f.endsWith('.md') && !f.includes('package-lock') && !/\/corpus\//.test(f));
  const cites = [];
  for (const file of files) {
    const full = path.join(root, file);
    if (statSync(full).size > 1 << 20) continue;
    const text = readFileSync(full, 'utf8');
    if (text.includes('\0')) continue;
    text.split('\n').forEach((line, i) => { if (/\bissues? ?#?\d+\b/i.test(line)) cites.push(`${file}:${i + 1}: ${line.trim().slice(0, 100)}`); });
  }
  assert.deepEqual(cites, []);
  const badNames = files.filter((f) => f.startsWith('tests/') &&
    /(issue|review|defects|newcomer|session|\d{4}-\d{2}-\d{2})[^/]*$/i.test(path.basename(f)) && /\.test\.mjs$|\/test_[^/]*\.c$/.test(f));
  assert.deepEqual(badNames, []);
});

test('at most 10 comment lines in the whole tree narrate history ("a newcomer", "used to", "before the fix", "no longer")', () => {
  const source = /\.(c|h|js|mjs|css|sh|py|html)$|(^|\/)Makefile$|\.mk$/;
  const history = /\bnewcomers?\b|\b(?:it|we|they|this|that|which) used to\b|\bbefore the fix\b|\bno longer\b/i;
  const found = [];
  for (const file of trackedFiles().filter((f) => source.test(f))) {
    read(path.join(root, file)).split('\n').forEach((line, i) => { if (history.test(line)) found.push(`${file}:${i + 1}: ${line.trim().slice(0, 100)}`); });
  }
  assert.ok(found.length <= 10, `${found.length} lines narrate history:\n${found.join('\n')}`);
});
