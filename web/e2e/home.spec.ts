import type { Locator, Page } from '@playwright/test';
import { SERVICES } from '../../shared/services';
import { expect, isPhone, ONE_SIZE, test } from './helpers/fixtures';

const showcase = (page: Page) => page.getByRole('region', { name: 'Everything for your journey' });

/** Scrolls to the showcase and waits for its carousel, which loads when it reaches the screen. */
async function reachShowcase(page: Page) {
  await showcase(page).scrollIntoViewIfNeeded();
  await expect(showcase(page).getByRole('button', { name: 'Next service' })).toBeVisible();
}

/** The showcase cards a visitor can see and reach, left to right, with their on-screen widths. */
async function visibleCards(page: Page) {
  // Read in one round trip: a card at a time (two calls each, ten cards, up to 30 clock steps) outlasted the
  // test's time on a loaded CI machine.
  const cards = await showcase(page)
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => {
        const box = link.getBoundingClientRect();
        return { title: (link as HTMLElement).innerText.trim(), x: box.x, width: box.width };
      }),
    );
  return cards.sort((a, b) => a.x - b.x);
}

/** Titles once the 0.5 s slide has settled. */
async function settledTitles(page: Page) {
  await page.waitForTimeout(650);
  return (await visibleCards(page)).map((card) => card.title);
}

const titles = (first: number, count: number) =>
  Array.from({ length: count }, (_, i) => SERVICES[(first + i) % SERVICES.length]!.title);

test.describe('hero and service grid', () => {
  test('the banner shows the headline and its calls to action over the poster', async ({ page }) => {
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Journeys across India and abroad, planned with care' });
    await expect(hero.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(hero.locator('img.hero__poster')).toBeVisible();
    await hero.getByRole('link', { name: 'Explore tour packages' }).click();
    await expect(page).toHaveURL(/#\/tours$/);
  });

  test('the video plays only on wide screens, and the poster stays on phones', async ({ page }) => {
    await page.goto('/');
    const video = page.locator('video.hero__video');
    if (isPhone(page)) {
      await page.waitForTimeout(2500);
      await expect(video).toHaveCount(0);
      await expect(page.locator('img.hero__poster')).toBeVisible();
    } else {
      await expect(video).toHaveClass(/hero__video--playing/, { timeout: 10_000 });
      const state = await video.evaluate((v: HTMLVideoElement) => ({
        muted: v.muted,
        loop: v.loop,
        paused: v.paused,
        time: v.currentTime,
      }));
      expect(state).toMatchObject({ muted: true, loop: true, paused: false });
    }
  });

  test('a blocked autoplay leaves the poster', async ({ page }) => {
    test.skip(isPhone(page), 'phones never load the video');
    await page.addInitScript(() => {
      HTMLMediaElement.prototype.play = () => Promise.reject(new DOMException('blocked', 'NotAllowedError'));
    });
    await page.goto('/');
    await page.waitForTimeout(3000);
    await expect(page.locator('video.hero__video')).toHaveCount(0);
    await expect(page.locator('img.hero__poster')).toBeVisible();
  });

  test('reduced motion keeps the poster on wide screens too', async ({ page }) => {
    test.skip(isPhone(page), 'phones never load the video');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await page.waitForTimeout(2500);
    await expect(page.locator('video.hero__video')).toHaveCount(0);
  });

  const tiles: [string, string][] = [
    ['Flights', '/flight-booking'],
    ['Hotels', '/hotel-booking'],
    ['Visa', '/visa-form'],
    ['Car Rental', '/car-rental'],
    ['Holidays', '/holidays'],
    ['Forex', '/forex'],
    ['Passport', '/passport-form'],
    ['Trains', '/train-booking'],
  ];

  test('the eight tiles go to their forms', ONE_SIZE, async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/');
    const grid = page.getByRole('navigation', { name: 'Book a service' });
    await expect(grid.getByRole('link')).toHaveText(tiles.map(([name]) => name));
    for (const [name, path] of tiles) {
      await page.goto('/');
      await grid.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#${path}$`));
      await expect(page.locator('h1').first()).toBeVisible();
    }
  });
});

test.describe('offers carousel', () => {
  test('loads swiper near the screen, shows four offers and autoplays', async ({ page }) => {
    await page.goto('/');
    const offers = page.getByRole('region', { name: 'Offers this season' });
    await offers.scrollIntoViewIfNeeded();
    const bullets = offers.getByRole('button', { name: /Go to offer/ });
    await expect(bullets).toHaveCount(4);
    // Each dot is a 24 px target for a thumb (WCAG 2.5.8), however small it is drawn.
    for (const box of await bullets.evaluateAll((dots) => dots.map((dot) => dot.getBoundingClientRect())))
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
    const active = offers.locator('.swiper-pagination-bullet-active');
    await expect(active).toHaveAttribute('aria-label', 'Go to offer 1');
    // 2.5 s delay plus 0.7 s slide.
    await expect(active).toHaveAttribute('aria-label', 'Go to offer 2', { timeout: 5000 });
    await bullets.nth(3).click();
    await expect(offers.locator('.swiper-slide-active')).toContainText('Flights at fares we compare');
  });

  test('pauses while the pointer is over it', async ({ page }) => {
    test.skip(isPhone(page), 'hover is a pointer behaviour');
    await page.goto('/');
    const offers = page.getByRole('region', { name: 'Offers this season' });
    await offers.scrollIntoViewIfNeeded();
    await expect(offers.getByRole('button', { name: /Go to offer/ })).toHaveCount(4);
    await offers.locator('.swiper').hover();
    const before = await offers.locator('.swiper-slide-active').innerText();
    await page.waitForTimeout(3800);
    expect(await offers.locator('.swiper-slide-active').innerText()).toBe(before);
  });
});

test.describe('service showcase', () => {
  test('shows 5 cards on wide screens and 3 on phones, the middle one enlarged', async ({ page }) => {
    await page.goto('/');
    await reachShowcase(page);
    await showcase(page).hover(); // hold it still while measuring
    const count = isPhone(page) ? 3 : 5;
    const cards = await visibleCards(page);
    expect(cards.map((card) => card.title)).toEqual(titles(0, count));
    const middle = Math.floor(count / 2);
    for (const [i, card] of cards.entries()) {
      if (i !== middle)
        expect(cards[middle]!.width, `${card.title} is smaller than the middle card`).toBeGreaterThan(card.width * 1.1);
    }
    await expect(showcase(page).locator('.showcase__card--middle')).toContainText(titles(middle, 1)[0]!);
  });

  test('follows window resizes across 768 px', async ({ page }) => {
    await page.goto('/');
    await reachShowcase(page);
    await page.setViewportSize({ width: 1024, height: 768 });
    await expect(showcase(page).getByRole('link')).toHaveCount(5);
    await page.setViewportSize({ width: 700, height: 800 });
    await expect(showcase(page).getByRole('link')).toHaveCount(3);
    await page.setViewportSize({ width: 768, height: 800 });
    await expect(showcase(page).getByRole('link')).toHaveCount(5);
  });

  test('next and previous step one card and wrap at both ends', async ({ page }) => {
    await page.goto('/');
    const count = isPhone(page) ? 3 : 5;
    const region = showcase(page);
    await reachShowcase(page);
    await region.getByRole('button', { name: 'Previous service' }).click();
    expect(await settledTitles(page)).toEqual(titles(9, count)); // wrapped back to the tenth card
    await region.getByRole('button', { name: 'Next service' }).click();
    expect(await settledTitles(page)).toEqual(titles(0, count));
    await region.getByRole('button', { name: 'Next service' }).click();
    expect(await settledTitles(page)).toEqual(titles(1, count));
    for (let i = 0; i < 9; i++) await region.getByRole('button', { name: 'Next service' }).click();
    expect(await settledTitles(page)).toEqual(titles(0, count)); // wrapped forward past the tenth card
  });

  test('advances by itself every 3 seconds', async ({ page }) => {
    // The page's clock is stopped and moved by hand, so a busy test machine cannot stretch the period.
    await page.clock.install();
    await page.goto('/');
    const count = isPhone(page) ? 3 : 5;
    await reachShowcase(page);
    await page.mouse.move(1, 1);
    // A little ahead of the page's time: on a busy machine more than 100 ms can pass before the pause lands.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const firstTitle = async () => (await visibleCards(page))[0]?.title;
    // Step 100 ms at a time up to one automatic step, which pins its phase to within 100 ms.
    const before = await firstTitle();
    for (let waited = 0; waited <= 3100 && (await firstTitle()) === before; waited += 100) await page.clock.runFor(100);
    const from = SERVICES.findIndex((service) => service.title === before) + 1;
    expect(await settledTitles(page)).toEqual(titles(from, count));
    await page.clock.runFor(2890);
    expect(await settledTitles(page)).toEqual(titles(from, count));
    await page.clock.runFor(220);
    expect(await settledTitles(page)).toEqual(titles(from + 1, count));
    await showcase(page).hover();
    await page.clock.runFor(9000);
    expect(await settledTitles(page)).toEqual(titles(from + 1, count)); // paused while the pointer is over it
  });

  test('a card goes to its service page', ONE_SIZE, async ({ page }) => {
    await page.goto('/');
    await reachShowcase(page);
    await showcase(page).hover();
    await showcase(page).getByRole('link', { name: SERVICES[1]!.title }).click();
    await expect(page).toHaveURL(/#\/services\/flight$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Flight Ticket Booking' })).toBeVisible();
  });
});

test.describe('welcome popup', ONE_SIZE, () => {
  test.use({ showWelcomePopup: true });

  const popup = (page: Page) => page.getByRole('dialog', { name: 'Welcome' });
  // It waits 3 s after the page has loaded, so the first screen is seen first.
  const appears = (page: Page) => expect(popup(page)).toBeVisible({ timeout: 15_000 });
  const closedStaysClosed = async (page: Page, dialog: Locator) => {
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForTimeout(5000);
    await expect(dialog).toBeHidden();
  };

  test('shows once per session and closes on Escape', async ({ page }) => {
    await page.goto('/');
    await appears(page);
    await expect(popup(page).getByRole('img', { name: /Tirupati Darshan/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await closedStaysClosed(page, popup(page));
  });

  test('opens without taking focus, and the close button closes it with focus back where it was', async ({ page }) => {
    await page.goto('/');
    const searchBar = page.getByRole('button', { name: 'Search for car rentals or tickets' });
    await searchBar.focus();
    await appears(page);
    await expect(searchBar).toBeFocused();
    await popup(page).getByRole('button', { name: 'Close' }).click();
    await expect(popup(page)).toBeHidden();
    await expect(searchBar).toBeFocused();
  });

  test('waits while the search overlay is open and the visitor types, and loses none of their keys', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Search for car rentals or tickets' }).click();
    const input = page.getByRole('searchbox');
    await expect(input).toBeFocused();
    // Typing slowly through the moment the popup would have opened (3 s after the load).
    await input.pressSequentially('kerala backwaters', { delay: 300 });
    await page.waitForTimeout(3000);
    await expect(popup(page)).toHaveCount(0);
    await expect(input).toHaveValue('kerala backwaters');
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await appears(page);
  });

  test('waits while the menu is open', async ({ page }) => {
    test.skip(!isPhone(page), 'the menu button is a phone control');
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await page.waitForTimeout(6000);
    await expect(popup(page)).toHaveCount(0);
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await appears(page);
  });

  test('closes on a backdrop click', async ({ page }) => {
    await page.goto('/');
    await appears(page);
    await page.mouse.click(4, 200);
    await closedStaysClosed(page, popup(page));
  });

  test('clicking the image goes to the darshan page', async ({ page }) => {
    await page.goto('/');
    await appears(page);
    await popup(page).getByRole('link').click();
    await expect(page).toHaveURL(/#\/tirupati-tickets$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tirupati Darshan Booking' })).toBeVisible();
    await expect(popup(page)).toBeHidden();
  });
});
