import type { Page } from '@playwright/test';
import { expect, test, ONE_SIZE } from './helpers/fixtures';

const group = (page: Page, title: string) => page.getByRole('region', { name: new RegExp(`^${title} \\d+$`) });

test('/search?query=kerala shows the Kerala packages with prices and links', ONE_SIZE, async ({ page }) => {
  await page.goto('/#/search?query=kerala');
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('kerala');
  const packages = group(page, 'Packages');
  await expect(packages.getByRole('heading')).toHaveText('Packages 2');
  const kerala = packages.getByRole('link', { name: /Kerala Backwaters & Munnar/ });
  await expect(kerala).toHaveAttribute('href', '#/tour/kerala-backwaters-munnar');
  await expect(kerala).toContainText('₹24,500 per person');
  await expect(packages.getByRole('link', { name: /Guruvayur and Kerala Temples/ })).toHaveAttribute(
    'href',
    '#/devotion/guruvayur-sabarimala-darshan',
  );
  await expect(page.getByText(/^\d+ results for “kerala”$/)).toBeVisible();
  await kerala.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kerala Backwaters & Munnar' })).toBeVisible();
});

test(
  '/search?query=tirupati shows the darshan package, the taxi service and the darshan answers',
  ONE_SIZE,
  async ({ page }) => {
    await page.goto('/#/search?query=tirupati');
    await expect(
      group(page, 'Packages').getByRole('link', { name: /Tirupati Balaji Special Darshan/ }),
    ).toHaveAttribute('href', '#/devotion/tirupati-balaji-darshan');
    await expect(group(page, 'Services').getByRole('link', { name: /Taxi Services/ })).toHaveAttribute(
      'href',
      '#/services/taxi',
    );
    const answers = group(page, 'Questions and answers');
    await expect(answers.getByRole('heading')).toHaveText('Questions and answers 3');
    await answers.getByRole('link', { name: /What is the dress code/ }).click();
    await expect(page).toHaveURL(/#\/faq\?entry=darshan-dress-code$/);
    const entry = page.locator('#faq-darshan-dress-code');
    await expect(entry).toHaveAttribute('open', '');
    await expect(entry.getByText('Men: dhoti or pyjama with a shirt or kurta (upper cloth)')).toBeVisible();
  },
);

test('/search?query=innova shows the car, linking to car rental, and no packages', ONE_SIZE, async ({ page }) => {
  await page.goto('/#/search?query=innova');
  await expect(group(page, 'Cars').getByRole('link', { name: /Toyota Innova Crysta/ })).toHaveAttribute(
    'href',
    '#/car-rental',
  );
  await expect(group(page, 'Packages')).toHaveCount(0);
  await expect(page.locator('.search-group__title')).toHaveText(['Cars 2', 'Services 1', 'Questions and answers 1']);
});

test('the overlay’s chip carries over as the category filter, and chips change it', async ({ page }) => {
  await page.goto('/#/about');
  await page.getByRole('button', { name: 'Search for car rentals or tickets' }).click();
  const overlay = page.getByRole('dialog', { name: 'Search' });
  await overlay.getByRole('button', { name: 'Car Rental', exact: true }).click();
  await overlay.getByRole('searchbox', { name: 'Search' }).fill('innova');
  await overlay.getByRole('searchbox', { name: 'Search' }).press('Enter');
  await expect(page).toHaveURL(/#\/search\?query=innova&category=Car%20Rental$/);
  const chips = page.getByRole('main').getByRole('group', { name: 'Filter by category' });
  await expect(chips.getByRole('button', { name: 'Car Rental' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('4 results for “innova” in Car Rental')).toBeVisible();

  await chips.getByRole('button', { name: 'Packages' }).click();
  await expect(page).toHaveURL(/#\/search\?query=innova&category=Packages$/);
  await expect(page.getByRole('heading', { name: 'No results for “innova” in Packages' })).toBeVisible();
  await page.getByRole('link', { name: 'Search all categories' }).click();
  await expect(page).toHaveURL(/#\/search\?query=innova$/);
  await expect(chips.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  await expect(group(page, 'Cars')).toBeVisible();
});

test('no results offers suggestions that search again', ONE_SIZE, async ({ page }) => {
  await page.goto('/#/search?query=xyzzy');
  await expect(page.getByRole('heading', { name: 'No results for “xyzzy”' })).toBeVisible();
  const suggestions = page.getByRole('list', { name: 'Suggestions' });
  await expect(suggestions.getByRole('link', { name: 'Kerala Backwaters' })).toBeVisible();
  await suggestions.getByRole('link', { name: 'Kerala Backwaters' }).click();
  await expect(page).toHaveURL(/#\/search\?query=Kerala%20Backwaters$/);
  await expect(group(page, 'Packages').getByRole('link', { name: /Kerala Backwaters & Munnar/ })).toBeVisible();
});

test('a new search from the results page', ONE_SIZE, async ({ page }) => {
  await page.goto('/#/search?query=kerala');
  await page.getByRole('main').getByRole('searchbox', { name: 'Search' }).fill('  Dubai visa ');
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/#\/search\?query=Dubai%20visa$/);
  await expect(
    group(page, 'Questions and answers').getByRole('link', { name: /Dubai \(UAE\) tourist visa/ }),
  ).toBeVisible();
});

test('the FAQ page is linked from the footer', ONE_SIZE, async ({ page }) => {
  await page.goto('/#/about');
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/#\/faq$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  for (const topic of [
    'Visas by destination',
    'Passports',
    'Foreign exchange',
    'Tirupati darshan',
    'Payments',
    'Cancellations and refunds',
    'Office hours and contact',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: topic })).toBeVisible();
  }
  const dubai = page.locator('#faq-visa-dubai');
  await dubai.getByText('What documents do I need for a Dubai (UAE) tourist visa?').click();
  await expect(dubai.getByRole('link', { name: 'Apply for a visa' })).toHaveAttribute('href', '#/visa-form');
});
