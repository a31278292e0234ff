import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../src/app';
import worker, { createWorker } from '../src/index';
import { hmacHex } from '../src/crypto';
import { CRON_BUDGET_MS, MAX_ATTEMPTS } from '../src/services/forwarder';
import { PDF_BYTES, clientIp, contact, json, visa } from './helpers/submissions';

const HOOK = 'https://hooks.test/vishwa';
const SECRET = 'whsec-test-5c1d';
const hooked = { ...env, FORWARD_WEBHOOK_URL: HOOK, FORWARD_WEBHOOK_SECRET: SECRET };
const MINUTE = 60_000;
const linked = { ...hooked, PUBLIC_ORIGIN: 'https://vishwa-travels.example', DOWNLOAD_LINK_SECRET: 'dl-test-7e21c' };

type Delivery = { url: string; headers: Headers; body: string };
type Payload = {
  event: string;
  id: string;
  kind: string;
  attempt: number;
  data: Record<string, unknown>;
  attachment: { fileName: string; fileType: string; size: number; url: string; expiresAt: string } | null;
};

/** The webhook as the worker sees it (global fetch, which the cron uses): answers in turn from `statuses`. */
function webhook(statuses: number[]) {
  const deliveries: Delivery[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    deliveries.push({ url: request.url, headers: request.headers, body: await request.text() });
    return new Response(null, { status: statuses.shift() ?? 200 });
  });
  return { deliveries, spy };
}

const row = (id: string) =>
  env.DB.prepare(
    'SELECT delivery_status, attempts, next_attempt_at, delivered_at, last_error FROM submissions WHERE id = ?',
  )
    .bind(id)
    .first<{
      delivery_status: string;
      attempts: number;
      next_attempt_at: string | null;
      delivered_at: string | null;
      last_error: string | null;
    }>();

/** Runs the Worker's cron handler as Cloudflare would at `at`, with the clock reading `at` (or `clock`). */
async function cron(at: Date, clock: () => Date = () => at) {
  const ctx = createExecutionContext();
  await createWorker({ now: clock }).scheduled(
    createScheduledController({ scheduledTime: at.getTime(), cron: '*/5 * * * *' }),
    hooked,
    ctx,
  );
  await waitOnExecutionContext(ctx);
}

afterEach(() => vi.restoreAllMocks());

describe('forwarding to the business webhook', () => {
  it('delivers after failing three times, with the backoff driven by scheduled(), and not again once accepted', async () => {
    const start = new Date('2026-08-21T10:00:00.000Z');
    const app = createApp({ now: () => start });
    const { deliveries } = webhook([500, 503, 502, 200]);

    const res = await app.request('/api/proxy/visa', json(visa, { 'cf-connecting-ip': clientIp() }), hooked);
    const { id } = (await res.json()) as { id: string };
    expect(deliveries).toHaveLength(1); // the attempt right after the answer
    expect(await row(id)).toMatchObject({
      delivery_status: 'pending',
      attempts: 1,
      next_attempt_at: '2026-08-21T10:05:00.000Z',
      last_error: 'HTTP 500',
    });

    const at = (minutes: number) => new Date(start.getTime() + minutes * MINUTE);
    await cron(at(4)); // not due yet
    expect(deliveries).toHaveLength(1);
    await cron(at(5)); // 2nd attempt fails: next in 10 min
    expect(await row(id)).toMatchObject({ attempts: 2, next_attempt_at: at(15).toISOString(), last_error: 'HTTP 503' });
    await cron(at(10));
    expect(deliveries).toHaveLength(2);
    await cron(at(15)); // 3rd attempt fails: next in 20 min
    expect(await row(id)).toMatchObject({ attempts: 3, next_attempt_at: at(35).toISOString(), last_error: 'HTTP 502' });
    await cron(at(30));
    expect(deliveries).toHaveLength(3);
    await cron(at(35)); // 4th attempt succeeds
    expect(await row(id)).toMatchObject({
      delivery_status: 'delivered',
      attempts: 4,
      next_attempt_at: null,
      delivered_at: at(35).toISOString(),
      last_error: null,
    });
    await cron(at(60));
    await cron(at(24 * 60));
    expect(deliveries).toHaveLength(4);
    expect(deliveries.every((delivery) => delivery.url === HOOK)).toBe(true);
    // One delivery id on every attempt: a receiver that got a delivery whose answer was lost drops the repeat.
    expect(new Set(deliveries.map((delivery) => delivery.headers.get('X-Webhook-Id')))).toEqual(new Set([id]));
  });

  it('signs the JSON and links the attachment with a signed, expiring URL served by the worker', async () => {
    const now = new Date('2026-08-21T11:00:00.000Z');
    let clock = now;
    const app = createApp({ now: () => clock });
    const { deliveries, spy } = webhook([200]);
    // The request arrives on some host; the link is built from the configured public origin, never from it.
    const { id } = (await (
      await app.request(
        'https://attacker.example/api/proxy/visa',
        json(visa, { 'cf-connecting-ip': clientIp() }),
        linked,
      )
    ).json()) as { id: string };
    spy.mockRestore();

    const [delivery] = deliveries;
    const timestamp = delivery!.headers.get('X-Webhook-Timestamp')!;
    expect(timestamp).toBe(String(now.getTime() / 1000));
    expect(delivery!.headers.get('X-Webhook-Id')).toBe(id);
    expect(delivery!.headers.get('Content-Type')).toBe('application/json');
    expect(delivery!.headers.get('X-Webhook-Signature')).toBe(
      `sha256=${await hmacHex(SECRET, `${timestamp}.${delivery!.body}`)}`,
    );

    const payload = JSON.parse(delivery!.body) as Payload;
    expect(payload).toMatchObject({ event: 'submission.created', id, kind: 'visa', attempt: 1 });
    expect(payload.data).toMatchObject({ fullName: 'Priya Raman', passportNumber: 'K1234567', phone: '+919840012345' });
    expect(delivery!.body).not.toContain(visa.fileData);
    expect(payload.attachment).toMatchObject({
      fileName: 'passport-scan.pdf',
      fileType: 'application/pdf',
      size: PDF_BYTES.byteLength,
      expiresAt: '2026-08-24T11:00:00.000Z',
    });
    const link = new URL(payload.attachment!.url);
    expect(link.origin).toBe('https://vishwa-travels.example');

    const download = await app.request(`${link.pathname}${link.search}`, {}, linked);
    expect(download.status).toBe(200);
    expect(download.headers.get('Content-Type')).toBe('application/pdf');
    expect(download.headers.get('Content-Disposition')).toBe(`attachment; filename="${id}.pdf"`);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PDF_BYTES);

    const tampered = `${link.pathname}?expires=${Number(link.searchParams.get('expires')) + 1}&signature=${link.searchParams.get('signature')}`;
    expect((await app.request(tampered, {}, linked)).status).toBe(403);
    expect((await app.request(link.pathname, {}, linked)).status).toBe(403);
    // The webhook's secret signs deliveries, not links: a link signed with it is refused.
    const expires = link.searchParams.get('expires')!;
    const withWebhookSecret = await hmacHex(SECRET, `attachment:${id}:${expires}`);
    expect(
      (await app.request(`${link.pathname}?expires=${expires}&signature=${withWebhookSecret}`, {}, linked)).status,
    ).toBe(403);
    clock = new Date(now.getTime() + 72 * 60 * MINUTE - MINUTE);
    expect((await app.request(`${link.pathname}${link.search}`, {}, linked)).status).toBe(200);
    clock = new Date(now.getTime() + 72 * 60 * MINUTE + MINUTE);
    const expired = await app.request(`${link.pathname}${link.search}`, {}, linked);
    expect(expired.status).toBe(410);
  });

  it('builds links without PUBLIC_ORIGIN from the origin the request came in on, and none without a link secret', async () => {
    const app = createApp();
    const { deliveries } = webhook([200, 200]);
    const { DOWNLOAD_LINK_SECRET: _secret, PUBLIC_ORIGIN: _origin, ...unsigned } = linked;
    await app.request('https://vishwa.example/api/proxy/visa', json(visa, { 'cf-connecting-ip': clientIp() }), {
      ...linked,
      PUBLIC_ORIGIN: undefined,
    });
    await app.request(
      'https://vishwa.example/api/proxy/visa',
      json(visa, { 'cf-connecting-ip': clientIp() }),
      unsigned,
    );
    const [withOrigin, withoutSecret] = deliveries.map(
      (delivery) => (JSON.parse(delivery.body) as Payload).attachment!,
    );
    expect(new URL(withOrigin!.url).origin).toBe('https://vishwa.example');
    expect(withoutSecret).toMatchObject({ url: null, expiresAt: null });
  });

  it('never delays the answer for a webhook that hangs, and never loses the request', async () => {
    let release!: (response: Response) => void;
    const hanging = new Promise<Response>((resolve) => (release = resolve));
    const calls: string[] = [];
    const app = createApp({
      fetch: async (input) => {
        calls.push(String(input));
        return hanging;
      },
    });
    const ctx = createExecutionContext();
    const answer = app.request('/api/proxy/contact', json(contact, { 'cf-connecting-ip': clientIp() }), hooked, ctx);
    const res = await Promise.race([answer, new Promise<null>((resolve) => setTimeout(() => resolve(null), 2000))]);
    expect(res?.status).toBe(200);
    const { id } = (await res!.json()) as { id: string };
    expect(await row(id)).toMatchObject({ delivery_status: 'pending' }); // stored before the answer
    await vi.waitFor(() => expect(calls).toEqual([HOOK])); // the webhook is called after it, and hangs

    release(new Response(null, { status: 504 }));
    await waitOnExecutionContext(ctx);
    expect(await row(id)).toMatchObject({ delivery_status: 'pending', last_error: 'HTTP 504' });
  });

  it('gives up after the last attempt, and an operator can queue it again', async () => {
    const start = new Date('2026-08-22T00:00:00.000Z');
    const app = createApp({ now: () => start, fetch: async () => new Response('nope', { status: 500 }) });
    const { deliveries } = webhook(Array(MAX_ATTEMPTS - 1).fill(500));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { id } = (await (
      await app.request(
        '/api/proxy/contact',
        json({ ...contact, message: 'Give up test' }, { 'cf-connecting-ip': clientIp() }),
        hooked,
      )
    ).json()) as { id: string };
    let at = start.getTime();
    for (let attempt = 2; attempt <= MAX_ATTEMPTS + 2; attempt++) {
      const next = (await row(id))!.next_attempt_at;
      if (!next) break;
      at = Date.parse(next);
      await cron(new Date(at));
    }
    expect(deliveries).toHaveLength(MAX_ATTEMPTS - 1);
    expect(await row(id)).toMatchObject({
      delivery_status: 'failed',
      attempts: MAX_ATTEMPTS,
      next_attempt_at: null,
      last_error: 'HTTP 500',
    });

    const admin = { ...hooked, ADMIN_TOKEN: 'ops-token-0123456789-0123456789-abc' };
    const retry = await app.request(
      `/api/admin/submissions/${id}/retry`,
      { method: 'POST', headers: { Authorization: 'Bearer ops-token-0123456789-0123456789-abc' } },
      admin,
    );
    expect(retry.status).toBe(200);
    await cron(new Date(at + MINUTE));
    expect(deliveries).toHaveLength(MAX_ATTEMPTS);
    expect(await row(id)).toMatchObject({ delivery_status: 'delivered', attempts: 1 });
  });

  it('signs each delivery of a slow cron run with the time it is sent, and counts backoff from then', async () => {
    const start = new Date('2026-08-23T08:00:00.000Z');
    let clock = start.getTime();
    const store = createApp({ now: () => new Date(start), fetch: async () => new Response(null, { status: 503 }) });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const ids: string[] = [];
    for (const message of ['Slow run 1', 'Slow run 2', 'Slow run 3']) {
      const res = await store.request(
        '/api/proxy/contact',
        json({ ...contact, message }, { 'cf-connecting-ip': clientIp() }),
        hooked,
      );
      ids.push(((await res.json()) as { id: string }).id);
    }
    // A receiver that takes 15 seconds to answer each delivery, the last one failing.
    const sent: { id: string; timestamp: string; at: number }[] = [];
    const statuses = [200, 200, 500];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      sent.push({
        id: request.headers.get('X-Webhook-Id')!,
        timestamp: request.headers.get('X-Webhook-Timestamp')!,
        at: clock,
      });
      clock += 15_000;
      return new Response(null, { status: statuses.shift() ?? 200 });
    });
    const runAt = new Date(start.getTime() + 5 * MINUTE);
    clock = runAt.getTime();
    await cron(runAt, () => new Date(clock));

    expect(sent.map((delivery) => delivery.id).sort()).toEqual([...ids].sort());
    for (const delivery of sent) expect(delivery.timestamp).toBe(String(delivery.at / 1000));
    expect(new Set(sent.map((delivery) => delivery.timestamp)).size).toBe(3); // not the run's scheduled time thrice
    const failed = sent[2]!;
    expect(await row(failed.id)).toMatchObject({
      delivery_status: 'pending',
      attempts: 2,
      next_attempt_at: new Date(failed.at + 15_000 + 10 * MINUTE).toISOString(), // 10 min after the failed answer
    });
  });

  it('stops a cron run once its time is used, and leaves the rest for the next run', async () => {
    const start = new Date('2026-08-24T08:00:00.000Z');
    const store = createApp({ now: () => new Date(start), fetch: async () => new Response(null, { status: 503 }) });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const ids: string[] = [];
    for (let index = 0; index < 6; index++) {
      const res = await store.request(
        '/api/proxy/contact',
        json({ ...contact, message: `Budget ${index}` }, { 'cf-connecting-ip': clientIp() }),
        hooked,
      );
      ids.push(((await res.json()) as { id: string }).id);
    }
    const pending = async () =>
      (await Promise.all(ids.map(row))).filter((state) => state!.delivery_status === 'pending').length;
    let clock = start.getTime() + 5 * MINUTE;
    const { deliveries } = webhook([]);
    const slow = vi.mocked(globalThis.fetch).getMockImplementation()!;
    vi.mocked(globalThis.fetch).mockImplementation(async (input, init) => {
      clock += CRON_BUDGET_MS / 2.5; // each delivery takes 40% of the run's budget
      return slow(input, init);
    });
    await cron(new Date(clock), () => new Date(clock));
    expect(deliveries).toHaveLength(3); // started at 0, 40% and 80% of the budget; then the run stops
    expect(await pending()).toBeGreaterThan(0);
    await cron(new Date(clock), () => new Date(clock));
    await cron(new Date(clock), () => new Date(clock));
    expect(await pending()).toBe(0);
  });

  it('keeps requests pending, untouched, while no webhook is configured', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    const app = createApp();
    const { id } = (await (
      await app.request(
        '/api/proxy/contact',
        json({ ...contact, message: 'No hook' }, { 'cf-connecting-ip': clientIp() }),
        env,
      )
    ).json()) as { id: string };
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: Date.now() + 60 * MINUTE }), env, ctx);
    await waitOnExecutionContext(ctx);
    expect(spy).not.toHaveBeenCalled();
    expect(await row(id)).toMatchObject({ delivery_status: 'pending', attempts: 0 });
  });
});
