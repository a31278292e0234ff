import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rateAnswerSchema } from '#shared/schemas/rates';
import { createApp } from '../src/app';
import { forgetCachedInMemory } from '../src/services/edge-cache';
import frankfurter404 from './fixtures/rates-frankfurter-404.json';
import frankfurterInr from './fixtures/rates-frankfurter-inr.json';
import openErError from './fixtures/rates-open-er-error.json';
import openErUsd from './fixtures/rates-open-er-usd.json';
import snapshot from '../seed/rates-snapshot.json';

type ErrorBody = { error: { code: string; message: string } };
type Answer = { amount: number; base: string; date: string; rates: Record<string, number>; indicative?: boolean };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let serial = 0;
let clock: Date;

/** A fresh pair of service URLs per test (the cache keys include them), an upstream stub and an app. */
function setup(answer: (url: URL) => Response | Promise<Response>) {
  serial++;
  const config = {
    ...env,
    RATES_API_URL: `https://frankfurter-${serial}.test/v1`,
    RATES_FALLBACK_URL: `https://open-er-${serial}.test/v6`,
  };
  const upstream = vi.fn(async (input: RequestInfo | URL) => answer(new URL(String(input))));
  const app = createApp({ fetch: upstream as unknown as typeof fetch, now: () => clock });
  const rate = async (query: string) => app.request(`/api/rates?${query}`, {}, config);
  const calls = () => upstream.mock.calls.map(([input]) => String(input));
  return { rate, calls, upstream };
}

beforeEach(() => {
  clock = new Date('2026-08-21T09:00:00Z');
});

describe('GET /api/rates', () => {
  it('answers in the Frankfurter shape the client reads, from Frankfurter for ECB currencies', async () => {
    const { rate, calls } = setup(() => json(frankfurterInr));
    const res = await rate('amount=50000&from=INR&to=USD');
    expect(res.status).toBe(200);
    const body = (await res.json()) as Answer;
    expect(body).toEqual({ amount: 50000, base: 'INR', date: '2026-08-21', rates: { USD: 574.5 } });
    expect(rateAnswerSchema.safeParse(body).success).toBe(true);
    expect(calls()).toEqual([`https://frankfurter-${serial}.test/v1/latest?from=INR&to=USD,EUR,GBP,SGD,AUD,CAD,THB`]);
  });

  it('costs one upstream call for 1,000 lookups on one base currency', async () => {
    const { rate, upstream } = setup(() => json(frankfurterInr));
    const answers: number[] = [];
    for (let index = 1; index <= 1000; index++) {
      const to = ['USD', 'EUR', 'GBP', 'THB'][index % 4]!;
      const body = (await (await rate(`amount=${index}&from=INR&to=${to}`)).json()) as Answer;
      answers.push(body.rates[to]!);
    }
    expect(upstream).toHaveBeenCalledTimes(1);
    expect(answers[0]).toBeCloseTo(1 * 0.00983, 6); // index 1 → EUR
    expect(answers[999]).toBeCloseTo(1000 * 0.01149, 6); // index 1000 → USD
  });

  it('serves a new isolate from the Cache API without calling upstream again', async () => {
    const { rate, upstream } = setup(() => json(frankfurterInr));
    expect((await rate('amount=10&from=INR&to=GBP')).status).toBe(200);
    forgetCachedInMemory();
    const body = (await (await rate('amount=10&from=INR&to=SGD')).json()) as Answer;
    expect(body.rates.SGD).toBeCloseTo(0.1474, 6);
    expect(upstream).toHaveBeenCalledTimes(1);
  });

  it('keeps a table in the Cache API for an hour, and a failure for five minutes', async () => {
    const { rate } = setup((url) =>
      url.hostname.startsWith('open-er') ? json(openErUsd) : new Response('down', { status: 503 }),
    );
    await rate('amount=1&from=USD&to=EUR');
    const key = (source: string, url: string) =>
      `https://rates.cache/v2/${source}/USD?service=${encodeURIComponent(url)}`;
    const table = await caches.default.match(key('fallback', `https://open-er-${serial}.test/v6`));
    expect(table?.headers.get('Cache-Control')).toBe('public, max-age=3600');
    expect(((await table!.json()) as { date: string }).date).toBe('2026-08-21');
    const failure = await caches.default.match(key('primary', `https://frankfurter-${serial}.test/v1`));
    expect(failure?.headers.get('Cache-Control')).toBe('public, max-age=300');
    expect(await failure!.json()).toBeNull();
  });

  it('takes AED and SAR from the second service, which Frankfurter lacks', async () => {
    const { rate, calls } = setup((url) =>
      url.hostname.startsWith('open-er') ? json(openErUsd) : json(frankfurter404, 404),
    );
    const body = (await (await rate('amount=100&from=USD&to=AED')).json()) as Answer;
    expect(body).toEqual({ amount: 100, base: 'USD', date: '2026-08-21', rates: { AED: 367.25 } });
    const sar = (await (await rate('amount=2&from=USD&to=SAR')).json()) as Answer;
    expect(sar.rates.SAR).toBe(7.5);
    expect(calls()).toEqual([`https://open-er-${serial}.test/v6/latest/USD`]);
  });

  it('falls back to the second service when Frankfurter is down', async () => {
    const { rate, calls } = setup((url) =>
      url.hostname.startsWith('open-er') ? json(openErUsd) : new Response('Bad gateway', { status: 502 }),
    );
    const body = (await (await rate('amount=10&from=USD&to=INR')).json()) as Answer;
    expect(body.rates.INR).toBeCloseTo(871.18402, 4);
    expect(body.indicative).toBeUndefined();
    expect(calls()).toHaveLength(2);
  });

  it('handles an unparsable answer and an error body sent with HTTP 200', async () => {
    const { rate, calls } = setup((url) =>
      url.hostname.startsWith('open-er')
        ? json(openErError)
        : new Response('<html>maintenance</html>', { status: 200 }),
    );
    const res = await rate('amount=100&from=USD&to=INR');
    expect(res.status).toBe(200);
    const body = (await res.json()) as Answer;
    expect(body.indicative).toBe(true);
    expect(body.rates.INR).toBeCloseTo(100 * snapshot.rates.USD.INR, 4);
    expect(calls()).toHaveLength(2);
  });

  it('answers from the dated snapshot, marked indicative, when every service fails, and spares failing services', async () => {
    const { rate, upstream } = setup(() => {
      throw new TypeError('Network connection lost.');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const res = await rate('amount=1000&from=INR&to=AED');
    const events = warn.mock.calls.map(([line]) => JSON.parse(String(line)));
    warn.mockRestore();
    expect(events).toContainEqual(
      expect.objectContaining({
        event: 'rates.upstream_failed',
        source: 'fallback',
        base: 'INR',
        error: { type: 'TypeError', reason: 'Network connection lost.' },
      }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({ event: 'rates.indicative_answer', from: 'INR', to: 'AED', date: snapshot.date }),
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as Answer;
    expect(body).toEqual({
      amount: 1000,
      base: 'INR',
      date: snapshot.date,
      rates: { AED: Number((1000 * snapshot.rates.INR.AED).toFixed(6)) },
      indicative: true,
    });
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=60');
    for (let index = 0; index < 20; index++) await rate(`amount=${index + 1}&from=INR&to=AED`);
    expect(upstream).toHaveBeenCalledTimes(1); // the failure is remembered for five minutes
  });

  it('says 404 for a pair it cannot convert, and 400 for a bad amount', async () => {
    const { rate, upstream } = setup(() => json(frankfurterInr));
    for (const query of ['from=USD&to=XYZ', 'from=JPY&to=INR', 'from=INR&to=INR', 'from=&to=USD']) {
      const res = await rate(`amount=5&${query}`);
      expect(res.status, query).toBe(404);
      expect(((await res.json()) as ErrorBody).error).toEqual({
        code: 'unsupported_pair',
        message: 'Conversion unavailable for selected pair.',
      });
    }
    for (const amount of ['-1', '0', 'abc']) {
      const res = await rate(`amount=${amount}&from=INR&to=USD`);
      expect(res.status, amount).toBe(400);
      expect(((await res.json()) as ErrorBody).error.code).toBe('invalid_request');
    }
    expect(upstream).not.toHaveBeenCalled();
  });

  it('accepts lower-case codes and defaults the amount to 1', async () => {
    const { rate } = setup(() => json(frankfurterInr));
    const body = (await (await rate('from=inr&to=thb')).json()) as Answer;
    expect(body).toMatchObject({ amount: 1, base: 'INR', rates: { THB: 0.37122 } });
  });
});
