// make-icons.mjs: renders web/favicon.svg (the logo) into the PNG icons the web
// app manifest lists (web/manifest.webmanifest), with Debian's Chromium through
// playwright-core. The PNGs are committed, so `make web` needs no browser; run
// this again only when the logo changes:
//
//   node web/icons/make-icons.mjs      -> web/icons/icon-192.png, icon-512.png
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = dirname(fileURLToPath(import.meta.url));
const svg = readFileSync(join(here, '..', 'favicon.svg'), 'utf8');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox'] });
try {
  for (const size of [192, 512]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`);
    await page.screenshot({ path: join(here, `icon-${size}.png`), omitBackground: true });
    await page.close();
    console.log(`make-icons: wrote web/icons/icon-${size}.png`);
  }
} finally {
  await browser.close();
}
