import { env } from 'cloudflare:workers';
import { parse } from 'node-html-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSiteApp } from '../src/site-app';
import { admin, bearer, consoleApp, jsonInit } from './helpers/console';
import { seedCatalog } from './helpers/seed-catalog';

const PACKAGE = { collection: 'tours', id: 'kerala-backwaters-munnar' } as const;
type Invited = { url: string; expiresAt: string };
type Listed = { data: { id: string; status: string; rating: number; invitedName: string; firstName: string | null }[] };

beforeAll(seedCatalog);

async function invite(app: ReturnType<typeof consoleApp>, name = 'Priya Raman') {
  const res = await app.call('/api/admin/reviews/invitations', jsonInit({ ...PACKAGE, name }, bearer));
  expect(res.status).toBe(201);
  const { url } = (await res.json()) as Invited;
  return url.split('/#/review/')[1]!;
}

const review = (token: string, extra: Record<string, unknown> = {}) =>
  jsonInit({ token, rating: 5, text: 'Houseboat night was the best part.', ...extra });

describe('reviews from invited travellers only', () => {
  it('invitation → review → approval → package reviews, share page JSON-LD; audited', async () => {
    const app = consoleApp(new Date('2026-11-24T09:00:00Z'));
    const res = await app.call('/api/admin/reviews/invitations', jsonInit({ ...PACKAGE, name: 'Priya Raman' }, bearer));
    expect(res.status).toBe(201);
    const invited = (await res.json()) as Invited;
    expect(invited.url).toMatch(/^http:\/\/localhost\/#\/review\/[A-Za-z0-9_-]{22}\.[a-f0-9]{64}$/);
    expect(invited.expiresAt).toBe('2026-12-24T09:00:00.000Z');
    const token = invited.url.split('/#/review/')[1]!;

    const view = await app.call(`/api/reviews/invitations/${token}`);
    expect(view.status).toBe(200);
    expect(await view.json()).toEqual({
      data: { name: 'Priya Raman', ...PACKAGE, title: 'Kerala Backwaters & Munnar' },
    });

    const sent = await app.call('/api/reviews', review(token, { firstName: 'Priya', travelMonth: '2026-03' }));
    expect(sent.status).toBe(201);
    const { data } = (await sent.json()) as { data: { id: string; status: string } };
    expect(data.status).toBe('pending');

    // Pending reviews are not shown.
    const before = await app.call('/api/catalog/tours/kerala-backwaters-munnar/reviews');
    expect(await before.json()).toEqual({ data: [], average: null, count: 0 });

    const pending = (await (await app.call('/api/admin/reviews?status=pending', { headers: bearer })).json()) as Listed;
    expect(pending.data.map((row) => [row.id, row.invitedName, row.firstName])).toEqual([
      [data.id, 'Priya Raman', 'Priya'],
    ]);
    const approve = await app.call(`/api/admin/reviews/${data.id}`, jsonInit({ status: 'approved' }, bearer, 'PATCH'));
    expect(approve.status).toBe(200);
    expect(((await approve.json()) as { data: { status: string } }).data.status).toBe('approved');

    const second = await invite(app, 'Arun K');
    app.clock.now = new Date('2026-11-25T09:00:00Z');
    await app.call('/api/reviews', review(second, { rating: 4, text: 'Good hotels, long drives.' }));
    const listed = ((await (await app.call('/api/admin/reviews', { headers: bearer })).json()) as Listed).data;
    // Newest first, every status.
    expect(listed.map((row) => [row.invitedName, row.status])).toEqual([
      ['Arun K', 'pending'],
      ['Priya Raman', 'approved'],
    ]);
    await app.call(`/api/admin/reviews/${listed[0]!.id}`, jsonInit({ status: 'approved' }, bearer, 'PATCH'));

    const reviews = await (await app.call('/api/catalog/tours/kerala-backwaters-munnar/reviews')).json();
    expect(reviews).toEqual({
      data: [
        expect.objectContaining({ rating: 4, text: 'Good hotels, long drives.', firstName: null, travelMonth: null }),
        expect.objectContaining({ rating: 5, firstName: 'Priya', travelMonth: '2026-03' }),
      ],
      average: 4.5,
      count: 2,
    });

    const html = await (
      await createSiteApp().request('https://vishwa.example/tour/kerala-backwaters-munnar', {}, env)
    ).text();
    const doc = parse(html);
    const graph = (
      JSON.parse(doc.querySelector('script[type="application/ld+json"]')!.textContent) as {
        '@graph': Record<string, unknown>[];
      }
    )['@graph'];
    const trip = graph.find(
      (node) => Array.isArray(node['@type']) && (node['@type'] as string[]).includes('TouristTrip'),
    );
    expect(trip?.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
    expect((trip?.review as { author: { name: string } }[]).map((entry) => entry.author.name)).toEqual([
      'A traveller',
      'Priya',
    ]);
    expect(doc.querySelector('#real-page')?.textContent).toContain('Travelled in Mar 2026');

    // Hidden again: off the package, the share page back to a plain trip.
    await app.call(`/api/admin/reviews/${listed[0]!.id}`, jsonInit({ status: 'hidden' }, bearer, 'PATCH'));
    const after = (await (await app.call('/api/catalog/tours/kerala-backwaters-munnar/reviews')).json()) as {
      count: number;
    };
    expect(after.count).toBe(1);

    const audit = (await (await app.call('/api/admin/audit', { headers: bearer })).json()) as {
      data: { action: string }[];
    };
    expect(audit.data.filter((entry) => entry.action.startsWith('review_')).map((entry) => entry.action)).toEqual([
      'review_update',
      'review_update',
      'review_invite',
      'review_update',
      'review_invite',
    ]);
  });

  it('refuses a used, tampered, expired or unknown link with a clear 4xx, and checks the review', async () => {
    const app = consoleApp(new Date('2026-11-24T09:00:00Z'));
    const token = await invite(app);
    expect((await app.call('/api/reviews', review(token))).status).toBe(201);

    const again = await app.call('/api/reviews', review(token));
    expect(again.status).toBe(410);
    expect(await again.json()).toEqual({
      error: { code: 'review_link_used', message: 'A review was already sent with this link. Thank you!' },
    });
    expect((await app.call(`/api/reviews/invitations/${token}`)).status).toBe(410);

    const fresh = await invite(app);
    const [id, signature] = fresh.split('.') as [string, string];
    const tampered = `${id}.${signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'))}`;
    const forged = await app.call('/api/reviews', review(tampered));
    expect(forged.status).toBe(404);
    expect(((await forged.json()) as { error: { code: string } }).error.code).toBe('invalid_review_link');
    expect((await app.call('/api/reviews', review('not-a-token'))).status).toBe(422);

    // Signed with another key (REVIEW_LINK_SECRET set later): the old links no longer verify.
    const rotated = await app.app.request('/api/reviews', review(fresh), { ...admin, REVIEW_LINK_SECRET: 'another' });
    expect(rotated.status).toBe(404);

    const bad = await app.call('/api/reviews', review(fresh, { rating: 6, text: 'x'.repeat(1001) }));
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      rating: 'Choose 1 to 5 stars',
      text: 'Your review is too long (at most 1000 characters)',
    });
    const future = await app.call('/api/reviews', review(fresh, { travelMonth: '2027-01' }));
    expect(future.status).toBe(422);

    app.clock.now = new Date('2026-12-24T09:00:01Z');
    const expired = await app.call('/api/reviews', review(fresh));
    expect(expired.status).toBe(410);
    expect(((await expired.json()) as { error: { code: string } }).error.code).toBe('review_link_expired');

    const unknown = await app.call(
      '/api/admin/reviews/invitations',
      jsonInit({ collection: 'tours', id: 'no-such-tour', name: 'A' }, bearer),
    );
    expect(unknown.status).toBe(404);
    expect((await app.call('/api/admin/reviews/invitations', jsonInit({ ...PACKAGE, name: 'A' }))).status).toBe(401);
    expect((await app.call('/api/admin/reviews/nope', jsonInit({ status: 'approved' }, bearer, 'PATCH'))).status).toBe(
      404,
    );
  });
});
