import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { inboxListSchema } from '#shared/schemas/admin';
import { createWorker } from '../src/index';
import { csvStream } from '../src/services/admin/csv-export';
import { admin, bearer, consoleApp, jsonInit, TOKEN } from './helpers/console';
import { seedCatalog } from './helpers/seed-catalog';
import { base64, clientIp, contact, forex, PNG_BYTES, visa } from './helpers/submissions';

// The eight findings of the outside security review of the console, each as the reviewer reproduced it.

const DAY = 24 * 60 * 60_000;
const text = (value: string) => new TextEncoder().encode(value);
const logLines = () => {
  const spies = (['log', 'warn', 'error'] as const).map((level) =>
    vi.spyOn(console, level).mockImplementation(() => {}),
  );
  return () =>
    spies.flatMap((spy) => spy.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>));
};

async function cron(at: Date, bindings: object = admin, fetch?: typeof globalThis.fetch) {
  const ctx = createExecutionContext();
  await createWorker({ now: () => at, ...(fetch ? { fetch } : {}) }).scheduled(
    createScheduledController({ scheduledTime: at.getTime(), cron: '*/5 * * * *' }),
    bindings as typeof env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
}

afterEach(() => vi.restoreAllMocks());

describe('(1) attachments are served as {reference}.{ext} of their real type', () => {
  it('never keeps the visitor’s file name for the download, and says attachment', async () => {
    const { call } = consoleApp();
    for (const fileName of ['visa-form.hta', 'passport-scan.pdf.bat']) {
      const res = await call('/api/proxy/visa', jsonInit({ ...visa, fileName }, { 'cf-connecting-ip': clientIp() }));
      expect(res.status).toBe(200);
      const { id } = (await res.json()) as { id: string };
      const download = await call(`/api/admin/submissions/${id}/attachment`, { headers: bearer });
      expect(download.headers.get('Content-Disposition')).toBe(`attachment; filename="${id}.pdf"`);
      expect(download.headers.get('Content-Type')).toBe('application/pdf');
      const inline = await call(`/api/admin/submissions/${id}/attachment?inline=1`, { headers: bearer });
      expect(inline.headers.get('Content-Disposition')).toBe(`inline; filename="${id}.pdf"`);
      // The visitor's name stays readable as text in the inbox.
      const item = (await (await call(`/api/admin/submissions/${id}`, { headers: bearer })).json()) as {
        data: { attachment: { fileName: string } };
      };
      expect(item.data.attachment.fileName).toBe(fileName);
    }
  });

  it('checks every magic byte of a HEIC photo, its box size included', async () => {
    const { call } = consoleApp();
    const fake = new Uint8Array([...text('<htm'), ...text('ftypheic'), 0, 0, 0, 0, ...text('mif1heic')]);
    const res = await call(
      '/api/proxy/forex',
      jsonInit(
        {
          ...forex,
          fileName: 'pan.heic',
          fileType: 'image/heic',
          fileData: base64(fake),
        },
        { 'cf-connecting-ip': clientIp() },
      ),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'unsupported_file' } });
  });
});

describe('(2) inbox searches', () => {
  const tamil = 'தமிழ்ச்செல்வி இராமகிருஷ்ணன்'; // 27 characters
  beforeAll(async () => {
    const { call } = consoleApp();
    const res = await call(
      '/api/leads',
      jsonInit(
        { kind: 'car', location: 'Tambaram', name: tamil, mobile: '9840077777' },
        { 'cf-connecting-ip': clientIp() },
      ),
    );
    expect(res.status).toBe(201);
  });

  it('finds a 27-character Tamil name and answers a long search, never a 500', async () => {
    const { call } = consoleApp();
    expect([...tamil]).toHaveLength(27);
    const found = await call(`/api/admin/submissions?q=${encodeURIComponent(tamil)}`, { headers: bearer });
    expect(found.status).toBe(200);
    expect(inboxListSchema.parse(await found.json()).data.map((item) => item.name)).toEqual([tamil]);
    const long = await call(`/api/admin/submissions?q=${'a'.repeat(60)}`, { headers: bearer });
    expect(long.status).toBe(200);
    expect(inboxListSchema.parse(await long.json()).data).toEqual([]);
    const csv = await call(`/api/admin/submissions.csv?q=${encodeURIComponent(tamil)}`, { headers: bearer });
    expect(csv.status).toBe(200);
    expect(await csv.text()).toContain(tamil);
  });

  it('takes % and _ literally', async () => {
    const { call } = consoleApp();
    for (const q of ['%', '_', '%%%']) {
      const res = await call(`/api/admin/submissions?q=${encodeURIComponent(q)}`, { headers: bearer });
      expect(inboxListSchema.parse(await res.json()).data, q).toEqual([]);
    }
  });

  it('ends the CSV with an error row and a logged error when reading fails mid-stream', async () => {
    const lines = logLines();
    async function* failing() {
      yield* [];
      throw new Error('D1_ERROR: LIKE or GLOB pattern too complex');
    }
    const csv = await new Response(csvStream(failing())).text();
    expect(csv.trimEnd().split('\r\n').at(-1)).toBe(
      'EXPORT FAILED: the export stopped before the end. Download it again or narrow the filter.',
    );
    expect(lines()).toContainEqual(expect.objectContaining({ level: 'error', event: 'admin.export_failed' }));
  });
});

describe('(3) retention and undelivered requests', () => {
  const NOW = new Date('2027-06-30T12:00:00Z');
  const storeAt = async (at: Date) => {
    const res = await consoleApp(at).call('/api/proxy/contact', jsonInit(contact, { 'cf-connecting-ip': clientIp() }));
    return ((await res.json()) as { id: string }).id;
  };
  const row = (id: string) =>
    env.DB.prepare('SELECT delivery_status, retention_held_at FROM submissions WHERE id = ?')
      .bind(id)
      .first<{ delivery_status: string; retention_held_at: string | null }>();

  it('marks and logs a request past retention whose delivery is pending or failed, and keeps it', async () => {
    const pending = await storeAt(new Date(NOW.getTime() - 200 * DAY));
    const failed = await storeAt(new Date(NOW.getTime() - 200 * DAY));
    await env.DB.prepare("UPDATE submissions SET delivery_status = 'failed', next_attempt_at = NULL WHERE id = ?")
      .bind(failed)
      .run();
    const lines = logLines();
    // The business's webhook is down.
    const down = async () => new Response('unavailable', { status: 503 });
    await cron(NOW, { ...admin, FORWARD_WEBHOOK_URL: 'https://hooks.vishwa.example/leads' }, down);
    expect(await row(pending)).toMatchObject({ retention_held_at: NOW.toISOString() });
    expect(await row(failed)).toMatchObject({ delivery_status: 'failed', retention_held_at: NOW.toISOString() });
    const held = lines().find((line) => line.event === 'retention.undelivered_held');
    expect(held).toMatchObject({ level: 'warn', deleteAfter: '2027-07-14T12:00:00.000Z' });
    expect(held!.ids).toEqual(expect.arrayContaining([pending, failed]));
    const activity = await env.DB.prepare("SELECT lead_id FROM lead_activity WHERE action = 'retention_held'").all<{
      lead_id: string;
    }>();
    expect(activity.results.map((entry) => entry.lead_id)).toEqual(expect.arrayContaining([pending, failed]));
    // Held, not deleted; still undelivered 14 days later, it goes.
    await cron(
      new Date(NOW.getTime() + 15 * DAY),
      { ...admin, FORWARD_WEBHOOK_URL: 'https://hooks.vishwa.example/leads' },
      down,
    );
    expect(await row(pending)).toBeNull();
  });

  it('refuses a RETENTION_DAYS inside the retry window: 1 day means the minimum of 2', async () => {
    const id = await storeAt(new Date(NOW.getTime() - 1.5 * DAY));
    await env.DB.prepare("UPDATE submissions SET delivery_status = 'delivered' WHERE id = ?").bind(id).run();
    logLines();
    await cron(NOW, { ...admin, RETENTION_DAYS: '1' });
    expect(await row(id)).not.toBeNull();
  });
});

describe('(4, 5) the sign-in throttle', () => {
  it('compares at most three tokens under 60 concurrent guesses from one address', async () => {
    const { call } = consoleApp();
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        call('/api/admin/session', jsonInit({ token: `guess-${index}` }, { 'cf-connecting-ip': '192.0.2.150' })),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(57);
  });

  it('lets the right token in while others fail from the same address, a browser or a script never seen before', async () => {
    const { call } = consoleApp();
    const ip = { 'cf-connecting-ip': '2001:db8:77::1' };
    // Someone else on the same /64 (an office or carrier network) keeps guessing, all at once and then again.
    const guesses = (from: number) =>
      Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          call(
            '/api/admin/session',
            jsonInit({ token: `guess-${from + index}` }, { 'cf-connecting-ip': '2001:db8:77::9' }),
          ),
        ),
      );
    expect((await guesses(0)).filter((res) => res.status === 429).length).toBeGreaterThan(0);
    const signIn = await call('/api/admin/session', jsonInit({ token: TOKEN }, ip));
    expect(signIn.status).toBe(204);
    expect(signIn.headers.get('Set-Cookie')).toContain('vt_device=');
    expect((await guesses(20)).map((res) => res.status)).toEqual(Array(20).fill(429));
    const script = await call('/api/admin/submissions', { headers: { ...ip, ...bearer } });
    expect(script.status).toBe(200);
    // …and a wrong token from the operator's address is still refused, counting nothing more.
    const wrong = await call('/api/admin/session', jsonInit({ token: 'not-the-token' }, ip));
    expect(wrong.status).toBe(429);
    expect(Number(wrong.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  it('checks at most 100 tokens a minute from an address that must wait', async () => {
    const { call } = consoleApp();
    const from = { 'cf-connecting-ip': '192.0.2.151' };
    for (let index = 0; index < 3; index++)
      expect((await call('/api/admin/session', jsonInit({ token: `guess-${index}` }, from))).status).toBe(401);
    const waiting = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        call('/api/admin/session', jsonInit({ token: `guess-${index + 3}` }, from)),
      ),
    );
    expect(waiting.map((res) => res.status)).toEqual(Array(100).fill(429));
    // The 101st check in the minute is not made: even the right token waits.
    expect((await call('/api/admin/session', jsonInit({ token: TOKEN }, from))).status).toBe(429);
    expect(
      (await call('/api/admin/session', jsonInit({ token: TOKEN }, { 'cf-connecting-ip': '192.0.2.152' }))).status,
    ).toBe(204);
  });
});

describe('(6) leads carry their form’s content within sensible counts', () => {
  it('refuses a lead with no content and counts above the maxima', async () => {
    const { call } = consoleApp();
    const cases: [unknown, string][] = [
      [{ kind: 'bus' }, 'from'],
      [{ kind: 'train', name: 'Ravi' }, 'from'],
      [{ kind: 'hotel' }, 'location'],
      [{ kind: 'car' }, 'location'],
      [{ kind: 'bus', from: 'Chennai', to: 'Madurai', passengers: 9007199254740991 }, 'passengers'],
      [{ kind: 'flight', from: 'MAA', to: 'DEL', passengers: 21 }, 'passengers'],
      [{ kind: 'hotel', location: 'Ooty', guests: 51 }, 'guests'],
    ];
    for (const [body, field] of cases) {
      const res = await call('/api/leads', jsonInit(body, { 'cf-connecting-ip': clientIp() }));
      expect(res.status, JSON.stringify(body)).toBe(400);
      const answer = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
      expect(answer.error.code).toBe('invalid_request');
      expect(Object.keys(answer.error.fields), JSON.stringify(body)).toContain(field);
    }
    const ok = await call(
      '/api/leads',
      jsonInit({ kind: 'flight', from: 'MAA', to: 'DEL', passengers: 20 }, { 'cf-connecting-ip': clientIp() }),
    );
    expect(ok.status).toBe(201);
  });
});

describe('(7) retention purges the audit log and old sign-in failures', () => {
  it('deletes audit rows past RETENTION_DAYS and sign-in failures a day old', async () => {
    const NOW = new Date('2027-08-01T00:00:00Z');
    const old = new Date(NOW.getTime() - 181 * DAY).toISOString();
    const recent = new Date(NOW.getTime() - 2 * DAY).toISOString();
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO audit_log (at, actor, action, target) VALUES (?1, 'anonymous', 'sign_in_failed', 'old'), (?2, 'anonymous', 'sign_in_failed', 'recent')",
      ).bind(old, recent),
      env.DB.prepare(
        "INSERT INTO sign_in_failures (client, failures, last_failed_at) VALUES ('198.51.100.250', 5, ?1), ('198.51.100.251', 2, ?2)",
      ).bind(recent, NOW.toISOString()),
    ]);
    logLines();
    await cron(NOW);
    const targets = await env.DB.prepare("SELECT target FROM audit_log WHERE target IN ('old', 'recent')").all();
    expect(targets.results).toEqual([{ target: 'recent' }]);
    const clients = await env.DB.prepare(
      "SELECT client FROM sign_in_failures WHERE client LIKE '198.51.100.25%' ORDER BY client",
    ).all();
    expect(clients.results).toEqual([{ client: '198.51.100.251' }]);
  });
});

describe('(8) catalog media can be deleted', () => {
  beforeAll(seedCatalog);

  it('deletes an unused upload, and answers 409 naming the packages that use one', async () => {
    const { call } = consoleApp();
    const upload = async () => {
      const res = await call('/api/admin/uploads', {
        method: 'POST',
        headers: { ...bearer, 'Content-Type': 'image/png' },
        body: PNG_BYTES,
      });
      return ((await res.json()) as { url: string }).url;
    };
    const used = await upload();
    const unused = await upload();
    const created = await call(
      '/api/admin/catalog/tours',
      jsonInit(
        {
          id: 'mahabalipuram-day',
          title: 'Mahabalipuram Day Trip',
          description: 'Shore temple and the five rathas in one easy day.',
          image: used,
          images: [],
          type: 'domestic',
          price: { perPerson: 2500 },
          days: 1,
          nights: 0,
          details: {
            intro: 'From Chennai.',
            itinerary: ['Day 1: Temples'],
            accommodation: 'None',
            inclusion: ['Car'],
            exclusion: ['Meals'],
          },
        },
        bearer,
      ),
    );
    expect(created.status).toBe(201);
    const key = (url: string) => url.split('/').pop()!;

    const refused = await call(`/api/admin/media/${key(used)}`, { method: 'DELETE', headers: bearer });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error: {
        code: 'media_in_use',
        message: 'This file is used by Mahabalipuram Day Trip (tours/mahabalipuram-day). Remove it there first.',
      },
      packages: [{ collection: 'tours', id: 'mahabalipuram-day', title: 'Mahabalipuram Day Trip' }],
    });
    expect(await env.FILES.head(`catalog/${key(used)}`)).not.toBeNull();

    const deleted = await call(`/api/admin/media/${key(unused)}`, { method: 'DELETE', headers: bearer });
    expect(deleted.status).toBe(204);
    expect(await env.FILES.head(`catalog/${key(unused)}`)).toBeNull();
    expect((await call(unused)).status).toBe(404);
    const audit = await env.DB.prepare("SELECT target FROM audit_log WHERE action = 'media_delete'").all();
    expect(audit.results).toEqual([{ target: `catalog/${key(unused)}` }]);
    expect((await call(`/api/admin/media/${key(unused)}`, { method: 'DELETE', headers: bearer })).status).toBe(404);
    expect((await call('/api/admin/media/..%2Fsecret', { method: 'DELETE', headers: bearer })).status).toBe(404);
  });
});
