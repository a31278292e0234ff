import type { APIResponse, Page } from '@playwright/test';
import { ADMIN_HEADERS, expect, isPhone, ONE_SIZE, test, signInToConsole } from './helpers/fixtures';

// A photo picked in the console is sized in the browser (480/960/1600 px, WebP and JPEG), uploaded, and shown
// on the package page as <picture> with srcset, and named by its share page's og:image. Each project edits a
// package no other browser test looks at, so the two sizes never race for one document.

test.use({ expectedConsoleErrors: ['401 (Unauthorized)'] });

/** Puts the edited package back as it was, so other tests (share-pages.spec.ts's cards) see the seed. */
let restore: (() => Promise<APIResponse>) | undefined;
test.afterEach(async () => {
  const put = await restore?.();
  restore = undefined;
  if (put) expect(put.status()).toBe(200);
});

/**
 * A 2400×1500 landscape-like JPEG with grain, as a phone camera's photo (large enough for every size); `grain` is
 * the noise's height, 18 for a camera's, far more for the most detailed picture an operator could pick.
 */
async function cameraPhoto(page: Page, grainHeight = 18): Promise<Buffer> {
  const data = await page.evaluate((height) => {
    const canvas = document.createElement('canvas');
    canvas.width = 2400;
    canvas.height = 1500;
    const c = canvas.getContext('2d')!;
    const sky = c.createLinearGradient(0, 0, 0, 900);
    sky.addColorStop(0, '#5d8fc4');
    sky.addColorStop(1, '#f3d7a8');
    c.fillStyle = sky;
    c.fillRect(0, 0, 2400, 1500);
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    for (const [top, colour] of [
      [520, '#6b7a8f'],
      [700, '#3f5d4a'],
      [900, '#2e4a36'],
    ] as const) {
      c.fillStyle = colour;
      c.beginPath();
      c.moveTo(0, 1500);
      for (let x = 0; x <= 2400; x += 60) c.lineTo(x, top + Math.sin(x / 230) * 90 + random() * 40);
      c.lineTo(2400, 1500);
      c.fill();
    }
    const pixels = c.getImageData(0, 0, 2400, 1500);
    for (let i = 0; i < pixels.data.length; i += 4) {
      const grain = (random() - 0.5) * height;
      for (let k = 0; k < 3; k++) pixels.data[i + k] = pixels.data[i + k]! + grain;
    }
    c.putImageData(pixels, 0, 0);
    return canvas.toDataURL('image/jpeg', 0.92).split(',')[1]!;
  }, grainHeight);
  return Buffer.from(data, 'base64');
}

test('a photo uploaded in the console shows on the package page in three sizes and in its link preview', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.slow();
  const [collection, word, id] = isPhone(page)
    ? ['trekking', 'trek', 'brahmatal-trek']
    : ['trekking', 'trek', 'roopkund-trek'];
  type Stored = { id: string; version: number } & Record<string, unknown>;
  const stored = async () =>
    (
      (await (await request.get(`/api/admin/catalog/${collection}`, { headers: ADMIN_HEADERS })).json()) as {
        data: Stored[];
      }
    ).data.find((document) => document.id === id)!;
  const { version: _version, ...original } = await stored();
  restore = async () =>
    request.put(`/api/admin/catalog/${collection}/${id}`, {
      headers: { ...ADMIN_HEADERS, 'If-Match': String((await stored()).version) },
      data: original,
    });
  await signInToConsole(page);

  await page.goto(`/#/admin/catalog/${collection}/${id}`);
  const main = page.getByRole('textbox', { name: 'Main image' });
  await expect(main).toHaveValue(/^\/(images|api\/media)\//); // the seed's art, or a photo from a run before
  const before = await main.inputValue();
  await page
    .getByLabel('Upload image')
    .first()
    .setInputFiles({ name: 'camera.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto(page) });
  await expect(main).not.toHaveValue(before, { timeout: 20_000 });
  await expect(main).toHaveValue(/^\/api\/media\/catalog\/[0-9a-f-]{36}-960\.jpg$/);
  const uploaded = await main.inputValue();
  const base = uploaded.replace(/-960\.jpg$/, '');
  await page.getByRole('button', { name: /^Save/ }).first().click();
  await expect(page.getByText(/Saved/).first()).toBeVisible();

  // Every size was made and served, none wider than asked (never upscaled, never the original's 2400 px).
  for (const width of [480, 960, 1600]) {
    for (const [ext, type] of [
      ['webp', 'image/webp'],
      ['jpg', 'image/jpeg'],
    ]) {
      const res = await request.get(`${base}-${width}.${ext}`);
      expect(res.status(), `${width}.${ext}`).toBe(200);
      expect(res.headers()['content-type']).toBe(type);
      expect((await res.body()).length, `${width}.${ext}`).toBeLessThan(width === 1600 ? 400_000 : 200_000);
    }
  }

  // A visitor: a fresh phone or desktop browser, no service worker (its precache is not the page's load).
  const visitor = await browser.newContext({
    viewport: page.viewportSize()!,
    deviceScaleFactor: isPhone(page) ? 3 : 1, // many phones are 3×
    serviceWorkers: 'block',
  });
  const tab = await visitor.newPage();
  const transferred: number[] = [];
  tab.on('requestfinished', (finished) => {
    void finished.sizes().then((sizes) => transferred.push(sizes.responseBodySize + sizes.responseHeadersSize));
  });
  await tab.goto(`/#/${word}/${id}`);
  const picture = tab.locator('.image-slider picture').first();
  await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute(
    'srcset',
    `${base}-480.webp 480w, ${base}-960.webp 960w, ${base}-1600.webp 1600w`,
  );
  const img = picture.locator('img');
  await expect(img).toHaveAttribute('srcset', `${base}-480.jpg 480w, ${base}-960.jpg 960w, ${base}-1600.jpg 1600w`);
  await expect(img).toHaveAttribute('sizes', '(min-width: 960px) 788px, (max-width: 640px) 320px, 100vw');
  await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(/\.webp$/);
  await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  // A phone loads the 960 WebP (never the 1600, whatever its density); a desktop the 960 for its 788 px slider.
  expect(await img.evaluate((element: HTMLImageElement) => element.currentSrc)).toContain('-960.webp');
  await tab.waitForLoadState('networkidle');
  await tab.waitForTimeout(3_000); // the slider's Swiper comes after two quiet seconds, still before any touch
  await tab.waitForLoadState('networkidle');
  const total = transferred.reduce((sum, bytes) => sum + bytes, 0);
  testInfo.annotations.push({ type: 'transferred', description: `${Math.round(total / 1024)} KB` });
  if (process.env.E2E_SHOTS) console.log(`transferred before the first touch: ${Math.round(total / 1024)} KB`);
  if (isPhone(tab)) expect(total).toBeLessThanOrEqual(350 * 1024);
  if (process.env.E2E_SHOTS)
    await tab.screenshot({ path: `${process.env.E2E_SHOTS}/photo-${testInfo.project.name}.png` });
  // The package's card on /tours shows the same photo, sized for a card.
  await tab.goto('/#/tours?filter=trekking');
  const card = tab.locator(`a[href$="/${word}/${id}"] picture`);
  await expect(card.locator('source[type="image/webp"]')).toHaveAttribute(
    'srcset',
    new RegExp(`^${base}-480\\.webp 480w`),
  );
  await expect(card.locator('img')).toHaveAttribute(
    'sizes',
    '(min-width: 768px) 300px, (max-width: 640px) 320px, 80vw',
  );
  await visitor.close();

  // The share page's link preview is the photo's 960 px JPEG.
  const share = await (await request.get(`/${word}/${id}`)).text();
  expect(share).toMatch(new RegExp(`<meta property="og:image" content="https?://[^/"]+${base}-960\\.jpg">`));
  expect(share).toContain('<meta property="og:image:type" content="image/jpeg">');
  expect((await (await request.get(`${base}-960.jpg`)).body()).length).toBeLessThan(300 * 1024); // WhatsApp's limit
});

test(
  'a very detailed photo is written lighter, so a phone page that shows it stays within 350 KB',
  ONE_SIZE,
  async ({ page, request }) => {
    test.slow();
    await signInToConsole(page);
    // Only picked, never saved: the sized files are uploaded when the photo is picked, and nothing else changes.
    await page.goto('/#/admin/catalog/trekking/kedarkantha-winter-trek');
    const main = page.getByRole('textbox', { name: 'Main image' });
    await expect(main).toHaveValue(/^\/(images|api\/media)\//);
    const before = await main.inputValue();
    await page
      .getByLabel('Upload image')
      .first()
      .setInputFiles({ name: 'gravel.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto(page, 120) });
    await expect(main).not.toHaveValue(before, { timeout: 30_000 });
    const base = (await main.inputValue()).replace(/-960\.jpg$/, '');
    // At the usual quality this picture's 960 px WebP weighs about 130 KB; the phone's page has room for 80.
    const weight = async (file: string) => (await (await request.get(`${base}-${file}`)).body()).length;
    expect(await weight('960.webp')).toBeLessThanOrEqual(80_000);
    expect(await weight('480.webp')).toBeLessThanOrEqual(40_000);
  },
);
