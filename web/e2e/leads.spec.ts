import type { Page, Request, Route } from '@playwright/test';
import {
  ADMIN_HEADERS,
  agreeToPrivacy,
  captureWindowOpen,
  expect,
  isPhone,
  ONE_SIZE,
  openedUrls,
  test,
} from './helpers/fixtures';

// Enquiries that hand off to WhatsApp are recorded as leads (POST /api/leads) when the visitor presses the
// button, and WhatsApp opens exactly as before whatever becomes of that record: refused, cut off or slow.

const wa = (text: string) => `https://wa.me/919840012345?text=${encodeURIComponent(text)}`;
const handOff = (text: string) => [{ url: wa(text), target: '_blank', features: 'noopener,noreferrer' }];

// A refused or cut-off record is logged by the browser; nothing else may be.
test.use({ expectedConsoleErrors: ['Failed to load resource'] });

test.beforeEach(async ({ page }) => {
  await captureWindowOpen(page);
});

/** Every lead the page sends, answered by `answer` instead of the worker. */
async function leadsAnswered(page: Page, answer: (route: Route) => Promise<void>) {
  const sent: Request[] = [];
  await page.route('**/api/leads', async (route) => {
    sent.push(route.request());
    await answer(route);
  });
  return sent;
}
const refuse = (route: Route) =>
  route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Something went wrong' } } });
const cutOff = (route: Route) => route.abort('failed');

test(
  'train enquiry form: WhatsApp opens with the spec text when the record is refused; the lead carries the call-back details',
  ONE_SIZE,
  async ({ page }) => {
    const sent = await leadsAnswered(page, refuse);
    await page.goto('/#/train-booking');
    await page.getByRole('combobox', { name: 'From' }).fill('Chennai Egmore');
    await page.getByRole('combobox', { name: 'To' }).fill('Madurai');
    await page.getByLabel('Date').fill('2030-01-15');
    await page.getByLabel('Passengers').fill('4');
    await expect(page.getByText('So we can call you back if WhatsApp does not open.')).toBeVisible();
    await page.getByLabel('Name', { exact: true }).fill('  Meena Sundaram ');
    await page.getByLabel('Mobile number').fill('098400 12345');
    await page.getByRole('button', { name: 'Enquire on WhatsApp' }).click();
    expect(await openedUrls(page)).toEqual(
      handOff(
        "Hi, I'm interested in booking a TRAIN:\nFrom: Chennai Egmore\nTo: Madurai\nDate: 2030-01-15\nPassengers: 4\nPlease share more info.",
      ),
    );
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]!.postDataJSON()).toEqual({
      kind: 'train',
      from: 'Chennai Egmore',
      to: 'Madurai',
      date: '2030-01-15',
      passengers: '4',
      name: 'Meena Sundaram',
      mobile: '+919840012345',
    });
  },
);

test(
  'flight enquiry: WhatsApp opens exactly as before when the record cannot be sent at all',
  ONE_SIZE,
  async ({ page }) => {
    const sent = await leadsAnswered(page, cutOff);
    await page.goto('/#/flight-booking');
    await page.getByRole('textbox', { name: 'From', exact: true }).fill('Chennai (MAA)');
    await page.getByRole('textbox', { name: 'To', exact: true }).fill('Dubai (DXB)');
    await page.getByLabel('Travel class').selectOption('Business');
    await page.getByRole('button', { name: 'Enquire on WhatsApp' }).click();
    expect(await openedUrls(page)).toEqual(
      handOff(
        "Hi, I'm interested in booking a FLIGHT:\nFrom: Chennai (MAA)\nTo: Dubai (DXB)\nDate: Not provided\nPassengers: 1\nClass: Business\nPlease share more info.",
      ),
    );
    await expect.poll(() => sent.length).toBe(1);
    // No call-back details given: none are sent.
    expect(sent[0]!.postDataJSON()).toEqual({
      kind: 'flight',
      from: 'Chennai (MAA)',
      to: 'Dubai (DXB)',
      date: '',
      passengers: '1',
      travelClass: 'Business',
    });
  },
);

test('hotel enquiry: a record that never answers does not hold up WhatsApp', ONE_SIZE, async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const sent = await leadsAnswered(page, async (route) => {
    await held;
    await route.abort('failed');
  });
  await page.goto('/#/hotel-booking');
  await page.getByLabel('Location').fill('Munnar');
  await page.getByLabel('Guests').fill('3');
  await page.getByRole('button', { name: 'Enquire on WhatsApp' }).click();
  // Read at once, while the record is still waiting for an answer.
  expect(await openedUrls(page)).toEqual(
    handOff(
      "Hi, I'm interested in booking a HOTEL:\nLocation: Munnar\nCheck-in: Not provided\nCheck-out: Not provided\nGuests: 3\nPlease share more info.",
    ),
  );
  // The record leaves beside WhatsApp (route handlers see it a moment later); it is still unanswered here.
  await expect.poll(() => sent.length).toBe(1);
  release();
});

test(
  'a mobile number that is not an Indian mobile is explained, and nothing is sent until it is fixed or cleared',
  ONE_SIZE,
  async ({ page }) => {
    const sent = await leadsAnswered(page, refuse);
    await page.goto('/#/bus-booking');
    await page.getByLabel('Mobile number').fill('12345');
    await page.getByRole('button', { name: 'Enquire on WhatsApp' }).click();
    await expect(page.getByText('Enter a 10-digit Indian mobile number, e.g. 98400 12345')).toBeVisible();
    await expect(page.getByLabel('Mobile number')).toBeFocused();
    expect(await openedUrls(page)).toEqual([]);
    expect(sent).toHaveLength(0);

    await page.getByLabel('Mobile number').fill('');
    await page.getByRole('button', { name: 'Enquire on WhatsApp' }).click();
    expect(await openedUrls(page)).toEqual(
      handOff(
        "Hi, I'm interested in booking a BUS:\nFrom: Not provided\nTo: Not provided\nDate: Not provided\nPassengers: 1\nPlease share more info.",
      ),
    );
  },
);

test(
  'train screen: the Book button opens WhatsApp with the spec text when the record fails',
  ONE_SIZE,
  async ({ page }) => {
    const sent = await leadsAnswered(page, refuse);
    await page.goto('/#/ticket/train/12952?type=train&from=NDLS&to=BCT&date=2030-01-16&passengers=2');
    await expect(page.getByRole('heading', { level: 1, name: 'Mumbai Rajdhani Express' })).toBeVisible();
    await page.getByText('3A', { exact: true }).click();
    await page.getByLabel('Mobile number').fill('+91 99400 22222');
    await page.getByRole('button', { name: 'Enquire on WhatsApp' }).click();
    expect(await openedUrls(page)).toEqual(
      handOff(
        "Hi, I'm interested in booking a TRAIN:\nTrain: 12952 Mumbai Rajdhani Express\nFrom: New Delhi (NDLS) at 16:25\nTo: Mumbai Central (BCT) at 08:15 (+1 day)\nDate: 2030-01-16\nPassengers: 2\nClass: 3A\nPlease share more info.",
      ),
    );
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]!.postDataJSON()).toMatchObject({
      kind: 'train',
      trainNumber: '12952',
      trainName: 'Mumbai Rajdhani Express',
      travelClass: '3A',
      mobile: '+919940022222',
    });
  },
);

test('car rental: every button opens WhatsApp as before when the record fails', ONE_SIZE, async ({ page }) => {
  const sent = await leadsAnswered(page, cutOff);
  await page.goto('/#/car-rental');
  await page.getByLabel('Pickup location').fill('Chennai Central');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('button', { name: 'Enquire about Toyota Innova Crysta' }).click();
  await page.getByRole('button', { name: 'Book your rental now' }).click();
  const plain =
    "Hi, I'd like to rent a car.\nPickup location: Chennai Central\nPlease share the available cars and rates.";
  const innova =
    "Hi, I'd like to rent a car.\nPickup location: Chennai Central\nCar: Toyota Innova Crysta\nPlease share the available cars and rates.";
  expect((await openedUrls(page)).map((entry) => entry.url)).toEqual([wa(plain), wa(innova), wa(plain)]);
  await expect.poll(() => sent.length).toBe(3);
  expect(sent.map((request) => request.postDataJSON())).toEqual([
    { kind: 'car', location: 'Chennai Central', car: '', when: '' },
    { kind: 'car', location: 'Chennai Central', car: 'Toyota Innova Crysta', when: '' },
    { kind: 'car', location: 'Chennai Central', car: '', when: '' },
  ]);
});

test('package detail: WhatsApp opens as before when the record fails', ONE_SIZE, async ({ page }) => {
  const sent = await leadsAnswered(page, refuse);
  await page.goto('/#/tour/goa-beach-holiday');
  await expect(page.getByRole('heading', { level: 1, name: 'Goa Beach Holiday' })).toBeVisible();
  const [before] = await Promise.all([
    page.waitForRequest('**/api/leads'),
    page.getByRole('button', { name: 'Enquire on WhatsApp' }).click(),
  ]);
  const opened = await openedUrls(page);
  expect(opened).toHaveLength(1);
  expect(decodeURIComponent(opened[0]!.url.split('text=')[1]!)).toMatch(
    /^Hi, I'm interested in the "Goa Beach Holiday" package\.\n/,
  );
  expect(before.postDataJSON()).toMatchObject({
    kind: 'package',
    collection: 'tours',
    packageId: 'goa-beach-holiday',
    title: 'Goa Beach Holiday',
  });
  expect(sent).toHaveLength(1);
});

test('darshan: only a count is sent, never a name or an Aadhaar number', ONE_SIZE, async ({ page }) => {
  const sent = await leadsAnswered(page, (route) => route.fulfill({ status: 202, json: { result: 'counted' } }));
  await page.goto('/#/tirupati-tickets');
  const person = page.getByRole('group', { name: 'Person 1' });
  await person.getByLabel('Full name').fill('Lakshmi Narayanan');
  await person.getByLabel('Age').fill('64');
  await person.getByLabel('Aadhaar number').pressSequentially('234567890124');
  await agreeToPrivacy(page);
  await page.getByRole('button', { name: 'Book Darshan' }).click();
  expect(await openedUrls(page)).toHaveLength(1);
  await expect.poll(() => sent.length).toBe(1);
  expect(sent[0]!.postData()).toBe('{"kind":"darshan"}');
});

test('a recorded lead reaches the operators with its call-back details', ONE_SIZE, async ({ page }) => {
  const name = `Kavya ${isPhone(page) ? 'P' : 'D'}${Date.now().toString(36)}`;
  await page.goto('/#/car-rental');
  await page.getByLabel('Pickup location').fill('Madurai Junction');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Mobile number').fill('9445012345');
  const answered = page.waitForResponse('**/api/leads');
  await page.getByRole('button', { name: 'Book your rental now' }).click();
  expect((await answered).status()).toBe(201);
  const res = await page.request.get(`/api/admin/submissions?q=${encodeURIComponent(name)}`, {
    headers: ADMIN_HEADERS,
  });
  const { data } = (await res.json()) as { data: { kind: string; name: string; phone: string; status: string }[] };
  expect(data).toEqual([expect.objectContaining({ kind: 'car', name, phone: '+919445012345', status: 'new' })]);
});
