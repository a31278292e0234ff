import type { Page } from '@playwright/test';
import { ADMIN_TOKEN, expect, test, ONE_SIZE } from './helpers/fixtures';

// A deletion request from /privacy, confirmed in the console, deletes the request; a wrong mobile gets the same
// answer and leaves nothing to delete.

async function signIn(page: Page) {
  await page.goto('/#/admin/privacy');
  await page.getByLabel('Admin token').fill(ADMIN_TOKEN);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Deletion requests' })).toBeVisible();
}

test.use({ expectedConsoleErrors: ['status of 401'] });

test(
  'a traveller asks for deletion on /privacy; the console deletes the request',
  ONE_SIZE,
  async ({ page, request }) => {
    const sent = await request.post('/api/proxy/forex', {
      data: {
        name: 'Kavya Iyer',
        email: 'kavya.iyer@example.in',
        phone: '9840012345',
        fromCurrency: 'INR',
        toCurrency: 'USD',
        amount: 50000,
        converted: '',
        rate: 0,
        purpose: 'Travel',
      },
    });
    expect(sent.status(), await sent.text()).toBe(200);
    const { id: reference } = (await sent.json()) as { id: string };

    await page.goto('/#/privacy');
    const form = page.getByRole('form', { name: 'Ask us to delete your data' });
    await form.getByRole('button', { name: 'Ask for deletion' }).click();
    await expect(form.getByText('Enter the reference we gave you, e.g. VISA-261126-K7Q2MXPA')).toBeVisible();

    const received = 'Thank you. If the reference and mobile number match, we will delete that data within 30 days.';
    await form.getByLabel('Reference').fill(reference.toLowerCase());
    await form.getByLabel('Mobile number').fill('98400 99999');
    await form.getByRole('button', { name: 'Ask for deletion' }).click();
    await expect(form.getByText(received)).toBeVisible();
    await form.getByLabel('Reference').fill(reference);
    await form.getByLabel('Mobile number').fill('98400 12345');
    // The same thanks is still on screen from the first request: wait for the second one's answer itself.
    const second = page.waitForResponse(
      (response) => response.url().endsWith('/api/privacy/deletion-requests') && response.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Ask for deletion' }).click();
    expect((await second).ok()).toBe(true);
    await expect(form.getByText(received)).toBeVisible();

    await signIn(page);
    const items = page.getByRole('listitem').filter({ hasText: reference });
    await expect(items).toHaveCount(2);
    await expect(items.filter({ hasText: 'there is nothing to delete' })).toHaveCount(1);
    const matched = items.filter({ hasText: 'The mobile matched a request' });
    await matched.getByRole('button', { name: 'Delete the data' }).click();
    await matched.getByRole('button', { name: 'Delete now: this cannot be undone' }).click();
    // The status 'Deleted', capitalised: a string filter ignores case, and the pending row already says what
    // 'are deleted', so it matched before the deletion had been made.
    await expect(
      page
        .getByRole('listitem')
        .filter({ hasText: reference })
        .filter({ hasText: /\bDeleted\b/ }),
    ).toHaveCount(1);

    const track = await request.get(`/api/track/${reference}?contact=9840012345`);
    expect(track.status()).toBe(404);
  },
);
