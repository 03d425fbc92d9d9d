// games/list.js: the page's one list of games, a folder of web/src/games/ a line, in tab order
// (the first is the tab the page opens on, bundled into page.js; the others are chunks loaded
// after the first screen or when a link or tab needs them). Each folder has meta.js (id, title,
// hashName, hashKeys), index.js (the game module: games/index.js says what it exports) and
// requests.js (the engine requests a link to the game starts with). The build
// (web/esbuild-common.mjs) makes this list into the modules the page imports; nothing else
// names the games.
export const GAME_FOLDERS = [
  'calc',
  'digits',
  'clock',
  'calc2',
];
