// clock-hand.test.mjs: the clock's hand leads and the words follow. During a move each round's
// status line is written only once the hand has reached the cell it names (the hand's angle read
// from its computed transform), and across the wrap from the last cell to cell 0 the hand turns
// clockwise, its angle never going back (sampled every frame of its transition).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { closePage, openPage, useBrowser } from './server.mjs';

const web = useBrowser();

async function openClock(hash) {
  const session = await openPage(web.browser, web.server.url + hash);
  const { page } = session;
  await page.waitForSelector('#clock-game[data-state="playing"]');
  await atRest(page);
  return { session, page };
}
const atRest = (page) => page.waitForFunction(() => !document.querySelector('#clock-game [data-moving]') && document.querySelector('#clock-game-said').textContent !== '');
async function choose(page, move, made) {
  await page.click(move === '0' ? '#clock-game-zero' : '#clock-game-keep');
  await page.waitForFunction((n) => document.querySelector('#clock-game').dataset.moves === String(n), made);
  await atRest(page);
}
// the hand's angle now, in degrees clockwise from cell 0 (0 to 360), as the browser draws it
const ANGLE = `window.handAngle = () => {
  const m = /matrix\\(([^)]*)\\)/.exec(getComputedStyle(document.querySelector('#clock-game-svg .clock-hand')).transform);
  if (!m) return 0;
  const [a, b] = m[1].split(',').map(Number);
  return ((Math.atan2(b, a) * 180) / Math.PI + 360) % 360;
};`;

test('each round\'s status line is written once the hand is on the cell it names, never before', async () => {
  const { session, page } = await openClock('#clock=4,2');
  await page.evaluate(ANGLE);
  // every write of the status line, with the hand's angle at that moment
  await page.evaluate(() => {
    window.samples = [];
    new MutationObserver(() => {
      window.samples.push({ text: document.querySelector('#clock-game-turn').textContent, angle: window.handAngle() });
    }).observe(document.querySelector('#clock-game-turn'), { childList: true, characterData: true, subtree: true });
  });
  const moves = ['X', '0', 'X', 'X', '0', 'X'];
  for (const [i, move] of moves.entries()) await choose(page, move, i + 1);
  const samples = await page.evaluate(() => window.samples);
  assert.ok(samples.length > moves.length * 2, 'the status line followed the rounds one by one');
  for (const { text, angle } of samples) {
    const m = /^Round \d+: .*?cell (\d+)/.exec(text);
    assert.ok(m, text);
    const off = Math.abs(((angle - 90 * Number(m[1]) + 540) % 360) - 180);
    assert.ok(off < 1, `"${text}" written with the hand at ${angle.toFixed(1)}°, not yet on cell ${m[1]}`);
  }
  await closePage(session, 'clock hand leads');
});

test('from the last cell to cell 0 the hand turns clockwise: its angle only ever increases', async () => {
  const { session, page } = await openClock('#clock=4,2');
  await page.evaluate(ANGLE);
  // every frame's angle while the moves play
  await page.evaluate(() => {
    window.angles = [];
    const sample = () => {
      window.angles.push(window.handAngle());
      window.sampling = requestAnimationFrame(sample);
    };
    sample();
  });
  const moves = ['X', 'X', '0', 'X', 'X'];
  for (const [i, move] of moves.entries()) await choose(page, move, i + 1);
  const angles = await page.evaluate(() => {
    cancelAnimationFrame(window.sampling);
    return window.angles;
  });
  let wraps = 0;
  for (let i = 1; i < angles.length; i++) {
    const turned = ((angles[i] - angles[i - 1] + 540) % 360) - 180; // the signed turn between two frames
    assert.ok(turned > -0.5, `the hand turned back ${(-turned).toFixed(1)}° (from ${angles[i - 1].toFixed(1)}° to ${angles[i].toFixed(1)}°)`);
    if (angles[i] < angles[i - 1] - 180) wraps++;
  }
  assert.ok(wraps >= 1, 'the moves took the hand past cell 0');
  // and at least one frame of such a wrap was caught mid-turn (between cell 3 at 270° and cell 0)
  assert.ok(angles.some((a) => a > 271 && a < 359), 'a frame during the turn from cell 3 to cell 0');
  await closePage(session, 'clock hand wraps forward');
});
