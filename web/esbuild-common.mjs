// esbuild-common.mjs: what the esbuild bundlers (build.mjs for the page, build-single.mjs,
// build-worker.mjs, build-widget.mjs) share: the out-dir argument, loading esbuild with a
// clear message when node_modules lacks it, the options every bundle uses, the page's list of
// games made into modules (and into index.html's first tabs), and the CSP hash of an inline
// script or style.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const webDir = dirname(fileURLToPath(import.meta.url));
const gamesDir = join(webDir, 'src', 'games');

// The page's one list of games (src/games/list.js: folder names in tab order) as the two
// modules its code imports: `calcsolve:games` (GAMES and loadGame) for the page, and
// `calcsolve:game-requests` (GAME_REQUESTS, each folder's requests.js, which imports nothing
// heavy, and GAME_EARLY, the early.js of a game that draws its keys before page.js) for boot.js,
// and `calcsolve:game-widgets` (GAME_WIDGETS, each folder's widget.js) for the widget. So a game is one folder and one line of the list, and the page's first
// bytes still carry only the requests, not the games. A game of GAMES is its meta.js (id,
// title, hashName, hashKeys: what the tabs and links need) with its index.js's object added:
// the first game's (the tab the page opens on) bundled into page.js, every other's a chunk of
// its own that loadGame(game) imports, its fields then added to that same object.
const { GAME_FOLDERS } = await import(pathToFileURL(join(gamesDir, 'list.js')).href);
function gameFile(folder, file) {
  if (!existsSync(join(gamesDir, folder, file))) throw new Error(`src/games/list.js names ${folder}, which has no ${file}`);
  return `./${folder}/${file}`;
}
function gamesModule() {
  const [first, ...rest] = GAME_FOLDERS;
  const metas = GAME_FOLDERS.map((folder, i) => `import m${i} from '${gameFile(folder, 'meta.js')}';`);
  return `${metas.join('\n')}
import g0 from '${gameFile(first, 'index.js')}';
const loaders = new Map();
const later = (meta, load) => {
  const game = { ...meta };
  loaders.set(game, load);
  return game;
};
export const GAMES = [{ ...m0, ...g0 }, ${rest.map((folder, i) => `later(m${i + 1}, () => import('${gameFile(folder, 'index.js')}'))`).join(', ')}];
const loading = new Map();
export function loadGame(game) {
  const load = loaders.get(game);
  if (!load) return Promise.resolve(game);
  if (!loading.has(game)) {
    loading.set(game, load().then((module) => {
      Object.assign(game, module.default);
      loaders.delete(game);
      return game;
    }, (error) => {
      loading.delete(game);
      throw error;
    }));
  }
  return loading.get(game);
}
export const gameLoaded = (game) => !loaders.has(game);
`;
}
// GAME_REQUESTS (each game's firstRequests) and GAME_EARLY (each game's earlyKeys, from the
// early.js of a folder that has one, else null), in the order of the list.
function requestsModule() {
  const lines = GAME_FOLDERS.map((folder, i) => `import { firstRequests as g${i} } from '${gameFile(folder, 'requests.js')}';`);
  const early = GAME_FOLDERS.map((folder, i) => (existsSync(join(gamesDir, folder, 'early.js')) ? `e${i}` : 'null'));
  GAME_FOLDERS.forEach((folder, i) => early[i] !== 'null' && lines.push(`import { earlyKeys as e${i} } from './${folder}/early.js';`));
  return `${lines.join('\n')}\nexport const GAME_REQUESTS = [${GAME_FOLDERS.map((f, i) => `g${i}`).join(', ')}];\n` +
    `export const GAME_EARLY = [${early.join(', ')}];\n`;
}
// GAME_WIDGETS: the widget's view of each game whose folder has a widget.js (widget/widget.js).
function widgetsModule() {
  const folders = GAME_FOLDERS.filter((folder) => existsSync(join(gamesDir, folder, 'widget.js')));
  return `${folders.map((folder, i) => `import w${i} from './${folder}/widget.js';`).join('\n')}\n` +
    `export const GAME_WIDGETS = [${folders.map((f, i) => `w${i}`).join(', ')}];\n`;
}
const MODULES = { 'calcsolve:games': gamesModule, 'calcsolve:game-requests': requestsModule, 'calcsolve:game-widgets': widgetsModule };
const gameList = {
  name: 'calcsolve-games',
  setup(build) {
    build.onResolve({ filter: /^calcsolve:(games|game-requests|game-widgets)$/ }, (args) => ({ path: args.path, namespace: 'calcsolve-games' }));
    build.onLoad({ filter: /.*/, namespace: 'calcsolve-games' }, (args) => ({
      contents: MODULES[args.path](),
      resolveDir: gamesDir,
      loader: 'js',
    }));
  },
};

// The tabs as tabs.js makes them (the first one selected), in the order of the list, each named
// by the title its game's meta.js gives, for index.html's frame (build.mjs, build-single.mjs):
// the tab bar is painted before the page's script runs, and main.js puts the working tabs in
// its place.
export function staticTabs() {
  return GAME_FOLDERS.map((folder, i) => {
    const source = readFileSync(join(gamesDir, folder, 'meta.js'), 'utf8');
    const title = /\n {2}title: '([^'<&]+)',\n/.exec(source);
    if (!title) throw new Error(`src/games/${folder}/meta.js: no "  title: '…'," line for index.html's tabs`);
    return `<button type="button" role="tab" aria-selected="${i === 0}"${i ? ' tabindex="-1"' : ''}>${title[1]}</button>`;
  }).join('');
}

// Options of both bundles: one file with all imports, ES2020, UTF-8 kept, no licence comments.
export const commonOptions = {
  bundle: true,
  target: 'es2020',
  charset: 'utf8',
  legalComments: 'none',
  logLevel: 'warning',
};

// src/boot.js and the modules it imports (first-requests.js and the games' requests.js) as
// one classic script, in memory, to be inlined (build.mjs, build-single.mjs). Not minified,
// so that a stack names its function (startSolverEarly: tests/browser/first-load.test.mjs).
// pageFiles: what boot.js loads, page.js first, then the chunks to preload (index.html's
// build); none for the single file, which carries its page.
export async function bootScript(tool, pageFiles = null) {
  const define = pageFiles ? { CALCSOLVE_PAGE_FILES: JSON.stringify(pageFiles) } : {};
  const result = await bundle(tool, { entryPoints: [join(webDir, 'src', 'boot.js')], format: 'iife', write: false, define });
  const text = result.outputFiles[0].text;
  if (/<\/script/i.test(text)) {
    console.error(`${tool}: src/boot.js contains "</script"`);
    process.exit(1);
  }
  return text;
}

// The CSP source that allows exactly this inline script or style: 'sha256-…'.
export const cspHash = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

// The out dir, the one argument of `node web/<script> <out dir>`; exits 2 without it.
export function outDirArgument(script) {
  const outDir = process.argv[2];
  if (!outDir) {
    console.error(`usage: node web/${script} <out dir>`);
    process.exit(2);
  }
  return outDir;
}

// Runs esbuild's build(options) and gives its result; exits 1 when esbuild is not installed or the build fails
// (esbuild has then printed the errors with file and line). `tool` prefixes the messages.
export async function bundle(tool, options) {
  let build;
  try {
    ({ build } = await import('esbuild'));
  } catch (error) {
    console.error(`${tool}: esbuild is missing from node_modules: run \`npm ci\` (make deps-node does)`);
    process.exit(1);
  }
  try {
    return await build({ ...commonOptions, ...options, plugins: [gameList, ...(options.plugins || [])] });
  } catch (error) {
    process.exit(1);
  }
}
