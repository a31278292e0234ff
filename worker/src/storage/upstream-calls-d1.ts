// A per-minute call counter for an upstream API, in D1 so every isolate counts against the same budget.

const minuteOf = (now: Date) => now.toISOString().slice(0, 16); // '2026-11-24T10:07'

export class UpstreamCallsD1 {
  constructor(private readonly db: D1Database) {}

  /** Counts one call in this minute and returns how many there are now (this one included). */
  async take(api: string, now: Date): Promise<number> {
    const row = await this.db
      .prepare(
        'INSERT INTO upstream_calls (api, minute, calls) VALUES (?1, ?2, 1) ON CONFLICT (api, minute) DO UPDATE SET calls = calls + 1 RETURNING calls',
      )
      .bind(api, minuteOf(now))
      .first<{ calls: number }>();
    return row?.calls ?? 1;
  }

  /** Forgets minutes older than an hour. */
  async prune(now: Date): Promise<void> {
    await this.db
      .prepare('DELETE FROM upstream_calls WHERE minute < ?')
      .bind(minuteOf(new Date(now.getTime() - 60 * 60_000)))
      .run();
  }
}
