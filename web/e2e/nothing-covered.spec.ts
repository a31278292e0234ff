import type { Page } from '@playwright/test';
import { expect, isPhone, test } from './helpers/fixtures';

// Issue 28, item 6: the chat button and the fixed bars never sit over what a visitor reads or taps. On each page,
// at its top and scrolled to its bottom, the element at the centre of every price, tile, link, button, form
// field and footer link in view is that element (or a part of it), never the chat button or a bar; and at the
// bottom the page's last line (the footer's) clears the bars.

const PAGES: [name: string, path: string, ready: string][] = [
  ['home', '/', '.service-grid'],
  ['tours', '/#/tours', '.package-card'],
  ['a package', '/#/tour/kerala-backwaters-munnar', '.package-detail'],
  ['tickets', '/#/tickets', 'main form, main a'],
  ['train results', '/#/train-results?type=train&from=NDLS&to=BCT&date=2030-01-16&passengers=2', '.train-card'],
  ['car rental', '/#/car-rental', 'main img'],
];

/** What lies under another element at its centre, among the ones in view below the fixed header. */
function coveredElements(page: Page) {
  return page.evaluate(() => {
    const FIXED = '.site-header, .bottom-nav, .action-bar, .visbot-launcher, .visbot-panel, dialog';
    const TARGETS =
      'a[href], button, input, select, textarea, [class*="price"], [class*="tile"], .site-footer a, .site-footer p';
    // The band the visitor sees between the fixed header and the fixed bar along the bottom (the phone's
    // navigation, the desktop's quick bookings); what has scrolled beneath those bars is not on screen.
    const headerBottom = document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0;
    const barTops = [...document.querySelectorAll('.bottom-nav, .action-bar')]
      .map((bar) => bar.getBoundingClientRect())
      .filter((box) => box.height > 0)
      .map((box) => box.top);
    const bandBottom = Math.min(innerHeight, ...barTops);
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    const covered: string[] = [];
    for (const element of document.querySelectorAll(TARGETS)) {
      if (element.closest(FIXED)) continue;
      const box = element.getBoundingClientRect();
      if (!box.width || !box.height) continue;
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      // In view: in the band, not a carousel slide off to the side.
      if (y <= headerBottom || y >= bandBottom || x <= 0 || x >= innerWidth) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || element.closest('[inert], [aria-hidden="true"]')) continue;
      const hit = document.elementFromPoint(x, y);
      if (hit && !element.contains(hit)) covered.push(`${describe(element)} under ${describe(hit)}`);
    }
    return covered;
  });
}

for (const [name, path, ready] of PAGES) {
  test(`${name}: nothing a visitor reads or taps is under the chat button or a fixed bar`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator(ready).first()).toBeVisible();
    // The parts that load after the first paint (footer, chat button, rows below the fold) are in.
    await expect(page.getByRole('button', { name: 'Chat with Visbot' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await coveredElements(page), 'at the top of the page').toEqual([]);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.locator('.site-footer')).toBeInViewport();
    await page.waitForLoadState('networkidle');
    expect(await coveredElements(page), 'scrolled to the bottom').toEqual([]);
    const footerEnd = await page.locator('.site-footer').evaluate((footer) => footer.getBoundingClientRect().bottom);
    const bar = page.locator(isPhone(page) ? '.bottom-nav' : '.action-bar');
    expect(footerEnd).toBeLessThanOrEqual((await bar.boundingBox())!.y + 1);
  });
}
