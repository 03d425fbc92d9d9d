// games/calc/key-presses.js: a keypad key's handlers, turning what the player does to
// it into presses: a tap presses its label; Store's long press (a save) comes from its
// own Save key, a Shift+click or holding the key for LONG_PRESS_MS. Any other key held that
// long by a finger is being read (its help shows while it is held, key-help.js): letting go
// presses nothing. play(press) plays a press in its turn (play.js: the engine answers the
// next state).

const LONG_PRESS_MS = 500;
const READ_AFTER_MS = 250; // a finger on a key this long is reading it, not tapping

// button: the engine's button ({label, long_press}); key: its element; long: key is the
// button's own long-press key (Save)
export function wireKeyPresses(button, key, long, play) {
  if (long) {
    key.addEventListener('click', () => play(button.long_press));
    return;
  }
  let held = null;
  let fired = false;
  if (button.long_press) {
    key.addEventListener('pointerdown', () => {
      fired = false;
      clearTimeout(held);
      held = setTimeout(() => {
        fired = true;
        play(button.long_press);
      }, LONG_PRESS_MS);
    });
    for (const type of ['pointerup', 'pointerleave', 'pointercancel']) key.addEventListener(type, () => clearTimeout(held));
    key.addEventListener('contextmenu', (event) => event.preventDefault());
  }
  let touchedAt = null; // when a finger (not a mouse) went down on a key without a long press
  let reading = null;
  key.addEventListener('pointerdown', (event) => {
    if (event.pointerType === 'mouse') return;
    if (!button.long_press) touchedAt = event.timeStamp;
    // held a moment (not a tap): the key is being read, its help shown over the display (calc-bar.css)
    clearTimeout(reading);
    reading = setTimeout(() => key.classList.add('held'), READ_AFTER_MS);
  });
  for (const type of ['pointerup', 'pointerleave', 'pointercancel']) {
    key.addEventListener(type, () => {
      clearTimeout(reading);
      key.classList.remove('held');
    });
  }
  key.addEventListener('click', (event) => {
    if (fired) {
      fired = false; // the hold saved already
      return;
    }
    const heldFor = touchedAt === null ? 0 : event.timeStamp - touchedAt;
    touchedAt = null;
    if (heldFor >= LONG_PRESS_MS) return; // held to read its help: no press
    play(button.long_press && event.shiftKey ? button.long_press : button.label);
  });
}
