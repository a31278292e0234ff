import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { createApp } from '../../src/app';
import { createWorker } from '../../src/index';
import { jsonInit } from './console';

// Bookings in tests: a clock the test moves (India's 26 Nov 2026, 11:30), departures written straight into the
// seat ledger, and one distinct client address per request so the per-client limits stay out of the way.

export const START = new Date('2026-11-26T06:00:00Z');
export const DOMESTIC = { collection: 'tours', id: 'kerala-backwaters-munnar' } as const;
export const INTERNATIONAL = { collection: 'tours', id: 'dubai-delight' } as const;

let ip = 0;
const nextIp = () => `198.18.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;

export async function addDeparture(
  item: { collection: string; id: string },
  date: string,
  seats: number,
  extra: { status?: 'open' | 'closed'; perPerson?: number } = {},
) {
  await env.DB.prepare(
    'INSERT INTO departures (collection, package_id, date, seats, status, per_person) VALUES (?, ?, ?, ?, ?, ?)',
  )
    .bind(item.collection, item.id, date, seats, extra.status ?? 'open', extra.perPerson ?? null)
    .run();
}

export const traveller = { name: 'Lakshmi Narayanan', mobile: '98400 12345' };

export function bookingApp(start = START) {
  const clock = { now: start };
  const app = createApp({ now: () => clock.now });
  const callWith = (bindings: typeof env, path: string, init: RequestInit = {}) =>
    app.request(path, { ...init, headers: { 'cf-connecting-ip': nextIp(), ...init.headers } }, bindings);
  const call = (path: string, init: RequestInit = {}) => callWith(env, path, init);
  let keys = 0;
  return {
    clock,
    call,
    callWith,
    hold: (body: Record<string, unknown>, key = `hold-key-${++keys}-${Math.random().toString(36).slice(2)}`) =>
      call('/api/bookings', jsonInit(body, { 'Idempotency-Key': key })),
    /** Runs the Worker's cron at the clock's time. */
    async cron() {
      const ctx = createExecutionContext();
      await createWorker({ now: () => clock.now }).scheduled(
        createScheduledController({ scheduledTime: clock.now.getTime(), cron: '*/5 * * * *' }),
        env,
        ctx,
      );
      await waitOnExecutionContext(ctx);
    },
  };
}

export async function seatsTaken(item: { collection: string; id: string }, date: string) {
  const row = await env.DB.prepare('SELECT taken FROM departures WHERE collection = ? AND package_id = ? AND date = ?')
    .bind(item.collection, item.id, date)
    .first<{ taken: number }>();
  return row?.taken;
}

export const bookingCount = async () =>
  (await env.DB.prepare('SELECT COUNT(*) AS n FROM bookings').first<{ n: number }>())!.n;
