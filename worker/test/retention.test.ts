import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../src/app';
import worker from '../src/index';
import { clientIp, contact, json, stored, visa } from './submissions-fixtures';

const DAY = 24 * 60 * 60_000;
const NOW = new Date('2027-06-30T12:00:00Z');

async function storeAt(at: Date, kind: 'visa' | 'contact', body: object) {
  const res = await createApp({ now: () => at }).request(`/api/proxy/${kind}`, json(body, { 'cf-connecting-ip': clientIp() }), env);
  expect(res.status).toBe(200);
  return ((await res.json()) as { id: string }).id;
}

async function cron(at: Date, bindings: object = env) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: at.getTime(), cron: '*/5 * * * *' }), bindings as typeof env, ctx);
  await waitOnExecutionContext(ctx);
}

/** Where a request's file lives in R2 (a key of its own, not derived from the id). */
const fileKeyOf = async (id: string) =>
  (await env.DB.prepare('SELECT file_key FROM submissions WHERE id = ?').bind(id).first<{ file_key: string }>())!.file_key;

const exists = async (id: string) => Boolean(await env.DB.prepare('SELECT 1 FROM submissions WHERE id = ?').bind(id).first());

afterEach(() => vi.restoreAllMocks());

describe('retention: the scheduled job deletes requests older than RETENTION_DAYS', () => {
  it('deletes rows and files past 180 days by default, keeps the rest, and logs the count', async () => {
    const old = await storeAt(new Date(NOW.getTime() - 181 * DAY), 'visa', visa);
    const oldMessage = await storeAt(new Date(NOW.getTime() - 200 * DAY), 'contact', contact);
    const recent = await storeAt(new Date(NOW.getTime() - 179 * DAY), 'visa', visa);
    const [oldFile, recentFile] = [await fileKeyOf(old), await fileKeyOf(recent)];
    const before = await stored();
    const spy = vi.spyOn(console, 'log').mockImplementation(() => {});

    await cron(NOW);

    expect(await exists(old)).toBe(false);
    expect(await exists(oldMessage)).toBe(false);
    expect(await exists(recent)).toBe(true);
    expect(await env.FILES.head(oldFile)).toBeNull();
    expect(await env.FILES.head(recentFile)).not.toBeNull();
    expect(await stored()).toEqual({ rows: before.rows - 2, files: before.files - 1 });
    const lines = spy.mock.calls.map(([line]) => JSON.parse(String(line)));
    expect(lines).toContainEqual(expect.objectContaining({ event: 'retention.purged', deleted: 2, files: 1, retentionDays: 180 }));
  });

  it('follows RETENTION_DAYS', async () => {
    const id = await storeAt(new Date(NOW.getTime() - 31 * DAY), 'contact', contact);
    await cron(NOW);
    expect(await exists(id)).toBe(true);
    vi.spyOn(console, 'log').mockImplementation(() => {});
    await cron(NOW, { ...env, RETENTION_DAYS: '30' });
    expect(await exists(id)).toBe(false);
  });
});
