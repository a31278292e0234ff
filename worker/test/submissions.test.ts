import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { ATTACHMENT_MAX_BYTES } from '#shared/constants';
import { createApp } from '../src/app';
import { sweepAbandonedUploads } from '../src/services/submissions';
import {
  EXE_BYTES,
  HEIC_BYTES,
  PDF_BYTES,
  PNG_BYTES,
  base64,
  clientIp,
  contact,
  forex,
  json,
  passport,
  stored,
  visa,
} from './helpers/submissions';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
type Success = { result: 'success'; id: string };

const app = createApp();
/** Each call from its own client address unless one is given: the rate limit has its own test. */
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  app.request(path, json(body, { 'cf-connecting-ip': clientIp(), ...headers }), env);

const row = (id: string) =>
  env.DB.prepare('SELECT * FROM submissions WHERE id = ?').bind(id).first<Record<string, unknown>>();

describe('POST /api/proxy/visa', () => {
  it('stores the row and the file, then answers success with an id', async () => {
    const res = await post('/api/proxy/visa', visa);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Success;
    expect(body).toEqual({ result: 'success', id: expect.stringMatching(/^VISA-\d{6}-[A-HJ-NP-Z2-9]{10}$/) });

    const saved = await row(body.id);
    expect(saved).toMatchObject({
      kind: 'visa',
      file_name: 'passport-scan.pdf',
      file_type: 'application/pdf',
      file_size: PDF_BYTES.byteLength,
      delivery_status: 'pending',
    });
    expect(JSON.parse(String(saved!.data))).toEqual({
      fullName: 'Priya Raman',
      passportNumber: 'K1234567',
      nationality: 'Indian',
      travelDate: '2027-02-10',
      visaType: 'Tourist',
      email: 'priya.raman@example.in',
      phone: '+919840012345',
    });
    const file = await env.FILES.get(String(saved!.file_key));
    expect(new Uint8Array(await file!.arrayBuffer())).toEqual(PDF_BYTES);
    expect(file!.httpMetadata?.contentType).toBe('application/pdf');
  });

  it('answers only after the file is stored: a storage failure is a 500 and leaves no row', async () => {
    const before = await stored();
    const put = vi.spyOn(env.FILES, 'put').mockRejectedValueOnce(new Error('R2 unavailable'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await post('/api/proxy/visa', visa);
    vi.restoreAllMocks();
    expect(put).toHaveBeenCalled();
    expect(res.status).toBe(500);
    expect(await stored()).toEqual(before);
  });
});

describe('reference ids and stored files', () => {
  it('keeps both requests and both files when two draw the same id', async () => {
    const drawn = new Uint8Array(16).fill(7);
    // The first two ids come out the same; every later draw is random.
    const random = vi.fn((length: number) =>
      random.mock.calls.length <= 2 ? drawn.slice(0, length) : crypto.getRandomValues(new Uint8Array(length)),
    );
    const colliding = createApp({ random });
    const send = (body: unknown) =>
      colliding.request('/api/proxy/visa', json(body, { 'cf-connecting-ip': clientIp() }), env);
    const second = {
      ...visa,
      fullName: 'Second Visitor',
      fileName: 'photo-page.png',
      fileType: 'image/png',
      fileData: base64(PNG_BYTES),
    };

    const a = await send(visa);
    const b = await send(second);
    expect([a.status, b.status]).toEqual([200, 200]);
    const [idA, idB] = [((await a.json()) as Success).id, ((await b.json()) as Success).id];
    expect(random).toHaveBeenCalledTimes(3); // the second request drew the first one's id, then another
    expect(idA).not.toBe(idB);
    const fileOf = async (id: string) =>
      new Uint8Array(await (await env.FILES.get(String((await row(id))!.file_key)))!.arrayBuffer());
    expect(await fileOf(idA)).toEqual(PDF_BYTES);
    expect(await fileOf(idB)).toEqual(PNG_BYTES);
    expect((await row(idB))!.file_key).not.toContain(idB.slice(-4)); // the file's key owes nothing to the id
  });

  it('leaves no file unreferenced when a worker dies between the file and the row', async () => {
    const app = createApp();
    const { id } = (await (await post('/api/proxy/visa', visa)).json()) as Success;
    const kept = String((await row(id))!.file_key);
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM attachment_uploads').first<{ n: number }>())!.n).toBe(0);

    // What a worker killed after the upload leaves: the journal entry and the file, no row.
    const now = Date.now();
    const orphan = async (key: string, startedAt: number) => {
      await env.DB.prepare('INSERT INTO attachment_uploads (file_key, started_at) VALUES (?, ?)')
        .bind(key, new Date(startedAt).toISOString())
        .run();
      await env.FILES.put(key, PDF_BYTES);
    };
    await orphan('submissions/orphan-old', now - 2 * 60 * 60_000);
    await orphan('submissions/upload-in-progress', now);

    const swept = await sweepAbandonedUploads(env, new Date(now));
    expect(swept).toBe(1);
    expect(await env.FILES.head('submissions/orphan-old')).toBeNull();
    expect(await env.FILES.head('submissions/upload-in-progress')).not.toBeNull(); // still being written
    expect(await env.FILES.head(kept)).not.toBeNull();
    expect((await app.request(`/api/proxy/attachments/${id}`, {}, env)).status).toBe(403); // untouched row, still there
  });
});

describe('the other request kinds', () => {
  it('stores a passport registration with an image', async () => {
    const res = await post('/api/proxy/passport', passport);
    const { id } = (await res.json()) as Success;
    expect(id).toMatch(/^PASS-/);
    expect(await row(id)).toMatchObject({ kind: 'passport', file_type: 'image/png', file_size: PNG_BYTES.byteLength });
  });

  it('stores a forex request with its converted value and rate, with or without a file', async () => {
    const plain = (await (await post('/api/proxy/forex', forex)).json()) as Success;
    const saved = await row(plain.id);
    expect(saved).toMatchObject({ kind: 'forex', file_key: null });
    // Every field of the sent request is stored as sent (INR 50,000 to USD 574.50 at 0.01149, for travel).
    const { fromCurrency, toCurrency, amount, converted, rate, purpose } = forex;
    expect(JSON.parse(String(saved!.data))).toMatchObject({
      fromCurrency,
      toCurrency,
      amount,
      converted,
      rate,
      purpose,
    });

    const withPhoto = { ...forex, fileName: 'pan.heic', fileType: 'image/heic', fileData: base64(HEIC_BYTES) };
    const photo = (await (await post('/api/proxy/forex', withPhoto)).json()) as Success;
    expect(await row(photo.id)).toMatchObject({ file_type: 'image/heic', file_name: 'pan.heic' });
  });

  it('stores a contact message', async () => {
    const { id } = (await (await post('/api/proxy/contact', contact)).json()) as Success;
    expect(id).toMatch(/^MSG-/);
    expect(JSON.parse(String((await row(id))!.data))).toEqual(contact);
  });

  it('has no other proxy', async () => {
    expect((await post('/api/proxy/tickets', contact)).status).toBe(404);
  });
});

describe('bad input: a clear 4xx and nothing stored', () => {
  const big = (bytes: number) => {
    const data = new Uint8Array(bytes);
    data.set(PDF_BYTES);
    return base64(data);
  };

  it.each([
    [
      'malformed JSON',
      () =>
        app.request(
          '/api/proxy/visa',
          {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'cf-connecting-ip': clientIp() },
            body: '{"fullName": "Pri',
          },
          env,
        ),
      400,
      'malformed_json',
    ],
    ['a missing field', () => post('/api/proxy/visa', { ...visa, passportNumber: undefined }), 400, 'invalid_request'],
    ['a malformed email', () => post('/api/proxy/passport', { ...passport, email: 'arun@' }), 400, 'invalid_request'],
    ['an unusable phone number', () => post('/api/proxy/visa', { ...visa, phone: '12345' }), 400, 'invalid_request'],
    [
      'no file',
      () => post('/api/proxy/visa', { ...visa, fileName: '', fileType: '', fileData: '' }),
      400,
      'invalid_request',
    ],
    [
      'a file type that is not a PDF or image',
      () => post('/api/proxy/visa', { ...visa, fileName: 'x.html', fileType: 'text/html' }),
      400,
      'invalid_request',
    ],
    [
      'a program claiming to be a PDF',
      () =>
        post('/api/proxy/visa', {
          ...visa,
          fileName: 'scan.pdf',
          fileType: 'application/pdf',
          fileData: base64(EXE_BYTES),
        }),
      400,
      'unsupported_file',
    ],
    [
      'a program claiming to be a photo',
      () =>
        post('/api/proxy/forex', {
          ...forex,
          fileName: 'pan.jpg',
          fileType: 'image/jpeg',
          fileData: base64(EXE_BYTES),
        }),
      400,
      'unsupported_file',
    ],
    [
      'an image claiming to be a PDF',
      () => post('/api/proxy/passport', { ...passport, fileName: 'id.pdf', fileType: 'application/pdf' }),
      400,
      'file_type_mismatch',
    ],
    ['broken base64', () => post('/api/proxy/visa', { ...visa, fileData: 'JVBER%%%' }), 400, 'invalid_request'],
    [
      'a file over 5 MB',
      () => post('/api/proxy/visa', { ...visa, fileData: big(ATTACHMENT_MAX_BYTES + 1) }),
      413,
      'file_too_large',
    ],
    [
      'a body over the limit',
      () => post('/api/proxy/visa', { ...visa, fileData: big(ATTACHMENT_MAX_BYTES), padding: 'x'.repeat(200_000) }),
      413,
      'payload_too_large',
    ],
    [
      'a bad Idempotency-Key',
      () => post('/api/proxy/contact', contact, { 'Idempotency-Key': 'short' }),
      400,
      'invalid_idempotency_key',
    ],
  ] as const)('%s', async (_label, send, status, code) => {
    const before = await stored();
    const res = await send();
    expect(res.status).toBe(status);
    const body = (await res.json()) as ErrorBody;
    expect(body.error.code).toBe(code);
    expect(body.error.message.length).toBeGreaterThan(10);
    expect(await stored()).toEqual(before);
  });

  it('names the fields that need attention', async () => {
    const res = await post('/api/proxy/visa', { ...visa, email: 'priya@', travelDate: '10/02/2027' });
    const body = (await res.json()) as ErrorBody;
    expect(body.error.fields).toMatchObject({
      email: 'Enter a valid email address',
      travelDate: 'Use a date like 2026-12-31',
    });
  });

  it('accepts exactly 5 MB', async () => {
    const res = await post('/api/proxy/visa', { ...visa, fileData: big(ATTACHMENT_MAX_BYTES) });
    expect(res.status).toBe(200);
    expect(await row(((await res.json()) as Success).id)).toMatchObject({ file_size: ATTACHMENT_MAX_BYTES });
  });
});

describe('Idempotency-Key', () => {
  it('makes a repeated submit return the same id and store one row', async () => {
    const before = await stored();
    const key = { 'Idempotency-Key': 'form-fill-2f6c1e9a-0001' };
    const first = await post('/api/proxy/visa', visa, key);
    const second = await post('/api/proxy/visa', visa, key);
    const firstId = ((await first.json()) as Success).id;
    expect(((await second.json()) as Success).id).toBe(firstId);
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await stored()).toEqual({ rows: before.rows + 1, files: before.files + 1 });
  });

  it('keeps one row when the double submit arrives at the same moment', async () => {
    const before = await stored();
    const key = { 'Idempotency-Key': 'form-fill-2f6c1e9a-0002' };
    const answers = await Promise.all([1, 2, 3].map(() => post('/api/proxy/passport', passport, key)));
    const ids = await Promise.all(answers.map(async (res) => ((await res.json()) as Success).id));
    expect(new Set(ids).size).toBe(1);
    expect(await stored()).toEqual({ rows: before.rows + 1, files: before.files + 1 });
  });

  it('refuses the same key with different content', async () => {
    const key = { 'Idempotency-Key': 'form-fill-2f6c1e9a-0003' };
    await post('/api/proxy/contact', contact, key);
    const before = await stored();
    const res = await post('/api/proxy/contact', { ...contact, message: 'Something else' }, key);
    expect(res.status).toBe(422);
    expect(((await res.json()) as ErrorBody).error.code).toBe('idempotency_key_reused');
    expect(await stored()).toEqual(before);
  });

  it('is kept apart per kind', async () => {
    const key = { 'Idempotency-Key': 'form-fill-2f6c1e9a-0004' };
    const a = (await (await post('/api/proxy/contact', contact, key)).json()) as Success;
    const b = (await (await post('/api/proxy/forex', forex, key)).json()) as Success;
    expect(a.id).not.toBe(b.id);
  });
});

describe('rate limit', () => {
  it('answers 429 with a clear message once a client sends more than 10 a minute', async () => {
    // The local limiter counts in one-minute windows on the clock: eleven sends that straddled the turn of a
    // minute would be counted in two. Start well inside a window (a busy CI machine takes seconds for eleven).
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 40_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 250));
    const ip = { 'cf-connecting-ip': '198.51.100.77' };
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let index = 0; index < 11; index++) {
      last = await post('/api/proxy/contact', { ...contact, message: `Message ${index}` }, ip);
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
    expect(((await last!.json()) as ErrorBody).error).toEqual({
      code: 'rate_limited',
      message: 'Too many requests from your connection. Please wait a minute and try again.',
    });
    // Another client is not affected.
    expect((await post('/api/proxy/contact', contact)).status).toBe(200);
  }, 40_000);
});

describe('logs', () => {
  it('hold none of the submitted personal data or file contents', async () => {
    const lines: string[] = [];
    const capture = (...args: unknown[]) => void lines.push(args.map(String).join(' '));
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const)
      vi.spyOn(console, method).mockImplementation(capture);
    const failing = createApp({ fetch: async () => new Response('down', { status: 503 }) });
    const hooked = { ...env, FORWARD_WEBHOOK_URL: 'https://hooks.test/in', FORWARD_WEBHOOK_SECRET: 'shh' };
    const send = (path: string, body: unknown) =>
      failing.request(path, json(body, { 'cf-connecting-ip': clientIp() }), hooked);
    expect((await send('/api/proxy/visa', visa)).status).toBe(200);
    expect((await send('/api/proxy/passport', passport)).status).toBe(200);
    expect((await send('/api/proxy/forex', forex)).status).toBe(200);
    expect((await send('/api/proxy/contact', contact)).status).toBe(200);
    expect((await send('/api/proxy/visa', { ...visa, email: 'bad@' })).status).toBe(400);
    vi.restoreAllMocks();

    const logged = lines.join('\n');
    expect(logged).toContain('submission.stored');
    expect(logged).toContain('submission.forward_failed');
    const personal = [
      'Priya',
      'Raman',
      'K1234567',
      'k1234567',
      'priya.raman@example.in',
      '98400',
      '9840012345',
      '2027-02-10',
      'Arun',
      'Anna Salai',
      '1990-05-14',
      'arun.kumar@example.in',
      '98401',
      '55555',
      'Meena',
      'meena.iyer@example.in',
      '9840077777',
      'Ravi',
      'ravi.s@example.in',
      'Kailash',
      visa.fileData.slice(0, 12),
      passport.fileData.slice(0, 12),
      'passport-scan.pdf',
      'aadhaar.png',
    ];
    for (const value of personal) expect(logged, value).not.toContain(value);
  });
});
