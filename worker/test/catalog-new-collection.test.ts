import { env } from 'cloudflare:workers';
import { parse } from 'node-html-parser';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { SearchResults } from '#shared/schemas/search';
import type { COLLECTIONS as TABLE } from '#shared/catalog/table';
import { bearer, jsonInit, TOKEN } from './helpers/console';
import { seedCatalog } from './helpers/seed-catalog';

// Adding a collection is an entry in shared/catalog/table.ts plus its seed documents, nothing else: this file adds
// 'honeymoons' (type 'honeymoon', pages at /honeymoon/{id}) to the real table, seeds one document, and finds it
// in the public API, its share page, the /tours page, the sitemap, Visbot's search and the console's editor.
const ORIGIN = 'https://vishwa.example';
let get: (path: string) => Response | Promise<Response>;
let call: (path: string, init?: RequestInit) => Response | Promise<Response>;

const maldives = {
  title: 'Maldives Overwater Villa',
  description: 'Five nights on a lagoon for two.',
  image: '/images/packages/maldives.svg',
  type: 'honeymoon',
  details: {
    intro: 'A quiet atoll, a villa over the water.',
    itinerary: ['Day 1: Arrive in Malé', 'Day 6: Leave'],
    accommodation: 'Overwater villa',
    inclusion: ['Seaplane transfers'],
    exclusion: ['Flights'],
    price: '₹2,40,000 per couple',
  },
};

beforeAll(async () => {
  // The app's modules are loaded afresh with the table's new entry (a static vi.mock would not reach modules the
  // pool has already loaded).
  vi.resetModules();
  vi.doMock('../../shared/catalog/table', async (original) => {
    const { COLLECTIONS } = await original<{ COLLECTIONS: typeof TABLE }>();
    return {
      COLLECTIONS: {
        ...COLLECTIONS,
        honeymoons: {
          document: 'package',
          types: [{ type: 'honeymoon', label: { en: 'Honeymoon' } }],
          word: 'honeymoon',
          label: { en: { plural: 'Honeymoons', singular: 'honeymoon', heading: 'Honeymoon escapes' } },
        },
      },
    };
  });

  const [{ createSiteApp }, { createApp }] = await Promise.all([import('../src/site-app'), import('../src/app')]);
  const site = createSiteApp();
  const app = createApp();
  get = (path) => site.request(`${ORIGIN}${path}`, {}, env);
  call = (path, init = {}) => app.request(path, init, { ...env, ADMIN_TOKEN: TOKEN });
  await seedCatalog();
  // The seed data of the new collection.
  await env.DB.prepare('INSERT INTO catalog_documents (collection, id, position, data) VALUES (?, ?, 0, ?)')
    .bind('honeymoons', 'maldives-villa', JSON.stringify(maldives))
    .run();
});

describe('a collection added to the table', () => {
  it('is served by the public catalog API, its schema holding only its own type', async () => {
    const res = await call('/api/catalog/honeymoons');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ data: [{ id: 'maldives-villa', type: 'honeymoon' }] });
    expect((await call('/api/catalog/honeymoons/maldives-villa')).status).toBe(200);
  });

  it('has share pages at its path word, and is listed on /tours and in the sitemap', async () => {
    const page = await get('/honeymoon/maldives-villa');
    expect(page.status).toBe(200);
    expect(parse(await page.text()).querySelector('#real-page h1')?.textContent).toBe('Maldives Overwater Villa');
    expect((await get('/honeymoon/not-there')).status).toBe(404);
    expect((await get('/honeymoon/maldives-villa/')).headers.get('Location')).toBe(
      `${ORIGIN}/honeymoon/maldives-villa`,
    );

    const tours = parse(await (await get('/tours')).text());
    expect(tours.querySelectorAll('#real-page h2').map((h2) => h2.textContent)).toContain('Honeymoon escapes');
    expect(tours.querySelector('#real-page a[href="/honeymoon/maldives-villa"]')?.textContent).toBe(
      'Maldives Overwater Villa',
    );
    expect(await (await get('/sitemap.xml')).text()).toContain(`<loc>${ORIGIN}/honeymoon/maldives-villa</loc>`);
  });

  it('is found by site search with a link to its page', async () => {
    const res = await call('/api/search?query=maldives');
    expect(res.status).toBe(200);
    const { groups } = (await res.json()) as SearchResults;
    expect(groups.flatMap((group) => group.items)).toContainEqual(
      expect.objectContaining({ title: 'Maldives Overwater Villa', path: '/honeymoon/maldives-villa' }),
    );
  });

  it('is edited in the console, which refuses a type of another collection', async () => {
    const listed = await call('/api/admin/catalog/honeymoons', { headers: bearer });
    expect(listed.status).toBe(200);
    expect(await listed.json()).toMatchObject({ data: [{ id: 'maldives-villa', version: 1 }], editable: true });
    const wrong = await call(
      '/api/admin/catalog/honeymoons',
      jsonInit({ ...maldives, id: 'bali', type: 'domestic' }, bearer),
    );
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: { fields: { type: 'Choose honeymoon' } } });
  });
});
