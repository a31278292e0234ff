// Stored requests past the retention period: their rows (D1) and files (R2), oldest first, a batch at a time.

export type ExpiredBatch = { ids: string[]; fileKeys: string[] };

export class RetentionD1 {
  constructor(
    private readonly db: D1Database,
    private readonly files: R2Bucket,
  ) {}

  /** Up to `limit` requests created before `cutoff`. */
  async expired(cutoff: Date, limit: number): Promise<ExpiredBatch> {
    const { results } = await this.db
      .prepare('SELECT id, file_key FROM submissions WHERE created_at < ? ORDER BY created_at LIMIT ?')
      .bind(cutoff.toISOString(), limit)
      .all<{ id: string; file_key: string | null }>();
    return { ids: results.map((row) => row.id), fileKeys: results.flatMap((row) => (row.file_key ? [row.file_key] : [])) };
  }

  /** Files first: a row is only gone once nothing it points at is left behind. */
  async remove(batch: ExpiredBatch): Promise<void> {
    if (batch.fileKeys.length) await this.files.delete(batch.fileKeys);
    if (!batch.ids.length) return;
    await this.db
      .prepare(`DELETE FROM submissions WHERE id IN (${batch.ids.map(() => '?').join(', ')})`)
      .bind(...batch.ids)
      .run();
  }
}
