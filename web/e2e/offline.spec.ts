import type { BrowserContext } from '@playwright/test';
import { agreeToPrivacy, expect, ONE_SIZE, test, controlledByServiceWorker } from './helpers/fixtures';

// Repeat visits without a network (issue 13): after one online visit the service worker serves the shell, the
// hashed assets and the last catalog answers; the data pill says offline; a form says it needs a connection.

test.use({ serviceWorkers: 'allow' });

const HEADLINE = 'Journeys across India and abroad, planned with care';
const PACKAGE = '/#/tour/kerala-backwaters-munnar';

/** One online visit: the service worker takes control, and the visitor looks at /tours and one package. */
async function visitOnline(context: BrowserContext) {
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HEADLINE })).toBeVisible();
  await controlledByServiceWorker(page);
  await page.goto('/#/tours');
  await expect(page.locator('.package-card:not(.package-card--skeleton)').first()).toBeVisible();
  await page.goto(PACKAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Kerala Backwaters & Munnar' })).toBeVisible();
  await page.close();
}

test(
  'after one online visit, /, /tours and an opened package open offline and the pill says offline',
  ONE_SIZE,
  async ({ context }) => {
    await visitOnline(context);
    await context.setOffline(true);

    const home = await context.newPage();
    await home.goto('/');
    await expect(home.getByRole('heading', { level: 1, name: HEADLINE })).toBeVisible();
    await expect(home.getByRole('navigation', { name: 'Book a service' }).getByRole('link')).toHaveCount(8);
    await expect(home.locator('.connection')).toHaveText('Offline');

    const tours = await context.newPage();
    await tours.goto('/#/tours');
    await expect(tours.getByRole('heading', { level: 1, name: 'Explore Our Packages' })).toBeVisible();
    await expect(
      tours.getByRole('region', { name: 'Domestic Tours' }).getByRole('link', { name: /Kerala Backwaters & Munnar/ }),
    ).toBeVisible();
    await expect(tours.locator('.connection')).toHaveText('Offline');

    const detail = await context.newPage();
    await detail.goto(PACKAGE);
    await expect(detail.getByRole('heading', { level: 1, name: 'Kerala Backwaters & Munnar' })).toBeVisible();
    await expect(detail.getByRole('tab', { name: /itinerary/i })).toBeVisible();
    await expect(detail.locator('.connection')).toHaveText('Offline');
  },
);

test('offline, the contact form says it needs a connection and keeps what was typed', ONE_SIZE, async ({ context }) => {
  await visitOnline(context);
  await context.setOffline(true);
  const page = await context.newPage();
  await page.goto('/#/contact');
  await page.getByLabel('Name').fill('Meena Raman');
  await page.getByLabel('Email').fill('meena@example.com');
  await page.getByLabel('Message').fill('Kerala in December, two adults.');
  await agreeToPrivacy(page);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('alert')).toContainText('Sending needs a connection');
  await expect(page.getByLabel('Name')).toHaveValue('Meena Raman');
  await expect(page.getByLabel('Email')).toHaveValue('meena@example.com');
  await expect(page.getByLabel('Message')).toHaveValue('Kerala in December, two adults.');
});

test(
  'the service worker keeps a build as one set and its catalog answers under that build',
  ONE_SIZE,
  async ({ context }) => {
    await visitOnline(context);
    const page = await context.newPage();
    await page.goto('/');
    const caches = await page.evaluate(async () => {
      const names = await self.caches.keys();
      const precache = names.find((name) => name.startsWith('workbox-precache'));
      const shell = precache ? await (await self.caches.open(precache)).keys() : [];
      return { names, shell: shell.map((request) => new URL(request.url).pathname) };
    });
    // One catalog cache, named after this build's shell; the shell and its hashed entry script are precached.
    expect(caches.names.filter((name) => name.startsWith('catalog-'))).toHaveLength(1);
    expect(caches.shell).toContain('/index.html');
    const entry = await page.locator('script[type="module"][src^="/assets/"]').getAttribute('src');
    expect(caches.shell).toContain(entry);
  },
);
