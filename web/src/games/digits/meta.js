// games/digits/meta.js: what the page knows of Digits before its module loads (the tab, the
// links it claims): main.js and hash.js read these from games/index.js's GAMES, and
// the build adds index.js's object to them (esbuild-common.mjs), so they are written once.
export default {
  id: 'digits',
  title: 'Digits',
  hashName: 'digits',
  hashKeys: ['digits', 'day', 'seed', 'moves', 'hints', 'show', 'own'],
};
