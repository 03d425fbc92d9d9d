// games/calc2/meta.js: what the page knows of Calculator 2 before its module loads (the tab, the
// links it claims): main.js and hash.js read these from games/index.js's GAMES, and the build
// adds index.js's object to them (esbuild-common.mjs), so they are written once.
export default {
  id: 'calc2',
  title: 'Calculator 2',
  hashName: 'calculator2',
  hashKeys: ['level2', 'calculator2', 'moves', 'hints', 'show'],
  // #daily2, #daily2=YYYY-MM-DD (then &moves=…&hints=…&show=solution): its puzzle of the day
  isDailyHash: (raw) => /^daily2(=|&|$)/.test(raw),
};
