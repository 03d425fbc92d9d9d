// install.mjs: the npm package as a user gets it, for the tests of tests/package/ (not a
// test file itself). installPackage() packs the staged package (build/npm, made by
// `make package`) with `npm pack`, installs the tarball offline into an empty project
// in a temporary folder, and resolves {dir, project, packed}: the folder (remove it
// when done), the project (its node_modules/calcsolve is the installed package) and
// npm pack's JSON record of the tarball (filename, size, files, ...).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function run(command, args, options = {}) {
  const r = spawnSync(command, args, { encoding: 'utf8', timeout: 120000, ...options });
  if (r.error) throw r.error;
  return r;
}

export function ok(r, what) {
  assert.equal(r.status, 0, `${what} failed (${r.status}):\n${r.stdout}\n${r.stderr}`);
  return r;
}

export function installPackage(name = 'calcsolve-package-') {
  assert.ok(existsSync(path.join(root, 'build/npm/package.json')), 'run `make package` first');
  const dir = mkdtempSync(path.join(tmpdir(), name));
  const r = ok(run('npm', ['pack', './build/npm', '--json', '--pack-destination', dir], { cwd: root }), 'npm pack');
  const packed = JSON.parse(r.stdout.slice(r.stdout.indexOf('[')))[0];
  const project = path.join(dir, 'project');
  mkdirSync(project);
  writeFileSync(path.join(project, 'package.json'), JSON.stringify({ name: 'example', private: true, type: 'module' }));
  ok(run('npm', ['install', path.join(dir, packed.filename), '--offline', '--no-audit', '--no-fund'], { cwd: project }),
    'npm install --offline');
  return { dir, project, packed };
}

// Level 199 of the bundled levels, as its text in core/calc/levels.txt.
export function level199() {
  const text = readFileSync(path.join(root, 'core/calc/levels.txt'), 'utf8');
  const block = text.split(/\n\s*\n/).find((b) => /^level: 199$/m.test(b));
  assert.ok(block, 'level 199 is in core/calc/levels.txt');
  return block.slice(block.indexOf('level: 199')).trim() + '\n';
}
