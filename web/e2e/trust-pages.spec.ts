import { DEFAULT_BUSINESS } from '../../shared/business';
import { expect, test, ONE_SIZE } from './helpers/fixtures';

// Issue 28 items 2, 3 and 7: who we are in the footer and /about, /pay-safely, /privacy and the consent box.

test('the footer and /about show the GSTIN, address, founding year and grievance officer', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`GSTIN ${DEFAULT_BUSINESS.gstin}`);
  await expect(footer).toContainText(`Serving travellers since ${DEFAULT_BUSINESS.foundingYear}`);
  await expect(footer).toContainText(`Grievance officer: ${DEFAULT_BUSINESS.grievanceOfficer.name}`);
  await expect(footer).toContainText('No. 14, Venkatnarayana Road, T. Nagar, Chennai, Tamil Nadu 600017');
  // No membership is configured by default: none is claimed.
  await expect(footer).not.toContainText('IATA');

  await footer.getByRole('link', { name: 'About us' }).click();
  const company = page.getByRole('region', { name: 'Company details' });
  await expect(company).toContainText(DEFAULT_BUSINESS.legalName);
  await expect(company).toContainText(DEFAULT_BUSINESS.gstin);
  await expect(company).toContainText(String(DEFAULT_BUSINESS.foundingYear));
  await expect(company).toContainText(DEFAULT_BUSINESS.grievanceOfficer.email);
});

test(
  '/pay-safely names the one UPI ID and account, linked from the footer and the ticket pages',
  ONE_SIZE,
  async ({ page }) => {
    await page.goto('/#/flight-booking');
    await page.getByRole('complementary').getByRole('link', { name: 'Pay safely' }).click();
    await expect(page).toHaveURL(/#\/pay-safely$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pay safely' })).toBeVisible();
    const accounts = page.getByRole('region', { name: 'The only accounts we take money on' });
    await expect(accounts).toContainText(DEFAULT_BUSINESS.payment.upiId);
    await expect(accounts).toContainText(DEFAULT_BUSINESS.payment.bank.accountNumber);
    await expect(page.getByRole('region', { name: 'What we never do' })).toContainText(
      'We never ask you to pay a personal mobile number',
    );
    await expect(page.getByRole('region', { name: 'If someone pretends to be us' })).toContainText('1930');
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Pay safely' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pay safely' })).toBeVisible();
  },
);

test('/privacy lists each item of personal data with why, how long and who receives it', ONE_SIZE, async ({ page }) => {
  await page.goto('/#/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.locator('tbody tr')).toHaveCount(7);
  await expect(table).toContainText('Name, mobile number and email');
  await expect(table).toContainText('180 days after you send it, then deleted');
  await expect(page.getByRole('region', { name: 'Withdraw consent or ask us to delete your data' })).toContainText(
    DEFAULT_BUSINESS.grievanceOfficer.email,
  );
});

test(
  'the contact form does not send until the unticked consent box is ticked, and keeps what was typed',
  ONE_SIZE,
  async ({ page }) => {
    await page.goto('/#/contact');
    const consent = page.getByRole('checkbox', { name: /I agree that these details are used/ });
    await expect(consent).not.toBeChecked();
    await page.getByLabel('Name').fill('Meena Raman');
    await page.getByLabel('Email').fill('meena@example.com');
    await page.getByLabel('Message').fill('Kerala in December, two adults.');
    let sent = 0;
    page.on('request', (request) => void (request.method() === 'POST' && (sent += 1)));
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Please tick the box to agree, so we can use your details for this request.',
    );
    await expect(consent).toBeFocused();
    expect(sent).toBe(0);
    await expect(page.getByLabel('Name')).toHaveValue('Meena Raman');
    await page.getByRole('link', { name: 'privacy notice' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
  },
);
