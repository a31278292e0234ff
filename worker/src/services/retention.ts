import type { Env } from '../env';
import { log } from '../log';
import { leadsStoreFor } from '../storage/leads-d1';
import { RetentionD1 } from '../storage/retention-d1';

// Requests are personal data kept only as long as the business needs them: RETENTION_DAYS after it arrived
// (180 by default) the scheduled job deletes a request's row and its file. A run deletes at most
// BATCH × MAX_BATCHES; the next run (every 5 minutes) takes the rest.

export const DEFAULT_RETENTION_DAYS = 180;
const BATCH = 100; // D1 binds at most 100 parameters per statement
const MAX_BATCHES = 10;
const DAY_MS = 24 * 60 * 60_000;

export function retentionDays(env: Pick<Env, 'RETENTION_DAYS'>): number {
  const days = Number(env.RETENTION_DAYS);
  return Number.isInteger(days) && days >= 1 ? days : DEFAULT_RETENTION_DAYS;
}

/** Deletes every request older than the retention period; logs and returns how many rows and files went. */
export async function purgeExpired(env: Env, now: Date): Promise<{ deleted: number; files: number }> {
  const days = retentionDays(env);
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  const store = new RetentionD1(env.DB, env.FILES);
  let deleted = 0;
  let files = 0;
  for (let round = 0; round < MAX_BATCHES; round++) {
    const batch = await store.expired(cutoff, BATCH);
    if (!batch.ids.length) break;
    await store.remove(batch);
    deleted += batch.ids.length;
    files += batch.fileKeys.length;
    if (batch.ids.length < BATCH) break;
  }
  // Leads (with their call-back details) and the console's notes go by the same rule.
  const leads = await leadsStoreFor(env).purgeCreatedBefore(cutoff);
  if (deleted || leads) log('info', 'retention.purged', { deleted, leads, files, retentionDays: days, cutoff: cutoff.toISOString() });
  return { deleted, files };
}
