// Draws the web app manifest's icons (web/public/icons/) from our own mark, web/public/favicon.svg, in the
// system Chromium: no network, no image library. The maskable icon keeps the mark inside the safe zone
// (the middle 80 %) on the brand colour, so Android's round or squircle masks never cut it.
// Run: node scripts/make-app-icons.mjs
import { mkdirSync, readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';

const OUT = 'web/public/icons';
const mark = readFileSync('web/public/favicon.svg', 'utf8');
const markUrl = `data:image/svg+xml;base64,${Buffer.from(mark).toString('base64')}`;
const BRAND = '#0b3d5c';

/** [file, size, how much of the square the mark fills, background behind it] */
const ICONS = [
  ['icon-192.png', 192, 1, 'transparent'],
  ['icon-512.png', 512, 1, 'transparent'],
  ['maskable-512.png', 512, 0.72, BRAND],
  ['apple-touch-icon.png', 180, 0.86, BRAND],
];

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
try {
  for (const [file, size, fill, background] of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    const side = Math.round(size * fill);
    await page.setContent(
      `<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${background}">` +
        `<img src="${markUrl}" width="${side}" height="${side}"></body>`,
    );
    await page.screenshot({ path: `${OUT}/${file}`, omitBackground: background === 'transparent' });
    await page.close();
    console.log(`${OUT}/${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
