import { ApiError } from '../http-error';

/**
 * Failed admin sign-ins, per client, with a growing wait: the first FREE_FAILURES mistakes cost nothing (a
 * typo), then each further failure doubles the wait (2 s, 4 s, 8 s … up to 15 minutes). A success forgets
 * the client; a day without failures does too. Kept in D1 (table sign_in_failures), so every isolate agrees.
 *
 * Every sign-in check (the bearer token in routes/admin.ts, POST /api/admin/session) calls it the same way:
 *
 *   const throttle = signInThrottle(c.env.DB);
 *   const client = clientKey(c.req.header('CF-Connecting-IP'));        // from worker/src/client-key.ts
 *   await throttle.guard(client, now);                                   // 429 + Retry-After while waiting
 *   if (!ok) { await throttle.failed(client, now); throw …401… }
 *   await throttle.succeeded(client);                                    // cheap: one DELETE
 *
 * `wait(client, now)` gives the seconds still to wait (0 = may try) without throwing.
 */

export const FREE_FAILURES = 2;
export const MAX_WAIT_S = 15 * 60;
const FORGET_AFTER_MS = 24 * 60 * 60_000;

/** Seconds a client waits after its n-th failure in a row. */
export function waitAfter(failures: number): number {
  return failures <= FREE_FAILURES ? 0 : Math.min(2 ** (failures - FREE_FAILURES), MAX_WAIT_S);
}

type Row = { failures: number; last_failed_at: string };

export function signInThrottle(db: D1Database) {
  const remaining = (row: Row | null, now: Date) => {
    if (!row) return 0;
    const until = Date.parse(row.last_failed_at) + waitAfter(row.failures) * 1000;
    return Math.max(0, Math.ceil((until - now.getTime()) / 1000));
  };

  return {
    async wait(client: string, now: Date): Promise<number> {
      const row = await db
        .prepare('SELECT failures, last_failed_at FROM sign_in_failures WHERE client = ?')
        .bind(client)
        .first<Row>();
      return remaining(row, now);
    },

    /** Throws a 429 (with Retry-After) while the client must still wait. */
    async guard(client: string, now: Date): Promise<void> {
      const seconds = await this.wait(client, now);
      if (seconds > 0) {
        throw ApiError.tooMany(
          'sign_in_throttled',
          `Too many failed sign-ins. Try again in ${seconds} seconds.`,
          seconds,
        );
      }
    },

    /** Records a failure; returns the wait it now imposes, in seconds. */
    async failed(client: string, now: Date): Promise<number> {
      const at = now.toISOString();
      const stale = new Date(now.getTime() - FORGET_AFTER_MS).toISOString();
      const row = await db
        .prepare(
          `INSERT INTO sign_in_failures (client, failures, last_failed_at) VALUES (?1, 1, ?2)
           ON CONFLICT (client) DO UPDATE SET
             failures = CASE WHEN last_failed_at < ?3 THEN 1 ELSE failures + 1 END,
             last_failed_at = ?2
           RETURNING failures`,
        )
        .bind(client, at, stale)
        .first<{ failures: number }>();
      return waitAfter(row?.failures ?? 1);
    },

    async succeeded(client: string): Promise<void> {
      await db.prepare('DELETE FROM sign_in_failures WHERE client = ?').bind(client).run();
    },
  };
}
