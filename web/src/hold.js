// hold.js: holds the page's first paint until its first screen is ready. It adds
// the class "holding" to <html> (css/base.css: the body is not laid out), and the
// page takes it away once the link's level and answer are in (dom.js revealPage),
// so the page is drawn once, whole, instead of header, empty panel, level and answer
// in turn, each taking the CPU the engine's start needs. The safety net: if the page's
// script never runs, the page shows itself after 2 s. Inlined at the top of <head> by
// web/build.mjs (index.html) and web/build-single.mjs (calcsolve.html), each with its
// hash in the CSP, so it runs before the body is parsed.
document.documentElement.classList.add('holding');
setTimeout(() => document.documentElement.classList.remove('holding'), 2000);
