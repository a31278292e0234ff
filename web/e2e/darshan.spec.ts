import type { Page } from '@playwright/test';
import { captureWindowOpen, expect, openedUrls, test, agreeToPrivacy, ONE_SIZE } from './helpers/fixtures';

// The default booking window (shared/constants.ts DARSHAN.defaultWindow; the e2e build sets no override).
const WINDOW = { from: '2027-01-01', to: '2027-01-31' };

const person = (page: Page, n: number) => page.getByRole('group', { name: `Person ${n}` });

test.beforeEach(async ({ page }) => {
  await captureWindowOpen(page);
  await page.goto('/#/tirupati-tickets');
});

test('the form as the spec draws it', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1, name: 'Tirupati Darshan Booking' })).toBeVisible();
  await expect(page.getByLabel('Number of tickets')).toHaveValue('1');
  const date = page.getByLabel('Preferred darshan date');
  await expect(date).toHaveValue(WINDOW.from);
  for (const input of [date, page.getByLabel('Alternate date (optional)')]) {
    await expect(input).toHaveAttribute('min', WINDOW.from);
    await expect(input).toHaveAttribute('max', WINDOW.to);
  }
  await expect(person(page, 1)).toBeVisible();
  await expect(person(page, 2)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Book Darshan' })).toBeVisible();
  await expect(page.getByText(/All fields are mandatory/)).toContainText('you will be redirected to WhatsApp');
});

test(
  'the ticket count grows and shrinks the passenger cards, keeping entries and clearing errors',
  ONE_SIZE,
  async ({ page }) => {
    await person(page, 1).getByLabel('Full name').fill('Lakshmi Narayanan');
    await page.getByLabel('Number of tickets').fill('3');
    await expect(page.locator('.darshan-person')).toHaveCount(3);
    await agreeToPrivacy(page);
    await page.getByRole('button', { name: 'Book Darshan' }).click();
    await expect(page.getByText('Age is required for Person 3')).toBeVisible();

    await page.getByLabel('Number of tickets').fill('2');
    await expect(page.locator('.darshan-person')).toHaveCount(2);
    await expect(person(page, 1).getByLabel('Full name')).toHaveValue('Lakshmi Narayanan');
    await expect(page.locator('.field__error')).toHaveCount(0);

    await page.getByLabel('Number of tickets').fill('0');
    await expect(page.locator('.darshan-person')).toHaveCount(0);
    await page.getByLabel('Number of tickets').fill('');
    await expect(page.locator('.darshan-person')).toHaveCount(0);
  },
);

test('every validation message, verbatim', ONE_SIZE, async ({ page }) => {
  const submit = async () => {
    await agreeToPrivacy(page);
    await page.getByRole('button', { name: 'Book Darshan' }).click();
  };
  const tickets = page.getByLabel('Number of tickets');

  await tickets.fill('0');
  await submit();
  await expect(page.getByText('Please enter number of tickets (minimum 1)')).toBeVisible();
  await tickets.fill('11');
  await expect(page.locator('.darshan-person')).toHaveCount(10);
  await submit();
  await expect(page.getByText('Maximum 10 tickets allowed')).toBeVisible();

  await tickets.fill('2');
  await page.getByLabel('Preferred darshan date').fill('');
  await submit();
  for (const message of [
    'Darshan date is required',
    'Name is required for Person 1',
    'Age is required for Person 1',
    'Aadhaar number is required for Person 1',
    'Name is required for Person 2',
    'Age is required for Person 2',
    'Aadhaar number is required for Person 2',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByLabel('Preferred darshan date')).toBeFocused();

  await page.getByLabel('Preferred darshan date').fill('2027-01-05');
  await page.getByLabel('Alternate date (optional)').fill('2027-01-05');
  await person(page, 1).getByLabel('Age').fill('121');
  await person(page, 1).getByLabel('Aadhaar number').fill('1234 5678 9012');
  await person(page, 2).getByLabel('Age').fill('0');
  await person(page, 2).getByLabel('Aadhaar number').fill('2345 6789 0123'); // wrong Verhoeff check digit
  await submit();
  for (const message of [
    'Alternate date should be different from main darshan date',
    'Please enter a valid age for Person 1',
    'Please enter a valid Aadhaar number for Person 1',
    'Please enter a valid age for Person 2',
    'Please enter a valid Aadhaar number for Person 2',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  expect(await openedUrls(page)).toEqual([]);
});

test('the Aadhaar input keeps digits only, in groups of four, at most 14 characters', ONE_SIZE, async ({ page }) => {
  const aadhaar = person(page, 1).getByLabel('Aadhaar number');
  await expect(aadhaar).toHaveAttribute('maxlength', '14');
  await aadhaar.pressSequentially('2345a6789-0124');
  await expect(aadhaar).toHaveValue('2345 6789 0124');
  await aadhaar.pressSequentially('99');
  await expect(aadhaar).toHaveValue('2345 6789 0124');
});

test('a valid form opens WhatsApp in a new tab with every pilgrim', ONE_SIZE, async ({ page }) => {
  await page.getByLabel('Number of tickets').fill('2');
  await page.getByLabel('Preferred darshan date').fill('2027-01-09');
  await person(page, 1).getByLabel('Full name').fill('Lakshmi Narayanan');
  await person(page, 1).getByLabel('Age').fill('64');
  await person(page, 1).getByLabel('Aadhaar number').pressSequentially('234567890124');
  await person(page, 2).getByLabel('Full name').fill('Ravi Kumar');
  await person(page, 2).getByLabel('Age').fill('35');
  await person(page, 2).getByLabel('Aadhaar number').fill('9999 9999 9999');
  await agreeToPrivacy(page);
  await page.getByRole('button', { name: 'Book Darshan' }).click();
  const text =
    "Hi, I'd like to book Tirupati darshan tickets.\nNumber of tickets: 2\nPreferred darshan date: 2027-01-09\nAlternate date: Not provided\nPerson 1: Lakshmi Narayanan, Age 64, Aadhaar 2345 6789 0124\nPerson 2: Ravi Kumar, Age 35, Aadhaar 9999 9999 9999\nPlease confirm availability and pricing for these tickets.";
  expect(await openedUrls(page)).toEqual([
    {
      url: `https://wa.me/919840012345?text=${encodeURIComponent(text)}`,
      target: '_blank',
      features: 'noopener,noreferrer',
    },
  ]);
});
