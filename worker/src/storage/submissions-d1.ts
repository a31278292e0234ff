import type { DeliveryStatus, SubmissionKind, SubmissionRecord } from '#shared/schemas/submissions';
import type { Env } from '../env';

// Submissions live in D1 (one row each) and their attachments in R2 (one object each, under a random key
// that no other request can produce, written before the row and journalled in attachment_uploads).

export type NewAttachment = {
  fileName: string;
  fileType: string;
  size: number;
  /** The content: bytes, or a stream of exactly `size` bytes (read once, straight into R2). */
  body: Uint8Array | ReadableStream<Uint8Array>;
};

/** Attempts at a fresh reference id when the drawn one is taken (a collision is practically impossible). */
const ID_ATTEMPTS = 5;

export type NewSubmission = {
  /** Draws a reference id; called again if the drawn one is already taken. */
  newId: () => string;
  kind: SubmissionKind;
  data: Record<string, unknown>;
  attachment: NewAttachment | null;
  idempotencyKey: string | null;
  /** What the idempotency key is compared on; a streamed file is hashed as it is stored, so it is asked for then. */
  fingerprint: () => Promise<string>;
  origin: string;
  now: Date;
};

export type StoredSubmission = SubmissionRecord & { origin: string };

export type CreateResult =
  { outcome: 'created'; id: string } | { outcome: 'replayed'; id: string } | { outcome: 'conflict'; id: string };

type Row = {
  id: string;
  kind: SubmissionKind;
  fingerprint: string;
  data: string;
  file_key: string | null;
  file_name: string | null;
  file_type: string | null;
  file_size: number | null;
  origin: string;
  created_at: string;
  delivery_status: DeliveryStatus;
  attempts: number;
  next_attempt_at: string | null;
  delivered_at: string | null;
  last_error: string | null;
};

/** A key of its own for every upload: a retried id, a concurrent duplicate or a failed insert never touches another request's file. */
const newFileKey = () => `submissions/${crypto.randomUUID()}`;

function toRecord(row: Row): StoredSubmission {
  return {
    id: row.id,
    kind: row.kind,
    createdAt: row.created_at,
    data: JSON.parse(row.data) as Record<string, unknown>,
    attachment:
      row.file_key && row.file_name && row.file_type
        ? { fileName: row.file_name, fileType: row.file_type, size: row.file_size ?? 0 }
        : null,
    delivery: {
      status: row.delivery_status,
      attempts: row.attempts,
      nextAttemptAt: row.delivery_status === 'pending' ? row.next_attempt_at : null,
      deliveredAt: row.delivered_at,
      lastError: row.last_error,
    },
    origin: row.origin,
  };
}

const isUniqueViolation = (error: unknown) =>
  /UNIQUE constraint failed/i.test(String((error as Error)?.message ?? error));

export class SubmissionsStore {
  constructor(
    private readonly db: D1Database,
    private readonly files: R2Bucket,
  ) {}

  private async byKey(kind: SubmissionKind, key: string) {
    return this.db
      .prepare('SELECT id, fingerprint FROM submissions WHERE kind = ? AND idempotency_key = ?')
      .bind(kind, key)
      .first<{ id: string; fingerprint: string }>();
  }

  private async replayOf(kind: SubmissionKind, key: string | null, fingerprint: string): Promise<CreateResult | null> {
    if (!key) return null;
    const existing = await this.byKey(kind, key);
    if (!existing) return null;
    return { outcome: existing.fingerprint === fingerprint ? 'replayed' : 'conflict', id: existing.id };
  }

  /**
   * Stores the file in R2, then the row in D1 (so a row never points at a missing file). A repeated
   * idempotency key returns the first id; a concurrent duplicate loses the insert race and does the same;
   * a reference id that is already taken is drawn again.
   */
  async create(submission: NewSubmission): Promise<CreateResult> {
    const { attachment } = submission;
    const streamed = attachment?.body instanceof ReadableStream;
    // A repeat is answered before any upload, unless its file must be read to be compared.
    const early = streamed
      ? null
      : await this.replayOf(submission.kind, submission.idempotencyKey, await submission.fingerprint());
    if (early) return early;

    const createdAt = submission.now.toISOString();
    const fileKey = attachment ? newFileKey() : null;
    if (attachment && fileKey) {
      // Journal first: a worker killed after the upload leaves this entry for the sweep, not a lost file.
      await this.db
        .prepare('INSERT INTO attachment_uploads (file_key, started_at) VALUES (?, ?)')
        .bind(fileKey, createdAt)
        .run();
      try {
        await this.files.put(fileKey, attachment.body, {
          httpMetadata: { contentType: attachment.fileType },
          customMetadata: { kind: submission.kind },
        });
      } catch (error) {
        await this.discardUpload(fileKey);
        throw error;
      }
    }
    const fingerprint = await submission.fingerprint();
    const repeat = streamed ? await this.replayOf(submission.kind, submission.idempotencyKey, fingerprint) : null;
    if (repeat && fileKey) {
      await this.discardUpload(fileKey);
      return repeat;
    }
    for (let attempt = 1; ; attempt++) {
      const id = submission.newId();
      const insert = this.db
        .prepare(
          `INSERT INTO submissions (id, kind, idempotency_key, fingerprint, data, file_key, file_name, file_type, file_size,
             origin, created_at, delivery_status, attempts, next_attempt_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', 0, ?)`,
        )
        .bind(
          id,
          submission.kind,
          submission.idempotencyKey,
          fingerprint,
          JSON.stringify(submission.data),
          fileKey,
          attachment?.fileName ?? null,
          attachment?.fileType ?? null,
          attachment?.size ?? null,
          submission.origin,
          createdAt,
          createdAt,
        );
      try {
        // One transaction: the row appears exactly when its upload leaves the journal.
        await this.db.batch(
          fileKey
            ? [insert, this.db.prepare('DELETE FROM attachment_uploads WHERE file_key = ?').bind(fileKey)]
            : [insert],
        );
        return { outcome: 'created', id };
      } catch (error) {
        const winner = isUniqueViolation(error)
          ? await this.replayOf(submission.kind, submission.idempotencyKey, fingerprint)
          : null;
        // Not a duplicate request: the unique id was taken, so draw another (a handful of times at most).
        if (!winner && isUniqueViolation(error) && attempt < ID_ATTEMPTS) continue;
        if (fileKey) await this.discardUpload(fileKey);
        if (winner) return winner;
        throw error;
      }
    }
  }

  /** Deletes an upload that no row will reference, then its journal entry. */
  private async discardUpload(fileKey: string) {
    await this.files.delete(fileKey);
    await this.db.prepare('DELETE FROM attachment_uploads WHERE file_key = ?').bind(fileKey).run();
  }

  /** Files of uploads started before `before` whose row never came (a worker died in between): deleted. */
  async sweepAbandonedUploads(before: Date, limit = 100): Promise<number> {
    const { results } = await this.db
      .prepare('SELECT file_key FROM attachment_uploads WHERE started_at < ? ORDER BY started_at LIMIT ?')
      .bind(before.toISOString(), limit)
      .all<{ file_key: string }>();
    const keys = results.map((entry) => entry.file_key);
    if (!keys.length) return 0;
    await this.files.delete(keys);
    await this.db
      .prepare(`DELETE FROM attachment_uploads WHERE file_key IN (${keys.map(() => '?').join(', ')})`)
      .bind(...keys)
      .run();
    return keys.length;
  }

  async get(id: string): Promise<StoredSubmission | null> {
    const row = await this.db.prepare('SELECT * FROM submissions WHERE id = ?').bind(id).first<Row>();
    return row ? toRecord(row) : null;
  }

  /** Newest first; `before` is the createdAt of the last row of the previous page. */
  async list(filter: { kind?: SubmissionKind; status?: DeliveryStatus; before?: string; limit: number }) {
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (clause: string, value: unknown) => {
      where.push(clause);
      params.push(value);
    };
    if (filter.kind) add('kind = ?', filter.kind);
    if (filter.status) add('delivery_status = ?', filter.status);
    if (filter.before) add('created_at < ?', filter.before);
    const sql = `SELECT * FROM submissions ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
                 ORDER BY created_at DESC, id DESC LIMIT ?`;
    const { results } = await this.db
      .prepare(sql)
      .bind(...params, filter.limit)
      .all<Row>();
    return results.map(toRecord);
  }

  async attachment(id: string) {
    const row = await this.db
      .prepare('SELECT file_key, file_type FROM submissions WHERE id = ?')
      .bind(id)
      .first<Pick<Row, 'file_key' | 'file_type'>>();
    if (!row?.file_key) return null;
    const object = await this.files.get(row.file_key);
    if (!object) return null;
    return { body: object.body, size: object.size, fileType: row.file_type ?? 'application/octet-stream' };
  }

  /** Ids of pending rows whose next attempt is due, oldest first. */
  async due(now: Date, limit: number): Promise<string[]> {
    const { results } = await this.db
      .prepare(
        `SELECT id FROM submissions WHERE delivery_status = 'pending' AND next_attempt_at <= ?
         ORDER BY next_attempt_at LIMIT ?`,
      )
      .bind(now.toISOString(), limit)
      .all<{ id: string }>();
    return results.map((row) => row.id);
  }

  /**
   * Takes a due row for one delivery attempt: counts the attempt and pushes its next attempt past the
   * lease, so the cron and the post-answer delivery never send the same row at the same time.
   */
  async claim(id: string, now: Date, leaseUntil: Date): Promise<StoredSubmission | null> {
    const row = await this.db
      .prepare(
        `UPDATE submissions SET attempts = attempts + 1, next_attempt_at = ?
         WHERE id = ? AND delivery_status = 'pending' AND next_attempt_at <= ? RETURNING *`,
      )
      .bind(leaseUntil.toISOString(), id, now.toISOString())
      .first<Row>();
    return row ? toRecord(row) : null;
  }

  async markDelivered(id: string, now: Date): Promise<void> {
    await this.db
      .prepare(
        `UPDATE submissions SET delivery_status = 'delivered', delivered_at = ?, next_attempt_at = NULL, last_error = NULL WHERE id = ?`,
      )
      .bind(now.toISOString(), id)
      .run();
  }

  /** Records a failed attempt: retried at `retryAt`, or given up ('failed') when there is none. */
  async markAttemptFailed(id: string, error: string, retryAt: Date | null): Promise<void> {
    await this.db
      .prepare(`UPDATE submissions SET delivery_status = ?, next_attempt_at = ?, last_error = ? WHERE id = ?`)
      .bind(retryAt ? 'pending' : 'failed', retryAt?.toISOString() ?? null, error.slice(0, 300), id)
      .run();
  }

  /** An operator's retry of a request that was given up: due now, with a fresh count of attempts. */
  async requeue(id: string, now: Date): Promise<boolean> {
    const result = await this.db
      .prepare(
        `UPDATE submissions SET delivery_status = 'pending', attempts = 0, next_attempt_at = ? WHERE id = ? AND delivery_status = 'failed'`,
      )
      .bind(now.toISOString(), id)
      .run();
    return result.meta.changes > 0;
  }
}

export const submissionsStoreFor = (env: Env) => new SubmissionsStore(env.DB, env.FILES);
