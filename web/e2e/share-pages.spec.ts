import { SERVICES } from '../../shared/services';
import { packageShareMessage, whatsappUrl } from '../../shared/whatsapp';
import { expect, ONE_SIZE, test } from './helpers/fixtures';

/** Width and height from a PNG's IHDR chunk, or a JPEG's first SOF marker. */
function imageSize(bytes: Buffer): { type: string; width: number; height: number } {
  if (bytes.subarray(1, 4).toString('latin1') === 'PNG')
    return { type: 'png', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  for (let at = 2; at < bytes.length;) {
    const marker = bytes[at + 1]!;
    if (marker >= 0xc0 && marker <= 0xc3)
      return { type: 'jpeg', height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  throw new Error('not a PNG or JPEG');
}

test.describe('real-path pages', () => {
  test('opening /tour/{id} lands on the app’s detail screen, and back and forward work', ONE_SIZE, async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Tour Packages' })).toBeVisible();
    await page.goto('/tour/kerala-backwaters-munnar');
    await expect(page).toHaveURL(/\/#\/tour\/kerala-backwaters-munnar$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kerala Backwaters & Munnar' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Itinerary' })).toBeVisible();
    await expect(page.locator('#real-page')).toHaveCount(0);
    // The head the worker wrote stays for the app's life.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/tour\/kerala-backwaters-munnar$/);

    await page.getByRole('tab', { name: 'Itinerary' }).click();
    await page.goto('/#/tours');
    await expect(page.getByRole('heading', { level: 1, name: 'Explore Our Packages' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/#\/tour\/kerala-backwaters-munnar$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kerala Backwaters & Munnar' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('region', { name: 'Tour Packages' })).toBeVisible();
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name: 'Kerala Backwaters & Munnar' })).toBeVisible();
  });

  test('a service page lands on its app screen', ONE_SIZE, async ({ page }) => {
    await page.goto('/services/visa');
    await expect(page).toHaveURL(/\/#\/services\/visa$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Visa and Passport Services' })).toBeVisible();
  });

  test.describe('an unknown package', ONE_SIZE, () => {
    // The page and the app's catalog call both answer 404, which the browser logs.
    test.use({ expectedConsoleErrors: ['status of 404'] });
    test('answers 404 and lands on the app’s not-found screen', async ({ page }) => {
      const missing = await page.goto('/trek/no-such-trek');
      expect(missing!.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Trekking package not found' })).toBeVisible();
    });
  });

  test('crawlers without JavaScript read the package itself', ONE_SIZE, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/devotion/tirupati-balaji-darshan');
    await expect(page.getByRole('heading', { level: 1, name: 'Tirupati Balaji Special Darshan' })).toBeVisible();
    await expect(page.getByText('₹6,999 per person')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Itinerary' })).toBeVisible();
    await context.close();
  });

  test(
    'every sitemap URL answers 200 HTML with itself as canonical, and every preview image is a 1200×630 card under 300 KB',
    ONE_SIZE,
    async ({ request }) => {
      test.slow(); // the sitemap lists every page three times: English, Tamil and Hindi
      const sitemap = await request.get('/sitemap.xml');
      expect(sitemap.status()).toBe(200);
      const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
      expect(locs.length).toBeGreaterThan(50);
      const images = new Set<string>();
      let ownCards = 0;
      for (const loc of locs) {
        const res = await request.get(loc);
        expect(res.status(), loc).toBe(200);
        expect(res.headers()['content-type']).toBe('text/html; charset=utf-8');
        const html = await res.text();
        expect(/<link rel="canonical" href="([^"]+)">/.exec(html)?.[1], loc).toBe(loc);
        const image = /<meta property="og:image" content="([^"]+)">/.exec(html)![1]!;
        images.add(image);
        // A page's own card is named by its id (/og/tour/{id}-{key}.png, /og/services/{slug}.png).
        const id = new URL(loc).pathname.split('/').pop()!;
        if (id && new URL(image).pathname.includes(`/${id}`)) ownCards++;
      }
      // Each package and service page has its own card, the same in its three languages. Other browser tests edit
      // a package's price or upload its photo while this one runs (admin.spec, photos.spec): that package's
      // preview is then the price-less default card or the photo, never the old card. At most two at a time.
      const pagesWithCards = locs.length / 3 - 8;
      expect(ownCards / 3).toBeGreaterThanOrEqual(pagesWithCards - 2);
      expect(images.size).toBeLessThanOrEqual(pagesWithCards + 3);
      for (const image of images) {
        const res = await request.get(image);
        expect(res.status(), image).toBe(200);
        expect(res.headers()['content-type']).toMatch(/^image\/(png|jpeg)$/);
        const bytes = await res.body();
        expect(bytes.length, image).toBeLessThan(300 * 1024);
        // The drawn cards are 1200×630; an uploaded photo is its 960 px JPEG.
        if (image.endsWith('.png')) expect(imageSize(bytes), image).toMatchObject({ width: 1200, height: 630 });
        else expect(image, image).toMatch(/\/api\/media\/catalog\/[^/]+-960\.jpg$/);
      }
      expect(SERVICES.length).toBe(10);
    },
  );
});

test.describe('Share this package', () => {
  test('uses the phone’s share sheet with the real-path address', ONE_SIZE, async ({ page, baseURL }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      (window as unknown as { shared: ShareData[] }).shared = shared;
      navigator.share = async (data?: ShareData) => void shared.push(data ?? {});
    });
    await page.goto('/#/trek/triund-trek');
    await page.getByRole('button', { name: 'Share this package' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
      .toEqual([
        {
          title: 'Triund Weekend Trek',
          text: 'Triund Weekend Trek (₹3,999 per person)',
          url: `${baseURL}/trek/triund-trek`,
        },
      ]);
  });

  test('without a share sheet offers WhatsApp and copying the link', async ({ page, baseURL }) => {
    await page.addInitScript(() => {
      delete (Navigator.prototype as Partial<Navigator>).share;
      const copied: string[] = [];
      (window as unknown as { copied: string[] }).copied = copied;
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: async (text: string) => void copied.push(text) },
      });
    });
    await page.goto('/#/tour/goa-beach-holiday');
    await page.getByRole('button', { name: 'Share this package' }).click();
    const url = `${baseURL}/tour/goa-beach-holiday`;
    await expect(
      page.getByRole('group', { name: 'Share this package' }).getByRole('link', { name: 'WhatsApp' }),
    ).toHaveAttribute('href', whatsappUrl('', packageShareMessage('Goa Beach Holiday', '₹15,999 per person', url)));
    await expect(page.getByRole('textbox', { name: 'Link to this package' })).toHaveValue(url);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied.' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { copied: string[] }).copied)).toEqual([url]);
  });
});
