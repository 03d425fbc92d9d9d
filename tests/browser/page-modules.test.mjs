// page-modules.test.mjs: the page's source layout holds (no browser needed):
// every module and stylesheet under 500 lines and opening with a comment; the
// modules shared by all games name no game (they iterate web/src/games/index.js);
// every game module is in that list exactly once, and no one-file page (web/app.js, web/style.css) is left.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from './server.mjs';

const WEB = join(ROOT, 'web');
const SRC = join(WEB, 'src');

function filesUnder(dir, ext) {
  const found = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) found.push(...filesUnder(path, ext));
    else if (name.endsWith(ext)) found.push(path);
  }
  return found;
}

test('every page module and stylesheet is under 500 lines and opens with a comment', () => {
  const files = [...filesUnder(SRC, '.js'), ...filesUnder(join(WEB, 'css'), '.css')];
  assert.ok(files.length >= 15, `found only ${files.length} files`);
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    const name = relative(ROOT, file);
    assert.ok(lines <= 500, `${name} has ${lines} lines`);
    assert.match(text, file.endsWith('.css') ? /^\/\* \S/ : /^\/\/ \S/, `${name} opens with a comment`);
  }
  assert.equal(existsSync(join(WEB, 'app.js')), false, 'no one-file web/app.js');
  assert.equal(existsSync(join(WEB, 'style.css')), false, 'no one-file web/style.css');
});

test('the modules every game shares name no game', () => {
  // a game's name as a string, an element id prefix, or the start of an identifier
  const gameName = /(['"`#]|\b)(calc|calculator|digits|clock)(['"`.-]|[A-Z])/;
  for (const name of ['main.js', 'tabs.js', 'hash.js', 'share.js', 'jobs.js', 'engine-client.js', 'dom.js', 'play/controls.js']) {
    const lines = readFileSync(join(SRC, name), 'utf8').split('\n');
    lines.forEach((line, i) => assert.doesNotMatch(line, gameName, `web/src/${name}:${i + 1} names a game: ${line.trim()}`));
  }
});

test('every game module is in the page\'s list of games once, one line each', () => {
  const list = readFileSync(join(SRC, 'games', 'index.js'), 'utf8');
  const imports = [...list.matchAll(/^import (\w+) from '\.\/([\w/.-]+)';$/gm)];
  const modules = readdirSync(join(SRC, 'games'))
    .filter((name) => name !== 'index.js')
    .map((name) => (name.endsWith('.js') ? name : name + '/index.js'))
    .sort();
  assert.deepEqual(imports.map((m) => m[2]).sort(), modules);
  const listed = /^export const GAMES = \[([\w, ]+)\];$/m.exec(list);
  assert.ok(listed, 'GAMES is one line');
  assert.deepEqual(listed[1].split(/,\s*/).sort(), imports.map((m) => m[1]).sort());
});
