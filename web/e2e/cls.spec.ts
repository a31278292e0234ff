import type { Page } from '@playwright/test';
import { expect, test } from './helpers/fixtures';

// No screen moves under the visitor's eyes while it loads (issue 13): the cumulative layout shift, as the
// browser itself measures it (PerformanceObserver, 'layout-shift' entries without recent input), stays at or
// below 0.01 on every route of the spec, at phone and desktop size.

const MAX_CLS = 0.01;

const ROUTES = [
  '/',
  '/#/tours',
  '/#/tours?filter=international',
  '/#/tour/kerala-backwaters-munnar',
  '/#/devotion/tirupati-balaji-darshan',
  '/#/trek/kedarkantha-winter-trek',
  '/#/detail/trekking/kedarkantha-winter-trek',
  '/#/holidays',
  '/#/car-rental',
  '/#/tickets',
  '/#/train-booking',
  '/#/bus-booking',
  '/#/flight-booking',
  '/#/hotel-booking',
  '/#/train-results?type=train&from=TPTY&to=BCT&passengers=1',
  '/#/tirupati-tickets',
  '/#/visa-form',
  '/#/passport-form',
  '/#/visa-success',
  '/#/forex',
  '/#/contact',
  '/#/about',
  '/#/search?query=kerala',
  '/#/faq',
  '/#/services',
  '/#/services/flight',
  '/#/enquiry',
  '/#/no-such-page',
];

type Measured = Window & { __cls: { value: number; sources: string[] } };

function measureLayoutShift() {
  const state = { value: 0, sources: [] as string[] };
  (window as unknown as Measured).__cls = state;
  type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Shift[]) {
      if (entry.hadRecentInput) continue;
      state.value += entry.value;
      const nodes = (entry.sources ?? []).map(({ node }) =>
        node instanceof Element
          ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}`
          : String(node?.nodeName),
      );
      state.sources.push(`${entry.value.toFixed(4)} ${nodes.join(', ')}`);
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#main h1').first()).toBeVisible();
  // Lazy sections and late answers (the home rows, the rates) get a moment to land.
  await page.waitForTimeout(1500);
  await page.waitForLoadState('networkidle');
}

for (const route of ROUTES) {
  test(`${route} does not shift while it loads`, async ({ page }) => {
    await page.addInitScript(measureLayoutShift);
    await page.goto(route);
    await settle(page);
    const cls = await page.evaluate(() => (window as unknown as Measured).__cls);
    expect(cls.value, `layout shifts: ${cls.sources.join(' | ')}`).toBeLessThanOrEqual(MAX_CLS);
  });
}

test.describe('a catalog answer that fails', () => {
  test.use({ expectedConsoleErrors: ['Failed to load resource'] });

  test('keeps the skeleton in place with a retry, which then loads the list without a shift', async ({ page }) => {
    let failing = true;
    await page.route('**/api/catalog/**', (route) =>
      failing
        ? route.fulfill({
            status: 503,
            json: { error: { code: 'unavailable', message: 'The catalog is unavailable' } },
          })
        : route.fallback(),
    );
    await page.addInitScript(measureLayoutShift);
    await page.goto('/#/tours?filter=international');
    const failed = page.getByRole('alert');
    await expect(failed).toContainText('Could not load these packages.');
    await expect(page.locator('.package-grid .package-card--skeleton')).toHaveCount(6);
    await expect(page.getByRole('heading', { name: 'International Tours' })).toBeVisible();

    failing = false;
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'International Tours (6)' })).toBeVisible();
    await expect(page.locator('.package-grid .package-card')).toHaveCount(6);
    const cls = await page.evaluate(() => (window as unknown as Measured).__cls);
    expect(cls.value, `layout shifts: ${cls.sources.join(' | ')}`).toBeLessThanOrEqual(MAX_CLS);
  });
});
