import type { Page } from '@playwright/test';
import { ADMIN_HEADERS, ADMIN_TOKEN, expect, isPhone, test, ONE_SIZE } from './helpers/fixtures';

// Reviews from invited travellers only: the console's link → the traveller's review → approval → the package
// page and its share page's JSON-LD. Each project uses its own package, so the two sizes never meet.

type Graph = {
  '@graph': { '@type': string | string[]; aggregateRating?: unknown; review?: { reviewBody: string }[] }[];
};

// The spent link (410), the tampered one (404) and the console before sign-in (401) log their refusals.
test.use({ expectedConsoleErrors: ['status of 410', 'status of 404', 'status of 401'] });

async function signIn(page: Page) {
  await page.goto('/#/admin/reviews');
  await page.getByLabel('Admin token').fill(ADMIN_TOKEN);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
}

test(
  'an invited traveller reviews, the console approves, the package page and its JSON-LD show it',
  ONE_SIZE,
  async ({ page, request }) => {
    const id = isPhone(page) ? 'goa-beach-holiday' : 'ooty-coorg-mysore';
    const title = ((await (await request.get(`/api/catalog/tours/${id}`)).json()) as { data: { title: string } }).data
      .title;
    const words = `The guide knew every temple and beach. ${Date.now().toString(36)}`;

    const invited = await request.post('/api/admin/reviews/invitations', {
      headers: ADMIN_HEADERS,
      data: { collection: 'tours', id, name: 'Meera Krishnan' },
    });
    expect(invited.status()).toBe(201);
    const link = new URL(((await invited.json()) as { url: string }).url);
    expect(link.hash).toMatch(/^#\/review\/[A-Za-z0-9_-]{22}\.[a-f0-9]{64}$/);

    await page.goto(`/${link.hash}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Review your trip' })).toBeVisible();
    await expect(page.getByText(`Hello Meera Krishnan, how was ${title}?`)).toBeVisible();
    await page.getByRole('button', { name: 'Send review' }).click();
    await expect(page.getByText('Choose 1 to 5 stars')).toBeVisible();
    await expect(page.getByText('Write a few words about your trip')).toBeVisible();

    // A tap on the fourth star (the radio inside it is visually hidden).
    await page.locator('label').filter({ hasText: '4 stars' }).click();
    await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await page.getByLabel('Your review').fill(words);
    await page.getByLabel('First name to show').fill('Meera');
    const month = page.getByLabel('Month you travelled');
    await month.selectOption({ index: 3 });
    const monthText = (await month.locator('option:checked').textContent())!;
    await page.getByRole('button', { name: 'Send review' }).click();
    await expect(
      page.getByText('Thank you! Your review will appear on the package page once we have checked it.'),
    ).toBeVisible();

    // The link is spent; a tampered one is refused.
    await page.goto('/#/');
    await page.goto(`/${link.hash}`);
    await page.reload();
    await expect(page.getByText('A review was already sent with this link. Thank you!')).toBeVisible();
    await page.goto(`/${link.hash.replace(/.$/, (last) => (last === '0' ? '1' : '0'))}`);
    await page.reload();
    await expect(
      page.getByText('This review link is not valid. Please ask us for a new one on WhatsApp.'),
    ).toBeVisible();

    // Not shown before approval.
    const before = (await (await request.get(`/api/catalog/tours/${id}/reviews`)).json()) as {
      data: { text: string }[];
    };
    expect(before.data.map((review) => review.text)).not.toContain(words);

    await signIn(page);
    const item = page.getByRole('listitem').filter({ hasText: words });
    await expect(item).toContainText('Meera (invited as Meera Krishnan)');
    await item.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: words })).toHaveCount(0);
    await page.getByRole('button', { name: 'Shown' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: words })).toContainText('approved');

    const answer = (await (await request.get(`/api/catalog/tours/${id}/reviews`)).json()) as {
      data: { text: string }[];
      average: number;
      count: number;
    };
    expect(answer.data[0]?.text).toBe(words);

    await page.goto(`/#/tour/${id}`);
    const section = page.getByRole('region', { name: 'Reviews from our travellers' });
    await expect(section).toContainText(`${answer.average.toFixed(1)} out of 5`);
    await expect(section).toContainText(answer.count === 1 ? '1 review' : `${answer.count} reviews`);
    const first = section.getByRole('listitem').first();
    await expect(first).toContainText(words);
    await expect(first).toContainText(`Meera`);
    await expect(first).toContainText(`Travelled in ${monthText}`);
    await expect(first.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();

    const html = await (await request.get(`/tour/${id}`)).text();
    const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!;
    const trip = (JSON.parse(json) as Graph)['@graph'].find((node) => [node['@type']].flat().includes('TouristTrip'))!;
    expect(trip.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: answer.average,
      reviewCount: answer.count,
      bestRating: 5,
      worstRating: 1,
    });
    expect(trip.review?.[0]?.reviewBody).toBe(words);
  },
);
