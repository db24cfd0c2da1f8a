// Draws the installable app's icons (public/icons/*.png) from public/favicon.svg with Chromium, since the
// project has no image library. Run it after changing the favicon and commit the PNGs:
//   node apps/web/build/render-icons.mjs
// "any" icons keep the favicon's rounded corners (transparent outside them). The maskable one and the Apple
// touch icon fill the whole square (the platform cuts its own shape); the favicon's glyph already lies inside
// the maskable safe zone (a circle of 40% of the size around the centre).
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { toPalettePng } from './png-palette.mjs';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const favicon = await readFile(path.join(webRoot, 'public/favicon.svg'), 'utf8');
const fullBleed = favicon.replace(/<rect([^>]*?) rx="[^"]*"/, '<rect$1');
if (fullBleed === favicon) throw new Error('favicon.svg has no rounded <rect rx>: update render-icons.mjs');

const icons = [
  { file: 'icon-192.png', size: 192, svg: favicon },
  { file: 'icon-512.png', size: 512, svg: favicon },
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed },
  { file: 'apple-touch-icon-180.png', size: 180, svg: fullBleed },
];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const { file, size, svg } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<html><body style="margin:0;background:transparent">${sized}</body></html>`);
    const screenshot = await page.screenshot({ omitBackground: true });
    // Indexed colours where the drawing has few enough, the same pixels in about half the bytes.
    await writeFile(path.join(webRoot, 'public/icons', file), toPalettePng(screenshot) ?? screenshot);
    await page.close();
  }
} finally {
  await browser.close();
}
