// buttons-doc.mjs: the list of Calculator button kinds in core/calc/README.md, made from
// the engine's own table (`calcsolve help buttons`, which core/calc/kinds.c writes and the
// page's key help also shows). `node core/calc/buttons-doc.mjs` prints the section;
// `--write` puts it between the README's markers; tests/setup/docs.test.mjs compares.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const BEGIN = '<!-- buttons: made by core/calc/buttons-doc.mjs from `calcsolve help buttons`; do not edit -->';
export const END = '<!-- end of buttons -->';

// The help text as entries: { name, does, example }, grouped under each heading line.
export function parse(text) {
  const groups = [];
  let entry = null;
  for (const line of text.split('\n')) {
    if (/^\S/.test(line)) { groups.push({ heading: line.trim(), entries: [] }); entry = null; }
    else if (/^ {2}\S/.test(line)) { entry = { name: line.trim(), does: '', example: '' }; groups.at(-1).entries.push(entry); }
    else if (/^ {6}e\.g\. /.test(line) && entry) entry.example = line.trim().slice(5);
    else if (/^ {6,}\S/.test(line) && entry) {
      const more = line.trim();
      if (entry.example) entry.example += ' ' + more; else entry.does += (entry.does ? ' ' : '') + more;
    }
  }
  return groups;
}

const cell = (s) => s.replace(/\|/g, '\\|');
const code = (s) => '`' + s + '`';

export function section(text) {
  const out = [BEGIN, ''];
  for (const { heading, entries } of parse(text)) {
    out.push(heading, '', '| name | what it does | example |', '|---|---|---|');
    for (const e of entries) out.push(`| ${code(e.name)} | ${cell(e.does)} | ${code(cell(e.example))} |`);
    out.push('');
  }
  out.push(END);
  return out.join('\n');
}

export function helpButtons(binary = path.join(root, 'build/calcsolve')) {
  const r = spawnSync(binary, ['help', 'buttons'], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${binary} help buttons: exit ${r.status} ${r.stderr}`);
  return r.stdout;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const made = section(helpButtons());
  if (process.argv.includes('--write')) {
    const file = path.join(root, 'core/calc/README.md');
    const doc = readFileSync(file, 'utf8');
    const a = doc.indexOf(BEGIN), b = doc.indexOf(END);
    if (a < 0 || b < a) throw new Error(`${file}: no buttons markers`);
    writeFileSync(file, doc.slice(0, a) + made + doc.slice(b + END.length));
  } else {
    process.stdout.write(made + '\n');
  }
}
