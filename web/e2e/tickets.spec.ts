import { captureWindowOpen, expect, openedUrls, test, ONE_SIZE } from './helpers/fixtures';

// The exact link the business receives: wa.me, our number, and the spec's message URL-encoded.
const wa = (text: string) => `https://wa.me/919840012345?text=${encodeURIComponent(text)}`;
const handOff = (text: string) => [{ url: wa(text), target: '_blank', features: 'noopener,noreferrer' }];

test.beforeEach(async ({ page }) => {
  await captureWindowOpen(page);
});

test.describe('/tickets', () => {
  test('has the four type tabs, Train first, and switches forms by click and arrow keys', async ({ page }) => {
    await page.goto('/#/tickets');
    await expect(page.getByRole('heading', { level: 1, name: 'Book Tickets' })).toBeVisible();
    const tabs = page.getByRole('tablist', { name: 'Ticket type' }).getByRole('tab');
    await expect(tabs).toHaveText(['Train', 'Bus', 'Flight', 'Hotel']);
    await expect(page.getByRole('tab', { name: 'Train' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: 'Search Trains' })).toBeVisible();

    await page.getByRole('tab', { name: 'Hotel' }).click();
    await expect(page).toHaveURL(/#\/tickets\?type=hotel$/);
    await expect(page.getByRole('tabpanel').getByLabel('Location')).toBeVisible();

    await page.getByRole('tab', { name: 'Hotel' }).press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'Flight' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Flight' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByLabel('Travel class')).toBeVisible();
  });

  test(
    'the bus tab hands a blank form to WhatsApp with Not provided and 1 passenger, recording no lead',
    ONE_SIZE,
    async ({ page }) => {
      const leads: string[] = [];
      page.on('request', (request) => request.url().includes('/api/leads') && leads.push(request.method()));
      await page.goto('/#/tickets?type=bus');
      await page.getByRole('tabpanel').getByRole('button', { name: 'Enquire on WhatsApp' }).click();
      expect(await openedUrls(page)).toEqual(
        handOff(
          "Hi, I'm interested in booking a BUS:\nFrom: Not provided\nTo: Not provided\nDate: Not provided\nPassengers: 1\nPlease share more info.",
        ),
      );
      // A blank form gives the business nothing to follow up, so it is not sent to be refused.
      await page.getByRole('tabpanel').getByRole('textbox', { name: 'From', exact: true }).fill('Chennai');
      await page.getByRole('tabpanel').getByRole('button', { name: 'Enquire on WhatsApp' }).click();
      await expect.poll(() => leads).toEqual(['POST']);
    },
  );
});

test('Book Train Ticket: an enquiry without searching', ONE_SIZE, async ({ page }) => {
  await page.goto('/#/train-booking');
  await expect(page.getByRole('heading', { level: 1, name: 'Book Train Ticket' })).toBeVisible();
  await page.getByRole('combobox', { name: 'From' }).fill('Chennai Egmore');
  await page.getByRole('combobox', { name: 'To' }).fill('Madurai');
  await page.getByLabel('Date').fill('2030-01-15');
  await page.getByLabel('Passengers').fill('4');
  await page.getByRole('button', { name: 'Enquire on WhatsApp' }).click();
  expect(await openedUrls(page)).toEqual(
    handOff(
      "Hi, I'm interested in booking a TRAIN:\nFrom: Chennai Egmore\nTo: Madurai\nDate: 2030-01-15\nPassengers: 4\nPlease share more info.",
    ),
  );
});

test('Book Bus Ticket', ONE_SIZE, async ({ page }) => {
  await page.goto('/#/bus-booking');
  await expect(page.getByRole('heading', { level: 1, name: 'Book Bus Ticket' })).toBeVisible();
  await page.getByRole('textbox', { name: 'From', exact: true }).fill('  Chennai ');
  await page.getByRole('textbox', { name: 'To', exact: true }).fill('Bengaluru');
  await page.getByLabel('Date').fill('2030-01-15');
  await page.getByLabel('Passengers').fill('3');
  await page.getByRole('button', { name: 'Enquire on WhatsApp' }).click();
  expect(await openedUrls(page)).toEqual(
    handOff(
      "Hi, I'm interested in booking a BUS:\nFrom: Chennai\nTo: Bengaluru\nDate: 2030-01-15\nPassengers: 3\nPlease share more info.",
    ),
  );
});

test('Book Flight Ticket: class, and 0 passengers reads 1', ONE_SIZE, async ({ page }) => {
  await page.goto('/#/flight-booking');
  await expect(page.getByRole('heading', { level: 1, name: 'Book Flight Ticket' })).toBeVisible();
  await expect(page.getByLabel('Travel class').locator('option')).toHaveText(['Economy', 'Business', 'First Class']);
  await page.getByRole('textbox', { name: 'From', exact: true }).fill('Chennai (MAA)');
  await page.getByRole('textbox', { name: 'To', exact: true }).fill('Dubai (DXB)');
  await page.getByLabel('Passengers').fill('0');
  await page.getByLabel('Travel class').selectOption('First Class');
  await page.getByRole('button', { name: 'Enquire on WhatsApp' }).click();
  expect(await openedUrls(page)).toEqual(
    handOff(
      "Hi, I'm interested in booking a FLIGHT:\nFrom: Chennai (MAA)\nTo: Dubai (DXB)\nDate: Not provided\nPassengers: 1\nClass: First Class\nPlease share more info.",
    ),
  );
});

test(
  'Book Hotel: stay details, with hints for a past date and a check-out before check-in that never block',
  ONE_SIZE,
  async ({ page }) => {
    await page.goto('/#/hotel-booking');
    await expect(page.getByRole('heading', { level: 1, name: 'Book Hotel' })).toBeVisible();
    await page.getByLabel('Location').fill('Munnar');
    await page.getByLabel('Check-in').fill('2030-01-20');
    await page.getByLabel('Check-out').fill('2030-01-18');
    await expect(page.getByText('Check-out is before check-in. Please check the dates.')).toBeVisible();
    await page.getByLabel('Check-out').fill('2030-01-23');
    await expect(page.getByText('Check-out is before check-in. Please check the dates.')).toBeHidden();
    await page.getByLabel('Check-in').fill('2020-01-20');
    await expect(page.getByText('This date is in the past. Please check it before you send.')).toBeVisible();
    await page.getByLabel('Check-in').fill('2030-01-20');
    await page.getByLabel('Guests').fill('-2');
    await page.getByRole('button', { name: 'Enquire on WhatsApp' }).click();
    expect(await openedUrls(page)).toEqual(
      handOff(
        "Hi, I'm interested in booking a HOTEL:\nLocation: Munnar\nCheck-in: 2030-01-20\nCheck-out: 2030-01-23\nGuests: 1\nPlease share more info.",
      ),
    );
  },
);
