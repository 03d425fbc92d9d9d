// share.js: the address bar and the share link. Every search puts its link in
// the hash (a history entry only when asked: a level picked, not an edit);
// Copy link copies it. A game builds its
// own hash (game.shareHash()); this module only places and copies it.
import { EMBED, PAGE_FLAGS, copyText } from './dom.js';
import { setStatus, tabs } from './tabs.js';

// A value in a link: percent-encoded, but commas (the list separator) kept.
export const encode = (value) => encodeURIComponent(String(value)).replace(/%2C/g, ',');

let lastAppliedHash = null; // the hash the page last read or wrote

// Whether location.hash is news to the page (a link opened or edited by hand).
export function hashIsNew() {
  if (location.hash === lastAppliedHash) return false;
  lastAppliedHash = location.hash;
  return true;
}

// push: a new history entry (Back returns to the hash before), else the entry is replaced.
export function setHash(hash, { push = false } = {}) {
  // the page stays compact, and in its colours, on reload
  if (PAGE_FLAGS) hash = hash ? PAGE_FLAGS + '&' + hash : PAGE_FLAGS;
  const url = location.href.split('#')[0] + (hash ? '#' + hash : '');
  if (url !== location.href) {
    if (push) history.pushState(null, '', url);
    else history.replaceState(null, '', url);
  }
  lastAppliedHash = location.hash;
}

// The tab's form as a link in the address bar, before its search starts.
export function publishHash(tab, { push = false } = {}) {
  tabs[tab].lastHash = tabs[tab].game.shareHash();
  setHash(tabs[tab].lastHash, { push });
}

function shareUrl(hash) {
  let base = location.href.split('#')[0];
  // a shared link opens the full page, not the embedded one
  if (EMBED) {
    const query = new URLSearchParams(location.search);
    query.delete('embed');
    const q = query.toString();
    base = base.split('?')[0] + (q ? '?' + q : '');
  }
  return base + '#' + hash;
}

// The link copied is the puzzle (and its answer when shown), not the moves
// played: a friend opens it fresh. The address bar keeps the game in progress.
export async function copyLink(tab) {
  publishHash(tab);
  const url = shareUrl(tabs[tab].game.shareHash({ progress: false }));
  const copied = await copyText(url);
  setStatus(tab, copied ? 'Link copied: ' + url : 'The address bar holds the link; copy it from there: ' + url);
  tabs[tab].copy.dataset.copied = copied ? 'yes' : 'no';
}
