// docs-update.mjs: remakes the parts of the docs that come from the source, which
// tests/setup/docs.test.mjs checks: the Calculator's button list in core/calc/README.md
// (from `calcsolve help buttons`) and every block marked <!-- output of: calcsolve ARGS -->
// (the command's output, e.g. the usage in core/cli/README.md). Run after `make`:
//   node tests/setup/docs-update.mjs
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { section, helpButtons, BEGIN, END } from '../../core/calc/buttons-doc.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const binary = path.join(root, 'build/calcsolve');
const SKIP = new Set(['node_modules', 'build', 'dist', 'out', 'artifacts', 'corpus']);

function markdownFiles(dir = root) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (SKIP.has(name) || name.startsWith('.')) return [];
    if (statSync(full).isDirectory()) return markdownFiles(full);
    return name.endsWith('.md') ? [full] : [];
  });
}

for (const file of markdownFiles()) {
  const before = readFileSync(file, 'utf8');
  let text = before.replace(/(<!-- output of: calcsolve ([^>]*?) -->\n```[^\n]*\n)[\s\S]*?```/g, (all, head, args) => {
    const r = spawnSync(binary, args.split(/\s+/).filter(Boolean), { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`calcsolve ${args}: exit ${r.status} ${r.stderr}`);
    return head + r.stdout + '```';
  });
  const a = text.indexOf(BEGIN), b = text.indexOf(END);
  if (a >= 0 && b > a) text = text.slice(0, a) + section(helpButtons(binary)) + text.slice(b + END.length);
  if (text !== before) { writeFileSync(file, text); console.log(`docs-update: ${path.relative(root, file)}`); }
}
