import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../src/app';
import batchGetFound from './fixtures/firestore-batchget-found.json';
import batchGetMissing from './fixtures/firestore-batchget-missing.json';
import runQueryTours from './fixtures/firestore-runquery-tours.json';

const firestoreEnv = { ...env, FIREBASE_PROJECT_ID: 'vishwa-demo', FIREBASE_API_KEY: 'AIza-test-key' };
const app = createApp();

/** Answers Firestore's REST calls from recorded bodies and keeps the requests for inspection. */
function firestoreAnswers(answers: { runQuery?: unknown; batchGet?: unknown }) {
  const requests: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input instanceof Request ? input.url : input);
    requests.push(url);
    const body = url.includes(':runQuery') ? answers.runQuery : url.includes(':batchGet') ? answers.batchGet : null;
    return body ? Response.json(body) : new Response('unexpected', { status: 500 });
  });
  return requests;
}

afterEach(() => vi.restoreAllMocks());

describe('the Firestore catalog store', () => {
  it('lists a collection through runQuery, skipping and logging a malformed document', async () => {
    const requests = firestoreAnswers({ runQuery: runQueryTours });
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
    firestoreAnswers({ batchGet: batchGetFound });
    const found = await app.request('/api/catalog/tours/kerala-backwaters-munnar', {}, firestoreEnv);
    expect(found.status).toBe(200);
    expect(((await found.json()) as { data: { title: string } }).data.title).toBe('Kerala Backwaters & Munnar');

    vi.restoreAllMocks();
    firestoreAnswers({ batchGet: batchGetMissing });
    const missing = await app.request('/api/catalog/tours/no-such-tour', {}, firestoreEnv);
    expect(missing.status).toBe(404);
  });

  it('reports the hosted backend in health', async () => {
    const res = await app.request('/api/health', {}, firestoreEnv);
    expect(((await res.json()) as { backends: { catalog: string } }).backends.catalog).toBe('firestore');
  });
});
