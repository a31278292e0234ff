import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import status401 from './fixtures/irctc-401.json';
import status403 from './fixtures/irctc-403.json';
import status429 from './fixtures/irctc-429.json';
import empty from './fixtures/irctc-empty.json';
import statusFalse from './fixtures/irctc-status-false.json';
import getFare from './fixtures/irctc-v2-get-fare.json';
import trainsBetween from './fixtures/irctc-v2-trains-between.json';
import { seedTimetable } from './helpers/trains-timetable-seed';

type TrainsBody = { data: Record<string, unknown>[]; source?: string; attribution?: string };

const KEY = 'rapid-test-key-7f3a';
const live = {
  ...env,
  TRAIN_API_KEY: KEY,
  TRAIN_API_URL: 'https://trains.example',
  TRAIN_API_HOST: 'irctc1.p.rapidapi.com',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * A stand-in for the third-party API: answers the trains search with `body` and `status`, a fare lookup with
 * `fares` (by default a 404, as for a plan without the fare endpoint), and records what it was asked.
 */
function upstream(status: number, body: unknown, fares: () => Response = () => json(404, { message: 'Not found' })) {
  const calls: { url: string; headers: Headers }[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), headers: new Headers(init?.headers) });
    return new URL(String(input)).pathname === '/api/v2/getFare' ? fares() : json(status, body);
  }) as typeof globalThis.fetch;
  return { calls, app: createApp({ fetch }) };
}

beforeAll(seedTimetable);

describe('GET /api/trains with the third-party API configured', () => {
  it('calls it from the worker with the key and host headers, and maps its answer', async () => {
    const { app, calls } = upstream(200, trainsBetween);
    const res = await app.request('/api/trains?from=NDLS&to=MMCT', {}, live);
    expect(res.status).toBe(200);
    // The search, then each train's fare lookup (which this API plan does not answer).
    expect(calls).toHaveLength(3);
    expect(calls[0]!.url).toBe(
      'https://trains.example/api/v2/trainBetweenStations?fromStationCode=NDLS&toStationCode=MMCT',
    );
    expect(calls[0]!.headers.get('x-rapidapi-key')).toBe(KEY);
    expect(calls[0]!.headers.get('x-rapidapi-host')).toBe('irctc1.p.rapidapi.com');
    const text = await res.text();
    expect(text).not.toContain(KEY);
    const body = JSON.parse(text) as TrainsBody;
    expect(body.source).toBe('live');
    expect(body.attribution).toBeUndefined();
    expect(body.data).toHaveLength(2);
    expect(body.data[0]).toMatchObject({
      train_number: '12952',
      train_name: 'Mumbai Rajdhani',
      train_origin_station: 'New Delhi',
      train_destination_station: 'Mumbai Central',
      depart_time: '16:55',
      arrival_time: '08:35',
      arrival_day_offset: 1,
      duration: '15:40',
      distance: 1386,
      class_type: ['1A', '2A', '3A'],
      from_station_code: 'NDLS',
      to_station_code: 'MMCT',
    });
    // No fare source answered: no fare at all (the screens say "Fare on request").
    expect(body.data.every((train) => !('fares' in train))).toBe(true);
  });

  it('shows the class-wise fares the API gives (general quota), per class of the train, and no other', async () => {
    const { app, calls } = upstream(200, trainsBetween, () => json(200, getFare));
    const res = await app.request('/api/trains?from=NDLS&to=BRC', {}, live);
    const body = (await res.json()) as TrainsBody;
    expect(body.source).toBe('live');
    expect(calls.map((call) => call.url).slice(1)).toEqual([
      'https://trains.example/api/v2/getFare?trainNo=12952&fromStationCode=NDLS&toStationCode=BRC',
      'https://trains.example/api/v2/getFare?trainNo=22210&fromStationCode=NDLS&toStationCode=BRC',
    ]);
    expect(calls[1]!.headers.get('x-rapidapi-key')).toBe(KEY);
    // The train runs 1A, 2A and 3A: the answer's SL fare and its tatkal fares are not shown.
    expect(body.data[0]!.fares).toEqual([
      { class: '1A', amount: 1250 },
      { class: '2A', amount: 750 },
      { class: '3A', amount: 545 },
    ]);
    // Kept as long as the trains: the same search again asks nothing.
    await app.request('/api/trains?from=NDLS&to=BRC', {}, live);
    expect(calls).toHaveLength(3);
  });

  it('a train whose fare lookup fails shows no fare, and the others keep theirs', async () => {
    let lookups = 0;
    const { app } = upstream(200, trainsBetween, () =>
      ++lookups === 1 ? json(200, getFare) : json(200, { status: false, message: 'Something went wrong' }),
    );
    const body = (await (await app.request('/api/trains?from=NDLS&to=ST', {}, live)).json()) as TrainsBody;
    const fares = Object.fromEntries(body.data.map((train) => [train.train_number, train.fares]));
    expect(Object.values(fares).filter(Boolean)).toHaveLength(1);
    expect(Object.values(fares).filter((value) => value === undefined)).toHaveLength(1);
  });

  it('filters by the running days it reports when a date is given', async () => {
    const { app } = upstream(200, trainsBetween);
    // 2026-12-02 is a Wednesday: the Duronto (Tue, Sat) does not run.
    const body = (await (
      await app.request('/api/trains?from=NDLS&to=BCT&date=2026-12-02', {}, live)
    ).json()) as TrainsBody;
    expect(body.data.map((train) => train.train_number)).toEqual(['12952']);
  });

  it('keeps an answer for hours: the second search is a cache hit', async () => {
    const { app, calls } = upstream(200, empty);
    const first = await app.request('/api/trains?from=MAS&to=TPTY', {}, live);
    const second = await app.request('/api/trains?from=MAS&to=TPTY', {}, live);
    expect(((await first.json()) as TrainsBody).data).toEqual([]);
    expect(((await second.json()) as TrainsBody).data).toEqual([]);
    expect(calls).toHaveLength(1);
  });

  it.each([
    [401, status401, 'train_api_refused'],
    [403, status403, 'train_api_refused'],
    [429, status429, 'train_api_busy'],
    [200, statusFalse, 'train_api_error'],
    [500, { message: 'boom' }, 'train_api_unavailable'],
    [200, { status: true, data: [{ train_number: 1 }] }, 'train_api_bad_answer'],
  ])(
    'upstream %i %o → the embedded timetable answers, marked %s, and nothing is cached',
    async (upstreamStatus, body, reason) => {
      const { app, calls } = upstream(upstreamStatus, body);
      for (let attempt = 0; attempt < 2; attempt++) {
        const res = await app.request('/api/trains?from=SBC&to=MAS', {}, live);
        expect(res.status).toBe(200);
        const text = await res.text();
        expect(text).not.toContain(KEY);
        const answer = JSON.parse(text) as TrainsBody & { fallback?: string };
        expect(answer).toMatchObject({ source: 'timetable', fallback: reason, attribution: expect.any(String) });
        expect(answer.data.length).toBeGreaterThan(0);
      }
      expect(calls).toHaveLength(2);
    },
  );

  it('gives up after the configured timeout and answers from the timetable', async () => {
    const hanging = ((_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason));
      })) as typeof globalThis.fetch;
    const started = Date.now();
    const res = await createApp({ fetch: hanging }).request(
      '/api/trains?from=TPTY&to=MAS',
      {},
      { ...live, TRAIN_API_TIMEOUT_MS: '80' },
    );
    expect(Date.now() - started).toBeLessThan(3000);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ source: 'timetable', fallback: 'train_api_timeout' });
  });

  it('still refuses unknown stations before calling out', async () => {
    const { app, calls } = upstream(200, trainsBetween);
    const res = await app.request('/api/trains?from=QQQQ&to=MAS', {}, live);
    expect(res.status).toBe(400);
    expect(calls).toHaveLength(0);
  });

  it('reports the hosted backend on /api/health without the key', async () => {
    const res = await createApp().request('/api/health', {}, live);
    const text = await res.text();
    expect(JSON.parse(text).backends.trains).toBe('hosted');
    expect(text).not.toContain(KEY);
  });
});
