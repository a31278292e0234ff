import { ADMIN_TOKEN, expect, test } from './helpers/fixtures';

// The package editor's attribute fields and Tamil/Hindi words: typed in the console, saved, and read back.

test.use({ expectedConsoleErrors: ['401 (Unauthorized)'] });

test('a Tamil title and the best months saved in the editor come back on reload', async ({ page }) => {
  test.slow();
  await page.goto('/#/admin');
  await page.getByLabel('Admin token').fill(ADMIN_TOKEN);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();

  await page.goto('/#/admin/catalog/tours/kerala-backwaters-munnar');
  await expect(page.getByRole('heading', { name: 'Tamil and Hindi' })).toBeVisible();
  const tamilTitle = page.getByRole('textbox', { name: 'Tamil' }).first();
  await tamilTitle.fill('கேரளா உப்பங்கழிகளும் மூணாறும்');
  await page.getByRole('checkbox', { name: 'Dec' }).check();
  await page.getByLabel('Starts from (town or airport)').fill('Kochi');
  if (process.env.E2E_SHOTS) {
    for (const [width, height] of [
      [360, 740],
      [1366, 768],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page
        .getByRole('heading', { name: 'What the trip is' })
        .evaluate((element) => element.scrollIntoView({ block: 'start' }));
      await page.screenshot({ path: `${process.env.E2E_SHOTS}/editor-extras-${width}.png` });
    }
  }
  await page.getByRole('button', { name: /^Save/ }).first().click();
  await expect(page.getByText(/Saved/).first()).toBeVisible();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Tamil' }).first()).toHaveValue('கேரளா உப்பங்கழிகளும் மூணாறும்');
  await expect(page.getByRole('checkbox', { name: 'Dec' })).toBeChecked();
  await expect(page.getByLabel('Starts from (town or airport)')).toHaveValue('Kochi');
});
