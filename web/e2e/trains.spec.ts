import { captureWindowOpen, expect, ONE_SIZE, openedUrls, test } from './helpers/fixtures';

const ATTRIBUTION =
  'Timetable data published by the Ministry of Railways and sourced from Open Government Data (OGD) Platform India (data.gov.in), under the Government Open Data License - India. Station locations: DataMeet Indian Railways data (CC0).';

test('station autocomplete works by keyboard alone', ONE_SIZE, async ({ page }) => {
  await page.goto('/#/train-booking');
  const from = page.getByRole('combobox', { name: 'From' });
  await from.click();
  await from.pressSequentially('delhi');
  const list = page.getByRole('listbox', { name: 'From station suggestions' });
  await expect(list).toBeVisible();
  await expect(from).toHaveAttribute('aria-expanded', 'true');
  // Busiest stations first.
  await expect(list.getByRole('option').locator('.station-field__code')).toHaveText([
    'NDLS',
    'NZM',
    'DLI',
    'DSA',
    'DEC',
    'DEE',
    /.+/,
    /.+/,
    /.+/,
    /.+/,
  ]);
  await expect(list.getByRole('option').first()).toContainText('New Delhi');
  await from.press('ArrowDown');
  const first = list.getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(from).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  await from.press('ArrowDown');
  await expect(list.getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true');
  await from.press('ArrowUp');
  await from.press('Enter');
  await expect(from).toHaveValue('New Delhi (NDLS)');
  await expect(list).toBeHidden();
  await expect(from).toHaveAttribute('aria-expanded', 'false');

  // A renamed code finds today's station; Escape closes the list, a second Escape clears the field.
  const to = page.getByRole('combobox', { name: 'To' });
  await from.press('Tab');
  await expect(to).toBeFocused();
  await to.pressSequentially('MMCT');
  await expect(page.getByRole('listbox', { name: 'To station suggestions' }).getByRole('option').first()).toContainText(
    'Mumbai Central',
  );
  await to.press('Escape');
  await expect(page.getByRole('listbox', { name: 'To station suggestions' })).toBeHidden();
  await to.press('Escape');
  await expect(to).toHaveValue('');
});

test('form → results → train screen → WhatsApp, and the train screen survives a reload', ONE_SIZE, async ({ page }) => {
  await captureWindowOpen(page);
  await page.goto('/#/train-booking');
  const from = page.getByRole('combobox', { name: 'From' });
  await from.pressSequentially('ndls');
  await expect(
    page.getByRole('listbox', { name: 'From station suggestions' }).getByRole('option').first(),
  ).toContainText('New Delhi');
  await from.press('ArrowDown');
  await from.press('Enter');
  const to = page.getByRole('combobox', { name: 'To' });
  await to.pressSequentially('mumbai central');
  await expect(page.getByRole('option', { name: /BCT/ })).toBeVisible();
  await page.getByRole('option', { name: /BCT/ }).click();
  await expect(to).toHaveValue('Mumbai Central (BCT)');
  await page.getByLabel('Date').fill('2030-01-16'); // a Wednesday: the Tue/Sat Duronto does not run
  await page.getByLabel('Passengers').fill('2');
  await page.getByRole('button', { name: 'Search Trains' }).click();

  await expect(page).toHaveURL(/#\/train-results\?type=train&from=NDLS&to=BCT&date=2030-01-16&passengers=2$/);
  await expect(page.getByRole('heading', { name: '3 trains found' })).toBeVisible();
  const cards = page.locator('.train-card');
  await expect(cards).toHaveCount(3);
  await expect(cards.locator('.train-card__number')).toHaveText(['19024', '09006', '12952']);
  const rajdhani = cards.nth(2);
  await expect(rajdhani.locator('.train-card__name')).toHaveText('Mumbai Rajdhani Express');
  await expect(rajdhani.locator('.train-card__route')).toHaveText('New Delhi → Mumbai Central');
  await expect(rajdhani.locator('.train-card__time')).toHaveText(['16:25', '08:15+1 day']);
  await expect(rajdhani).toContainText('1,376 km');
  await expect(rajdhani).toContainText('15h 50m');
  await expect(rajdhani.locator('.train-card__class')).toHaveText(['1A', '2A', '3A']);
  await expect(rajdhani.locator('.train-card__price')).toHaveText('Fare on request');
  await expect(page.getByText(ATTRIBUTION)).toBeVisible();

  await rajdhani.click();
  await expect(page).toHaveURL(/#\/ticket\/train\/12952\?type=train&from=NDLS&to=BCT&date=2030-01-16&passengers=2$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mumbai Rajdhani Express' })).toBeVisible();
  await expect(page.getByText('Fare on request', { exact: true })).toBeVisible();
  await page.getByText('3A', { exact: true }).click();
  await page.getByRole('button', { name: 'Enquire on WhatsApp' }).click();
  const text =
    "Hi, I'm interested in booking a TRAIN:\nTrain: 12952 Mumbai Rajdhani Express\nFrom: New Delhi (NDLS) at 16:25\nTo: Mumbai Central (BCT) at 08:15 (+1 day)\nDate: 2030-01-16\nPassengers: 2\nClass: 3A\nPlease share more info.";
  expect(await openedUrls(page)).toEqual([
    {
      url: `https://wa.me/919840012345?text=${encodeURIComponent(text)}`,
      target: '_blank',
      features: 'noopener,noreferrer',
    },
  ]);

  // A reload loses the passed state: the screen fetches the train by number.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Mumbai Rajdhani Express' })).toBeVisible();
  await expect(page.locator('.train-ticket__time')).toHaveText(['16:25', '08:15+1 day']);
  await page.getByText('Route: 8 stations').click();
  await expect(page.getByText('Kota Jn')).toBeVisible();
  await page.getByRole('button', { name: 'Enquire on WhatsApp' }).click();
  const afterReload = await openedUrls(page);
  expect(decodeURIComponent(afterReload[0]!.url.split('text=')[1]!)).toBe(
    text.replace('Class: 3A', 'Class: Not provided'),
  );

  await page.getByRole('link', { name: /All trains NDLS → BCT/ }).click();
  await expect(page).toHaveURL(/#\/train-results\?type=train&from=NDLS&to=BCT&date=2030-01-16&passengers=2$/);
  await expect(page.locator('.train-card')).toHaveCount(3);
});

test('Search Trains asks for stations it cannot use', ONE_SIZE, async ({ page }) => {
  await page.goto('/#/train-booking');
  await page.getByRole('combobox', { name: 'To' }).fill('ndls');
  await page.getByRole('combobox', { name: 'From' }).fill('NDLS');
  await page.getByRole('button', { name: 'Search Trains' }).click();
  await expect(page.getByText('From and To must be different stations')).toBeVisible();
  await page.getByRole('combobox', { name: 'From' }).fill('New Delhi');
  await page.getByRole('button', { name: 'Search Trains' }).click();
  await expect(
    page.getByText('Pick the From station from the suggestions, or type its code (e.g. NDLS)'),
  ).toBeVisible();
  await expect(page).toHaveURL(/#\/train-booking$/);
});

test(
  'results: Loading... while waiting, a renamed code, an empty search, and a type other than train',
  ONE_SIZE,
  async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/trains?*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/#/train-results?from=MMCT&to=NDLS');
    await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible();
    release();
    await expect(page.locator('.train-card__number')).toHaveText(['19023', '09005', '12951', '22209']);
    await expect(page.locator('.train-results__route')).toContainText('Mumbai Central (BCT)');

    await page.goto('/#/train-results?type=train&from=TPTY&to=BCT&passengers=1');
    await expect(page.getByText('No results found')).toBeVisible();
    await expect(page.getByText(ATTRIBUTION)).toBeVisible();

    await page.goto('/#/train-results?type=bus&from=MAS&to=SBC');
    await expect(page.getByText('No results found')).toBeVisible();
  },
);

test.describe('refused searches', ONE_SIZE, () => {
  test.use({ expectedConsoleErrors: ['400'] });

  test('show the worker’s message and a way on to WhatsApp', async ({ page }) => {
    await page.goto('/#/train-results?type=train&from=XYZQ&to=BCT');
    await expect(page.getByRole('alert')).toHaveText(
      "We do not know a station with the code 'XYZQ'. Pick one from the suggestions.",
    );
    await expect(page.getByRole('button', { name: 'Ask us on WhatsApp instead' })).toBeVisible();
    await page.goto('/#/train-results?type=train&from=NDLS&to=BCT&date=2030-02-30');
    await expect(page.getByRole('alert')).toHaveText('Check the search: Use a real date like 2026-12-31');
  });
});
