import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { inboxDetailAnswerSchema, inboxListSchema } from '#shared/schemas/admin';
import { createApp } from '../src/app';
import { bearer, consoleApp, jsonInit } from './helpers/console';
import { PDF_BYTES, PNG_BYTES, clientIp, contact, passport, visa } from './helpers/submissions';

const { call, clock, signIn } = consoleApp();
const ids = {} as Record<'visa' | 'train' | 'passport' | 'contact' | 'car', string>;
const list = async (query = '', headers: Record<string, string> = bearer) =>
  inboxListSchema.parse(await (await call(`/api/admin/submissions${query}`, { headers })).json());

beforeAll(async () => {
  const send = async (path: string, body: unknown) => {
    clock.now = new Date(clock.now.getTime() + 60_000);
    const res = await call(path, jsonInit(body, { 'cf-connecting-ip': clientIp() }));
    return ((await res.json()) as { id: string }).id;
  };
  ids.visa = await send('/api/proxy/visa', visa);
  ids.train = await send('/api/leads', {
    kind: 'train',
    from: 'MAS',
    to: 'NDLS',
    date: '2026-12-01',
    passengers: 2,
    name: 'Anand',
    mobile: '9876543210',
  });
  ids.passport = await send('/api/proxy/passport', passport);
  ids.contact = await send('/api/proxy/contact', { ...contact, name: '=HYPERLINK("http://evil.example","click")' });
  ids.car = await send('/api/leads', {
    kind: 'car',
    location: 'Anna Nagar',
    name: 'தமிழ் செல்வி',
    mobile: '+91 99400 11111',
  });
});

describe('the operators inbox', () => {
  it('lists requests and leads together, newest first, with counts per status', async () => {
    const inbox = await list();
    expect(inbox.data.map((item) => item.id)).toEqual([ids.car, ids.contact, ids.passport, ids.train, ids.visa]);
    expect(inbox.counts).toEqual({ new: 5, in_progress: 0, done: 0, spam: 0 });
    expect(inbox.data.find((item) => item.id === ids.visa)).toMatchObject({
      kind: 'visa',
      status: 'new',
      name: 'Priya Raman',
      phone: '+919840012345',
      email: 'priya.raman@example.in',
      summary: 'Tourist visa · Indian · travel 2027-02-10',
      attachment: { fileName: 'passport-scan.pdf', fileType: 'application/pdf' },
      delivery: { status: 'pending' },
    });
    expect(inbox.data.find((item) => item.id === ids.train)!.delivery).toBeNull();
  });

  it('pages with a cursor and filters by kind, date and text (name, phone digits, reference id)', async () => {
    const first = await list('?limit=2');
    expect(first.data).toHaveLength(2);
    const second = await list(`?limit=2&cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect(second.data.map((item) => item.id)).toEqual([ids.passport, ids.train]);
    expect((await list('?kind=train')).data.map((item) => item.id)).toEqual([ids.train]);
    expect((await list('?q=anand')).data.map((item) => item.id)).toEqual([ids.train]);
    expect((await list('?q=98765%2043210')).data.map((item) => item.id)).toEqual([ids.train]);
    expect((await list('?q=தமிழ்')).data.map((item) => item.id)).toEqual([ids.car]);
    expect((await list(`?q=${ids.visa.toLowerCase()}`)).data.map((item) => item.id)).toEqual([ids.visa]);
    expect((await list('?from=2026-11-25')).data).toEqual([]);
    expect((await list('?from=2026-11-24&to=2026-11-24')).data).toHaveLength(5);
    const bad = await call('/api/admin/submissions?status=archived&from=24-11-2026', { headers: bearer });
    expect(bad.status).toBe(400);
  });

  it('changes status and adds notes, each kept in the activity list with time and session; spam is hidden', async () => {
    const cookie = await signIn();
    clock.now = new Date('2026-11-24T10:00:00Z');
    const patch = (body: unknown) => call(`/api/admin/submissions/${ids.train}`, jsonInit(body, cookie, 'PATCH'));
    const res = await patch({ status: 'in_progress', note: 'Called back, wants Rajdhani 3A' });
    expect(res.status).toBe(200);
    const { data } = inboxDetailAnswerSchema.parse(await res.json());
    expect(data.status).toBe('in_progress');
    expect(data.notes).toEqual([
      {
        at: '2026-11-24T10:00:00.000Z',
        text: 'Called back, wants Rajdhani 3A',
        sessionId: 'Owner',
      },
    ]);
    expect(data.activity.map(({ action, detail }) => [action, detail])).toEqual([
      ['received', 'Received from the website'],
      ['status', 'new → in_progress'],
      ['note', 'Called back, wants Rajdhani 3A'],
    ]);

    clock.now = new Date('2026-11-24T10:05:00Z');
    expect((await patch({ status: 'spam' })).status).toBe(200);
    expect((await list()).data.map((item) => item.id)).not.toContain(ids.train);
    expect((await list('?status=spam')).data.map((item) => item.id)).toEqual([ids.train]);
    expect((await list()).counts).toEqual({ new: 4, in_progress: 0, done: 0, spam: 1 });

    const detail = inboxDetailAnswerSchema.parse(
      await (await call(`/api/admin/submissions/${ids.train}`, { headers: bearer })).json(),
    ).data;
    expect(detail.activity.at(-1)).toMatchObject({
      at: '2026-11-24T10:05:00.000Z',
      action: 'status',
      detail: 'in_progress → spam',
    });

    expect((await patch({})).status).toBe(400);
    expect((await patch({ status: 'archived' })).status).toBe(400);
    expect(
      (await call('/api/admin/submissions/LEAD-000000-NOPE0000', jsonInit({ status: 'done' }, bearer, 'PATCH'))).status,
    ).toBe(404);

    // The audit log has who and what, never the note's text or the customer's details.
    const audit = (await (await call('/api/admin/audit?limit=20', { headers: bearer })).json()) as {
      data: { actor: string; action: string; target: string | null }[];
    };
    expect(audit.data.filter((entry) => entry.target === ids.train).map((entry) => entry.action)).toEqual([
      'status',
      'note',
      'status',
    ]);
    expect(JSON.stringify(audit)).not.toMatch(/Rajdhani|Anand|9876543210/);
    await patch({ status: 'new' });
  });

  it('shows delivery attempts with their status code or error', async () => {
    const at = '2026-11-24T09:30:00.000Z';
    await env.DB.batch([
      env.DB.prepare(
        'INSERT INTO delivery_attempts (submission_id, attempt, at, status_code, error) VALUES (?, 1, ?, 503, ?)',
      ).bind(ids.visa, at, 'HTTP 503'),
      env.DB.prepare(
        'INSERT INTO delivery_attempts (submission_id, attempt, at, status_code, error) VALUES (?, 2, ?, NULL, NULL)',
      ).bind(ids.visa, at),
    ]);
    const { data } = inboxDetailAnswerSchema.parse(
      await (await call(`/api/admin/submissions/${ids.visa}`, { headers: bearer })).json(),
    );
    expect(data.attempts).toEqual([
      { at, attempt: 1, ok: false, statusCode: 503, error: 'HTTP 503' },
      { at, attempt: 2, ok: true, statusCode: null, error: null },
    ]);
    expect(data.data).toMatchObject({ fullName: 'Priya Raman', passportNumber: 'K1234567' });
  });

  it('previews an image or PDF attachment inline, sandboxed, and downloads it otherwise', async () => {
    const inline = await call(`/api/admin/submissions/${ids.passport}/attachment?inline=1`, { headers: bearer });
    expect(inline.status).toBe(200);
    expect(inline.headers.get('Content-Type')).toBe('image/png');
    expect(inline.headers.get('Content-Disposition')).toBe(`inline; filename="${ids.passport}.png"`);
    expect(inline.headers.get('Content-Security-Policy')).toContain('sandbox');
    expect(new Uint8Array(await inline.arrayBuffer())).toEqual(PNG_BYTES);
    const pdf = await call(`/api/admin/submissions/${ids.visa}/attachment?inline=1`, { headers: bearer });
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf');
    expect(pdf.headers.get('Content-Disposition')).toBe(`inline; filename="${ids.visa}.pdf"`);
    expect(new Uint8Array(await pdf.arrayBuffer())).toEqual(PDF_BYTES);
    const download = await call(`/api/admin/submissions/${ids.visa}/attachment`, { headers: bearer });
    expect(download.headers.get('Content-Disposition')).toBe(`attachment; filename="${ids.visa}.pdf"`);
  });
});

describe('CSV export', () => {
  it('is UTF-8 with a BOM, keeps Tamil and ₹, and escapes cells a spreadsheet would run as formulas', async () => {
    const res = await call('/api/admin/submissions.csv', { headers: bearer });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="vishwa-leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Reference,Kind,Received (IST),Status,Assigned to,Follow-up (IST),First action (IST),Name,Phone,Email,Summary,Details,Attachment,Delivery,Notes',
    );
    expect(lines).toHaveLength(6);
    expect(text).toContain('தமிழ் செல்வி');
    const contactLine = lines.find((line) => line.startsWith(ids.contact!))!;
    expect(contactLine).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(contactLine).not.toMatch(/,=HYPERLINK/);
    // The filter applies to the export too.
    const cars = await (await call('/api/admin/submissions.csv?kind=car', { headers: bearer })).text();
    expect(cars.trimEnd().split('\r\n')).toHaveLength(2);
    const exports = await env.DB.prepare("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'export'").first<{
      n: number;
    }>();
    expect(exports!.n).toBeGreaterThanOrEqual(2);
  });

  it('streams 10,000 leads page by page', async () => {
    const rows = Array.from({ length: 10_000 }, (_, index) => {
      const at = new Date(Date.parse('2026-10-01T00:00:00Z') + index * 1000).toISOString();
      return env.DB.prepare(
        "INSERT INTO leads (id, kind, data, name, phone, created_at) VALUES (?, 'bus', ?, ?, NULL, ?)",
      ).bind(
        `LEAD-261001-BULK${String(index).padStart(5, '0')}`,
        JSON.stringify({ from: 'Chennai', to: 'Trichy', date: '2026-12-01', passengers: 1 }),
        index % 2 ? '+Ganesh' : 'Ganesh ₹',
        at,
      );
    });
    for (let start = 0; start < rows.length; start += 1000) await env.DB.batch(rows.slice(start, start + 1000));

    const prepare = vi.spyOn(env.DB, 'prepare');
    const res = await call('/api/admin/submissions.csv?kind=bus', { headers: bearer });
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let lines = 0;
    let chunks = 0;
    let tail = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks++;
      const text = tail + decoder.decode(value, { stream: true });
      const parts = text.split('\r\n');
      tail = parts.pop()!;
      lines += parts.length;
      expect(text).not.toMatch(/,\+Ganesh/);
    }
    const pageQueries = prepare.mock.calls.filter(([sql]) => sql.includes('ORDER BY created_at DESC')).length;
    prepare.mockRestore();
    expect(lines).toBe(10_001);
    // Many chunks and many D1 pages: the export is never held whole in memory.
    expect(chunks).toBeGreaterThan(40);
    expect(pageQueries).toBeGreaterThanOrEqual(20);
    // Inserting and reading 10,000 rows takes seconds on a busy machine: a size test, not a timing test.
  }, 30_000);
});

describe('webhook delivery in the detail', () => {
  it('lists each attempt with the webhook status, and an operator retry in the activity list', async () => {
    const hooks: number[] = [];
    const forwarding = {
      ...env,
      ADMIN_TOKEN: bearer.Authorization.slice(7),
      FORWARD_WEBHOOK_URL: 'https://hooks.example/leads',
    };
    // The business's webhook answers 502 at first.
    const app = createApp({
      now: () => new Date('2026-11-24T11:00:00Z'),
      fetch: async () => {
        hooks.push(502);
        return new Response('bad gateway', { status: 502 });
      },
    });
    const res = await app.request(
      '/api/proxy/contact',
      jsonInit(contact, { 'cf-connecting-ip': clientIp() }),
      forwarding,
    );
    const { id } = (await res.json()) as { id: string };
    expect(hooks).toEqual([502]);
    const detail = inboxDetailAnswerSchema.parse(
      await (await app.request(`/api/admin/submissions/${id}`, { headers: bearer }, forwarding)).json(),
    ).data;
    expect(detail.attempts).toEqual([
      { at: '2026-11-24T11:00:00.000Z', attempt: 1, ok: false, statusCode: 502, error: 'HTTP 502' },
    ]);
    expect(detail.delivery).toMatchObject({ status: 'pending', attempts: 1, lastError: 'HTTP 502' });

    // Given up after every attempt, an operator queues it again: the activity list and audit log say so.
    await env.DB.prepare("UPDATE submissions SET delivery_status = 'failed' WHERE id = ?").bind(id).run();
    const retry = await app.request(
      `/api/admin/submissions/${id}/retry`,
      { method: 'POST', headers: bearer },
      forwarding,
    );
    expect(retry.status).toBe(200);
    const after = inboxDetailAnswerSchema.parse(
      await (await app.request(`/api/admin/submissions/${id}`, { headers: bearer }, forwarding)).json(),
    ).data;
    expect(after.activity.at(-1)).toEqual({
      at: '2026-11-24T11:00:00.000Z',
      action: 'retry',
      detail: 'Delivery to the webhook queued again',
      sessionId: 'Owner (script)',
    });
    expect(after.delivery?.status).toBe('pending');
  });
});
