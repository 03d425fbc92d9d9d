// embed.js: the page inside another site's iframe. It posts its height to the
// host page, {type: 'calcsolve:height', height} (CSS pixels), so the host can size
// the frame to fit with a few lines of its own (web/README.md, "Share links and
// embedding"): first once the page is ready and laid out (never the bare shell's
// few pixels), then whenever it changes. A frame of another origin below the fold
// gets no rendering updates (Chromium throttles it: no ResizeObserver, no
// animation frames), so DOM changes (a MutationObserver) and a timer also
// measure it: the host can size it before it is scrolled to. Outside a frame it
// does nothing.

const framed = () => {
  try {
    return window.parent !== window;
  } catch (error) {
    return true;
  }
};
const SETTLE_MS = 30; // a change and the renders that follow it in one message

export function postHeightWhenFramed() {
  if (!framed()) return;
  // the body is as tall as its content, not the frame (layout.css .framed)
  document.documentElement.classList.add('framed');
  let posted = -1;
  let timer = 0;
  const post = () => {
    timer = 0;
    if (document.documentElement.dataset.ready !== 'true') return; // not laid out yet (main.js marks it)
    const height = Math.ceil(document.body.getBoundingClientRect().height);
    if (height === posted) return;
    posted = height;
    // '*': the page cannot know its host's origin; the height is no secret
    window.parent.postMessage({ type: 'calcsolve:height', height }, '*');
  };
  const soon = () => {
    if (!timer) timer = setTimeout(post, SETTLE_MS);
  };
  const start = () => {
    if (typeof ResizeObserver === 'function') new ResizeObserver(soon).observe(document.body);
    new MutationObserver(soon).observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
    window.addEventListener('resize', soon);
    window.addEventListener('load', soon); // fonts and images laid out
    soon();
  };
  if (document.body) start();
  else document.addEventListener('DOMContentLoaded', start);
}
