import type { Env } from '../env';
import { log } from '../log';
import { RetentionD1 } from '../storage/retention-d1';
import { BACKOFF_BASE_MS, BACKOFF_CAP_MS, MAX_ATTEMPTS } from './forwarder';
import { FORGET_AFTER_MS } from './sign-in-throttle';

// Requests and leads are personal data kept only as long as the business needs them: RETENTION_DAYS after
// one arrived (180 by default) the scheduled job deletes its row, its file and its history, and audit rows
// of the same age; sign-in failures go once the throttle has forgotten them. A run deletes at most
// BATCH × MAX_BATCHES of each; the next run (every 5 minutes) takes the rest.
//
// A request the webhook has not taken (delivery pending or failed, with a webhook configured) is never
// deleted unseen: the first run that finds it past retention marks it (retention_held_at, an activity entry
// the console shows) and logs a warning; it is deleted HOLD_DAYS later if still undelivered by then.

export const DEFAULT_RETENTION_DAYS = 180;
export const HOLD_DAYS = 14;
const BATCH = 100; // D1 binds at most 100 parameters per statement
const MAX_BATCHES = 10;
const DAY_MS = 24 * 60 * 60_000;

/** How long a request can be retried for: the sum of every backoff (about 22.6 hours). */
export const RETRY_WINDOW_MS = Array.from({ length: MAX_ATTEMPTS - 1 }, (_, index) =>
  Math.min(BACKOFF_BASE_MS * 2 ** index, BACKOFF_CAP_MS),
).reduce((sum, ms) => sum + ms, 0);
/**
 * The shortest retention allowed: a whole day beyond the retry window (2 days), so a request is never deleted
 * while it is still being retried, nor just after its last retry failed unseen.
 */
export const MIN_RETENTION_DAYS = Math.ceil(RETRY_WINDOW_MS / DAY_MS) + 1;

let warnedShort = false;

export function retentionDays(env: Pick<Env, 'RETENTION_DAYS'>): number {
  const days = Number(env.RETENTION_DAYS);
  if (!env.RETENTION_DAYS || !Number.isInteger(days) || days < 1) return DEFAULT_RETENTION_DAYS;
  if (days >= MIN_RETENTION_DAYS) return days;
  if (!warnedShort) {
    log('warn', 'retention.days_too_short', { configured: days, used: MIN_RETENTION_DAYS });
    warnedShort = true;
  }
  return MIN_RETENTION_DAYS;
}

/**
 * Deletes every request, lead and audit row older than the retention period (holding undelivered requests
 * first, see above) and stale sign-in failures; logs and returns the counts.
 */
export async function purgeExpired(
  env: Env,
  now: Date,
): Promise<{ deleted: number; leads: number; files: number; held: number; audit: number; signInFailures: number }> {
  const days = retentionDays(env);
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  const store = new RetentionD1(env.DB, env.FILES);
  const counts = { deleted: 0, leads: 0, files: 0, held: 0, audit: 0, signInFailures: 0 };
  if (env.FORWARD_WEBHOOK_URL) {
    const held = await store.holdUndelivered(
      cutoff,
      now,
      `Past the retention period but not delivered to the webhook: kept ${HOLD_DAYS} more days`,
    );
    if (held.length) {
      counts.held = held.length;
      log('warn', 'retention.undelivered_held', {
        count: held.length,
        ids: held,
        deleteAfter: new Date(now.getTime() + HOLD_DAYS * DAY_MS).toISOString(),
      });
    }
  }
  const keep = env.FORWARD_WEBHOOK_URL ? { heldBefore: new Date(now.getTime() - HOLD_DAYS * DAY_MS) } : null;
  for (const table of ['submissions', 'leads'] as const) {
    for (let round = 0; round < MAX_BATCHES; round++) {
      const batch = await store.expired(table, cutoff, BATCH, keep);
      if (!batch.ids.length) break;
      await store.remove(table, batch);
      counts[table === 'submissions' ? 'deleted' : 'leads'] += batch.ids.length;
      counts.files += batch.fileKeys.length;
      if (batch.ids.length < BATCH) break;
    }
  }
  counts.audit = await store.purgeAudit(cutoff);
  counts.signInFailures = await store.purgeSignInFailures(new Date(now.getTime() - FORGET_AFTER_MS));
  if (counts.deleted || counts.leads || counts.audit || counts.signInFailures)
    log('info', 'retention.purged', { ...counts, retentionDays: days, cutoff: cutoff.toISOString() });
  return counts;
}
