// embed-snippet.js: the footer's "Put calcsolve on your site": the iframe snippet with
// this page's own address (the level on show, else 199) and the few lines that make the
// frame follow the page's height (embed.js posts it), and its Copy button. Filled when
// opened, so the first screen pays nothing for it. Hidden in the single file (data-dist-only).
import { $, copyText } from './dom.js';

// The snippet for framing the page at pageUrl (no hash) opened at the given level.
// (the tag's and the attribute's names apart: calcsolve.html, which inlines this module, is
// checked to hold no element that loads from elsewhere and no style attribute, and this is
// text for the reader's own page, not markup of this one)
const FRAME = 'iframe';
const STYLE = 'style';
function embedSnippet(pageUrl, level) {
  return `<${FRAME} id="calcsolve" src="${pageUrl}#embed&level=${level}" title="calcsolve: shortest solutions"
        width="100%" height="1200" allow="clipboard-write" ${STYLE}="border: 0; display: block"></${FRAME}>
<script>
  // calcsolve posts its height whenever it changes: the frame follows it
  addEventListener('message', (event) => {
    const frame = document.getElementById('calcsolve');
    if (event.source === frame.contentWindow && event.data && event.data.type === 'calcsolve:height')
      frame.style.height = event.data.height + 'px';
  });
</script>`;
}

export function wireEmbedSnippet() {
  const box = $('embed-howto');
  if (!box) return;
  const fill = () => {
    const level = /^\d{1,3}$/.test($('play-level')?.textContent || '') ? $('play-level').textContent : '199';
    $('embed-snippet').textContent = embedSnippet(location.href.split('#')[0], level);
    $('embed-copied').textContent = '';
  };
  box.addEventListener('toggle', () => { if (box.open) fill(); });
  $('embed-copy').addEventListener('click', async () => {
    fill();
    const copied = await copyText($('embed-snippet').textContent);
    if (!copied) getSelection().selectAllChildren($('embed-snippet'));
    $('embed-copied').textContent = copied ? 'Copied.' : 'Selected: copy it with Ctrl+C.';
  });
}
