// games/clock/replay.js: the solution's replay on a clock face of its own:
// Reset, Replay (Pause), Step and a slider over the engine's trace, round by
// round, with a caption naming each move and the answer's current choice
// marked. Every board and hand is the engine's trace: nothing is computed here.
import { $, formatInt, setPlaying } from '../../dom.js';
import { buildFace, paintFace } from './face.js';

const replay = { result: null, frame: 0, timer: null, face: null };

const frames = () => (replay.result && Array.isArray(replay.result.trace) ? replay.result.trace.length : 0);

function captionOf(r, frame) {
  if (frame === 0) return 'Round ' + r.start.round + ': the solution starts here, the hand is on cell ' + r.start.cell + '.';
  const entry = r.trace[frame - 1];
  let choiceIndex = 0;
  for (let i = 0; i < frame; i++) if (r.trace[i].by === 'player') choiceIndex++;
  let caption;
  if (entry.by === 'player') caption = 'Round ' + entry.round + ': you choose ' + entry.choice + (entry.choice === '0' ? ', zeroing cell ' : ', leaving cell ') + entry.cell + ' (choice ' + choiceIndex + ' of ' + formatInt(r.length) + ').';
  else if (entry.by === 'computer') caption = 'Round ' + entry.round + ': the game raises cell ' + entry.cell + '.';
  else caption = 'Round ' + entry.round + ': cell ' + entry.cell + ' is 0, nothing to choose.';
  return frame === frames() ? caption + ' The board is clear.' : caption;
}

function choicesBefore(r, frame) {
  let n = 0;
  for (let i = 0; i < frame; i++) if (r.trace[i].by === 'player') n++;
  return n;
}

export function drawFrame(frame) {
  const r = replay.result;
  const total = frames();
  replay.frame = Math.max(0, Math.min(total, frame));
  const mover = replay.frame === 0 ? null : r.trace[replay.frame - 1];
  paintFace(replay.face, mover ? mover.board : r.start.board, mover ? mover.cell : r.start.cell, r.k);
  if (mover && replay.face.cells[mover.cell]) {
    const g = replay.face.cells[mover.cell].g;
    if (mover.by === 'player') g.classList.add(mover.choice === '0' ? 'by-player-0' : 'by-player-x');
    else if (mover.by === 'computer') g.classList.add('by-computer');
  }
  const caption = captionOf(r, replay.frame);
  $('clock-caption').textContent = caption;
  $('clock-scrub').value = String(replay.frame);
  $('clock-scrub').setAttribute('aria-valuetext', caption);
  const played = choicesBefore(r, replay.frame);
  const chars = $('clock-answer').querySelectorAll('.c0, .cx');
  for (let i = 0; i < chars.length; i++) {
    chars[i].classList.toggle('played', i < played);
    chars[i].classList.toggle('current', !!mover && mover.by === 'player' && i === played - 1);
  }
  $('clock-figure').classList.toggle('win', replay.frame === total && total > 0);
  $('clock-reset').disabled = replay.frame === 0 && !replay.timer;
  $('clock-step').disabled = replay.frame >= total;
}

export function stopReplay() {
  clearInterval(replay.timer);
  replay.timer = null;
  setPlaying($('clock-play'), false);
}

function playReplay() {
  if (replay.timer) {
    stopReplay();
    drawFrame(replay.frame);
    return;
  }
  if (replay.frame >= frames()) drawFrame(0);
  setPlaying($('clock-play'), true);
  const delay = Math.max(60, Math.min(420, 24000 / Math.max(1, frames())));
  replay.timer = setInterval(() => {
    if (replay.frame >= frames()) {
      stopReplay();
      drawFrame(replay.frame);
      return;
    }
    drawFrame(replay.frame + 1);
  }, delay);
}

// A solution with its trace: the face built for its n, at its first frame.
export function startReplay(result) {
  stopReplay();
  replay.result = result;
  replay.face = buildFace($('clock-svg'), result.n);
  $('clock-scrub').max = String(result.trace.length);
  drawFrame(0);
}

export function wireReplay() {
  $('clock-reset').addEventListener('click', () => {
    stopReplay();
    drawFrame(0);
  });
  $('clock-play').addEventListener('click', playReplay);
  $('clock-step').addEventListener('click', () => {
    stopReplay();
    drawFrame(replay.frame + 1);
  });
  $('clock-scrub').addEventListener('input', () => {
    stopReplay();
    drawFrame(Number($('clock-scrub').value));
  });
}
