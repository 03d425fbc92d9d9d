// theme.js: the page's colour scheme. `#theme=light|dark|auto` (or ?theme=) chooses it;
// auto follows the system (prefers-color-scheme). The full page defaults to auto, an
// embed (#embed, ?embed=1) to light, so a frame matches the usual light host page
// whatever the reader's system says, unless the host asks for auto. The page's CSS
// writes its dark colours under @media (prefers-color-scheme: dark); a chosen scheme
// turns those rules on or off in the CSSOM (the stylesheets are loaded before this
// deferred script runs). `#background=transparent` drops the page's background, so
// no band shows on the host's own colour.
import { EMBED, params } from './dom.js';

const hashValue = (key) => {
  const part = location.hash.replace(/^#/, '').split('&').find((p) => p.startsWith(key + '='));
  return part ? part.slice(key.length + 1) : params.get(key);
};
const SCHEMES = ['light', 'dark', 'auto'];
const ALWAYS = '(min-width: 0px)';
const NEVER = '(max-width: -1px)';

export const THEME = SCHEMES.includes(hashValue('theme')) ? hashValue('theme') : EMBED ? 'light' : 'auto';

function fixMedia(rules, scheme) {
  for (const rule of rules) {
    if (rule.media && /prefers-color-scheme/.test(rule.media.mediaText)) {
      rule.media.mediaText = rule.media.mediaText.replace(/\(\s*prefers-color-scheme\s*:\s*(light|dark)\s*\)/g,
        (m, which) => (which === scheme ? ALWAYS : NEVER));
    }
    if (rule.styleSheet) fixSheet(rule.styleSheet, scheme); // @import
    else if (rule.cssRules) fixMedia(rule.cssRules, scheme); // @media, @supports, @layer
  }
}

function fixSheet(sheet, scheme) {
  let rules;
  try {
    rules = sheet.cssRules;
  } catch (error) {
    return; // another origin's sheet: not the page's
  }
  fixMedia(rules, scheme);
}

export function applyTheme() {
  const root = document.documentElement;
  root.dataset.theme = THEME;
  if (hashValue('background') === 'transparent') root.classList.add('transparent');
  if (THEME === 'auto') return;
  root.style.colorScheme = THEME; // form controls and scroll bars too
  for (const sheet of document.styleSheets) fixSheet(sheet, THEME);
}
