// Stored requests and leads past the retention period: their rows (D1), files (R2) and history (activity,
// delivery attempts), oldest first, a batch at a time. The lead tables come with the operators' console
// (migration 0009); until they exist only requests are purged.

export type ExpiredBatch = { ids: string[]; fileKeys: string[] };

const HISTORY = { lead_activity: 'lead_id', delivery_attempts: 'submission_id' } as const;

export class RetentionD1 {
  private tables: Promise<Set<string>> | null = null;

  constructor(
    private readonly db: D1Database,
    private readonly files: R2Bucket,
  ) {}

  private existing(): Promise<Set<string>> {
    this.tables ??= this.db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('leads', 'lead_activity', 'delivery_attempts')",
      )
      .all<{ name: string }>()
      .then(({ results }) => new Set(results.map((row) => row.name)));
    return this.tables;
  }

  /** Up to `limit` requests (table 'submissions') or leads (table 'leads') created before `cutoff`. */
  async expired(table: 'submissions' | 'leads', cutoff: Date, limit: number): Promise<ExpiredBatch> {
    if (table === 'leads' && !(await this.existing()).has('leads')) return { ids: [], fileKeys: [] };
    const columns = table === 'submissions' ? 'id, file_key' : 'id, NULL AS file_key';
    const { results } = await this.db
      .prepare(`SELECT ${columns} FROM ${table} WHERE created_at < ? ORDER BY created_at LIMIT ?`)
      .bind(cutoff.toISOString(), limit)
      .all<{ id: string; file_key: string | null }>();
    return {
      ids: results.map((row) => row.id),
      fileKeys: results.flatMap((row) => (row.file_key ? [row.file_key] : [])),
    };
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
