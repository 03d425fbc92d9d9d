// hold.js: holds the games' panels until the first screen is ready, while the page's frame
// (index.html's .page-frame: header, tabs, the level bar, the device's outline) is painted from
// the HTML and CSS alone. It adds the class "holding" to <html> (css/base.css: the panels are
// not laid out, the frame stands in their place), and the page takes it away once the link's
// level and answer are in (dom.js revealPage): the panels then show at once, in the frame's
// place, instead of an empty panel, the level and its answer in turn, each taking the CPU the
// engine's start needs; the frame, hidden by then, leaves the document (its words are no
// second copy of the game's). A link that changes the page's look before the page's script runs
// (an embed, #theme=, #background=) holds the whole body instead ("holding-all"), so the frame
// is not drawn in a look it then loses; it goes with "holding", or after 2 s if the page's
// script never runs (without it the frame stays, the panels never built: no other limit).
// Inlined at the top of <head> by web/build.mjs (index.html) and web/build-single.mjs
// (calcsolve.html), each with its hash in the CSP, so it runs before the body is parsed.
(() => {
  const root = document.documentElement;
  root.classList.add('holding');
  const looks = /(^#|&)(embed(=1)?(&|$)|theme=|background=)/.test(location.hash) || /[?&](embed=1|theme=|background=)/.test(location.search);
  if (typeof MutationObserver !== 'function') return;
  if (looks) {
    root.classList.add('holding-all');
    setTimeout(() => root.classList.remove('holding'), 2000);
  }
  // runs before the next paint, as the class goes
  const watch = new MutationObserver(() => {
    if (root.classList.contains('holding')) return;
    root.classList.remove('holding-all');
    watch.disconnect();
    const frame = document.querySelector('.page-frame');
    if (frame && document.querySelector('.panel')) frame.remove();
  });
  watch.observe(root, { attributes: true, attributeFilter: ['class'] });
})();
