// games/calc2/key-help.js: what each Calculator 2 key does, in the engine's words. Each button
// of the level's JSON carries its one-line help (core/calc2/words.c: its kind's help with an
// example worked out on the key); it is the key's tooltip (its words said aloud, help_spoken, the
// accessible description), the line under the keys on hover and focus and, on a touch screen, a
// card over the display while a finger holds the key (a hold presses nothing), as on the
// Calculator tab (the same .key-help look, calc-bar.css; calc2.css places it on this device).
import { $ } from '../../dom.js';
import { PREFIX } from './panel.js';

const READ_AFTER_MS = 250; // a finger on a key this long is reading it, not tapping
const READ_MS = 500; // held this long, the key was read: letting go presses nothing

const line = () => $(PREFIX + '-key-help');

// The key's help from its button: {help} as its tooltip (the labels and arrows drawn), and
// {help_spoken}, the same in words, as its accessible description (no symbol read aloud).
export function describeKey(key, button) {
  if (!button.help) return;
  key.title = button.help;
  // said after the key's name: without that name again at its start ("times 4, button, times 4: …")
  const words = button.help_spoken || button.help;
  const named = button.spoken && words.startsWith(button.spoken + ': ') ? words.slice(button.spoken.length + 2) : words;
  key.setAttribute('aria-description', named.charAt(0).toUpperCase() + named.slice(1));
}

function describeInLine(key) {
  line().textContent = key && key.title ? key.title : '';
}

// A key's handlers: play() on a tap or a click; a finger held on it shows its help, and letting
// go after READ_MS presses nothing.
export function wireKey(key, play) {
  let touchedAt = null;
  let reading = null;
  key.addEventListener('pointerdown', (event) => {
    if (event.pointerType === 'mouse') return;
    touchedAt = event.timeStamp;
    clearTimeout(reading);
    reading = setTimeout(() => {
      describeInLine(key);
      key.classList.add('held');
    }, READ_AFTER_MS);
  });
  for (const type of ['pointerup', 'pointerleave', 'pointercancel']) {
    key.addEventListener(type, () => {
      clearTimeout(reading);
      key.classList.remove('held');
    });
  }
  key.addEventListener('contextmenu', (event) => event.preventDefault());
  key.addEventListener('click', (event) => {
    const heldFor = touchedAt === null ? 0 : event.timeStamp - touchedAt;
    touchedAt = null;
    if (heldFor >= READ_MS) return;
    play();
  });
}

// The line under the keys follows the key hovered or focused (a focus the page moved after a
// tap shows none, as it shows no ring); it goes with the focus leaving the keys.
export function wireKeyHelp() {
  const pad = $(PREFIX + '-keys');
  const show = (event) => {
    const key = event.target instanceof Element ? event.target.closest('.calc2-key') : null;
    if (key && (event.type !== 'focusin' || key.matches(':focus-visible'))) describeInLine(key);
  };
  for (const type of ['pointerover', 'focusin']) pad.addEventListener(type, show);
  pad.addEventListener('focusout', (event) => {
    if (!pad.contains(event.relatedTarget)) describeInLine(null);
  });
}
