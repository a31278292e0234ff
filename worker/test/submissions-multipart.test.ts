import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { ATTACHMENT_MAX_BYTES } from '#shared/constants';
import { createApp } from '../src/app';
import { sha256Hex } from '../src/crypto';
import { EXE_BYTES, PDF_BYTES, PNG_BYTES, clientIp, json, passport, stored, visa } from './helpers/submissions';

type Success = { result: 'success'; id: string };
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

const app = createApp();
const { fileName: _name, fileType: _type, fileData: _data, ...visaFields } = visa;
const { fileName: _pName, fileType: _pType, fileData: _pData, ...passportFields } = passport;

/** A browser's FormData: the fields, the file's size, then the file as the last part. */
function form(
  fields: Record<string, string>,
  file: { bytes: Uint8Array; name: string; type: string } | null,
  size = file?.bytes.length,
) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  if (size !== undefined) data.append('fileSize', String(size));
  if (file) data.append('file', new File([file.bytes], file.name, { type: file.type }));
  return data;
}
const upload = (kind: string, body: FormData, headers: Record<string, string> = {}) =>
  app.request(
    `/api/proxy/${kind}`,
    { method: 'POST', body, headers: { 'cf-connecting-ip': clientIp(), ...headers } },
    env,
  );
const row = (id: string) =>
  env.DB.prepare('SELECT * FROM submissions WHERE id = ?').bind(id).first<Record<string, unknown>>();
const fiveMb = () => {
  const bytes = new Uint8Array(ATTACHMENT_MAX_BYTES);
  bytes.set(PDF_BYTES);
  for (let index = PDF_BYTES.length; index < bytes.length; index += 4096) bytes[index] = index % 251;
  return bytes;
};

describe('multipart/form-data uploads (what the visa and passport forms send)', () => {
  it('stores a 5 MB visa scan streamed from a form, byte for byte', { timeout: 20_000 }, async () => {
    const bytes = fiveMb();
    const res = await upload('visa', form(visaFields, { bytes, name: 'passport-scan.pdf', type: 'application/pdf' }));
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as Success;
    const saved = await row(id);
    expect(saved).toMatchObject({
      kind: 'visa',
      file_name: 'passport-scan.pdf',
      file_type: 'application/pdf',
      file_size: ATTACHMENT_MAX_BYTES,
    });
    expect(JSON.parse(String(saved!.data))).toMatchObject({
      fullName: 'Priya Raman',
      passportNumber: 'K1234567',
      phone: '+919840012345',
    });
    expect(JSON.parse(String(saved!.data))).not.toHaveProperty('fileSize');
    const file = await env.FILES.get(String(saved!.file_key));
    // Compared by hash: a deep equality of 5 MB takes the test runner half a minute.
    expect(await sha256Hex(await file!.arrayBuffer())).toBe(await sha256Hex(bytes));
  });

  it('stores a passport photo, and answers a repeat of the same form with the first id', async () => {
    const key = { 'Idempotency-Key': 'multipart-form-fill-0001' };
    const body = () => form(passportFields, { bytes: PNG_BYTES, name: 'aadhaar.png', type: 'image/png' });
    const first = await upload('passport', body(), key);
    const before = await stored();
    const again = await upload('passport', body(), key);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(((await again.json()) as Success).id).toBe(((await first.json()) as Success).id);
    expect(await stored()).toEqual(before);
    // The same request sent as base64 JSON is the same request.
    const asJson = await app.request(
      '/api/proxy/passport',
      json(passport, { 'cf-connecting-ip': clientIp(), ...key }),
      env,
    );
    expect(asJson.headers.get('Idempotent-Replayed')).toBe('true');
  });

  it.each([
    [
      'a program claiming to be a PDF',
      () => form(visaFields, { bytes: EXE_BYTES, name: 'scan.pdf', type: 'application/pdf' }),
      400,
      'unsupported_file',
    ],
    [
      'an image claiming to be a PDF',
      () => form(visaFields, { bytes: PNG_BYTES, name: 'scan.pdf', type: 'application/pdf' }),
      400,
      'file_type_mismatch',
    ],
    [
      'a declared size over 5 MB',
      () => form(visaFields, { bytes: PDF_BYTES, name: 'scan.pdf', type: 'application/pdf' }, ATTACHMENT_MAX_BYTES + 1),
      413,
      'file_too_large',
    ],
    [
      'a file longer than its declared size',
      () => form(visaFields, { bytes: PDF_BYTES, name: 'scan.pdf', type: 'application/pdf' }, 20),
      400,
      'file_size_mismatch',
    ],
    [
      'a file shorter than its declared size',
      () => form(visaFields, { bytes: PDF_BYTES, name: 'scan.pdf', type: 'application/pdf' }, PDF_BYTES.length + 10),
      400,
      'file_size_mismatch',
    ],
    ['no file', () => form(visaFields, null), 400, 'invalid_request'],
    [
      'a bad field',
      () => form({ ...visaFields, email: 'priya@' }, { bytes: PDF_BYTES, name: 'scan.pdf', type: 'application/pdf' }),
      400,
      'invalid_request',
    ],
  ] as const)('refuses %s and stores nothing', async (_label, body, status, code) => {
    const before = await stored();
    const res = await upload('visa', body());
    expect(res.status).toBe(status);
    expect(((await res.json()) as ErrorBody).error.code).toBe(code);
    expect(await stored()).toEqual(before);
  });

  it('refuses a form whose file is not the last part', async () => {
    const boundary = 'vishwa-test-boundary';
    const part = (name: string, value: string, file = '') =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file ? `; filename="${file}"\r\nContent-Type: application/pdf` : ''}\r\n\r\n${value}\r\n`;
    const fields = Object.entries({ ...visaFields, fileSize: String(PDF_BYTES.length) })
      .map(([name, value]) => part(name, value))
      .join('');
    const body = `${fields}${part('file', new TextDecoder().decode(PDF_BYTES), 'scan.pdf')}${part('late', 'field')}--${boundary}--\r\n`;
    const before = await stored();
    const res = await upload('visa', body as unknown as FormData, {
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.code).toBe('malformed_form');
    expect(await stored()).toEqual(before);
  });
});
