// widget/engine.js: the one engine every <calcsolve-widget> on a page shares:
// the C engine compiled to wasm (wasm/engine.mjs over the Emscripten glue),
// loaded once, on the host page's main thread. web/build-widget.mjs bundles the
// glue into widget.js, and the glue fetches calcsolve.wasm from next to widget.js
// (new URL('calcsolve.wasm', import.meta.url)). The widget only shows bundled
// levels, which the engine solves in milliseconds, so no worker is needed (one
// could not be started from another origin's script anyway).
import factory from 'calcsolve-glue';
import { createEngine } from '../../../wasm/engine.mjs';
import { puzzleText } from '../puzzle.js';

export const GAME = 'calculator';
let loading = null;
let levels = null;

export function loadEngine() {
  if (!loading) {
    loading = createEngine(factory).then((engine) => {
      levels = engine.bundled(GAME);
      return engine;
    });
    loading.catch(() => {
      loading = null; // a failed load (network) is tried again by the next widget
    });
  }
  return loading;
}

// The bundled level numbered `number` (the level attribute, as written), or null.
export function bundledLevel(number) {
  if (!/^\s*\d{1,6}\s*$/.test(String(number))) return null;
  return (levels || []).find((level) => level.level === Number(number)) || null;
}

// A level's fields as the engine's puzzle text (`name: value` lines).
export function levelText(level) {
  return puzzleText([['level', level.level], ['start', level.start], ['goal', level.goal], ['moves', level.moves],
    ['buttons', level.buttons.map((button) => button.label)], ['portal', level.portal ? level.portal.join(' ') : null]]);
}

// The URL of the full page next to widget.js, opened at this level.
export function pageUrl(level) {
  return new URL('index.html#level=' + encodeURIComponent(level.level), import.meta.url).href;
}
