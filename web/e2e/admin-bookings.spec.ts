import type { Page } from '@playwright/test';
import { expect, test, signInToConsole, ONE_SIZE } from './helpers/fixtures';

// The console's bookings on a 360×740 phone: a claimed payment shows its UTR and is confirmed, the confirmed
// booking offers a prefilled WhatsApp confirmation, the departure's manifest lists the traveller with a CSV, and
// the departures editor adds a weekly series and closes a date. Nothing scrolls sideways.

test.use({ viewport: { width: 360, height: 740 }, expectedConsoleErrors: ['401 (Unauthorized)'] });

const noSidewaysScroll = (page: Page) =>
  expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

test(
  'an operator confirms a claimed payment, sends the WhatsApp confirmation, reads the manifest and edits departures',
  ONE_SIZE,
  async ({ page }) => {
    const departures = (await (await page.request.get('/api/departures/tours/kerala-backwaters-munnar')).json()) as {
      data: { date: string; seatsLeft: number; status: string }[];
    };
    const date = departures.data
      .filter((departure) => departure.status === 'open' && departure.seatsLeft > 3)
      .at(-1)!.date;
    const hold = await page.request.post('/api/bookings', {
      headers: { 'Idempotency-Key': `console-${Date.now()}` },
      data: {
        collection: 'tours',
        id: 'kerala-backwaters-munnar',
        date,
        adults: 2,
        name: 'Kavya Iyer',
        mobile: '9840066666',
      },
    });
    const { reference } = (await hold.json()) as { reference: string };
    const utr = `${Date.now()}`.slice(-12).padStart(12, '4');
    expect(
      (
        await page.request.post(`/api/bookings/${reference}/payment-claims`, { data: { mobile: '9840066666', utr } })
      ).status(),
    ).toBe(200);

    await signInToConsole(page);
    await page.getByRole('link', { name: 'Bookings' }).click();
    await page.getByRole('button', { name: 'Payment claimed' }).click();
    const card = page.locator(`[data-reference="${reference}"]`);
    await expect(card.getByText(utr, { exact: true })).toBeVisible();
    await expect(card.getByText('Kavya Iyer')).toBeVisible();
    await noSidewaysScroll(page);
    await page.screenshot({ path: 'test-results/console-bookings.png', fullPage: false });

    await card.getByRole('button', { name: `Confirm (UTR ${utr} found)` }).click();
    await expect(card.getByText('Confirmed', { exact: true })).toBeVisible();
    const whatsapp = card.getByRole('link', { name: 'Send confirmation on WhatsApp' });
    const href = decodeURIComponent((await whatsapp.getAttribute('href'))!);
    expect(href).toMatch(/^https:\/\/wa\.me\/919840066666\?text=Hello Kavya Iyer, this is /);
    expect(href).toContain(`Your booking ${reference} (kerala-backwaters-munnar`);
    expect(href).toContain(`/#/booking/${reference}`);

    await card.getByRole('link', { name: /^kerala-backwaters-munnar · / }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Manifest' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: reference });
    await expect(row).toContainText('Kavya Iyer');
    await expect(row).toContainText('+919840066666');
    await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      `/api/admin/departures/tours/kerala-backwaters-munnar/${date}/manifest.csv`,
    );
    await noSidewaysScroll(page);
    await page.screenshot({ path: 'test-results/console-manifest.png', fullPage: true });

    await page.getByRole('link', { name: /Departures of kerala-backwaters-munnar/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Departures' })).toBeVisible();
    const series = page.getByRole('form', { name: 'Add a series' });
    await series.getByLabel('Every').selectOption('Wednesday');
    await series.getByLabel('From').fill('2027-06-01');
    await series.getByLabel('To').fill('2027-06-30');
    await series.getByLabel('Seats each').fill('12');
    await series.getByRole('button', { name: 'Add departures' }).click();
    await expect(page.getByRole('status')).toContainText(/Added [0-5] departures \(every Wednesday, 5 dates/);
    const june = page.locator('.departure-row').filter({ hasText: /Wed, 2 Jun,? 2027/ });
    await expect(june).toContainText('of 12 seats taken');
    await june.getByRole('button', { name: /^(Close|Reopen)$/ }).click();
    await expect(page.getByRole('status')).toContainText(/is (closed|open again)/);
    await noSidewaysScroll(page);
    await page.screenshot({ path: 'test-results/console-departures.png', fullPage: true });
  },
);
