import type { Page } from '@playwright/test';
import { ADMIN_HEADERS as ADMIN, agreeToPrivacy, expect, ONE_SIZE, test } from './helpers/fixtures';

// /forex: live conversion against the worker, which calls the loopback rate stubs (scripts/e2e-stubs/):
// INR→USD 1/87.118402 = 0.0114786, USD→INR 87.1184, INR→AED (second service) 0.0421553. Base THB fails on
// both stub services, so the worker answers from the dated reference snapshot.

const SNAPSHOT_DATE = '2026-09-29';

const box = (page: Page) => page.getByRole('status', { name: 'Converted value' });
const amount = (page: Page) => page.getByRole('spinbutton', { name: /^Amount/ });

async function pickCurrency(page: Page, label: 'From currency' | 'To currency', search: string, code: string) {
  const combo = page.getByRole('combobox', { name: label });
  await combo.click();
  await combo.fill(search);
  await page
    .getByRole('listbox', { name: label })
    .getByRole('option', { name: new RegExp(`^${code}`) })
    .click();
}

test.describe('live conversion', ONE_SIZE, () => {
  test('shows the placeholder, then the converted value and rate; typing 1000 costs at most 2 lookups', async ({
    page,
  }) => {
    const lookups: string[] = [];
    page.on('request', (req) => req.url().includes('/api/rates') && lookups.push(req.url()));
    await page.goto('/#/forex');
    await expect(page.getByRole('heading', { level: 1, name: 'Forex/Foreign Exchange Form' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'From currency' })).toHaveValue('INR — Indian Rupee');
    await expect(page.getByRole('combobox', { name: 'To currency' })).toHaveValue('USD — US Dollar');
    await expect(box(page)).toHaveText('Converted value will appear here');

    await amount(page).pressSequentially('1000', { delay: 60 });
    await expect(box(page)).toContainText('1,000 INR → 11.48 USD');
    await expect(box(page)).toContainText('1 INR ≈ 0.0115 USD');
    await expect(box(page)).toContainText('Rate as of 2026-08-21');
    expect(lookups.length).toBeGreaterThanOrEqual(1);
    expect(lookups.length).toBeLessThanOrEqual(2);
    expect(lookups.at(-1)).toContain('amount=1000&from=INR&to=USD');

    for (const cleared of ['', '0', '-5']) {
      await amount(page).fill(cleared);
      await expect(box(page), `amount '${cleared}'`).toHaveText('Converted value will appear here');
    }
  });

  test('the swap button exchanges the currencies and converts again', async ({ page }) => {
    await page.goto('/#/forex');
    await amount(page).fill('1000');
    await expect(box(page)).toContainText('1,000 INR → 11.48 USD');
    await page.getByRole('button', { name: 'Swap currencies' }).click();
    await expect(page.getByRole('combobox', { name: 'From currency' })).toHaveValue('USD — US Dollar');
    await expect(page.getByRole('combobox', { name: 'To currency' })).toHaveValue('INR — Indian Rupee');
    await expect(amount(page)).toHaveAccessibleName('Amount (USD)');
    await expect(box(page)).toContainText('1,000 USD → 87,118.40 INR');
    await expect(box(page)).toContainText('1 USD ≈ 87.1184 INR');
  });

  test('the currency select is searchable and usable by keyboard, its menu 140 to 300 px tall', async ({ page }) => {
    await page.goto('/#/forex');
    await amount(page).fill('1000');
    const to = page.getByRole('combobox', { name: 'To currency' });
    await to.focus();
    await page.keyboard.press('ArrowDown');
    const menu = page.getByRole('listbox', { name: 'To currency' });
    await expect(menu).toBeVisible();
    await expect(to).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('option')).toHaveCount(10);
    const full = await menu.boundingBox();
    expect(full!.height).toBeLessThanOrEqual(300);
    await expect(menu).toHaveCSS('max-height', '300px');
    await expect(menu).toHaveCSS('min-height', '140px');

    await page.keyboard.type('dirham');
    await expect(menu.getByRole('option')).toHaveText([/AED/]);
    const filtered = await menu.boundingBox();
    expect(filtered!.height).toBeGreaterThanOrEqual(140);
    await page.keyboard.press('Enter');
    await expect(menu).toBeHidden();
    await expect(to).toHaveValue('AED — UAE Dirham');
    await expect(box(page)).toContainText('1,000 INR → 42.16 AED'); // from the second service

    // Arrows move through the list from the current choice; Escape closes without a change.
    await page.keyboard.press('ArrowDown');
    await expect(page.locator(`#${await to.getAttribute('aria-activedescendant')}`)).toContainText('AED');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(to).toHaveValue('AED — UAE Dirham');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(to).toHaveValue('SGD — Singapore Dollar');
  });

  test('marks a snapshot answer as indicative with its date', async ({ page }) => {
    await page.goto('/#/forex');
    await pickCurrency(page, 'From currency', 'baht', 'THB');
    await amount(page).fill('500');
    await expect(box(page)).toContainText('500 THB →');
    await expect(box(page)).toContainText(`Indicative rate as of ${SNAPSHOT_DATE}`);
  });
});

test.describe('conversion failures', ONE_SIZE, () => {
  test.use({ expectedConsoleErrors: ['404', 'ERR_FAILED'] });

  test('the same currency twice is a pair we cannot convert', async ({ page }) => {
    await page.goto('/#/forex');
    await amount(page).fill('100');
    await pickCurrency(page, 'To currency', 'rupee', 'INR');
    await expect(box(page)).toHaveText('Conversion unavailable for selected pair.');
  });

  test('a service that cannot be reached says so and clears the value', async ({ page }) => {
    await page.goto('/#/forex');
    await amount(page).fill('100');
    await expect(box(page)).toContainText('100 INR →');
    await page.route('**/api/rates**', (route) => route.abort('failed'));
    await amount(page).fill('250');
    await expect(box(page)).toHaveText('Conversion service is temporarily unavailable.');
  });
});

test.describe('forex request', () => {
  async function fill(page: Page, name: string, phone = '98400 77777') {
    await page.getByLabel('Full name').fill(name);
    await page.getByLabel('Email').fill('meena.iyer@example.in');
    await page.getByLabel('Phone').fill(phone);
    await page.getByLabel('Purpose of exchange').selectOption('Education');
    await amount(page).fill('1000');
    await expect(box(page)).toContainText('1,000 INR → 11.48 USD');
  }

  test('is stored with the converted value and rate, and its optional ID', ONE_SIZE, async ({ page, request }) => {
    await page.goto('/#/forex');
    await fill(page, 'Meena Iyer E2E');
    await page.getByLabel('Upload PAN or Govt ID (optional)').setInputFiles({
      name: 'pan.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0]),
    });
    const answered = page.waitForResponse('**/api/proxy/forex');
    await agreeToPrivacy(page);
    await page.getByRole('button', { name: 'Submit Forex Request' }).click();
    const { id } = (await (await answered).json()) as { id: string };
    await expect(page.getByRole('status').filter({ hasText: 'Forex request submitted successfully!' })).toContainText(
      id,
    );
    await expect(amount(page)).toHaveValue('');

    const res = await request.get(`/api/admin/submissions/${id}`, { headers: ADMIN });
    const { data } = (await res.json()) as { data: Record<string, unknown> };
    expect(data).toMatchObject({
      kind: 'forex',
      data: {
        name: 'Meena Iyer E2E',
        phone: '+919840077777',
        purpose: 'Education',
        fromCurrency: 'INR',
        toCurrency: 'USD',
        amount: 1000,
        converted: '11.48',
        rate: 0.0114786,
      },
      attachment: { fileName: 'pan.jpg', fileType: 'image/jpeg' },
    });
  });

  test.describe('failures', () => {
    test.use({ expectedConsoleErrors: ['400', 'ERR_FAILED'] });

    test('a refusal alerts the server message; a network failure asks to try again', ONE_SIZE, async ({ page }) => {
      const alerts: string[] = [];
      page.on('dialog', async (dialog) => {
        alerts.push(dialog.message());
        await dialog.accept();
      });
      await page.goto('/#/forex');
      await fill(page, 'Meena Bad Phone', '12345');
      await agreeToPrivacy(page);
      await page.getByRole('button', { name: 'Submit Forex Request' }).click();
      const refused = 'Submission failed: Some fields need attention: Enter a valid phone number, e.g. +91 98400 12345';
      await expect(page.getByRole('alert')).toHaveText(refused);
      expect(alerts).toEqual([refused]);

      await page.getByLabel('Phone').fill('98400 77777');
      await page.route('**/api/proxy/forex', (route) => route.abort('failed'));
      await agreeToPrivacy(page);
      await page.getByRole('button', { name: 'Submit Forex Request' }).click();
      await expect(page.getByRole('alert')).toHaveText('Could not submit your request. Try again.');
      expect(alerts).toEqual([refused, 'Could not submit your request. Try again.']);
      await expect(page.getByRole('button', { name: 'Submit Forex Request' })).toBeEnabled();
    });
  });
});
