// page-modules.test.mjs: the page's source layout holds (no browser needed):
// every module under 450 lines and stylesheet under 500, each opening with a comment; the
// modules shared by all games name no game (they iterate web/src/games/index.js);
// every game folder is in the one list, games/list.js, exactly once, and no file imports a
// game by hand; no one-file page (web/app.js, web/style.css) is left.
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
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

test('every page module is under 450 lines and every stylesheet under 500, each opening with a comment', () => {
  const files = [...filesUnder(SRC, '.js'), ...filesUnder(join(WEB, 'css'), '.css')];
  assert.ok(files.length >= 15, `found only ${files.length} files`);
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    const name = relative(ROOT, file);
    const most = file.endsWith('.js') ? 450 : 500;
    assert.ok(lines <= most, `${name} has ${lines} lines (at most ${most})`);
    assert.match(text, file.endsWith('.css') ? /^\/\* \S/ : /^\/\/ \S/, `${name} opens with a comment`);
  }
  assert.equal(existsSync(join(WEB, 'app.js')), false, 'no one-file web/app.js');
  assert.equal(existsSync(join(WEB, 'style.css')), false, 'no one-file web/style.css');
});

test('the modules every game shares name no game', () => {
  // a game's name as a string, an element id prefix, or the start of an identifier
  const gameName = /(['"`#]|\b)(calc|calculator|digits|clock)(['"`.-]|[A-Z])/;
  for (const name of ['main.js', 'tabs.js', 'hash.js', 'share.js', 'jobs.js', 'engine-client.js', 'dom.js', 'play/controls.js', 'play/model.js', 'play/generic-tab.js']) {
    const lines = readFileSync(join(SRC, name), 'utf8').split('\n');
    lines.forEach((line, i) => assert.doesNotMatch(line, gameName, `web/src/${name}:${i + 1} names a game: ${line.trim()}`));
  }
});

test('every game folder is in the page\'s one list of games once, a line each, and nothing else lists them', async () => {
  const { GAME_FOLDERS } = await import(pathToFileURL(join(SRC, 'games', 'list.js')).href);
  const folders = readdirSync(join(SRC, 'games'), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
  assert.deepEqual([...GAME_FOLDERS].sort(), folders.sort());
  assert.equal(new Set(GAME_FOLDERS).size, GAME_FOLDERS.length);
  const list = readFileSync(join(SRC, 'games', 'list.js'), 'utf8');
  for (const folder of GAME_FOLDERS) assert.match(list, new RegExp(`^  '${folder}',$`, 'm'), `${folder} on a line of its own`);
  // the modules the page and boot.js import are made from the list: no file imports a game's index.js or requests.js by hand
  const imports = [];
  const walk = (dir) => readdirSync(dir, { withFileTypes: true }).forEach((e) => {
    const full = join(dir, e.name);
    if (e.isDirectory()) return walk(full);
    const text = readFileSync(full, 'utf8');
    for (const m of text.matchAll(/from '([^']*games\/\w+\/(?:index|requests)\.js)'/g)) imports.push(`${full}: ${m[1]}`);
  });
  walk(SRC);
  assert.deepEqual(imports, []);
});
