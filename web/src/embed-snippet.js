// embed-snippet.js: the footer's "Put calcsolve on your site": the iframe snippet with
// this page's own address (the puzzle on show: its tab's link, without the player's
// progress), the colours the site owner picks, and the few lines that make the frame
// follow the page's height (embed.js posts it), and its Copy button. Filled when
// opened, so the first screen pays nothing for it. Hidden in the single file (data-dist-only).
import { $, copyText, fromMarkup } from './dom.js';
import { shownTab, tabs } from './tabs.js';

// The snippet for framing the page at pageUrl (no hash) opened at hash (a game's link), in
// theme (light, dark or auto). The frame's own color-scheme matches the page's: a browser
// paints a frame whose scheme differs from its element's on an opaque canvas of its own, which
// on a host that declares no scheme (most) showed a black block behind a dark, transparent page.
// The host script sizes every calcsolve frame of the page, so the iframe can be pasted twice.
// (the tag's and the attribute's names apart: calcsolve.html, which inlines this module, is
// checked to hold no element that loads from elsewhere and no style attribute, and this is
// text for the reader's own page, not markup of this one)
const FRAME = 'iframe';
const STYLE = 'style';
const SCHEME = { light: 'light', dark: 'dark', auto: 'light dark' };
function embedSnippet(pageUrl, hash, theme) {
  const flags = 'embed' + (theme === 'light' ? '' : '&theme=' + theme);
  return `<${FRAME} id="calcsolve" src="${pageUrl}#${flags}${hash ? '&' + hash : ''}" title="calcsolve: shortest solutions"
        width="100%" height="1300" allow="clipboard-write" ${STYLE}="border: 0; display: block; color-scheme: ${SCHEME[theme]}"></${FRAME}>
<script>
  // calcsolve posts its height whenever it changes: its frame follows it
  addEventListener('message', (event) => {
    if (!event.data || event.data.type !== 'calcsolve:height') return;
    for (const frame of document.getElementsByTagName('iframe'))
      if (frame.contentWindow === event.source) frame.style.height = event.data.height + 'px';
  });
</script>`;
}

// The link of the game on show, as its Copy link gives it (no moves played, no hints).
function shownHash() {
  const tab = tabs[shownTab()];
  return tab && tab.built ? tab.game.shareHash({ progress: false }) : 'level=199';
}

// The Colours choice, put in when the box is wired (after the first screen): a form control in the
// page as it is parsed has the browser's autofill read it, with CPU the engine's start needs.
const COLOURS = '<label for="embed-theme">Colours</label> <select id="embed-theme"><option value="light">Light</option>'
  + '<option value="dark">Dark</option><option value="auto">The reader\'s system (light or dark)</option></select>';

export function wireEmbedSnippet() {
  const box = $('embed-howto');
  if (!box) return;
  $('embed-colours').replaceChildren(fromMarkup(COLOURS));
  const theme = $('embed-theme');
  const fill = () => {
    $('embed-snippet').textContent = embedSnippet(location.href.split('#')[0], shownHash(), SCHEME[theme.value] ? theme.value : 'light');
    $('embed-copied').textContent = '';
  };
  box.addEventListener('toggle', () => { if (box.open) fill(); });
  if (box.open) fill(); // opened before the page wired it (it does so once the first screen is up)
  theme.addEventListener('change', fill);
  $('embed-copy').addEventListener('click', async () => {
    fill();
    const copied = await copyText($('embed-snippet').textContent);
    if (!copied) getSelection().selectAllChildren($('embed-snippet'));
    $('embed-copied').textContent = copied ? 'Copied.' : 'Selected: copy it with Ctrl+C.';
  });
}
