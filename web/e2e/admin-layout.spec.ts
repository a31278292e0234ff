import type { Page } from '@playwright/test';
import { ADMIN_TOKEN, expect, ONE_SIZE, test, signInToConsole } from './helpers/fixtures';

// The console on phones: every screen fits the width (no sideways scrolling) and the bottom navigation is
// wholly on screen, at 360, 390 and 412 px wide. On a tablet and a laptop the top bar shows every section and
// the signed-in name, the site link and Sign out whole.

test.use({ expectedConsoleErrors: ['401 (Unauthorized)'] });

/** The page's own width beyond the viewport (0 when nothing sticks out) and the bottom bar's box. */
async function measure(page: Page) {
  return page.evaluate(() => {
    const nav = document.querySelector('.admin-nav')?.getBoundingClientRect();
    return {
      overflow: document.documentElement.scrollWidth - window.innerWidth,
      nav: nav ? { top: nav.top, bottom: nav.bottom, left: nav.left, right: nav.right } : null,
    };
  });
}

async function expectFits(page: Page, screen: string, withNav = true) {
  const { width, height } = page.viewportSize()!;
  const { overflow, nav } = await measure(page);
  expect(overflow, `${screen} at ${width} px sticks out by ${overflow} px`).toBe(0);
  if (!withNav) return;
  expect(nav, `${screen}: bottom navigation`).not.toBeNull();
  expect(nav!.left, screen).toBeGreaterThanOrEqual(0);
  expect(nav!.right, screen).toBeLessThanOrEqual(width);
  expect(nav!.top, screen).toBeGreaterThanOrEqual(0);
  expect(nav!.bottom, screen).toBeLessThanOrEqual(height);
}

test('every console screen fits a 360, 390 and 412 px phone with its bottom navigation on screen', async ({ page }) => {
  test.slow();
  const lead = await page.request.post('/api/leads', {
    data: {
      kind: 'bus',
      from: 'Chennai Koyambedu Omni Bus Terminus',
      to: 'Thiruvananthapuram Thampanoor',
      date: '2026-12-20',
      passengers: 4,
      name: 'தமிழ்ச்செல்வி இராமகிருஷ்ணன் Venkatasubramanian',
      mobile: '9840012345',
    },
  });
  expect(lead.status()).toBe(201);
  const { id } = (await lead.json()) as { id: string };

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/#/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expectFits(page, 'sign-in', false);
  await page.getByLabel('Admin token').fill(ADMIN_TOKEN);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();

  const screens: [string, string, string][] = [
    ['inbox', '/#/admin', 'Inbox'],
    ['lead', `/#/admin/leads/${id}`, 'தமிழ்ச்செல்வி'],
    ['catalog', '/#/admin/catalog', 'Catalog'],
    ['package editor', '/#/admin/catalog/tours/kerala-backwaters-munnar', 'Kerala'],
    ['new package', '/#/admin/catalog/tours/new', 'New'],
    ['figures', '/#/admin/figures', 'Figures'],
    ['bookings', '/#/admin/bookings', 'Bookings'],
    ['audit', '/#/admin/audit', 'Audit'],
    ['reply templates', '/#/admin/templates', 'Reply templates'],
  ];
  for (const width of [360, 390, 412]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 844 });
    for (const [screen, path, heading] of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(heading);
      await expectFits(page, screen);
    }
  }
});

test(
  'the top bar on a tablet and a laptop shows every section and the end of the bar whole',
  ONE_SIZE,
  async ({ page }) => {
    await signInToConsole(page);
    for (const [width, height] of [
      [800, 700],
      [1024, 700],
      [1366, 768],
    ] as const) {
      await page.setViewportSize({ width, height });
      const bar = await page.evaluate(() => {
        const whole = (element: Element | null) =>
          element !== null && element.scrollWidth <= element.clientWidth && element.getClientRects().length === 1;
        const links = [...document.querySelectorAll('.admin-nav a')].map((link) => link.getBoundingClientRect());
        return {
          who: whole(document.querySelector('.admin-bar__who')),
          // One line each: a wrapped label is twice as tall as the bar's 44 px targets allow.
          site: (document.querySelector('.admin-bar__site')?.getBoundingClientRect().height ?? 99) <= 44,
          signOut: (document.querySelector('.admin-bar__sign-out')?.getBoundingClientRect().height ?? 99) <= 44,
          sections: links.length,
          inSight: links.filter((box) => box.left >= 0 && box.right <= window.innerWidth).length,
          overflow: document.documentElement.scrollWidth - window.innerWidth,
        };
      });
      expect(bar, `${width} px`).toEqual({
        who: true,
        site: true,
        signOut: true,
        sections: 7,
        inSight: 7,
        overflow: 0,
      });
    }
  },
);
