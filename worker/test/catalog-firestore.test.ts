import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../src/app';
import { catalogStoreFor } from '../src/catalog/store';
import batchGetFound from './fixtures/firestore-batchget-found.json';
import batchGetMissing from './fixtures/firestore-batchget-missing.json';
import runQueryTours from './fixtures/firestore-runquery-tours.json';

// The global fetch as it was before any of our modules loaded (hoisted above the imports).
const originalFetch = vi.hoisted(() => globalThis.fetch);

const firestoreEnv = { ...env, FIREBASE_PROJECT_ID: 'vishwa-demo', FIREBASE_API_KEY: 'AIza-test-key' };

/**
 * An app whose injected fetch answers Firestore's REST calls from recorded bodies; the requests are kept
 * for inspection. Nothing reaches the network: firebase's calls arrive here through deps.fetch.
 */
function firestoreApp(answers: { runQuery?: unknown; batchGet?: unknown }) {
  const requests: string[] = [];
  const app = createApp({
    fetch: async (input) => {
      const url = String(input instanceof Request ? input.url : input);
      requests.push(url);
      const body = url.includes(':runQuery') ? answers.runQuery : url.includes(':batchGet') ? answers.batchGet : null;
      return body ? Response.json(body) : new Response('unexpected', { status: 500 });
    },
  });
  return { app, requests };
}

afterEach(() => vi.restoreAllMocks());

describe('the Firestore catalog store', () => {
  it('lists a collection through runQuery, skipping and logging a malformed document', async () => {
    const { app, requests } = firestoreApp({ runQuery: runQueryTours });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const res = await app.request('/api/catalog/tours', {}, firestoreEnv);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { id: string; title: string; details: { itinerary: string[] } }[] };
    expect(data.map((tour) => tour.id)).toEqual(['kerala-backwaters-munnar', 'dubai-delight']);
    expect(data[0]!.details.itinerary.length).toBeGreaterThan(3);
    expect(requests[0]).toContain('projects/vishwa-demo/databases/(default)/documents:runQuery');
    const logged = warn.mock.calls.map(([line]) => JSON.parse(String(line)));
    expect(logged).toContainEqual(expect.objectContaining({ event: 'catalog.invalid_document', id: 'half-typed' }));
  });

  it('fetches one document through batchGet, and 404 when it is missing', async () => {
    const found = await firestoreApp({ batchGet: batchGetFound }).app.request(
      '/api/catalog/tours/kerala-backwaters-munnar',
      {},
      firestoreEnv,
    );
    expect(found.status).toBe(200);
    expect(((await found.json()) as { data: { title: string } }).data.title).toBe('Kerala Backwaters & Munnar');

    const missing = await firestoreApp({ batchGet: batchGetMissing }).app.request(
      '/api/catalog/tours/no-such-tour',
      {},
      firestoreEnv,
    );
    expect(missing.status).toBe(404);
  });

  it('answers 503 and logs when Firestore cannot be reached', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const app = createApp({ fetch: () => Promise.reject(new TypeError('Network connection lost')) });
    const res = await app.request('/api/catalog/trekking', {}, firestoreEnv);
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('catalog_unavailable');
    const logged = error.mock.calls.map(([line]) => JSON.parse(String(line)));
    expect(logged).toContainEqual(expect.objectContaining({ event: 'catalog.store_failed', backend: 'firestore' }));
  });

  it('reads through the fetch it is given when other code calls the store directly', async () => {
    const { requests } = firestoreApp({});
    const seen: string[] = [];
    const store = catalogStoreFor(firestoreEnv, {
      fetch: async (input) => {
        seen.push(String(input instanceof Request ? input.url : input));
        return Response.json(runQueryTours);
      },
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const tours = await store.list('tours');
    expect(tours.map((tour) => tour.title)).toContain('Kerala Backwaters & Munnar');
    expect(seen).toHaveLength(1);
    expect(seen[0]).toContain('projects/vishwa-demo/databases/(default)/documents:runQuery');
    expect(requests).toEqual([]);
  });

  it('leaves the global fetch alone: before, during other requests and after a Firestore read', async () => {
    expect(globalThis.fetch).toBe(originalFetch);
    let release!: () => void;
    let asked = false;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { app } = firestoreApp({ runQuery: runQueryTours });
    const slow = createApp({
      fetch: async () => {
        asked = true;
        await held;
        return Response.json(runQueryTours);
      },
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const reading = slow.request('/api/catalog/devotionals', {}, firestoreEnv);
    await vi.waitFor(() => expect(asked).toBe(true));
    expect((await createApp().request('/api/catalog/tours', {}, env)).status).toBe(200); // the embedded store meanwhile
    release();
    expect((await reading).status).toBe(200);
    expect((await app.request('/api/catalog/carModels', {}, firestoreEnv)).status).toBe(200);
    expect(globalThis.fetch).toBe(originalFetch);
  });

  it('reports the hosted backend in health', async () => {
    const res = await createApp().request('/api/health', {}, firestoreEnv);
    expect(((await res.json()) as { backends: { catalog: string } }).backends.catalog).toBe('firestore');
  });
});
