import type { Page } from '@playwright/test';
import { expect, isPhone, test, signInToConsole, ONE_SIZE } from './helpers/fixtures';

// Working the inbox as a named person: a lead assigned to me shows under "Assigned to me", leads from the
// same mobile within a day are grouped, several are marked as spam at once, and the figures draw.

test.use({ expectedConsoleErrors: ['401 (Unauthorized)'] });

const shotDir = process.env.E2E_SHOTS;
/** With E2E_SHOTS=<dir>: the screen at 360×740 and 1366×768, for a person to look at. */
async function shot(page: Page, name: string) {
  if (!shotDir) return;
  const size = page.viewportSize()!;
  for (const [width, height] of [
    [360, 740],
    [1366, 768],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${shotDir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

test('assign to me, grouped mobiles, bulk spam and the figures', ONE_SIZE, async ({ page }) => {
  test.slow();
  // A mobile no other test uses: 98 + six digits of the time, with a phone/desktop digit.
  const mobile = `98${isPhone(page) ? 1 : 2}${String(Date.now()).slice(-7)}`;
  const ids: string[] = [];
  for (const to of ['Madurai', 'Tirunelveli']) {
    const res = await page.request.post('/api/leads', {
      data: { kind: 'bus', from: 'Chennai', to, date: '2026-12-20', passengers: 2, name: 'Selvi', mobile },
    });
    expect(res.status()).toBe(201);
    ids.push(((await res.json()) as { id: string }).id);
  }

  await signInToConsole(page);

  await page.goto(`/#/admin?q=${mobile}`);
  const newest = page.getByRole('link', { name: new RegExp(ids[1]!) });
  await expect(newest).toContainText('+1 earlier from this mobile (24 h)');
  await expect(page.getByRole('list', { name: 'Earlier from the same mobile' }).getByRole('link')).toContainText(
    'Chennai → Madurai',
  );
  await shot(page, 'inbox-grouped');

  await newest.click();
  await page.getByRole('button', { name: 'Assign to me' }).click();
  await expect(page.getByRole('combobox', { name: 'Assigned to' })).toHaveValue('Owner');
  await expect(page.getByRole('list', { name: 'Activity' })).toContainText('Assigned to Owner · by Owner');
  await shot(page, 'lead-assigned');

  await page.goto(`/#/admin?q=${mobile}&assignee=me`);
  await expect(page.getByRole('button', { name: 'Assigned to me' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('list', { name: 'Requests and enquiries' }).getByRole('link').first()).toContainText(
    ids[1]!,
  );

  await page.goto(`/#/admin?q=${mobile}`);
  await page.getByRole('button', { name: 'Select several' }).click();
  await page.getByRole('checkbox', { name: `Select ${ids[1]}` }).check();
  await expect(page.getByText('2 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Mark as spam' }).click();
  await expect(page.getByText('2 marked as spam.')).toBeVisible();
  await expect(page.getByText('Nothing matches these filters.')).toBeVisible();

  await page.getByRole('link', { name: 'Figures' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Figures' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Leads per day for the last 30 days/ })).toBeVisible();
  await expect(page.getByText('Median first response')).toBeVisible();
  await shot(page, 'figures');
});
