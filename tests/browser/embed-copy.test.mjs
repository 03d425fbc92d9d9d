// embed-copy.test.mjs: Copy link refused inside a frame. A host
// page of another origin frames the page without allow="clipboard-write", so the
// browser refuses the clipboard: the message never points at the address bar (it
// shows the host's page), the link is selected in a field and the line says to
// press Ctrl+C, as the clock tab's "Copy the answer" does.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openFramed } from './helpers.mjs';
import { useBrowser } from './server.mjs';

const web = useBrowser();

test('Copy link refused in a frame: the link selected in a field, press Ctrl+C, no address bar', async () => {
  const page0 = web.server.url + 'index.html';
  const { frame, watch, close } = await openFramed(web.browser, `${page0}#embed&level=199`,
    { width: 1000, height: 1400, contextOptions: { viewport: { width: 1100, height: 900 } } });
  try {
    await frame.locator('#calc-play-view[data-state="playing"]').waitFor();
    const cases = [
      // each game's Copy link, beside it (the form's, which does the copying, says the same)
      { tab: null, button: '#calc-play-link', line: '#calc-play-link-status', url: page0 + '#level=199' },
      { tab: '#tab-clock', button: '#clock-link', line: '#clock-link-status', url: /#clock=/ },
      { tab: '#tab-digits', button: '#digits-link', line: '#digits-link-status', url: /#digits=/ },
    ];
    for (const c of cases) {
      if (c.tab) await frame.locator(c.tab).click();
      await frame.locator(c.button).click();
      await frame.locator(`${c.line}:has-text("Ctrl+C")`).waitFor();
      const text = await frame.locator(c.line).textContent();
      assert.doesNotMatch(text, /address bar/i, c.button);
      assert.match(text, /selected in the field below, press Ctrl\+C/, c.button);
      const field = frame.locator(`${c.line.split(' ')[0]} + .link-field`);
      const state = await field.evaluate((input) => ({ value: input.value, focused: document.activeElement === input,
        selected: input.value.slice(input.selectionStart, input.selectionEnd), visible: input.offsetParent !== null }));
      if (typeof c.url === 'string') assert.equal(state.value, c.url, c.button);
      else assert.match(state.value, c.url, c.button);
      assert.ok(!state.value.includes('embed'), 'the full page\'s link');
      assert.deepEqual([state.focused, state.selected, state.visible], [true, state.value, true], c.button);
      const form = await frame.locator(`#${c.button.slice(1).split('-')[0] === 'play' ? 'calc' : c.button.slice(1).split('-')[0]}-status`).textContent();
      assert.match(form, /press Ctrl\+C/);
      assert.doesNotMatch(form, /address bar/i);
    }
    await watch.assertClean('copy refused');
  } finally {
    await close();
  }
});
