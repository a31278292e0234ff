import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  ADMIN_HEADERS,
  ADMIN_TOKEN,
  captureWindowOpen,
  expect,
  isPhone,
  test,
  agreeToPrivacy,
  signInToConsole,
  ONE_SIZE,
} from './helpers/fixtures';

// The operators' console at /#/admin, signed in with the e2e server's admin token: visitors' requests and
// enquiries in the inbox, working a lead, the CSV export, and a catalog edit visitors see at once.

// Asking the server whether the browser is signed in answers 401 until it is.
test.use({ expectedConsoleErrors: ['401 (Unauthorized)'] });

const PDF = {
  name: 'passport-scan.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n'),
};

/** A word no other test's data contains, so this test's leads are the only ones its search finds. */
const uniqueWord = (page: Page) => `Zq${isPhone(page) ? 'p' : 'd'}${Date.now().toString(36)}`;

test('a wrong token is refused; the right one opens the console and sign-out closes it', ONE_SIZE, async ({ page }) => {
  await page.goto('/#/admin');
  await page.getByLabel('Admin token').fill('not-the-token-not-the-token-not-the-token');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('That token is not right. Check it and try again.')).toBeVisible();

  await page.getByLabel('Admin token').fill(ADMIN_TOKEN);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'vt_admin')).toMatchObject({ httpOnly: true, sameSite: 'Strict' });

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'vt_admin')).toBeUndefined();
});

test('a visitor’s visa request and train enquiry reach the inbox; the operator works one and exports CSV', async ({
  page,
}) => {
  test.slow(); // a visitor's two enquiries, then the console: a long walk on a shared machine
  const word = uniqueWord(page);
  await captureWindowOpen(page);
  page.on('dialog', (dialog) => void dialog.accept());

  // A visitor: a visa request with its passport copy…
  await page.goto('/#/visa-form');
  await page.getByLabel('Full name (as on passport)').fill(`Priya ${word}`);
  await page.getByLabel('Passport number').fill('k1234567');
  await page.getByLabel('Nationality').fill('Indian');
  await page.getByLabel('Travel date').fill('2027-03-14');
  await page.getByLabel('Visa type').selectOption('Business');
  await page.getByLabel('Email').fill('priya.raman@example.in');
  await page.getByLabel('Phone').fill('098400 12345');
  await page.getByLabel('Passport copy (PDF or image)').setInputFiles(PDF);
  await agreeToPrivacy(page);
  await page.getByRole('button', { name: 'Submit Visa Application' }).click();
  await expect(page).toHaveURL(/#\/visa-success$/);
  const visaId = /VISA-[\w-]+/.exec((await page.getByText('Your reference:').textContent()) ?? '')?.[0] ?? '';
  // Forwarded to the business webhook (the loopback stub) right after the answer.
  await expect
    .poll(
      async () =>
        (
          (await (await page.request.get(`/api/admin/submissions/${visaId}`, { headers: ADMIN_HEADERS })).json()) as {
            data: { delivery: { status: string } };
          }
        ).data.delivery.status,
    )
    .toBe('delivered');

  // …and a train enquiry with the optional call-back details.
  await page.goto('/#/train-booking');
  await page.getByRole('combobox', { name: 'From' }).fill('Chennai Egmore');
  await page.getByRole('combobox', { name: 'To' }).fill('Madurai');
  await page.getByLabel('Date').fill('2030-01-15');
  await page.getByLabel('Name', { exact: true }).fill(`Ravi ${word}`);
  await page.getByLabel('Mobile number').fill('98400 55555');
  const recorded = page.waitForResponse((res) => res.url().endsWith('/api/leads'));
  await page.getByRole('button', { name: 'Enquire on WhatsApp' }).click();
  expect((await recorded).status()).toBe(201);

  // The operator.
  await signInToConsole(page);
  await page.getByLabel('Search', { exact: true }).fill(word);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const rows = page.getByRole('list', { name: 'Requests and enquiries' }).getByRole('link');
  await expect(rows).toHaveCount(2, { timeout: 15_000 });
  await expect(rows.nth(0)).toContainText(`Ravi ${word}`); // newest first
  await expect(rows.nth(0)).toContainText('Train');
  await expect(rows.nth(1)).toContainText(`Priya ${word}`);
  await expect(rows.nth(1)).toContainText('Visa');

  // The visa request: every field, its file, its delivery to the webhook, one-tap replies.
  await rows.nth(1).click();
  await expect(page.getByRole('heading', { level: 1, name: `Priya ${word}` })).toBeVisible();
  await expect(page.getByText('K1234567')).toBeVisible();
  await expect(page.getByText('passport-scan.pdf')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download' })).toHaveAttribute(
    'href',
    /\/api\/admin\/submissions\/VISA-[\w-]+\/attachment$/,
  );
  await expect(page.getByText('Delivered to the business webhook')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+919840012345');
  await expect(page.getByRole('link', { name: 'Email' })).toHaveAttribute(
    'href',
    /^mailto:priya\.raman@example\.in\?subject=/,
  );
  const reference = visaId;
  await expect(page.locator('.lead-detail__sub')).toContainText(reference);
  const whatsapp = new URL((await page.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')) ?? '');
  expect(whatsapp.origin + whatsapp.pathname).toBe('https://wa.me/919840012345');
  expect(whatsapp.searchParams.get('text')).toBe(
    `Hello Priya ${word}, this is Vishwa Tours & Travels about your visa enquiry (reference ${reference}). How can we help you?`,
  );

  // Working it: status and a note, both in the activity list.
  await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'In progress' }).click();
  await expect(
    page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'In progress' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel('Add a note').fill('Called back; sending the checklist on email.');
  await page.getByRole('button', { name: 'Add note' }).click();
  const activity = page.getByRole('list', { name: 'Activity' });
  await expect(activity).toContainText('Called back; sending the checklist on email.');
  await expect(activity).toContainText('Status: New → In progress');
  await page.reload();
  await expect(page.getByRole('list', { name: 'Activity' })).toContainText(
    'Called back; sending the checklist on email.',
  );

  // Back in the inbox with the same search: the In progress tab holds it; marked spam, it leaves the default view.
  await page.getByRole('link', { name: '← Inbox' }).click();
  await expect(page.getByLabel('Search', { exact: true })).toHaveValue(word);
  await page
    .getByRole('group', { name: 'Status' })
    .getByRole('button', { name: /^In progress/ })
    .click();
  await expect(rows).toHaveCount(1, { timeout: 15_000 });
  await expect(rows.first()).toContainText(`Priya ${word}`);

  // CSV of the current filter: the download carries the BOM and this lead.
  await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: /^Open/ }).click();
  await expect(rows).toHaveCount(2, { timeout: 15_000 });
  const exportLink = page.getByRole('link', { name: 'Export CSV' });
  await expect(exportLink).toHaveAttribute('href', `/api/admin/submissions.csv?q=${word}`);
  const [download] = await Promise.all([page.waitForEvent('download'), exportLink.click()]);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv).toContain(`Priya ${word}`);
  expect(csv).toContain(`Ravi ${word}`);
  expect(csv).toContain(reference);
});

test('a lead marked spam leaves the default view', ONE_SIZE, async ({ page }) => {
  const word = uniqueWord(page);
  const answer = await page.request.post('/api/leads', {
    data: { kind: 'bus', from: 'Chennai', to: 'Trichy', name: `Spam ${word}` },
  });
  expect(answer.status()).toBe(201);
  await signInToConsole(page);
  await page.getByLabel('Search', { exact: true }).fill(word);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const rows = page.getByRole('list', { name: 'Requests and enquiries' }).getByRole('link');
  await rows.first().click();
  await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Spam' }).click();
  await expect(page.getByText('Marked as spam')).toBeVisible();
  await page.getByRole('link', { name: '← Inbox' }).click();
  await expect(page.getByText('Nothing matches these filters.')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: /^Spam/ }).click();
  await expect(rows).toHaveCount(1, { timeout: 15_000 });
});

// Each test and screen size edits its own package, so tests running side by side never race on one document.
const PACKAGES = {
  price: ['andaman-islands', 'darjeeling-gangtok'],
  session: ['ooty-coorg-mysore', 'himachal-shimla-manali'],
} as const;
const packageFor = (page: Page, test: keyof typeof PACKAGES) => PACKAGES[test][isPhone(page) ? 0 : 1];

async function storedPackage(request: APIRequestContext, id: string) {
  const res = await request.get('/api/admin/catalog/tours', { headers: ADMIN_HEADERS });
  const list = (await res.json()) as {
    data: ({ id: string; version: number; title: string; price: { perPerson: number } } & Record<string, unknown>)[];
  };
  return list.data.find((document) => document.id === id)!;
}

/** Puts the package back as the seed has it, whatever the test left. */
async function restore(request: APIRequestContext, id: string, original: Record<string, unknown>) {
  const current = await storedPackage(request, id);
  const { version: _version, ...document } = original;
  await request.put(`/api/admin/catalog/tours/${id}`, {
    headers: { ...ADMIN_HEADERS, 'If-Match': String(current.version) },
    data: document,
  });
}

test(
  'a new price saved in the catalog editor is on the public detail page at once',
  ONE_SIZE,
  async ({ page, request }) => {
    test.slow();
    const id = packageFor(page, 'price');
    const original = await storedPackage(request, id);
    const amount = (isPhone(page) ? 31000 : 27000) + (Date.now() % 1000);
    const price = `₹${String(amount).slice(0, 2)},${String(amount).slice(2)} per person`;
    try {
      await signInToConsole(page);
      await page.getByRole('link', { name: 'Catalog' }).click();
      await page.getByRole('link', { name: `Edit ${original.title}` }).click();
      const field = page.getByLabel('Price per person (twin sharing)', { exact: true });
      await expect(field).toHaveValue(String(original.price.perPerson));

      // The shared schema's message for an empty price, before anything is sent.
      await field.fill('');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText('Some fields need attention')).toBeVisible();
      await expect(field).toHaveAttribute('aria-invalid', 'true');

      await field.fill(String(amount));
      await expect(page.getByText(`Visitors read: ${price}`, { exact: false })).toBeVisible(); // the text preview
      await expect(page.getByRole('complementary', { name: 'Preview' })).toContainText(price); // the live card
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText(/Visitors see the change now/)).toBeVisible();

      const visitor = await page.context().newPage();
      await visitor.goto(`/#/tour/${id}`);
      await expect(visitor.getByRole('heading', { level: 1, name: original.title })).toBeVisible();
      await expect(visitor.getByText(price).first()).toBeVisible();
      await visitor.close();
    } finally {
      await restore(request, id, original);
    }
  },
);

test.describe('session end and a stale save', () => {
  // The refused save answers 409, which the browser logs.
  test.use({ expectedConsoleErrors: ['401 (Unauthorized)', '409 (Conflict)'] });

  test(
    'an expired session asks for the token again and keeps the unsaved edit; a stale save shows what changed',
    ONE_SIZE,
    async ({ page, request }) => {
      test.slow();
      const id = packageFor(page, 'session');
      const original = await storedPackage(request, id);
      try {
        await signInToConsole(page);
        await page.goto(`/#/admin/catalog/tours/${id}`);
        await page.getByLabel('Accommodation').fill('Boutique stays, checked by our team');

        // The session ends (cookie gone): saving asks to sign in again over the form, which keeps the edit.
        await page.context().clearCookies();
        await page.getByRole('button', { name: 'Save changes' }).click();
        const dialog = page.getByRole('dialog', { name: 'Sign in again' });
        await expect(dialog.getByText('Your session has ended')).toBeVisible();
        await dialog.getByLabel('Admin token').fill(ADMIN_TOKEN);
        await dialog.getByRole('button', { name: 'Sign in' }).click();
        await expect(dialog).toBeHidden();
        await expect(page.getByLabel('Accommodation')).toHaveValue('Boutique stays, checked by our team');

        // A reload (or a closed tab) restores the draft too.
        await page.reload();
        await expect(page.getByText(/Restored your unsaved changes/)).toBeVisible();
        await expect(page.getByLabel('Accommodation')).toHaveValue('Boutique stays, checked by our team');

        // Meanwhile another operator saves a new price: this save is refused and shows their change.
        const current = await storedPackage(request, id);
        const { version: _version, ...document } = current;
        const theirs = await request.put(`/api/admin/catalog/tours/${id}`, {
          headers: { ...ADMIN_HEADERS, 'If-Match': String(current.version) },
          data: { ...document, price: { perPerson: 99999 } },
        });
        expect(theirs.status()).toBe(200);
        await page.getByRole('button', { name: 'Save changes' }).click();
        const conflict = page
          .getByRole('alert')
          .filter({ hasText: 'Someone else saved this item after you opened it' });
        await expect(conflict).toBeVisible();
        await expect(conflict.getByRole('row', { name: /Price per person/ })).toContainText('99999');

        // Overwriting on purpose puts this version in place, as the operator chose: our accommodation, our price.
        await conflict.getByRole('button', { name: 'Overwrite with mine' }).click();
        await expect(page.getByText(/Visitors see the change now/)).toBeVisible();
        const saved = await storedPackage(request, id);
        expect(saved).toMatchObject({
          details: { accommodation: 'Boutique stays, checked by our team' },
          price: original.price,
        });
      } finally {
        await restore(request, id, original);
      }
    },
  );
});

test('the audit log lists the sign-in and the console’s actions', ONE_SIZE, async ({ page }) => {
  await signInToConsole(page);
  await page.getByRole('link', { name: 'Audit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await expect(page.getByRole('table').getByText('Signed in').first()).toBeVisible();
});
