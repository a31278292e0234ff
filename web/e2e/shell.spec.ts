import { expect, isPhone, test, ONE_SIZE } from './helpers/fixtures';

test.describe('search overlay', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Search for car rentals or tickets' }).click();
  });

  test('opens full screen with the input focused and the popular searches', async ({ page }) => {
    const overlay = page.getByRole('dialog', { name: 'Search' });
    await expect(overlay).toBeVisible();
    await expect(overlay.getByRole('searchbox', { name: 'Search' })).toBeFocused();
    await expect(overlay.getByRole('heading', { name: 'Popular Searches' })).toBeVisible();
    const items = overlay.locator('.popular-item__title');
    await expect(items).toHaveText([
      'Golden Triangle Tour',
      'Kerala Backwaters',
      'Taj Mahal Tour',
      'Rajasthan Heritage',
    ]);
    await expect(overlay.getByRole('group', { name: 'Filter by category' }).getByRole('button')).toHaveText([
      'All',
      'Tours',
      'Car Rental',
      'Tickets',
      'Hotels',
      'Packages',
    ]);
  });

  test('chips filter the popular searches by category', ONE_SIZE, async ({ page }) => {
    const overlay = page.getByRole('dialog', { name: 'Search' });
    const items = overlay.locator('.popular-item__title');
    await overlay.getByRole('button', { name: 'Packages', exact: true }).click();
    await expect(overlay.getByRole('button', { name: 'Packages', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(items).toHaveText(['Rajasthan Heritage']);
    await overlay.getByRole('button', { name: 'Tours', exact: true }).click();
    await expect(items).toHaveText(['Golden Triangle Tour', 'Kerala Backwaters', 'Taj Mahal Tour']);
    // Every other chip has popular searches of its own, and typing narrows them.
    await overlay.getByRole('button', { name: 'Hotels', exact: true }).click();
    await expect(items).toHaveText(['Hotel booking', 'Goa beach resorts', 'Ooty hill stays']);
    await overlay.getByRole('button', { name: 'Car Rental', exact: true }).click();
    await expect(items).toHaveText(['Toyota Innova Crysta', 'Tempo Traveller', 'Airport taxi']);
    await overlay.getByRole('searchbox', { name: 'Search' }).pressSequentially('tem');
    await expect(items).toHaveText(['Tempo Traveller']);
    await overlay.getByRole('searchbox', { name: 'Search' }).fill('');
    await overlay.getByRole('button', { name: 'All', exact: true }).click();
    await expect(items).toHaveCount(4);
    await overlay.getByRole('searchbox', { name: 'Search' }).fill('tour');
    await expect(items).toHaveText(['Golden Triangle Tour', 'Taj Mahal Tour']);
    await overlay.getByRole('searchbox', { name: 'Search' }).fill('visa for bali');
    await expect(overlay.getByRole('heading', { name: 'Popular Searches' })).toHaveCount(0);
  });

  test('a popular item fills the input', ONE_SIZE, async ({ page }) => {
    const overlay = page.getByRole('dialog', { name: 'Search' });
    await overlay.getByRole('button', { name: /Kerala Backwaters/ }).click();
    await expect(overlay.getByRole('searchbox', { name: 'Search' })).toHaveValue('Kerala Backwaters');
  });

  test('submitting trimmed text navigates with the encoded query and closes', ONE_SIZE, async ({ page }) => {
    const overlay = page.getByRole('dialog', { name: 'Search' });
    await overlay.getByRole('searchbox', { name: 'Search' }).fill('  Goa & Kerala tours  ');
    await overlay.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await expect(page).toHaveURL(/#\/search\?query=Goa%20%26%20Kerala%20tours$/);
    await expect(overlay).toBeHidden();
  });

  test('blank text does nothing', ONE_SIZE, async ({ page }) => {
    const overlay = page.getByRole('dialog', { name: 'Search' });
    const before = page.url();
    await overlay.getByRole('searchbox', { name: 'Search' }).fill('    ');
    await overlay.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await expect(overlay).toBeVisible();
    await expect(overlay.getByRole('searchbox', { name: 'Search' })).toHaveValue('    ');
    expect(page.url()).toBe(before);
  });

  test('the back button closes it', ONE_SIZE, async ({ page }) => {
    const overlay = page.getByRole('dialog', { name: 'Search' });
    await overlay.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(overlay).toBeHidden();
    await expect(page.getByRole('button', { name: 'Search for car rentals or tickets' })).toBeVisible();
  });
});

test('the menu highlights the current entry', async ({ page }) => {
  const menu = isPhone(page)
    ? page.getByRole('navigation', { name: 'Bottom' })
    : page.getByRole('navigation', { name: 'Main' });
  await page.goto('/#/tickets');
  await expect(menu.getByRole('link', { name: 'Tickets' })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
  await menu.getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/#\/about$/);
  await expect(menu.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
});

test('the mobile menu button opens a drawer that closes on Escape and on navigation', async ({ page }) => {
  test.skip(!isPhone(page), 'the menu button is a phone control');
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await drawer.getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/#\/contact$/);
  await expect(drawer).toBeHidden();
});

test('the desktop bar books cars and tickets', async ({ page }) => {
  test.skip(isPhone(page), 'the bar is for wide screens');
  await page.goto('/');
  const bar = page.getByRole('complementary', { name: 'Quick bookings' });
  await bar.getByRole('link', { name: 'Book Tickets' }).click();
  await expect(page).toHaveURL(/#\/tickets$/);
  await bar.getByRole('link', { name: 'Book Car Rental' }).click();
  await expect(page).toHaveURL(/#\/car-rental$/);
});

test('the footer has the head office, phones and company links', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('Head office:');
  await expect(footer.getByRole('link', { name: '+91 98400 12345' })).toHaveAttribute('href', 'tel:+919840012345');
  const links: [string, string][] = [
    ['About us', '#/about'],
    ['Services', '#/services'],
    ['Enquiry', '#/enquiry'],
    ['Contact', '#/contact'],
  ];
  for (const [name, hash] of links) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', hash);
  }
});

const ROUTES = [
  '/',
  '/tours',
  '/tickets',
  '/contact',
  '/about',
  '/car-rental',
  '/tour/kerala-backwaters-munnar',
  '/devotion/tirupati-balaji-darshan',
  '/trek/kedarkantha-winter-trek',
  '/detail/domestic/kerala-backwaters-munnar',
  '/search?query=goa',
  '/holidays',
  '/visa-form',
  '/passport-form',
  '/visa-success',
  '/passport-success',
  '/train-booking',
  '/bus-booking',
  '/flight-booking',
  '/hotel-booking',
  '/forex',
  '/tirupati-tickets',
  '/services',
  '/enquiry',
  '/ticket/train/12951',
  '/train-results?from=NDLS&to=BCT',
  '/services/flight',
  '/services/bus',
  '/services/forex',
  '/services/corporate',
  '/services/insurance',
  '/services/cargo',
  '/services/visa',
  '/services/taxi',
  '/services/hotels',
];

test('every route of the spec resolves inside the layout', ONE_SIZE, async ({ page }) => {
  // Every route is also opened at both sizes by cls.spec.ts; resolving is the same at any size.
  test.skip(!isPhone(page), 'checked once, at phone size');
  test.setTimeout(90_000);
  for (const route of ROUTES) {
    await page.goto(`/#${route}`);
    await expect(page.locator('h1').first(), route).toBeVisible();
    await expect(page.getByText('Unexpected Application Error!'), route).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Page not found' }), route).toHaveCount(0);
    await expect(page.getByRole('banner').first()).toBeVisible();
  }
});

test('an unknown route shows a friendly not-found screen inside the layout', ONE_SIZE, async ({ page }) => {
  await page.goto('/#/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Search for car rentals or tickets' })).toBeVisible();
});
