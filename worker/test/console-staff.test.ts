import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { figuresSchema, inboxDetailAnswerSchema, inboxListSchema, sessionStateSchema } from '#shared/schemas/admin';
import { sha256Hex } from '../src/crypto';
import { admin, bearer, consoleApp, jsonInit, TOKEN } from './helpers/console';

// Who did what (named staff, assignment), the tidy inbox (grouped mobiles, bulk spam) and the figures.

const PRIYA_TOKEN = 'priya-console-token-3b9e1d7a5c2f8e4b6a0d';
const RAVI_TOKEN = 'ravi-console-token-8c4a2e6f0b1d9e7c3a5b5';
const staffed = async (names = ['Priya', 'Ravi']) => {
  const tokens: Record<string, string> = { Priya: PRIYA_TOKEN, Ravi: RAVI_TOKEN };
  const pairs = await Promise.all(names.map(async (name) => `${name}:${await sha256Hex(tokens[name]!)}`));
  return { ...admin, ADMIN_STAFF: pairs.join(', ') } as typeof env;
};

async function signInAs(call: ReturnType<typeof consoleApp>['call'], token: string, bindings: typeof env, extra = {}) {
  const res = await call(
    '/api/admin/session',
    jsonInit({ token }, { 'cf-connecting-ip': '198.51.100.40', ...extra }),
    bindings,
  );
  expect(res.status).toBe(204);
  return { Cookie: res.headers.get('Set-Cookie')!.split(';')[0]! };
}

async function lead(call: ReturnType<typeof consoleApp>['call'], body: object) {
  const res = await call(
    '/api/leads',
    jsonInit(body, { 'cf-connecting-ip': `203.0.113.${Math.floor(Math.random() * 200)}` }),
  );
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

describe('named staff', () => {
  it('signs each person in with their own token; the activity list and the audit log name them', async () => {
    const { call, clock } = consoleApp(new Date('2026-11-20T04:00:00Z'));
    const bindings = await staffed();
    const priya = await signInAs(call, PRIYA_TOKEN, bindings);
    const state = sessionStateSchema.parse(
      await (await call('/api/admin/session', { headers: priya }, bindings)).json(),
    );
    expect(state.name).toBe('Priya');
    expect(state.staff).toEqual(expect.arrayContaining(['Owner', 'Priya', 'Ravi']));

    const id = await lead(call, { kind: 'bus', from: 'Chennai', to: 'Salem', mobile: '9840011001' });
    clock.now = new Date('2026-11-20T04:20:00Z');
    const res = await call(
      `/api/admin/submissions/${id}`,
      jsonInit({ status: 'in_progress', assignee: 'Ravi' }, priya, 'PATCH'),
      bindings,
    );
    expect(res.status).toBe(200);
    const { data } = inboxDetailAnswerSchema.parse(await res.json());
    expect(data.assignee).toBe('Ravi');
    expect(data.activity.slice(1).map(({ detail, sessionId }) => [detail, sessionId])).toEqual([
      ['new → in_progress', 'Priya'],
      ['Assigned to Ravi', 'Priya'],
    ]);
    const audit = (await (await call('/api/admin/audit?limit=3', { headers: priya }, bindings)).json()) as {
      data: { actor: string; action: string; target: string }[];
    };
    expect(audit.data.filter((entry) => entry.target === id).map(({ actor, action }) => [actor, action])).toEqual(
      expect.arrayContaining([
        ['Priya', 'status'],
        ['Priya', 'assign'],
      ]),
    );

    // "Assigned to me" for Ravi finds it; for Priya it does not.
    const ravi = await signInAs(call, RAVI_TOKEN, bindings);
    const mine = async (cookie: Record<string, string>) =>
      inboxListSchema
        .parse(await (await call('/api/admin/submissions?assignee=me', { headers: cookie }, bindings)).json())
        .data.map((item) => item.id);
    expect(await mine(ravi)).toContain(id);
    expect(await mine(priya)).not.toContain(id);

    // A script with Ravi's token acts as Ravi.
    const script = await call(
      `/api/admin/submissions/${id}`,
      jsonInit({ note: 'Sent the bus timings' }, { Authorization: `Bearer ${RAVI_TOKEN}` }, 'PATCH'),
      bindings,
    );
    expect(inboxDetailAnswerSchema.parse(await script.json()).data.notes.at(-1)?.sessionId).toBe('Ravi (script)');
  });

  it('refuses to assign to someone who is not staff, and signs out a person taken off ADMIN_STAFF', async () => {
    const { call } = consoleApp(new Date('2026-11-20T05:00:00Z'));
    const bindings = await staffed();
    const priya = await signInAs(call, PRIYA_TOKEN, bindings);
    const id = await lead(call, { kind: 'car', location: 'Madurai', mobile: '9840011002' });
    const bad = await call(`/api/admin/submissions/${id}`, jsonInit({ assignee: 'Mallory' }, priya, 'PATCH'), bindings);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { fields: { assignee: 'Choose a person of the staff' } } });

    const withoutPriya = await staffed(['Ravi']);
    expect((await call('/api/admin/session', { headers: priya }, withoutPriya)).status).toBe(401);
    expect((await call('/api/admin/session', jsonInit({ token: PRIYA_TOKEN }), withoutPriya)).status).toBe(401);
  });

  it('names the owner by the Cloudflare Access e-mail when Access passes one', async () => {
    const { call } = consoleApp(new Date('2026-11-20T06:00:00Z'));
    const owner = await signInAs(call, TOKEN, admin, { 'Cf-Access-Authenticated-User-Email': 'meena@vishwa.example' });
    const state = sessionStateSchema.parse(await (await call('/api/admin/session', { headers: owner })).json());
    expect(state.name).toBe('meena@vishwa.example');
    const plain = sessionStateSchema.parse(await (await call('/api/admin/session', { headers: bearer })).json());
    expect(plain.name).toBe('Owner');
  });
});

describe('a tidy inbox', () => {
  it('groups leads from the same mobile within 24 hours under the newest', async () => {
    const { call, clock } = consoleApp(new Date('2026-11-10T03:00:00Z'));
    const old = await lead(call, { kind: 'bus', from: 'Chennai', to: 'Vellore', mobile: '9840022001' });
    clock.now = new Date('2026-11-11T04:00:00Z');
    const first = await lead(call, { kind: 'train', from: 'MAS', to: 'SBC', mobile: '98400 22001' });
    clock.now = new Date('2026-11-11T09:00:00Z');
    const second = await lead(call, { kind: 'bus', from: 'Chennai', to: 'Bengaluru', mobile: '+919840022001' });
    const other = await lead(call, { kind: 'bus', from: 'Chennai', to: 'Bengaluru', mobile: '9840022002' });
    const { data } = inboxListSchema.parse(
      await (await call('/api/admin/submissions?from=2026-11-10&to=2026-11-11', { headers: bearer })).json(),
    );
    const byId = new Map(data.map((item) => [item.id, item]));
    // The lead 25 hours before is outside the window.
    expect(byId.get(second)!.earlier.map((entry) => entry.id)).toEqual([first]);
    expect(byId.get(first)!.earlier).toEqual([]);
    expect(byId.get(other)!.earlier).toEqual([]);
    expect(byId.get(old)!.earlier).toEqual([]);
  });

  it('marks many as spam at once, each with its activity entry', async () => {
    const { call } = consoleApp(new Date('2026-11-12T03:00:00Z'));
    const ids = [
      await lead(call, { kind: 'bus', from: 'Spam', to: 'Town', mobile: '9840033001' }),
      await lead(call, { kind: 'bus', from: 'Spam', to: 'City', mobile: '9840033002' }),
    ];
    const res = await call('/api/admin/submissions/spam', jsonInit({ ids: [...ids, 'LEAD-000000-NOSUCH00'] }, bearer));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ updated: 2 });
    const spam = inboxListSchema.parse(
      await (
        await call('/api/admin/submissions?status=spam&from=2026-11-12&to=2026-11-12', { headers: bearer })
      ).json(),
    );
    expect(spam.data.map((item) => item.id).sort()).toEqual([...ids].sort());
    const detail = inboxDetailAnswerSchema.parse(
      await (await call(`/api/admin/submissions/${ids[0]}`, { headers: bearer })).json(),
    ).data;
    expect(detail.activity.at(-1)).toMatchObject({
      action: 'status',
      detail: 'new → spam',
      sessionId: 'Owner (script)',
    });
    expect((await call('/api/admin/submissions/spam', jsonInit({ ids: [] }, bearer))).status).toBe(400);
  });

  it('exports the assignee in the CSV', async () => {
    const { call } = consoleApp(new Date('2026-11-13T03:00:00Z'));
    const id = await lead(call, { kind: 'hotel', location: 'Ooty', mobile: '9840044001' });
    await call(`/api/admin/submissions/${id}`, jsonInit({ assignee: 'Owner' }, bearer, 'PATCH'));
    const csv = await (
      await call('/api/admin/submissions.csv?from=2026-11-13&to=2026-11-13', { headers: bearer })
    ).text();
    expect(csv.split('\r\n').find((line) => line.startsWith(id))).toMatch(
      new RegExp(`^${id},hotel,2026-11-13 08:30,new,Owner,`),
    );
  });
});

describe('figures', () => {
  it('counts leads per India day and kind, the median first response and leads that booked', async () => {
    await env.DB.exec('DELETE FROM leads; DELETE FROM submissions; DELETE FROM lead_work; DELETE FROM bookings');
    const { call, clock } = consoleApp(new Date('2026-11-20T19:00:00Z')); // 00:30 on the 21st in India
    const a = await lead(call, { kind: 'bus', from: 'Chennai', to: 'Salem', mobile: '9840055001' });
    clock.now = new Date('2026-11-21T05:00:00Z');
    const b = await lead(call, { kind: 'bus', from: 'Chennai', to: 'Erode', mobile: '9840055002' });
    const c = await lead(call, { kind: 'flight', from: 'MAA', to: 'DEL', mobile: '9840055003' });
    for (const [id, minutes] of [
      [a, 10],
      [b, 30],
      [c, 90],
    ] as const) {
      await env.DB.prepare(
        `INSERT INTO lead_work (lead_id, first_action_at)
         SELECT id, strftime('%Y-%m-%dT%H:%M:%fZ', created_at, '+${minutes} minutes') FROM leads WHERE id = ?`,
      )
        .bind(id)
        .run();
    }
    await env.DB.prepare(
      `INSERT INTO bookings (reference, fingerprint, collection, package_id, date, seats, adults, children_with_bed,
        children_no_bed, singles, name, mobile, status, hold_expires_at, base, gst, tcs, total, advance_due,
        created_at, updated_at)
       VALUES ('BK-TEST-1', 'x', 'tours', 'ooty', '2026-12-10', 2, 2, 0, 0, 0, 'Ravi', '+919840055002', 'confirmed',
        '2026-11-22T00:00:00Z', 20000, 1000, 0, 21000, 5000, '2026-11-21T06:00:00Z', '2026-11-21T06:00:00Z')`,
    ).run();
    clock.now = new Date('2026-11-21T12:00:00Z');
    const figures = figuresSchema.parse(await (await call('/api/admin/figures', { headers: bearer })).json());
    expect(figures.days).toHaveLength(30);
    expect(figures.days.at(-1)).toEqual({ date: '2026-11-21', byKind: { bus: 2, flight: 1 } });
    expect(figures.days[0]!.date).toBe('2026-10-23');
    expect(figures.medianFirstActionMinutes).toBe(30);
    expect(figures.answered).toBe(3);
    expect(figures.received).toBe(3);
    expect(figures.conversion).toEqual({ leads: 3, booked: 1 });
  });
});
