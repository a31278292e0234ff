import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { bearer, consoleApp, jsonInit } from './helpers/console';
import { clientIp, visa } from './helpers/submissions';

type Listed = { data: { id: string; reference: string; matched: string | null; status: string }[] };

const ask = (app: ReturnType<typeof consoleApp>, body: unknown, ip = clientIp()) =>
  app.call('/api/privacy/deletion-requests', jsonInit(body, { 'cf-connecting-ip': ip }));

describe('deletion requests', () => {
  it('answers alike whether or not the reference and mobile match; confirming deletes the row and its file, audited', async () => {
    const app = consoleApp();
    const sent = await app.call('/api/proxy/visa', jsonInit(visa, { 'cf-connecting-ip': clientIp() }));
    const { id: reference } = (await sent.json()) as { id: string };
    const fileKey = (await env.DB.prepare('SELECT file_key FROM submissions WHERE id = ?').bind(reference).first<{
      file_key: string;
    }>())!.file_key;
    expect(await env.FILES.head(fileKey)).not.toBeNull();

    const later = () => (app.clock.now = new Date(app.clock.now.getTime() + 1000));
    const right = await ask(app, { reference: reference.toLowerCase(), mobile: '+91 98400 12345' });
    later();
    const wrongMobile = await ask(app, { reference, mobile: '9840099999' });
    later();
    const unknown = await ask(app, { reference: 'VISA-261124-ZZZZZZZZZZ', mobile: '9840012345' });
    expect([right.status, wrongMobile.status, unknown.status]).toEqual([202, 202, 202]);
    const bodies = await Promise.all([right, wrongMobile, unknown].map((res) => res.text()));
    expect(new Set(bodies)).toEqual(new Set(['{"data":{"received":true}}']));

    const invalid = await ask(app, { reference: 'hello', mobile: '12345' });
    expect(invalid.status).toBe(422);
    expect(((await invalid.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      reference: 'Enter the reference we gave you, e.g. VISA-261126-K7Q2MXPA',
      mobile: 'Enter a 10-digit Indian mobile number, e.g. 98400 12345',
    });

    expect((await app.call('/api/admin/deletion-requests')).status).toBe(401);
    const listed = ((await (await app.call('/api/admin/deletion-requests', { headers: bearer })).json()) as Listed)
      .data;
    const mine = listed.filter((row) => row.reference === reference || row.reference === 'VISA-261124-ZZZZZZZZZZ');
    expect(mine.map((row) => [row.reference, row.matched, row.status])).toEqual([
      ['VISA-261124-ZZZZZZZZZZ', null, 'pending'],
      [reference, null, 'pending'],
      [reference, 'submission', 'pending'],
    ]);
    // No mobile number is kept with a deletion request.
    expect(JSON.stringify(listed)).not.toContain('98400');

    const matched = mine.find((row) => row.matched === 'submission')!;
    const confirm = await app.call(`/api/admin/deletion-requests/${matched.id}/confirm`, {
      method: 'POST',
      headers: bearer,
    });
    expect(confirm.status).toBe(200);
    expect(((await confirm.json()) as { data: { status: string } }).data.status).toBe('done');
    expect(await env.DB.prepare('SELECT id FROM submissions WHERE id = ?').bind(reference).first()).toBeNull();
    expect(await env.FILES.head(fileKey)).toBeNull();
    const again = await app.call(`/api/admin/deletion-requests/${matched.id}/confirm`, {
      method: 'POST',
      headers: bearer,
    });
    expect(again.status).toBe(409);

    // One that matched nothing deletes nothing: it is dismissed.
    const stray = mine.find((row) => row.reference === 'VISA-261124-ZZZZZZZZZZ')!;
    const dismiss = await app.call(`/api/admin/deletion-requests/${stray.id}/dismiss`, {
      method: 'POST',
      headers: bearer,
    });
    expect(dismiss.status).toBe(200);

    const audit = (await (await app.call('/api/admin/audit', { headers: bearer })).json()) as {
      data: { action: string; target: string | null }[];
    };
    expect(audit.data.filter((entry) => entry.action.startsWith('privacy_'))).toEqual([
      expect.objectContaining({ action: 'privacy_dismiss', target: stray.id }),
      expect.objectContaining({ action: 'privacy_delete', target: `${matched.id} ${reference}` }),
    ]);
  });

  it('is throttled per client', async () => {
    const app = consoleApp();
    const ip = clientIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      statuses.push((await ask(app, { reference: 'VISA-261124-ZZZZZZZZZZ', mobile: '9840012345' }, ip)).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(202));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});
