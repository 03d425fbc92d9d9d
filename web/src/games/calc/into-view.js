// games/calc/into-view.js: a level opened where its device is not wholly on screen (a phone
// held sideways, where the header, tabs and level bar fill the short window) brings the
// device into view: the display and every key, with the controls under them where they fit.
// Only as a level opens: a press, a hint or a win never scrolls the page (the board stays
// still under the finger). Framed pages are left alone: there the host page scrolls.
import { $, EMBED } from '../../dom.js';

const MARGIN = 8; // px kept between the device and the window's edge

const LAYOUT_FRAMES = 90; // frames waited for the page's first layout (dom.js holds it briefly)

export function bringDeviceIntoView(frames = LAYOUT_FRAMES) {
  if (EMBED) return;
  const lcd = $('calc-play-lcd');
  const keypad = $('calc-play-keypad');
  if (!lcd || !keypad) return;
  const boxes = [lcd, keypad, lcd.closest('.play-device')].map((node) => node.getBoundingClientRect());
  const [display, keys, device] = boxes;
  if (!display.height) { // not laid out yet (the page's first paint held), or another tab shown
    if (frames > 0 && !lcd.closest('[hidden]')) requestAnimationFrame(() => bringDeviceIntoView(frames - 1));
    return;
  }
  const top = Math.min(display.top, keys.top);
  const needed = Math.max(display.bottom, keys.bottom); // the display and the keys must show
  if (top >= 0 && needed <= window.innerHeight) return;
  // the whole device when it fits; else from its top, as far as the keys need
  const bottom = device.bottom - device.top <= window.innerHeight - 2 * MARGIN ? device.bottom : needed;
  const by = top < 0 || bottom - device.top > window.innerHeight ? device.top - MARGIN : bottom - window.innerHeight + MARGIN;
  window.scrollBy({ top: by, behavior: 'instant' });
}
