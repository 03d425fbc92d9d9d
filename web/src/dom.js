// dom.js: small helpers every page module shares: element lookup and creation,
// text formatting for messages, field errors and the page-wide notice. No game
// knowledge here. User text only ever reaches the page through textContent and
// attribute setters, never as HTML.

export const params = new URLSearchParams(location.search);
// The compact embed (no header, no footer): ?embed=1, or the flag `embed` in the hash
// (#embed&level=199), which the page keeps in the address bar as it changes the hash.
export const EMBED_IN_HASH = /^#(.*&)?embed(=1)?(&|$)/.test(location.hash);
export const EMBED = params.get('embed') === '1' || EMBED_IN_HASH;
// Whether a hash part is one of the page's own flags, not a game's key: `embed`, the
// colour scheme (`theme=light|dark|auto`) or `background=transparent` (src/theme.js).
export const isEmbedFlag = (part) =>
  part === 'embed' || part === 'embed=1' || /^theme=(light|dark|auto)$/.test(part) || part === 'background=transparent';
// The flags the page was opened with, kept in the address bar as the hash changes (share.js).
export const PAGE_FLAGS = location.hash.replace(/^#/, '').split('&').filter(isEmbedFlag).join('&');
// calcsolve.html (the single-file build) defines the worker's source as a global.
export const SINGLE_FILE = typeof CALCSOLVE_WORKER_SOURCE === 'string';
const MAX_SHOWN = 60; // characters of user text quoted in a message

export const $ = (id) => document.getElementById(id) || heldOutElement(id);

// The games' panels are drawn once the first screen is ready: hold.js holds them (class
// "holding" on <html>: not laid out; index.html's frame shows meanwhile) until the link's level and
// answer are in (jobs.js, as the first solution's steps go in), the link is opened
// (main.js), or HOLD_MS have passed since the navigation began and the game is on
// screen (its play area's data-state is not "idle": never an empty device). Drawing the header,
// then an empty panel, then the level, then its answer cost the CPU the engine's
// start needs (two cores: a paired run, 21 cold loads of #level=199&show=solution:
// the first solution at 162 ms instead of 206, painted at 222 ms instead of 239).
export const HOLD_MS = 500;
export const pageHeld = () => document.documentElement.classList.contains('holding');
export function revealPage() {
  putBack();
  document.documentElement.classList.remove('holding');
}

// The page's form controls are kept out of the document while it is held (holdOut:
// each game's form, tabs.js, and the few controls outside one). The browser's
// autofill reads every form and field in the document once it is parsed: for the
// Calculator's, about 25 ms of the browser's CPU, which on two cores is taken from
// the engine's start (paired cold loads of #level=199&show=solution: the first
// solution 3% to 10% sooner, its paint 10% to 16%). They are put back as the page is
// revealed, before its first paint, so nothing moves, and autofill reads them then.
// Meanwhile $ finds their elements and everything but focus works on them (the hold
// allows no focus anyway: the panels are not laid out). A part held out keeps the mark
// data-held-out (the benchmark's static first screen holds out the same parts).
// Whatever ends the hold puts them back: revealPage, or hold.js's own 2 s limit on
// an embed's hold (a watch on <html>'s class, which runs before the next paint).
const heldOut = [];
let holdWatch = null;
export function holdOut(node) {
  if (!pageHeld() || !node || !node.parentNode) return;
  const place = document.createComment(node.id || 'held out');
  node.replaceWith(place);
  node.dataset.heldOut = '';
  const fragment = document.createDocumentFragment();
  fragment.append(node);
  heldOut.push({ place, fragment });
  if (!holdWatch && typeof MutationObserver === 'function') {
    holdWatch = new MutationObserver(() => pageHeld() || putBack());
    holdWatch.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  }
}
function putBack() {
  for (const { place, fragment } of heldOut.splice(0)) place.replaceWith(fragment);
  if (holdWatch) holdWatch.disconnect();
}
function heldOutElement(id) {
  for (const { fragment } of heldOut) {
    const node = fragment.getElementById(id);
    if (node) return node;
  }
  return null;
}

// el('li', {className: 'x', text: 'y', attrs: {...}}, [children])
export function el(tag, props, children) {
  const node = document.createElement(tag);
  if (props) {
    if (props.className) node.className = props.className;
    if (props.text !== undefined && props.text !== null) node.textContent = String(props.text);
    if (props.attrs) for (const name of Object.keys(props.attrs)) node.setAttribute(name, props.attrs[name]);
  }
  if (children) for (const child of children) if (child) node.append(child);
  return node;
}

export function svgEl(tag, attrs) {
  const node = document.createElementNS('http://www.w3.org/2000/svg', tag);
  if (attrs) for (const name of Object.keys(attrs)) node.setAttribute(name, String(attrs[name]));
  return node;
}

// A piece of user text for a message: quoted, one line, cut short.
export function quote(text) {
  let t = String(text).replace(/[\u0000-\u001f\u007f]+/g, ' ');
  if (t.length > MAX_SHOWN) t = t.slice(0, MAX_SHOWN) + '…';
  return '“' + t + '”';
}
export const plural = (n, one, many) => (n === 1 ? one : many || one + 's');
// An engine error as one sentence: its field first, once. Not where the message already
// starts with it: "n: expected a whole number 2..12", or in words, "the target ("abc") is
// not a positive integer", "number 3 ("x") is …" for the field numbers.
const namesItsField = (field, message) =>
  message.startsWith(field + ':') || new RegExp('^(the )?' + field.replace(/s$/, '').replace(/\W/g, '') + 's?\\b', 'i').test(message);
export const fieldMessage = (error) => {
  const message = String(error.message);
  return error.field && !namesItsField(String(error.field), message) ? error.field + ': ' + message : message;
};
// A message as a sentence: a full stop added where it has none.
export const sentence = (text) => (/[.!?…]$/.test(text) ? text : text + '.');
export const capitalize = (s) => (s ? s[0].toUpperCase() + s.slice(1) : s);
// 1234567 -> "1,234,567". Not toLocaleString: its first call loads the locale
// data, about 50 ms on the page's first solution.
export const formatInt = (n) => (Number.isSafeInteger(n) ? String(n).replace(/\B(?=(\d{3})+$)/g, ',') : String(n));
export function formatMs(ms) {
  if (ms < 1) return '<1 ms';
  if (ms < 1000) return Math.round(ms) + ' ms';
  return (ms / 1000).toFixed(ms < 10000 ? 2 : 1) + ' s';
}

// a Replay button shows Pause while playing: its name says what a press does, with no
// pressed state as well (a toggle whose name changes too was read "Pause, pressed")
export function setPlaying(button, on) {
  button.classList.toggle('playing', on);
  // Replay, not Play: Play is playing the puzzle yourself
  button.querySelector('.btn-label').textContent = on ? 'Pause' : 'Replay';
}

export function setFieldError(input, errorNode, message) {
  errorNode.textContent = message || '';
  if (input) {
    if (message) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  }
}

// Copies text to the clipboard; false when the page may not (file://, http, a frame
// without allow="clipboard-write": asked first where the browser says, so it logs no violation).
export async function copyText(text) {
  try {
    if (!policyAllows('clipboard-write')) return false;
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch (error) {
    return false;
  }
  return false;
}

// Whether the browser has a share sheet (Web Share: phones, and some desktops) that this page
// may open (a frame needs allow="web-share"): the share buttons then open it and say "Share".
// (a feature the browser's policy does not list is left to the call itself to refuse)
const policyAllows = (feature) => {
  const policy = document.featurePolicy || document.permissionsPolicy;
  if (!policy || typeof policy.allowsFeature !== 'function') return true;
  const known = typeof policy.features !== 'function' || policy.features().includes(feature);
  return !known || policy.allowsFeature(feature);
};
export const CAN_SHARE = typeof navigator.share === 'function' && window.isSecureContext && policyAllows('web-share');
export const SHARE_WORD = CAN_SHARE ? 'Share' : 'Copy';

// Opens the share sheet with {text, url}: 'shared', 'cancelled' (the player closed the sheet),
// or null where there is no sheet or it failed (the caller copies instead).
export async function shareSheet(data) {
  if (!CAN_SHARE || (typeof navigator.canShare === 'function' && !navigator.canShare(data))) return null;
  try {
    await navigator.share(data);
    return 'shared';
  } catch (error) {
    return error && error.name === 'AbortError' ? 'cancelled' : null;
  }
}

// A line a press just wrote (a hint, a refused move) that sits below the window's bottom, as
// on a phone, where the game's lines run under the fold (a hint there was read by no one):
// the page scrolls just enough to show it, the controls above it staying in view. Not framed:
// there the host page scrolls, and the frame is as tall as the page.
export function keepInView(element) {
  if (EMBED) return;
  const box = element.getBoundingClientRect();
  if (box.height && (box.bottom > window.innerHeight || box.top < 0)) element.scrollIntoView({ block: 'nearest' });
}

// A live region's words. The same words again (a refused press pressed twice) are said again:
// a screen reader speaks a change, and the same text is none, so the region is emptied and the
// words written back a moment later. Other words, or none, replace them at once.
const sayAgain = new WeakMap();
export function sayInto(region, text) {
  clearTimeout(sayAgain.get(region));
  if (!text || region.textContent !== text) {
    region.textContent = text;
    return;
  }
  region.textContent = '';
  sayAgain.set(region, setTimeout(() => (region.textContent = text), 80));
}

// Markup written in the page's own modules (constant, never user text) as nodes.
export function fromMarkup(html) {
  const template = document.createElement('template');
  template.innerHTML = html.trim();
  return template.content;
}

// ---- the notice: one message for the whole page (bad links, a solver that cannot start)
export function showNotice(text) {
  $('notice-text').textContent = text;
  $('notice').hidden = false;
}
export function clearNotice() {
  $('notice').hidden = true;
  $('notice-text').textContent = '';
}

// Text with its dates (2026-11-26) kept whole on one line: a narrow screen broke them after
// a hyphen ("2026-11-" / "26"). Nodes to put in an element (replaceChildren).
export const keepDatesWhole = (text) =>
  text.split(/(\d{4}-\d{2}-\d{2})/).map((part, i) => (i % 2 ? el('span', { className: 'date', text: part }) : part));
