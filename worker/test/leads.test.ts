import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { purgeExpired } from '../src/services/retention';
import { admin, bearer, consoleApp, jsonInit } from './helpers/console';
import { clientIp } from './helpers/submissions';

type InboxBody = {
  data: {
    id: string;
    kind: string;
    name: string | null;
    phone: string | null;
    summary: string;
    data: Record<string, unknown>;
  }[];
  darshanCount: number;
};

const enquiries = {
  train: {
    kind: 'train',
    from: 'MAS',
    to: 'SBC',
    date: '2026-12-05',
    passengers: '2',
    trainNumber: '12007',
    trainName: 'Shatabdi Express',
    travelClass: 'CC',
  },
  flight: {
    kind: 'flight',
    from: 'Chennai',
    to: 'Delhi',
    date: '2026-12-10',
    passengers: 1,
    travelClass: 'Business',
    name: 'Kavya',
    mobile: '098400 12345',
  },
  bus: { kind: 'bus', from: 'Chennai', to: 'Madurai', date: '', passengers: 3 },
  hotel: {
    kind: 'hotel',
    location: 'Ooty',
    checkin: '2026-12-20',
    checkout: '2026-12-22',
    guests: 4,
    mobile: '+91 91234 56789',
  },
  car: { kind: 'car', location: 'T. Nagar', car: 'Toyota Innova Crysta' },
  package: {
    kind: 'package',
    collection: 'tours',
    packageId: 'kerala-backwaters',
    title: 'Kerala Backwaters',
    price: '₹18,500 per person',
    name: 'Suresh',
  },
} as const;

const post = (call: ReturnType<typeof consoleApp>['call'], body: unknown, headers: Record<string, string> = {}) =>
  call('/api/leads', jsonInit(body, { 'cf-connecting-ip': clientIp(), ...headers }));

describe('POST /api/leads', () => {
  it('records every kind of enquiry with its fields, optional name and mobile', async () => {
    const { call } = consoleApp();
    const ids: Record<string, string> = {};
    for (const [kind, body] of Object.entries(enquiries)) {
      const res = await post(call, body);
      expect(res.status, kind).toBe(201);
      const answer = (await res.json()) as { result: string; id: string };
      expect(answer.result).toBe('success');
      expect(answer.id).toMatch(/^LEAD-261124-[A-HJ-NP-Z2-9]{8}$/);
      ids[kind] = answer.id;
    }
    const rows = await env.DB.prepare('SELECT id, kind, name, phone, data FROM leads').all<{
      id: string;
      kind: string;
      name: string | null;
      phone: string | null;
      data: string;
    }>();
    const byKind = Object.fromEntries(rows.results.map((row) => [row.kind, row]));
    expect(Object.keys(byKind).sort()).toEqual(['bus', 'car', 'flight', 'hotel', 'package', 'train']);
    expect(JSON.parse(byKind.train!.data)).toEqual({
      from: 'MAS',
      to: 'SBC',
      date: '2026-12-05',
      passengers: 2,
      trainNumber: '12007',
      trainName: 'Shatabdi Express',
      travelClass: 'CC',
    });
    expect(byKind.flight).toMatchObject({ name: 'Kavya', phone: '+919840012345' });
    expect(byKind.hotel).toMatchObject({ name: null, phone: '+919123456789' });
    expect(JSON.parse(byKind.package!.data)).toMatchObject({ title: 'Kerala Backwaters', price: '₹18,500 per person' });

    // They appear in the operators' inbox with a line saying what was asked for.
    const inbox = (await (await call('/api/admin/submissions', { headers: bearer })).json()) as InboxBody;
    const train = inbox.data.find((item) => item.id === ids.train)!;
    expect(train.summary).toBe('12007 Shatabdi Express · MAS → SBC · 2026-12-05 · 2 passengers · CC');
    expect(inbox.data.find((item) => item.id === ids.hotel)!.summary).toBe(
      'Hotel in Ooty · 2026-12-20 to 2026-12-22 · 4 guests',
    );
    expect(inbox.data.find((item) => item.id === ids.flight)).toMatchObject({ name: 'Kavya', phone: '+919840012345' });
  });

  it('refuses a mobile that is not Indian, with the field message, and stores nothing', async () => {
    const { call } = consoleApp();
    const before = await env.DB.prepare('SELECT COUNT(*) AS n FROM leads').first<{ n: number }>();
    for (const mobile of ['12345', '+44 20 7946 0958', '5123456789']) {
      const res = await post(call, { ...enquiries.car, mobile });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        error: {
          code: 'invalid_request',
          fields: { mobile: 'Enter a 10-digit Indian mobile number, e.g. 98400 12345' },
        },
      });
    }
    expect((await post(call, { kind: 'cruise' })).status).toBe(400);
    expect((await post(call, { ...enquiries.package, title: '' })).status).toBe(400);
    const after = await env.DB.prepare('SELECT COUNT(*) AS n FROM leads').first<{ n: number }>();
    expect(after).toEqual(before);
  });

  it('only counts darshan enquiries and never accepts their personal fields', async () => {
    const { call, clock } = consoleApp();
    const leadsBefore = await env.DB.prepare('SELECT COUNT(*) AS n FROM leads').first<{ n: number }>();
    const first = await post(call, { kind: 'darshan' });
    expect(first.status).toBe(202);
    expect(await first.json()).toEqual({ result: 'counted' });
    expect((await post(call, { kind: 'darshan' })).status).toBe(202);
    clock.now = new Date('2026-11-25T10:00:00Z');
    expect((await post(call, { kind: 'darshan' })).status).toBe(202);

    const withAadhaar = await post(call, {
      kind: 'darshan',
      passengers: [{ name: 'Lakshmi', age: 60, aadhaar: '234123412346' }],
    });
    expect(withAadhaar.status).toBe(400);

    const counts = await env.DB.prepare('SELECT day, count FROM darshan_counts ORDER BY day').all();
    expect(counts.results).toEqual([
      { day: '2026-11-24', count: 2 },
      { day: '2026-11-25', count: 1 },
    ]);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM leads').first()).toEqual(leadsBefore);
    const dump = JSON.stringify((await env.DB.prepare('SELECT * FROM leads').all()).results);
    expect(dump).not.toContain('234123412346');

    const inbox = (await (
      await call('/api/admin/submissions?from=2026-11-24&to=2026-11-24', { headers: bearer })
    ).json()) as InboxBody;
    expect(inbox.darshanCount).toBe(2);
    expect(((await (await call('/api/admin/submissions', { headers: bearer })).json()) as InboxBody).darshanCount).toBe(
      3,
    );
  });

  it('takes JSON only, and is rate-limited like the other requests', async () => {
    const { call } = consoleApp();
    const form = await call('/api/leads', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'kind=car',
    });
    expect(form.status).toBe(415);
    const ip = clientIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++)
      statuses.push((await post(call, enquiries.bus, { 'cf-connecting-ip': ip })).status);
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('draws another reference id when the first is already taken', async () => {
    const draws = [new Uint8Array(8), new Uint8Array(8), new Uint8Array(8).fill(1)];
    const app = createApp({
      now: () => new Date('2026-11-24T12:00:00Z'),
      random: () => draws.shift() ?? new Uint8Array(8).fill(2),
    });
    const send = async () =>
      (await (
        await app.request('/api/leads', jsonInit(enquiries.car, { 'cf-connecting-ip': clientIp() }), admin)
      ).json()) as { id: string };
    expect((await send()).id).toBe('LEAD-261124-AAAAAAAA');
    expect((await send()).id).toBe('LEAD-261124-BBBBBBBB');
  });

  it('deletes leads and their notes after the retention period, like requests', async () => {
    const { call } = consoleApp(new Date('2026-01-05T10:00:00Z'));
    const { id } = (await (await post(call, { ...enquiries.car, name: 'Old Lead', mobile: '9840012345' })).json()) as {
      id: string;
    };
    const patched = await call(
      `/api/admin/submissions/${id}`,
      jsonInit({ note: 'Called Old Lead on 9840012345' }, bearer, 'PATCH'),
    );
    expect(patched.status).toBe(200);
    await purgeExpired({ ...env, RETENTION_DAYS: '180' }, new Date('2026-07-01T00:00:00Z'));
    expect(await env.DB.prepare('SELECT id FROM leads WHERE id = ?').bind(id).first()).not.toBeNull();
    await purgeExpired({ ...env, RETENTION_DAYS: '180' }, new Date('2026-07-05T00:00:00Z'));
    expect(await env.DB.prepare('SELECT id FROM leads WHERE id = ?').bind(id).first()).toBeNull();
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM lead_activity WHERE lead_id = ?').bind(id).first()).toEqual({
      n: 0,
    });
  });
});
