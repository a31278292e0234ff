import type { Env } from '../env';
import { log } from '../log';
import { RetentionD1 } from '../storage/retention-d1';

// Requests and leads are personal data kept only as long as the business needs them: RETENTION_DAYS after
// one arrived (180 by default) the scheduled job deletes its row, its file and its history. A run deletes at
// most BATCH × MAX_BATCHES of each; the next run (every 5 minutes) takes the rest.

export const DEFAULT_RETENTION_DAYS = 180;
const BATCH = 100; // D1 binds at most 100 parameters per statement
const MAX_BATCHES = 10;
const DAY_MS = 24 * 60 * 60_000;

export function retentionDays(env: Pick<Env, 'RETENTION_DAYS'>): number {
  const days = Number(env.RETENTION_DAYS);
  return Number.isInteger(days) && days >= 1 ? days : DEFAULT_RETENTION_DAYS;
}

/** Deletes every request and lead older than the retention period; logs and returns how many rows and files went. */
export async function purgeExpired(env: Env, now: Date): Promise<{ deleted: number; leads: number; files: number }> {
  const days = retentionDays(env);
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  const store = new RetentionD1(env.DB, env.FILES);
  const counts = { deleted: 0, leads: 0, files: 0 };
  for (const table of ['submissions', 'leads'] as const) {
    for (let round = 0; round < MAX_BATCHES; round++) {
      const batch = await store.expired(table, cutoff, BATCH);
      if (!batch.ids.length) break;
      await store.remove(table, batch);
      counts[table === 'submissions' ? 'deleted' : 'leads'] += batch.ids.length;
      counts.files += batch.fileKeys.length;
      if (batch.ids.length < BATCH) break;
    }
  }
  if (counts.deleted || counts.leads)
    log('info', 'retention.purged', { ...counts, retentionDays: days, cutoff: cutoff.toISOString() });
  return counts;
}
