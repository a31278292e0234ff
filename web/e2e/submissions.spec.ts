import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN_HEADERS as ADMIN, agreeToPrivacy, expect, ONE_SIZE, test } from './helpers/fixtures';

// Visa, passport and contact requests end to end: the form, the alerts, the success screen, the stored row
// (read back through the admin API) and the delivery to the business webhook (the loopback stub).

const STUBS = `http://127.0.0.1:${process.env.E2E_STUB_PORT ?? '8797'}`;

const PDF = {
  name: 'passport-scan.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n'),
};
const PNG = {
  name: 'pan-card.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
};

/** Every window.alert the page shows, accepted like a visitor would. */
function alertsOf(page: Page) {
  const alerts: string[] = [];
  page.on('dialog', async (dialog) => {
    alerts.push(dialog.message());
    await dialog.accept();
  });
  return alerts;
}

async function storedRow(request: APIRequestContext, id: string) {
  const res = await request.get(`/api/admin/submissions/${id}`, { headers: ADMIN });
  expect(res.status()).toBe(200);
  return (
    (await res.json()) as {
      data: {
        kind: string;
        data: Record<string, unknown>;
        attachment: { fileName: string; fileType: string; size: number } | null;
      };
    }
  ).data;
}

async function expectForwarded(request: APIRequestContext, id: string) {
  await expect
    .poll(async () => {
      const deliveries = (await (await request.get(`${STUBS}/webhook/deliveries`)).json()) as {
        id: string;
        signatureValid: boolean;
      }[];
      return deliveries.filter((delivery) => delivery.id === id).map((delivery) => delivery.signatureValid);
    })
    .toEqual([true]);
}

async function fillVisa(page: Page, name: string) {
  await page.getByLabel('Full name (as on passport)').fill(name);
  await page.getByLabel('Passport number').fill('k1234567');
  await page.getByLabel('Nationality').fill('Indian');
  await page.getByLabel('Travel date').fill('2027-03-14');
  await page.getByLabel('Visa type').selectOption('Business');
  await page.getByLabel('Email').fill('priya.raman@example.in');
  await page.getByLabel('Phone').fill('098400 12345');
}

test.describe('visa application', ONE_SIZE, () => {
  test('goes from the form to the success screen, stored with its file and forwarded', async ({ page, request }) => {
    const alerts = alertsOf(page);
    await page.goto('/#/visa-form');
    await expect(page.getByRole('heading', { level: 1, name: 'Visa Application' })).toBeVisible();
    await fillVisa(page, 'Priya Raman E2E');
    await page.getByLabel('Country you are travelling to (optional)').fill(' United Arab Emirates ');
    await page.getByLabel('Passport copy (PDF or image)').setInputFiles(PDF);
    await expect(page.getByText('passport-scan.pdf')).toBeVisible();

    // Hold the answer a moment to see the submitting state.
    await page.route('**/api/proxy/visa', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    const sent = page.waitForRequest('**/api/proxy/visa');
    const answered = page.waitForResponse('**/api/proxy/visa');
    await agreeToPrivacy(page);
    await page.getByRole('button', { name: 'Submit Visa Application' }).click();
    await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    const request0 = await sent;
    expect(request0.headers()['idempotency-key']).toMatch(/^[\w-]{16,}$/);
    // A multipart form: the typed fields, the file's size, then the file as it is (no base64), last.
    expect(request0.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const body = request0.postDataBuffer()!.toString('latin1');
    expect(body).toContain(`name="fileSize"\r\n\r\n${PDF.buffer.length}\r\n`);
    expect(body).toContain(
      `name="file"; filename="passport-scan.pdf"\r\nContent-Type: application/pdf\r\n\r\n${PDF.buffer.toString('latin1')}\r\n--`,
    );
    expect(body.indexOf('name="fullName"')).toBeLessThan(body.indexOf('name="file"'));
    expect(body).not.toContain('fileData');
    const { result, id } = (await (await answered).json()) as { result: string; id: string };
    expect(result).toBe('success');

    await expect(page).toHaveURL(/#\/visa-success$/);
    expect(alerts).toEqual(['Visa Application submitted successfully!']);
    await expect(page.getByRole('heading', { level: 1, name: 'Submission Successful' })).toBeVisible();
    await expect(page.getByText('Thank you! Your form has been submitted.')).toBeVisible();
    await expect(page.getByText(`Your reference: ${id}`)).toBeVisible();

    const row = await storedRow(request, id);
    expect(row).toMatchObject({
      kind: 'visa',
      data: {
        fullName: 'Priya Raman E2E',
        passportNumber: 'K1234567',
        nationality: 'Indian',
        destinationCountry: 'United Arab Emirates',
        travelDate: '2027-03-14',
        visaType: 'Business',
        email: 'priya.raman@example.in',
        phone: '+919840012345',
      },
      attachment: { fileName: 'passport-scan.pdf', fileType: 'application/pdf', size: PDF.buffer.length },
    });
    const file = await request.get(`/api/admin/submissions/${id}/attachment`, { headers: ADMIN });
    expect(Buffer.from(await file.body()).equals(PDF.buffer)).toBe(true);
    await expectForwarded(request, id);

    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page).toHaveURL(/#\/$/);
  });

  test('alerts when no document is attached, and sends nothing', async ({ page }) => {
    const alerts = alertsOf(page);
    const posts: string[] = [];
    page.on('request', (req) => req.method() === 'POST' && posts.push(req.url()));
    await page.goto('/#/visa-form');
    await fillVisa(page, 'No File');
    await agreeToPrivacy(page);
    await page.getByRole('button', { name: 'Submit Visa Application' }).click();
    await expect(page.getByRole('alert')).toContainText('Please attach your document.');
    expect(alerts).toEqual(['Please attach your document.']);
    expect(posts).toEqual([]);
    await expect(page).toHaveURL(/#\/visa-form$/);
  });
});

test.describe('visa failures', ONE_SIZE, () => {
  test.use({ expectedConsoleErrors: ['400', 'ERR_FAILED'] });

  test('a file that lies about its type is refused and the form stays editable', async ({ page }) => {
    const alerts = alertsOf(page);
    await page.goto('/#/visa-form');
    await fillVisa(page, 'Liar File');
    await page.getByLabel('Passport copy (PDF or image)').setInputFiles({
      name: 'scan.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('MZ this is a program, not a PDF'),
    });
    await agreeToPrivacy(page);
    await page.getByRole('button', { name: 'Submit Visa Application' }).click();
    await expect(page.getByRole('alert')).toContainText('Submission failed. Try again.');
    await expect(page.getByRole('alert')).toContainText('Please attach a PDF or an image');
    expect(alerts).toEqual(['Submission failed. Try again.']);
    await expect(page).toHaveURL(/#\/visa-form$/);
    await expect(page.getByRole('button', { name: 'Submit Visa Application' })).toBeEnabled();
    await expect(page.getByLabel('Full name (as on passport)')).toHaveValue('Liar File');
  });

  test('a network failure says an error occurred', async ({ page }) => {
    const alerts = alertsOf(page);
    await page.goto('/#/visa-form');
    await fillVisa(page, 'Offline Visitor');
    await page.getByLabel('Passport copy (PDF or image)').setInputFiles(PDF);
    await page.route('**/api/proxy/visa', (route) => route.abort('failed'));
    await agreeToPrivacy(page);
    await page.getByRole('button', { name: 'Submit Visa Application' }).click();
    await expect(page.getByRole('alert')).toContainText('An error occurred.');
    expect(alerts).toEqual(['An error occurred.']);
    await expect(page.getByRole('button', { name: 'Submit Visa Application' })).toBeEnabled();
  });
});

test.describe('passport registration', ONE_SIZE, () => {
  async function fillPassport(page: Page, name: string) {
    await page.getByLabel('Full name').fill(name);
    await page.getByLabel('Date of birth').fill('1990-05-14');
    await page.getByLabel('Address').fill('12 Anna Salai, Chennai 600002');
    await page.getByLabel('Email').fill('arun.kumar@example.in');
    await page.getByLabel('Phone').fill('+91 98401 55555');
    await page.getByLabel('ID proof type').selectOption('PAN Card');
  }

  test('goes from the form to the success screen, stored with its image', async ({ page, request }) => {
    const alerts = alertsOf(page);
    await page.goto('/#/passport-form');
    await expect(page.getByRole('heading', { level: 1, name: 'Passport Registration' })).toBeVisible();
    await fillPassport(page, 'Arun Kumar E2E');
    await page.getByLabel('ID document (PDF or image)').setInputFiles(PNG);
    const answered = page.waitForResponse('**/api/proxy/passport');
    await agreeToPrivacy(page);
    await page.getByRole('button', { name: 'Submit Passport Registration' }).click();
    const { id } = (await (await answered).json()) as { id: string };
    await expect(page).toHaveURL(/#\/passport-success$/);
    expect(alerts).toEqual(['Passport Registration submitted successfully!']);
    await expect(page.getByRole('heading', { level: 1, name: 'Submission Successful' })).toBeVisible();
    await expect(page.getByText('Thank you! Your form has been submitted.')).toBeVisible();
    expect(await storedRow(request, id)).toMatchObject({
      kind: 'passport',
      data: {
        fullName: 'Arun Kumar E2E',
        dob: '1990-05-14',
        address: '12 Anna Salai, Chennai 600002',
        phone: '+919840155555',
        idProofType: 'PAN Card',
      },
      attachment: { fileName: 'pan-card.png', fileType: 'image/png', size: PNG.buffer.length },
    });
    await expectForwarded(request, id);
  });

  test('alerts when no ID document is attached', async ({ page }) => {
    const alerts = alertsOf(page);
    await page.goto('/#/passport-form');
    await fillPassport(page, 'No Id');
    await agreeToPrivacy(page);
    await page.getByRole('button', { name: 'Submit Passport Registration' }).click();
    await expect(page.getByRole('alert')).toContainText('Please attach your ID document.');
    expect(alerts).toEqual(['Please attach your ID document.']);
  });
});

test.describe('contact', ONE_SIZE, () => {
  test('sends a message that is stored and forwarded', async ({ page, request }) => {
    await page.goto('/#/contact');
    await page.getByLabel('Name').fill('Ravi Shankar E2E');
    await page.getByLabel('Email').fill('ravi.s@example.in');
    await page.getByLabel('Phone (optional)').fill('098400 12345');
    await page.getByLabel('Message').fill('Please call me about a Kailash yatra for four.');
    const answered = page.waitForResponse('**/api/proxy/contact');
    await agreeToPrivacy(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    const { id } = (await (await answered).json()) as { id: string };
    await expect(page.getByRole('status').filter({ hasText: 'Thank you! Your message has been sent.' })).toContainText(
      id,
    );
    await expect(page.getByLabel('Message')).toHaveValue('');
    expect(await storedRow(request, id)).toMatchObject({
      kind: 'contact',
      data: {
        name: 'Ravi Shankar E2E',
        email: 'ravi.s@example.in',
        phone: '+919840012345',
        message: 'Please call me about a Kailash yatra for four.',
      },
      phone: '+919840012345',
      attachment: null,
    });
    await expectForwarded(request, id);
  });
});
