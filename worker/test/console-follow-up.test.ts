import { describe, expect, it } from 'vitest';
import { inboxDetailAnswerSchema, inboxListSchema } from '#shared/schemas/admin';
import { bearer, consoleApp, jsonInit } from './helpers/console';
import { clientIp } from './helpers/submissions';

// Answer fast: India's days for the quick filters, a follow-up time per lead (due today, overdue), and the
// time from arrival to the first action.

// 23:10 in India on 24 Nov is 17:40 UTC: a UTC day would put it on the wrong side of midnight.
const { call, clock } = consoleApp(new Date('2026-11-24T17:40:00Z'));
const list = async (query: string) =>
  inboxListSchema.parse(await (await call(`/api/admin/submissions${query}`, { headers: bearer })).json()).data;
const lead = async (location: string) => {
  const res = await call('/api/leads', jsonInit({ kind: 'car', location }, { 'cf-connecting-ip': clientIp() }));
  return ((await res.json()) as { id: string }).id;
};
const patch = async (id: string, body: object) => {
  const res = await call(`/api/admin/submissions/${id}`, jsonInit(body, bearer, 'PATCH'));
  expect(res.status).toBe(200);
  return inboxDetailAnswerSchema.parse(await res.json()).data;
};

describe('quick filters, follow-ups and first action', () => {
  it('filters by India’s days, marks follow-ups due today or overdue, and times the first action', async () => {
    const lateEvening = await lead('Velachery'); // 24 Nov, 23:10 in India
    clock.now = new Date('2026-11-24T18:45:00Z'); // 25 Nov, 00:15 in India
    const afterMidnight = await lead('Guindy');

    expect((await list('?from=2026-11-24&to=2026-11-24')).map((item) => item.id)).toEqual([lateEvening]);
    expect((await list('?from=2026-11-25&to=2026-11-25')).map((item) => item.id)).toEqual([afterMidnight]);

    // The operator calls back the next morning, and sets follow-ups.
    clock.now = new Date('2026-11-25T04:00:00Z'); // 09:30 in India
    const first = await patch(lateEvening, { followUpAt: '2026-11-25T08:30:00+05:30' });
    expect(first.followUpAt).toBe('2026-11-25T03:00:00.000Z');
    expect(first.firstActionAt).toBe('2026-11-25T04:00:00.000Z');
    expect(first.activity.at(-1)).toMatchObject({
      action: 'follow_up',
      detail: 'Follow up on 2026-11-25T03:00:00.000Z',
    });
    await patch(afterMidnight, { followUpAt: '2026-11-25T18:00:00+05:30' });

    expect((await list('?due=overdue')).map((item) => item.id)).toEqual([lateEvening]);
    expect((await list('?due=today')).map((item) => item.id).sort()).toEqual([afterMidnight, lateEvening].sort());

    // Done is never overdue; a later note does not move the first action; clearing works.
    clock.now = new Date('2026-11-25T05:00:00Z');
    const done = await patch(lateEvening, { status: 'done', note: 'Booked an Innova' });
    expect(done.firstActionAt).toBe('2026-11-25T04:00:00.000Z');
    expect(await list('?due=overdue')).toEqual([]);
    expect((await patch(afterMidnight, { followUpAt: null })).followUpAt).toBeNull();
    expect((await list('?due=today')).map((item) => item.id)).toEqual([lateEvening]);

    // The CSV in India time, with follow-up, first action and notes.
    const csv = await (await call('/api/admin/submissions.csv?kind=car', { headers: bearer })).text();
    expect(csv.split('\r\n').find((line) => line.startsWith(lateEvening))).toMatch(
      /^LEAD-[\w-]+,car,2026-11-24 23:10,done,,2026-11-25 08:30,2026-11-25 09:30,.*,Booked an Innova$/,
    );

    const bad = await call(
      `/api/admin/submissions/${afterMidnight}`,
      jsonInit({ followUpAt: 'tomorrow' }, bearer, 'PATCH'),
    );
    expect(bad.status).toBe(400);
    expect((await call('/api/admin/submissions?due=someday', { headers: bearer })).status).toBe(400);
  });
});

describe('reply templates', () => {
  it('keeps the list the console saves, in order, and refuses unknown placeholders', async () => {
    const templates = [
      { channel: 'whatsapp', name: 'First reply', body: 'Hello {name}, thank you for enquiring about {package}.' },
      { channel: 'email', name: 'Quote', body: 'Reference {reference}: {amount} for {date}.' },
    ];
    const saved = await call('/api/admin/templates', jsonInit({ data: templates }, bearer, 'PUT'));
    expect(saved.status).toBe(200);
    expect(await (await call('/api/admin/templates', { headers: bearer })).json()).toEqual({ data: templates });
    const bad = await call(
      '/api/admin/templates',
      jsonInit({ data: [{ channel: 'whatsapp', name: 'Oops', body: 'Hi {customer}' }] }, bearer, 'PUT'),
    );
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      error: { fields: { 'data.0.body': 'Use only {name}, {reference}, {package}, {date} and {amount}' } },
    });
    expect(await (await call('/api/admin/templates', { headers: bearer })).json()).toEqual({ data: templates });
  });
});
