import { createHmac } from 'node:crypto';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { DOMESTIC, START, addDeparture, seatsTaken, traveller } from './helpers/bookings';
import { jsonInit } from './helpers/console';
import orderCreated from './fixtures/razorpay-order-created.json';
import paymentCaptured from './fixtures/razorpay-payment-captured.json';
import { seedCatalog } from './helpers/seed-catalog';

// Razorpay, with its orders API answered from a recorded response and its webhook signed here with node's crypto
// (the signature vector is computed independently of the worker's Web Crypto code).

const KEYS = {
  RAZORPAY_KEY_ID: 'rzp_test_1DP5mmOlF5G5ag',
  RAZORPAY_KEY_SECRET: 'thisisthekeysecret-never-in-a-browser',
  RAZORPAY_WEBHOOK_SECRET: 'whsec-booking-test-7f3a',
  RAZORPAY_API_URL: 'https://razorpay.test',
};
const on = { ...env, ...KEYS } as typeof env;
const sign = (body: string, secret = KEYS.RAZORPAY_WEBHOOK_SECRET) =>
  createHmac('sha256', secret).update(body).digest('hex');

function razorpayApp() {
  const calls: { url: string; auth: string | null; body: unknown }[] = [];
  const upstream = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    calls.push({ url: request.url, auth: request.headers.get('Authorization'), body: await request.json() });
    return Response.json(orderCreated);
  };
  const app = createApp({ fetch: upstream as typeof fetch, now: () => START });
  let ip = 0;
  const call = (path: string, init: RequestInit = {}, bindings = on) =>
    app.request(path, { ...init, headers: { 'cf-connecting-ip': `198.19.0.${++ip}`, ...init.headers } }, bindings);
  const webhook = (body: string, signature: string) =>
    call('/api/payments/razorpay', {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json', 'X-Razorpay-Signature': signature },
    });
  return { calls, call, webhook };
}

beforeAll(async () => {
  await seedCatalog();
  await addDeparture(DOMESTIC, '2027-02-13', 24, { perPerson: 21000 });
});

describe('Razorpay (optional card and netbanking)', () => {
  it('a known HMAC-SHA256 vector: the recorded payload signed with the webhook secret', () => {
    // The same vector the worker must accept; a changed payload or secret gives another.
    const raw = JSON.stringify(paymentCaptured);
    expect(sign(raw)).toMatch(/^[0-9a-f]{64}$/);
    expect(sign(raw)).not.toBe(sign(raw, 'another-secret'));
    expect(sign(`${raw} `)).not.toBe(sign(raw));
  });

  it('without the keys nothing about Razorpay shows: no key id in the hold, no order route, no webhook', async () => {
    const { call, calls } = razorpayApp();
    const hold = await call(
      '/api/bookings',
      jsonInit({ ...DOMESTIC, date: '2027-02-13', adults: 1, ...traveller }, { 'Idempotency-Key': 'rzp-off-0001' }),
      env,
    );
    const held = (await hold.json()) as { reference: string; pay: Record<string, unknown> };
    expect(Object.keys(held.pay).sort()).toEqual(['payeeName', 'upiUrl', 'vpa']);
    const order = await call(
      `/api/bookings/${held.reference}/razorpay-order`,
      jsonInit({ mobile: traveller.mobile }),
      env,
    );
    expect(order.status).toBe(404);
    const raw = JSON.stringify(paymentCaptured);
    expect(
      (
        await call(
          '/api/payments/razorpay',
          {
            method: 'POST',
            body: raw,
            headers: { 'Content-Type': 'application/json', 'X-Razorpay-Signature': sign(raw) },
          },
          env,
        )
      ).status,
    ).toBe(404);
    expect(calls).toHaveLength(0);
  });

  it('creates the order in the worker, and a signed payment.captured confirms the booking once', async () => {
    const { call, calls, webhook } = razorpayApp();
    const hold = await call(
      '/api/bookings',
      jsonInit({ ...DOMESTIC, date: '2027-02-13', adults: 1, ...traveller }, { 'Idempotency-Key': 'rzp-on-0001' }),
    );
    expect(hold.status).toBe(201);
    const held = (await hold.json()) as {
      reference: string;
      amounts: { advanceDue: number };
      pay: Record<string, unknown>;
    };
    // ₹21,000 + 5% GST = ₹22,050; 25% rounded up to ₹100: the recorded payment's ₹5,600.
    expect(held.amounts.advanceDue).toBe(5600);
    expect(held.pay.razorpayKeyId).toBe(KEYS.RAZORPAY_KEY_ID);
    expect(JSON.stringify(held)).not.toContain(KEYS.RAZORPAY_KEY_SECRET);

    const wrongMobile = await call(
      `/api/bookings/${held.reference}/razorpay-order`,
      jsonInit({ mobile: '9840099999' }),
    );
    expect(wrongMobile.status).toBe(404);
    const order = await call(`/api/bookings/${held.reference}/razorpay-order`, jsonInit({ mobile: traveller.mobile }));
    expect(order.status).toBe(201);
    const answer = await order.json();
    expect(answer).toEqual({
      data: { keyId: KEYS.RAZORPAY_KEY_ID, orderId: 'order_PQ7xKx2mRzT4aB', amount: 560000, currency: 'INR' },
    });
    expect(JSON.stringify(answer)).not.toContain(KEYS.RAZORPAY_KEY_SECRET);
    expect(calls).toEqual([
      {
        url: 'https://razorpay.test/v1/orders',
        auth: `Basic ${btoa(`${KEYS.RAZORPAY_KEY_ID}:${KEYS.RAZORPAY_KEY_SECRET}`)}`,
        body: { amount: 560000, currency: 'INR', receipt: held.reference, notes: { reference: held.reference } },
      },
    ]);

    const raw = JSON.stringify(paymentCaptured);
    // A signature made with another secret, a tampered body, no signature: 400 and nothing changes.
    expect((await webhook(raw, sign(raw, 'not-the-webhook-secret'))).status).toBe(400);
    const tampered = raw.replace('"amount":560000', '"amount":5600000');
    expect(tampered).not.toBe(raw);
    expect((await webhook(tampered, sign(raw))).status).toBe(400);
    expect((await webhook(raw, '')).status).toBe(400);
    const before = await env.DB.prepare('SELECT status, paid FROM bookings WHERE reference = ?')
      .bind(held.reference)
      .first();
    expect(before).toEqual({ status: 'held', paid: 0 });

    const paid = await webhook(raw, sign(raw));
    expect(paid.status).toBe(200);
    expect(await paid.json()).toEqual({ data: { handled: true, reference: held.reference, status: 'confirmed' } });
    // Delivered again (Razorpay retries): counted once.
    const again = await webhook(raw, sign(raw));
    expect(((await again.json()) as { data: { handled: boolean } }).data.handled).toBe(false);
    const after = await env.DB.prepare(
      'SELECT status, paid, razorpay_payment_id AS paymentId FROM bookings WHERE reference = ?',
    )
      .bind(held.reference)
      .first();
    expect(after).toEqual({ status: 'confirmed', paid: 5600, paymentId: 'pay_PQ7yM4bq8WcL2d' });
    expect(await seatsTaken(DOMESTIC, '2027-02-13')).toBe(2);

    // The traveller's page says so.
    const view = await call(`/api/bookings/${held.reference}?mobile=${encodeURIComponent(traveller.mobile)}`);
    expect(await view.json()).toMatchObject({ data: { status: 'confirmed', paid: 5600 } });
  });

  it('other events and a failed payment change nothing, answered 200 so Razorpay does not resend them', async () => {
    const { webhook } = razorpayApp();
    const failed = JSON.stringify({
      ...paymentCaptured,
      event: 'payment.failed',
      payload: { payment: { entity: { ...paymentCaptured.payload.payment.entity, status: 'failed' } } },
    });
    const answer = await webhook(failed, sign(failed));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ data: { handled: false } });
    const notJson = 'not json';
    expect((await webhook(notJson, sign(notJson))).status).toBe(400);
  });
});
