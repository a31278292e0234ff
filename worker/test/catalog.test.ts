import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../src/app';
import { catalog, seedCatalog } from './helpers/seed-catalog';

type ListBody = { data: { id: string; title?: string; name?: string; type?: string }[] };
type ErrorBody = { error: { code: string; message: string } };

const app = createApp();
const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers }, env);

beforeAll(seedCatalog);

describe('GET /api/catalog/:collection', () => {
  it('lists a collection in the order the business set, every document validated', async () => {
    const res = await get('/api/catalog/devotionals');
    expect(res.status).toBe(200);
    const body = (await res.json()) as ListBody;
    expect(body.data).toHaveLength(catalog.devotionals.length);
    expect(body.data[0]).toMatchObject({
      id: 'tirupati-balaji-darshan',
      title: 'Tirupati Balaji Special Darshan',
      type: 'devotional',
    });
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=60, stale-while-revalidate=600');
    expect(res.headers.get('ETag')).toMatch(/^"[0-9a-f]{40}"$/);
  });

  it('lists cars', async () => {
    const models = (await (await get('/api/catalog/carModels')).json()) as ListBody;
    expect(models.data.map((car) => car.name)).toContain('Toyota Innova Crysta');
    const categories = (await (await get('/api/catalog/carCategories')).json()) as ListBody;
    expect(categories.data.length).toBeGreaterThanOrEqual(4);
  });

  it('answers 404 JSON for an unknown collection', async () => {
    const res = await get('/api/catalog/cruises');
    expect(res.status).toBe(404);
    expect(((await res.json()) as ErrorBody).error).toEqual({
      code: 'unknown_collection',
      message: 'There is no such catalog collection (we have tours, devotionals, trekking, carCategories, carModels)',
    });
  });

  it('serves a repeated request from the edge cache without reading the store', async () => {
    const prepare = vi.spyOn(env.DB, 'prepare');
    // Only the one-row catalog version (part of the cache key) is read on a cache hit, never the documents.
    const documentReads = () => prepare.mock.calls.filter(([sql]) => sql.includes('catalog_documents')).length;
    const first = await get('/api/catalog/trekking');
    expect(first.status).toBe(200);
    const reads = documentReads();
    expect(reads).toBeGreaterThan(0);
    const second = await get('/api/catalog/trekking');
    expect(second.status).toBe(200);
    expect(await second.text()).toBe(await first.text());
    expect(documentReads()).toBe(reads);
    const revalidated = await get('/api/catalog/trekking', { 'If-None-Match': first.headers.get('ETag')! });
    expect(revalidated.status).toBe(304);
    prepare.mockRestore();
  });

  it('keeps the largest collection under 20 KB gzipped', async () => {
    const sizes = await Promise.all(
      ['tours', 'devotionals', 'trekking', 'carCategories', 'carModels'].map(async (collection) => {
        const body = await (await get(`/api/catalog/${collection}`)).arrayBuffer();
        const gzipped = await new Response(
          new Blob([body]).stream().pipeThrough(new CompressionStream('gzip')),
        ).arrayBuffer();
        return gzipped.byteLength;
      }),
    );
    expect(Math.max(...sizes)).toBeLessThanOrEqual(20 * 1024);
  });
});

describe('GET /api/catalog/:collection/:id', () => {
  it('fetches one package by id', async () => {
    const res = await get('/api/catalog/tours/kerala-backwaters-munnar');
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as {
      data: {
        title: string;
        price: { perPerson: number };
        days: number;
        nights: number;
        details: { itinerary: string[] };
      };
    };
    expect(data.title).toBe('Kerala Backwaters & Munnar');
    expect(data.details.itinerary[0]).toMatch(/^Day 1: /);
    expect(data.price.perPerson).toBe(24500);
    expect([data.nights, data.days]).toEqual([5, 6]);
  });

  it('answers 404 for an unknown id and 400 for an odd one', async () => {
    const missing = await get('/api/catalog/tours/no-such-tour');
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as ErrorBody).error.message).toBe("No tours entry with id 'no-such-tour'");
    const odd = await get(`/api/catalog/tours/${encodeURIComponent('drop table;')}`);
    expect(odd.status).toBe(400);
    const long = await get(`/api/catalog/tours/${'a'.repeat(200)}`);
    expect(long.status).toBe(400);
  });
});

describe('bad documents and a failing store', () => {
  it('skips and logs an invalid document without breaking the list', async () => {
    await env.DB.prepare('INSERT INTO catalog_documents (collection, id, position, data) VALUES (?, ?, ?, ?)')
      .bind('carCategories', 'broken', 99, JSON.stringify({ title: '', image: 42 }))
      .run();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const res = await app.request('/api/catalog/carCategories/broken', {}, env);
    expect(res.status).toBe(404);
    const logged = warn.mock.calls.map(([line]) => JSON.parse(String(line)));
    warn.mockRestore();
    expect(logged).toContainEqual(
      expect.objectContaining({ event: 'catalog.invalid_document', collection: 'carCategories', id: 'broken' }),
    );
  });

  it('answers 503 JSON, distinct from an empty list, when the store fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await env.DB.exec('ALTER TABLE catalog_documents RENAME TO catalog_documents_away');
    const res = await get('/api/catalog/tours/goa-beach-holiday');
    await env.DB.exec('ALTER TABLE catalog_documents_away RENAME TO catalog_documents');
    expect(res.status).toBe(503);
    expect(((await res.json()) as ErrorBody).error.code).toBe('catalog_unavailable');
    expect(error.mock.calls.map(([line]) => JSON.parse(String(line)).event)).toContain('catalog.store_failed');
    error.mockRestore();
  });
});
