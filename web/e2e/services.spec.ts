import { DEFAULT_WHATSAPP_NUMBER } from '../../shared/constants';
import { SERVICES } from '../../shared/services';
import { generalEnquiryMessage, serviceEnquiryMessage, whatsappUrl } from '../../shared/whatsapp';
import { captureWindowOpen, expect, openedUrls, test, agreeToPrivacy, ONE_SIZE } from './helpers/fixtures';

test('every service page is reachable from the home carousel', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  for (const service of SERVICES) {
    // Back to the home page the way a visitor would: the browser's back button (no reload each time).
    if (!page.url().endsWith('/')) await page.goBack();
    const carousel = page.getByRole('region', { name: 'Everything for your journey' });
    await carousel.hover(); // scrolls to it (its carousel loads then) and holds it still while we step to the card
    await expect(carousel.getByRole('button', { name: 'Next service' })).toBeVisible();
    const card = carousel.getByRole('link', { name: service.title, exact: true });
    for (let steps = 0; (await card.count()) === 0 && steps < 10; steps++) {
      await carousel.getByRole('button', { name: 'Next service' }).click();
    }
    await page.waitForTimeout(550);
    await card.click();
    await expect(page).toHaveURL(new RegExp(`#${service.path}$`));
    await expect(page.locator('h1').first()).toBeVisible();
    if (service.path !== '/holidays')
      await expect(page.getByRole('heading', { level: 1, name: service.title })).toBeVisible();
  }
});

test('/services lists every service with a link to its page', ONE_SIZE, async ({ page }) => {
  await page.goto('/#/services');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible();
  const headings = page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 2 });
  await expect(headings).toHaveText(SERVICES.map((service) => service.title));
  for (const service of SERVICES) {
    await expect(page.getByRole('link', { name: service.title, exact: true })).toHaveAttribute(
      'href',
      `#${service.path}`,
    );
  }
  await page.getByRole('link', { name: 'Visa and Passport Services', exact: true }).click();
  await expect(page).toHaveURL(/#\/services\/visa$/);
});

test(
  'each service page says what it is, what to send, how long it takes, and leads to its form',
  ONE_SIZE,
  async ({ page }) => {
    test.setTimeout(60_000);
    for (const service of SERVICES.filter((entry) => entry.path.startsWith('/services/'))) {
      await page.goto(`/#${service.path}`);
      await expect(page.getByRole('heading', { level: 1, name: service.title })).toBeVisible();
      await expect(page.getByText(service.summary)).toBeVisible();
      await expect(page.getByRole('heading', { name: 'What to send us' })).toBeVisible();
      await expect(page.getByText(service.documents[0]!)).toBeVisible();
      await expect(page.getByRole('heading', { name: 'How long it takes' })).toBeVisible();
      await expect(page.getByText(service.turnaround)).toBeVisible();
      if ('to' in service.action) {
        await page.getByRole('link', { name: service.action.label }).click();
        await expect(page, service.slug).toHaveURL(new RegExp(`#${service.action.to}$`));
      } else {
        await expect(page.getByRole('button', { name: service.action.label })).toBeVisible();
      }
    }
  },
);

test('a WhatsApp-only service opens the business chat with its text', ONE_SIZE, async ({ page }) => {
  await captureWindowOpen(page);
  await page.goto('/#/services/cargo');
  await page.getByRole('button', { name: 'Enquire on WhatsApp' }).click();
  const cargo = SERVICES.find((service) => service.slug === 'cargo')!;
  const text = 'whatsappText' in cargo.action ? cargo.action.whatsappText : '';
  expect(await openedUrls(page)).toEqual([
    {
      url: whatsappUrl(DEFAULT_WHATSAPP_NUMBER, serviceEnquiryMessage({ title: cargo.title, whatsappText: text })),
      target: '_blank',
      features: 'noopener,noreferrer',
    },
  ]);
});

test('a form service also takes a question on WhatsApp', ONE_SIZE, async ({ page }) => {
  await captureWindowOpen(page);
  await page.goto('/#/services/bus');
  await page.getByRole('button', { name: 'Ask on WhatsApp' }).click();
  const [opened] = await openedUrls(page);
  expect(new URL(opened!.url).searchParams.get('text')).toBe(
    'Hi, I have a question about Bus Ticket Booking.\n(Enquiry from the Bus Ticket Booking page)',
  );
});

test('an unknown service shows a friendly not-found inside the layout', ONE_SIZE, async ({ page }) => {
  await page.goto('/#/services/space-travel');
  await expect(page.getByRole('heading', { level: 1, name: 'Service not found' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Search for car rentals or tickets' })).toBeVisible();
  await page.getByRole('link', { name: 'See all services' }).click();
  await expect(page).toHaveURL(/#\/services$/);
});

test('/enquiry sends a general enquiry on WhatsApp and links to each form', ONE_SIZE, async ({ page }) => {
  await captureWindowOpen(page);
  await page.goto('/#/enquiry');
  await expect(page.getByRole('heading', { level: 1, name: 'Enquiry' })).toBeVisible();
  await page.getByLabel('Your name').fill('Meena');
  await page.getByLabel('How can we help?').fill('Ooty trip for 6 in May, with a Tempo Traveller');
  await agreeToPrivacy(page);
  await page.getByRole('button', { name: 'Send on WhatsApp' }).click();
  expect((await openedUrls(page))[0]?.url).toBe(
    whatsappUrl(
      DEFAULT_WHATSAPP_NUMBER,
      generalEnquiryMessage({ name: 'Meena', message: 'Ooty trip for 6 in May, with a Tempo Traveller' }),
    ),
  );
  const forms = page.getByRole('navigation', { name: 'Or go straight to a form' });
  for (const href of [
    '#/flight-booking',
    '#/train-booking',
    '#/bus-booking',
    '#/hotel-booking',
    '#/tirupati-tickets',
    '#/visa-form',
    '#/passport-form',
    '#/forex',
    '#/car-rental',
  ]) {
    await expect(forms.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
  await forms.getByRole('link', { name: /Foreign exchange/ }).click();
  await expect(page).toHaveURL(/#\/forex$/);
});
