// Stored requests and leads past the retention period: their rows (D1), files (R2) and history (activity,
// delivery attempts), oldest first, a batch at a time. The lead tables come with the operators' console
// (migration 0009); until they exist only requests are purged.

export type ExpiredBatch = { ids: string[]; fileKeys: string[] };

const HISTORY = { lead_activity: 'lead_id', delivery_attempts: 'submission_id', lead_work: 'lead_id' } as const;

export class RetentionD1 {
  private tables: Promise<Set<string>> | null = null;

  constructor(
    private readonly db: D1Database,
    private readonly files: R2Bucket,
  ) {}

  private existing(): Promise<Set<string>> {
    this.tables ??= this.db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('leads', 'lead_activity', 'delivery_attempts', 'audit_log', 'lead_work')",
      )
      .all<{ name: string }>()
      .then(({ results }) => new Set(results.map((row) => row.name)));
    return this.tables;
  }

  /**
   * Up to `limit` requests (table 'submissions') or leads (table 'leads') created before `cutoff`. With
   * `undelivered`, a request whose delivery is pending or failed only counts once it was held before then.
   */
  async expired(
    table: 'submissions' | 'leads',
    cutoff: Date,
    limit: number,
    undelivered: { heldBefore: Date } | null = null,
  ): Promise<ExpiredBatch> {
    if (table === 'leads' && !(await this.existing()).has('leads')) return { ids: [], fileKeys: [] };
    const columns = table === 'submissions' ? 'id, file_key' : 'id, NULL AS file_key';
    const guard =
      table === 'submissions' && undelivered ? "AND (delivery_status = 'delivered' OR retention_held_at < ?3)" : '';
    const { results } = await this.db
      .prepare(`SELECT ${columns} FROM ${table} WHERE created_at < ?1 ${guard} ORDER BY created_at LIMIT ?2`)
      .bind(cutoff.toISOString(), limit, ...(guard ? [undelivered!.heldBefore.toISOString()] : []))
      .all<{ id: string; file_key: string | null }>();
    return {
      ids: results.map((row) => row.id),
      fileKeys: results.flatMap((row) => (row.file_key ? [row.file_key] : [])),
    };
  }

  /**
   * Marks requests past `cutoff` whose delivery is pending or failed and not yet marked, with an entry in
   * their activity list; returns their ids.
   */
  async holdUndelivered(cutoff: Date, now: Date, detail: string): Promise<string[]> {
    const { results } = await this.db
      .prepare(
        `UPDATE submissions SET retention_held_at = ?1
         WHERE created_at < ?2 AND delivery_status IN ('pending', 'failed') AND retention_held_at IS NULL
         RETURNING id`,
      )
      .bind(now.toISOString(), cutoff.toISOString())
      .all<{ id: string }>();
    const ids = results.map((row) => row.id);
    if (ids.length && (await this.existing()).has('lead_activity')) {
      await this.db.batch(
        ids.map((id) =>
          this.db
            .prepare("INSERT INTO lead_activity (lead_id, at, action, detail) VALUES (?, ?, 'retention_held', ?)")
            .bind(id, now.toISOString(), detail),
        ),
      );
    }
    return ids;
  }

  /** Audit rows older than `cutoff`; returns how many went. */
  async purgeAudit(cutoff: Date): Promise<number> {
    if (!(await this.existing()).has('audit_log')) return 0;
    const result = await this.db.prepare('DELETE FROM audit_log WHERE at < ?').bind(cutoff.toISOString()).run();
    return result.meta.changes;
  }

  /** Sign-in failures whose last failure is older than `before` (the throttle has forgotten them). */
  async purgeSignInFailures(before: Date): Promise<number> {
    const result = await this.db
      .prepare('DELETE FROM sign_in_failures WHERE last_failed_at < ?')
      .bind(before.toISOString())
      .run();
    return result.meta.changes;
  }

  /** Files first: a row is only gone once nothing it points at is left behind; its history goes with it. */
  async remove(table: 'submissions' | 'leads', batch: ExpiredBatch): Promise<void> {
    if (batch.fileKeys.length) await this.files.delete(batch.fileKeys);
    if (!batch.ids.length) return;
    const marks = batch.ids.map(() => '?').join(', ');
    const tables = await this.existing();
    const statements = Object.entries(HISTORY)
      .filter(([history]) => tables.has(history))
      .map(([history, column]) =>
        this.db.prepare(`DELETE FROM ${history} WHERE ${column} IN (${marks})`).bind(...batch.ids),
      );
    statements.push(this.db.prepare(`DELETE FROM ${table} WHERE id IN (${marks})`).bind(...batch.ids));
    await this.db.batch(statements);
  }
}
