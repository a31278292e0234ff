import { ApiError } from '../http-error';

/**
 * Failed admin sign-ins, per client, with a growing wait: the first FREE_FAILURES mistakes cost nothing (a
 * typo), then each further failure doubles the wait (2 s, 4 s, 8 s … up to 15 minutes). A success forgets
 * the client; a day without failures does too. Kept in D1 (table sign_in_failures), so every isolate agrees.
 *
 * The throttle holds failures back, not the right token. A try is taken atomically before any comparison
 * (`reserve`), so concurrent guesses cannot all be answered "wrong": past the free ones they get a 429. A try
 * made while the client waits is still checked, so the owner typing the right token on an office or carrier
 * address where someone else keeps failing gets in; a wrong one gets the same 429 and counts nothing. Those
 * checks are capped per address by the SIGN_IN_LIMITER binding (routes/admin.ts), and a token is at least
 * 32 random characters, so guessing stays hopeless either way.
 *
 * The client is a device the console has seen sign in before (its vt_device cookie), or else the address
 * (clientKey: IPv4, or IPv6 /64). `wait(client, now)` gives the seconds still to wait.
 */

export const FREE_FAILURES = 2;
export const MAX_WAIT_S = 15 * 60;
export const FORGET_AFTER_MS = 24 * 60 * 60_000;

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

    /**
     * Takes the client's next try, atomically, before any token is compared: the try is counted as a
     * failure at once (a success forgets it), in one statement that only counts it when the client's wait
     * is over. Concurrent guesses therefore cannot all pass a check made before any of them failed. Returns
     * the failures counted, or null while the client must still wait (nothing is counted).
     */
    async reserve(client: string, now: Date): Promise<number | null> {
      const at = now.toISOString();
      const stale = new Date(now.getTime() - FORGET_AFTER_MS).toISOString();
      // The wait after n failures (waitAfter) in SQL: 0 up to FREE_FAILURES, then 2^(n - FREE_FAILURES) s, capped.
      const row = await db
        .prepare(
          `INSERT INTO sign_in_failures (client, failures, last_failed_at) VALUES (?1, 1, ?2)
           ON CONFLICT (client) DO UPDATE SET
             failures = CASE WHEN last_failed_at < ?3 THEN 1 ELSE failures + 1 END,
             last_failed_at = ?2
           WHERE last_failed_at < ?3 OR failures <= ?4
              OR round((julianday(?2) - julianday(last_failed_at)) * 86400000) >= min(1 << (failures - ?4), ?5) * 1000
           RETURNING failures`,
        )
        .bind(client, at, stale, FREE_FAILURES, MAX_WAIT_S)
        .first<{ failures: number }>();
      return row ? row.failures : null;
    },

    /** The 429 (with Retry-After) for a try made while the client waits. */
    async refusal(client: string, now: Date): Promise<ApiError> {
      const seconds = Math.max(1, await this.wait(client, now));
      return ApiError.tooMany(
        'sign_in_throttled',
        `Too many failed sign-ins. Try again in ${seconds} seconds.`,
        seconds,
      );
    },

    async succeeded(client: string): Promise<void> {
      await db.prepare('DELETE FROM sign_in_failures WHERE client = ?').bind(client).run();
    },
  };
}
