// widget/engine.js: the one engine every <calcsolve-widget> on a page shares:
// the C engine compiled to wasm (wasm/engine.mjs over the Emscripten glue),
// loaded once, on the host page's main thread. web/build-widget.mjs bundles the
// glue into widget.js, and the glue fetches calcsolve.wasm from next to widget.js
// (new URL('calcsolve.wasm', import.meta.url)). The widget only shows bundled
// levels, which the engine solves in milliseconds, so no worker is needed (one
// could not be started from another origin's script anyway).
import factory from 'calcsolve-glue';
import { createEngine } from '../../../wasm/engine.mjs';

let loading = null;
const levels = new Map(); // a game's bundled levels, read once

export function loadEngine() {
  if (!loading) {
    loading = createEngine(factory);
    loading.catch(() => {
      loading = null; // a failed load (network) is tried again by the next widget
    });
  }
  return loading;
}

// The engine's bundled level of `game` numbered `number` (the level attribute, as written), or null.
export function bundledLevel(engine, game, number) {
  if (!/^\s*\d{1,6}\s*$/.test(String(number))) return null;
  if (!levels.has(game)) levels.set(game, engine.bundled(game));
  return levels.get(game).find((level) => level.level === Number(number)) || null;
}

// The URL of the full page next to widget.js, opened at a link's hash (`level=199`).
export const pageUrl = (hash) => new URL('index.html' + (hash ? '#' + hash : ''), import.meta.url).href;
