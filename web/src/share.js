// share.js: the address bar and the share link. Every search puts its link in
// the hash (a history entry only when asked: a level picked, not an edit);
// Copy link copies it (or, refused, selects it in a field); where the browser has a share
// sheet (dom.js: a phone's), the buttons say Share and open it instead, the clipboard the
// fallback. A game builds its own hash (game.shareHash()); this module only places and shares it.
import { $, EMBED, PAGE_FLAGS, SHARE_WORD, copyText, el, shareSheet } from './dom.js';
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

// In a frame, the page's history entries are the host page's too (a frame's history joins
// its parent's): Back would step through the levels opened in the frame before it left the
// host's article. Framed, the page only replaces its entry.
const FRAMED = EMBED || window.self !== window.top;

// push: a new history entry (Back returns to the hash before), else the entry is replaced.
// No replacing while the address holds a hash the page has not read yet (Back, Forward, a link
// followed: its hashchange is on its way and opens it): a late write of the game being left
// (its win's last step after an engine answer) put that game's address on the new entry, and
// the page, finding nothing new there, stayed on the game left.
export function setHash(hash, { push = false } = {}) {
  if (!push && lastAppliedHash !== null && location.hash !== lastAppliedHash) return;
  // the page stays compact, and in its colours, on reload
  if (PAGE_FLAGS) hash = hash ? PAGE_FLAGS + '&' + hash : PAGE_FLAGS;
  const url = location.href.split('#')[0] + (hash ? '#' + hash : '');
  if (url !== location.href) {
    if (push && !FRAMED) history.pushState(null, '', url);
    else history.replaceState(null, '', url);
  }
  lastAppliedHash = location.hash;
}

// The browser tab's title names the game on screen ("Level 143 · calcsolve"), so the tab
// strip and Back's list of entries tell levels apart; the page's own title otherwise.
const PAGE_TITLE = document.title;
export function showTitle(tab) {
  const what = tabs[tab].lastTitle || tabs[tab].game.title;
  document.title = what ? what + ' · calcsolve' : PAGE_TITLE;
}

// The tab's form as a link in the address bar, before its search starts.
export function publishHash(tab, { push = false } = {}) {
  tabs[tab].lastHash = tabs[tab].game.shareHash();
  tabs[tab].lastTitle = tabs[tab].game.pageTitle ? tabs[tab].game.pageTitle() : null;
  setHash(tabs[tab].lastHash, { push });
  showTitle(tab);
}

// The page's link to hash, to share: the full page's address (not the embedded one's).
export function shareUrl(hash) {
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
// Refused (no clipboard-write in a frame, http, file:), the link goes in a field after
// the status line, selected, and the line says to press Ctrl+C: never "the address
// bar", which inside a frame shows the host's page, not this link.
export async function copyLink(tab) {
  publishHash(tab);
  const url = shareUrl(tabs[tab].game.shareHash({ progress: false }));
  const sheet = await shareSheet({ title: document.title, url });
  const copied = sheet ? true : await copyText(url);
  setStatus(tab, sheet === 'cancelled' ? '' : sheet ? 'Link shared: ' + url : copied ? 'Link copied: ' + url : COPY_REFUSED);
  tabs[tab].copy.dataset.copied = sheet || (copied ? 'yes' : 'no');
  tabs[tab].copiedUrl = url;
  linkField(tabs[tab].status, copied ? null : url);
}

// A game's result (a puzzle of the day's share text, in textNode) copied with the puzzle's own
// link (hash) on a second line, as the daily word games do, so a friend plays the same puzzle
// (served pages only: a file:// address leads nowhere); said in statusNode, and a refused copy
// leaves the text selected.
// Where there is a share sheet, it opens with the result as text and the link as its url.
export async function copyResult(textNode, statusNode, hash) {
  const url = hash && /^https?:$/.test(location.protocol) ? shareUrl(hash) : '';
  const sheet = await shareSheet(url ? { text: textNode.textContent, url } : { text: textNode.textContent });
  if (sheet) {
    statusNode.textContent = sheet === 'shared' ? 'Shared.' : '';
    return;
  }
  const copied = await copyText(textNode.textContent + (url ? '\n' + url : ''));
  statusNode.textContent = copied ? 'Copied.' : 'Select the result and copy it (Ctrl+C).';
  if (!copied) getSelection().selectAllChildren(textNode);
}

// A share button's name: "Copy link", or "Share link" where there is a share sheet.
export function nameShareButton(button, what) {
  button.textContent = SHARE_WORD + ' ' + what;
}

export const COPY_REFUSED = 'The clipboard is not available here: the link is selected in the field below, press Ctrl+C.';

// The field after `node` holding the link, selected (made on first use); url null removes it.
function linkField(node, url) {
  let field = node.nextElementSibling;
  if (!field || !field.classList.contains('link-field')) field = null;
  if (url === null) {
    if (field) field.remove();
    return;
  }
  if (!field) {
    field = el('input', { className: 'link-field', attrs: { type: 'text', readonly: '', 'aria-label': 'The link, to copy', spellcheck: 'false' } });
    node.after(field);
  }
  field.value = url;
  if (field.offsetParent !== null) {
    field.focus();
    field.select();
  }
}

// A game's own Copy link (beside the game) after copyLink(tab): its line says what happened,
// and a refused copy leaves the link selected in a field after that line.
// With moves played it says they are not in the link (a player who copied it mid-game expected
// them in, as the address bar has them); with the answer shown, that the link shows it too (a
// player sent a friend "a puzzle" that opened solved) and how to copy one without it.
const withAnswer = (hash) => /(^|&)show=solution(&|$)/.test(hash);
export function showCopied(tab, node) {
  const how = tabs[tab].copy.dataset.copied; // yes (copied), shared, cancelled or no (refused)
  const copied = how !== 'no';
  const link = tabs[tab].game.shareHash({ progress: false });
  const played = tabs[tab].game.shareHash() !== link;
  const answer = withAnswer(link) ? ' It opens with the solution shown: hide the solution first for a link to play.' : '';
  const done = how === 'shared' ? 'Link shared' : 'Link copied';
  node.textContent = how === 'cancelled' ? '' : !copied ? COPY_REFUSED
    : played ? done + ': the puzzle from its start, without your moves' + (answer ? '.' + answer : ', for a friend to play.')
      : done + '.' + answer;
  linkField(node, copied ? null : tabs[tab].copiedUrl);
}

// A Copy link beside a game (the form's own, which copyLink reports through,
// is hidden or out of sight): copies, then says so in the status beside it.
// "Link copied." goes after a few seconds (it outlived the game it was said of: the next
// level, the puzzle of the day); a refused copy's field stays until the next copy.
const COPIED_MS = 4000;
export function wireGameLink(tab, buttonId, statusId) {
  let timer = null;
  nameShareButton($(buttonId), 'link');
  $(buttonId).addEventListener('click', async () => {
    await copyLink(tab);
    showCopied(tab, $(statusId));
    clearTimeout(timer);
    if (tabs[tab].copy.dataset.copied !== 'no') timer = setTimeout(() => { $(statusId).textContent = ''; }, COPIED_MS);
  });
}
