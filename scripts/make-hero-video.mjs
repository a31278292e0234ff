// Makes the home hero's looping background video (web/public/video/hero.webm, well under 1 MB) from our
// own artwork: the hero scene of scripts/make-home-art.mjs is painted on a canvas in the system Chromium
// (playwright-core), its sprites (clouds, plane, birds, boat) moved along their paths, and the canvas is
// recorded with MediaRecorder. The sprites' paths are periodic, so the last frame meets the first.
// Run: node scripts/make-hero-video.mjs [--seconds=8] [--kbps=500]
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';
import { HERO_SIZES, HERO_SPRITES, heroBackground } from './make-home-art.mjs';

const arg = (name, fallback) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const SECONDS = arg('seconds', 8);
const KBPS = arg('kbps', 500);
const FPS = 24;
const [W, H] = HERO_SIZES.desktop;
const OUT = 'web/public/video/hero.webm';
const MAX_BYTES = 1024 * 1024;

const dataUrl = (svgText) => `data:image/svg+xml;base64,${Buffer.from(svgText).toString('base64')}`;
const frames = SECONDS * FPS;
const scene = {
  W,
  H,
  FPS,
  frames,
  kbps: KBPS,
  background: dataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${heroBackground(W, H)}</svg>`,
  ),
  sprites: HERO_SPRITES.map((sprite) => {
    const [x, y, w, h] = sprite.box;
    return {
      box: sprite.box,
      image: dataUrl(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${x} ${y} ${w} ${h}">${sprite.svg}</svg>`,
      ),
      // Where the sprite is on every frame (t = i / frames), computed here so the page only paints.
      path: Array.from({ length: frames }, (_, i) => sprite.at(i / frames, W, H)),
    };
  }),
};

// Playwright gives the browser a fresh temporary profile and removes it on close.
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  const base64 = await page.evaluate(async (s) => {
    /* global Image, document, MediaRecorder -- this function runs in the page */
    const load = (src) =>
      new Promise((resolve, reject) => {
        const img = new Image();
        img.onload = () => resolve(img);
        img.onerror = reject;
        img.src = src;
      });
    const background = await load(s.background);
    const sprites = await Promise.all(s.sprites.map(async (sprite) => ({ ...sprite, img: await load(sprite.image) })));
    const canvas = document.createElement('canvas');
    canvas.width = s.W;
    canvas.height = s.H;
    document.body.append(canvas);
    const ctx = canvas.getContext('2d');
    const paint = (i) => {
      ctx.drawImage(background, 0, 0);
      for (const sprite of sprites) {
        const [x, y] = sprite.path[i];
        ctx.drawImage(sprite.img, x + sprite.box[0], y + sprite.box[1]);
      }
    };
    paint(0);
    const type = ['video/webm;codecs=vp9', 'video/webm;codecs=vp8'].find((t) => MediaRecorder.isTypeSupported(t));
    const stream = canvas.captureStream(0);
    const track = stream.getVideoTracks()[0];
    const recorder = new MediaRecorder(stream, { mimeType: type, videoBitsPerSecond: s.kbps * 1000 });
    const chunks = [];
    recorder.ondataavailable = (e) => e.data.size && chunks.push(e.data);
    const done = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    // Paint each frame on its own wall-clock slot and push it to the stream explicitly.
    const start = performance.now();
    for (let i = 0; i < s.frames; i++) {
      const due = start + (i * 1000) / s.FPS;
      await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
      paint(i);
      track.requestFrame();
    }
    await new Promise((r) => setTimeout(r, 1000 / s.FPS));
    recorder.stop();
    await done;
    const bytes = new Uint8Array(await new Blob(chunks, { type }).arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(binary);
  }, scene);
  mkdirSync('web/public/video', { recursive: true });
  writeFileSync(OUT, Buffer.from(base64, 'base64'));
} finally {
  await browser.close();
}
const size = statSync(OUT).size;
console.log(`${OUT}: ${W}x${H}, ${SECONDS} s at ${FPS} fps, ${(size / 1024).toFixed(0)} KB`);
if (size > MAX_BYTES) {
  console.error(`The hero video must stay under 1 MB; try --kbps=${Math.floor(((KBPS * MAX_BYTES) / size) * 0.9)}`);
  process.exit(1);
}
