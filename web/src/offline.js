// offline.js: registers the service worker (web/sw.js, built into dist/sw.js),
// which keeps the page, the worker, the wasm and the levels in a cache so the
// page opens and solves with the network off after one visit. Not in the
// single-file calcsolve.html, nor from file: (no service worker there), nor in
// the embed modes (#embed, ?embed=1): a frame on another site installs nothing
// on the host's origin.
// When a new build takes over while this page is open (the worker deletes the
// old cache as it does), the page says so: its next load is the new version.
import { EMBED, SINGLE_FILE, showNotice } from './dom.js';

export function registerOffline() {
  if (SINGLE_FILE || EMBED || !('serviceWorker' in navigator) || !/^https?:$/.test(location.protocol)) return;
  const container = navigator.serviceWorker;
  let controlled = Boolean(container.controller);
  container.addEventListener('controllerchange', () => {
    // the first install also takes control of this page: that is no update
    if (controlled) showNotice('calcsolve has been updated: reload the page to use the new version.');
    controlled = true;
  });
  // updateViaCache 'none': the browser asks the server for sw.js on every check,
  // so a deploy is seen on the next visit whatever the HTTP cache holds.
  container.register('sw.js', { updateViaCache: 'none' }).catch(() => {
    // no offline copy (private mode, storage off): the page works as before
  });
}
