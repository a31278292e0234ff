import { expect, test, controlledByServiceWorker, ONE_SIZE } from './helpers/fixtures';

// Booking a departure from the package page on a phone: date, name and mobile, then one tap holds the seats and
// shows the UPI link; the booking page shows the hold and its time left, and takes the UPI reference.

// The wrong mobile's 404 is logged by the browser; nothing else may be.
test.use({ expectedConsoleErrors: ['Failed to load resource'] });

test('a visitor holds seats in one tap after choosing the date and typing name and mobile, then pays by UPI', async ({
  page,
}) => {
  await page.goto('/#/tour/kerala-backwaters-munnar');
  const panel = page.getByRole('region', { name: 'Book a departure' });
  await expect(panel).toBeVisible();
  const firstDate = panel.getByRole('button', { pressed: false }).filter({ hasText: 'seats left' }).first();
  await firstDate.click();
  await expect(panel.getByText('Advance due now')).toBeVisible();
  await panel.getByLabel('Your name').fill('Lakshmi Narayanan');
  await panel.getByLabel('Mobile number').fill('98400 12345');

  let taps = 0;
  const tap = async (locator: ReturnType<typeof page.getByRole>) => {
    taps += 1;
    await locator.click();
  };
  await tap(panel.getByRole('button', { name: /^Hold seats/ }));
  const held = page.getByRole('region', { name: 'Seats held' });
  const upi = held.getByRole('link', { name: /^Pay ₹[\d,]+ by UPI$/ });
  await expect(upi).toBeVisible();
  expect(taps).toBeLessThanOrEqual(4);
  const href = (await upi.getAttribute('href'))!;
  expect(href).toMatch(
    /^upi:\/\/pay\?pa=vishwatravels@icici&pn=Vishwa%20Tours%20and%20Travels%20Pvt%20Ltd&am=\d+&cu=INR&tn=BK-\d{6}-[A-Z2-9]{8}$/,
  );
  const reference = /tn=(BK-[\w-]+)/.exec(href)![1]!;
  await expect(held.getByText(reference, { exact: true })).toBeVisible();
  await expect(held.getByText(/min left\)/)).toBeVisible();
  await page.screenshot({ path: 'test-results/booking-held.png', fullPage: false });

  await held.getByRole('link', { name: 'Open your booking page' }).click();
  await expect(page).toHaveURL(new RegExp(`#/booking/${reference}$`));
  await expect(page.getByText('Held', { exact: true })).toBeVisible();
  await expect(page.getByText(/Seats held until .* IST \(\d+ min left\)/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Day by day' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('download', `${reference}.ics`);
  await page.screenshot({ path: 'test-results/booking-page.png', fullPage: true });

  await page.getByLabel('UPI reference (UTR) after paying').fill('4123 4567 8901');
  await page.getByRole('button', { name: 'I have paid' }).click();
  await expect(page.getByText('Payment claimed', { exact: true })).toBeVisible();

  // Another device: the page asks for the mobile once; a wrong one learns nothing.
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.getByLabel('The mobile number you booked with').fill('98400 99999');
  await page.getByRole('button', { name: 'Show my booking' }).click();
  await expect(page.getByText('No booking with that reference and mobile number.')).toBeVisible();
  await page.getByLabel('The mobile number you booked with').fill('+91 98400 12345');
  await page.getByRole('button', { name: 'Show my booking' }).click();
  await expect(page.getByText('Payment claimed', { exact: true })).toBeVisible();

  // /#/track finds the same booking with the mobile.
  await page.goto(`/#/track?ref=${reference}`);
  await expect(page.getByLabel('Reference')).toHaveValue(reference);
  await page.getByLabel('Mobile number or email you gave').fill('9840012345');
  await page.getByRole('button', { name: 'Track' }).click();
  await expect(page.getByRole('status', { name: 'Status' })).toContainText('In progress: our team is working on it.');
});

test.describe('the booking page offline', () => {
  test.use({
    serviceWorkers: 'allow',
    expectedConsoleErrors: ['Failed to load resource', 'net::ERR_INTERNET_DISCONNECTED'],
  });

  test(
    'after one view, the booking page opens with no network and says when it was last updated',
    ONE_SIZE,
    async ({ page, context }) => {
      // A hold made straight on the API (the first test taps through the panel).
      const departures = (await (await page.request.get('/api/departures/tours/kerala-backwaters-munnar')).json()) as {
        data: { date: string; seatsLeft: number; status: string }[];
      };
      const date = departures.data.find((departure) => departure.status === 'open' && departure.seatsLeft > 2)!.date;
      const hold = await page.request.post('/api/bookings', {
        headers: { 'Idempotency-Key': `offline-view-${Date.now()}` },
        data: {
          collection: 'tours',
          id: 'kerala-backwaters-munnar',
          date,
          adults: 2,
          name: 'Arun Kumar',
          mobile: '9840077777',
        },
      });
      expect(hold.status()).toBe(201);
      const { reference } = (await hold.json()) as { reference: string };

      await page.goto('/');
      await controlledByServiceWorker(page);
      await page.goto(`/#/booking/${reference}`);
      await page.getByLabel('The mobile number you booked with').fill('98400 77777');
      await page.getByRole('button', { name: 'Show my booking' }).click();
      await expect(page.getByText('Held', { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Day by day' })).toBeVisible();
      await expect(page.getByText(/^Offline: this is your booking/)).toHaveCount(0);

      await context.setOffline(true);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Kerala Backwaters & Munnar' })).toBeVisible();
      await expect(page.getByText('Held', { exact: true })).toBeVisible();
      await expect(page.getByText(`Booking ${reference} for Arun Kumar`)).toBeVisible();
      await expect(
        page.getByText(/^Offline: this is your booking as it was on \d{1,2} \w+, \d{1,2}:\d{2}/),
      ).toBeVisible();
      await page.screenshot({ path: 'test-results/booking-offline.png', fullPage: false });
    },
  );
});
