// games/clock/meta.js: what the page knows of the clock game before its module loads (the
// tab, the links it claims): main.js and hash.js read these from games/index.js's GAMES,
// and the build adds index.js's object to them (esbuild-common.mjs), so they are written once.
export default {
  id: 'clock',
  title: 'Clock',
  hashName: 'clock',
  hashKeys: ['clock', 'moves', 'hints', 'show'],
};
