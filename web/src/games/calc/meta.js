// games/calc/meta.js: what the page knows of the Calculator before its module loads (the tab,
// the links it claims): main.js and hash.js read these from games/index.js's GAMES, and
// the build adds index.js's object to them (esbuild-common.mjs), so they are written once.

// a level of your own, written out in a link
export const LEVEL_KEYS = ['start', 'goal', 'moves', 'buttons', 'portal'];
const OPTION_KEYS = ['all', 'classic', 'display'];
const GAME_KEYS = ['presses', 'hints', 'show'];
// own=1: Your own level opened (with a level or alone)
const VIEW_KEYS = ['own'];

export default {
  id: 'calc',
  title: 'Calculator',
  hashName: 'calculator',
  hashKeys: ['level', ...LEVEL_KEYS, ...OPTION_KEYS, ...GAME_KEYS, ...VIEW_KEYS, 'mode'],
};
