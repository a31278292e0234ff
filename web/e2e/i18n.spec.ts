import { expect, test } from './fixtures';

test.describe('languages', () => {
  test('?lang=ta opens the home page in Tamil, and the switcher goes to Hindi and back', async ({ page }) => {
    await page.goto('/#/?lang=ta');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    await expect(page.getByRole('button', { name: 'கார் வாடகை அல்லது டிக்கெட்டுகளைத் தேடுங்கள்' })).toBeVisible();
    const switcher = page.getByRole('banner').getByRole('combobox', { name: 'மொழி' });
    await switcher.selectOption('hi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('button', { name: 'कार किराया या टिकट खोजें' })).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('banner').getByRole('combobox', { name: 'भाषा' })).toHaveValue('hi');
    await page.getByRole('banner').getByRole('combobox', { name: 'भाषा' }).selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await expect(page.getByRole('button', { name: 'Search for car rentals or tickets' })).toBeVisible();
  });
});
