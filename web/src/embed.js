// embed.js: the page inside another site's iframe. It posts its height to the
// host page whenever it changes, {type: 'calcsolve:height', height} (CSS
// pixels), so the host can size the frame to fit with a few lines of its own
// (README "Share links and embedding"). Outside a frame it does nothing.

const framed = () => {
  try {
    return window.parent !== window;
  } catch (error) {
    return true;
  }
};

export function postHeightWhenFramed() {
  if (!framed() || typeof ResizeObserver !== 'function') return;
  // the body is as tall as its content, not the frame (layout.css .framed)
  document.documentElement.classList.add('framed');
  let posted = -1;
  const post = () => {
    const height = Math.ceil(document.body.getBoundingClientRect().height);
    if (height === posted) return;
    posted = height;
    // '*': the page cannot know its host's origin; the height is no secret
    window.parent.postMessage({ type: 'calcsolve:height', height }, '*');
  };
  const start = () => {
    new ResizeObserver(post).observe(document.body);
    post();
  };
  if (document.body) start();
  else document.addEventListener('DOMContentLoaded', start);
}
