// memory.test.mjs: one worker of the page solves 1,000 levels in a row with flat
// memory: the wasm heap stops growing after the first round and the engine's
// malloc'd bytes come back to the same figure after every solve.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { closePage, openPage, useBrowser } from './server.mjs';

const web = useBrowser();

test('one worker solves 1,000 levels in a row with flat memory', async () => {
  const session = await openPage(web.browser, web.server.url);
  const report = await session.page.evaluate(async () => {
    const worker = new Worker('worker.js', { type: 'module' });
    let next = 0;
    const ask = (op, args) => new Promise((resolve, reject) => {
      const id = ++next;
      const listen = (event) => {
        if (event.data.id !== id) return;
        worker.removeEventListener('message', listen);
        if (event.data.ok) resolve(event.data.result);
        else reject(new Error(event.data.message));
      };
      worker.addEventListener('message', listen);
      worker.postMessage({ id, op, args });
    });
    const levels = await ask('bundled', { game: 'calculator' });
    const text = (l) => `start: ${l.start}\ngoal: ${l.goal}\nmoves: ${l.moves}\nbuttons: ${l.buttons.map((b) => b.label).join(', ')}\n` +
      (l.portal ? `portal: ${l.portal[0]} ${l.portal[1]}\n` : '');
    const samples = [];
    let solved = 0;
    for (let i = 0; i < 1000; i++) {
      const result = await ask('solve', { game: 'calculator', text: text(levels[i % levels.length]), options: { all: i % 3 === 0 } });
      if (result.solved) solved++;
      if (i === 199 || i === 599 || i === 999) samples.push(await ask('memory', {}));
    }
    worker.terminate();
    return { solved, samples };
  });
  assert.equal(report.solved, 1000);
  const [afterFirstRound, middle, last] = report.samples;
  assert.equal(last.inUse, afterFirstRound.inUse, `malloc'd bytes grew: ${JSON.stringify(report.samples)}`);
  assert.equal(middle.inUse, afterFirstRound.inUse);
  assert.equal(last.heap, afterFirstRound.heap, `wasm memory grew: ${JSON.stringify(report.samples)}`);
  console.log(`1,000 solves in one worker: wasm memory ${last.heap} bytes throughout, ${last.inUse} bytes held between solves`);
  await closePage(session, 'memory');
});
