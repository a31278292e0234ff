import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../src/app';
import { clientIp, contact, forex, json, passport, stored, visa } from './helpers/submissions';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

const app = createApp();
const post = (path: string, body: unknown, bindings: object = env) =>
  app.request(path, json(body, { 'cf-connecting-ip': clientIp() }), bindings);
const row = (id: string) =>
  env.DB.prepare('SELECT data, file_name FROM submissions WHERE id = ?')
    .bind(id)
    .first<{ data: string; file_name: string | null }>();

afterEach(() => vi.restoreAllMocks());

// U+202E (right-to-left override), U+200B (zero-width space), U+2066 (isolate), NUL, BEL, U+FEFF (BOM), DEL.
const HOSTILE = '\u202E\u200B\u2066\u0000\u0007\uFEFF\u007F';

describe('stored text without control or invisible characters', () => {
  it('strips them from every field and the file name, keeping the message on its lines', async () => {
    const res = await post('/api/proxy/contact', {
      name: `Ravi${HOSTILE} Shankar`,
      email: `ravi.s@example.in${'\u200B'}`,
      message: `Line one\u202E\n\tLine two${'\u0000'}\r\nLine three`,
    });
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as { id: string };
    const data = JSON.parse((await row(id))!.data);
    expect(data).toEqual({
      name: 'Ravi Shankar',
      email: 'ravi.s@example.in',
      message: 'Line one\n\tLine two\r\nLine three',
    });
  });

  it('strips them from a file name that would hide its real extension', async () => {
    const res = await post('/api/proxy/visa', {
      ...visa,
      fullName: `Priya\u202ERaman`,
      nationality: 'Indian\u0000',
      fileName: 'scan\u202Efdp.exe\u0000',
    });
    expect(res.status).toBe(200);
    const saved = (await row(((await res.json()) as { id: string }).id))!;
    expect(saved.file_name).toBe('scanfdp.exe');
    expect(JSON.parse(saved.data)).toMatchObject({ fullName: 'PriyaRaman', nationality: 'Indian' });
  });

  it('turns line breaks in a one-line field into spaces, and keeps Indic joiners inside words', async () => {
    const res = await post('/api/proxy/contact', { ...contact, name: 'Ravi\nShankar \u0915\u094D\u200D\u0937' });
    const { id } = (await res.json()) as { id: string };
    expect(JSON.parse((await row(id))!.data).name).toBe('Ravi Shankar \u0915\u094D\u200D\u0937');
  });

  it('refuses a required field that is nothing but invisible characters', async () => {
    const res = await post('/api/proxy/contact', { ...contact, name: '\u200B\u202E\u0000' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.fields).toHaveProperty('name', 'Name is required');
  });
});

describe('stricter values', () => {
  it.each([
    ['visa', { ...visa, travelDate: '2027-02-30' }, 'travelDate'],
    ['visa', { ...visa, travelDate: '2027-13-01' }, 'travelDate'],
    ['passport', { ...passport, dob: '1990-02-29' }, 'dob'],
  ])('refuses a date that does not exist (%s %#)', async (kind, body, field) => {
    const before = await stored();
    const res = await post(`/api/proxy/${kind}`, body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.fields).toHaveProperty(field, 'Use a real date like 2026-12-31');
    expect(await stored()).toEqual(before);
  });

  it('takes a leap day that exists', async () => {
    expect((await post('/api/proxy/passport', { ...passport, dob: '1992-02-29' })).status).toBe(200);
  });

  it.each([[[5]], [true], ['5'], [''], [null], [{}], [1e300], [-1], [0]])('refuses forex amount %j', async (amount) => {
    const before = await stored();
    const res = await post('/api/proxy/forex', { ...forex, amount });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.fields).toHaveProperty('amount');
    expect(await stored()).toEqual(before);
  });

  it.each([[-0.5], [1e300], ['0.5'], [[1]]])('refuses a rate of %j', async (rate) => {
    const res = await post('/api/proxy/forex', { ...forex, rate });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.fields).toHaveProperty('rate');
  });

  it('still takes the forex form as the web app sends it', async () => {
    expect(
      (await post('/api/proxy/forex', { ...forex, amount: 2500.75, converted: '29.10', rate: 0.011637 })).status,
    ).toBe(200);
  });

  it.each(['0x10', '1e', 'Infinity', '-5', ' 5', '0b11', '5,000'])(
    'answers 400 to /api/rates?amount=%s',
    async (amount) => {
      const res = await app.request(`/api/rates?amount=${encodeURIComponent(amount)}&from=INR&to=USD`, {}, env);
      expect(res.status).toBe(400);
      expect(((await res.json()) as ErrorBody).error.fields).toHaveProperty('amount');
    },
  );

  it('limits the contact form to 64 KB, not the upload limit', async () => {
    const before = await stored();
    const res = await post('/api/proxy/contact', { ...contact, message: 'x'.repeat(70 * 1024) });
    expect(res.status).toBe(413);
    expect(((await res.json()) as ErrorBody).error).toEqual({
      code: 'payload_too_large',
      message: 'The request is too large (limit 64 KB)',
    });
    expect(await stored()).toEqual(before);
  });
});

describe('a sheet-style webhook', () => {
  it('gets every text that a spreadsheet would run as a formula escaped', async () => {
    const bodies: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      bodies.push(await new Request(input, init).text());
      return new Response(null, { status: 200 });
    });
    const sheet = { ...env, FORWARD_WEBHOOK_URL: 'https://sheet.test/hook', FORWARD_WEBHOOK_STYLE: 'sheet' };
    const hooking = createApp({ fetch: (input, init) => fetch(input, init) });
    const res = await hooking.request(
      '/api/proxy/contact',
      json(
        { name: '=HYPERLINK("https://evil.example","Ravi")', email: 'ravi@example.in', message: '@SUM(A1)\n+1' },
        { 'cf-connecting-ip': clientIp() },
      ),
      sheet,
    );
    expect(res.status).toBe(200);
    await vi.waitFor(() => expect(bodies).toHaveLength(1));
    const payload = JSON.parse(bodies[0]!) as { data: Record<string, string> };
    expect(payload.data).toEqual({
      name: '\'=HYPERLINK("https://evil.example","Ravi")',
      email: 'ravi@example.in',
      message: "'@SUM(A1)\n+1",
    });
  });
});
