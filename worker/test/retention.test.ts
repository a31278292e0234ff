import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../src/app';
import { createWorker } from '../src/index';
import { clientIp, contact, json, stored, visa } from './helpers/submissions';

const DAY = 24 * 60 * 60_000;
const NOW = new Date('2027-06-30T12:00:00Z');

async function storeAt(at: Date, kind: 'visa' | 'contact', body: object) {
  const res = await createApp({ now: () => at }).request(
    `/api/proxy/${kind}`,
    json(body, { 'cf-connecting-ip': clientIp() }),
    env,
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as { id: string }).id;
}

async function cron(at: Date, bindings: object = env) {
  const ctx = createExecutionContext();
  const worker = createWorker({ now: () => at });
  await worker.scheduled(
    createScheduledController({ scheduledTime: at.getTime(), cron: '*/5 * * * *' }),
    bindings as typeof env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
}

const fileKey = async (id: string) =>
  (await env.DB.prepare('SELECT file_key FROM submissions WHERE id = ?').bind(id).first<{ file_key: string }>())
    ?.file_key;
const exists = async (id: string) =>
  Boolean(await env.DB.prepare('SELECT 1 FROM submissions WHERE id = ?').bind(id).first());

afterEach(() => vi.restoreAllMocks());

describe('retention: the scheduled job deletes requests older than RETENTION_DAYS', () => {
  it('deletes rows and files past 180 days by default, keeps the rest, and logs the count', async () => {
    const old = await storeAt(new Date(NOW.getTime() - 181 * DAY), 'visa', visa);
    const oldMessage = await storeAt(new Date(NOW.getTime() - 200 * DAY), 'contact', contact);
    const recent = await storeAt(new Date(NOW.getTime() - 179 * DAY), 'visa', visa);
    const [oldFile, recentFile] = [await fileKey(old), await fileKey(recent)];
    const before = await stored();
    const spy = vi.spyOn(console, 'log').mockImplementation(() => {});

    await cron(NOW);

    expect(await exists(old)).toBe(false);
    expect(await exists(oldMessage)).toBe(false);
    expect(await exists(recent)).toBe(true);
    expect(await env.FILES.head(oldFile!)).toBeNull();
    expect(await env.FILES.head(recentFile!)).not.toBeNull();
    expect(await stored()).toEqual({ rows: before.rows - 2, files: before.files - 1 });
    const lines = spy.mock.calls.map(([line]) => JSON.parse(String(line)));
    expect(lines).toContainEqual(
      expect.objectContaining({ event: 'retention.purged', deleted: 2, leads: 0, files: 1, retentionDays: 180 }),
    );
  });

  it('deletes old leads and the history of everything it deletes, once the console tables exist', async () => {
    // The console's tables (migration 0009, columns as there); a no-op where that migration already ran.
    await env.DB.batch([
      env.DB.prepare(
        "CREATE TABLE IF NOT EXISTS leads (id TEXT PRIMARY KEY, kind TEXT NOT NULL, data TEXT NOT NULL, name TEXT, phone TEXT, created_at TEXT NOT NULL, status TEXT NOT NULL DEFAULT 'new')",
      ),
      env.DB.prepare(
        "CREATE TABLE IF NOT EXISTS lead_activity (seq INTEGER PRIMARY KEY AUTOINCREMENT, lead_id TEXT NOT NULL, at TEXT NOT NULL, action TEXT NOT NULL, detail TEXT NOT NULL DEFAULT '', session_id TEXT)",
      ),
      env.DB.prepare(
        'CREATE TABLE IF NOT EXISTS delivery_attempts (submission_id TEXT NOT NULL, attempt INTEGER NOT NULL, at TEXT NOT NULL, status_code INTEGER, error TEXT, PRIMARY KEY (submission_id, attempt))',
      ),
    ]);
    const oldRequest = await storeAt(new Date(NOW.getTime() - 190 * DAY), 'contact', contact);
    const old = new Date(NOW.getTime() - 190 * DAY).toISOString();
    const recent = new Date(NOW.getTime() - 10 * DAY).toISOString();
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO leads (id, kind, data, created_at) VALUES ('LEAD-OLD', 'train', '{}', ?), ('LEAD-NEW', 'car', '{}', ?)",
      ).bind(old, recent),
      env.DB.prepare(
        "INSERT INTO lead_activity (lead_id, at, action) VALUES ('LEAD-OLD', ?1, 'note'), ('LEAD-NEW', ?1, 'note'), (?2, ?1, 'status')",
      ).bind(old, oldRequest),
      env.DB.prepare('INSERT INTO delivery_attempts (submission_id, attempt, at) VALUES (?1, 1, ?2)').bind(
        oldRequest,
        old,
      ),
    ]);
    const spy = vi.spyOn(console, 'log').mockImplementation(() => {});
    await cron(NOW);
    const ids = async (sql: string) => (await env.DB.prepare(sql).all<{ id: string }>()).results.map((row) => row.id);
    expect(await ids('SELECT id FROM leads')).toEqual(['LEAD-NEW']);
    expect(await ids('SELECT lead_id AS id FROM lead_activity')).toEqual(['LEAD-NEW']);
    expect(await ids('SELECT submission_id AS id FROM delivery_attempts')).toEqual([]);
    expect(await exists(oldRequest)).toBe(false);
    const lines = spy.mock.calls.map(([line]) => JSON.parse(String(line)));
    expect(lines).toContainEqual(expect.objectContaining({ event: 'retention.purged', deleted: 1, leads: 1 }));
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
