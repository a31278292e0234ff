import { expect, test, signInToConsole, ONE_SIZE } from './helpers/fixtures';

// The package editor's attribute fields and Tamil/Hindi words, and a car's words: typed in the console, saved,
// and read back. On a package and a car no other browser test looks at, with fields no filter counts, so a full
// run is not disturbed.

test.use({ expectedConsoleErrors: ['401 (Unauthorized)'] });

test('a Hindi title and the youngest age saved in the editor come back on reload', ONE_SIZE, async ({ page }) => {
  test.slow();
  await signInToConsole(page);

  await page.goto('/#/admin/catalog/tours/rajasthan-heritage');
  await expect(page.getByRole('heading', { name: 'Tamil and Hindi' })).toBeVisible();
  const hindiTitle = page.getByRole('textbox', { name: 'Hindi' }).first();
  await hindiTitle.fill('राजस्थान की विरासत: उदयपुर, जोधपुर और जैसलमेर');
  await page.getByLabel('Youngest age').fill('5');
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
  await expect(page.getByRole('textbox', { name: 'Hindi' }).first()).toHaveValue(
    'राजस्थान की विरासत: उदयपुर, जोधपुर और जैसलमेर',
  );
  await expect(page.getByLabel('Youngest age')).toHaveValue('5');
  // What it had before stays: the start city and best months from the seed.
  await expect(page.getByLabel('Starts from (town or airport)')).toHaveValue('Udaipur');
  await expect(page.getByRole('checkbox', { name: 'Dec' })).toBeChecked();
});

test(
  'a car model’s Hindi line saved in the editor shows on the car rental page in Hindi',
  ONE_SIZE,
  async ({ page }) => {
    test.slow();
    await signInToConsole(page);

    await page.goto('/#/admin/catalog/carModels/mercedes-e-class');
    await expect(page.getByRole('heading', { name: 'Tamil and Hindi' })).toBeVisible();
    // The seed's Tamil name is there to edit, beside the English.
    await expect(page.getByRole('textbox', { name: 'Tamil' }).first()).toHaveValue('மெர்சிடிஸ்-பென்ஸ் E-கிளாஸ்');
    const line = 'शादी, विदाई और ख़ास मेहमानों के लिए ड्राइवर के साथ मर्सिडीज़।';
    await page.getByRole('textbox', { name: 'Hindi' }).nth(1).fill(line);
    await page.getByRole('button', { name: /^Save/ }).first().click();
    await expect(page.getByText(/Saved/).first()).toBeVisible();

    await page.goto('/#/car-rental?lang=hi');
    await expect(page.getByText(line)).toBeVisible();
    await expect(page.getByText('मर्सिडीज़-बेंज़ ई-क्लास').first()).toBeVisible();
  },
);
