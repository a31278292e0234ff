import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import trainsBetween from './fixtures/irctc-v2-trains-between.json';
import { seedTimetable } from './helpers/trains-timetable-seed';

type TrainsBody = { data: { train_number: string }[]; source?: string; attribution?: string; fallback?: string };

let serial = 0;
/** A live-API configuration of its own per test (its own cache keys), and a stand-in upstream. */
function setup(answer: (signal?: AbortSignal | null) => Promise<Response>, extra: Record<string, string> = {}) {
  const config = {
    ...env,
    TRAIN_API_KEY: 'rapid-test-key',
    TRAIN_API_URL: `https://trains-${++serial}.example`,
    ...extra,
  };
  const calls: string[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(String(input));
    if (init?.signal?.aborted) throw init.signal.reason;
    return answer(init?.signal);
  }) as typeof globalThis.fetch;
  // A fixed clock: the per-minute cap must not see a minute end mid-test.
  const app = createApp({ fetch, now: () => new Date('2026-11-24T10:00:30Z') });
  const search = (query: string, ip = '198.51.100.1') =>
    app.request(`/api/trains?${query}`, { headers: { 'CF-Connecting-IP': ip } }, config);
  return { calls, search };
}
const status =
  (code: number, body: unknown = { message: 'boom' }) =>
  async () =>
    new Response(JSON.stringify(body), { status: code });

beforeAll(seedTimetable);

describe('the embedded timetable answers when the live train API cannot', () => {
  // Every other failure (401/403/429, status:false, an unreadable answer) is in trains-live.test.ts.
  it('on a 5xx, marked with source and the reason, kept only briefly', async () => {
    const { search, calls } = setup(status(503));
    const res = await search('from=NDLS&to=BCT');
    expect(res.status).toBe(200);
    const body = (await res.json()) as TrainsBody;
    expect(body.source).toBe('timetable');
    expect(body.fallback).toBe('train_api_unavailable');
    expect(body.attribution).toMatch(/Indian Railways|GODL/i);
    expect(body.data.map((train) => train.train_number)).toContain('12952');
    expect(calls).toHaveLength(1);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=60');
  });

  it('on a timeout', async () => {
    // Hangs until the worker gives up (like a real fetch, it rejects with the signal's reason).
    const hang = (signal?: AbortSignal | null) =>
      new Promise<Response>((_resolve, reject) => signal?.addEventListener('abort', () => reject(signal.reason)));
    const { search } = setup(hang, { TRAIN_API_TIMEOUT_MS: '60' });
    const started = Date.now();
    const res = await search('from=NDLS&to=BCT');
    expect(Date.now() - started).toBeLessThan(3000);
    expect(res.status).toBe(200);
    expect((await res.json()) as TrainsBody).toMatchObject({ source: 'timetable', fallback: 'train_api_timeout' });
  });

  it('over the per-minute cap of upstream calls, without calling', async () => {
    const { search, calls } = setup(async () => new Response(JSON.stringify(trainsBetween)), {
      TRAIN_API_MAX_PER_MINUTE: '2',
    });
    const sources: (string | undefined)[] = [];
    for (const pair of ['from=NDLS&to=BCT', 'from=MAS&to=SBC', 'from=SBC&to=MAS', 'from=BCT&to=NDLS']) {
      const body = (await (await search(pair)).json()) as TrainsBody;
      sources.push(body.fallback ?? body.source);
    }
    // Fare lookups are paid calls too: the first search's list and its first train's fares use the two; its
    // second train's fares are not asked for (that train shows "fare on request"), nor is any later search.
    expect(sources).toEqual(['live', 'train_api_over_cap', 'train_api_over_cap', 'train_api_over_cap']);
    expect(calls).toHaveLength(2);
    expect(calls[1]).toContain('/api/v2/getFare?trainNo=12952');
  });
});

describe('per-client limits on trains and stations', () => {
  it('answers 429 with Retry-After once a client passes 60 searches a minute, shared by both routes', async () => {
    const app = createApp();
    const statuses: number[] = [];
    // The limit counts per minute window: should a window end mid-test, the count restarts, so the 429 may
    // come a little later, never sooner.
    for (let i = 0; i < 125 && !statuses.includes(429); i++) {
      const path = i % 2 ? '/api/stations?q=chen' : '/api/trains?from=NDLS&to=BCT';
      statuses.push(
        (await app.request(path, { headers: { 'CF-Connecting-IP': `2001:db8:5:5::${i.toString(16)}` } }, env)).status,
      );
    }
    expect(statuses.slice(0, 60).every((code) => code === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const refused = await app.request(
      '/api/stations?q=chen',
      { headers: { 'CF-Connecting-IP': '2001:db8:5:5::ffff' } },
      env,
    );
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('60');
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
  });
});
