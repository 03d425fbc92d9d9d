// screenshots.mjs: full-page PNGs of the page for a human to look at, on a
// desktop (1280x900) and a phone (360 px wide), light and dark:
//   calculator-<size>-<scheme>.png   #level=199&show=solution, its solution stepped to the end
//   digits-<size>-<scheme>.png       #digits=415:1,2,3,4,5,6 with every solution listed
//   clock-<size>-<scheme>.png        #clock=4,2 with the replay part way through
//   custom-<size>-<scheme>.png       a level of your own (#start=…&show=solution&own=1), the form and Palette open
//   embed-<size>-<scheme>.png        ?embed=1#level=42, opened to play
//   play-<size>-<scheme>.png         #level=199: two presses (a portal fall), then a hint
//   play-won-<size>-<scheme>.png     #level=143 solved through Save and Store
//   graph-<size>-<scheme>.png        #level=153&show=solution, its Graph box open
//   daily-<size>-<scheme>.png        #daily=2026-11-23 (play mode) after one hinted press, its Graph box open
//   digits-play-, clock-play-<size>-<scheme>.png   Digits and the clock played, a hint asked
// into tests/screenshots/out/ (gitignored). Run: make screenshots
//   first-<size>-<scheme>.png        #level=143, the first screen only (1280x800, 360x740)
// The play-mode and first-screen ones, and the graph boxes alone (desktop, light), are also
// written to web/screenshots/ (committed), where the READMEs show them.
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { calcKey } from './helpers.mjs';
import { ROOT, launchBrowser, startServer, waitReady, watchPage } from './server.mjs';

const OUT = join(ROOT, 'tests', 'screenshots', 'out');
mkdirSync(OUT, { recursive: true });
const COMMITTED = join(ROOT, 'web', 'screenshots');
mkdirSync(COMMITTED, { recursive: true });

const SIZES = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 360, height: 780, touch: true }, // a touch screen: what a phone shows (no keyboard digits on the keys)
];
const SCHEMES = ['light', 'dark'];

// Digits or the clock played: the puzzle opened to play (a link opens it so), a hint asked.
function playShot(name, path, game) {
  return {
    name,
    path,
    async prepare(page) {
      await page.waitForSelector(`#${game}-game[data-state="playing"]`);
      await page.click(`#${game}-game-hint`);
      await page.waitForFunction((id) => document.getElementById(id).textContent !== '', `${game}-game-hint-text`);
      await page.waitForTimeout(300); // the clock face's replay of the game's moves
    },
  };
}

const SHOTS = [
  {
    // the first screen as a visitor sees it: only the viewport, at a desktop's and a phone's size
    name: 'first',
    path: '#level=143',
    firstScreen: { desktop: { width: 1280, height: 800 }, phone: { width: 360, height: 740 } },
    async prepare(page) {
      await page.waitForSelector('#calc-play-view[data-state="playing"]');
      await page.waitForFunction(() => document.querySelector('#calc-play-keypad .key[aria-description]'));
    },
  },
  {
    name: 'calculator',
    path: '#level=199&show=solution',
    async prepare(page) {
      // Step presses the solution's next key; the list stays, the steps pressed ticked
      for (let i = 0; i < 6; i++) {
        await page.waitForFunction((n) => document.querySelectorAll('#calc-solution-steps li.played').length === n, i);
        await page.click('#calc-step');
        await page.waitForFunction((n) => document.querySelector('#calc-play-view').dataset.presses === String(n), i + 1);
      }
      await page.waitForSelector('#calc-play-win:not([hidden])');
      await page.waitForTimeout(450); // the portal's fall animation
    },
  },
  {
    name: 'custom',
    path: '#start=0&goal=100&moves=5&buttons=%2B2,x5,Store,%5B%2B%5D1,1%3D%3E2,Reverse&all=1&show=solution&own=1',
    async prepare(page) {
      await page.waitForSelector('#panel-calc[data-state="done"]');
      await page.click('#calc-palette summary');
      await page.click('#calc-others summary').catch(() => {});
      const solution = await page.locator('#calc-solution-steps li').count();
      await page.click('#calc-step');
      await page.waitForFunction((n) => document.querySelectorAll('#calc-solution-steps li').length === n && document.querySelectorAll('#calc-solution-steps li.played').length === 1, solution);
      await page.click('#calc-step');
      await page.waitForFunction(() => document.querySelector('#calc-play-view').dataset.presses === '2');
    },
  },
  {
    name: 'digits',
    path: '#digits=415:1,2,3,4,5,6&show=solution',
    async prepare(page) {
      await page.waitForSelector('#panel-digits[data-state="done"]');
      await page.click('#digits-all');
      await page.waitForFunction(() => document.querySelectorAll('#digits-solutions li').length > 0);
    },
  },
  {
    name: 'clock',
    path: '#clock=4,2&show=solution',
    async prepare(page) {
      await page.waitForSelector('#panel-clock[data-state="done"]');
      for (let i = 0; i < 12; i++) await page.click('#clock-step');
      await page.waitForTimeout(300);
    },
  },
  {
    name: 'play',
    path: '#level=199',
    async prepare(page) {
      await page.waitForSelector('#calc-play-view[data-state="playing"]');
      for (const [i, label] of ['7', '3=>5'].entries()) {
        await calcKey(page, label).click(); // by the label it shows (its name is the spoken one)
        await page.waitForFunction((n) => document.querySelector('#calc-play-view').dataset.presses === String(n), i + 1);
      }
      await page.getByRole('button', { name: 'Hint', exact: true }).click();
      await page.waitForFunction(() => /^Hint 1 of \d+: /.test(document.querySelector('#calc-play-status').textContent));
      await page.waitForTimeout(450); // the press and portal animations
    },
  },
  {
    name: 'play-won',
    path: '#level=143',
    async prepare(page) {
      await page.waitForSelector('#calc-play-view[data-state="playing"]');
      for (const [i, label] of ['+1', 'Save', 'Store', '+1', 'Store'].entries()) {
        await calcKey(page, label).click();
        await page.waitForFunction((n) => document.querySelector('#calc-play-view').dataset.presses === String(n), i + 1);
      }
      await page.waitForSelector('#calc-play-win:not([hidden])');
      await page.waitForTimeout(450);
    },
  },
  playShot('digits-play', '#digits=415:1,2,3,4,5,6', 'digits'),
  playShot('clock-play', '#clock=4,2', 'clock'),
  {
    name: 'embed',
    path: '?embed=1#level=42',
    async prepare(page) {
      await page.waitForSelector('#calc-play-view[data-state="playing"]');
    },
  },
  {
    name: 'graph',
    path: '#level=153&show=solution',
    element: { selector: '#calc-play-graph svg', file: 'graph-level-153.png', unscroll: '#calc-play-graph .graph-scroll' },
    async prepare(page) {
      await page.waitForSelector('#panel-calc[data-state="done"]');
      await page.click('#calc-play-graph summary');
      await page.waitForSelector('#calc-play-graph svg .graph-node');
    },
  },
  {
    name: 'daily',
    path: '#daily=2026-11-23',
    element: { selector: '#calc-play-view', file: 'daily-graph.png' },
    async prepare(page) {
      await page.waitForSelector('#calc-play-view:not([hidden]) #calc-play-keypad button');
      // Hint up its ladder to the key it names (the hint's ring), then that key
      while ((await page.locator('#calc-play-keypad .hinted').count()) === 0) {
        const before = await page.textContent('#calc-play-hints-used');
        await page.click('#calc-play-hint');
        await page.waitForFunction((was) => document.querySelector('#calc-play-hints-used').textContent !== was, before);
      }
      await page.locator('#calc-play-keypad .hinted').click();
      await page.waitForFunction(() => document.querySelector('#calc-play-view').dataset.presses === '1');
      await page.click('#calc-play-hint');
      await page.click('#calc-play-graph summary');
      await page.waitForSelector('#calc-play-graph .graph-node.here');
    },
  },
  {
    name: 'error',
    path: '#start=%3Cimg%20src%3Dx%3E&goal=12&moves=3&buttons=%2B1,foo',
    async prepare(page) {
      await page.waitForSelector('#notice:not([hidden])');
    },
  },
];

const server = await startServer();
const browser = await launchBrowser({ full: true });
let failed = false;
try {
  for (const size of SIZES) {
    for (const scheme of SCHEMES) {
      const context = await browser.newContext({
        viewport: { width: size.width, height: size.height },
        colorScheme: scheme,
        deviceScaleFactor: 1,
        ...(size.touch ? { hasTouch: true, isMobile: true } : {}),
      });
      for (const shot of SHOTS) {
        const page = await context.newPage();
        const watch = watchPage(page);
        const url = shot.path.startsWith('?') ? server.url + shot.path : server.url + shot.path;
        await page.goto(url);
        await waitReady(page);
        if (shot.firstScreen) await page.setViewportSize(shot.firstScreen[size.name]);
        await shot.prepare(page);
        await page.evaluate(() => document.activeElement && document.activeElement.blur());
        const file = join(OUT, `${shot.name}-${size.name}-${scheme}.png`);
        // a whole-page shot of a touch screen is taken in a window as tall as the page: Playwright's
        // fullPage capture changes the device metrics, which drops the touch screen's media queries
        if (!shot.firstScreen && size.touch) await page.setViewportSize({ width: size.width, height: await page.evaluate(() => document.documentElement.scrollHeight) });
        await page.screenshot({ path: file, fullPage: !shot.firstScreen && !size.touch });
        // measured before the element shot below, which lets a drawing out of its scroll box
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        if (shot.element && size.name === 'desktop' && scheme === 'light') {
          const docs = COMMITTED;
          if (shot.element.unscroll) { // the whole drawing, not the part its scroll box shows (the CSP allows no style tag)
            await page.evaluate((selector) => {
              const box = document.querySelector(selector);
              box.style.overflow = 'visible';
              box.style.maxHeight = 'none';
            }, shot.element.unscroll);
          }
          await page.locator(shot.element.selector).screenshot({ path: join(docs, shot.element.file) });
          console.log(join(docs, shot.element.file));
        }
        console.log(`${file}${overflow > 0 ? `  (overflows horizontally by ${overflow}px)` : ''}`);
        if (overflow > 0) failed = true;
        if (shot.name.startsWith('play') || shot.firstScreen) copyFileSync(file, join(COMMITTED, `${shot.name}-${size.name}-${scheme}.png`));
        try {
          await watch.assertClean(shot.name);
        } catch (error) {
          console.error(error.message);
          failed = true;
        }
        await page.close();
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
if (failed) process.exitCode = 1;
