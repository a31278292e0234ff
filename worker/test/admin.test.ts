import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { submissionRecordSchema } from '#shared/schemas/submissions';
import { createApp } from '../src/app';
import { PDF_BYTES, clientIp, contact, forex, json, visa } from './helpers/submissions';

type ErrorBody = { error: { code: string; message: string } };

const TOKEN = 'ops-7f3a9c-long-random-token-0123456789';
const admin = { ...env, ADMIN_TOKEN: TOKEN };
const app = createApp();
const get = (path: string, headers: Record<string, string> = {}, bindings: typeof env = admin) =>
  app.request(path, { headers }, bindings);
const auth = { Authorization: `Bearer ${TOKEN}` };
const ids: Record<string, string> = {};

beforeAll(async () => {
  for (const [kind, body] of [
    ['visa', visa],
    ['forex', forex],
    ['contact', contact],
  ] as const) {
    const res = await app.request(`/api/proxy/${kind}`, json(body, { 'cf-connecting-ip': clientIp() }), env);
    ids[kind] = ((await res.json()) as { id: string }).id;
  }
});

describe('/api/admin/submissions', () => {
  it('does not exist when ADMIN_TOKEN is unset', async () => {
    for (const path of [
      '/api/admin/submissions',
      `/api/admin/submissions/${ids.visa}`,
      `/api/admin/submissions/${ids.visa}/attachment`,
    ]) {
      const res = await get(path, auth, env);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'No such API endpoint.' } });
    }
  });

  it('answers 401 without the right bearer token', async () => {
    for (const headers of [
      {},
      { Authorization: 'Bearer wrong-token' },
      { Authorization: TOKEN },
      { Authorization: `Bearer ${TOKEN}x` },
    ] as Record<string, string>[]) {
      const res = await get('/api/admin/submissions', { ...headers, 'cf-connecting-ip': clientIp() });
      expect(res.status).toBe(401);
      expect(res.headers.get('WWW-Authenticate')).toBe('Bearer realm="admin"');
      expect(((await res.json()) as ErrorBody).error).toEqual({
        code: 'unauthorized',
        message: 'A valid admin token is required.',
      });
    }
  });

  it('lists stored requests newest first, filtered by kind', async () => {
    const res = await get('/api/admin/submissions', auth);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const { data } = (await res.json()) as { data: unknown[] };
    const records = data.map((record) => submissionRecordSchema.parse(record));
    expect(records.map((record) => record.id)).toEqual(expect.arrayContaining([ids.visa, ids.forex, ids.contact]));
    const forexOnly = (await (await get('/api/admin/submissions?kind=forex', auth)).json()) as {
      data: { id: string; kind: string }[];
    };
    expect(forexOnly.data.map((record) => record.kind)).toEqual(['forex']);
    expect((await get('/api/admin/submissions?kind=tickets', auth)).status).toBe(400);
  });

  it('fetches one request with its delivery state, and downloads its attachment', async () => {
    const res = await get(`/api/admin/submissions/${ids.visa}`, auth);
    const { data } = (await res.json()) as { data: unknown };
    expect(submissionRecordSchema.parse(data)).toMatchObject({
      id: ids.visa,
      kind: 'visa',
      data: {
        fullName: 'Priya Raman',
        passportNumber: 'K1234567',
        email: 'priya.raman@example.in',
        phone: '+919840012345',
      },
      attachment: { fileName: 'passport-scan.pdf', fileType: 'application/pdf', size: PDF_BYTES.byteLength },
      delivery: { status: 'pending', attempts: 0 },
    });
    const file = await get(`/api/admin/submissions/${ids.visa}/attachment`, auth);
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Type')).toBe('application/pdf');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF_BYTES);
    expect((await get(`/api/admin/submissions/${ids.contact}/attachment`, auth)).status).toBe(404);
    expect((await get('/api/admin/submissions/VISA-000000-NOPE00', auth)).status).toBe(404);
  });

  it('retries only a request whose delivery failed', async () => {
    const res = await app.request(
      `/api/admin/submissions/${ids.contact}/retry`,
      { method: 'POST', headers: auth },
      admin,
    );
    expect(res.status).toBe(409);
  });
});
